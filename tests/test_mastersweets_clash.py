"""Clash of Sweets: setup and laying out the cookbooks, every action, the special cards' icons, the
hand limit, players leaving, the winner, what a seat sees, and both rulebook examples."""

from __future__ import annotations

import json
import random

import pytest

from sweets.engine import IllegalAction
from sweets.games.mastersweets import DECISIONS, GAME
from sweets.games.mastersweets.clash import default_shape, shapes
from sweets.games.mastersweets.data import SPECIALS, TYPE_OF
from tests.test_mastersweets import Ids, legal, play, types

FILLER = ["eggs", "flour", "nuts", "fruits", "sugar", "chocolate", "butter", "eggs", "flour", "nuts",
          "fruits", "sugar"]


def clash(books: list[list[str]], market: list[str], deck: list[str], layouts=None, ids=None):
    """A Clash game with seat 0 first, each cookbook dealt from ``books`` (types or special ids;
    a special is sent back to the box and the next card dealt), laid out by ``layouts`` (moves
    per seat before 'ready'), then ``market`` and the top of ``deck``."""
    ids = ids or Ids()
    order = [c for book in books for c in ids(*book)] + ids(*market) + ids(*deck)
    state = GAME.new(len(books), 1, {"mode": "clash", "first_player": 0, "deck": order})
    for seat in range(len(books)):
        state = play(state, *(layouts or {}).get(seat, []), "ready")
    assert state.view(0)["phase"] == "play"
    return state


def book_types(state, seat: int) -> list[list[str | None]]:
    return [[c["type"] if c else None for c in row] for row in state.view(0)["books"][seat]["cells"]]


def recipe(state, seat: int, name: str) -> dict:
    return next(r for r in state.view(0)["books"][seat]["recipes"] if r["name"] == name)


def test_setup_deals_a_cookbook_each_and_empty_hands():
    for n in range(2, 6):
        state = GAME.new(n, 7, {"mode": "clash"})
        view = state.view(0)
        count = 10 if n == 5 else 12
        assert all(sum(c is not None for row in b["cells"] for c in row) == count for b in view["books"])
        assert all(c["kind"] == "ingredient" for b in view["books"] for row in b["cells"] for c in row)
        assert view["hand_sizes"] == [0] * n and view["hand"] == []
        assert len(view["market"]) == n + 1 and view["phase"] == "arrange"
        assert view["hand_limit"] == (8 if n == 5 else 10)
        assert "role_offer" not in view and "roles" not in view


def test_special_cards_dealt_to_a_cookbook_go_back_to_the_box():
    state = clash([["s3", *FILLER], FILLER], ["milk"] * 3, [])
    view = state.view(1)
    assert [c["id"] for c in view["returned"]] == ["s3"]
    assert book_types(state, 0)[0] == FILLER[:4]


def test_shapes_are_the_rectangles_that_hold_the_cookbook():
    assert shapes(12) == [(1, 12), (2, 6), (3, 4), (4, 3), (6, 2), (12, 1)]
    assert shapes(10) == [(1, 10), (2, 5), (5, 2), (10, 1)]
    assert default_shape(12) == (3, 4) and default_shape(10) == (2, 5)


def test_each_player_lays_out_their_own_cookbook_in_turn():
    ids = Ids()
    books = [["milk", "cream", *FILLER[:10]], FILLER]  # dealt from the first player on: seat 1, seat 0
    order = [c for book in books for c in ids(*book)] + ids("eggs", "eggs", "eggs")
    state = GAME.new(2, 1, {"mode": "clash", "first_player": 1, "deck": order})
    assert state.to_move == 1 and state.view(1)["phase"] == "arrange"
    assert "ready" in legal(state) and "shape 6x2" in legal(state) and "shape 3x4" not in legal(state)
    state = play(state, "shape 6x2", "swap a1 b6")
    assert state.can_undo()  # arranging shows nothing hidden
    assert book_types(state, 1)[0] == [FILLER[9], "cream"] and book_types(state, 1)[5][1] == "milk"
    with pytest.raises(IllegalAction):
        state.apply("draw")
    state = play(state, "ready")
    assert state.to_move == 0 and state.view(0)["ready"] == [False, True]
    state = play(state, "ready")
    assert state.to_move == 1 and state.view(0)["phase"] == "play"
    assert "draw" in legal(state)


