"""What one seat may know of a MasterSweets position: the view's types, and the code that builds
the core game's and Alone in the Kitchen's (``clash_view.py`` and ``workshop_view.py`` build theirs).

``MasterSweetsView`` is what ``state.view(seat)`` holds (seat None is a spectator): one shape per
mode, told apart by ``mode``. The renderer and the bots take it, and ``tests/test_view_types.py``
checks random games' views against it. No ``from __future__ import annotations`` here (see
``sweets/engine/views.py``).

Hidden from a seat: the other hands (only their sizes show), the order of the deck, and the cards
another player drew or looked at. Everything else lies face up on a real table.
"""

from typing import Literal, NotRequired, TypedDict, cast, overload

from sweets.engine import EngineView
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.data import ROLES, SPECIALS, TYPE_OF, card_sort_key, points

# ----- the view's types ------------------------------------------------------------------------


class IngredientCard(TypedDict):
    id: str
    kind: Literal["ingredient"]
    type: str  # eggs, flour, milk, nuts, fruits, cream, sugar, chocolate, butter
    points: int


class SpecialCard(TypedDict):
    id: str
    kind: Literal["special"]
    name: str
    text: str
    clash: str  # what its icon does in Clash of Sweets


Card = IngredientCard | SpecialCard


class Role(TypedDict):
    id: str
    name: str
    hand: int  # the hand it starts with
    text: str
    has_action: bool


class Cookbook(TypedDict):
    rows: int
    cols: int
    cells: list[list[IngredientCard | None]]  # None: a hole (specials never lie in a cookbook)


class Recipe(TypedDict):
    """A row (``kind`` "row") or column ("col") of the cookbook, by its places."""

    name: str
    kind: str
    index: int
    cards: list[str]
    points: int


class CoreTurn(TypedDict):
    steps: list[list[str | int]]  # [kind, count] still to decide
    extra: int  # actions still to take
    ability: str | None  # the special card's id, "role", or None
    peek: list[Card]  # the cards looked at (only to the seat to move)
    peek_count: int


class George(TypedDict):
    name: str
    completed: list[IngredientCard]
    points: int
    drawn: IngredientCard | None  # the card he drew
    skipped: list[SpecialCard]  # specials discarded on the way
    candidates: list[str]  # places he may take
    why: Literal["type", "points", "any"] | None


class Event(TypedDict):
    """One thing that happened; ``kind`` says which (see the package docstring for each mode's
    kinds) and which of the optional keys it has. Cards drawn or looked at are named only in the
    views that may see them: the others get ``count``."""

    seat: int | str | None  # a seat, "George", or None for the table's own events
    kind: str
    a: NotRequired[str]
    b: NotRequired[str]
    candidates: NotRequired[list[str]]
    card: NotRequired[str]
    cards: NotRequired[list[str]]
    clue: NotRequired[str]
    count: NotRequired[int]
    discarded: NotRequired[list[str]]
    earned: NotRequired[list[str]]
    gave: NotRequired[str]
    hand: NotRequired[list[str]]
    icon: NotRequired[str]
    improved: NotRequired[bool]
    improving: NotRequired[bool | list[str]]
    lost: NotRequired[list[str]]
    match: NotRequired[bool]
    new: NotRequired[str | list[str]]
    old: NotRequired[str | list[str]]
    out: NotRequired[str]
    owner: NotRequired[int]
    paid: NotRequired[list[str]]
    points: NotRequired[int]
    pos: NotRequired[str]
    recipe: NotRequired[str]
    refill: NotRequired[str]
    result: NotRequired[str]
    role: NotRequired[str]
    roles: NotRequired[list[str]]
    shape: NotRequired[str]
    skipped: NotRequired[list[str]]
    slot: NotRequired[int]
    slots: NotRequired[list[int]]
    target: NotRequired[int]
    took: NotRequired[str]
    touched: NotRequired[list[int]]
    under: NotRequired[int]
    victim: NotRequired[int]
    why: NotRequired[str]
    winner: NotRequired[int]


CoreMode = Literal["core", "solo"]


