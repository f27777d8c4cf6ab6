"""Alone in the Kitchen: one person plays the core game's turns against George "The cake".

Set up as for two players, with every card; the person picks any of the 16 roles and starts.
After each of the person's turns George shifts the market one place right and draws; the
cookbook card he takes is one of the drawn card's type, else one worth as many points, else any.
When several qualify the person picks which (phase ``george``: a decision made for George, the
view's ``acting_for``). The person wins with more points than George.

A page shows George's turn apart from the person's move before it (``step_held``): the position
between the two has phase ``george_turn``, with nothing to play, and is only ever shown.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from sweets.engine import Action, IllegalAction, Opponent, Rng, events
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets import opened, sampling
from sweets.games.mastersweets.actions import George
from sweets.games.mastersweets.core import Core
from sweets.games.mastersweets.data import ROLES, TYPE_OF, points
from sweets.games.mastersweets.view import CoreGameView, george_view

GEORGE = "George"
HOLD = "hold_george"  # in a position's data only while ``step_held`` works on it
TABLE = 2  # "the same as the setup in MasterSweets for two players"


class Solo(Core):
    mode = "solo"
    players = (1, 1)
    outcome = "solo"

    def normalize_options(self, n: int, options: dict) -> dict:
        normal = super().normalize_options(n, options)
        if not (normal["specials"] and normal["roles"]):
            raise ValueError("Alone in the Kitchen is played with every card: special cards and roles")
        if normal["first_player"] not in (None, 0):
            raise ValueError("in Alone in the Kitchen the person starts")
        if normal["role_cards"] is not None:
            raise ValueError("role_cards fixes the roles set aside for the core game's draft")
        return normal

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        super().setup(data, n, rng, options)
        data["george"] = {"completed": [], "drawn": None, "skipped": [], "candidates": [], "why": None}

    def _table(self, n: int) -> int:
        return TABLE

    def _first_player(self, rng: Rng, n: int) -> int:
        return 0

    def _role_offer(self, options: dict, rng: Rng, n: int) -> list[str]:
        return list(ROLES)  # "the player can choose whichever role card he wants"

    def _set_aside(self, data: dict, seat: int) -> None:
        data["roles_box"] += data["role_offer"]

    # ----- George's turn -----

    def legal(self, data: dict) -> list[Action]:
        if data["phase"] == "george":
            return [George(tuple(p)) for p in data["george"]["candidates"]]  # type: ignore[arg-type]
        return super().legal(data)

    def check(self, data: dict, action: Action, legal: list[Action]) -> None:
        if data["phase"] == "george" and action not in legal:
            raise IllegalAction("choose which of the marked cookbook cards George takes ('george <place>')")
        super().check(data, action, legal)

    def step(self, data: dict, action: Action, rng: Rng) -> None:
        if not isinstance(action, George):
            super().step(data, action, rng)
            return
        self._george_takes(data, action.pos)
        if data["phase"] != "over":
            self._start_turn(data, 0)

    def step_held(self, data: dict, action: Action, rng: Rng) -> bool:
        data[HOLD] = True
        self.step(data, action, rng)
        return data.pop(HOLD) == "held"

    def _next_turn(self, data: dict, seat: int, rng: Rng) -> None:
        if data.get(HOLD) is True and data["phase"] != "over":
            data[HOLD] = "held"
            data["phase"] = "george_turn"
            return
        self._george_turn(data, rng)
        if data["phase"] == "play":
            self._start_turn(data, 0)

    def _george_turn(self, data: dict, rng: Rng) -> None:
        market = data["market"]
        out = market.pop()  # the rightmost card leaves, the rest move one place right
        if out is not None:
            data["discard"].append(out)
        market.insert(0, self._draw(data, rng))
        events.record(data, GEORGE, "shift", out=out, new=market[0])
        drawn, skipped = self._draw_ingredient(data, rng)
        if drawn is not None:
            # Only a pointer to the cookbook card George takes: his card goes to the discard pile.
            data["discard"].append(drawn)
        cells = gr.cells(data["cookbook"])
        same = [(r, c) for r, c, card in cells if drawn is not None and TYPE_OF[card] == TYPE_OF[drawn]]
        value = [(r, c) for r, c, card in cells if drawn is not None and points(card) == points(drawn)]
        if same:
            candidates, why = same, "type"
        elif value:
            candidates, why = value, "points"
        else:
            candidates, why = [(r, c) for r, c, _ in cells], "any"
        george = data["george"]
        george.update(drawn=drawn, skipped=skipped, candidates=[list(p) for p in candidates], why=why)
        events.record(data, GEORGE, "george_draw", card=drawn, skipped=skipped, why=why,
                      candidates=[gr.pos_name(*p) for p in candidates])
        if len(candidates) == 1:
            self._george_takes(data, candidates[0])
        else:
            data["phase"] = "george"
            data["to_move"] = 0
            data["turn_no"] += 1

    def _george_takes(self, data: dict, pos: tuple[int, int]) -> None:
        r, c = pos
        card = data["cookbook"][r][c]
        data["george"]["completed"].append(card)
        data["george"]["candidates"] = []
        data["cookbook"][r][c] = None
        data["cookbook"] = gr.close_up(data["cookbook"])
        events.record(data, GEORGE, "george_takes", card=card, pos=gr.pos_name(r, c))
        data["phase"] = "play"
        self._finished(data)

    def acting_for(self, data: dict) -> str | None:
        return GEORGE if data["phase"] in ("george", "george_turn") else None

    def opponent(self, data: dict) -> Opponent | None:
        return {"name": GEORGE, "score": george_score(data)}

    # ----- reading the position -----

    open_view = opened.solo  # everything revealed, for a finished game's replay

    def view(self, data: dict, seat: int | None) -> CoreGameView:
        view = super().view(data, seat)
        view["george"] = george_view(data)
        return view

    def winners(self, data: dict) -> list[int]:
        return [0] if self.scores(data)[0] > george_score(data) else []

    def components(self, data: dict) -> list[str]:
        return super().components(data) + data["george"]["completed"]

    def sample(self, view: Mapping[str, Any], memory: dict | None, rng: random.Random) -> dict:
        return sampling.core(view, rng, self.mode, george=sampling.george_of(view))


def george_score(data: dict) -> int:
    return sum(points(c) for c in data["george"]["completed"])


SOLO = Solo()
