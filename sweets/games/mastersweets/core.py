"""The core game's rules object: its options, its setup, and what its positions show.

``data["phase"]``: ``draft`` (roles are chosen), ``play``, ``over`` (Alone in the Kitchen, a
subclass in ``solo.py``, adds ``george``). What is legal is in ``core_legal.py``, what the moves
do in ``core_turns.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, cast

from sweets.engine import Action, Rng
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets import opened, sampling
from sweets.games.mastersweets.actions import parse_action
from sweets.games.mastersweets.base import check_keys, first_player, stacked_deck
from sweets.games.mastersweets.core_turns import CoreTurns, fresh_turn
from sweets.games.mastersweets.data import COOKBOOK, INGREDIENT_IDS, ROLES, SPECIALS, is_special, points
from sweets.games.mastersweets.view import CoreGameView, CoreMode, build_view

OPTION_KEYS = ("mode", "specials", "roles", "first_player", "deck", "role_cards")


class Core(CoreTurns):
    """MasterSweets for 2-4 players, with roles and special cards (each may be left out)."""

    mode = "core"
    players = (2, 4)

    # ----- options and setup -----

    def normalize_options(self, n: int, options: dict) -> dict:
        check_keys(options, OPTION_KEYS)
        flags = {}
        for key in ("specials", "roles"):
            value = options.get(key, True)
            if not isinstance(value, bool):
                raise ValueError(f"{key} must be true or false")
            flags[key] = value
        first = first_player(options, n)
        allowed = [*INGREDIENT_IDS, *(SPECIALS if flags["specials"] else ())]
        deck = stacked_deck(options, allowed,
                            "deck must list distinct card ids of this game (e.g. 'milk3', 's4'), top first")
        role_cards = options.get("role_cards")
        if role_cards is not None:
            if not flags["roles"]:
                raise ValueError("role_cards fixes the roles set aside for the core game's draft")
            if (not isinstance(role_cards, list) or len(role_cards) != n + 1
                    or any(r not in ROLES for r in role_cards) or len(set(role_cards)) != n + 1):
                raise ValueError(f"role_cards must name {n + 1} different roles")
            role_cards = list(role_cards)
        return {"mode": self.mode, **flags, "first_player": first, "deck": deck, "role_cards": role_cards}

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        specials = list(SPECIALS) if options["specials"] else []
        top = options["deck"]
        rest = [c for c in (*INGREDIENT_IDS, *specials) if c not in top]
        rng.shuffle(rest)
        data.update({
            "n": n,
            "mode": self.mode,
            "roles_on": options["roles"],
            "deck": top + rest,
            "discard": [],
            "unused": [s for s in SPECIALS if s not in specials],  # the First Game leaves them in the box
            "returned": [],  # specials drawn for the cookbook, back in the box (seen by all)
            "hands": [[] for _ in range(n)],
            "completed": [[] for _ in range(n)],
            "market": [],
            "roles": [None] * n,
            "role_offer": [],
            "roles_returned": [],
            "roles_box": list(ROLES),
            "draws": 0,
            "turn_no": 0,
            "turn": fresh_turn(),
            "events": [],
            "seen": [0] * n,
            "phase": "draft",
        })
        rows, cols = COOKBOOK[self._table(n)]
        laid: list[str] = []
        while len(laid) < rows * cols:
            card = data["deck"].pop(0)
            if is_special(card):
                data["returned"].append(card)  # Setup: "put it back in the box"
            else:
                laid.append(card)
        data["cookbook"] = gr.deal(laid, rows, cols)
        first = options["first_player"]
        data["first"] = self._first_player(rng, n) if first is None else first
        if not options["roles"]:
            self._deal_hands(data)
            return
        offer = self._role_offer(options, rng, n)
        data["role_offer"] = offer
        data["roles_box"] = [r for r in ROLES if r not in offer]
        # The last player (right of the first) chooses first, then on to the right; the first
        # player chooses last, from the two roles left.
        data["draft_order"] = [(data["first"] - 1 - i) % n for i in range(n)]
        data["to_move"] = data["draft_order"][0]

    def _first_player(self, rng: Rng, n: int) -> int:
        return rng.below(n)

    def _role_offer(self, options: dict, rng: Rng, n: int) -> list[str]:
        """The n + 1 roles of the draft: the ``role_cards`` option, or drawn from the seed."""
        if options["role_cards"] is not None:
            return list(options["role_cards"])
        shuffled = list(ROLES)
        rng.shuffle(shuffled)
        return shuffled[:n + 1]

    # ----- reading the position -----

    open_view = opened.core  # everything revealed, for a finished game's replay

    def view(self, data: dict, seat: int | None) -> CoreGameView:
        return build_view(data, seat, cast(CoreMode, self.mode))

    def scores(self, data: dict) -> list[float]:
        return [sum(points(c) for c in pile) for pile in data["completed"]]

    def winners(self, data: dict) -> list[int]:
        scores = self.scores(data)
        best = max(scores)
        return [s for s, p in enumerate(scores) if p == best]

    def parse(self, data: dict, text: str) -> Action:
        return parse_action(text)

    def components(self, data: dict) -> list[str]:
        found = [*data["deck"], *data["discard"], *data["unused"], *data["returned"]]
        found += [c for c in data["market"] if c is not None]
        found += gr.cards(data["cookbook"])
        for seat in range(data["n"]):
            found += data["hands"][seat] + data["completed"][seat]
        found += data["turn"]["peek"]
        found += [r for r in data["roles"] if r] + data["role_offer"]
        found += data["roles_returned"] + data["roles_box"]
        return found

    def sample(self, view: Mapping[str, Any], memory: dict | None, rng: random.Random) -> dict:
        return sampling.core(view, rng, self.mode)  # everything a seat saw stays in its view

    def undoable(self, before: dict, action: Action, after: dict) -> bool:
        """Only within one's own turn, and never once a card came off the deck."""
        return (before["phase"] == "play" and after["phase"] == "play"
                and before["turn_no"] == after["turn_no"] and before["draws"] == after["draws"])


CORE = Core()
