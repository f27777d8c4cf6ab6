"""Shared pieces of every game's ``tell``: the move log's words, read from one seat's views.

A game's ``tell(before, after, actor)`` takes two views of the *reader's* seat (the screen the
log is shown on), before and after one move, and says in plain text what that move did. Since it
sees nothing but those views, no line can name what the reader's seat may not know: a card drawn
by another seat stays "a card" because the reader's view never holds it.

Two games (Sweet Holic, MasterSweets) keep a window of recent events in each view, since that
seat's own turn ended. :func:`fresh` finds the events one move added; when the reader's own turn
ended in the move, the window starts again and the game tells its own move from the rest of the
view instead.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


def fresh(before: Sequence[T], after: Sequence[T]) -> tuple[list[T], bool]:
    """The events ``after`` adds to ``before``, and whether the window stayed where it was.

    A seat's window only grows until its own turn ends, then starts again (False: the move's own
    events may be gone from ``after``). A spectator's window is that of the seat to move, so it
    moves on with the turn: it then starts with the end of ``before`` (False), or, once the game
    is over, holds all of ``before`` further on (True)."""
    old, new = list(before), list(after)
    n = len(old)
    if new[:n] == old:
        return new[n:], True
    for x in range(1, n):  # the window moved on: the end of ``before`` is where ``after`` starts
        if old[x:] == new[:n - x]:
            return new[n - x:], False
    for i in range(1, len(new) - n + 1):  # the window reaches further back now
        if new[i:i + n] == old:
            return new[i + n:], True
    return new, False


def who(view: Mapping[str, Any], seat: Any) -> str:
    """A seat's name, or "You" on that seat's own screen; a name for a non-seat (George)."""
    if isinstance(seat, int):
        if seat == view.get("seat"):
            return "You"
        players = view.get("players") or []
        return str(players[seat]) if 0 <= seat < len(players) else f"Seat {seat + 1}"
    return str(seat)


def whom(view: Mapping[str, Any], seat: Any) -> str:
    """A seat's name as an object: "you" on its own screen."""
    name = who(view, seat)
    return "you" if name == "You" and seat == view.get("seat") else name


def whose(view: Mapping[str, Any], seat: int) -> str:
    """"your" on the seat's own screen, else "Ann's"."""
    if seat == view.get("seat"):
        return "your"
    name = who(view, seat)
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"


def and_list(items: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    items = [i for i in items if i]
    if not items:
        return ""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def plural(count: int, word: str, many: str | None = None) -> str:
    """"1 card", "3 cards"."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def moved(actor: str, view: Mapping[str, Any]) -> str:
    """The line of a move whose effect the reader cannot see at all (a secret pick)."""
    you = view.get("seat") is not None and actor == who(view, view.get("seat"))
    return "You made your move" if you else f"{actor} made a move"


def sentence(text: str) -> str:
    """``text`` with a capital first letter (names stay as typed)."""
    return text[:1].upper() + text[1:] if text else text
