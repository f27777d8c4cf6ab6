"""Sweets Stack's moves and their text notation (see the package docstring for the grammar)."""

from __future__ import annotations

from dataclasses import dataclass

from sweets.engine import Action, IllegalAction
from sweets.games.sweets_stack.data import CARDS

ROTATION_WORDS = {"r1": 1, "r2": 2, "r3": 3}


@dataclass(frozen=True)
class Keep(Action):
    """Decline to exchange the hand this turn."""

    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True)
class Exchange(Action):
    """Spend 1 pumpkin: the whole hand under the deck, as many cards drawn from its top."""

    def __str__(self) -> str:
        return "exchange"


@dataclass(frozen=True)
class Under(Action):
    """After an exchange: the card of the old hand to go under the deck next (beneath those already
    put there); ``card`` None puts all the rest under in the order held."""

    card: str | None = None

    def __str__(self) -> str:
        return f"under {self.card or 'rest'}"


@dataclass(frozen=True)
class Play(Action):
    """The secret pick: the card from the hand to pass on this turn."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True)
class Drop(Action):
    """Mark a candy on one's sheet: bounding-box bottom-left at column ``x`` (1 = left) and row
    ``y`` (1 = bottom), turned ``rotation`` quarter turns clockwise (2 pumpkins when not 0), and,
    with ``card``, that card from the hand instead of the one received (3 pumpkins)."""

    x: int
    y: int
    rotation: int = 0
    card: str | None = None

    def __str__(self) -> str:
        text = f"drop {self.x} {self.y}"
        if self.rotation:
            text += f" r{self.rotation}"
        if self.card is not None:
            text += f" with {self.card}"
        return text

    @property
    def cost(self) -> int:
        return (2 if self.rotation else 0) + (3 if self.card is not None else 0)


@dataclass(frozen=True)
class Out(Action):
    """Accept elimination when the received candy does not fit upright (rather than pay to fit it)."""

    def __str__(self) -> str:
        return "out"


def _number(word: str) -> int:
    if not word.isdigit() or len(word) > 2:
        raise IllegalAction(f"{word!r} is not a column or row number")
    return int(word)


def parse_action(text: str) -> Action:
    """Reads the notation; checks only the form; the rules decide whether the move is possible."""
    words = text.lower().split()
    if not words:
        raise IllegalAction("no move given")
    verb, args = words[0], words[1:]
    if verb == "keep" and not args:
        return Keep()
    if verb == "exchange" and not args:
        return Exchange()
    if verb == "out" and not args:
        return Out()
    if verb == "under" and len(args) == 1:
        if args[0] == "rest":
            return Under()
        if args[0] not in CARDS:
            raise IllegalAction(f"there is no candy card called {args[0]!r}")
        return Under(args[0])
    if verb == "play" and len(args) == 1:
        if args[0] not in CARDS:
            raise IllegalAction(f"there is no candy card called {args[0]!r}")
        return Play(args[0])
    if verb == "drop" and 2 <= len(args) <= 5:
        x, y = _number(args[0]), _number(args[1])
        rest = args[2:]
        rotation = 0
        if rest and rest[0] in ROTATION_WORDS:
            rotation = ROTATION_WORDS[rest.pop(0)]
        card = None
        if len(rest) == 2 and rest[0] == "with":
            if rest[1] not in CARDS:
                raise IllegalAction(f"there is no candy card called {rest[1]!r}")
            card = rest[1]
            rest = []
        if not rest:
            return Drop(x, y, rotation, card)
    raise IllegalAction(f"cannot read the move {text!r}; moves look like 'keep', 'exchange', 'under b3', "
                        "'under rest', 'play b3', "
                        "'drop 2 1', 'drop 4 3 r1', 'drop 1 1 with g7', 'out'")
