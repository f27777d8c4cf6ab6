"""A Sweet Holic round, compact and fast, for the thinking player's playouts.

The search plays thousands of rounds a decision, and the rules engine (actions, events, checks)
costs about 0.1 ms a step, most of a playout. Here a position is small lists of integers, a turn
is played whole, and the policy reads counts instead of tile ids: the same greedy play as
``rollout.act`` at a tenth of the cost. ``tests/test_bots_sweet_holic_sim.py`` plays the two
side by side and checks they agree move for move.

A tile is a code: a cookie of flavour ``f`` (0-4 the fruits, 5 burnt) is ``f``, a filling is
``8 + f``. A seat's macarons map flavour to ``[cookies, fillings, burnt cookies]``, in the order
they were started (as the rules list them, so ties between moves break the same way).
"""

from __future__ import annotations

import random

from sweets.games.sweet_holic.data import (
    BURNT,
    FLAVOURS,
    HAND_LIMIT,
    MAX_BAKE_PER_TURN,
    MAX_FILLINGS,
    MAX_MACARONS,
    REFILL_TO,
    TILES,
)
from sweets.games.sweet_holic.scoring import rank_order, tokens_for_ranks

B = FLAVOURS.index(BURNT)
FILLING = 8
CODE = {tid: FLAVOURS.index(t.flavour) + (FILLING if t.kind == "filling" else 0) for tid, t in TILES.items()}
FLAVOUR_INDEX = {f: i for i, f in enumerate(FLAVOURS)}
# The greedy play was tuned by playing it (``rollout.act``) against Hard, two players, 400 games a
# setting: baking whenever a bake adds to a macaron, rather than waiting for a ready macaron or a
# crowded hand, took it from 32% to 66%; weighing half of what a discard would add to another
# seat's macarons (DENIAL: 32% to 39% alone) and taking a discard top its owner wants 1 over a
# draw (TAKE_OVER, was 1.5: +3%) are part of that.
DENIAL = 0.5
TAKE_OVER = 1.0
MAX_TURNS = 120  # a round not over by then is judged where it stands (greedy play can loop)


class Round:
    """The part of a position a round's playout needs."""

    __slots__ = ("n", "start", "hands", "pile", "discards", "macs", "missions", "taken", "ending",
                 "to_move", "tokens")

    def __init__(self, data: dict) -> None:
        n = self.n = data["n"]
        self.start = data["start"]
        self.hands = [[CODE[t] for t in hand] for hand in data["hands"]]
        self.pile = [CODE[t] for t in reversed(data["pile"])]  # drawn from the end
        self.discards = [[CODE[t] for t in pile] for pile in data["discards"]]
        self.macs: list[dict[int, list[int]]] = []
        for seat in range(n):
            macs: dict[int, list[int]] = {}
            for m in data["macarons"][seat]:
                codes = [CODE[t] for t in m["tiles"]]
                macs[FLAVOUR_INDEX[m["flavour"]]] = [sum(1 for c in codes if c < FILLING),
                                                     sum(1 for c in codes if c >= FILLING),
                                                     sum(1 for c in codes if c == B)]
            self.macs.append(macs)
        self.missions = [FLAVOUR_INDEX[m] for m in data["missions"]]
        self.taken = list(data["turns_taken"])
        self.ending = data["ending"]
        self.to_move = data["to_move"]
        self.tokens = [sum(int(t[len("token"):].split("-")[0]) for t in ts) for ts in data["tokens"]]


# ----- the greedy policy (``rollout.act``, on counts) -----

def want(code: int, hand: list[int], macs: dict, mission: int) -> float:
    """How much a tile adds to the seat's macarons; ``hand`` holds the tile."""
    flavour = code & 7
    bonus = 1.0 if flavour == mission else 0.0
    if flavour == B:
        open_one = any(m[0] < 2 and m[1] for m in macs.values())
        return (1.0 if open_one else 0.2) + bonus
    m = macs.get(flavour)
    cookies, fillings = (m[0], m[1]) if m is not None else (0, 0)
    if cookies >= 2:
        return 0.0
    same = sum(1 for t in hand if t & 7 == flavour) - 1
    if code < FILLING:
        if cookies:
            return 2.0 + bonus
        return (1.0 + 0.4 * same + bonus) if len(macs) < 3 else 0.1
    if cookies:
        return (1.6 + bonus) if fillings < 3 else 0.0
    return 0.4 + 0.4 * same + 0.5 * bonus


def feeds(code: int, others: list[dict]) -> float:
    """What a discarded tile would add to the macarons of the other seat it helps most."""
    return max(want(code, [code], macs, -1) for macs in others)


def bakes(hand: list[int], macs: dict, colour: int | None, baked: int) -> list[tuple[int, int]]:
    """(tile, macaron flavour) of every legal bake, in hand order; ``colour``: this turn's so far."""
    if baked >= MAX_BAKE_PER_TURN:
        return []
    found: list[tuple[int, int]] = []
    count = len(macs)
    for code in hand:
        flavour = code & 7
        if colour is not None and flavour != colour:
            continue
        if flavour == B:
            found += [(code, f) for f, m in macs.items() if m[0] < 2 and m[1]]
            continue
        m = macs.get(flavour)
        if m is not None and m[0] >= 2:
            continue
        if code < FILLING:
            if (m is None and count < MAX_MACARONS) or (m is not None and m[1]):
                found.append((code, flavour))
        elif m is not None and m[1] < MAX_FILLINGS:
            found.append((code, flavour))
    return found


