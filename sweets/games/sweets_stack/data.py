"""Sweets Stack's components: every candy card, the bucket sheet and the advanced rule cards.

**Reconstructed.** The rulebook gives counts and names, but its pictures (the candy shapes and
symbols, the sheet, the advanced cards' spaces) are gone and no public source lists them (see
shared/notes/games.md). Everything below is our plausible reconstruction; a person holding the
real box can correct this file without touching the rules code (the tests check only that the
data is well formed: counts, connected shapes of 2-5 cells, pictures the size of the sheet).

Pictures are written top row first, rows separated by ``/``; ``#`` is a filled cell.
"""

from __future__ import annotations

from typing import NamedTuple

RECONSTRUCTED = True

COLOURS = ("blue", "yellow", "green", "red")
CANDY = {"blue": "Star Lollipop", "yellow": "Guimauve", "green": "Candy Cane", "red": "Heart Cookie"}
# The four card symbols (rulebook "Descriptions of Card Symbols"), plus the crown that marks
# the four extra cards of Dragon's Fireball.
PUMPKIN, ARROW, CROSSED, GHOST, CROWN = "pumpkin", "pumpkin_arrow", "crossed_circle", "ghost", "crown"
SYMBOLS = (PUMPKIN, ARROW, CROSSED, GHOST)

# The bucket sheet: 6 columns by 8 rows. A 6-wide sheet takes the longest candy (5 cells) flat
# and leaves room to slide it; 8 rows fill after some 8-12 candies, which matches the
# rulebook's scoring example (a player eliminated with 6 scored cards).
SHEET_WIDTH = 6
SHEET_HEIGHT = 8
# The Favourite Candy box of each row, bottom row first. Row 4 is red as in the rulebook's
# example (a red candy completes the 4th row and the red box is checked).
ROW_COLOURS = ("blue", "yellow", "green", "red", "blue", "yellow", "green", "red")

PUMPKIN_CHIPS = 20
CANDLE_CHIPS = 4
ROUNDS = 3
CARDS_PER_PLAYER = 16


class Card(NamedTuple):
    id: str
    colour: str
    shape: str  # picture, top row first
    symbols: tuple[str, ...]
    crown: bool = False


# 16 cards a colour: two of 2 cells, three of 3, six of 4 and five of 5 (3.9 cells on average);
# per colour 8 ghosts, 4 pumpkins, 3 pumpkins with arrow, 3 crossed-out circles, so 6 scored
# cards carry about 3 ghosts, as in the rulebook's scoring example. The 5-cell U, X, V, W and
# F shapes are the awkward ones a player passes to fill a neighbour's bucket.
_CARDS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("b1", "##", (PUMPKIN,)),
    ("b2", "#/#", (GHOST,)),
    ("b3", "###", (GHOST,)),
    ("b4", "#./##", (ARROW,)),
    ("b5", "#/#/#", (PUMPKIN,)),
    ("b6", "##/##", (GHOST,)),
    ("b7", "####", (CROSSED,)),
    ("b8", "###/.#.", (GHOST,)),
    ("b9", "#../###", (ARROW,)),
    ("b10", ".##/##.", (GHOST,)),
    ("b11", "#/#/#/#", ()),
    ("b12", "#.#/###", (CROSSED, GHOST)),
    ("b13", ".#./###/.#.", (GHOST,)),
    ("b14", "##/##/#.", (PUMPKIN,)),
    ("b15", "###/.#./.#.", (CROSSED, GHOST)),
    ("b16", "#.../####", (PUMPKIN, ARROW)),
    ("y1", "##", (GHOST,)),
    ("y2", "#/#", (PUMPKIN,)),
    ("y3", ".#/##", (GHOST,)),
    ("y4", "##/#.", (ARROW,)),
    ("y5", "###", ()),
    ("y6", "##/##", (GHOST,)),
    ("y7", "##./.##", (CROSSED,)),
    ("y8", ".#./###", (GHOST,)),
    ("y9", "..#/###", (PUMPKIN,)),
    ("y10", "#./#./##", (GHOST,)),
    ("y11", "#./##/#.", (ARROW,)),
    ("y12", "###/##.", (PUMPKIN, GHOST)),
    ("y13", "#../#../###", (CROSSED,)),
    ("y14", "#####", (GHOST,)),
    ("y15", "#../##./.##", (CROSSED, GHOST)),
    ("y16", ".#/##/.#/.#", (PUMPKIN, ARROW)),
    ("g1", "##", (ARROW,)),
    ("g2", "#/#", (GHOST,)),
    ("g3", "#/#/#", (GHOST,)),
    ("g4", ".#/##", (PUMPKIN,)),
    ("g5", "###", ()),
    ("g6", "#/#/#/#", (GHOST,)),
    ("g7", "##/#./#.", (CROSSED,)),
    ("g8", "##/.#/.#", (GHOST,)),
    ("g9", "####", (PUMPKIN,)),
    ("g10", "#./##/.#", (GHOST,)),
    ("g11", "###/#..", (ARROW,)),
    ("g12", "##/.#/.#/.#", (PUMPKIN, GHOST)),
    ("g13", "#.#/###", (CROSSED,)),
    ("g14", "##../.###", (GHOST,)),
    ("g15", "..#/..#/###", (CROSSED, GHOST)),
    ("g16", "#/#/#/#/#", (PUMPKIN, ARROW)),
    ("r1", "##", (GHOST,)),
    ("r2", "#/#", (PUMPKIN,)),
    ("r3", "##/.#", (GHOST,)),
    ("r4", "###", (ARROW,)),
    ("r5", "#./##", ()),
    ("r6", "##/##", (GHOST,)),
    ("r7", ".#./###", (CROSSED,)),
    ("r8", ".##/##.", (GHOST,)),
    ("r9", "##/#./#.", (PUMPKIN,)),
    ("r10", "##./.##", (GHOST,)),
    ("r11", "####", (ARROW,)),
    ("r12", "#.#/###", (PUMPKIN, GHOST)),
    ("r13", ".#./###/.#.", (CROSSED,)),
    ("r14", "##/##/.#", (GHOST,)),
    ("r15", ".##/##./.#.", (CROSSED, GHOST)),
    ("r16", "##./###", (PUMPKIN, ARROW)),
)

