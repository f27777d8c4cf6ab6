"""Sweet Holic: one test (or more) per rule and per recorded decision."""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest

from sweets.engine import IllegalAction
from sweets.engine.game import State
from sweets.games.sweet_holic import DECISIONS, GAME
from sweets.games.sweet_holic.actions import Bake, Discard, End, Pass, Take
from sweets.games.sweet_holic.data import FLAVOURS, FRUITS, MISSIONS, TILE_IDS, TILES, TOKEN_IDS
from sweets.games.sweet_holic.scoring import rank_order

# ---------------------------------------------------------------- helpers


def new(n=2, first=0, decks=None, missions=None, seed=1):
    options = {"first_player": first}
    if decks is not None:
        options["decks"] = decks
    if missions is not None:
        options["missions"] = missions
    return GAME.new(n, seed, options)


def play(state, *moves):
    for move in moves:
        state = state.apply(move)
    return state


def arrange(n=2, hands=None, macarons=None, discards=None, pile=None, missions=None, start=0,
            to_move=None, phase="turn", turns_taken=None, ending=False):
    """A position built by hand (for rules that would take many moves to reach). Tiles not placed
    anywhere go to the pile, unless ``pile`` is given."""
    base = new(n, first=start)
    d = base.data
    hands = hands or [[] for _ in range(n)]
    macarons = macarons or [[] for _ in range(n)]
    discards = discards or [[] for _ in range(n)]
    placed = {t for group in (*hands, *discards) for t in group}
    placed |= {t for seat in macarons for m in seat for t in m}
    d["hands"] = [list(h) for h in hands]
    d["discards"] = [list(p) for p in discards]
    d["macarons"] = [[{"flavour": TILES[m[0]].flavour, "tiles": list(m)} for m in seat] for seat in macarons]
    d["pile"] = list(pile) if pile is not None else [t for t in TILE_IDS if t not in placed]
    if phase != "first_discard":
        d.pop("secret_choices", None)  # the engine's round of secret first discards is over
    d["phase"] = phase
    d["start"] = start
    d["to_move"] = start if to_move is None else to_move
    d["turns_taken"] = list(turns_taken or [0] * n)
    d["ending"] = ending
    if missions:
        d["missions"] = list(missions)
        d["unused_missions"] = [m for m in MISSIONS if m not in missions]
    return State(GAME, base.players, base.seed, base.options, (), d)


def legal_texts(state):
    return [str(a) for a in state.legal_actions()]


def refused(state, move, fragment):
    with pytest.raises(IllegalAction) as err:
        state.apply(move)
    assert fragment in str(err.value), str(err.value)


# The rulebook's scoring example, played out: seat 0 (mission mint) bakes strawberry 3,
# blueberry with a burnt top 3, mint with 3 fillings 5, plus the mint bonus 3 = 14.
EXAMPLE_DECK = ["c17", "f25", "f26", "f27", "f13", "c9", "c10", "c11", "c13", "c14",
                "c18", "c1", "f1", "c2", "c5", "f7", "f8", "f19", "c21", "f20", "f21"]
EXAMPLE_MOVES = [
    "discard f13", "discard c14",
    "bake c17", "bake f25", "bake f26", "bake f27", "end", "take pile", "take pile", "take pile",
    "bake c9", "end",
    "bake c18", "end", "take pile",
    "bake c13", "end", "take 0",
    "bake c1", "bake f1", "bake c2", "end", "take pile", "take pile", "take pile",
    "bake f13", "end", "take pile",
    "bake c5", "bake f7", "bake f8", "end", "take pile", "take pile", "take pile",
    "bake f19", "end", "take pile",
    "bake c21 on blueberry", "end", "take pile",
]


EXAMPLE_FINISH = ["discard c11", "take pile", "take pile"]  # seat 1's last turn of the round


def example_state():
    state = new(2, first=0, decks=[EXAMPLE_DECK], missions=[["mint", "lemon"]])
    return play(state, *EXAMPLE_MOVES)


# ---------------------------------------------------------------- components and setup


def test_components_match_the_rulebook_list():
    kinds = Counter((t.kind, t.flavour) for t in TILES.values())
    assert all(kinds["cookie", f] == 4 for f in FLAVOURS)
    assert all(kinds["filling", f] == 6 for f in FRUITS)
    assert Counter(t.kind for t in TILES.values()) == {"cookie": 24, "filling": 30}
    assert sorted(MISSIONS) == sorted(FLAVOURS)
    assert Counter(t.split("-")[0] for t in TOKEN_IDS) == {"token3": 3, "token2": 3, "token1": 3}
    census = GAME.components(new(4).data)
    assert len(census) == len(set(census)) == 54 + 6 + 9


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_deals_five_each_and_one_secret_mission(n):
    state = GAME.new(n, 7)
    d = state.data
    assert [len(h) for h in d["hands"]] == [5] * n
    assert len(d["pile"]) == 54 - 5 * n
    assert len(set(d["missions"])) == n and len(d["unused_missions"]) == 6 - n
    assert d["phase"] == "first_discard"
    assert state.to_move == d["start"]


