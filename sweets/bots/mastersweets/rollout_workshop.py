"""How the thinking player plays a sampled position on in the Sweets Workshop.

Hard itself, every seat on its view of the sample (the searching seat's own hand and the deck
dealt from what it cannot see, as its clues allow), for ``HORIZON`` plies: every other seat acts,
then the seat itself, then the next seat once more. Hard's decisions cost a few ms, too much to
play a game out, so a playout cut short is judged by the cards the team may still spend beyond
what the face-up cookbook cards will take (the game is lost when they run out; ``result``): a
clue costs a card now and pays by the cards its holder then knows to point at.

Hard ranks nothing here: the moves searched are its choice, then the seat's surest points and the
clues Hard rates best.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from sweets.bots.mastersweets import workshop as workshop_bot
from sweets.bots.mastersweets.playout import Playout, seat_view
from sweets.engine.notation import cell_name
from sweets.games.mastersweets.data import TYPE_OF
from sweets.games.mastersweets.workshop import face_up

ROUNDS = {2: 8, 3: 8, 4: 8, 5: 6}  # sampled positions per candidate, by the seats at the table
HORIZON = {2: 3, 3: 4, 4: 5, 5: 6}  # plies after the move: n + 1 (see the docstring)
HARD = workshop_bot.STYLES["hard"]


def known(game: Any, data: dict, seat: int) -> float:
    """The cards ``seat`` would point at right from what it knows (less the ones it would waste)."""
    mate = workshop_bot.Teammate(HARD, seat_view(game, data, seat), None)  # type: ignore[arg-type]
    value = 0.0
    for b, card in zip(mate.mine, data["hands"][seat], strict=True):
        wanted = [(p, t) for t, p in b.items() if mate.need[t]]
        if wanted:
            p, t = max(wanted)
            if p >= HARD.sure:
                value += 1.0 if t == TYPE_OF[card] else -1.0
    return value


class WorkshopPlayout(Playout):
    def ranked(self, view: Mapping[str, Any], legal: list[str], seed: int) -> list[str]:
        """Hard's choice, then the surest point of each of the seat's cards and Hard's best clues."""
        mate = workshop_bot.Teammate(HARD, view, legal)  # type: ignore[arg-type]
        choice = mate.choose()  # as ``workshop_bot.play``, which would read the clues once more
        if choice not in legal:
            choice = legal[0]
        points = []
        for i, b in enumerate(mate.mine):
            wanted = [(p, t) for t, p in b.items() if mate.need[t]]
            if wanted:
                p, t = max(wanted)
                points.append((p, f"point {mate.place_for(t)} with {i + 1}"))
        pay = mate.cheapest(mate.mine) + 1 if mate.mine else 1
        clues = [f"clue p{target + 1} {what} with {pay}"
                 for _, target, what in sorted(mate.clue_values, key=lambda c: (-c[0], c[1]))]
        ranked = [choice]
        for text in [*(t for _, t in sorted(points, reverse=True)[:2]), *clues[:2], mate.rescue(),
                     *clues[2:]]:
            if text and text in legal and text not in ranked:
                ranked.append(text)
        return ranked

    def iterations(self, view: Mapping[str, Any], candidates: int) -> int:
        return ROUNDS[len(view["hands"])] * candidates

    def horizon(self, data: dict) -> int:
        return HORIZON[data["n"]]

    def act(self, game: Any, data: dict, rng: random.Random) -> Any:
        """Hard's move on the sample's view of the seat to move."""
        view = seat_view(game, data, data["to_move"])
        text = workshop_bot.Teammate(HARD, view, None).choose()  # type: ignore[arg-type]
        if not text:  # Hard's fallback at the table: the first legal move
            r, c = face_up(data)[0]
            text = f"point {cell_name(r, c)} with 1"
        return game.parse(data, text)

    def result(self, game: Any, data: dict, seat: int) -> float:
        """Won 1, lost 0; cut short, by the cards the team may still spend beyond what the face-up
        cookbook cards will take: each takes the card that turns it down, and one more (a clue, or
        a card spent on a guess) unless its holder already knows a card for it; a face-up card of a
        type with too few copies left takes a replacement (two cards). So a card pointed at right
        keeps the value, a card spent for nothing loses one, and a clue gains by the cards it
        tells. The same for every seat: the team wins or loses together."""
        if data["phase"] == "over":
            return 1.0 if data["result"] == "won" else 0.0
        left = Counter(TYPE_OF[c] for c in [*data["deck"], *(c for hand in data["hands"] for c in hand)])
        need = Counter(TYPE_OF[data["book"][r][c]] for r, c in face_up(data))
        short = sum(max(0, k - left[t]) for t, k in need.items())
        mates = sum(known(game, data, s) for s in range(data["n"]) if data["hands"][s])
        up = sum(need.values())
        slack = sum(left.values()) - 2 * up + mates - 2 * short
        return 0.1 + 0.8 * max(0.0, min(1.0, (slack + 35) / 85))


WORKSHOP = WorkshopPlayout()
