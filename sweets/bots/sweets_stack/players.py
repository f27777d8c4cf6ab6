"""The Sweets Stack computer players.

Both read only their seat's view: the sheets, scored cards and pumpkins on the table, and their own
hand. A sheet is judged by how much room it keeps for what may come (covered holes, ragged or
high columns, and, for Hard, how many of the game's candy shapes still fit upright), plus the
points a mark brings (the card, a row's Favourite Candy box, ghosts while it holds candles).

Easy marks each candy where its quick judgement likes it best, passes a random card and never
exchanges. Hard also counts the shapes that would still fit, keeps pumpkins for emergencies, and
passes the card that leaves its neighbour's sheet worst off (best of all one that does not fit:
a candle).
"""

from __future__ import annotations

from dataclasses import dataclass

from sweets.bots.seat import own_seat
from sweets.bots.seeding import rng
from sweets.games.sweets_stack import geometry as geo
from sweets.games.sweets_stack.actions import Drop, Out, Play, parse_action
from sweets.games.sweets_stack.data import CANDY_IDS, CARDS, GHOST
from sweets.games.sweets_stack.view import SweetsStackView

# Every distinct upright candy shape: a sheet with room for more of them is a safer sheet.
SHAPES = tuple(sorted({CARDS[c].shape for c in CANDY_IDS}))


@dataclass(frozen=True)
class Style:
    capacity: float  # weight of the share of shapes that still fit upright
    pumpkin: float  # worth of a pumpkin kept
    noise: float  # random spread added to each option's value
    shortlist: int  # placements whose capacity is counted (the best by the quick judgement)
    nasty: bool  # picks the card that hurts the receiver most


STYLES = {
    "easy": Style(capacity=0.0, pumpkin=0.2, noise=0.6, shortlist=0, nasty=False),
    "hard": Style(capacity=12.0, pumpkin=0.9, noise=0.0, shortlist=8, nasty=True),
}
LEVELS = [("easy", "Easy"), ("hard", "Hard")]


class Sheet:
    """A seat's sheet as the view shows it, with the judgement of a board."""

    def __init__(self, view: SweetsStackView, rows: list[str], forbidden: int = 0) -> None:
        self.width = view["sheet"]["width"]
        self.height = view["sheet"]["height"]
        self.row_colours = view["sheet"]["row_colours"]
        self.board = geo.board_from_picture("/".join(rows), self.width, self.height)
        self.forbidden = forbidden

    def shape_value(self, board: int) -> float:
        """How healthy a board is, without the capacity count (cheap)."""
        w, h = self.width, self.height
        heights = []
        holes = 0
        for x in range(w):
            top = 0
            for y in range(h - 1, -1, -1):
                if board >> (y * w + x) & 1:
                    top = y + 1
                    break
            heights.append(top)
            holes += sum(1 for y in range(top) if not board >> (y * w + x) & 1)
        bumps = sum(abs(a - b) for a, b in zip(heights, heights[1:], strict=False))
        return -1.2 * holes - 0.35 * bumps - 0.25 * sum(heights) - 1.5 * max(0, max(heights) - h + 3)

    def capacity(self, board: int) -> float:
        fits = sum(1 for s in SHAPES if geo.placements(board, geo.piece(s, 0, self.width), self.height))
        return fits / len(SHAPES)


def _mark_gain(view: SweetsStackView, seat: int, card: str, new_rows: list[int]) -> float:
    """Points the mark adds for ``seat``: the card, its colour on checked boxes, new boxes, ghosts."""
    scored = [c["id"] for c in view["scored"][seat]] + [card]
    colours = view["sheet"]["row_colours"]
    checked = view["checked"][seat]
    gain = 1.0 + sum(colours[row] == CARDS[card].colour for row in checked)
    gain += sum(sum(CARDS[c].colour == colours[row] for c in scored) for row in new_rows)
    gain += 0.5 * CARDS[card].symbols.count(GHOST) * (1 + view["candles"][seat])
    if "pumpkin_arrow" in CARDS[card].symbols:
        gain += 0.5
    return gain


