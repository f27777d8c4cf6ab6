"""Why Hard plays a Sweets Stack move, in one sentence (``sweets.bots.hints``).

Hard marks a candy where the points it brings (``players._mark_gain``: the card, Favourite Candy
boxes, ghosts under a candle) plus the health of the sheet left (holes, bumps, room for the
candy shapes) are best, paying pumpkins only when that is worth it; it passes the card its
neighbour can fit worst (``players.receiver_outlook``). The sentence gives those figures. Only
the seat's view is read: its own hand, and the sheets everybody sees.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.bots.hints import points
from sweets.bots.sweets_stack.players import Sheet, _drop_board, _mark_gain, receiver_outlook
from sweets.games.sweets_stack import geometry as geo
from sweets.games.sweets_stack.actions import Drop, Play, parse_action
from sweets.games.sweets_stack.data import CARDS
from sweets.games.sweets_stack.view import SweetsStackView


def _candy(card_id: str) -> str:
    card = CARDS[card_id]
    size = sum(1 for ch in card.shape if ch not in "./ ")
    return f"the {card.colour} candy of {size} squares"


def _pick(view: SweetsStackView, move: str) -> str:
    action = parse_action(move)
    assert isinstance(action, Play)
    seat = view["seat"]
    assert seat is not None
    receiver = view["passes_to"][seat]
    if receiver is None:
        return "Pass this card on."
    name = view["players"][receiver]
    if receiver_outlook(view, receiver, action.card) <= -100:
        return f"Pass {_candy(action.card)}: it does not fit anywhere in {name}'s bucket."
    return f"Pass {_candy(action.card)}: of your cards it is the one {name} can fit worst into their bucket."


def _drop(view: SweetsStackView, move: str) -> str:
    action = parse_action(move)
    if not isinstance(action, Drop):
        return "Your candy fits nowhere upright, and paying to fit it is not worth it."
    seat = view["seat"]
    assert seat is not None
    arrival = view["incoming"][seat]
    assert arrival is not None
    card = action.card or arrival["card"]["id"]
    sheet = Sheet(view, view["sheets"][seat])
    board = _drop_board(sheet, card, action)
    rows = [y for y in geo.full_rows(board, sheet.width, sheet.height) if y not in view["checked"][seat]]
    gain = _mark_gain(view, seat, card, rows)
    holes = "" if rows else ", and it leaves the fewest holes and the most room for later candies"
    filled = f", fills {len(rows)} row{'s' if len(rows) > 1 else ''}" if rows else ""
    cost = f" for {action.cost} pumpkin{'s' if action.cost > 1 else ''}" if action.cost else ""
    return f"Mark {_candy(card)} here{cost}: it brings about {points(gain)}{filled}{holes}."


def why(view: Mapping[str, Any], legal: list[str], move: str, seed: int) -> str:
    sv: SweetsStackView = view  # type: ignore[assignment]
    phase = sv["phase"]
    if phase == "exchange" or move == "keep":
        return "Keep your hand: the Hard player never pays a pumpkin to exchange it."
    if phase == "pick":
        return _pick(sv, move)
    if phase == "arrange":
        return "Put the rest under the deck in any order: the order does not change your game."
    return _drop(sv, move)
