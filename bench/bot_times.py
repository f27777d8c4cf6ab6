"""Time per decision of the Hard bots over whole games: the same code runs in CPython and in
Pyodide (bench/in_pyodide.mjs), so the figures compare like with like."""

from __future__ import annotations

import time

CASES = [("sweeet", 2), ("sweeet", 5), ("sweet_holic", 2), ("sweet_holic", 4)]


def hard_move_times(max_plies: int = 400) -> dict:
    from sweets import bots, games

    out = {}
    for game_id, players in CASES:
        game = games.get(game_id)
        state = game.new(players, 1)
        times = []
        while not state.is_over and state.ply < max_plies:
            legal = [str(a) for a in state.legal_actions()]
            view = state.view(state.to_move)
            start = time.perf_counter()
            text = bots.choose(game_id, "hard", view, legal, state.ply)
            times.append(time.perf_counter() - start)
            state = state.apply(text)
        times.sort()
        out[f"{game_id}/{players}p"] = {
            "decisions": len(times),
            "median_ms": round(1000 * times[len(times) // 2], 2),
            "max_ms": round(1000 * times[-1], 2),
        }
    return out
