"""A backup file of everything the app keeps in this browser, and loading one back.

"Save all to a file" writes every ``sweets:`` key of the storage (saved games, past games,
statistics, names, table preferences) into one JSON object with a kind and version header.
"Load from a file" merges such a file into the storage: the whole file is checked before a single
key is written, so a damaged or foreign file changes nothing; and merging never puts older data
over newer. If the storage fills up halfway, what was written is put back as it was.

Plain Python over the save store's backend (CPython tests use a dict); the page hands the file's
text in, and takes the text to download out (static/page.js downloads it as :data:`FILE_NAME`).
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

from sweets.web import stats
from sweets.web.saves import PREFIX, RECORD_KIND, SaveStore, _describe

KIND = "sweets-backup"
VERSION = 1
OURS = "sweets:"  # every key the app writes starts so; the storage probe is not data
PROBE = "sweets:probe"
NAMES_KEY = stats.NAMES_KEY
FILE_NAME = "sweets-backup.json"

DAMAGED = "This file is damaged: it cannot be read as a Sweets backup. Nothing was changed."
FOREIGN = "This file is not a Sweets backup. Nothing was changed."
NEWER = "This backup was written by a newer version of Sweets. Nothing was changed."


def export_text(store: SaveStore, now: float) -> str:
    """The backup file's text: ``{"kind", "version", "saved", "items": {key: text}}``."""
    items: dict[str, str] = {}
    if store.backend is not None:
        for key in sorted(store.backend.all_keys()):
            if key.startswith(OURS) and key != PROBE:
                value = store.backend.get(key)
                if value is not None:
                    items[key] = value
    return json.dumps({"kind": KIND, "version": VERSION, "saved": now, "items": items},
                      ensure_ascii=False, indent=1)


def read(text: str) -> dict[str, str]:
    """The items of a backup file; ValueError with a message for a person when it is not one."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise ValueError(DAMAGED) from exc
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise ValueError(FOREIGN)
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise ValueError(NEWER)
    items = data.get("items")
    if version != VERSION or not isinstance(items, dict):
        raise ValueError(DAMAGED)
    for key, value in items.items():
        if not (isinstance(key, str) and key.startswith(OURS) and isinstance(value, str)):
            raise ValueError(DAMAGED)
        if not _readable(key, value):
            raise ValueError(DAMAGED)
    return {k: v for k, v in items.items() if k != PROBE}


def _readable(key: str, value: str) -> bool:
    """The keys this module merges by their content must hold what the app writes there."""
    if key.startswith(PREFIX):
        record = _json(value)
        return (isinstance(record, dict) and record.get("kind") == RECORD_KIND
                and isinstance(record.get("meta"), dict))
    if key == stats.STATS_KEY:
        return stats.parse(_json(value)) is not None
    if key == NAMES_KEY:
        return isinstance(_json(value), list)
    return True


def _json(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return None


def merged(key: str, mine: str | None, theirs: str) -> str | None:
    """What ``key`` should hold after the merge (None: leave it as it is)."""
    if mine is None:
        return theirs
    if mine == theirs:
        return None
    if key.startswith(PREFIX):
        return theirs if _further(theirs, mine) else None
    if key == stats.STATS_KEY:
        ours = stats.parse(_json(mine)) or {}
        added = {**(stats.parse(_json(theirs)) or {}), **ours}  # a game counted here stays as it is
        return stats.stats_text(added) if len(added) > len(ours) else None
    if key == NAMES_KEY:
        names = [n for n in _json(mine) or [] if isinstance(n, str)] if isinstance(_json(mine), list) else []
        more = [n for n in _json(theirs) if isinstance(n, str)]
        union = list(dict.fromkeys(names + more))[:stats.MAX_NAMES]
        return json.dumps(union, ensure_ascii=False) if union != names else None
    return None  # anything else (preferences, past games): what this browser has wins


def _further(theirs: str, mine: str) -> bool:
    """Whether the file's copy of a saved game is further on than this browser's. One log going on
    from the other: the longer one (clocks of two devices need not agree). Logs that part ways
    (an Undo on one device): the one saved last. A copy this browser cannot read counts as the
    least, so a readable one replaces it."""
    a, b = _save_parts(theirs), _save_parts(mine)
    if a is None:
        return False
    if b is None:
        return True
    (log_a, time_a, rev_a), (log_b, time_b, rev_b) = a, b
    shorter = min(len(log_a), len(log_b))
    if log_a != log_b and log_a[:shorter] == log_b[:shorter]:
        return len(log_a) > len(log_b)
    return (time_a, rev_a) > (time_b, rev_b)


def _save_parts(text: str) -> tuple[list, float, int] | None:
    """(move log, when last saved, revision) of a stored save; None when it cannot be read."""
    record = _json(text)
    if not isinstance(record, dict) or not isinstance(record.get("meta"), dict):
        return None
    meta, save = record["meta"], record.get("save")
    log = save.get("log") if isinstance(save, dict) else None
    updated, rev = meta.get("updated"), meta.get("rev")
    if not isinstance(log, list):
        return None
    return (log, float(updated) if isinstance(updated, (int, float)) else 0.0,
            rev if isinstance(rev, int) else 0)


def load(store: SaveStore, text: str) -> str:
    """Merges a backup file into ``store``; returns what happened, in words. ValueError with a
    message when the file is refused or the storage cannot take it (then nothing changed)."""
    items = read(text)
    if store.backend is None:
        raise ValueError("This browser does not allow the page to store anything. Nothing was changed.")
    backend = store.backend
    before: dict[str, str | None] = {}
    added = updated = 0
    try:
        for key, theirs in sorted(items.items()):
            mine = backend.get(key)
            value = merged(key, mine, theirs)
            if value is None:
                continue
            before[key] = mine
            backend.set(key, value)
            added += mine is None
            updated += mine is not None
    except Exception as exc:  # the storage filled up halfway: put back what was written
        # Everything written goes first (which frees room), then what was there comes back:
        # no more room than it took before.
        for key in before:
            with contextlib.suppress(Exception):
                backend.remove(key)
        for key, old in before.items():
            if old is not None:
                with contextlib.suppress(Exception):
                    backend.set(key, old)
        raise ValueError(f"The backup could not be loaded: {_describe(exc)}. Nothing was changed.") from exc
    if not added and not updated:
        return "The backup holds nothing newer than this browser has: nothing was changed."
    return f"Backup loaded: {added} item{'s' * (added != 1)} added, {updated} brought up to date."
