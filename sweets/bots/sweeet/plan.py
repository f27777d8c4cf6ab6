"""Turn planning for Sweeet!: what a stop is worth, and whether one more flip is worth its risk.

The model of a turn (the rulebook's "Gameplay", "End of turn condition", "Collection Rule"):
a turn is a sequence of flips, each either safe or a repeat (a value already turned up this turn,
or already in the run, except the value Lucky stands for). A repeat loses everything turned up
this turn, except one card for a Brave holder. A stop collects the cards that lengthen the run as
one unbroken line, Lucky filling one gap next to it, and every Bonus card turned up.

Two facts shape the search:

- Remembered cards are risk-free: flipping a cell whose card the seat knows can never surprise
  it. So they are best turned up *last*, just before stopping: turned up first, their values
  would make a later unknown flip that shows the same value a repeat. A stop's value therefore
  counts the remembered cards that could still join (``TurnPlanner.stop_value``).
- Unknown cells are all alike (see ``knowledge``), so the search branches on card *types*, not
  on cells: an expectimax over "stop now" and "flip one more unknown card", a few flips deep.

Values are in "run cards": one card added to the run is worth 1; winning is worth ``win``.
The racer's planner (``RacePlanner``) values the end of a turn instead by the chance of winning
the race (``race_odds``).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Collection, Generator, Iterator, Mapping
from dataclasses import dataclass, field

from sweets.bots.sweeet.knowledge import BONUSES, CARD_TYPES, HONEY, Table
from sweets.bots.sweeet.race_odds import AFTER, RACE_MODELS, finish_chance


@dataclass(frozen=True)
class Weights:
    """What the planner values. Numbers are in run cards (see the module docstring)."""

    win: float = 12.0
    bonus: dict[str, float] = field(default_factory=lambda: {"brave": 1.4, "curious": 0.8, "gourmet": 0.7})
    # Cost of leaving a card face up that helps another player, once per card they could take
    # next turn; it makes the planner stop earlier rather than feed the table.
    leak: float = 0.0
    # Whether cards gained are worth less when another player may well win before our next
    # turn (then only winning now counts); see ``threat``.
    urgency: bool = False
    # Whether the end of a turn is valued by the chance of winning the race (``RacePlanner``).
    race: bool = False


def threat(table: Table) -> float:
    """Rough chance that some other player wins before this seat's next turn: a run one card
    short, two cards short, or enough Honey cards whose places everybody has seen."""
    safe = 1.0
    for run, honey_needed in zip(table.others_runs, table.others_honey_needed, strict=False):
        p = {7: 0.45, 6: 0.15}.get(len(run), 0.0)
        if table.public_honey >= honey_needed:
            p = max(p, 0.8)
        safe *= 1.0 - p
    return 1.0 - safe


def extend(lo: int, hi: int, available: set[int], lucky: bool) -> tuple[int, list[int], int]:
    """Best lengthening of the run lo..hi with ``available`` values (and Lucky if ``lucky``).

    Returns (cards gained, values taken, Lucky's value or 0). Lucky may sit right next to the
    run or beyond this turn's numbers; either way it fills one missing value at one end.
    """

    def chain(start: int, step: int, used: set[int]) -> list[int]:
        out = []
        v = start
        while 1 <= v <= 8 and v in available and v not in used:
            out.append(v)
            v += step
        return out

    down, up = chain(lo - 1, -1, set()), chain(hi + 1, 1, set())
    best = (len(down) + len(up), down + up, 0)
    if lucky:
        new_lo, new_hi = lo - len(down), hi + len(up)
        if new_lo > 1:  # Lucky below, then whatever follows it downwards
            more = chain(new_lo - 2, -1, set())
            cand = (len(down) + len(up) + 1 + len(more), down + up + more, new_lo - 1)
            best = max(best, cand, key=lambda c: c[0])
        if new_hi < 8:
            more = chain(new_hi + 2, 1, set())
            cand = (len(down) + len(up) + 1 + len(more), down + up + more, new_hi + 1)
            best = max(best, cand, key=lambda c: c[0])
    return best


class TurnPlanner:
    """Expectimax over the rest of the current turn, from one seat's knowledge."""

    def __init__(self, table: Table, weights: Weights, depth: int) -> None:
        self.t = table
        self.w = weights
        self.depth = depth
        self.lo, self.hi = table.lo, table.hi
        # values whose reappearance ends the turn (Lucky's value does not: "Lucky" section)
        self.bad_run = {v for v in table.run_values if v != table.lucky_value}
        self.brave = "brave" in table.bonuses
        self.known_numbers: set[int] = set()
        self.known_bonus: set[str] = set()
        self.known_honey = 0
        for card in table.known.values():
            if card == HONEY:
                self.known_honey += 1
            elif card in BONUSES:
                self.known_bonus.add(card)
            else:
                v = int(card)
                if v not in table.run_values:
                    self.known_numbers.add(v)
        nums: set[int] = set()
        bons: set[str] = set()
        honey = 0
        for card in table.face_up.values():
            if card == HONEY:
                honey += 1
            elif card in BONUSES:
                bons.add(card)
            else:
                nums.add(int(card))
        self.root = (frozenset(nums), frozenset(bons), honey, not nums and not bons)
        self.root_pool = tuple(table.pool.get(c, 0) for c in CARD_TYPES)
        self.card_worth = 1.0 - threat(table) if weights.urgency else 1.0
        self.bonus_worth = dict(weights.bonus)
        if weights.urgency and table.honey_needed > 3:
            # Gourmet lowers the Honey win to 3 cards from the next turn on ("Gourmet"): with
            # three Honey places in mind, taking it all but wins the game.
            if self.known_honey >= 3:
                self.bonus_worth["gourmet"] = 0.8 * weights.win
            elif self.known_honey == 2:
                self.bonus_worth["gourmet"] = max(self.bonus_worth.get("gourmet", 0.0), 2.5)
        self._memo: dict = {}

    # ----- values of ending the turn -----

    def gain_value(self, gained: int, bonuses: set[str] | frozenset[str]) -> float:
        value = float(gained)
        for b in bonuses:
            if b not in self.t.bonuses:
                value += self.bonus_worth.get(b, 0.0)
        value *= self.card_worth
        if len(self.t.run_values) + gained >= 8:
            value += self.w.win
        return value

    def collect_plan(self, nums: frozenset[int], bons: frozenset[str]) -> tuple[float, list[int], int]:
        """Best stop once the remembered cards are turned up too: (value, values taken, Lucky)."""
        available = (set(nums) | self.known_numbers) - self.t.run_values
        lucky = "lucky" in bons or "lucky" in self.known_bonus
        gained, taken, lucky_value = extend(self.lo, self.hi, available, lucky)
        others = (set(bons) | self.known_bonus) - {"lucky"}
        return self.gain_value(gained, others), taken, lucky_value

    def stop_value(self, nums: frozenset[int], bons: frozenset[str], honey: int = 0) -> float:
        value, taken, _ = self.collect_plan(nums, bons)
        if self.w.leak:
            left = [v for v in nums if v not in taken]
            value -= self.w.leak * sum(
                1 for run in self.t.others_runs for v in left if v == min(run) - 1 or v == max(run) + 1)
        return value

    def fail_value(self, nums: frozenset[int], bons: frozenset[str], repeated: int, honey: int = 0) -> float:
        """After a repeat: nothing, or with Brave one card one step beyond the run, or one Bonus
        (``honey``: the Honey cards turned up this turn, which ``RacePlanner`` counts)."""
        if not self.brave:
            return 0.0
        best = 0.0
        for v in set(nums) | {repeated}:
            if v in (self.lo - 1, self.hi + 1):
                best = max(best, self.gain_value(1, frozenset()))
        if "lucky" in bons and (self.lo > 1 or self.hi < 8):
            best = max(best, self.gain_value(1, frozenset()))
        for b in bons:
            if b != "lucky":
                best = max(best, self.gain_value(0, {b}))
        return best

    def honey_win(self, honey: int, honey_only: bool) -> bool:
        """Whether turning up remembered Honey cards now wins ("Winning with the Honey Cards")."""
        return honey_only and honey + self.known_honey >= self.t.honey_needed

    # ----- the search -----

    def best(self, state: tuple, pool: tuple[int, ...], flips_left: int) -> float:
        """Value of a position where the seat may stop (at least one card turned up)."""
        nums, bons, honey, honey_only = state
        if self.honey_win(honey, honey_only):
            return self.w.win
        key = (state, flips_left)
        if key in self._memo:
            return self._memo[key]
        value = self.stop_value(nums, bons, honey)
        if flips_left > 0 and any(pool):
            value = max(value, self.flip_value(state, pool, flips_left))
        self._memo[key] = value
        return value

    def flip_value(self, state: tuple, pool: tuple[int, ...], flips_left: int) -> float:
        """Expected value of turning up one unknown card and then playing on well."""
        return sum(self.draw_values(state, pool, flips_left))

    def draw_values(self, state: tuple, pool: tuple[int, ...], flips_left: int) -> Iterator[float]:
        """``flip_value`` card type by card type: each one's chance times what follows it (a
        page may stop between two; see ``push_steps``)."""
        nums, bons, honey, honey_only = state
        total = sum(pool)
        for k, card in enumerate(CARD_TYPES):
            count = pool[k]
            if not count:
                continue
            p = count / total
            rest = pool[:k] + (count - 1,) + pool[k + 1:]
            if card == HONEY:
                nxt = (nums, bons, honey + 1, honey_only)
            elif card in BONUSES:
                nxt = (nums, bons | {card}, honey, False)
            else:
                v = int(card)
                if v in nums or v in self.bad_run:
                    yield p * self.fail_value(nums, bons, v, honey)
                    continue
                nxt = (nums | {v}, bons, honey, False)
            yield p * self.best(nxt, rest, flips_left - 1)

    # ----- entry points for the root of the turn -----

    def now_value(self) -> float:
        """Value of stopping as soon as allowed (after turning up the useful remembered cards)."""
        nums, bons, honey, _ = self.root
        return self.stop_value(nums, bons, honey)

    def push_value(self) -> float:
        """Value of turning up one more unknown card first."""
        if not sum(self.root_pool):
            return float("-inf")
        return self.flip_value(self.root, self.root_pool, self.depth)

    def push_steps(self) -> Generator[None, None, float]:
        """``push_value`` in pieces, one card type of the first draw each (``yield`` between
        them): the whole search took up to 25 ms in CPython, a long task in the page."""
        if not sum(self.root_pool):
            return float("-inf")
        total = 0.0
        for value in self.draw_values(self.root, self.root_pool, self.depth):
            total += value
            yield
        return total

    def safe_to_flip(self, card: str) -> bool:
        """Whether turning up ``card`` now cannot end the turn."""
        if card in BONUSES or card == HONEY:
            return True
        v = int(card)
        return v not in self.root[0] and v not in self.bad_run

    def repeat_risk(self) -> float:
        """Probability that the next unknown card ends the turn."""
        total = sum(self.root_pool)
        if not total:
            return 1.0
        bad = sum(self.root_pool[k] for k, card in enumerate(CARD_TYPES)
                  if card in NUMBER_SET and not self.safe_to_flip(card))
        return bad / total


NUMBER_SET = frozenset(str(v) for v in range(1, 9))

# A Bonus card's worth in run cards is turned into a share of a win at this rate.
BONUS_SHARE = 0.1


class RacePlanner(TurnPlanner):
    """A planner that values the end of a turn by the chance of winning the race
    (``RACE_MODELS``, ``AFTER``) rather than by cards gained: every card turned up and left face
    down tells the others where it lies, which is what brings a seat within reach of a win; and a
    stop that takes the only card of a value everybody knew the place of hides that value from
    them again."""

    def __init__(self, table: Table, weights: Weights, depth: int) -> None:
        super().__init__(table, weights, depth)
        numbers = {cell: int(card) for cell, card in table.known.items()
                   if card not in BONUSES and card != HONEY}
        self.public_counts = Counter(v for cell, v in numbers.items() if cell in table.public)  # all > 0
        self.private_values = frozenset(v for cell, v in numbers.items() if cell not in table.public)
        self.missing = frozenset(v for v in range(1, 9) if v not in table.run_values)
        self.others_missing = [frozenset(v for v in range(1, 9) if v not in run) for run in table.others_runs]
        # The cards behind the cells nobody but this seat may know: its unknown pool and the
        # cards it alone remembers.
        self.public_pool = dict(table.pool)
        for cell, card in table.known.items():
            if cell not in table.public:
                self.public_pool[card] = self.public_pool.get(card, 0) + 1

    def after_turn(self, nums: frozenset[int], bons: frozenset[str], honey: int,
                   taken: Collection[int]) -> tuple[set[int], dict[str, int]]:
        """What everybody knows once the turn ends with ``taken`` collected: the values with a
        public place, and the cards behind the other cells. Cards the search drew (beyond the
        ones up at the root) are no longer behind unknown cells; a remembered card taken leaves
        the grid, a public copy first (``players.useful_remembered`` turns that one up)."""
        public = set(self.public_counts)
        pool = dict(self.public_pool)  # plain dicts: this runs at every end of turn searched
        root_nums, root_bons, root_honey, _ = self.root
        for v in nums - root_nums:
            pool[str(v)] -= 1
        for b in bons - root_bons:
            pool[b] -= 1
        if honey > root_honey:
            pool[HONEY] -= honey - root_honey
        for v in taken:
            if v in nums:
                continue
            if v in public:
                if self.public_counts[v] == 1:
                    public.discard(v)
            else:
                pool[str(v)] -= 1
        public.update(v for v in nums if v not in taken)
        return public, pool

    def race_value(self, missing: frozenset[int] | set[int], public: set[int], pool: Mapping[str, int],
                   bonuses: frozenset[str] | set[str], honey: int) -> float:
        """This seat's chance of winning once its turn ends, times the win. ``public``: the
        values with a place everybody saw; ``pool``: the cards behind the other cells;
        ``bonuses``: the Bonus cards this turn brings; ``honey``: Honey cards turned up this
        turn, now where everybody saw them."""
        if not missing:
            return self.w.win
        model = RACE_MODELS.get(len(self.others_missing) + 1)
        if model:  # it weighs the Bonus cards held itself
            bias, weights = model
            features = self.race_features(missing, public, pool, bonuses, honey)
            z = bias + sum(weights[name] * x for name, x in features.items())
            return self.w.win / (1.0 + math.exp(-z))
        mine = sum(1 for v in missing if v not in public and v not in self.private_values)
        honey_lost = self.t.public_honey + honey >= min(self.t.others_honey_needed, default=9)
        fewest = min(sum(1 for v in m if v not in public) for m in self.others_missing)
        chance = AFTER[min(len(self.others_missing) + 1, 4)][mine][0 if honey_lost else fewest]
        value = self.w.win * chance
        for b in bonuses:
            if b != "lucky" and b not in self.t.bonuses:
                value += self.w.win * BONUS_SHARE * self.bonus_worth.get(b, 0.0)
        return value

    def race_features(self, missing: frozenset[int] | set[int], public: set[int], pool: Mapping[str, int],
                      bonuses: frozenset[str] | set[str], honey: int) -> dict[str, float]:
        """What a model of ``RACE_MODELS`` weighs, for this seat and (``_other``) the other seat
        nearest to a win, once this seat's turn ends (the arguments as ``race_value``'s). A value
        this seat alone remembers a place of is not one it must find, but the others still must."""
        unseen = [v for v in missing if v not in public]
        to_find = [v for v in unseen if v not in self.private_values]
        # with more than one other seat, the "other" is the nearest to a win: the fewest values
        # to find; its chance of finishing next turn is that of any of them
        others_unseen = [[v for v in m if v not in public] for m in self.others_missing]
        nearest = min(range(len(others_unseen)), key=lambda i: len(others_unseen[i]))
        other_missing, other_unseen = self.others_missing[nearest], others_unseen[nearest]
        # enough Honey places where everybody saw them: the next seat wins on its turn
        honey_lost = self.t.public_honey + honey >= min(self.t.others_honey_needed, default=9)
        none_finish = 1.0
        for m, u in zip(self.others_missing, others_unseen, strict=True):
            none_finish *= 1.0 - finish_chance(m, public, pool, u)
        held = set(bonuses) | self.t.bonuses
        other_held = set().union(*self.t.others_bonuses)
        features = {
            "to_find": len(to_find),
            "to_find_other": 0 if honey_lost else len(other_unseen),
            "copies": sum(pool.get(str(v), 0) for v in to_find),
            "copies_other": sum(pool.get(str(v), 0) for v in other_unseen),
            "risk_free": sum(1 for v in missing if v in public),
            "risk_free_other": sum(1 for v in other_missing if v in public),
            "run": 8 - len(missing),
            "run_other": 8 - len(other_missing),
            "finish": finish_chance(missing, public, pool, unseen),
            "finish_other": 1.0 if honey_lost else 1.0 - none_finish,
            "honey_lost": float(honey_lost),
        }
        for bonus in ("curious", "gourmet", "brave"):
            features[bonus] = float(bonus in held)
            features[bonus + "_other"] = float(bonus in other_held)
        return features

    def stop_value(self, nums: frozenset[int], bons: frozenset[str], honey: int = 0) -> float:
        _, taken, lucky_value = self.collect_plan(nums, bons)
        missing = self.missing - set(taken) - {lucky_value}
        others = (set(bons) | self.known_bonus) - {"lucky"}
        public, pool = self.after_turn(nums, bons, honey, taken)
        return self.race_value(missing, public, pool, others, honey)

    def fail_value(self, nums: frozenset[int], bons: frozenset[str], repeated: int, honey: int = 0) -> float:
        """After a repeat every card turned up lies where everybody saw it; Brave takes one."""
        seen = nums | {repeated}
        public, pool = self.after_turn(seen, bons, honey, ())
        best = self.race_value(self.missing, public, pool, frozenset(), honey)
        if self.brave:
            for v in seen:
                if v in (self.lo - 1, self.hi + 1):
                    kept, _ = self.after_turn(seen, bons, honey, (v,))
                    best = max(best, self.race_value(self.missing - {v}, kept, pool, frozenset(), honey))
            for b in bons:
                if b != "lucky":
                    best = max(best, self.race_value(self.missing, public, pool, frozenset({b}), honey))
        return best
