"""Python in a worker (static/boot.js starts it with PyScript's ``PyWorker``): the app's messages
cross as the worker's ``postMessage`` (to the page, numbered: sweets/web/to_page.py) and as calls
of the functions exported here (from the page). Python never waits for the page; the page waits
for a press's answer only where it shares memory with this worker, and only for a frame.

A worker cannot reach localStorage. The page hands over the app's keys when Python starts; Python
reads and writes this copy, and every write is sent to the page, ahead of the paint that follows
it, so a paint on screen is always saved. Another tab's writes reach the copy as the page hears of
them (the ``storage`` event). A saved game is written only over the record this copy had (the
page compares): a tab that missed another's move never writes over it, it is shown that move
instead. A write the page could not make (storage full) comes back, and until one succeeds again
the store says that games are not being kept.
"""

from __future__ import annotations

import json
from typing import Any

import js
from pyscript import sync

from sweets.web import app, spans
from sweets.web.saves import PREFIX, SaveStore, _describe
from sweets.web.to_page import ToPage

OURS = "sweets:"


class MirroredStorage:
    """The app's keys of the page's localStorage, as a save store's backend (sweets/web/saves.py)."""

    def __init__(self, items: dict[str, str]) -> None:
        self.items = dict(items)
        # writes not yet sent to the page: key, value (None: removed), and for a saved game the
        # record it replaces, which the page checks is still the one stored
        self.outbox: list[tuple[str, str | None, str | None | bool]] = []
        self.refused: str | None = None  # why the page's last write failed, until one succeeds

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        self.outbox.append((key, value, self._replaced(key)))
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.outbox.append((key, None, self._replaced(key)))
        self.items.pop(key, None)

    def _replaced(self, key: str) -> str | None | bool:
        """What the page must still hold for this write to go ahead (False: anything)."""
        return self.items.get(key) if key.startswith(PREFIX) else False

    def all_keys(self) -> list[str]:
        return list(self.items)

    def stored_elsewhere(self, key: str, value: str | None) -> None:
        """What another tab left at ``key`` (None: removed), taken into the copy, not sent back."""
        if value is None:
            self.items.pop(key, None)
        else:
            self.items[key] = value


class MirroredStore(SaveStore):
    """A save store whose ``problem`` also says when the page could not write the last save."""

    backend: MirroredStorage | None

    def __init__(self, backend: MirroredStorage | None) -> None:
        self._problem: str | None = None
        super().__init__(backend)

    @property  # type: ignore[override]
    def problem(self) -> str | None:
        refused = self.backend.refused if self.backend is not None else None
        return self._problem or (_describe(Exception(refused)) if refused else None)

    @problem.setter
    def problem(self, value: str | None) -> None:
        self._problem = value


_store: MirroredStore | None = None


_to_page = ToPage()


def _send(text: str) -> None:
    """To the page: first the writes made since the last message, then ``text``."""
    _flush()
    _to_page.send(text)


def _flush() -> None:
    backend = _store.backend if _store is not None else None
    if backend is not None and backend.outbox:
        _to_page.send(json.dumps({"writes": backend.outbox}))
        backend.outbox = []


def start(text: str, shared: Any = None) -> None:
    """Called by the page once: its address and the app's keys of its storage (``items`` None: the
    browser gives the page no storage; ``problem``: why a test write failed); ``shared``: memory to
    answer presses in, where the page is isolated (sweets/web/to_page.py)."""
    global _store
    _to_page.share(shared)
    data: dict[str, Any] = json.loads(text)
    items = data.get("items")
    _store = MirroredStore(MirroredStorage(items) if items is not None else None)
    if data.get("problem"):
        _store.problem = _describe(Exception(data["problem"]))
    app.start(app.Page(send=_send, load_game=js.sweetsLoadGame, log=js.console.error, ahead=True,
                       give=_to_page.give), _store,
              str(data.get("url") or ""))


def handle(text: str) -> None:
    """An event of the page (sweets/web/app.py); a press the page waits for is answered in the
    memory it shares with this worker, if it still waits when the answer is ready."""
    data = json.loads(text)
    if "sent" in data:  # how long the press took to reach Python (sweets/web/spans.py)
        spans.add("reach", js.performance.timeOrigin + js.performance.now() - float(data["sent"]))
    press = data.get("wait")
    if not _to_page.waited_for(press):
        _handle(data, text)
        return
    try:
        _handle(data, text)
    finally:
        _to_page.answer(press)


def _handle(data: dict[str, Any], text: str) -> None:
    """The storage's own news is applied to the copy first: another tab's write, or whether the
    page could make ours."""
    backend = _store.backend if _store is not None else None
    if backend is not None and data.get("kind") == "storage":
        if data.get("key") is None:  # cleared elsewhere: the page sends what is left
            backend.items = dict(data.get("items") or {})
        elif str(data["key"]).startswith(OURS):
            backend.stored_elsewhere(data["key"], data.get("value"))
    if backend is not None and data.get("kind") == "stored":
        backend.refused = data.get("failed")
        app.paint()  # the note that games are not kept comes or goes
        return
    if backend is not None and data.get("kind") == "overtaken":  # a save another tab had moved on
        backend.stored_elsewhere(data["key"], data.get("value"))
        app.overtaken(str(data["key"]))
        _flush()
        return
    app.handle(text)
    _flush()


sync.start = start
sync.handle = handle
