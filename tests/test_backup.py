"""The backup file (issue 33): everything the app keeps round-trips into an empty browser; loading
merges without putting older data over newer or counting a game twice; a damaged or foreign file
is refused with a message and changes nothing; a full storage while saving is said, offers the
backup, and loses nothing already saved."""

from __future__ import annotations

import json

import pytest

from sweets.web import backup, keeping, stats
from sweets.web.saves import PREFIX, MemoryBackend, SaveStore
from tests.test_stats import finished_table
from tests.test_web_session import new_session, run_clock


class FullBackend(MemoryBackend):
    """localStorage with a quota, as Chromium's: a write that would take the keys and values
    over ``limit`` characters fails (None: no limit); removing, or writing something shorter
    over a value, always fits."""

    def __init__(self, items=None, limit: int | None = None) -> None:
        super().__init__(items)
        self.limit = limit

    def used(self) -> int:
        return sum(len(k) + len(v) for k, v in self.items.items())

    def fill(self, room: int = 0) -> None:
        self.limit = self.used() + room

    def set(self, key: str, value: str) -> None:
        old = self.items.get(key)
        after = self.used() + len(value) - (len(old) if old is not None else -len(key))
        if self.limit is not None and after > self.limit:
            raise RuntimeError("QuotaExceededError: Failed to execute 'setItem' on 'Storage': "
                               "Setting the value of 'x' exceeded the quota.")
        super().set(key, value)


def play_to(session, ply: int) -> None:
    """Plays the first legal move (and whatever else the table asks for) until ``ply`` moves."""
    while session.table.state.ply < ply:
        run_clock(session)
        if session.screen == "handoff":
            session.press("handoff:ready")
        elif session.table.interlude:
            session.press("ui:continue")
        elif session.table.state.ply < ply:
            session.press(session.table.playable()[0])


def a_full_device() -> tuple[MemoryBackend, str]:
    """A browser with a game under way, a finished game counted, names, preferences, another
    helper's past game, and a key of another app (which is not ours to back up)."""
    backend = MemoryBackend({"other-app": "keep out", "sweets:past:old": '{"any": "thing"}'})
    session = new_session(backend)
    session.press("menu:new:sweets_stack")
    session.field("name:0", "Ann")
    session.press("setup:start")
    play_to(session, 3)
    assert session.table is not None
    store = SaveStore(backend)
    stats.record_finished(store, finished_table("sweeet", {}, 2, {1: "easy"}), 5.0)
    store.set_preferences("mastersweets", {"keep_marks": False})
    return backend, session.table.save_id


def test_a_backup_round_trips_into_an_empty_browser_and_the_game_resumes():
    backend, save_id = a_full_device()
    text = backup.export_text(SaveStore(backend), 10.0)
    data = json.loads(text)
    assert data["kind"] == backup.KIND and data["version"] == backup.VERSION
    assert set(data["items"]) == {k for k in backend.items if k.startswith("sweets:")}
    assert "other-app" not in data["items"]
    empty = MemoryBackend()
    said = backup.load(SaveStore(empty), text)
    assert said.startswith("Backup loaded: 5 items added")
    assert empty.items == {k: v for k, v in backend.items.items() if k.startswith("sweets:")}
    resumed = new_session(empty)
    resumed.open_fragment(f"#play={save_id}")
    assert resumed.table is not None and resumed.table.state.ply == SaveStore(backend).load(save_id)[1].ply
    assert stats.summary(stats.records(SaveStore(empty)))[0]["name"] == "Ann"
    # loading the same file again adds nothing and counts no game twice
    assert backup.load(SaveStore(empty), text).startswith("The backup holds nothing newer")
    assert len(stats.records(SaveStore(empty))) == 1


def test_the_menu_offers_statistics_and_the_backup_and_a_press_makes_the_file():
    backend, _ = a_full_device()
    session = new_session(backend)
    page = session.html()
    assert 'data-action="menu:stats"' in page and 'data-action="backup:save"' in page
    assert 'type="file"' in page and 'data-file="backup"' in page
    keeping.take_downloads()
    session.press("backup:save")
    (text,) = keeping.take_downloads()
    assert set(json.loads(text)["items"]) == {k for k in backend.items if k.startswith("sweets:")}
    keeping.load_file(session, "not a backup")
    assert backup.DAMAGED in session.html()


