"""Clash of Sweets: every player guards a cookbook of their own and steals the others' recipes.

``data["phase"]``: ``arrange`` (each player in turn lays out their own cookbook), ``play``,
``over``. A turn is one action; stealing a recipe of three or more cards, the improve, discard
and exchange icons of a special card, and the hand limit at the end of the turn need more
decisions, queued in ``turn["steps"]`` as ``[kind, count]``.

Each cookbook is a grid (``books[seat]``) with a grid of the same shape beside it
(``under[seat]``) holding the improving card under a card, or None. Both close up together.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from sweets.engine import Action, IllegalAction, Rng
from sweets.games.mastersweets import cooking
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
    parse_action,
)
from sweets.games.mastersweets.data import (
    CLASH_COOKBOOK,
    INGREDIENT_IDS,
    SPECIALS,
    TYPE_OF,
    card_sort_key,
    is_special,
)
from sweets.games.mastersweets.view import (
    ClashBook,
    ClashGameView,
    ClashRecipe,
    card_view,
    ingredient_view,
    recent_for,
)

OPTION_KEYS = ("mode", "first_player", "deck")
HAND_LIMIT = {2: 10, 3: 10, 4: 10, 5: 8}  # stated by the rulebook ("Important: ...")
# A recipe of at least this many cards gives the thief one of its cards (rulebook).
LOOT_FROM = 3


def shapes(count: int) -> list[tuple[int, int]]:
    """The rectangles a cookbook of ``count`` cards may be laid out in: every rows x columns
    that holds the cards exactly (see DECISIONS, "arranging a Clash cookbook")."""
    return [(r, count // r) for r in range(1, count + 1) if count % r == 0]


def default_shape(count: int) -> tuple[int, int]:
    """The squarest rectangle, wider than tall: 3 x 4 for 12 cards, 2 x 5 for 10."""
    return min(((r, c) for r, c in shapes(count) if r <= c), key=lambda rc: rc[1] - rc[0])


def player_name(seat: int) -> str:
    """A seat in the notation: ``p1`` is seat 0, as "Player 1" is on the screen."""
    return f"p{seat + 1}"


def place_name(seat: int, pos: Pos) -> str:
    return f"{player_name(seat)}:{gr.pos_name(*pos)}"


# ----- the moves only this mode has -----


@dataclass(frozen=True)
class Shape(Action):
    """Arranging: lay the own cookbook out as ``rows`` x ``cols`` (cards keep their reading order)."""

    rows: int
    cols: int

    def __str__(self) -> str:
        return f"shape {self.rows}x{self.cols}"


@dataclass(frozen=True)
class Ready(Action):
    """Arranging: the own cookbook is laid out."""

    def __str__(self) -> str:
        return "ready"


@dataclass(frozen=True)
class Improve(Action):
    """Improve the own cookbook card at ``pos``: with two hand cards of its type, or (the improve
    icon) with the special card just played."""

    pos: Pos

    def __str__(self) -> str:
        return f"improve {gr.pos_name(*self.pos)}"


@dataclass(frozen=True)
class Trade(Action):
    """Give a hand ingredient of ``kind`` for the card at ``pos`` of ``seat``'s cookbook."""

    kind: str
    seat: int
    pos: Pos

    def __str__(self) -> str:
        return f"exchange {self.kind} {place_name(self.seat, self.pos)}"


@dataclass(frozen=True)
class Steal(Action):
    seat: int
    kind: str
    index: int

    def __str__(self) -> str:
        return f"steal {player_name(self.seat)} {gr.recipe_name(self.kind, self.index)}"


@dataclass(frozen=True)
class Remove(Action):
    """The discard icon: the card at ``pos`` of ``seat``'s cookbook (or its improving card) goes."""

    seat: int
    pos: Pos

    def __str__(self) -> str:
        return f"remove {place_name(self.seat, self.pos)}"


def _seat(word: str) -> int:
    if len(word) >= 2 and word[0] == "p" and word[1:].isdigit() and 1 <= int(word[1:]) <= 5:
        return int(word[1:]) - 1
    raise IllegalAction(f"{word!r} is not a player (players are p1 to p5)")


def _place(word: str) -> tuple[int, Pos]:
    who, colon, where = word.partition(":")
    pos = gr.parse_pos(where) if colon else None
    if pos is None:
        raise IllegalAction(f"{word!r} is not a place in a player's cookbook (they look like 'p2:b3')")
    return _seat(who), pos


