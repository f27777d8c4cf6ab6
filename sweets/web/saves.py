"""Saved games in the browser's key-value storage, kept apart from the browser itself.

A record is ``game.to_json(state)`` plus what the page needs to resume (computer seats and their
strength, speed, times). The storage is reached through a tiny backend object (``get``, ``set``,
``remove``, ``all_keys``) so this module runs in CPython tests with a dict, and in the page with
``localStorage``. Storage that is missing, disabled or full never stops a game: the store
remembers the problem so the page can say that games will not be kept.

Two tabs can hold the same save. Each record carries a revision (``meta["rev"]``, one more at
every write), and a write is refused with :class:`StaleSave` unless the stored record is still at
the revision this tab last read or wrote: a tab that fell behind never writes over newer moves.
"""

from __future__ import annotations

import json
from typing import Any, Protocol

from sweets import games
from sweets.engine import State

PREFIX = "sweets:save:"
PREFS_PREFIX = "sweets:prefs:"  # + game id: how a person likes that game's table to look
RECORD_KIND = "sweets-save"
RECORD_VERSION = 1
NO_STORAGE = "this browser does not allow the page to store anything"
UNREADABLE_BOTS = "which seats the computer plays cannot be read"


class StaleSave(Exception):
    """The stored game moved on (or went away) since this tab last read or wrote it."""


