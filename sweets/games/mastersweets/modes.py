"""Which rules a MasterSweets game plays by: the one place in the rules that reads the mode.

The core game, Alone in the Kitchen, Clash of Sweets and the Sweets Workshop play differently, so
each has a rules object of its own (OpenSpiel keeps variants as separate games for the same
reason); the game hands a state's mode its rules through :func:`rules_for`, and bots and
renderers that start from a view use :func:`for_view`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.games.mastersweets.base import Rules
from sweets.games.mastersweets.clash import CLASH
from sweets.games.mastersweets.core import CORE
from sweets.games.mastersweets.solo import SOLO
from sweets.games.mastersweets.workshop import WORKSHOP

DEFAULT = "core"
RULES: dict[str, Rules] = {rules.mode: rules for rules in (CORE, SOLO, CLASH, WORKSHOP)}


def mode_of(options_or_view: Mapping[str, Any]) -> object:
    """The mode named by a game's options, a seat's view or a position's data (the core game
    when none is named)."""
    return options_or_view.get("mode", DEFAULT)


def rules_for(options: Mapping[str, Any]) -> Rules:
    """The rules object that plays a game set up with ``options``; ValueError for no mode of ours."""
    mode = mode_of(options)
    rules = RULES.get(mode) if isinstance(mode, str) else None
    if rules is None:
        raise ValueError(f"MasterSweets has no mode called {mode!r}")
    return rules


def for_view(view: Mapping[str, Any]) -> Rules:
    """The rules object of the game a seat's ``view`` shows."""
    return rules_for(view)


def for_data(data: Mapping[str, Any]) -> Rules:
    """The rules object that plays a position (a state's data names its mode, as a view does)."""
    return rules_for(data)
