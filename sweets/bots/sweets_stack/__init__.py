"""Computer players for Sweets Stack: ``LEVELS`` and ``choose(level, view, legal, seed)``.

See ``players`` for what each level weighs. They read only the seat's view (own hand, the table).
"""

from __future__ import annotations

from sweets.bots.sweets_stack.players import LEVELS, STYLES, play
from sweets.games.sweets_stack.view import SweetsStackView

__all__ = ["LEVELS", "choose"]


def choose(level: str, view: SweetsStackView, legal: list[str], seed: int) -> str:
    """The notation of the action a ``level`` player picks; always one of ``legal``."""
    if level not in STYLES:
        raise KeyError(f"no Sweets Stack bot level {level!r}")
    if len(legal) == 1:
        return legal[0]
    choice = play(STYLES[level], view, legal, seed)
    return choice if choice in legal else legal[0]
