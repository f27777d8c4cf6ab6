"""The words every MasterSweets table uses for its cards, places and verbs.

What a token means depends on the mode's table (whose cookbook a place is on, what a number
spends), so naming a token is the tables' job (``shared.Table.token_label``); these are the
pieces they share.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.games.mastersweets.data import SPECIALS
from sweets.games.mastersweets.view import Card

COLUMNS = "abcdefghijkl"
VERBS = {
    "choose": "Choose a role", "market": "Take a market card", "draw": "Draw the top card",
    "exchange": "Exchange with a cookbook card", "play": "Play a special card", "role": "Use your role",
    "cook": "Cook a recipe", "discard": "Discard", "done": "Done", "swap": "Swap two cookbook cards",
    "replace": "Replace a cookbook card", "salvage": "Take back from the discard pile",
    "keep": "Keep", "george": "Give George a card", "pass": "Pass", "shape": "Shape of my cookbook",
    "ready": "My cookbook is ready", "improve": "Improve a card", "steal": "Steal a recipe",
    "remove": "Remove a card", "point": "Point at a cookbook card", "clue": "Give a clue",
}


def card_words(card: Mapping[str, Any] | None) -> str:
    """A card as said aloud: "milk 1", "Rush Hour (special)", or "empty" for a hole."""
    if card is None:
        return "empty"
    if card["kind"] == "special":
        return f"{card['name']} (special)"
    return f"{card['type']} {card['points']}"


def cells_by_place(book: Mapping[str, Any]) -> dict[str, Card | None]:
    """A cookbook's cards by place ("b2")."""
    return {f"{COLUMNS[c]}{r + 1}": card for r, row in enumerate(book["cells"]) for c, card in enumerate(row)}


def _n(count: int, one: str, many: str) -> str:
    return one if count == 1 else many.format(count)


# A step still to decide in this turn, [kind, count], as the status line says it: what to do now.
STEP_WORDS = {
    "draw": lambda n: _n(n, "draw a card", "draw {} cards"),
    "market": lambda n: _n(n, "take a market card", "take {} market cards, one at a time"),
    "discard": lambda n: _n(n, "discard a card of your hand", "discard {} cards of your hand"),
    "exchange": lambda n: _n(n, "exchange a hand card with a cookbook card, or stop",
                             "exchange up to {} hand cards with cookbook cards"),
    "swap": lambda n: "swap two cookbook cards",
    "replace": lambda n: "choose the cookbook card to replace",
    "salvage": lambda n: "take an ingredient back from the discard pile",
    "peek": lambda n: f"look at the top {n} cards",
    "renew": lambda n: "lay out a new market",
    "extra": lambda n: _n(n, "one more action", "{} more actions"),
    "grandma": lambda n: "cook a recipe (a pair still earns its card)",
    "keep": lambda n: "choose the card you keep",
    "improve": lambda n: "choose the card of your cookbook to improve",
    "remove": lambda n: "choose the card to take off another cookbook",
}


def step_words(kind: str, count: int) -> str:
    """``[kind, count]`` of a turn's steps in words: "choose the card you keep"."""
    said = STEP_WORDS.get(kind)
    return said(count) if said else f"{kind.replace('_', ' ')} ({count} to go)"


# What each effect step of a special card does, in two or three words for the card's face.
_EFFECT = {"draw": "Draw {}", "market": "Market ×{}", "discard": "Discard {}", "exchange": "Exchange {}",
           "swap": "Swap 2", "replace": "Replace 1", "salvage": "From discard", "peek": "Look at {}",
           "renew": "New market", "extra": "+{} actions", "grandma": "Pairs earn"}


def core_tag(card: Mapping[str, Any]) -> str | None:
    """What a special card does in the core game, in a few words for its face ("Draw 3",
    "New market, Market ×1"); None for a card this set does not know."""
    special = SPECIALS.get(str(card.get("id")))
    if special is None:
        return None
    said = [_EFFECT.get(kind, kind).format(n) for kind, n in special.steps]
    if said[:1] == ["New market"] and len(said) == 2:  # "New market, Market ×1" reads twice
        return "New market, take 1"
    return ", ".join(said)
