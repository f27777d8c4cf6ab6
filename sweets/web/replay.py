"""A finished game as a link (``#replay=…``) and the positions of its replay.

The link carries what replays the game and nothing else: the game id, its options, seed, the
players' names and the move log. It is JSON, compressed with zlib and written in URL-safe base64
(standard library only: the page runs in Pyodide with a cut-down standard library), behind one
version byte that stays outside the compressed part, so a link of a later format is recognised
before anything is unpacked. A link can hold anything: it is checked by replaying every move
through the rules, and only a game that ends there is accepted (``ReplayLinkError`` says why
not, in words for a player). An unfinished game is never written as a link with its moves: its
hidden hands would travel with it (:func:`link_of` refuses it).

:class:`Replay` steps through a finished game: positions are replayed from the engine once and
kept (``sweets.web.movelog.Positions``), so stepping back and forth costs one view per paint,
and the move log's lines come from the same place as the table's (``movelog.MoveLog``).
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from sweets import catalogue, games
from sweets.engine import State
from sweets.render import for_game
from sweets.web.movelog import MoveLog, Positions
from sweets.web.words import quote

VERSION = 1  # the first byte of every link; a link of another version is refused by name
PARAM = "replay"
# Unpacked, a link's JSON is a few kB (the longest random game measured: 20 kB); a link that
# claims more than this is not one this app wrote, and is not unpacked further (a zip bomb).
MAX_UNPACKED = 1_000_000
OPEN = "open"  # the key of the open views among the kept views
# The point of view with everything revealed (the game is over, so allowed): the game's open view
# (``State.open_view``), or each seat's view in turn for a game that has none.
ALL = "all"


class ReplayLinkError(ValueError):
    """A replay link that does not describe a finished game; the message is for a player."""


def record_of(state: State) -> dict:
    """What a replay needs of a game: id, options, seed, names and moves (no computer levels)."""
    return {"g": state.game.id, "o": state.options, "s": state.seed, "p": list(state.players),
            "m": list(state.log)}


def link_of(state: State) -> str:
    """The ``#replay=…`` fragment of a finished game; ValueError for a game still being played."""
    if not state.is_over:
        raise ValueError("an unfinished game is shared by its setup link, never with its moves")
    text = json.dumps(record_of(state), ensure_ascii=False, separators=(",", ":"))
    packed = bytes([VERSION]) + zlib.compress(text.encode("utf-8"), 9)
    return f"#{PARAM}=" + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def _unpack(code: str) -> dict:
    """The record a link's code holds, unchecked against the rules; ReplayLinkError if unreadable."""
    code = code.strip()
    if not code:
        raise ReplayLinkError("the replay link is empty")
    try:
        packed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raise ReplayLinkError("the replay link is damaged: it holds letters no link of ours has") from None
    if not packed:
        raise ReplayLinkError("the replay link is empty")
    if packed[0] != VERSION:
        raise ReplayLinkError("the replay link was made by another version of Sweets")
    try:
        unpacker = zlib.decompressobj()
        text = unpacker.decompress(packed[1:], MAX_UNPACKED)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise ReplayLinkError("the replay link is cut short or damaged")
        record = json.loads(text.decode("utf-8"))
    except ReplayLinkError:
        raise
    except (zlib.error, UnicodeDecodeError, ValueError):
        raise ReplayLinkError("the replay link is cut short or damaged") from None
    if not isinstance(record, dict) or not {"g", "o", "s", "p", "m"} <= set(record):
        raise ReplayLinkError("the replay link does not hold a game")
    return record


def game_of(code: str) -> str | None:
    """The game a link's code names (read without that game's modules: the page fetches them
    first), or None when the link cannot be read or names no game of the catalogue."""
    try:
        game_id = _unpack(code).get("g")
    except ReplayLinkError:
        return None
    return game_id if isinstance(game_id, str) and game_id in catalogue.ids() else None


def load(record: dict) -> State:
    """The finished game a record describes, replayed through the rules; ReplayLinkError if it
    is of no game of this app, breaks the rules anywhere, or does not end."""
    game_id = record.get("g")
    if not isinstance(game_id, str) or game_id not in games.ids():
        raise ReplayLinkError(f"the replay link is of a game this app does not know ({quote(str(game_id))})")
    game = games.get(game_id)
    save = {"schema": 1, "game": game_id, "players": record.get("p"), "seed": record.get("s"),
            "options": record.get("o"), "log": record.get("m")}
    try:
        state = game.from_json(save)
    except ValueError as exc:
        raise ReplayLinkError(f"the replay link's game of {game.name} cannot be replayed: {exc}") from None
    except Exception as exc:  # a rules module should only raise ValueError; never let a link break the page
        raise ReplayLinkError(f"the replay link's game of {game.name} cannot be replayed "
                              f"({exc.__class__.__name__})") from None
    if not state.is_over:
        raise ReplayLinkError(f"the replay link's game of {game.name} does not end: only a finished "
                              "game can be replayed")
    return state


