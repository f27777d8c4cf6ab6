"""Sweet Holic's items with everything revealed (``sweets.render.reveal``): a tile as its small
picture, a mission and a score token in words."""

from __future__ import annotations

from sweets.games.sweet_holic.data import TILES, token_value
from sweets.games.sweet_holic.view import tile_view
from sweets.render.html import esc
from sweets.render.sweet_holic import draw

# The class scoping the game's style sheet (static/games/), which its pictures need.
SCOPE = "holic"


def item(item_id: str) -> str:
    if item_id in TILES:
        tile = tile_view(item_id)
        body = draw.tile_face(tile, 2, 2, 56, 76, label=False)
        return draw.svg(60, 80, body, cls="reveal-tile", label=draw.tile_name(tile))
    if item_id.startswith("mission:"):
        return esc("Mission: " + draw.flavour_name(item_id.removeprefix("mission:")))
    if item_id.startswith("token"):
        return esc(f"Score token {token_value(item_id)}")
    return esc(item_id)
