"""Random games over every registered game and player count, with invariants after every action."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from sweets import games
from sweets.engine import IllegalAction

CASES = [
    (game_id, n)
    for game_id in games.ids()
    for n in range(games.get(game_id).min_players, games.get(game_id).max_players + 1)
]
GAMES_PER_CASE = 6
MAX_PLIES = 20_000


def play_random(game, n, seed, check_every=1):
    rnd = random.Random(seed)
    state = game.new(n, seed)
    census = Counter(game.components(state.data))
    plies = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, "a live game must offer the seat to move something to do"
        before_json = json.dumps(game.to_json(state), sort_keys=True)
        before_data = state.data
        action = rnd.choice(legal)
        # notation round-trips
        assert game.parse_action(state, str(action)) == action
        nxt = state.apply(action)
        # the old state is unchanged
        assert state.data == before_data
        assert json.dumps(game.to_json(state), sort_keys=True) == before_json
        moved = Counter(game.components(nxt.data))
        assert moved == census, f"a component appeared or vanished after {action}"
        if plies % check_every == 0:
            for seat in [None, *range(n)]:
                json.dumps(nxt.view(seat))
        state = nxt
        plies += 1
        assert plies < MAX_PLIES, "the game did not end"
    assert len(state.scores()) == n
    assert state.winners(), "a finished game has at least one winner"
    assert all(0 <= w < n for w in state.winners())
    return state


@pytest.mark.parametrize(("game_id", "n"), CASES)
def test_random_games_keep_invariants(game_id, n):
    game = games.get(game_id)
    for k in range(GAMES_PER_CASE):
        final = play_random(game, n, seed=1000 * n + k, check_every=1 if k == 0 else 7)
        # JSON round-trips exactly, through text too
        data = json.loads(json.dumps(game.to_json(final)))
        again = game.from_json(data)
        assert again == final
        assert game.to_json(again) == data


@pytest.mark.parametrize(("game_id", "n"), CASES)
def test_midgame_save_round_trips(game_id, n):
    game = games.get(game_id)
    rnd = random.Random(n)
    state = game.new(n, 99)
    for _ in range(60):
        if state.is_over:
            break
        state = state.apply(rnd.choice(state.legal_actions()))
        again = game.from_json(json.loads(json.dumps(game.to_json(state))))
        assert again == state
        assert again.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("game_id", games.ids())
def test_damaged_and_foreign_saves_are_value_errors(game_id):
    game = games.get(game_id)
    state = game.new(game.min_players, 5)
    rnd = random.Random(5)
    for _ in range(10):
        state = state.apply(rnd.choice(state.legal_actions()))
    good = game.to_json(state)
    other = next((g for g in games.ids() if g != game_id), "chess")
    bad = [
        None, [], "text", 42, {},
        {**good, "schema": 999},
        {**good, "game": other},
        {**good, "players": "Ann"},
        {**good, "players": [1, 2]},
        {**good, "players": ["x"] * (game.max_players + 1)},
        {**good, "seed": "seven"},
        {**good, "options": []},
        {**good, "options": {"no such option": 1}},
        {**good, "log": "flip"},
        {**good, "log": [1, 2]},
        {**good, "log": [*good["log"], "not a move at all"]},
        {**good, "log": list(reversed(good["log"]))},
    ]
    for data in bad:
        with pytest.raises(ValueError):
            game.from_json(data)
    assert game.from_json(good) == state


@pytest.mark.parametrize("game_id", games.ids())
def test_illegal_actions_are_refused_with_a_message(game_id):
    game = games.get(game_id)
    state = game.new(game.max_players, 3)
    for text in ["", "nonsense", "flip z99", "zzz 1 2 3"]:
        with pytest.raises(IllegalAction) as err:
            state.apply(text)
        assert str(err.value)


@pytest.mark.parametrize("game_id", games.ids())
def test_same_seed_same_game(game_id):
    game = games.get(game_id)
    a, b = game.new(game.min_players, 11), game.new(game.min_players, 11)
    assert a == b and a.data == b.data
    c = game.new(game.min_players, 12)
    assert c.data != a.data


def test_registry():
    assert "sweeet" in games.ids()
    with pytest.raises(KeyError):
        games.get("chess")
