"""Computer players for Sweeet!: ``LEVELS`` and ``choose(level, view, legal, seed)``.

See ``players`` for how the levels differ, ``knowledge`` for what a bot may know (its view
only) and ``plan`` for the push-your-luck search.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.bots import search
from sweets.bots.sweeet.players import LEVELS as HEURISTIC_LEVELS
from sweets.bots.sweeet.players import STYLES, play
from sweets.games.sweeet.view import SweeetView

__all__ = ["LEVELS", "THINKING_LEVELS", "choose", "levels_for"]
GAME_ID = "sweeet"
EXPERT = "expert"  # the level that searches (``sweets.bots.search``)
LEVELS = [*HEURISTIC_LEVELS, (EXPERT, "Expert (thinks)")]
THINKING_LEVELS = (EXPERT,)  # the page runs these in slices (``sweets.bots.thinker``)


def levels_for(options: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Every level, whatever the options: this game offers the same levels with all of them."""
    return LEVELS


def choose(level: str, view: SweeetView, legal: list[str], seed: int) -> str:
    """The notation of the action a ``level`` player picks; always one of ``legal``."""
    if level == EXPERT:
        return search.choose(GAME_ID, view, legal, seed)
    if level not in STYLES:
        raise KeyError(f"no Sweeet! bot level {level!r}")
    if len(legal) == 1:
        return legal[0]
    return play(STYLES[level], view, legal, seed)
