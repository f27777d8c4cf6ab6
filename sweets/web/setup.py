"""The setup screen's form: a game's modes, player count, who the computer plays and how well,
the pace and the game's own choices, changed by ``setup:<field>:...`` presses. A choice made
slot by slot (``sweets.engine.slots``: Sweets Stack's card for each round) keeps the same text a
link carries, and says why the rules refuse what is chosen.

The form is the plain dict ``sweets.render.screens.setup`` draws; :func:`new_game` reads the
game it describes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sweets import games
from sweets.engine.setup_choice import SetupChoice
from sweets.engine.slots import SlotChoice
from sweets.web import computers
from sweets.web.links import NewGame
from sweets.web.table import PACE
from sweets.web.words import default_name


def new_form(game_id: str, texts: dict[str, str] | None = None) -> dict:
    """The form for ``game_id`` as the setup screen opens: the first mode, and with two players
    a computer in the second seat; ``texts``: a link's options (``advanced=-,gummy_python,-``)
    filled in where the form offers them."""
    game = games.get(game_id)
    levels = computers.levels(game_id)
    modes = [{"id": mode, "label": label, "range": game.player_range({"mode": mode})}
             for mode, label in game.modes]
    form: dict[str, Any] = {"game": game_id, "title": game.name, "names": [""] * game.max_players, "bots": {},
            "levels": levels, "speed": "normal", "modes": modes, "hints": True,
            "mode": modes[0]["id"] if modes else None, "choices": [_choice(c) for c in game.setup_choices],
            "options": {c.key: c.values[0][0] for c in game.setup_choices}, "refused": {}}
    fit_to_mode(form)
    if form["players"] == 2:
        form["bots"] = {1: levels[0][0]}
    for key, text in (texts or {}).items():
        if key == "mode":
            _mode(form, [text])
        else:
            set_option(form, key, text)
    check(form)
    return form


def _choice(choice: SetupChoice) -> dict:
    """A setup choice as the form holds it; one made slot by slot also lists its slots and items."""
    entry: dict[str, Any] = {"key": choice.key, "label": choice.label, "values": list(choice.values),
                             "modes": list(choice.modes)}
    if isinstance(choice, SlotChoice):
        entry.update(slots=list(choice.slots), hint=choice.hint,
                     items=[{"text": i.text, "label": i.label, "sentence": i.sentence} for i in choice.items])
    return entry


def _slot_choices(form: dict) -> dict[str, SlotChoice]:
    """The form's choices made slot by slot that apply to the chosen mode, by key."""
    return {c.key: c for c in games.get(form["game"]).setup_choices
            if isinstance(c, SlotChoice) and (not c.modes or form["mode"] in c.modes)}


def check(form: dict) -> None:
    """``form["refused"]``: for each choice made slot by slot, why the rules refuse what is
    chosen (item, slots, reason); empty when the game may start."""
    form["refused"] = {}
    for key, choice in _slot_choices(form).items():
        texts = choice.split(form["options"][key])
        refused = choice.refusals(texts) if texts else []
        if refused:
            form["refused"][key] = [{"item": r.item, "slots": list(r.slots), "reason": r.reason}
                                    for r in refused]


def set_option(form: dict, key: str, text: str) -> bool:
    """Sets a choice from its text (a shortcut's, or a link's); False when the form does not
    offer it. A choice made slot by slot takes any item in each slot, even a combination the
    rules refuse: the screen then says why beside it, and the game does not start."""
    choice = next((c for c in form["choices"] if c["key"] == key), None)
    if choice is None:
        return False
    slotted = _slot_choices(form).get(key)
    if slotted is not None:
        texts = slotted.split(text)
        if texts is None:
            return False
        form["options"][key] = slotted.join(texts)
        return True
    if text in [value for value, _ in choice["values"]]:
        form["options"][key] = text
        return True
    return False


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
            set_option(form, key, text)


def _slot(form: dict, args: list[str]) -> None:
    """``slot:<key>:<slot from 1>:<item>``: one slot of a choice made slot by slot."""
    choice = _slot_choices(form).get(args[0]) if len(args) == 3 else None
    if choice is None or not args[1].isdigit() or not 1 <= int(args[1]) <= len(choice.slots):
        return
    texts = list(choice.split(form["options"][choice.key]) or [choice.items[0].text] * len(choice.slots))
    if args[2] in [item.text for item in choice.items]:
        texts[int(args[1]) - 1] = args[2]
        form["options"][choice.key] = choice.join(texts)


# ``setup:<field>:<args>`` -> what it changes; a press that does not fit the form changes nothing.
FIELDS: dict[str, Callable[[dict, list[str]], None]] = {
    "players": _players, "seat": _seat, "level": _level, "speed": _speed, "mode": _mode, "option": _option,
    "slot": _slot, "hints": lambda form, args: form.update(hints=args != ["off"]),
}


def press(form: dict, rest: str) -> None:
    """``rest`` of a ``setup:`` press other than ``setup:start``."""
    field, *args = rest.split(":")
    if field in FIELDS:
        FIELDS[field](form, args)
        check(form)


def new_game(form: dict, new_seed: Callable[[], int]) -> NewGame:
    """The game the form describes; ValueError when the rules refuse its choices."""
    check(form)
    for refused in form["refused"].values():  # the Start button does not start a refused game
        raise ValueError(refused[0]["reason"])
    n = form["players"]
    bots = {s: lv for s, lv in form["bots"].items() if s < n}
    names = [form["names"][s].strip() or default_name(s, bots) for s in range(n)]
    texts = dict(form["options"])
    if form["mode"]:
        texts["mode"] = form["mode"]
    options = games.get(form["game"]).options_from_text(texts)
    return NewGame(form["game"], names, bots, new_seed(), form["speed"], options, hints=form.get("hints", 1))


def type_name(form: dict, field: str, value: str) -> None:
    """Text typed into a field (``data-field``): ``name:<seat>``, a player's name."""
    seat = field.removeprefix("name:")
    if field.startswith("name:") and seat.isdigit() and int(seat) < len(form["names"]):
        form["names"][int(seat)] = value[:24]
