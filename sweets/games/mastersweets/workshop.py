"""Sweets Workshop: the whole table, as one team, turns every cookbook card face down, each player
seeing every hand but their own.

``data["phase"]`` is ``play`` or ``over`` (``data["result"]``: ``won`` or ``lost``). Every action
spends a hand card, picked by its place in the hand (its owner cannot see it); the hand is then
drawn back up while the deck lasts. Discarded cards leave the game (``data["out"]``).

Hand cards keep their order: a card drawn goes to the right. ``clues[seat]`` runs beside
``hands[seat]``: for each card, what the clues its owner received said about it. Its moves are in
``workshop_moves.py``, the table's numbers and clue reading in ``workshop_table.py``, its view in
``workshop_view.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from sweets.engine import Action, IllegalAction, Rng, events
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets import opened, sampling
from sweets.games.mastersweets.actions import Pos
from sweets.games.mastersweets.base import Rules, check_keys, first_player, next_seat, stacked_deck
from sweets.games.mastersweets.data import INGREDIENT_IDS, TYPE_OF
from sweets.games.mastersweets.view import WorkshopGameView
from sweets.games.mastersweets.workshop_moves import Clue, Point, Rearrange, Renew, parse, recipe_of

# clue_fits and face_up are read from here too (the bots' and renderer's imports).
from sweets.games.mastersweets.workshop_table import (
    COOKBOOKS,
    HAND,
    MOST_OF_A_TYPE,
    clue_fits,
    clue_names,
    face_up,
    recipe_types,
    touched,
)
from sweets.games.mastersweets.workshop_view import workshop_view

OPTION_KEYS = ("mode", "first_player", "deck", "cookbook")

__all__ = ["WORKSHOP", "Workshop", "clue_fits", "face_up"]


class Workshop(Rules):
    """Sweets Workshop for 2-5 players, one team: it wins when every cookbook card is face down."""

    mode = "workshop"
    players = (2, 5)
    outcome = "team"

    def normalize_options(self, n: int, options: dict) -> dict:
        check_keys(options, OPTION_KEYS, " for Sweets Workshop")
        first = first_player(options, n)
        deck = stacked_deck(options, TYPE_OF, "deck must list distinct ingredient card ids (e.g. 'milk3'), "
                            "top first: Sweets Workshop has no special cards")
        size = options.get("cookbook", "5x5")
        if size not in COOKBOOKS:
            raise ValueError("cookbook must be '5x5' or '5x6' (the harder game)")
        return {"mode": self.mode, "first_player": first, "deck": deck, "cookbook": size}

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
            "n": n, "mode": self.mode, "phase": "play", "result": None, "first": first,
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
            events.record(data, seat, "point", pos=gr.pos_name(r, c), slot=action.slot, card=card,
                          match=match)
        elif isinstance(action, Rearrange):
            card = spend(data, seat, action.slot)
            (r1, c1), (r2, c2) = action.a, action.b
            book[r1][c1], book[r2][c2] = book[r2][c2], book[r1][c1]
            down[r1][c1], down[r2][c2] = down[r2][c2], down[r1][c1]
            events.record(data, seat, "swap", a=gr.pos_name(r1, c1), b=gr.pos_name(r2, c2),
                          slot=action.slot, card=card)
        elif isinstance(action, Renew):
            high, low = sorted(action.slots, reverse=True)
            spent = [spend(data, seat, high), spend(data, seat, low)][::-1]
            r, c = action.pos
            old, book[r][c] = book[r][c], data["deck"].pop(0)
            data["draws"] += 1
            data["out"].append(old)
            events.record(data, seat, "replace", pos=gr.pos_name(r, c), slots=list(action.slots),
                          cards=spent, old=old, new=book[r][c])
        else:
            assert isinstance(action, Clue)
            card = spend(data, seat, action.slot)
            self._clue(data, seat, action)
            marks = touched(data, action.target, action.what)
            events.record(data, seat, "clue", target=action.target, clue=action.what, slot=action.slot,
                          card=card, touched=[i + 1 for i, yes in enumerate(marks) if yes])
        if all(all(row) for row in down):
            self._end(data, "won")
            return
        while data["deck"] and len(data["hands"][seat]) < HAND[data["n"]]:
            card = data["deck"].pop(0)
            data["draws"] += 1
            data["hands"][seat].append(card)
            data["clues"][seat].append([])
            events.record(data, seat, "draw", hidden_from=seat, card=card)
        events.mark_seen(data, seat)
        nxt = next_seat(data, seat, lambda s: bool(data["hands"][s]))
        if nxt is None:
            self._end(data, "lost")
            return
        data["to_move"] = nxt
        data["turn_no"] += 1

    @staticmethod
    def _clue(data: dict, seat: int, action: Clue) -> None:
        target = action.target
        marks = touched(data, target, action.what)
        recipe = recipe_of(action.what)
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
        events.record(data, None, "end", result=result)

    # ----- reading the position -----

    open_view = opened.workshop  # everything revealed, for a finished game's replay

    def view(self, data: dict, seat: int | None) -> WorkshopGameView:
        return workshop_view(data, seat)

    def parse(self, data: dict, text: str) -> Action:
        return parse(text)

    def sample(self, view: Mapping[str, Any], memory: dict | None, rng: random.Random) -> dict:
        return sampling.workshop(view, rng)  # the seat's own hand is dealt to fit its clues

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


def spend(data: dict, seat: int, slot: int) -> str:
    """Takes hand card ``slot`` (1-based) out of the game, with what its owner knew of it."""
    card = data["hands"][seat].pop(slot - 1)
    data["clues"][seat].pop(slot - 1)
    data["out"].append(card)
    return card


WORKSHOP = Workshop()
