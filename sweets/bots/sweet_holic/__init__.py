"""Computer players for Sweet Holic: ``LEVELS`` and ``choose(level, view, legal, seed)``.

See ``model`` for what a bot knows and how it values a position, ``players`` for the levels.
"""

from __future__ import annotations

from sweets.bots.sweet_holic.players import LEVELS, STYLES, play

__all__ = ["LEVELS", "choose"]


def choose(level: str, view: dict, legal: list[str], seed: int) -> str:
    """The notation of the action a ``level`` player picks; always one of ``legal``."""
    if level not in STYLES:
        raise KeyError(f"no Sweet Holic bot level {level!r}")
    if len(legal) == 1:
        return legal[0]
    choice = play(STYLES[level], view, legal, seed)
    return choice if choice in legal else legal[0]
