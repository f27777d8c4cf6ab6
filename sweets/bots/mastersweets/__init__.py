"""Computer players for MasterSweets: ``LEVELS``, ``levels_for(options)`` and
``choose(level, view, legal, seed)``.

The modes play differently, so each has bots of its own (:class:`ModeBots`): the core game and
Alone in the Kitchen (``players``), Clash of Sweets (``clash``), Sweets Workshop (``workshop``,
where the levels are team-mates), each with the playout its Expert searches with
(``rollout_core``, ``rollout_clash``, ``rollout_workshop``). :func:`bots_for` is the one place
that reads the mode: nothing after the pick asks which mode it is in. They read only the seat's
view. Expert searches (``sweets.bots.search``) in every mode: measured stronger than Hard in each.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from sweets.bots import search
from sweets.bots.mastersweets import clash, players, workshop
from sweets.bots.mastersweets.playout import Playout
from sweets.bots.mastersweets.rollout_clash import CLASH
from sweets.bots.mastersweets.rollout_core import CORE, SOLO
from sweets.bots.mastersweets.rollout_workshop import WORKSHOP
from sweets.games.mastersweets import modes
from sweets.games.mastersweets.view import MasterSweetsView

__all__ = ["LEVELS", "THINKING_LEVELS", "ModeBots", "bots_for", "choose", "levels_for"]
GAME_ID = "mastersweets"
EXPERT = "expert"  # the level that searches (``sweets.bots.search``)
LEVELS = [*players.LEVELS, (EXPERT, "Expert (thinks)")]
THINKING_LEVELS = (EXPERT,)  # the page runs these in slices (``sweets.bots.thinker``)

# (level, view, legal, seed) -> the move a level that answers at once picks
Play = Callable[[str, Any, list[str], int], str]


@dataclass(frozen=True)
class ModeBots:
    """The computer players of one mode: its levels, how each level that answers at once plays,
    and the playout its thinking level searches with."""

    play: Play
    playout: Playout
    levels: tuple[tuple[str, str], ...] = tuple(LEVELS)

    def choose(self, level: str, view: Mapping[str, Any], legal: list[str], seed: int) -> str:
        if level not in dict(self.levels):
            raise KeyError(f"no MasterSweets bot level {level!r}")
        if level in THINKING_LEVELS:
            return search.choose(GAME_ID, view, legal, seed)
        return self.play(level, view, legal, seed)


BY_MODE = {
    "core": ModeBots(players.play, CORE),
    "solo": ModeBots(players.play, SOLO),
    "clash": ModeBots(clash.play, CLASH),
    "workshop": ModeBots(workshop.play, WORKSHOP),
}


def bots_for(view: Mapping[str, Any]) -> ModeBots:
    """The bots of the mode that a seat's view shows; a game's options and a sampled position's
    data name their mode the same way (the core game when none is named)."""
    return BY_MODE[str(modes.mode_of(view))]


def levels_for(options: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The levels offered in the mode that ``options`` name (``sweets.bots.levels``)."""
    return list(bots_for(options).levels)


def choose(level: str, view: MasterSweetsView, legal: list[str], seed: int) -> str:
    """The notation of the action a ``level`` player picks; always one of ``legal``."""
    if len(legal) == 1:
        return legal[0]
    choice = bots_for(view).choose(level, view, legal, seed)
    return choice if choice in legal else legal[0]
