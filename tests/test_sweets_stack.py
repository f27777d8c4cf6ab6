"""Sweets Stack: the components, the drop, and one test (or more) per rule and recorded decision."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from sweets.engine import IllegalAction
from sweets.engine.game import State, clone
from sweets.games.sweets_stack import DECISIONS, GAME
from sweets.games.sweets_stack import geometry as geo
from sweets.games.sweets_stack.actions import Drop, parse_action
from sweets.games.sweets_stack.data import (
    ADVANCED,
    ARROW,
    CANDY_CORN,
    CANDY_IDS,
    CARDS,
    COLOURS,
    CROSSED,
    CROWN_IDS,
    GHOST,
    GUMMY_PYTHON,
    PRESETS,
    PUMPKIN,
    RARE_CANDY,
    RECONSTRUCTED,
    ROW_COLOURS,
    SCORING_EXAMPLE,
    SHEET_HEIGHT,
    SHEET_WIDTH,
)
from sweets.games.sweets_stack.placing import forbidden_mask
from sweets.games.sweets_stack.scoring import score_round, score_seat
from tests.test_web_session import new_session, presses

W, H = SHEET_WIDTH, SHEET_HEIGHT

# ---------------------------------------------------------------- helpers


def decks(n, first=None):
    """Round-1 decks: seat s gets the 16 ids ``first[s]`` starts with, then the rest in id order."""
    first = first or [[] for _ in range(n)]
    used = {c for d in first for c in d}
    rest = [c for c in CANDY_IDS if c not in used]
    out = []
    for s in range(n):
        deck = list(first[s])
        while len(deck) < 16:
            deck.append(rest.pop(0))
        out.append(deck)
    return out


def new(n=2, first=None, advanced=None, seed=1, flow=None):
    """``flow=1``: the order of play of games saved before 3 December 2026 (an exchange question
    for every seat before the picks); default, a new game's (the exchange offered beside the hand)."""
    options = {"decks": decks(n, first)} | ({} if flow is None else {"flow": flow})
    if advanced is not None:
        options["advanced"] = advanced
    return GAME.new(n, seed, options)


def play(state, *moves):
    for move in moves:
        state = state.apply(move)
    return state


def edit(state, change):
    """The same position with ``change(data)`` applied: for rules that take many moves to reach."""
    data = clone(state._d)
    change(data)
    return State(GAME, state.players, state.seed, state.options, state.log, data)


def board(picture):
    return geo.board_from_picture(picture, W, H)


def bottom(*rows_from_bottom):
    """A sheet picture from its bottom rows (listed bottom first)."""
    rows = list(rows_from_bottom) + ["." * W] * (H - len(rows_from_bottom))
    return "/".join(reversed(rows))


def spots(picture_board, shape, turns=0, forbidden=0):
    return geo.placements(picture_board, geo.piece(shape, turns, W), H, forbidden)


def texts(state):
    return [str(a) for a in state.legal_actions()]


# ---------------------------------------------------------------- components


def test_components_are_marked_reconstructed_and_well_formed():
    assert RECONSTRUCTED
    assert len(CANDY_IDS) == 64 and len(CROWN_IDS) == 4
    assert Counter(CARDS[c].colour for c in CANDY_IDS) == {c: 16 for c in COLOURS}
    assert Counter(CARDS[c].colour for c in CROWN_IDS) == {c: 1 for c in COLOURS}
    for cid in CANDY_IDS:
        cells = geo.parse_picture(CARDS[cid].shape)
        assert 2 <= len(cells) <= 5, cid
        assert geo.is_connected(cells), cid
        assert not CARDS[cid].crown
    for cid in CROWN_IDS:
        assert CARDS[cid].crown and geo.is_connected(geo.parse_picture(CARDS[cid].shape))
    sizes = Counter(len(geo.parse_picture(CARDS[c].shape)) for c in CANDY_IDS)
    assert sizes[5] >= 16, "awkward shapes exist"
    for colour in COLOURS:
        mine = [CARDS[c] for c in CANDY_IDS if CARDS[c].colour == colour]
        symbols = Counter(s for card in mine for s in card.symbols)
        # half the cards carry a ghost: 3 ghosts in 6 scored cards is typical
        assert symbols[GHOST] == 8 and symbols[PUMPKIN] and symbols[ARROW] and symbols[CROSSED]
    assert len(ROW_COLOURS) == H and set(ROW_COLOURS) == set(COLOURS)
    assert ROW_COLOURS[3] == "red", "the rulebook's example checks the red box of the 4th row"
    for picture in (CANDY_CORN, RARE_CANDY, GUMMY_PYTHON):
        assert geo.full_rows(board(picture), W, H) == []
    assert len(ADVANCED) == 8
    for _, _, rounds in PRESETS:
        GAME.new(2, 1, {"advanced": list(rounds)})


def test_decisions_are_recorded_with_their_passage():
    assert len(DECISIONS) >= 15
    for entry in DECISIONS:
        assert set(entry) == {"topic", "decision", "rests_on"} and all(entry.values())


# ---------------------------------------------------------------- scoring


