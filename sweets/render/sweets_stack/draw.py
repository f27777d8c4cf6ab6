"""Sweets Stack drawings in SVG: candies, their symbols, and the bucket sheet.

Every drawing is a string of SVG elements in its own coordinates; :func:`svg` wraps one in an
``<svg role="img">`` (``group`` when it holds controls) with a label saying what it shows. Colour
is never the only clue: each candy colour has its own mark in every cell (a star, a marshmallow, a
cane, a heart), and each symbol its own outline. No text is drawn inside the SVGs (scaled down, it
would fall under 12 px on a phone).
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

from sweets.games.sweets_stack.view import Card, Sheet, SweetsStackView, card_view
from sweets.render.html import attrs

CELL = 40  # one sheet cell, in SVG units
BOX = 26  # a Favourite Candy box

# fill, outline, mark (the cell mark is drawn in a paler tone of the same colour)
COLOURS = {
    "blue": ("#3f7fd8", "#173f80", "#d9e8ff"),
    "yellow": ("#f3c234", "#7a5a00", "#fff4c8"),
    "green": ("#3f9c48", "#1b5222", "#d8f2da"),
    "red": ("#df4a44", "#7c1713", "#ffdcda"),
}
CANDY = {"blue": "Star Lollipop", "yellow": "Guimauve", "green": "Candy Cane", "red": "Heart Cookie"}
SYMBOL_NAMES = {"pumpkin": "pumpkin", "pumpkin_arrow": "pumpkin with arrow",
                "crossed_circle": "crossed-out circle", "ghost": "ghost", "crown": "crown"}


def svg(width: float, height: float, body: str, *, label: str, cls: str = "", align: str = "xMidYMid",
        role: str = "img") -> str:
    """``role="group"`` for a drawing that holds controls (an ``img`` may not: axe's
    nested-interactive)."""
    box = f"0 0 {width:g} {height:g}"
    return (f'<svg{attrs(class_=cls or None, viewBox=box, role=role, aria_label=label)}'
            f' preserveAspectRatio="{align} meet">{body}</svg>')


def _star(cx: float, cy: float, r: float) -> str:
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        points.append(f"{cx + radius * math.cos(angle):.1f},{cy + radius * math.sin(angle):.1f}")
    return " ".join(points)


def colour_mark(colour: str, x: float, y: float, size: float) -> str:
    """The small mark of a candy colour, centred in a ``size`` square at (x, y)."""
    _, _, mark = COLOURS[colour]
    cx, cy, r = x + size / 2, y + size / 2, size * 0.28
    if colour == "blue":
        return f'<polygon fill="{mark}" points="{_star(cx, cy, r)}"/>'
    if colour == "yellow":
        return (f'<rect fill="{mark}" x="{cx - r:.1f}" y="{cy - r * 0.8:.1f}" width="{2 * r:.1f}" '
                f'height="{1.6 * r:.1f}" rx="{r * 0.6:.1f}"/>')
    if colour == "green":
        return (f'<path fill="none" stroke="{mark}" stroke-width="{size * 0.11:.1f}" stroke-linecap="round" '
                f'd="M{cx - r * 0.4:.1f} {cy + r:.1f} V{cy - r * 0.2:.1f} a{r * 0.6:.1f} {r * 0.6:.1f} 0 0 1 '
                f'{r * 1.2:.1f} 0"/>')
    return (f'<path fill="{mark}" d="M{cx:.1f} {cy + r:.1f} L{cx - r:.1f} {cy - r * 0.1:.1f} '
            f'A{r * 0.5:.1f} {r * 0.5:.1f} 0 0 1 {cx:.1f} {cy - r * 0.6:.1f} '
            f'A{r * 0.5:.1f} {r * 0.5:.1f} 0 0 1 {cx + r:.1f} {cy - r * 0.1:.1f} Z"/>')


def symbol(kind: str, x: float, y: float, size: float) -> str:
    """One card symbol in a ``size`` square at (x, y), on a white disc so it reads on any colour."""
    cx, cy, r = x + size / 2, y + size / 2, size / 2
    disc = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="#fff" stroke="#3b2530" stroke-width="1"/>'
    if kind in ("pumpkin", "pumpkin_arrow"):
        body = (f'<ellipse cx="{cx:.1f}" cy="{cy + r * 0.12:.1f}" rx="{r * 0.7:.1f}" ry="{r * 0.55:.1f}" '
                f'fill="#e8730c" stroke="#7a3500" stroke-width="1"/>'
                f'<rect x="{cx - r * 0.1:.1f}" y="{cy - r * 0.7:.1f}" width="{r * 0.2:.1f}" '
                f'height="{r * 0.3:.1f}" fill="#2f6b1f"/>')
        if kind == "pumpkin_arrow":
            body += (f'<path d="M{cx - r * 0.5:.1f} {cy + r * 0.1:.1f} H{cx + r * 0.35:.1f} '
                     f'M{cx + r * 0.1:.1f} {cy - r * 0.15:.1f} L{cx + r * 0.45:.1f} {cy + r * 0.1:.1f} '
                     f'L{cx + r * 0.1:.1f} '
                     f'{cy + r * 0.35:.1f}" fill="none" stroke="#fff" stroke-width="{r * 0.16:.1f}" '
                     f'stroke-linecap="round"/>')
        return disc + body
    if kind == "crossed_circle":
        return (disc + f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r * 0.6:.1f}" fill="none" stroke="#b3261e" '
                f'stroke-width="{r * 0.18:.1f}"/><path d="M{cx - r * 0.42:.1f} {cy + r * 0.42:.1f} '
                f'L{cx + r * 0.42:.1f} {cy - r * 0.42:.1f}" stroke="#b3261e" stroke-width="{r * 0.18:.1f}"/>')
    if kind == "ghost":
        return (disc + f'<path d="M{cx - r * 0.5:.1f} {cy + r * 0.6:.1f} V{cy - r * 0.1:.1f} '
                f'A{r * 0.5:.1f} {r * 0.5:.1f} 0 0 1 {cx + r * 0.5:.1f} {cy - r * 0.1:.1f} '
                f'V{cy + r * 0.6:.1f} L{cx + r * 0.25:.1f} {cy + r * 0.4:.1f} L{cx:.1f} {cy + r * 0.6:.1f} '
                f'L{cx - r * 0.25:.1f} '
                f'{cy + r * 0.4:.1f} Z" fill="#6d5a80" stroke="#2b1d3a" stroke-width="1"/>'
                f'<circle cx="{cx - r * 0.18:.1f}" cy="{cy - r * 0.05:.1f}" r="{r * 0.1:.1f}" fill="#fff"/>'
                f'<circle cx="{cx + r * 0.18:.1f}" cy="{cy - r * 0.05:.1f}" r="{r * 0.1:.1f}" fill="#fff"/>')
    # crown
    return (disc + f'<path d="M{cx - r * 0.6:.1f} {cy + r * 0.4:.1f} L{cx - r * 0.6:.1f} {cy - r * 0.35:.1f} '
            f'L{cx - r * 0.25:.1f} {cy:.1f} L{cx:.1f} {cy - r * 0.5:.1f} L{cx + r * 0.25:.1f} {cy:.1f} '
            f'L{cx + r * 0.6:.1f} {cy - r * 0.35:.1f} L{cx + r * 0.6:.1f} {cy + r * 0.4:.1f} Z" '
            f'fill="#f5b301" stroke="#7a5200" stroke-width="1"/>')


def card_name(card: Card) -> str:
    """A card in words: "blue Star Lollipop b3, 4 cells, ghost"."""
    kind = "crown card" if card.get("crown") else CANDY[card["colour"]]
    symbols = [SYMBOL_NAMES[s] for s in card.get("symbols") or []]
    text = f"{card['colour']} {kind} {card['id']}, {len(card['cells'])} cells"
    return text + (", " + ", ".join(symbols) if symbols else ", no symbol")


def rotated_cells(card: Card, turns: int) -> list[tuple[int, int]]:
    """The card's cells (x right, y up, from 0) turned ``turns`` quarter turns clockwise."""
    cells = [(x, y) for x, y in card["cells"]]
    for _ in range(turns % 4):
        cells = [(y, -x) for x, y in cells]
        mx, my = min(x for x, _ in cells), min(y for _, y in cells)
        cells = [(x - mx, y - my) for x, y in cells]
    return sorted(cells)


