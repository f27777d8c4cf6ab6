"""Sweet Holic's moves and their text notation (see the package docstring for the grammar)."""

from __future__ import annotations

from dataclasses import dataclass

from sweets.engine import Action, IllegalAction
from sweets.games.sweet_holic.data import FRUITS, TILES


@dataclass(frozen=True)
class Discard(Action):
    """Lay a tile from the hand on one's own discard pile (face down during the first discard)."""

    tile: str

    def __str__(self) -> str:
        return f"discard {self.tile}"


@dataclass(frozen=True)
class Take(Action):
    """Take the top tile of the ingredient pile (``source`` None) or of seat ``source``'s discard pile."""

    source: int | None = None

    def __str__(self) -> str:
        return "take pile" if self.source is None else f"take {self.source}"


@dataclass(frozen=True)
class Bake(Action):
    """Place one tile from the hand on a macaron; ``onto`` names the macaron for a burnt cookie."""

    tile: str
    onto: str | None = None

    def __str__(self) -> str:
        return f"bake {self.tile}" if self.onto is None else f"bake {self.tile} on {self.onto}"


@dataclass(frozen=True)
class End(Action):
    """Stop baking for this turn (then refill the hand to 3 if it is smaller)."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class Pass(Action):
    """Offered only when nothing else is possible (an empty hand)."""

    def __str__(self) -> str:
        return "pass"


def _tile(word: str) -> str:
    if word not in TILES:
        raise IllegalAction(f"there is no ingredient called {word!r}")
    return word


def parse_action(text: str) -> Action:
    """Reads the notation; checks only the form; the rules decide whether the move is possible."""
    words = text.lower().split()
    if not words:
        raise IllegalAction("no move given")
    verb, args = words[0], words[1:]
    if verb == "discard" and len(args) == 1:
        return Discard(_tile(args[0]))
    if verb == "take" and len(args) == 1:
        if args[0] == "pile":
            return Take(None)
        if args[0].isdigit() and len(args[0]) <= 2:
            return Take(int(args[0]))
        raise IllegalAction("take from 'pile' or from a seat number, e.g. 'take 2'")
    if verb == "bake" and len(args) == 1:
        return Bake(_tile(args[0]))
    if verb == "bake" and len(args) == 3 and args[1] == "on":
        if args[2] not in FRUITS:
            raise IllegalAction(f"there is no macaron flavour called {args[2]!r}")
        return Bake(_tile(args[0]), args[2])
    if verb == "end" and not args:
        return End()
    if verb == "pass" and not args:
        return Pass()
    raise IllegalAction(f"cannot read the move {text!r}; moves look like 'discard c3', 'take pile', "
                        "'take 2', 'bake f7', 'bake c21 on mint', 'end'")