def test_options_fix_deck_missions_and_first_player():
    deck = ["f30", "c24", "c1", "f1", "f2", "c5", "c6", "c7", "c8", "f7", "c21"]
    state = new(2, first=1, decks=[deck], missions=[["burnt", "lemon"]])
    d = state.data
    assert d["hands"] == [deck[:5], deck[5:10]]
    assert d["pile"][0] == "c21" and len(d["pile"]) == 44
    assert d["missions"] == ["burnt", "lemon"]
    assert state.to_move == 1 and d["start"] == 1


@pytest.mark.parametrize("options", [
    {"first_player": 2}, {"first_player": "0"}, {"decks": [["c1", "c1"]]}, {"decks": [["zz"]]},
    {"decks": "c1"}, {"missions": [["mint"]]}, {"missions": [["mint", "mint"]]},
    {"missions": [["mint", "cocoa"]]}, {"decks": [[], [], [], []]}, {"colour": "red"},
])
def test_bad_options_are_value_errors(options):
    with pytest.raises(ValueError):
        GAME.new(2, 0, options)


def test_first_player_defaults_to_the_seed():
    starts = {GAME.new(4, seed).data["start"] for seed in range(30)}
    assert starts == {0, 1, 2, 3}


# ---------------------------------------------------------------- the secret first discard


def test_first_discards_stay_hidden_until_all_are_in():
    state = new(3, first=1)
    assert state.to_move == 1
    hand1 = state.data["hands"][1]
    state = state.apply(f"discard {hand1[0]}")
    assert state.to_move == 2
    for seat in (0, 2):
        v = state.view(seat)
        assert v["first_discard"] == {"chosen": [False, True, False], "mine": None}
        assert v["discard_piles"] == [[], [], []]
        assert v["hand_sizes"] == [5, 4, 5]
    assert state.view(1)["first_discard"]["mine"]["id"] == hand1[0]
    state = state.apply(f"discard {state.data['hands'][2][0]}")
    assert state.to_move == 0
    state = state.apply(f"discard {state.data['hands'][0][0]}")
    # all in: turned up together, the starting player begins
    assert state.data["phase"] == "turn" and state.to_move == 1
    assert all(len(p) == 1 for p in state.view(0)["discard_piles"])
    assert state.view(0)["first_discard"]["chosen"] == [False, False, False]


def test_another_seats_pending_choice_does_not_change_my_view():
    state = new(2, first=0)
    hand0 = state.data["hands"][0]
    a, b = state.apply(f"discard {hand0[0]}"), state.apply(f"discard {hand0[1]}")
    assert a.data != b.data
    assert a.view(1) == b.view(1)
    assert a.view(None) == b.view(None)


def test_only_hand_tiles_can_be_the_first_discard():
    state = new(2, first=0)
    other = state.data["hands"][1][0]
    refused(state, f"discard {other}", "not in your hand")
    refused(state, "take pile", "discard face down")


# ---------------------------------------------------------------- exchanging


def test_discarding_a_cookie_takes_two_a_filling_one():
    state = arrange(hands=[["c1", "f1", "f2"], ["c5"]], discards=[[], ["f7", "f8"]])
    after = state.apply("discard c1")
    assert after.data["phase"] == "take" and after.view(0)["turn"]["takes_left"] == 2
    assert legal_texts(after) == ["take pile", "take 1"]
    after = play(after, "take 1", "take 1")
    assert sorted(after.data["hands"][0]) == ["f1", "f2", "f7", "f8"]  # took the top, then the next
    assert after.to_move == 1
    one = state.apply("discard f1")
    assert one.view(0)["turn"]["takes_left"] == 1
    one = one.apply("take pile")
    assert len(one.data["hands"][0]) == 3 and one.to_move == 1


def test_a_burnt_cookie_discard_counts_as_a_cookie():  # decision: discarding a burnt cookie
    state = arrange(hands=[["c21", "f1"], ["c5"]]).apply("discard c21")
    assert state.view(0)["turn"]["takes_left"] == 2


def test_hand_limit_six_caps_the_take():
    state = arrange(hands=[["c1", "c2", "f1", "f2", "f3", "f4"], ["c5"]])
    state = state.apply("discard c1")  # 5 left, a cookie would give 2: only 1 fits
    assert state.view(0)["turn"]["takes_left"] == 1
    state = state.apply("take pile")
    assert len(state.data["hands"][0]) == 6 and state.to_move == 1


def test_never_from_your_own_discard_pile():
    state = arrange(hands=[["c1", "f1"], ["c5"]], discards=[["f9"], []]).apply("discard f1")
    assert "take 0" not in legal_texts(state)
    refused(state, "take 0", "own discard pile")
    refused(state, "take 1", "empty")
    refused(state, "take 7", "no seat 7")