def test_the_rulebooks_twelve_point_example():
    ex = SCORING_EXAMPLE
    assert sum(CARDS[c].colour == "red" for c in ex["scored"]) == 3
    assert sum(GHOST in CARDS[c].symbols for c in ex["scored"]) == 3
    result = score_seat(ex["scored"], ex["checked_rows"], ex["candles"], None)
    assert (result["base"], result["favourite"], result["candle_bonus"]) == (6, 3, 3)
    assert result["base"] + result["favourite"] + result["candle_bonus"] == ex["total"] == 12
    without_candle = score_seat(ex["scored"], ex["checked_rows"], 0, None)
    assert without_candle["candle_bonus"] == 0


def scoring_data(card, round_no=1):
    ex = SCORING_EXAMPLE
    return {"n": 2, "card": card, "round": round_no, "alive": [True, False],
            "scored": [ex["scored"], ["b1", "b2"]], "checked": [[3], [0]], "candles": [1, 0]}


def test_candy_fairy_and_witches_cauldron_double_their_bonus():
    assert score_round(scoring_data("candy_fairy"))["totals"][0] == 6 + 6 + 3
    assert score_round(scoring_data("witches_cauldron"))["totals"][0] == 6 + 3 + 6
    assert score_round(scoring_data(None))["totals"][0] == 12


def test_sugar_goblin_subtracts_the_neighbours_favourite_bonus_and_may_go_negative():
    result = score_round(scoring_data("sugar_goblin"))
    # seat 1 checked its blue box (row 0) with 2 blue cards; seat 0's red box with 3 red cards
    assert result["breakdown"][0]["goblin"] == -2 and result["totals"][0] == 10
    assert result["breakdown"][1]["goblin"] == -3 and result["totals"][1] == 2 + 2 - 3
    data = scoring_data("sugar_goblin")
    data["scored"][1] = ["b1"]
    data["checked"][1] = []
    assert score_round(data)["totals"][1] == 1 - 3 < 1


def test_sugar_goblin_looks_right_in_round_three():
    data = {"n": 3, "card": "sugar_goblin", "round": 3, "alive": [True] * 3,
            "scored": [["r1"], ["r5"], ["b1"]], "checked": [[3], [0], [0]], "candles": [0] * 3}
    result = score_round(data)
    assert [b["goblin"] for b in result["breakdown"]] == [-1, -1, 0]  # seat 0's right is seat 2
    data["round"] = 1
    assert [b["goblin"] for b in score_round(data)["breakdown"]] == [0, -1, -1]


def test_the_face_down_card_scores_nothing():
    state = new(2)

    def arrange(d):
        d["scored"][0] = ["r1", "r7"]
        d["facedown"][0] = ["y14"]
        d["checked"][0] = [3]
        d["candles"][0] = 1

    d = edit(state, arrange)._d
    entry = score_round(d)["breakdown"][0]
    assert entry["cards"] == 2 and entry["favourite"] == 2 and entry["ghosts"] == 1


# ---------------------------------------------------------------- the drop


def test_a_candy_lands_on_the_floor_anywhere_on_an_empty_sheet():
    assert spots(0, "##") == [(x, 0) for x in range(W - 1)]
    assert spots(0, "#####") == [(0, 0), (1, 0)]


def test_sliding_under_an_overhang_after_landing():
    # A floating shelf over columns 0-2 in row 2 (as Rare Candy makes): a flat tromino lands in
    # column 3 and slides left along the floor under the shelf.
    sheet = board(bottom("......", "......", "###..."))
    p = geo.piece("###", 0, W)
    found = spots(sheet, "###")
    assert (0, 0) in found and (1, 0) in found and (3, 0) in found
    assert (0, 3) in found  # on top of the shelf as well
    assert (0, 1) not in found, "a candy in the air is not at rest"
    assert geo.mask_at(p, 0, 2) & sheet, "a straight fall in column 0 is blocked by the shelf"
    route = geo.path(sheet, p, H, (0, 0))
    assert route[0] == (0, H) or route[0][1] == H
    assert route[-1] == (0, 0)
    assert any(a[1] == b[1] == 0 and b[0] == a[0] - 1 for a, b in zip(route, route[1:], strict=False))


def test_a_hook_reaches_under_a_ledge_only_by_sliding_after_landing():
    # A ledge over columns 4-5 in row 1; an L lying down ("#../###") lands further left and slides
    # right until its foot is under the ledge.
    sheet = board(bottom("......", "....##"))
    p = geo.piece("#../###", 0, W)
    assert (3, 0) in spots(sheet, "#../###")
    assert geo.mask_at(p, 3, 1) & sheet, "it cannot fall straight into that place"


def test_no_candy_passes_a_gap_narrower_than_itself():
    sheet = board(bottom("......", "......", "##.###"))
    flat = spots(sheet, "##")
    assert flat and all(y == 3 for _, y in flat), "a flat domino cannot pass a 1-wide gap"
    upright = spots(sheet, "#/#")
    assert (2, 0) in upright, "an upright domino falls through it"
    assert (0, 0) in upright and (5, 0) in upright, "and slides along the floor below"


