"""The move log of a table: every move since the start, told to one reader's seat.

Each line comes from the game renderer's ``tell(before, after, actor)``, fed with two views of
the *reader's* seat, so a line can hold nothing that seat may not know. A seat reads its own
log (pass-and-play: each person their own); the spectator's (seat None) is what the whole table
may see.

The saves keep only the moves (``state.log``), so after a reload the log is built again by
replaying them; from then on it only grows by the moves played, one ``tell`` each, so a paint
never tells the whole game again. Undo, or another tab's moves, cut it back to the moves both
games share.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sweets.engine import State
from sweets.render.protocol import Renderer

ViewOf = Callable[[State, "int | None"], dict]


def _shared(a: tuple[str, ...], b: tuple[str, ...]) -> int:
    """How many first moves two logs share."""
    n = min(len(a), len(b))
    if a[:n] == b[:n]:
        return n
    k = 0
    while k < n and a[k] == b[k]:
        k += 1
    return k


class Positions:
    """The positions of one game by ply, from its start to the table's state: the states the
    table played through, the others replayed from the saved moves when first asked for."""

    def __init__(self, state: State) -> None:
        self.states: list[State | None] = [None] * state.ply + [state]

    def reach(self, state: State) -> None:
        """Follow the table to ``state`` (a move played, Undo, another tab's moves)."""
        top = self.states[-1]
        if top is state:
            return
        assert top is not None
        keep = _shared(top.log, state.log)
        del self.states[keep + 1:]
        if keep == state.ply:
            self.states[keep] = state
            return
        self.states += [None] * (state.ply - keep - 1) + [state]

    def at(self, ply: int) -> State:
        """The position after the first ``ply`` moves (replayed once, then kept)."""
        found = self.states[ply]
        if found is not None:
            return found
        start = max(p for p in range(ply + 1) if p == 0 or self.states[p] is not None)
        state = self.states[start]
        if state is None:
            top = self.states[-1]
            assert top is not None
            state = top.game.new(list(top.players), top.seed, top.options)
            self.states[0] = state
        log = self.states[-1].log  # type: ignore[union-attr]
        for p in range(start, ply):
            state = _replayed(state, log[p])
            self.states[p + 1] = state
        return state


def _replayed(state: State, text: str) -> State:
    """``state.apply(text)`` for a move of the table's own log, without listing every legal move
    first: the log was checked move by move when it was played or loaded (``Game.from_json``
    replays it through the rules), and listing a Sweets Workshop turn's thousands of moves made
    a reload's log 25 times slower."""
    action = state.game.parse_action(state, text)
    if state._legal is not None:
        return state.apply(action)
    state._legal = [action]  # what ``apply`` checks the action against, for this call only:
    try:  # the state may be one the table still holds (Undo goes back to it)
        return state.apply(action)
    finally:
        state._legal = None


class MoveLog:
    """One reader's lines, per move: ``moves[p]`` tells the move from ply p to p + 1."""

    def __init__(self, renderer: Renderer[Any], reader: int | None) -> None:
        self.renderer = renderer
        self.reader = reader
        self.moves: list[list[str]] = []
        self._log: tuple[str, ...] = ()  # the moves told so far
        self._view: dict | None = None  # the reader's view after them

    def retell(self, ply: int) -> None:
        """Moves from ``ply`` on are told again at the next ``update`` (the position after them
        changed, though the moves did not: an opponent's turn held back came on the table)."""
        del self.moves[ply:]
        self._log, self._view = self._log[:ply], None

    def update(self, positions: Positions, view_of: ViewOf) -> list[list[str]]:
        """The lines up to the last of ``positions``; only moves not told yet are told."""
        top = positions.states[-1]
        assert top is not None
        keep = _shared(self._log, top.log)
        if keep < len(self.moves):
            del self.moves[keep:]
            self._view = None
        if len(self.moves) == top.ply:
            self._log = top.log
            return self.moves
        before = self._view or view_of(positions.at(len(self.moves)), self.reader)
        for ply in range(len(self.moves), top.ply):
            state = positions.at(ply)
            actor = state.to_move
            after = view_of(positions.at(ply + 1), self.reader)
            name = "You" if actor is not None and actor == self.reader else (
                state.players[actor] if actor is not None else "The table")
            self.moves.append(list(self.renderer.tell(before, after, name)) or [f"{name} made a move"])
            before = after
        self._log, self._view = top.log, before
        return self.moves
