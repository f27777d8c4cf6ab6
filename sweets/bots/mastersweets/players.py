"""The MasterSweets computer players: each legal move is weighed by the position it leads to.

A position is worth the points a move earns now plus what the hand promises (``Planner.promise``):
for each recipe in the cookbook, the points the hand would earn cooking it, discounted by how
many cards it still lacks (spare cards stand in for missing ones by threes, or by twos at the
loss of the card). A draw from the deck is weighed over the ingredient types the seat has not
seen, in proportion to how many are unseen.

Levels: Easy looks at the best recipe only, judges abilities by a rough rule and is noisy. Hard
also weighs the second-best recipe, values each ability by its result, counts points cooked now
1.4 times the same points promised (an opponent may spoil a plan first: this one weight took it
from even to about 3 in 4 against Easy), and, alone in the kitchen, gives George the card that
hurts its own plans least.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from sweets.bots.seat import own_seat
from sweets.bots.seeding import rng
from sweets.engine.notation import cell_name, parse_cell
from sweets.games.mastersweets.view import Card, CoreView

INGREDIENTS = ("eggs", "flour", "milk", "nuts", "fruits", "cream", "sugar", "chocolate", "butter")
POINTS = {"eggs": 1, "flour": 1, "milk": 1, "nuts": 3, "fruits": 3, "cream": 3,
          "sugar": 5, "chocolate": 5, "butter": 5}
COPIES = 10
# How much a recipe is worth per card the hand still lacks, as a share of its points.
REACH = (1.0, 0.55, 0.3, 0.16, 0.08, 0.04, 0.02)
SPECIAL_IN_HAND = 1.5  # a special card kept for later: worth about a good draw


@dataclass(frozen=True)
class Style:
    noise: float
    recipes_seen: int     # how many of the best recipes count towards the hand's promise
    plans_abilities: bool  # weighs abilities by their result (else a fixed guess)
    reach: tuple[float, ...] = REACH
    per_card: float = 0.05  # what one more card in hand is worth by itself (flexibility)
    second: float = 0.35  # weight of the second-best recipe (when more than one is seen)
    sure: float = 1.0  # weight of points cooked now against the same points promised


STYLES = {
    "easy": Style(noise=2.5, recipes_seen=1, plans_abilities=False),
    "hard": Style(noise=0.0, recipes_seen=2, plans_abilities=True, second=0.2, sure=1.4),
}
LEVELS = [("easy", "Easy"), ("hard", "Hard")]


def outlook(hand: Counter, recipe: list[str]) -> tuple[int, int]:
    """(points the hand would earn cooking ``recipe``, cards it still lacks). Spare cards stand in
    for the missing ones, the dearest first: by threes (the card is earned), then by twos (the
    card is lost)."""
    need = Counter(recipe)
    missing: list[str] = []
    triples = pairs = 0
    for t in INGREDIENTS:
        have = hand.get(t, 0)
        missing += [t] * max(0, need[t] - have)
        spare = max(0, have - need[t])
        triples += spare // 3
        pairs += (spare % 3) // 2
    missing.sort(key=POINTS.__getitem__, reverse=True)
    earned = sum(POINTS[t] for t in recipe)
    covered = min(len(missing), triples)
    for t in missing[covered:covered + pairs]:
        earned -= POINTS[t]
    return earned, max(0, len(missing) - triples - pairs)


def parse_pos(word: str) -> tuple[int, int]:
    """(row, column) of a cookbook place a legal move names ("b3")."""
    cell = parse_cell(word)
    if cell is None:
        raise ValueError(f"{word!r} is not a cookbook place")
    return cell


def market_card(market: list[Card | None], slot: int) -> Card:
    """The card in a market slot (1 = leftmost) a legal move names: never an empty one."""
    card = market[slot - 1]
    if card is None:
        raise ValueError(f"market slot {slot} is empty")
    return card


def card_at(book: list[list[str | None]], r: int, c: int) -> str:
    """The type in a cell a legal move names (a recipe's, an exchange's): never an empty one."""
    card = book[r][c]
    if card is None:
        raise ValueError(f"no card at {cell_name(r, c)}")
    return card


class Planner:
    def __init__(self, style: Style, view: CoreView, legal: list[str], seed: int) -> None:
        self.style = style
        self.view = view
        self.legal = legal
        self.seat = own_seat(view)
        self.dice: random.Random = rng(seed, view["ply"], self.seat)
        self.hand = Counter(c["type"] for c in view["hand"] if c["kind"] == "ingredient")
        self.specials = [c["id"] for c in view["hand"] if c["kind"] == "special"]
        self.book = [[c["type"] if c else None for c in row] for row in view["cookbook"]["cells"]]
        self.unseen = self._unseen()
        self.cache: dict = {}

    def _unseen(self) -> Counter:
        seen: Counter = Counter()
        cards = [*self.view["hand"], *self.view["discard"], *(c for c in self.view["market"] if c)]
        cards += [c for row in self.view["cookbook"]["cells"] for c in row if c]
        cards += [c for pile in self.view["completed"] for c in pile]
        if "george" in self.view:
            cards += self.view["george"]["completed"]
        for c in cards:
            if c["kind"] == "ingredient":
                seen[c["type"]] += 1
        return Counter({t: max(0, COPIES - seen[t]) for t in INGREDIENTS})

    # ----- valuing a position -----

    @staticmethod
    def recipes(book: list[list[str | None]]) -> list[list[str]]:
        rows = [[t for t in row if t] for row in book]
        cols = [[t for row in book if (t := row[c])] for c in range(len(book[0]))] if book else []
        return [r for r in rows + cols if r]

    def promise(self, hand: Counter, book: list[list[str | None]]) -> float:
        key = (tuple(hand[t] for t in INGREDIENTS), tuple(tuple(r) for r in book))
        if key in self.cache:
            return self.cache[key]
        reach = self.style.reach
        values = []
        for r in self.recipes(book):
            earned, short = outlook(hand, r)
            values.append(earned * reach[min(short, len(reach) - 1)])
        values.sort(reverse=True)
        weights = (1.0, self.style.second, self.style.second / 2)[: self.style.recipes_seen]
        value = sum(w * v for w, v in zip(weights, values, strict=False))
        value += self.style.per_card * sum(hand.values())
        self.cache[key] = value
        return value

    def with_card(self, t: str, hand: Counter | None = None) -> Counter:
        h = Counter(hand if hand is not None else self.hand)
        h[t] += 1
        return h

    def draw_value(self, hand: Counter | None = None) -> float:
        hand = self.hand if hand is None else hand
        total = sum(self.unseen.values())
        if not total:
            return self.promise(hand, self.book)
        return sum(n / total * self.promise(self.with_card(t, hand), self.book)
                   for t, n in self.unseen.items() if n)

    # ----- the moves -----

    def cook_result(self, text: str, keep_pairs: bool) -> tuple[float, Counter, list[list[str | None]]]:
        words = text.split()
        name = f"{words[1]} {words[2]}"
        recipe = next(r for r in self.view["recipes"] if r["name"] == name)
        places = [parse_pos(p) for p in recipe["cards"]]
        types = [card_at(self.book, r, c) for r, c in places]
        hand = Counter(self.hand)
        earned = sum(POINTS[t] for t in types)
        missing: Counter[str] = Counter()
        for sub in words[3:]:
            m, _, paid = sub.partition("=")
            k, t = int(paid[0]), paid[1:]
            hand[t] -= k
            missing[m] += 1
            if k == 2 and not keep_pairs:
                earned -= POINTS[m]
        for t in types:
            hand[t] -= 1
        for m, count in missing.items():
            hand[m] += count  # the lacking cards were paid by substitutes, not by these
        book = [list(row) for row in self.book]
        for r, c in places:
            book[r][c] = None
        return earned, +hand, close_up(book)

    def value(self, text: str) -> float:
        view, style = self.view, self.style
        words = text.split()
        verb = words[0]
        step = view["turn"]["steps"][0][0] if view["turn"]["steps"] else None
        if verb == "cook":
            earned, hand, book = self.cook_result(text, keep_pairs=step == "grandma")
            # points in the pile are certain; the opponents may spoil a promise first
            return earned * self.style.sure + self.promise(hand, book)
        if verb == "market":
            card = market_card(view["market"], int(words[1]))
            if card["kind"] == "special":
                return self.promise(self.hand, self.book) + SPECIAL_IN_HAND
            return self.promise(self.with_card(card["type"]), self.book)
        if verb == "draw":
            return self.draw_value()
        if verb == "exchange":
            t = words[1]
            r, c = parse_pos(words[2])
            hand = Counter(self.hand)
            hand[t] -= 1
            hand[card_at(self.book, r, c)] += 1
            book = [list(row) for row in self.book]
            book[r][c] = t
            return self.promise(+hand, book) - 0.1
        if verb == "discard":
            if words[1] in self.specials:
                return self.promise(self.hand, self.book)
            hand = Counter(self.hand)
            hand[words[1]] -= 1
            return self.promise(+hand, self.book) + SPECIAL_IN_HAND * len(self.specials)
        if verb in ("salvage", "keep"):
            if words[1] in self.specials or words[1].startswith("s") and words[1][1:].isdigit():
                return self.promise(self.hand, self.book) + SPECIAL_IN_HAND
            return self.promise(self.with_card(words[1]), self.book)
        if verb == "swap":
            (r1, c1), (r2, c2) = parse_pos(words[1]), parse_pos(words[2])
            book = [list(row) for row in self.book]
            book[r1][c1], book[r2][c2] = book[r2][c2], book[r1][c1]
            return self.promise(self.hand, book)
        if verb == "replace":
            r, c = parse_pos(words[1])
            book = [list(row) for row in self.book]
            book[r][c] = None
            return self.promise(self.hand, close_up(book)) + 0.1
        if verb == "george":
            r, c = parse_pos(words[1])
            book = [list(row) for row in self.book]
            lost = POINTS[card_at(book, r, c)]
            book[r][c] = None
            return self.promise(self.hand, close_up(book)) - (lost if style.plans_abilities else 0)
        if verb == "done":
            return self.promise(self.hand, self.book)
        if verb in ("play", "role"):
            return self.ability_value(words)
        return self.promise(self.hand, self.book) - 1.0  # pass

    def ability_value(self, words: list[str]) -> float:
        """What playing a special card or the role's action should bring."""
        now = self.promise(self.hand, self.book)
        if verb_is_play := words[0] == "play":
            card = next(c for c in self.view["hand"] if c["kind"] == "special" and c["id"] == words[1])
            text = card["text"]
        else:
            role = self.view["roles"][self.seat]
            text = role["text"] if role else ""
        gain = max(0.0, self.draw_value() - now)
        if not self.style.plans_abilities:
            return now + gain * 1.5 - (SPECIAL_IN_HAND if verb_is_play else 0)
        lowered = text.lower()
        if "cook a recipe" in lowered:
            value = now + 4.0  # grandma: offered only when a cook is possible
        elif "more actions" in lowered:
            value = now + 2.2 * max(gain, 0.5)
        elif "from the market" in lowered:
            cards = sorted((self.promise(self.with_card(c["type"]), self.book) - now
                            for c in self.view["market"] if c and c["kind"] == "ingredient"), reverse=True)
            count = 2 if "2 cards from the market" in lowered else 1
            value = now + sum(cards[:count]) + (gain if "draw 1" in lowered else 0)
            if "discard 1" in lowered:
                value -= 0.3
        elif "draw" in lowered:
            count = 3 if "draw 3" in lowered else 2
            value = now + gain * count * 0.8 - (0.4 if "discard 1" in lowered else 0)
        elif "look at the top" in lowered:
            value = now + gain * 1.8
        elif "discard pile" in lowered:
            best = max((self.promise(self.with_card(c["type"]), self.book)
                        for c in self.view["discard"] if c["kind"] == "ingredient"), default=now)
            value = best
        else:
            value = now + 0.3  # rearranging the cookbook: a small, uncertain help
        return value - (SPECIAL_IN_HAND if verb_is_play else 0)

    def choose(self) -> str:
        scored = []
        for i, text in enumerate(self.legal):
            value = self.value(text)
            if self.style.noise:
                value += self.dice.uniform(0, self.style.noise)
            scored.append((value, -i, text))
        return max(scored)[2]


def close_up(book: list[list[str | None]]) -> list[list[str | None]]:
    rows = [row for row in book if any(row)]
    if not rows:
        return []
    keep = [c for c in range(len(rows[0])) if any(row[c] for row in rows)]
    return [[row[c] for c in keep] for row in rows]


def play(level: str, view: CoreView, legal: list[str], seed: int) -> str:
    """The move a ``level`` player picks in the core game or alone in the kitchen."""
    if view.get("phase") == "draft":
        return choose_role(view, legal)
    return Planner(STYLES[level], view, legal, seed).choose()


# Roles by how much a bot makes of them: a big hand first, then actions that bring cards.
ROLE_PREFERENCE = ("pantry_keeper", "confectioner", "apprentice", "baker", "market_vendor", "taster",
                   "night_baker", "pastry_chef", "dishwasher", "merchant", "waiter", "scavenger",
                   "grandmother", "sous_chef", "food_critic", "recipe_keeper")


def choose_role(view: CoreView, legal: list[str]) -> str:
    ranked = sorted(legal, key=lambda t: ROLE_PREFERENCE.index(t.split()[1])
                    if t.split()[1] in ROLE_PREFERENCE else len(ROLE_PREFERENCE))
    return ranked[0]