def test_a_candy_that_would_stick_out_of_the_top_has_no_place():
    full_to_row_7 = board(bottom(*["######"] * (H - 1)))
    assert spots(full_to_row_7, "#/#") == []
    assert spots(full_to_row_7, "##") == [(x, H - 1) for x in range(W - 1)]


def test_forbidden_spaces_are_kept_off_but_may_be_passed():
    python = board(GUMMY_PYTHON)
    assert spots(0, "##", forbidden=python) == [(2, 0), (3, 0)]


def test_rotations_skip_repeated_shapes():
    assert geo.rotations("##/##") == (0,)
    assert geo.rotations("####") == (0, 1)
    assert geo.rotations("#../###") == (0, 1, 2, 3)
    assert geo.rotate(geo.parse_picture("##"), 1) == ((0, 0), (0, 1))




# ---------------------------------------------------------------- notation


@pytest.mark.parametrize("text", ["keep", "exchange", "under b3", "under rest", "out", "play b3", "play cb",
                                  "drop 1 1", "drop 4 3 r1",
                                  "drop 2 1 with g7", "drop 6 8 r3 with cr"])
def test_notation_round_trips(text):
    assert str(parse_action(text)) == text


@pytest.mark.parametrize("text", ["", "drop", "drop 1", "drop a 1", "drop 1 1 r4", "drop 1 1 with z9",
                                  "play", "play q1", "drop 1 1 r1 r2", "keep 1", "drop 1 1 with",
                                  "under", "under q1", "under b1 b2"])
def test_bad_notation_is_refused(text):
    with pytest.raises(IllegalAction):
        parse_action(text)


# ---------------------------------------------------------------- setup and options


def test_setup_deals_sixteen_cards_a_player_and_boxes_the_rest():
    state = GAME.new(3, 5)
    d = state.data
    assert [len(h) for h in d["hands"]] == [5, 5, 5] and [len(k) for k in d["decks"]] == [11, 11, 11]
    assert len(d["box"]) == 16 and sorted(d["crown_box"]) == sorted(CROWN_IDS)
    assert d["pumpkins"] == [2, 2, 2] and d["supply_pumpkins"] == 14 and d["candles"] == [0, 0, 0]
    assert d["round"] == 1 and all(s == 0 for s in d["sheets"])
    four = GAME.new(4, 5).data
    assert four["box"] == []


def test_fixed_decks_put_their_cards_on_top():
    state = new(2, first=[["y14", "b1"], ["g16"]])
    assert state.data["hands"][0][:2] == ["y14", "b1"] and state.data["hands"][1][0] == "g16"


@pytest.mark.parametrize("advanced", [
    ["candy_corn"], ["nope", None, None], ["dragons_fireball", "dragons_fireball", None],
    ["candy_fairy", None, "candy_fairy"], ["candy_fairy"] * 3, "candy_corn",
])
def test_wrong_advanced_options_are_refused(advanced):
    with pytest.raises(ValueError):
        GAME.new(2, 1, {"advanced": advanced})


def test_a_card_may_cover_two_consecutive_rounds():
    state = GAME.new(2, 1, {"advanced": [None, "candy_fairy", "candy_fairy"]})
    assert state.options["advanced"] == [None, "candy_fairy", "candy_fairy"]
    assert GAME.new(2, 1).options["advanced"] == [None, None, None]
    with pytest.raises(ValueError):
        GAME.new(2, 1, {"decks": [["b1"] * 16, ["b2"] * 16]})
    with pytest.raises(ValueError):
        GAME.new(2, 1, {"colour": "blue"})


def test_any_round_may_go_without_an_advanced_card():
    # DECISIONS "rounds without an advanced card": not only the first round may be plain.
    plain_late = GAME.new(2, 1, {"advanced": ["candy_fairy", None, None]})
    assert plain_late.options["advanced"] == ["candy_fairy", None, None]
    choice = GAME.setup_choices[0]  # the setup screen offers a card (or none) for each round
    assert choice.refusals(choice.split("-,-,dragons_fireball")) == []
    fireball = GAME.options_from_text({"advanced": "-,-,dragons_fireball"})["advanced"]
    state = GAME.new(2, 1, {"advanced": fireball})
    assert state.options["advanced"] == [None, None, "dragons_fireball"]
    rnd = random.Random(3)
    state = play_out_round(play_out_round(state, rnd), rnd)
    d = state.data
    assert d["round"] == 3 and d["card"] == "dragons_fireball"
    assert [sum(CARDS[c].crown for c in h) for h in d["hands"]] == [1, 1]
    assert [len(h) for h in d["hands"]] == [5, 5], "4 drawn and a crown"


def test_seven_flavor_beans_deals_seven():
    d = new(2, advanced=["seven_flavor_beans", None, None]).data
    assert [len(h) for h in d["hands"]] == [7, 7] and [len(k) for k in d["decks"]] == [9, 9]


def play_out_round(state, rnd):
    round_no = state.view(None)["round"]
    while not state.is_over and state.view(None)["round"] == round_no:
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


