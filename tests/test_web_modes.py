"""The page's side of modes, setup choices and outcomes, through the test game Sugar Race
(tests/toy_game.py) registered for these tests only."""

from __future__ import annotations

import pytest

from sweets import catalogue, games
from sweets.render import generic, outcome, screens
from sweets.web.saves import MemoryBackend, SaveStore
from sweets.web.session import Session
from tests import toy_game


@pytest.fixture
def with_toy_game(monkeypatch):
    entry = catalogue.Entry("sugar_race", "tests.toy_game", None, "sweets.render.generic")
    monkeypatch.setattr(catalogue, "ENTRIES", (*catalogue.ENTRIES, entry))
    monkeypatch.setattr(catalogue, "_BY_ID", {**catalogue._BY_ID, entry.id: entry})
    monkeypatch.setitem(games._cache, "sugar_race", toy_game.GAME)
    yield


def session() -> Session:
    return Session(SaveStore(MemoryBackend()), clock=lambda: 1000.0, new_seed=lambda: 5)


def test_the_setup_screen_offers_the_modes_with_their_ranges(with_toy_game):
    s = session()
    s.press("menu:new:sugar_race")
    assert s.screen == "setup" and s.form["mode"] == "solo" and s.form["players"] == 1
    markup = s.html()
    assert "Against Granny (1 player)" in markup and "Race (2\u20134 players)" in markup
    assert "Team (2\u20133 players)" in markup
    s.press("setup:mode:race")
    assert (s.form["min"], s.form["max"], s.form["players"]) == (2, 4, 2)
    s.press("setup:players:4")
    s.press("setup:mode:team")
    assert s.form["players"] == 3  # fitted into the team's range
    s.press("setup:mode:chess")
    assert s.form["mode"] == "team"
    s.press("setup:start")
    assert s.screen in ("game", "handoff")
    assert s.table.state.options == {"mode": "team"} and len(s.table.state.players) == 3


def test_a_link_carries_the_mode_and_is_checked_against_its_range(with_toy_game):
    s = session()
    s.open_fragment("#new=sugar_race&mode=race&players=3&bots=1,2&seed=4")
    assert s.table is not None and s.table.state.options == {"mode": "race"}
    assert len(s.table.state.players) == 3
    s = session()
    s.open_fragment("#new=sugar_race&mode=solo&players=2")
    assert s.screen == "menu" and "Sugar Race — Against Granny is for 1 player" in s.message
    s = session()
    s.open_fragment("#new=sugar_race&mode=nonsense")
    assert s.screen == "menu" and s.message


def test_a_save_keeps_its_mode_and_a_rematch_too(with_toy_game):
    s = session()
    s.open_fragment("#new=sugar_race&mode=team&players=2&seed=4")
    save_id = s.table.save_id
    again = Session(s.store, clock=lambda: 1000.0, new_seed=lambda: 6)
    again.open_fragment(f"#play={save_id}")
    assert again.table.state.options == {"mode": "team"}


def finish(state):
    while not state.is_over:
        state = state.apply(state.legal_actions()[-1])
    return state


def test_the_result_says_what_happened_for_each_kind_of_outcome():
    team = finish(toy_game.GAME.new(["Ann", "Bo"], 1, {"mode": "team"}))
    assert outcome.headline(team.view(0)).startswith("The team lost")
    won = toy_game.GAME.new(["Ann", "Bo", "Cy"], 1, {"mode": "team"})
    for _ in range(3):
        won = won.apply("pick 1").apply("pick 2").apply("pick 3")
    assert outcome.headline(won.view(0)) == "The team won together with 18 points!"
    solo = finish(toy_game.GAME.new(["Ann"], 2, {"mode": "solo"}))
    opponent = solo.outcome()["opponent"]
    line = outcome.headline(solo.view(0))
    assert f"{int(solo.scores()[0])} to {opponent['score']}" in line and "Granny" in line
    race = finish(toy_game.GAME.new(["Ann", "Bo"], 3, {"mode": "race"}))
    assert "Ann and Bo share the win" in outcome.headline(race.view(0))  # both picked 3 every round
    assert outcome.headline(race.view(0)) in generic.result(race.view(0), {})


