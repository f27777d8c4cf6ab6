"""Sweets Stack's move log: each move told in words, from the reader's own views.

The game keeps no list of events: what a move did shows in the view itself (who exchanged, the
cards put under a deck, who has picked, the candies turned up, where a candy was dropped, a round's
sums). The picks are secret until all are in, so another seat's pick is told as "picked a candy
to pass" and one's own names the candy, as the reader's own view does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.render.sweets_stack.words import TURN_NAMES, candy
from sweets.render.telling import plural, sentence, who

View = Mapping[str, Any]


def _their(view: View, seat: int) -> str:
    return "your" if seat == view.get("seat") else "their"


def _at(seq: Any, i: int) -> Any:
    return seq[i] if isinstance(seq, list) and 0 <= i < len(seq) else None


def _exchange(before: View, after: View, seat: int, name: str) -> list[str]:
    found = []
    if _at(after.get("exchanged"), seat) and not _at(before.get("exchanged"), seat):
        found.append(f"{name} exchanged {_their(after, seat)} hand for 1 pumpkin")
    sizes = after.get("deck_bottom_sizes"), before.get("deck_bottom_sizes")
    under = (_at(sizes[0], seat) or 0) - (_at(sizes[1], seat) or 0)
    if under > 0:
        mine = after.get("deck_bottom") or [] if seat == after.get("seat") else []
        what = sentence(candy(mine[-1])) if mine and under == 1 else plural(under, "card")
        found.append(f"{name} put {what.lower() if mine else what} under {_their(after, seat)} deck")
    if not found and before.get("phase") == "exchange":
        found.append(f"{name} kept {_their(after, seat)} hand")
    return found


def _pick(before: View, after: View, seat: int, name: str) -> list[str]:
    picked = after.get("secret_choices") or {}
    mine = picked.get("mine") if seat == after.get("seat") else None
    if mine:
        card = next((c for c in after.get("hand") or [] if str(mine).endswith(" " + c["id"])), None)
        return [f"You picked {candy(card) if card else 'a candy'} to pass"]
    shown = _at(after.get("played"), seat) if seat == after.get("seat") else None
    if shown and after.get("played") != before.get("played"):
        return [f"You picked {candy(shown)} to pass"]
    return [f"{name} picked a candy to pass"]


def _turned_up(before: View, after: View) -> list[str]:
    played = after.get("played") or []
    if played == before.get("played") or not any(played):
        return []
    passes = after.get("passes_to") or []
    said = []
    for s, card in enumerate(played):
        to = _at(passes, s)
        if card and to is not None:
            said.append(f"{who(after, s)} passed {candy(card)} to {who(after, to)}")
    return ["The picks turned up: " + "; ".join(said)] if said else []


def _placed(before: View, after: View) -> list[str]:
    found = []
    for s, now in enumerate(after.get("placed") or []):
        if not now or now == _at(before.get("placed"), s):
            continue
        name = who(after, s)
        if now.get("out"):
            found.append(f"{name} could not fit {candy(now['card'])} and went out")
            continue
        turn = TURN_NAMES.get(int(now.get("rotation", 0)), "")
        how = "" if not now.get("rotation") else f", turned {turn}"
        swap = ", marking a hand card instead of the one received" if now.get("changed") else ""
        rows = now.get("rows") or []
        done = f", completing {plural(len(rows), 'row')}" if rows else ""
        found.append(f"{name} dropped {candy(now['card'])} at column {int(now['x']) + 1}, "
                     f"row {int(now['y']) + 1}{how}{swap}{done}")
    return found


def _scored(before: View, after: View) -> list[str]:
    results = after.get("round_results") or []
    if len(results) <= len(before.get("round_results") or []):
        return []
    last = results[-1]
    totals = last.get("totals") or []
    parts = [f"{who(after, s)} {plural(int(t), 'point')}" for s, t in enumerate(totals)]
    return [f"Round {last.get('round')} scored: " + ", ".join(parts)]


def tell(before: View, after: View, actor: str) -> list[str]:
    """The move between two views of the reader's seat, in words, oldest first."""
    seat = before.get("to_move")
    if not isinstance(seat, int):
        return [f"{actor} made a move"]
    name = who(after, seat)
    phase = before.get("phase")
    found: list[str] = []
    if phase in ("exchange", "arrange"):
        found += _exchange(before, after, seat, name)
    elif phase == "pick":
        found += _pick(before, after, seat, name)
    found += _turned_up(before, after) + _placed(before, after) + _scored(before, after)
    return found or [f"{name} made a move"]