def test_dragons_fireball_deals_four_and_a_crown_kept_for_later_rounds():
    state = new(3, advanced=["dragons_fireball", None, None])
    d = state.data
    assert [len(h) for h in d["hands"]] == [5, 5, 5]
    assert [sum(CARDS[c].crown for c in h) for h in d["hands"]] == [1, 1, 1]
    assert len(d["crown_box"]) == 1
    after = play_out_round(state, random.Random(2)).data
    held = Counter(c for s in range(3) for group in ("decks", "hands") for c in after[group][s])
    assert sum(held[c] for c in CROWN_IDS) == 3, "the crowns stay in the players' cards"
    assert len(after["crown_box"]) == 1


@pytest.mark.parametrize(("card", "picture"), [("candy_corn", CANDY_CORN), ("rare_candy", RARE_CANDY)])
def test_prefilled_spaces(card, picture):
    state = new(2, advanced=[None, card, None])
    assert state.data["sheets"] == [0, 0]
    later = play_out_round(state, random.Random(1))
    assert later.data["sheets"] == [board(picture)] * 2
    assert later.view(0)["prefilled"] == geo.board_rows(board(picture), W, H)


# ---------------------------------------------------------------- the turn


def test_exchange_costs_a_pumpkin_and_swaps_the_hand_with_the_top_of_the_deck():
    state = new(2, flow=1)
    assert state.view(0)["phase"] == "exchange" and texts(state) == ["keep", "exchange"]
    hand, deck = state.data["hands"][0], state.data["decks"][0]
    after = play(state, "exchange", "under rest")
    d = after.data
    assert d["hands"][0] == deck[:5] and d["decks"][0] == deck[5:] + hand, "'under rest': the order held"
    assert d["pumpkins"][0] == 1 and d["supply_pumpkins"] == 17
    assert after.to_move == 1 and after.view(1)["exchanged"] == [True, False]
    assert not after.can_undo()
    after = after.apply("keep")
    assert after.view(0)["phase"] == "pick", "once each, then the picks"


def test_the_old_hand_goes_under_the_deck_in_the_order_the_player_chooses():
    state = new(2, flow=1).apply("exchange")
    hand, deck = state.data["hands"][0], state.data["decks"][0]
    assert hand == ["b1", "b2", "b3", "b4", "b5"]
    assert state.to_move == 0 and state.view(0)["phase"] == "arrange"
    assert texts(state) == [f"under {c}" for c in hand] + ["under rest"]
    assert state.view(0)["arrange_draw"] == 5
    state = play(state, "under b3", "under b1")
    assert state.data["hands"][0] == ["b2", "b4", "b5"] and state.data["decks"][0][-2:] == ["b3", "b1"]
    assert [c["id"] for c in state.view(0)["deck_bottom"]] == ["b3", "b1"]
    state = play(state, "under b5", "under b2")  # b4, the last, has no choice left
    d = state.data
    assert d["hands"][0] == deck[:5] and d["decks"][0] == deck[5:] + ["b3", "b1", "b5", "b2", "b4"]
    assert state.to_move == 1 and state.view(1)["phase"] == "exchange" and "arrange_draw" not in d
    assert [c["id"] for c in state.view(0)["deck_bottom"]] == ["b3", "b1", "b5", "b2", "b4"]
    assert state.view(0)["deck_bottom_sizes"] == [5, 0]


def test_with_a_short_deck_the_chosen_order_decides_which_old_cards_come_back():
    def short(d):
        d["box"] += d["decks"][0][2:]
        d["decks"][0] = d["decks"][0][:2]
    state = edit(new(2), short)
    top = list(state.data["decks"][0])
    state = play(state, "exchange", "under b4", "under rest")
    d = state.data
    assert d["hands"][0] == top + ["b4", "b1", "b2"] and d["decks"][0] == ["b3", "b5"]
    assert [c["id"] for c in state.view(0)["deck_bottom"]] == ["b3", "b5"], "known as long as they lie there"
    drawn = edit(state, lambda d: GAME._draw(d, 0))
    assert [c["id"] for c in drawn.view(0)["deck_bottom"]] == ["b5"]
    assert drawn.view(1)["deck_bottom_sizes"] == [1, 0]


def test_a_single_card_goes_under_without_a_question():
    def one_card(d):
        d["decks"][0] += d["hands"][0][1:]
        d["hands"][0] = ["b1"]
    state = edit(new(2, flow=1), one_card)
    nxt = state.data["decks"][0][0]
    state = state.apply("exchange")
    assert state.to_move == 1 and state.data["hands"][0] == [nxt] and state.data["decks"][0][-1] == "b1"


def test_the_known_bottom_of_a_deck_is_the_seats_own_and_forgotten_at_the_round_end():
    one = play(new(3), "exchange", "under b2", "under b1", "under b3", "under b4")
    two = play(new(3), "exchange", "under b4", "under b3", "under b2", "under b1")
    for seat in (1, 2, None):
        assert one.view(seat) == two.view(seat), "the order is the exchanger's secret"
        assert one.view(seat)["deck_bottom"] == [] and one.view(seat)["deck_bottom_sizes"] == [5, 0, 0]
    assert one.view(0) != two.view(0)
    later = play_out_round(one, random.Random(2))
    assert later.data["round"] == 2 and later.view(0)["deck_bottom"] == [], "the decks are shuffled"


