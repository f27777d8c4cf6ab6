"""Sweeet! with everything revealed (``sweets.render.reveal``): the grid's cards that lay face
down to everyone are drawn face up by the grid itself (the open view's ``grid``) and marked here:
the class ``was-down`` (a dashed outline, static/app.css) and the words in their label."""

from __future__ import annotations

import re

from sweets.render.html import esc
from sweets.render.sweeet.words import card_label

# A grid cell's opening tag, as ``grid.grid_svg`` writes it (class first, then data-cell).
_CELL = re.compile(r'<g class="([^"]*)" data-cell="([a-h][1-6])"([^>]*?)aria-label="([^"]*)"')


def item(card: str) -> str:
    return esc(card_label(card))


def mark(markup: str, view: dict) -> str:
    """The cells of ``view["face_down"]`` marked as face down during play."""
    down = set(view.get("face_down") or ())

    def one(match: re.Match[str]) -> str:
        cls, cell, between, label = match.groups()
        if cell not in down:
            return match.group(0)
        return (f'<g class="{cls} was-down" data-cell="{cell}"{between}'
                f'aria-label="{label}, face down during play"')

    return _CELL.sub(one, markup)
