"""Sweets Stack's legal placements computed per second: the drop search (every place a candy can
reach falling and sliding, in every turn a player may pay for, and for every card of the hand a
player may change to) on positions from random games. The same code runs in CPython and in Pyodide
(bench/in_pyodide.mjs), so the two rates compare the interpreters on the same positions."""

from __future__ import annotations

import random
import time


def positions(games: int = 6, players: int = 3) -> list[tuple[dict, int]]:
    """(game data, seat) for every placement decision of ``games`` seeded random games."""
    from sweets import games as catalogue_games

    game = catalogue_games.get("sweets_stack")
    found = []
    for seed in range(games):
        pick = random.Random(seed)
        state = game.new(players, seed)
        while (seat := state.to_move) is not None:
            data = state.data
            if data["phase"] == "place":
                found.append((data, seat))
            state = state.apply(pick.choice(state.legal_actions()))
    return found


def per_second(min_seconds: float = 3.0) -> dict:
    """Runs the placement search over the same positions until ``min_seconds`` have passed."""
    from sweets.games.sweets_stack.placing import placement_options

    cases = positions()
    calls = placements = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < min_seconds:
        for data, seat in cases:
            placements += len(placement_options(data, seat))
        calls += len(cases)
    return {
        "positions": len(cases),
        "searches_per_second": round(calls / elapsed, 1),
        "placements_per_second": round(placements / elapsed),
    }
