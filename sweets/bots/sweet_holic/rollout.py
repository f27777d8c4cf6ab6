"""How the thinking Sweet Holic player plays a sampled round on (``sweets.bots.search``).

Every seat in a playout plays a quick greedy game, judging a tile by what it adds to its own
macarons (``want``): it bakes whenever a bake adds to a macaron, fillings before the top cookie,
and otherwise exchanges the tile it wants least (less what it would add to another seat's
macarons), taking a discard top it wants and drawing from the pile otherwise. A playout ends with
the round; its result is the seat's place in the round (the last round: in the game), with the
points margin as a tie-break.
"""

from __future__ import annotations

import random
from collections.abc import Generator

from sweets.bots.search import advance, at_once, standing
from sweets.bots.sweet_holic import sim
from sweets.bots.sweet_holic.players import STYLES, Chooser
from sweets.bots.sweet_holic.sim import DENIAL, TAKE_OVER
from sweets.engine import simultaneous
from sweets.games.sweet_holic.actions import Bake, Discard, End, Pass
from sweets.games.sweet_holic.data import BURNT, TILES
from sweets.games.sweet_holic.data import ROUNDS as GAME_ROUNDS
from sweets.games.sweet_holic.rules import GAME
from sweets.games.sweet_holic.view import SweetHolicView

COOKIE, FILLING = "cookie", "filling"
# A decision's playouts: at most PLAYOUTS, fewer while the round has far to go (a playout's cost
# grows with the tiles left in the pile), so that no decision takes more than about 1 s in
# Pyodide (bench/bot_times.py, through ``nox -s bench``).
PLAYOUTS = 800
PLAYOUT_TILES = 17_000  # playouts times (tiles in the pile + 1) a decision may spend
# Hard's choice only breaks ties: measured, letting it stand unless beaten by 2 standard errors
# (and searching only the moves it rated within 2 points of it) played as Hard does.
CONFIDENCE = 0.0
SPREAD = 8  # points of margin that count fully in a playout's result (``search.standing``)


def _macarons(data: dict, seat: int) -> dict[str, tuple[int, int]]:
    """flavour -> (cookies, fillings) of the seat's macarons."""
    out = {}
    for m in data["macarons"][seat]:
        kinds = [TILES[t].kind for t in m["tiles"]]
        out[m["flavour"]] = (kinds.count(COOKIE), kinds.count(FILLING))
    return out


def want(tile_id: str, hand: list[str], macs: dict[str, tuple[int, int]], mission: str) -> float:
    tile = TILES[tile_id]
    flavour, bonus = tile.flavour, 1.0 if tile.flavour == mission else 0.0
    if flavour == BURNT:
        open_ones = [f for f, (c, k) in macs.items() if c < 2 and k]
        return (1.0 if open_ones else 0.2) + bonus
    cookies, fillings = macs.get(flavour, (0, 0))
    if cookies >= 2:
        return 0.0  # finished: nothing more goes on it
    same = sum(1 for t in hand if t != tile_id and TILES[t].flavour == flavour)
    if tile.kind == COOKIE:
        if cookies:
            return 2.0 + bonus
        return (1.0 + 0.4 * same + bonus) if len(macs) < 3 else 0.1
    if cookies:
        return (1.6 + bonus) if fillings < 3 else 0.0
    return 0.4 + 0.4 * same + 0.5 * bonus


def _bake_priority(action: Bake, macs: dict[str, tuple[int, int]], hand: list[str]) -> float:
    tile = TILES[action.tile]
    if action.onto is not None:  # a burnt top: only on a macaron with fillings to spare
        return 1.0 + macs[action.onto][1] / 3
    cookies, fillings = macs.get(tile.flavour, (0, 0))
    if tile.kind == FILLING:
        return 3.0
    if cookies:
        return 2.0 + fillings / 3  # closes the macaron
    fill_in_hand = sum(1 for t in hand if TILES[t].flavour == tile.flavour and TILES[t].kind == FILLING)
    return 1.0 + fill_in_hand if fill_in_hand else 0.0


