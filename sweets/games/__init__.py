"""The registry of rules: ``get(game_id)`` and ``ids()``, read from ``sweets.catalogue``.

Games are imported on first use so the page only pays for the game on the table.
"""

from __future__ import annotations

import importlib

from sweets import catalogue
from sweets.engine import Game

_cache: dict[str, Game] = {}


def ids() -> list[str]:
    """The ids of every playable game."""
    return catalogue.ids()


def get(game_id: str) -> Game:
    """The game object for ``game_id``; KeyError for an unknown id."""
    if game_id not in _cache:
        _cache[game_id] = importlib.import_module(catalogue.entry(game_id).rules).GAME
    return _cache[game_id]
