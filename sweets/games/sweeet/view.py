"""What ``state.view(seat)`` holds in Sweeet! (built by ``Sweeet.view`` in ``rules.py``).

The renderer and the bots take :class:`SweeetView`; ``tests/test_view_types.py`` checks every view
of random games against it. No ``from __future__ import annotations`` here (see
``sweets/engine/views.py``).
"""

from typing import Literal, NamedTuple, NotRequired, TypedDict

from sweets.engine import EngineView


class CardAt(TypedDict):
    """A face-up card and its cell (``a1``..``h6``); ``card`` is its name (``"5"``, ``"honey"``)."""

    cell: str
    card: str


class RunCard(TypedDict):
    value: int
    card: Literal["start", "lucky", "number"]  # where the value came from


class Turn(TypedDict):
    seat: int
    number: int
    phase: str  # peek, flip, choose or brave
    revealed: list[CardAt]  # turned up this turn, in order


class Collectable(TypedDict):
    cell: str
    card: str
    values: NotRequired[list[int]]  # the Lucky card only: the values it may take


class Collected(TypedDict):
    cell: str
    card: str
    value: NotRequired[int]  # the Lucky card only: the value it took


class LastTurn(TypedDict):
    seat: int
    number: int
    revealed: list[CardAt]
    ended: str  # how the turn ended (stop, a repeat, a win, ...)
    collected: list[Collected]
    repeat: int | None  # the value turned up twice, if that ended it


class SweeetGameView(TypedDict):
    grid: list[str | None]  # per cell: None once collected, "down", or the face-up card's name
    peek: CardAt | None  # the card this seat peeked at this turn (Curious)
    runs: list[list[RunCard]]
    bonuses: list[list[str]]
    starting: list[int]
    honey_needed: list[int]
    turn: Turn | None
    collectable: list[Collectable]
    last_turn: LastTurn | None
    # Every reveal so far as [turn, seat, cell, card], and this seat's peeks as [turn, cell, card]:
    # JSON rows, so their items are typed together.
    reveals: list[list[int | str]]
    my_peeks: list[list[int | str]]
    winner_reason: str | None


class SweeetView(EngineView, SweeetGameView):
    pass


class Reveal(NamedTuple):
    turn: int
    seat: int
    cell: str
    card: str


class OwnPeek(NamedTuple):
    turn: int
    cell: str
    card: str


def reveals(view: SweeetView) -> list[Reveal]:
    """The view's ``reveals`` rows with their items' types (JSON holds them as plain lists)."""
    return [Reveal(int(turn), int(seat), str(cell), str(card)) for turn, seat, cell, card in view["reveals"]]


def own_peeks(view: SweeetView) -> list[OwnPeek]:
    """The view's ``my_peeks`` rows with their items' types."""
    return [OwnPeek(int(turn), str(cell), str(card)) for turn, cell, card in view["my_peeks"]]