def test_taking_is_compulsory_and_stops_when_nothing_is_left():  # decision: taking is compulsory
    state = arrange(hands=[["c1", "f1"], ["c5"]]).apply("discard c1")
    refused(state, "end", "take 2 more")
    refused(state, "bake f1", "take 2 more")
    empty = arrange(hands=[["c1", "f1"], ["c5"]], discards=[[], ["f7"]], pile=[])
    empty = play(empty, "discard c1", "take 1")  # one owed tile is left, but nothing to take
    assert empty.to_move == 1 and empty.data["hands"][0] == ["f1", "f7"]


def test_an_exchange_with_nothing_left_to_take_just_discards():  # decision: taking is compulsory
    state = arrange(hands=[["c1", "f1"], ["c5"]], pile=[])
    state = state.apply("discard c1")
    assert state.to_move == 1 and state.data["hands"][0] == ["f1"] and state.data["discards"][0] == ["c1"]


def test_mixed_sources_for_a_cookie_exchange():
    state = arrange(hands=[["c1", "f1"], ["c5"]], discards=[[], ["f7"]], pile=["f30", "f29"])
    state = play(state, "discard c1", "take pile", "take 1")
    assert sorted(state.data["hands"][0]) == ["f1", "f30", "f7"] and state.data["pile"] == ["f29"]


def test_discard_piles_are_public_in_full():  # decision: discard piles are public
    state = arrange(hands=[["c1"], ["c5"]], discards=[["f1", "f2"], ["f7", "f8", "f9"]])
    for seat in (None, 0, 1):
        piles = state.view(seat)["discard_piles"]
        assert [[t["id"] for t in p] for p in piles] == [["f1", "f2"], ["f7", "f8", "f9"]]
    state = play(state, "discard c1", "take 1")
    assert "f9" in state.data["hands"][0]  # only the top is taken


def test_take_needs_a_discard_first():
    refused(arrange(hands=[["c1"], ["c5"]]), "take pile", "discard an ingredient before")


# ---------------------------------------------------------------- baking


def test_no_filling_before_its_cookie_base():
    state = arrange(hands=[["f1", "c1", "f2"], ["c5"]])
    assert "bake f1" not in legal_texts(state)
    refused(state, "bake f1", "cookie first")
    state = play(state, "bake c1", "bake f1", "bake f2", "end")
    assert state.data["macarons"][0] == [{"flavour": "strawberry", "tiles": ["c1", "f1", "f2"]}]


def test_top_cookie_needs_a_filling():  # decision: closing a macaron without filling
    state = arrange(hands=[["c1", "c2"], ["c5"]])
    state = state.apply("bake c1")
    assert legal_texts(state) == ["end"]
    refused(state, "bake c2", "needs a filling")


def test_at_most_three_fillings():
    state = arrange(hands=[["f4", "c2"], ["c5"]], macarons=[[["c1", "f1", "f2", "f3"]], []])
    refused(state, "bake f4", "at most 3 fillings")
    assert "bake c2" in legal_texts(state)


def test_at_most_three_macarons_of_different_flavours():  # decision: one macaron per flavour
    state = arrange(hands=[["c13", "c3"], ["c5"]],
                    macarons=[[["c1", "f1", "c2"], ["c5", "f7"], ["c9"]], []])
    refused(state, "bake c13", "already have 3 macarons")
    refused(state, "bake c3", "finished")
    two = arrange(hands=[["c3"], ["c5"]], macarons=[[["c1", "f1", "c2"]], []])
    refused(two, "bake c3", "finished")


def test_nothing_is_added_to_a_finished_macaron():
    state = arrange(hands=[["f3", "c21"], ["c5"]], macarons=[[["c1", "f1", "c2"]], []])
    refused(state, "bake f3", "finished")
    refused(state, "bake c21 on strawberry", "already finished")


def test_one_colour_per_turn_and_one_to_five_tiles():
    state = arrange(hands=[["c1", "f1", "f2", "f3", "c2", "c5"], ["c6"]])
    state = state.apply("bake c1")
    assert "bake c5" not in legal_texts(state)
    refused(state, "bake c5", "one colour per turn")
    state = play(state, "bake f1", "bake f2", "bake f3", "bake c2")  # five tiles, a whole macaron
    assert legal_texts(state) == ["end"]
    refused(arrange(hands=[["c1"], ["c5"]]), "end", "bake at least one")


def test_a_macaron_can_be_spread_over_several_turns():
    state = arrange(hands=[["c1", "f1", "c2", "f9", "f10"], ["c5", "f7", "f8", "f11"]])
    state = play(state, "bake c1", "end", "bake c5", "end", "bake f1", "end")
    assert state.data["macarons"][0][0]["tiles"] == ["c1", "f1"]


def test_burnt_cookie_rules():
    state = arrange(hands=[["c21", "c22", "c23", "f9"], ["c5"]],
                    macarons=[[["c1", "f1"], ["c5", "f7", "f8"], ["c9"]], []])
    texts = legal_texts(state)
    assert "bake c21 on strawberry" in texts and "bake c21 on blueberry" in texts
    assert "bake c21 on green_tea" not in texts  # no filling yet
    refused(state, "bake c21 on green_tea", "has a filling")
    refused(state, "bake c21", "say which macaron")
    refused(state, "bake c21 on lemon", "no lemon macaron")
    # several burnt cookies in one turn, each closing its own macaron; nothing else with them
    state = state.apply("bake c21 on strawberry")
    refused(state, "bake f9", "one colour per turn")
    state = state.apply("bake c22 on blueberry")
    assert [m["finished"] for m in state.view(0)["macarons"][0]] == [True, True, False]
    refused(state, "bake c23 on blueberry", "already finished")


