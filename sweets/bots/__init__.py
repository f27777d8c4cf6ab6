"""Computer players. Each sees only its seat's view and answers with a legal action's notation.

The page calls two functions:

- ``levels(game_id, options)``: the (level id, label) pairs from weakest to strongest, ``[]`` when
  the game has no computer players yet (a game may offer fewer in some modes: ``levels_for``);
- ``choose(game_id, level, view, legal, seed, memory=None)``: the notation the bot plays, always
  one of ``legal``; the same inputs always give the same answer;
- ``remember(game_id, memory, view)``: the seat's memory with one more of its views folded in
  (the game's ``observe``). A thinking level samples hidden cards consistently with it, so a
  caller folds every view the seat is shown (at least one per decision of the seat) and hands the
  memory back with the next decision. It is JSON data: the page keeps it in the save.

What a game's bots module provides is ``sweets.bots.protocol.BotModule``; mypy checks every
game's module against it (``tests/test_plugs.py``).

A bot gets ``state.view(seat)`` and nothing else, so it cannot cheat: where it must guess what it
cannot see, it reasons from the view (counts of cards still unseen, its memory of public reveals).
Standard library only: this runs in the browser under Pyodide.
"""

from __future__ import annotations

import importlib
import zlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from sweets import catalogue
from sweets.bots.protocol import BotModule
from sweets.bots.seeding import rng

if TYPE_CHECKING:  # at run time imported only where a level thinks (``thinker``), as before
    from sweets.bots.search import Search


def _module(game_id: str) -> BotModule[Any] | None:
    """The bots of ``game_id`` as its catalogue entry names them; None when it has none."""
    try:
        name = catalogue.entry(game_id).bots
    except KeyError:
        return None
    if not name:
        return None
    module: BotModule[Any] = importlib.import_module(name)
    return module


def levels(game_id: str, options: Mapping[str, Any] | None = None) -> list[tuple[str, str]]:
    """(level id, label) from weakest to strongest; [] for a game without bots. With ``options``
    (a game's mode), the levels offered for that game: a module's ``levels_for`` may leave out a
    level measured weaker in a mode; without, every level the game has."""
    module = _module(game_id)
    if module is None:
        return []
    return list(module.LEVELS if options is None else module.levels_for(options))


def remember(game_id: str, memory: dict | None, view: Mapping[str, Any]) -> dict:
    """``memory`` (None at first) with ``view`` folded in: what the seat has seen so far.
    Only views of that seat may be folded in; the memory of a seat is its own."""
    from sweets import games

    return games.get(game_id).observe(memory, view)


def _thinks(module: BotModule[Any] | None, level: str) -> bool:
    return module is not None and level in module.THINKING_LEVELS


def thinker(game_id: str, level: str, view: Mapping[str, Any], legal: list[str], seed: int,
            memory: dict | None = None) -> Search | None:
    """For a level that searches (its module's ``THINKING_LEVELS``), the search of this decision,
    to be run in slices so the page keeps answering (``step``, ``done``, ``best``: see
    ``sweets.bots.search``); None for a level that answers at once. Run to its end, it picks
    exactly what ``choose`` would."""
    if not _thinks(_module(game_id), level):
        return None
    from sweets.bots.search import Search

    if isinstance(seed, bool) or not isinstance(seed, int):
        seed = zlib.crc32(str(seed).encode())
    return Search(game_id, view, [str(a) for a in legal], seed, memory)


def choose(game_id: str, level: str, view: Mapping[str, Any], legal: list[str], seed: int,
           memory: dict | None = None) -> str:
    """The bot's action notation, one of ``legal``.

    A bot must never freeze the table: should one fail on a position nobody foresaw, a
    seeded random legal action is played instead (the bot tests run the bots unguarded).
    """
    if not legal:
        raise ValueError("the bot has nothing to choose from")
    legal = [str(a) for a in legal]
    if isinstance(seed, bool) or not isinstance(seed, int):
        seed = zlib.crc32(str(seed).encode())  # any seed the page has, made a stable integer
    module = _module(game_id)
    if module is None:
        raise KeyError(f"no computer players for {game_id!r}")
    if level not in dict(module.LEVELS):
        raise KeyError(f"no bot level {level!r} for {game_id!r}")
    try:
        if memory is not None and _thinks(module, level):
            # the memory reaches the search; a level that answers at once reads the view only
            from sweets.bots import search

            action = search.choose(game_id, view, legal, seed, memory)
        else:
            action = module.choose(level, view, legal, seed)
    except Exception:  # noqa: BLE001 - see the docstring: keep the game going
        action = None
    if action not in legal:
        action = rng(seed, len(legal)).choice(legal)
    return action
