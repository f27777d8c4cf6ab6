"""The Sweeet! computer players, from forgetful and naive to careful.

Every player reads only its seat's view (``knowledge.read_table``) and answers with one of the
legal actions' notations. They differ in two things:

- memory: Easy keeps only reveals from the last couple of turns and forgets some of those too;
  Medium forgets what is older than a few turns; Hard keeps every public reveal and its peeks.
- pushing its luck: Easy flips until it holds a target it set itself, whatever the risk; Medium
  looks one flip ahead; Hard searches a few flips ahead (``plan.TurnPlanner``) and also counts
  the cards it would leave face up for the others.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TypeVar

from sweets.bots.seat import own_seat
from sweets.bots.seeding import chance, mix, rng
from sweets.bots.sweeet.knowledge import BONUSES, HONEY, Table, read_table
from sweets.bots.sweeet.plan import RacePlanner, TurnPlanner, Weights
from sweets.games.sweeet.cards import cell_index
from sweets.games.sweeet.view import SweeetView

T = TypeVar("T")


@dataclass(frozen=True)
class Moves:
    """The legal notations sorted by kind, keyed by cell for flips and peeks."""

    flips: dict[int, str]
    peeks: dict[int, str]
    stops: list[str]

    @staticmethod
    def read(legal: list[str]) -> Moves:
        flips: dict[int, str] = {}
        peeks: dict[int, str] = {}
        stops: list[str] = []
        for text in legal:
            words = text.split()
            if words[0] == "flip":
                flips[cell_index(words[1])] = text
            elif words[0] == "peek":
                peeks[cell_index(words[1])] = text
            elif words[0] == "stop":
                stops.append(text)
        return Moves(flips, peeks, stops)


def remaining_in_grid(table: Table, value: int) -> int:
    """Copies of ``value`` still somewhere in the grid (unknown, remembered or face up)."""
    card = str(value)
    return (table.pool.get(card, 0) + sum(1 for c in table.known.values() if c == card)
            + sum(1 for c in table.face_up.values() if c == card))


def stop_score(table: Table, planner: TurnPlanner, text: str) -> float:
    """How good a legal stop is: run cards and Bonus cards gained; Lucky best where scarce.

    Lucky's value is a tie-breaker: standing in for the value with the fewest copies left in the
    grid saves the hardest search ("Lucky" section: it keeps that place for the whole game).
    """
    values: set[int] = set()
    bonuses: set[str] = set()
    lucky_bias = 0.0
    for word in text.split()[1:]:
        name, _, value_text = word.partition("=")
        card = table.face_up.get(cell_index(name), "")
        if card == "lucky" and value_text:
            v = int(value_text)
            values.add(v)
            lucky_bias = 0.01 * (5 - remaining_in_grid(table, v))
        elif card in BONUSES:
            bonuses.add(card)
        elif card and card != HONEY:
            values.add(int(card))
    gained = len(values - table.run_values)
    return planner.gain_value(gained, bonuses) + lucky_bias


def best_stop(table: Table, planner: TurnPlanner, moves: Moves) -> str:
    return max(moves.stops, key=lambda text: (stop_score(table, planner, text), -len(text), text))


def useful_remembered(table: Table, planner: TurnPlanner, moves: Moves) -> list[int]:
    """Remembered face-down cells worth turning up before stopping (they join the best stop)."""
    nums, bons, _, _ = planner.root
    _, taken, lucky_value = planner.collect_plan(nums, bons)
    wanted_values = {v for v in taken if v not in nums}
    cells = []
    known = sorted(table.known.items())
    if planner.w.race:
        # A copy everybody knows the place of first: taking it may hide that value from the
        # others again, while a copy only this seat knows of tells them nothing.
        known.sort(key=lambda item: item[0] not in table.public)
    for cell, card in known:
        if cell not in moves.flips:
            continue
        if card in BONUSES:
            if card == "lucky":
                if lucky_value and "lucky" not in bons:
                    cells.append(cell)
            elif card not in bons and card not in table.bonuses:
                cells.append(cell)
        elif card != HONEY and int(card) in wanted_values:
            wanted_values.discard(int(card))  # one copy of each value is enough
            cells.append(cell)
    return cells


def known_honey_cells(table: Table, moves: Moves) -> list[int]:
    return [cell for cell, card in sorted(table.known.items()) if card == HONEY and cell in moves.flips]


@dataclass(frozen=True)
class Style:
    """One strength of player."""

    memory_turns: int | None      # how many past turns it recalls (None: all)
    forget: float                 # chance of forgetting each recalled reveal anyway
    depth: int                    # flips searched ahead (0: naive pushing, see ``naive_turn``)
    weights: Weights


def game_salt(view: SweeetView) -> int:
    """A number fixed for the whole game, read from the view (the starting cards).

    The page gives a new seed at every move, so a bot's lasting traits (what Easy has forgotten,
    what it aims for this turn) are keyed to this instead: they must not change between two
    calls in the same turn.
    """
    return mix(*view.get("starting", []), len(view.get("players", [])))


def recall_for(style: Style, view: SweeetView) -> Callable[[int, int], bool]:
    turn = view["turn"]
    now = turn["number"] if turn else 0
    seat = own_seat(view)
    salt = game_salt(view)

    def recall(turn_number: int, cell: int) -> bool:
        if turn_number >= now:
            return True  # what happens in the current turn is in plain sight
        if style.memory_turns is not None and now - turn_number > style.memory_turns:
            return False
        # The same reveal is forgotten or not for the whole game, so a bot does not
        # "remember" a card one call and lose it the next.
        return not style.forget or chance(salt, seat, turn_number, cell) >= style.forget

    return recall


def drained(steps: Generator[None, None, T]) -> T:
    """What a computation in pieces (a generator of slices) ends with, all pieces run at once."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def play(style: Style, view: SweeetView, legal: list[str], seed: int) -> str:
    """One decision of a player of ``style``."""
    return drained(play_steps(style, view, legal, seed))


