"""End of a round: points per macaron, ranks with the turn-order tie-break, score tokens."""

from __future__ import annotations

from typing import Any

from sweets.games.sweet_holic.data import TOKEN_VALUES
from sweets.games.sweet_holic.macarons import score_macaron


def tokens_for_ranks(n: int) -> tuple[int, ...]:
    """Token values for 1st, 2nd, ... place. With two players, 3 and 2 (see DECISIONS)."""
    return TOKEN_VALUES[:2] if n == 2 else TOKEN_VALUES


def rank_order(points: list[int], start: int) -> list[int]:
    """Seats from first place to last. On equal points the seat later in this round's turn order
    (counted from the starting player) ranks higher."""
    n = len(points)
    return sorted(range(n), key=lambda s: (points[s], (s - start) % n), reverse=True)


def score_round(data: dict) -> dict[str, Any]:
    """The round's result: a per-seat, per-macaron breakdown, ranks and the token each seat earns."""
    n, start = data["n"], data["start"]
    breakdown = []
    for seat in range(n):
        mission = data["missions"][seat]
        scored = [score_macaron(m, mission) for m in data["macarons"][seat]]
        breakdown.append({
            "seat": seat,
            "mission": mission,
            "macarons": scored,
            "total": sum(m["points"] for m in scored),
        })
    points = [b["total"] for b in breakdown]
    order = rank_order(points, start)
    values = tokens_for_ranks(n)
    ranks, tokens = [0] * n, [0] * n
    for place, seat in enumerate(order):
        ranks[seat] = place + 1
        tokens[seat] = values[place] if place < len(values) else 0
    return {
        "round": data["round"],
        "start": start,
        "breakdown": breakdown,
        "points": points,
        "ranks": ranks,
        "tokens": tokens,
        "winner": order[0],
    }