def test_burnt_cookie_never_starts_or_fills_a_macaron():
    state = arrange(hands=[["c21", "f1"], ["c5"]])
    assert legal_texts(state) == ["discard c21", "discard f1"]
    refused(state, "bake f1 on strawberry", "only a burnt cookie")


def test_refill_to_three_after_baking():
    state = arrange(hands=[["c1", "f1", "f2", "c2", "f9"], ["c5"]], discards=[[], ["f30"]])
    state = play(state, "bake c1", "bake f1", "bake f2", "bake c2", "end")
    assert state.data["phase"] == "refill" and state.view(0)["turn"]["takes_left"] == 2
    assert legal_texts(state) == ["take pile", "take 1"]
    state = play(state, "take 1", "take pile")
    assert len(state.data["hands"][0]) == 3 and state.to_move == 1
    full = play(arrange(hands=[["c1", "f1", "f2", "f3"], ["c5"]]), "bake c1", "end")
    assert full.to_move == 1 and len(full.data["hands"][0]) == 3


def test_refill_stops_when_nothing_is_left():  # decision: refilling after baking
    state = arrange(hands=[["c1"], ["c5"]], pile=[])
    state = play(state, "bake c1", "end")
    assert state.to_move == 1 and state.data["hands"][0] == []


def test_pass_only_with_an_empty_hand():  # decision: nothing to do
    state = arrange(hands=[[], ["c5"]], pile=[], turns_taken=[0, 0])
    assert legal_texts(state) == ["pass"]
    state = state.apply("pass")
    assert state.to_move == 1 and state.data["turns_taken"] == [1, 0]
    refused(arrange(hands=[["c1"], ["c5"]]), "pass", "only pass")


# ---------------------------------------------------------------- end of the round


def test_round_ends_when_the_pile_runs_out_after_equal_turns():
    # 3 players, start 0: seat 1 empties the pile; seat 2 still plays, then the round is scored
    state = arrange(n=3, hands=[["c1"], ["f1", "f2"], ["f3", "f4"]], pile=["f30"], start=0,
                    to_move=1, turns_taken=[4, 3, 3])
    state = play(state, "discard f1", "take pile")
    assert state.data["ending"] and state.to_move == 2 and state.data["round"] == 1
    state = play(state, "discard f3", "take 1")
    assert state.data["round"] == 2 and len(state.data["results"]) == 1


def test_round_ends_at_once_when_the_last_seat_triggers_it():
    state = arrange(n=3, hands=[["c1"], ["c5"], ["c2", "f1", "f3", "f4"]], start=0, to_move=2,
                    macarons=[[], [], [["c9", "f13", "c10"], ["c13", "f19", "c14"], ["c3", "f2"]]],
                    missions=["mint", "blueberry", "burnt"], turns_taken=[2, 2, 1])
    state = play(state, "bake c2", "end")  # third macaron finished by the last seat in order
    assert state.data["round"] == 2 and state.data["results"][0]["points"] == [0, 0, 9]


def test_third_macaron_triggers_the_end_and_play_continues():
    state = example_state()
    assert state.data["ending"] and state.to_move == 1 and state.data["round"] == 1
    assert state.view(1)["round_ending"] is True
    state = play(state, *EXAMPLE_FINISH)
    assert state.data["round"] == 2


# ---------------------------------------------------------------- scoring


def test_rulebook_scoring_example_is_fourteen():  # decision: the scoring example
    state = play(example_state(), *EXAMPLE_FINISH)
    result = state.data["results"][0]
    seat0 = result["breakdown"][0]
    assert [(m["flavour"], m["ingredient_points"], m["mission_bonus"]) for m in seat0["macarons"]] == [
        ("mint", 5, 3), ("strawberry", 3, 0), ("blueberry", 3, 0)]
    assert seat0["total"] == 14 == 3 + 3 + 5 + 3
    assert result["points"] == [14, 0] and result["tokens"] == [3, 2]
    view = state.view(1)
    assert view["scoring_breakdown"][0]["total"] == 14
    blueberry = view["scoring_breakdown"][0]["macarons"][2]
    assert [t["id"] for t in blueberry["tiles"]] == ["c5", "f7", "f8", "c21"]
    assert view["token_totals"] == [3, 2]


def test_burnt_mission_makes_burnt_cookies_score():  # decision: mission bonus and burnt tops
    mac = [[["c5", "f7", "f8", "c21"]], [["c1", "f1", "c22"]]]
    burnt = arrange(macarons=mac, missions=["burnt", "strawberry"], hands=[["f30"], ["f29"]],
                    pile=[], turns_taken=[1, 0], to_move=1, ending=True)
    result = play(burnt, "discard f29").data["results"][0]
    assert result["points"] == [4, 2 + 1]  # seat 1: strawberry c1 f1 (burnt 0) + 1 bonus filling


