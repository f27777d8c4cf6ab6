"""Small pictures of the advanced rule cards for the setup screen (``sweets.render.setup_slots``
finds them here by the name ``picture``).

Drawn for this project from the table's own drawings (``draw``): the three cards that mark the
sheet show a bucket sheet with those spaces, as the table does; the others show what they change
(two candles, two ticked boxes, a bigger hand, a crown card, a neighbour's box taken away). No
text inside (too small to read); the name and a sentence stand beside each picture, so the
pictures are hidden from screen readers.
"""

from __future__ import annotations

from functools import cache

from sweets.games.sweets_stack.data import (
    CANDY_CORN,
    GUMMY_PYTHON,
    RARE_CANDY,
    ROW_COLOURS,
    SHEET_HEIGHT,
    SHEET_WIDTH,
)
from sweets.games.sweets_stack.view import Sheet
from sweets.render.sweets_stack import draw

_SHEET: Sheet = {"width": SHEET_WIDTH, "height": SHEET_HEIGHT, "row_colours": list(ROW_COLOURS)}
_EMPTY = ["." * SHEET_WIDTH] * SHEET_HEIGHT
_FAN = ("blue", "yellow", "green", "red")  # the colours of a fanned hand, in turn


def _wrap(width: float, height: float, body: str) -> str:
    return (f'<svg class="slot-pic" viewBox="0 0 {width:g} {height:g}" aria-hidden="true" focusable="false" '
            f'preserveAspectRatio="xMidYMid meet">{body}</svg>')


def _sheet(spaces: str | None = None, *, forbidden: bool = False) -> str:
    """A bucket sheet with the spaces a card prefills (or forbids, Gummy Python's snake)."""
    rows = spaces.split("/") if spaces else _EMPTY
    if forbidden:
        body, _, h = draw.sheet_drawing(_SHEET, _EMPTY, [], forbidden=rows)
    else:
        body, _, h = draw.sheet_drawing(_SHEET, rows, [], prefilled=rows)
    # The sheet alone (an inner <svg> clips off the boxes, which say nothing here).
    w = SHEET_WIDTH * draw.CELL
    return _wrap(w, h, f'<svg width="{w}" height="{h:g}" overflow="hidden">{body}</svg>')


def _candle(x: float, y: float) -> str:
    """The table's candle chip (``table.candle_icon``), scaled to 40 x 80 at (x, y)."""
    return (f'<g transform="translate({x:g} {y:g}) scale(4)" stroke-width=".5">'
            '<rect x="2.5" y="7" width="5" height="12" rx="1" fill="#f4ead5" stroke="#6b4a2a"/>'
            '<path d="M5 1 C8 4 7 7 5 7 C3 7 2 4 5 1 Z" fill="#f5a300" stroke="#8a4b00"/></g>')


def _ticked_box(x: float, y: float, size: float, colour: str) -> str:
    """A Favourite Candy box with its tick, as on the sheet."""
    fill, stroke, _ = draw.COLOURS[colour]
    return (f'<rect x="{x:g}" y="{y:g}" width="{size:g}" height="{size:g}" rx="{size * .15:g}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="2"/><circle class="tick-disc" cx="{x + size / 2:g}" '
            f'cy="{y + size / 2:g}" r="{size * .42:g}"/><path class="tick" d="M{x + size * .25:g} '
            f'{y + size * .5:g} l{size * .18:g} {size * .2:g} l{size * .32:g} {-size * .38:g}"/>')


def _fan(count: int, *, crown: bool = False) -> str:
    """A hand of ``count`` cards fanned out; with ``crown``, a crown card in front."""
    cards = []
    for k in range(count):
        colour = _FAN[k % len(_FAN)]
        fill, stroke, _ = draw.COLOURS[colour]
        angle = (k - (count - 1) / 2) * 12
        cards.append(f'<g transform="rotate({angle:g} 60 130)">'
                     f'<rect x="42" y="22" width="36" height="52" rx="5" fill="{fill}" stroke="{stroke}" '
                     'stroke-width="2"/>'
                     f'{draw.colour_mark(colour, 45, 30, 30)}</g>')
    if crown:
        cards.append('<rect x="38" y="40" width="44" height="58" rx="5" fill="#fff" stroke="#7a5200" '
                     'stroke-width="2.5"/>' + draw.symbol("crown", 42, 49, 36))
    return _wrap(120, 104, "".join(cards))


@cache
def picture(key: str, item: str) -> str:
    """The picture of an advanced rule card (``-``: a round without one); "" for anything else."""
    if key != "advanced":
        return ""
    if item == "-":
        return _sheet()
    spaces = {"candy_corn": CANDY_CORN, "rare_candy": RARE_CANDY}
    if item in spaces:
        return _sheet(spaces[item])
    if item == "gummy_python":
        return _sheet(GUMMY_PYTHON, forbidden=True)
    if item == "witches_cauldron":
        return _wrap(120, 104, _candle(4, 20) + _candle(40, 20) + draw.symbol("ghost", 78, 36, 40))
    if item == "candy_fairy":
        return _wrap(120, 104, _ticked_box(6, 30, 48, "red") + _ticked_box(66, 30, 48, "green"))
    if item == "seven_flavor_beans":
        return _fan(7)
    if item == "dragons_fireball":
        return _fan(4, crown=True)
    if item == "sugar_goblin":
        arrow = ('<path d="M52 54 H80 M70 42 L82 54 L70 66" fill="none" stroke="#3b2530" stroke-width="6" '
                 'stroke-linecap="round" stroke-linejoin="round"/>')
        minus = ('<circle cx="100" cy="54" r="16" fill="#b3261e"/>'
                 '<path d="M91 54 H109" stroke="#fff" stroke-width="6" stroke-linecap="round"/>')
        return _wrap(120, 104, _ticked_box(2, 32, 44, "blue") + arrow + minus)
    return ""
