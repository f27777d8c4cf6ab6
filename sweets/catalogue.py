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
    bots: str | None  # module exposing LEVELS, choose... (sweets.bots.protocol.BotModule); None: none yet
    render: str  # package exposing the render API (sweets.render.protocol.Renderer)
    # The menu's words for the game, as its renderer's TITLE and BLURB (a test checks they agree):
    # with them here the menu imports no game, so the page shows it before the games' code arrives.
    title: str = ""
    blurb: str = ""
    # module exposing PLAYOUT for the bots' thinking levels (sweets.bots.search); None: none
    playout: str | None = None


# In menu order.
ENTRIES: tuple[Entry, ...] = (
    Entry("sweet_holic", "sweets.games.sweet_holic", "sweets.bots.sweet_holic", "sweets.render.sweet_holic",
          "Sweet Holic",
          "Swap ingredients and bake macarons of matching flavours; a secret mission pays extra. "
          "2-4 players.",
          playout="sweets.bots.sweet_holic.rollout"),
    Entry("sweeet", "sweets.games.sweeet", "sweets.bots.sweeet", "sweets.render.sweeet",
          "Sweeet!",
          "Turn over cards from memory to build the run 1 to 8, or gamble on the Honey. 2-6 players.",
          playout="sweets.bots.sweeet.rollout"),
    Entry("sweets_stack", "sweets.games.sweets_stack", "sweets.bots.sweets_stack",
          "sweets.render.sweets_stack", "Sweets Stack",
          "Pass candies in secret and drop the ones you receive into your bucket before it overflows. "
          "2-4 players.",
          playout="sweets.bots.sweets_stack.rollout"),
    Entry("mastersweets", "sweets.games.mastersweets", "sweets.bots.mastersweets",
          "sweets.render.mastersweets", "MasterSweets",
          "Cook the rows and columns of a shrinking cookbook; also alone against George, "
          "a duel of cookbooks and a team game. 1-5 players.",
          playout="sweets.bots.mastersweets.rollout"),
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
