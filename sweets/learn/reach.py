"""How a move is reached on the table as its renderer draws it: some moves are one press, others
need the game's own ``ui:`` presses first (a piece turned and placed, a recipe picked). The coach
points at the first press of the shortest such path; the lesson checker proves a path exists."""

from __future__ import annotations

import json
import re
from collections import deque
from typing import Any

from sweets.render.html import esc
from sweets.render.protocol import Renderer

_ACTION = re.compile(r'data-action="([^"]*)"')
# Presses that never lead towards a move: the pause's Continue, and moving the view about.
_NOT_A_STEP = ("ui:continue",)
# How many tables the search may draw: a path is a few presses long; a table is a few ms.
BUDGET = 150


def controls(markup: str) -> list[str]:
    """Every ``data-action`` in ``markup``, in order, once each (entities read back)."""
    seen: dict[str, None] = {}
    for raw in _ACTION.findall(markup):
        seen.setdefault(raw.replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">")
                        .replace("&#x27;", "'").replace("&#39;", "'").replace("&amp;", "&"), None)
    return list(seen)


def shows(markup: str, action: str) -> bool:
    return f'data-action="{esc(action)}"' in markup


def path_to(renderer: Renderer[Any], view: Any, legal: list[str], ui: dict, ctx: dict, move: str,
            markup: str | None = None) -> list[str] | None:
    """The ``ui:`` presses after which ``move`` is on the table ([] : it is now), shortest first;
    None when none is found within ``BUDGET`` tables."""
    first = markup if markup is not None else renderer.table(view, legal, ui, ctx)
    if shows(first, move):
        return []
    straight = _along_words(renderer, view, legal, ui, ctx, move, first)
    if straight is not None:
        return straight
    seen = {json.dumps(ui, sort_keys=True, default=str)}
    queue: deque[tuple[dict, str, list[str]]] = deque([(ui, first, [])])
    drawn = 1
    while queue and drawn < BUDGET:
        here, table, path = queue.popleft()
        for press in controls(table):
            if not press.startswith("ui:") or press in _NOT_A_STEP:
                continue
            after = renderer.ui_command(view, legal, here, press.removeprefix("ui:"))
            key = json.dumps(after, sort_keys=True, default=str)
            if key in seen:
                continue
            seen.add(key)
            drawn += 1
            shown = renderer.table(view, legal, after, ctx)
            if shows(shown, move):
                return path + [press]
            queue.append((after, shown, path + [press]))
            if drawn >= BUDGET:
                break
    return None



def _along_words(renderer: Renderer[Any], view: Any, legal: list[str], ui: dict, ctx: dict, move: str,
                 table: str) -> list[str] | None:
    """For a move built token by token (``ui:tok:<token>``, MasterSweets): the presses of its own
    tokens in order (``ui:tok:replace``, ``ui:tok:a4``, ``ui:tok:6`` for ``replace a4 with 6 7``),
    a few tables where the search would draw hundreds (a Workshop turn offers some twenty places
    after each verb). None when that straight way does not get there."""
    rest, path = f" {move} ", []
    while True:
        found = [(rest.find(f" {p[7:]} "), p) for p in controls(table)
                 if p.startswith("ui:tok:") and f" {p[7:]} " in rest]
        if not found:
            return None
        at, press = min(found)
        rest = rest[at + len(press) - 7 + 1:]
        ui = renderer.ui_command(view, legal, ui, press.removeprefix("ui:"))
        table = renderer.table(view, legal, ui, ctx)
        path.append(press)
        if shows(table, move):
            return path
