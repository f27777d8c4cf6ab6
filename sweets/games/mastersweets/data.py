"""MasterSweets' components: **reconstructed**.

The rulebook gives the counts (90 ingredient cards, 9 types x 10; 15 special cards; 16 role
cards), the nine ingredient names, and that sugar, chocolate and butter are worth 5. Everything
else below was pictured on cards and boards whose images are lost, so this project reconstructed
it, plausibly and consistently with every sentence of the rulebook. A person holding the real box
can correct this file without touching the rules code: the rules read only these tables, and the
abilities are built from the effect steps listed in ``STEP_KINDS``.

Reconstructed here:
- the points of the six ingredients the rulebook does not value (three types at each of 1, 3 and
  5, as the Sweets Workshop clue values 1, 3 and 5 suggest);
- the cookbook grid for 2, 3 and 4 players (and Sweets Workshop's 5 x 5 / 5 x 6, from its text);
- the 16 roles: name, starting hand size, and for some an action;
- the 15 special cards: name, core ability, and Clash of Sweets icon (one of the four the
  rulebook lists).

Ids: ingredient cards ``<type><copy>`` (``eggs1`` .. ``butter10``), special cards ``s1`` .. ``s15``,
roles by their slug (``baker``).
"""

from __future__ import annotations

from typing import NamedTuple

RECONSTRUCTED = True

# In the rulebook's order of naming them; cheapest first. Sugar, chocolate and butter are 5
# (rulebook, "Alone in the Kitchen"); the rest is reconstructed: eggs, flour and milk are the
# staples of the cooking example (1), nuts, fruits and cream the middle (3).
INGREDIENTS: tuple[str, ...] = (
    "eggs", "flour", "milk", "nuts", "fruits", "cream", "sugar", "chocolate", "butter",
)
POINTS: dict[str, int] = {
    "eggs": 1, "flour": 1, "milk": 1,
    "nuts": 3, "fruits": 3, "cream": 3,
    "sugar": 5, "chocolate": 5, "butter": 5,
}
COPIES = 10  # rulebook: "9 types of ingredient cards, each of them has 10 copies"

# Cookbook (rows, columns) per player count; Alone in the Kitchen uses the 2-player grid (its
# setup is "the same as ... for two players"). 12 cards for two players matches the 12-card
# cookbooks of Clash of Sweets; every size keeps a row and a column within reach of a hand.
COOKBOOK: dict[int, tuple[int, int]] = {2: (3, 4), 3: (4, 4), 4: (4, 5)}
WORKSHOP_COOKBOOK = {"normal": (5, 5), "hard": (5, 6)}  # stated by the rulebook
CLASH_COOKBOOK = {2: 12, 3: 12, 4: 12, 5: 10}  # stated by the rulebook
HAND_WITHOUT_ROLES = 3  # stated by the rulebook ("First Game")

# The effect steps an ability is made of, in the order they happen (see rules.py for each):
STEP_KINDS = (
    "draw",      # n: draw n cards from the top of the deck
    "market",    # n: take n market cards, one at a time; each slot refills at once
    "discard",   # n: discard n cards of your hand
    "exchange",  # n: exchange up to n hand ingredients with cookbook cards (may stop early)
    "swap",      # 1: swap the places of two cookbook cards
    "replace",   # 1: discard a cookbook card; the next ingredient of the deck takes its place
    "salvage",   # 1: take an ingredient card of your choice from the discard pile
    "peek",      # n: look at the top n cards, take one, put the rest under the deck
    "renew",     # 1: discard the whole market and lay out a new one
    "extra",     # n: take n more actions this turn
    "grandma",   # 1: cook a recipe where a pair given for a missing card still earns that card
)

# Clash of Sweets icons, as the rulebook lists them.
CLASH_ICONS = {
    "draw4": "Draw 4 cards from the deck.",
    "improve": "Lay this card face down under a card of your cookbook: it becomes improved.",
    "discard": "Discard a card of another player's cookbook (of an improved one, only the improving card).",
    "exchange2": "Exchange up to 2 cards of your hand with up to 2 cards of your cookbook.",
}


class Special(NamedTuple):
    id: str
    name: str
    steps: tuple[tuple[str, int], ...]
    text: str
    clash: str  # a key of CLASH_ICONS


class Role(NamedTuple):
    id: str
    name: str
    hand: int  # starting hand size
    steps: tuple[tuple[str, int], ...]  # its action; () for a role without one
    text: str


