"""Reading a link: the URL fragment's parameters, and a ``#new=`` link as the game it describes.

``#new=sweeet&players=3&bots=1,2&seed=7&names=Ann,Bob&level=hard&speed=fast&hints=0`` (seats from 0;
``level`` is one level for every computer or a list in seat order), with a game's options riding
along (``&mode=clash``, ``&advanced=-,gummy_python,sugar_goblin``). A link can hold anything:
what it gets wrong is said in a ``ValueError`` that quotes it only in part.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from sweets import games
from sweets.web import computers
from sweets.web.table import PACE
from sweets.web.words import default_name, mode_phrase, players_phrase, quote

# A seed longer than this is not a seed someone chose (the game's randomness keeps 64 bits).
SEED_DIGITS = 18

_PERCENT_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


@dataclass(frozen=True)
class NewGame:
    """A game to start, as a link or the setup screen describes it."""

    game_id: str
    names: list[str]
    bots: dict[int, str]  # computer seat -> level
    seed: int
    speed: str
    options: dict
    # What the link asked for that the table does differently, said on the game's first screen
    # (an unknown computer level or speed is replaced, not refused: the game can still start).
    notes: tuple[str, ...] = ()
    hints: bool = True  # the Hint button during the game (``&hints=0`` turns it off)


def unquote(text: str) -> str:
    """``urllib.parse.unquote``: %-escapes read as UTF-8, bad bytes replaced. Written out because
    importing ``urllib.parse`` costs ~60 ms of boot in Pyodide."""
    return _PERCENT_RUN.sub(
        lambda m: bytes.fromhex(m.group(0).replace("%", "")).decode("utf-8", "replace"), text)


def parse_fragment(fragment: str) -> dict[str, str]:
    text = fragment[1:] if fragment.startswith("#") else fragment
    params = {}
    for part in text.split("&"):
        key, sep, value = part.partition("=")
        if key and sep:
            params[unquote(key)] = unquote(value.replace("+", " "))
    return params


def new_game(params: dict[str, str], new_seed: Callable[[], int]) -> NewGame:
    """The game a ``#new=`` link describes; ValueError saying why when it cannot start."""
    game_id = params["new"]
    if game_id not in games.ids():
        raise ValueError(f"there is no game called {quote(game_id)}")
    game = games.get(game_id)
    options = game.options_from_text(params)
    low, high = game.player_range(options)
    count = _int(params.get("players", str(low)), "players")
    if not low <= count <= high:
        raise ValueError(f"{game.name}{mode_phrase(game, options)} is for {players_phrase(low, high)}")
    bot_seats = [_int(s, "bots") for s in params.get("bots", "").split(",") if s.strip()]
    if any(not 0 <= s < count for s in bot_seats):
        raise ValueError("a computer seat is outside the table")
    levels = computers.levels(game_id, options)
    level_ids = [lid for lid, _ in levels]
    wanted = [w.strip() for w in params.get("level", "").split(",") if w.strip()]
    bots, unknown = {}, []
    for k, seat in enumerate(sorted(set(bot_seats))):
        pick = wanted[k] if k < len(wanted) else (wanted[-1] if wanted else level_ids[0])
        if pick not in level_ids and pick not in unknown:
            unknown.append(pick)
        bots[seat] = pick if pick in level_ids else level_ids[0]
    notes = []
    if unknown:
        words = " or ".join(quote(w) for w in unknown)
        notes.append(f"The link asks for a computer level {words}, which {game.name}"
                     f"{mode_phrase(game, options)} does not have: the computer plays at "
                     f"{levels[0][1]} instead.")
    names = [n for n in params.get("names", "").split(",")] if params.get("names") else []
    names = [names[s] if s < len(names) and names[s].strip() else default_name(s, bots)
             for s in range(count)]
    seed = _seed(params["seed"]) if "seed" in params else new_seed()
    speed = params.get("speed") or "normal"
    if speed not in PACE:
        notes.append(f"The link asks for the speed {quote(speed)}, which does not exist: "
                     f"the computers play at the normal speed (speeds: {', '.join(PACE)}).")
        speed = "normal"
    return NewGame(game_id, names, bots, seed, speed, options, tuple(notes), params.get("hints", "1") != "0")


def _int(text: str, what: str) -> int:
    try:
        return int(text)
    except (TypeError, ValueError):
        raise ValueError(f"{what} must be a number, not {quote(text)}") from None


def _seed(text: str) -> int:
    digits = text.strip().lstrip("+-")
    if digits.isdigit() and len(digits.lstrip("0")) > SEED_DIGITS:
        raise ValueError(f"the seed must be a whole number of at most {SEED_DIGITS} digits")
    return _int(text, "seed")


def setup_link(game_id: str, names: list[str], bots: dict[int, str], seed: int, speed: str,
               options: dict) -> str:
    """The ``#new=`` link of a game's setup (issue 33: an unfinished game is shared this way, never
    with its moves). Options the setup screen offers ride along in their text form, each only
    when it reads back to the same value."""
    game = games.get(game_id)
    parts = [f"new={game_id}", f"players={len(names)}"]
    if bots:
        parts += [f"bots={','.join(str(s) for s in sorted(bots))}",
                  f"level={','.join(bots[s] for s in sorted(bots))}"]
    names_text = ",".join(_escape(n.replace(",", " ")) for n in names)  # a comma parts names
    parts += [f"seed={seed}", f"speed={speed}", f"names={names_text}"]
    keys = (["mode"] if game.modes else []) + [choice.key for choice in game.setup_choices]
    for key in keys:
        value = options.get(key)
        text = ("yes" if value else "no") if isinstance(value, bool) else (
            ",".join("-" if v is None else str(v) for v in value) if isinstance(value, list) else str(value))
        mode = {"mode": options["mode"]} if game.modes and "mode" in options else {}
        if value is not None and game.options_from_text({**mode, key: text}).get(key) == value:
            parts.append(f"{key}={_escape(text)}")
    return "#" + "&".join(parts)


def _escape(text: str) -> str:
    """%-escapes what would end a parameter (``&``, ``=``, ``%``, ``#``, ``+``, a space)."""
    return "".join(f"%{ord(c):02X}" if c in "&=,%#+ " else c for c in text)
