"""The cookbook: a grid of cards with holes, whose rows and columns are the recipes.

The grid is a list of rows, each a list of card ids or None (a hole). Positions are written like
a chessboard's, column letter then row number from the top: ``a1`` is the top-left card. Once a
recipe is cooked, or a card leaves otherwise, every row and column left empty is removed and the
others close up without changing their order (Gameplay: "do not break the order of the cards").
Clash of Sweets and Sweets Workshop use these functions for their own cookbooks; the cell names
are the engine's (``sweets.engine.notation``).
"""

from __future__ import annotations

from sweets.engine.notation import LETTERS, cell_name, column_name, parse_cell


def pos_name(row: int, col: int) -> str:
    return cell_name(row, col)


def parse_pos(text: str) -> tuple[int, int] | None:
    return parse_cell(text)


def recipe_name(kind: str, index: int) -> str:
    """``row 2`` or ``col b``."""
    return f"row {index + 1}" if kind == "row" else f"col {column_name(index)}"


def parse_recipe(kind: str, word: str) -> tuple[str, int] | None:
    """(kind, index) of a recipe named ``row <number>`` or ``col <letter>``, given its two words."""
    if kind == "row" and word.isdigit() and 1 <= int(word) <= len(LETTERS):
        return "row", int(word) - 1
    if kind == "col" and len(word) == 1 and word in LETTERS:
        return "col", LETTERS.index(word)
    return None


def shape(grid: list[list[str | None]]) -> tuple[int, int]:
    return len(grid), (len(grid[0]) if grid else 0)


def cells(grid: list[list[str | None]]) -> list[tuple[int, int, str]]:
    """Every card with its (row, column), in reading order."""
    return [(r, c, card) for r, row in enumerate(grid) for c, card in enumerate(row) if card is not None]


def cards(grid: list[list[str | None]]) -> list[str]:
    return [card for _, _, card in cells(grid)]


def recipe_cells(grid: list[list[str | None]], kind: str, index: int) -> list[tuple[int, int, str]]:
    """The cards of one recipe, holes left out: holes never split a row or column (Additional Rules)."""
    rows, cols = shape(grid)
    if kind == "row":
        return [(index, c, card) for c in range(cols) if (card := grid[index][c]) is not None]
    return [(r, index, card) for r in range(rows) if (card := grid[r][index]) is not None]


def recipes(grid: list[list[str | None]]) -> list[tuple[str, int]]:
    """Every recipe: each row, then each column (after closing up, none is empty)."""
    rows, cols = shape(grid)
    return [("row", r) for r in range(rows)] + [("col", c) for c in range(cols)]


def close_up(grid: list[list[str | None]]) -> list[list[str | None]]:
    """The grid without its empty rows and columns, the rest in the same order."""
    rows = [row for row in grid if any(card is not None for card in row)]
    if not rows:
        return []
    keep = [c for c in range(len(rows[0])) if any(row[c] is not None for row in rows)]
    return [[row[c] for c in keep] for row in rows]


def deal(cards_in_order: list[str], rows: int, cols: int) -> list[list[str | None]]:
    """Cards laid out row by row from the top left."""
    return [list(cards_in_order[r * cols:(r + 1) * cols]) for r in range(rows)]
