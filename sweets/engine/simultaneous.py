"""Secret choices that a table makes at the same time, made one seat after another.

At one tablet "at the same time" means each person chooses in turn behind a hand-off screen, and
nothing is shown until every choice is in (OpenSpiel's ``turn_based_simultaneous_game``). The
engine keeps the choices under one key of the game's data, so no game can leak them by accident:
``State.view`` shows a seat only whether each seat has chosen and its own choice, and the game's
``reveal`` hook sees them all at once, when the last one is in.

A game opens a round of choices with :func:`open_choices` from its ``setup`` or ``step``; while
it is open, ``to_move`` is the next seat still to choose, the game's ``legal`` answers for that
seat as usual, and the engine (not the game's ``step``) records each choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from sweets.engine.views import SecretChoices

KEY = "secret_choices"


def open_choices(data: dict, seats: Sequence[int]) -> None:
    """Starts a round of secret choices for ``seats`` (in the order they will choose)."""
    if not seats:
        raise ValueError("a round of secret choices needs at least one seat")
    data[KEY] = {"seats": list(seats), "picks": {}}
    data["to_move"] = seats[0]


def is_open(data: dict) -> bool:
    return KEY in data


def commit(data: dict, seat: int, notation: str) -> bool:
    """Records ``seat``'s choice; moves ``to_move`` on. True when every choice is in."""
    record = data[KEY]
    record["picks"][str(seat)] = notation
    waiting = [s for s in record["seats"] if str(s) not in record["picks"]]
    if waiting:
        data["to_move"] = waiting[0]
        return False
    return True


def close(data: dict) -> dict[int, str]:
    """Ends the round and returns every choice by seat (only once all are in)."""
    record = data.pop(KEY)
    return {int(seat): notation for seat, notation in record["picks"].items()}


def own_choice(data: dict, seat: int | None) -> str | None:
    """``seat``'s own pending choice (for its view), None when it has none or the round is closed."""
    if seat is None or KEY not in data:
        return None
    return data[KEY]["picks"].get(str(seat))


def public(data: dict, seat: int | None, players: int) -> SecretChoices | None:
    """What ``seat`` may know of the open round: who takes part, who has chosen, its own choice."""
    if KEY not in data:
        return None
    record = data[KEY]
    return {
        "seats": list(record["seats"]),
        "chosen": [str(s) in record["picks"] for s in range(players)],
        "mine": own_choice(data, seat),
    }
