"""A Sweet Holic position drawn from what one seat knows (``Game.sample``), for computer players
that search.

Hidden from a seat: the pile, the other hands, the others' face-down first discards and missions.
What it can still know about them comes from watching: a tile another seat took from a discard
pile is in that seat's hand until it is discarded or baked, which everybody sees too. The view
keeps only the events since the seat's own latest turn (``recent``), so :func:`observe` folds each
view's events into a memory: per round, the tiles each other seat is known to hold. Folding the
same events twice changes nothing (each tile's last event decides), so a caller may fold every
view it is given. Everything else hidden is dealt at random from the tiles nobody can place; the
others' missions are drawn from the ones that are not the seat's own.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from sweets.engine.simultaneous import KEY as SECRET_CHOICES
from sweets.games.sweet_holic.data import MISSIONS, TILE_IDS, TOKEN_IDS, token_value


def observe(memory: dict | None, view: Mapping[str, Any]) -> dict:
    """``{"round": r, "held": {tile: seat}}`` after the events of ``view``."""
    seat = view["seat"]
    held: dict[str, int] = {}
    if memory and memory.get("round") == view["round"]:
        held = dict(memory.get("held", {}))
    for event in view["recent"]:
        kind, who = event["kind"], event["seat"]
        if kind == "round_start":
            held = {}
        elif kind in ("discard", "bake"):
            held.pop(event["tile"]["id"], None)
        elif kind == "take" and event["from"] != "pile" and who != seat:
            held[event["tile"]["id"]] = who
    return {"round": view["round"], "held": held}


def _ids(tiles: list[dict]) -> list[str]:
    return [t["id"] for t in tiles]


def _stored_event(event: dict) -> dict:
    """An event as the rules keep it (tile ids, the ``secret`` mark), from its view form."""
    stored = dict(event)
    if "tile" in stored:
        stored["tile"] = stored["tile"]["id"]
    if "tiles" in stored:
        stored["tiles"] = _ids(stored["tiles"])
    if event["kind"] == "first_discard" or (event["kind"] == "take" and event["from"] == "pile"):
        stored["secret"] = event["seat"]
    return stored


def _token_ids(view: Mapping[str, Any]) -> tuple[list[list[str]], list[str]]:
    """Token ids matching the values each seat holds; the supply keeps the rest."""
    free = list(TOKEN_IDS)
    held = []
    for values in view["tokens"]:
        mine = []
        for value in values:
            token = next(t for t in free if token_value(t) == value)
            free.remove(token)
            mine.append(token)
        held.append(mine)
    return held, free


def sample(view: Mapping[str, Any], memory: dict | None, rng: random.Random) -> dict:
    n, seat = len(view["players"]), view["seat"]
    memory = observe(memory, view)
    hands: list[list[str]] = [[] for _ in range(n)]
    hands[seat] = _ids(view["hand"])
    seen = set(hands[seat])
    discards = [_ids(pile) for pile in view["discard_piles"]]
    macarons = [[{"flavour": m["flavour"], "tiles": _ids(m["tiles"])} for m in ms] for ms in view["macarons"]]
    for pile in discards:
        seen.update(pile)
    for ms in macarons:
        for m in ms:
            seen.update(m["tiles"])
    mine = view["first_discard"]["mine"]
    if mine:
        seen.add(mine["id"])
    sizes = view["hand_sizes"]
    for tile, who in sorted(memory["held"].items()):
        # Memory of an earlier view can only fall behind this one: keep what still fits.
        if tile not in seen and who != seat and len(hands[who]) < sizes[who]:
            hands[who].append(tile)
            seen.add(tile)
    unseen = [t for t in TILE_IDS if t not in seen]
    rng.shuffle(unseen)
    for s in range(n):
        missing = sizes[s] - len(hands[s])
        hands[s] += unseen[:missing]
        del unseen[:missing]
    # A secret first discard stays in its hand (the view counts it out) until all are turned up.
    picks: dict[str, str] = {}
    for s, chosen in enumerate(view["first_discard"]["chosen"]):
        if chosen:
            tile = mine["id"] if s == seat and mine else unseen.pop()
            hands[s].append(tile)
            picks[str(s)] = f"discard {tile}"
    pile = unseen[:view["pile_size"]]
    assert len(pile) == view["pile_size"], "the view does not add up to the 54 ingredients"

    others = [m for m in MISSIONS if m != view["mission"]]
    rng.shuffle(others)
    missions = [view["mission"] if s == seat else others.pop() for s in range(n)]
    tokens, supply = _token_ids(view)
    results = [{**r, "breakdown": [
        {**b, "macarons": [{**m, "tiles": _ids(m["tiles"])} for m in b["macarons"]]} for b in r["breakdown"]]}
        for r in view["round_results"]]
    turn = view["turn"]
    data = {
        "rng": rng.getrandbits(64),
        "to_move": view["to_move"],
        "n": n,
        "options": {"first_player": None, "decks": [], "missions": []},
        "round": view["round"],
        "start": view["start_player"],
        "turn_no": 0,
        "supply_tokens": supply,
        "tokens": tokens,
        "results": results,
        # The seat's own window of events is all it knows of the record; it starts at 0.
        "events": [_stored_event(e) for e in view["recent"]],
        "events_base": 0,
        "turn_ends": [0] * n,
        "phase": view["phase"],
        "hands": hands,
        "pile": pile,
        "discards": discards,
        "missions": missions,
        "unused_missions": [m for m in MISSIONS if m not in missions],
        "macarons": macarons,
        "turns_taken": list(view["turns_taken"]),
        "ending": view["round_ending"],
        "turn": {"mode": turn["mode"], "takes_left": turn["takes_left"] if view["phase"] == "take" else 0,
                 "baked": _ids(turn["baked"])},
    }
    if view["phase"] == "first_discard":
        data[SECRET_CHOICES] = {"seats": list(view["turn_order"]), "picks": picks}
    return data