def priority(bake: tuple[int, int], macs: dict, hand: list[int]) -> float:
    code, flavour = bake
    if code == B:
        return 1.0 + macs[flavour][1] / 3
    if code >= FILLING:
        return 3.0
    m = macs.get(flavour)
    if m is not None:
        return 2.0 + m[1] / 3
    in_hand = sum(1 for t in hand if t == code + FILLING)
    return 1.0 + in_hand if in_hand else 0.0


def _best(options: list[tuple[int, int]], macs: dict, hand: list[int]) -> tuple[tuple[int, int], float]:
    best, value = options[0], priority(options[0], macs, hand)
    for option in options[1:]:
        v = priority(option, macs, hand)
        if v > value:
            best, value = option, v
    return best, value


def _bake(r: Round, seat: int, bake: tuple[int, int]) -> None:
    code, flavour = bake
    r.hands[seat].remove(code)
    macs = r.macs[seat]
    m = macs.get(flavour)
    if m is None:
        macs[flavour] = [1, 0, 0]
    elif code >= FILLING:
        m[1] += 1
    else:
        m[0] += 1
        if code == B:
            m[2] += 1


def _take(r: Round, seat: int) -> bool:
    """Takes the discard top the seat wants (over TAKE_OVER), else from the pile; False: nothing to take."""
    hand, macs, mission = r.hands[seat], r.macs[seat], r.missions[seat]
    best, value = -1, TAKE_OVER
    for k in range(r.n):
        if k != seat and r.discards[k]:
            top = r.discards[k][-1]
            hand.append(top)
            v = want(top, hand, macs, mission)
            hand.pop()
            if v > value:
                best, value = k, v
    if best < 0:
        if r.pile:
            hand.append(r.pile.pop())
            return True
        best = next((k for k in range(r.n) if k != seat and r.discards[k]), -1)
        if best < 0:
            return False
    hand.append(r.discards[best].pop())
    return True


def finish_turn(r: Round, seat: int, phase: str, takes_left: int, colour: int | None, baked: int) -> None:
    """Plays the rest of a turn from ``phase`` ("turn", "take", "bake" or "refill")."""
    hand, macs = r.hands[seat], r.macs[seat]
    if phase == "turn":
        if not hand:
            phase = "done"
        else:
            options = bakes(hand, macs, None, 0)
            chosen = None
            if options:
                best, value = _best(options, macs, hand)
                if value > 0:
                    chosen = best
            if chosen is not None:
                _bake(r, seat, chosen)
                phase, colour, baked = "bake", chosen[0] & 7, 1
            else:
                mission = r.missions[seat]
                others = [r.macs[k] for k in range(r.n) if k != seat]
                tile = min(hand, key=lambda t: (want(t, hand, macs, mission) + DENIAL * feeds(t, others),
                                                t >= FILLING))
                hand.remove(tile)
                r.discards[seat].append(tile)
                phase, takes_left = "take", min(2 if tile < FILLING else 1, HAND_LIMIT - len(hand))
    if phase == "bake":
        while True:
            options = bakes(hand, macs, colour, baked)
            if not options:
                break
            best, value = _best(options, macs, hand)
            if value <= 0:
                break
            _bake(r, seat, best)
            baked += 1
        phase = "refill"
    if phase == "take":
        while takes_left > 0 and len(hand) < HAND_LIMIT and _take(r, seat):
            takes_left -= 1
    elif phase == "refill":
        while len(hand) < REFILL_TO and _take(r, seat):
            pass
    _end_turn(r, seat)


def _end_turn(r: Round, seat: int) -> None:
    r.taken[seat] += 1
    if not r.ending:
        finished = (sum(1 for m in macs.values() if m[0] >= 2) for macs in r.macs)
        if not r.pile or any(count >= MAX_MACARONS for count in finished):
            r.ending = True
    if r.ending and min(r.taken) == max(r.taken):
        r.to_move = None
    else:
        r.to_move = (seat + 1) % r.n


def points(r: Round, seat: int, finished_only_tiles: bool = False) -> int:
    mission, total = r.missions[seat], 0
    for flavour, m in r.macs[seat].items():
        if m[0] < 2:
            continue
        tiles = m[0] + m[1]
        if finished_only_tiles:
            total += tiles
            continue
        total += tiles if mission == B else tiles - m[2]
        if flavour == mission:
            total += m[1]
    return total


def play_round(data: dict, rng: random.Random) -> tuple[Round, bool]:
    """Plays the round of ``data`` (between turns or within one, never in the secret first
    discards) to its end; (the round, whether it ended within ``MAX_TURNS``)."""
    r = Round(data)
    turn = data["turn"]
    seat = r.to_move
    if seat is None:
        return r, True
    phase = data["phase"]
    colour = CODE[turn["baked"][0]] & 7 if turn["baked"] else None
    finish_turn(r, seat, phase, turn["takes_left"], colour, len(turn["baked"]))
    turns = 0
    while r.to_move is not None:
        if turns >= MAX_TURNS:
            return r, False
        finish_turn(r, r.to_move, "turn", 0, None, 0)
        turns += 1
    return r, True


Outcome = tuple[list[float], list[int] | None, list[int] | None]


def outcome(r: Round, ended: bool, last_round: bool) -> Outcome:
    """(points, ranks or None when cut short, game winners or None unless the game ended)."""
    n = r.n
    if not ended:
        return [float(points(r, s, finished_only_tiles=True)) for s in range(n)], None, None
    pts = [points(r, s) for s in range(n)]
    order = rank_order(pts, r.start)
    ranks = [0] * n
    values = tokens_for_ranks(n)
    tokens = list(r.tokens)
    for place, s in enumerate(order):
        ranks[s] = place + 1
        tokens[s] += values[place] if place < len(values) else 0
    winners = None
    if last_round:
        best = max(tokens)
        winners = [s for s in range(n) if tokens[s] == best]
    return [float(p) for p in pts], ranks, winners
