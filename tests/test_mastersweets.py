"""MasterSweets' rules: setup, the six actions, cooking, the cookbook closing up, abilities,
Alone in the Kitchen, and every worked example of the rulebook."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from sweets.engine import IllegalAction
from sweets.games.mastersweets import DECISIONS, GAME
from sweets.games.mastersweets import data as md
from sweets.games.mastersweets.data import INGREDIENTS, POINTS, ROLES, SPECIALS, TYPE_OF


class Ids:
    """Hands out distinct card ids of the types asked for (``milk`` -> ``milk1``, ``milk2`` ...)."""

    def __init__(self) -> None:
        self.used: Counter = Counter()

    def __call__(self, *types: str) -> list[str]:
        found = []
        for t in types:
            if t in SPECIALS:
                found.append(t)
                continue
            self.used[t] += 1
            found.append(f"{t}{self.used[t]}")
        return found


def first_game(n: int = 2, deck: list[str] | None = None, **extra) -> dict:
    return {"specials": False, "roles": False, "first_player": 0, "deck": deck or [], **extra}


def types(cards) -> list[str]:
    ids = [c["id"] if isinstance(c, dict) else c for c in cards]
    return sorted(TYPE_OF.get(card, card) for card in ids)


def play(state, *moves):
    for move in moves:
        state = state.apply(move)
    return state


def legal(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


# ----- components -----


def test_components_are_the_rulebooks_counts():
    assert len(INGREDIENTS) == 9 and len(md.INGREDIENT_IDS) == 90
    assert len(SPECIALS) == 15 and len(ROLES) == 16
    assert md.RECONSTRUCTED
    assert sorted(Counter(POINTS.values()).items()) == [(1, 3), (3, 3), (5, 3)]
    assert POINTS["sugar"] == POINTS["chocolate"] == POINTS["butter"] == 5
    assert {s.clash for s in SPECIALS.values()} == set(md.CLASH_ICONS)
    for ability in [*(s.steps for s in SPECIALS.values()), *(r.steps for r in ROLES.values())]:
        assert all(kind in md.STEP_KINDS and count >= 1 for kind, count in ability)
    for role in ROLES.values():
        assert 2 <= role.hand <= 6
        assert (role.text.startswith("As an action")) == bool(role.steps)
    # choosing matters: some roles trade hand size for an action
    assert len({(r.hand, bool(r.steps)) for r in ROLES.values()}) >= 4


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_cookbook_market_and_hands_without_roles(n):
    state = GAME.new(n, 5, first_game())
    view = state.view(0)
    rows, cols = md.COOKBOOK[n]
    assert (view["cookbook"]["rows"], view["cookbook"]["cols"]) == (rows, cols)
    assert len(view["market"]) == n + 1 and all(view["market"])
    assert view["hand_sizes"] == [3] * n
    assert view["phase"] == "play" and state.to_move == 0
    assert len(view["recipes"]) == rows + cols
    assert view["deck_size"] == 90 - rows * cols - 3 * n - (n + 1)


def test_specials_drawn_for_the_cookbook_go_back_to_the_box():
    ids = Ids()
    deck = ids("s3", "milk", "s9", *["eggs"] * 10, "flour")
    state = GAME.new(2, 1, {"deck": deck, "first_player": 0, "roles": False})
    view = state.view(None)
    assert [c["id"] for c in view["returned"]] == ["s3", "s9"]
    assert view["cookbook"]["cells"][0][0]["id"] == "milk1"
    assert all(c["kind"] == "ingredient" for row in view["cookbook"]["cells"] for c in row)
    assert "s3" in GAME.components(state.data)


def test_role_draft_goes_from_the_last_player_to_the_right_and_the_first_returns_one():
    roles = ["baker", "waiter", "taster", "merchant", "grandmother"]
    state = GAME.new(4, 2, {"first_player": 1, "role_cards": roles})
    view = state.view(None)
    assert view["phase"] == "draft" and view["draft_order"] == [0, 3, 2, 1]
    assert [r["id"] for r in view["role_offer"]] == roles
    assert state.to_move == 0
    state = play(state, "choose waiter", "choose baker", "choose grandmother")
    assert state.to_move == 1 and legal(state) == ["choose taster", "choose merchant"]
    state = state.apply("choose merchant")
    view = state.view(1)
    assert [r["id"] if r else None for r in view["roles"]] == ["waiter", "merchant", "grandmother", "baker"]
    assert [r["id"] for r in view["roles_returned"]] == ["taster"]
    assert view["hand_sizes"] == [4, 3, 2, 3]
    assert view["phase"] == "play" and state.to_move == 1
    with pytest.raises(IllegalAction):
        GAME.new(4, 2, {"first_player": 1, "role_cards": roles}).apply("choose pastry_chef")


def test_hands_are_dealt_after_the_draft_from_the_first_player():
    ids = Ids()
    book = ids(*["eggs"] * 10, "flour", "flour")
    hand1 = ids("sugar", "sugar", "sugar", "sugar")   # seat 1 starts: waiter, 4 cards
    hand0 = ids("milk", "milk", "milk")               # seat 0: baker, 3 cards
    market = ids("nuts", "nuts", "nuts")
    options = {"first_player": 1, "role_cards": ["baker", "waiter", "taster"], "specials": False,
               "deck": book + hand1 + hand0 + market}
    state = play(GAME.new(2, 3, options), "choose baker", "choose waiter")
    assert types(state.view(1)["hand"]) == ["sugar"] * 4
    assert types(state.view(0)["hand"]) == ["milk"] * 3
    assert types(state.view(0)["market"]) == ["nuts"] * 3


def test_options_are_checked():
    assert GAME.player_range({"mode": "core"}) == (2, 4)
    assert GAME.player_range({"mode": "clash"}) == (2, 5)
    assert GAME.player_range({"mode": "workshop"}) == (2, 5)
    assert GAME.player_range({"mode": "solo"}) == (1, 1)
    for mode in ("clash", "workshop"):
        assert GAME.new(3, 1, {"mode": mode}).view(0)["mode"] == mode
    bad = [{"mode": "chess"}, {"colour": 1}, {"specials": "yes"}, {"roles": 0}, {"first_player": 2},
           {"first_player": True}, {"deck": ["milk1", "milk1"]}, {"deck": ["ham1"]}, {"deck": "milk1"},
           {"role_cards": ["baker"]}, {"role_cards": ["baker", "baker", "waiter"]},
           {"specials": False, "deck": ["s1"]}, {"roles": False, "role_cards": ["baker", "waiter", "taster"]}]
    for options in bad:
        with pytest.raises(ValueError):
            GAME.new(2, 1, options)
    for options in ({"mode": "solo", "specials": False}, {"mode": "solo", "roles": False},
                    {"mode": "solo", "first_player": 1},
                    {"mode": "solo", "role_cards": ["baker"] * 2}):
        with pytest.raises(ValueError):
            GAME.new(1, 1, options)
    with pytest.raises(ValueError):
        GAME.new(5, 1)
    assert GAME.outcome_kind({"mode": "solo"}) == "solo" and GAME.outcome_kind({"mode": "core"}) == "ranked"


# ----- the actions -----


def two_player(hand0: list[str], *, book: list[str] | None = None, hand1: list[str] | None = None,
               market: list[str] | None = None, then: list[str] | None = None, specials: bool = False):
    """A 2-player game without roles, seat 0 first, with the deck stacked as given (by types)."""
    ids = Ids()
    book_ids = ids(*(book or ["sugar"] * 4 + ["chocolate"] * 4 + ["butter"] * 4))
    deck = (book_ids + ids(*hand0) + ids(*(hand1 or ["nuts"] * 3)) + ids(*(market or ["fruits"] * 3))
            + ids(*(then or [])))
    return GAME.new(2, 7, {"specials": specials, "roles": False, "first_player": 0, "deck": deck})


def test_market_card_is_replaced_in_its_place():
    state = two_player(["milk"] * 3, market=["nuts", "cream", "sugar"], then=["butter"])
    state = state.apply("market 2")
    view = state.view(0)
    assert types(view["hand"]) == ["cream", "milk", "milk", "milk"]
    assert [c["type"] for c in view["market"]] == ["nuts", "butter", "sugar"]
    assert state.to_move == 1


def test_draw_takes_the_top_card():
    state = two_player(["milk"] * 3, then=["chocolate"]).apply("draw")
    assert "chocolate" in types(state.view(0)["hand"])
    assert not state.can_undo(), "a draw is never taken back"


def test_exchange_with_the_cookbook():
    book = ["eggs"] * 5 + ["butter"] + ["flour"] * 6
    state = two_player(["milk", "milk", "eggs"], book=book)
    assert {"exchange milk b2", "exchange eggs b2", "exchange milk a1"} <= set(legal(state))
    assert "exchange eggs a1" not in legal(state), "a card for one of its own type changes nothing"
    state = state.apply("exchange milk b2")
    assert state.view(0)["cookbook"]["cells"][1][1]["type"] == "milk"
    assert "butter" in types(state.view(0)["hand"])


# ----- cooking: the rulebook's examples -----


def test_rulebook_example_two_eggs_one_flour_one_milk():
    # Cookbook row 1: 2 eggs, 1 flour, 1 milk. The hand grows to 2 eggs, 4 flour, 1 milk.
    book = ["eggs", "eggs", "flour", "milk"] + ["sugar"] * 8
    state = two_player(["eggs", "eggs", "flour"], book=book,
                       then=["flour", "cream", "flour", "cream", "flour", "cream", "milk", "cream"])
    state = play(state, *["draw"] * 8)
    assert types(state.view(0)["hand"]) == sorted(["eggs"] * 2 + ["flour"] * 4 + ["milk"])
    recipe_cards = [c["id"] for c in state.view(0)["cookbook"]["cells"][0]]
    assert "cook row 1" in legal(state)
    after = state.apply("cook row 1")
    view = after.view(0)
    assert types(view["hand"]) == ["flour"] * 3
    assert sorted(c["id"] for c in view["completed"][0]) == sorted(recipe_cards)
    assert types(view["discard"]) == ["eggs", "eggs", "flour", "milk"]
    assert view["points"][0] == 4 and view["cookbook"]["rows"] == 2


def milk_nuts_fruits(hand: list[str]):
    # Column a: milk, nuts, fruits.
    book = ["milk", "sugar", "sugar", "sugar", "nuts", "sugar", "sugar", "sugar", "fruits", "sugar",
            "sugar", "sugar"]
    rest = hand[3:]
    then = [t for pair in zip(rest, ["eggs"] * len(rest), strict=True) for t in pair]
    state = two_player(hand[:3], book=book, hand1=["eggs"] * 3, then=then)
    return play(state, *["draw"] * (2 * len(rest)))


def test_rulebook_substitution_example_1_three_cream_for_fruits():
    state = milk_nuts_fruits(["milk", "nuts", "cream", "cream", "cream"])
    assert {"cook col a fruits=3cream", "cook col a fruits=2cream"} <= set(legal(state))
    view = state.apply("cook col a fruits=3cream").view(0)
    assert types(view["completed"][0]) == ["fruits", "milk", "nuts"]
    assert view["hand"] == [] and types(view["discard"]) == ["cream"] * 3 + ["milk", "nuts"]
    assert view["points"][0] == 1 + 3 + 3


def test_rulebook_substitution_example_2_two_cream_and_the_fruits_card_is_discarded():
    state = milk_nuts_fruits(["milk", "nuts", "cream", "cream"])
    assert "cook col a fruits=3cream" not in legal(state)
    view = state.apply("cook col a fruits=2cream").view(0)
    assert types(view["completed"][0]) == ["milk", "nuts"]
    assert types(view["discard"]) == ["cream", "cream", "fruits", "milk", "nuts"]


def test_substitutes_stand_in_only_for_missing_cards():
    # Hand: 4 eggs; recipe eggs + milk + milk. One egg pays the egg; the other three can pay
    # for one milk (3 for 1) but not for two.
    book = ["eggs", "sugar", "sugar", "sugar", "milk", "sugar", "sugar", "sugar", "milk", "sugar",
            "sugar", "sugar"]
    state = two_player(["eggs"] * 3, book=book, then=["eggs", "cream", "nuts"])
    state = play(state, "draw", "draw")
    cooks = [m for m in legal(state) if m.startswith("cook col a")]
    assert cooks == []
    # with 5 eggs two milks can be paid with 3 + 2
    state2 = two_player(["eggs"] * 3, book=book, then=["eggs", "cream", "eggs", "cream", "eggs", "cream"])
    state2 = play(state2, *["draw"] * 6)
    assert types(state2.view(0)["hand"]) == ["eggs"] * 6
    cooks = sorted(m for m in legal(state2) if m.startswith("cook col a"))
    assert cooks == ["cook col a milk=2eggs milk=2eggs", "cook col a milk=3eggs milk=2eggs"]
    with pytest.raises(IllegalAction):
        state2.apply("cook col a milk=3eggs milk=3eggs")
    # notation reads substitutions in any order
    read = GAME.parse_action(state2, "cook col a milk=2eggs milk=3eggs")
    assert str(read) == "cook col a milk=3eggs milk=2eggs"


def test_cooking_a_column_closes_the_cookbook_up_in_order():
    state = milk_nuts_fruits(["milk", "nuts", "cream", "cream", "cream"])
    before = state.view(0)["cookbook"]["cells"]
    after = state.apply("cook col a fruits=3cream").view(0)["cookbook"]
    assert (after["rows"], after["cols"]) == (3, 3)
    assert [[c["id"] for c in row] for row in after["cells"]] == \
        [[c["id"] for c in row[1:]] for row in before]


def test_one_card_rows_and_columns_are_recipes():
    # After a row is cooked from a 3 x 4 cookbook ... cook two rows: one row of 4 left; each column
    # of it holds one card and is a recipe.
    book = ["eggs"] * 4 + ["flour"] * 4 + ["sugar"] * 4
    hand = ["eggs"] * 3
    then = ["eggs", "cream"] + ["cream", "flour"] * 4 + ["cream"]
    state = two_player(hand, book=book, then=then)
    state = play(state, "draw", "draw", "cook row 1")   # eggs x 4
    state = play(state, *["draw"] * 9)
    assert types(state.view(0)["hand"]) == ["flour"] * 4
    state = play(state, "cook row 1", "draw")  # the flour row, now the first; seat 1 draws
    view = state.view(0)
    assert (view["cookbook"]["rows"], view["cookbook"]["cols"]) == (1, 4)
    assert [r["name"] for r in view["recipes"]] == ["row 1", "col a", "col b", "col c", "col d"]
    assert all(len(r["cards"]) == 1 for r in view["recipes"][1:])


def test_game_ends_when_the_cookbook_is_empty_and_most_points_win():
    state = play_to_end(2, seed=4)
    assert state.is_over and state.view(0)["cookbook"]["rows"] == 0
    scores = state.scores()
    assert state.winners() == [s for s, p in enumerate(scores) if p == max(scores)]
    assert scores == [sum(c["points"] for c in pile) for pile in state.view(None)["completed"]]


def play_to_end(n, seed, options=None):
    rnd = random.Random(seed)
    state = GAME.new(n, seed, options)
    while not state.is_over:
        moves = state.legal_actions()
        cooks = [m for m in moves if str(m).startswith("cook")]
        state = state.apply(rnd.choice(cooks or moves))
    return state


def test_a_tie_is_a_shared_victory():
    for seed in range(300):
        state = play_to_end(2, seed, first_game())
        scores = state.scores()
        if scores[0] == scores[1]:
            assert state.winners() == [0, 1]
            assert state.outcome()["winners"] == [0, 1]
            return
    pytest.fail("no tie found in 300 games")


def test_the_discard_pile_is_reshuffled_when_the_deck_runs_out():
    for seed in range(40):
        rnd = random.Random(seed)
        state = GAME.new(2, seed, first_game())
        while not state.is_over:
            data = state.data
            if not data["deck"] and len(data["discard"]) > 1 and "draw" in legal(state):
                seat = state.to_move
                after = state.apply("draw")
                new = after.data
                gained = Counter(new["hands"][seat]) - Counter(data["hands"][seat])
                assert sum(gained.values()) == 1 and set(gained) <= set(data["discard"])
                assert Counter(new["deck"]) + gained + Counter(new["discard"]) == Counter(data["discard"]) \
                    + Counter(c for c in new["market"] if c) - Counter(c for c in data["market"] if c)
                assert len(new["deck"]) >= len(data["discard"]) - 2
                assert any(e["kind"] == "reshuffle" for e in after.view(1 - seat)["recent"])
                return
            moves = state.legal_actions()
            cooks = [m for m in moves if str(m).startswith("cook")]
            draws = [m for m in moves if str(m) == "draw"]
            # draw until the deck is low, then cook once so the discard pile fills
            cook_now = cooks and len(data["deck"]) < 15 and not data["discard"]
            state = state.apply(rnd.choice(cooks if cook_now else draws or moves))
    pytest.fail("the deck never ran out")


# ----- special cards and roles -----


def test_draw_x_takes_cards_from_the_top_of_the_deck():
    state = two_player(["s1", "milk", "milk"], then=["cream", "butter", "nuts"], specials=True)
    state = state.apply("play s1")
    view = state.view(0)
    assert types(view["hand"]) == ["butter", "cream", "milk", "milk", "nuts"]
    assert types(view["discard"]) == ["s1"], "a played special card goes to the discard pile"
    assert state.to_move == 1


def test_shopping_spree_takes_two_market_cards_and_undo_stops_at_the_first_reveal():
    state = two_player(["s3", "milk", "milk"], market=["nuts", "cream", "sugar"], then=["eggs", "flour"],
                       specials=True)
    state = state.apply("play s3")
    assert state.to_move == 0 and legal(state) == ["market 1", "market 2", "market 3"]
    assert state.can_undo() and state.undo().view(0)["hand_sizes"] == [3, 3]
    state = state.apply("market 3")
    assert not state.can_undo(), "the market refill showed a new card"
    state = state.apply("market 3")
    assert types(state.view(0)["hand"]) == ["eggs", "milk", "milk", "sugar"]
    assert state.to_move == 1


def test_substitution_exchanges_up_to_two_and_may_stop():
    state = two_player(["s5", "milk", "eggs"], specials=True).apply("play s5")
    state = state.apply("exchange milk a1")
    assert state.to_move == 0 and "done" in legal(state)
    assert state.can_undo()
    state = state.apply("done")
    assert state.to_move == 1
    assert state.view(0)["cookbook"]["cells"][0][0]["type"] == "milk"


def test_rewrite_swaps_two_cookbook_cards():
    state = two_player(["s7", "milk", "eggs"], specials=True).apply("play s7")
    assert all(m.startswith("swap") for m in legal(state))
    assert "swap a1 b1" not in legal(state), "two cards of one type: nothing would change"
    before = state.view(0)["cookbook"]["cells"]
    state = state.apply("swap a1 d3")
    after = state.view(0)["cookbook"]["cells"]
    assert after[0][0] == before[2][3] and after[2][3] == before[0][0]


def test_a_swap_is_offered_with_a_hand_of_special_cards_only():
    """A swap moves cookbook cards, not hand cards: a hand of specials alone does not stop it
    (the Recipe Keeper's role and Rewrite the Recipe, s7)."""
    ids = Ids()
    book = ids(*["sugar"] * 4, *["chocolate"] * 4, *["butter"] * 4)
    deck = book + ["s7", "s1", "s2", "s3"] + ids(*["nuts"] * 4) + ids("fruits", "fruits", "fruits")
    options = {"first_player": 0, "role_cards": ["recipe_keeper", "waiter", "taster"], "deck": deck}
    state = play(GAME.new(2, 1, options), "choose waiter", "choose recipe_keeper")
    assert types(state.view(0)["hand"]) == ["s1", "s2", "s3", "s7"]
    assert "play s7" in legal(state) and "role" in legal(state)
    assert state.apply("role").legal_actions()[0].__class__.__name__ == "Swap"


def test_burnt_batch_replaces_a_cookbook_card_skipping_specials():
    state = two_player(["s9", "milk", "eggs"], then=["s2", "cream"], specials=True).apply("play s9")
    state = state.apply("replace b2")
    view = state.view(0)
    assert view["cookbook"]["cells"][1][1]["type"] == "cream"
    assert types(view["discard"]) == sorted(["s9", "chocolate", "s2"])


def test_taste_test_shows_the_cards_to_their_taker_only():
    state = two_player(["s12", "milk", "eggs"], then=["cream", "s2", "butter"], specials=True)
    deck_before = state.view(0)["deck_size"]
    state = state.apply("play s12")
    mine, theirs = state.view(0), state.view(1)
    assert types(mine["turn"]["peek"]) == ["butter", "cream", "s2"]
    assert theirs["turn"]["peek"] == [] and theirs["turn"]["peek_count"] == 3
    assert legal(state) == ["keep cream", "keep butter", "keep s2"]
    state = state.apply("keep butter")
    assert types(state.view(0)["hand"]) == ["butter", "eggs", "milk"]
    assert state.view(0)["deck_size"] == deck_before - 1
    assert state.data["deck"][-2:] == ["cream1", "s2"], "the others go under the deck"
    drew = [e for e in state.view(1)["recent"] if e["kind"] in ("peek", "keep")]
    assert drew and all("card" not in e and "cards" not in e for e in drew)


def test_rush_hour_gives_two_more_actions():
    state = two_player(["s13", "milk", "eggs"], specials=True).apply("play s13")
    assert state.view(0)["turn"]["extra"] == 2
    state = state.apply("draw")
    assert state.to_move == 0 and state.view(0)["turn"]["extra"] == 1
    state = state.apply("draw")
    assert state.to_move == 1 and state.view(0)["hand_sizes"][0] == 4


def test_grandmas_secret_keeps_the_card_a_pair_paid_for():
    book = ["milk", "sugar", "sugar", "sugar", "nuts", "sugar", "sugar", "sugar", "fruits", "sugar",
            "sugar", "sugar"]
    state = two_player(["s15", "milk", "nuts"], book=book, hand1=["eggs"] * 3,
                       then=["cream", "eggs", "cream", "eggs"], specials=True)
    state = play(state, "draw", "draw", "draw", "draw", "play s15")
    assert "cook col a fruits=2cream" in legal(state)
    view = state.apply("cook col a fruits=2cream").view(0)
    assert types(view["completed"][0]) == ["fruits", "milk", "nuts"]


def test_leftovers_takes_an_ingredient_from_the_discard_pile():
    book = ["milk", "sugar", "sugar", "sugar", "nuts", "sugar", "sugar", "sugar", "fruits", "sugar",
            "sugar", "sugar"]
    state = two_player(["s11", "milk", "nuts"], book=book, hand1=["eggs"] * 3,
                       then=["cream", "eggs", "cream", "eggs", "eggs"], specials=True)
    state = play(state, "draw", "draw", "draw", "draw", "cook col a fruits=2cream", "draw", "play s11")
    assert legal(state) == ["salvage milk", "salvage nuts", "salvage fruits", "salvage cream"]
    state = state.apply("salvage fruits")
    view = state.view(1)
    assert "fruits" not in types(view["discard"]) and view["hand_sizes"][0] == 1
    assert types(state.view(0)["hand"]) == ["fruits"]


def test_role_action_baker_draws_two_then_discards_one():
    ids = Ids()
    book = ids(*["sugar"] * 4, *["chocolate"] * 4, *["butter"] * 4)
    deck = book + ids("milk", "milk", "milk") + ids("eggs", "eggs", "eggs", "eggs")
    deck += ids("nuts", "nuts", "nuts")
    deck += ids("cream", "fruits")
    options = {"first_player": 0, "role_cards": ["baker", "waiter", "taster"], "specials": False,
               "deck": deck}
    state = play(GAME.new(2, 1, options), "choose waiter", "choose baker")
    assert state.to_move == 0 and "role" in legal(state)
    state = state.apply("role")
    assert types(state.view(0)["hand"]) == ["cream", "fruits", "milk", "milk", "milk"]
    assert legal(state) == ["discard milk", "discard fruits", "discard cream"]
    state = state.apply("discard milk")
    assert state.to_move == 1 and types(state.view(0)["discard"]) == ["milk"]
    assert "role" not in legal(state), "the waiter has no action"


def test_every_special_and_role_ability_is_used_in_random_games():
    used: Counter = Counter()
    for seed in range(12):
        for n in (2, 3, 4):
            state = GAME.new(n, seed)
            rnd = random.Random(seed)
            while not state.is_over:
                moves = legal(state)
                special = [m for m in moves if m.startswith("play") or m == "role"]
                move = rnd.choice(special if special and rnd.random() < 0.5 else moves)
                if move.startswith("play"):
                    used[SPECIALS[move.split()[1]].name] += 1
                elif move == "role":
                    used[state.view(state.to_move)["roles"][state.to_move]["id"]] += 1
                state = state.apply(move)
    assert {s.name for s in SPECIALS.values()} <= set(used)
    assert {r.id for r in ROLES.values() if r.steps} <= set(used)


# ----- Alone in the Kitchen -----


def solo(book: list[str], then: list[str], hand: list[str] | None = None, market: list[str] | None = None):
    """The person takes the waiter (4 cards); deck: cookbook, hand, market, then ``then``."""
    ids = Ids()
    deck = ids(*book) + ids(*(hand or ["milk"] * 4)) + ids(*(market or ["nuts", "cream", "fruits"]))
    deck += ids(*then)
    return GAME.new(1, 3, {"mode": "solo", "deck": deck}).apply("choose waiter")


FIVES_FREE = ["eggs", "flour", "milk", "nuts"] * 3


def test_solo_setup_is_the_two_player_table_with_any_role():
    state = GAME.new(1, 3, {"mode": "solo"})
    view = state.view(0)
    assert view["phase"] == "draft" and len(view["role_offer"]) == 16 and state.to_move == 0
    state = state.apply("choose pantry_keeper")
    view = state.view(0)
    assert (view["cookbook"]["rows"], view["cookbook"]["cols"]) == md.COOKBOOK[2]
    assert len(view["market"]) == 3 and view["hand_sizes"] == [6]
    assert view["george"]["completed"] == [] and state.to_move == 0


def test_george_shifts_the_market_right_and_draws():
    book = ["sugar", "eggs", "flour", "milk", "nuts", "sugar"] + FIVES_FREE[:6]
    state = solo(book, then=["cream", "butter", "sugar"], market=["nuts", "cream", "fruits"])
    state = state.apply("draw")  # the person draws cream; George: butter enters the market, draws sugar
    view = state.view(0)
    assert [c["type"] for c in view["market"]] == ["butter", "nuts", "cream"]
    assert "fruits" in types(view["discard"])
    assert view["george"]["drawn"]["type"] == "sugar" and view["george"]["why"] == "type"


def test_rulebook_george_example_several_sugars_the_person_chooses():
    book = ["sugar", "eggs", "flour", "milk", "nuts", "sugar"] + FIVES_FREE[:6]
    state = solo(book, then=["cream", "butter", "sugar"]).apply("draw")
    view = state.view(0)
    assert view["phase"] == "george" and state.to_move == 0 and view["acting_for"] == "George"
    assert view["george"]["candidates"] == ["a1", "b2"]
    assert legal(state) == ["george a1", "george b2"]
    with pytest.raises(IllegalAction):
        state.apply("george c1")
    state = state.apply("george b2")
    view = state.view(0)
    assert types(view["george"]["completed"]) == ["sugar"] and view["george"]["points"] == 5
    assert view["phase"] == "play" and "acting_for" not in view
    assert view["cookbook"]["cells"][1][1] is None, "a hole stays where George's card was"


def test_rulebook_george_example_no_sugar_then_another_five():
    book = ["chocolate", "eggs", "flour", "milk", "nuts", "butter"] + FIVES_FREE[:6]
    state = solo(book, then=["cream", "eggs", "sugar"]).apply("draw")
    view = state.view(0)
    assert view["george"]["why"] == "points" and view["george"]["candidates"] == ["a1", "b2"]


def test_rulebook_george_example_no_five_any_card():
    state = solo(FIVES_FREE, then=["cream", "eggs", "sugar"]).apply("draw")
    view = state.view(0)
    assert view["george"]["why"] == "any" and len(view["george"]["candidates"]) == 12


def test_george_takes_the_only_card_of_the_drawn_type_at_once():
    book = ["sugar"] + FIVES_FREE[1:]
    state = solo(book, then=["cream", "eggs", "s4", "sugar"]).apply("draw")
    view = state.view(0)
    assert view["phase"] == "play" and state.to_move == 0
    assert types(view["george"]["completed"]) == ["sugar"]
    assert types(view["george"]["skipped"]) == ["s4"] and "s4" in types(view["discard"])
    # row 1 and column a still hold cards, so a1 stays a hole
    assert view["cookbook"]["cells"][0][0] is None
    assert [len(r["cards"]) for r in view["recipes"]][:1] == [3]


def test_a_row_with_a_hole_is_one_recipe():
    book = ["sugar"] + FIVES_FREE[1:]
    state = solo(book, then=["cream", "eggs", "sugar"], hand=["flour", "milk", "nuts", "nuts"])
    state = state.apply("draw")
    assert state.view(0)["cookbook"]["cells"][0][0] is None
    # row 1 is now flour, milk, nuts: the hand cooks it in one go, the hole not splitting it
    assert "cook row 1" in legal(state)
    view = state.apply("cook row 1").view(0)
    assert types(view["completed"][0]) == ["flour", "milk", "nuts"]


def test_solo_outcome_needs_more_points_than_george():
    found = set()
    for seed in range(60):
        state = play_to_end(1, seed, {"mode": "solo"})
        outcome = state.outcome()
        george = outcome["opponent"]
        assert outcome["kind"] == "solo" and george["name"] == "George"
        assert george["score"] == sum(c["points"] for c in state.view(0)["george"]["completed"])
        mine = state.scores()[0]
        assert state.winners() == ([0] if mine > george["score"] else [])
        found.add("won" if mine > george["score"] else "tie" if mine == george["score"] else "lost")
    assert "lost" in found  # wins need a plan: see the bot tests


# ----- what a seat sees, undo, saves -----


def test_views_hide_other_hands_and_the_deck_order():
    ids = Ids()
    book = ids(*["sugar"] * 4, *["chocolate"] * 4, *["butter"] * 4)
    hands = ids("milk", "milk", "milk") + ids("eggs", "eggs", "eggs")
    market = ids("nuts", "nuts", "nuts")
    a = GAME.new(2, 1, first_game(deck=book + hands + market + ids("cream", "fruits")))
    other = book + hands[:3] + ids("flour") + hands[4:] + market + ids("fruits", "cream")
    b = GAME.new(2, 1, first_game(deck=other))
    assert a.data != b.data
    assert a.view(0) == b.view(0), "seat 0 cannot see seat 1's hand nor the deck"
    assert a.view(1) != b.view(1)
    text = json.dumps(a.view(0))
    assert "eggs" not in text and "cream" not in text
    assert a.view(0)["hand_sizes"] == [3, 3]
    # after seat 0 draws, seat 1 learns only that a card was drawn
    a2, b2 = a.apply("draw"), b.apply("draw")
    assert a2.view(1)["recent"] == [{"seat": 0, "kind": "draw", "count": 1}]
    assert a2.view(0)["recent"] == [] and a2.view(0) != b2.view(0)


def test_undo_only_within_the_turn_and_never_after_a_draw():
    state = two_player(["s5", "milk", "eggs"], specials=True)
    assert not state.apply("exchange milk a1").can_undo(), "the turn is over"
    played = state.apply("play s5")
    assert played.can_undo()
    assert played.apply("exchange milk a1").can_undo()
    assert played.undo() == state
    drew = two_player(["s1", "milk", "eggs"], specials=True).apply("play s1")
    assert not drew.can_undo()


def test_each_mode_plays_by_a_rules_object_of_its_own():
    from sweets.games.mastersweets import modes

    tables = {"core": 2, "solo": 1, "clash": 3, "workshop": 2}
    seen = set()
    for mode, n in tables.items():
        state = GAME.new(n, 4, {"mode": mode})
        rules = state.game
        assert rules is modes.rules_for({"mode": mode}) and rules is not GAME and rules not in seen
        seen.add(rules)
        assert (rules.id, rules.name) == (GAME.id, GAME.name)
        assert rules.player_range() == GAME.player_range({"mode": mode})
        assert rules.outcome_kind(state.options) == GAME.outcome_kind({"mode": mode})
        view = state.view(0)
        assert modes.for_view(view) is rules and view["mode"] == mode
        saved = GAME.to_json(state)
        assert saved["game"] == "mastersweets" and saved["options"]["mode"] == mode
        # GAME hands every hook on a position, a view or a move's text to the mode's rules.
        moved = state.apply(GAME.parse_action(state, str(state.legal_actions()[0])))
        assert moved.game is rules and GAME.legal(moved.data) == moved.legal_actions()
        assert GAME.view(moved.data, 0) == rules.view(moved.data, 0)
        assert GAME.sample(view, None, random.Random(1)) == rules.sample(view, None, random.Random(1))
    assert GAME.rules_for({"mode": "solo"}) is modes.rules_for({"mode": "solo"})
    for wrong in ("chess", None, ["core"]):
        with pytest.raises(ValueError, match="no mode"):
            GAME.new(2, 1, {"mode": wrong})


def test_saves_round_trip_mid_game_in_every_mode():
    for options, n in (({"mode": "core"}, 3), ({"mode": "solo"}, 1), (first_game(), 4)):
        rnd = random.Random(n)
        state = GAME.new(n, 8, options)
        for _ in range(40):
            if state.is_over:
                break
            state = state.apply(rnd.choice(state.legal_actions()))
            again = GAME.from_json(json.loads(json.dumps(GAME.to_json(state))))
            assert again == state and again.legal_actions() == state.legal_actions()


def test_notation_rejects_nonsense_with_a_message():
    state = GAME.new(2, 1)
    for text in ["", "cook", "cook row x", "cook row 1 fruits=4cream", "exchange ham a1", "exchange milk 1a",
                 "play s99", "choose chef", "market x", "swap a1", "keep z"]:
        with pytest.raises(IllegalAction) as err:
            state.apply(text)
        assert str(err.value)


def test_every_decision_is_recorded_with_its_passage():
    assert len(DECISIONS) >= 20
    for d in DECISIONS:
        assert set(d) == {"topic", "decision", "rests_on"} and all(d.values())
    assert len({d["topic"] for d in DECISIONS}) == len(DECISIONS)
