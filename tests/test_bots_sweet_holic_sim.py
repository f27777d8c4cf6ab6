"""The compact round of the thinking Sweet Holic player (``sweets.bots.sweet_holic.sim``) plays
exactly as the greedy policy does on the rules engine: same macarons, same points, same end."""

from __future__ import annotations

import random

import pytest

from sweets import games
from sweets.bots.search import advance
from sweets.bots.sweet_holic import rollout, sim
from sweets.engine import clone, simultaneous
from sweets.games.sweet_holic.rules import GAME


def positions(n: int, seed: int) -> list[dict]:
    """Every position of a game played at random, mid-turn ones included."""
    rng = random.Random(seed)
    state = games.get("sweet_holic").new(n, seed)
    found = []
    while not state.is_over:
        found.append(clone(state.data))
        state = state.apply(rng.choice(state.legal_actions()))
    return found


def engine_round(data: dict) -> tuple[list[int], bool]:
    """Points when the round ends on the engine with ``rollout.act`` at every seat."""
    round_no = data["round"]
    for _ in range(2000):
        if data["to_move"] is None or data["round"] != round_no:
            result = data["results"][-1]
            return list(result["points"]), True
        advance(GAME, data, rollout.act(data, random.Random(0)))
    return [], False


@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_compact_round_plays_as_the_engine_does(n):
    compared = 0
    for seed in range(3):
        for data in positions(n, 100 * n + seed)[::5]:
            if simultaneous.is_open(data) or data["to_move"] is None:
                continue
            expected, ended = engine_round(clone(data))
            round_, sim_ended = sim.play_round(clone(data), random.Random(0))
            if not (ended and sim_ended):
                continue
            points, ranks, _ = sim.outcome(round_, True, last_round=False)
            assert points == expected
            compared += 1
    assert compared > 20


def test_a_playout_from_the_last_round_ends_with_the_game_winners():
    for data in positions(2, 7):
        if data["round"] == 3 and data["phase"] == "turn" and not simultaneous.is_open(data):
            break
    round_, ended = sim.play_round(clone(data), random.Random(0))
    points, ranks, winners = sim.outcome(round_, ended, last_round=True)
    expected = clone(data)
    while expected["to_move"] is not None:
        advance(GAME, expected, rollout.act(expected, random.Random(0)))
    assert ended and points == expected["results"][-1]["points"]
    assert winners == GAME.winners(expected)
