"""What Clash of Sweets lets the seat to move do now, and why a move that is not among it cannot
be made: laying out the own cookbook, then the turn's actions and the decisions they need."""

from __future__ import annotations

from collections import Counter

from sweets.engine import Action, IllegalAction
from sweets.games.mastersweets import cooking
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.actions import Discard, Done, Draw, Exchange, Keep, Market, Pass, Play, Swap
from sweets.games.mastersweets.base import Rules, hand_types
from sweets.games.mastersweets.clash_moves import Improve, Ready, Remove, Shape, Steal, Trade, shapes
from sweets.games.mastersweets.data import SPECIALS, TYPE_OF, card_sort_key, is_special

HAND_LIMIT = {2: 10, 3: 10, 4: 10, 5: 8}  # stated by the rulebook ("Important: ...")


class ClashLegal(Rules):
    """The legal moves of Clash of Sweets' phases ``arrange`` and ``play``."""

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
        hand = hand_types(data["hands"][seat])
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
        kinds = sorted(hand_types(data["hands"][seat]), key=cooking.TYPE_INDEX.__getitem__)
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


def steal_cost(data: dict, owner: int, kind: str, index: int) -> Counter:
    """What stealing a recipe takes from the thief's hand: each of its cards, one more of the type
    of each improved card, and never three of a kind for a missing card."""
    cost: Counter = Counter()
    under = data["under"][owner]
    for r, c, card in gr.recipe_cells(data["books"][owner], kind, index):
        cost[TYPE_OF[card]] += 2 if under[r][c] is not None else 1
    return cost
