"""Hints (issue 32): the move the Hard level plays for the seat on screen, with one sentence of why.

Over positions from whole random games of every game and MasterSweets mode, at several player
counts: the hinted move is legal and is exactly Hard's choice for that seat's view and seed; the
sentence is non-empty, in words, names nothing the seat cannot see (a position that differs only
in hidden cards gives the same hint).
"""

from __future__ import annotations

import random

import pytest

from sweets import bots, games
from sweets.bots import hints
from sweets.engine import State

# (game, options, player counts): every game and every MasterSweets mode
CASES = [
    ("sweet_holic", {}, (2, 4)),
    ("sweeet", {}, (2, 5)),
    ("sweets_stack", {}, (2, 4)),
    ("mastersweets", {"mode": "core"}, (2, 4)),
    ("mastersweets", {"mode": "clash"}, (2, 5)),
    ("mastersweets", {"mode": "workshop"}, (2, 4)),
    ("mastersweets", {"mode": "solo"}, (1,)),
]
EVERY = 3  # a hint at every third decision keeps the sweep short; whole games are still played


def positions(game_id: str, options: dict, players: int, seed: int):
    """The states of one whole game played by a mix of Hard and random moves."""
    game = games.get(game_id)
    state = game.new(players, seed, options)
    dice = random.Random(seed)
    while not state.is_over and state.ply < 600:
        yield state
        legal = [str(a) for a in state.legal_actions()]
        pick = bots.choose(game_id, "hard", state.view(state.to_move), legal, state.ply)
        state = state.apply(pick if dice.random() < 0.6 else dice.choice(legal))


def _label(case):
    game_id, options, _ = case
    return game_id + ("-" + options["mode"] if options else "")


@pytest.mark.parametrize("case", CASES, ids=_label)
def test_the_hint_is_hards_move_with_a_sentence_in_words(case):
    game_id, options, counts = case
    seen_reasons = set()
    for players in counts:
        for k, state in enumerate(positions(game_id, options, players, 11 + players)):
            if k % EVERY:
                continue
            legal = [str(a) for a in state.legal_actions()]
            view = state.view(state.to_move)
            seed = state.seed * 1_000_003 + state.ply
            got = hints.hint(game_id, view, legal, seed)
            assert got.move in legal
            assert got.move == bots.choose(game_id, "hard", state.view(state.to_move), legal, seed)
            assert got.why.strip() and got.why.endswith(".")
            assert not hints.NOTATION.search(got.why), got.why
            seen_reasons.add(got.why)
    # the sentences come from the bot's judgement, not one canned line
    assert len(seen_reasons) >= 3
    fallback = "This is the move the Hard computer player would make here."
    assert fallback not in seen_reasons or len(seen_reasons) > 10


@pytest.mark.parametrize("case", CASES, ids=_label)
def test_hidden_cards_do_not_change_the_hint(case):
    """A position the seat cannot tell from the real one (hidden cards redrawn by the game's
    ``sample``, from the view only) gives the seat the same view, so the same hint."""
    game_id, options, counts = case
    game = games.get(game_id)
    checked = 0
    n = counts[-1]
    memory: list[dict | None] = [None] * n
    for k, state in enumerate(positions(game_id, options, n, 29)):
        for s in range(n):
            memory[s] = game.observe(memory[s], state.view(s))
        if k % 7 or state.to_move is None:
            continue
        seat = state.to_move
        view = state.view(seat)
        data = game.sample(view, memory[seat], random.Random(k))
        other = State(state.game, state.players, state.seed, state.options, state.log, data)
        assert other.view(seat) == view
        legal = [str(a) for a in state.legal_actions()]
        assert hints.hint(game_id, other.view(seat), legal, 5) == hints.hint(game_id, view, legal, 5)
        checked += 1
    assert checked


def test_notation_is_caught():
    for bad in ("Cook row 1 cream=2eggs.", "Flip g12 now.", "Discard t12.", "Tell p2 about it."):
        assert hints.NOTATION.search(bad)
    for fine in ("Cook the second row: it scores 7 points now.", "Turn up a new card: about 23 in 100."):
        assert not hints.NOTATION.search(fine)


def test_a_single_move_is_said_so():
    game = games.get("sweeet")
    state = game.new(2, 3)
    legal = [str(a) for a in state.legal_actions()][:1]
    got = hints.hint("sweeet", state.view(state.to_move), legal, 1)
    assert got == (legal[0], "It is the only move open to you here.")
