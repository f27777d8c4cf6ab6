"""Random Sweets Stack games for 2-4 players, without and with each advanced rule card.

The game is not in the catalogue yet, so the generic random-game test does not reach it: this
runs the same helpers (tests/test_all_games.py) over it, and adds the game's own invariants.
"""

from __future__ import annotations

import json
import random

import pytest

from sweets.games.sweets_stack import GAME
from sweets.games.sweets_stack.actions import Drop
from sweets.games.sweets_stack.data import ADVANCED, CANDLE_CHIPS, PRESETS, PUMPKIN_CHIPS
from tests.test_all_games import check_outcome, play_random


def advanced_cases():
    yield "none", None
    for card in ADVANCED:
        # Fireball may cover one round only; the others cover rounds 2 and 3 (to meet round 3's
        # passing to the right); Fireball goes first so its crowns travel on afterwards.
        yield card, (["dragons_fireball", None, None] if card == "dragons_fireball" else [None, card, card])


CASES = [pytest.param(n, rounds, id=f"{name}-{n}") for name, rounds in advanced_cases() for n in (2, 3, 4)]


@pytest.mark.parametrize(("n", "rounds"), CASES)
def test_random_games_keep_the_generic_invariants(n, rounds):
    options = {} if rounds is None else {"advanced": rounds}
    final = play_random(GAME, n, seed=700 + n, check_every=5, options=options)
    data = json.loads(json.dumps(GAME.to_json(final)))
    assert GAME.from_json(data) == final
    assert len(final.data["results"]) == 3


def check_table(before, after, action, n):
    b, a = before.data, after.data
    assert sum(a["pumpkins"]) + a["supply_pumpkins"] == PUMPKIN_CHIPS
    assert sum(a["candles"]) + a["supply_candles"] == CANDLE_CHIPS
    assert min(a["pumpkins"]) >= 0
    if a["round"] == b["round"] and not after.is_over:
        for seat in range(n):
            assert a["sheets"][seat] & b["sheets"][seat] == b["sheets"][seat], "marks are never erased"
            assert a["alive"][seat] <= b["alive"][seat], "nobody comes back within a round"
            assert set(a["checked"][seat]) >= set(b["checked"][seat])
        if isinstance(action, Drop):
            seat = before.to_move
            assert a["sheets"][seat] != b["sheets"][seat]
            assert a["pumpkins"][seat] <= b["pumpkins"][seat] - action.cost + 1
    for seat in range(n):
        view = after.view(seat)
        assert [c["id"] for c in view["hand"]] == a["hands"][seat]
        assert view["hand_sizes"] == [len(h) for h in a["hands"]]
        assert view["deck_sizes"] == [len(d) for d in a["decks"]]
        assert "decks" not in view and "hands" not in view
    spectator = after.view(None)
    assert spectator["hand"] == []
    if spectator["phase"] == "pick":
        assert spectator["secret_choices"]["mine"] is None


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("preset", [rounds for _, _, rounds in PRESETS])
def test_random_games_keep_the_tables_own_invariants(n, preset):
    rnd = random.Random(n)
    state = GAME.new(n, 40 + n, {"advanced": list(preset)})
    while not state.is_over:
        action = rnd.choice(state.legal_actions())
        after = state.apply(action)
        check_table(state, after, action, n)
        state = after
    check_outcome(GAME, state, n)
    totals = state.view(None)["totals"]
    assert totals == [sum(r["totals"][s] for r in state.data["results"]) for s in range(n)]
    best = [s for s, t in enumerate(state.scores()) if t == max(state.scores())]
    third = state.data["results"][2]["totals"]
    assert state.winners() == [s for s in best if third[s] == max(third[b] for b in best)]
