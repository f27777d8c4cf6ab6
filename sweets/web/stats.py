"""Statistics on this device: every finished game, kept once, and what they add up to per name.

One record per finished game, keyed by its save id, under ``sweets:stats``: counting from the
records (never from running totals) means a result screen reloaded, a game finished in two tabs
or a backup loaded twice (:mod:`sweets.web.backup`) can never count a game twice. A record keeps
what the statistics page needs in words (the game's title with its mode, the computers' level
labels, what the scores count), so that page needs no game's own code: those arrive later than
the menu (``sweets.web.needs``).

Names typed at setup are kept under ``sweets:names`` and offered again on the next setup.
"""

from __future__ import annotations

import json
from typing import Any

from sweets.web import computers
from sweets.web.saves import SaveStore, _describe
from sweets.web.words import mode_phrase

STATS_KEY = "sweets:stats"
NAMES_KEY = "sweets:names"
STATS_KIND = "sweets-stats"
STATS_VERSION = 1
# The newest games kept: a record takes 330 (Sweeet! for two) to 530 characters (Clash for five),
# measured, so the statistics stay near half a million characters, a tenth of what a browser gives
# the page; the statistics page says so once the limit is reached.
MAX_GAMES = 1000
# Names offered at setup, newest first: a family's names, with room for visitors.
MAX_NAMES = 30
# What a game's scores count (``score_measure`` of its renderer, default points): Clash of
# Sweets counts the players each one outlasted; Sweeet!'s scores only mark the winner ("").
MEASURES = ("points", "outlasted", "")


def game_record(game_id: str, save_id: str, state: Any, bots: dict[int, str], ended: float,
                renderer: Any) -> dict:
    """The record of a finished game: its title, when it ended, and per seat the name, the
    computer level (None for a person), the score and whether that seat won."""
    game = state.game
    outcome = state.outcome() or {}
    labels = dict(computers.levels(game_id, state.options))
    view = state.view(None)
    # An optional member of a renderer (sweets.render): what the outcome's scores count.
    measure = getattr(renderer, "score_measure", None)
    measured = measure(view) if callable(measure) else "points"
    winners = set(outcome.get("winners", []))
    scores = outcome.get("scores", [])
    players = [{"name": name, "level": bots.get(seat), "label": labels.get(bots.get(seat, "")),
                "score": scores[seat] if seat < len(scores) else None, "won": seat in winners}
               for seat, name in enumerate(state.players)]
    mode = state.options.get("mode", game.modes[0][0] if game.modes else "")
    record = {"id": save_id, "game": game_id, "mode": mode if isinstance(mode, str) else "",
              "title": game.name + mode_phrase(game, state.options), "ended": ended,
              "kind": outcome.get("kind", "ranked"), "players": players,
              "measure": measured if measured in MEASURES else "points"}
    if isinstance(outcome.get("opponent"), dict):
        record["opponent"] = dict(outcome["opponent"])
    return record


def valid_record(record: Any) -> bool:
    """A record as :func:`game_record` writes it (a backup file may hold anything)."""
    if not isinstance(record, dict) or not isinstance(record.get("id"), str):
        return False
    if not all(isinstance(record.get(k), str) for k in ("game", "mode", "title", "kind", "measure")):
        return False
    if not isinstance(record.get("ended"), (int, float)) or not isinstance(record.get("players"), list):
        return False
    for p in record["players"]:
        if not (isinstance(p, dict) and isinstance(p.get("name"), str) and isinstance(p.get("won"), bool)
                and (p.get("level") is None or isinstance(p.get("level"), str))
                and (p.get("label") is None or isinstance(p.get("label"), str))
                and (p.get("score") is None or _number(p.get("score")))):
            return False
    opponent = record.get("opponent")
    return opponent is None or (isinstance(opponent, dict) and isinstance(opponent.get("name"), str))


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


# ----- the store ---------------------------------------------------------------------------

def records(store: SaveStore) -> dict[str, dict]:
    """Every kept record by game id; {} when none, or storage or text is unreadable."""
    if store.backend is None:
        return {}
    try:
        data = json.loads(store.backend.get(STATS_KEY) or "null")
    except Exception:  # unreadable storage or text: no statistics rather than a broken page
        return {}
    return parse(data) or {}


def parse(data: Any) -> dict[str, dict] | None:
    """The records of a stored (or backed up) statistics object; None when it is not one.
    A single damaged record is left out; the others count."""
    if not isinstance(data, dict) or data.get("kind") != STATS_KIND or data.get("version") != STATS_VERSION:
        return None
    games = data.get("games")
    if not isinstance(games, list):
        return None
    return {r["id"]: r for r in games if valid_record(r)}


