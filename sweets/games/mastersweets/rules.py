"""MasterSweets as the catalogue knows it: the one game object of every mode.

Each mode plays by a rules object of its own (``core.py``, ``solo.py``, ``clash.py``,
``workshop.py``), picked by ``modes.py``: ``GAME.new`` builds a state with its mode's rules
(``state.game``). ``GAME`` answers what the setup screen and links ask before a game exists
(player ranges, options, outcome kinds), and hands each hook the engine or a computer player
calls on a position, a view or a saved game to the mode's rules.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from sweets.engine import Action, Opponent, OutcomeKind, Rng
from sweets.games.mastersweets import modes
from sweets.games.mastersweets.base import Rules


class MasterSweets(Rules):
    """Every mode's entry: each hook goes to the rules of the mode its options, data or view name."""

    def rules_for(self, options: dict) -> Rules:
        return modes.rules_for(options)

    def player_range(self, options: dict | None = None) -> tuple[int, int]:
        return modes.rules_for(options or {}).player_range(options)

    def normalize_options(self, n: int, options: dict) -> dict:
        return modes.rules_for(options).normalize_options(n, options)

    def outcome_kind(self, options: dict) -> OutcomeKind:
        return modes.rules_for(options).outcome_kind(options)

    # ----- the hooks on a position: its data names its mode -----

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        modes.rules_for(options).setup(data, n, rng, options)

    def legal(self, data: dict) -> list[Action]:
        return modes.for_data(data).legal(data)

    def check(self, data: dict, action: Action, legal: list[Action]) -> None:
        modes.for_data(data).check(data, action, legal)

    def step(self, data: dict, action: Action, rng: Rng) -> None:
        modes.for_data(data).step(data, action, rng)

    def step_held(self, data: dict, action: Action, rng: Rng) -> bool:
        return modes.for_data(data).step_held(data, action, rng)

    def acting_for(self, data: dict) -> str | None:
        return modes.for_data(data).acting_for(data)

    def opponent(self, data: dict) -> Opponent | None:
        return modes.for_data(data).opponent(data)

    def view(self, data: dict, seat: int | None) -> Mapping[str, object]:
        return modes.for_data(data).view(data, seat)

    def scores(self, data: dict) -> list[float]:
        return modes.for_data(data).scores(data)

    def winners(self, data: dict) -> list[int]:
        return modes.for_data(data).winners(data)

    def parse(self, data: dict, text: str) -> Action:
        return modes.for_data(data).parse(data, text)

    def components(self, data: dict) -> list[str]:
        return modes.for_data(data).components(data)

    def undoable(self, before: dict, action: Action, after: dict) -> bool:
        return modes.for_data(before).undoable(before, action, after)

    # ----- the search hooks: a view names its mode -----

    def observe(self, memory: dict | None, view: Mapping[str, Any]) -> dict:
        return modes.for_view(view).observe(memory, view)

    def sample(self, view: Mapping[str, Any], memory: dict | None, rng: random.Random) -> dict:
        return modes.for_view(view).sample(view, memory, rng)


GAME = MasterSweets()
