"""Clash of Sweets: every player guards a cookbook of their own and steals the others' recipes.

``data["phase"]``: ``arrange`` (each player in turn lays out their own cookbook), ``play``,
``over``. A turn is one action; stealing a recipe of three or more cards, the improve, discard
and exchange icons of a special card, and the hand limit at the end of the turn need more
decisions, queued in ``turn["steps"]`` as ``[kind, count]``.

Each cookbook is a grid (``books[seat]``) with a grid of the same shape beside it
(``under[seat]``) holding the improving card under a card, or None. Both close up together.
Its moves are in ``clash_moves.py``, what is legal in ``clash_legal.py``, its view in
``clash_view.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from sweets.engine import Action, Rng, events
from sweets.games.mastersweets import cooking, opened, sampling
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.actions import (
    Discard,
    Done,
    Draw,
    Exchange,
    Keep,
    Market,
    Pass,
    Play,
    Pos,
    Swap,
)
from sweets.games.mastersweets.base import check_keys, first_player, lowest, next_seat, stacked_deck
from sweets.games.mastersweets.clash_legal import HAND_LIMIT, ClashLegal, steal_cost

# Ready, default_shape and shapes are read from here too (the bots', renderer's and tests' imports).
from sweets.games.mastersweets.clash_moves import (
    Improve,
    Ready,
    Remove,
    Shape,
    Steal,
    Trade,
    default_shape,
    parse,
    shapes,
)
from sweets.games.mastersweets.clash_view import clash_view
from sweets.games.mastersweets.data import (
    CLASH_COOKBOOK,
    INGREDIENT_IDS,
    SPECIALS,
    TYPE_OF,
    card_sort_key,
    is_special,
)
from sweets.games.mastersweets.view import ClashGameView

OPTION_KEYS = ("mode", "first_player", "deck")
# A recipe of at least this many cards gives the thief one of its cards (rulebook).
LOOT_FROM = 3

__all__ = ["CLASH", "Clash", "Ready", "default_shape", "shapes"]


class Clash(ClashLegal):
    """Clash of Sweets for 2-5 players: the last one with a cookbook wins."""

    mode = "clash"
    players = (2, 5)

    def normalize_options(self, n: int, options: dict) -> dict:
        check_keys(options, OPTION_KEYS, " for Clash of Sweets")
        first = first_player(options, n)
        deck = stacked_deck(options, [*INGREDIENT_IDS, *SPECIALS],
                            "deck must list distinct card ids of this game (e.g. 'milk3', 's4'), top first")
        return {"mode": self.mode, "first_player": first, "deck": deck}

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        top = options["deck"]
        rest = [c for c in (*INGREDIENT_IDS, *SPECIALS) if c not in top]
        rng.shuffle(rest)
        first = rng.below(n) if options["first_player"] is None else options["first_player"]
        count = CLASH_COOKBOOK[n]
        data.update({
            "n": n, "mode": self.mode, "phase": "arrange", "first": first,
            "deck": top + rest, "discard": [], "returned": [],
            "hands": [[] for _ in range(n)], "books": [], "under": [],
            "alive": [True] * n, "left": [], "ready": [False] * n,
            "market": [], "draws": 0, "turn_no": 1, "turn": fresh_turn(),
            "events": [], "seen": [0] * n,
        })
        dealt: list[list[str]] = [[] for _ in range(n)]
        for i in range(n):  # each player in turn order is dealt a whole cookbook
            seat = (first + i) % n
            while len(dealt[seat]) < count:
                card = data["deck"].pop(0)
                if is_special(card):
                    data["returned"].append(card)  # "place it in the game box"
                else:
                    dealt[seat].append(card)
        rows, cols = default_shape(count)
        data["books"] = [gr.deal(cards, rows, cols) for cards in dealt]
        data["under"] = [[[None] * cols for _ in range(rows)] for _ in range(n)]
        data["market"] = [data["deck"].pop(0) for _ in range(n + 1)]
        data["to_move"] = first

    # ----- applying actions -----

    def step(self, data: dict, action: Action, rng: Rng) -> None:
        seat = data["to_move"]
        if data["phase"] == "arrange":
            self._arrange(data, seat, action)
            return
        turn = data["turn"]
        hand = data["hands"][seat]
        if turn["steps"]:
            self._do_step(data, seat, action)
        elif isinstance(action, Market):
            card = data["market"][action.slot - 1]
            hand.append(card)
            new = data["market"][action.slot - 1] = self._draw(data, rng)
            events.record(data, seat, "market", slot=action.slot, card=card, refill=new)
        elif isinstance(action, Draw):
            card = self._draw(data, rng)
            hand.append(card)
            events.record(data, seat, "draw", secret=seat, cards=[card])
        elif isinstance(action, Improve):
            r, c = action.pos
            kind = TYPE_OF[data["books"][seat][r][c]]
            first, second = sorted((x for x in hand if TYPE_OF.get(x) == kind), key=card_sort_key)[:2]
            hand.remove(first)
            hand.remove(second)
            data["discard"].append(first)
            data["under"][seat][r][c] = second
            events.record(data, seat, "improve", pos=gr.pos_name(r, c), cards=[first, second])
        elif isinstance(action, Trade):
            self._trade(data, seat, action.kind, action.seat, action.pos)
        elif isinstance(action, Steal):
            self._steal(data, seat, action)
        elif isinstance(action, Play):
            self._play(data, seat, action.card, rng)
        else:
            assert isinstance(action, Pass)
            events.record(data, seat, "pass")
        self._continue(data, seat, rng)

    def _arrange(self, data: dict, seat: int, action: Action) -> None:
        book = data["books"][seat]
        if isinstance(action, Shape):
            cards = gr.cards(book)
            data["books"][seat] = gr.deal(cards, action.rows, action.cols)
            data["under"][seat] = [[None] * action.cols for _ in range(action.rows)]
            events.record(data, seat, "shape", shape=f"{action.rows}x{action.cols}")
            return
        if isinstance(action, Swap):
            (r1, c1), (r2, c2) = action.a, action.b
            book[r1][c1], book[r2][c2] = book[r2][c2], book[r1][c1]
            events.record(data, seat, "swap", a=gr.pos_name(r1, c1), b=gr.pos_name(r2, c2))
            return
        assert isinstance(action, Ready)
        data["ready"][seat] = True
        events.record(data, seat, "ready")
        events.mark_seen(data, seat, data["alive"])
        data["turn_no"] += 1
        if all(data["ready"]):
            data["phase"] = "play"
            data["to_move"] = data["first"]
        else:
            data["to_move"] = (seat + 1) % data["n"]

    def _trade(self, data: dict, seat: int, kind: str, owner: int, pos: Pos) -> None:
        """The given card takes the taken one's place, over its improving card if it had one."""
        hand = data["hands"][seat]
        given = lowest(hand, kind)
        r, c = pos
        taken = data["books"][owner][r][c]
        hand.remove(given)
        hand.append(taken)
        data["books"][owner][r][c] = given
        events.record(data, seat, "exchange", owner=owner, gave=given, took=taken, pos=gr.pos_name(r, c),
                      improved=data["under"][owner][r][c] is not None)

    def _steal(self, data: dict, seat: int, action: Steal) -> None:
        victim = action.seat
        cost = steal_cost(data, victim, action.kind, action.index)
        hand = data["hands"][seat]
        paid = []
        for kind in sorted(cost, key=cooking.TYPE_INDEX.__getitem__):
            for _ in range(cost[kind]):
                card = lowest(hand, kind)
                hand.remove(card)
                paid.append(card)
        data["discard"] += paid
        cells = gr.recipe_cells(data["books"][victim], action.kind, action.index)
        recipe = [card for _, _, card in cells]
        improving = [data["under"][victim][r][c] for r, c, _ in cells if data["under"][victim][r][c]]
        for r, c, _ in cells:
            data["books"][victim][r][c] = None
            data["under"][victim][r][c] = None
        close_up(data, victim)
        data["discard"] += improving
        events.record(data, seat, "steal", victim=victim, recipe=gr.recipe_name(action.kind, action.index),
                      paid=paid, cards=recipe, improving=improving)
        if len(recipe) >= LOOT_FROM:
            data["turn"]["loot"] = recipe
            data["turn"]["steps"] = [["keep", 1]]
        else:
            data["discard"] += recipe
        self._check_left(data, victim)

    def _check_left(self, data: dict, victim: int) -> None:
        """A player without a card in their cookbook has no recipe left: they leave the game, and
        their hand goes to the discard pile."""
        if data["books"][victim] or not data["alive"][victim]:
            return
        data["alive"][victim] = False
        data["left"].append(victim)
        data["discard"] += data["hands"][victim]
        events.record(data, victim, "leave", hand=list(data["hands"][victim]))
        data["hands"][victim] = []
        if sum(data["alive"]) == 1:
            data["discard"] += data["turn"]["loot"] + data["turn"]["held"]
            data["phase"] = "over"
            data["to_move"] = None
            data["turn"] = fresh_turn()
            events.record(data, None, "end", winner=data["alive"].index(True))

    def _play(self, data: dict, seat: int, card: str, rng: Rng) -> None:
        data["hands"][seat].remove(card)
        icon = SPECIALS[card].clash
        events.record(data, seat, "play", card=card, icon=icon)
        turn = data["turn"]
        turn["source"] = card
        if icon == "improve":
            turn["held"] = [card]  # it goes under the card to improve
            turn["steps"] = [["improve", 1]]
            return
        data["discard"].append(card)
        if icon == "draw4":
            drawn = [c for c in (self._draw(data, rng) for _ in range(4)) if c is not None]
            data["hands"][seat] += drawn
            events.record(data, seat, "draw", secret=seat, cards=drawn)
        elif icon == "discard":
            turn["steps"] = [["remove", 1]]
        else:
            turn["steps"] = [["exchange", 2]]

    def _do_step(self, data: dict, seat: int, action: Action) -> None:
        turn = data["turn"]
        hand = data["hands"][seat]
        if isinstance(action, Done):
            turn["steps"].pop(0)
            return
        if isinstance(action, Keep):
            card = lowest(turn["loot"], action.card)
            turn["loot"].remove(card)
            hand.append(card)
            data["discard"] += turn["loot"]
            events.record(data, seat, "keep", card=card, discarded=list(turn["loot"]))
            turn["loot"] = []
        elif isinstance(action, Improve):
            r, c = action.pos
            data["under"][seat][r][c] = turn["held"].pop()
            events.record(data, seat, "improve", pos=gr.pos_name(r, c), cards=[turn["source"]])
        elif isinstance(action, Remove):
            self._remove(data, seat, action.seat, action.pos)
        elif isinstance(action, Exchange):
            self._trade(data, seat, action.kind, seat, action.pos)
        else:
            assert isinstance(action, Discard)
            card = action.card if is_special(action.card) else lowest(hand, action.card)
            hand.remove(card)
            data["discard"].append(card)
            events.record(data, seat, "discard", card=card)
        if data["phase"] == "over":
            return
        turn["steps"][0][1] -= 1
        if turn["steps"][0][1] <= 0:
            turn["steps"].pop(0)

    def _remove(self, data: dict, seat: int, owner: int, pos: Pos) -> None:
        r, c = pos
        under = data["under"][owner]
        if under[r][c] is not None:  # only the improving card goes
            gone = under[r][c]
            under[r][c] = None
            events.record(data, seat, "remove", owner=owner, pos=gr.pos_name(r, c), card=gone, improving=True)
        else:
            gone = data["books"][owner][r][c]
            data["books"][owner][r][c] = None
            close_up(data, owner)
            events.record(data, seat, "remove", owner=owner, pos=gr.pos_name(r, c), card=gone,
                          improving=False)
        data["discard"].append(gone)
        self._check_left(data, owner)

    def _continue(self, data: dict, seat: int, rng: Rng) -> None:
        """Skips steps with nothing to decide; at the end of the turn, the hand limit, then the
        next player still in the game."""
        turn = data["turn"]
        while data["phase"] == "play":
            if turn["steps"]:
                if self._step_options(data, seat, turn["steps"][0][0]):
                    return
                turn["steps"].pop(0)
                continue
            if turn["held"]:  # an improve icon with nothing left to improve: the card is spent
                data["discard"] += turn["held"]
                turn["held"] = []
            excess = len(data["hands"][seat]) - HAND_LIMIT[data["n"]]
            if excess > 0 and not turn["limited"]:
                turn["limited"] = True
                turn["steps"] = [["discard", excess]]
                continue
            self._end_turn(data, seat, rng)
            return

    def _end_turn(self, data: dict, seat: int, rng: Rng) -> None:
        for i, card in enumerate(data["market"]):
            if card is None and self._can_draw(data):
                data["market"][i] = self._draw(data, rng)
                events.record(data, None, "refill", slot=i + 1, card=data["market"][i])
        data["turn"] = fresh_turn()
        events.mark_seen(data, seat, data["alive"])
        data["to_move"] = next_seat(data, seat, lambda s: data["alive"][s])
        data["turn_no"] += 1

    # ----- reading the position -----

    def parse(self, data: dict, text: str) -> Action:
        return parse(text)

    open_view = opened.clash  # everything revealed, for a finished game's replay

    def view(self, data: dict, seat: int | None) -> ClashGameView:
        return clash_view(data, seat)

    def sample(self, view: Mapping[str, Any], memory: dict | None, rng: random.Random) -> dict:
        return sampling.clash(view, rng)  # everything a seat saw stays in its view

    def scores(self, data: dict) -> list[float]:
        """The number of players each one outlasted: the winner has the most."""
        n = data["n"]
        return [float(data["left"].index(s)) if s in data["left"] else float(n - 1) for s in range(n)]

    def winners(self, data: dict) -> list[int]:
        return [s for s in range(data["n"]) if data["alive"][s]] if data["phase"] == "over" else []

    def components(self, data: dict) -> list[str]:
        found = [*data["deck"], *data["discard"], *data["returned"]]
        found += [c for c in data["market"] if c is not None]
        for seat in range(data["n"]):
            found += gr.cards(data["books"][seat]) + gr.cards(data["under"][seat]) + data["hands"][seat]
        return found + data["turn"]["loot"] + data["turn"]["held"]

    def undoable(self, before: dict, action: Action, after: dict) -> bool:
        """Within one's own turn (or one's own arranging), never once a card came off the deck."""
        return (before["phase"] == after["phase"] and before["turn_no"] == after["turn_no"]
                and before["draws"] == after["draws"] and after["to_move"] == before["to_move"])


def fresh_turn() -> dict:
    return {"steps": [], "source": None, "loot": [], "held": [], "limited": False}


def close_up(data: dict, seat: int) -> None:
    """Closes the cookbook's empty rows and columns; the improving cards move with their cards."""
    book, under = data["books"][seat], data["under"][seat]
    rows = [r for r in range(len(book)) if any(card is not None for card in book[r])]
    cols = [c for c in range(len(book[0]) if book else 0) if any(row[c] is not None for row in book)]
    data["books"][seat] = [[book[r][c] for c in cols] for r in rows]
    data["under"][seat] = [[under[r][c] for c in cols] for r in rows]


CLASH = Clash()
