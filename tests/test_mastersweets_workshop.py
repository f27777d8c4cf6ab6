"""Sweets Workshop: setup, the four actions, clues and what they leave on the cards, drawing back
up, winning and losing together, and above all that no seat ever sees its own hand."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from sweets.engine import IllegalAction
from sweets.games.mastersweets import DECISIONS, GAME
from sweets.games.mastersweets.data import TYPE_OF
from tests.test_mastersweets import Ids, legal, play

ROW = ["eggs", "flour", "milk", "nuts", "fruits"]
BOOK = ROW * 4 + ["cream", "sugar", "chocolate", "butter", "cream"]  # 5 x 5, read row by row


def workshop(n: int, hands: list[list[str]], deck: list[str] | None = None, book: list[str] | None = None,
             **options):
    """Seat 0 first; the cookbook from ``book`` (types), then each hand, then the top of the deck."""
    ids = Ids()
    order = ids(*(book or BOOK)) + [c for hand in hands for c in ids(*hand)] + ids(*(deck or []))
    return GAME.new(n, 5, {"mode": "workshop", "first_player": 0, "deck": order, **options})


def hand_of(state, seat: int) -> list[str]:
    """A seat's hand as another seat sees it."""
    viewer = (seat + 1) % len(state.players)
    return [c["card"]["type"] for c in state.view(viewer)["hands"][seat]]


def test_setup_sizes_and_hands():
    for n, size in ((2, 7), (3, 6), (4, 5), (5, 5)):
        view = GAME.new(n, n, {"mode": "workshop"}).view(0)
        assert view["hand_sizes"] == [size] * n and view["hand_size"] == size
        assert (view["cookbook"]["rows"], view["cookbook"]["cols"]) == (5, 5)
        assert view["deck_size"] == 90 - 25 - n * size
        assert view["face_down"] == 0 and view["out"] == []
    wide = GAME.new(3, 1, {"mode": "workshop", "cookbook": "5x6"}).view(0)
    assert (wide["cookbook"]["rows"], wide["cookbook"]["cols"]) == (5, 6)
    for bad in ({"cookbook": "6x6"}, {"specials": False}, {"deck": ["s1"]}, {"first_player": 3}):
        with pytest.raises(ValueError):
            GAME.new(3, 1, {"mode": "workshop", **bad})


def test_no_more_than_five_of_a_type_in_the_cookbook():
    for seed in range(20):
        for size in ("5x5", "5x6"):
            data = GAME.new(2, seed, {"mode": "workshop", "cookbook": size}).data
            counts = Counter(TYPE_OF[c] for row in data["book"] for c in row)
            assert max(counts.values()) <= 5
    ids = Ids()
    order = ids(*(["milk"] * 7)) + ids(*(ROW[:1] * 3))
    data = GAME.new(2, 3, {"mode": "workshop", "deck": order}).data
    laid = [c for row in data["book"] for c in row]
    assert laid[:8] == ["milk1", "milk2", "milk3", "milk4", "milk5", "eggs1", "eggs2", "eggs3"]
    assert {"milk6", "milk7"} <= set(data["deck"]) | {c for h in data["hands"] for c in h}


def test_no_seat_ever_sees_its_own_hand():
    for n in (2, 3, 5):
        rnd = random.Random(n)
        state = GAME.new(n, 40 + n, {"mode": "workshop"})
        while not state.is_over:
            data = state.data
            for seat in range(n):
                view = state.view(seat)
                assert all(c["card"] is None for c in view["hands"][seat])
                text = json.dumps(view)
                assert not [c for c in data["hands"][seat] if f'"{c}"' in text]
                for other in range(n):
                    if other != seat:
                        assert [c["card"]["id"] for c in view["hands"][other]] == data["hands"][other]
            spectator = json.dumps(state.view(None))
            assert not [c for h in data["hands"] for c in h if f'"{c}"' in spectator]
            state = state.apply(rnd.choice(state.legal_actions()))


