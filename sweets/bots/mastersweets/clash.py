"""Clash of Sweets computer players: each legal move is weighed by the position it leads to.

Attack: the hand is worth what it lacks for the opponents' recipes within reach (a recipe its
hand covers can be stolen now; each card still lacking divides its worth), more for a recipe of
more cards (it empties a cookbook faster) and for a player close to leaving. Defence (Hard only):
the own cookbook is worth the cost of its cheapest recipe, since that is the one a thief takes;
improving a card and laying the cookbook out so that recipes repeat a type both raise it.

Levels: Easy steals whenever it can and otherwise collects cards for the recipe closest to hand,
noisily, without a thought for its own cookbook. Hard weighs the whole position, defence included.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from sweets.bots.mastersweets.players import market_card, parse_pos
from sweets.bots.seat import own_seat
from sweets.bots.seeding import rng
from sweets.games.mastersweets.view import ClashView

INGREDIENTS = ("eggs", "flour", "milk", "nuts", "fruits", "cream", "sugar", "chocolate", "butter")
REACH = (1.0, 0.45, 0.2, 0.08, 0.03, 0.01, 0.0)
SPECIAL_IN_HAND = 0.6


@dataclass(frozen=True)
class Style:
    noise: float
    defends: bool


STYLES = {"easy": Style(noise=0.6, defends=False), "hard": Style(noise=0.0, defends=True)}

Book = list[list[tuple[str, bool] | None]]  # (type, improved) or a hole
BookKey = tuple[tuple[tuple[str, bool] | None, ...], ...]  # a Book as a cache's key
Needs = tuple[tuple[str, int], ...]  # (type, cards) a recipe costs


def recipes(book: Book) -> list[list[tuple[str, bool]]]:
    rows = [[c for c in row if c] for row in book]
    cols = [[cell for row in book if (cell := row[c])] for c in range(len(book[0]))] if book else []
    return [r for r in rows + cols if r]


def cost(recipe: list[tuple[str, bool]]) -> Counter:
    found: Counter = Counter()
    for t, improved in recipe:
        found[t] += 2 if improved else 1
    return found


def filled(book: Book, r: int, c: int) -> tuple[str, bool]:
    """The card at a place a legal move names: never a hole."""
    cell = book[r][c]
    if cell is None:
        raise ValueError(f"no card at row {r + 1}, column {c + 1}")
    return cell


def close_up(book: Book) -> Book:
    rows = [row for row in book if any(row)]
    if not rows:
        return []
    keep = [c for c in range(len(rows[0])) if any(row[c] for row in rows)]
    return [[row[c] for c in keep] for row in rows]


@lru_cache(maxsize=8192)
def need(recipe: tuple[tuple[str, bool], ...]) -> Needs:
    """``cost`` as pairs, remembered: weighing one move looks at every recipe on the table, and
    the search's playouts weigh thousands of moves a decision, mostly over the same recipes."""
    return tuple(cost(list(recipe)).items())


@lru_cache(maxsize=4096)
def _targets(book: BookKey) -> tuple[tuple[Needs, float], ...]:
    """Each recipe of an opponent's cookbook: what it costs, and what stealing it is worth (more
    for more cards, and more as the cookbook nears its end). A tuple: the cache hands out the
    same object every time."""
    left = sum(1 for row in book for c in row if c)
    return tuple((need(tuple(r)), len(r) + 4.0 / max(1, left - len(r) + 1))
                 for r in recipes([list(row) for row in book]))


@lru_cache(maxsize=4096)
def _defence(book: BookKey) -> float:
    return defence([list(row) for row in book])


def defence(book: Book) -> float:
    """How hard the cheapest recipe is to steal: its cost in cards, more for repeated types (a
    hand rarely holds several of one type)."""
    costs = [sum(k + (k - 1) * 0.8 for _, k in need(tuple(r))) for r in recipes(book)]
    if not costs:
        return 0.0
    # The cheapest recipe decides; the others break ties, so that a layout can be improved step by step.
    return min(costs) + 0.15 * sum(costs) / len(costs)


