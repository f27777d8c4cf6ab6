"""What a Sweet Holic seat knows, and what its position is worth, from its view alone.

Knowledge. Everything on the table is public: discard piles (every tile, in order), macarons,
hand sizes, the pile's size. What a seat cannot see is the pile and the other hands (and the
others' face-down first discards). It does know *which* tiles those are, as a multiset: the 54
ingredients minus every tile it can see. By symmetry the top of the pile is any of those unseen
tiles with equal chance, so a draw is weighed over them (``Model.unseen``). The others' missions
are unknown; each seat has one of the five missions that are not the bot's own, more likely one
whose macaron it is stuffing with fillings (``mission_odds``).

Value. ``Model.value(hand, macarons)`` estimates the points the seat will hold when the round is
scored ("Scoring" 1-2): finished macarons count in full; every other flavour is a *project* (its
macaron on the table plus the matching tiles in hand) worth the points it would score when
finished, times the chance of gathering what it still lacks within the turns left, times a small
discount per turn its baking still needs (the round can end early: "End of the Round").
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from sweets.bots.seat import own_seat
from sweets.games.sweet_holic.view import Macaron as MacaronView
from sweets.games.sweet_holic.view import SweetHolicView, Tile

FRUITS = ("strawberry", "blueberry", "green_tea", "lemon", "mint")
BURNT = "burnt"
COOKIE, FILLING = "cookie", "filling"
# (kind, flavour) -> copies in the game ("Components")
FULL = Counter({**{(COOKIE, f): 4 for f in (*FRUITS, BURNT)}, **{(FILLING, f): 6 for f in FRUITS}})
MAX_FILLINGS = 3
MAX_MACARONS = 3
HAND_LIMIT = 6
REFILL_TO = 3
MAX_BAKE = 5

Kind = tuple[str, str]  # (kind, flavour)


def kind_of(tile: Tile) -> Kind:
    return (tile["kind"], tile["flavour"])


@dataclass
class Macaron:
    """A macaron on the table, reduced to what scoring and baking need."""

    flavour: str
    cookies: int
    fillings: int
    burnt_top: bool = False

    @property
    def finished(self) -> bool:
        return self.cookies >= 2

    def points(self, mission: str | None) -> int:
        """Points when scored ("Scoring" 1-2); unfinished macarons score nothing."""
        if not self.finished:
            return 0
        base = self.cookies + self.fillings
        if self.burnt_top and mission != BURNT:
            base -= 1
        return base + (self.fillings if mission == self.flavour else 0)

    def copy(self) -> Macaron:
        return Macaron(self.flavour, self.cookies, self.fillings, self.burnt_top)


def read_macarons(items: list[MacaronView]) -> dict[str, Macaron]:
    found = {}
    for m in items:
        burnt = any(t["flavour"] == BURNT for t in m["tiles"])
        found[m["flavour"]] = Macaron(m["flavour"], m["cookies"], m["fillings"], burnt)
    return found


@dataclass
class Weights:
    """Tuning of the evaluation (points are Sweet Holic points)."""

    turn_discount: float = 0.9    # per bake turn still needed: the round may end first
    draws_per_turn: float = 1.4   # tiles a seat gathers per turn spent exchanging
    denial: float = 0.6           # cost of handing an opponent a tile it wants, per point it helps
    filling_upside: float = 0.35  # value of room for one more filling in a promising project


@dataclass
class Model:
    """One seat's knowledge of the round (see the module docstring)."""

    seat: int
    n: int
    mission: str | None
    turns_left: int                     # turns this seat gets after the current one
    unseen: Counter                     # tiles it cannot see, by (kind, flavour)
    tops: dict[int, Tile]               # other seats' discard tops it may take
    others: dict[int, dict[str, Macaron]]
    others_mission_odds: dict[int, dict[str, float]]
    weights: Weights = field(default_factory=Weights)
    cache: dict = field(default_factory=dict)  # position key -> value, for one decision

    def __post_init__(self) -> None:
        self.unseen_total = sum(self.unseen.values())
        self.top_kinds = Counter(kind_of(tile) for tile in self.tops.values())

    # ----- the value of a position -----

    def availability(self, kinds: list[Kind]) -> int:
        """How many tiles of these kinds the seat could still come by (unseen ones, and the
        discard tops it could take)."""
        return sum(self.unseen[k] + self.top_kinds[k] for k in kinds)

    def chance_to_find(self, kinds: list[Kind], turns: float) -> float:
        if turns <= 0:
            return 0.0
        total = self.unseen_total + len(self.tops)
        if total <= 0:
            return 0.0
        share = min(1.0, self.availability(kinds) / total)
        draws = self.weights.draws_per_turn * turns
        return 1.0 - (1.0 - share) ** draws

    def project(self, f: str, m: Macaron | None, hc: int, hk: int, burnt_top: bool) -> float:
        """Expected points of flavour ``f``'s macaron: its table part ``m`` plus ``hc`` cookies
        and ``hk`` fillings in hand, closed by a burnt cookie from hand if ``burnt_top``."""
        w = self.weights
        k = min(MAX_FILLINGS, (m.fillings if m else 0) + hk)
        has_base = m is not None or hc >= 1
        spare_cookies = max(0, hc - (0 if m is not None else 1)) if has_base else 0
        missing: list[list[Kind]] = []
        if not has_base:
            missing.append([(COOKIE, f)])
        if k == 0:
            missing.append([(FILLING, f)])
            k = 1
        if spare_cookies == 0 and not burnt_top:
            missing.append([(COOKIE, f), (COOKIE, BURNT)])
        points = 2 + k + (k if self.mission == f else 0)
        if spare_cookies == 0 and burnt_top and self.mission != BURNT:
            points -= 1
        # bake turns still needed: one for the fruit's tiles (unless all are on the table
        # already), one more for a burnt top (a colour of its own: "Finished Macarons" 3)
        fruit_turn = hc > 0 or hk > 0 or bool(missing) or not burnt_top
        bake_turns = int(fruit_turn) + int(burnt_top and spare_cookies == 0)
        if self.turns_left < bake_turns:
            return 0.0
        budget = self.turns_left - bake_turns
        chance = 1.0
        for kinds in missing:
            chance *= self.chance_to_find(kinds, budget / len(missing))
        value = points * chance * w.turn_discount ** bake_turns
        if k < MAX_FILLINGS and chance > 0 and budget > 0:
            more = self.chance_to_find([(FILLING, f)], budget)
            value += w.filling_upside * more * (1 + (self.mission == f)) * (MAX_FILLINGS - k) * chance
        return value

    def value(self, hand: Counter, macarons: dict[str, Macaron]) -> float:
        """Expected points at scoring time of holding ``hand`` with ``macarons`` on the table."""
        total = 0.0
        slots = MAX_MACARONS - len(macarons)
        burnt = hand[(COOKIE, BURNT)]
        projects: list[tuple[float, float]] = []  # (value, value with a burnt top from hand)
        for f in FRUITS:
            m = macarons.get(f)
            if m is not None and m.finished:
                total += m.points(self.mission)
                continue
            hc, hk = hand[(COOKIE, f)], hand[(FILLING, f)]
            if m is None and (hc == 0 and hk == 0):
                continue
            if m is None and slots <= 0:
                continue  # no room left for another macaron: these tiles are dead
            plain = self.project(f, m, hc, hk, False)
            with_burnt = self.project(f, m, hc, hk, True) if burnt else plain
            projects.append((plain, max(plain, with_burnt)))
        # Burnt cookies in hand go where they add most; only three macarons in all, and the
        # open ones already on the table hold their places.
        room = max(0, MAX_MACARONS - sum(1 for m in macarons.values() if m.finished))
        projects.sort(key=lambda p: -p[1])
        chosen = projects[:room]
        gains = sorted((b - a for a, b in chosen), reverse=True)
        total += sum(a for a, _ in chosen) + sum(gains[:burnt])
        return total

    # ----- what a tile is worth to someone else -----

    def helps_opponent(self, tile: Tile) -> float:
        """Points a tile laid on a discard pile may hand to the others (the most to any one)."""
        kind, flavour = tile["kind"], tile["flavour"]
        best = 0.0
        for seat, macs in self.others.items():
            odds = self.others_mission_odds[seat]
            gain = 0.0
            if kind == FILLING:
                m = macs.get(flavour)
                if m is not None and not m.finished and m.fillings < MAX_FILLINGS:
                    gain = 1.0 + odds.get(flavour, 0.0)
            elif flavour == BURNT:
                if any(not m.finished and m.fillings for m in macs.values()):
                    gain = 1.0
            else:
                m = macs.get(flavour)
                if m is not None and not m.finished and m.fillings:
                    gain = 2.0 + m.fillings * odds.get(flavour, 0.0)  # it closes their macaron
                elif m is None and len(macs) < MAX_MACARONS:
                    gain = 0.3
            best = max(best, gain)
        return best


