"""Why Hard plays a Sweet Holic move, in one sentence (``sweets.bots.hints``).

Hard weighs every move by the points the seat should hold when the round is scored
(``players.Chooser.options``); the sentence says that figure for the move it picked, and for a
take or a discard what the tile is. Only the seat's view is read: its hand, the open discard
tops and macarons.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.bots.hints import points, words
from sweets.bots.sweet_holic.players import STYLES, Chooser
from sweets.games.sweet_holic.view import SweetHolicView, Tile


def _tile(tile: Tile) -> str:
    return f"{words(tile['flavour'])} {tile['kind']}"


def why(view: Mapping[str, Any], legal: list[str], move: str, seed: int) -> str:
    sh: SweetHolicView = view  # type: ignore[assignment]
    chooser = Chooser(STYLES["hard"], sh, legal, seed)
    options = chooser.options()
    worth = options.get(move)
    now = chooser.pos.value()
    hand = {t["id"]: t for t in sh["hand"]}
    others = sorted(v for m, v in options.items() if m != move)
    ahead = f", {points(worth - others[-1])} more than your next best move" if worth is not None and others \
        and worth - others[-1] >= 0.5 else ""
    verb, _, rest = move.partition(" ")
    if verb == "discard" and rest in hand:
        if sh["phase"] == "first_discard":
            return (f"Give up your {_tile(hand[rest])}: of your tiles it is the one your hand misses least "
                    f"(your round still looks worth about {points(worth or now)}).")
        return (f"Swap away your {_tile(hand[rest])}: with what you take back your round should be "
                f"worth about {points(worth or now)}{ahead}.")
    if verb == "take":
        if rest == "pile":
            return (f"Draw from the pile: on average a new tile helps you more than any open discard "
                    f"(about {points(worth or now)} for your round).")
        tile = chooser.model.tops.get(int(rest))
        name = sh["players"][int(rest)]
        what = f"{name}'s {_tile(tile)}" if tile else f"{name}'s discard"
        return f"Take {what}: it adds most to your macarons (about {points(worth or now)} for your round)."
    if verb == "bake":
        tile_id = rest.split()[0]
        tile = hand.get(tile_id)
        what = f"your {_tile(tile)}" if tile else "this tile"
        if worth is not None and round(worth) > round(now):
            return (f"Bake {what}: the best run of bakes in that colour should bring your round from about "
                    f"{points(now)} to about {points(worth)}{ahead}.")
        return (f"Bake {what}: it puts your tiles on the table, where they count, and keeps your round at "
                f"about {points(worth or now)}{ahead}.")
    if verb == "end":
        return (f"Stop baking: no further tile would add to your round, which stands at about "
                f"{points(worth or now)} once your hand is refilled.")
    return "Nothing else is possible here."