def parse(text: str) -> Action:
    words = text.lower().split()
    verb, args = (words[0], words[1:]) if words else ("", [])
    if verb == "ready" and not args:
        return Ready()
    if verb == "shape" and len(args) == 1:
        rows, x, cols = args[0].partition("x")
        if x and rows.isdigit() and cols.isdigit() and len(rows) <= 2 and len(cols) <= 2:
            return Shape(int(rows), int(cols))
        raise IllegalAction("shapes look like 'shape 3x4'")
    if verb == "improve" and len(args) == 1:
        pos = gr.parse_pos(args[0])
        if pos is None:
            raise IllegalAction(f"{args[0]!r} is not a place of your cookbook (places look like 'b2')")
        return Improve(pos)
    if verb == "exchange" and len(args) == 2 and ":" in args[1]:
        kind = parse_action(f"exchange {args[0]} a1").kind  # type: ignore[attr-defined]
        seat, pos = _place(args[1])
        return Trade(kind, seat, pos)
    if verb == "steal" and len(args) == 3 and args[1] in ("row", "col"):
        cook = parse_action(f"cook {args[1]} {args[2]}")
        return Steal(_seat(args[0]), cook.kind, cook.index)  # type: ignore[attr-defined]
    if verb == "remove" and len(args) == 1:
        return Remove(*_place(args[0]))
    if verb in ("cook", "role", "choose", "salvage", "replace", "george"):
        raise IllegalAction(f"there is no '{verb}' in Clash of Sweets")
    return parse_action(text)


# ----- the rules -----


