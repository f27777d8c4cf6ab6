"""The MasterSweets playouts of the thinking level, one per mode (``rollout_core``,
``rollout_clash``, ``rollout_workshop``), and the ``rollout.PLAYOUT`` the search uses, which hands
each call on to the mode's own. A playout builds its moves without listing the legal ones, so
every move it makes is checked against them here, over whole playouts from random positions of
every mode Expert plays."""

from __future__ import annotations

import random

import pytest

from sweets.bots import mastersweets as ms_bots
from sweets.bots.mastersweets import rollout
from sweets.bots.mastersweets.rollout_clash import CLASH
from sweets.bots.mastersweets.rollout_core import CORE, SOLO
from sweets.bots.mastersweets.rollout_workshop import WORKSHOP, known
from sweets.bots.search import advance, playout_for
from sweets.engine import clone
from sweets.games.mastersweets import GAME

PLAYOUTS = {"core": CORE, "solo": SOLO, "clash": CLASH, "workshop": WORKSHOP}


def test_each_mode_has_its_own_playout_and_the_search_reaches_it_through_the_picker():
    assert playout_for("mastersweets") is rollout.PLAYOUT
    assert len({id(p) for p in PLAYOUTS.values()}) == 4
    for mode, n in (("core", 3), ("solo", 1), ("clash", 3), ("workshop", 3)):
        state = GAME.new(n, 5, {"mode": mode})
        view = state.view(state.to_move)
        assert ms_bots.bots_for(view).playout is PLAYOUTS[mode]
        assert ms_bots.bots_for(state.data).playout is PLAYOUTS[mode]  # a sampled position too
        assert rollout.PLAYOUT.iterations(view, 3) == PLAYOUTS[mode].iterations(view, 3)
        data = clone(state.data)
        seat = state.to_move
        by_mode = rollout.PLAYOUT.playout(GAME, clone(data), seat, random.Random(1))
        assert by_mode == PLAYOUTS[mode].playout(GAME, data, seat, random.Random(1))
    assert ms_bots.bots_for({}).playout is CORE  # a view that names no mode: the core game


@pytest.mark.parametrize(("mode", "n"), [("core", 2), ("core", 4), ("solo", 1), ("clash", 2), ("clash", 5),
                                         ("workshop", 2), ("workshop", 5)])
def test_every_playout_move_is_legal_and_playouts_end_or_stop(mode, n):
    policy = PLAYOUTS[mode]
    for seed in range(4):
        state = GAME.new(n, seed, {"mode": mode})
        rnd = random.Random(seed)
        while not state.is_over and state.ply < 15 * seed:
            state = state.apply(rnd.choice(state.legal_actions()))
        data = clone(state.data)
        moves = 0
        while data["to_move"] is not None and moves < 400:
            action = policy.act(GAME, data, rnd)
            assert action in GAME.legal(data), (mode, str(action))
            advance(GAME, data, action)
            moves += 1
        if mode != "clash":
            assert data["to_move"] is None, "a greedy core game ends, a Workshop game spends its cards"
        seat = state.to_move if state.to_move is not None else 0
        result = rollout.PLAYOUT.playout(GAME, clone(state.data), seat, random.Random(seed))
        assert 0.0 <= result <= 1.0


def test_a_solo_playout_is_judged_by_beating_george_and_a_core_one_by_the_place():
    state = GAME.new(1, 3, {"mode": "solo"})
    data = clone(state.data)
    data["george"]["completed"] = ["sugar1", "sugar2", "sugar3"]  # 15 points ahead of the player
    assert SOLO.result(GAME, data, 0) == 0.0
    data["george"]["completed"] = []
    data["completed"][0] = ["nuts1"]
    assert SOLO.result(GAME, data, 0) == pytest.approx(0.8 * 0 + 0.2 * (0.5 + 3 / 30))  # not over yet
    data["to_move"] = None
    assert SOLO.result(GAME, data, 0) == pytest.approx(0.8 + 0.2 * (0.5 + 3 / 30))
    core = clone(GAME.new(3, 3).data)
    core["completed"] = [["nuts1"], [], ["sugar1"]]
    assert CORE.result(GAME, core, 0) == pytest.approx(0.8 * 0.5 + 0.2 * (0.5 - 2 / 30))  # second of three


def test_a_workshop_playout_cut_short_counts_the_cards_left_to_spend_and_what_the_players_know():
    """Won 1, lost 0; in between, a card spent for nothing costs the team, a card pointed at right
    costs nothing, and a clue costs a card and gains by each card its holder now knows."""
    from tests.test_mastersweets_workshop import workshop

    def result(data: dict) -> float:
        return WORKSHOP.result(GAME, data, 0)

    book = ["nuts"] * 5 + ["eggs"] * 5 + ["flour"] * 5 + ["milk"] * 5 + ["fruits"] * 5
    hands = [["chocolate"] * 6 + ["butter"],
             ["sugar", "nuts", "chocolate", "butter", "cream", "cream", "sugar"]]
    state = workshop(2, hands, book=book)
    start = result(clone(state.data))
    wasted = result(clone(state.apply("point a1 with 1").data))  # chocolate on nuts
    clued = state.apply("clue p2 row 1 with 1")
    assert wasted < start
    assert known(GAME, clued.data, 1) == 1.0 and known(GAME, state.data, 1) == 0.0
    assert result(clone(clued.data)) == start  # one card spent, one card known
    pointed = result(clone(clued.apply("point a1 with 2").data))  # the nuts, as told
    assert pointed == result(clone(clued.data))  # a card spent, a card turned down
    for outcome, value in (("won", 1.0), ("lost", 0.0)):
        data = clone(state.data)
        data.update(phase="over", result=outcome, to_move=None)
        assert result(data) == value
