"""The setup screen's form: a game's modes, player count, who the computer plays and how well,
the pace and the game's own choices, changed by ``setup:<field>:...`` presses.

The form is the plain dict ``sweets.render.screens.setup`` draws; :func:`new_game` reads the
game it describes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sweets import games
from sweets.web import computers
from sweets.web.links import NewGame
from sweets.web.table import PACE
from sweets.web.words import default_name


def new_form(game_id: str) -> dict:
    """The form for ``game_id`` as the setup screen opens: the first mode, and with two players
    a computer in the second seat."""
    game = games.get(game_id)
    levels = computers.levels(game_id)
    modes = [{"id": mode, "label": label, "range": game.player_range({"mode": mode})}
             for mode, label in game.modes]
    choices = [{"key": c.key, "label": c.label, "values": list(c.values), "modes": list(c.modes)}
               for c in game.setup_choices]
    form: dict[str, Any] = {"game": game_id, "title": game.name, "names": [""] * game.max_players, "bots": {},
            "levels": levels, "speed": "normal", "modes": modes,
            "mode": modes[0]["id"] if modes else None, "choices": choices,
            "options": {c.key: c.values[0][0] for c in game.setup_choices}}
    fit_to_mode(form)
    if form["players"] == 2:
        form["bots"] = {1: levels[0][0]}
    return form


def fit_to_mode(form: dict) -> None:
    """The player count within the chosen mode's range (a solo mode has one seat), and the
    levels that mode offers."""
    game = games.get(form["game"])
    low, high = game.player_range({"mode": form["mode"]} if form["mode"] else {})
    form["min"], form["max"] = low, high
    form["players"] = min(max(form.get("players", low), low), high)
    form["levels"] = computers.levels(form["game"], {"mode": form["mode"]} if form["mode"] else {})
    known = [lid for lid, _ in form["levels"]]
    form["bots"] = {s: lv if lv in known else known[0] for s, lv in form["bots"].items()
                    if s < form["players"]}


def _players(form: dict, args: list[str]) -> None:
    if len(args) == 1 and args[0].isdigit() and form["min"] <= int(args[0]) <= form["max"]:
        form["players"] = n = int(args[0])
        form["bots"] = {s: lv for s, lv in form["bots"].items() if s < n}


def _seat(form: dict, args: list[str]) -> None:
    if len(args) != 2 or not args[0].isdigit() or int(args[0]) >= form["players"]:
        return
    seat = int(args[0])
    if args[1] == "person":
        form["bots"].pop(seat, None)
    elif args[1] == "computer" and seat not in form["bots"]:
        form["bots"][seat] = form["levels"][0][0]


def _level(form: dict, args: list[str]) -> None:
    if len(args) == 2 and args[0].isdigit():
        seat = int(args[0])
        if seat in form["bots"] and args[1] in [lid for lid, _ in form["levels"]]:
            form["bots"][seat] = args[1]


def _speed(form: dict, args: list[str]) -> None:
    if len(args) == 1 and args[0] in PACE:
        form["speed"] = args[0]


def _mode(form: dict, args: list[str]) -> None:
    if len(args) == 1 and args[0] in [m["id"] for m in form["modes"]]:
        form["mode"] = args[0]
        fit_to_mode(form)


def _option(form: dict, args: list[str]) -> None:
    if len(args) >= 2:
        key, text = args[0], ":".join(args[1:])  # a value may hold colons
        choice = next((c for c in form["choices"] if c["key"] == key), None)
        if choice and text in [value for value, _ in choice["values"]]:
            form["options"][key] = text


# ``setup:<field>:<args>`` -> what it changes; a press that does not fit the form changes nothing.
FIELDS: dict[str, Callable[[dict, list[str]], None]] = {
    "players": _players, "seat": _seat, "level": _level, "speed": _speed, "mode": _mode, "option": _option,
}


def press(form: dict, rest: str) -> None:
    """``rest`` of a ``setup:`` press other than ``setup:start``."""
    field, *args = rest.split(":")
    if field in FIELDS:
        FIELDS[field](form, args)


def new_game(form: dict, new_seed: Callable[[], int]) -> NewGame:
    """The game the form describes; ValueError when the rules refuse its choices."""
    n = form["players"]
    bots = {s: lv for s, lv in form["bots"].items() if s < n}
    names = [form["names"][s].strip() or default_name(s, bots) for s in range(n)]
    texts = dict(form["options"])
    if form["mode"]:
        texts["mode"] = form["mode"]
    options = games.get(form["game"]).options_from_text(texts)
    return NewGame(form["game"], names, bots, new_seed(), form["speed"], options)


def type_name(form: dict, field: str, value: str) -> None:
    """Text typed into a field (``data-field``): ``name:<seat>``, a player's name."""
    seat = field.removeprefix("name:")
    if field.startswith("name:") and seat.isdigit() and int(seat) < len(form["names"]):
        form["names"][int(seat)] = value[:24]
