"""MasterSweets through the generic random-game checks of tests/test_all_games.py for the options
beyond its modes (tests/test_all_games.py plays every mode at every player count): the First Game
options and the Workshop's 5x6 cookbook. What the views of Clash of Sweets and Sweets Workshop
hide is tested in their own files."""

from __future__ import annotations

import json
import random

import pytest

from sweets.engine import IllegalAction
from sweets.games.mastersweets import GAME
from tests.test_all_games import check_outcome, mode_options, play_random

FIRST_GAMES: list[dict] = [{"specials": False, "roles": False}, {"specials": True, "roles": False},
               {"specials": False, "roles": True}]
HARD_WORKSHOP: dict = {"mode": "workshop", "cookbook": "5x6"}
SETUPS: list[tuple[int, dict]] = [
    (n, options) for options in [*FIRST_GAMES, HARD_WORKSHOP]
    for n in range(GAME.player_range(options)[0], GAME.player_range(options)[1] + 1)
]
CASES = [pytest.param(n, options, id=f"{'-'.join(f'{k}={v}' for k, v in options.items())}-{n}")
         for n, options in SETUPS]
ALL_CORE = [
    pytest.param(n, options, id=f"{options['mode']}-{n}")
    for options in ({"mode": "core"}, {"mode": "solo"})
    for n in range(GAME.player_range(options)[0], GAME.player_range(options)[1] + 1)
]


def test_every_mode_is_listed_with_a_label():
    assert mode_options(GAME) == [{"mode": "core"}, {"mode": "clash"}, {"mode": "workshop"}, {"mode": "solo"}]
    assert all(label for _, label in GAME.modes)


@pytest.mark.parametrize(("n", "options"), CASES)
def test_random_games_keep_invariants(n, options):
    for k in range(5):
        final = play_random(GAME, n, seed=1000 * n + k, check_every=1 if k == 0 else 7, options=options)
        check_outcome(GAME, final, n)
        data = json.loads(json.dumps(GAME.to_json(final)))
        again = GAME.from_json(data)
        assert again == final and GAME.to_json(again) == data


@pytest.mark.parametrize(("n", "options"),
                         [*ALL_CORE, *(c for c, (_, options) in zip(CASES, SETUPS, strict=True)
                                       if options.get("mode") != "workshop")])
def test_views_never_show_a_card_nobody_saw_face_up(n, options):
    """A card in another hand or in the deck may be named only if it once lay face up (taken from
    the market or the cookbook, thrown on the discard pile): the drawer alone sees a draw."""
    rnd = random.Random(n)
    state = GAME.new(n, 31, options)
    public: set[str] = set()
    while not state.is_over:
        data = state.data
        public |= {c for row in data["cookbook"] for c in row if c} | {c for c in data["market"] if c}
        public |= set(data["discard"]) | set(data["returned"])
        for seat in range(n):
            text = json.dumps(state.view(seat))
            hidden = [c for s, hand in enumerate(data["hands"]) if s != seat for c in hand]
            hidden += data["deck"]
            if seat != state.to_move:
                hidden += data["turn"]["peek"]
            shown = [c for c in hidden if c not in public and f'"{c}"' in text]
            assert not shown, (seat, shown, state.log[-3:])
        state = state.apply(rnd.choice(state.legal_actions()))


def test_damaged_and_foreign_saves_are_value_errors():
    state = GAME.new(2, 5)
    rnd = random.Random(5)
    for _ in range(10):
        state = state.apply(rnd.choice(state.legal_actions()))
    good = GAME.to_json(state)
    bad = [None, [], {}, {**good, "schema": 9}, {**good, "game": "sweeet"}, {**good, "players": [1, 2]},
           {**good, "options": {"mode": "clash"}}, {**good, "options": {"nope": 1}},
           {**good, "log": [*good["log"], "cook row 9"]}, {**good, "log": list(reversed(good["log"]))}]
    for data in bad:
        with pytest.raises(ValueError):
            GAME.from_json(data)
    assert GAME.from_json(good) == state


def test_same_seed_same_game():
    assert GAME.new(3, 11).data == GAME.new(3, 11).data != GAME.new(3, 12).data


def test_illegal_text_is_refused():
    with pytest.raises(IllegalAction):
        GAME.new(4, 3).apply("draw")  # the draft comes first
