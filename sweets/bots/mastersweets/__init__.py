"""Computer players for MasterSweets: ``LEVELS`` and ``choose(level, view, legal, seed)``.

One list of levels for every mode; ``choose`` reads ``view["mode"]``: the core game and Alone in
the Kitchen (``players``), Clash of Sweets (``clash``), Sweets Workshop (``workshop``, where the
levels are team-mates). They read only the seat's view. Expert searches (``rollout``) in every
mode: measured stronger than Hard in each.
"""

from __future__ import annotations

from sweets.bots import search
from sweets.bots.mastersweets import clash, workshop
from sweets.bots.mastersweets.players import LEVELS as HEURISTIC_LEVELS
from sweets.bots.mastersweets.players import STYLES, play
from sweets.games.mastersweets.view import MasterSweetsView

__all__ = ["LEVELS", "choose"]
GAME_ID = "mastersweets"
EXPERT = "expert"  # the level that searches (``sweets.bots.search``)
LEVELS = [*HEURISTIC_LEVELS, (EXPERT, "Expert (thinks)")]
THINKING_LEVELS = (EXPERT,)  # the page runs these in slices (``sweets.bots.thinker``)


def choose(level: str, view: MasterSweetsView, legal: list[str], seed: int) -> str:
    """The notation of the action a ``level`` player picks; always one of ``legal``."""
    if len(legal) == 1:
        return legal[0]
    if level == EXPERT:
        return search.choose(GAME_ID, view, legal, seed)
    if level not in STYLES:
        raise KeyError(f"no MasterSweets bot level {level!r}")
    if view["mode"] == "clash":
        choice = clash.play(level, view, legal, seed)
    elif view["mode"] == "workshop":
        choice = workshop.play(level, view, legal)
    else:
        choice = play(STYLES[level], view, legal, seed)
    return choice if choice in legal else legal[0]
