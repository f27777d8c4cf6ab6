"""The MasterSweets table: the render module the page loads for every mode (core, Alone in the
Kitchen, Clash of Sweets, Sweets Workshop).

Each mode plays differently, so each has a table of its own (``core.py``, ``solo.py``,
``clash.py``, ``workshop.py``) on a shared base (``shared.py``); :func:`table_for` is the one
place in the render layer that reads a view's mode. The functions here are the render API every
game's module provides (``sweets/render/__init__.py``); those that take a view hand over to its
mode's table. Moves are built step by step (``tokens.py``); the pictures are drawn in ``draw.py``
and ``book.py``; the rules page is ``rules_page.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.games.mastersweets.view import MasterSweetsView
from sweets.render.mastersweets import rules_page
from sweets.render.mastersweets import tell as telling
from sweets.render.mastersweets.clash import ClashTable
from sweets.render.mastersweets.core import CoreTable
from sweets.render.mastersweets.shared import Table
from sweets.render.mastersweets.solo import SoloTable
from sweets.render.mastersweets.workshop import WorkshopTable

TITLE = "MasterSweets"
BLURB = ("Cook the rows and columns of a shrinking cookbook; also alone against George, "
         "a duel of cookbooks and a team game. 1-5 players.")
INTERLUDE_WAITS = False  # George's turn and a player leaving are told, then play goes on by itself

TABLES: dict[str, Table] = {"core": CoreTable(), "solo": SoloTable(), "clash": ClashTable(),
                            "workshop": WorkshopTable()}


def table_for(view: Mapping[str, Any]) -> Table:
    """The table of the mode ``view`` shows."""
    return TABLES[str(view.get("mode", "core"))]


def new_ui(view: MasterSweetsView, legal: list[str]) -> dict:
    return table_for(view).new_ui(view, legal)


def ui_command(view: MasterSweetsView, legal: list[str], ui: dict, command: str) -> dict:
    return table_for(view).ui_command(view, legal, ui, command)


def table(view: MasterSweetsView, legal: list[str], ui: dict, ctx: dict) -> str:
    return table_for(view).table(view, legal, ui, ctx)


def needs_handoff(view: MasterSweetsView) -> bool:
    return table_for(view).needs_handoff(view)


def interlude(before: MasterSweetsView, after: MasterSweetsView, ctx: dict) -> str | None:
    """What happened by itself after the move, told while the table looks at it."""
    return table_for(after).interlude(before, after, ctx)


def flipback(view: MasterSweetsView) -> list[str]:
    """No MasterSweets card is shown during a pause and turned face down after it."""
    return []


def motion(before: MasterSweetsView, after: MasterSweetsView) -> dict:
    """The cookbook cards the move shifted, per cookbook: ``{book: {place: [rows, cols]}}``."""
    return table_for(after).motion(before, after)


def result(view: MasterSweetsView, ctx: dict) -> str:
    return table_for(view).result(view, ctx)


def score_measure(view: MasterSweetsView) -> str:
    """What the scores count, for the statistics page (sweets.web.stats): points, or in Clash of
    Sweets the players each one outlasted."""
    return "points" if table_for(view).scores_are_points else "outlasted"


def tell(before: Mapping[str, Any], after: Mapping[str, Any], actor: str) -> list[str]:
    """The move log's words for one move (every mode); the reader's own move, once its events
    are gone from the view, is told by its mode's table."""
    return telling.tell(before, after, actor, table_for(after).own_move)


def rules() -> str:
    return rules_page.page()
