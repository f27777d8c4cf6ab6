"""A press worked out while it is being made.

As a finger or a mouse button goes down on a control, or the keyboard's focus reaches it, the
page names it to Python ("expect", static/page.js): a tap lasts about a tenth of a second, and
its click comes only as it ends. Meanwhile Python works that press out on a copy of the session:
pressed, saved (into storage that holds its writes back) and painted, and gives the page that
paint. At the click the page paints it at once, with no wait for Python (whose worker may first
have to wait for a core), and tells Python, which hands the copy over: the copy becomes the
session and its writes go through. A press nobody expected, or one made after anything else
happened (a paint, a computer's move, another tab's save), is worked out as it always was.

The page keeps a paint given ahead out of sight until its click: a finger put on "Draw" and slid
away shows nothing of the card, and the next paint, or anything else the page tells Python,
drops it (Python drops its copies then too). Should Python have dropped its copy first, the press
is taken as any press and Python paints over what the page showed. Worked out ahead:
only a person's moves and steps of a move at the table, never a move that ends the game (its
records go to the stats and the past games), a lesson's table (its coach is kept per table) or a
table with a hint on show (kept per session). A saved game's time is the moment its press was
worked out, a tenth of a second early.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from sweets.web import coach, hint
from sweets.web.saves import Backend
from sweets.web.session import Session, find_route

MOST = 4  # presses kept worked out at once (the latest expected)


class HeldWrites:
    """A save store's backend whose writes are held back: reads see them, the real storage does
    not until :meth:`release` (then in the order they were made)."""

    def __init__(self, real: Backend) -> None:
        self.real = real
        self.changed: dict[str, str | None] = {}  # None: removed
        self.writes: list[tuple[str, str | None]] = []

    def get(self, key: str) -> str | None:
        return self.changed[key] if key in self.changed else self.real.get(key)

    def set(self, key: str, value: str) -> None:
        self.changed[key] = value
        self.writes.append((key, value))

    def remove(self, key: str) -> None:
        self.changed[key] = None
        self.writes.append((key, None))

    def all_keys(self) -> list[str]:
        real = self.real.all_keys()
        kept = [key for key in real if key not in self.changed or self.changed[key] is not None]
        return kept + [key for key, value in self.changed.items() if value is not None and key not in real]

    def __getattr__(self, name: str) -> Any:
        """What else the real storage tells (a worker's copy: whether the page refused a write)."""
        return getattr(self.real, name)

    def release(self) -> None:
        for key, value in self.writes:
            if value is None:
                self.real.remove(key)
            else:
                self.real.set(key, value)


@dataclass
class Forecast:
    """A press worked out on a copy of ``base``: the copy, pressed and painted (``html``,
    ``attrs``), and its writes, held back."""

    action: str
    painted: int
    base: Session
    session: Session
    html: str
    attrs: dict[str, str | None]
    held: HeldWrites

    def fits(self, session: Session, painted: int | None) -> bool:
        """Whether this is the press made now: on the same session, on the screen it was
        worked out for, which is still the one painted (``painted`` None: the one painted)."""
        return (session is self.base and painted in (None, self.painted)
                and session.painted == self.painted)

    def hand_over(self) -> Session:
        """The writes go through and the copy becomes the session."""
        self.held.release()
        self.session.store.backend = self.held.real
        return self.session


def worth(session: Session, action: str, painted: int | None) -> bool:
    """Whether ``action`` can be worked out ahead on this screen (see the module's text)."""
    t = session.table
    route, _ = find_route(action)
    return (t is not None and session.screen == "game" and painted == session.painted
            and (route is None or action.startswith("ui:")) and bool(t.playable())
            and t.thinking is None and coach.coach_of(t) is None and hint.current(session) is None
            and session.store.backend is not None and not session.store.problem)


def work_out(session: Session, action: str, painted: int) -> Forecast | None:
    """``action`` pressed and painted on a copy of ``session``; None when it is not worth it."""
    t = session.table
    assert t is not None and session.store.backend is not None
    held = HeldWrites(session.store.backend)
    # Shared, not copied: the storage (its writes are held), the game and its renderer (no state
    # of a table); positions are shared too (State.__deepcopy__: a position never changes).
    memo = {id(session.store.backend): held, id(t.game): t.game, id(t.renderer): t.renderer}
    copied: Session = copy.deepcopy(session, memo)
    copied.press(action, painted)
    if (copied.table is None or (copied.table.coming or copied.table.state).is_over
            or copied.screen not in ("game", "handoff")):
        return None
    html = copied.html()
    return Forecast(action, painted, session, copied, html, copied.attributes(), held)