class Thinker:
    def __init__(self, style: Style, view: ClashView, legal: list[str], seed: int) -> None:
        self.style = style
        self.view = view
        self.legal = legal
        self.seat = own_seat(view)
        self.dice: random.Random = rng(seed, view["ply"], self.seat)
        self.hand = Counter(c["type"] for c in view["hand"] if c["kind"] == "ingredient")
        self.specials = [c for c in view["hand"] if c["kind"] == "special"]
        self.books: list[Book] = []
        for b in view["books"]:
            self.books.append([[(cell["type"], b["improved"][r][c]) if cell else None
                                for c, cell in enumerate(row)] for r, row in enumerate(b["cells"])])
        self.alive = view["alive"]

    def attack(self, hand: Counter, books: list[Book]) -> float:
        best: list[float] = []
        for owner, book in enumerate(books):
            if owner == self.seat or not self.alive[owner]:
                continue
            for needs, worth in _targets(tuple(map(tuple, book))):
                short = sum(k - hand[t] for t, k in needs if hand[t] < k)
                best.append(worth * REACH[min(short, len(REACH) - 1)])
        best.sort(reverse=True)
        return sum(w * v for w, v in zip((1.0, 0.3), best, strict=False)) + 0.04 * sum(hand.values())

    def value(self, hand: Counter, books: list[Book]) -> float:
        v = self.attack(hand, books)
        if self.style.defends:
            v += 0.5 * _defence(tuple(map(tuple, books[self.seat])))
        return v

    def after(self, text: str) -> float:
        words = text.split()
        verb = words[0]
        hand, books = Counter(self.hand), [[list(row) for row in b] for b in self.books]
        if verb in ("shape", "swap", "ready"):
            return self.arrange_value(text)
        if verb == "steal":
            owner = int(words[1][1:]) - 1
            name = f"{words[2]} {words[3]}"
            b = self.view["books"][owner]
            recipe = next(r for r in b["recipes"] if r["name"] == name)
            hand -= Counter(recipe["cost"])
            for p in recipe["cards"]:
                r, c = parse_pos(p)
                books[owner][r][c] = None
            books[owner] = close_up(books[owner])
            gone = len(recipe["cards"])
            bonus = 10.0 * gone + (30.0 if not books[owner] else 0.0)
            return self.value(+hand, books) + bonus
        if verb == "market":
            card = market_card(self.view["market"], int(words[1]))
            if card["kind"] == "special":
                return self.value(hand, books) + SPECIAL_IN_HAND
            hand[card["type"]] += 1
            return self.value(hand, books)
        if verb == "draw":
            return self.value(hand, books) + 0.25
        if verb == "improve":
            r, c = parse_pos(words[1])
            t, _ = filled(books[self.seat], r, c)
            books[self.seat][r][c] = (t, True)
            if not self.view["turn"]["steps"]:
                hand[t] -= 2
            return self.value(+hand, books)
        if verb == "exchange":
            t = words[1]
            who, _, place = words[2].rpartition(":")
            owner = int(who[1:]) - 1 if who else self.seat
            r, c = parse_pos(place)
            old, improved = filled(books[owner], r, c)
            books[owner][r][c] = (t, improved)
            hand[t] -= 1
            hand[old] += 1
            return self.value(+hand, books) - 0.05
        if verb == "remove":
            owner = int(words[1].split(":")[0][1:]) - 1
            r, c = parse_pos(words[1].split(":")[1])
            t, improved = filled(books[owner], r, c)
            if improved:
                books[owner][r][c] = (t, False)
            else:
                books[owner][r][c] = None
                books[owner] = close_up(books[owner])
            return self.value(hand, books) + (30.0 if not books[owner] else 0.0) + 0.5 * (not improved)
        if verb == "keep":
            hand[words[1]] += 1
            return self.value(hand, books)
        if verb == "discard":
            if words[1] in hand:
                hand[words[1]] -= 1
                return self.value(+hand, books) + SPECIAL_IN_HAND * len(self.specials)
            return self.value(hand, books)
        if verb == "play":
            icon = next(c["clash"] for c in self.specials if c["id"] == words[1])
            base = self.value(hand, books) - SPECIAL_IN_HAND
            return base + {"draw4": 1.2, "improve": 0.9 if self.style.defends else 0.2,
                           "discard": 0.8, "exchange2": 0.3}[icon]
        if verb == "done":
            return self.value(hand, books)
        return self.value(hand, books) - 1.0  # pass

    def arrange_value(self, text: str) -> float:
        """Easy keeps the layout it was dealt; Hard lays out a cookbook whose recipes repeat types."""
        if not self.style.defends:
            return 1.0 if text == "ready" else 0.0
        view_book = self.view["books"][self.seat]
        cells = [cell["type"] for row in view_book["cells"] for cell in row if cell]  # no holes yet
        rows, cols = view_book["rows"], view_book["cols"]
        words = text.split()
        if words[0] == "shape":
            rows, cols = (int(x) for x in words[1].split("x"))
        grid = [cells[r * cols:(r + 1) * cols] for r in range(rows)]
        if words[0] == "swap":
            (r1, c1), (r2, c2) = parse_pos(words[1]), parse_pos(words[2])
            grid[r1][c1], grid[r2][c2] = grid[r2][c2], grid[r1][c1]
        book: Book = [[(t, False) for t in row] for row in grid]
        # Fewer recipes to guard is better too: a shape's count of rows and columns.
        score = defence(book) - 0.05 * (rows + cols)
        return score + (0.02 if words[0] == "ready" else 0.0)

    def choose(self) -> str:
        scored = []
        for i, text in enumerate(self.legal):
            v = self.after(text)
            if self.style.noise:
                v += self.dice.uniform(0, self.style.noise)
            scored.append((v, -i, text))
        return max(scored)[2]


def play(level: str, view: ClashView, legal: list[str], seed: int) -> str:
    return Thinker(STYLES[level], view, legal, seed).choose()