class Backend(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def all_keys(self) -> list[str]: ...


class MemoryBackend:
    """A dict standing in for localStorage (tests, and the page when storage is unusable)."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        self.items = dict(items or {})

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def all_keys(self) -> list[str]:
        return list(self.items)


class SaveStore:
    def __init__(self, backend: Backend | None) -> None:
        self.backend = backend
        self.problem: str | None = None if backend is not None else NO_STORAGE
        self._checked: dict[str, tuple[str, Any]] = {}  # key -> (raw text, State or error text)
        self._written: dict[str, tuple[str, int]] = {}  # key -> (text, rev) this tab wrote last

    def write(self, save_id: str, game_id: str, state: State, meta: dict) -> bool:
        """Stores the game and moves ``meta["rev"]`` on; StaleSave if another tab wrote since."""
        if self.backend is None:
            return False
        key = PREFIX + save_id
        rev = meta.get("rev", 0)
        try:
            if self.revision(save_id) != rev:
                raise StaleSave(save_id)
            text = record_text(save_id, game_id, state, {**meta, "rev": rev + 1})
            self.backend.set(key, text)
        except StaleSave:
            raise
        except Exception as exc:  # quota exceeded, storage disabled, private mode...
            self.problem = _describe(exc)
            return False
        meta["rev"] = rev + 1  # only once stored: a failed write must not look like a newer one
        self._written[key] = (text, rev + 1)
        self.problem = None
        return True

    def revision(self, save_id: str) -> int:
        """The stored record's revision: 0 when there is none, -1 when it cannot be read."""
        assert self.backend is not None
        key = PREFIX + save_id
        raw = self.backend.get(key)
        if raw is None:
            return 0
        mine = self._written.get(key)
        if mine and mine[0] == raw:
            return mine[1]
        try:
            meta = json.loads(raw)["meta"]
            return _count(meta.get("rev")) or 0  # read as clean_meta reads it, or it never matches
        except (TypeError, ValueError, KeyError, AttributeError):
            return -1

    def preferences(self, game_id: str) -> dict:
        """The table preferences of a game (``keep_`` keys of its UI state, e.g. MasterSweets'
        Workshop clue marks turned off), kept apart from the saves: a choice of how the table
        looks holds for every game of that kind and outlives a reload. {} when none or unreadable."""
        if self.backend is None:
            return {}
        try:
            raw = self.backend.get(PREFS_PREFIX + game_id)
            stored = json.loads(raw) if raw else {}
        except Exception:  # unreadable storage or text: the table simply looks as it does by default
            return {}
        if not isinstance(stored, dict):
            return {}
        return {key: value for key, value in stored.items()
                if isinstance(key, str) and key.startswith("keep_") and isinstance(value, (bool, int, str))}

    def set_preferences(self, game_id: str, preferences: dict) -> None:
        if self.backend is None:
            return
        try:
            self.backend.set(PREFS_PREFIX + game_id, json.dumps(preferences, sort_keys=True))
        except Exception as exc:  # quota exceeded, storage disabled: the game goes on regardless
            self.problem = _describe(exc)

    def delete(self, save_id: str) -> None:
        self._checked.pop(PREFIX + save_id, None)
        if self.backend is None:
            return
        try:
            self.backend.remove(PREFIX + save_id)
        except Exception as exc:
            self.problem = _describe(exc)

    def ids(self) -> list[str]:
        if self.backend is None:
            return []
        try:
            return sorted(k[len(PREFIX):] for k in self.backend.all_keys() if k.startswith(PREFIX))
        except Exception as exc:
            self.problem = _describe(exc)
            return []

    def load(self, save_id: str) -> tuple[str, State, dict]:
        """(game id, state, meta) of a save; ValueError with a reason when it cannot be resumed."""
        if self.backend is None:
            raise ValueError("storage is not available")
        try:
            raw = self.backend.get(PREFIX + save_id)
        except Exception as exc:
            raise ValueError(_describe(exc)) from exc
        if raw is None:
            raise ValueError("this saved game no longer exists")
        key = PREFIX + save_id
        cached = self._checked.get(key)
        if cached and cached[0] == raw and not isinstance(cached[1], str):
            return cached[1]
        try:
            loaded = parse_record(raw)
        except ValueError as exc:
            self._checked[key] = (raw, str(exc))
            raise
        self._checked[key] = (raw, loaded)
        return loaded


def record_text(save_id: str, game_id: str, state: State, meta: dict) -> str:
    """The stored form of a save: the game's own JSON plus the page's meta data."""
    record = {"kind": RECORD_KIND, "version": RECORD_VERSION, "id": save_id, "game": game_id,
              "save": games.get(game_id).to_json(state), "meta": meta}
    return json.dumps(record, ensure_ascii=False)


def parse_record(raw: str) -> tuple[str, State, dict]:
    try:
        record = json.loads(raw)
    except (TypeError, ValueError) as exc:
        raise ValueError("the saved data is not readable") from exc
    if not isinstance(record, dict) or record.get("kind") != RECORD_KIND:
        raise ValueError("this is not a saved game of this app")
    if record.get("version") != RECORD_VERSION:
        raise ValueError("saved by another version of the app")
    game_id = record.get("game")
    if game_id not in games.ids():
        raise ValueError("saved from a game this app does not know")
    meta = record.get("meta")
    if not isinstance(meta, dict):
        raise ValueError("the saved game is damaged")
    try:
        state = games.get(game_id).from_json(record.get("save"))
    except ValueError:
        raise
    except ModuleNotFoundError as exc:
        if (exc.name or "").startswith("sweets."):
            raise  # the game's own zip has not arrived yet (app.with_games): not damage
        raise ValueError(f"the saved game is damaged ({exc.__class__.__name__})") from exc
    except Exception as exc:  # a rules module should only raise ValueError; never let one break the menu
        raise ValueError(f"the saved game is damaged ({exc.__class__.__name__})") from exc
    return game_id, state, clean_meta(meta, len(state.players))


def clean_meta(meta: dict, players: int) -> dict:
    """The meta data with wrong types replaced by safe defaults (a save edited by hand).

    Which seats the computer plays is never guessed: a seat must not silently change hands, so
    an unreadable list of them makes the save unusable. A computer seat whose level is junk stays
    a computer ("" here; the page plays it at its default level)."""
    bots = meta.get("bots")
    if not isinstance(bots, dict):
        raise ValueError(UNREADABLE_BOTS)
    clean_bots = {}
    for seat, level in bots.items():
        if not (str(seat).isdigit() and int(seat) < players):
            raise ValueError(UNREADABLE_BOTS)
        clean_bots[str(int(seat))] = level if isinstance(level, str) else ""
    speed = meta.get("speed") if meta.get("speed") in ("relaxed", "normal", "fast") else "normal"
    def number(key: str) -> float:
        value = meta.get(key)
        return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0
    # what each computer seat remembers (``Table.memory``): only a seat's own dict survives;
    # anything else starts that seat's memory afresh rather than break its thinking
    memory = meta.get("memory")
    clean_memory = {str(int(seat)): value for seat, value in memory.items()
                    if str(seat).isdigit() and str(int(seat)) in clean_bots and isinstance(value, dict)
                    } if isinstance(memory, dict) else {}
    return {"bots": clean_bots, "speed": speed, "created": number("created"), "updated": number("updated"),
            "rev": _count(meta.get("rev")) or 0, "pause": _count(meta.get("pause")), "memory": clean_memory,
            **({"learn": meta["learn"]} if isinstance(meta.get("learn"), str) else {})}  # a lesson's game


def _count(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def _describe(exc: Exception) -> str:
    text = f"{exc.__class__.__name__} {exc}".lower()
    if "quota" in text:
        return "the browser's storage is full"
    return NO_STORAGE
