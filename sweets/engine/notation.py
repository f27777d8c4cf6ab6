"""Grid cells named as on a chessboard: a letter for the column, a number for the row ("b3").

Sweeet!'s face-down grid and MasterSweets' cookbooks both name their cells this way, in moves,
on the table and in the log, so the naming is written once here.
"""

from __future__ import annotations

import re

LETTERS = "abcdefghijklmnopqrstuvwxyz"
_CELL = re.compile(r"^([a-z])([1-9][0-9]?)$")


def cell_name(row: int, col: int) -> str:
    """'a1' for row 0, column 0; 'c2' for row 1, column 2."""
    return f"{LETTERS[col]}{row + 1}"


def parse_cell(text: str) -> tuple[int, int] | None:
    """(row, column) of a cell name such as 'c2' (case and spaces ignored); None if it is not one."""
    m = _CELL.match(str(text).strip().lower())
    if m is None:
        return None
    return int(m.group(2)) - 1, LETTERS.index(m.group(1))


def column_name(col: int) -> str:
    """The letter of column ``col`` ('a' for 0)."""
    return LETTERS[col]
