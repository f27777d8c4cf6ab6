"""The scoring phase: base points, Favourite Candy bonus, Candle bonus, and the round's card."""

from __future__ import annotations

from typing import Any

from sweets.games.sweets_stack.data import CARDS, GHOST, ROW_COLOURS


def favourite_bonus(scored: list[str], checked_rows: list[int]) -> int:
    """Each checked box times the scored cards of its colour (crown cards count by colour)."""
    return sum(sum(CARDS[c].colour == ROW_COLOURS[row] for c in scored) for row in checked_rows)


def ghosts(scored: list[str]) -> int:
    return sum(CARDS[c].symbols.count(GHOST) for c in scored)


def score_seat(scored: list[str], checked_rows: list[int], candles: int, card: str | None) -> dict[str, Any]:
    """One seat's round before Sugar Goblin (which needs the neighbour's result)."""
    favourite = favourite_bonus(scored, checked_rows) * (2 if card == "candy_fairy" else 1)
    candle_bonus = candles * ghosts(scored) * (2 if card == "witches_cauldron" else 1)
    return {
        "cards": len(scored),
        "base": len(scored),
        "checked": [{"row": row, "colour": ROW_COLOURS[row]} for row in checked_rows],
        "favourite": favourite,
        "candles": candles,
        "ghosts": ghosts(scored),
        "candle_bonus": candle_bonus,
        "goblin": 0,
    }


def score_round(data: dict) -> dict[str, Any]:
    """The round's breakdown per seat and its totals. The face-down card never counts."""
    n, card = data["n"], data["card"]
    breakdown = [score_seat(data["scored"][s], data["checked"][s], data["candles"][s], card)
                 for s in range(n)]
    if card == "sugar_goblin":
        step = 1 if data["round"] < 3 else -1  # the left neighbour, the right one in round 3
        for seat in range(n):
            breakdown[seat]["goblin"] = -breakdown[(seat + step) % n]["favourite"]
    for entry in breakdown:
        entry["total"] = entry["base"] + entry["favourite"] + entry["candle_bonus"] + entry["goblin"]
    return {
        "round": data["round"],
        "card": card,
        "breakdown": breakdown,
        "totals": [entry["total"] for entry in breakdown],
        "survivors": [s for s in range(n) if data["alive"][s]],
    }


def totals(data: dict) -> list[int]:
    return [sum(result["totals"][s] for result in data["results"]) for s in range(data["n"])]
