"""MasterSweets' items with everything revealed (``sweets.render.reveal``): a card as the table
draws it, a role by its name."""

from __future__ import annotations

from sweets.games.mastersweets.data import ROLES
from sweets.games.mastersweets.view import card_view
from sweets.render.html import esc
from sweets.render.mastersweets import draw
from sweets.render.mastersweets.labels import card_words

# The class scoping the game's style sheet (static/games/), which its pictures need.
SCOPE = "ms"


def item(item_id: str) -> str:
    if item_id in ROLES:
        return esc("Role: " + ROLES[item_id].name)
    card = card_view(item_id)
    return draw.svg(draw.CARD_W, draw.CARD_H, draw.face(dict(card), 0, 0), label=card_words(card),
                    cls="reveal-card", grid=False)
