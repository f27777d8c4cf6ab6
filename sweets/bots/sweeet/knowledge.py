"""What a Sweeet! seat knows about the grid, built from its view alone.

The grid never moves, so a face-down card keeps whatever face it showed when it was last turned
up. A seat therefore "knows" a face-down cell when it remembers a public reveal of that cell
(``view["reveals"]``) or peeked at it itself (``view["my_peeks"]``, ``view["peek"]``). Every other
face-down cell is unknown, and all unknown cells are alike: each holds any card still missing
from the known part of the table with the same probability. The cards still in the grid are the
full set minus the cards players have collected (public: runs and bonuses), so the pool of cards
behind the unknown cells is exact whatever the seat remembers.

How much a seat remembers is a parameter (``recall``), which is how the weaker bots forget.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from sweets.bots.seat import own_seat
from sweets.games.sweeet.cards import cell_index
from sweets.games.sweeet.view import SweeetView, own_peeks, reveals

NUMBERS = tuple(str(v) for v in range(1, 9))
BONUSES = ("brave", "lucky", "curious", "gourmet")
HONEY = "honey"
CARD_TYPES = (*NUMBERS, *BONUSES, HONEY)
FULL_COUNTS = {**{n: 5 for n in NUMBERS}, **{b: 1 for b in BONUSES}, HONEY: 4}

# recall(turn_number, cell_index) -> whether the seat still remembers that reveal or peek
Recall = Callable[[int, int], bool]


def remember_everything(turn_number: int, cell: int) -> bool:
    return True


@dataclass
class Table:
    """One seat's knowledge of a Sweeet! position (see the module docstring)."""

    seat: int
    turn_number: int
    face_up: dict[int, str]          # cells turned up this turn -> card, in reveal order
    revealed_order: list[int]
    known: dict[int, str]            # face-down cells whose card the seat remembers
    public: set[int]                 # face-down cells whose card every seat has seen
    unknown: list[int]               # face-down cells the seat has no memory of
    pool: dict[str, int]             # cards behind the unknown cells, by type
    run_values: set[int]             # values in the seat's run, Lucky's included
    lucky_value: int | None          # the value Lucky stands for in the seat's run, if any
    bonuses: set[str]                # Bonus cards held other than Lucky
    honey_needed: int
    others_runs: list[set[int]] = field(default_factory=list)
    others_honey_needed: list[int] = field(default_factory=list)
    others_bonuses: list[set[str]] = field(default_factory=list)  # Bonus cards the others hold
    public_honey: int = 0            # face-down Honey cards whose place everybody has seen

    @property
    def lo(self) -> int:
        return min(self.run_values)

    @property
    def hi(self) -> int:
        return max(self.run_values)

    @property
    def unknown_count(self) -> int:
        return len(self.unknown)


def collected_cards(view: SweeetView) -> dict[str, int]:
    """Cards taken out of the grid so far, counted from the public runs and bonuses."""
    counts: dict[str, int] = {}
    for run in view["runs"]:
        for entry in run:
            if entry["card"] == "number":
                key = str(entry["value"])
            elif entry["card"] == "lucky":
                key = "lucky"
            else:
                continue  # the starting card never was in the grid
            counts[key] = counts.get(key, 0) + 1
    for held in view["bonuses"]:
        for name in held:
            counts[name] = counts.get(name, 0) + 1
    return counts


def read_table(view: SweeetView, recall: Recall = remember_everything) -> Table:
    """Builds the seat's knowledge from its view, keeping only the reveals ``recall`` accepts."""
    seat = own_seat(view)
    turn = view["turn"]
    turn_number = turn["number"] if turn else 0
    grid = view["grid"]

    face_up: dict[int, str] = {}
    order: list[int] = []
    for item in turn["revealed"] if turn else []:
        i = cell_index(item["cell"])
        face_up[i] = item["card"]
        order.append(i)
    for i, card in enumerate(grid):  # the grid is the authority for what is up now
        if card not in (None, "down") and i not in face_up:
            face_up[i] = card
            order.append(i)

    down = {i for i, card in enumerate(grid) if card == "down"}
    known: dict[int, str] = {}
    public: set[int] = set()
    public_cards: dict[int, str] = {}
    # Later reveals of a cell overwrite earlier ones; they can only agree, cards never move.
    for number, _who, name, card in reveals(view):
        i = cell_index(name)
        if i in down:
            public.add(i)
            public_cards[i] = card
            if recall(number, i):
                known[i] = card
    for number, name, card in own_peeks(view):
        i = cell_index(name)
        if i in down and recall(number, i):
            known[i] = card
    peek = view.get("peek")
    if peek:  # this turn's peek is always in mind
        i = cell_index(peek["cell"])
        if i in down:
            known[i] = peek["card"]

    pool = dict(FULL_COUNTS)
    for name, k in collected_cards(view).items():
        pool[name] = pool.get(name, 0) - k
    for card in list(face_up.values()) + list(known.values()):
        pool[card] = pool.get(card, 0) - 1
    pool = {card: max(0, k) for card, k in pool.items()}
    unknown = sorted(down - set(known))

    run = view["runs"][seat]
    run_values = {entry["value"] for entry in run}
    lucky_value = next((entry["value"] for entry in run if entry["card"] == "lucky"), None)
    others = [{e["value"] for e in r} for s, r in enumerate(view["runs"]) if s != seat]
    others_honey = [k for s, k in enumerate(view["honey_needed"]) if s != seat]
    others_bonuses = [set(held) for s, held in enumerate(view["bonuses"]) if s != seat]
    return Table(
        seat=seat,
        turn_number=turn_number,
        face_up=face_up,
        revealed_order=order,
        known=known,
        public=public,
        unknown=unknown,
        pool=pool,
        run_values=run_values,
        lucky_value=lucky_value,
        bonuses=set(view["bonuses"][seat]),
        honey_needed=view["honey_needed"][seat],
        others_runs=others,
        others_honey_needed=others_honey,
        others_bonuses=others_bonuses,
        public_honey=sum(1 for card in public_cards.values() if card == HONEY),
    )


def cell_distribution(table: Table, cell: int) -> dict[str, float]:
    """Probability of each card type at ``cell`` as this seat sees it."""
    if cell in table.face_up:
        return {table.face_up[cell]: 1.0}
    if cell in table.known:
        return {table.known[cell]: 1.0}
    total = sum(table.pool.values())
    if not total:
        return {}
    return {card: k / total for card, k in table.pool.items() if k}
