"""Which games' own code (rules, bots, renderer) the page must have before it can act.

The build ships each game's modules in a zip of its own (tools/build.py), which the page fetches
the first time something needs that game: a press naming it, a link, or a saved game (the menu
lists a save through its game, which reads it). The page keeps one invariant: the game of every
save in storage is loaded (at the start, and whenever another tab writes a save); so a press
needs only the game it names, and a move on a table needs nothing new.
"""

from __future__ import annotations

import json

from sweets import catalogue
from sweets.web import pastgames, replay
from sweets.web.links import parse_fragment
from sweets.web.saves import PREFIX, SaveStore


def saved_game(store: SaveStore, key: str) -> str | None:
    """The game a stored record names (read without that game's code), or None when the record
    is missing, unreadable or of no game of the catalogue (the menu lists it as damaged, which
    needs no game either)."""
    if store.backend is None:
        return None
    try:
        raw = store.backend.get(key)
        game_id = json.loads(raw).get("game") if raw else None
    except Exception:  # unreadable storage or text: a damaged save, listed without its game
        return None
    return game_id if game_id in catalogue.ids() else None


def saved_games(store: SaveStore) -> set[str]:
    """The games of every save in ``store``."""
    found = (saved_game(store, PREFIX + save_id) for save_id in store.ids())
    return {game_id for game_id in found if game_id is not None}


def for_fragment(fragment: str, store: SaveStore) -> set[str]:
    """What opening the page at ``fragment`` needs: the game a link names (``#new=``,
    ``#rules=``, ``#play=`` through its save) and the games of every save (a menu lists them,
    and a link the page cannot honour lands on the menu)."""
    params = parse_fragment(fragment)
    named = {params.get("new"), params.get("rules"), params.get("learn")}
    if "replay" in params:  # a finished game as a link (issue 33): its game, read from the link
        named.add(replay.game_of(params["replay"]))
    if "play" in params:
        named.add(saved_game(store, PREFIX + params["play"]))
    return {game_id for game_id in named if game_id in catalogue.ids()} | saved_games(store)


def for_press(action: str, store: SaveStore) -> set[str]:
    """What a press needs: the game it names (``menu:new:<game>``, ``rules:<game>``,
    ``save:resume:<id>``); any other press acts on what is on screen, which is loaded."""
    kind, _, rest = action.partition(":")
    if kind in ("menu", "rules"):
        game_id = rest.rpartition(":")[2]
        return {game_id} if game_id in catalogue.ids() else set()
    if kind == "past" and rest.startswith("open:"):  # a past game replayed (issue 33)
        found = pastgames.game_of(store, rest.removeprefix("open:"))
        return {found} if found in catalogue.ids() else set()
    if kind == "save" and rest.startswith("resume:"):
        saved = saved_game(store, PREFIX + rest.removeprefix("resume:"))
        return {saved} if saved else set()
    return set()


def for_storage(key: str | None, store: SaveStore) -> set[str]:
    """What following another tab's change of ``key`` needs (None: storage was cleared, every
    save may be new): the game of the save it wrote."""
    if key is None:
        return saved_games(store)
    game_id = saved_game(store, key) if key.startswith(PREFIX) else None
    return {game_id} if game_id else set()