def test_merging_keeps_the_save_further_on_and_adds_games_without_counting_twice():
    mine, save_id = a_full_device()
    kept_here = mine.items[PREFIX + save_id]
    theirs = MemoryBackend(dict(mine.items))  # this browser's data, copied to another device
    # the same game, further on in the backup: it replaces this browser's copy
    session = new_session(theirs)
    session.open_fragment(f"#play={save_id}")
    play_to(session, session.table.state.ply + 1)
    further = theirs.items[PREFIX + save_id]
    stats.record_finished(SaveStore(theirs), finished_table("sweets_stack", {}, 2, {}, save_id="g2"), 6.0)
    theirs.items[stats.NAMES_KEY] = json.dumps(["Zoe"])
    text = backup.export_text(SaveStore(theirs), 20.0)
    backup.load(SaveStore(mine), text)
    assert mine.items[PREFIX + save_id] == further
    assert sorted(stats.records(SaveStore(mine))) == ["g1", "g2"]  # g1 was in both: counted once
    assert set(json.loads(mine.items[stats.NAMES_KEY])) == {"Ann", "Zoe"}
    # and the other way round: an older copy in a file never goes over the newer one here
    older = MemoryBackend(dict(mine.items))
    older.items[PREFIX + save_id] = kept_here
    backup.load(SaveStore(mine), backup.export_text(SaveStore(older), 30.0))
    assert mine.items[PREFIX + save_id] == further


def test_an_unreadable_save_here_is_replaced_by_the_readable_one_of_the_file():
    mine, save_id = a_full_device()
    text = backup.export_text(SaveStore(mine), 1.0)
    good = mine.items[PREFIX + save_id]
    mine.items[PREFIX + save_id] = "{damaged"
    backup.load(SaveStore(mine), text)
    assert mine.items[PREFIX + save_id] == good


def _with(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(("make", "message"), [
    (lambda t: "{this is not json", backup.DAMAGED),
    (lambda t: t[: len(t) // 2], backup.DAMAGED),
    (lambda t: "[1, 2]", backup.FOREIGN),
    (lambda t: json.dumps({"kind": "chess-backup", "version": 1, "items": {}}), backup.FOREIGN),
    (lambda t: _with(t, lambda d: d.update(version=9)), backup.NEWER),
    (lambda t: _with(t, lambda d: d.update(items=[])), backup.DAMAGED),
    (lambda t: _with(t, lambda d: d["items"].update({"other-app": "x"})), backup.DAMAGED),
    (lambda t: _with(t, lambda d: d["items"].update({"sweets:names": 3})), backup.DAMAGED),
    (lambda t: _with(t, lambda d: d["items"].update({stats.STATS_KEY: "[]"})), backup.DAMAGED),
    (lambda t: _with(t, lambda d: d["items"].update({PREFIX + "x": '{"kind": "other"}'})), backup.DAMAGED),
])
def test_a_damaged_or_foreign_file_is_refused_with_a_message_and_changes_nothing(make, message):
    source, _ = a_full_device()
    text = backup.export_text(SaveStore(source), 1.0)
    target = MemoryBackend({"sweets:names": '["Kim"]'})
    before = dict(target.items)
    with pytest.raises(ValueError) as refused:
        backup.load(SaveStore(target), make(text))
    assert str(refused.value) == message and "Nothing was changed" in message
    assert target.items == before


def test_storage_filling_up_halfway_through_a_load_puts_everything_back():
    source, _ = a_full_device()
    text = backup.export_text(SaveStore(source), 1.0)
    target = FullBackend({"sweets:names": '["Kim"]'})
    target.fill(room=len(text) // 2)  # room for some of it, not all
    before = dict(target.items)
    with pytest.raises(ValueError, match="storage is full. Nothing was changed"):
        backup.load(SaveStore(target), text)
    assert target.items == before


def test_a_full_storage_while_saving_is_said_offers_the_backup_and_loses_nothing():
    backend = FullBackend()
    session = new_session(backend)
    session.open_fragment("#new=sweets_stack&players=2&seed=4")
    play_to(session, 2)
    save_id = session.table.save_id
    kept = backend.items[PREFIX + save_id]
    backend.fill()  # the storage is full from now on
    play_to(session, 3)
    if session.screen == "handoff":
        session.press("handoff:ready")
    assert session.store.problem == keeping.FULL
    page = session.html()
    assert "storage is full" in page and "Nothing saved before is lost" in page
    assert 'data-action="backup:save"' in page
    assert backend.items[PREFIX + save_id] == kept  # the last save that fitted is still there
    keeping.take_downloads()
    session.press("backup:save")
    (text,) = keeping.take_downloads()
    assert json.loads(text)["items"][PREFIX + save_id] == kept
    # room again: the game saves on, where it is now
    backend.limit = None
    play_to(session, 4)
    assert "storage is full" not in session.html()
    again = new_session(backend)
    again.open_fragment(f"#play={save_id}")
    assert again.table.state.ply == session.table.state.ply
