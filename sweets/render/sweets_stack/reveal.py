"""Sweets Stack's items with everything revealed (``sweets.render.reveal``): a candy card as its
picture, a pumpkin or a candle in words."""

from __future__ import annotations

from sweets.games.sweets_stack.data import CARDS
from sweets.games.sweets_stack.view import card_view
from sweets.render.html import esc
from sweets.render.sweets_stack import draw

# The class scoping the game's style sheet (static/games/), which its pictures need.
SCOPE = "stack"


def item(item_id: str) -> str:
    if item_id in CARDS:
        return draw.card_svg(card_view(item_id), cls="card-pic reveal-card")
    return esc(item_id.capitalize())
