"""Sweets Stack's search hook and setup choices: samples under every advanced card (crown cards
dealt by Dragon's Fireball, Gummy Python's first candy, prefilled sheets), and the setup
choices a link or the setup screen carries as text."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from sweets import games
from sweets.engine import State
from sweets.games.sweets_stack.data import ADVANCED, PRESETS

GAME = games.get("sweets_stack")


def random_states(n, seed, advanced):
    rnd = random.Random(seed)
    state = GAME.new(n, seed, {"advanced": advanced})
    while True:
        yield state
        if state.is_over:
            return
        state = state.apply(rnd.choice(state.legal_actions()))


@pytest.mark.parametrize("advanced", [["dragons_fireball", "gummy_python", "rare_candy"],
                                      ["candy_corn", "sugar_goblin", "dragons_fireball"]])
@pytest.mark.parametrize("n", [2, 4])
def test_samples_under_advanced_cards_agree_with_the_seat(n, advanced):
    picks_rebuilt = crowns_hidden = 0
    for state in random_states(n, 5 * n, advanced):
        if state.ply % 3 and not state.data.get("secret_choices"):
            continue
        census = Counter(GAME.components(state.data))
        for seat in range(n):
            view = state.view(seat)
            data = GAME.sample(view, None, random.Random(state.ply + seat))
            json.dumps(data)
            twin = State(GAME, state.players, state.seed, state.options, state.log, data)
            assert twin.view(seat) == view
            assert Counter(GAME.components(data)) == census
            if seat == state.to_move:
                assert sorted(map(str, twin.legal_actions())) == sorted(map(str, state.legal_actions()))
                twin.apply(random.Random(seat).choice(twin.legal_actions()))
            record = data.get("secret_choices")
            if record and len(record["picks"]) > (str(seat) in record["picks"]):
                picks_rebuilt += 1
                for who, pick in record["picks"].items():
                    assert pick.split()[1] in data["hands"][int(who)]
            others = [c for s in range(n) if s != seat for c in state.data["hands"][s] if c.startswith("c")]
            crowns_hidden += bool(others)
    assert picks_rebuilt and crowns_hidden


def test_a_seat_that_has_chosen_keeps_its_own_pick_in_every_sample():
    state = GAME.new(3, 2)
    while "secret_choices" not in state.data:
        state = state.apply(state.legal_actions()[0])
    mine = [str(a) for a in state.legal_actions() if str(a).startswith("play ")][-1]
    seat = state.to_move
    state = state.apply(mine)
    for k in range(10):
        data = GAME.sample(state.view(seat), None, random.Random(k))
        assert data["secret_choices"]["picks"][str(seat)] == mine


def test_the_advanced_choice_offers_each_card_per_round_and_the_presets_as_shortcuts():
    (choice,) = GAME.setup_choices
    assert choice.key == "advanced"
    texts = [text for text, _ in choice.values]
    assert texts[0] == "-,-,-"
    for _, _, rounds in PRESETS:
        assert ",".join(c or "-" for c in rounds) in texts
    assert {item.text for item in choice.items} == {"-", *ADVANCED}  # any card (or none), per round
    assert len(choice.slots) == 3
    for text in texts:  # every shortcut offered starts a game
        GAME.new(4, 1, GAME.options_from_text({"advanced": text, "players": "4"}))


def test_advanced_read_from_a_link():
    assert GAME.option_from_text("advanced", "-,gummy_python,sugar_goblin") == [None, "gummy_python",
                                                                                "sugar_goblin"]
    assert GAME.options_from_text({"advanced": " Candy_Corn , - ,none"}) == {
        "advanced": ["candy_corn", None, None]}
    with pytest.raises(ValueError):
        GAME.new(2, 1, GAME.options_from_text({"advanced": "-,gummy_python"}))
    with pytest.raises(ValueError):
        GAME.new(2, 1, GAME.options_from_text({"advanced": "-,-,licorice"}))


@pytest.mark.parametrize("flow", [1, 2])
def test_samples_keep_the_cards_a_seat_put_under_its_deck_in_order(flow):
    """Flow 1 asks every seat about exchanging before the picks; flow 2 offers it in the pick."""
    state = GAME.new(3, 4, {"flow": flow}).apply("exchange")
    hand = list(state.data["hands"][0])
    steps = [(f"under {hand[2]}", [hand[2]]),  # mid-arrangement
             ("under rest", [hand[2], hand[0], hand[1], hand[3], hand[4]])]  # after the draw
    for k, (move, under) in enumerate(steps):
        state = state.apply(move)
        assert state.data["phase"] == ("arrange" if k == 0 else "exchange" if flow == 1 else "pick")
        for trial in range(5):
            data = GAME.sample(state.view(0), None, random.Random(trial))
            assert data["decks"][0][-len(under):] == under
            twin = State(GAME, state.players, state.seed, state.options, state.log, data)
            assert twin.view(0) == state.view(0)
            assert sorted(map(str, twin.legal_actions())) == sorted(map(str, state.legal_actions()))


def test_held_cards_are_where_the_table_says_and_samples_keep_them_there():
    """``in_hand``: cards everybody knows to be in a seat's hand (taken in by changing cards);
    ``held``: in its hand or deck (put under it by an exchange since; from the second round, the
    last round's marked, face-down and held cards, which are its deck now). True of the real
    position at every step, and kept by every sample."""
    taken = carried = 0
    for seed in range(6):
        for state in random_states(3, 40 + seed, [None, "dragons_fireball", None]):
            data = state.data
            for who in range(3):
                assert set(data["in_hand"][who]) <= set(data["hands"][who]), who
                assert set(data["held"][who]) <= set(data["hands"][who] + data["decks"][who]), who
            if state.ply % 4 or state.is_over:
                continue
            for seat in range(3):
                view = state.view(seat)
                sample = GAME.sample(view, None, random.Random(state.ply + seat))
                for who in range(3):
                    assert set(view["in_hand"][who]) <= set(sample["hands"][who])
                    assert set(view["held"][who]) <= set(sample["hands"][who] + sample["decks"][who])
                    if who != seat:
                        taken += len(view["in_hand"][who])
                        carried += view["round"] > 1 and len(view["held"][who])
    assert taken and carried, (taken, carried)


def test_a_save_from_before_held_plays_on_and_samples():
    rnd = random.Random(8)
    state = GAME.new(3, 8)
    while state.ply < 30:
        state = state.apply(rnd.choice(state.legal_actions()))
    data = state.data
    del data["held"], data["in_hand"]
    state = State(GAME, state.players, state.seed, state.options, state.log, data)
    while not state.is_over:
        view = state.view(state.to_move)
        assert all(cards == [] for cards in view["held"] + view["in_hand"])
        twin = State(GAME, state.players, state.seed, state.options, state.log,
                     GAME.sample(view, None, random.Random(state.ply)))
        assert twin.view(state.to_move) == view
        state = state.apply(rnd.choice(state.legal_actions()))
