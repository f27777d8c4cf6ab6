"""A hint for a person's decision: the move the Hard level would play, and one sentence of why.

The move is exactly ``sweets.bots.choose(game_id, "hard", view, legal, seed)``: a hint that
differed from what Hard plays would teach something no player of the app does. The sentence comes
from the same judgement: each game's bots package has a ``why`` module whose
``why(view, legal, move, seed)`` reads the numbers Hard weighed the move by (the points a cook
scores, the chance a flip repeats, what a drop scores) and says them in words.

Like every bot, a hint sees the seat's view and nothing else, so it cannot tell a person what
their seat may not know. Hard answers at once in every game (no game lists it among its
``THINKING_LEVELS``; worst decision measured at under 0.1 s in CPython), so a page can ask for a
hint on a press without slicing the work.
"""

from __future__ import annotations

import importlib
import re
import zlib
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from sweets import bots, catalogue

LEVEL = "hard"  # the level whose move a hint shows (issue 32: "the move the Hard level would play")
# A sentence must be in words: nothing that looks like the move notation (a cell "g12", a
# substitution "cream=2eggs", a tile id "t12", a seat "p2", a page command "ui:").
NOTATION = re.compile(r"\b[a-z]{1,2}\d+\b|=|\bui:|\b[pt]\d+\b|\bp\d+:")

Why = Callable[[Mapping[str, Any], list[str], str, int], str]


class Hint(NamedTuple):
    move: str  # the notation of the move Hard would play, one of the legal moves
    why: str  # one sentence, in words


def _why_of(game_id: str) -> Why | None:
    """The ``why`` of ``game_id``'s bots package (``<bots>.why``), None when it has none."""
    name = catalogue.entry(game_id).bots
    if not name:
        return None
    try:
        found: Why = importlib.import_module(f"{name}.why").why
    except (ImportError, AttributeError):
        return None
    return found


def hint(game_id: str, view: Mapping[str, Any], legal: list[str], seed: int) -> Hint:
    """The move Hard plays for the seat of ``view`` among ``legal``, with its reason."""
    legal = [str(a) for a in legal]
    if isinstance(seed, bool) or not isinstance(seed, int):
        seed = zlib.crc32(str(seed).encode())  # as ``bots.choose`` reads it, so the move agrees
    move = bots.choose(game_id, LEVEL, view, legal, seed)
    why = ""
    explain = _why_of(game_id)
    if explain is not None and len(legal) > 1:
        try:
            why = explain(view, legal, move, seed)
        except Exception:  # noqa: BLE001 - a reason nobody foresaw must not cost the person the move
            why = ""
    if len(legal) == 1:
        why = "It is the only move open to you here."
    if not why or NOTATION.search(why):
        why = "This is the move the Hard computer player would make here."
    return Hint(move, why)


def words(text: str) -> str:
    """An id written for people: ``green_tea`` -> ``green tea``."""
    return text.replace("_", " ")


def points(value: float) -> str:
    """A value in points as a person says it: "about 4 points", "1 point"."""
    n = round(value)
    return f"{n} point" if n in (1, -1) else f"{n} points"


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
            "tenth", "eleventh", "twelfth")


def nth(index: int) -> str:
    """``0`` -> "first"; past the list, "number 13"."""
    return ORDINALS[index] if 0 <= index < len(ORDINALS) else f"number {index + 1}"


def listing(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