def candy_cells(colour: str, cells: list[tuple[int, int]], x: float, y_bottom: float, size: float,
                *, ghost: bool = False) -> str:
    """Cells of one candy, cell (0, 0) with its bottom-left corner at (x, y_bottom)."""
    fill, stroke, _ = COLOURS[colour]
    parts = []
    for cx, cy in cells:
        px, py = x + cx * size, y_bottom - (cy + 1) * size
        if ghost:
            parts.append(f'<rect class="ghost-cell" x="{px + 2:.1f}" y="{py + 2:.1f}" width="{size - 4:.1f}" '
                         f'height="{size - 4:.1f}" rx="{size * 0.18:.1f}" fill="{fill}" stroke="{stroke}"/>')
        else:
            parts.append(f'<rect x="{px + 1:.1f}" y="{py + 1:.1f}" width="{size - 2:.1f}" '
                         f'height="{size - 2:.1f}" rx="{size * 0.18:.1f}" fill="{fill}" stroke="{stroke}" '
                         f'stroke-width="1.5"/>')
            parts.append(colour_mark(colour, px, py, size))
    return "".join(parts)


def card_picture(card: Card, turns: int = 0, *, max_cells: int = 4,
                 symbols: bool = True) -> tuple[str, float, float]:
    """A card as the candy shape with its symbols beside it: (body, width, height) in units of
    ``CELL``; the shape is scaled to fit a ``max_cells`` square."""
    cells = rotated_cells(card, turns)
    w = max(x for x, _ in cells) + 1
    h = max(y for _, y in cells) + 1
    size = CELL * min(1.0, max_cells / max(w, h, 1))
    body = candy_cells(card["colour"], cells, 0, h * size, size)
    width, height = w * size, h * size
    marks = list(card.get("symbols") or []) + (["crown"] if card.get("crown") else [])
    if symbols and marks:
        s = CELL * 0.8
        for i, mark in enumerate(marks):
            body += symbol(mark, width + 4, i * (s + 3), s)
        width += s + 6
        height = max(height, len(marks) * (s + 3))
    return body, width, height


