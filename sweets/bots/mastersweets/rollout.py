"""The thinking MasterSweets player's playout as the search finds it (``sweets.bots.search``
imports this module's ``PLAYOUT``).

Each mode plays on in its own way (``rollout_core``: the core game and Alone in the Kitchen;
``rollout_clash``; ``rollout_workshop``; what they share: ``playout``), so every call is handed on
to the playout of the mode it is about, as ``sweets.bots.mastersweets.bots_for`` picks it from
the searched view or the sampled position.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Mapping
from typing import Any

from sweets.bots.mastersweets import bots_for
from sweets.bots.mastersweets.playout import CONFIDENCE
from sweets.bots.search import at_once


class ByMode:
    # The search reads these once, before it hands over any view: every mode shares them.
    confidence = CONFIDENCE
    halving = False  # every candidate keeps its share of playouts throughout (``search.plan``)

    def candidates(self, view: Mapping[str, Any], legal: list[str], rng: random.Random) -> list[str]:
        return bots_for(view).playout.candidates(view, legal, rng)

    def prior_steps(self, view: Mapping[str, Any], legal: list[str], candidates: list[str],
                    seed: int) -> Generator[None, None, list[str]]:
        """Hard's ranking of the candidates, made in one go (no slices to yield)."""
        return at_once(bots_for(view).playout.prior(view, legal, candidates, seed))

    def iterations(self, view: Mapping[str, Any], candidates: int) -> int:
        return bots_for(view).playout.iterations(view, candidates)

    def playout(self, game: object, data: dict, seat: int, rng: random.Random) -> float:
        return bots_for(data).playout.playout(game, data, seat, rng)


PLAYOUT = ByMode()
