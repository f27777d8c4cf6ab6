"""What one seat may know of a Sweets Stack position (the keys are listed in the package docstring).

Hidden: the other hands and every deck (only sizes), and the secret picks (kept by the engine,
never read here). Everything on the table is public, the face-down card of an eliminated player
included: everyone saw it when it was turned up.
"""

from __future__ import annotations

from typing import Any

from sweets.games.sweets_stack import geometry as geo
from sweets.games.sweets_stack.data import (
    ADVANCED,
    CARDS,
    GUMMY_PYTHON,
    ROUNDS,
    ROW_COLOURS,
    SHEET_HEIGHT,
    SHEET_WIDTH,
)
from sweets.games.sweets_stack.placing import PREFILLS, can_rotate, passes_to
from sweets.games.sweets_stack.scoring import totals


def card_view(card_id: str) -> dict[str, Any]:
    card = CARDS[card_id]
    return {"id": card.id, "colour": card.colour, "shape": card.shape,
            "cells": [list(c) for c in geo.parse_picture(card.shape)],
            "symbols": list(card.symbols), "crown": card.crown}


def build_view(data: dict, seat: int | None) -> dict[str, Any]:
    n = data["n"]
    card = data["card"]
    prefill = PREFILLS.get(card or "")
    incoming = data["incoming"]
    return {
        "round": data["round"],
        "rounds": ROUNDS,
        "turn": data["turn"],
        "phase": data["phase"],
        "advanced": list(data["advanced"]),
        "advanced_card": None if card is None else {"id": card, "name": ADVANCED[card].name,
                                                     "difficulty": ADVANCED[card].difficulty},
        "sheet": {"width": SHEET_WIDTH, "height": SHEET_HEIGHT, "row_colours": list(ROW_COLOURS)},
        "prefilled": geo.board_rows(geo.board_from_picture(prefill, SHEET_WIDTH, SHEET_HEIGHT),
                                    SHEET_WIDTH, SHEET_HEIGHT) if prefill else None,
        "forbidden": (geo.board_rows(geo.board_from_picture(GUMMY_PYTHON, SHEET_WIDTH, SHEET_HEIGHT),
                                     SHEET_WIDTH, SHEET_HEIGHT) if card == "gummy_python" else None),
        "forbidden_pending": [card == "gummy_python" and not m for m in data["marked"]],
        "direction": "left" if data["round"] < 3 else "right",
        "passes_to": [passes_to(data, s) if data["alive"][s] else None for s in range(n)],
        "hand": [card_view(c) for c in data["hands"][seat]] if seat is not None else [],
        "hand_sizes": [len(h) for h in data["hands"]],
        "deck_sizes": [len(d) for d in data["decks"]],
        "pumpkins": list(data["pumpkins"]),
        "supply_pumpkins": data["supply_pumpkins"],
        "candles": list(data["candles"]),
        "supply_candles": data["supply_candles"],
        "alive": list(data["alive"]),
        "eliminated_at": list(data["eliminated_at"]),
        "can_rotate": [can_rotate(data, s) for s in range(n)],
        "sheets": [geo.board_rows(b, SHEET_WIDTH, SHEET_HEIGHT) for b in data["sheets"]],
        "checked": [list(rows) for rows in data["checked"]],
        "scored": [[card_view(c) for c in pile] for pile in data["scored"]],
        "facedown": [[card_view(c) for c in pile] for pile in data["facedown"]],
        "exchanged": list(data["exchanged"]),
        "played": [card_view(c) if c else None for c in data["played"]],
        "incoming": [None if a is None else {"card": card_view(a["card"]), "from": a["from"]}
                     for a in incoming],
        "placed": [None if p is None else {**p, "card": card_view(p["card"])} for p in data["placed"]],
        "round_results": [dict(r) for r in data["results"]],
        "totals": totals(data),
    }
