"""What one seat may know of a Sweets Stack position: the view's types, and the code that builds it.

:class:`SweetsStackView` is what ``state.view(seat)`` holds (seat None is a spectator); the
renderer and the bots take it, and ``tests/test_view_types.py`` checks random games' views
against it. No ``from __future__ import annotations`` here (see ``sweets/engine/views.py``).

Hidden: the other hands and every deck (only sizes; a seat sees the cards it put under its own
deck by exchanging, still at the bottom), and the secret picks (kept by the engine,
never read here: ``secret_choices`` says who has chosen, and one's own pick). Everything on the
table is public, the face-down card of an eliminated player included: everyone saw it when it was
turned up. Sheets are lists of row strings, top row first, ``#`` marked.
"""

from typing import Any, Literal, TypedDict

from sweets.engine import EngineView
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


class Card(TypedDict):
    id: str
    colour: str
    shape: str  # picture, top row first, "/" between rows
    cells: list[list[int]]  # [x, y], 0-based, y up
    symbols: list[str]
    crown: bool


class AdvancedCard(TypedDict):
    id: str
    name: str
    difficulty: int


class Sheet(TypedDict):
    width: int
    height: int
    row_colours: list[str]  # the colour of each row's box, bottom first


# The functional form, since "from" is a Python keyword: the candy to mark, and who passed it.
Incoming = TypedDict("Incoming", {"card": Card, "from": int})


class Placed(TypedDict):
    card: Card
    x: int
    y: int
    rotation: int
    changed: bool  # a card of the hand was marked instead of the received one
    rows: list[int]  # rows it completed


class WentOut(TypedDict):
    card: Card  # the received candy, which did not fit
    out: Literal[True]


class CheckedRow(TypedDict):
    row: int
    colour: str


class Breakdown(TypedDict):
    cards: int
    base: int
    checked: list[CheckedRow]
    favourite: int
    candles: int
    ghosts: int
    candle_bonus: int
    goblin: int
    total: int
    scored: list[str]  # card ids, oldest first
    sheet: list[str]


class RoundResult(TypedDict):
    round: int
    card: str | None  # the round's advanced card
    totals: list[int]  # per seat, this round
    survivors: list[int]
    breakdown: list[Breakdown]  # per seat


class SweetsStackGameView(TypedDict):
    round: int
    rounds: int
    turn: int  # of the round
    flow: int  # the order of play (flow.py): 2, the exchange offered in the pick step; 1, before it
    phase: Literal["exchange", "arrange", "pick", "place", "over"]
    advanced: list[str | None]  # the three rounds' advanced card ids
    advanced_card: AdvancedCard | None  # this round's
    prefilled: list[str] | None  # rows of Candy Corn / Rare Candy spaces
    forbidden: list[str] | None  # rows of Gummy Python's spaces
    forbidden_pending: list[bool]  # per seat: its first candy must still keep off them
    sheet: Sheet
    direction: Literal["left", "right"]
    passes_to: list[int | None]  # per seat, the seat it passes to (None if out)
    hand: list[Card]  # own cards ([] for a spectator)
    hand_sizes: list[int]
    deck_sizes: list[int]
    deck_bottom: list[Card]  # own deck's bottom cards, put there by exchanging, the next drawn first
    deck_bottom_sizes: list[int]  # per seat, how many such cards (everyone saw them go under)
    in_hand: list[list[str]]  # per seat, card ids everybody knows to be in its hand
    held: list[list[str]]  # per seat, card ids everybody knows to be in its hand or deck
    arrange_draw: int  # in the arrange phase, the cards to draw once the old hand is under; else 0
    pumpkins: list[int]
    supply_pumpkins: int
    candles: list[int]
    supply_candles: int
    alive: list[bool]
    eliminated_at: list[int | None]  # the turn
    can_rotate: list[bool]  # per seat: no crossed-out circle on top
    sheets: list[list[str]]
    checked: list[list[int]]  # rows (0 = bottom) whose box is checked
    scored: list[list[Card]]  # face up, oldest first: the last is the top
    facedown: list[list[Card]]  # the unplaceable cards (public: they were revealed)
    exchanged: list[bool]  # this turn
    played: list[Card | None]  # the cards turned up at the latest reveal, per passer
    incoming: list[Incoming | None]  # per seat, still to mark
    placed: list[Placed | WentOut | None]  # per seat, this turn
    round_results: list[RoundResult]
    totals: list[int]  # points so far


