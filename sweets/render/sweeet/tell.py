"""Sweeet!'s move log: each move told in words, from the reader's own views.

Every card turned over stays in the view (``reveals``), a seat's own peeks too (``my_peeks``),
and the turn that just ended (``last_turn``): a move adds to one of them. Another seat's peek
adds nothing the reader may see, so it is told without the card ("peeked at a face-down card").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.render.sweeet.words import turn_story, with_article
from sweets.render.telling import who

View = Mapping[str, Any]


def tell(before: View, after: View, actor: str) -> list[str]:
    """The move between two views of the reader's seat, in words, oldest first."""
    found = []
    for _turn, seat, cell, card in (after.get("reveals") or [])[len(before.get("reveals") or []):]:
        found.append(f"{who(after, seat)} turned over {with_article(str(card))} at {cell}")
    for _turn, cell, card in (after.get("my_peeks") or [])[len(before.get("my_peeks") or []):]:
        found.append(f"You peeked at {cell}: {with_article(str(card))}")
    last = after.get("last_turn")
    if last and last != before.get("last_turn"):
        players = [who(after, s) for s in range(len(after.get("players") or []))]
        found.append(turn_story(last, players).rstrip(".").replace("You wins", "You win"))
    if not found and (before.get("turn") or {}).get("phase") == "peek":
        found.append(f"{actor} peeked at a face-down card")
    return found or [f"{actor} made a move"]
