"""Past games: every finished game kept in the browser's storage, the last ``KEPT`` of them.

A record is the game's replay record (``sweets.web.replay.record_of``: game, options, seed,
names, moves) with when it finished and a summary the menu lists without the game's own modules
(its title, the players, how it ended). It is stored under ``sweets:past:<save id>``, so keeping
the same finished game again (a reload of its result screen) writes the same key once more, and
the backup of every ``sweets:`` key carries it along.

Storage goes through the save store's backend (``sweets.web.storage.open_store``). Storage that is
full or disabled never stops a game from finishing: the store remembers the problem and the page
says so; nothing already kept is deleted to make room (only the oldest beyond ``KEPT``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import TypedDict, cast

from sweets.engine import EngineView, State
from sweets.render import for_game
from sweets.render.outcome import headline
from sweets.web.replay import record_of
from sweets.web.saves import SaveStore, _describe
from sweets.web.words import ago, mode_phrase

PAST_PREFIX = "sweets:past:"
KIND = "sweets-past"
KEPT = 50  # as many as a family looks back through; each is a few kB of moves
KEPT_NOTE = f"Past games keeps your last {KEPT} games; older ones are dropped."
_HEADING = re.compile(r'class="winner-title"[^>]*>(.*?)</h1>', re.S)
_TAG = re.compile(r"<[^>]*>")
NOT_KEPT = "This game could not be kept in Past games: {problem}. Everything kept before is still there."


class PastRow(TypedDict):
    id: str
    title: str
    players: str
    result: str
    when: str


def keep(store: SaveStore, save_id: str, state: State, bots: dict, now: float) -> bool:
    """Keeps a finished game (again: same key) and drops the oldest beyond ``KEPT``. False, with
    ``store.problem`` set, when storage would not take it."""
    backend = store.backend
    if backend is None or not state.is_over:
        return False
    names = [f"{n} (computer)" if str(s) in bots and not n.startswith("Computer") else n
             for s, n in enumerate(state.players)]
    summary = {"title": state.game.name + mode_phrase(state.game, state.options),
               "players": ", ".join(names), "result": result_words(state)}
    key = PAST_PREFIX + save_id
    try:
        old = _read(backend.get(key))
        finished = old["finished"] if old else now  # kept again (a reload): it finished back then
        record = {"kind": KIND, "version": 1, "id": save_id, "finished": finished,
                  "summary": summary, "game": record_of(state)}
        backend.set(key, json.dumps(record, ensure_ascii=False, separators=(",", ":")))
        for old_id in ids(store)[KEPT:]:
            backend.remove(PAST_PREFIX + old_id)
    except Exception as exc:  # quota exceeded, storage disabled: the game has finished all the same
        store.problem = _describe(exc)
        return False
    return True


def result_words(state: State) -> str:
    """How the game ended, as its own result screen says it (its heading: Sweeet! names no points,
    a team game says the team won), else in the words every game shares."""
    view = cast(EngineView, state.view(None))
    try:
        found = _HEADING.search(for_game(state.game.id).result(view, {"bots": [], "shown": None}))
    except Exception:  # a result screen that needs more of the page: the shared words do
        found = None
    if not found:
        return headline(view)
    text = _TAG.sub("", found.group(1))
    for entity, char in (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&#x27;", "'"), ("&amp;", "&")):
        text = text.replace(entity, char)
    return text.strip() or headline(view)


def _read(raw: str | None) -> dict | None:
    """A stored record, or None when it is missing or not one this app wrote."""
    try:
        record = json.loads(raw) if raw else None
    except ValueError:
        return None
    if not isinstance(record, dict) or record.get("kind") != KIND or not isinstance(record.get("game"), dict):
        return None
    if not isinstance(record.get("finished"), (int, float)) or not isinstance(record.get("summary"), dict):
        return None
    return record


def records(store: SaveStore) -> list[dict]:
    """Every readable past game, newest first."""
    backend = store.backend
    if backend is None:
        return []
    found = []
    try:
        for key in backend.all_keys():
            if key.startswith(PAST_PREFIX):
                record = _read(backend.get(key))
                if record is not None:
                    found.append({**record, "id": key[len(PAST_PREFIX):]})
    except Exception as exc:
        store.problem = _describe(exc)
    found.sort(key=lambda r: -r["finished"])
    return found


def ids(store: SaveStore) -> list[str]:
    """The past games' ids, newest first (an unreadable record counts as the oldest)."""
    backend = store.backend
    if backend is None:
        return []
    good = [r["id"] for r in records(store)]
    broken = [k[len(PAST_PREFIX):] for k in backend.all_keys()
              if k.startswith(PAST_PREFIX) and k[len(PAST_PREFIX):] not in good]
    return good + broken


def record(store: SaveStore, past_id: str) -> dict | None:
    """One past game's replay record (``replay.load`` checks it), or None when it is gone."""
    if store.backend is None:
        return None
    try:
        found = _read(store.backend.get(PAST_PREFIX + past_id))
    except Exception:
        return None
    return found["game"] if found else None


def game_of(store: SaveStore, past_id: str) -> str | None:
    """The game of a past game, read without that game's modules (the page fetches them first)."""
    found = record(store, past_id)
    game_id = found.get("g") if found else None
    return game_id if isinstance(game_id, str) else None


def rows(store: SaveStore, clock: Callable[[], float]) -> list[PastRow]:
    """What the Past games page lists, newest first."""
    now = clock()
    out: list[PastRow] = []
    for r in records(store):
        s = r["summary"]
        out.append({"id": r["id"], "title": str(s.get("title", "")), "players": str(s.get("players", "")),
                    "result": str(s.get("result", "")), "when": f"Finished {ago(now - r['finished'])}"})
    return out
