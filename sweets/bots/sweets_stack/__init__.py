"""Computer players for Sweets Stack: ``LEVELS`` and ``choose(level, view, legal, seed)``.

See ``players`` for what each level weighs. They read only the seat's view (own hand, the table).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.bots import search
from sweets.bots.sweets_stack.players import LEVELS as HEURISTIC_LEVELS
from sweets.bots.sweets_stack.players import STYLES, play
from sweets.games.sweets_stack.view import SweetsStackView

__all__ = ["LEVELS", "THINKING_LEVELS", "choose", "levels_for"]
GAME_ID = "sweets_stack"
EXPERT = "expert"  # the level that searches (``sweets.bots.search``)
LEVELS = [*HEURISTIC_LEVELS, (EXPERT, "Expert (thinks)")]
THINKING_LEVELS = (EXPERT,)  # the page runs these in slices (``sweets.bots.thinker``)


def levels_for(options: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Every level, whatever the options: this game offers the same levels with all of them."""
    return LEVELS


def choose(level: str, view: SweetsStackView, legal: list[str], seed: int) -> str:
    """The notation of the action a ``level`` player picks; always one of ``legal``."""
    if level == EXPERT:
        return search.choose(GAME_ID, view, legal, seed)
    if level not in STYLES:
        raise KeyError(f"no Sweets Stack bot level {level!r}")
    if len(legal) == 1:
        return legal[0]
    choice = play(STYLES[level], view, legal, seed)
    return choice if choice in legal else legal[0]