def test_unfinished_macarons_score_nothing():  # decision: unfinished macarons
    state = arrange(macarons=[[["c1", "f1", "f2", "f3"]], [["c5", "f7", "c6"]]], hands=[["f30"], ["f29"]],
                    missions=["strawberry", "mint"], pile=[], turns_taken=[1, 0], to_move=1, ending=True)
    result = play(state, "discard f29").data["results"][0]
    assert result["points"] == [0, 3]
    assert result["breakdown"][0]["macarons"][0]["finished"] is False


def test_ties_go_to_the_later_player_in_turn_order():  # decision: ranking every player
    assert rank_order([5, 5, 5, 5], start=0) == [3, 2, 1, 0]
    assert rank_order([5, 5, 5, 5], start=2) == [1, 0, 3, 2]
    assert rank_order([0, 7, 0, 3], start=1) == [1, 3, 0, 2]


def _score_round(n, macarons, start=0):
    hands = [["f30"], ["f29"], ["f28"], ["f27"]][:n]
    last = (start - 1) % n
    taken = [1] * n
    taken[last] = 0
    state = arrange(n=n, macarons=macarons, hands=hands, missions=list(MISSIONS[5 - n + 1:6])[:n],
                    pile=[], turns_taken=taken, to_move=last, start=start, ending=True)
    return play(state, f"discard {hands[last][0]}")


def test_tokens_three_two_one_and_none_for_fourth():
    big, small = ["c1", "f1", "f2", "c2"], ["c5", "f7", "c6"]
    state = _score_round(4, [[big], [small], [], [["c9", "f13", "f14", "f15", "c10"]]])
    result = state.data["results"][0]
    assert result["ranks"] == [2, 3, 4, 1] and result["tokens"] == [2, 1, 0, 3]
    assert state.view(0)["tokens"] == [[2], [1], [], [3]]
    assert sorted(state.view(0)["supply_tokens"]) == [1, 1, 2, 2, 3, 3]


def test_two_players_get_three_and_two():  # decision: tokens with two players
    state = _score_round(2, [[], [["c1", "f1", "c2"]]])
    assert state.data["results"][0]["tokens"] == [2, 3]
    assert 1 not in state.view(0)["tokens"][0] + state.view(0)["tokens"][1]


def test_next_round_starts_left_of_the_round_winner():  # decision: next starting player
    state = _score_round(3, [[], [["c1", "f1", "c2"]], []], start=0)
    assert state.data["results"][0]["winner"] == 1
    assert state.data["start"] == 2 and state.to_move == 2
    tie = _score_round(3, [[], [], []], start=1)  # all 0: seat 0 is last in order 1, 2, 0
    assert tie.data["results"][0]["winner"] == 0 and tie.data["start"] == 1


def test_each_round_is_dealt_anew():  # decision: new round
    deck2 = ["f30", "f29", "f28", "f27", "f26", "c24", "c23", "c22", "c21", "c20"]
    state = new(2, first=0, decks=[EXAMPLE_DECK, deck2], missions=[["mint", "lemon"], ["burnt", "mint"]])
    state = play(state, *EXAMPLE_MOVES, *EXAMPLE_FINISH)
    d = state.data
    assert d["round"] == 2 and d["phase"] == "first_discard"
    assert d["hands"] == [deck2[:5], deck2[5:]] and len(d["pile"]) == 44
    assert d["macarons"] == [[], []] and d["discards"] == [[], []]
    assert d["missions"] == ["burnt", "mint"] and d["turns_taken"] == [0, 0] and not d["ending"]
    assert state.to_move == 1  # left of seat 0, the round winner
    assert Counter(GAME.components(d)) == Counter(GAME.components(new(2).data))


def test_game_ends_after_three_rounds_with_shared_victory():  # decision: end of the game
    state = _score_round(2, [[], []])
    d = state.data
    d["round"] = 3
    d["phase"], d["to_move"], d["ending"], d["turns_taken"] = "turn", 1, True, [1, 0]
    del d["secret_choices"]  # round 3 is well past its first discards
    d["tokens"] = [["token3-1"], ["token2-1"]]
    d["supply_tokens"] = [t for t in TOKEN_IDS if t not in ("token3-1", "token2-1")]
    d["hands"][1] = ["f1"]
    d["macarons"] = [[], [{"flavour": "strawberry", "tiles": ["c1", "f2", "c2"]}]]
    d["pile"], d["discards"] = [], [[], []]
    last = State(GAME, state.players, state.seed, state.options, (), d).apply("discard f1")
    assert last.is_over and last.to_move is None and last.data["phase"] == "over"
    assert last.scores() == [5, 5] and last.winners() == [0, 1]
    assert last.view(0)["scores"] == [5, 5]


