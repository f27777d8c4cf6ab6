"""Everything revealed (issue 33): a finished game's table drawn by its own renderer from the open
view (``State.open_view``), and below it every place that no table of the game shows (hands,
decks, piles, the box), each item face up.

What lay face down to every seat is marked as such, so a replay viewer can tell what the players
could not: a place ``seen`` by ``none`` carries the class ``was-face-down`` (a dashed outline and
the words "face down to everyone"); a hand says whose eyes saw it. A game's render package may
add ``reveal.py`` with ``item(id) -> str`` (one item's picture or words), ``SCOPE`` (the class
its style sheet is scoped by) and ``mark(markup, view) -> str`` (marks in its own table, e.g.
Sweeet!'s grid cells that were face down); without it the items are listed by their ids, which
is plain but complete.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from sweets import catalogue
from sweets.render.html import attrs, esc

SEEN = {"owner": "seen only by {name}", "others": "seen by everyone but {name}",
        "none": "face down to everyone"}
KEY = ("Everything revealed: what lay face down to every seat has a dashed outline and says "
       "so; a hand says who could see it.")


def helper_for(game_id: str) -> ModuleType | None:
    """The game's ``reveal`` module beside its renderer, or None (the items are then words)."""
    try:
        return importlib.import_module(catalogue.entry(game_id).render + ".reveal")
    except (KeyError, ImportError):
        return None


def _item(helper: ModuleType | None, item: str) -> str:
    drawn = helper.item(item) if helper is not None and hasattr(helper, "item") else esc(item)
    return f'<li class="reveal-item">{drawn}</li>'


def places(view: dict[str, Any], helper: ModuleType | None) -> str:
    """The places the table does not draw (``seen`` other than ``all``, not ``in_view``)."""
    players = view["players"]
    shown = []
    for place in view.get("places", []):
        if place["seen"] == "all" or place.get("in_view") or not place["items"]:
            continue
        seat = place["seat"]
        whose = f"{players[seat]}: " if seat is not None else ""
        said = SEEN[place["seen"]].format(name=players[seat] if seat is not None else "its holder")
        hidden = place["seen"] == "none"
        items = "".join(_item(helper, item) for item in place["items"])
        box = attrs(class_="reveal-place was-face-down" if hidden else "reveal-place",
                    data_seen=place["seen"])
        shown.append(f'<section{box}><h3>{esc(whose + place["label"])} <small>({esc(said)}, '
                     f'{len(place["items"])})</small></h3><ul class="reveal-items">{items}</ul></section>')
    picks = [(players[s], text) for s, text in enumerate(view.get("chosen_in_secret") or []) if text]
    if picks:  # a round of secret choices still open: each pick, in the game's notation
        said = "".join(f'<li class="reveal-item">{esc(name)}: {esc(text)}</li>' for name, text in picks)
        shown.insert(0, f'<section class="reveal-place was-face-down" data-seen="none"><h3>Chosen in '
                        f'secret <small>(not turned up yet)</small></h3><ul class="reveal-items">{said}</ul>'
                        f'</section>')
    if not shown:
        return ""
    scope = getattr(helper, "SCOPE", "") if helper is not None else ""
    return (f'<section class="reveal-places {esc(scope)}" aria-label="Hidden during play, face up">'
            f'<h2>Hidden during play</h2>{"".join(shown)}</section>')


def open_table(renderer: Any, view: dict[str, Any], ctx: dict, helper: ModuleType | None) -> str:
    """The table with everything revealed, then the places it does not draw. Only for a
    finished game's replay: the caller (``sweets.web.replay``) checks that the game ended."""
    if not view.get("open"):
        raise ValueError("not an open view: everything is revealed only from State.open_view")
    table = renderer.table(view, [], renderer.new_ui(view, []), ctx)
    if helper is not None and hasattr(helper, "mark"):
        table = helper.mark(table, view)
    return f'<p class="reveal-key">{esc(KEY)}</p>{table}{places(view, helper)}'