def test_states_differing_only_in_a_seats_own_hand_look_the_same_to_it():
    hands = [["milk", "eggs", "nuts", "sugar", "cream"], ["flour"] * 5, ["butter"] * 5]
    a = workshop(3, [h + ["eggs"] for h in hands], deck=["fruits"] * 3)
    own = ["chocolate", "eggs", "nuts", "sugar", "cream", "eggs"]
    b = workshop(3, [own, *(h + ["eggs"] for h in hands[1:])], deck=["fruits"] * 3)
    assert a.data["hands"][0] != b.data["hands"][0]
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1)
    for move in ("clue p2 1 with 2", "point a1 with 3", "clue p1 3 with 1"):
        a, b = a.apply(move), b.apply(move)
        assert a.view(0) == b.view(0)


def test_pointing_turns_a_matching_card_face_down_and_the_hand_is_drawn_back_up():
    state = workshop(2, [["milk", "eggs", "eggs", "eggs", "eggs", "eggs", "eggs"], ["cream"] * 7],
                     deck=["sugar", "butter"])
    state = play(state, "point c1 with 1")
    view = state.view(1)
    assert view["cookbook"]["cells"][0][2]["down"] and view["face_down"] == 1
    assert [c["type"] for c in view["out"]] == ["milk"]
    assert hand_of(state, 0) == ["eggs"] * 6 + ["sugar"]  # the new card on the right
    assert state.view(1)["recent"][-1] == {"seat": 0, "kind": "draw", "card": "sugar2"}
    assert state.view(None)["recent"][-1] == {"seat": 0, "kind": "draw"}  # a spectator sees no hand
    state = play(state, "point b1 with 1")  # cream at flour: no match
    assert state.view(0)["face_down"] == 1 and [c["type"] for c in state.view(0)["out"]] == ["milk", "cream"]
    assert "point c1 with 1" not in legal(state)  # face down already
    with pytest.raises(IllegalAction):
        state.apply("point c1 with 1")


def test_swapping_and_replacing():
    state = workshop(2, [["chocolate"] * 7, ["cream"] * 7], deck=["sugar", "butter", "eggs", "nuts"])
    state = play(state, "swap a1 c1 with 2")
    view = state.view(1)
    assert [c["type"] for c in view["cookbook"]["cells"][0][:3]] == ["milk", "flour", "eggs"]
    assert [c["type"] for c in view["out"]] == ["chocolate"]
    deck = view["deck_size"]
    state = play(state, "replace a1 with 1 7")
    view = state.view(0)
    assert view["cookbook"]["cells"][0][0]["type"] == "butter" and not view["cookbook"]["cells"][0][0]["down"]
    assert [c["type"] for c in view["out"]] == ["chocolate", "cream", "cream", "milk"]
    assert view["hand_sizes"] == [7, 7] and view["deck_size"] == deck - 3
    assert hand_of(state, 1)[-2:] == ["eggs", "nuts"]


def test_value_clue_is_full_and_stays_on_the_cards():
    state = workshop(2, [["fruits"] * 6 + ["flour"],
                         ["sugar", "milk", "butter", "nuts", "chocolate", "eggs", "eggs"]])
    assert "clue p2 3 with 1" in legal(state) and "clue p2 1 with 1" in legal(state)
    state = play(state, "clue p2 5 with 4")
    own = state.view(1)["hands"][1]
    said = [c["clues"][-1]["yes"] for c in own]
    assert said == [True, False, True, False, True, False, False]  # every 5, none of the others
    assert all(c["clues"][-1]["value"] == 5 and c["clues"][-1]["from"] == 0 for c in own)
    assert state.view(0)["clues"][-1]["touched"] == [1, 3, 5]
    assert state.view(0)["hand_sizes"][0] == 7 and [c["type"] for c in state.view(1)["out"]] == ["fruits"]
    # the clues move with the cards: spending card 1 leaves what was said on the others
    state = play(state, "point a1 with 1")
    own = state.view(1)["hands"][1]
    assert [c["clues"][-1]["yes"] for c in own[:6]] == [False, True, False, True, False, False]
    assert own[6]["clues"] == []  # drawn after the clue