def test_improving_needs_two_of_the_type_and_happens_once():
    deck = ["flour", "milk", "flour", "milk", "flour", "flour", "milk", "flour", "milk", "flour"]
    state = clash([FILLER, ["milk", *FILLER[:11]]], ["eggs"] * 3, deck)
    state = play(state, "draw", "draw", "draw")
    assert state.to_move == 1 and not [a for a in legal(state) if a.startswith("improve")]  # one milk
    state = play(state, "draw", "draw")
    assert [a for a in legal(state) if a.startswith("improve")] == ["improve a1"]
    state = play(state, "improve a1")
    view = state.view(0)
    assert view["books"][1]["improved"][0][0] and view["hand_sizes"][1] == 0
    assert [c["id"] for c in view["discard"]] == ["milk2"]  # one to the discard, one under the card
    assert recipe(state, 1, "row 1")["cost"]["milk"] == 2 and recipe(state, 1, "col a")["cost"]["milk"] == 2
    state = play(state, "draw", "draw", "draw", "draw", "draw")
    assert state.to_move == 1 and types(state.view(1)["hand"]) == ["milk", "milk"]
    assert not [a for a in legal(state) if a.startswith("improve")]  # never twice
    with pytest.raises(IllegalAction):
        state.apply("improve a1")


def test_the_rulebook_improvement_example_costs_two_milk_and_two_cream():
    """'a recipe contains one improved "milk" and two "cream" cards ... must play 2 "milk" and
    2 "cream" cards'."""
    victim = ["milk", "cream", "cream", *FILLER[:9]]
    # seat 0 draws milk, cream, cream, then milk; seat 1 two milk to improve its own, then eggs
    deck = ["milk", "milk", "cream", "milk", "cream", "milk", "eggs"]
    state = clash([FILLER, victim], ["flour"] * 3, deck, layouts={1: ["shape 4x3"]})
    state = play(state, *["draw"] * 5)
    assert types(state.view(0)["hand"]) == ["cream", "cream", "milk"]
    state = play(state, "improve a1")
    assert recipe(state, 1, "row 1")["cost"] == {"milk": 2, "cream": 2}
    assert "steal p2 row 1" not in legal(state)  # one milk is no longer enough
    state = play(state, "draw", "draw")
    assert "steal p2 row 1" in legal(state)
    discard_before = len(state.view(0)["discard"])
    state = play(state, "steal p2 row 1", "keep cream")
    view = state.view(0)
    assert types(view["hand"]) == ["cream"]
    # paid 2 milk + 2 cream; of the recipe, milk and cream; and the improving milk
    assert types(view["discard"][discard_before:]) == ["cream"] * 3 + ["milk"] * 4


def test_rulebook_example_1_a_two_card_recipe_of_improved_cards():
    """'He must play 2 "milk" and 2 "cream" cards ... the recipe contains only 2 cards and after
    stealing, they must be discarded. Discard also the improving cards ... doesn't take any card.'"""
    victim = ["milk", "cream", *FILLER[:10]]
    deck = ["milk", "milk", "milk", "milk", "cream", "cream", "cream", "cream", "eggs", "eggs"]
    state = clash([FILLER, victim], ["flour"] * 3, deck, layouts={1: ["shape 6x2"]})
    state = play(state, *["draw"] * 8)  # each seat: milk, milk, cream, cream
    state = play(state, "draw", "improve a1", "draw", "improve b1")
    assert state.view(0)["books"][1]["improved"][0] == [True, True]
    assert recipe(state, 1, "row 1")["cost"] == {"milk": 2, "cream": 2}
    discard_before = len(state.view(0)["discard"])
    state = play(state, "steal p2 row 1")
    view = state.view(0)
    assert types(view["hand"]) == ["eggs", "eggs"]  # only the fillers drawn: nothing taken
    gone = [c["id"] for c in view["discard"][discard_before:]]
    assert sorted(TYPE_OF[c] for c in gone) == ["cream"] * 4 + ["milk"] * 4  # paid, recipe, improving
    assert book_types(state, 1)[0] == FILLER[:2] and view["books"][1]["rows"] == 5
    assert state.to_move == 1


