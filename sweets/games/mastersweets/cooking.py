"""Cooking a recipe: what the hand pays and where the recipe's cards go.

A recipe card whose type the hand holds is paid with that card; only for the cards the hand
lacks may three cards of one type (the recipe card is earned) or two (it goes to the discard
pile) be given instead (Gameplay: "instead of any card from the recipe that he doesn't have").
Cards of one type are alike, so a payment names types, never card ids: a *substitution* is
``(missing type, 3 or 2, type given)``, and a payment is a sorted tuple of substitutions.
"""

from __future__ import annotations

from collections import Counter

from sweets.games.mastersweets.data import INGREDIENTS

Sub = tuple[str, int, str]
TYPE_INDEX = {t: i for i, t in enumerate(INGREDIENTS)}
# The ways one missing card can be paid, in a fixed order: a type, three of it before two.
_CHOICES: tuple[tuple[int, str], ...] = tuple((k, t) for t in INGREDIENTS for k in (3, 2))
_CHOICE_INDEX = {choice: i for i, choice in enumerate(_CHOICES)}


def sub_key(sub: Sub) -> tuple[int, int]:
    return TYPE_INDEX[sub[0]], _CHOICE_INDEX[(sub[1], sub[2])]


def shortfall(hand: Counter, recipe: list[str]) -> tuple[list[str], Counter]:
    """The recipe's types the hand lacks (one entry per card, in type order) and the hand's cards
    left once every card it has is matched."""
    need = Counter(recipe)
    spare = Counter(hand)
    missing: list[str] = []
    for t in sorted(need, key=TYPE_INDEX.__getitem__):
        exact = min(need[t], spare[t])
        spare[t] -= exact
        missing += [t] * (need[t] - exact)
    return missing, spare


def payments(hand: Counter, recipe: list[str]) -> list[tuple[Sub, ...]]:
    """Every way the hand can cook ``recipe`` (empty when it cannot), each a canonical tuple."""
    missing, spare = shortfall(hand, recipe)
    found: list[tuple[Sub, ...]] = []

    def assign(i: int, start: int, chosen: list[Sub]) -> None:
        if i == len(missing):
            found.append(tuple(chosen))
            return
        # Identical missing cards take their choices in a non-decreasing order: no repeats.
        first = start if i and missing[i - 1] == missing[i] else 0
        for j in range(first, len(_CHOICES)):
            k, t = _CHOICES[j]
            if spare[t] >= k:
                spare[t] -= k
                chosen.append((missing[i], k, t))
                assign(i + 1, j, chosen)
                chosen.pop()
                spare[t] += k

    assign(0, 0, [])
    return found


def hand_cost(recipe: list[str], subs: tuple[Sub, ...]) -> Counter:
    """How many cards of each type the hand gives."""
    missing = Counter(m for m, _, _ in subs)
    cost = Counter(recipe)
    cost.subtract(missing)
    for _, k, t in subs:
        cost[t] += k
    return +cost


def settle(recipe_cards: list[tuple[str, str]], subs: tuple[Sub, ...], keep_pairs: bool
           ) -> tuple[list[str], list[str]]:
    """The recipe's cards split into (earned, discarded). ``recipe_cards`` pairs each card with
    its type, in reading order; the cards the hand matches come first, then the substituted ones
    in the order of ``subs``. ``keep_pairs``: a pair also earns its card (Grandma's Secret)."""
    by_type: dict[str, list[str]] = {}
    for card, t in recipe_cards:
        by_type.setdefault(t, []).append(card)
    missing = Counter(m for m, _, _ in subs)
    earned: list[str] = []
    discarded: list[str] = []
    for t, group in by_type.items():
        exact = len(group) - missing[t]
        earned += group[:exact]
        by_type[t] = group[exact:]
    for m, k, _ in subs:
        card = by_type[m].pop(0)
        (earned if k == 3 or keep_pairs else discarded).append(card)
    return earned, discarded
