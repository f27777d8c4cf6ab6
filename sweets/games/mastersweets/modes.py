"""Which rules a MasterSweets game plays by: the one place in the rules that reads the mode.

The core game, Alone in the Kitchen, Clash of Sweets and the Sweets Workshop play differently, so
each has a rules object of its own (OpenSpiel keeps variants as separate games for the same
reason); the game hands a state's mode its rules through :func:`rules_for`, and bots and
renderers that start from a view use :func:`for_view`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.engine import Game

DEFAULT = "core"


def mode_of(options_or_view: Mapping[str, Any]) -> str:
    """The mode named by a game's options or a seat's view (the core game when none is named)."""
    return str(options_or_view.get("mode") or DEFAULT)


def rules_for(options: Mapping[str, Any]) -> Game:
    """The rules object that plays a game set up with ``options``."""
    from sweets.games.mastersweets.rules import GAME  # interim: one object still plays every mode

    return GAME


def for_view(view: Mapping[str, Any]) -> Game:
    """The rules object of the game a seat's ``view`` shows."""
    return rules_for({"mode": mode_of(view)})
