"""MasterSweets' moves and their text notation (the grammar is in the package docstring).

Cards of one ingredient type are alike, so moves name types (``milk``), never ingredient ids;
special cards are named by id (``s4``), cookbook places by position (``b3``), recipes as
``row 2`` or ``col b``.
"""

from __future__ import annotations

from dataclasses import dataclass

from sweets.engine import Action, IllegalAction
from sweets.games.mastersweets.cooking import Sub, sub_key
from sweets.games.mastersweets.data import INGREDIENTS, ROLES, SPECIALS
from sweets.games.mastersweets.grid import parse_pos, parse_recipe, pos_name, recipe_name

Pos = tuple[int, int]


@dataclass(frozen=True)
class Choose(Action):
    """Take a role during the draft (or, in Alone in the Kitchen, any role)."""

    role: str

    def __str__(self) -> str:
        return f"choose {self.role}"


@dataclass(frozen=True)
class Market(Action):
    """Take the market card in ``slot`` (1 = leftmost)."""

    slot: int

    def __str__(self) -> str:
        return f"market {self.slot}"


@dataclass(frozen=True)
class Draw(Action):
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Exchange(Action):
    """Give a hand ingredient of ``kind`` for the cookbook card at ``pos``."""

    kind: str
    pos: Pos

    def __str__(self) -> str:
        return f"exchange {self.kind} {pos_name(*self.pos)}"


@dataclass(frozen=True)
class Play(Action):
    """Play a special card from the hand."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True)
class UseRole(Action):
    """The role's own action."""

    def __str__(self) -> str:
        return "role"


@dataclass(frozen=True)
class Cook(Action):
    """Cook the recipe ``kind`` (``row``/``col``) ``index``, paying the cards the hand lacks with
    ``subs`` (see ``cooking``), sorted canonically."""

    kind: str
    index: int
    subs: tuple[Sub, ...] = ()

    def __str__(self) -> str:
        paid = "".join(f" {m}={k}{t}" for m, k, t in self.subs)
        return f"cook {recipe_name(self.kind, self.index)}{paid}"


@dataclass(frozen=True)
class Discard(Action):
    """Discard a hand card: an ingredient type or a special card id."""

    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Done(Action):
    """Stop an ability that allows "up to" some number of steps."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Swap(Action):
    a: Pos
    b: Pos

    def __str__(self) -> str:
        return f"swap {pos_name(*self.a)} {pos_name(*self.b)}"


@dataclass(frozen=True)
class Replace(Action):
    pos: Pos

    def __str__(self) -> str:
        return f"replace {pos_name(*self.pos)}"


@dataclass(frozen=True)
class Salvage(Action):
    """Take an ingredient of ``kind`` from the discard pile."""

    kind: str

    def __str__(self) -> str:
        return f"salvage {self.kind}"


@dataclass(frozen=True)
class Keep(Action):
    """Keep one of the cards looked at: an ingredient type or a special card id."""

    card: str

    def __str__(self) -> str:
        return f"keep {self.card}"


@dataclass(frozen=True)
class George(Action):
    """Give George the cookbook card at ``pos`` (the person decides for him)."""

    pos: Pos

    def __str__(self) -> str:
        return f"george {pos_name(*self.pos)}"


@dataclass(frozen=True)
class Pass(Action):
    """Offered only when nothing else is possible."""

    def __str__(self) -> str:
        return "pass"


EXAMPLES = ("'draw', 'market 2', 'exchange milk b3', 'cook row 2', 'cook col a fruits=3cream', "
            "'play s4', 'role', 'choose baker'")


def _pos(word: str) -> Pos:
    pos = parse_pos(word)
    if pos is None:
        raise IllegalAction(f"{word!r} is not a cookbook place (places look like 'a1' or 'c3')")
    return pos


def _kind(word: str) -> str:
    if word not in INGREDIENTS:
        raise IllegalAction(f"there is no ingredient called {word!r}")
    return word


def _card(word: str) -> str:
    """An ingredient type or a special card id."""
    if word in SPECIALS:
        return word
    return _kind(word)


def _sub(word: str) -> Sub:
    missing, eq, paid = word.partition("=")
    if not eq or len(paid) < 2 or paid[0] not in "23":
        raise IllegalAction(f"{word!r} is not a substitution (they look like 'fruits=3cream')")
    return _kind(missing), int(paid[0]), _kind(paid[1:])


def _recipe(kind: str, word: str) -> tuple[str, int]:
    recipe = parse_recipe(kind, word)
    if recipe is None:
        raise IllegalAction("recipes are named like 'row 2' or 'col b'")
    return recipe


def parse_action(text: str) -> Action:
    """Reads the notation; checks only its form; the rules decide whether the move is possible."""
    words = text.lower().split()
    if not words:
        raise IllegalAction("no move given")
    verb, args = words[0], words[1:]
    single = {"draw": Draw(), "role": UseRole(), "done": Done(), "pass": Pass()}
    if verb in single and not args:
        return single[verb]
    if verb == "choose" and len(args) == 1:
        if args[0] not in ROLES:
            raise IllegalAction(f"there is no role called {args[0]!r}")
        return Choose(args[0])
    if verb == "market" and len(args) == 1 and args[0].isdigit() and len(args[0]) <= 2:
        return Market(int(args[0]))
    if verb == "exchange" and len(args) == 2:
        return Exchange(_kind(args[0]), _pos(args[1]))
    if verb == "play" and len(args) == 1:
        if args[0] not in SPECIALS:
            raise IllegalAction(f"there is no special card {args[0]!r} (they are s1 to s{len(SPECIALS)})")
        return Play(args[0])
    if verb == "cook" and len(args) >= 2 and args[0] in ("row", "col"):
        kind, index = _recipe(args[0], args[1])
        subs = tuple(sorted((_sub(w) for w in args[2:]), key=sub_key))
        return Cook(kind, index, subs)
    if verb == "discard" and len(args) == 1:
        return Discard(_card(args[0]))
    if verb == "swap" and len(args) == 2:
        a, b = sorted((_pos(args[0]), _pos(args[1])))
        return Swap(a, b)
    if verb == "replace" and len(args) == 1:
        return Replace(_pos(args[0]))
    if verb == "salvage" and len(args) == 1:
        return Salvage(_kind(args[0]))
    if verb == "keep" and len(args) == 1:
        return Keep(_card(args[0]))
    if verb == "george" and len(args) == 1:
        return George(_pos(args[0]))
    raise IllegalAction(f"cannot read the move {text!r}; moves look like {EXAMPLES}")
