"""Statistics on this device (issue 33): every finished game of every game and mode counted once,
by name, with what its scores count; the names typed at setup offered again; hostile names shown
as text."""

from __future__ import annotations

import html
import json
import random
import re

import pytest

from sweets import games
from sweets.web import computers, keeping, stats
from sweets.web.saves import PREFIX, MemoryBackend, SaveStore
from sweets.web.table import Table
from tests.test_web_session import new_session, run_clock

HOSTILE = "<img src=x onerror=alert(1)>"

# (game, options, players, computer seats and their levels, what the scores count)
TABLES = [
    ("sweet_holic", {}, 2, {1: "hard"}, "points"),
    ("sweeet", {}, 3, {1: "easy", 2: "expert"}, ""),
    ("sweets_stack", {}, 2, {1: "easy"}, "points"),
    ("mastersweets", {"mode": "core"}, 2, {1: "hard"}, "points"),
    ("mastersweets", {"mode": "clash"}, 3, {1: "easy", 2: "easy"}, "outlasted"),
    ("mastersweets", {"mode": "workshop"}, 2, {1: "easy"}, "points"),
    ("mastersweets", {"mode": "solo"}, 1, {}, "points"),
]


def finished(game_id: str, options: dict, names: list[str], seed: int):
    rnd = random.Random(seed)
    state = games.get(game_id).new(names, seed, options)
    while not state.is_over:
        state = state.apply(rnd.choice(list(state.legal_actions())))
    return state


def finished_table(game_id, options, players, bots, seed=4, save_id="g1", names=None) -> Table:
    names = names or ["Ann", "Bob", "Cid", "Dee"][:players]
    state = finished(game_id, options, names, seed)
    return Table(game_id, state, save_id, {"bots": {str(s): lv for s, lv in bots.items()}, "speed": "fast"})


@pytest.mark.parametrize(("game_id", "options", "players", "bots", "measure"), TABLES)
def test_every_game_and_mode_is_counted_once_with_what_its_scores_count(game_id, options, players, bots,
                                                                         measure):
    store = SaveStore(MemoryBackend())
    table = finished_table(game_id, options, players, bots)
    assert stats.record_finished(store, table, 100.0)
    assert not stats.record_finished(store, table, 200.0)  # the same game again: not counted twice
    kept = stats.records(store)
    assert list(kept) == ["g1"] and kept["g1"]["measure"] == measure
    outcome = table.state.outcome()
    people = {p["name"]: p["rows"] for p in stats.summary(kept)}
    humans = [s for s in range(players) if s not in bots]
    assert set(people) == {table.state.players[s] for s in humans}  # computers are opponents, not rows
    for seat in humans:
        (row,) = people[table.state.players[seat]]
        modes = {"clash": " — Clash of Sweets", "workshop": " — Sweets Workshop",
                 "solo": " — Alone in the Kitchen"}
        assert row["title"] == games.get(game_id).name + modes.get(options.get("mode", ""), "")
        assert (row["games"], row["wins"]) == (1, int(seat in outcome["winners"]))
        if measure:
            assert row["best"] == row["mean"] == outcome["scores"][seat]
        else:
            assert row["best"] is row["mean"] is None
        labels = dict(computers.levels(game_id, options))
        expected = {f"{labels[lv]} computer" for lv in bots.values()}
        if outcome["kind"] == "team":
            expected = {"with " + who for who in expected}
        if outcome["kind"] == "solo":
            expected = {outcome["opponent"]["name"]}
        assert set(row["against"]) == expected
        assert all(tally == [1, int(seat in outcome["winners"])] for tally in row["against"].values())


def test_the_page_says_outlasted_for_clash_and_no_score_for_sweeet():
    store = SaveStore(MemoryBackend())
    stats.record_finished(store, finished_table("mastersweets", {"mode": "clash"}, 3, {1: "easy", 2: "easy"}),
                          1.0)
    stats.record_finished(store, finished_table("sweeet", {}, 2, {1: "easy"}, save_id="g2"), 2.0)
    page = keeping.page(store)
    assert "outlasted " in page and "Clash of Sweets" in page
    sweeet_row = re.search(r"<tr><th scope=\"row\">Sweeet!</th>(.*?)</tr>", page).group(1)
    assert sweeet_row.count("—") == 2  # neither best nor mean: the score only marks the winner
    assert "<svg" in page and 'role="img"' in page and "<table" in page


