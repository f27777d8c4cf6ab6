"""How the thinking player plays a sampled position on in Clash of Sweets.

Hard itself, on each seat's view of the sample, weighing every move but a random few of the
exchanges. A cheaper greedy play (steal, improve, collect, draw) won 3.7% of 400 games against
Hard, and an Expert on it no more than Hard's equal; on Hard's play the Expert beats Hard about
three games in four. A playout stops after ``HORIZON`` plies (fewer with more seats); a seat still
in is judged by its cookbook's share of the cards still in cookbooks.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from sweets.bots.mastersweets import clash as clash_bot
from sweets.bots.mastersweets.playout import Playout, best_first, seat_view
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.clash import Ready

# Hard's moves in a playout cost more the more cookbooks are in: fewer rounds then, so that a
# decision stays within its second in the page (by the seats still in).
ROUNDS = {2: 10, 3: 6, 4: 5, 5: 4}
# Plies a playout looks ahead before it is judged, by the seats still in: each ply costs more
# with more cookbooks, and one playout is one slice of the page's thinking (under 50 ms).
HORIZON = {2: 12, 3: 10, 4: 8, 5: 8}
EXCHANGES = 8  # exchanges a seat weighs in a playout, drawn at random


class ClashPlayout(Playout):
    def prior(self, view: Mapping[str, Any], legal: list[str], candidates: list[str], seed: int) -> list[str]:
        """Laying out a cookbook is left to Hard: its effects show only many turns later."""
        if view["phase"] == "arrange":
            return [clash_bot.play("hard", view, legal, seed)]  # type: ignore[arg-type]
        return super().prior(view, legal, candidates, seed)

    def ranked(self, view: Mapping[str, Any], legal: list[str], seed: int) -> list[str]:
        thinker = clash_bot.Thinker(clash_bot.STYLES["hard"], view, legal, seed)  # type: ignore[arg-type]
        choice = thinker.choose()
        return best_first(choice, legal, {text: thinker.after(text) for text in legal})

    def iterations(self, view: Mapping[str, Any], candidates: int) -> int:
        return ROUNDS[max(2, sum(view["alive"]))] * candidates

    def horizon(self, data: dict) -> int:
        return HORIZON[max(2, sum(data["alive"]))]

    def goes_on(self, data: dict, seat: int) -> bool:
        return bool(data["alive"][seat])

    def act(self, game: Any, data: dict, rng: random.Random) -> Any:
        """Hard's move, on the sample's view of the seat to move, among every move but the
        exchanges, of which only ``EXCHANGES`` drawn at random: with five cookbooks there are
        hundreds, and weighing them all would make a playout too slow for a slice of the page."""
        if data["phase"] == "arrange":
            return Ready()  # the layout dealt: laying one out is left to Hard at the table
        seat = data["to_move"]
        view = seat_view(game, data, seat)
        legal = [str(action) for action in game.legal(data)]
        exchanges = [text for text in legal if text.startswith("exchange")]
        if len(exchanges) > EXCHANGES:
            keep = set(rng.sample(exchanges, EXCHANGES))
            legal = [text for text in legal if not text.startswith("exchange") or text in keep]
        return game.parse(data, clash_bot.play("hard", view, legal, 0))  # type: ignore[arg-type]

    def result(self, game: Any, data: dict, seat: int) -> float:
        if not data["alive"][seat]:
            return 0.0
        if data["phase"] == "over":
            return 1.0
        cards = [len(gr.cells(book)) if data["alive"][s] else 0 for s, book in enumerate(data["books"])]
        return 0.1 + 0.8 * cards[seat] / max(1, sum(cards))


CLASH = ClashPlayout()
