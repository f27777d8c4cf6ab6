"""Replays, Past games and ``#replay=`` links (issue 33).

- Every game's (and MasterSweets mode's) link round-trips: random finished games of every player
  count open from their link to the same final position.
- A tampered, truncated, foreign or unfinished link gets a message a player can read (a
  ``ReplayLinkError``, never another exception), and the session shows it on the menu with every
  save untouched.
- A replay from one seat's point of view shows nothing that seat could not see: at every position
  before the end, the seat's hidden things are re-dealt (the game's ``sample`` hook) and the
  table drawn must not change.
- Past games keeps the last 50 and drops the oldest; a full storage never stops a game finishing.
"""

from __future__ import annotations

import base64
import json
import random
import zlib
from typing import Any

import pytest

from sweets import games
from sweets.engine import IllegalAction, State
from sweets.web import pastgames, replaying
from sweets.web.replay import ALL, Replay, ReplayLinkError, link_of, open_link
from sweets.web.saves import PREFIX, MemoryBackend, SaveStore
from sweets.web.session import Session

MODES: list[tuple[str, dict]] = [
    ("sweet_holic", {}), ("sweeet", {}), ("sweets_stack", {}),
    ("sweets_stack", {"advanced": ["candy_corn", "gummy_python", "sugar_goblin"]}),
    ("mastersweets", {}), ("mastersweets", {"specials": False, "roles": False}),
    ("mastersweets", {"mode": "clash"}), ("mastersweets", {"mode": "workshop"}),
    ("mastersweets", {"mode": "solo"}),
]
CONFIGS = [(g, o, n) for g, o in MODES for n in range(games.get(g).player_range(o)[0],
                                                       games.get(g).player_range(o)[1] + 1)]


def finished(game_id: str, options: dict, n: int, seed: int) -> State:
    """A random game played to its end."""
    rng = random.Random(seed)
    state = games.get(game_id).new([f"P{s} <b>&amp;" for s in range(n)], seed, options)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def code_of(state: State) -> str:
    return link_of(state).removeprefix("#replay=")


@pytest.mark.parametrize(("game_id", "options", "n"), CONFIGS,
                         ids=[f"{g}-{o.get('mode', 'x')}-{len(o)}-{n}" for g, o, n in CONFIGS])
def test_a_finished_games_link_opens_the_same_game(game_id, options, n):
    state = finished(game_id, options, n, seed=11 * n + len(options))
    link = link_of(state)
    assert link.startswith("#replay=")
    assert all(c.isalnum() or c in "-_" for c in link.removeprefix("#replay=")), "URL-safe"
    opened = open_link(link.removeprefix("#replay="))
    assert opened.is_over and opened.log == state.log and opened.players == state.players
    assert opened.seed == state.seed and opened.options == state.options
    assert opened.view(None) == state.view(None)
    assert opened.data == state.data


def test_an_unfinished_game_is_never_written_as_a_link_with_its_moves():
    state = games.get("sweeet").new(2, 3)
    state = state.apply(state.legal_actions()[0])
    with pytest.raises(ValueError, match="setup link"):
        link_of(state)


