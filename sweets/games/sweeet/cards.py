"""Sweeet!'s cards and the grid they lie on.

The 48 cards of the centre lie on a fixed 8 x 6 grid (columns a-h, rows 1-6), so that a card's
place never changes: that is what makes the game a memory game. Inside the game data the grid is
one 48-character string, one code per cell, because strings copy for free when the engine clones
the state after every action.
"""

from __future__ import annotations

from sweets.engine.notation import cell_name as board_cell_name
from sweets.engine.notation import column_name

COLUMN_COUNT = 8
ROWS = 6
CELLS = COLUMN_COUNT * ROWS  # 48
COLUMNS = "".join(column_name(col) for col in range(COLUMN_COUNT))  # "abcdefgh"

VALUES = range(1, 9)
COPIES_PER_VALUE = 5
HONEY_CARDS = 4
STARTING_VALUES = range(2, 8)  # the six starting cards, 2 to 7

BRAVE, LUCKY, CURIOUS, GOURMET, HONEY = "brave", "lucky", "curious", "gourmet", "honey"
BONUS_NAMES = (BRAVE, LUCKY, CURIOUS, GOURMET)

# One character per card inside the data; numbered cards are their own digit.
GONE = "."  # the cell's card has been collected
CODE_OF = {**{str(v): str(v) for v in VALUES},
           BRAVE: "B", LUCKY: "L", CURIOUS: "C", GOURMET: "G", HONEY: "H"}
NAME_OF = {code: name for name, code in CODE_OF.items()}
BONUS_CODES = frozenset(CODE_OF[name] for name in BONUS_NAMES)
LUCKY_CODE = CODE_OF[LUCKY]
HONEY_CODE = CODE_OF[HONEY]
NUMBER_CODES = frozenset(str(v) for v in VALUES)


def full_deck() -> list[str]:
    """The names of the 48 centre cards: five of each value, the four Bonus cards, four Honey."""
    deck = [str(v) for v in VALUES for _ in range(COPIES_PER_VALUE)]
    return deck + list(BONUS_NAMES) + [HONEY] * HONEY_CARDS


def cell_name(index: int) -> str:
    """'a1' for 0, 'b1' for 1, ..., 'h1' for 7, 'a2' for 8, ..., 'h6' for 47: cells are numbered
    row by row, and named as on a chessboard (``sweets.engine.notation``)."""
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < CELLS:
        raise ValueError(f"no cell number {index!r} (0 to {CELLS - 1})")
    row, col = divmod(index, COLUMN_COUNT)
    return board_cell_name(row, col)


CELL_NAMES = tuple(cell_name(i) for i in range(CELLS))
# The inverse by lookup, not by parsing: the bots read cells of every legal move in their playouts.
_INDEX_OF = {name: index for index, name in enumerate(CELL_NAMES)}


def cell_index(name: str) -> int:
    """The inverse of :func:`cell_name` (case and spaces ignored); ValueError for anything that
    is not a cell."""
    index = _INDEX_OF.get(str(name).strip().lower())
    if index is None:
        raise ValueError(f"{name!r} is not a cell of the grid (a1 to h6)")
    return index