def test_rulebook_example_2_the_thief_keeps_one_of_three():
    victim = ["sugar", "chocolate", "butter", *FILLER[:9]]
    state = clash([FILLER, victim], ["flour"] * 3, ["sugar", "eggs", "chocolate", "eggs", "butter", "eggs"],
                  layouts={1: ["shape 4x3"]})
    state = play(state, *["draw"] * 6)
    assert "steal p2 row 1" in legal(state)
    state = play(state, "steal p2 row 1")
    assert state.to_move == 0 and legal(state) == ["keep sugar", "keep chocolate", "keep butter"]
    assert types(state.view(1)["turn"]["loot"]) == ["butter", "chocolate", "sugar"]
    state = play(state, "keep chocolate")
    assert types(state.view(0)["hand"]) == ["chocolate"]
    assert types(state.view(1)["discard"][-2:]) == ["butter", "sugar"]
    assert state.to_move == 1 and state.view(1)["books"][1]["rows"] == 3


def test_no_three_of_a_kind_for_a_missing_card():
    victim = ["sugar", "chocolate", *FILLER[:10]]
    deck = ["sugar", "eggs", "milk", "eggs", "milk", "eggs", "milk", "eggs"]
    state = clash([FILLER, victim], ["flour"] * 3, deck, layouts={1: ["shape 6x2"]})
    state = play(state, *["draw"] * 7)
    assert types(state.view(0)["hand"]) == ["milk", "milk", "milk", "sugar"]
    assert not [a for a in legal(state) if a.startswith("steal p2 row 1")]


def test_exchanging_with_an_improved_card_passes_the_improvement_on():
    victim = ["milk", *FILLER[:11]]
    state = clash([FILLER, victim], ["cream"] * 3, ["eggs", "milk", "eggs", "milk"])
    state = play(state, "draw", "draw", "draw", "draw", "market 1")
    assert not [a for a in legal(state) if "p2:" in a]  # seat 1 may not exchange with its own cookbook
    state = play(state, "improve a1")
    assert not [a for a in legal(state) if "p1:" in a]
    state = play(state, "exchange cream p2:a1")
    view = state.view(0)
    assert view["books"][1]["cells"][0][0]["type"] == "cream" and view["books"][1]["improved"][0][0]
    assert "milk" in types(view["hand"])
    assert recipe(state, 1, "row 1")["cost"]["cream"] == 2
    with pytest.raises(IllegalAction):
        state.apply("exchange eggs p2:a1")  # seat 1 moves now, and a1 is its own


def test_special_icons():
    # s1 draw4, s2 improve, s3 exchange2, s7 discard (data.SPECIALS: the reconstructed icons)
    icons = [SPECIALS[s].clash for s in ("s1", "s2", "s3", "s7")]
    assert icons == ["draw4", "improve", "exchange2", "discard"]
    deck = ["s1", "eggs", "s2", "eggs", "s7", "eggs", "s3", "eggs", "milk", "cream", "sugar", "nuts"]
    state = clash([FILLER, FILLER], ["flour"] * 3, deck)
    state = play(state, *["draw"] * 8)
    state = play(state, "play s1")
    assert len(state.view(0)["hand"]) == 4 - 1 + 4 and state.view(0)["discard"][-1]["id"] == "s1"
    state = play(state, "draw", "play s2")
    assert legal(state)[0].startswith("improve") and len(legal(state)) == 12
    state = play(state, "improve b2")
    view = state.view(0)
    assert view["books"][0]["improved"][1][1] and "s2" not in [c["id"] for c in view["discard"]]
    state = play(state, "draw", "play s7")
    assert all(a.startswith("remove p2:") for a in legal(state)) and len(legal(state)) == 12
    state = play(state, "remove p2:a1")
    assert book_types(state, 1)[0] == [None, *FILLER[1:4]]  # a hole: row 1 and col a still hold cards
    state = play(state, "draw", "play s3")
    assert "done" in legal(state) and all(":" not in a for a in legal(state))
    state = play(state, "exchange milk a1", "done")
    assert book_types(state, 0)[0][0] == "milk"


def test_the_discard_icon_takes_only_the_improving_card_of_an_improved_card():
    deck = ["eggs", "milk", "s7", "milk", "eggs"]
    state = clash([FILLER, ["milk", *FILLER[:11]]], ["flour"] * 3, deck)
    state = play(state, "draw", "draw", "draw", "draw", "draw", "improve a1", "play s7")
    state = play(state, "remove p2:a1")
    view = state.view(0)
    assert view["books"][1]["cells"][0][0]["type"] == "milk" and not view["books"][1]["improved"][0][0]
    assert view["discard"][-1]["type"] == "milk"