def _packed(record: object, version: int = 1) -> str:
    raw = bytes([version]) + zlib.compress(json.dumps(record).encode())
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _bad_links() -> dict[str, str]:
    good = finished("sweeet", {}, 2, seed=5)
    code = code_of(good)
    record: dict[str, Any] = {"g": "sweeet", "o": good.options, "s": good.seed, "p": list(good.players),
                              "m": list(good.log)}
    flipped = code[:20] + ("A" if code[20] != "A" else "B") + code[21:]
    return {
        "empty": "",
        "truncated": code[: len(code) // 2],
        "one letter changed": flipped,
        "not base64": "!!!***",
        "another version": _packed(record, version=2),
        "not zlib": base64.urlsafe_b64encode(b"\x01not compressed").decode(),
        "not json": base64.urlsafe_b64encode(b"\x01" + zlib.compress(b"{nope")).decode(),
        "not a game": _packed([1, 2, 3]),
        "a foreign game": _packed({**record, "g": "chess"}),
        "a move changed": _packed({**record, "m": record["m"][:-2] + ["flip z9"] + record["m"][-1:]}),
        "unfinished": _packed({**record, "m": record["m"][:-1]}),
        "damaged names": _packed({**record, "p": [1, 2]}),
        "a zip bomb": base64.urlsafe_b64encode(b"\x01" + zlib.compress(b" " * 5_000_000)).decode(),
    }


@pytest.mark.parametrize("kind", list(_bad_links()))
def test_a_bad_link_says_why_in_words(kind):
    with pytest.raises(ReplayLinkError) as caught:
        open_link(_bad_links()[kind])
    message = str(caught.value)
    assert message.startswith("the replay link"), message
    assert "Traceback" not in message and len(message) < 200


def test_a_bad_link_is_said_on_the_menu_and_changes_nothing_else():
    store = SaveStore(MemoryBackend())
    session = Session(store, clock=lambda: 1000.0, new_seed=lambda: 7)
    session.open_fragment("#new=sweeet&players=2&seed=3")
    session.play(session.table.legal()[0])
    before = dict(store.backend.items)
    session.open_fragment("#replay=" + _bad_links()["truncated"])
    assert session.screen == "menu"
    assert session.message and "replay link" in session.message
    assert "Nothing else has changed" in session.message
    assert store.backend.items == before, "the saves are untouched"
    assert "Traceback" not in session.html()


def test_a_replay_steps_both_ways_and_matches_the_game_at_every_move():
    state = finished("sweet_holic", {}, 3, seed=2)
    replay = Replay(state)
    assert replay.ply == state.ply
    replay.step("first")
    assert replay.ply == 0 and replay.state().log == ()
    replay.step("prev")
    assert replay.ply == 0
    played = games.get("sweet_holic").new(list(state.players), state.seed, state.options)
    for ply in range(1, 40):
        replay.step("next")
        played = played.apply(state.log[ply - 1])
        assert replay.ply == ply and replay.state().data == played.data
    replay.step("last")
    replay.step("next")
    assert replay.ply == state.ply and replay.state() is state
    replay.step("ply:12")
    assert replay.ply == 12
    replay.step("pov:1")
    assert replay.pov == 1
    replay.step("pov:9")
    assert replay.pov == 1, "no seat 9"
    replay.step("pov:all")
    assert replay.pov == ALL
    assert len(replay.lines()) == state.ply


SECRECY = [("sweet_holic", {}, 3), ("sweeet", {}, 3), ("sweets_stack", {}, 3),
           ("mastersweets", {}, 3), ("mastersweets", {"mode": "clash"}, 3),
           ("mastersweets", {"mode": "workshop"}, 3)]


@pytest.mark.parametrize(("game_id", "options", "n"), SECRECY,
                         ids=[f"{g}-{o.get('mode', 'x')}" for g, o, _ in SECRECY])
def test_a_replay_from_one_seat_shows_no_other_hand_before_the_end(game_id, options, n):
    """As the move log's secrecy test: at each position the seat's unseen things are re-dealt; the
    replay's screen for that seat must be the same over the re-dealt position."""
    game = games.get(game_id)
    state = finished(game_id, options, n, seed=4)
    rng = random.Random(1)
    redealt = 0
    for seat in range(n):
        for ply in range(0, state.ply - 1, max(1, state.ply // 12)):
            real = Replay(state)
            real.step(f"pov:{seat}")
            real.step(f"ply:{ply}")
            at = real.state()
            seen = at.view(seat)
            try:
                twin = State(game, at.players, at.seed, at.options, at.log, game.sample(seen, None, rng))
            except (IllegalAction, NotImplementedError, ValueError, KeyError):
                continue
            if twin.view(seat) != seen:
                continue
            other = Replay(state)
            other.step(f"pov:{seat}")
            other.step(f"ply:{ply}")
            other._positions.states[ply] = twin  # the same game, with what the seat cannot see re-dealt
            assert _table(other) == _table(real), (seat, ply)
            redealt += twin.data != at.data
    assert redealt, "no position was re-dealt: the check above checked nothing"


def _table(replay: Replay) -> list[tuple[str, str]]:
    """The replay screen's table for the replay's point of view (its move log is tested by
    tests/test_move_log.py with the same re-dealing)."""
    return replaying.tables(replay)


def _finish(session: Session) -> None:
    while session.pending() is not None:
        session.advance()
    for _ in range(20):
        if session.screen == "result":
            return
        session.press("ui:continue")
        while session.pending() is not None:
            session.advance()


def test_past_games_keeps_the_last_50_and_drops_the_oldest():
    store = SaveStore(MemoryBackend())
    state = finished("sweeet", {}, 2, seed=1)
    for k in range(55):
        assert pastgames.keep(store, f"game{k:02}", state, {}, now=1000.0 + k)
    kept = pastgames.ids(store)
    assert len(kept) == pastgames.KEPT == 50
    assert kept[0] == "game54" and kept[-1] == "game05", "newest first; the five oldest dropped"
    rows = pastgames.rows(store, lambda: 2000.0)
    assert rows[0]["id"] == "game54" and rows[0]["title"] == "Sweeet!"
    # The same game kept again (a reload of its result) is no new game and keeps its time.
    assert pastgames.keep(store, "game30", state, {}, now=9999.0)
    assert len(pastgames.ids(store)) == 50 and pastgames.ids(store)[0] == "game54"


def test_a_finished_game_is_kept_listed_and_replayed_from_past_games():
    store = SaveStore(MemoryBackend())
    session = Session(store, clock=lambda: 5000.0, new_seed=lambda: 4)
    session.open_fragment("#new=sweeet&players=2&bots=0,1&speed=fast&names=Ann,Bob")
    _finish(session)
    assert session.screen == "result"
    assert [k for k in store.backend.items if k.startswith(pastgames.PAST_PREFIX)]
    session.press("nav:menu")
    assert "past:list" in session.html()
    session.press("past:list")
    page = session.html()
    assert "Past games keeps your last 50 games" in page and "Ann (computer), Bob (computer)" in page
    past_id = pastgames.ids(store)[0]
    session.press(f"past:open:{past_id}")
    assert session.screen == "replay" and session.fragment().startswith("#replay=")
    session.press("replay:first")
    assert session.attributes()["data-ply"] == "0"
    assert 'data-action="replay:first"' in session.html() and "inert" in session.html()
    session.press("replay:back")
    assert session.screen == "past"


class FullBackend(MemoryBackend):
    """Storage that takes no new key (quota exceeded), as a full localStorage."""

    full = False

    def set(self, key: str, value: str) -> None:
        if self.full and key not in self.items:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        super().set(key, value)


def test_a_full_storage_never_stops_a_game_finishing_and_loses_nothing():
    backend = FullBackend()
    store = SaveStore(backend)
    state = finished("sweeet", {}, 2, seed=1)
    assert pastgames.keep(store, "old", state, {}, now=1.0)
    session = Session(store, clock=lambda: 5000.0, new_seed=lambda: 4)
    session.open_fragment("#new=sweeet&players=2&bots=0,1&speed=fast")
    backend.full = True
    _finish(session)
    assert session.screen == "result"
    page = session.html()
    assert "could not be kept in Past games" in page and "storage is full" in page
    assert pastgames.ids(store) == ["old"], "what was kept before is still there"
    assert any(k.startswith(PREFIX) for k in backend.items), "the game's own save is still there"


def test_the_result_screen_copies_the_games_link_and_an_unfinished_game_its_setup():
    store = SaveStore(MemoryBackend())
    session = Session(store, clock=lambda: 5000.0, new_seed=lambda: 4)
    session.shelf.page_url = "https://example.org/sweets/"
    session.open_fragment("#new=sweeet&players=2&bots=1&speed=fast&names=Ann,Bob&seed=8")
    session.press("game:setup-link")
    share = session.shelf.share
    assert share and share["what"] == "setup" and "#new=sweeet" in share["url"] and "seed=8" in share["url"]
    assert share["url"].replace("&", "&amp;") in session.html(), "said on the game screen"
    assert "#replay=" not in share["url"]
    assert session.shelf.clipboard == share["url"]
    session.press("nav:menu")
    session.open_fragment("#new=sweeet&players=2&bots=0,1&speed=fast")
    _finish(session)
    session.press("result:copy")
    share = session.shelf.share
    assert share and share["url"].startswith("https://example.org/sweets/#replay=")
    assert open_link(share["url"].split("#replay=")[1]).log == session.table.state.log
    replaying.copied(session, False)
    assert "did not let the page copy it" in session.html() and 'class="share-link"' in session.html()
