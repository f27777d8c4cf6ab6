"""What one seat may know of a Sweet Holic position (the keys are listed in the package docstring)."""

from __future__ import annotations

from typing import Any

from sweets.engine import simultaneous
from sweets.games.sweet_holic import macarons as mac
from sweets.games.sweet_holic.actions import parse_action
from sweets.games.sweet_holic.data import REFILL_TO, ROUNDS, TILES, display_sort_key, token_value
from sweets.games.sweet_holic.events import recent_for


def tile_view(tile_id: str) -> dict[str, str]:
    tile = TILES[tile_id]
    return {"id": tile.id, "kind": tile.kind, "flavour": tile.flavour}


def _macaron_view(macaron: dict) -> dict[str, Any]:
    return {
        "flavour": macaron["flavour"],
        "tiles": [tile_view(t) for t in macaron["tiles"]],
        "cookies": mac.count(macaron, "cookie"),
        "fillings": mac.count(macaron, "filling"),
        "finished": mac.is_finished(macaron),
    }


def _result_view(result: dict) -> dict[str, Any]:
    breakdown = [
        {**entry, "macarons": [{**m, "tiles": [tile_view(t) for t in m["tiles"]]} for m in entry["macarons"]]}
        for entry in result["breakdown"]
    ]
    return {**result, "breakdown": breakdown}


def _event_view(event: dict) -> dict[str, Any]:
    shown = dict(event)
    if "tile" in shown:
        shown["tile"] = tile_view(shown["tile"])
    if "tiles" in shown:
        shown["tiles"] = [tile_view(t) for t in shown["tiles"]]
    return shown


def build_view(data: dict, seat: int | None) -> dict[str, Any]:
    n, phase = data["n"], data["phase"]
    turn = data["turn"]
    # A first discard stays in its hand until all are turned up, but it is no longer part of it.
    secret = simultaneous.public(data, seat, n)
    chosen = secret["chosen"] if secret else [False] * n
    mine = simultaneous.own_choice(data, seat)
    mine_tile = parse_action(mine).tile if mine else None  # type: ignore[attr-defined]
    own_hand = [t for t in data["hands"][seat] if t != mine_tile] if seat is not None else []
    results = [_result_view(r) for r in data["results"]]
    return {
        "round": data["round"],
        "rounds": ROUNDS,
        "phase": phase,
        "start_player": data["start"],
        "turn_order": [(data["start"] + i) % n for i in range(n)],
        "hand": [tile_view(t) for t in sorted(own_hand, key=display_sort_key)],
        "mission": data["missions"][seat] if seat is not None else None,
        "hand_sizes": [len(h) - picked for h, picked in zip(data["hands"], chosen, strict=True)],
        "pile_size": len(data["pile"]),
        "discard_piles": [[tile_view(t) for t in pile] for pile in data["discards"]],
        "first_discard": {
            "chosen": chosen,
            "mine": tile_view(mine_tile) if mine_tile else None,
        },
        "macarons": [[_macaron_view(m) for m in seat_macarons] for seat_macarons in data["macarons"]],
        "turn": {
            "mode": turn["mode"],
            "takes_left": (turn["takes_left"] if phase == "take"
                           else max(0, REFILL_TO - len(data["hands"][data["to_move"]])) if phase == "refill"
                           else 0),
            "baked": [tile_view(t) for t in turn["baked"]],
            "colour": TILES[turn["baked"][0]].flavour if turn["baked"] else None,
        },
        "turns_taken": list(data["turns_taken"]),
        "round_ending": data["ending"],
        "tokens": [sorted((token_value(t) for t in tokens), reverse=True) for tokens in data["tokens"]],
        "token_totals": [sum(token_value(t) for t in tokens) for tokens in data["tokens"]],
        "supply_tokens": sorted((token_value(t) for t in data["supply_tokens"]), reverse=True),
        "round_results": results,
        "scoring_breakdown": results[-1]["breakdown"] if results else None,
        "recent": [_event_view(e) for e in recent_for(data, seat)],
    }
