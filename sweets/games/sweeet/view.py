"""What ``state.view(seat)`` holds in Sweeet! (built by ``Sweeet.view`` in ``rules.py``).

The renderer and the bots take :class:`SweeetView`; ``tests/test_view_types.py`` checks every view
of random games against it. No ``from __future__ import annotations`` here (see
``sweets/engine/views.py``).
"""

from typing import Any, Literal, NamedTuple, NotRequired, TypedDict

from sweets.engine import EngineView, Game
from sweets.games.sweeet.cards import CELL_NAMES, GONE, NAME_OF


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


def open_view(rules: Game, data: dict) -> dict[str, Any]:
    """Everything revealed, for the replay of a finished game (``Game.open_view``): the
    spectator's view with every card of the grid face up, ``face_down`` naming the cells that
    lay face down to everyone, and ``places`` listing every card where it lies (``in_view``:
    the view's grid draws them in place)."""
    view: dict[str, Any] = dict(rules.view(data, None))
    grid, shown = data["grid"], view["grid"]
    down = [i for i, code in enumerate(grid) if code != GONE and shown[i] == "down"]
    hidden = set(down)
    view["grid"] = [None if code == GONE else NAME_OF[code] for code in grid]
    view["face_down"] = [CELL_NAMES[i] for i in down]
    places: list[dict[str, Any]] = [
        {"label": "The grid, face down", "seat": None, "seen": "none", "in_view": True,
         "items": [NAME_OF[grid[i]] for i in down]},
        {"label": "The grid, face up", "seat": None, "seen": "all",
         "items": [NAME_OF[code] for i, code in enumerate(grid) if code != GONE and i not in hidden]}]
    for seat in range(data["n"]):
        start, lucky = data["start"][seat], data["lucky"][seat]
        run = [f"start {start}"] + [str(v) for v in range(data["lo"][seat], data["hi"][seat] + 1)
                                    if v not in (start, lucky)]
        run += ["lucky"] * bool(lucky) + [NAME_OF[c] for c in data["bonus"][seat]]
        places.append({"label": "Run and Bonus cards", "seat": seat, "seen": "all", "items": run})
    view["places"] = places
    return view
