"""The words every MasterSweets table uses for its cards, places and verbs.

What a token means depends on the mode's table (whose cookbook a place is on, what a number
spends), so naming a token is the tables' job (``shared.Table.token_label``); these are the
pieces they share.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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