def test_a_whole_game_has_three_rounds_and_uses_its_tokens():
    rnd = random.Random(4)
    state = GAME.new(4, 4)
    while not state.is_over:
        state = state.apply(rnd.choice(state.legal_actions()))
    d = state.data
    assert [r["round"] for r in d["results"]] == [1, 2, 3]
    assert d["supply_tokens"] == [] and sum(state.scores()) == 18
    assert d["results"][-1]["next_start"] is None


# ---------------------------------------------------------------- hidden information


def _midgame(n=3, seed=5, plies=40):
    rnd = random.Random(seed)
    state = GAME.new(n, seed)
    for _ in range(plies):
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


def _with(state, data):
    return State(GAME, state.players, state.seed, state.options, state.log, data)


def test_views_ignore_other_hands_the_pile_order_and_unused_missions():
    state = _midgame()
    seat = state.to_move
    other, third = [(seat + 1) % 3, (seat + 2) % 3]
    d = state.data
    # swap a tile between two other hands
    a = state.data
    a["hands"][other][0], a["hands"][third][0] = a["hands"][third][0], a["hands"][other][0]
    # reorder the pile below its top and swap a hand tile with a pile tile
    b = state.data
    b["pile"] = list(reversed(b["pile"]))
    b["hands"][other][0], b["pile"][3] = b["pile"][3], b["hands"][other][0]
    # exchange another seat's mission with an unused one
    c = state.data
    c["missions"][other], c["unused_missions"][0] = c["unused_missions"][0], c["missions"][other]
    for changed in (a, b, c):
        assert changed != d
        twin = _with(state, changed)
        assert twin.view(seat) == state.view(seat)
        assert twin.view(None) == state.view(None)
    assert _with(state, a).view(other) != state.view(other)


def test_view_holds_only_what_the_seat_may_know():
    state = _midgame(n=2, plies=30)
    d = state.data
    for seat in (0, 1):
        v = state.view(seat)
        assert sorted(t["id"] for t in v["hand"]) == sorted(d["hands"][seat])
        assert v["mission"] == d["missions"][seat]
        assert v["hand_sizes"] == [len(h) for h in d["hands"]]
        assert v["pile_size"] == len(d["pile"])
        assert [[t["id"] for t in p] for p in v["discard_piles"]] == d["discards"]
        text = json.dumps(v)
        # a tile the other seat took from a discard pile was seen by everyone: it may be named
        watched = {e["tile"]["id"] for e in v["recent"] if e["kind"] == "take" and e["from"] != "pile"}
        for tile in d["hands"][1 - seat] + d["pile"]:
            assert tile in watched or f'"{tile}"' not in text
    spectator = state.view(None)
    assert spectator["hand"] == [] and spectator["mission"] is None


def test_missions_are_revealed_only_at_scoring():  # decision: missions at scoring
    state = play(example_state(), *EXAMPLE_FINISH)
    result = state.view(0)["round_results"][0]
    assert [b["mission"] for b in result["breakdown"]] == ["mint", "lemon"]
    assert "unused_missions" not in json.dumps(state.view(0))
    assert state.view(0)["mission"] == state.data["missions"][0]


# ---------------------------------------------------------------- what just happened (``recent``)


def _kinds(view):
    return [(e["seat"], e["kind"]) for e in view["recent"]]


def _ids(view, kind):
    return [e["tile"]["id"] if "tile" in e else None for e in view["recent"] if e["kind"] == kind]


def test_recent_shows_what_others_did_since_my_last_turn():
    state = new(2, first=0, decks=[EXAMPLE_DECK], missions=[["mint", "lemon"]])
    assert _kinds(state.view(0)) == [(None, "round_start")]
    state = play(state, "discard f13", "discard c14")
    # seat 0 missed seat 1's face-down pick and the reveal; seat 1 only the reveal
    assert _kinds(state.view(0)) == [(1, "first_discard"), (None, "reveal")]
    assert _kinds(state.view(1)) == [(None, "reveal")]
    reveal = state.view(1)["recent"][-1]
    assert [t["id"] for t in reveal["tiles"]] == ["f13", "c14"]
    mid = play(state, "bake c17", "bake f25")  # my own turn in progress is listed too
    assert _kinds(mid.view(0))[-2:] == [(0, "bake"), (0, "bake")]
    state = play(state, "bake c17", "bake f25", "bake f26", "bake f27", "end",
                 "take pile", "take pile", "take pile")
    assert state.view(0)["recent"] == []  # my turn is over: nothing new yet
    seen = state.view(1)["recent"]
    assert [(e["kind"], e.get("from")) for e in seen] == [
        ("reveal", None), ("bake", None), ("bake", None), ("bake", None), ("bake", None), ("end", None),
        ("take", "pile"), ("take", "pile"), ("take", "pile")]
    first = seen[1]
    assert first["tile"]["id"] == "c17" and first["macaron"] == "mint"
    assert first["started"] and not first["finished"]
    assert not seen[2]["started"]
    state = play(state, "bake c9", "end", "bake c18", "end")
    closing = state.view(1)["recent"][-2]
    assert closing["tile"]["id"] == "c18" and closing["finished"] and not closing["started"]


