"""What the menu lists: the games, and the saved games to resume (damaged ones named by their game,
with a reason in plain words)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from sweets import catalogue, games, learn
from sweets.render import covers, for_game, screens
from sweets.web.saves import PREFIX, SaveStore
from sweets.web.words import ago, clip, counted, mode_phrase, players_phrase

# A finished game's save left behind (its result never closed) is dropped after a day.
FINISHED_KEPT_SECONDS = 86_400


def games_rows() -> list[dict]:
    out = []
    for game_id in games.ids():
        entry = catalogue.entry(game_id)
        if entry.title and entry.blurb:  # the catalogue has the menu's words: no import
            out.append({"id": game_id, "title": entry.title, "blurb": entry.blurb,
                        "cover": covers.cover(game_id), "learn": learn.menu_entries(game_id)})
            continue
        game = games.get(game_id)
        renderer = for_game(game_id)
        out.append({"id": game_id, "title": renderer.TITLE or game.name, "blurb": renderer.BLURB or
                    f"{players_phrase(game.min_players, game.max_players)}.", "cover": covers.cover(game_id),
                    "learn": learn.menu_entries(game_id)})
    return out


def save_rows(store: SaveStore, clock: Callable[[], float]) -> list[screens.SaveRow]:
    """The saved games, newest first and damaged ones last; a finished game nobody came back to
    for a day is deleted instead."""
    rows: list[screens.SaveRow] = []
    for save_id in reversed(store.ids()):
        try:
            game_id, state, meta = store.load(save_id)
        except ModuleNotFoundError:
            continue  # its game is still downloading; the menu is painted again once it is in
        except ValueError as exc:
            rows.append({"id": save_id, "damaged": True, "title": damaged_title(store, save_id),
                         "reason": plain_reason(str(exc))})
            continue
        if state.is_over:
            if clock() - meta["updated"] > FINISHED_KEPT_SECONDS:
                store.delete(save_id)
            continue
        bots = meta["bots"]
        who = ", ".join(f"{n} (computer)" if str(s) in bots else n for s, n in enumerate(state.players))
        game = games.get(game_id)
        rows.append({"id": save_id, "title": f"{game.name}{mode_phrase(game, state.options)}: {who}",
                     "detail": f"{counted(state.ply, 'move')} played, {ago(clock() - meta['updated'])}",
                     "updated": meta["updated"]})
    rows.sort(key=lambda r: (bool(r.get("damaged")), -r.get("updated", 0)))
    return rows


def damaged_title(store: SaveStore, save_id: str) -> str:
    """The game a damaged save was of (and its mode and players when they can still be read), so
    that a person knows what they would delete."""
    try:
        record = json.loads(store.backend.get(PREFIX + save_id) or "") if store.backend else None
    except Exception:  # unreadable text, or storage that went away: say only that much
        record = None
    if not isinstance(record, dict) or record.get("game") not in games.ids():
        return "A saved game that can no longer be read"
    game = games.get(str(record["game"]))
    save = record["save"] if isinstance(record.get("save"), dict) else {}
    options = save["options"] if isinstance(save.get("options"), dict) else {}
    players = save["players"] if isinstance(save.get("players"), list) else []
    names = [clip(n) for n in players if isinstance(n, str)][:6]
    title = f"{game.name}{mode_phrase(game, options)}"
    return f"{title}: {', '.join(names)}" if names else title


_AT_MOVE = re.compile(r"\(move (\d+):")
_ASIDE = re.compile(r"\s*\(.*\)\s*$", re.S)


def plain_reason(reason: str) -> str:
    """Why a save cannot be resumed, for a player: the rules' own message names moves in their
    notation ("move 2: f15 is not in your hand"), which means nothing on a menu. Only the number
    of the move where it went wrong is kept."""
    at = _AT_MOVE.search(reason)
    text = _ASIDE.sub("", reason).strip() or "the saved game is damaged"
    if at:
        text = f"{text}, from move {at.group(1)} on"
    return f"Why: {text}."
