"""What the thinking MasterSweets player's playouts share, whatever the mode (``sweets.bots.search``).

Only Hard's best few moves are searched (``WIDTH``, ranked by Hard's own judgement of where each
leads): the many exchanges and payments it rates far worse are not worth playouts. Each mode's
playout (``rollout_core``, ``rollout_clash``, ``rollout_workshop``) then says how every seat plays
on, when a playout stops and how the position it stops in is judged.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

from sweets.bots.search import advance

WIDTH = 4  # moves searched at most: Hard's best by its own judgement
CONFIDENCE = 0.0  # the best mean wins (see ``sweets.bots.search.Search.best``)


def seat_view(game: Any, data: dict, seat: int) -> dict:
    """What ``seat`` sees of the sample, as the table would hand it to a bot."""
    return {**game.view(data, seat), "seat": seat, "ply": 0}


def best_first(choice: str, legal: list[str], values: Mapping[str, float]) -> list[str]:
    """Every legal move: Hard's ``choice``, then the rest by Hard's ``values``, best first."""
    rest = sorted((t for t in legal if t != choice), key=lambda t: -values[t])
    return [choice, *rest]


class Playout(ABC):
    """One mode's playout policy, with the hooks the search calls (``candidates``, ``prior``,
    ``iterations``, ``playout``). A mode says which moves Hard ranks first (``ranked``), how
    many playouts a decision gets (``iterations``), how a seat moves in a playout (``act``), for
    how many plies (``horizon``, ``goes_on``) and what the position is worth then (``result``)."""

    confidence = CONFIDENCE

    def candidates(self, view: Mapping[str, Any], legal: list[str], rng: random.Random) -> list[str]:
        return list(dict.fromkeys(legal))

    def prior(self, view: Mapping[str, Any], legal: list[str], candidates: list[str], seed: int) -> list[str]:
        """Hard's choice first, then its next best (``WIDTH`` in all)."""
        return self.ranked(view, legal, seed)[:WIDTH]

    @abstractmethod
    def ranked(self, view: Mapping[str, Any], legal: list[str], seed: int) -> list[str]:
        """Legal moves, Hard's choice first, then the ones worth searching beside it."""

    @abstractmethod
    def iterations(self, view: Mapping[str, Any], candidates: int) -> int:
        """Playouts for a decision among ``candidates`` moves."""

    @abstractmethod
    def horizon(self, data: dict) -> int:
        """Plies a playout from ``data`` plays at most before it is judged."""

    def goes_on(self, data: dict, seat: int) -> bool:
        """Whether the playout is still worth playing on for ``seat`` (the game not over)."""
        return True

    @abstractmethod
    def act(self, game: Any, data: dict, rng: random.Random) -> Any:
        """The action the seat to move plays in the playout (legal in ``data``)."""

    @abstractmethod
    def result(self, game: Any, data: dict, seat: int) -> float:
        """What the position the playout stopped in is worth to ``seat``, 0 to 1."""

    def playout(self, game: Any, data: dict, seat: int, rng: random.Random) -> float:
        steps, horizon = 0, self.horizon(data)
        while data["to_move"] is not None and steps < horizon and self.goes_on(data, seat):
            advance(game, data, self.act(game, data, rng))
            steps += 1
        return self.result(game, data, seat)
