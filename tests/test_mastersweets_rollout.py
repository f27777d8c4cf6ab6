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

ACTS = {"core": rollout._core_act, "solo": rollout._core_act, "clash": rollout._clash_act,
        "workshop": rollout._workshop_act}


@pytest.mark.parametrize(("mode", "n"), [("core", 2), ("core", 4), ("solo", 1), ("clash", 2), ("clash", 5),
                                         ("workshop", 2), ("workshop", 5)])
def test_every_playout_move_is_legal_and_playouts_end_or_stop(mode, n):
    act = ACTS[mode]
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
            assert data["to_move"] is None, "a greedy core game ends, a Workshop game spends its cards"
        seat = state.to_move if state.to_move is not None else 0
        result = rollout.PLAYOUT.playout(GAME, clone(state.data), seat, random.Random(seed))
        assert 0.0 <= result <= 1.0


def test_a_workshop_playout_cut_short_counts_the_cards_left_to_spend_and_what_the_players_know():
    """Won 1, lost 0; in between, a card spent for nothing costs the team, a card pointed at right
    costs nothing, and a clue costs a card and gains by each card its holder now knows."""
    from tests.test_mastersweets_workshop import workshop

    book = ["nuts"] * 5 + ["eggs"] * 5 + ["flour"] * 5 + ["milk"] * 5 + ["fruits"] * 5
    hands = [["chocolate"] * 6 + ["butter"],
             ["sugar", "nuts", "chocolate", "butter", "cream", "cream", "sugar"]]
    state = workshop(2, hands, book=book)
    start = rollout._workshop_result(clone(state.data))
    wasted = rollout._workshop_result(clone(state.apply("point a1 with 1").data))  # chocolate on nuts
    clued = state.apply("clue p2 row 1 with 1")
    assert wasted < start
    assert rollout._known(clued.data, 1) == 1.0 and rollout._known(state.data, 1) == 0.0
    assert rollout._workshop_result(clone(clued.data)) == start  # one card spent, one card known
    pointed = rollout._workshop_result(clone(clued.apply("point a1 with 2").data))  # the nuts, as told
    assert pointed == rollout._workshop_result(clone(clued.data))  # a card spent, a card turned down
    for result, value in (("won", 1.0), ("lost", 0.0)):
        data = clone(state.data)
        data.update(phase="over", result=result, to_move=None)
        assert rollout._workshop_result(data) == value