# The 4 crown cards (one a colour) are big 6-cell candies: Dragon's Fireball, which hands one to
# every player, is rated the hardest card (difficulty 3), so a crown card is a burden to the
# player who receives it; each carries a ghost to reward whoever manages to score it.
_CROWNS: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("cb", "blue", ".#./###/#.#", (GHOST,)),
    ("cy", "yellow", "####/#..#", (GHOST,)),
    ("cg", "green", "#.../####/...#", (GHOST,)),
    ("cr", "red", ".##./####", (GHOST,)),
)

_COLOUR_OF = {"b": "blue", "y": "yellow", "g": "green", "r": "red"}

CARDS: dict[str, Card] = {
    **{cid: Card(cid, _COLOUR_OF[cid[0]], shape, symbols) for cid, shape, symbols in _CARDS},
    **{cid: Card(cid, colour, shape, symbols, True) for cid, colour, shape, symbols in _CROWNS},
}
CANDY_IDS: tuple[str, ...] = tuple(cid for cid, _, _ in _CARDS)
CROWN_IDS: tuple[str, ...] = tuple(cid for cid, _, _, _ in _CROWNS)

# ----- advanced rule cards -----


class Advanced(NamedTuple):
    id: str
    name: str
    difficulty: int  # in ghost symbols, as printed on the card


ADVANCED: dict[str, Advanced] = {a.id: a for a in (
    Advanced("candy_corn", "Candy Corn", 2),
    Advanced("rare_candy", "Rare Candy", 2),
    Advanced("gummy_python", "Gummy Python", 2),
    Advanced("witches_cauldron", "Witches' Cauldron", 1),
    Advanced("candy_fairy", "Candy Fairy", 1),
    Advanced("seven_flavor_beans", "Seven Flavor Beans", 2),
    Advanced("dragons_fireball", "Dragon's Fireball", 3),
    Advanced("sugar_goblin", "Sugar Goblin", 3),
)}

# Spaces on the sheet, pictured like the sheet (top row first). Candy Corn prefills a candy corn
# on the floor, leaving one-cell pits at both walls; Rare Candy prefills four loose candies,
# two of them floating, so they make overhangs; Gummy Python's snake lies along the floor and
# the left wall, and the first candy of the round must keep off it.
CANDY_CORN = "....../....../....../....../....../....../..##../.####."
RARE_CANDY = "....../....../....../#....#/....../....../....../.#..#."
GUMMY_PYTHON = "....../....../....../....../....../#...../#....#/##...#"

# The rulebook's recommended combinations, offered as presets (id, label, one entry a round).
PRESETS: tuple[tuple[str, str, tuple[str | None, ...]], ...] = (
    ("come_back", "Come back round", (None, "gummy_python", "sugar_goblin")),
    ("bonus", "Bonus oriented", (None, "witches_cauldron", "candy_fairy")),
    ("hard", "Hard mode", ("dragons_fireball", "rare_candy", "seven_flavor_beans")),
)

# ----- the rulebook's scoring example -----
# Six scored cards, three of them red and three with a ghost; the red box checked; one candle:
# 6 + 1 x 3 + 1 x 3 = 12. The cards are ours (the picture is gone); the counts are the book's.
SCORING_EXAMPLE = {
    "scored": ["r1", "r5", "r7", "b2", "g3", "y5"],
    "checked_rows": [3],  # the 4th row (counted from 0 at the bottom), whose box is red
    "candles": 1,
    "base": 6,
    "favourite": 3,
    "candle_bonus": 3,
    "total": 12,
}