def test_hand_limit_at_the_end_of_the_turn_the_player_choosing():
    deck = ["s1", "cream"] + ["milk", "cream"] * 7 + ["nuts"] * 4
    state = clash([FILLER, FILLER], ["flour"] * 3, deck)
    state = play(state, *["draw"] * 16)
    assert len(state.view(0)["hand"]) == 8 and state.to_move == 0
    state = play(state, "play s1")  # 7 + 4 cards: one over the limit
    assert state.to_move == 0 and state.view(0)["turn"]["steps"] == [["discard", 1]]
    assert legal(state) == ["discard milk", "discard nuts"]
    state = play(state, "discard nuts")
    assert len(state.view(0)["hand"]) == 10 and state.to_move == 1
    assert state.view(1)["discard"][-1]["type"] == "nuts"


def test_the_hand_limit_is_eight_with_five_players():
    state = GAME.new(5, 2, {"mode": "clash"})
    while state.view(0)["phase"] == "arrange":
        state = state.apply("ready")
    for _ in range(5 * 8):
        state = state.apply("draw")
    seat = state.to_move
    assert len(state.view(seat)["hand"]) == 8
    state = state.apply("market 1")
    assert state.to_move == seat and state.view(seat)["turn"]["steps"] == [["discard", 1]]


def test_a_player_whose_last_recipe_is_stolen_leaves_and_the_last_one_wins():
    state = GAME.new(3, 4, {"mode": "clash", "first_player": 0})
    state = play(state, "ready", "shape 12x1", "ready", "ready")  # seat 1: twelve one-card rows
    while state.view(0)["alive"][1]:
        steals = [a for a in legal(state) if a.startswith("steal p2")]
        if state.view(0)["turn"]["steps"]:
            state = state.apply(legal(state)[0])
        elif state.to_move == 0 and steals:
            state = state.apply(steals[0])
        else:
            state = state.apply("draw" if "draw" in legal(state) else legal(state)[0])
    view = state.view(0)
    assert view["alive"] == [True, False, True] and view["left"] == [1]
    assert view["hand_sizes"][1] == 0 and view["books"][1]["rows"] == 0
    assert state.to_move == 2  # seat 1 is out of the turn order
    assert not state.is_over and not state.winners()


def test_last_one_left_wins_a_ranked_outcome():
    rnd = random.Random(3)
    state = GAME.new(3, 3, {"mode": "clash"})
    while not state.is_over:
        state = state.apply(rnd.choice(state.legal_actions()))
    outcome = state.outcome()
    assert outcome["kind"] == "ranked" and len(outcome["winners"]) == 1
    view = state.view(0)
    winner = outcome["winners"][0]
    assert view["alive"].count(True) == 1 and view["alive"][winner]
    assert sorted(outcome["scores"]) == [0.0, 1.0, 2.0] and outcome["scores"][winner] == 2.0
    assert [outcome["scores"][s] for s in view["left"]] == [0.0, 1.0]


def test_views_hide_the_other_hands_and_the_draws():
    rnd = random.Random(8)
    state = GAME.new(3, 8, {"mode": "clash"})
    public: set[str] = set()
    while not state.is_over and state.ply < 600:
        data = state.data
        for book in data["books"]:
            public |= {c for row in book for c in row if c}
        public |= {c for c in data["market"] if c} | set(data["discard"]) | set(data["returned"])
        for seat in range(3):
            text = json.dumps(state.view(seat))
            hidden = [c for s, hand in enumerate(data["hands"]) if s != seat for c in hand] + data["deck"]
            assert not [c for c in hidden if c not in public and f'"{c}"' in text]
        state = state.apply(rnd.choice(state.legal_actions()))


def test_options_and_notation():
    for bad in ({"mode": "clash", "roles": True}, {"mode": "clash", "deck": ["ham"]},
                {"mode": "clash", "first_player": 5}, {"mode": "clash", "cookbook": "5x6"}):
        with pytest.raises(ValueError):
            GAME.new(3, 1, bad)
    state = clash([FILLER, FILLER], ["flour"] * 3, [])
    for text in ("cook row 1", "steal p9 row 1", "exchange milk p2", "shape 3", "remove b2", "role"):
        with pytest.raises(IllegalAction):
            state.apply(text)
    for action in state.legal_actions():
        assert GAME.parse_action(state, str(action)) == action


def test_clash_decisions_are_recorded():
    topics = {d["topic"] for d in DECISIONS}
    assert {"arranging a Clash cookbook", "leaving the clash", "Clash scores"} <= topics
