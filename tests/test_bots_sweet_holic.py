"""The Sweet Holic computer players: legal, deterministic, blind to hidden tiles, strong in order."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from sweets import bots, games
from sweets.bots import sweet_holic as holic_bots
from sweets.bots.sweet_holic.model import BURNT, COOKIE, FILLING, FULL, Macaron, read_model
from sweets.engine import IllegalAction
from tests import sweeps

GAME = games.get("sweet_holic")
# The hand-written levels; the thinking one on top has tests of its own (tests/test_search_bot.py).
LEVELS = [level for level, _ in holic_bots.LEVELS if level != "expert"]
MAX_PLIES = 2500  # a 3-round game takes about 300 plies with 2 players


def legal_texts(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def bot_move(state, level: str, seed: int) -> str:
    return holic_bots.choose(level, state.view(state.to_move), legal_texts(state), seed)


def play(levels: list[str], seed: int, options: dict | None = None):
    state = GAME.new(len(levels), seed, options)
    rnd = random.Random(seed)
    while state.to_move is not None:
        level = levels[state.to_move]
        text = rnd.choice(legal_texts(state)) if level == "random" else bot_move(state, level, seed)
        state = state.apply(text)
        assert state.ply < MAX_PLIES, f"the game did not end: {state.log[-12:]}"
    return state


def positions(levels: list[str], seed: int, limit: int = 10_000):
    state = GAME.new(len(levels), seed)
    rnd = random.Random(seed)
    while state.to_move is not None and state.ply < limit:
        yield state
        level = levels[state.to_move]
        text = rnd.choice(legal_texts(state)) if level == "random" else bot_move(state, level, seed)
        state = state.apply(text)


def test_levels_weakest_first():
    assert bots.levels("sweet_holic") == [("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard"),
                                    ("expert", "Expert (thinks)")]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_choice_is_legal_and_repeatable(n):
    mixes = [["hard", "medium", "easy", "random"], ["random", "hard", "random", "medium"]]
    for k, mix in enumerate(mixes):
        for i, state in enumerate(positions(mix[:n], seed=10 * n + k)):
            if i % 2:
                continue
            view, legal = state.view(state.to_move), legal_texts(state)
            for level in LEVELS:
                untouched = copy.deepcopy(view)
                choice = holic_bots.choose(level, view, legal, 4)
                assert choice in legal, (level, choice, legal)
                assert view == untouched, "a bot must not change the view it is given"
                assert holic_bots.choose(level, copy.deepcopy(view), list(legal), 4) == choice
                assert bots.choose("sweet_holic", level, view, legal, 4) == choice


@pytest.mark.parametrize("n", [2, 3, 4])
def test_bot_games_end(n):
    """Bots only ever drawing from each other's discard piles would keep the pile whole and the
    round going for ever; every all-bot game must finish."""
    for k in range(3):
        levels = [LEVELS[(k + s) % 3] for s in range(n)]
        final = play(levels, seed=500 + 10 * n + k)
        assert final.is_over


def swap_hidden_tiles(state, seat):
    """The same round-1 game with one tile of another hand swapped with one still in the pile,
    and another seat's mission swapped with an unused one; None if the log no longer replays."""
    first = GAME.new(len(state.players), state.seed, state.options)
    data0, data = first.data, state.data
    deck = [t for hand in data0["hands"] for t in hand] + data0["pile"]
    others = [t for s, hand in enumerate(data["hands"]) if s != seat for t in hand]
    if not others or not data["pile"]:
        return None
    a, b = others[0], data["pile"][-1]
    i, j = deck.index(a), deck.index(b)
    deck[i], deck[j] = deck[j], deck[i]
    missions = list(data0["missions"])
    other_seat = (seat + 1) % len(missions)
    missions[other_seat] = data0["unused_missions"][0]
    options = {"first_player": data0["start"], "decks": [deck], "missions": [missions]}
    other = GAME.new(len(state.players), state.seed, options)
    try:
        for text in state.log:
            other = other.apply(text)
    except IllegalAction:
        return None
    return other


def test_choices_depend_only_on_the_view():
    checked = 0
    for n in (2, 3):
        for i, state in enumerate(positions(["hard", "medium", "easy"][:n], seed=70 + n, limit=120)):
            if i % 4 or state.view(0)["round"] != 1 or state.view(0)["phase"] == "first_discard":
                continue
            seat = state.to_move
            other = swap_hidden_tiles(state, seat)
            if other is None:
                continue
            assert other.data != state.data
            assert other.view(seat) == state.view(seat)
            for level in LEVELS:
                assert bot_move(other, level, 9) == bot_move(state, level, 9)
            checked += 1
    assert checked >= 10


def match_score(strong: str, weak: str, games_count: int, seed0: int) -> float:
    """Share of 2-player games won by ``strong`` (a shared win counts half); the strong bot
    sits first and second in turn."""
    score = 0.0
    for i in range(games_count):
        seat = i % 2
        levels = [weak, weak]
        levels[seat] = strong
        winners = play(levels, seed0 + i).winners()
        if seat in winners:
            score += 1 / len(winners)
    return score / games_count


def test_hard_beats_easy_clearly():
    # 30 seeded games in CI, the first half of `nox -s sweeps`' 60 (the CPython suite's slowest)
    assert match_score("hard", "easy", sweeps.size(30, 60), seed0=1000) >= 0.75


def test_easy_beats_a_random_player():
    assert match_score("easy", "random", 30, seed0=2000) >= 0.75




# ----- knowledge and judgement on hand-made positions -----


