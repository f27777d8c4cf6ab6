"""Clash of Sweets' own moves and their notation (the grammar is in the package docstring); the
moves it shares with the core game come from ``actions.py``.

Players are ``p1``.. ``p5`` (seat 0 is ``p1``); a place in a player's cookbook is ``p2:b3``.
"""

from __future__ import annotations

from dataclasses import dataclass

from sweets.engine import Action, IllegalAction
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.actions import Pos, parse_action
from sweets.games.mastersweets.base import player_name


def shapes(count: int) -> list[tuple[int, int]]:
    """The rectangles a cookbook of ``count`` cards may be laid out in: every rows x columns
    that holds the cards exactly (see DECISIONS, "arranging a Clash cookbook")."""
    return [(r, count // r) for r in range(1, count + 1) if count % r == 0]


def default_shape(count: int) -> tuple[int, int]:
    """The squarest rectangle, wider than tall: 3 x 4 for 12 cards, 2 x 5 for 10."""
    return min(((r, c) for r, c in shapes(count) if r <= c), key=lambda rc: rc[1] - rc[0])


def place_name(seat: int, pos: Pos) -> str:
    return f"{player_name(seat)}:{gr.pos_name(*pos)}"


@dataclass(frozen=True)
class Shape(Action):
    """Arranging: lay the own cookbook out as ``rows`` x ``cols`` (cards keep their reading order)."""

    rows: int
    cols: int

    def __str__(self) -> str:
        return f"shape {self.rows}x{self.cols}"


@dataclass(frozen=True)
class Ready(Action):
    """Arranging: the own cookbook is laid out."""

    def __str__(self) -> str:
        return "ready"


@dataclass(frozen=True)
class Improve(Action):
    """Improve the own cookbook card at ``pos``: with two hand cards of its type, or (the improve
    icon) with the special card just played."""

    pos: Pos

    def __str__(self) -> str:
        return f"improve {gr.pos_name(*self.pos)}"


@dataclass(frozen=True)
class Trade(Action):
    """Give a hand ingredient of ``kind`` for the card at ``pos`` of ``seat``'s cookbook."""

    kind: str
    seat: int
    pos: Pos

    def __str__(self) -> str:
        return f"exchange {self.kind} {place_name(self.seat, self.pos)}"


@dataclass(frozen=True)
class Steal(Action):
    seat: int
    kind: str
    index: int

    def __str__(self) -> str:
        return f"steal {player_name(self.seat)} {gr.recipe_name(self.kind, self.index)}"


@dataclass(frozen=True)
class Remove(Action):
    """The discard icon: the card at ``pos`` of ``seat``'s cookbook (or its improving card) goes."""

    seat: int
    pos: Pos

    def __str__(self) -> str:
        return f"remove {place_name(self.seat, self.pos)}"


def _seat(word: str) -> int:
    if len(word) >= 2 and word[0] == "p" and word[1:].isdigit() and 1 <= int(word[1:]) <= 5:
        return int(word[1:]) - 1
    raise IllegalAction(f"{word!r} is not a player (players are p1 to p5)")


def _place(word: str) -> tuple[int, Pos]:
    who, colon, where = word.partition(":")
    pos = gr.parse_pos(where) if colon else None
    if pos is None:
        raise IllegalAction(f"{word!r} is not a place in a player's cookbook (they look like 'p2:b3')")
    return _seat(who), pos


def parse(text: str) -> Action:
    words = text.lower().split()
    verb, args = (words[0], words[1:]) if words else ("", [])
    if verb == "ready" and not args:
        return Ready()
    if verb == "shape" and len(args) == 1:
        rows, x, cols = args[0].partition("x")
        if x and rows.isdigit() and cols.isdigit() and len(rows) <= 2 and len(cols) <= 2:
            return Shape(int(rows), int(cols))
        raise IllegalAction("shapes look like 'shape 3x4'")
    if verb == "improve" and len(args) == 1:
        pos = gr.parse_pos(args[0])
        if pos is None:
            raise IllegalAction(f"{args[0]!r} is not a place of your cookbook (places look like 'b2')")
        return Improve(pos)
    if verb == "exchange" and len(args) == 2 and ":" in args[1]:
        kind = parse_action(f"exchange {args[0]} a1").kind  # type: ignore[attr-defined]
        seat, pos = _place(args[1])
        return Trade(kind, seat, pos)
    if verb == "steal" and len(args) == 3 and args[1] in ("row", "col"):
        cook = parse_action(f"cook {args[1]} {args[2]}")
        return Steal(_seat(args[0]), cook.kind, cook.index)  # type: ignore[attr-defined]
    if verb == "remove" and len(args) == 1:
        return Remove(*_place(args[0]))
    if verb in ("cook", "role", "choose", "salvage", "replace", "george"):
        raise IllegalAction(f"there is no '{verb}' in Clash of Sweets")
    return parse_action(text)