def card_svg(card: Card, turns: int = 0, *, cls: str = "card-pic", max_cells: int = 4,
             label: str | None = None) -> str:
    return _card_svg(card["id"], turns, cls, max_cells, label)


@cache
def _card_svg(card_id: str, turns: int, cls: str, max_cells: int, label: str | None) -> str:
    """Cached by card id: a card's picture never changes, and a table draws dozens of them."""
    card = card_view(card_id)
    body, w, h = card_picture(card, turns, max_cells=max_cells)
    turned = f", turned {turns} quarter turn{'s' if turns != 1 else ''} clockwise" if turns else ""
    return svg(w + 4, h + 4, f'<g transform="translate(2 2)">{body}</g>', cls=cls,
               label=label or card_name(card) + turned)


def sheet(view: SweetsStackView, seat: int, *, extra: str = "", above: int = 0) -> tuple[str, float, float]:
    """``seat``'s bucket sheet as it stands (see :func:`sheet_drawing`)."""
    forbidden = view["forbidden"] if view["forbidden_pending"][seat] else None
    return sheet_drawing(view["sheet"], view["sheets"][seat], view["checked"][seat],
                         prefilled=view["prefilled"], forbidden=forbidden, extra=extra, above=above)


def sheet_drawing(info: Sheet, rows: list[str], checked: list[int], *, prefilled: list[str] | None = None,
                  forbidden: list[str] | None = None, extra: str = "",
                  above: int = 0) -> tuple[str, float, float]:
    """One bucket sheet: marked cells, prefilled and forbidden spaces, and the Favourite Candy box
    of each row (ticked when the row is full). ``above`` rows of room are left over the sheet for
    the fall of a candy. Returns (body, width, height) in SVG units; row 1 is at the bottom."""
    body, w, h = _sheet_body(info["width"], info["height"], tuple(info["row_colours"]), tuple(rows),
                             tuple(checked), tuple(prefilled) if prefilled else None,
                             tuple(forbidden) if forbidden else None, above)
    return body + extra, w, h


def _rounded_square(x: int, y: int, size: int, r: int) -> str:
    """A square with rounded corners as a closed piece of a path (what ``<rect rx>`` draws)."""
    side = size - 2 * r
    return (f"M{x + r} {y}h{side}a{r} {r} 0 0 1 {r} {r}v{side}a{r} {r} 0 0 1 {-r} {r}"
            f"h{-side}a{r} {r} 0 0 1 {-r} {-r}v{-side}a{r} {r} 0 0 1 {r} {-r}z")


