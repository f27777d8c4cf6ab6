"""What a game's computer players provide, as Protocols, so mypy checks every game's modules
against them (``tests/test_plugs.py``) and ``sweets.bots`` and ``sweets.bots.search`` call the
members without ``getattr``.

Both are generic in the game's view type (``BotModule[SweeetView]``): a module's functions take
their own game's view, and a Protocol whose views were ``Mapping[str, Any]`` would reject them
(parameters are contravariant). Code that knows no particular game holds a ``BotModule[Any]``.
A module with an ``__all__`` must list every member in it: mypy sees only those names.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from sweets.engine import Game

View = TypeVar("View", contravariant=True)


class BotModule(Protocol[View]):
    """A game's bots package (its catalogue entry's ``bots``)."""

    # Read-only members (properties) so that a module's list or tuple of any length fits.
    @property
    def LEVELS(self) -> Sequence[tuple[str, str]]:
        """(level id, label) from weakest to strongest."""

    @property
    def THINKING_LEVELS(self) -> Sequence[str]:
        """The levels that search (``sweets.bots.search``): the page runs them in slices."""

    def levels_for(self, options: Mapping[str, Any]) -> Sequence[tuple[str, str]]:
        """The levels offered with these options (a mode may leave out one measured weaker)."""

    def choose(self, level: str, view: View, legal: list[str], seed: int) -> str:
        """The notation of the action a ``level`` player picks; always one of ``legal``."""


class Playout(Protocol[View]):
    """The ``PLAYOUT`` object of a game's rollout module (its catalogue entry's ``playout``): how
    the thinking level narrows and plays out a decision (see ``sweets.bots.search``)."""

    confidence: float  # standard errors by which a candidate must beat the first to overrule it
    halving: bool  # successive halving of the candidates (``search.plan``)

    def candidates(self, view: View, legal: list[str], rng: random.Random) -> list[str]:
        """The actions worth telling apart (one may stand for several alike)."""

    def prior_steps(self, view: View, legal: list[str], candidates: list[str],
                    seed: int) -> Generator[None, None, list[str]]:
        """The candidates ranked, the heuristic's choice first; yields between judgements that
        take long, one slice of the page's thinking each (``search.at_once``: none)."""

    def iterations(self, view: View, candidates: int) -> int:
        """About how many playouts the decision is worth."""

    def playout(self, game: Game, data: dict, seat: int, rng: random.Random) -> float:
        """The result for ``seat``, 0 to 1, after playing ``data`` on in place."""
