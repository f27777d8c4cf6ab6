"""Sweets Workshop team-mates: they read the clues on their own cards and give the clue that tells
a team-mate most.

A seat's belief about one of its own cards: the ingredient types it has not seen (ten of each,
less the cookbook, the cards out of the game and the hands it sees), narrowed by every clue on
that card (a value or a recipe's types; a card a clue passed over is *not* of them). Cards it is
sure of are taken out of the others' counts.

Each turn, in order: point a card the seat is sure enough of at a face-up cookbook card of its
type; else (Hard) replace a face-up card whose type has fewer copies left than face-up cards of
it, while the deck lasts; else give the clue that raises the team's count of cards their holders
will point right (judged by working out the team-mate's belief after the clue: the giver sees
their cards, and estimates the counts they see from its own); else point its best guess. Every
action spends a card the spender cannot see, so a clue is paid with the card whose loss is
expected to hurt least.

What made Hard strong (3 players, 60 games each): pointing at 70% sure rather than 99%, and
giving any clue worth more than a guess, took it from 10% to about 35% of games won; weighing a
card's loss by how many copies of its type are to spare, and counting against a clue that leaves
a team-mate about to spend a scarce card, to about 50%; replacing a card that can no longer be
matched, to about 90%. Easy reads only what a clue says of the cards it points at, points only
sure cards and clues only for a sure play.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Required, TypedDict

from sweets.bots.seat import own_seat
from sweets.engine.notation import cell_name, column_name
from sweets.games.mastersweets.view import HandSlot, IngredientCard, WorkshopView
from sweets.games.mastersweets.workshop import clue_fits

INGREDIENTS = ("eggs", "flour", "milk", "nuts", "fruits", "cream", "sugar", "chocolate", "butter")
POINTS = {"eggs": 1, "flour": 1, "milk": 1, "nuts": 3, "fruits": 3, "cream": 3,
          "sugar": 5, "chocolate": 5, "butter": 5}
COPIES = 10
CHOP_WEIGHT = 1.0  # measured: 0.5 and 2.0 won fewer games


@dataclass(frozen=True)
class Style:
    negative: bool  # reads what a clue says of the cards it passed over
    sure: float  # belief needed to point a card without a better plan
    clue_gain: float  # least gain (in cards the team will point right) worth a clue
    partial: float  # a clue that only narrows a card counts for this share of the card's belief
    thrifty: bool = False  # weighs a card's loss by how many of its type are to spare


STYLES = {
    "easy": Style(negative=False, sure=0.99, clue_gain=1.0, partial=0.0),
    "hard": Style(negative=True, sure=0.7, clue_gain=0.1, partial=0.5, thrifty=True),
}

Belief = dict[str, float]


class Fact(TypedDict, total=False):
    """What a clue said of one card, as a bot weighs it: one given (the view's ``ClueFact``) or
    one it imagines giving."""

    value: int
    types: list[str]
    yes: Required[bool]


def seen_card(slot: HandSlot) -> IngredientCard:
    """A card of another seat's hand, which this seat sees (only its own are hidden from it)."""
    card = slot["card"]
    if card is None:
        raise ValueError(f"slot {slot['slot']} is hidden from this seat")
    return card


@lru_cache(maxsize=1024)
def _allowed_types(value: int | None, types: tuple[str, ...], yes: bool, negative: bool) -> frozenset[str]:
    fact: Fact = {"value": value, "yes": yes} if value is not None else {"types": list(types), "yes": yes}
    return frozenset(t for t in INGREDIENTS if clue_fits(t, fact, negative))


def possible(facts: Sequence[Fact], negative: bool) -> frozenset[str]:
    """The types a card may be, by its clues (kept per clue: the search asks millions of times)."""
    found = frozenset(INGREDIENTS)
    for f in facts:
        found &= _allowed_types(f.get("value"), tuple(f.get("types", ())), f["yes"], negative)
    return found


def belief(counts: Mapping[str, float], facts: Sequence[Fact], negative: bool) -> Belief:
    """``counts``: how many of each type may still be this card (estimates may be fractional)."""
    types = possible(facts, negative)
    weights = {t: float(counts.get(t, 0)) for t in INGREDIENTS if t in types and counts.get(t, 0) > 0}
    total = sum(weights.values())
    if not total:  # the counts were estimates: fall back on the clues alone
        weights = {t: 1.0 for t in INGREDIENTS if t in types} or {t: 1.0 for t in INGREDIENTS}
        total = sum(weights.values())
    return {t: w / total for t, w in weights.items()}


def hand_beliefs(counts: Mapping[str, float], hand_facts: Sequence[Sequence[Fact]],
                 negative: bool) -> list[Belief]:
    """Beliefs about one hand; a card known for sure leaves the counts of the others."""
    first = [belief(counts, facts, negative) for facts in hand_facts]
    sure = [next(iter(b)) if len(b) == 1 else None for b in first]
    if not any(sure):
        return first
    found = []
    for i, facts in enumerate(hand_facts):
        if sure[i]:
            found.append(first[i])
            continue
        left = dict(counts)
        for j, t in enumerate(sure):
            if t and j != i:
                left[t] = max(0, left.get(t, 0) - 1)
        found.append(belief(left, facts, negative))
    return found


class Teammate:
    def __init__(self, style: Style, view: WorkshopView, legal: Collection[str] | None) -> None:
        """``legal`` None: every well-formed move is taken as legal (a search's playout, which
        cannot afford to list the thousands of swaps a turn allows)."""
        self.style = style
        self.view = view
        self.legal = None if legal is None else set(legal)
        self.seat = own_seat(view)
        self.n = len(view["hands"])
        cells = view["cookbook"]["cells"]
        self.cells = [(r, c, cell) for r, row in enumerate(cells) for c, cell in enumerate(row)]
        self.need = Counter(cell["type"] for _, _, cell in self.cells if not cell["down"])
        seen = Counter(cell["type"] for _, _, cell in self.cells)
        seen.update(c["type"] for c in view["out"])
        for s, hand in enumerate(view["hands"]):
            if s != self.seat:
                seen.update(seen_card(card)["type"] for card in hand)
        self.unseen = Counter({t: max(0, COPIES - seen[t]) for t in INGREDIENTS})
        mine = [card["clues"] for card in view["hands"][self.seat]]
        self.mine = hand_beliefs(self.unseen, mine, style.negative)
        self.recipes = {r["name"]: r["types"] for r in view["recipes"]}
        # Copies of each type still to come (in hands or the deck) beyond the face-up cards of it:
        # a card of a type with none to spare cannot be replaced once spent.
        gone = Counter(cell["type"] for _, _, cell in self.cells)
        gone.update(c["type"] for c in view["out"])
        self.spare = {t: COPIES - gone[t] - self.need[t] for t in INGREDIENTS}
        self.losses = {t: self._loss(t) for t in INGREDIENTS}
        self.hidden_from: dict[int, dict[str, float]] = {}  # by team-mate: see ``team_value``

    def _loss(self, t: str) -> float:
        if not self.need[t]:
            return 0.0
        return 1.0 / (1 + max(0, self.spare[t])) if self.style.thrifty else 1.0

    def loss(self, t: str) -> float:
        """What spending a card of type ``t`` for nothing costs the team."""
        return self.losses[t]

    # ----- what a seat would do with its beliefs -----

    def best_play(self, beliefs: list[Belief]) -> tuple[float, int, str]:
        """(belief, slot index, type) of the surest card for a type still wanted."""
        best = (0.0, 0, "")
        for i, b in enumerate(beliefs):
            for t, p in b.items():
                if self.need[t] and p > best[0]:
                    best = (p, i, t)
        return best

    def team_value(self, target: int, facts: Sequence[Sequence[Fact]]) -> float:
        """How many of ``target``'s cards their holder would point right with ``facts`` known."""
        cards = [seen_card(card)["type"] for card in self.view["hands"][target]]
        if target not in self.hidden_from:
            # What the target does not see: my hand instead of theirs (estimated from my beliefs).
            counts: dict[str, float] = dict(self.unseen)
            for t in cards:
                counts[t] = counts.get(t, 0) + 1
            for b in self.mine:
                for t, p in b.items():
                    counts[t] = counts.get(t, 0) - p
            self.hidden_from[target] = {t: max(0.0, v) for t, v in counts.items()}
        beliefs = hand_beliefs(self.hidden_from[target], facts, self.style.negative)
        right: Counter = Counter()
        value = 0.0
        for b, truth in zip(beliefs, cards, strict=True):
            wanted = {t: p for t, p in b.items() if self.need[t]}
            if not wanted:
                continue
            guess, p = max(wanted.items(), key=lambda tp: tp[1])
            if p >= self.style.sure:
                if guess == truth and right[truth] < self.need[truth]:
                    right[truth] += 1
                    value += 1.0
                elif guess != truth:
                    value -= 1.0  # they would waste it, and believe it
            elif guess == truth and right[truth] < self.need[truth]:
                value += self.style.partial * p
        if self.style.thrifty:
            # The card the holder would pay their next clue with: better not a scarce one.
            chop = self.cheapest(beliefs)
            value -= CHOP_WEIGHT * self.loss(cards[chop])
        return value

    @cached_property
    def clue_values(self) -> list[tuple[float, int, str]]:
        """(gain, team-mate, what) of every clue the seat may give: ``choose`` and the search's
        candidates both read them."""
        found = []
        whats = ["1", "3", "5", *self.recipes]
        for target in range(self.n):
            hand = self.view["hands"][target]
            if target == self.seat or not hand:
                continue
            facts: list[list[Fact]] = [[*card["clues"]] for card in hand]
            before = self.team_value(target, facts)
            for what in whats:
                marks = self.marks(target, what)
                if not any(marks):
                    continue
                told = [[*f, self.fact(what, m)] for f, m in zip(facts, marks, strict=True)]
                after = self.team_value(target, told)
                found.append((after - before, target, what))
        return found

    def fact(self, what: str, yes: bool) -> Fact:
        """What a clue of ``what`` (a value, or a recipe's name) would say of one card."""
        if what in ("1", "3", "5"):
            return {"value": int(what), "yes": yes}
        return {"types": self.recipes[what], "yes": yes}

    def marks(self, target: int, what: str) -> list[bool]:
        hand = self.view["hands"][target]
        if what in ("1", "3", "5"):
            return [seen_card(card)["points"] == int(what) for card in hand]
        types = set(self.recipes[what])
        return [seen_card(card)["type"] in types for card in hand]

    def cheapest(self, beliefs: list[Belief]) -> int:
        """The card (index) whose loss is expected to hurt least: the one to pay a clue with."""
        def wanted(i: int) -> float:
            return sum(p * self.loss(t) for t, p in beliefs[i].items())
        return min(range(len(beliefs)), key=lambda i: (wanted(i), -i))

    def place_for(self, t: str) -> str:
        """A face-up card of type ``t``: the one whose row and column show the most types, so that
        turning it down leaves the plainest recipes for later clues."""
        def clutter(rc: tuple[int, int]) -> int:
            r, c = rc
            row = f"row {r + 1}"
            col = f"col {column_name(c)}"
            return len(self.recipes.get(row, [])) + len(self.recipes.get(col, []))
        spots = [(r, c) for r, c, cell in self.cells if not cell["down"] and cell["type"] == t]
        r, c = max(spots, key=clutter)
        return cell_name(r, c)

    def rescue(self) -> str:
        """A face-up card of a type with too few copies left can never turn down: while the deck
        lasts, replace it."""
        if not self.style.thrifty or not self.view["deck_size"] or len(self.mine) < 2:
            return ""
        lost = [(r, c) for r, c, cell in self.cells if not cell["down"] and self.spare[cell["type"]] < 0]
        if not lost:
            return ""
        r, c = lost[0]
        first = self.cheapest(self.mine)
        rest = [b if i != first else {} for i, b in enumerate(self.mine)]
        second = min((i for i in range(len(rest)) if i != first),
                     key=lambda i: (sum(p * self.loss(t) for t, p in rest[i].items()), -i))
        low, high = sorted((first + 1, second + 1))
        return f"replace {cell_name(r, c)} with {low} {high}"

    def choose(self) -> str:
        p, i, t = self.best_play(self.mine)
        if t and p >= self.style.sure:
            return f"point {self.place_for(t)} with {i + 1}"
        rescue = self.rescue()
        if rescue:
            return rescue
        floor = max(self.style.clue_gain, p if t else 0.0)
        clues = [c for c in self.clue_values if c[0] >= floor]
        if clues:
            gain, target, what = max(clues, key=lambda c: (c[0], -c[1]))
            text = f"clue p{target + 1} {what} with {self.cheapest(self.mine) + 1}"
            if self.legal is None or text in self.legal:
                return text
        if t:
            return f"point {self.place_for(t)} with {i + 1}"
        return ""


def play(level: str, view: WorkshopView, legal: list[str], seed: int) -> str:
    """The move a ``level`` team-mate picks; no dice (``seed`` is there to match the other modes)."""
    choice = Teammate(STYLES[level], view, legal).choose()
    return choice if choice in legal else legal[0]
