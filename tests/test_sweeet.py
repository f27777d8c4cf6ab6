"""Sweeet!: the rulebook's examples, the recorded rules decisions, hidden information, notation.

Every table is set up through the documented options ``layout`` and ``starting_cards``; where a
player needs a longer run, earlier turns are played with explicit actions.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from sweets import games
from sweets.engine import IllegalAction
from sweets.engine.notation import parse_cell
from sweets.games.sweeet import DECISIONS, GAME, cell_index, cell_name
from sweets.games.sweeet.actions import Flip, Peek, Stop
from sweets.games.sweeet.cards import full_deck

DOCS = Path(__file__).resolve().parent.parent / "docs" / "rules" / "sweeet.md"


def layout(**placed: str) -> list[str]:
    """48 card names: the given cells hold the given cards, the rest of the deck fills the
    other cells in a fixed order."""
    cells = [""] * 48
    rest = Counter(full_deck())
    for name, card in placed.items():
        cells[cell_index(name)] = card
        rest[card] -= 1
        assert rest[card] >= 0, f"too many {card} cards placed"
    spare = [card for card in sorted(rest) for _ in range(rest[card])]
    return [card or spare.pop() for card in cells]


def table(starting_cards: list[int], **placed: str):
    return GAME.new(len(starting_cards), 0, {"layout": layout(**placed), "starting_cards": starting_cards})


def play(state, *actions: str):
    for text in actions:
        state = state.apply(text)
    return state


def run_values(state, seat: int) -> list[int]:
    return [card["value"] for card in state.view(seat)["runs"][seat]]


def cell_of(view: dict, name: str) -> str | None:
    return view["grid"][cell_index(name)]


def refused(state, text: str, *fragments: str) -> str:
    with pytest.raises(IllegalAction) as err:
        state.apply(text)
    message = str(err.value)
    for fragment in fragments:
        assert fragment in message, message
    return message


# ----- setup -----

def test_registered_and_player_counts():
    assert games.get("sweeet") is GAME
    assert (GAME.min_players, GAME.max_players) == (2, 6)


def test_lowest_starting_card_plays_first():
    state = table([5, 2, 7])
    assert state.to_move == 1
    assert state.view(None)["starting"] == [5, 2, 7]
    assert state.view(None)["turn"] == {"seat": 1, "number": 1, "phase": "flip", "revealed": []}
    for seed in range(20):
        random_state = GAME.new(4, seed)
        starts = random_state.view(None)["starting"]
        assert len(set(starts)) == 4 and all(2 <= v <= 7 for v in starts)
        assert random_state.to_move == starts.index(min(starts))


def test_play_goes_to_the_next_seat():
    state = table([4, 6, 2], a1="honey")
    assert state.to_move == 2
    state = play(state, "flip a1", "stop")
    assert state.to_move == 0
    assert state.view(None)["turn"]["number"] == 2


def test_starting_card_is_the_first_card_of_the_run():
    state = table([3, 6])
    assert state.view(None)["runs"] == [[{"value": 3, "card": "start"}], [{"value": 6, "card": "start"}]]


def test_bad_options_are_value_errors():
    good = layout()
    for options in [
        {"layout": good[:47]},
        {"layout": good[:47] + ["honey"]},
        {"layout": "1" * 48},
        {"layout": [int(c) if c.isdigit() else c for c in good]},
        {"starting_cards": [2, 2]},
        {"starting_cards": [1, 3]},
        {"starting_cards": [2, 3, 4]},
        {"starting_cards": [2.0, 3]},
        {"colour": "red"},
    ]:
        with pytest.raises(ValueError):
            GAME.new(2, 0, options)


# ----- the rulebook's examples -----

def test_loic_repeat_against_his_run():
    # Loic (seat 0) builds the run 2-5, then reveals a 7 and a 2: the 2 is in his run.
    state = table([2, 7], a1="3", b1="4", c1="5", d1="7", e1="2", h6="honey")
    state = play(state, "flip a1", "flip b1", "flip c1", "stop a1 b1 c1", "flip h6", "stop")
    assert run_values(state, 0) == [2, 3, 4, 5]
    state = play(state, "flip d1", "flip e1")
    view = state.view(None)
    assert state.to_move == 1, "the repeat ends his turn at once"
    assert view["last_turn"]["ended"] == "repeat" and view["last_turn"]["repeat"] == 2
    assert view["last_turn"]["collected"] == []
    assert [r["card"] for r in view["last_turn"]["revealed"]] == ["7", "2"]
    assert cell_of(view, "d1") == cell_of(view, "e1") == "down", "flipped back where they lay"
    assert state.data["grid"][cell_index("d1")] == "7" and state.data["grid"][cell_index("e1")] == "2"
    assert run_values(state, 0) == [2, 3, 4, 5]


def test_loic_repeat_within_the_turn():
    # The rulebook's 7, 2, 7: with a 2 in his run the 2 itself would end the turn, so here Loic's
    # run is 3-5 (no 2) and it is the second 7 that ends it.
    state = table([3, 7], a1="4", b1="5", d1="7", e1="2", f1="7", h6="honey")
    state = play(state, "flip a1", "flip b1", "stop a1 b1", "flip h6", "stop")
    state = play(state, "flip d1", "flip e1")
    assert state.to_move == 0 and state.view(None)["turn"]["phase"] == "choose"
    state = play(state, "flip f1")
    view = state.view(None)
    assert state.to_move == 1
    assert view["last_turn"]["ended"] == "repeat" and view["last_turn"]["repeat"] == 7
    assert all(cell_of(view, c) == "down" for c in ("d1", "e1", "f1"))
    assert run_values(state, 0) == [3, 4, 5]


def test_nelly_collects_an_unbroken_line():
    state = table([2, 5], a1="1", b1="3", c1="4", d1="7", e1="curious")
    state = play(state, "flip a1", "flip b1", "flip c1", "flip d1", "flip e1")
    collectable = state.view(0)["collectable"]
    assert [c["cell"] for c in collectable] == ["a1", "b1", "c1", "e1"], "never the 7"
    refused(state, "stop a1 b1 c1 d1 e1", "one unbroken line")
    refused(state, "stop c1", "one unbroken line")  # a 4 without the 3 leaves a gap
    state = play(state, "stop a1 b1 c1 e1")
    view = state.view(None)
    assert run_values(state, 0) == [1, 2, 3, 4]
    assert view["bonuses"] == [["curious"], []]
    assert cell_of(view, "d1") == "down"
    assert [cell_of(view, c) for c in ("a1", "b1", "c1", "e1")] == [None] * 4
    assert view["last_turn"]["ended"] == "stop"
    assert [c["card"] for c in view["last_turn"]["collected"]] == ["1", "3", "4", "curious"]


def test_marion_honey_after_a_number_does_not_win():
    state = table([3, 5], a1="honey", b1="2", c1="honey", d1="honey", e1="honey")
    state = play(state, "flip a1", "flip b1", "flip c1", "flip d1", "flip e1")
    assert not state.is_over
    assert state.to_move == 0 and state.view(None)["turn"]["phase"] == "choose"
    # Honey cards are never collected.
    refused(state, "stop a1", "Honey")


def test_roxanne_brave_keeps_one_card_after_a_repeat():
    state = table([3, 6], a1="4", b1="brave", c1="5", d1="2", e1="4", h6="honey")
    state = play(state, "flip a1", "flip b1", "stop a1 b1", "flip h6", "stop")
    assert run_values(state, 0) == [3, 4] and state.view(None)["bonuses"][0] == ["brave"]
    state = play(state, "flip c1", "flip d1", "flip e1")
    view = state.view(0)
    assert state.to_move == 0 and view["turn"]["phase"] == "brave"
    assert [c["cell"] for c in view["collectable"]] == ["c1", "d1"]
    refused(state, "flip f1", "Brave")
    refused(state, "stop c1 d1", "only one card")
    refused(state, "stop e1", "already have a 4")
    state = play(state, "stop d1")
    view = state.view(None)
    assert run_values(state, 0) == [2, 3, 4]
    assert view["last_turn"]["ended"] == "brave" and view["last_turn"]["repeat"] == 4
    assert cell_of(view, "c1") == "down" and cell_of(view, "e1") == "down"
    assert view["bonuses"][0] == ["brave"], "Brave stays for the rest of the game"


def test_roxanne_lucky_can_be_2_or_6_only():
    state = table([3, 6], a1="4", b1="5", c1="lucky", h6="honey")
    state = play(state, "flip a1", "flip b1", "stop a1 b1", "flip h6", "stop", "flip c1")
    assert run_values(state, 0) == [3, 4, 5]
    assert state.view(0)["collectable"] == [{"cell": "c1", "card": "lucky", "values": [2, 6]}]
    stops = {str(a) for a in state.legal_actions() if isinstance(a, Stop)}
    assert stops == {"stop", "stop c1=2", "stop c1=6"}
    refused(state, "stop c1=7", "2 or 6")
    refused(state, "stop c1", "which value")
    state = play(state, "stop c1=6")
    assert state.view(None)["runs"][0][-1] == {"value": 6, "card": "lucky"}


# ----- Lucky (decision 2) -----

def lucky_table(**more: str):
    """Seat 0 holds the run 3, 4 and flips from a1 on in its second turn."""
    state = table([3, 7], h1="4", h6="honey", **more)
    return play(state, "flip h1", "stop h1", "flip h6", "stop")


def test_lucky_goes_against_the_old_run_or_beyond_this_turns_numbers():
    state = play(lucky_table(a1="6", b1="lucky"), "flip a1", "flip b1")
    assert state.view(0)["collectable"][1]["values"] == [2, 5]
    state = play(state, "stop a1 b1=5")  # Lucky against the run, the 6 beyond it
    assert state.view(None)["runs"][0] == [
        {"value": 3, "card": "start"}, {"value": 4, "card": "number"},
        {"value": 5, "card": "lucky"}, {"value": 6, "card": "number"}]

    state = play(lucky_table(a1="5", b1="lucky"), "flip a1", "flip b1", "stop a1 b1=6")
    assert run_values(state, 0) == [3, 4, 5, 6]
    refused(play(lucky_table(a1="5", b1="lucky"), "flip a1", "flip b1"), "stop a1 b1=7", "2 or 6")


def test_lucky_may_fill_a_gap_between_this_turns_numbers():
    state = play(lucky_table(a1="5", b1="7", c1="lucky"), "flip a1", "flip b1", "flip c1")
    assert any(str(a) == "stop a1 b1 c1=6" for a in state.legal_actions())
    state = play(state, "stop a1 b1 c1=6")
    assert run_values(state, 0) == [3, 4, 5, 6, 7]


def test_lucky_fills_only_one_gap():
    state = play(lucky_table(a1="6", b1="8", c1="lucky"), "flip a1", "flip b1", "flip c1")
    refused(state, "stop a1 b1 c1=5")
    refused(state, "stop a1 b1 c1=7")


def test_lucky_value_revealed_once_is_no_repeat_twice_is():
    state = table([3, 7], a1="4", b1="lucky", c1="5", d1="5", e1="6", h6="honey")
    state = play(state, "flip a1", "flip b1", "stop a1 b1=5", "flip h6", "stop")
    assert state.view(None)["runs"][0][-1] == {"value": 5, "card": "lucky"}
    state = play(state, "flip c1")
    assert state.to_move == 0 and state.view(0)["turn"]["phase"] == "choose"
    assert state.view(0)["collectable"] == [], "a 5 can never join a run where Lucky is the 5"
    refused(state, "stop c1", "Lucky already stands for 5")
    state = play(state, "flip e1")
    assert [c["cell"] for c in state.view(0)["collectable"]] == ["e1"]
    state = play(state, "flip d1")
    assert state.to_move == 1 and state.view(None)["last_turn"]["repeat"] == 5


# ----- Brave (decision 3) -----

def test_brave_may_keep_the_repeated_value_or_a_bonus_card():
    state = table([3, 7], h1="4", g1="brave", a1="5", b1="5", c1="gourmet", d1="lucky", h6="honey")
    state = play(state, "flip h1", "flip g1", "stop h1 g1", "flip h6", "stop")
    state = play(state, "flip a1", "flip c1", "flip d1", "flip b1")
    view = state.view(0)
    assert view["turn"]["phase"] == "brave"
    assert view["collectable"] == [
        {"cell": "a1", "card": "5"}, {"cell": "c1", "card": "gourmet"},
        {"cell": "d1", "card": "lucky", "values": [2, 5]}, {"cell": "b1", "card": "5"}]
    assert {str(a) for a in state.legal_actions()} == {
        "stop", "stop a1", "stop b1", "stop c1", "stop d1=2", "stop d1=5"}
    refused(state, "stop a1 c1", "only one card")
    nothing = play(state, "stop")
    assert run_values(nothing, 0) == [3, 4] and nothing.view(None)["last_turn"]["ended"] == "brave"
    assert run_values(play(state, "stop b1"), 0) == [3, 4, 5]


def test_without_brave_a_repeat_ends_the_turn_with_nothing():
    state = table([3, 7], a1="5", b1="5")
    state = play(state, "flip a1", "flip b1")
    assert state.to_move == 1 and run_values(state, 0) == [3]


# ----- Honey (decisions 5 and 7) and Gourmet (decision 4) -----

def test_four_honey_and_nothing_else_wins_at_once():
    state = table([2, 5], a1="honey", b1="honey", c1="honey", d1="honey")
    state = play(state, "flip a1", "flip b1", "flip c1")
    assert not state.is_over, "three Honey cards are not enough without Gourmet"
    state = play(state, "flip d1")
    view = state.view(1)
    assert state.is_over and state.winners() == [0] and state.scores() == [1.0, 0.0]
    assert view["winner_reason"] == "honey" and view["turn"] is None
    assert view["last_turn"]["ended"] == "honey"
    assert [cell_of(view, c) for c in ("a1", "b1", "c1", "d1")] == ["honey"] * 4
    refused(state, "flip e1", "over")


def test_gourmet_makes_three_honey_enough_from_the_next_turn():
    state = table([2, 5], a1="gourmet", b1="honey", c1="honey", d1="honey", h6="7")
    state = play(state, "flip a1", "flip b1", "flip c1", "flip d1")
    assert not state.is_over, "Gourmet does not work on the turn it is revealed"
    assert state.view(0)["honey_needed"] == [4, 4]
    state = play(state, "stop a1")
    assert state.view(None)["honey_needed"] == [3, 4]
    state = play(state, "flip b1", "flip c1", "flip d1")
    assert not state.is_over, "the other player still needs four"
    state = play(state, "flip h6", "stop")
    state = play(state, "flip b1", "flip c1", "flip d1")
    assert state.is_over and state.winners() == [0] and state.view(0)["winner_reason"] == "honey"


def test_honey_and_bonus_cards_never_repeat():
    state = table([2, 5], a1="honey", b1="brave", c1="honey", d1="lucky", e1="3")
    state = play(state, "flip a1", "flip b1", "flip c1", "flip d1", "flip e1")
    assert state.to_move == 0 and state.view(0)["turn"]["phase"] == "choose"


def test_honey_win_stays_possible_with_no_run_left_to_finish():
    # Nothing in the rules ends the game in a draw: the Honey cards are always on the table.
    state = table([2, 5], a1="honey", b1="honey", c1="honey", d1="honey", e1="1", f1="1")
    state = play(state, "flip e1", "stop e1", "flip f1", "stop")
    assert sum(c is not None for c in state.view(None)["grid"]) == 47
    state = play(state, "flip a1", "flip b1", "flip c1", "flip d1")
    assert state.is_over and state.winners() == [0]


# ----- Curious (decision 4) and hidden information -----

def curious_table(**more: str):
    """Seat 0 takes Curious on turn 1; turn 3 is its first turn with it."""
    state = table([2, 5], a1="curious", h6="7", **more)
    return play(state, "flip a1", "stop a1", "flip h6", "stop")


def test_curious_peeks_secretly_before_the_first_flip():
    state = curious_table(c3="8")
    view = state.view(0)
    assert view["turn"]["phase"] == "peek"
    assert Peek(cell_index("c3")) in state.legal_actions() and Flip(cell_index("c3")) in state.legal_actions()
    refused(state, "peek a1", "a1 is empty")  # Curious itself was collected from a1
    state = play(state, "peek c3")
    assert state.view(0)["peek"] == {"cell": "c3", "card": "8"}
    assert state.view(0)["my_peeks"] == [[3, "c3", "8"]]
    assert state.view(1)["peek"] is None and state.view(None)["peek"] is None
    assert state.view(1)["my_peeks"] == [] and state.view(None)["my_peeks"] == []
    assert all(row[2] != "c3" for row in state.view(1)["reveals"]), "a peek is not a reveal"
    assert cell_of(state.view(0), "c3") == "down"
    assert state.view(0)["turn"]["phase"] == "flip"
    refused(state, "peek d3", "once")
    refused(state, "stop", "at least one card")
    state = play(state, "flip d3")
    refused(state, "peek d4", "once")
    state = play(state, "stop")
    assert state.view(0)["peek"] is None and state.view(0)["my_peeks"] == [[3, "c3", "8"]]


def test_curious_is_optional_and_not_for_others():
    state = curious_table(b2="honey")
    state = play(state, "flip b2")  # flipping first skips the look
    refused(state, "peek c3", "once")
    state = play(state, "stop")
    assert state.to_move == 1 and state.view(1)["turn"]["phase"] == "flip"
    refused(state, "peek c3", "Only the holder of Curious")


def test_a_peeked_honey_does_not_count():
    state = curious_table(b1="honey", c1="honey", d1="honey", e1="honey")
    state = play(state, "peek b1", "flip c1", "flip d1", "flip e1")
    assert not state.is_over and state.view(0)["turn"]["phase"] == "choose"
    state = play(state, "flip b1")
    assert state.is_over and state.winners() == [0]


def test_other_seats_cannot_tell_what_was_peeked():
    swapped = dict(c3="8", d5="2")
    one = curious_table(**swapped)
    two = curious_table(c3="2", d5="8")
    assert one.data["grid"] != two.data["grid"]
    for actions in [(), ("peek c3",), ("peek c3", "flip a2")]:
        a, b = play(one, *actions), play(two, *actions)
        for seat in (1, None):
            assert a.view(seat) == b.view(seat)
        if actions:
            assert a.view(0) != b.view(0)
        assert [str(x) for x in a.legal_actions()] == [str(x) for x in b.legal_actions()]


def test_views_hold_only_what_the_seat_may_see():
    state = table([2, 5], a1="3", b1="7")
    view = state.view(1)
    assert view["grid"] == ["down"] * 48
    assert view["reveals"] == [] and view["last_turn"] is None and view["collectable"] == []
    state = play(state, "flip a1", "flip b1")
    view = state.view(1)
    assert view["turn"]["revealed"] == [{"cell": "a1", "card": "3"}, {"cell": "b1", "card": "7"}]
    assert view["reveals"] == [[1, 0, "a1", "3"], [1, 0, "b1", "7"]]
    assert cell_of(view, "a1") == "3" and cell_of(view, "c1") == "down"
    assert view["collectable"] == [{"cell": "a1", "card": "3"}]
    state = play(state, "stop a1")
    assert state.view(1)["reveals"] == [[1, 0, "a1", "3"], [1, 0, "b1", "7"]], "the public history stays"
    assert state.view(1)["grid"].count("down") == 47


# ----- run victory (decision 6) -----

def test_complete_run_wins_at_the_end_of_the_turn():
    cards = {"a1": "1", "b1": "3", "c1": "4", "d1": "5", "e1": "6", "f1": "7", "g1": "8"}
    state = table([2, 5], **cards)
    state = play(state, *(f"flip {c}" for c in cards))
    assert not state.is_over, "a run is only checked once the turn ends"
    state = play(state, "stop " + " ".join(cards))
    view = state.view(None)
    assert state.is_over and state.winners() == [0]
    assert view["winner_reason"] == "run" and view["last_turn"]["ended"] == "run"
    assert run_values(state, 0) == list(range(1, 9))


def test_a_card_kept_through_brave_can_complete_the_run():
    state = table([2, 7], a1="1", b1="3", c1="4", d1="5", e1="6", f1="brave", g1="8", h1="7", a2="8",
                  h6="honey")
    state = play(state, "flip a1", "flip b1", "flip c1", "flip d1", "flip e1", "flip f1",
                 "stop a1 b1 c1 d1 e1 f1", "flip h6", "stop")
    assert run_values(state, 0) == [1, 2, 3, 4, 5, 6]
    state = play(state, "flip h1", "stop h1", "flip h6", "stop")
    assert run_values(state, 0) == list(range(1, 8))
    state = play(state, "flip g1", "flip a2")
    assert state.view(0)["turn"]["phase"] == "brave"
    state = play(state, "stop g1")
    assert state.is_over and state.winners() == [0]
    assert state.view(0)["last_turn"]["ended"] == "run"


# ----- illegal actions and notation -----

def test_illegal_actions_say_why():
    state = table([2, 5], a1="3", b1="honey")
    refused(state, "stop", "at least one card")
    refused(state, "peek a1", "Only the holder of Curious")
    refused(state, "flip z9", "not a cell")
    refused(state, "flip", "exactly one cell")
    refused(state, "jump a1", "Unknown action")
    refused(state, "", "No action")
    state = play(state, "flip a1")
    refused(state, "flip a1", "a1 is already face up")
    refused(state, "stop c1", "c1 was not turned face up this turn")
    refused(state, "stop a1 a1", "listed twice")
    refused(state, "stop a1=4", "Only Lucky takes a value")
    refused(state, "stop a1=9", "from 1 to 8")
    state = play(state, "stop a1", "flip b1", "stop")
    refused(state, "flip a1", "a1 is empty")


def test_notation_round_trips():
    assert str(GAME.parse_action(GAME.new(2, 0), "  STOP  f5=6   a1 ")) == "stop a1 f5=6"
    assert GAME.parse_action(GAME.new(2, 0), "stop f5=6 a1") == Stop(((0, 0), (cell_index("f5"), 6)))
    for seed in range(5):
        rnd = random.Random(seed)
        state = GAME.new(3, seed)
        while not state.is_over:
            actions = state.legal_actions()
            for action in actions:
                assert GAME.parse_action(state, str(action)) == action
            state = state.apply(rnd.choice(actions))


def test_check_agrees_with_legal_actions():
    # check() tests flips and peeks directly rather than searching the legal list: it must
    # accept exactly the flips and peeks that legal_actions() offers.
    every = [Flip(i) for i in range(48)] + [Peek(i) for i in range(48)]
    for seed in range(3):
        rnd = random.Random(seed)
        state = GAME.new(2, seed)
        while not state.is_over and state.ply < 400:
            legal = set(state.legal_actions())
            for action in every:
                try:
                    state.apply(action)
                    accepted = True
                except IllegalAction as err:
                    assert str(err)
                    accepted = False
                assert accepted == (action in legal), (str(action), state.view(None)["turn"])
            state = state.apply(rnd.choice(sorted(legal, key=str)))


def test_cell_names():
    assert [cell_name(i) for i in (0, 1, 7, 8, 47)] == ["a1", "b1", "h1", "a2", "h6"]
    assert all(cell_index(cell_name(i)) == i for i in range(48))
    # the chessboard naming every game shares: row by row, 8 columns
    assert all(parse_cell(cell_name(i)) == divmod(i, 8) for i in range(48))
    assert cell_index(" C3 ") == cell_index("c3") == 18
    for bad in ("i1", "a7", "a0", "", "a11"):
        with pytest.raises(ValueError):
            cell_index(bad)
    with pytest.raises(ValueError):
        cell_name(48)


def test_no_undo():
    state = play(table([2, 5]), "flip a1")
    assert not state.can_undo()


def test_components_count_every_card():
    state = table([2, 5], a1="1", b1="3", c1="curious")
    census = Counter(GAME.components(state.data))
    assert sum(census.values()) == 48 + 2
    state = play(state, "flip a1", "flip b1", "flip c1", "stop a1 b1 c1")
    assert Counter(GAME.components(state.data)) == census


def test_every_decision_is_documented():
    text = DOCS.read_text(encoding="utf-8")
    assert len(DECISIONS) >= 10
    for decision in DECISIONS:
        assert set(decision) == {"topic", "decision", "rests_on"}
        assert decision["topic"] in text
        assert len(decision["rests_on"]) < 120, "cite the rulebook, do not copy it"
