"""Random games over every registered game and player count, with invariants after every action."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from sweets import games
from sweets.engine import IllegalAction
from tests import sweeps, toy_game

# Every game in the catalogue, plus the engine's own test game (not in the menu), which is the
# first to use modes, team and solo outcomes, secret simultaneous choices and decisions made
# for an automated opponent.
GAMES = {**{game_id: games.get(game_id) for game_id in games.ids()}, toy_game.GAME.id: toy_game.GAME}


def mode_options(game):
    """One options dict per mode of ``game`` ({} for a game without modes)."""
    return [{"mode": mode} for mode, _ in game.modes] or [{}]


CASES = [
    pytest.param(game_id, n, options, id=f"{game_id}-{options.get('mode', 'base')}-{n}")
    for game_id, game in GAMES.items()
    for options in mode_options(game)
    for n in range(game.player_range(options)[0], game.player_range(options)[1] + 1)
]
# One game per game, mode and player count in CI, checked at every ply; six under `nox -s sweeps`.
GAMES_PER_CASE = sweeps.size(1, 6)
MAX_PLIES = 20_000


def check_outcome(game, state, n):
    """A finished game says how it ended, consistently with its scores and winners."""
    outcome = state.outcome()
    assert outcome == state.view(None)["outcome"]
    json.dumps(outcome)
    kind = outcome["kind"]
    assert kind == game.outcome_kind(state.options)
    assert outcome["scores"] == state.scores() and outcome["winners"] == state.winners()
    winners = state.winners()
    assert all(0 <= w < n for w in winners) and len(set(winners)) == len(winners)
    if kind == "ranked":
        assert winners, "a ranked game has at least one winner"
        best = max(state.scores())
        # a game's own tie-break (e.g. the last round's points) may narrow the best scores down
        assert set(winners) <= {s for s, p in enumerate(state.scores()) if p == best}
    elif kind == "team":
        assert winners in ([], list(range(n))), "a team wins or loses together"
    else:
        assert kind == "solo" and n == 1
        assert set(outcome["opponent"]) == {"name", "score"}
        assert (winners == [0]) == (state.scores()[0] > outcome["opponent"]["score"])


def random_action(rnd, legal):
    """A random kind of action (its notation's first word), then a random action of that kind.
    Uniform over all actions, a game whose one kind comes in hundreds of variants plays little
    else: random Clash of Sweets players swapped cookbook cards for 1,500-3,000 moves a game
    instead of stealing, so every kind gets its fair share instead."""
    kinds: dict[str, list] = {}
    for action in legal:
        kinds.setdefault(str(action).split(" ", 1)[0], []).append(action)
    return rnd.choice(kinds[rnd.choice(sorted(kinds))])


def play_random(game, n, seed, check_every=1, options=None):
    rnd = random.Random(seed)
    state = game.new(n, seed, options)
    census = Counter(game.components(state.data))
    plies = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, "a live game must offer the seat to move something to do"
        before_json = json.dumps(game.to_json(state), sort_keys=True)
        before_data = state.data
        action = random_action(rnd, legal)
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
    check_outcome(game, state, n)
    return state


@pytest.mark.parametrize(("game_id", "n", "options"), CASES)
def test_random_games_keep_invariants(game_id, n, options):
    game = GAMES[game_id]
    for k in range(GAMES_PER_CASE):
        final = play_random(game, n, seed=1000 * n + k, check_every=1 if k == 0 else 7, options=options)
        # JSON round-trips exactly, through text too
        data = json.loads(json.dumps(game.to_json(final)))
        again = game.from_json(data)
        assert again == final
        assert game.to_json(again) == data


@pytest.mark.parametrize(("game_id", "n", "options"), CASES)
def test_midgame_save_round_trips(game_id, n, options):
    game = GAMES[game_id]
    rnd = random.Random(n)
    state = game.new(n, 99, options)
    for _ in range(60):
        if state.is_over:
            break
        state = state.apply(rnd.choice(state.legal_actions()))
        again = game.from_json(json.loads(json.dumps(game.to_json(state))))
        assert again == state
        assert again.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("game_id", GAMES)
def test_damaged_and_foreign_saves_are_value_errors(game_id):
    game = GAMES[game_id]
    state = game.new(game.player_range(mode_options(game)[0])[0], 5, mode_options(game)[0])
    rnd = random.Random(5)
    for _ in range(10):
        if state.is_over:
            break
        state = state.apply(rnd.choice(state.legal_actions()))
    good = game.to_json(state)
    other = next((g for g in GAMES if g != game_id), "chess")
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


@pytest.mark.parametrize("game_id", GAMES)
def test_illegal_actions_are_refused_with_a_message(game_id):
    game = GAMES[game_id]
    options = mode_options(game)[0]
    state = game.new(game.player_range(options)[1], 3, options)
    for text in ["", "nonsense", "flip z99", "zzz 1 2 3"]:
        with pytest.raises(IllegalAction) as err:
            state.apply(text)
        assert str(err.value)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_game(game_id):
    game = GAMES[game_id]
    n = game.player_range(mode_options(game)[0])[0]
    a, b = game.new(n, 11), game.new(n, 11)
    assert a == b and a.data == b.data
    c = game.new(n, 12)
    assert c.data != a.data


@pytest.mark.parametrize("game_id", GAMES)
def test_player_range_bounds_every_mode(game_id):
    game = GAMES[game_id]
    for options in mode_options(game):
        low, high = game.player_range(options)
        assert game.min_players <= low <= high <= game.max_players
        for n in (low - 1, high + 1):
            if n >= 1:
                with pytest.raises(ValueError):
                    game.new(n, 1, options)
        saved = game.to_json(game.new(low, 1, options))
        assert game.from_json(saved).options == game.new(low, 1, options).options


def test_registry():
    assert "sweeet" in games.ids()
    with pytest.raises(KeyError):
        games.get("chess")
