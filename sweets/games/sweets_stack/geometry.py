"""The drop: where a candy can come to rest when it falls into a bucket sheet.

A sheet is an integer bitboard: bit ``y * width + x`` is the cell in column ``x`` (0 at the left)
and row ``y`` (0 at the bottom). A candy is a set of cells relative to the bottom-left corner of
its bounding box, so a position ``(x, y)`` is where that corner sits. The candy starts anywhere
above the sheet and moves down, left or right, one cell at a time, never overlapping a filled cell
or a wall (so it never squeezes through a gap narrower than itself); it may slide before and
after it lands. A *placement* is a position it can reach that cannot move down and lies wholly
inside the sheet. Rotation happens only above the sheet, so each rotation is searched apart.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import NamedTuple

Cells = tuple[tuple[int, int], ...]


@cache  # a few dozen pictures (the cards, the advanced cards' spaces); every view draws on them
def parse_picture(picture: str) -> Cells:
    """The cells of a picture (rows top first, ``/`` between rows, ``#`` filled), bottom row 0."""
    rows = picture.split("/")
    cells = [(x, len(rows) - 1 - r) for r, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#"]
    return normalize(cells)


def normalize(cells) -> Cells:
    xs = min(x for x, _ in cells)
    ys = min(y for _, y in cells)
    return tuple(sorted((x - xs, y - ys) for x, y in cells))


def rotate(cells: Cells, quarter_turns: int) -> Cells:
    """``cells`` turned clockwise by ``quarter_turns`` quarter turns."""
    for _ in range(quarter_turns % 4):
        cells = normalize([(y, -x) for x, y in cells])
    return cells


@cache
def rotations(picture: str) -> tuple[int, ...]:
    """The quarter turns (0 first) that give different shapes: a square has only 0, a bar 0 and 1."""
    seen: list[Cells] = []
    turns = []
    for r in range(4):
        shape = rotate(parse_picture(picture), r)
        if shape not in seen:
            seen.append(shape)
            turns.append(r)
    return tuple(turns)


def listed_turn(picture: str, quarter_turns: int) -> int:
    """The turn :func:`rotations` lists for the shape ``quarter_turns`` gives: a bar's 3 is 1, its 2
    is 0 (upright); a shape with four different turns keeps its own."""
    shape = rotate(parse_picture(picture), quarter_turns)
    return next(r for r in rotations(picture) if rotate(parse_picture(picture), r) == shape)


class Piece(NamedTuple):
    cells: Cells
    width: int
    height: int
    mask: int  # the cells at position (0, 0) on a sheet ``stride`` columns wide
    stride: int


@cache
def piece(picture: str, quarter_turns: int, stride: int) -> Piece:
    cells = rotate(parse_picture(picture), quarter_turns)
    mask = 0
    for x, y in cells:
        mask |= 1 << (y * stride + x)
    return Piece(cells, max(x for x, _ in cells) + 1, max(y for _, y in cells) + 1, mask, stride)


def mask_at(p: Piece, x: int, y: int) -> int:
    return p.mask << (y * p.stride + x)


def placements(board: int, p: Piece, height: int, forbidden: int = 0) -> list[tuple[int, int]]:
    """Every resting position (x, y) the candy can reach by falling from above the sheet.

    A search over positions: from each, the moves down, left and right that stay inside the walls
    and off filled cells. Sorted by row, then column, so the list is stable.
    """
    width = p.stride
    max_x = width - p.width
    if max_x < 0:
        return []
    seen = set()
    todo = [(x, height) for x in range(max_x + 1)]  # above the sheet, nothing is in the way
    found = []
    while todo:
        x, y = todo.pop()
        if (x, y) in seen:
            continue
        seen.add((x, y))
        m = p.mask << (y * width + x)
        if y > 0 and not board & (m >> width):
            todo.append((x, y - 1))
        elif y + p.height <= height and not m & forbidden:
            found.append((x, y))
        if x > 0 and not board & (m >> 1):
            todo.append((x - 1, y))
        if x < max_x and not board & (m << 1):
            todo.append((x + 1, y))
    found.sort(key=lambda xy: (xy[1], xy[0]))
    return found


def path(board: int, p: Piece, height: int, target: tuple[int, int]) -> list[tuple[int, int]] | None:
    """One shortest route of positions from above the sheet to ``target`` (None if unreachable),
    for drawing the fall: the start, then one position per move."""
    width = p.stride
    max_x = width - p.width
    start = [(x, height) for x in range(max_x + 1)]
    parent: dict[tuple[int, int], tuple[int, int] | None] = {s: None for s in start}
    queue = list(start)
    # Prefer a straight fall: start right above the target when that column is open.
    queue.sort(key=lambda s: abs(s[0] - target[0]))
    i = 0
    while i < len(queue):
        x, y = queue[i]
        i += 1
        if (x, y) == target:
            route = []
            node: tuple[int, int] | None = (x, y)
            while node is not None:
                route.append(node)
                node = parent[node]
            route.reverse()
            # Drop the idle slide above the sheet: start straight above where it enters.
            while len(route) > 1 and route[1][1] == height:
                route.pop(0)
            return route
        m = p.mask << (y * width + x)
        steps = []
        if y > 0 and not board & (m >> width):
            steps.append((x, y - 1))
        if x > 0 and not board & (m >> 1):
            steps.append((x - 1, y))
        if x < max_x and not board & (m << 1):
            steps.append((x + 1, y))
        for step in steps:
            if step not in parent:
                parent[step] = (x, y)
                queue.append(step)
    return None


def board_from_picture(picture: str, width: int, height: int) -> int:
    """A sheet from a picture the sheet's size (top row first); ValueError if the size is wrong."""
    rows = picture.split("/")
    if len(rows) != height or any(len(r) != width for r in rows):
        raise ValueError(f"a sheet picture must have {height} rows of {width} cells")
    board = 0
    for r, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "#":
                board |= 1 << ((height - 1 - r) * width + x)
    return board


def board_rows(board: int, width: int, height: int) -> list[str]:
    """The sheet as text rows, top row first (``#`` filled, ``.`` empty)."""
    return list(_board_rows(board, width, height))


@lru_cache(maxsize=1024)  # every view writes out every sheet; most sheets did not change since the last
def _board_rows(board: int, width: int, height: int) -> tuple[str, ...]:
    return tuple("".join("#" if board >> (y * width + x) & 1 else "." for x in range(width))
                 for y in range(height - 1, -1, -1))


def full_rows(board: int, width: int, height: int) -> list[int]:
    """The rows (0 at the bottom) whose every cell is filled."""
    row = (1 << width) - 1
    return [y for y in range(height) if (board >> (y * width)) & row == row]


def is_connected(cells: Cells) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    present = set(cells)
    while todo:
        x, y = todo.pop()
        for nb in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nb in present and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return len(seen) == len(cells)