def play_steps(style: Style, view: SweeetView, legal: list[str], seed: int) -> Generator[None, None, str]:
    """``play`` in pieces (``yield`` between them), for a page that must answer in between."""
    moves = Moves.read(legal)
    turn = view["turn"]
    if turn is None:
        raise ValueError("the game is over: nothing to play")
    phase = turn["phase"]
    table = read_table(view, recall_for(style, view))
    planner = (RacePlanner if style.weights.race else TurnPlanner)(table, style.weights, max(style.depth, 1))
    dice = rng(seed, view["ply"], table.seat)

    if phase == "brave" or not moves.flips:
        return best_stop(table, planner, moves) if moves.stops else legal[0]

    if phase == "peek" and moves.peeks:
        # Curious: a look is free, so always look at a card the seat does not know yet
        # (unknown cells are all alike to it, so which one is up to chance).
        candidates = [c for c in table.unknown if c in moves.peeks]
        if candidates:
            return moves.peeks[dice.choice(candidates)]

    _, _, honey, honey_only = planner.root
    if planner.honey_win(honey, honey_only):
        cells = known_honey_cells(table, moves)
        if cells:
            return moves.flips[cells[0]]

    if style.depth == 0:
        return naive_turn(table, planner, moves, phase, dice, view)

    unknown = [c for c in table.unknown if c in moves.flips]
    if unknown and (yield from planner.push_steps()) > planner.now_value():
        return moves.flips[dice.choice(unknown)]
    return finish_turn(table, planner, moves, phase, unknown, dice)


def finish_turn(table: Table, planner: TurnPlanner, moves: Moves, phase: str,
                unknown: list[int], dice: random.Random) -> str:
    """Turn up the remembered cards that join the stop, then stop; if a first flip is still
    owed, make it the one that tells the others least."""
    useful = useful_remembered(table, planner, moves)
    if useful:
        return moves.flips[useful[0]]
    if phase == "choose" and moves.stops:
        return best_stop(table, planner, moves)
    # A flip is owed and nothing remembered helps: a remembered card that cannot end the turn,
    # one everybody has already seen if possible, gives nothing away.
    safe = [c for c, card in sorted(table.known.items()) if c in moves.flips and planner.safe_to_flip(card)]
    safe.sort(key=lambda c: c not in table.public)
    if safe:
        return moves.flips[safe[0]]
    if unknown:
        return moves.flips[dice.choice(unknown)]
    return moves.flips[dice.choice(sorted(moves.flips))]


def naive_turn(table: Table, planner: TurnPlanner, moves: Moves, phase: str,
               dice: random.Random, view: SweeetView) -> str:
    """Easy's way: flip until the turn holds as many run cards as it aimed for, then stop."""
    nums, bons, _, _ = planner.root
    aim = 1 + int(chance(game_salt(view), table.seat, table.turn_number, 7) < 0.5)  # 1 or 2 this turn
    pending = planner.collect_plan(nums, bons)[0]
    flipped = len(table.face_up)
    if phase == "choose" and (pending >= aim or flipped >= 4):
        return finish_turn(table, planner, moves, phase, [], dice)
    useful = useful_remembered(table, planner, moves)
    if useful:  # what it remembers, it turns up straight away
        return moves.flips[useful[0]]
    # It avoids cards it remembers as repeats, and otherwise picks any face-down card.
    avoid = {c for c, card in table.known.items() if not planner.safe_to_flip(card)}
    options = [c for c in sorted(moves.flips) if c not in avoid] or sorted(moves.flips)
    return moves.flips[dice.choice(options)]


STYLES = {
    "easy": Style(memory_turns=2, forget=0.4, depth=0, weights=Weights()),
    "medium": Style(memory_turns=4, forget=0.2, depth=1, weights=Weights()),
    "hard": Style(memory_turns=None, forget=0.0, depth=3, weights=Weights(leak=0.1, urgency=True)),
}
LEVELS = [("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard")]
# Hard's memory and search, valuing the end of a turn by the chance of winning the race
# (``plan.RacePlanner``): the thinking level's first choice (``rollout.Playout.prior``).
RACER = Style(memory_turns=None, forget=0.0, depth=3, weights=Weights(race=True))
