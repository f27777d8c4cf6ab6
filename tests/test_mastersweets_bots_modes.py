"""The MasterSweets computer players in Clash of Sweets and Sweets Workshop: legal, repeatable,
deciding from their seat's view only, and stronger in order."""

from __future__ import annotations

import copy
import random

import pytest

from sweets.bots import mastersweets as ms_bots
from sweets.games.mastersweets import GAME
from tests.test_bots_mastersweets import view_of

LEVELS = [level for level, _ in ms_bots.LEVELS if level != "expert"]  # Expert: tests/test_search_bot.py


def legal_texts(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def play(levels: list[str], seed: int, options: dict):
    state = GAME.new(len(levels), seed, options)
    while (seat := state.to_move) is not None:
        state = state.apply(ms_bots.choose(levels[seat], view_of(state, seat), legal_texts(state), seed))
        assert state.ply < 3000, state.log[-10:]
    return state


@pytest.mark.parametrize("mode", ["clash", "workshop"])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_choice_is_legal_and_repeatable(mode, n):
    state = GAME.new(n, 60 + n, {"mode": mode})
    rnd = random.Random(n)
    checked = 0
    while not state.is_over and state.ply < 400:
        view, legal = state.view(state.to_move), legal_texts(state)
        if state.ply % 4 == 0:
            for level in LEVELS:
                untouched = copy.deepcopy(view)
                choice = ms_bots.choose(level, view, legal, 4)
                assert choice in legal, (level, choice)
                assert view == untouched, "a bot must not change the view it is given"
                assert ms_bots.choose(level, copy.deepcopy(view), list(legal), 4) == choice
                checked += 1
        level = LEVELS[state.to_move % len(LEVELS)]
        text = rnd.choice(legal) if state.ply % 5 == 0 else ms_bots.choose(level, view, legal, state.ply)
        state = state.apply(text)
    assert checked >= 5


def test_workshop_choices_do_not_depend_on_the_own_hand():
    """Two games that differ only in seat 0's own hand: the same view, so the same choice."""
    from tests.test_mastersweets_workshop import workshop

    others = [["flour"] * 5 + ["eggs"], ["butter"] * 5 + ["eggs"]]
    a = workshop(3, [["milk", "eggs", "nuts", "sugar", "cream", "eggs"], *others])
    b = workshop(3, [["chocolate", "eggs", "nuts", "sugar", "cream", "eggs"], *others])
    assert a.view(0) == b.view(0) and a.data != b.data
    for level in LEVELS:
        assert ms_bots.choose(level, a.view(0), legal_texts(a), 1) == ms_bots.choose(level, b.view(0),
                                                                                      legal_texts(b), 1)


def test_workshop_team_mates_read_a_clue_and_point_the_card():
    """Told which card shares a type with a row of nuts, a team-mate points that card at a nuts."""
    from tests.test_mastersweets_workshop import workshop

    book = ["nuts"] * 5 + ["eggs"] * 5 + ["flour"] * 5 + ["milk"] * 5 + ["fruits"] * 5
    hands = [["chocolate"] * 6 + ["butter"],
             ["sugar", "nuts", "chocolate", "butter", "cream", "cream", "sugar"]]
    state = workshop(2, hands, book=book)
    for level in LEVELS:
        assert ms_bots.choose(level, state.view(0), legal_texts(state), 1).startswith("clue p2 row 1 ")
    state = state.apply("clue p2 row 1 with 1")
    for level in LEVELS:
        choice = ms_bots.choose(level, state.view(1), legal_texts(state), 1)
        assert choice.startswith("point ") and choice.endswith("1 with 2"), (level, choice)


def test_clash_hard_beats_easy_and_both_beat_random():
    def share(a: str, b: str, games: int, n: int) -> float:
        won = 0
        for g in range(games):
            seat = g % n
            levels = [b] * n
            levels[seat] = a
            if b == "random":
                state = GAME.new(n, 900 + g, {"mode": "clash"})
                rnd = random.Random(g)
                while (mover := state.to_move) is not None:
                    legal = legal_texts(state)
                    level = levels[mover]
                    state = state.apply(rnd.choice(legal) if level == "random"
                                        else ms_bots.choose(level, view_of(state, mover), legal, g))
            else:
                state = play(levels, 900 + g, {"mode": "clash"})
            won += seat in state.winners()
        return won / games

    assert share("easy", "random", 10, 2) >= 0.8
    assert share("hard", "random", 10, 2) >= 0.8
    assert share("hard", "easy", 60, 2) > 0.55


def test_workshop_hard_team_does_better_than_easy_team():
    def results(level: str, games: int, n: int) -> tuple[int, float]:
        won = down = 0
        for g in range(games):
            state = play([level] * n, 300 + g, {"mode": "workshop"})
            won += bool(state.winners())
            down += state.scores()[0]
        return won, down / games

    hard_won, hard_down = results("hard", 12, 3)
    easy_won, easy_down = results("easy", 12, 3)
    assert hard_down >= 22 and hard_down > easy_down + 2 and hard_won >= easy_won


def test_workshop_hard_team_mate_replaces_a_card_that_can_no_longer_be_matched():
    from tests.test_mastersweets_workshop import workshop

    book = ["sugar"] * 5 + ["eggs", "flour", "milk", "nuts", "fruits"] * 4
    state = workshop(2, [["sugar"] + ["cream"] * 6, ["chocolate"] * 7], book=book)
    state = state.apply("clue p2 5 with 1")  # the sixth sugar is spent: four left for five cards
    choice = ms_bots.choose("hard", state.view(1), legal_texts(state), 1)
    assert choice.startswith("replace ") and choice.split()[1] in ("a1", "b1", "c1", "d1", "e1")
    assert not ms_bots.choose("easy", state.view(1), legal_texts(state), 1).startswith("replace")


def test_the_picker_hands_each_mode_its_own_players():
    """``bots_for`` reads the mode of the view once; the players it hands over ask no more."""
    from sweets.bots.mastersweets import clash, players, workshop

    expected = {"core": players.play, "solo": players.play, "clash": clash.play, "workshop": workshop.play}
    for mode, n in (("core", 2), ("solo", 1), ("clash", 3), ("workshop", 3)):
        state = GAME.new(n, 1, {"mode": mode})
        assert ms_bots.bots_for(state.view(state.to_move)).play is expected[mode]
        assert ms_bots.levels_for({"mode": mode}) == ms_bots.LEVELS
    with pytest.raises(KeyError):
        ms_bots.bots_for({"mode": "chess"})