def _drop_board(sheet: Sheet, card: str, drop: Drop) -> int:
    p = geo.piece(CARDS[card].shape, drop.rotation, sheet.width)
    return sheet.board | geo.mask_at(p, drop.x - 1, drop.y - 1)


def choose_drop(style: Style, view: SweetsStackView, legal: list[str], seed: int) -> str:
    seat = own_seat(view)
    arrival = view["incoming"][seat]
    if arrival is None:
        raise ValueError("no candy to mark")
    received = arrival["card"]["id"]
    sheet = Sheet(view, view["sheets"][seat])
    draw = rng(seed, view["ply"], 7)
    scored: list[tuple[float, str, int]] = []
    for text in legal:
        action = parse_action(text)
        if isinstance(action, Out):
            continue
        assert isinstance(action, Drop)
        card = action.card or received
        board = _drop_board(sheet, card, action)
        rows = [y for y in geo.full_rows(board, sheet.width, sheet.height) if y not in view["checked"][seat]]
        value = sheet.shape_value(board) + _mark_gain(view, seat, card, rows) - style.pumpkin * action.cost
        if action.card is not None:
            value += 0.3 * CARDS[received].symbols.count(GHOST)  # the swapped-out card stays in hand
        if style.noise:
            value += draw.uniform(-style.noise, style.noise)
        scored.append((value, text, board))
    if not scored:
        return legal[0]
    scored.sort(key=lambda item: -item[0])
    if style.shortlist:
        best = scored[: style.shortlist]
        rescored = [(v + style.capacity * sheet.capacity(b), t) for v, t, b in best]
        rescored.sort(key=lambda item: -item[0])
        return rescored[0][1]
    return scored[0][1]


def receiver_outlook(view: SweetsStackView, receiver: int, card: str) -> float:
    """How well ``receiver`` can mark ``card`` (upright, or turned if it can pay): the best board
    it reaches, or a large negative number when the card does not fit at all."""
    sheet = Sheet(view, view["sheets"][receiver])
    turns: tuple[int, ...] = (0,)
    if view["can_rotate"][receiver] and view["pumpkins"][receiver] >= 2:
        turns = geo.rotations(CARDS[card].shape)
    best = None
    for r in turns:
        p = geo.piece(CARDS[card].shape, r, sheet.width)
        for x, y in geo.placements(sheet.board, p, sheet.height):
            value = sheet.shape_value(sheet.board | geo.mask_at(p, x, y)) - (0.9 * 2 if r else 0)
            best = value if best is None else max(best, value)
    return -100.0 if best is None else best


def choose_pick(style: Style, view: SweetsStackView, legal: list[str], seed: int) -> str:
    if not style.nasty:
        return rng(seed, view["ply"], 3).choice(legal)
    seat = own_seat(view)
    receiver = view["passes_to"][seat]
    if receiver is None:
        raise ValueError("an eliminated seat passes nothing")
    best_text, best_value = legal[0], None
    for text in legal:
        card = parse_action(text)
        assert isinstance(card, Play)
        # Hurt the receiver, and give away ghosts and arrows reluctantly (a candle rewards ghosts).
        value = -receiver_outlook(view, receiver, card.card)
        value -= 0.4 * CARDS[card.card].symbols.count(GHOST)
        if "pumpkin" in CARDS[card.card].symbols:
            value += 0.5
        if best_value is None or value > best_value:
            best_text, best_value = text, value
    return best_text


def play(style: Style, view: SweetsStackView, legal: list[str], seed: int) -> str:
    phase = view["phase"]
    if phase == "exchange":
        return "keep"
    if phase == "arrange":  # never reached by its own choice (it keeps), so no order matters
        return "under rest"
    if phase == "pick":  # the exchange offered beside the hand (flow 2) is ignored, as "keep" was
        return choose_pick(style, view, [a for a in legal if a.startswith("play ")], seed)
    return choose_drop(style, view, legal, seed)
