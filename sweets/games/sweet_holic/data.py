"""Sweet Holic's components.

The counts come from the rulebook's component list. The tile ids, the order of the flavours and
the reading of the pictured scoring example are ours: **reconstructed** (the pictures are gone).
A person holding the real game can correct this file without touching the rules code.

Ids: cookies ``c1``-``c24`` and fillings ``f1``-``f30``, numbered flavour by flavour in the order
of :data:`FLAVOURS`; missions ``mission:<flavour>``; score tokens ``token<value>-<copy>``.
"""

from __future__ import annotations

from typing import NamedTuple

FRUITS = ("strawberry", "blueberry", "green_tea", "lemon", "mint")
BURNT = "burnt"
FLAVOURS = (*FRUITS, BURNT)

COOKIES_PER_FLAVOUR = 4  # 4 of each of the 6 cookie flavours, burnt included: 24 cookies
FILLINGS_PER_FLAVOUR = 6  # 6 of each fruit flavour (there is no burnt filling): 30 fillings
TOKEN_VALUES = (3, 2, 1)
TOKENS_PER_VALUE = 3  # one of each value per round, for 3 rounds

ROUNDS = 3
HAND_SIZE_AT_DEAL = 5
HAND_LIMIT = 6
REFILL_TO = 3
MAX_BAKE_PER_TURN = 5
MAX_FILLINGS = 3
MAX_MACARONS = 3
COOKIES_IN_FINISHED = 2


class Tile(NamedTuple):
    """One ingredient tile."""

    id: str
    kind: str  # "cookie" or "filling"
    flavour: str


def _build_tiles() -> dict[str, Tile]:
    tiles: dict[str, Tile] = {}
    number = 0
    for flavour in FLAVOURS:
        for _ in range(COOKIES_PER_FLAVOUR):
            number += 1
            tiles[f"c{number}"] = Tile(f"c{number}", "cookie", flavour)
    number = 0
    for flavour in FRUITS:
        for _ in range(FILLINGS_PER_FLAVOUR):
            number += 1
            tiles[f"f{number}"] = Tile(f"f{number}", "filling", flavour)
    return tiles


TILES: dict[str, Tile] = _build_tiles()
TILE_IDS: tuple[str, ...] = tuple(TILES)  # c1..c24, then f1..f30
TILE_ORDER = {tile_id: i for i, tile_id in enumerate(TILE_IDS)}

MISSIONS: tuple[str, ...] = FLAVOURS  # one mission tile per flavour, burnt included


def mission_id(flavour: str) -> str:
    return f"mission:{flavour}"


TOKEN_IDS: tuple[str, ...] = tuple(
    f"token{value}-{copy}" for value in TOKEN_VALUES for copy in range(1, TOKENS_PER_VALUE + 1)
)


def token_value(token_id: str) -> int:
    return int(token_id[len("token"):].split("-")[0])


def display_sort_key(tile_id: str) -> tuple[int, int, int]:
    """Groups a hand by flavour, cookies before fillings."""
    tile = TILES[tile_id]
    return (FLAVOURS.index(tile.flavour), 0 if tile.kind == "cookie" else 1, TILE_ORDER[tile_id])


# The rulebook's scoring example, read from its caption (reconstructed: the picture is gone).
# One player holds at most 3 macarons, so the fourth "3P" group is read as the mission bonus of
# the 5-ingredient macaron, whose 3 fillings match the player's mission.
SCORING_EXAMPLE = {
    "mission": "mint",
    "macarons": [
        {"flavour": "strawberry", "tiles": ["c1", "f1", "c2"], "points": 3},
        {"flavour": "blueberry", "tiles": ["c5", "f7", "f8", "c21"], "points": 3},  # burnt c21: 0
        {"flavour": "mint", "tiles": ["c17", "f25", "f26", "f27", "c18"], "points": 5, "bonus": 3},
    ],
    "total": 14,
}
