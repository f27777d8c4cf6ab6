"""What the core game's moves do (Alone in the Kitchen plays the same turns): the draft, the six
actions, the decisions of abilities, and the end of a turn.

Steps of an ability that need no decision run at once; a step with nothing to decide on is
skipped. The game ends as soon as the cookbook is empty, even in the middle of an ability.
"""

from __future__ import annotations

from sweets.engine import Action, Rng, events
from sweets.games.mastersweets import cooking
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.actions import (
    Choose,
    Cook,
    Discard,
    Done,
    Draw,
    Exchange,
    Keep,
    Market,
    Pass,
    Play,
    Replace,
    Salvage,
    Swap,
    UseRole,
)
from sweets.games.mastersweets.base import lowest
from sweets.games.mastersweets.core_legal import CoreLegal
from sweets.games.mastersweets.data import HAND_WITHOUT_ROLES, ROLES, SPECIALS, TYPE_OF, is_special, points

AUTO_STEPS = ("draw", "peek", "renew", "extra")


def fresh_turn() -> dict:
    return {"steps": [], "extra": 0, "peek": [], "source": None}


class CoreTurns(CoreLegal):
    """The core game's turns. Alone in the Kitchen changes three things, through the hooks
    ``_table`` (the table the setup is made for), ``_set_aside`` (the roles left after the
    draft) and ``_next_turn`` (George plays between the person's turns)."""

    def _table(self, n: int) -> int:
        """The number of players the cookbook and the market are made for."""
        return n

    def _set_aside(self, data: dict, seat: int) -> None:
        """After the draft the first player returns the role nobody took (Setup)."""
        data["roles_returned"] += data["role_offer"]
        events.record(data, seat, "return", roles=list(data["role_offer"]))

    def _next_turn(self, data: dict, seat: int, rng: Rng) -> None:
        self._start_turn(data, (seat + 1) % data["n"])

    # ----- applying actions -----

    def step(self, data: dict, action: Action, rng: Rng) -> None:
        seat = data["to_move"]
        if isinstance(action, Choose):
            self._choose(data, seat, action.role)
            return
        turn = data["turn"]
        hand = data["hands"][seat]
        if turn["steps"]:
            self._do_step(data, seat, action, rng)
            self._continue(data, seat, rng)
            return
        if turn["extra"]:  # one of the extra actions a special card gave is being taken
            turn["extra"] -= 1
            turn["source"] = None
        if isinstance(action, Market):
            self._take_market(data, seat, action.slot, rng)
        elif isinstance(action, Draw):
            card = self._draw(data, rng)
            hand.append(card)
            events.record(data, seat, "draw", secret=seat, cards=[card])
        elif isinstance(action, Exchange):
            self._exchange(data, seat, action)
        elif isinstance(action, Play):
            hand.remove(action.card)
            data["discard"].append(action.card)
            events.record(data, seat, "play", card=action.card)
            turn["steps"] = [list(s) for s in SPECIALS[action.card].steps]
            turn["source"] = action.card
        elif isinstance(action, UseRole):
            events.record(data, seat, "role", role=data["roles"][seat])
            turn["steps"] = [list(s) for s in ROLES[data["roles"][seat]].steps]
            turn["source"] = "role"
        elif isinstance(action, Cook):
            self._cook(data, seat, action, keep_pairs=False)
        else:
            assert isinstance(action, Pass)
            events.record(data, seat, "pass")
        self._continue(data, seat, rng)

    def _choose(self, data: dict, seat: int, role: str) -> None:
        data["roles"][seat] = role
        data["role_offer"].remove(role)
        events.record(data, seat, "choose", role=role)
        events.mark_seen(data, seat)
        order = data["draft_order"]
        done = order.index(seat) + 1
        if done < len(order):
            data["to_move"] = order[done]
            data["turn_no"] += 1
            return
        self._set_aside(data, seat)
        data["role_offer"] = []
        self._deal_hands(data)

    def _deal_hands(self, data: dict) -> None:
        n = data["n"]
        for i in range(n):
            seat = (data["first"] + i) % n
            role = data["roles"][seat]
            size = ROLES[role].hand if role else HAND_WITHOUT_ROLES
            for _ in range(size):
                data["hands"][seat].append(data["deck"].pop(0))
        data["market"] = [data["deck"].pop(0) for _ in range(self._table(n) + 1)]
        data["phase"] = "play"
        data["to_move"] = data["first"]
        data["turn_no"] += 1

    def _draw_ingredient(self, data: dict, rng: Rng) -> tuple[str | None, list[str]]:
        """Draws until an ingredient comes (specials drawn on the way go to the discard pile)."""
        skipped: list[str] = []
        while True:
            card = self._draw(data, rng)
            if card is None or not is_special(card):
                return card, skipped
            data["discard"].append(card)
            skipped.append(card)

    def _take_market(self, data: dict, seat: int, slot: int, rng: Rng) -> None:
        card = data["market"][slot - 1]
        data["hands"][seat].append(card)
        new = self._draw(data, rng)
        data["market"][slot - 1] = new
        events.record(data, seat, "market", slot=slot, card=card, refill=new)

    @staticmethod
    def _exchange(data: dict, seat: int, action: Exchange) -> None:
        hand = data["hands"][seat]
        given = lowest(hand, action.kind)
        r, c = action.pos
        taken = data["cookbook"][r][c]
        hand.remove(given)
        hand.append(taken)
        data["cookbook"][r][c] = given
        events.record(data, seat, "exchange", gave=given, took=taken, pos=gr.pos_name(r, c))

    @staticmethod
    def _cook(data: dict, seat: int, action: Cook, keep_pairs: bool) -> None:
        book = data["cookbook"]
        cells = gr.recipe_cells(book, action.kind, action.index)
        cost = cooking.hand_cost([TYPE_OF[card] for _, _, card in cells], action.subs)
        hand = data["hands"][seat]
        paid: list[str] = []
        for kind in sorted(cost, key=cooking.TYPE_INDEX.__getitem__):
            for _ in range(cost[kind]):
                card = lowest(hand, kind)
                hand.remove(card)
                paid.append(card)
        data["discard"] += paid
        typed = [(card, TYPE_OF[card]) for _, _, card in cells]
        earned, lost = cooking.settle(typed, action.subs, keep_pairs)
        data["completed"][seat] += earned
        data["discard"] += lost
        for r, c, _ in cells:
            book[r][c] = None
        data["cookbook"] = gr.close_up(book)
        events.record(data, seat, "cook", recipe=gr.recipe_name(action.kind, action.index), paid=paid,
                      earned=earned, lost=lost, points=sum(points(c) for c in earned))

    def _do_step(self, data: dict, seat: int, action: Action, rng: Rng) -> None:
        turn = data["turn"]
        kind = turn["steps"][0][0]
        hand = data["hands"][seat]
        if isinstance(action, Done):
            turn["steps"].pop(0)
            return
        if isinstance(action, Market):
            self._take_market(data, seat, action.slot, rng)
        elif isinstance(action, Discard):
            card = action.card if is_special(action.card) else lowest(hand, action.card)
            hand.remove(card)
            data["discard"].append(card)
            events.record(data, seat, "discard", card=card)
        elif isinstance(action, Exchange):
            self._exchange(data, seat, action)
        elif isinstance(action, Swap):
            book = data["cookbook"]
            (r1, c1), (r2, c2) = action.a, action.b
            book[r1][c1], book[r2][c2] = book[r2][c2], book[r1][c1]
            events.record(data, seat, "swap", a=gr.pos_name(r1, c1), b=gr.pos_name(r2, c2))
        elif isinstance(action, Replace):
            r, c = action.pos
            old = data["cookbook"][r][c]
            data["discard"].append(old)
            new, skipped = self._draw_ingredient(data, rng)
            data["cookbook"][r][c] = new
            data["cookbook"] = gr.close_up(data["cookbook"])
            events.record(data, seat, "replace", pos=gr.pos_name(r, c), old=old, new=new, skipped=skipped)
        elif isinstance(action, Salvage):
            pile = data["discard"]
            card = next(c for c in reversed(pile) if TYPE_OF.get(c) == action.kind)  # the most recent
            pile.remove(card)
            hand.append(card)
            events.record(data, seat, "salvage", card=card)
        elif isinstance(action, Keep):
            peek = turn["peek"]
            card = action.card if is_special(action.card) else lowest(peek, action.card)
            peek.remove(card)
            hand.append(card)
            data["deck"] += peek  # under the deck, in the order they were drawn
            events.record(data, seat, "keep", secret=seat, card=card, under=len(peek))
            turn["peek"] = []
        else:
            assert isinstance(action, Cook) and kind == "grandma"
            self._cook(data, seat, action, keep_pairs=True)
        turn["steps"][0][1] -= 1
        if turn["steps"][0][1] <= 0:
            turn["steps"].pop(0)

    def _continue(self, data: dict, seat: int, rng: Rng) -> None:
        """Runs the steps that need no decision, skips those with nothing to decide, and ends the
        turn when nothing is left to do; the game ends as soon as the cookbook is empty."""
        turn = data["turn"]
        while not self._finished(data):
            if not turn["steps"]:
                if turn["extra"]:
                    return
                self._end_turn(data, seat, rng)
                return
            kind, count = turn["steps"][0]
            if kind in AUTO_STEPS:
                turn["steps"].pop(0)
                self._auto_step(data, seat, kind, count, rng)
            elif self._step_options(data, seat, kind):
                return
            else:
                turn["steps"].pop(0)

    def _auto_step(self, data: dict, seat: int, kind: str, count: int, rng: Rng) -> None:
        turn = data["turn"]
        if kind == "draw":
            drawn = [c for c in (self._draw(data, rng) for _ in range(count)) if c is not None]
            data["hands"][seat] += drawn
            events.record(data, seat, "draw", secret=seat, cards=drawn)
        elif kind == "peek":
            turn["peek"] = [c for c in (self._draw(data, rng) for _ in range(count)) if c is not None]
            events.record(data, seat, "peek", secret=seat, cards=list(turn["peek"]))
            if turn["peek"]:
                turn["steps"].insert(0, ["keep", 1])
        elif kind == "renew":
            old = [c for c in data["market"] if c is not None]
            data["discard"] += old
            data["market"] = [self._draw(data, rng) for _ in data["market"]]
            events.record(data, seat, "renew", old=old, new=list(data["market"]))
        else:
            assert kind == "extra"
            turn["extra"] += count
            events.record(data, seat, "extra", count=count)

    @staticmethod
    def _finished(data: dict) -> bool:
        if data["cookbook"]:
            return False
        data["phase"] = "over"
        data["to_move"] = None
        data["turn"] = fresh_turn()
        events.record(data, None, "end")
        return True

    def _refill_market(self, data: dict, rng: Rng) -> None:
        """Places left empty while nothing could be drawn are filled once cards are back."""
        for i, card in enumerate(data["market"]):
            if card is None and self._can_draw(data):
                data["market"][i] = self._draw(data, rng)
                events.record(data, None, "refill", slot=i + 1, card=data["market"][i])

    def _end_turn(self, data: dict, seat: int, rng: Rng) -> None:
        self._refill_market(data, rng)
        data["turn"] = fresh_turn()
        events.mark_seen(data, seat)
        self._next_turn(data, seat, rng)

    @staticmethod
    def _start_turn(data: dict, seat: int) -> None:
        data["phase"] = "play"
        data["to_move"] = seat
        data["turn_no"] += 1
