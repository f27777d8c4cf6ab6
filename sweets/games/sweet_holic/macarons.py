"""Macarons: where a tile may be baked, when a macaron is finished, what it scores.

A macaron is kept as ``{"flavour": <fruit>, "tiles": [tile ids, bottom first]}``; its flavour is
that of its base cookie.
"""

from __future__ import annotations

from typing import Any

from sweets.games.sweet_holic.data import (
    BURNT,
    COOKIES_IN_FINISHED,
    MAX_BAKE_PER_TURN,
    MAX_FILLINGS,
    MAX_MACARONS,
    TILES,
)


def count(macaron: dict, kind: str) -> int:
    return sum(1 for t in macaron["tiles"] if TILES[t].kind == kind)


def is_finished(macaron: dict) -> bool:
    # A second cookie is only ever allowed on top of a filling, so two cookies mean finished.
    return count(macaron, "cookie") >= COOKIES_IN_FINISHED


def find(macarons: list[dict], flavour: str) -> dict | None:
    return next((m for m in macarons if m["flavour"] == flavour), None)


def finished_count(macarons: list[dict]) -> int:
    return sum(1 for m in macarons if is_finished(m))


def bake_problem(macarons: list[dict], hand: list[str], baked: list[str], tile_id: str,
                 onto: str | None) -> str | None:
    """Why ``tile_id`` cannot be baked now (None when it can). ``baked``: tiles baked this turn."""
    if tile_id not in hand:
        return f"{tile_id} is not in your hand"
    tile = TILES[tile_id]
    if len(baked) >= MAX_BAKE_PER_TURN:
        return f"you can bake at most {MAX_BAKE_PER_TURN} ingredients in one turn"
    if baked:
        colour = TILES[baked[0]].flavour
        if tile.flavour != colour:
            return f"this turn you are baking {colour.replace('_', ' ')}: one colour per turn"
    if tile.flavour == BURNT:
        if onto is None:
            return f"say which macaron the burnt cookie goes on, e.g. 'bake {tile_id} on mint'"
        target = find(macarons, onto)
        if target is None:
            return f"you have no {onto.replace('_', ' ')} macaron"
        if is_finished(target):
            return f"your {onto.replace('_', ' ')} macaron is already finished"
        if count(target, "filling") == 0:
            return "a burnt cookie can only close a macaron that has a filling"
        return None
    if onto is not None:
        return "only a burnt cookie is baked 'on' a macaron; other tiles go on their own flavour"
    name = tile.flavour.replace("_", " ")
    target = find(macarons, tile.flavour)
    if target is not None and is_finished(target):
        return f"your {name} macaron is finished: nothing more can be added"
    if tile.kind == "cookie":
        if target is None:
            if len(macarons) >= MAX_MACARONS:
                return f"you already have {MAX_MACARONS} macarons"
            return None
        if count(target, "filling") == 0:
            return f"your {name} macaron needs a filling before its top cookie"
        return None
    if target is None:
        return f"bake a {name} cookie first, as the base for its filling"
    if count(target, "filling") >= MAX_FILLINGS:
        return f"a macaron holds at most {MAX_FILLINGS} fillings"
    return None


def place(macarons: list[dict], tile_id: str, onto: str | None) -> None:
    """Puts a tile already checked by :func:`bake_problem` on its macaron (starting one if needed)."""
    flavour = onto if TILES[tile_id].flavour == BURNT else TILES[tile_id].flavour
    assert flavour is not None
    target = find(macarons, flavour)
    if target is None:
        macarons.append({"flavour": flavour, "tiles": [tile_id]})
    else:
        target["tiles"].append(tile_id)


def score_macaron(macaron: dict, mission: str) -> dict[str, Any]:
    """Points of one macaron: 1 per ingredient of a finished one (burnt cookies 0 unless the
    mission is burnt), plus 1 per filling when the macaron's flavour is the mission's."""
    finished = is_finished(macaron)
    tiles = macaron["tiles"]
    if not finished:
        base = bonus = 0
    else:
        base = sum(1 for t in tiles if TILES[t].flavour != BURNT or mission == BURNT)
        bonus = count(macaron, "filling") if macaron["flavour"] == mission else 0
    return {
        "flavour": macaron["flavour"],
        "tiles": list(tiles),
        "finished": finished,
        "ingredient_points": base,
        "mission_bonus": bonus,
        "points": base + bonus,
    }
