"""A setup choice made one slot at a time, such as Sweets Stack's advanced rule card for each round.

The setup screen offers every item in every slot (radio buttons), whole combinations as
one-press shortcuts (``values``, as for any :class:`SetupChoice`), and shows beside the items
why the rules refuse the combination chosen. A link carries the slots' texts comma separated
(``&advanced=-,gummy_python,gummy_python``), the same text the setup screen keeps, so a link
and the screen always say the same thing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sweets.engine.setup_choice import SetupChoice


@dataclass(frozen=True)
class SlotItem:
    """What a slot may hold: its text in a link, its name, and what it does in one sentence."""

    text: str
    label: str
    sentence: str


@dataclass(frozen=True)
class Refusal:
    """Why the rules refuse a combination: ``item`` chosen in ``slots`` (from 0) is not allowed."""

    item: str
    slots: tuple[int, ...]
    reason: str


def _accept_all(texts: tuple[str, ...]) -> list[Refusal]:
    return []


@dataclass(frozen=True)
class SlotChoice(SetupChoice):
    """``values``: shortcuts, each a whole text (``-,gummy_python,sugar_goblin``), the default
    first. ``items``: what each slot may hold, the empty item first. ``refusals``: the reasons
    the rules refuse a combination of item texts (none: it may be played)."""

    slots: tuple[str, ...] = ()
    items: tuple[SlotItem, ...] = ()
    hint: str = ""  # one line above the slots: what the rules allow
    refusals: Callable[[tuple[str, ...]], list[Refusal]] = _accept_all

    def split(self, text: str) -> tuple[str, ...] | None:
        """The item text of each slot, or None when ``text`` does not name one known item per
        slot. Spaces and case do not count; an empty entry or ``none`` is the empty item."""
        empty = self.items[0].text
        known = {item.text for item in self.items}
        words = [w.strip().lower() for w in text.split(",")]
        words = [empty if w in ("", "none") else w for w in words]
        if len(words) != len(self.slots) or any(w not in known for w in words):
            return None
        return tuple(words)

    def join(self, texts: tuple[str, ...] | list[str]) -> str:
        return ",".join(texts)
