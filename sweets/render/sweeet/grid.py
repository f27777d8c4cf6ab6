"""Sweeet!'s grid in SVG: 48 cards on a fixed 8 x 6 grid, as the table shows them right now.

Face-down cards are plain backs and cards turned over this turn are face up; the history of past
reveals is never read (it is a memory game). During the pause after a turn (``ctx["interlude"]``)
that turn's cards are drawn again on top, as the table saw them a moment ago.
"""

from __future__ import annotations

from sweets.games.sweeet.cards import CELLS, COLUMN_COUNT, COLUMNS, ROWS, cell_index, cell_name
from sweets.games.sweeet.view import SweeetView
from sweets.render.html import attrs, esc
from sweets.render.sweeet.stop_choice import cells_of, stop_options
from sweets.render.sweeet.words import BONUS_LABELS, card_label

# Grid geometry in SVG user units: column letters above, row numbers on the left.
CARD_W, CARD_H, GAP, MARGIN = 92, 122, 8, 24
VIEW_W = MARGIN + COLUMN_COUNT * (CARD_W + GAP)
VIEW_H = MARGIN + ROWS * (CARD_H + GAP)


def _card_face(card: str, x: float, y: float) -> str:
    """The face of a card (its back is drawn by :func:`_card_back`)."""
    cx, cy = x + CARD_W / 2, y + CARD_H / 2
    if card.isdigit():
        return (f'<rect class="face num n{card}" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="10"/>'
                f'<text class="corner" x="{x + 10}" y="{y + 22}">{card}</text>'
                f'<text class="big n{card}" x="{cx}" y="{cy + 20}">{card}</text>')
    if card == "honey":
        hexagon = " ".join(f"{cx + 24 * dx:.1f},{cy - 8 + 24 * dy:.1f}" for dx, dy in
                           ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5)))
        return (f'<rect class="face honey" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="10"/>'
                f'<polygon class="hex" points="{hexagon}"/>'
                f'<text class="label" x="{cx}" y="{y + CARD_H - 14}">Honey</text>')
    label = BONUS_LABELS.get(card, card)
    return (f'<rect class="face bonus {esc(card)}" x="{x}" y="{y}" width="{CARD_W}" '
            f'height="{CARD_H}" rx="10"/>'
            f'{_bonus_icon(card, cx, cy - 10)}'
            f'<text class="label" x="{cx}" y="{y + CARD_H - 14}">{esc(label)}</text>')


def _bonus_icon(card: str, cx: float, cy: float) -> str:
    if card == "lucky":  # a four-leaf clover: the joker
        return "".join(f'<circle class="icon" cx="{cx + dx}" cy="{cy + dy}" r="11"/>'
                       for dx, dy in ((-10, -10), (10, -10), (-10, 10), (10, 10)))
    if card == "curious":  # an eye: a peek
        return (f'<ellipse class="icon" cx="{cx}" cy="{cy}" rx="26" ry="15"/>'
                f'<circle class="pupil" cx="{cx}" cy="{cy}" r="8"/>')
    if card == "brave":  # a shield
        return (f'<path class="icon" d="M{cx - 20},{cy - 22} h40 v18 q0,22 -20,32 q-20,-10 -20,-32 z"/>')
    # gourmet: a cupcake
    return (f'<path class="icon" d="M{cx - 20},{cy} h40 l-6,24 h-28 z"/>'
            f'<circle class="icon" cx="{cx}" cy="{cy - 6}" r="16"/>')


def _card_back(x: float, y: float) -> str:
    # One shared drawing (see BACK_SYMBOL): 48 backs cost one element each, not five.
    return f'<use class="back" href="#card-back" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}"/>'


BACK_SYMBOL = (
    f'<defs><symbol id="card-back" viewBox="0 0 {CARD_W} {CARD_H}">'
    f'<rect width="{CARD_W}" height="{CARD_H}" rx="10" fill="currentColor"/>'
    f'<rect x="7" y="7" width="{CARD_W - 14}" height="{CARD_H - 14}" rx="6" fill="none" '
    f'stroke="#f6c9d8" stroke-width="3"/>'
    f'<circle cx="{CARD_W / 2}" cy="{CARD_H / 2}" r="13" fill="#fde3ec"/>'
    f'<path d="M{CARD_W / 2 - 13},{CARD_H / 2} l-12,-10 v20 z M{CARD_W / 2 + 13},{CARD_H / 2} l12,-10 v20 z" '
    f'fill="#fde3ec"/></symbol></defs>')