def test_the_order_names_only_cards_being_put_under():
    state = play(new(2), "exchange", "under b1")
    for text, why in (("under b1", "not among"), ("play b2", "under your deck"), ("keep", "under your deck")):
        with pytest.raises(IllegalAction, match=why):
            state.apply(text)


def test_no_exchange_offered_without_pumpkins_or_deck():
    state = edit(new(2), lambda d: d.update(pumpkins=[0, 2], supply_pumpkins=18))
    state = edit(state, lambda d: (d["decks"].__setitem__(1, []),
                                   d["box"].extend(state.data["decks"][1])))
    assert not GAME._may_exchange(state._d, 0) and not GAME._may_exchange(state._d, 1)


def test_picks_stay_hidden_until_all_are_in():
    state = play(new(3, flow=1), "keep", "keep", "keep")
    assert state.view(0)["phase"] == "pick"
    hand = state.data["hands"][0]
    a, b = state.apply(f"play {hand[0]}"), state.apply(f"play {hand[1]}")
    for seat in (1, 2, None):
        assert a.view(seat) == b.view(seat)
    assert a.view(0)["secret_choices"]["mine"] == f"play {hand[0]}"
    assert a.view(1)["secret_choices"]["chosen"] == [True, False, False]
    assert a.data["hands"][0] == hand, "the card leaves the hand only at the reveal"
    revealed = play(a, f"play {a.data['hands'][1][0]}", f"play {a.data['hands'][2][0]}")
    assert revealed.view(2)["played"][0]["id"] == hand[0]
    assert revealed.view(2)["incoming"][1]["card"]["id"] == hand[0], "seat 0 passes left to seat 1"



# ---------------------------------------------------------------- undo (DECISIONS "undo")


def test_an_exchange_and_its_order_can_be_taken_back_until_the_new_cards_are_drawn():
    start = new(2)
    assert not start.can_undo()
    exchanged = start.apply("exchange")
    assert exchanged.can_undo() and exchanged.undo() == start
    assert exchanged.undo().view(0)["pumpkins"][0] == 2, "the pumpkin comes back"
    one = exchanged.apply("under b3")
    two = one.apply("under b1")
    assert two.can_undo() and two.undo() == one and one.undo() == exchanged
    drawn = two.apply("under rest")
    assert not drawn.can_undo(), "the new hand was drawn: its cards were seen"


def test_a_single_card_exchange_draws_at_once_and_cannot_be_taken_back():
    def one_card(d):
        d["decks"][0] += d["hands"][0][1:]
        d["hands"][0] = ["b1"]
    state = edit(new(2), one_card)
    assert not state.apply("exchange").can_undo(state)


def test_a_keep_can_be_taken_back_until_something_is_shown():
    kept = play(new(2, flow=1), "keep", "keep")
    assert kept.view(0)["phase"] == "pick" and kept.can_undo()


def test_a_pick_can_be_taken_back_until_the_reveal_and_never_shows_another_pick():
    state = play(new(3, flow=1), "keep", "keep", "keep")
    h0, h1, h2 = (list(state.data["hands"][s]) for s in range(3))
    firsts = [state.apply(f"play {card}") for card in h0[:2]]  # two different secret picks of seat 0
    for first in firsts:
        assert first.can_undo() and first.undo() == state
        second = first.apply(f"play {h1[0]}")
        assert second.can_undo() and second.undo() == first
    # seat 1 taking its pick back sees the same table whichever card seat 0 chose
    backs = [first.apply(f"play {h1[0]}").undo() for first in firsts]
    assert backs[0].to_move == 1 and backs[0].view(1)["secret_choices"]["mine"] is None
    for seat in (1, 2, None):
        assert backs[0].view(seat) == backs[1].view(seat)
    revealed = play(firsts[0], f"play {h1[0]}", f"play {h2[0]}")
    assert revealed.view(0)["phase"] == "place"
    assert not revealed.can_undo(), "never across the reveal"
    with pytest.raises(IllegalAction):
        revealed.undo()


def test_no_undo_crosses_a_reveal_or_a_draw_in_random_games():
    """Over whole games: an undoable action never turned cards up, drew or ended a round."""
    rnd = random.Random(5)
    for n in (2, 3, 4):
        state = new(n, seed=n)
        while not state.is_over:
            before = state
            state = state.apply(rnd.choice(state.legal_actions()))
            if state.can_undo(before):
                d0, d1 = before.data, state.data
                assert d1["turn_no"] == d0["turn_no"] and d1["round"] == d0["round"]
                assert d1["decks"] == d0["decks"] or d1["phase"] == "arrange", "nothing drawn"
                assert d1["played"] == d0["played"], "nothing turned up"



