"""The Sweets Workshop's table: the rulebook's numbers, and what a position says to the clues
(which cookbook cards are face up, which recipes and values a clue may name, which cards a clue
points at). The rules, the view and the bots read them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.actions import Pos
from sweets.games.mastersweets.data import POINTS, TYPE_OF, WORKSHOP_COOKBOOK, points
from sweets.games.mastersweets.workshop_moves import recipe_of

COOKBOOKS = {"5x5": WORKSHOP_COOKBOOK["normal"], "5x6": WORKSHOP_COOKBOOK["hard"]}
HAND = {2: 7, 3: 6, 4: 5, 5: 5}  # stated by the rulebook
MOST_OF_A_TYPE = 5  # stated by the rulebook: no more than 5 cards of a type in the cookbook
VALUES = (1, 3, 5)  # the values a clue may name (rulebook)


def face_up(data: dict) -> list[Pos]:
    """The cookbook places whose card is still face up, in reading order."""
    return [(r, c) for r, row in enumerate(data["down"]) for c, d in enumerate(row) if not d]


def clue_names(data: dict) -> list[str]:
    """What a clue may name now: a value, or a recipe of the cookbook."""
    return [str(v) for v in VALUES] + [gr.recipe_name(k, i) for k, i in gr.recipes(data["book"])]


def recipe_types(data: dict, kind: str, index: int) -> list[str]:
    """The types of a recipe's face-up cards, in ingredient order: what a recipe clue points at."""
    cells = gr.recipe_cells(data["book"], kind, index)
    found = {TYPE_OF[card] for r, c, card in cells if not data["down"][r][c]}
    return [t for t in dict.fromkeys(TYPE_OF.values()) if t in found]


def clue_fits(kind: str, clue: Mapping[str, Any], negative: bool = True) -> bool:
    """Whether a card of ``kind`` agrees with what a clue (``value`` or ``types``, and ``yes``:
    whether it pointed at the card) said of it. A full clue that passed a card over says it is
    not what the clue named; ``negative=False`` reads only what a clue pointed at."""
    named = POINTS[kind] == clue["value"] if "value" in clue else kind in (clue.get("types") or ())
    if clue["yes"]:
        return named
    return not named if negative else True


def touched(data: dict, target: int, what: str) -> list[bool]:
    """For each card of ``target``'s hand, whether the clue points at it."""
    recipe = recipe_of(what)
    if recipe is None:
        return [points(card) == int(what) for card in data["hands"][target]]
    if recipe[1] >= gr.shape(data["book"])[0 if recipe[0] == "row" else 1]:
        return [False] * len(data["hands"][target])
    types = set(recipe_types(data, *recipe))
    return [TYPE_OF[card] in types for card in data["hands"][target]]
