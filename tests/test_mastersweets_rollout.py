"""The MasterSweets playout policy of the thinking level (``sweets.bots.mastersweets.rollout``):
it builds its moves without listing the legal ones, so every move it makes is checked against
them here, over whole playouts from random positions of every mode Expert plays."""

from __future__ import annotations

import random

import pytest

from sweets.bots.mastersweets import rollout
from sweets.bots.search import advance
from sweets.engine import clone
from sweets.games.mastersweets import GAME


@pytest.mark.parametrize(("mode", "n"), [("core", 2), ("core", 4), ("solo", 1), ("clash", 2), ("clash", 5)])
def test_every_playout_move_is_legal_and_playouts_end_or_stop(mode, n):
    act = rollout._clash_act if mode == "clash" else rollout._core_act
    for seed in range(4):
        state = GAME.new(n, seed, {"mode": mode})
        rnd = random.Random(seed)
        while not state.is_over and state.ply < 15 * seed:
            state = state.apply(rnd.choice(state.legal_actions()))
        data = clone(state.data)
        moves = 0
        while data["to_move"] is not None and moves < 400:
            action = act(data, rnd)
            assert action in GAME.legal(data), (mode, str(action))
            advance(GAME, data, action)
            moves += 1
        if mode != "clash":
            assert data["to_move"] is None, "a greedy core game empties the cookbook"
        seat = state.to_move if state.to_move is not None else 0
        result = rollout.PLAYOUT.playout(GAME, clone(state.data), seat, random.Random(seed))
        assert 0.0 <= result <= 1.0