def test_the_page_offers_undo_while_the_hand_is_exchanged_and_not_after_the_draw():
    session = new_session()
    session.open_fragment("#new=sweets_stack&players=2&seed=3")
    while session.screen == "handoff":
        session.press("handoff:ready")
    t = session.table
    assert t.state.to_move == 0 and "game:undo" not in presses(session)
    session.press("exchange")
    assert t.state.ply == 1 and "game:undo" in presses(session)
    session.press("game:undo")
    assert t.state.ply == 0 and t.state.view(0)["pumpkins"][0] == 2
    card = t.state.data["hands"][0][2]
    session.press("exchange")
    session.press(f"under {card}")
    assert "game:undo" in presses(session)
    session.press("game:undo")
    assert list(t.state.log) == ["exchange"], "one step back: the exchange stands"
    session.press("under rest")  # the new hand is drawn: seen, no way back
    assert session.screen == "game" and t.state.to_move == 0 and t.state.view(0)["phase"] == "pick"
    assert "game:undo" not in presses(session) and "exchange" not in presses(session), "once a turn"
    session.press("game:undo")
    assert t.state.ply == 2


def picks(state, *cards):
    """Everyone keeps, then each seat plays the given card."""
    while state.view(0)["phase"] == "exchange":
        state = state.apply("keep")
    for card in cards:
        state = state.apply(f"play {card}")
    return state


def test_a_played_pumpkin_pays_the_player_and_an_arrow_pays_the_scorer():
    state = picks(new(2, first=[["b1", "b4"], ["b5", "r1"]]), "b4", "b5")
    # seat 0 played b4 (arrow): no chip for playing it; seat 1 played b5 (pumpkin): one chip
    assert state.data["pumpkins"] == [2, 3]
    assert state.to_move == 0 and state.view(0)["incoming"][0]["card"]["id"] == "b5"
    state = state.apply("drop 1 1")
    assert state.to_move == 1
    state = state.apply("drop 3 1")
    assert state.data["pumpkins"] == [2, 4], "seat 1 scored b4's arrow"
    assert state.data["scored"] == [["b5"], ["b4"]]


def test_passing_left_then_right_skipping_eliminated_players():
    from sweets.games.sweets_stack.placing import passes_to

    d = new(4).data
    assert [passes_to(d, s) for s in range(4)] == [1, 2, 3, 0]
    d["alive"][1] = False
    assert [passes_to(d, s) for s in (0, 2, 3)] == [2, 3, 0]
    d["round"] = 3
    assert [passes_to(d, s) for s in (0, 2, 3)] == [3, 0, 2]


def test_step_five_draws_one_for_a_hand_of_three_or_fewer():
    state = picks(new(2), *[new(2).data["hands"][s][0] for s in (0, 1)])
    state = play(state, texts(state)[0])
    state = play(state, texts(state)[0])
    d = state.data
    assert [len(h) for h in d["hands"]] == [4, 4] and [len(k) for k in d["decks"]] == [11, 11]
    state = picks(state, state.data["hands"][0][0], state.data["hands"][1][0])
    state = play(state, texts(state)[0])
    assert state.can_undo(), "a mark shows nothing hidden"
    state = play(state, texts(state)[0])
    assert not state.can_undo(), "the last mark of the turn is followed by hidden draws"
    d = state.data
    assert [len(h) for h in d["hands"]] == [4, 4] and [len(k) for k in d["decks"]] == [10, 10]


def test_rotation_costs_two_and_is_barred_by_a_crossed_out_circle():
    state = picks(new(2, first=[["b1"], ["r7"]]), "b1", "r7")
    # seat 0 received r7 (.#./###): rotations offered with 2 pumpkins
    assert any(t.endswith(" r1") for t in texts(state))
    poor = edit(state, lambda d: d.update(pumpkins=[1, 2], supply_pumpkins=17))
    assert not any(" r" in t for t in texts(poor))
    barred = edit(state, lambda d: d["scored"][0].append("b7"))
    assert CROSSED in CARDS["b7"].symbols and not any(" r" in t for t in texts(barred))
    with pytest.raises(IllegalAction, match="crossed-out"):
        barred.apply("drop 1 1 r1")
    rotated = state.apply("drop 1 1 r1")
    before = state.data
    assert before["pumpkins"][0] == 3, "2 to start, 1 for playing b1's pumpkin"
    assert rotated.data["pumpkins"][0] == 1
    assert rotated.data["supply_pumpkins"] == before["supply_pumpkins"] + 2
    assert rotated.can_undo()


