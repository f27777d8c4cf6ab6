"""A cookbook as one drawing (its cards, and its rows and columns as recipe buttons), and which of
its cards a move shifted, so the next paint can slide them (static/games/mastersweets.css).

Every mode lays out cookbooks alike; what the recipe buttons do (cook, steal, nothing) is the
mode's table's to say, through the ``heads`` it hands to :func:`drawing`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.render.mastersweets import draw as D
from sweets.render.mastersweets.labels import COLUMNS, card_words, cells_by_place
from sweets.render.mastersweets.tokens import tok


def _cell_piece(offer: dict[str, str], token: str, place: str, r: int, c: int, card: Any,
                improved: bool, lit: bool, moved: list[int] | None, lacks: bool = False) -> D.Piece:
    x, y = D.cell_xy(r, c)
    body = D.face(card, x, y)
    if card is not None and card.get("down"):
        label = f"{place}: {card['type']}, face down"
    else:
        label = f"{place}: {card_words(card)}"
    classes = ["cell"]
    if improved:
        classes.append("improved")
        # A violet plus in the bottom corner, clear of the card's words.
        cx, cy = x + 10, y + D.CARD_H - 10
        body += (f'<circle class="imp" cx="{cx}" cy="{cy}" r="7"/>'
                 f'<path class="impmark" d="M{cx - 4},{cy} h8 M{cx},{cy - 4} v8"/>')
        label += ", improved"
    if lit:
        classes.append("lit")
    if lacks:  # a card of the recipe being cooked that one's hand lacks: a dashed red ring
        classes.append("lacks")
        body += (f'<rect class="lackring" x="{x + 3}" y="{y + 3}" width="{D.CARD_W - 6}" '
                 f'height="{D.CARD_H - 6}" rx="5"/>')
        label += ", not in your hand"
    style = ""
    if moved:
        classes.append("moved")
        style = f"--dx:{moved[1] * (D.CARD_W + D.GAP)}px;--dy:{moved[0] * (D.CARD_H + D.GAP)}px"
    action = offer.get(token)
    body += D.ring(x, y, D.CARD_W, D.CARD_H, can=bool(action))
    return D.Piece(c, r, body, f"{label}, choose" if action else label, action, token, " ".join(classes),
                   style=style, flip=f"card:{card['id']}" if card is not None else None)


def head_box(recipe: Mapping[str, Any], rows: int, cols: int) -> tuple[float, float, float, float, int, int]:
    """Where a recipe's button lies (beside its row, under its column): x, y, width, height, and
    its place in the keyboard grid (column, row)."""
    index = recipe["index"]
    if recipe["kind"] == "row":
        x, y = cols * (D.CARD_W + D.GAP) + D.GAP / 2, D.cell_xy(index, 0)[1]
        return x, y, D.HEAD_W, D.CARD_H, cols, index
    x, y = D.cell_xy(0, index)[0], rows * (D.CARD_H + D.GAP) + D.GAP / 2
    return x, y, D.CARD_W, D.HEAD_H, index, rows


def lacking(needed: Mapping[str, int], hand: list[Any] | None) -> list[str]:
    """The ingredient cards ``needed`` ({type: count}) that ``hand`` (the viewer's own cards) does
    not hold, one entry per card, in the order needed names them."""
    have: dict[str, int] = {}
    for card in hand or []:
        if card.get("kind") == "ingredient":
            have[card["type"]] = have.get(card["type"], 0) + 1
    return [t for t, n in needed.items() for _ in range(max(0, n - have.get(t, 0)))]


def recipe_needs(recipe: Mapping[str, Any], book: Mapping[str, Any]) -> dict[str, int]:
    """{type: count} of the cards of a core recipe."""
    cells: dict[str, Any] = dict(cells_by_place(book))
    needed: dict[str, int] = {}
    for place in recipe["cards"]:
        card = cells.get(place)
        if card:
            needed[card["type"]] = needed.get(card["type"], 0) + 1
    return needed


def lack_words(missing: list[str]) -> tuple[str, str]:
    """What a recipe's button says of the hand: a short line ("ready", "lack 2") and the spoken
    list ("your hand lacks eggs and 2 cream")."""
    if not missing:
        return "ready", "your hand holds every card of it"
    counted: dict[str, int] = {}
    for t in missing:
        counted[t] = counted.get(t, 0) + 1
    said = [t if n == 1 else f"{n} {t}" for t, n in counted.items()]
    listed = said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
    return f"lack {len(missing)}", f"your hand lacks {listed}"


def cook_heads(legal: list[str], pre: list[str], book: Mapping[str, Any],
               recipes: list[Any], hand: list[Any] | None = None) -> list[D.Piece]:
    """A button beside each row and under each column, its points shown, and what one's ``hand``
    still lacks for it (None: a spectator, who has no hand): pressing it starts cooking that
    recipe. A recipe that cannot be cooked now still shows its points and what is lacking."""
    pieces = []
    for rec in recipes:
        name = rec["name"]
        x, y, w, h, col, row = head_box(rec, book["rows"], book["cols"])
        pts = f"{rec['points']} pts" if "points" in rec else ""
        text = name.replace("col", "column") + (f" · {pts}" if pts else "")
        lines = [name.replace("col", "column"), pts] if pts else [name.replace("col", "column")]
        ready = False
        if hand is not None:
            missing = lacking(recipe_needs(rec, book), hand)
            short, spoken = lack_words(missing)
            ready = not missing
            lines.append(short)
            text += f" · {short}: {spoken}"
        if any(t[:2] == ["cook", name] for t in map(tok, legal)):
            pressed = pre[:2] == ["cook", name]
            body = D.head_body(x, y, w, h, lines, "can", ready=ready) + D.ring(x, y, w, h, can=True)
            pieces.append(D.Piece(col, row, body, f"Cook {text}", f"ui:pre:cook|{name}", name, "recipe",
                                  pressed=pressed))
        else:
            body = D.head_body(x, y, w, h, lines, "off", ready=ready) + D.ring(x, y, w, h)
            pieces.append(D.Piece(col, row, body, text, None, name, "recipe off"))
    return pieces


def drawing(book: Mapping[str, Any], offer: dict[str, str], owner: int | None, lit: set[str],
            moved: dict[str, list[int]], heads: list[D.Piece] | None, label: str,
            lacks: frozenset[str] = frozenset(), box: str | None = None) -> str:
    """One cookbook as a drawing (``box``: see :func:`draw.svg`). Its cells answer to ``offer`` by
    their token: "a1", or "p2:a1" on another player's (``owner``) cookbook, so each cell answers
    only to its own book's token.
    ``heads``: the recipe buttons, or None to leave no room for them. A card in ``moved`` slides
    in from where it lay before the move; one in ``lacks`` is marked as missing from one's hand."""
    rows, cols = book["rows"], book["cols"]
    improved = book.get("improved")
    pieces = []
    for r in range(rows):
        for c in range(cols):
            place = f"{COLUMNS[c]}{r + 1}"
            token = place if owner is None else f"p{owner + 1}:{place}"
            pieces.append(_cell_piece(offer, token, place, r, c, book["cells"][r][c],
                                      bool(improved and improved[r][c]), place in lit, moved.get(place),
                                      place in lacks))
    pieces += heads or []
    width, height = D.book_size(rows, cols, heads=heads is not None, title=False)
    return D.svg(width, height, D.group(pieces), label=label, cls="book", box=box)


def _places(book: Mapping[str, Any] | None) -> dict[str, tuple[int, int]]:
    """Where each card of a cookbook lies, by card id."""
    found = {}
    for r, row in enumerate((book or {}).get("cells") or []):
        for c, card in enumerate(row):
            if card is not None:
                found[card["id"]] = (r, c)
    return found


def moved(before: Mapping[str, Any] | None, after: Mapping[str, Any]) -> dict[str, list[int]]:
    """``{place: [rows, cols]}``: each card now at ``place`` came from that many rows and columns
    further down and right (negative: up and left)."""
    old = _places(before)
    found = {}
    for card, (r, c) in _places(after).items():
        if card in old and old[card] != (r, c):
            found[f"{COLUMNS[c]}{r + 1}"] = [old[card][0] - r, old[card][1] - c]
    return found
