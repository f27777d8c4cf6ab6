"""Sweets Stack's pass-the-tablet screens (issue 35, item 4), counted over whole games of people
only, played through the page session by pressing its controls.

A hand-off is owed only before a screen that shows something of the seat's own that the others
may not see: its hand (the secret pick, with the exchange offered beside it) or the known bottom
of its deck. Marking the received candy is public and drawn without the hand; a seat that can pay
to mark a card of its hand instead asks for it with a button of its own (``ui:hand``), counted
here apart. So a seat gets one hand-off a turn at most.

Run with ``-s`` to see the counts: ``python -m pytest -s tests/test_sweets_stack_handoffs.py``.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import cast

import pytest

from sweets.games.sweets_stack.view import SweetsStackView
from sweets.render.sweets_stack import needs_handoff
from sweets.web.session import Session
from tests.test_web_session import new_session, presses, run_clock

CARD_ID = re.compile(r"\b(?:[bygr](?:1[0-6]|[1-9])|c[bygr])\b")  # every card id of the game
TURNED = re.compile(r"(drop \d+ \d+) r[1-3]\b")  # a drop's quarter turns, "r2", are not the card r2


def card_ids(markup: str) -> set[str]:
    return set(CARD_ID.findall(TURNED.sub(r"\1", markup)))
PLAYERS = (2, 3, 4)


def private_on_screen(session: Session, seat: int) -> set[str]:
    """The card ids only ``seat`` may know (its hand, the bottom of its deck, less the cards the
    table saw go into its hand) that the screen names, beyond what a spectator's screen names
    (the latest round's scored cards, say, may be back in a hand)."""
    t = session.table
    assert t is not None
    view = t.state.view(seat)
    own = {c["id"] for c in view["hand"]} | {c["id"] for c in view["deck_bottom"]}
    named = (own - set(view["in_hand"][seat])) & card_ids(session.html())
    if not named:
        return named
    return named - card_ids(t.renderer.table(t.state.view(None), [], {}, t.ctx()))


class Tally:
    """What one game by pressing saw: hand-offs per (round, turn, seat) and per phase they led
    to, the marking screens where the seat asked to see its hand, Undo presses, secrecy breaches."""

    def __init__(self) -> None:
        self.per_turn: Counter = Counter()
        self.per_phase: Counter = Counter()
        self.asked: Counter = Counter()
        self.undos = 0
        self.breaches: list[str] = []


def play_shared_game(players: int, seed: int, undo_rate: float = 0.0) -> Tally:
    """Plays a game of ``players`` people to the end by pressing (Undo, when offered, with
    probability ``undo_rate``)."""
    session = new_session(seed=seed)
    session.open_fragment(f"#new=sweets_stack&players={players}&seed={seed}&speed=fast")
    rnd = random.Random(seed)
    tally = Tally()
    holder: int | None = None  # the seat cleared to look at the tablet; None: anyone may be
    for _ in range(40_000):
        run_clock(session)
        t = session.table
        assert t is not None
        if session.screen == "result":
            return tally
        data = t.state.data
        if session.screen == "handoff":
            seat = t.handoff_to()
            assert seat is not None
            assert "game:undo" not in presses(session), "no Undo on a hand-off screen"
            tally.per_turn[(data["round"], data["turn"], seat)] += 1
            tally.per_phase[data["phase"]] += 1
            session.press("handoff:ready")
            holder = seat
            if not private_on_screen(session, seat):
                tally.breaches.append(f"a hand-off to seat {seat} at ply {t.state.ply} protected nothing")
            continue
        offered = presses(session)
        if "game:undo" in offered and rnd.random() < undo_rate:
            tally.undos += 1
            session.press("game:undo")
            holder = None if t.interlude is None and session.screen != "game" else holder
            continue
        if t.interlude:
            holder = None  # the whole table looks at the pause
            session.press("ui:continue")
            continue
        seat = t.shown_seat()
        assert seat is not None
        shown = private_on_screen(session, seat)
        if holder != seat and shown:
            tally.breaches.append(f"seat {seat}'s {sorted(shown)} shown to {holder} at ply {t.state.ply}")
        holder = seat if holder == seat else None  # passed on without a hand-off: anyone may look
        legal = set(t.playable())
        if "ui:hand" in offered and rnd.random() < 0.3:
            # the seat marking asks to see its hand: its own press, the others look away
            tally.asked[(data["round"], data["turn"], seat)] += 1
            session.press("ui:hand")
            holder = seat
            continue
        moves = [a for a in offered if a in legal]
        session.press(rnd.choice(moves))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", PLAYERS)
def test_at_most_one_hand_off_per_seat_and_turn_and_none_that_protects_nothing(players: int) -> None:
    tally = play_shared_game(players, seed=players)
    histogram = Counter(tally.per_turn.values())
    seat_turns = len(tally.per_turn)
    print(f"\n{players} people: {sum(tally.per_turn.values())} hand-offs per game over {seat_turns} "
          f"seat-turns with one; per seat per turn {dict(sorted(histogram.items()))} "
          f"(max {max(tally.per_turn.values())}); by phase {dict(tally.per_phase)}; "
          f"hand asked for while marking {sum(tally.asked.values())}")
    assert not tally.breaches, tally.breaches[:5]
    assert max(tally.per_turn.values()) <= 1, [k for k, v in tally.per_turn.items() if v > 1][:5]
    assert set(tally.per_phase) == {"pick"}, "only before a pick (the exchange is offered there)"


@pytest.mark.parametrize("players", (2, 3))
def test_undo_pressed_at_random_never_shows_a_secret(players: int) -> None:
    tally = play_shared_game(players, seed=10 + players, undo_rate=0.3)
    print(f"\n{players} people, Undo pressed {tally.undos} times: no secret shown")
    assert tally.undos > 10
    assert not tally.breaches, tally.breaches[:5]


def test_a_mark_needs_no_hand_off_and_shows_the_hand_only_when_asked() -> None:
    session = new_session(seed=4)
    session.open_fragment("#new=sweets_stack&players=2&seed=4")
    rnd = random.Random(4)
    t = session.table
    assert t is not None
    while t.state.data["phase"] != "place":  # the picks of turn 1 (each with its pause)
        if session.screen == "handoff":
            session.press("handoff:ready")
        elif t.interlude:
            session.press("ui:continue")
        else:
            session.press(rnd.choice([a for a in t.playable() if a.startswith("play ")]))
    session.press("ui:continue")  # the cards turned up
    seat = t.state.to_move
    assert seat is not None
    view = cast(SweetsStackView, t.state.view(seat))
    assert view["phase"] == "place" and session.screen == "game" and not needs_handoff(view)
    hand = {c["id"] for c in view["hand"]}
    assert not hand & card_ids(session.html()), "no hand on show"
    assert any(a.startswith("drop") for a in presses(session))
    assert "ui:hand" not in presses(session), "2 pumpkins: a hand card cannot be paid for"
    # with 3 pumpkins a card of the hand may be marked instead: shown when the seat asks
    t.state = t.state.game.from_json(t.state.game.to_json(t.state))  # a fresh position object
    t.state._d["pumpkins"][seat] = 3
    assert "ui:hand" in presses(session) and not hand & card_ids(session.html())
    assert not needs_handoff(cast(SweetsStackView, t.state.view(seat)))
    session.press("ui:hand")
    assert hand <= card_ids(session.html())
    assert any(a.startswith("ui:card:") for a in presses(session)), "a card of the hand to mark"