def test_a_turn_that_gives_the_same_shape_as_another_is_read_as_that_turn():
    # The rulebook lets a candy be turned 90, 180 or 270 degrees; a straight candy (b7, ####) turned
    # r3 lies exactly as turned r1, and turned r2 stands as it is printed. The notation lists each
    # shape once, so the other spellings are read as the listed one (DECISIONS: "turns giving the
    # same shape").
    state = picks(new(2, first=[["r1"], ["b7"]]), "r1", "b7")
    assert CARDS["b7"].shape == "####" and state.to_move == 0 and state.data["pumpkins"][0] == 2
    assert state.apply("drop 1 1 r3") == state.apply("drop 1 1 r1")
    assert state.apply("drop 1 1 r3").log[-1] == "drop 1 1 r1"
    upright = state.apply("drop 1 1 r2")
    assert upright == state.apply("drop 1 1") and upright.data["pumpkins"][0] == 2, "no turn, no price"
    # with a card of the hand (b1, ##), the turns are read for that card's shape
    assert GAME.parse_action(state, "drop 1 1 r3 with b1") == Drop(1, 1, 1, "b1")
    assert GAME.parse_action(state, "drop 1 1 r2 with b1") == Drop(1, 1, 0, "b1")
    barred = edit(state, lambda d: d["scored"][0].append("b7"))
    assert barred.apply("drop 2 1 r2").log[-1] == "drop 2 1"
    with pytest.raises(IllegalAction, match="crossed-out"):
        barred.apply("drop 1 1 r3")
    # The move itself (not its text) is only ever the listed one; the refusal says which that is.
    with pytest.raises(IllegalAction, match="same shape as r1: 'drop 1 1 r1'"):
        state.apply(Drop(1, 1, 3))
    with pytest.raises(IllegalAction, match="same shape as upright: 'drop 1 1'"):
        state.apply(Drop(1, 1, 2))


def test_change_card_marks_a_hand_card_and_keeps_the_received_one():
    state = picks(new(2, first=[["b1", "b2"], ["r7"]]), "b1", "r7")
    state = edit(state, lambda d: d.update(pumpkins=[3, 2], supply_pumpkins=15))
    assert "drop 1 1 with b2" in texts(state) and not any(" r" in t and "with" in t for t in texts(state))
    after = state.apply("drop 1 1 with b2")
    d = after.data
    assert d["scored"][0] == ["b2"] and "r7" in d["hands"][0] and "b2" not in d["hands"][0]
    assert d["pumpkins"][0] == 0 and not after.can_undo()
    rich = edit(state, lambda d: d.update(pumpkins=[5, 2], supply_pumpkins=13))
    assert "drop 1 1 r1 with b2" in texts(rich), "turned as well for 2 more"


def sheet_with_room(cells_free):
    """A sheet full to row 7 except the listed (x, y) cells: nothing but a small candy fits."""
    b = 0
    for y in range(H):
        for x in range(W):
            if (x, y) not in cells_free:
                b |= 1 << (y * W + x)
    return b


def test_no_room_eliminates_and_the_passer_takes_a_candle():
    state = new(3, first=[["y14"], ["b1"], ["r1"]])
    state = edit(state, lambda d: d.update(pumpkins=[0, 0, 0], supply_pumpkins=20,
                                           sheets=[0, sheet_with_room({(0, 7)}), 0]))
    state = picks(state, "y14", "b1", "r1")
    assert state.to_move == 0
    state = state.apply("drop 1 1")
    assert state.to_move == 2, "seat 1 had nothing to decide"
    d = state.data
    assert d["alive"] == [True, False, True] and d["candles"] == [1, 0, 0]
    assert d["facedown"][1] == ["y14"] and d["scored"][1] == []
    assert state.view(None)["passes_to"] == [2, None, 0], "the eliminated seat is skipped"


def test_out_is_offered_when_only_paying_would_make_room():
    state = new(2, first=[["g16"], ["b1"]])
    state = edit(state, lambda d: d.update(sheets=[0, sheet_with_room({(x, 7) for x in range(5)})],
                                           pumpkins=[2, 1], supply_pumpkins=17))
    state = picks(state, "g16", "b1").apply("drop 1 1")
    assert state.to_move == 1
    assert texts(state) == ["drop 1 8 r1", "out"]
    out = state.apply("out")
    result = out.data["results"][0]
    assert result["survivors"] == [0] and result["breakdown"][0]["candles"] == 1


def test_a_passer_eliminated_at_the_same_moment_still_takes_a_candle():
    state = new(2, first=[["y14"], ["g16"]])
    state = edit(state, lambda d: d.update(pumpkins=[0, 0], supply_pumpkins=20,
                                           sheets=[sheet_with_room({(0, 7)}), sheet_with_room({(0, 7)})]))
    state = picks(state, "y14", "g16")
    d = state.data
    assert d["results"][0]["survivors"] == [] and d["round"] == 2
    assert d["results"][0]["breakdown"][0]["candles"] == 1 and d["results"][0]["breakdown"][1]["candles"] == 1


def test_filling_a_row_checks_its_box():
    state = new(2, first=[["b1"], ["r1"]])
    room = {(x, y) for x in range(W) for y in range(1, H)} | {(4, 0), (5, 0)}
    state = edit(state, lambda d: d.update(sheets=[sheet_with_room(room), 0]))
    state = picks(state, "b1", "r1")
    assert "drop 5 1" in texts(state)
    after = state.apply("drop 5 1")
    assert after.data["checked"][0] == [0] and after.view(1)["placed"][0]["rows"] == [0]