def act(data: dict, rng: random.Random) -> object:
    seat, phase = data["to_move"], data["phase"]
    hand = data["hands"][seat]
    mission = data["missions"][seat]
    macs = _macarons(data, seat)
    if phase == "first_discard":
        return Discard(min(hand, key=lambda t: want(t, hand, macs, mission)))
    if phase in ("take", "refill"):
        sources = GAME.sources(data, seat)
        best, best_value = None, TAKE_OVER
        for source in sources:
            if source.source is not None:
                top = data["discards"][source.source][-1]
                value = want(top, hand + [top], macs, mission)
                if value > best_value:
                    best, best_value = source, value
        return best or sources[0]
    # the legal bakes straight from the rules (the discards are the hand: no need to list them)
    bakes: list[Bake] = GAME._bakes(data, seat)  # type: ignore[assignment]
    if phase == "bake":
        if bakes:
            best_bake = max(bakes, key=lambda a: _bake_priority(a, macs, hand))
            if _bake_priority(best_bake, macs, hand) > 0:
                return best_bake
        return End()
    if not hand:
        return Pass()
    if bakes:
        best_bake = max(bakes, key=lambda a: _bake_priority(a, macs, hand))
        if _bake_priority(best_bake, macs, hand) > 0:
            return best_bake
    others = [_macarons(data, s) for s in range(data["n"]) if s != seat]
    return Discard(min(hand, key=lambda t: (want(t, hand, macs, mission) + DENIAL * feeds(t, others),
                                            TILES[t].kind != COOKIE)))


def feeds(tile_id: str, others: list[dict[str, tuple[int, int]]]) -> float:
    """How much a discarded tile would add to the macarons of the seat it helps most (their
    missions unknown)."""
    return max(want(tile_id, [tile_id], macs, "") for macs in others)


def _result(data: dict, seat: int, round_no: int) -> float:
    n = data["n"]
    if data["results"] and data["results"][-1]["round"] == round_no:
        result = data["results"][-1]
        points, rank = result["points"], result["ranks"][seat]
    else:  # cut short: judged on the macarons finished so far
        points = [sum(len(m["tiles"]) for m in data["macarons"][s] if
                      sum(1 for t in m["tiles"] if TILES[t].kind == COOKIE) >= 2) for s in range(n)]
        rank = None
    winners = GAME.winners(data) if data["to_move"] is None else None
    return standing(points, seat, rank, winners, SPREAD)


def _key(text: str) -> tuple:
    """What an action does, whichever tile of a kind it names: two strawberry fillings play alike."""
    words = text.split()
    if len(words) > 1 and words[1] in TILES:
        tile = TILES[words[1]]
        return (words[0], tile.kind, tile.flavour, *words[2:])
    return tuple(words)


class Playout:
    confidence = CONFIDENCE
    halving = True  # see ``search.plan``

    def candidates(self, view: SweetHolicView, legal: list[str], rng: random.Random) -> list[str]:
        """One action per kind of tile."""
        out, seen = [], set()
        for text in legal:
            key = _key(text)
            if key not in seen:
                seen.add(key)
                out.append(text)
        return out

    def prior_steps(self, view: SweetHolicView, legal: list[str], candidates: list[str],
                    seed: int) -> Generator[None, None, list[str]]:
        """Hard's choice first (it wins ties), then every other candidate; in one go."""
        return at_once(self._prior(view, legal, candidates, seed))

    def _prior(self, view: SweetHolicView, legal: list[str], candidates: list[str], seed: int) -> list[str]:
        chooser = Chooser(STYLES["hard"], view, legal, seed)
        options = chooser.options()
        if not options:
            return candidates
        choice = chooser.best(options)
        if _key(choice) not in {_key(c) for c in candidates}:
            return candidates
        return [choice, *(c for c in candidates if _key(c) != _key(choice))]

    def iterations(self, view: SweetHolicView, candidates: int) -> int:
        return min(PLAYOUTS, PLAYOUT_TILES // (view["pile_size"] + 1))

    def playout(self, game: object, data: dict, seat: int, rng: random.Random) -> float:
        """The seat's result for the round ``data`` is in, played out by ``sim`` (the same greedy
        play as ``act``, ten times faster). When the move searched ended the round, that round."""
        if simultaneous.is_open(data) and not data[simultaneous.KEY]["picks"]:
            return _result(data, seat, data["round"] - 1)  # a new round has just been dealt
        while simultaneous.is_open(data):
            advance(GAME, data, act(data, rng))
        if data["to_move"] is None:
            return _result(data, seat, data["round"])
        round_, ended = sim.play_round(data, rng)
        points, ranks, winners = sim.outcome(round_, ended, data["round"] >= GAME_ROUNDS)
        return standing(points, seat, ranks[seat] if ranks else None, winners, SPREAD)


PLAYOUT = Playout()