def mission_odds(macarons: dict[str, Macaron], mine: str | None) -> dict[str, float]:
    """Chance of each mission for another seat: one of the missions not ours, weighted towards
    flavours it fills generously."""
    weights = {}
    for flavour in (*FRUITS, BURNT):
        if flavour == mine:
            continue
        m = macarons.get(flavour)
        weights[flavour] = 1.0 + (m.fillings if m else 0)
    total = sum(weights.values())
    return {f: w / total for f, w in weights.items()}


def estimate_turns_left(view: SweetHolicView) -> int:
    """Turns this seat will get after the current one ("End of the Round")."""
    if view["round_ending"]:
        return 0
    n = len(view["hand_sizes"])
    # Each turn takes about one tile off the pile; the round ends when the pile is empty, or
    # sooner when someone finishes a third macaron.
    turns = view["pile_size"] / (1.1 * n)
    for macs in view["macarons"]:
        done = sum(1 for m in macs if m["finished"])
        if done >= 2:
            turns = min(turns, 3.0)
    return max(0, round(turns))


def read_model(view: SweetHolicView, weights: Weights | None = None) -> Model:
    seat = own_seat(view)
    n = len(view["hand_sizes"])
    seen: Counter = Counter(kind_of(t) for t in view["hand"])
    for pile in view["discard_piles"]:
        seen.update(kind_of(t) for t in pile)
    for macs in view["macarons"]:
        for m in macs:
            seen.update(kind_of(t) for t in m["tiles"])
    mine = (view.get("first_discard") or {}).get("mine")
    if mine:
        seen[kind_of(mine)] += 1
    unseen = Counter({k: max(0, FULL[k] - seen[k]) for k in FULL})
    tops = {s: pile[-1] for s, pile in enumerate(view["discard_piles"]) if s != seat and pile}
    mission = view["mission"]
    others = {s: read_macarons(view["macarons"][s]) for s in range(n) if s != seat}
    odds = {s: mission_odds(macs, mission) for s, macs in others.items()}
    return Model(seat, n, mission, estimate_turns_left(view), unseen, tops, others, odds,
                 weights or Weights())