def test_a_pile_draw_shows_its_tile_to_the_taker_only():
    state = play(new(2, first=0, decks=[EXAMPLE_DECK], missions=[["mint", "lemon"]]), *EXAMPLE_MOVES[:10])
    assert _ids(state.view(0), "take") == []  # seat 0 sees its own turn as over
    mine = play(new(2, first=0, decks=[EXAMPLE_DECK], missions=[["mint", "lemon"]]), *EXAMPLE_MOVES[:9])
    assert _ids(mine.view(0), "take") == ["c18", "c1"]
    assert _ids(state.view(1), "take") == [None, None, None]
    for viewer in (1, None):
        text = json.dumps(state.view(viewer))
        for drawn in ("c18", "c1", "f1"):
            assert f'"{drawn}"' not in text


def test_a_pile_draw_leaves_other_views_identical_whatever_was_drawn():
    # a cookie discard owes 2 tiles: after the first draw the taker is still on its turn
    a = play(arrange(hands=[["c1", "f1"], ["c5"]], pile=["f30", "f29"]), "discard c1", "take pile")
    b = play(arrange(hands=[["c1", "f1"], ["c5"]], pile=["f29", "f30"]), "discard c1", "take pile")
    assert a.data != b.data
    assert a.view(1) == b.view(1) and a.view(None) == b.view(None)
    assert _ids(a.view(0), "take") == ["f30"] and _ids(b.view(0), "take") == ["f29"]


def test_a_hidden_tile_is_stored_as_the_engine_records_a_secret_naming_the_one_seat_that_may_see_it():
    state = play(arrange(hands=[["c1", "f1"], ["c5"]], pile=["f30", "f29"], discards=[[], ["f7"]]),
                 "discard c1", "take pile", "take 1")
    pile, discard = state.data["events"][-2:]
    assert pile == {"seat": 0, "kind": "take", "tile": "f30", "from": "pile", "secret": 0}
    assert discard == {"seat": 0, "kind": "take", "tile": "f7", "from": 1}  # seen by all: no secret


def test_a_take_from_a_discard_pile_names_the_tile_for_everyone():
    state = play(arrange(hands=[["c1", "f1"], ["c5"]], discards=[[], ["f7", "f8"]]), "discard c1", "take 1")
    for viewer in (1, None):
        take = state.view(viewer)["recent"][-1]
        assert take == {"seat": 0, "kind": "take", "from": 1,
                        "tile": {"id": "f8", "kind": "filling", "flavour": "blueberry"}}


def test_first_discards_appear_only_once_revealed():
    state = new(3, first=0)
    hands = state.data["hands"]
    state = play(state, f"discard {hands[0][0]}", f"discard {hands[1][0]}")
    for viewer, other in ((2, 0), (2, 1), (None, 0), (0, 1)):
        picks = [e for e in state.view(viewer)["recent"] if e["kind"] == "first_discard"]
        assert picks and all("tile" not in e for e in picks if e["seat"] == other)
    own = [e for e in state.view(1)["recent"] if e["kind"] == "first_discard" and e["seat"] == 1]
    assert own == []  # seat 1's pick ended its part: its window starts after it
    state = state.apply(f"discard {hands[2][0]}")
    reveal = state.view(1)["recent"][-1]
    assert reveal["kind"] == "reveal"
    assert [t["id"] for t in reveal["tiles"]] == [hands[0][0], hands[1][0], hands[2][0]]


def test_recent_tells_of_the_last_turns_and_the_scoring():
    state = arrange(hands=[["c1", "f1"], ["c5"]], pile=["f30"])
    state = play(state, "discard f1", "take pile")  # the pile runs out: last turns
    assert state.view(1)["recent"][-1] == {"seat": 0, "kind": "ending", "why": "pile"}
    state = play(state, "discard c5", "take 0")  # the only tile left to take; the round is over
    kinds = [e["kind"] for e in state.view(0)["recent"]]
    assert kinds == ["ending", "discard", "take", "round_scored", "round_start"]  # its own trigger too
    scored = state.view(0)["recent"][3]
    assert scored["round"] == 1 and scored["points"] == [0, 0] and scored["tokens"][scored["winner"]] == 3
    assert state.view(0)["recent"][4] == {"seat": None, "kind": "round_start", "round": 2,
                                          "start": state.data["start"]}


def test_a_pass_is_recorded():
    state = arrange(hands=[[], ["c5"]], pile=[]).apply("pass")
    assert {"seat": 0, "kind": "pass"} in state.view(1)["recent"]


def test_recent_never_leaks_hidden_tiles_in_random_games():
    from sweets.games.sweet_holic.events import KEEP

    for n in (2, 3, 4):
        rnd = random.Random(n)
        state = GAME.new(n, 40 + n)
        while not state.is_over:
            state = state.apply(rnd.choice(state.legal_actions()))
            d = state.data
            assert len(d["events"]) <= KEEP
            for viewer in [None, *range(n)]:
                for e in state.view(viewer)["recent"]:
                    secret = e["kind"] == "first_discard" or (e["kind"] == "take" and e["from"] == "pile")
                    if secret and e["seat"] != viewer:
                        assert "tile" not in e, (viewer, e)
                    elif e["kind"] in ("discard", "take", "bake", "first_discard"):
                        assert "tile" in e
            # the seat to move always sees at least what happened since its own turn ended
            if state.to_move is not None and state.ply > 2 * n:
                assert state.view(state.to_move)["recent"]
        # after the game, every screen ends on the last round's scoring (no new round is dealt)
        for viewer in [None, *range(n)]:
            last = state.view(viewer)["recent"][-1]
            assert last["kind"] == "round_scored" and last["round"] == 3


