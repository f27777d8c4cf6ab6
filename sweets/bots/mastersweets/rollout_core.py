"""How the thinking player plays a sampled position on in the core game and Alone in the Kitchen.

A quick greedy game straight on the game data (building views would cost more than the playout):
cook the recipe worth most as soon as the hand can (a card paid two-for-one is lost, so it does
not count), else take the market card the closest recipe lacks, else draw; an ability's further
choices are drawn at random. The playout runs to the end of the game: the seat's place, with the
points margin as a tie-break (alone: beating George).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from sweets.bots.mastersweets.players import STYLES, Planner, choose_role
from sweets.bots.mastersweets.playout import Playout, best_first
from sweets.games.mastersweets import cooking
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.actions import Cook, Draw, Market
from sweets.games.mastersweets.data import POINTS, TYPE_OF, points


def cook_value(data: dict, action: Cook) -> int:
    cells = gr.recipe_cells(data["cookbook"], action.kind, action.index)
    lost = Counter(missing for missing, given, _ in action.subs if given == 2)
    total = 0
    for _, _, card in cells:
        t = TYPE_OF[card]
        if lost[t]:
            lost[t] -= 1
        else:
            total += points(card)
    return total


def lacking(hand: Counter, types: list[str]) -> tuple[list[str], int]:
    """The recipe's types the hand lacks, and how many of them its spare cards cannot stand in
    for (by threes, then by twos): 0 when the hand can cook it. ``players.outlook``, cut down."""
    need = Counter(types)
    missing = [t for t, k in need.items() for _ in range(k - hand.get(t, 0))]
    if not missing:
        return missing, 0
    stand_ins = 0
    for t, have in hand.items():
        spare = have - need.get(t, 0)
        if spare > 1:
            stand_ins += spare // 3 + (spare % 3) // 2
    return missing, max(0, len(missing) - stand_ins)


def margin_share(margin: float) -> float:
    """A fifth of a result for the points margin: 15 points either way span it all."""
    return 0.2 * max(0.0, min(1.0, 0.5 + margin / 30))


class CorePlayout(Playout):
    # Sampled positions per decision, each played out after every candidate, and what a decision
    # may cost at most (see bench/bot_times.py). Measured against Hard, two-player games, seats
    # swapped: 57% of 100 with 10 rounds (40 playouts), 65.5% with 25 (100).
    rounds = 25
    max_playouts = 100
    max_plies = 300  # a greedy game that has not ended by then is judged where it stands

    def ranked(self, view: Mapping[str, Any], legal: list[str], seed: int) -> list[str]:
        """Every legal move, Hard's best first by its own judgement (its choice leads). The role
        draft is left to Hard: a role's effects show only many turns later."""
        if view.get("phase") == "draft":
            return [choose_role(view, legal)]  # type: ignore[arg-type]
        planner = Planner(STYLES["hard"], view, legal, seed)  # type: ignore[arg-type]
        choice = planner.choose()
        return best_first(choice, legal, {text: planner.value(text) for text in legal})

    def iterations(self, view: Mapping[str, Any], candidates: int) -> int:
        return min(self.max_playouts, self.rounds * candidates)

    def horizon(self, data: dict) -> int:
        return self.max_plies

    def act(self, game: Any, data: dict, rng: random.Random) -> Any:
        """One greedy move, built without listing every legal move (the exchanges and every
        payment of every recipe cost more than the rest of the playout)."""
        if data["phase"] != "play" or data["turn"]["steps"]:
            legal = game.legal(data)
            return legal[0] if len(legal) == 1 else rng.choice(legal)
        book = data["cookbook"]
        hand = Counter(TYPE_OF[c] for c in data["hands"][data["to_move"]] if c in TYPE_OF)
        best: Cook | None = None
        best_value = 0
        closest: list[str] | None = None
        for kind, index in gr.recipes(book):
            types = [TYPE_OF[card] for _, _, card in gr.recipe_cells(book, kind, index)]
            missing, short = lacking(hand, types)
            if short == 0:  # cookable: every way to pay, weighed exactly (few recipes ever are)
                for subs in cooking.payments(hand, types):
                    cook = Cook(kind, index, subs)
                    value = cook_value(data, cook)
                    if value > best_value:
                        best, best_value = cook, value
            if closest is None or len(missing) < len(closest):
                closest = missing
        if best is not None:
            return best
        for t in sorted(closest or [], key=POINTS.__getitem__, reverse=True):
            for slot, card in enumerate(data["market"]):
                if card in TYPE_OF and TYPE_OF[card] == t:
                    return Market(slot + 1)
        if data["deck"] or data["discard"]:  # a draw is open: an empty deck takes the discards
            return Draw()
        legal = game.legal(data)
        return legal[0] if len(legal) == 1 else rng.choice(legal)

    def result(self, game: Any, data: dict, seat: int) -> float:
        scores = game.scores(data)
        n = data["n"]
        margin = scores[seat] - max(scores[s] for s in range(n) if s != seat)
        if data["to_move"] is None:
            winners = game.winners(data)
            place = 1 / len(winners) if seat in winners else 0.0
        else:
            rank = 1 + sum(1 for s in range(n) if scores[s] > scores[seat])
            place = (n - rank) / (n - 1)
        return 0.8 * place + margin_share(margin)


class SoloPlayout(CorePlayout):
    """Alone in the Kitchen: the core game's playout, judged by beating George."""

    rounds = 25  # the core game's figures: Alone in the Kitchen was not measured apart
    max_playouts = 100

    def result(self, game: Any, data: dict, seat: int) -> float:
        george = sum(points(c) for c in data["george"]["completed"])
        margin = game.scores(data)[0] - george
        won = 1.0 if data["to_move"] is None and margin > 0 else 0.0
        return 0.8 * won + margin_share(margin)


CORE = CorePlayout()
SOLO = SoloPlayout()
