"""The pictures of Sweets Stack's rules page: a candy to drop with every place it may stop, and a
round's scoring, both from a two-player game on seed 1 where every seat makes its first legal
move, drawn with this renderer's own sheet and candies (``draw``, ``pages``).

The landing places drawn are the engine's legal drops for that candy as it arrived (not turned,
not changed); the sums are the engine's breakdown of the round. Built once (``cache``).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from sweets.games.sweets_stack.view import card_view
from sweets.render.html import esc
from sweets.render.pictures import figure, played, sums
from sweets.render.sweets_stack import draw
from sweets.render.sweets_stack.pages import _sheet_of
from sweets.render.sweets_stack.pages import sums as round_sums

SEED, PLAYERS, SEAT = 1, 2, 0
DROP_TURN = 5  # an upright three-in-a-row: it can fall down the one free column to the bottom
_PLAIN = re.compile(r"drop (\d+) (\d+)")


@cache
def game() -> tuple[Any, Any]:
    """Player 1 about to mark the candy received on turn 5, and the game once round 1 is scored."""
    drop = None
    for state in played("sweets_stack", PLAYERS, SEED):
        view = state.view(SEAT)
        if view["round_results"]:
            assert drop is not None, "turn 5 was never reached"
            return drop, state
        if (drop is None and state.to_move == SEAT and view["turn"] == DROP_TURN
                and str(state.legal_actions()[0]).startswith("drop")):
            drop = state
    raise ValueError("round 1 was never scored")


def drop_state() -> Any:
    return game()[0]


def legal_stops(state: Any) -> list[tuple[int, int]]:
    """Where the received candy may stop, upright and unchanged: (column, row) of its lower left
    corner, from the engine's legal drops."""
    found = [_PLAIN.fullmatch(str(a)) for a in state.legal_actions()]
    return [(int(m[1]), int(m[2])) for m in found if m]


def round_state() -> Any:
    return game()[1]


def _spots(view: Any, card: Any, stops: list[tuple[int, int]], above: int) -> str:
    """Each stop as a dot at the middle of the candy's box there, and the candy, faint, at the
    lowest stop; ``data-at`` names the stop (the tests read it back)."""
    c, height = draw.CELL, view["sheet"]["height"]
    cells = draw.rotated_cells(card, 0)
    w, h = max(x for x, _ in cells) + 1, max(y for _, y in cells) + 1
    floor = (above + height) * c
    low = min(stops, key=lambda s: (s[1], s[0]))
    left, bottom = (low[0] - 1) * c, floor - (low[1] - 1) * c
    parts = [draw.candy_cells(card["colour"], cells, left, bottom, c, ghost=True)]
    for x, y in stops:
        cx, cy = (x - 1 + w / 2) * c, floor - (y - 1 + h / 2) * c
        parts.append(f'<circle class="rp-spot" data-at="{x},{y}" cx="{cx:.0f}" cy="{cy:.0f}" r="8"/>')
    return "".join(parts)


def drop_figure() -> str:
    state = drop_state()
    view = state.view(SEAT)
    card = view["incoming"][SEAT]["card"]
    stops = legal_stops(state)
    body, w, h = draw.sheet(view, SEAT, extra=_spots(view, card, stops, 1), above=1)
    where = "; ".join(f"column {x} row {y}" for x, y in stops)
    sheet = draw.svg(w + 4, h + 4, f'<g transform="translate(2 2)">{body}</g>', cls="sheet rp-sheet",
                     label=f"Player 1's sheet with a dot at each of the {len(stops)} places the candy may "
                           f"stop (lower left corner at {where})")
    candy = draw.card_svg(card, cls="card-pic rp-candy")
    return figure(
        [("The candy received", candy), ("Player 1's sheet: a dot for each place it may stop", sheet)],
        f"Player 1 has received an upright stick of three ({esc(draw.card_name(card))}). Without "
        f"paying to turn it, it may stop at {len(stops)} places; a dot marks the middle of the candy at "
        f"each (the faint candy shows the lowest): it falls straight down the free right-hand column to "
        f"the bottom, or rests on the candies already marked. The holes under the marked cells cannot "
        f"be reached: nothing passes through a filled cell.", cls="stack-rules")


def scoring_figure() -> str:
    state = round_state()
    view = state.view(SEAT)
    result = view["round_results"][0]
    entry = result["breakdown"][SEAT]
    cards = "".join(draw.mini_card(card_view(c), top=i == len(entry["scored"]) - 1)
                    for i, c in enumerate(entry["scored"]))
    pile = f'<ol class="scored" aria-label="Player 1\'s scored cards">{cards}</ol>'
    return figure(
        [("Player 1's sheet, boxes of full rows ticked", _sheet_of(entry, SEAT, view["players"])),
         ("Player 1's scored cards", pile)],
        "Player 1 at the end of round 1 (the last one still in), as the game scored them:"
        + sums(round_sums(entry, result.get("card"))), cls="stack-rules")


NOTE = ("<p>Played out by the game itself (two players, seed 1, every seat making its first legal move) "
        "and drawn as the table draws it, so it follows the rules exactly.</p>")


@cache
def drop_section() -> str:
    """A drop, for the rules page (built once)."""
    return f'<section class="rules-pics"><h2>Where a candy may stop</h2>{NOTE}{drop_figure()}</section>'


@cache
def scoring_section() -> str:
    """A round scored, for the rules page (built once)."""
    return f'<section class="rules-pics"><h2>A worked scoring</h2>{scoring_figure()}</section>'
