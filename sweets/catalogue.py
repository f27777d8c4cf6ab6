"""Every game of the app, registered in one place: its rules, computer players and renderer.

The registry of rules (``sweets.games``), the bots (``sweets.bots``), the renderers
(``sweets.render``), the menu and the tests all read this list, so adding a game is one entry.
Entries name modules rather than import them: this module imports nothing, so every layer can
read it without reaching past its own place, and the page imports only the game on the table.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    id: str
    rules: str  # module exposing GAME
    bots: str | None  # module exposing LEVELS and choose(level, view, legal, seed); None: none yet
    render: str  # package exposing the render API (see sweets.render)


# In menu order.
ENTRIES: tuple[Entry, ...] = (
    Entry("sweet_holic", "sweets.games.sweet_holic", "sweets.bots.sweet_holic", "sweets.render.sweet_holic"),
    Entry("sweeet", "sweets.games.sweeet", "sweets.bots.sweeet", "sweets.render.sweeet"),
    Entry("sweets_stack", "sweets.games.sweets_stack", "sweets.bots.sweets_stack",
          "sweets.render.sweets_stack"),
    Entry("mastersweets", "sweets.games.mastersweets", "sweets.bots.mastersweets",
          "sweets.render.mastersweets"),
)
_BY_ID = {entry.id: entry for entry in ENTRIES}


def ids() -> list[str]:
    """The ids of every playable game, in menu order."""
    return [entry.id for entry in ENTRIES]


def entry(game_id: str) -> Entry:
    """The entry of ``game_id``; KeyError for an unknown id."""
    try:
        return _BY_ID[game_id]
    except KeyError:
        raise KeyError(f"no game called {game_id!r}") from None
