"""What the core game (and Alone in the Kitchen) lets the seat to move do now, and why a move
that is not among it cannot be made.

A turn is one action of the six; an ability (special card or role) may need a few more decisions,
queued in ``turn["steps"]`` as ``[kind, count]`` (the kinds are ``data.STEP_KINDS``): while one is
queued only its decisions are legal.
"""

from __future__ import annotations

from sweets.engine import Action, IllegalAction
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
from sweets.games.mastersweets.base import Rules, hand_types
from sweets.games.mastersweets.data import ROLES, SPECIALS, TYPE_OF, card_sort_key, is_special

# What the seat must do to finish an ability, by the kind of its next step.
STEP_HINTS = {"market": "take a market card", "discard": "discard a card of your hand",
              "exchange": "exchange a card with the cookbook, or 'done'",
              "swap": "swap two cookbook cards", "replace": "pick the cookbook card to replace",
              "salvage": "take an ingredient from the discard pile",
              "keep": "keep one of the cards you looked at",
              "grandma": "cook a recipe"}


class CoreLegal(Rules):
    """The legal moves of the core game's phases ``draft`` and ``play``."""

    def legal(self, data: dict) -> list[Action]:
        seat = data["to_move"]
        if data["phase"] == "draft":
            return [Choose(r) for r in data["role_offer"]]
        steps = data["turn"]["steps"]
        if steps:
            return self._step_options(data, seat, steps[0][0])
        found: list[Action] = [Market(i + 1) for i, c in enumerate(data["market"]) if c is not None]
        if self._can_draw(data):
            found.append(Draw())
        found += self._exchanges(data, seat)
        hand = data["hands"][seat]
        found += [Play(c) for c in sorted({c for c in hand if is_special(c)}, key=card_sort_key)
                  if self._playable(data, seat, SPECIALS[c].steps, c)]
        role = data["roles"][seat]
        if role and ROLES[role].steps and self._playable(data, seat, ROLES[role].steps, None):
            found.append(UseRole())
        found += self._cooks(data, seat, keep_pairs=False)
        return found or [Pass()]

    @staticmethod
    def _exchanges(data: dict, seat: int) -> list[Action]:
        kinds = sorted(hand_types(data["hands"][seat]), key=cooking.TYPE_INDEX.__getitem__)
        cells = gr.cells(data["cookbook"])
        # Giving a card for one of its own type would change nothing: not offered.
        return [Exchange(k, (r, c)) for k in kinds for r, c, card in cells if TYPE_OF[card] != k]

    @staticmethod
    def _cooks(data: dict, seat: int, keep_pairs: bool, without: str | None = None) -> list[Action]:
        hand = hand_types(data["hands"][seat], without)
        found: list[Action] = []
        for kind, index in gr.recipes(data["cookbook"]):
            types = [TYPE_OF[card] for _, _, card in gr.recipe_cells(data["cookbook"], kind, index)]
            found += [Cook(kind, index, subs) for subs in cooking.payments(hand, types)]
        return found

    def _step_options(self, data: dict, seat: int, kind: str) -> list[Action]:
        hand = data["hands"][seat]
        book = data["cookbook"]
        if kind == "market":
            return [Market(i + 1) for i, c in enumerate(data["market"]) if c is not None]
        if kind == "discard":
            return [Discard(k) for k in _names(hand)]
        if kind == "exchange":
            found = self._exchanges(data, seat)
            return [*found, Done()] if found else []
        if kind == "swap":
            cells = gr.cells(book)
            return [Swap((r1, c1), (r2, c2)) for i, (r1, c1, a) in enumerate(cells)
                    for r2, c2, b in cells[i + 1:] if TYPE_OF[a] != TYPE_OF[b]]
        if kind == "replace":
            return [Replace((r, c)) for r, c, _ in gr.cells(book)]
        if kind == "salvage":
            kinds = {TYPE_OF[c] for c in data["discard"] if c in TYPE_OF}
            return [Salvage(k) for k in sorted(kinds, key=cooking.TYPE_INDEX.__getitem__)]
        if kind == "keep":
            return [Keep(k) for k in _names(data["turn"]["peek"])]
        if kind == "grandma":
            return self._cooks(data, seat, keep_pairs=True)
        raise AssertionError(kind)

    def _playable(self, data: dict, seat: int, steps: tuple, card: str | None) -> bool:
        """An ability is offered when at least one of its steps would do something."""
        hand = [c for c in data["hands"][seat] if c != card]
        for kind, _ in steps:
            if kind in ("draw", "peek") and self._can_draw(data):
                return True
            if kind in ("renew", "extra"):
                return True
            if kind == "market" and any(c is not None for c in data["market"]):
                return True
            if kind == "discard" and hand:
                return True
            if kind == "exchange" and any(c in TYPE_OF for c in hand) and data["cookbook"]:
                return True
            # A swap moves cookbook cards only: it needs two of different types, not a hand card.
            if kind == "swap" and len({TYPE_OF[c] for c in gr.cards(data["cookbook"])}) > 1:
                return True
            if kind == "replace":
                return True
            if kind == "salvage" and any(c in TYPE_OF for c in data["discard"]):
                return True
            if kind == "grandma" and self._cooks(data, seat, keep_pairs=True, without=card):
                return True
        return False

    def check(self, data: dict, action: Action, legal: list[Action]) -> None:
        if action not in legal:
            raise IllegalAction(self._why_not(data, action))

    def _why_not(self, data: dict, action: Action) -> str:
        if data["phase"] == "draft":
            return "choose one of the roles on offer ('choose <role>')"
        steps = data["turn"]["steps"]
        if steps:
            return f"finish your ability first: {STEP_HINTS[steps[0][0]]}"
        if isinstance(action, Cook):
            return "your hand cannot cook that recipe that way"
        if isinstance(action, Exchange):
            return "exchange an ingredient of your hand with a cookbook card of another type"
        if isinstance(action, Market):
            return "there is no card in that market place"
        if isinstance(action, Play):
            return "that special card is not in your hand, or it would do nothing now"
        if isinstance(action, UseRole):
            return "your role has no action, or it would do nothing now"
        if isinstance(action, Draw):
            return "there are no cards left to draw"
        return f"{action} is not possible now"


def _names(cards: list[str]) -> list[str]:
    """The distinct names of cards for a choice: ingredient types, then special ids."""
    kinds = sorted({TYPE_OF[c] for c in cards if c in TYPE_OF}, key=cooking.TYPE_INDEX.__getitem__)
    return kinds + sorted((c for c in cards if is_special(c)), key=card_sort_key)