def tile(tile_id: str) -> dict:
    from sweets.games.sweet_holic.data import TILES

    t = TILES[tile_id]
    return {"id": t.id, "kind": t.kind, "flavour": t.flavour}


def macaron(flavour: str, ids: list[str]) -> dict:
    tiles = [tile(i) for i in ids]
    cookies = sum(t["kind"] == COOKIE for t in tiles)
    fillings = sum(t["kind"] == FILLING for t in tiles)
    return {"flavour": flavour, "tiles": tiles, "cookies": cookies, "fillings": fillings,
            "finished": cookies >= 2}


def make_view(*, hand, phase="turn", mission="lemon", macarons=None, discards=None, pile_size=30,
              round_ending=False, turn=None, hand_sizes=None) -> dict:
    macarons = macarons or [[], []]
    discards = discards or [[], []]
    return {
        "game": "sweet_holic", "seat": 0, "players": ["A", "B"], "ply": 40, "to_move": 0, "is_over": False,
        "round": 1, "rounds": 3, "phase": phase, "start_player": 0, "turn_order": [0, 1],
        "hand": [tile(t) for t in hand], "mission": mission,
        "hand_sizes": hand_sizes or [len(hand), 5], "pile_size": pile_size,
        "discard_piles": [[tile(t) for t in pile] for pile in discards],
        "first_discard": {"chosen": [False, False], "mine": None},
        "macarons": [[macaron(f, ids) for f, ids in seat] for seat in macarons],
        "turn": turn or {"mode": None, "takes_left": 0, "baked": [], "colour": None},
        "turns_taken": [5, 5], "round_ending": round_ending,
        "tokens": [[], []], "token_totals": [0, 0], "supply_tokens": [3, 3, 3, 2, 2, 2, 1, 1, 1],
        "round_results": [], "scoring_breakdown": None,
    }


def test_unseen_tiles_are_everything_the_seat_cannot_see():
    view = make_view(hand=["c1", "f1", "f2"], macarons=[[("lemon", ["c13", "f19"])], [("mint", ["c17"])]],
                     discards=[["f7"], ["c21"]])
    model = read_model(view)
    assert model.unseen[(COOKIE, "strawberry")] == 3
    assert model.unseen[(FILLING, "strawberry")] == 4
    assert model.unseen[(COOKIE, BURNT)] == 3
    assert model.unseen[(COOKIE, "mint")] == 3
    assert model.unseen_total == sum(FULL.values()) - 8
    assert set(model.tops) == {1}
    # the other seat's mission is one of the five that are not ours, more likely mint (its macaron)
    odds = model.others_mission_odds[1]
    assert "lemon" not in odds and abs(sum(odds.values()) - 1) < 1e-9


def test_finished_macarons_score_by_the_rulebook():
    assert Macaron("mint", 2, 3).points("mint") == 8
    assert Macaron("mint", 2, 3).points("lemon") == 5
    assert Macaron("lemon", 2, 1, burnt_top=True).points("mint") == 2
    assert Macaron("lemon", 2, 1, burnt_top=True).points(BURNT) == 3
    assert Macaron("lemon", 1, 3).points("lemon") == 0


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_bakes_a_finished_macaron_on_the_last_turn(level):
    # Lemon cookie + filling + cookie in hand, and the round ends after this turn: bake it.
    view = make_view(hand=["c13", "f19", "c14", "f1"], round_ending=True)
    legal = ["discard c13", "discard f19", "discard c14", "discard f1", "bake c13", "bake f1"]
    assert holic_bots.choose(level, view, legal, 0) == "bake c13"
    # then the filling, then the top, then end
    baking = make_view(hand=["f19", "c14", "f1"], phase="bake", round_ending=True,
                       macarons=[[("lemon", ["c13"])], []],
                       turn={"mode": "bake", "takes_left": 0, "baked": [tile("c13")], "colour": "lemon"})
    assert holic_bots.choose(level, baking, ["bake f19", "end"], 0) == "bake f19"


def test_takes_the_discard_top_that_finishes_a_macaron():
    # Late in the round (a few tiles left in the pile), the sure cookie beats a blind draw.
    view = make_view(hand=["c1", "f1"], phase="take", discards=[[], ["c2"]], pile_size=6,
                     turn={"mode": "exchange", "takes_left": 1, "baked": [], "colour": None})
    for level in ("medium", "hard"):
        assert holic_bots.choose(level, view, ["take pile", "take 1"], 0) == "take 1"


def test_hard_does_not_hand_over_the_cookie_that_closes_a_macaron():
    # The other seat has a mint macaron waiting for its top; our mint cookie is as useless to us
    # as our blueberry filling, but it would finish their macaron.
    view = make_view(hand=["c1", "f1", "f2", "c17", "f7"],
                     macarons=[[("strawberry", ["c2"])], [("mint", ["c18", "f25"])]])
    legal = [f"discard {t}" for t in ["c1", "f1", "f2", "c17", "f7"]]
    assert holic_bots.choose("hard", view, legal, 0) != "discard c17"


def test_burnt_cookie_closes_the_best_open_macaron():
    view = make_view(hand=["c21"], phase="turn", macarons=[[("lemon", ["c13", "f19", "f20"]),
                                                            ("mint", ["c17", "f25"])], []],
                     round_ending=True)
    legal = ["discard c21", "bake c21 on lemon", "bake c21 on mint"]
    assert holic_bots.choose("hard", view, legal, 0) == "bake c21 on lemon"


def test_counts_are_the_rulebooks():
    assert sum(FULL.values()) == 54
    assert Counter(k for k, _ in FULL.elements()) == {COOKIE: 24, FILLING: 30}
