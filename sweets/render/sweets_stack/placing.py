"""The page's own state while a candy is placed: which card, which turn, which landing place.

The legal ``drop`` moves are grouped by (card, quarter turns); ``card`` None is the received
candy. The ui state (``{"card", "rot", "at"}``) names one group and one landing place of it; the
Drop button then carries that move's notation. Landing places of a group are ordered left to
right, and in one column from the highest (a straight fall) down to the ones reached by sliding
under an overhang, so "left" and "right" step through them as a nudge would.
"""

from __future__ import annotations

Group = tuple[str | None, int]


def parse_drop(text: str) -> tuple[str | None, int, int, int] | None:
    """(card or None, quarter turns, column, row) of a ``drop`` notation, else None."""
    words = text.split()
    if len(words) < 3 or words[0] != "drop":
        return None
    x, y = int(words[1]), int(words[2])
    rest = words[3:]
    rot = 0
    if rest and rest[0].startswith("r"):
        rot = int(rest.pop(0)[1:])
    card = rest[1] if len(rest) == 2 else None
    return card, rot, x, y


def groups(legal: list[str]) -> dict[Group, list[tuple[int, int]]]:
    """Landing places of every (card, turns) the seat may pay for, each list in nudge order."""
    found: dict[Group, list[tuple[int, int]]] = {}
    for text in legal:
        parsed = parse_drop(text)
        if parsed:
            card, rot, x, y = parsed
            found.setdefault((card, rot), []).append((x, y))
    for places in found.values():
        places.sort(key=lambda p: (p[0], -p[1]))
    return found


def notation(card: str | None, rot: int, at: tuple[int, int]) -> str:
    text = f"drop {at[0]} {at[1]}"
    if rot:
        text += f" r{rot}"
    if card is not None:
        text += f" with {card}"
    return text


def _first_place(places: list[tuple[int, int]], near: int | None = None) -> tuple[int, int]:
    """The deepest place (then the leftmost); with ``near``, the one closest to that column."""
    if near is not None:
        return min(places, key=lambda p: (abs(p[0] - near), p[1], p[0]))
    return min(places, key=lambda p: (p[1], p[0]))


def fresh(legal: list[str]) -> dict:
    """The selection for a new decision: the received candy upright when it fits, else the
    cheapest way offered."""
    found = groups(legal)
    if not found:
        return {}
    group = (None, 0) if (None, 0) in found else next(iter(found))
    at = _first_place(found[group])
    return {"card": group[0], "rot": group[1], "at": list(at)}


def current(legal: list[str], ui: dict) -> tuple[Group, tuple[int, int]] | None:
    """The selected group and landing place, made valid for ``legal`` (None: nothing to drop)."""
    found = groups(legal)
    if not found:
        return None
    group = (ui.get("card"), ui.get("rot", 0))
    if group not in found:
        ui = fresh(legal)
        group = (ui["card"], ui["rot"])
    at = tuple(ui.get("at") or ())
    if at not in found[group]:
        at = _first_place(found[group])
    return group, (at[0], at[1])


def command(legal: list[str], ui: dict, cmd: str) -> dict:
    """The ui state after a press of ``ui:<cmd>``; a command that does not fit changes nothing."""
    found = groups(legal)
    now = current(legal, ui)
    if now is None:
        return ui
    (card, rot), at = now
    words = cmd.split(":")
    if words[0] == "card" and len(words) == 2:
        new_card = None if words[1] == "received" else words[1]
        turns = sorted(r for c, r in found if c == new_card)
        if not turns:
            return ui
        new_rot = rot if rot in turns else turns[0]
        return {"card": new_card, "rot": new_rot, "at": list(_first_place(found[(new_card, new_rot)], at[0]))}
    if words[0] == "rot" and len(words) == 2 and words[1].isdigit():
        group = (card, int(words[1]))
        if group not in found:
            return ui
        return {"card": card, "rot": group[1], "at": list(_first_place(found[group], at[0]))}
    if words[0] in ("left", "right") and len(words) == 1:
        places = found[(card, rot)]
        i = places.index(at) + (1 if words[0] == "right" else -1)
        if not 0 <= i < len(places):
            return ui
        return {"card": card, "rot": rot, "at": list(places[i])}
    if words[0] == "at" and len(words) == 3 and words[1].isdigit() and words[2].isdigit():
        spot = (int(words[1]), int(words[2]))
        if spot in found[(card, rot)]:
            return {"card": card, "rot": rot, "at": list(spot)}
    return ui
