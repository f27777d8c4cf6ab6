"""Render layer: pure functions from a seat's view (a dict) to HTML/SVG strings.

Nothing here touches the browser, so all of it runs and is tested in CPython. The web layer picks
a game's renderer with :func:`for_game`; adding a game to the page means adding one module here
and naming it in the game's entry of ``sweets.catalogue``. A game whose module cannot be loaded
falls back to ``generic``, which lists the legal moves as buttons, so the menu never breaks.

What a game's render module provides (``protocol.Renderer``, which mypy checks every game's module
against in ``tests/test_plugs.py``; see ``sweeet`` for the full example):

- ``TITLE``, ``BLURB``: the game's name and a one-line description for the menu.
- ``new_ui(view, legal) -> dict``: the page's own state for a fresh decision (e.g. which revealed
  cards are ticked for collection). JSON data, never anything the seat may not see.
- ``ui_command(view, legal, ui, command) -> dict``: the new ui state after a non-move control
  (``data-action="ui:<command>"``). Keys starting with ``keep_`` are a choice of how the table
  looks (MasterSweets: clue marks off): the page carries them over to the next decision.
- ``table(view, legal, ui, ctx) -> str``: the game screen.
- ``needs_handoff(view) -> bool``: whether this seat's view shows something the other people at
  the table must not see (then the page hides it behind a pass-the-tablet screen).
- ``interlude(before, after, ctx) -> str | None``: a banner when the move just applied ended
  something the whole table should look at before play goes on (None: nothing to show).
- ``INTERLUDE_WAITS``: True when the pause holds until "Continue" is pressed, False when it ends
  by itself after a few seconds.
- ``flipback(view) -> list[str]``: cells shown face up during the pause that turn face down
  again when it ends (the page animates them; ``ctx["flipback"]``); ``[]`` for a game without.
- ``motion(before, after) -> dict``: what the move just applied moved on the table
  (two spectator views), handed to the next paint only as ``ctx["motion"]``, so the renderer can
  animate it (MasterSweets: cards sliding as the cookbook closes up); ``{}`` for a game that
  animates nothing.
- ``result(view, ctx) -> str``: the end-of-game summary (``sweets.render.outcome.headline``
  says in words how any kind of game ended: ranked, team or solo).
- ``rules() -> str``: the in-app rules page.

``ctx`` is a plain dict the web layer fills: ``bots`` (list of computer seats), ``shown`` (the
seat whose view this is, or None), ``interlude`` (banner text while the table pauses, else None),
``flipback`` (cells just turned face down again, to animate), ``motion`` (see ``motion``; ``{}``
when nothing moved or the paint is not the first after the move), ``animate`` (the first paint
after a move).
"""

from __future__ import annotations

import importlib
from typing import Any

from sweets import catalogue
from sweets.render.protocol import Renderer

_FALLBACK = "sweets.render.generic"


def for_game(game_id: str) -> Renderer[Any]:
    """The render module of ``game_id``; the generic one when the game has none yet, or when its
    module cannot be loaded (so one unfinished renderer never takes the menu down with it)."""
    module: Renderer[Any]
    try:
        module = importlib.import_module(catalogue.entry(game_id).render)
    except (KeyError, ImportError):
        module = importlib.import_module(_FALLBACK)
    return module