def grid_svg(view: SweeetView, legal: list[str], ui: dict, ctx: dict, *, explore: bool = True) -> str:
    """The grid. With ``explore``, one cell is a Tab stop from which the arrows walk the cards
    (during a game); a picture of the table as the game left it has none."""
    grid = view.get("grid") or [None] * CELLS
    legal_set = set(legal)
    peeking = bool(ui.get("peeking"))
    picked_cells = cells_of(ui.get("picked", []))
    selectable = cells_of(t for o in stop_options(legal) for t in o)
    turn = view["turn"]
    revealed = turn["revealed"] if turn else []
    newest = revealed[-1]["cell"] if revealed and ctx.get("animate") else None
    peek = view["peek"] if not revealed else None  # hidden again once flipping starts
    recap: dict[str, str] = {}
    clash = None
    last = view["last_turn"]
    if ctx.get("interlude") and last:
        recap = {r["cell"]: r["card"] for r in last["revealed"]}
        clash = last["repeat"]
    flipback = set(ctx.get("flipback") or ())
    entry = None  # the one cell Tab reaches (roving focus: arrows move on from there)
    acting = "grid act" if legal else "grid"
    if peeking:
        acting += " peeking"
    # data-grid: the page's arrow keys walk the cells by their data-col/data-row.
    parts = [f'<svg class="{acting}" data-grid viewBox="0 0 {VIEW_W} {VIEW_H}" role="group" '
             'aria-label="The cards on the table" preserveAspectRatio="xMidYMid meet">', BACK_SYMBOL]
    for c, letter in enumerate(COLUMNS):
        x = MARGIN + c * (CARD_W + GAP) + CARD_W / 2
        parts.append(f'<text class="axis" x="{x}" y="17">{letter}</text>')
    for r in range(ROWS):
        y = MARGIN + r * (CARD_H + GAP) + CARD_H / 2 + 6
        parts.append(f'<text class="axis" x="10" y="{y}">{r + 1}</text>')
    for i in range(CELLS):
        name = cell_name(i)
        x = MARGIN + (i % COLUMN_COUNT) * (CARD_W + GAP)
        y = MARGIN + (i // COLUMN_COUNT) * (CARD_H + GAP)
        card = grid[i]
        classes = ["cell"]
        action = None
        if card == "down":
            if peek and peek.get("cell") == name:
                body = f'<g data-flip="face-{name}">{_card_face(peek["card"], x, y)}</g>'
                classes.append("peeked")
                label = f"{name}: {card_label(peek['card'])}, seen in secret"
            else:
                body = _card_back(x, y)
                label = f"{name}: face down"
            verb = "peek" if peeking else "flip"
            if f"{verb} {name}" in legal_set:
                action = f"{verb} {name}"
                classes.append("can")
                label += ", look at it in secret" if peeking else ", turn it over"
            if name in flipback:
                classes.append("flipback")
        elif card is None:
            body = (f'<rect class="gone" x="{x + 4}" y="{y + 4}" width="{CARD_W - 8}" '
                    f'height="{CARD_H - 8}" rx="8"/>')
            classes.append("empty")
            label = f"{name}: empty"
        else:
            # keyed by its cell, for the page's animation (static/flip.js): a card turned up drops in
            body = f'<g data-flip="face-{name}">{_card_face(card, x, y)}</g>'
            classes.append("up")
            label = f"{name}: {card_label(card)}"
            if name == newest:
                classes.append("newest")
            if name in selectable:
                action = f"ui:pick:{name}"
                classes.append("can")
                if name in picked_cells:
                    classes.append("picked")
                    label += ", ticked to take"
                else:
                    label += ", tap to take"
        if "picked" in classes:
            body += (f'<circle class="tick" cx="{x + CARD_W - 16}" cy="{y + 16}" r="12"/>'
                     f'<path class="tick-mark" d="M{x + CARD_W - 22},{y + 16} l5,5 l9,-10"/>')
        ring = (f'<rect class="ring" x="{x - 3}" y="{y - 3}" width="{CARD_W + 6}" height="{CARD_H + 6}" '
                f'rx="12"/>')
        tab = "-1"
        if entry is None and (action or (explore and i == CELLS - 1)):
            entry, tab = name, "0"
        cell_attrs = attrs(class_=" ".join(classes), data_cell=name, data_col=str(i % COLUMN_COUNT),
                           data_row=str(i // COLUMN_COUNT), data_action=action, tabindex=tab,
                           role="button" if action else "img", aria_label=label)
        parts.append(f"<g{cell_attrs}>{body}{ring}</g>")
    if recap:
        # The turn that just ended, drawn over the grid as the table saw it a moment ago. It is a
        # picture on top, not the cells themselves: those are already face down again.
        faces = []
        for name, card in recap.items():
            i = cell_index(name)
            x = MARGIN + (i % COLUMN_COUNT) * (CARD_W + GAP)
            y = MARGIN + (i // COLUMN_COUNT) * (CARD_H + GAP)
            cls = "recap clash" if clash is not None and card == str(clash) else "recap"
            faces.append(f'<g class="{cls}">{_card_face(card, x, y)}</g>')
        parts.append(f'<g class="recap-layer" aria-hidden="true">{"".join(faces)}</g>')
    parts.append("</svg>")
    return "".join(parts)
