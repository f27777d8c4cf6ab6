"""Where a seat may mark its candy: the options it can pay for, and the table facts they depend on."""

from __future__ import annotations

from dataclasses import replace

from sweets.engine import Action
from sweets.games.sweets_stack import geometry as geo
from sweets.games.sweets_stack.actions import Drop
from sweets.games.sweets_stack.data import (
    CANDY_CORN,
    CANDY_IDS,
    CARDS,
    CROSSED,
    CROWN_IDS,
    GUMMY_PYTHON,
    RARE_CANDY,
    SHEET_HEIGHT,
    SHEET_WIDTH,
)

ROTATE_COST, CHANGE_COST = 2, 3
PREFILLS = {"candy_corn": CANDY_CORN, "rare_candy": RARE_CANDY}
ORDER = {cid: i for i, cid in enumerate((*CANDY_IDS, *CROWN_IDS))}


def card_order(card: str) -> int:
    return ORDER[card]


def passes_to(data: dict, seat: int) -> int | None:
    """The seat ``seat`` hands its card to: left (seat + 1) in rounds 1-2, right in round 3,
    skipping eliminated players; None when nobody else is still in."""
    n = data["n"]
    step = 1 if data["round"] < 3 else -1
    for k in range(1, n):
        other = (seat + step * k) % n
        if data["alive"][other]:
            return other
    return None


def forbidden_mask(data: dict, seat: int, card: str) -> int:
    """Gummy Python's spaces, which the first candy of the round must keep off (crowns exempt)."""
    if data["card"] != "gummy_python" or data["marked"][seat] or CARDS[card].crown:
        return 0
    return geo.board_from_picture(GUMMY_PYTHON, SHEET_WIDTH, SHEET_HEIGHT)


def can_rotate(data: dict, seat: int) -> bool:
    """False while a crossed-out circle tops the seat's scored cards."""
    scored = data["scored"][seat]
    return not (scored and CROSSED in CARDS[scored[-1]].symbols)


def drops_for(data: dict, seat: int, card: str, turns: tuple[int, ...], changed: bool) -> list[Drop]:
    board = data["sheets"][seat]
    forbidden = forbidden_mask(data, seat, card)
    found = []
    for r in turns:
        p = geo.piece(CARDS[card].shape, r, SHEET_WIDTH)
        for x, y in geo.placements(board, p, SHEET_HEIGHT, forbidden):
            found.append(Drop(x + 1, y + 1, r, card if changed else None))
    return found


def as_listed(data: dict, action: Action) -> Action:
    """``action`` with its turn written as the options list it: a turn that gives the same shape
    as a smaller one is that move (DECISIONS: "turns giving the same shape"). Unchanged when no
    candy is being marked (the rules then refuse it with their own reason)."""
    seat = data["to_move"]
    if not (isinstance(action, Drop) and action.rotation and data["phase"] == "place" and seat is not None):
        return action
    arrival = data["incoming"][seat]
    card = action.card or (arrival["card"] if arrival else None)
    if card is None:
        return action
    return replace(action, rotation=geo.listed_turn(CARDS[card].shape, action.rotation))


def placement_options(data: dict, seat: int) -> list[Drop]:
    """Every way ``seat`` may mark a candy now, cheapest first: the received card upright, turned
    (2 pumpkins), another card of the hand upright (3) or turned (5)."""
    card = data["incoming"][seat]["card"]
    pumpkins = data["pumpkins"][seat]
    rotate = can_rotate(data, seat)
    options = drops_for(data, seat, card, (0,), False)
    if rotate and pumpkins >= ROTATE_COST:
        options += drops_for(data, seat, card, geo.rotations(CARDS[card].shape)[1:], False)
    if pumpkins >= CHANGE_COST:
        for other in sorted(set(data["hands"][seat]), key=card_order):
            turns = geo.rotations(CARDS[other].shape)
            if not (rotate and pumpkins >= CHANGE_COST + ROTATE_COST):
                turns = turns[:1]
            options += drops_for(data, seat, other, turns, True)
    return options
