"""Random Sweeet! games, played as fast as the rules allow: the same code runs in CPython and in
Pyodide (bench/in_pyodide.mjs), so the two rates compare the interpreters, not the policy.

Policy: each seat picks uniformly among its legal actions with a seeded random.Random.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path


def play_one(game_id: str, players: int, seed: int) -> int:
    """Plays one random game to its end; returns the number of actions applied."""
    from sweets import games  # here, so running this file directly can fix sys.path first

    game = games.get(game_id)
    pick = random.Random(seed)
    state = game.new(players, seed)
    while not state.is_over:
        state = state.apply(pick.choice(state.legal_actions()))
    return state.ply


def games_per_second(game_id: str = "sweeet", players: int = 3, min_seconds: float = 3.0) -> dict:
    """Plays games (seeds 0, 1, 2, ...) for at least ``min_seconds``; returns the rate."""
    play_one(game_id, players, seed=10_000)  # warm up: imports and first-call costs
    count = plies = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < min_seconds:
        plies += play_one(game_id, players, seed=count)
        count += 1
    return {
        "games": count,
        "seconds": round(elapsed, 3),
        "games_per_second": round(count / elapsed, 2),
        "plies_per_game": round(plies / count, 1),
    }


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    print(games_per_second())
