"""MasterSweets with everything revealed, for the replay of a finished game (``Game.open_view``).

Each mode's rules hand their own function here (``open_view = opened.core`` and so on), so this
module never asks which mode it is in. Every open view is the spectator's view, with ``places``
listing every card and role of the game where it lies (the deck top first); the Workshop's hands,
which the view's shape can hold, are also turned face up in place (their places say ``in_view``).
"""

from __future__ import annotations

from typing import Any

from sweets.engine import Game
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.view import ingredient_view


def _place(label: str, seen: str, items: list[str], seat: int | None = None) -> dict[str, Any]:
    return {"label": label, "seat": seat, "seen": seen, "items": list(items)}


def _common(data: dict) -> list[dict[str, Any]]:
    """The places core and Clash share: the deck, the market, the discard and returned piles."""
    return [_place("The deck, top first", "none", data["deck"]),
            _place("The market", "all", [c for c in data["market"] if c is not None]),
            _place("The discard pile", "all", data["discard"]),
            _place("Returned cards", "all", data["returned"])]


def core(rules: Game, data: dict) -> dict[str, Any]:
    """The core game (and Alone in the Kitchen through :func:`solo`)."""
    places = _common(data) + [
        _place("Special cards not in play", "none", data["unused"]),
        _place("The cookbook", "all", gr.cards(data["cookbook"])),
        # what the seat to move looks at off the deck (nobody, once the game is over)
        _place("Cards being looked at", "none" if data["to_move"] is None else "owner", data["turn"]["peek"],
               data["to_move"]),
        _place("Roles", "all", [r for r in data["roles"] if r] + data["role_offer"] + data["roles_returned"]),
        _place("Roles left in the box", "none", data["roles_box"])]
    for seat in range(data["n"]):
        places += [_place("Hand", "owner", data["hands"][seat], seat),
                   _place("Cooked", "all", data["completed"][seat], seat)]
    return {**rules.view(data, None), "places": places}


def solo(rules: Game, data: dict) -> dict[str, Any]:
    """Alone in the Kitchen: the core game's places and George's sweets."""
    opened = core(rules, data)
    opened["places"].append(_place("George's sweets", "all", data["george"]["completed"]))
    return opened


def clash(rules: Game, data: dict) -> dict[str, Any]:
    """Clash of Sweets: the improving cards under a cookbook were played face up, so all saw them."""
    places = _common(data) + [_place("Taken this turn", "all", data["turn"]["loot"] + data["turn"]["held"])]
    for seat in range(data["n"]):
        places += [_place("Hand", "owner", data["hands"][seat], seat),
                   _place("Cookbook", "all", gr.cards(data["books"][seat]), seat),
                   _place("Under the cookbook", "all", gr.cards(data["under"][seat]), seat)]
    return {**rules.view(data, None), "places": places}


def workshop(rules: Game, data: dict) -> dict[str, Any]:
    """Sweets Workshop: each hand was seen by everyone but its holder; the view's hands show them."""
    view: dict[str, Any] = dict(rules.view(data, None))
    view["hands"] = [[{**slot, "card": ingredient_view(card)} for slot, card in zip(slots, hand, strict=True)]
                     for slots, hand in zip(view["hands"], data["hands"], strict=True)]
    places = [_place("The deck, top first", "none", data["deck"]),
              _place("Out of the game", "all", data["out"]),
              _place("The cookbook", "all", gr.cards(data["book"]))]
    places += [{**_place("Hand", "others", hand, seat), "in_view": True}
               for seat, hand in enumerate(data["hands"])]
    return {**view, "places": places}
