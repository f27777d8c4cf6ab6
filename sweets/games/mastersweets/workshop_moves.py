"""Sweets Workshop's moves and their notation (the grammar is in the package docstring). Every move
spends hand cards, named by their place in the hand (1 = leftmost)."""

from __future__ import annotations

from dataclasses import dataclass

from sweets.engine import Action, IllegalAction
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.actions import Pos
from sweets.games.mastersweets.base import player_name


def _slots(slots: tuple[int, ...]) -> str:
    return " ".join(str(s) for s in slots)


@dataclass(frozen=True)
class Point(Action):
    """Point at the cookbook card at ``pos`` and discard hand card ``slot`` (1 = leftmost)."""

    pos: Pos
    slot: int

    def __str__(self) -> str:
        return f"point {gr.pos_name(*self.pos)} with {self.slot}"


@dataclass(frozen=True)
class Rearrange(Action):
    """Discard hand card ``slot`` and swap the cookbook cards at ``a`` and ``b``."""

    a: Pos
    b: Pos
    slot: int

    def __str__(self) -> str:
        return f"swap {gr.pos_name(*self.a)} {gr.pos_name(*self.b)} with {self.slot}"


@dataclass(frozen=True)
class Renew(Action):
    """Discard two hand cards (``slots``, ascending) and replace the cookbook card at ``pos``."""

    pos: Pos
    slots: tuple[int, int]

    def __str__(self) -> str:
        return f"replace {gr.pos_name(*self.pos)} with {_slots(self.slots)}"


@dataclass(frozen=True)
class Clue(Action):
    """Discard hand card ``slot`` to tell ``target`` which of their cards have the value ``what``
    (``"1"``, ``"3"``, ``"5"``) or share a type with a face-up card of the recipe ``what``
    (``"row 2"``, ``"col b"``)."""

    target: int
    what: str
    slot: int

    def __str__(self) -> str:
        return f"clue {player_name(self.target)} {self.what} with {self.slot}"


EXAMPLES = ("'point b2 with 3', 'swap a1 c4 with 2', 'replace b2 with 1 4', 'clue p2 5 with 1', "
            "'clue p3 row 2 with 1'")


def parse(text: str) -> Action:
    words = text.lower().split()
    try:
        cut = words.index("with")
    except ValueError:
        raise IllegalAction(f"cannot read the move {text!r}; moves look like {EXAMPLES}") from None
    head, slots = words[:cut], words[cut + 1:]
    if not head or not slots or not all(s.isdigit() and len(s) <= 2 for s in slots):
        raise IllegalAction(f"cannot read the move {text!r}; moves look like {EXAMPLES}")
    numbers = [int(s) for s in slots]
    verb, args = head[0], head[1:]
    places = [gr.parse_pos(a) for a in args]
    if verb == "point" and len(args) == 1 and places[0] and len(numbers) == 1:
        return Point(places[0], numbers[0])
    if verb == "swap" and len(args) == 2 and places[0] and places[1] and len(numbers) == 1:
        a, b = sorted((places[0], places[1]))
        return Rearrange(a, b, numbers[0])
    if verb == "replace" and len(args) == 1 and places[0] and len(numbers) == 2 and numbers[0] != numbers[1]:
        low, high = sorted(numbers)
        return Renew(places[0], (low, high))
    if verb == "clue" and len(args) in (2, 3) and len(numbers) == 1:
        who = args[0]
        if not (len(who) == 2 and who[0] == "p" and who[1] in "12345"):
            raise IllegalAction(f"{who!r} is not a player (players are p1 to p5)")
        what = " ".join(args[1:])
        if what not in ("1", "3", "5") and not (
                len(args) == 3 and args[1] in ("row", "col") and recipe_of(what) is not None):
            raise IllegalAction("a clue names a value (1, 3 or 5) or a recipe ('row 2', 'col b')")
        return Clue(int(who[1]) - 1, what, numbers[0])
    raise IllegalAction(f"cannot read the move {text!r}; moves look like {EXAMPLES}")


def recipe_of(what: str) -> tuple[str, int] | None:
    """(kind, index) of the recipe a clue names (``row 2``, ``col b``); None for a value."""
    kind, _, index = what.partition(" ")
    return gr.parse_recipe(kind, index)