# ---------------------------------------------------------------- notation and undo


def test_notation_round_trips_and_reads_every_form():
    forms = {"discard c3": Discard("c3"), "take pile": Take(None), "take 2": Take(2),
             "bake f7": Bake("f7"), "bake c21 on green_tea": Bake("c21", "green_tea"),
             "end": End(), "pass": Pass()}
    state = new(2)
    for text, action in forms.items():
        assert GAME.parse_action(state, text) == action and str(action) == text
    for bad in ["", "discard", "discard c99", "take", "take me", "bake c21 on cocoa", "bake c1 c2",
                "end now"]:
        with pytest.raises(IllegalAction):
            GAME.parse_action(state, bad)


def test_undo_only_within_the_turn_and_never_after_a_pile_draw():
    state = arrange(hands=[["c1", "f1", "f2"], ["c5"]], discards=[[], ["f7", "f8", "f9"]])
    baked = state.apply("bake c1")
    assert GAME.undoable(state.data, Bake("c1"), baked.data)
    ended = play(state, "bake c1", "bake f1", "bake f2", "end")  # hand empty: the turn goes on
    assert GAME.undoable(play(state, "bake c1", "bake f1", "bake f2").data, End(), ended.data)
    drew = ended.apply("take pile")
    assert not GAME.undoable(ended.data, Take(None), drew.data)
    took = ended.apply("take 1")
    assert GAME.undoable(ended.data, Take(1), took.data)
    second = took.apply("take 1")
    last = second.apply("take 1")  # the third tile ends the turn
    assert not GAME.undoable(second.data, Take(1), last.data)
    discarded = state.apply("discard c1")
    assert GAME.undoable(state.data, Discard("c1"), discarded.data)


def test_undo_through_the_state_api():
    state = new(2, first=0, decks=[EXAMPLE_DECK], missions=[["mint", "lemon"]])
    state = play(state, "discard f13")
    assert not state.can_undo()  # the first discard passes to the next seat
    state = play(state, "discard c14", "bake c17", "bake f25")
    assert state.can_undo()
    assert state.undo().log == state.log[:-1]
    state = play(state, "bake f26", "bake f27", "end", "take pile")
    assert not state.can_undo()


# ---------------------------------------------------------------- decisions


def test_decisions_are_recorded_in_our_words_with_short_citations():
    assert len(DECISIONS) >= 15
    topics = [d["topic"] for d in DECISIONS]
    assert len(set(topics)) == len(topics)
    for d in DECISIONS:
        assert set(d) == {"topic", "decision", "rests_on"} and all(d.values())
        for quote in re.findall(r"'([^']*)'", d["rests_on"]):
            assert len(re.findall(r"\w+", quote)) <= 8, quote


def test_every_decision_is_in_the_rules_page():
    from pathlib import Path

    page = (Path(__file__).parents[1] / "docs" / "rules" / "sweet-holic.md").read_text(encoding="utf-8")
    for d in DECISIONS:
        assert f"| {d['topic']} | {d['decision']} | {d['rests_on']} |" in page


def test_view_keys_are_the_documented_ones():
    from sweets.games.sweet_holic.view import SweetHolicGameView

    state = play(example_state(), *EXAMPLE_FINISH)
    view = state.view(0)
    engine_keys = {"game", "seat", "players", "ply", "to_move", "is_over", "secret_choices"}
    game_keys = set(view) - engine_keys
    assert game_keys == {
        "round", "rounds", "phase", "start_player", "turn_order", "hand", "mission", "hand_sizes",
        "pile_size", "discard_piles", "first_discard", "macarons", "turn", "turns_taken",
        "round_ending", "tokens", "token_totals", "supply_tokens", "round_results", "scoring_breakdown",
        "recent",
    }
    assert game_keys == set(SweetHolicGameView.__annotations__)  # the keys' one description
    result = view["round_results"][0]
    assert set(result) == {"round", "start", "breakdown", "points", "ranks", "tokens", "winner", "next_start"}
    assert set(result["breakdown"][0]) == {"seat", "mission", "total", "macarons"}
    assert set(result["breakdown"][0]["macarons"][0]) == {
        "flavour", "tiles", "finished", "ingredient_points", "mission_bonus", "points"}
    assert set(view["turn"]) == {"mode", "takes_left", "baked", "colour"}
    midround = example_state().view(1)
    assert set(midround["macarons"][0][0]) == {"flavour", "tiles", "cookies", "fillings", "finished"}
    assert set(midround["hand"][0]) == {"id", "kind", "flavour"}