_SPECIAL_KINDS = (
    # name, steps, text, clash icons of its copies (one copy per icon listed)
    ("Fresh Delivery", (("draw", 3),), "Draw 3 cards.", ("draw4", "improve")),
    ("Shopping Spree", (("market", 2),),
     "Take 2 cards from the market, one after the other.", ("exchange2", "draw4")),
    ("Substitution", (("exchange", 2),),
     "Exchange up to 2 ingredient cards of your hand with cards of the cookbook.", ("exchange2", "improve")),
    ("Rewrite the Recipe", (("swap", 1),), "Swap the places of two cards in the cookbook.", ("discard",)),
    ("Fresh Stock", (("renew", 1), ("market", 1)),
     "Discard the whole market, lay out a new one, then take 1 card from it.", ("draw4",)),
    ("Burnt Batch", (("replace", 1),),
     "Discard a card of the cookbook; the next ingredient card of the deck takes its place.",
     ("discard", "discard")),
    ("Leftovers", (("salvage", 1),), "Take an ingredient card of your choice from the discard pile.",
     ("improve",)),
    ("Taste Test", (("peek", 3),),
     "Look at the top 3 cards of the deck, take 1 of them and put the others under the deck.",
     ("exchange2",)),
    ("Rush Hour", (("extra", 2),), "Take 2 more actions this turn.", ("draw4", "discard")),
    ("Grandma's Secret", (("grandma", 1),),
     "Cook a recipe; a pair of cards given for a missing card still earns you that card.", ("improve",)),
)


def _build_specials() -> dict[str, Special]:
    specials: dict[str, Special] = {}
    for name, steps, text, icons in _SPECIAL_KINDS:
        for icon in icons:
            sid = f"s{len(specials) + 1}"
            specials[sid] = Special(sid, name, steps, text, icon)
    return specials


SPECIALS: dict[str, Special] = _build_specials()

# Four roles without an action hold bigger hands; the others trade hand size for an action that
# can be repeated every turn, so a strong action comes with a small hand.
_ROLES = (
    ("pantry_keeper", "Pantry Keeper", 6, (), ""),
    ("confectioner", "Confectioner", 5, (), ""),
    ("apprentice", "Apprentice", 5, (), ""),
    ("waiter", "Waiter", 4, (), ""),
    ("baker", "Baker", 3, (("draw", 2), ("discard", 1)), "As an action, draw 2 cards, then discard 1 card."),
    ("market_vendor", "Market Vendor", 3, (("market", 2), ("discard", 1)),
     "As an action, take 2 cards from the market, then discard 1 card."),
    ("sous_chef", "Sous-Chef", 3, (("exchange", 2),),
     "As an action, exchange up to 2 ingredient cards of your hand with cards of the cookbook."),
    ("recipe_keeper", "Recipe Keeper", 4, (("swap", 1),),
     "As an action, swap the places of two cards in the cookbook."),
    ("scavenger", "Scavenger", 3, (("salvage", 1),),
     "As an action, take an ingredient card of your choice from the discard pile."),
    ("taster", "Taster", 3, (("peek", 3),),
     "As an action, look at the top 3 cards of the deck, take 1 and put the others under the deck."),
    ("grandmother", "Grandmother", 2, (("grandma", 1),),
     "As an action, cook a recipe where a pair of cards given for a missing card still earns you that card."),
    ("food_critic", "Food Critic", 4, (("replace", 1),),
     "As an action, discard a card of the cookbook; the next ingredient card of the deck takes its place."),
    ("merchant", "Merchant", 3, (("renew", 1), ("market", 1)),
     "As an action, discard the whole market, lay out a new one, then take 1 card from it."),
    ("dishwasher", "Dishwasher", 4, (("discard", 1), ("draw", 2)),
     "As an action, discard 1 card, then draw 2 cards."),
    ("pastry_chef", "Pastry Chef", 2, (("draw", 2),), "As an action, draw 2 cards."),
    ("night_baker", "Night Baker", 2, (("draw", 1), ("market", 1)),
     "As an action, draw 1 card and take 1 card from the market."),
)
ROLES: dict[str, Role] = {rid: Role(rid, name, hand, steps, text) for rid, name, hand, steps, text in _ROLES}

INGREDIENT_IDS: tuple[str, ...] = tuple(f"{t}{k}" for t in INGREDIENTS for k in range(1, COPIES + 1))
TYPE_OF: dict[str, str] = {cid: cid.rstrip("0123456789") for cid in INGREDIENT_IDS}
CARD_ORDER: dict[str, int] = {cid: i for i, cid in enumerate((*INGREDIENT_IDS, *SPECIALS))}


def is_special(card: str) -> bool:
    return card in SPECIALS


def points(card: str) -> int:
    """A card's victory points (0 for a special card, which never scores)."""
    return POINTS[TYPE_OF[card]] if card in TYPE_OF else 0


def card_sort_key(card: str) -> int:
    return CARD_ORDER[card]
