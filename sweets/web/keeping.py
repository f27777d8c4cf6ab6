"""The session's part in what the device keeps beyond a game: the statistics screen, the names
offered at setup, the backup file, and what a full storage says.

Kept out of ``session.py`` (which only calls in here) so that each part stays small: the records
and their sums are :mod:`sweets.web.stats`, the file is :mod:`sweets.web.backup`, the page is
:mod:`sweets.render.stats`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sweets.render import screens
from sweets.render import stats as stats_page
from sweets.web import backup, setup, stats
from sweets.web.links import NewGame
from sweets.web.saves import SaveStore

FULL = "the browser's storage is full"
FULL_NOTE = ("Nothing saved before is lost: this game stays as it was at its last save. Save "
             "everything to a file now; deleting old games on the menu makes room.")
# The backup files the page should offer as downloads (app.py takes them after each press).
downloads: list[str] = []


def game_finished(session: Any) -> None:
    """A game on the table may have just finished: count it once in the statistics (keyed by its
    save id, so the result shown again after a reload is not counted twice)."""
    if session.table is not None:
        stats.record_finished(session.store, session.table, session.clock())


def new_form(store: SaveStore, game_id: str) -> dict:
    """The setup form, with the names typed at earlier setups to offer (``known_names``)."""
    form = setup.new_form(game_id)
    form["known_names"] = stats.known_names(store)
    return form


def new_game(store: SaveStore, form: dict, new_seed: Callable[[], int]) -> NewGame:
    """The game the setup form describes; the names typed there are kept for the next setup."""
    new = setup.new_game(form, new_seed)
    stats.remember_names(store, [name for name in form["names"][:form["players"]] if name.strip()])
    return new


def show_stats(session: Any, _: str) -> None:
    session.screen = "stats"


def save_file(session: Any, _: str) -> None:
    downloads.append(backup.export_text(session.store, session.clock()))


def take_downloads() -> list[str]:
    taken = downloads[:]
    downloads.clear()
    return taken


def load_file(session: Any, text: str) -> None:
    """A backup file chosen on the menu: merged into the storage, and the menu says how it went."""
    if session.screen != "menu":
        return
    try:
        session.message = backup.load(session.store, text)
    except ValueError as exc:
        session.message = str(exc)


def page(store: SaveStore) -> str:
    kept = stats.records(store)
    return stats_page.page(stats.summary(kept), len(kept), stats.MAX_GAMES)


def offer(store: SaveStore) -> str:
    """On the game screen, when a save failed for lack of room: say so, and offer the backup."""
    if store.problem != FULL:
        return ""
    return screens.storage_full(FULL_NOTE)


# ``data-action`` -> (handler, the screens where it counts), added to ``session.PRESSES``.
PRESSES: dict[str, tuple[Callable[[Any, str], None], tuple[str, ...]]] = {
    "menu:stats": (show_stats, ("menu",)),
    "backup:save": (save_file, ()),
}