# Each paint draws every player's sheet, and a move changes at most one of them: the drawings are
# kept by content (a few hundred cover a game; each is a few kB).
@lru_cache(maxsize=256)
def _sheet_body(width: int, height: int, row_colours: tuple[str, ...], rows: tuple[str, ...],
                checked: tuple[int, ...], prefilled: tuple[str, ...] | None,
                forbidden: tuple[str, ...] | None, above: int) -> tuple[str, float, float]:
    prefilled = prefilled or ("." * width,) * height
    top = above * CELL
    # The bucket is drawn from its own top, moved down as one group: when the room above it for a
    # falling candy comes or goes, one attribute changes instead of every cell's (48 or more,
    # each laid out again by the browser).
    parts = [f'<g transform="translate(0 {top})">',
             f'<rect class="bucket" x="0" y="0" width="{width * CELL}" height="{height * CELL}" rx="6"/>']
    # The cells of one look are one path each (a hole, a marked space, a prefilled or forbidden
    # one): a bucket of 48 to 60 cells is then four elements on the page instead of one each, which
    # the browser styles and lays out again whenever the table is drawn anew (pass and play).
    cells: dict[str, list[str]] = {"hole": [], "marked": [], "prefill": [], "forbidden": []}
    for r, row in enumerate(rows):
        y = r * CELL
        for x, ch in enumerate(row):
            if ch == "#":
                look = "prefill" if prefilled[r][x] == "#" else "marked"
            elif forbidden and forbidden[r][x] == "#":
                look = "forbidden"
            else:
                look = "hole"
            inset = 3 if look == "forbidden" else 1
            cells[look].append(_rounded_square(x * CELL + inset, y + inset, CELL - 2 * inset, 5))
    parts += [f'<path class="{look}" d="{"".join(squares)}"/>' for look, squares in cells.items() if squares]
    box_x, box = width * CELL + 5, BOX
    for k, colour in enumerate(row_colours):
        box_y = (height - 1 - k) * CELL + (CELL - box) / 2
        fill, stroke, _ = COLOURS[colour]
        parts.append(f'<rect x="{box_x}" y="{box_y}" width="{box}" height="{box}" rx="4" fill="{fill}" '
                     f'stroke="{stroke}" stroke-width="1.5"/>')
        if k in checked:  # a tick on a dark disc, so it reads on every colour
            parts.append(f'<circle class="tick-disc" cx="{box_x + box / 2}" cy="{box_y + box / 2}" '
                         f'r="{box * 0.42}"/><path class="tick" d="M{box_x + box * 0.25} {box_y + box * 0.5} '
                         f'l{box * 0.18} {box * 0.2} l{box * 0.32} {-box * 0.38}"/>')
        else:
            parts.append(colour_mark(colour, box_x, box_y, box))
    parts.append("</g>")
    return "".join(parts), box_x + box, top + height * CELL


def sheet_label(view: SweetsStackView, seat: int) -> str:
    return sheet_words(view["players"][seat], view["sheet"], view["sheets"][seat], view["checked"][seat])


def sheet_words(name: str, info: Sheet, rows: list[str], checked: list[int]) -> str:
    filled = sum(row.count("#") for row in rows)
    free = [len(rows) - r for r, row in enumerate(rows) if "#" not in row]
    level = (min(free) - 1) if free else len(rows)
    boxes = ", ".join(f"row {k + 1} ({info['row_colours'][k]})" for k in checked) or "none"
    return (f"{name}'s bucket sheet: {filled} spaces marked, filled up to row {level}; "
            f"Favourite Candy boxes checked: {boxes}")


def mini_card(card: Card, *, top: bool = False, flip: bool = False) -> str:
    """A scored card as a small chip: the shape and its symbols. ``flip``: the card on the table
    now (not in a past round's record), keyed ``data-flip="card:<id>"`` for the animations."""
    label = card_name(card) + (" (top of the pile)" if top else "")
    picture = card_svg(card, cls="mini-card", max_cells=3, label=label)
    key = f"card:{card['id']}" if flip else None
    return f'<li{attrs(class_="top" if top else None, data_flip=key)}>{picture}</li>'