class CoreGameView(TypedDict):
    """The core game and Alone in the Kitchen (``george`` in the latter only)."""

    mode: CoreMode
    reconstructed: bool  # true: the components are reconstructed
    phase: Literal["draft", "play", "george", "george_turn", "over"]
    first_player: int
    draft_order: list[int]  # seats, in choosing order
    role_offer: list[Role]  # still on offer
    roles: list[Role | None]  # per seat, None before choosing
    roles_returned: list[Role]  # the one the first player put back
    cookbook: Cookbook
    recipes: list[Recipe]  # one per row, then per column
    market: list[Card | None]  # left to right
    deck_size: int
    discard: list[Card]  # bottom first, public
    returned: list[Card]  # specials drawn for the cookbook, back in the box
    specials_in_play: bool
    hand: list[Card]  # own cards: ingredient order, then specials
    hand_sizes: list[int]
    completed: list[list[IngredientCard]]  # per seat, its completed sweets
    points: list[int]
    turn: CoreTurn
    recent: list[Event]  # since this seat's own last turn ended, oldest first
    george: NotRequired[George]


class ClashRecipe(TypedDict):
    name: str
    kind: str
    index: int
    cards: list[str]
    cost: dict[str, int]  # type: cards needed to steal it


class ClashBook(TypedDict):
    rows: int
    cols: int
    cells: list[list[IngredientCard | None]]
    improved: list[list[bool]]
    recipes: list[ClashRecipe]


class ClashTurn(TypedDict):
    steps: list[list[str | int]]
    ability: str | None  # the special played
    loot: list[IngredientCard]  # the cards of a stolen recipe, to keep one of


class ClashGameView(TypedDict):
    mode: Literal["clash"]
    reconstructed: bool
    phase: Literal["arrange", "play", "over"]
    first_player: int
    books: list[ClashBook]  # per seat
    shapes: list[str]  # the RxC a cookbook may take
    ready: list[bool]  # per seat, laid out
    alive: list[bool]
    left: list[int]  # seats in the order they left
    market: list[Card | None]
    deck_size: int
    discard: list[Card]
    returned: list[Card]
    hand: list[Card]
    hand_sizes: list[int]
    hand_limit: int
    turn: ClashTurn
    recent: list[Event]


class WorkshopCard(IngredientCard):
    down: bool  # turned face down by a match (it keeps its type: the table saw it)


class WorkshopCookbook(TypedDict):
    rows: int
    cols: int
    cells: list[list[WorkshopCard]]


class WorkshopRecipe(TypedDict):
    name: str
    kind: str
    index: int
    cards: list[str]
    types: list[str]  # its face-up types


# What the clues said of one card (``yes``: the clue pointed at it; false: it passed it over);
# the functional form, since "from" is a Python keyword.
ClueFact = TypedDict("ClueFact", {"from": int, "clue": str, "turn": int, "value": NotRequired[int],
                                  "types": NotRequired[list[str]], "yes": bool})


class HandSlot(TypedDict):
    slot: int  # 1 = leftmost
    card: IngredientCard | None  # None in the seat's own hand (and in every hand for a spectator)
    clues: list[ClueFact]


class Clue(TypedDict):
    seat: int
    target: int
    clue: str
    touched: list[int]  # slots
    types: list[str] | None
    turn: int


class WorkshopGameView(TypedDict):
    mode: Literal["workshop"]
    reconstructed: bool
    phase: Literal["play", "over"]
    result: Literal["won", "lost"] | None
    first_player: int
    cookbook: WorkshopCookbook
    recipes: list[WorkshopRecipe]
    face_down: int
    deck_size: int
    out: list[IngredientCard]  # the spent cards, face up
    hand_size: int  # to draw back up to
    hand_sizes: list[int]
    hands: list[list[HandSlot]]  # per seat: a seat's view never holds its own cards
    clues: list[Clue]  # every clue given
    recent: list[Event]


class CoreView(EngineView, CoreGameView):
    pass


class ClashView(EngineView, ClashGameView):
    pass


class WorkshopView(EngineView, WorkshopGameView):
    pass


MasterSweetsGameView = CoreGameView | ClashGameView | WorkshopGameView
MasterSweetsView = CoreView | ClashView | WorkshopView

# ----- building the core game's view -----------------------------------------------------------

SECRET_KEYS = ("card", "cards")


@overload
def card_view(card: str) -> Card: ...
@overload
def card_view(card: None) -> None: ...
def card_view(card: str | None) -> Card | None:
    if card is None:
        return None
    return special_view(card) if card in SPECIALS else ingredient_view(card)


def special_view(card: str) -> SpecialCard:
    s = SPECIALS[card]
    return {"id": card, "kind": "special", "name": s.name, "text": s.text, "clash": s.clash}


