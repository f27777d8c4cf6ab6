"""The order of play within a turn, kept as the ``flow`` option so that a saved game replays in
the order it was played in.

- 1: every seat that may exchange its hand says so, in seat order, before the first pick
  (``keep`` / ``exchange``): games saved before 3 December 2026 were played this way.
- 2 (new games): the exchange is an offer beside the hand in the seat's own pick step, taken
  (``exchange``) or ignored (a ``play``), so a seat looks at its hand once a turn (issue 35).

A save without the option is from before it: ``from_saved`` gives it flow 1.
"""

from __future__ import annotations

from typing import Any

FLOWS = (1, 2)
FLOW = 2  # a new game's


def split(options: dict) -> tuple[int, dict]:
    """(the flow, the other options); ValueError for a flow that is not one of ``FLOWS``."""
    flow = options.get("flow", FLOW)
    if type(flow) is not int or flow not in FLOWS:
        raise ValueError(f"flow must be one of {', '.join(map(str, FLOWS))}, not {flow!r}")
    return flow, {key: value for key, value in options.items() if key != "flow"}


def from_saved(data: Any) -> Any:
    """A saved game's data with the flow it was played in (1 when the save names none)."""
    if isinstance(data, dict) and isinstance(data.get("options"), dict) and "flow" not in data["options"]:
        return {**data, "options": {**data["options"], "flow": 1}}
    return data


def offers_exchange_in_pick(data: dict) -> bool:
    """Flow 2; a position from before the option (a sample of an old view) plays flow 1."""
    return data.get("flow", 1) == 2
