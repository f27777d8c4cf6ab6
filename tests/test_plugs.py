"""Every catalogue game's plug points against their Protocols.

mypy does the checking here: each assignment below hands a game's render module, bots module and
playout object to a variable typed with its Protocol, in the game's own view type, so a module
missing a member or with a member of another signature fails ``mypy`` (``nox -s lint``). The test
then checks at run time that these are the modules the catalogue names, for exactly its games, so
a game added to the catalogue without a line here fails too.
"""

from __future__ import annotations

import importlib
from typing import Any, NamedTuple

import sweets.bots.mastersweets as mastersweets_bots
import sweets.bots.mastersweets.rollout as mastersweets_rollout
import sweets.bots.sweeet as sweeet_bots
import sweets.bots.sweeet.rollout as sweeet_rollout
import sweets.bots.sweet_holic as sweet_holic_bots
import sweets.bots.sweet_holic.rollout as sweet_holic_rollout
import sweets.bots.sweets_stack as sweets_stack_bots
import sweets.bots.sweets_stack.rollout as sweets_stack_rollout
import sweets.render.mastersweets as mastersweets_render
import sweets.render.sweeet as sweeet_render
import sweets.render.sweet_holic as sweet_holic_render
import sweets.render.sweets_stack as sweets_stack_render
from sweets import bots, catalogue, render
from sweets.bots.protocol import BotModule, Playout
from sweets.engine import EngineView
from sweets.games.mastersweets.view import MasterSweetsView
from sweets.games.sweeet.view import SweeetView
from sweets.games.sweet_holic.view import SweetHolicView
from sweets.games.sweets_stack.view import SweetsStackView
from sweets.render import generic
from sweets.render.protocol import Renderer


class Plugs(NamedTuple):
    render: Renderer[Any]
    bots: BotModule[Any]
    playout: Playout[Any]


_sweet_holic_render: Renderer[SweetHolicView] = sweet_holic_render
_sweet_holic_bots: BotModule[SweetHolicView] = sweet_holic_bots
_sweet_holic_playout: Playout[SweetHolicView] = sweet_holic_rollout.PLAYOUT

_sweeet_render: Renderer[SweeetView] = sweeet_render
_sweeet_bots: BotModule[SweeetView] = sweeet_bots
_sweeet_playout: Playout[SweeetView] = sweeet_rollout.PLAYOUT

_sweets_stack_render: Renderer[SweetsStackView] = sweets_stack_render
_sweets_stack_bots: BotModule[SweetsStackView] = sweets_stack_bots
_sweets_stack_playout: Playout[SweetsStackView] = sweets_stack_rollout.PLAYOUT

_mastersweets_render: Renderer[MasterSweetsView] = mastersweets_render
_mastersweets_bots: BotModule[MasterSweetsView] = mastersweets_bots
_mastersweets_playout: Playout[MasterSweetsView] = mastersweets_rollout.PLAYOUT

_generic_render: Renderer[EngineView] = generic  # the fallback takes any game's view

PLUGS = {
    "sweet_holic": Plugs(_sweet_holic_render, _sweet_holic_bots, _sweet_holic_playout),
    "sweeet": Plugs(_sweeet_render, _sweeet_bots, _sweeet_playout),
    "sweets_stack": Plugs(_sweets_stack_render, _sweets_stack_bots, _sweets_stack_playout),
    "mastersweets": Plugs(_mastersweets_render, _mastersweets_bots, _mastersweets_playout),
}


def test_the_catalogue_names_exactly_the_modules_checked_here() -> None:
    assert catalogue.ids() == list(PLUGS)
    for game_id, plugs in PLUGS.items():
        entry = catalogue.entry(game_id)
        assert render.for_game(game_id) is plugs.render
        assert entry.bots is not None and importlib.import_module(entry.bots) is plugs.bots
        assert entry.playout is not None
        assert importlib.import_module(entry.playout).PLAYOUT is plugs.playout


def test_a_game_has_a_playout_exactly_when_a_level_thinks() -> None:
    """The search runs a thinking level on the catalogue's playout: one without the other is a
    level that cannot think or a playout nothing runs."""
    for entry in catalogue.ENTRIES:
        module: BotModule[Any] | None = importlib.import_module(entry.bots) if entry.bots else None
        thinking = set(module.THINKING_LEVELS) if module else set()
        assert thinking <= {level for level, _label in bots.levels(entry.id)}
        assert bool(thinking) == (entry.playout is not None), entry.id
