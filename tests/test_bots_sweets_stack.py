"""The Sweets Stack computer players: legal, deterministic, blind to hidden cards, strong in order."""

from __future__ import annotations

import copy
import random

import pytest

from sweets.bots import sweets_stack as stack_bots
from sweets.engine import clone
from sweets.games.sweets_stack import GAME
from sweets.games.sweets_stack.data import CANDY_IDS, CARDS
from tests.test_sweets_stack import edit

# The hand-written levels; the thinking one on top has tests of its own (tests/test_search_bot.py).
LEVELS = [level for level, _ in stack_bots.LEVELS if level != "expert"]


def legal_texts(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def bot_move(state, level: str, seed: int) -> str:
    return stack_bots.choose(level, state.view(state.to_move), legal_texts(state), seed)


def positions(levels, seed, options=None, limit=10_000):
    state = GAME.new(len(levels), seed, options)
    rnd = random.Random(seed)
    while not state.is_over and state.ply < limit:
        yield state
        level = levels[state.to_move]
        text = rnd.choice(legal_texts(state)) if level == "random" else bot_move(state, level, seed)
        state = state.apply(text)


def play(levels, seed, options=None):
    state = GAME.new(len(levels), seed, options)
    rnd = random.Random(seed)
    while not state.is_over:
        level = levels[state.to_move]
        text = rnd.choice(legal_texts(state)) if level == "random" else bot_move(state, level, seed)
        state = state.apply(text)
        assert state.ply < 5000
    return state


def test_levels_weakest_first():
    assert stack_bots.LEVELS == [("easy", "Easy"), ("hard", "Hard"), ("expert", "Expert (thinks)")]
    with pytest.raises(KeyError):
        stack_bots.choose("master", {}, ["keep", "exchange"], 1)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_choice_is_legal_and_repeatable(n):
    options = {"advanced": ["dragons_fireball", "gummy_python", "rare_candy"]}
    levels = ["hard", "easy", "random", "hard"][:n]
    for i, state in enumerate(positions(levels, seed=30 + n, options=options)):
        if i % 3:
            continue
        view, legal = state.view(state.to_move), legal_texts(state)
        for level in LEVELS:
            untouched = copy.deepcopy(view)
            choice = stack_bots.choose(level, view, legal, 4)
            assert choice in legal, (level, choice)
            assert view == untouched, "a bot must not change the view it is given"
            assert stack_bots.choose(level, copy.deepcopy(view), list(legal), 4) == choice


def swapped_decks(state):
    """The same game with the bottom cards of two other seats' decks swapped (cards nobody has
    seen yet); None if the log no longer replays the same way."""
    n = len(state.players)
    first = GAME.new(n, state.seed, state.options).data
    deal = [first["hands"][s] + first["decks"][s] for s in range(n)]
    a, b = (state.to_move + 1) % n, (state.to_move + 2) % n
    if a == b:
        deal[a][-1], deal[a][-2] = deal[a][-2], deal[a][-1]
    else:
        deal[a][-1], deal[b][-1] = deal[b][-1], deal[a][-1]
    other = GAME.new(n, state.seed, {**state.options, "decks": deal})
    for text in state.log:
        other = other.apply(text)
    return other


def test_choices_depend_only_on_the_view():
    checked = 0
    for n in (2, 3):
        base = GAME.new(n, 80 + n)
        deal = [base.data["hands"][s] + base.data["decks"][s] for s in range(n)]
        for i, state in enumerate(positions(["hard", "easy", "hard"][:n], seed=80 + n,
                                            options={"decks": deal}, limit=60)):
            if i % 3 or state.view(None)["round"] > 1:  # new decks are shuffled from what was seen
                continue
            other = swapped_decks(state)
            assert other.data != state.data
            seat = state.to_move
            assert other.view(seat) == state.view(seat)
            for level in LEVELS:
                assert bot_move(other, level, 9) == bot_move(state, level, 9)
            checked += 1
    assert checked >= 10


def test_a_pick_cannot_see_the_picks_before_it():
    state = GAME.new(3, 5)
    while state.view(0)["phase"] != "pick":
        state = state.apply("keep")
    hand = state.data["hands"][0]
    a, b = state.apply(f"play {hand[0]}"), state.apply(f"play {hand[1]}")
    for level in LEVELS:
        assert bot_move(a, level, 2) == bot_move(b, level, 2)


def match_score(strong, weak, games_count, seed0):
    """Share of 2-player games won by ``strong`` (a shared win counts half), seats alternating."""
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
    assert match_score("hard", "easy", 30, seed0=1000) >= 0.7


def test_easy_beats_a_random_player():
    assert match_score("easy", "random", 20, seed0=2000) >= 0.75




def test_hard_passes_a_card_that_does_not_fit():
    """A candle is worth more than any placement: Hard never hands over the one card that fits."""
    state = GAME.new(2, 1, {"decks": [["y14", "b1", *CANDY_IDS[40:43]] + list(CANDY_IDS[43:54]),
                                      list(CANDY_IDS[2:18])]})
    assert state.view(0)["phase"] == "pick"  # a new game offers the exchange beside the hand
    # Seat 1's sheet is full but for a 2-wide gap in the top row: of seat 0's hand only b1 fits.
    full = sum(1 << i for i in range(6 * 7 + 4))

    def squeeze(d):
        d["sheets"][1] = full
        d["pumpkins"] = [0, 0]
        d["supply_pumpkins"] = 20

    state = edit(state, squeeze)
    assert state.view(0)["phase"] == "pick" and state.to_move == 0
    assert bot_move(state, "hard", 3) != "play b1"
    assert bot_move(state, "easy", 3) in legal_texts(state)
    # The Expert's playouts pass as Hard does: a card that fits nowhere on the receiver's sheet.
    from sweets.bots.sweets_stack import rollout

    passed = rollout.act(clone(state._d), random.Random(1))
    assert str(passed) != "play b1" and str(passed) in legal_texts(state)
    fits = rollout._outlook(full, CARDS["b1"].shape)
    assert rollout._outlook(full, CARDS[passed.card].shape) == -100.0 < fits
