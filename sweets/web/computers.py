"""The computer players of a table: the page's one route into ``sweets.bots``.

Every question the page puts to the bots (the levels a game offers, what a seat remembers, a
search to run in slices, a move) goes through :func:`_ask`, the one place that guards a failing
bot. A computer player must never freeze the table, so each question has a safe answer to fall
back on: the default level, no memory, no search, the first legal action.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, TypeVar

from sweets import bots
from sweets.engine import State

# Offered when the bots name no level for a game (a game without computer players yet): the
# seat still plays, its move the first legal one.
DEFAULT_LEVELS = [("basic", "Basic")]
# A thinking computer works in slices this long (seconds), so the page answers taps in between:
# the longest single playout measured in Pyodide is about 26 ms, so a slice stays well under the
# 50 ms at which the browser counts a long task.
THINK_SLICE = 0.02

T = TypeVar("T")
_FAILED = object()  # what a question to the bots answers when the bot raised


def _ask(question: Callable[[], T], fallback: T) -> T:
    """``question()``, or ``fallback`` when the bot fails on a position nobody foresaw."""
    try:
        return question()
    except Exception:  # noqa: BLE001 - see the module's docstring: keep the game going
        return fallback


def levels(game_id: str, options: dict | None = None) -> list[tuple[str, str]]:
    """The levels offered for a game with ``options`` (some levels are not offered in every mode)."""
    none: list[tuple[str, str]] = []
    offered = _ask(lambda: [(str(i), str(label)) for i, label in bots.levels(game_id, options or {})], none)
    return offered or list(DEFAULT_LEVELS)


def _think(search: Any) -> str | None:
    """One slice of ``search``: its pick once it is done, else None."""
    deadline = time.perf_counter() + THINK_SLICE
    while not search.done and time.perf_counter() < deadline:
        search.step(1)
    return search.best() if search.done else None


class Computers:
    """The computer seats of one table: their levels, what each remembers, and the search one of
    them is running (``sweets.bots.thinker``)."""

    def __init__(self, game_id: str, seats: dict[int, str], meta: dict) -> None:
        self.game_id = game_id
        self.seats = seats  # seat -> level
        # What each seat remembers lives in the save's meta data, so a reload keeps it; a save
        # from before it starts from the view alone.
        self.meta = meta
        self.search: Any | None = None
        self._searching: State | None = None  # the position the search is about

    def memory(self, seat: int) -> dict | None:
        return self.meta.setdefault("memory", {}).get(str(seat))

    def remember(self, seat: int, view: dict) -> dict | None:
        """Folds ``view`` (the seat's own, at one of its decisions) into the seat's memory.
        Every window of events a seat's view keeps reaches back to its own previous turn, so one
        view per decision misses nothing; folding a view twice changes nothing. None when the
        bots cannot remember (then a thinking level samples from the view alone)."""
        memory = _ask(lambda: bots.remember(self.game_id, self.memory(seat), view), None)
        if memory is not None:
            self.meta["memory"][str(seat)] = memory
        return memory

    def thinking_at(self, state: State) -> bool:
        return self.search is not None and self._searching is state

    def stop(self) -> None:
        self.search, self._searching = None, None

    def move(self, state: State, legal: list[str]) -> str | None:
        """The action of the computer seat to move at ``state``, one of ``legal``; None while it
        thinks on. A call starts the seat's search, or runs one slice of the one under way."""
        seat = state.to_move
        assert seat is not None and seat in self.seats
        level, seed = self.seats[seat], state.seed * 1_000_003 + state.ply
        search = self.search if self.thinking_at(state) else None
        self.stop()
        if search is None:
            view = state.view(seat)  # a copy of its own: a bot may not spoil the page's views
            memory = self.remember(seat, view)
            search = _ask(lambda: bots.thinker(self.game_id, level, view, legal, seed, memory), None)
            if search is None:
                return self._choose(level, view, legal, seed, memory)
            if not search.done:
                self.search, self._searching = search, state
                return None  # it shows that the computer is thinking before the first slice
        choice = _ask(lambda: _think(search), _FAILED)
        if choice is _FAILED:  # e.g. a memory edited by hand: the computer must still move
            self.meta.get("memory", {}).pop(str(seat), None)
            return self._choose(level, state.view(seat), legal, seed, None)
        if choice is None:
            self.search, self._searching = search, state
            return None
        if isinstance(choice, str) and choice in legal:
            return choice
        return self._choose(level, state.view(seat), legal, seed, self.memory(seat))

    def _choose(self, level: str, view: dict, legal: list[str], seed: int, memory: dict | None) -> str:
        """The bot's pick, or the first legal action when no bot can answer (never an illegal one)."""
        choice = _ask(lambda: bots.choose(self.game_id, level, view, legal, seed, memory), None)
        return choice if choice is not None and choice in legal else legal[0]
