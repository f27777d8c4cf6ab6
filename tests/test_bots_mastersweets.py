"""The MasterSweets computer players: legal at every player count and in every mode, repeatable,
deciding from their seat's view only, and stronger in order."""

from __future__ import annotations

import copy
import random
from typing import cast

import pytest

from sweets.bots import mastersweets as ms_bots
from sweets.engine import State
from sweets.games.mastersweets import GAME
from sweets.games.mastersweets.view import MasterSweetsView

LEVELS = [level for level, _ in ms_bots.LEVELS if level != "expert"]  # Expert: tests/test_search_bot.py
MAX_PLIES = 3000


def legal_texts(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def view_of(state: State, seat: int) -> MasterSweetsView:
    """The seat's view as the bots read it (the engine returns it as a plain dict)."""
    return cast(MasterSweetsView, state.view(seat))


def play(levels: list[str], seed: int, options: dict | None = None):
    state = GAME.new(len(levels), seed, options)
    rnd = random.Random(seed)
    while (seat := state.to_move) is not None:
        level = levels[seat]
        legal = legal_texts(state)
        text = rnd.choice(legal) if level == "random" else ms_bots.choose(level, view_of(state, seat),
                                                                          legal, seed)
        state = state.apply(text)
        assert state.ply < MAX_PLIES, f"the game did not end: {state.log[-12:]}"
    return state


def test_levels_weakest_first_and_expert_in_every_mode():
    from sweets import bots

    assert ms_bots.LEVELS == [("easy", "Easy"), ("hard", "Hard"), ("expert", "Expert (thinks)")]
    for mode in ("core", "solo", "clash", "workshop"):
        assert bots.levels("mastersweets", {"mode": mode}) == ms_bots.LEVELS
    assert bots.levels("mastersweets", {}) == ms_bots.LEVELS
    with pytest.raises(KeyError):
        ms_bots.choose("master", {}, ["draw", "market 1"], 1)


@pytest.mark.parametrize(("n", "options"), [(2, None), (3, None), (4, None), (1, {"mode": "solo"}),
                                            (3, {"specials": False, "roles": False})])
def test_every_choice_is_legal_and_repeatable(n, options):
    mix = ["hard", "easy", "random", "hard"][:n]
    state = GAME.new(n, 40 + n, options)
    rnd = random.Random(n)
    checked = 0
    while not state.is_over:
        view, legal = state.view(state.to_move), legal_texts(state)
        if state.ply % 3 == 0:
            for level in LEVELS:
                untouched = copy.deepcopy(view)
                choice = ms_bots.choose(level, view, legal, 4)
                assert choice in legal, (level, choice, legal)
                assert view == untouched, "a bot must not change the view it is given"
                assert ms_bots.choose(level, copy.deepcopy(view), list(legal), 4) == choice
                checked += 1
        level = mix[state.to_move]
        text = rnd.choice(legal) if level == "random" else ms_bots.choose(level, view, legal, state.ply)
        state = state.apply(text)
    assert checked >= 5


def hidden_swapped(state, seat):
    """The same game (no special cards, so the cookbook is the deck's first cards) with a card of
    another hand swapped with the deck's last card, replayed through the same moves; None when
    the moves no longer replay."""
    data = state.data
    start = GAME.new(len(state.players), state.seed, state.options).data
    order = [c for row in start["cookbook"] for c in row] + start["deck"]
    others = [c for s, hand in enumerate(data["hands"]) if s != seat for c in hand]
    if not others or not data["deck"]:
        return None
    i, j = order.index(others[0]), order.index(data["deck"][-1])
    order[i], order[j] = order[j], order[i]
    options = {**state.options, "deck": order, "first_player": start["first"],
               "role_cards": list(start["role_offer"])}
    try:
        other = GAME.new(len(state.players), state.seed, options)
        for text in state.log:
            other = other.apply(text)
    except ValueError:
        return None
    return other


def test_choices_depend_only_on_the_view():
    compared = 0
    for n in (2, 3):
        state = GAME.new(n, 70 + n, {"specials": False})
        rnd = random.Random(n)
        while not state.is_over and state.ply < 40:
            seat = state.to_move
            other = hidden_swapped(state, seat)
            if other is not None and other.data != state.data and other.view(seat) == state.view(seat):
                legal = legal_texts(state)
                assert legal_texts(other) == legal
                for level in LEVELS:
                    assert ms_bots.choose(level, other.view(seat), legal, 9) == \
                        ms_bots.choose(level, state.view(seat), legal, 9)
                compared += 1
            state = state.apply(rnd.choice(state.legal_actions()))
    assert compared >= 5


def win_share(a: str, b: str, games: int, first_seed: int) -> float:
    won = 0.0
    for g in range(games):
        levels = [a, b] if g % 2 == 0 else [b, a]
        winners = play(levels, first_seed + g).winners()
        won += (levels.index(a) in winners) / len(winners)
    return won / games


def test_hard_beats_easy_and_both_beat_random():
    assert win_share("hard", "random", 16, 300) >= 0.8
    assert win_share("easy", "random", 16, 300) >= 0.7
    assert win_share("hard", "easy", 40, 400) > 0.5


def test_bots_finish_games_at_every_player_count():
    for n in (2, 3, 4):
        final = play((["hard", "easy"] * 2)[:n], seed=500 + n)
        assert final.is_over and final.winners()
    solo = play(["hard"], seed=7, options={"mode": "solo"})
    assert solo.is_over and solo.outcome()["kind"] == "solo"
