"""Time per decision of the Hard and Expert bots over whole games: the same code runs in CPython and in
Pyodide (bench/in_pyodide.mjs), so the figures compare like with like."""

from __future__ import annotations

import time

CASES = [("sweeet", 2), ("sweeet", 5), ("sweet_holic", 2), ("sweet_holic", 4), ("sweets_stack", 2),
         ("sweets_stack", 4)]
# The deals ``move_times`` plays whole (one by default; more for a closer look at the slowest).
DEALS: list[int] | range = [1]


def hard_move_times(max_plies: int = 400) -> dict:
    return move_times("hard", max_plies)


def expert_move_times(max_plies: int = 400) -> dict:
    """The thinking level, every seat of the game played by it. Also its longest slice: the
    slowest single playout (the page runs a search a few playouts at a time)."""
    return move_times("expert", max_plies)


# MasterSweets: every mode at its most crowded table (Alone in the Kitchen has no computer seat:
# its Hard player stands in for a person, which is what a hint would cost).
MASTERSWEETS_CASES = [("core", 4), ("solo", 1), ("clash", 5), ("workshop", 5)]


def mastersweets_hard_times(max_plies: int = 400) -> dict:
    from sweets import bots, games

    game = games.get("mastersweets")
    out = {}
    for mode, players in MASTERSWEETS_CASES:
        state = game.new(players, 1, {"mode": mode})
        times = []
        while not state.is_over and state.ply < max_plies:
            legal = [str(a) for a in state.legal_actions()]
            start = time.perf_counter()
            text = bots.choose("mastersweets", "hard", state.view(state.to_move), legal, state.ply)
            times.append(time.perf_counter() - start)
            state = state.apply(text)
        times.sort()
        out[f"mastersweets-{mode}/{players}p"] = {
            "decisions": len(times),
            "median_ms": round(1000 * times[len(times) // 2], 2),
            "max_ms": round(1000 * times[-1], 2),
        }
    return out


# The thinking level in each MasterSweets mode, every seat played by it.
MASTERSWEETS_EXPERT_CASES = [("core", 2), ("core", 4), ("solo", 1), ("clash", 2), ("clash", 5),
                             ("workshop", 2), ("workshop", 5)]


def mastersweets_expert_times(max_plies: int = 150) -> dict:
    """MasterSweets' Expert: time per decision and its longest slice (one playout), as
    ``expert_move_times`` measures the other games."""
    from sweets import games
    from sweets.bots.search import Search

    game = games.get("mastersweets")
    out = {}
    for mode, players in MASTERSWEETS_EXPERT_CASES:
        state = game.new(players, 1, {"mode": mode})
        times, slices = [], [0.0]
        while not state.is_over and state.ply < max_plies:
            legal = [str(a) for a in state.legal_actions()]
            start = time.perf_counter()
            search = Search("mastersweets", state.view(state.to_move), legal, state.ply)
            slices.append(time.perf_counter() - start)  # setting up is a slice of its own
            while not search.done:
                begun = time.perf_counter()
                search.step(1)
                slices.append(time.perf_counter() - begun)
            text = search.best()
            times.append(time.perf_counter() - start)
            state = state.apply(text)
        times.sort()
        out[f"mastersweets-{mode}/{players}p"] = {
            "decisions": len(times),
            "median_ms": round(1000 * times[len(times) // 2], 2),
            "max_ms": round(1000 * times[-1], 2),
            "max_playout_ms": round(1000 * max(slices), 2),
        }
    return out


def move_times(level: str, max_plies: int = 400) -> dict:
    from sweets import bots, games
    from sweets.bots.search import Search

    out = {}
    for game_id, players in CASES:
        game = games.get(game_id)
        times, slices = [], [0.0]
        for deal in DEALS:
            state = game.new(players, deal)
            memories: list[dict | None] = [None] * players  # what each seat saw, as the page keeps it
            while (seat := state.to_move) is not None and state.ply < max_plies:
                legal = [str(a) for a in state.legal_actions()]
                view = state.view(seat)
                start = time.perf_counter()
                if level == "expert":
                    memories[seat] = memory = bots.remember(game_id, memories[seat], view)
                    search = Search(game_id, view, legal, state.ply, memory)
                    # creating the search is a slice of its own; its set-up (the game's first
                    # choice, ``prior_steps``) comes in the steps, as in the page
                    slices.append(time.perf_counter() - start)
                    while not search.done:
                        begun = time.perf_counter()
                        search.step(1)
                        slices.append(time.perf_counter() - begun)
                    text = search.best()
                else:
                    text = bots.choose(game_id, level, view, legal, state.ply)
                times.append(time.perf_counter() - start)
                state = state.apply(text)
        times.sort()
        out[f"{game_id}/{players}p"] = {
            "decisions": len(times),
            "median_ms": round(1000 * times[len(times) // 2], 2),
            "max_ms": round(1000 * times[-1], 2),
            "max_playout_ms": round(1000 * max(slices), 2),
        }
    return out
