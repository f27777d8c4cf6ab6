"""What one seat may know of a Sweets Workshop position: the cookbook (face up or down), every
hand but its own with what each card's clues said, the clues given, and the events since the
seat's last turn (a card drawn is shown to everyone but its drawer)."""

from __future__ import annotations

from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.data import TYPE_OF, points
from sweets.games.mastersweets.view import (
    ClueFact,
    Event,
    HandSlot,
    WorkshopCard,
    WorkshopGameView,
    WorkshopRecipe,
    as_event,
    ingredient_view,
)
from sweets.games.mastersweets.workshop_table import HAND, recipe_types


def workshop_view(data: dict, seat: int | None) -> WorkshopGameView:
    """What ``seat`` may know of a Sweets Workshop position (``WorkshopView`` in ``view.py``): every
    hand but its own."""
    book, down = data["book"], data["down"]
    rows, cols = gr.shape(book)
    who = seat if seat is not None else data["to_move"]  # whose "since my last turn" to show
    hands: list[list[HandSlot]] = []
    for owner, hand in enumerate(data["hands"]):
        shown = seat is not None and owner != seat
        hands.append([{"slot": i + 1, "card": ingredient_view(card) if shown else None,
                       "clues": [_fact_view(f) for f in data["clues"][owner][i]]}
                      for i, card in enumerate(hand)])
    recipes: list[WorkshopRecipe] = []
    for kind, index in gr.recipes(book):
        cells = gr.recipe_cells(book, kind, index)
        recipes.append({"name": gr.recipe_name(kind, index), "kind": kind, "index": index,
                        "cards": [gr.pos_name(r, c) for r, c, _ in cells],
                        "types": recipe_types(data, kind, index)})
    return {
        "mode": "workshop",
        "reconstructed": True,
        "phase": data["phase"],
        "result": data["result"],
        "first_player": data["first"],
        "cookbook": {"rows": rows, "cols": cols,
                     "cells": [[_cell_view(book[r][c], down[r][c]) for c in range(cols)]
                               for r in range(rows)]},
        "recipes": recipes,
        "face_down": sum(map(sum, down)),
        "deck_size": len(data["deck"]),
        "out": [ingredient_view(c) for c in data["out"]],
        "hand_size": HAND[data["n"]],
        "hand_sizes": [len(h) for h in data["hands"]],
        "hands": hands,
        "clues": [{"seat": c["seat"], "target": c["target"], "clue": c["clue"],
                   "touched": list(c["touched"]), "types": c["types"], "turn": c["turn"]}
                  for c in data["clue_log"]],
        "recent": ([_event_view(e, seat) for e in data["events"][data["seen"][who]:]]
                   if who is not None else []),
    }


def _cell_view(card: str, down: bool) -> WorkshopCard:
    return {"id": card, "kind": "ingredient", "type": TYPE_OF[card], "points": points(card), "down": down}


def _fact_view(fact: dict) -> ClueFact:
    shown: ClueFact = {"from": fact["from"], "clue": fact["clue"], "turn": fact["turn"], "yes": fact["yes"]}
    if "value" in fact:
        shown["value"] = fact["value"]
    if "types" in fact:
        shown["types"] = list(fact["types"])
    return shown


def _event_view(entry: dict, seat: int | None) -> Event:
    """A card drawn is seen by everyone but its drawer (and a spectator, who sees no hand)."""
    shown = dict(entry)
    hidden_from = shown.pop("hidden_from", None)
    if entry["kind"] == "draw" and (seat is None or seat == hidden_from):
        shown.pop("card")
    return as_event(shown)