def stats_text(kept: dict[str, dict]) -> str:
    """The stored form of ``kept``, the newest :data:`MAX_GAMES` games."""
    newest = sorted(kept.values(), key=lambda r: (r["ended"], r["id"]))[-MAX_GAMES:]
    return json.dumps({"kind": STATS_KIND, "version": STATS_VERSION, "games": newest}, ensure_ascii=False)


def write(store: SaveStore, kept: dict[str, dict]) -> bool:
    if store.backend is None:
        return False
    try:
        store.backend.set(STATS_KEY, stats_text(kept))
    except Exception as exc:  # quota exceeded: the page says so (SaveStore.problem)
        store.problem = _describe(exc)
        return False
    return True


def record_finished(store: SaveStore, table: Any, now: float) -> bool:
    """Counts the game on ``table`` if it is over and not counted yet; True when it was added."""
    state = table.state
    if not state.is_over:
        return False
    kept = records(store)
    if table.save_id in kept:
        return False  # counted already: a reload of the result, or another tab
    kept[table.save_id] = game_record(table.game_id, table.save_id, state, table.bots, now, table.renderer)
    return write(store, kept)


def known_names(store: SaveStore) -> list[str]:
    """The names typed at setup before, newest first."""
    if store.backend is None:
        return []
    try:
        names = json.loads(store.backend.get(NAMES_KEY) or "[]")
    except Exception:
        return []
    if not isinstance(names, list):
        return []
    return [n for n in names if isinstance(n, str) and n.strip()][:MAX_NAMES]


def remember_names(store: SaveStore, typed: list[str]) -> None:
    """Keeps the names typed at setup, newest first, each once."""
    fresh = [" ".join(n.split()) for n in typed if n.strip()]
    if not fresh or store.backend is None:
        return
    names = list(dict.fromkeys(fresh + known_names(store)))[:MAX_NAMES]
    try:
        store.backend.set(NAMES_KEY, json.dumps(names, ensure_ascii=False))
    except Exception as exc:  # full storage: the names are only a convenience
        store.problem = _describe(exc)


# ----- what the records add up to ------------------------------------------------------------

def summary(kept: dict[str, dict]) -> list[dict]:
    """Per person's name (computers are counted as opponents, not listed), per game and mode:
    ``{"name", "rows": [{"title", "games", "wins", "measure", "best", "mean", "against":
    {opponent: [games, wins]}}]}``. Names in order of games played, then alphabetically."""
    people: dict[str, dict[str, dict[str, Any]]] = {}
    for record in sorted(kept.values(), key=lambda r: (r["ended"], r["id"])):
        seats = record["players"]
        for me in seats:
            if me.get("level") is not None:
                continue
            rows = people.setdefault(me["name"], {})
            row = rows.setdefault(record["title"], {"title": record["title"], "games": 0, "wins": 0,
                                                    "scores": [], "measure": record["measure"],
                                                    "against": {}})
            row["games"] += 1
            row["wins"] += me["won"]
            if record["measure"] and me.get("score") is not None:
                row["scores"].append(me["score"])
            for opponent in _opponents(record, seats):
                tally = row["against"].setdefault(opponent, [0, 0])
                tally[0] += 1
                tally[1] += me["won"]
    out: list[dict[str, Any]] = []
    for name, rows in people.items():
        listed = []
        for row in rows.values():
            scores = row.pop("scores")
            row["best"] = max(scores) if scores else None
            row["mean"] = sum(scores) / len(scores) if scores else None
            listed.append(row)
        out.append({"name": name, "rows": sorted(listed, key=lambda r: r["title"])})
    return sorted(out, key=lambda p: (-sum(r["games"] for r in p["rows"]), p["name"].lower()))


def _opponents(record: dict, seats: list[dict]) -> list[str]:
    """Who a person played against, in words: each computer level once ("Hard computer"; in a
    team game "with a Hard computer", who plays on the same side), or the automated opponent."""
    labels = sorted({s.get("label") or s.get("level") or "" for s in seats if s.get("level") is not None})
    if record["kind"] == "team":
        return [f"with {label} computer" for label in labels]
    found = [f"{label} computer" for label in labels]
    opponent = record.get("opponent")
    if isinstance(opponent, dict):
        found.append(str(opponent["name"]))
    return found
