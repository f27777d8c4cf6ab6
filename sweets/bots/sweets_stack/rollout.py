"""How the thinking Sweets Stack player plays a sampled round on (``sweets.bots.search``).

Every seat in a playout plays a quick version of Easy straight on the game data (building views
would cost more than the playout): it keeps its hand, passes the card that leaves the receiver's
sheet worst off upright (as Hard passes: with random passes the playouts never met the cards Hard
hands its neighbour, and a four-player Expert won no more than its share), and marks the candy it
receives upright where the sheet stays healthiest (``Sheet.shape_value``) plus a point for each
row it fills; only when the candy fits nowhere upright does it pay the cheapest way to mark it.
A playout ends with the round, or after ``HORIZON`` turns: the engine's drop is a reachability
search, and whole rounds cost too much for a decision in the page. Its result is the seat's place
in the round (the last round: in the game), with the points margin as a tie-break; a round cut
short counts the points so far and, for a seat still in, a little for the room left on its sheet.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from functools import lru_cache

from sweets.bots.search import advance, standing
from sweets.bots.sweets_stack.players import STYLES, Sheet, choose_drop, play
from sweets.games.sweets_stack import geometry as geo
from sweets.games.sweets_stack.actions import Drop, Keep, Out, Play, Under
from sweets.games.sweets_stack.data import CARDS, SHEET_HEIGHT, SHEET_WIDTH
from sweets.games.sweets_stack.placing import drops_for, passes_to, placement_options
from sweets.games.sweets_stack.rules import GAME
from sweets.games.sweets_stack.scoring import score_round
from sweets.games.sweets_stack.view import SweetsStackView

# Sampled positions per decision, each played out after every candidate; at most MAX_PLAYOUTS
# a decision (see bench/bot_times.py). With 8 rounds and 36 playouts, the best mean wins, the
# Expert won 50.7% of 200 two-player games against Hard: mostly noise among five drops. With 20
# rounds, 96 playouts, and Hard's choice kept unless beaten by one standard error (CONFIDENCE),
# 71.5% of 200 [64.9, 77.3] (1 December, `bench/strength.py --games 800 --only stack2`); with
# the playouts passing as Hard does, 78.5% of 200, and 44.0% of 100 four-player games (was 25.0%).
ROUNDS = 20
# By players: a playout's passes weigh every card in hand against the receiver's sheet, and four
# seats make the slowest decision too slow for the page's second at 96 (1027 ms in Pyodide).
MAX_PLAYOUTS = {2: 96, 3: 96, 4: 64}
WIDTH = 5  # drops searched at most: Hard's best by its own judgement
HORIZON = 2  # turns a playout looks ahead before it is judged
ROOM = 0.1  # points per point of sheet health (``Sheet.shape_value``) for a seat still in
CONFIDENCE = 1.0  # standard errors by which Hard's choice must be beaten (``search.Search.best``)
SPREAD = 8  # points of margin that count fully in a playout's result (``search.standing``)


class _Board(Sheet):
    """A sheet's judgement without a view."""

    def __init__(self, board: int) -> None:
        self.width, self.height, self.board, self.forbidden = SHEET_WIDTH, SHEET_HEIGHT, board, 0


_JUDGE = _Board(0)


def _rows(board: int) -> int:
    return len(geo.full_rows(board, SHEET_WIDTH, SHEET_HEIGHT))


def _drop_value(board: int, card: str, drop: Drop) -> float:
    p = geo.piece(CARDS[card].shape, drop.rotation, SHEET_WIDTH)
    after = board | geo.mask_at(p, drop.x - 1, drop.y - 1)
    return _JUDGE.shape_value(after) + _rows(after) - _rows(board)


@lru_cache(maxsize=8192)
def _outlook(board: int, shape: str) -> float:
    """The best sheet a candy of ``shape`` leaves upright on ``board``; -100 when it fits nowhere.
    Kept: a round's candidates all meet the same sheets of the others."""
    p = geo.piece(shape, 0, SHEET_WIDTH)
    spots = geo.placements(board, p, SHEET_HEIGHT)
    values = [_JUDGE.shape_value(board | geo.mask_at(p, x, y)) for x, y in spots]
    return max(values, default=-100.0)


def act(data: dict, rng: random.Random) -> object:
    seat, phase = data["to_move"], data["phase"]
    if phase == "exchange":
        return Keep()
    if phase == "arrange":
        return Under()
    if phase == "pick":
        hand = sorted(set(data["hands"][seat]))
        receiver = passes_to(data, seat)
        if receiver is None or len(hand) == 1:
            return Play(hand[0])
        board = data["sheets"][receiver]
        return Play(min(hand, key=lambda card: (_outlook(board, CARDS[card].shape), card)))
    board, card = data["sheets"][seat], data["incoming"][seat]["card"]
    drops = drops_for(data, seat, card, (0,), False) or placement_options(data, seat)[:8]
    if not drops:
        return Out()
    return max(drops, key=lambda d: _drop_value(board, d.card or card, d) - d.cost)


def _result(data: dict, seat: int, round_no: int) -> float:
    if data["results"] and data["results"][-1]["round"] == round_no:
        points = data["results"][-1]["totals"]
    else:  # cut short: the points so far and the room to go on
        points = [total + (ROOM * _JUDGE.shape_value(board) + 2 if alive else 0)
                  for total, board, alive in zip(score_round(data)["totals"], data["sheets"], data["alive"],
                                                 strict=True)]
    winners = GAME.winners(data) if data["to_move"] is None else None
    return standing(points, seat, None, winners, SPREAD)


class Playout:
    confidence = CONFIDENCE
    halving = False  # a handful of candidates (``WIDTH``): every one gets its share throughout

    def candidates(self, view: SweetsStackView, legal: list[str], rng: random.Random) -> list[str]:
        """Picks of distinct cards and every drop (the prior narrows the drops)."""
        if view["phase"] == "arrange":  # the order of an old hand is not worth playouts
            return ["under rest"]
        return list(dict.fromkeys(legal))

    def prior_steps(self, view: SweetsStackView, legal: list[str], candidates: list[str],
                    seed: int) -> Generator[None, None, list[str]]:
        """Hard's choice first; for a drop, Hard's next best by its own judgement after it (at most
        ``WIDTH`` in all): the many drops it rates far worse are not worth playouts. Each
        judgement is a slice of its own (``yield``): all five at once took up to 56 ms in CPython,
        twice that in the page."""
        choice = play(STYLES["hard"], view, legal, seed)
        if choice not in candidates:
            return candidates
        if view["phase"] != "place":
            return [choice, *(c for c in candidates if c != choice)]
        ranked = [choice]
        rest = [c for c in candidates if c != choice]
        while rest and len(ranked) < WIDTH:
            yield
            # Hard's judgement of what is left: its best among the rest, one at a time
            best = choose_drop(STYLES["hard"], view, rest, seed)
            if best not in rest:
                break
            ranked.append(best)
            rest.remove(best)
        return ranked

    def iterations(self, view: SweetsStackView, candidates: int) -> int:
        return min(MAX_PLAYOUTS[len(view["sheets"])], ROUNDS * candidates)

    def playout(self, game: object, data: dict, seat: int, rng: random.Random) -> float:
        round_no, last = data["round"], data["turn"] + HORIZON
        while data["to_move"] is not None and data["round"] == round_no and data["turn"] <= last:
            advance(GAME, data, act(data, rng))
        return _result(data, seat, round_no)


PLAYOUT = Playout()
