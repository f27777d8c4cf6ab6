"""What the menu lists: the games, and the saved games to resume (damaged ones with a reason)."""

from __future__ import annotations

from collections.abc import Callable

from sweets import catalogue, games
from sweets.render import for_game, screens
from sweets.web.saves import SaveStore
from sweets.web.words import ago, players_phrase

# A finished game's save left behind (its result never closed) is dropped after a day.
FINISHED_KEPT_SECONDS = 86_400


def games_rows() -> list[dict]:
    out = []
    for game_id in games.ids():
        entry = catalogue.entry(game_id)
        if entry.title and entry.blurb:  # the catalogue has the menu's words: no import
            out.append({"id": game_id, "title": entry.title, "blurb": entry.blurb})
            continue
        game = games.get(game_id)
        renderer = for_game(game_id)
        out.append({"id": game_id, "title": renderer.TITLE or game.name, "blurb": renderer.BLURB or
                    f"{players_phrase(game.min_players, game.max_players)}."})
    return out


def save_rows(store: SaveStore, clock: Callable[[], float]) -> list[screens.SaveRow]:
    """The saved games, newest first and damaged ones last; a finished game nobody came back to
    for a day is deleted instead."""
    rows: list[screens.SaveRow] = []
    for save_id in reversed(store.ids()):
        try:
            game_id, state, meta = store.load(save_id)
        except ValueError as exc:
            rows.append({"id": save_id, "damaged": True, "reason": str(exc)})
            continue
        if state.is_over:
            if clock() - meta["updated"] > FINISHED_KEPT_SECONDS:
                store.delete(save_id)
            continue
        bots = meta["bots"]
        who = ", ".join(f"{n} (computer)" if str(s) in bots else n for s, n in enumerate(state.players))
        rows.append({"id": save_id, "title": f"{games.get(game_id).name}: {who}",
                     "detail": f"{state.ply} moves played, {ago(clock() - meta['updated'])}",
                     "updated": meta["updated"]})
    rows.sort(key=lambda r: (bool(r.get("damaged")), -r.get("updated", 0)))
    return rows
