"""What just happened: the public record of moves a seat shows after a hand-off.

At a real table everyone watches the others take, discard and bake. On one tablet passed around,
the next person has missed all of that, so the rules keep a short record of events and each
view carries the ones since that seat's previous turn ended (``recent``, described in
``view.py``).

An event is stored in full (``sweets.engine.events.record``), including the one thing some seats
may not see: the tile a seat drew from the face-down pile, or its secret first discard. Such an
event names that seat in ``secret``; :func:`recent_for` gives its tile to that seat and to nobody
else. The secret first discards reach everyone only through the ``reveal`` event, once all are
turned up together.

The record is bounded (:data:`KEEP`): a seat's window never spans more than one round of turns,
and a long record would be copied with every state.
"""

from __future__ import annotations

from typing import Any

from sweets.engine import events as shared

# One round of turns with 4 players is at most 4 turns of 9 events (5 bakes, end, 3 refills)
# plus the first discards, their reveal and the round's own events: well under 64.
KEEP = 64


def start_record(data: dict, n: int) -> None:
    """An empty record: ``events`` (oldest first), the absolute index of its first entry
    (``events_base``) and, per seat, the absolute index where its latest turn ended."""
    data.update({"events": [], "events_base": 0, "turn_ends": [0] * n})


def record(data: dict, seat: int | None, kind: str, secret: int | None = None, **details: Any) -> None:
    """Adds one event; ``secret``: the only seat that may see its tile. The oldest events beyond
    :data:`KEEP` go (rather than the engine's ``mark_seen``: a window here is a round of turns)."""
    shared.record(data, seat, kind, secret, **details)
    extra = len(data["events"]) - KEEP
    if extra > 0:
        del data["events"][:extra]
        data["events_base"] += extra


def turn_ended(data: dict, seat: int) -> None:
    """Marks the end of ``seat``'s turn: its next window starts with the events after this."""
    data["turn_ends"][seat] = data["events_base"] + len(data["events"])


def _public(event: dict, seat: int | None) -> dict[str, Any]:
    shown = {key: value for key, value in event.items() if key != "secret"}
    if event.get("secret") is not None and event["secret"] != seat:
        shown.pop("tile", None)
    return shown


def recent_for(data: dict, seat: int | None) -> list[dict[str, Any]]:
    """The events since ``seat``'s latest turn ended, as ``seat`` may see them, oldest first
    (tiles still as ids: the view turns them into tile dicts).
    A spectator (seat None) gets the window of the seat to move (one round of turns), or after
    the game the window of whoever moved longest ago."""
    ends = data["turn_ends"]
    if seat is not None:
        since = ends[seat]
    elif data["to_move"] is not None:
        since = ends[data["to_move"]]
    else:
        since = min(ends)
    first = max(0, since - data["events_base"])
    return [_public(event, seat) for event in data["events"][first:]]
