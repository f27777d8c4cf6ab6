"""Every game of the catalogue, briefly: random games over each mode and the smallest and largest
table, rendered for the seat to move at every ply, with every bot level deciding too.

tests/test_trimmed_stdlib.py runs this inside Pyodide with the files the site ships (the cut-down
standard library, the package zip), so a module that the build left out fails there. Only the
standard library and ``sweets`` here: whatever this imports, the page must be able to import.
"""

from __future__ import annotations

import importlib
import json
import random
from typing import Any

from sweets import bots, catalogue, games
from sweets.bots.protocol import BotModule
from sweets.render.protocol import Renderer


def _decide(game_id: str, module: BotModule[Any], level: str, view: dict, legal: list[str],
            seed: int) -> str:
    """The bot's choice, unguarded (``bots.choose`` would hide an import error behind a random move)."""
    if level in module.THINKING_LEVELS:
        search = bots.thinker(game_id, level, view, legal, seed)
        assert search is not None
        while not search.done:
            search.step(50)
        return search.best()
    return module.choose(level, view, legal, seed)


def sweep(games_per_table: int = 1, bot_turns: int = 1, render_every: int = 4) -> dict:
    """Plays, renders every ``render_every``-th position (and every one a bot decides) and lets
    each bot level play ``bot_turns`` rounds of every table; returns what it did, by game."""
    report = {}
    for game_id in catalogue.ids():
        entry = catalogue.entry(game_id)
        game = games.get(game_id)
        # Imported by name, not through sweets.render.for_game: its fallback would hide a failure.
        renderer: Renderer[Any] = importlib.import_module(entry.render)
        bot_module: BotModule[Any] | None = importlib.import_module(entry.bots) if entry.bots else None
        levels = [level for level, _ in bot_module.LEVELS] if bot_module else []
        plies = renders = 0
        decisions = dict.fromkeys(levels, 0)
        renderer.rules()
        for options in [{"mode": mode} for mode, _ in game.modes] or [{}]:
            offered = [level for level, _ in bots.levels(game_id, options)] if levels else []  # by mode
            low, high = game.player_range(options)
            for players in sorted({low, high}):
                for k in range(games_per_table):
                    seed = 100 * players + k
                    rnd = random.Random(seed)
                    state = game.new(players, seed, options)
                    while not state.is_over:
                        seat = state.to_move
                        view = state.view(seat)
                        legal = [str(action) for action in state.legal_actions()]
                        ctx: dict[str, Any] = {"bots": [], "shown": seat, "interlude": None, "flipback": []}
                        turn = state.ply // players
                        by_bot = bool(offered) and turn < bot_turns * len(offered)
                        if by_bot or state.ply % render_every == 0:
                            renderer.table(view, legal, renderer.new_ui(view, legal), ctx)
                            renderer.needs_handoff(view)
                            renders += 1
                        if by_bot:
                            assert bot_module is not None
                            level = offered[turn % len(offered)]
                            action = _decide(game_id, bot_module, level, view, legal, seed + state.ply)
                            decisions[level] += 1
                        else:
                            action = rnd.choice(legal)
                        assert action in legal, (game_id, action)
                        after = state.apply(action)
                        renderer.interlude(state.view(seat), after.view(seat), ctx)
                        state = after
                        plies += 1
                    json.dumps(state.outcome())
                    renderer.result(state.view(0), {**ctx, "shown": 0})
        report[game_id] = {"plies": plies, "renders": renders, "decisions": decisions}
    return report
