"""Sweets Workshop: the whole table, as one team, turns every cookbook card face down, each player
seeing every hand but their own.

``data["phase"]`` is ``play`` or ``over`` (``data["result"]``: ``won`` or ``lost``). Every action
spends a hand card, picked by its place in the hand (its owner cannot see it); the hand is then
drawn back up while the deck lasts. Discarded cards leave the game (``data["out"]``).

Hand cards keep their order: a card drawn goes to the right. ``clues[seat]`` runs beside
``hands[seat]``: for each card, what the clues its owner received said about it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sweets.engine import Action, IllegalAction, Rng
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.actions import Pos
from sweets.games.mastersweets.clash import player_name
from sweets.games.mastersweets.data import INGREDIENT_IDS, POINTS, TYPE_OF, WORKSHOP_COOKBOOK, points
from sweets.games.mastersweets.view import (
    ClueFact,
    Event,
    HandSlot,
    WorkshopCard,
    WorkshopGameView,
    WorkshopRecipe,
    as_event,
    ingredient_view,
)

OPTION_KEYS = ("mode", "first_player", "deck", "cookbook")
COOKBOOKS = {"5x5": WORKSHOP_COOKBOOK["normal"], "5x6": WORKSHOP_COOKBOOK["hard"]}
HAND = {2: 7, 3: 6, 4: 5, 5: 5}  # stated by the rulebook
MOST_OF_A_TYPE = 5  # stated by the rulebook: no more than 5 cards of a type in the cookbook
VALUES = (1, 3, 5)  # the values a clue may name (rulebook)


# ----- the moves -----


def _slots(slots: tuple[int, ...]) -> str:
    return " ".join(str(s) for s in slots)


@dataclass(frozen=True)
class Point(Action):
    """Point at the cookbook card at ``pos`` and discard hand card ``slot`` (1 = leftmost)."""

    pos: Pos
    slot: int

    def __str__(self) -> str:
        return f"point {gr.pos_name(*self.pos)} with {self.slot}"


@dataclass(frozen=True)
class Rearrange(Action):
    """Discard hand card ``slot`` and swap the cookbook cards at ``a`` and ``b``."""

    a: Pos
    b: Pos
    slot: int

    def __str__(self) -> str:
        return f"swap {gr.pos_name(*self.a)} {gr.pos_name(*self.b)} with {self.slot}"


@dataclass(frozen=True)
class Renew(Action):
    """Discard two hand cards (``slots``, ascending) and replace the cookbook card at ``pos``."""

    pos: Pos
    slots: tuple[int, int]

    def __str__(self) -> str:
        return f"replace {gr.pos_name(*self.pos)} with {_slots(self.slots)}"


@dataclass(frozen=True)
class Clue(Action):
    """Discard hand card ``slot`` to tell ``target`` which of their cards have the value ``what``
    (``"1"``, ``"3"``, ``"5"``) or share a type with a face-up card of the recipe ``what``
    (``"row 2"``, ``"col b"``)."""

    target: int
    what: str
    slot: int

    def __str__(self) -> str:
        return f"clue {player_name(self.target)} {self.what} with {self.slot}"


EXAMPLES = ("'point b2 with 3', 'swap a1 c4 with 2', 'replace b2 with 1 4', 'clue p2 5 with 1', "
            "'clue p3 row 2 with 1'")


def parse(text: str) -> Action:
    words = text.lower().split()
    try:
        cut = words.index("with")
    except ValueError:
        raise IllegalAction(f"cannot read the move {text!r}; moves look like {EXAMPLES}") from None
    head, slots = words[:cut], words[cut + 1:]
    if not head or not slots or not all(s.isdigit() and len(s) <= 2 for s in slots):
        raise IllegalAction(f"cannot read the move {text!r}; moves look like {EXAMPLES}")
    numbers = [int(s) for s in slots]
    verb, args = head[0], head[1:]
    places = [gr.parse_pos(a) for a in args]
    if verb == "point" and len(args) == 1 and places[0] and len(numbers) == 1:
        return Point(places[0], numbers[0])
    if verb == "swap" and len(args) == 2 and places[0] and places[1] and len(numbers) == 1:
        a, b = sorted((places[0], places[1]))
        return Rearrange(a, b, numbers[0])
    if verb == "replace" and len(args) == 1 and places[0] and len(numbers) == 2 and numbers[0] != numbers[1]:
        low, high = sorted(numbers)
        return Renew(places[0], (low, high))
    if verb == "clue" and len(args) in (2, 3) and len(numbers) == 1:
        who = args[0]
        if not (len(who) == 2 and who[0] == "p" and who[1] in "12345"):
            raise IllegalAction(f"{who!r} is not a player (players are p1 to p5)")
        what = " ".join(args[1:])
        if what not in ("1", "3", "5") and not (
                len(args) == 3 and args[1] in ("row", "col") and _recipe(what) is not None):
            raise IllegalAction("a clue names a value (1, 3 or 5) or a recipe ('row 2', 'col b')")
        return Clue(int(who[1]) - 1, what, numbers[0])
    raise IllegalAction(f"cannot read the move {text!r}; moves look like {EXAMPLES}")


def _recipe(what: str) -> tuple[str, int] | None:
    kind, _, index = what.partition(" ")
    if kind == "row" and index.isdigit() and 1 <= int(index) <= 26:
        return "row", int(index) - 1
    if kind == "col" and len(index) == 1 and index in gr.LETTERS:
        return "col", gr.LETTERS.index(index)
    return None


# ----- the rules -----


class Workshop:
    """The hooks of ``MasterSweets`` for ``mode == "workshop"`` (the same names and arguments)."""

    def normalize(self, n: int, options: dict) -> dict:
        unknown = set(options) - set(OPTION_KEYS)
        if unknown:
            raise ValueError(f"unknown options for Sweets Workshop: {', '.join(sorted(unknown))}")
        first = options.get("first_player")
        if first is not None and (isinstance(first, bool) or not isinstance(first, int)
                                  or not 0 <= first < n):
            raise ValueError(f"first_player must be a seat from 0 to {n - 1}")
        deck = options.get("deck") or []
        if (not isinstance(deck, list) or any(not isinstance(c, str) or c not in TYPE_OF for c in deck)
                or len(set(deck)) != len(deck)):
            raise ValueError("deck must list distinct ingredient card ids (e.g. 'milk3'), top first: "
                             "Sweets Workshop has no special cards")
        size = options.get("cookbook", "5x5")
        if size not in COOKBOOKS:
            raise ValueError("cookbook must be '5x5' or '5x6' (the harder game)")
        return {"mode": "workshop", "first_player": first, "deck": list(deck), "cookbook": size}

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        top = options["deck"]
        rest = [c for c in INGREDIENT_IDS if c not in top]
        rng.shuffle(rest)
        deck = top + rest
        rows, cols = COOKBOOKS[options["cookbook"]]
        laid: list[str] = []
        while len(laid) < rows * cols:
            card = deck.pop(0)
            if sum(TYPE_OF[c] == TYPE_OF[card] for c in laid) >= MOST_OF_A_TYPE:
                deck.insert(1 + rng.below(len(deck)), card)  # "shuffle this card back", not on top
            else:
                laid.append(card)
        first = rng.below(n) if options["first_player"] is None else options["first_player"]
        hands: list[list[str]] = [[] for _ in range(n)]
        for i in range(n):
            seat = (first + i) % n
            hands[seat] = [deck.pop(0) for _ in range(HAND[n])]
        data.update({
            "n": n, "mode": "workshop", "phase": "play", "result": None, "first": first,
            "deck": deck, "out": [], "book": gr.deal(laid, rows, cols),
            "down": [[False] * cols for _ in range(rows)],
            "hands": hands, "clues": [[[] for _ in hand] for hand in hands], "clue_log": [],
            "draws": 0, "turn_no": 1, "events": [], "seen": [0] * n, "to_move": first,
        })

    # ----- legal actions -----

    def legal(self, data: dict) -> list[Action]:
        seat = data["to_move"]
        slots = range(1, len(data["hands"][seat]) + 1)
        up = face_up(data)
        places = [(r, c) for r in range(len(data["book"])) for c in range(len(data["book"][0]))]
        found: list[Action] = [Point(p, s) for p in up for s in slots]
        pairs = [(a, b) for i, a in enumerate(places) for b in places[i + 1:]
                 if self._swap_matters(data, a, b)]
        found += [Rearrange(a, b, s) for a, b in pairs for s in slots]
        if data["deck"]:
            found += [Renew(p, (s, t)) for p in up for s in slots for t in slots if s < t]
        for target in range(data["n"]):
            if target == seat or not data["hands"][target]:
                continue
            for what in clue_names(data):
                if any(touched(data, target, what)):
                    found += [Clue(target, what, s) for s in slots]
        return found

    @staticmethod
    def _swap_matters(data: dict, a: Pos, b: Pos) -> bool:
        """Swapping two face-down cards, or two face-up ones of a type, changes nothing a clue reads."""
        down = data["down"]
        if down[a[0]][a[1]] and down[b[0]][b[1]]:
            return False
        book = data["book"]
        same = TYPE_OF[book[a[0]][a[1]]] == TYPE_OF[book[b[0]][b[1]]]
        return not (same and down[a[0]][a[1]] == down[b[0]][b[1]])

    def check(self, data: dict, action: Action, legal: list[Action]) -> None:
        if action in legal:
            return
        size = len(data["hands"][data["to_move"]])
        slot = getattr(action, "slot", None)
        slots = getattr(action, "slots", (slot,))
        if any(s is None or not 1 <= s <= size for s in slots):
            raise IllegalAction(f"your hand cards are numbered 1 to {size} from the left")
        if isinstance(action, Point):
            raise IllegalAction("point at a cookbook card that is still face up")
        if isinstance(action, Renew):
            raise IllegalAction("replacing takes a face-up cookbook card and a deck with cards left")
        if isinstance(action, Clue):
            raise IllegalAction("a clue goes to a team-mate and must point at least one of their cards")
        if isinstance(action, Rearrange):
            raise IllegalAction("swap two cookbook cards whose swap changes something")
        raise IllegalAction(f"{action} is not possible now")

    # ----- applying actions -----

    def step(self, data: dict, action: Action, rng: Rng) -> None:
        seat = data["to_move"]
        book, down = data["book"], data["down"]
        if isinstance(action, Point):
            card = spend(data, seat, action.slot)
            r, c = action.pos
            match = TYPE_OF[card] == TYPE_OF[book[r][c]]
            if match:
                down[r][c] = True
            event(data, seat, "point", pos=gr.pos_name(r, c), slot=action.slot, card=card, match=match)
        elif isinstance(action, Rearrange):
            card = spend(data, seat, action.slot)
            (r1, c1), (r2, c2) = action.a, action.b
            book[r1][c1], book[r2][c2] = book[r2][c2], book[r1][c1]
            down[r1][c1], down[r2][c2] = down[r2][c2], down[r1][c1]
            event(data, seat, "swap", a=gr.pos_name(r1, c1), b=gr.pos_name(r2, c2), slot=action.slot,
                  card=card)
        elif isinstance(action, Renew):
            high, low = sorted(action.slots, reverse=True)
            spent = [spend(data, seat, high), spend(data, seat, low)][::-1]
            r, c = action.pos
            old, book[r][c] = book[r][c], data["deck"].pop(0)
            data["draws"] += 1
            data["out"].append(old)
            event(data, seat, "replace", pos=gr.pos_name(r, c), slots=list(action.slots), cards=spent,
                  old=old, new=book[r][c])
        else:
            assert isinstance(action, Clue)
            card = spend(data, seat, action.slot)
            self._clue(data, seat, action)
            event(data, seat, "clue", target=action.target, clue=action.what, slot=action.slot, card=card,
                  touched=[i + 1 for i, yes in enumerate(touched(data, action.target, action.what)) if yes])
        if all(all(row) for row in down):
            self._end(data, "won")
            return
        while data["deck"] and len(data["hands"][seat]) < HAND[data["n"]]:
            card = data["deck"].pop(0)
            data["draws"] += 1
            data["hands"][seat].append(card)
            data["clues"][seat].append([])
            event(data, seat, "draw", hidden_from=seat, card=card)
        mark_seen(data, seat)
        n = data["n"]
        nxt = next((s for s in ((seat + k) % n for k in range(1, n + 1)) if data["hands"][s]), None)
        if nxt is None:
            self._end(data, "lost")
            return
        data["to_move"] = nxt
        data["turn_no"] += 1

    @staticmethod
    def _clue(data: dict, seat: int, action: Clue) -> None:
        target = action.target
        marks = touched(data, target, action.what)
        recipe = _recipe(action.what)
        fact: dict[str, Any] = {"from": seat, "clue": action.what, "turn": data["turn_no"]}
        if recipe is None:
            fact["value"] = int(action.what)
        else:
            fact["types"] = recipe_types(data, *recipe)
        for known, yes in zip(data["clues"][target], marks, strict=True):
            known.append({**fact, "yes": yes})
        data["clue_log"].append({"seat": seat, "target": target, "clue": action.what,
                                 "touched": [i + 1 for i, yes in enumerate(marks) if yes],
                                 "types": fact.get("types"), "turn": data["turn_no"]})

    @staticmethod
    def _end(data: dict, result: str) -> None:
        data["phase"] = "over"
        data["result"] = result
        data["to_move"] = None
        event(data, None, "end", result=result)

    # ----- reading the position -----

    def view(self, data: dict, seat: int | None) -> WorkshopGameView:

        book, down = data["book"], data["down"]
        rows, cols = gr.shape(book)
        who = seat if seat is not None else data["to_move"]  # whose "since my last turn" to show
        hands: list[list[HandSlot]] = []
        for owner, hand in enumerate(data["hands"]):
            shown = seat is not None and owner != seat
            hands.append([{"slot": i + 1, "card": ingredient_view(card) if shown else None,
                           "clues": [_fact_view(f) for f in data["clues"][owner][i]]}
                          for i, card in enumerate(hand)])
        recipes: list[WorkshopRecipe] = []
        for kind, index in gr.recipes(book):
            cells = gr.recipe_cells(book, kind, index)
            recipes.append({"name": gr.recipe_name(kind, index), "kind": kind, "index": index,
                            "cards": [gr.pos_name(r, c) for r, c, _ in cells],
                            "types": recipe_types(data, kind, index)})
        return {
            "mode": "workshop",
            "reconstructed": True,
            "phase": data["phase"],
            "result": data["result"],
            "first_player": data["first"],
            "cookbook": {"rows": rows, "cols": cols,
                         "cells": [[_cell_view(book[r][c], down[r][c]) for c in range(cols)]
                                   for r in range(rows)]},
            "recipes": recipes,
            "face_down": sum(map(sum, down)),
            "deck_size": len(data["deck"]),
            "out": [ingredient_view(c) for c in data["out"]],
            "hand_size": HAND[data["n"]],
            "hand_sizes": [len(h) for h in data["hands"]],
            "hands": hands,
            "clues": [{"seat": c["seat"], "target": c["target"], "clue": c["clue"],
                       "touched": list(c["touched"]), "types": c["types"], "turn": c["turn"]}
                      for c in data["clue_log"]],
            "recent": ([_event_view(e, seat) for e in data["events"][data["seen"][who]:]]
                       if who is not None else []),
        }

    def scores(self, data: dict) -> list[float]:
        """Every seat scores the team's face-down cookbook cards."""
        return [float(sum(map(sum, data["down"])))] * data["n"]

    def winners(self, data: dict) -> list[int]:
        return list(range(data["n"])) if data["result"] == "won" else []

    def components(self, data: dict) -> list[str]:
        found = [*data["deck"], *data["out"], *gr.cards(data["book"])]
        for hand in data["hands"]:
            found += hand
        return found

    def undoable(self, before: dict, action: Action, after: dict) -> bool:
        """Never: every action shows the card it spent."""
        return False