class SweetsStackView(EngineView, SweetsStackGameView):
    pass


def card_view(card_id: str) -> Card:
    card = CARDS[card_id]
    return {"id": card.id, "colour": card.colour, "shape": card.shape,
            "cells": [list(c) for c in geo.parse_picture(card.shape)],
            "symbols": list(card.symbols), "crown": card.crown}


def _placed_view(placed: dict | None) -> Placed | WentOut | None:
    if placed is None:
        return None
    if placed.get("out"):
        return {"card": card_view(placed["card"]), "out": True}
    return {"card": card_view(placed["card"]), "x": placed["x"], "y": placed["y"],
            "rotation": placed["rotation"], "changed": placed["changed"], "rows": placed["rows"]}


def _result_view(result: dict) -> RoundResult:
    breakdown: list[Breakdown] = [
        {"cards": b["cards"], "base": b["base"], "checked": [{"row": c["row"], "colour": c["colour"]}
                                                             for c in b["checked"]],
         "favourite": b["favourite"], "candles": b["candles"], "ghosts": b["ghosts"],
         "candle_bonus": b["candle_bonus"], "goblin": b["goblin"], "total": b["total"],
         "scored": list(b["scored"]), "sheet": list(b["sheet"])}
        for b in result["breakdown"]]
    return {"round": result["round"], "card": result["card"], "totals": list(result["totals"]),
            "survivors": list(result["survivors"]), "breakdown": breakdown}


def build_view(data: dict, seat: int | None) -> SweetsStackGameView:
    n = data["n"]
    known = data.get("bottom_known") or [0] * n  # absent in saves from before it
    own_deck = data["decks"][seat] if seat is not None else []
    card = data["card"]
    prefill = PREFILLS.get(card or "")
    incoming = data["incoming"]
    return {
        "round": data["round"],
        "rounds": ROUNDS,
        "turn": data["turn"],
        "flow": data.get("flow", 1),
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
        "deck_bottom": ([card_view(c) for c in own_deck[len(own_deck) - known[seat]:]]
                        if seat is not None and known[seat] else []),
        "deck_bottom_sizes": list(known),
        "in_hand": [list(cards) for cards in data.get("in_hand") or [[]] * n],  # none in older saves
        "held": [list(cards) for cards in data.get("held") or [[]] * n],
        "arrange_draw": data.get("arrange_draw", 0),
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
        "placed": [_placed_view(p) for p in data["placed"]],
        "round_results": [_result_view(r) for r in data["results"]],
        "totals": totals(data),
    }


def open_view(rules: object, data: dict) -> dict[str, Any]:
    """Everything revealed, for the replay of a finished game (``Game.open_view``): the
    spectator's view, and ``places``: every candy card, pumpkin and candle where it lies (decks
    top first; a deck's bottom cards its owner put there are still counted as face down)."""
    n = data["n"]
    places: list[dict[str, Any]] = [
        {"label": "Candy cards left in the box", "seat": None, "seen": "none", "items": list(data["box"])},
        {"label": "Crown cards left in the box", "seat": None, "seen": "none",
         "items": list(data["crown_box"])}]
    for seat in range(n):
        arrival = data["incoming"][seat]
        places += [
            {"label": "Hand", "seat": seat, "seen": "owner", "items": list(data["hands"][seat])},
            {"label": "Deck, top first", "seat": seat, "seen": "none",
             "items": list(data["decks"][seat])},
            {"label": "Scored cards", "seat": seat, "seen": "all", "items": list(data["scored"][seat])},
            {"label": "Face-down pile", "seat": seat, "seen": "all", "items": list(data["facedown"][seat])},
            {"label": "Candy received", "seat": seat, "seen": "all",
             "items": [] if arrival is None else [arrival["card"]]},
            {"label": "Pumpkins and candles", "seat": seat, "seen": "all",
             "items": ["pumpkin"] * data["pumpkins"][seat] + ["candle"] * data["candles"][seat]}]
    places.append({"label": "Pumpkins and candles in the supply", "seat": None, "seen": "all",
                   "items": ["pumpkin"] * data["supply_pumpkins"] + ["candle"] * data["supply_candles"]})
    return {**build_view(data, None), "places": places}
