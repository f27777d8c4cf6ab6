"""What one seat may know of a Clash of Sweets position: every cookbook with its recipes and what
stealing each would cost, the market and the discard pile, the seat's own hand (the others' only
by size), and the events since the seat's last turn."""

from __future__ import annotations

from sweets.games.mastersweets import cooking
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.clash_legal import HAND_LIMIT, steal_cost
from sweets.games.mastersweets.clash_moves import shapes
from sweets.games.mastersweets.data import CLASH_COOKBOOK, card_sort_key
from sweets.games.mastersweets.view import (
    ClashBook,
    ClashGameView,
    ClashRecipe,
    card_view,
    ingredient_view,
    recent_for,
)


def clash_view(data: dict, seat: int | None) -> ClashGameView:
    """What ``seat`` may know of a Clash of Sweets position (``ClashView`` in ``view.py``)."""
    turn = data["turn"]
    books: list[ClashBook] = []
    for owner in range(data["n"]):
        book, under = data["books"][owner], data["under"][owner]
        rows, cols = gr.shape(book)
        recipes: list[ClashRecipe] = []
        for kind, index in gr.recipes(book):
            cells = gr.recipe_cells(book, kind, index)
            cost = steal_cost(data, owner, kind, index)
            ordered = sorted(cost, key=cooking.TYPE_INDEX.__getitem__)
            recipes.append({"name": gr.recipe_name(kind, index), "kind": kind, "index": index,
                            "cards": [gr.pos_name(r, c) for r, c, _ in cells],
                            "cost": {t: cost[t] for t in ordered}})
        books.append({"rows": rows, "cols": cols,
                      "cells": [[ingredient_view(c) for c in row] for row in book],
                      "improved": [[u is not None for u in row] for row in under],
                      "recipes": recipes})
    hand = data["hands"][seat] if seat is not None else []
    count = CLASH_COOKBOOK[data["n"]]
    return {
        "mode": "clash",
        "reconstructed": True,
        "phase": data["phase"],
        "first_player": data["first"],
        "books": books,
        "shapes": [f"{r}x{c}" for r, c in shapes(count)],
        "ready": list(data["ready"]),
        "alive": list(data["alive"]),
        "left": list(data["left"]),
        "market": [card_view(c) for c in data["market"]],
        "deck_size": len(data["deck"]),
        "discard": [card_view(c) for c in data["discard"]],
        "returned": [card_view(c) for c in data["returned"]],
        "hand": [card_view(c) for c in sorted(hand, key=card_sort_key)],
        "hand_sizes": [len(h) for h in data["hands"]],
        "hand_limit": HAND_LIMIT[data["n"]],
        "turn": {"steps": [list(s) for s in turn["steps"]], "ability": turn["source"],
                 "loot": [ingredient_view(c) for c in turn["loot"]]},
        "recent": recent_for(data, seat),
    }
