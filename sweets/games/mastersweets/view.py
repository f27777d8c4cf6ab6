"""What one seat may know of a MasterSweets position (the keys are listed in the package docstring).

Hidden from a seat: the other hands (only their sizes show), the order of the deck, and the cards
another player drew or looked at. Everything else lies face up on a real table.
"""

from __future__ import annotations

from typing import Any

from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.data import ROLES, SPECIALS, TYPE_OF, card_sort_key, points

SECRET_KEYS = ("card", "cards")


def card_view(card: str | None) -> dict[str, Any] | None:
    if card is None:
        return None
    if card in SPECIALS:
        s = SPECIALS[card]
        return {"id": card, "kind": "special", "name": s.name, "text": s.text, "clash": s.clash}
    return {"id": card, "kind": "ingredient", "type": TYPE_OF[card], "points": points(card)}


def role_view(role: str | None) -> dict[str, Any] | None:
    if role is None:
        return None
    r = ROLES[role]
    return {"id": role, "name": r.name, "hand": r.hand, "text": r.text, "has_action": bool(r.steps)}


def _recipes(book: list) -> list[dict[str, Any]]:
    found = []
    for kind, index in gr.recipes(book):
        cells = gr.recipe_cells(book, kind, index)
        found.append({"name": gr.recipe_name(kind, index), "kind": kind, "index": index,
                      "cards": [gr.pos_name(r, c) for r, c, _ in cells],
                      "points": sum(points(card) for _, _, card in cells)})
    return found


def _event_view(event: dict, seat: int | None) -> dict[str, Any]:
    shown = dict(event)
    owner = shown.pop("secret", None)
    if owner is not None and owner != seat:
        for key in SECRET_KEYS:
            value = shown.pop(key, None)
            if isinstance(value, list):
                shown["count"] = len(value)
    return shown


def recent_for(data: dict, seat: int | None) -> list[dict]:
    """The events since ``seat``'s own last turn ended (a spectator: since the seat to move's)."""
    who = seat if seat is not None else data["to_move"]
    start = data["seen"][who] if who is not None else 0
    return [_event_view(e, seat) for e in data["events"][start:]]


def build_view(data: dict, seat: int | None) -> dict[str, Any]:
    book = data["cookbook"]
    rows, cols = gr.shape(book)
    turn = data["turn"]
    mine = seat is not None and seat == data["to_move"]
    hand = data["hands"][seat] if seat is not None else []
    view: dict[str, Any] = {
        "mode": data["mode"],
        "reconstructed": True,
        "phase": data["phase"],
        "first_player": data["first"],
        "draft_order": list(data.get("draft_order", [])),
        "role_offer": [role_view(r) for r in data["role_offer"]],
        "roles": [role_view(r) for r in data["roles"]],
        "roles_returned": [role_view(r) for r in data["roles_returned"]],
        "cookbook": {"rows": rows, "cols": cols, "cells": [[card_view(c) for c in row] for row in book]},
        "recipes": _recipes(book),
        "market": [card_view(c) for c in data["market"]],
        "deck_size": len(data["deck"]),
        "discard": [card_view(c) for c in data["discard"]],
        "returned": [card_view(c) for c in data["returned"]],
        "specials_in_play": not data["unused"],
        "hand": [card_view(c) for c in sorted(hand, key=card_sort_key)],
        "hand_sizes": [len(h) for h in data["hands"]],
        "completed": [[card_view(c) for c in pile] for pile in data["completed"]],
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
    if data["mode"] == "solo":
        george = data["george"]
        view["george"] = {
            "name": "George",
            "completed": [card_view(c) for c in george["completed"]],
            "points": sum(points(c) for c in george["completed"]),
            "drawn": card_view(george["drawn"]),
            "skipped": [card_view(c) for c in george["skipped"]],
            "candidates": [gr.pos_name(*p) for p in george["candidates"]],
            "why": george["why"],
        }
    return view
