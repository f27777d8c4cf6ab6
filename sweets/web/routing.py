"""A press's way to its handler: the page's controls (``data-action``) by the start of their text.

A key ending in ":" takes what follows it (``save:resume:<id>``, ``ui:<command>``), or nothing
(``handoff``); any other key is the whole press. The longest key that fits wins: ``ui:continue``
before ``ui:``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple


class Route(NamedTuple):
    """What a press does (``handle(session, rest)``) and the screens where it counts (empty:
    any); elsewhere the press is tried as a move, which does nothing unless it is one."""

    handle: Callable[[Any, str], None]
    screens: tuple[str, ...] = ()


def find(presses: Mapping[str, Route], action: str) -> tuple[Route | None, str]:
    """The route of ``action`` in ``presses`` and the text its handler reads (None: no control of
    the page)."""
    if action in presses:
        return presses[action], ""
    if action + ":" in presses:
        return presses[action + ":"], ""
    cut = action.rfind(":")
    while cut >= 0:
        if action[:cut + 1] in presses:
            return presses[action[:cut + 1]], action[cut + 1:]
        cut = action.rfind(":", 0, cut)
    return None, action
