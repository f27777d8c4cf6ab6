"""Sugar Race: a small game that exists only to exercise the engine's shared machinery.

It is not in the menu or the catalogue. Each of its three modes uses one feature the real games
need, so the engine's generic tests can cover them before a real game does:

- ``race`` (2-4 players, ranked): every round each seat picks 1, 2 or 3 in secret (a round of
  secret choices); a pick nobody else made scores its value. Three rounds; most points wins.
- ``team`` (2-3 players, cooperative): the same secret picks; the team scores their sum only
  when all picks differ, and wins together with 12 points after three rounds.
- ``solo`` (1 player, against Granny): the person picks in secret, then Granny takes one of the
  two top cards of her deck, and the person decides which (a decision made for an automated
  opponent). The person wins only with more points than Granny.

Notation: ``pick <1-3>``; ``granny <card>`` (one of the two offered card ids, e.g. ``g4``).
"""

from dataclasses import dataclass
from typing import Literal, TypedDict

from sweets.engine import Action, EngineView, Game, IllegalAction, Opponent, OutcomeKind, Rng
from sweets.engine.simultaneous import open_choices

ROUNDS = 3
TEAM_TARGET = 12
GRANNY_CARDS = {f"g{i}": value for i, value in enumerate([1, 1, 2, 2, 3, 3, 4, 4])}
RANGES = {"race": (2, 4), "team": (2, 3), "solo": (1, 1)}
OUTCOME_KINDS: dict[str, OutcomeKind] = {"race": "ranked", "team": "team", "solo": "solo"}


# The view's types (no ``from __future__ import annotations`` in this module: see
# sweets/engine/views.py).
class SugarRaceGameView(TypedDict):
    mode: Literal["race", "team", "solo"]
    round: int
    points: list[int]
    revealed: list[list[int]]  # each finished round's picks, by seat
    deck_size: int
    offer: list[str]  # the cards Granny may take now (solo)
    granny: list[str]
    discard: list[str]


class SugarRaceView(EngineView, SugarRaceGameView):
    pass


VIEW = SugarRaceView


@dataclass(frozen=True)
class Pick(Action):
    value: int

    def __str__(self) -> str:
        return f"pick {self.value}"


@dataclass(frozen=True)
class GrannyTakes(Action):
    card: str

    def __str__(self) -> str:
        return f"granny {self.card}"


class SugarRace(Game):
    id = "sugar_race"
    name = "Sugar Race"
    min_players = 1
    max_players = 4
    # Solo first, as the default: its moves cannot be replayed in any order, which the generic
    # damaged-save test relies on.
    modes = (("solo", "Against Granny"), ("race", "Race"), ("team", "Team"))

    def player_range(self, options: dict | None = None) -> tuple[int, int]:
        mode = (options or {}).get("mode", "solo")
        if mode not in RANGES:
            raise ValueError(f"no mode called {mode!r}")
        return RANGES[mode]

    def outcome_kind(self, options: dict) -> OutcomeKind:
        return OUTCOME_KINDS[options["mode"]]

    def normalize_options(self, n: int, options: dict) -> dict:
        unknown = set(options) - {"mode"}
        if unknown:
            raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
        mode = options.get("mode", "solo")
        self.player_range({"mode": mode})
        return {"mode": mode}

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        deck = list(GRANNY_CARDS) if options["mode"] == "solo" else []
        rng.shuffle(deck)
        data.update(n=n, mode=options["mode"], round=1, points=[0] * n, revealed=[],
                    deck=deck, granny=[], discard=[], offer=[])
        open_choices(data, list(range(n)))

    def legal(self, data: dict) -> list[Action]:
        if data["offer"]:
            return [GrannyTakes(card) for card in data["offer"]]
        return [Pick(v) for v in (1, 2, 3)]

    def check(self, data: dict, action: Action, legal: list[Action]) -> None:
        if action not in legal:
            raise IllegalAction("choose which of the two cards Granny takes" if data["offer"]
                                else "pick 1, 2 or 3")

    def reveal(self, data: dict, choices: dict[int, Action], rng: Rng) -> None:
        picks = [choices[seat].value for seat in range(data["n"])]  # type: ignore[attr-defined]
        data["revealed"].append(picks)
        if data["mode"] == "race":
            for seat, value in enumerate(picks):
                if picks.count(value) == 1:
                    data["points"][seat] += value
        elif data["mode"] == "team":
            if len(set(picks)) == len(picks):
                data["points"] = [p + sum(picks) for p in data["points"]]
        else:
            data["points"][0] += picks[0]
            data["offer"] = data["deck"][:2]
            del data["deck"][:2]
            data["to_move"] = 0
            return
        self._next_round(data)

    def step(self, data: dict, action: Action, rng: Rng) -> None:
        assert isinstance(action, GrannyTakes)
        data["granny"].append(action.card)
        data["discard"] += [c for c in data["offer"] if c != action.card]
        data["offer"] = []
        self._next_round(data)

    def _next_round(self, data: dict) -> None:
        if data["round"] == ROUNDS:
            data["to_move"] = None
            return
        data["round"] += 1
        open_choices(data, list(range(data["n"])))

    def acting_for(self, data: dict) -> str | None:
        return "Granny" if data["offer"] else None

    def opponent(self, data: dict) -> Opponent | None:
        if data["mode"] != "solo":
            return None
        return {"name": "Granny", "score": _granny_score(data)}

    def view(self, data: dict, seat: int | None) -> SugarRaceGameView:
        return {"mode": data["mode"], "round": data["round"], "points": list(data["points"]),
                "revealed": [list(r) for r in data["revealed"]], "deck_size": len(data["deck"]),
                "offer": list(data["offer"]), "granny": list(data["granny"]),
                "discard": list(data["discard"])}

    def scores(self, data: dict) -> list[float]:
        return [float(p) for p in data["points"]]

    def winners(self, data: dict) -> list[int]:
        points = data["points"]
        if data["mode"] == "team":
            return list(range(data["n"])) if points[0] >= TEAM_TARGET else []
        if data["mode"] == "solo":
            return [0] if points[0] > _granny_score(data) else []
        return [s for s, p in enumerate(points) if p == max(points)]

    def parse(self, data: dict, text: str) -> Action:
        verb, _, rest = text.partition(" ")
        if verb == "pick" and rest in ("1", "2", "3"):
            return Pick(int(rest))
        if verb == "granny" and rest in GRANNY_CARDS:
            return GrannyTakes(rest)
        raise IllegalAction(f"{text!r} is not a Sugar Race move")

    def components(self, data: dict) -> list[str]:
        return [*data["deck"], *data["granny"], *data["discard"], *data["offer"]]

    def undoable(self, before: dict, action: Action, after: dict) -> bool:
        return False


def _granny_score(data: dict) -> int:
    return sum(GRANNY_CARDS[c] for c in data["granny"])


GAME = SugarRace()
