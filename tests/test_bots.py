"""The page's entry points into the computer players, whatever the game."""

from __future__ import annotations

import functools
import random

import pytest

from sweets import bots, games
from sweets.bots import search
from sweets.bots.seeding import chance, mix, rng

GAMES_WITH_BOTS = [g for g in games.ids() if bots.levels(g)]


def test_sweeet_and_sweet_holic_have_bots():
    assert {"sweeet", "sweet_holic"} <= set(GAMES_WITH_BOTS)


def test_games_without_bots_say_so():
    assert bots.levels("chess") == []
    with pytest.raises(KeyError):
        bots.choose("chess", "easy", {}, ["x"], 0)


@pytest.mark.parametrize("game_id", GAMES_WITH_BOTS)
def test_levels_are_distinct_pairs_of_text(game_id):
    levels = bots.levels(game_id)
    assert len(levels) >= 2
    assert len({level for level, _ in levels}) == len(levels)
    assert all(isinstance(level, str) and isinstance(label, str) and label for level, label in levels)


@pytest.mark.parametrize("game_id", GAMES_WITH_BOTS)
def test_a_bot_can_finish_a_game_against_itself(game_id, monkeypatch):
    # The thinking level's full budget costs a second a move on a busy machine; its logic is
    # the same with a few playouts a move.
    monkeypatch.setattr(search, "choose", functools.partial(search.choose, iterations=8))
    game = games.get(game_id)
    strongest = bots.levels(game_id)[-1][0]
    state = game.new(game.player_range()[0], 17)
    while not state.is_over:
        legal = [str(a) for a in state.legal_actions()]
        state = state.apply(bots.choose(game_id, strongest, state.view(state.to_move), legal, state.ply))
        assert state.ply < 5000
    assert state.winners()


@pytest.mark.parametrize("game_id", GAMES_WITH_BOTS)
def test_any_seed_is_accepted(game_id):
    game = games.get(game_id)
    state = game.new(game.player_range()[0], 3)
    legal = [str(a) for a in state.legal_actions()]
    view = state.view(state.to_move)
    for seed in (0, -5, 2**80, "7", None, 1.5):
        assert bots.choose(game_id, bots.levels(game_id)[0][0], view, legal, seed) in legal


def test_a_failing_bot_still_answers_legally():
    # A view the bot cannot read (here: empty) must not freeze the table.
    legal = ["flip a1", "flip b1", "flip c1"]
    assert bots.choose("sweeet", "hard", {}, legal, 5) in legal
    assert bots.choose("sweeet", "hard", {}, legal, 5) == bots.choose("sweeet", "hard", {}, legal, 5)
    with pytest.raises(ValueError):
        bots.choose("sweeet", "hard", {}, [], 5)


def test_seeding_is_stable_and_spread():
    # Fixed values: the browser (Pyodide) must draw exactly what CPython draws.
    assert mix(1, 2, 3) == mix(1, 2, 3) != mix(3, 2, 1)
    assert 0 <= chance(42) < 1
    draws = [chance(i) for i in range(2000)]
    assert 0.45 < sum(draws) / len(draws) < 0.55
    assert rng(5).random() == rng(5).random()
    assert rng(5).random() == random.Random(mix(5)).random()
