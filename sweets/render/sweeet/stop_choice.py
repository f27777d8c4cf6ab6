"""The stop/collect choice: which revealed cards a player has ticked to take when they stop.

A legal stop is read as a set of tokens ("c3", "e2=6"); the player ticks revealed cards and the
page keeps the ticked set equal to one of the legal stops, so the Stop button always carries a
legal notation whatever order the cards are ticked in.
"""

from __future__ import annotations

from collections.abc import Iterable

from sweets.games.sweeet.cards import cell_index


def stop_options(legal: list[str]) -> list[frozenset[str]]:
    return [frozenset(text.split()[1:]) for text in legal if text.split()[:1] == ["stop"]]


def token_cell(token: str) -> str:
    return token.split("=")[0]


def cells_of(tokens: Iterable[str]) -> set[str]:
    return {token_cell(t) for t in tokens}


def in_grid_order(tokens: Iterable[str]) -> list[str]:
    """Tokens sorted as the cells lie in the grid (a1, b1, ..., h6), as the notation lists them."""
    return sorted(tokens, key=lambda t: cell_index(token_cell(t)))


def stop_text(legal: list[str], picked: Iterable[str]) -> str | None:
    """The legal notation whose tokens are exactly ``picked`` (None if there is none)."""
    wanted = frozenset(picked)
    for text in legal:
        if text.split()[:1] == ["stop"] and frozenset(text.split()[1:]) == wanted:
            return text
    return None


def _best(candidates: list[frozenset[str]], current: frozenset[str]) -> frozenset[str] | None:
    """The candidate keeping most of ``current``, then the smallest (the least surprise)."""
    if not candidates:
        return None
    return min(candidates, key=lambda c: (-len(c & current), len(c)))


def widest(legal: list[str]) -> list[str]:
    """The legal stop taking the most cards (none when no stop is legal)."""
    options = stop_options(legal)
    if not options:
        return []
    most = max(options, key=len)
    return in_grid_order(most)


def toggle(legal: list[str], picked: Iterable[str], cell: str) -> list[str]:
    """The ticked set after pressing ``cell``: ticking adds the fewest cards needed to stay legal
    (ticking a 4 next to a run ending at 2 also ticks the 3); unticking drops what no longer
    connects."""
    current = frozenset(picked)
    options = stop_options(legal)
    if cell in cells_of(current):
        rest = frozenset(t for t in current if token_cell(t) != cell)
        inside = [o for o in options if o <= rest]
        choice = max(inside, key=len) if inside else frozenset()
    else:
        with_cell = [o for o in options if cell in cells_of(o)]
        supersets = [o for o in with_cell if o >= current]
        best = min(supersets, key=len) if supersets else _best(with_cell, current)
        choice = current if best is None else best
    return in_grid_order(choice)


def choose_lucky(legal: list[str], picked: Iterable[str], token: str) -> list[str]:
    """The ticked set after choosing the value of the Lucky card (``token`` is "e2=6")."""
    current = frozenset(picked)
    cell = token_cell(token)
    wanted = frozenset(t for t in current if token_cell(t) != cell) | {token}
    options = stop_options(legal)
    choice = wanted if wanted in options else (_best([o for o in options if token in o], current) or current)
    return in_grid_order(choice)


def lucky_values(legal: list[str], cell: str) -> list[int]:
    """Every value the Lucky card at ``cell`` may take in some legal stop (choosing one that
    does not fit the other ticked cards unticks them, see :func:`choose_lucky`)."""
    values = set()
    for option in stop_options(legal):
        for token in option:
            if token_cell(token) == cell and "=" in token:
                values.add(int(token.split("=")[1]))
    return sorted(values)
