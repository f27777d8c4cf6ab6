"""MasterSweets' cards and cookbooks drawn in SVG.

Sizes are in CSS pixels at a drawing's natural size: a cookbook may be drawn larger to fill the
table, never smaller on a tablet (static/games/mastersweets.css), so a card's 13 px words and a
cell's 48 px height are the smallest they get there. Every pressable piece is a ``<g>`` with
``role="button"``, its spoken name in ``aria-label`` and the page's ``data-action``; the pieces of
one drawing (or one row of cards) form a ``data-grid`` with one Tab stop, walked by the arrows
(sweets.web.app). Colour is never the only clue: each card says its type and its points.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from sweets.games.mastersweets.data import INGREDIENTS, POINTS
from sweets.games.mastersweets.workshop import clue_fits
from sweets.render.html import attrs, esc
from sweets.render.mastersweets import icons as I

CARD_W, CARD_H, GAP = 60, 48, 4  # 60 px: "chocolate" in 13 px bold, squeezed a little
HEAD_W, HEAD_H = 44, 44  # a recipe's button beside its row / under its column: a finger's width
TITLE_H = 22
# The three values of the rulebook's Workshop clues, one colour each (the word says the rest).
TIER = {1: "t1", 3: "t3", 5: "t5"}


def span(x: float, y: float, words: str, cls: str, width: float | None = None) -> str:
    """One line of text centred on ``x``; squeezed into ``width`` if it is a long word."""
    fit = ""
    if width is not None and len(words) * 7.4 > width:  # ~7.4 px a letter of 13 px bold
        fit = f' textLength="{width:.0f}" lengthAdjust="spacingAndGlyphs"'
    return f'<tspan class="{cls}" x="{x:.1f}" y="{y:.1f}"{fit}>{esc(words)}</tspan>'


def words(spans: list[str]) -> str:
    """The lines of one piece as one ``<text>``, spaced, so that what is read out of it ("milk 1",
    "row 1 9 pts") is a part of the piece's spoken name (WCAG 2.5.3, "label in name")."""
    return f'<text>{" ".join(spans)}</text>' if spans else ""


