"""Clash of Sweets' table: a cookbook per player, laid out by its owner, whose rows and columns
the others steal; cards improved; players leaving as their last recipe goes. Clash has no points:
the result says who outlasted whom."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.games.mastersweets.data import CLASH_ICONS
from sweets.render.html import esc, possessive
from sweets.render.mastersweets import book as B
from sweets.render.mastersweets import draw as D
from sweets.render.mastersweets import panels, tell_clash
from sweets.render.mastersweets.labels import cells_by_place
from sweets.render.mastersweets.shared import Table, View
from sweets.render.mastersweets.tokens import tok
from sweets.render.outcome import ranked_items

# A Clash cookbook with more cards than this along one side keeps its natural size: in a grid
# cell it would be drawn too small to read or press.
GRID_SIDE = 6
ORDINALS = ("first", "second", "third", "fourth", "fifth")
# In Clash a special card does what its icon says, not its text: the icon in a word or two, drawn
# under the card in the hand (its name is the core game's and would say something else).
ICON_TAGS = {"draw4": "Draw 4", "improve": "Improve", "discard": "Discard 1", "exchange2": "Exchange 2"}


def steal_heads(legal: list[str], book: dict, owner: int) -> list[D.Piece]:
    """A button beside each row and under each column of another player's cookbook that can be
    stolen now; one that cannot is not drawn."""
    pieces = []
    for rec in book["recipes"]:
        name = rec["name"]
        move = f"steal p{owner + 1} {name}"
        if move in legal:
            x, y, w, h, col, row = B.head_box(rec, book["rows"], book["cols"])
            said = name.replace("col", "column")
            body = D.head_body(x, y, w, h, ["steal", said], "lit") + D.ring(x, y, w, h, can=True)
            pieces.append(D.Piece(col, row, body, f"Steal {said}", move,
                                  f"p{owner + 1}:{name}", "recipe lit"))
    return pieces


def _empty(book: dict) -> bool:
    return not any(any(c for c in row) for row in book["cells"])


class ClashTable(Table):
    css = "ms-clash"
    on_cards = Table.on_cards | {"steal"}
    scores_are_points = False

    def own_move(self, before: View, after: View) -> list[str]:
        return tell_clash.own_move(before, after)

    def special_text(self, card: Mapping[str, Any]) -> str:
        return CLASH_ICONS[card["clash"]]

    def special_tag(self, card: Mapping[str, Any]) -> str | None:
        return ICON_TAGS[card["clash"]]

    def book_cells(self, view: View, seat: int | None = None) -> dict[str, Any]:
        return cells_by_place(view["books"][seat if seat is not None else view.get("seat") or 0])

    def turn_line(self, view: View, name: str, bot: bool) -> str:
        if not bot and view.get("phase") == "arrange":
            return f"{name}: lay out your cookbook, then press ready"
        return super().turn_line(view, name, bot)

    def interlude(self, before: View, after: View, ctx: dict) -> str | None:
        """A player leaving the game, told while the table looks at it."""
        gone = [after["players"][s] for s in after.get("left") or [] if s not in (before.get("left") or [])]
        if gone:
            return f"{' and '.join(gone)} lost their last recipe and left the kitchen."
        return None

    def motion(self, before: View, after: View) -> dict:
        """The cards the move shifted, per cookbook (``"p1"``...): ``{place: [rows, cols]}``."""
        found = {f"p{s + 1}": B.moved(old, new)
                 for s, (old, new) in enumerate(zip(before.get("books") or [], after["books"], strict=False))}
        return {key: moved for key, moved in found.items() if moved}

    def boards(self, view: View, legal: list[str], pre: list[str], offer: dict[str, str],
               motions: dict) -> list[str]:
        """Every cookbook still in the game, one's own without recipe buttons (one does not steal
        from oneself); the recipes that can be stolen lit."""
        books = []
        for s, book in enumerate(view["books"]):
            if not view["alive"][s] and _empty(book):
                continue
            mine = s == view.get("seat")
            title = "Your cookbook" if mine else f"{possessive(view['players'][s])} cookbook"
            lit = {p for t in map(tok, legal) if t[:2] == ["steal", f"p{s + 1}"]
                   for r in book["recipes"] if r["name"] == t[2] for p in r["cards"]}
            owner = None if mine else s
            heads = None if owner is None else steal_heads(legal, book, owner)
            grid = B.drawing(book, offer, owner, lit, motions.get(f"p{s + 1}", {}), heads, title)
            cls = "clashbook turn" if view.get("to_move") == s else "clashbook"
            books.append(f'<section class="{cls}"><h2>{esc(title)}</h2>{grid}</section>')
        return books

    def board_class(self, view: View, books: int) -> str:
        """The cookbooks grow in a grid when none is laid out long."""
        sides = [max(len(book["cells"]), max((len(row) for row in book["cells"]), default=0))
                 for book in view["books"]]
        return f" grow books-{books}" if max(sides, default=0) <= GRID_SIDE else ""

    def players_panel(self, view: View) -> str:
        return panels.players(view, out=frozenset(s for s, alive in enumerate(view["alive"]) if not alive))

    def result_rows(self, view: View) -> list[str]:
        """Every seat in order of place: the winner, then those who left the game, the latest
        first (the outcome's scores count the players each one outlasted)."""
        left = view["left"]
        names = view["players"]
        outcome = view.get("outcome")
        outlasted = outcome["scores"] if outcome else [float(len(names) - 1)] * len(names)
        how = [f"left the game {ORDINALS[left.index(seat)]}" if seat in left else "still cooking: the winner"
               for seat in range(len(names))]
        details = [f" — {esc(words)}" for words in how]
        return ranked_items(names, outlasted, (outcome or {}).get("winners") or [], details)