def test_gummy_python_keeps_the_first_candy_off_its_spaces():
    state = picks(new(2, first=[["b1"], ["y14"]], advanced=["gummy_python", None, None]), "b1", "y14")
    python = board(GUMMY_PYTHON)
    for action in state.legal_actions():
        if isinstance(action, Drop) and action.card is None:
            p = geo.piece("#####", action.rotation, W)
            assert not geo.mask_at(p, action.x - 1, action.y - 1) & python
    assert "drop 1 1" not in texts(state)


def test_gummy_python_is_used_up_by_a_first_candy_with_a_crown():
    # DECISIONS "Gummy Python": a crown card is exempt, and it is still the first candy of the round.
    state = new(2, first=[["b1"], ["y14"]], advanced=["gummy_python", None, None])

    def crown_for_seat_1(d):
        d["crown_box"].remove("cr")
        d["hands"][1].append("cr")

    state = picks(edit(state, crown_for_seat_1), "b1", "cr")
    python = board(GUMMY_PYTHON)
    assert state.to_move == 0 and "drop 1 1" in texts(state), "the crown may cover the snake"
    assert geo.mask_at(geo.piece(CARDS["cr"].shape, 0, W), 0, 0) & python
    assert forbidden_mask(state.data, 0, "b2") == python, "before: the next candy would be barred"
    state = state.apply("drop 1 1")
    assert forbidden_mask(state.data, 0, "b2") == 0, "after the crown nothing is barred"
    assert forbidden_mask(state.data, 1, "b1") == python, "seat 1 has not marked its first candy yet"


def test_the_round_ends_when_nobody_holds_a_card():
    state = new(2)

    def empty(d):
        d["box"] += d["hands"][0] + d["hands"][1] + d["decks"][0] + d["decks"][1]
        d["hands"] = [["b1"], ["r1"]]
        d["box"].remove("b1")
        d["box"].remove("r1")
        d["decks"] = [[], []]

    state = edit(state, empty)
    state = picks(state, "b1", "r1")
    state = play(state, "drop 1 1", "drop 1 1")
    d = state.data
    assert d["round"] == 2 and d["results"][0]["survivors"] == [0, 1]
    assert [len(k) + len(h) for k, h in zip(d["decks"], d["hands"], strict=True)] == [1, 1]


def test_decks_are_rebuilt_from_everything_a_player_holds():
    state = play_out_round(new(2), random.Random(4))
    d = state.data
    assert d["round"] == 2 and d["scored"] == [[], []]
    assert sum(len(k) + len(h) for k, h in zip(d["decks"], d["hands"], strict=True)) == 32


def test_ties_go_to_the_better_third_round_then_are_shared():
    d = new(2).data
    d["results"] = [{"totals": [10, 5]}, {"totals": [5, 5]}, {"totals": [5, 10]}]
    assert GAME.winners(d) == [1] and GAME.scores(d) == [20, 20]
    d["results"][2]["totals"] = [5, 5]
    d["results"][0]["totals"] = [5, 5]
    assert GAME.winners(d) == [0, 1]


def test_illegal_moves_say_why():
    state = new(2, flow=1)
    with pytest.raises(IllegalAction, match="exchange"):
        state.apply("play b1")
    state = edit(new(2, first=[["b1"], ["r7"]]), lambda d: d.update(pumpkins=[0, 0], supply_pumpkins=20))
    state = picks(state, "b1")
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.apply("play b1")
    state = state.apply("play r7")
    with pytest.raises(IllegalAction, match="fits upright"):
        state.apply("out")
    with pytest.raises(IllegalAction, match="cannot come to rest"):
        state.apply("drop 1 5")
    with pytest.raises(IllegalAction, match="pumpkins"):
        state.apply("drop 1 1 with b2")


# ---------------------------------------------------------------- the rules page


DOC = Path(__file__).resolve().parents[1] / "docs" / "rules" / "sweets-stack.md"
# Beside the checkout (/work/main) or beside a worktree (/work/wt/<name>).
BOOK = next((p / "shared" / "rules" / "sweets-stack.txt" for p in Path(__file__).resolve().parents[2:4]
             if (p / "shared" / "rules" / "sweets-stack.txt").exists()), Path("/nonexistent"))


def test_rules_page_lists_every_decision_and_card():
    page = DOC.read_text()
    assert "reconstructed" in page
    for entry in DECISIONS:
        assert f"| {entry['topic']} | {entry['decision']} | {entry['rests_on']} |" in page
    for cid in (*CANDY_IDS, *CROWN_IDS):
        assert f"| `{cid}` | {CARDS[cid].colour} | `{CARDS[cid].shape}` |" in page


def test_rules_page_is_not_the_rulebook():
    if not BOOK.exists():
        pytest.skip("the rulebooks are not beside this checkout")
    page = DOC.read_text()
    for entry in DECISIONS:
        page = page.replace(entry["rests_on"], " ")
    words = re.findall(r"[a-z0-9']+", page.lower())
    book = re.findall(r"[a-z0-9']+", BOOK.read_text().lower())
    runs = {" ".join(book[i:i + 8]) for i in range(len(book) - 7)}
    text = " ".join(words)
    assert not [r for r in runs if r in text]
