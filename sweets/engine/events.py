"""The public record of what just happened, shared by every game that keeps one.

On one tablet passed around, the next person has missed the others' turns, so a game keeps a short
list of events in its data and each view carries the ones its seat has not yet seen. An event is a
dict ``{"seat", "kind", ...details}``; one that holds something only one seat may read (a card
drawn from the deck) names that seat in ``secret``, and the game's view strips it for the others.
The list is trimmed once every seat that still watches has seen an event, since it is copied
with every state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def record(data: dict, seat: int | str | None, kind: str, secret: int | None = None,
           **details: Any) -> dict[str, Any]:
    """Appends one event to ``data["events"]`` and returns it; ``secret``: the only seat that may
    read its hidden details."""
    event: dict[str, Any] = {"seat": seat, "kind": kind, **details}
    if secret is not None:
        event["secret"] = secret
    data["events"].append(event)
    return event


def mark_seen(data: dict, seat: int, watching: Sequence[bool] | None = None) -> None:
    """``seat`` has seen every event so far (``data["seen"]`` holds, per seat, how many); events
    that every watching seat has seen are dropped. ``watching``: per seat, whether it still reads
    the record (a player who left the game does not); every seat by default."""
    seen = data["seen"]
    seen[seat] = len(data["events"])
    counts = [s for s, on in zip(seen, watching, strict=True) if on] if watching is not None else seen
    cut = min(counts, default=0)
    if cut:
        del data["events"][:cut]
        data["seen"] = [max(0, s - cut) for s in seen]