def test_a_session_counts_a_finished_game_once_even_when_its_result_is_reloaded():
    backend = MemoryBackend()
    session = new_session(backend)
    session.open_fragment("#new=sweeet&players=2&bots=1&seed=3&speed=fast&names=Ann")
    rnd = random.Random(3)
    while session.screen != "result":
        run_clock(session)
        if session.screen == "result":
            break
        if session.screen == "handoff":
            session.press("handoff:ready")
        elif session.table.interlude:
            session.press("ui:continue")
        else:
            session.press(rnd.choice(session.table.playable()))
    save_id = session.table.save_id
    assert list(stats.records(session.store)) == [save_id]
    again = new_session(backend)
    again.open_fragment(f"#play={save_id}")
    assert again.screen == "result"
    again.save()  # whatever writes the finished game again: still one game
    again.press("nav:menu")
    assert PREFIX + save_id not in backend.items  # the save goes, the statistics stay
    assert len(stats.records(again.store)) == 1
    again.press("menu:stats")
    assert again.screen == "stats" and "Ann" in again.html()
    (row,) = stats.summary(stats.records(again.store))[0]["rows"]
    assert row["games"] == 1


def test_names_typed_at_setup_are_offered_next_time_and_escaped():
    backend = MemoryBackend()
    session = new_session(backend)
    session.press("menu:new:sweeet")
    assert 'list="known-names"' in session.html() and "<option" not in session.html()
    session.field("name:0", HOSTILE)
    session.field("name:1", "Bo")
    session.press("setup:start")
    assert session.screen in ("game", "handoff")
    session.press("nav:menu")
    later = new_session(backend)
    later.press("menu:new:sweet_holic")
    page = later.html()
    options = re.findall(r'<option value="([^"]*)"></option>', page)
    assert [html.unescape(o) for o in options] == ["Bo", HOSTILE[:24]] or \
        [html.unescape(o) for o in options] == [HOSTILE[:24], "Bo"]
    assert "<img" not in page


def test_hostile_names_are_text_on_the_statistics_page():
    store = SaveStore(MemoryBackend())
    stats.record_finished(store, finished_table("sweets_stack", {}, 2, {}, names=[HOSTILE, "Bo"]), 1.0)
    page = keeping.page(store)
    assert "<img" not in page and html.escape(HOSTILE[:24]) in page


def test_damaged_statistics_are_left_out_not_a_broken_page():
    backend = MemoryBackend()
    store = SaveStore(backend)
    stats.record_finished(store, finished_table("sweets_stack", {}, 2, {1: "easy"}), 1.0)
    data = json.loads(backend.items[stats.STATS_KEY])
    data["games"].append({"id": "bad", "players": "nope"})
    backend.items[stats.STATS_KEY] = json.dumps(data)
    assert list(stats.records(store)) == ["g1"]
    backend.items[stats.STATS_KEY] = "{not json"
    assert stats.records(store) == {} and "No finished game yet" in keeping.page(store)
    # the next finished game starts the statistics afresh rather than failing
    assert stats.record_finished(store, finished_table("sweeet", {}, 2, {1: "easy"}, save_id="g2"), 2.0)


def test_the_newest_games_are_kept_when_there_are_too_many(monkeypatch):
    monkeypatch.setattr(stats, "MAX_GAMES", 3)
    store = SaveStore(MemoryBackend())
    for n in range(5):
        stats.record_finished(store, finished_table("sweeet", {}, 2, {1: "easy"}, seed=n, save_id=f"g{n}"), n)
    assert sorted(stats.records(store)) == ["g2", "g3", "g4"]
    assert "Only the newest 3 games are counted" in keeping.page(store)


def test_more_games_add_up_per_name_game_and_mode():
    store = SaveStore(MemoryBackend())
    results = []
    for n in range(4):
        level = "easy" if n % 2 else "hard"
        table = finished_table("sweets_stack", {}, 2, {1: level}, seed=n, save_id=f"g{n}")
        stats.record_finished(store, table, n)
        results.append(table.state.outcome())
    (ann,) = stats.summary(stats.records(store))
    (row,) = ann["rows"]
    wins = sum(0 in o["winners"] for o in results)
    scores = [o["scores"][0] for o in results]
    assert (row["games"], row["wins"], row["best"]) == (4, wins, max(scores))
    assert row["mean"] == pytest.approx(sum(scores) / 4)
    assert sum(games for games, _ in row["against"].values()) == 4 and len(row["against"]) == 2