def face_up(data: dict) -> list[Pos]:
    return [(r, c) for r, row in enumerate(data["down"]) for c, d in enumerate(row) if not d]


def clue_names(data: dict) -> list[str]:
    rows, cols = gr.shape(data["book"])
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
    recipe = _recipe(what)
    if recipe is None:
        return [points(card) == int(what) for card in data["hands"][target]]
    if recipe[1] >= gr.shape(data["book"])[0 if recipe[0] == "row" else 1]:
        return [False] * len(data["hands"][target])
    types = set(recipe_types(data, *recipe))
    return [TYPE_OF[card] in types for card in data["hands"][target]]


def spend(data: dict, seat: int, slot: int) -> str:
    """Takes hand card ``slot`` (1-based) out of the game, with what its owner knew of it."""
    card = data["hands"][seat].pop(slot - 1)
    data["clues"][seat].pop(slot - 1)
    data["out"].append(card)
    return card


def event(data: dict, seat: int | None, kind: str, **details: Any) -> None:
    data["events"].append({"seat": seat, "kind": kind, **details})


def _cell_view(card: str, down: bool) -> WorkshopCard:
    return {"id": card, "kind": "ingredient", "type": TYPE_OF[card], "points": points(card), "down": down}


def _fact_view(fact: dict) -> ClueFact:
    shown: ClueFact = {"from": fact["from"], "clue": fact["clue"], "turn": fact["turn"], "yes": fact["yes"]}
    if "value" in fact:
        shown["value"] = fact["value"]
    if "types" in fact:
        shown["types"] = list(fact["types"])
    return shown


def _event_view(entry: dict, seat: int | None) -> Event:
    """A card drawn is seen by everyone but its drawer (and a spectator, who sees no hand)."""
    shown = dict(entry)
    hidden_from = shown.pop("hidden_from", None)
    if entry["kind"] == "draw" and (seat is None or seat == hidden_from):
        shown.pop("card")
    return as_event(shown)


def mark_seen(data: dict, seat: int) -> None:
    data["seen"][seat] = len(data["events"])
    cut = min(data["seen"])
    if cut:
        del data["events"][:cut]
        data["seen"] = [s - cut for s in data["seen"]]
