"""The collection rule: which cards a player may take when their turn ends.

A run is always one unbroken line of values ``lo..hi`` (it starts as the starting card alone), so
it is kept as two integers. Taking cards may only lengthen that line:

- at a chosen stop, numbered cards revealed this turn that extend the line at either end, any of
  the other Bonus cards revealed this turn, and Lucky, which fills the one value missing from the
  new line, wherever it falls (decisions 1 and 2);
- after a repeat while holding Brave, ONE card: a numbered card one step beyond either end of the
  run, or one Bonus card (decision 3).
"""

from __future__ import annotations

from sweets.games.sweeet.actions import STOP_NOTHING, Stop
from sweets.games.sweeet.cards import (
    BONUS_CODES,
    CELL_NAMES,
    GONE,
    HONEY_CODE,
    LUCKY_CODE,
    NAME_OF,
    NUMBER_CODES,
)
from sweets.games.sweeet.view import Collectable


def chosen_stops(grid: str, revealed: list[int], lo: int, hi: int) -> list[Stop]:
    """Every way to end the turn intentionally; taking nothing is always one of them."""
    values: dict[int, int] = {}  # value -> cell, for revealed numbers that are not in the run
    bonus_cells: list[int] = []
    lucky_cell = -1
    for cell in revealed:
        code = grid[cell]
        if code in NUMBER_CODES:
            v = int(code)
            if not lo <= v <= hi:
                values[v] = cell  # no repeat happened, so each value appears at most once
        elif code == LUCKY_CODE:
            lucky_cell = cell
        elif code in BONUS_CODES:
            bonus_cells.append(cell)

    # Every unbroken line a..b that holds the run: its new values must all have been revealed,
    # except at most one, which Lucky (if revealed) fills (decisions 1 and 2).
    plans: list[tuple[list[int], int]] = []  # (number cells, lucky value or 0)
    gaps_allowed = 1 if lucky_cell >= 0 else 0
    for a in range(lo, 0, -1):
        for b in range(hi, 9):
            new = [*range(a, lo), *range(hi + 1, b + 1)]
            missing = [v for v in new if v not in values]
            if len(missing) > gaps_allowed:
                break  # a longer line only misses more
            if not missing:
                plans.append(([values[v] for v in new], 0))
            elif len(missing) == 1 and lucky_cell >= 0:
                plans.append(([values[v] for v in new if v != missing[0]], missing[0]))
    stops = []
    for numbers, lucky_value in plans:
        base = [(cell, 0) for cell in numbers]
        if lucky_value:
            base.append((lucky_cell, lucky_value))
        for mask in range(1 << len(bonus_cells)):
            takes = base + [(cell, 0) for k, cell in enumerate(bonus_cells) if mask >> k & 1]
            stops.append(Stop(tuple(sorted(takes))))
    return stops


def brave_stops(grid: str, revealed: list[int], lo: int, hi: int) -> list[Stop]:
    """After a repeat while holding Brave: nothing, or one card (decision 3)."""
    stops = [STOP_NOTHING]
    for cell in revealed:
        code = grid[cell]
        if code in NUMBER_CODES:
            if int(code) in (lo - 1, hi + 1):
                stops.append(Stop(((cell, 0),)))
        elif code == LUCKY_CODE:
            stops.extend(Stop(((cell, v),)) for v in (lo - 1, hi + 1) if 1 <= v <= 8)
        elif code in BONUS_CODES:
            stops.append(Stop(((cell, 0),)))
    return stops


def collectable(stops: list[Stop], revealed: list[int], grid: str) -> list[Collectable]:
    """The cells (in reveal order) that appear in at least one stop, Lucky with its values."""
    lucky_values: dict[int, set[int]] = {}
    for stop in stops:
        for cell, value in stop.takes:
            lucky_values.setdefault(cell, set())
            if value:
                lucky_values[cell].add(value)
    out = []
    for cell in revealed:
        if cell in lucky_values:
            item: Collectable = {"cell": CELL_NAMES[cell], "card": NAME_OF[grid[cell]]}
            if grid[cell] == LUCKY_CODE:
                item["values"] = sorted(lucky_values[cell])
            out.append(item)
    return out


def why_not(stop: Stop, stops: list[Stop], grid: str, revealed: list[int], lo: int, hi: int,
            lucky_value: int, brave: bool) -> str:
    """A player's explanation of why ``stop`` (not among ``stops``) cannot be taken."""
    for cell, value in stop.takes:
        name, code = CELL_NAMES[cell], grid[cell]
        if cell not in revealed:
            if code == GONE:
                return f"{name} is empty: its card has been collected"
            return f"{name} was not turned face up this turn"
        if code == HONEY_CODE:
            return "Honey cards are never collected: they stay on the table"
        if value and code != LUCKY_CODE:
            return f"Only Lucky takes a value; {name} is a {NAME_OF[code]}"
        if code == LUCKY_CODE and not value:
            return f"Say which value Lucky takes, e.g. stop {name}=6"
        if code in NUMBER_CODES and lo <= int(code) <= hi:
            if int(code) == lucky_value:
                return f"Lucky already stands for {code} in your run, so a {code} can never be taken"
            return f"You already have a {code} in your run"
    if brave and len(stop.takes) > 1:
        return "After a repeat, Brave lets you take only one card"
    # Is the choice of numbered cards possible with some value for Lucky?
    lucky_cells = [cell for cell, value in stop.takes if grid[cell] == LUCKY_CODE]
    others = tuple((c, v) for c, v in stop.takes if grid[c] != LUCKY_CODE)
    allowed = sorted({v for s in stops for c, v in s.takes
                      if grid[c] == LUCKY_CODE
                      and tuple((c2, v2) for c2, v2 in s.takes if grid[c2] != LUCKY_CODE) == others})
    if lucky_cells and allowed:
        choices = " or ".join(str(v) for v in allowed)
        return f"Lucky must sit right at one end of your run: here it can be {choices}"
    if brave:
        return "After a repeat, Brave lets you take one card that extends your run by one, or one Bonus card"
    return "You can only take cards that join your run into one unbroken line"