@overload
def ingredient_view(card: str) -> IngredientCard: ...
@overload
def ingredient_view(card: None) -> None: ...
def ingredient_view(card: str | None) -> IngredientCard | None:
    if card is None:
        return None
    return {"id": card, "kind": "ingredient", "type": TYPE_OF[card], "points": points(card)}


@overload
def role_view(role: str) -> Role: ...
@overload
def role_view(role: None) -> None: ...
def role_view(role: str | None) -> Role | None:
    if role is None:
        return None
    r = ROLES[role]
    return {"id": role, "name": r.name, "hand": r.hand, "text": r.text, "has_action": bool(r.steps)}


def _recipes(book: list) -> list[Recipe]:
    found: list[Recipe] = []
    for kind, index in gr.recipes(book):
        cells = gr.recipe_cells(book, kind, index)
        found.append({"name": gr.recipe_name(kind, index), "kind": kind, "index": index,
                      "cards": [gr.pos_name(r, c) for r, c, _ in cells],
                      "points": sum(points(card) for _, _, card in cells)})
    return found


def as_event(recorded: dict) -> Event:
    """An event as a mode's rules recorded it (``sweets.engine.events.record``: its keywords, each
    declared in Event with its type), once what the seat may not see is out. Only a cast: the
    keywords are free, so tests/test_view_types.py holds every recorded event to Event."""
    return cast(Event, recorded)


def _event_view(event: dict, seat: int | None) -> Event:
    shown = dict(event)
    owner = shown.pop("secret", None)
    if owner is not None and owner != seat:
        for key in SECRET_KEYS:
            value = shown.pop(key, None)
            if isinstance(value, list):
                shown["count"] = len(value)
    return as_event(shown)


def recent_for(data: dict, seat: int | None) -> list[Event]:
    """The events since ``seat``'s own last turn ended (a spectator: since the seat to move's)."""
    who = seat if seat is not None else data["to_move"]
    start = data["seen"][who] if who is not None else 0
    return [_event_view(e, seat) for e in data["events"][start:]]


def build_view(data: dict, seat: int | None, mode: CoreMode) -> CoreGameView:
    """The core game's view (Alone in the Kitchen adds ``george``, see :func:`george_view`)."""
    book = data["cookbook"]
    rows, cols = gr.shape(book)
    turn = data["turn"]
    mine = seat is not None and seat == data["to_move"]
    hand = data["hands"][seat] if seat is not None else []
    view: CoreGameView = {
        "mode": mode,
        "reconstructed": True,
        "phase": data["phase"],
        "first_player": data["first"],
        "draft_order": list(data.get("draft_order", [])),
        "role_offer": [role_view(r) for r in data["role_offer"]],
        "roles": [role_view(r) for r in data["roles"]],
        "roles_returned": [role_view(r) for r in data["roles_returned"]],
        "cookbook": {"rows": rows, "cols": cols,
                     "cells": [[ingredient_view(c) for c in row] for row in book]},
        "recipes": _recipes(book),
        "market": [card_view(c) for c in data["market"]],
        "deck_size": len(data["deck"]),
        "discard": [card_view(c) for c in data["discard"]],
        "returned": [card_view(c) for c in data["returned"]],
        "specials_in_play": not data["unused"],
        "hand": [card_view(c) for c in sorted(hand, key=card_sort_key)],
        "hand_sizes": [len(h) for h in data["hands"]],
        "completed": [[ingredient_view(c) for c in pile] for pile in data["completed"]],
        "points": [sum(points(c) for c in pile) for pile in data["completed"]],
        "turn": {
            "steps": [list(s) for s in turn["steps"]],
            "extra": turn["extra"],
            "ability": turn["source"],
            "peek": [card_view(c) for c in turn["peek"]] if mine else [],
            "peek_count": len(turn["peek"]),
        },
        "recent": recent_for(data, seat),
    }
    return view


def george_view(data: dict) -> George:
    """George "The cake" in Alone in the Kitchen: his sweets, his last draw, the cards he may take."""
    george = data["george"]
    return {
        "name": "George",
        "completed": [ingredient_view(c) for c in george["completed"]],
        "points": sum(points(c) for c in george["completed"]),
        "drawn": ingredient_view(george["drawn"]),
        "skipped": [special_view(c) for c in george["skipped"]],
        "candidates": [gr.pos_name(*p) for p in george["candidates"]],
        "why": george["why"],
    }