def open_link(code: str) -> State:
    """The finished game of a ``#replay=`` link's code; ReplayLinkError saying why not."""
    return load(_unpack(code))


class Replay:
    """A finished game being stepped through: which move is on show, and from whose point of
    view (a seat, or ``ALL``: everything revealed)."""

    def __init__(self, state: State, back: str = "menu") -> None:
        if not state.is_over:
            raise ValueError("only a finished game can be replayed")
        self.final = state
        self.game_id = state.game.id
        self.renderer = for_game(self.game_id)
        self.back = back  # the screen its Back button returns to (``past`` or ``result``)
        self.ply = state.ply  # a replay opens on the end: the position everyone just saw
        self.pov: int | str = ALL
        self._positions = Positions(state)
        self._logs: dict[int | None, MoveLog] = {}
        self._views: dict[tuple[int, int | str | None], dict] = {}
        self._reveals: bool | None = None

    @property
    def total(self) -> int:
        return self.final.ply

    def go(self, ply: int) -> None:
        self.ply = max(0, min(self.total, ply))

    def step(self, command: str) -> None:
        """``first``, ``prev``, ``next``, ``last``, ``ply:<n>``, ``pov:<seat>`` or ``pov:all``."""
        kind, _, arg = command.partition(":")
        moves = {"first": 0, "prev": self.ply - 1, "next": self.ply + 1, "last": self.total}
        if kind in moves:
            self.go(moves[kind])
        elif kind == "ply" and arg.strip().isdigit():
            self.go(int(arg))
        elif kind == "pov" and (arg == ALL or (arg.isdigit() and int(arg) < len(self.final.players))):
            self.pov = ALL if arg == ALL else int(arg)

    def state(self, ply: int | None = None) -> State:
        return self._positions.at(self.ply if ply is None else ply)

    def view(self, seat: int | None, ply: int | None = None) -> dict:
        """A seat's view of a position (kept: a paint asks again for the one on show)."""
        at = self.ply if ply is None else ply
        key = (at, seat)
        if key not in self._views:
            if len(self._views) > 64:  # a long game's views are kept only around where one looks
                self._views.clear()
            self._views[key] = self.state(at).view(seat)
        return self._views[key]

    def open_view(self, ply: int | None = None) -> dict:
        """Everything revealed at a position (kept like the seats' views). Only ever for a
        finished game: the check stays here, where the open view is asked for, so no other path
        (a live table, a game still being played) can reach it through a replay."""
        if not self.final.is_over:
            raise ValueError("everything is revealed only once the game is over")
        at = self.ply if ply is None else ply
        key = (at, OPEN)
        if key not in self._views:
            if len(self._views) > 64:
                self._views.clear()
            self._views[key] = self.state(at).open_view()
        return self._views[key]

    def reveals(self) -> bool:
        """Whether the game can show everything revealed (``Game.open_view``); a game without
        it shows each seat's view in turn instead."""
        if self._reveals is None:
            try:
                self.open_view(0)
                self._reveals = True
            except NotImplementedError:
                self._reveals = False
        return self._reveals

    def seats_shown(self) -> list[int]:
        """The seats whose views make the table on show: one seat, or every seat."""
        return list(range(len(self.final.players))) if self.pov == ALL else [int(self.pov)]

    def lines(self) -> list[list[str]]:
        """The move log as the point of view may read it: every move of the game, per move its
        lines (the screen shows those up to the position on show). ``ALL`` reads the table's."""
        reader = None if self.pov == ALL else int(self.pov)
        log = self._logs.get(reader)
        if log is None:
            log = self._logs[reader] = MoveLog(self.renderer, reader)
        return log.update(self._positions, lambda state, seat: state.view(seat))

    def ctx(self, seat: int | None) -> dict[str, Any]:
        """The renderer's context of a read-only table: no computers to wait for, nothing moving."""
        return {"bots": [], "shown": seat, "interlude": None, "flipback": [], "motion": {},
                "animate": False}
