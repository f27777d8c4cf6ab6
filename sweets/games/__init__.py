"""The registry of games: ``get(game_id)`` and ``ids()``.

Games are imported on first use so the page only pays for the game on the table.
"""

from __future__ import annotations

import importlib

from sweets.engine import Game

# id -> module; each module exposes GAME. Listed in menu order.
_MODULES = {
    "sweet_holic": "sweets.games.sweet_holic",
    "sweeet": "sweets.games.sweeet",
}
_cache: dict[str, Game] = {}


def ids() -> list[str]:
    """The ids of every playable game."""
    return list(_MODULES)


def get(game_id: str) -> Game:
    """The game object for ``game_id``; KeyError for an unknown id."""
    if game_id not in _MODULES:
        raise KeyError(f"no game called {game_id!r}")
    if game_id not in _cache:
        _cache[game_id] = importlib.import_module(_MODULES[game_id]).GAME
    return _cache[game_id]
