"""Sweeet!'s three actions and their text notation.

- ``flip c3``: turn the face-down card at c3 face up.
- ``peek c3``: (Curious holder, before the first flip of a turn) look at c3 secretly.
- ``stop`` / ``stop a1 c3 f5=6``: end the turn, collecting the listed cells, in grid order;
  the Lucky card's cell carries ``=value``, the value it takes in the run.
"""

from __future__ import annotations

from dataclasses import dataclass

from sweets.engine import Action, IllegalAction
from sweets.games.sweeet.cards import CELL_NAMES, CELLS, cell_index


@dataclass(frozen=True)
class Flip(Action):
    cell: int

    def __str__(self) -> str:
        return f"flip {CELL_NAMES[self.cell]}"

    def __repr__(self) -> str:
        return f"Flip({self.cell})"


@dataclass(frozen=True)
class Peek(Action):
    cell: int

    def __str__(self) -> str:
        return f"peek {CELL_NAMES[self.cell]}"

    def __repr__(self) -> str:
        return f"Peek({self.cell})"


@dataclass(frozen=True)
class Stop(Action):
    """``takes`` holds (cell, lucky value) pairs sorted by cell; the value is 0 except for Lucky."""

    takes: tuple[tuple[int, int], ...] = ()

    def __str__(self) -> str:
        parts = ["stop"]
        for cell, value in self.takes:
            parts.append(f"{CELL_NAMES[cell]}={value}" if value else CELL_NAMES[cell])
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Stop({self.takes!r})"

    @property
    def cells(self) -> list[int]:
        return [cell for cell, _ in self.takes]


# Flips and peeks are immutable, so legal() hands out these shared instances instead of
# building 48 new objects on every call.
FLIPS = tuple(Flip(i) for i in range(CELLS))
PEEKS = tuple(Peek(i) for i in range(CELLS))
STOP_NOTHING = Stop(())

USAGE = "write flip <cell>, peek <cell> or stop followed by the cells to collect (e.g. stop a1 c3 f5=6)"


def _cell(word: str) -> int:
    try:
        return cell_index(word)
    except ValueError as exc:
        raise IllegalAction(str(exc)) from None


def parse_action(text: str) -> Action:
    """Reads the notation above; IllegalAction when the text cannot be read at all."""
    words = text.lower().split()
    if not words:
        raise IllegalAction(f"No action given: {USAGE}")
    verb, args = words[0], words[1:]
    if verb in ("flip", "peek"):
        if len(args) != 1:
            raise IllegalAction(f"{verb} needs exactly one cell, e.g. {verb} c3")
        cell = _cell(args[0])
        return FLIPS[cell] if verb == "flip" else PEEKS[cell]
    if verb != "stop":
        raise IllegalAction(f"Unknown action {words[0]!r}: {USAGE}")
    takes: dict[int, int] = {}
    for word in args:
        name, sep, value_text = word.partition("=")
        cell = _cell(name)
        if cell in takes:
            raise IllegalAction(f"{CELL_NAMES[cell]} is listed twice")
        value = 0
        if sep:
            if not value_text.isdigit() or not 1 <= int(value_text) <= 8:
                raise IllegalAction(f"{word!r}: the value Lucky takes must be a number from 1 to 8")
            value = int(value_text)
        takes[cell] = value
    return Stop(tuple(sorted(takes.items())))