class Clash:
    """The hooks of ``MasterSweets`` for ``mode == "clash"`` (the same names and arguments)."""

    def normalize(self, n: int, options: dict) -> dict:
        unknown = set(options) - set(OPTION_KEYS)
        if unknown:
            raise ValueError(f"unknown options for Clash of Sweets: {', '.join(sorted(unknown))}")
        first = options.get("first_player")
        if first is not None and (isinstance(first, bool) or not isinstance(first, int)
                                  or not 0 <= first < n):
            raise ValueError(f"first_player must be a seat from 0 to {n - 1}")
        deck = options.get("deck") or []
        allowed = set(INGREDIENT_IDS) | set(SPECIALS)
        if (not isinstance(deck, list) or any(not isinstance(c, str) or c not in allowed for c in deck)
                or len(set(deck)) != len(deck)):
            raise ValueError("deck must list distinct card ids of this game (e.g. 'milk3', 's4'), top first")
        return {"mode": "clash", "first_player": first, "deck": list(deck)}

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        top = options["deck"]
        rest = [c for c in (*INGREDIENT_IDS, *SPECIALS) if c not in top]
        rng.shuffle(rest)
        first = rng.below(n) if options["first_player"] is None else options["first_player"]
        count = CLASH_COOKBOOK[n]
        data.update({
            "n": n, "mode": "clash", "phase": "arrange", "first": first,
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

    # ----- the deck -----

    @staticmethod
    def _draw(data: dict, rng: Rng) -> str | None:
        if not data["deck"]:
            if not data["discard"]:
                return None
            data["deck"], data["discard"] = data["discard"], []
            rng.shuffle(data["deck"])
            event(data, None, "reshuffle", count=len(data["deck"]))
        data["draws"] += 1
        return data["deck"].pop(0)

    @staticmethod
    def _can_draw(data: dict) -> bool:
        return bool(data["deck"] or data["discard"])

    # ----- legal actions -----

    def legal(self, data: dict) -> list[Action]:
        seat = data["to_move"]
        if data["phase"] == "arrange":
            book = data["books"][seat]
            cells = [(r, c) for r in range(len(book)) for c in range(len(book[0]))]
            found: list[Action] = [Ready()]
            found += [Shape(r, c) for r, c in shapes(len(cells)) if (r, c) != gr.shape(book)]
            found += [Swap(a, b) for i, a in enumerate(cells) for b in cells[i + 1:]
                      if TYPE_OF[book[a[0]][a[1]]] != TYPE_OF[book[b[0]][b[1]]]]
            return found
        steps = data["turn"]["steps"]
        if steps:
            return self._step_options(data, seat, steps[0][0])
        hand = hand_types(data, seat)
        found = [Market(i + 1) for i, c in enumerate(data["market"]) if c is not None]
        if self._can_draw(data):
            found.append(Draw())
        found += self._improvable(data, seat, hand, pairs=True)
        kinds = sorted(hand, key=cooking.TYPE_INDEX.__getitem__)
        for other in self._opponents(data, seat):
            found += [Trade(k, other, (r, c)) for k in kinds for r, c, card in gr.cells(data["books"][other])
                      if TYPE_OF[card] != k]
        for other in self._opponents(data, seat):
            book = data["books"][other]
            found += [Steal(other, kind, index) for kind, index in gr.recipes(book)
                      if not steal_cost(data, other, kind, index) - hand]
        specials = sorted({c for c in data["hands"][seat] if is_special(c)}, key=card_sort_key)
        found += [Play(c) for c in specials if self._playable(data, seat, c)]
        return found or [Pass()]

    @staticmethod
    def _opponents(data: dict, seat: int) -> list[int]:
        return [s for s in range(data["n"]) if s != seat and data["alive"][s]]

    @staticmethod
    def _improvable(data: dict, seat: int, hand: Counter | None, pairs: bool) -> list[Action]:
        """Own cards not improved yet (with ``pairs``: only those the hand holds two of)."""
        under = data["under"][seat]
        return [Improve((r, c)) for r, c, card in gr.cells(data["books"][seat])
                if under[r][c] is None and (not pairs or hand[TYPE_OF[card]] >= 2)]  # type: ignore[index]

    def _own_exchanges(self, data: dict, seat: int) -> list[Action]:
        kinds = sorted(hand_types(data, seat), key=cooking.TYPE_INDEX.__getitem__)
        return [Exchange(k, (r, c)) for k in kinds for r, c, card in gr.cells(data["books"][seat])
                if TYPE_OF[card] != k]

    def _playable(self, data: dict, seat: int, card: str) -> bool:
        icon = SPECIALS[card].clash
        if icon == "draw4":
            return self._can_draw(data)
        if icon == "improve":
            return bool(self._improvable(data, seat, None, pairs=False))
        if icon == "discard":
            return bool(self._opponents(data, seat))
        return bool(self._own_exchanges(data, seat))

    def _step_options(self, data: dict, seat: int, kind: str) -> list[Action]:
        if kind == "keep":
            loot = data["turn"]["loot"]
            return [Keep(k) for k in sorted({TYPE_OF[c] for c in loot}, key=cooking.TYPE_INDEX.__getitem__)]
        if kind == "improve":
            return self._improvable(data, seat, None, pairs=False)
        if kind == "remove":
            return [Remove(other, (r, c)) for other in self._opponents(data, seat)
                    for r, c, _ in gr.cells(data["books"][other])]
        if kind == "exchange":
            found = self._own_exchanges(data, seat)
            return [*found, Done()] if found else []
        assert kind == "discard"
        hand = data["hands"][seat]
        kinds = sorted({TYPE_OF[c] for c in hand if c in TYPE_OF}, key=cooking.TYPE_INDEX.__getitem__)
        specials = sorted({c for c in hand if is_special(c)}, key=card_sort_key)
        return [Discard(k) for k in [*kinds, *specials]]

    def check(self, data: dict, action: Action, legal: list[Action]) -> None:
        if action in legal:
            return
        if data["phase"] == "arrange":
            raise IllegalAction("lay out your cookbook first: 'shape <rows>x<cols>', 'swap <place> <place>' "
                                "or 'ready'")
        steps = data["turn"]["steps"]
        if steps:
            what = {"keep": "take one card of the stolen recipe ('keep <type>')",
                    "improve": "choose the card of your cookbook to improve ('improve <place>')",
                    "remove": "choose a card of another cookbook to discard ('remove p2:b3')",
                    "exchange": "exchange a hand card with a card of your cookbook, or 'done'",
                    "discard": "discard down to your hand limit ('discard <type>')"}[steps[0][0]]
            raise IllegalAction(f"finish first: {what}")
        if isinstance(action, Steal):
            raise IllegalAction("to steal a recipe your hand needs every card of it, plus one more of the "
                                "type of each improved card")
        if isinstance(action, Improve):
            raise IllegalAction("improving takes two hand cards of the type of a card of your cookbook that "
                                "is not improved yet")
        if isinstance(action, Trade):
            raise IllegalAction("exchange a hand ingredient with a card of another type in another player's "
                                "cookbook")
        if isinstance(action, Play):
            raise IllegalAction("that special card is not in your hand, or its icon would do nothing now")
        raise IllegalAction(f"{action} is not possible now")

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
            data["market"][action.slot - 1] = self._draw(data, rng)
            event(data, seat, "market", slot=action.slot, card=card, refill=data["market"][action.slot - 1])
        elif isinstance(action, Draw):
            card = self._draw(data, rng)
            hand.append(card)
            event(data, seat, "draw", secret=seat, cards=[card])
        elif isinstance(action, Improve):
            r, c = action.pos
            kind = TYPE_OF[data["books"][seat][r][c]]
            first, second = sorted((x for x in hand if TYPE_OF.get(x) == kind), key=card_sort_key)[:2]
            hand.remove(first)
            hand.remove(second)
            data["discard"].append(first)
            data["under"][seat][r][c] = second
            event(data, seat, "improve", pos=gr.pos_name(r, c), cards=[first, second])
        elif isinstance(action, Trade):
            self._trade(data, seat, action.kind, action.seat, action.pos)
        elif isinstance(action, Steal):
            self._steal(data, seat, action)
        elif isinstance(action, Play):
            self._play(data, seat, action.card, rng)
        else:
            assert isinstance(action, Pass)
            event(data, seat, "pass")
        self._continue(data, seat, rng)

    def _arrange(self, data: dict, seat: int, action: Action) -> None:
        book = data["books"][seat]
        if isinstance(action, Shape):
            cards = gr.cards(book)
            data["books"][seat] = gr.deal(cards, action.rows, action.cols)
            data["under"][seat] = [[None] * action.cols for _ in range(action.rows)]
            event(data, seat, "shape", shape=f"{action.rows}x{action.cols}")
            return
        if isinstance(action, Swap):
            (r1, c1), (r2, c2) = action.a, action.b
            book[r1][c1], book[r2][c2] = book[r2][c2], book[r1][c1]
            event(data, seat, "swap", a=gr.pos_name(r1, c1), b=gr.pos_name(r2, c2))
            return
        assert isinstance(action, Ready)
        data["ready"][seat] = True
        event(data, seat, "ready")
        mark_seen(data, seat)
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
        event(data, seat, "exchange", owner=owner, gave=given, took=taken, pos=gr.pos_name(r, c),
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
        event(data, seat, "steal", victim=victim, recipe=gr.recipe_name(action.kind, action.index),
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
        event(data, victim, "leave", hand=list(data["hands"][victim]))
        data["hands"][victim] = []
        if sum(data["alive"]) == 1:
            data["discard"] += data["turn"]["loot"] + data["turn"]["held"]
            data["phase"] = "over"
            data["to_move"] = None
            data["turn"] = fresh_turn()
            event(data, None, "end", winner=data["alive"].index(True))

    def _play(self, data: dict, seat: int, card: str, rng: Rng) -> None:
        data["hands"][seat].remove(card)
        icon = SPECIALS[card].clash
        event(data, seat, "play", card=card, icon=icon)
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
            event(data, seat, "draw", secret=seat, cards=drawn)
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
            event(data, seat, "keep", card=card, discarded=list(turn["loot"]))
            turn["loot"] = []
        elif isinstance(action, Improve):
            r, c = action.pos
            data["under"][seat][r][c] = turn["held"].pop()
            event(data, seat, "improve", pos=gr.pos_name(r, c), cards=[turn["source"]])
        elif isinstance(action, Remove):
            self._remove(data, seat, action.seat, action.pos)
        elif isinstance(action, Exchange):
            self._trade(data, seat, action.kind, seat, action.pos)
        else:
            assert isinstance(action, Discard)
            card = action.card if is_special(action.card) else lowest(hand, action.card)
            hand.remove(card)
            data["discard"].append(card)
            event(data, seat, "discard", card=card)
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
            event(data, seat, "remove", owner=owner, pos=gr.pos_name(r, c), card=gone, improving=True)
        else:
            gone = data["books"][owner][r][c]
            data["books"][owner][r][c] = None
            close_up(data, owner)
            event(data, seat, "remove", owner=owner, pos=gr.pos_name(r, c), card=gone, improving=False)
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
                event(data, None, "refill", slot=i + 1, card=data["market"][i])
        data["turn"] = fresh_turn()
        mark_seen(data, seat)
        n = data["n"]
        data["to_move"] = next(s for s in ((seat + k) % n for k in range(1, n + 1)) if data["alive"][s])
        data["turn_no"] += 1

    # ----- reading the position -----

    def view(self, data: dict, seat: int | None) -> ClashGameView:
        turn = data["turn"]
        books: list[ClashBook] = []
        for owner in range(data["n"]):
            book, under = data["books"][owner], data["under"][owner]
            rows, cols = gr.shape(book)
            recipes: list[ClashRecipe] = []
            for kind, index in gr.recipes(book):
                cells = gr.recipe_cells(book, kind, index)
                cost = steal_cost(data, owner, kind, index)
                ordered = sorted(cost, key=cooking.TYPE_INDEX.__getitem__)
                recipes.append({"name": gr.recipe_name(kind, index), "kind": kind, "index": index,
                                "cards": [gr.pos_name(r, c) for r, c, _ in cells],
                                "cost": {t: cost[t] for t in ordered}})
            books.append({"rows": rows, "cols": cols,
                          "cells": [[ingredient_view(c) for c in row] for row in book],
                          "improved": [[u is not None for u in row] for row in under],
                          "recipes": recipes})
        hand = data["hands"][seat] if seat is not None else []
        count = CLASH_COOKBOOK[data["n"]]
        return {
            "mode": "clash",
            "reconstructed": True,
            "phase": data["phase"],
            "first_player": data["first"],
            "books": books,
            "shapes": [f"{r}x{c}" for r, c in shapes(count)],
            "ready": list(data["ready"]),
            "alive": list(data["alive"]),
            "left": list(data["left"]),
            "market": [card_view(c) for c in data["market"]],
            "deck_size": len(data["deck"]),
            "discard": [card_view(c) for c in data["discard"]],
            "returned": [card_view(c) for c in data["returned"]],
            "hand": [card_view(c) for c in sorted(hand, key=card_sort_key)],
            "hand_sizes": [len(h) for h in data["hands"]],
            "hand_limit": HAND_LIMIT[data["n"]],
            "turn": {"steps": [list(s) for s in turn["steps"]], "ability": turn["source"],
                     "loot": [ingredient_view(c) for c in turn["loot"]]},
            "recent": recent_for(data, seat),
        }

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


def hand_types(data: dict, seat: int) -> Counter:
    return Counter(TYPE_OF[c] for c in data["hands"][seat] if c in TYPE_OF)


def steal_cost(data: dict, owner: int, kind: str, index: int) -> Counter:
    """What stealing a recipe takes from the thief's hand: each of its cards, one more of the type
    of each improved card, and never three of a kind for a missing card."""
    cost: Counter = Counter()
    under = data["under"][owner]
    for r, c, card in gr.recipe_cells(data["books"][owner], kind, index):
        cost[TYPE_OF[card]] += 2 if under[r][c] is not None else 1
    return cost


def lowest(cards: list[str], kind: str) -> str:
    return min((c for c in cards if TYPE_OF.get(c) == kind), key=card_sort_key)


def close_up(data: dict, seat: int) -> None:
    """Closes the cookbook's empty rows and columns; the improving cards move with their cards."""
    book, under = data["books"][seat], data["under"][seat]
    rows = [r for r in range(len(book)) if any(card is not None for card in book[r])]
    cols = [c for c in range(len(book[0]) if book else 0) if any(row[c] is not None for row in book)]
    data["books"][seat] = [[book[r][c] for c in cols] for r in rows]
    data["under"][seat] = [[under[r][c] for c in cols] for r in rows]


def event(data: dict, seat: int | None, kind: str, secret: int | None = None, **details: Any) -> None:
    entry = {"seat": seat, "kind": kind, **details}
    if secret is not None:
        entry["secret"] = secret
    data["events"].append(entry)


def mark_seen(data: dict, seat: int) -> None:
    """Events every player still in the game has seen are dropped (those who left see no more)."""
    data["seen"][seat] = len(data["events"])
    cut = min(s for s, alive in zip(data["seen"], data["alive"], strict=True) if alive)
    if cut:
        del data["events"][:cut]
        data["seen"] = [max(0, s - cut) for s in data["seen"]]