def test_setup_choices_are_buttons_that_apply_to_their_modes():
    form = {"game": "x", "title": "X", "min": 2, "max": 4, "players": 2, "names": [""] * 4,
            "bots": {},
            "levels": [("easy", "Easy")], "speed": "normal", "modes": [], "mode": "core",
            "choices": [{"key": "roles", "label": "Roles",
                         "values": [("yes", "With roles"), ("no", "Without")], "modes": ["core"]},
                        {"key": "wide", "label": "Cookbook", "values": [("no", "5x5")],
                         "modes": ["workshop"]}],
            "options": {"roles": "no", "wide": "no"}}
    markup = screens.setup(form, None)
    assert 'data-action="setup:option:roles:no"' in markup and "Roles" in markup
    assert "setup:option:wide" not in markup


def thinking_table(fragment):
    """A session whose computer has just started a search that takes more than one slice
    (a decision with a single sensible move is played at once)."""
    s = session()
    s.open_fragment(fragment)
    for _ in range(200):
        t = s.table
        if s.pending() and s.pending()[0] == "bot":
            seat = t.state.to_move
            before = (t.state.view(seat), t.legal(), t.state.seed * 1_000_003 + t.state.ply)
            s.advance()
            if t.thinking is not None:
                return s, before
        elif s.pending():
            s.advance()  # the pause after a turn
        else:
            s.press(t.playable()[0]) if t.playable() else s.press("handoff:ready")
    raise AssertionError("the computer never had to think")


def test_a_thinking_computer_works_in_slices_and_plays_what_it_would_at_once():
    from sweets import bots

    s, (view, legal, seed) = thinking_table("#new=sweeet&players=2&bots=1&level=expert&seed=8&speed=fast")
    t = s.table
    expected = bots.choose("sweeet", "expert", view, legal, seed)
    ply = t.state.ply
    assert s.attributes()["data-thinking"] == "true"
    assert "Computer 2 is thinking" in s.html()
    slices = 0
    while t.state.ply == ply:
        assert s.pending() == ("think", 0.0)
        s.advance()
        slices += 1
    assert t.state.log[ply] == expected
    assert t.thinking is None and s.attributes()["data-thinking"] is None
    assert slices >= 1


def test_leaving_the_table_while_a_computer_thinks_drops_its_thoughts():
    s, _ = thinking_table("#new=sweet_holic&players=2&bots=1&level=expert&seed=8&speed=fast")
    s.press("nav:menu")
    assert s.pending() is None and s.advance() is False


@pytest.fixture
def expert_not_in_workshop(monkeypatch):
    """A game may offer fewer levels in some modes (a bots module's ``levels_for``). Every
    MasterSweets mode has its Expert now, so these tests give it a ``levels_for`` that leaves the
    Expert out of the Workshop."""
    import sweets.bots.mastersweets as ms_bots

    def levels_for(options):
        mode = (options or {}).get("mode", "core")
        return [lv for lv in ms_bots.LEVELS if mode != "workshop" or lv[0] != "expert"]

    monkeypatch.setattr(ms_bots, "levels_for", levels_for, raising=False)


def test_the_setup_screen_offers_the_levels_of_the_chosen_mode(expert_not_in_workshop):
    s = session()
    s.press("menu:new:mastersweets")
    s.press("setup:level:1:expert")
    assert s.form["bots"] == {1: "expert"} and 'data-action="setup:level:1:expert"' in s.html()
    s.press("setup:mode:workshop")
    assert "expert" not in dict(s.form["levels"]) and s.form["bots"] == {1: "easy"}
    assert 'data-action="setup:level:1:expert"' not in s.html()
    s.press("setup:level:1:expert")
    assert s.form["bots"] == {1: "easy"}
    s.press("setup:mode:clash")
    s.press("setup:level:1:expert")
    assert s.form["bots"] == {1: "expert"}


def test_a_link_asks_for_a_level_the_mode_offers(expert_not_in_workshop):
    s = session()
    s.open_fragment("#new=mastersweets&mode=clash&players=2&bots=1&level=expert&seed=3")
    assert s.table.bots == {1: "expert"}
    s.open_fragment("#new=mastersweets&mode=workshop&players=2&bots=1&level=expert&seed=3")
    assert s.table.bots == {1: "easy"}


def test_every_mastersweets_mode_offers_its_expert():
    s = session()
    s.press("menu:new:mastersweets")
    for mode in ("core", "clash", "workshop"):
        s.press(f"setup:mode:{mode}")
        s.press("setup:level:1:expert")
        assert s.form["bots"] == {1: "expert"}, mode
    s.open_fragment("#new=mastersweets&mode=workshop&players=2&bots=1&level=expert&seed=3")
    assert s.table.bots == {1: "expert"}