def test_recipe_clue_reads_the_face_up_types_and_must_point_at_a_card():
    state = workshop(2, [["milk", *["chocolate"] * 5, "butter"],
                         ["eggs", "nuts", "fruits", "sugar", "chocolate", "eggs", "cream"]])
    state = play(state, "point c1 with 1")  # row 1 now shows eggs, flour, nuts, fruits face up
    state = play(state, "point a1 with 1")  # seat 1 spends eggs on eggs
    state = play(state, "clue p2 row 1 with 1")
    facts = [c["clues"][-1] for c in state.view(1)["hands"][1][:6]]
    assert facts[0]["types"] == ["flour", "nuts", "fruits"]
    assert [f["yes"] for f in facts] == [True, True, False, False, False, False]


def test_a_clue_touching_nothing_is_not_offered():
    state = workshop(2, [["cream"] * 7, ["sugar"] * 5 + ["chocolate", "butter"]])
    assert not [a for a in legal(state) if a.startswith("clue p2 1 ") or a.startswith("clue p2 3 ")]
    with pytest.raises(IllegalAction):
        state.apply("clue p2 1 with 1")
    with pytest.raises(IllegalAction):
        state.apply("clue p1 5 with 1")  # not to oneself


def test_the_team_wins_when_every_card_is_face_down():
    state = GAME.new(3, 9, {"mode": "workshop"})
    while not state.is_over:  # a seat that could see its own hand: always points a matching card
        data = state.data
        seat = state.to_move
        up = [(r, c) for r, row in enumerate(data["down"]) for c, d in enumerate(row) if not d]
        move = next((f"point {'abcde'[c]}{r + 1} with {i + 1}" for i, card in enumerate(data["hands"][seat])
                     for r, c in up if TYPE_OF[data["book"][r][c]] == TYPE_OF[card]), None)
        state = state.apply(move or f"point {'abcde'[up[0][1]]}{up[0][0] + 1} with 1")
    assert state.view(0)["result"] == "won" and state.winners() == [0, 1, 2]
    assert state.outcome()["kind"] == "team" and state.scores() == [25.0] * 3


def test_the_team_loses_when_the_cards_run_out():
    rnd = random.Random(2)
    state = GAME.new(4, 2, {"mode": "workshop"})
    while not state.is_over:
        state = state.apply(rnd.choice(state.legal_actions()))
        assert not state.can_undo()
    view = state.view(0)
    assert view["result"] == "lost" and state.winners() == [] and state.outcome()["kind"] == "team"
    assert view["deck_size"] == 0 and view["hand_sizes"] == [0, 0, 0, 0] and view["face_down"] < 25


def test_a_player_without_cards_is_skipped():
    rnd = random.Random(1)
    state = GAME.new(2, 6, {"mode": "workshop"})
    while state.data["hands"][0]:  # seat 0 moves first, so its hand runs out first
        state = state.apply(rnd.choice([a for a in state.legal_actions() if str(a).startswith("point")]))
    assert not state.is_over and state.view(1)["deck_size"] == 0 and state.view(1)["hand_sizes"][1] == 1
    assert state.to_move == 1
    assert not [a for a in legal(state) if a.startswith("replace")]  # not with an empty deck
    state = state.apply(legal(state)[0])
    assert state.is_over and state.view(0)["result"] == "lost"


def test_notation_round_trips_and_errors_are_readable():
    state = GAME.new(3, 4, {"mode": "workshop"})
    for action in state.legal_actions():
        assert GAME.parse_action(state, str(action)) == action
    for text in ("point a1", "point z9 with 1", "clue p9 5 with 1", "clue p2 4 with 1", "replace a1 with 2 2",
                 "draw", "point a1 with 9"):
        with pytest.raises(IllegalAction) as err:
            state.apply(text)
        assert str(err.value)


def test_workshop_decisions_are_recorded():
    topics = {d["topic"] for d in DECISIONS}
    assert {"Workshop clues", "Workshop turns and end", "Workshop hands"} <= topics


def test_the_rules_document_lists_every_decision():
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "docs" / "rules" / "mastersweets.md").read_text()
    for d in DECISIONS:
        assert f"| {d['topic']} | {d['decision']} | {d['rests_on']} |" in text