def _wrap(text: str, per_line: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= per_line:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


# A table draws the same cards at the same places paint after paint (a Clash table, some 25
# cards a paint): each drawing is kept, by everything it is drawn from.
_FACES: dict[tuple, str] = {}


def face(card: dict | None, x: float, y: float, w: float = CARD_W, h: float = CARD_H,
         after: list[str] | None = None, tag: str | None = None) -> str:
    """:func:`_face`, drawn once for each card and place."""
    key = (None if card is None else (card.get("kind"), card.get("name"), card.get("type"),
                                      card.get("points"), bool(card.get("down"))),
           x, y, w, h, tuple(after) if after else (), tag)
    found = _FACES.get(key)
    if found is None:
        if len(_FACES) > 4096:  # a long game's many places and clue lines: start again
            _FACES.clear()
        found = _FACES[key] = _face(card, x, y, w, h, after, tag)
    return found


def _face(card: dict | None, x: float, y: float, w: float = CARD_W, h: float = CARD_H,
          after: list[str] | None = None, tag: str | None = None) -> str:
    """A card as the table shows it: an ingredient (its type in words, its picture and its
    points), a special card (its name, a star, and ``tag``: what it does here, in a band at its
    foot), a cookbook card turned face down (Workshop: its type and picture, in white on plum),
    or the hole a card left. ``after``: more lines of text drawn beside it (a count, clue marks),
    read after the card's own."""
    cx = x + w / 2
    more = after or []
    if card is None:
        return (f'<rect class="hole" x="{x + 2}" y="{y + 2}" width="{w - 4}" height="{h - 4}" rx="6"/>'
                + words(more))
    rect = f'<rect class="face{{}}" x="{x}" y="{y}" width="{w}" height="{h}" rx="6"/>'
    if card.get("kind") == "special":
        lines = _wrap(card["name"], max(6, int(w / 7.2)))[:2 if tag else 3]
        top = (y + 15 - (len(lines) - 1) * 2) if tag else (y + h / 2 - (len(lines) - 1) * 7 + 4)
        spans = [span(cx, top + 13 * i, line, "sname", w - 16) for i, line in enumerate(lines)]
        band = ""
        if tag:
            band = f'<rect class="sband" x="{x + 1}" y="{y + h - 16}" width="{w - 2}" height="15" rx="5"/>'
            spans.append(span(cx, y + h - 4.5, tag, "stag", w - 8))
        return (f'<g class="card special">{rect.format("")}{band}'
                f'<path class="star" d="{_star(x + w - 8, y + 8, 5.5)}"/>{words(spans + more)}</g>')
    kind = card["type"]
    icon = I.use(kind, x + 5, y + h - 26, 22)
    if card.get("down"):
        # Turned face down: the table saw it, so its type stays; the tick says it is done.
        tick = (f'<path class="tick" d="M{x + w - 24:.1f},{y + h - 15:.1f} l5,5 l10,-11"/>')
        spans = [span(cx, y + 16, kind, "type", w - 6)]
        return f'<g class="card down">{rect.format("")}{icon}{tick}{words(spans + more)}</g>'
    tier = TIER.get(card.get("points", 0), "t1")
    spans = [span(cx, y + 16, kind, "type", w - 6), span(x + w - 15, y + h - 8, str(card["points"]), "pts")]
    return f'<g class="card ing {esc(kind)}">{rect.format(" " + tier)}{icon}{words(spans + more)}</g>'


def back(slot: int, x: float, y: float, w: float = CARD_W, h: float = CARD_H,
         after: list[str] | None = None) -> str:
    """One's own Workshop card, which its owner never sees: a card's back (a pale, dotted face
    with a question mark, unlike any pressable thing on the table) and its place in the hand."""
    spans = [span(x + 9, y + 14, str(slot), "slot"), span(x + w / 2, y + h * .72, "?", "qmark")]
    return (f'<g class="card back"><rect class="face" x="{x}" y="{y}" width="{w}" height="{h}" rx="6"/>'
            f'{words(spans + (after or []))}</g>')


def _star(cx: float, cy: float, r: float) -> str:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * .45
        angle = 3.14159 * (i / 5 - .5)
        points.append(f"{cx + radius * math.cos(angle):.1f},{cy + radius * math.sin(angle):.1f}")
    return "M" + " L".join(points) + " Z"


@dataclass
class Piece:
    """One cell or recipe button of a drawing: where, what it shows, and what pressing does."""
    col: int
    row: int
    body: str
    label: str
    action: str | None = None
    cell: str | None = None  # data-cell: keeps the keyboard focus on it across repaints
    cls: str = ""
    pressed: bool | None = None
    style: str = ""
    flip: str | None = None  # data-flip: the card's stable key, for a card whose face is seen


def group(pieces: list[Piece], *, tab_first: bool = True) -> str:
    """The pieces as ``<g>`` elements with one Tab stop: the first pressable one (or, when
    ``tab_first``, the first piece, so the cards can be read with the arrows). Written out by
    hand rather than through ``attrs``: a Workshop cookbook has 30 of them on every repaint."""
    entry = next((p for p in pieces if p.action), pieces[0] if tab_first and pieces else None)
    out = []
    for p in pieces:
        # Whether a piece can be pressed is on its ring (ring()), never in its own class: a class
        # changed on a drawn group has all it holds styled and laid out again, words included
        # (docs/benchmarks.md, session 15).
        cls = f"piece {p.cls}"
        more = f' data-cell="{esc(p.cell)}"' if p.cell else ""
        if p.action:
            more += f' data-action="{esc(p.action)}" role="button"'
            if p.pressed is not None:
                more += f' aria-pressed="{"true" if p.pressed else "false"}"'
        else:
            more += ' role="img"'
        if p.style:
            more += f' style="{p.style}"'
        if p.flip:
            more += f' data-flip="{esc(p.flip)}"'
        out.append(f'<g class="{cls}"{more} data-col="{p.col}" data-row="{p.row}" '
                   f'tabindex="{"0" if p is entry else "-1"}" aria-label="{esc(p.label)}">{p.body}</g>')
    return "".join(out)


def ring(x: float, y: float, w: float, h: float, *, can: bool = False) -> str:
    """The outline that shows a piece can be pressed (``can``), is chosen, or has the keyboard
    focus. Drawn on every piece that is ever pressable, pressable now or not, so that a step of a
    move changes one class on it rather than adding and taking away shapes."""
    return (f'<rect class="{"ring can" if can else "ring"}" x="{x - 2}" y="{y - 2}" width="{w + 4}" '
            f'height="{h + 4}" rx="8"/>')


def svg(width: float, height: float, body: str, *, label: str, cls: str, grid: bool = True,
        box: str | None = None) -> str:
    """A drawing at its natural size (``--w``/``--h`` let the style sheet keep it there or grow it).
    ``box``: the class of a ``<div>`` around it, which the style sheet sizes instead. A drawing
    that is itself a flex item sized by the flex (a cookbook filling the board) has Chromium lay
    out every text in it again whenever anything in it changes (about 2 ms a paint for a
    cookbook's 26 texts); sized by its box, only what changed is laid out again."""
    size = f"--w:{width:.0f}px;--h:{height:.0f}px;--r:{width / height:.4f}"
    values = attrs(class_=cls, viewBox=f"0 0 {width:.0f} {height:.0f}", role="group", aria_label=label,
                   data_grid=grid or None, preserveAspectRatio="xMidYMin meet", style=None if box else size)
    drawn = f"<svg{values}>{body}</svg>"
    return f'<div class="{box}" style="{size}">{drawn}</div>' if box else drawn


def cell_xy(row: int, col: int, top: float = 0) -> tuple[float, float]:
    return GAP / 2 + col * (CARD_W + GAP), top + GAP / 2 + row * (CARD_H + GAP)


def book_size(rows: int, cols: int, *, heads: bool, title: bool) -> tuple[float, float]:
    top = TITLE_H if title else 0
    width = cols * (CARD_W + GAP) + (HEAD_W + GAP if heads else 0)
    height = top + rows * (CARD_H + GAP) + (HEAD_H + GAP if heads else 0)
    return width, height


def head_body(x: float, y: float, w: float, h: float, lines: list[str], cls: str, *,
              ready: bool = False) -> str:
    """A recipe's button: two or three short lines (``row 1`` / ``9 pts`` / ``lack 2``,
    ``steal`` / ``col b``); ``ready``: the third line says one's hand holds every card of it."""
    cx = x + w / 2
    gap, mid = (16, y + h / 2 - 3) if len(lines) < 3 else (12.5, y + h / 2 + 2)
    third = "lack ready" if ready else "lack"
    spans = [span(cx, mid + gap * (i - (len(lines) - 1) / 2), line,
                  ("hword", "hline", third)[min(i, 2)], w - 8)
             for i, line in enumerate(lines)]
    return f'<rect class="head {cls}" x="{x}" y="{y}" width="{w}" height="{h}" rx="7"/>{words(spans)}'


def _value(points: int) -> str:
    return f"{points} pt" if points == 1 else f"{points} pts"


def clue_summary(clues: list[dict]) -> list[str]:
    """What a card can still be, by every clue its owner received (a card not pointed at by a
    clue is not what the clue named: clues are full, rulebook "Sweets Workshop"), in at most two
    short lines under it: its points when they are narrowed, then its kinds: the ones it may be
    ("nuts/cream"), or when more than four, the ones it cannot be ("not milk/eggs")."""
    if not clues:
        return []
    possible = [t for t in INGREDIENTS if all(clue_fits(t, c) for c in clues)]
    if not possible:  # clues never contradict; should they, show what was said
        return clue_lines(clues)[-2:]
    if len(possible) == 1:
        return [possible[0], _value(POINTS[possible[0]])]
    values = sorted({POINTS[t] for t in possible})
    first = "= " + _value(values[0]) if len(values) == 1 else " or ".join(map(str, values)) + " pts"
    if len(possible) == sum(1 for t in INGREDIENTS if POINTS[t] in values):
        return [first] if len(values) < 3 else []
    # Which kinds, never only how many: the four or fewer it can be, else the ones it cannot
    # (a line too long for the card's width is drawn as their pictures, kinds_line).
    ruled_out = [t for t in INGREDIENTS if t not in possible]
    kinds = "/".join(possible) if len(possible) <= 4 else "not " + "/".join(ruled_out)
    return [kinds] if len(values) == 3 else [first, kinds]


def kinds_line(line: str) -> tuple[bool, list[str]] | None:
    """A clue line that names kinds ("nuts/cream", "not milk/eggs"): (ruled out?, the kinds);
    None for a line about points."""
    ruled_out = line.startswith("not ")
    kinds = line.removeprefix("not ").split("/")
    return (ruled_out, kinds) if all(k in INGREDIENTS for k in kinds) else None


def kinds_icons(line: str, cx: float, y: float, size: float = 13) -> str:
    """A kinds line as the pictures of its kinds in a row centred on ``cx`` (struck through when
    ruled out), for a line too long to read as words under a card."""
    found = kinds_line(line)
    if not found:
        return ""
    ruled_out, kinds = found
    step = size + 1
    left = cx - step * len(kinds) / 2
    out = [I.use(k, left + step * i, y, size) for i, k in enumerate(kinds)]
    if ruled_out:
        out += [f'<path class="strike" d="M{left + step * i:.1f},{y + size:.1f} l{size},{-size}"/>'
                for i in range(len(kinds))]
    return "".join(out)


def clue_lines(clues: list[dict]) -> list[str]:
    """What the clues said of one card, one short line each (the full types are in the log)."""
    out = []
    for c in clues:
        said = _value(c["value"]) if "value" in c else str(c.get("clue", ""))
        out.append(("✓ " if c.get("yes") else "✗ ") + said)
    return out
