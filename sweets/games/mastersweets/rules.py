"""MasterSweets' rules as an engine :class:`~sweets.engine.Game`.

``data["phase"]``: ``draft`` (roles are chosen), ``play``, ``george`` (Alone in the Kitchen: the
person picks the cookbook card George takes), ``over``. A turn is one action of the six; an
ability (special card or role) may need a few more decisions, queued in ``turn["steps"]`` as
``[kind, count]`` (the kinds are ``data.STEP_KINDS``). Steps that need no decision run at once;
a step with nothing to decide on is skipped.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from sweets.engine import Action, Game, IllegalAction, Opponent, OutcomeKind, Rng, SetupChoice
from sweets.games.mastersweets import cooking, sampling
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.actions import (
    Choose,
    Cook,
    Discard,
    Done,
    Draw,
    Exchange,
    George,
    Keep,
    Market,
    Pass,
    Play,
    Replace,
    Salvage,
    Swap,
    UseRole,
    parse_action,
)
from sweets.games.mastersweets.clash import Clash
from sweets.games.mastersweets.clash import parse as parse_clash
from sweets.games.mastersweets.data import (
    COOKBOOK,
    HAND_WITHOUT_ROLES,
    INGREDIENT_IDS,
    ROLES,
    SPECIALS,
    TYPE_OF,
    card_sort_key,
    is_special,
    points,
)
from sweets.games.mastersweets.view import MasterSweetsGameView, build_view
from sweets.games.mastersweets.workshop import Workshop
from sweets.games.mastersweets.workshop import parse as parse_workshop

MODES = (("core", "MasterSweets"), ("clash", "Clash of Sweets"), ("workshop", "Sweets Workshop"),
         ("solo", "Alone in the Kitchen"))
RANGES = {"core": (2, 4), "clash": (2, 5), "workshop": (2, 5), "solo": (1, 1)}
OUTCOME_KINDS: dict[str, OutcomeKind] = {"core": "ranked", "clash": "ranked", "workshop": "team",
                                          "solo": "solo"}
# The modes with rules of their own: every hook below hands their positions over.
OTHER_MODES: dict[str, Any] = {"clash": Clash(), "workshop": Workshop()}
OPTION_KEYS = ("mode", "specials", "roles", "first_player", "deck", "role_cards")
GEORGE = "George"
AUTO_STEPS = ("draw", "peek", "renew", "extra")
OPTIONAL_STEPS = ("exchange",)  # "up to" n: the player may stop with "done"


def _seat_count(mode: str) -> int:
    """The table the setup is made for: Alone in the Kitchen is set up as for two players."""
    return 2 if mode == "solo" else 0


class MasterSweets(Game):
    id = "mastersweets"
    name = "MasterSweets"
    min_players = 1
    max_players = 5
    modes = MODES
    # The rulebook's First Game path: ingredients only, then special cards, then roles.
    setup_choices = (
        SetupChoice("specials", "Special cards", (
            ("yes", "With special cards"), ("no", "Ingredients only (first game)")), modes=("core",)),
        SetupChoice("roles", "Roles", (
            ("yes", "With roles"), ("no", "No roles: everyone starts with 3 cards")), modes=("core",)),
        SetupChoice("cookbook", "Cookbook", (
            ("5x5", "5 × 5 (normal)"), ("5x6", "5 × 6 (harder)")), modes=("workshop",)),
    )

    # ----- options and setup -----

    def player_range(self, options: dict | None = None) -> tuple[int, int]:
        mode = (options or {}).get("mode", "core")
        if mode not in RANGES:
            raise ValueError(f"MasterSweets has no mode called {mode!r}")
        return RANGES[mode]

    def outcome_kind(self, options: dict) -> OutcomeKind:
        return OUTCOME_KINDS[options["mode"]]

    def normalize_options(self, n: int, options: dict) -> dict:
        mode = options.get("mode", "core")
        if mode in OTHER_MODES:
            return OTHER_MODES[mode].normalize(n, options)
        unknown = set(options) - set(OPTION_KEYS)
        if unknown:
            raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
        if mode not in dict(MODES):
            raise ValueError(f"MasterSweets has no mode called {mode!r}")
        flags = {}
        for key in ("specials", "roles"):
            value = options.get(key, True)
            if not isinstance(value, bool):
                raise ValueError(f"{key} must be true or false")
            if mode == "solo" and not value:
                raise ValueError("Alone in the Kitchen is played with every card: special cards and roles")
            flags[key] = value
        first = options.get("first_player")
        if first is not None and (isinstance(first, bool) or not isinstance(first, int)
                                  or not 0 <= first < n):
            raise ValueError(f"first_player must be a seat from 0 to {n - 1}")
        if mode == "solo" and first not in (None, 0):
            raise ValueError("in Alone in the Kitchen the person starts")
        deck = options.get("deck") or []
        allowed = set(INGREDIENT_IDS) | (set(SPECIALS) if flags["specials"] else set())
        if (not isinstance(deck, list) or any(not isinstance(c, str) or c not in allowed for c in deck)
                or len(set(deck)) != len(deck)):
            raise ValueError("deck must list distinct card ids of this game (e.g. 'milk3', 's4'), top first")
        role_cards = options.get("role_cards")
        if role_cards is not None:
            if mode == "solo" or not flags["roles"]:
                raise ValueError("role_cards fixes the roles set aside for the core game's draft")
            if (not isinstance(role_cards, list) or len(role_cards) != n + 1
                    or any(r not in ROLES for r in role_cards) or len(set(role_cards)) != n + 1):
                raise ValueError(f"role_cards must name {n + 1} different roles")
            role_cards = list(role_cards)
        return {"mode": mode, **flags, "first_player": first, "deck": list(deck), "role_cards": role_cards}

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        mode = options["mode"]
        if mode in OTHER_MODES:
            OTHER_MODES[mode].setup(data, n, rng, options)
            return
        specials = list(SPECIALS) if options["specials"] else []
        top = options["deck"]
        rest = [c for c in (*INGREDIENT_IDS, *specials) if c not in top]
        rng.shuffle(rest)
        data.update({
            "n": n,
            "mode": mode,
            "roles_on": options["roles"],
            "deck": top + rest,
            "discard": [],
            "unused": [s for s in SPECIALS if s not in specials],  # the First Game leaves them in the box
            "returned": [],  # specials drawn for the cookbook, back in the box (seen by all)
            "hands": [[] for _ in range(n)],
            "completed": [[] for _ in range(n)],
            "market": [],
            "roles": [None] * n,
            "role_offer": [],
            "roles_returned": [],
            "roles_box": list(ROLES),
            "draws": 0,
            "turn_no": 0,
            "turn": self._fresh_turn(),
            "events": [],
            "seen": [0] * n,
            "phase": "draft",
        })
        if mode == "solo":
            data["george"] = {"completed": [], "drawn": None, "skipped": [], "candidates": [], "why": None}
        rows, cols = COOKBOOK[max(n, _seat_count(mode))]
        laid: list[str] = []
        while len(laid) < rows * cols:
            card = data["deck"].pop(0)
            if is_special(card):
                data["returned"].append(card)  # Setup: "put it back in the box"
            else:
                laid.append(card)
        data["cookbook"] = gr.deal(laid, rows, cols)
        first = options["first_player"]
        data["first"] = (0 if mode == "solo" else rng.below(n)) if first is None else first
        if not options["roles"]:
            self._deal_hands(data)
            return
        if mode == "solo":
            offer = list(ROLES)  # "the player can choose whichever role card he wants"
        elif options["role_cards"] is not None:
            offer = list(options["role_cards"])
        else:
            shuffled = list(ROLES)
            rng.shuffle(shuffled)
            offer = shuffled[:n + 1]
        data["role_offer"] = offer
        data["roles_box"] = [r for r in ROLES if r not in offer]
        # The last player (right of the first) chooses first, then on to the right; the first
        # player chooses last, from the two roles left.
        data["draft_order"] = [(data["first"] - 1 - i) % n for i in range(n)]
        data["to_move"] = data["draft_order"][0]

    @staticmethod
    def _fresh_turn() -> dict:
        return {"steps": [], "extra": 0, "peek": [], "source": None}

    def _deal_hands(self, data: dict) -> None:
        n = data["n"]
        for i in range(n):
            seat = (data["first"] + i) % n
            role = data["roles"][seat]
            size = ROLES[role].hand if role else HAND_WITHOUT_ROLES
            for _ in range(size):
                data["hands"][seat].append(data["deck"].pop(0))
        market_size = max(n, _seat_count(data["mode"])) + 1
        data["market"] = [data["deck"].pop(0) for _ in range(market_size)]
        data["phase"] = "play"
        data["to_move"] = data["first"]
        data["turn_no"] += 1

    # ----- the deck -----

    def _draw(self, data: dict, rng: Rng) -> str | None:
        """The top card of the deck; an empty deck is first replaced by the shuffled discard pile."""
        if not data["deck"]:
            if not data["discard"]:
                return None
            data["deck"] = data["discard"]
            data["discard"] = []
            rng.shuffle(data["deck"])
            self._event(data, None, "reshuffle", count=len(data["deck"]))
        data["draws"] += 1
        return data["deck"].pop(0)

    def _can_draw(self, data: dict) -> bool:
        return bool(data["deck"] or data["discard"])

    def _draw_ingredient(self, data: dict, rng: Rng) -> tuple[str | None, list[str]]:
        """Draws until an ingredient comes (specials drawn on the way go to the discard pile)."""
        skipped: list[str] = []
        while True:
            card = self._draw(data, rng)
            if card is None or not is_special(card):
                return card, skipped
            data["discard"].append(card)
            skipped.append(card)

    # ----- events (what happened, for the screen after a hand-off) -----

    @staticmethod
    def _event(data: dict, seat: int | str | None, kind: str, secret: int | None = None,
               **details: Any) -> None:
        """``secret``: the only seat that may read the event's cards (a draw from the deck)."""
        event = {"seat": seat, "kind": kind, **details}
        if secret is not None:
            event["secret"] = secret
        data["events"].append(event)

    @staticmethod
    def _mark_seen(data: dict, seat: int) -> None:
        data["seen"][seat] = len(data["events"])
        cut = min(data["seen"])
        if cut:
            del data["events"][:cut]
            data["seen"] = [s - cut for s in data["seen"]]

    # ----- legal actions -----

    def legal(self, data: dict) -> list[Action]:
        if data["mode"] in OTHER_MODES:
            return OTHER_MODES[data["mode"]].legal(data)
        phase = data["phase"]
        seat = data["to_move"]
        if phase == "draft":
            return [Choose(r) for r in data["role_offer"]]
        if phase == "george":
            return [George(tuple(p)) for p in data["george"]["candidates"]]  # type: ignore[arg-type]
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
    def _hand_types(data: dict, seat: int, without: str | None = None) -> Counter:
        return Counter(TYPE_OF[c] for c in data["hands"][seat] if c in TYPE_OF and c != without)

    def _exchanges(self, data: dict, seat: int) -> list[Action]:
        kinds = sorted(self._hand_types(data, seat), key=cooking.TYPE_INDEX.__getitem__)
        cells = gr.cells(data["cookbook"])
        # Giving a card for one of its own type would change nothing: not offered.
        return [Exchange(k, (r, c)) for k in kinds for r, c, card in cells if TYPE_OF[card] != k]

    def _cooks(self, data: dict, seat: int, keep_pairs: bool, without: str | None = None) -> list[Action]:
        hand = self._hand_types(data, seat, without)
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
            return [Discard(k) for k in self._hand_names(hand)]
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
            return [Keep(k) for k in self._hand_names(data["turn"]["peek"])]
        if kind == "grandma":
            return self._cooks(data, seat, keep_pairs=True)
        raise AssertionError(kind)

    @staticmethod
    def _hand_names(cards: list[str]) -> list[str]:
        """The distinct names of cards for a choice: ingredient types, then special ids."""
        kinds = sorted({TYPE_OF[c] for c in cards if c in TYPE_OF}, key=cooking.TYPE_INDEX.__getitem__)
        return kinds + sorted((c for c in cards if is_special(c)), key=card_sort_key)

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
        if data["mode"] in OTHER_MODES:
            OTHER_MODES[data["mode"]].check(data, action, legal)
            return
        if action in legal:
            return
        raise IllegalAction(self._why_not(data, action, legal))

    def _why_not(self, data: dict, action: Action, legal: list[Action]) -> str:
        phase = data["phase"]
        if phase == "draft":
            return "choose one of the roles on offer ('choose <role>')"
        if phase == "george":
            return "choose which of the marked cookbook cards George takes ('george <place>')"
        steps = data["turn"]["steps"]
        if steps:
            what = {"market": "take a market card", "discard": "discard a card of your hand",
                    "exchange": "exchange a card with the cookbook, or 'done'",
                    "swap": "swap two cookbook cards", "replace": "pick the cookbook card to replace",
                    "salvage": "take an ingredient from the discard pile",
                    "keep": "keep one of the cards you looked at",
                    "grandma": "cook a recipe"}[steps[0][0]]
            return f"finish your ability first: {what}"
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

    # ----- applying actions -----

    def step(self, data: dict, action: Action, rng: Rng) -> None:
        if data["mode"] in OTHER_MODES:
            OTHER_MODES[data["mode"]].step(data, action, rng)
            return
        seat = data["to_move"]
        if isinstance(action, Choose):
            self._choose(data, seat, action.role)
            return
        if isinstance(action, George):
            self._george_takes(data, action.pos)
            if data["phase"] != "over":
                self._start_turn(data, 0)
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
            self._event(data, seat, "draw", secret=seat, cards=[card])
        elif isinstance(action, Exchange):
            self._exchange(data, seat, action)
        elif isinstance(action, Play):
            hand.remove(action.card)
            data["discard"].append(action.card)
            self._event(data, seat, "play", card=action.card)
            turn["steps"] = [list(s) for s in SPECIALS[action.card].steps]
            turn["source"] = action.card
        elif isinstance(action, UseRole):
            self._event(data, seat, "role", role=data["roles"][seat])
            turn["steps"] = [list(s) for s in ROLES[data["roles"][seat]].steps]
            turn["source"] = "role"
        elif isinstance(action, Cook):
            self._cook(data, seat, action, keep_pairs=False)
        else:
            assert isinstance(action, Pass)
            self._event(data, seat, "pass")
        self._continue(data, seat, rng)

    def _choose(self, data: dict, seat: int, role: str) -> None:
        data["roles"][seat] = role
        data["role_offer"].remove(role)
        self._event(data, seat, "choose", role=role)
        self._mark_seen(data, seat)
        order = data["draft_order"]
        done = order.index(seat) + 1
        if done < len(order):
            data["to_move"] = order[done]
            data["turn_no"] += 1
            return
        if data["mode"] == "solo":
            data["roles_box"] += data["role_offer"]
        else:  # the first player returns the role nobody took
            data["roles_returned"] += data["role_offer"]
            self._event(data, seat, "return", roles=list(data["role_offer"]))
        data["role_offer"] = []
        self._deal_hands(data)

    def _take_market(self, data: dict, seat: int, slot: int, rng: Rng) -> None:
        card = data["market"][slot - 1]
        data["hands"][seat].append(card)
        new = self._draw(data, rng)
        data["market"][slot - 1] = new
        self._event(data, seat, "market", slot=slot, card=card, refill=new)

    def _exchange(self, data: dict, seat: int, action: Exchange) -> None:
        hand = data["hands"][seat]
        given = self._lowest(hand, action.kind)
        r, c = action.pos
        taken = data["cookbook"][r][c]
        hand.remove(given)
        hand.append(taken)
        data["cookbook"][r][c] = given
        self._event(data, seat, "exchange", gave=given, took=taken, pos=gr.pos_name(r, c))

    @staticmethod
    def _lowest(cards: list[str], kind: str) -> str:
        """The card a move names by type: the lowest id of that type (cards of a type are alike)."""
        return min((c for c in cards if TYPE_OF.get(c) == kind), key=card_sort_key)

    def _cook(self, data: dict, seat: int, action: Cook, keep_pairs: bool) -> None:
        book = data["cookbook"]
        cells = gr.recipe_cells(book, action.kind, action.index)
        cost = cooking.hand_cost([TYPE_OF[card] for _, _, card in cells], action.subs)
        hand = data["hands"][seat]
        paid: list[str] = []
        for kind in sorted(cost, key=cooking.TYPE_INDEX.__getitem__):
            for _ in range(cost[kind]):
                card = self._lowest(hand, kind)
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
        self._event(data, seat, "cook", recipe=gr.recipe_name(action.kind, action.index), paid=paid,
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
            card = action.card if is_special(action.card) else self._lowest(hand, action.card)
            hand.remove(card)
            data["discard"].append(card)
            self._event(data, seat, "discard", card=card)
        elif isinstance(action, Exchange):
            self._exchange(data, seat, action)
        elif isinstance(action, Swap):
            book = data["cookbook"]
            (r1, c1), (r2, c2) = action.a, action.b
            book[r1][c1], book[r2][c2] = book[r2][c2], book[r1][c1]
            self._event(data, seat, "swap", a=gr.pos_name(r1, c1), b=gr.pos_name(r2, c2))
        elif isinstance(action, Replace):
            r, c = action.pos
            old = data["cookbook"][r][c]
            data["discard"].append(old)
            new, skipped = self._draw_ingredient(data, rng)
            data["cookbook"][r][c] = new
            data["cookbook"] = gr.close_up(data["cookbook"])
            self._event(data, seat, "replace", pos=gr.pos_name(r, c), old=old, new=new, skipped=skipped)
        elif isinstance(action, Salvage):
            pile = data["discard"]
            card = next(c for c in reversed(pile) if TYPE_OF.get(c) == action.kind)  # the most recent
            pile.remove(card)
            hand.append(card)
            self._event(data, seat, "salvage", card=card)
        elif isinstance(action, Keep):
            peek = turn["peek"]
            card = action.card if is_special(action.card) else self._lowest(peek, action.card)
            peek.remove(card)
            hand.append(card)
            data["deck"] += peek  # under the deck, in the order they were drawn
            self._event(data, seat, "keep", secret=seat, card=card, under=len(peek))
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
            self._event(data, seat, "draw", secret=seat, cards=drawn)
        elif kind == "peek":
            turn["peek"] = [c for c in (self._draw(data, rng) for _ in range(count)) if c is not None]
            self._event(data, seat, "peek", secret=seat, cards=list(turn["peek"]))
            if turn["peek"]:
                turn["steps"].insert(0, ["keep", 1])
        elif kind == "renew":
            old = [c for c in data["market"] if c is not None]
            data["discard"] += old
            data["market"] = [self._draw(data, rng) for _ in data["market"]]
            self._event(data, seat, "renew", old=old, new=list(data["market"]))
        else:
            assert kind == "extra"
            turn["extra"] += count
            self._event(data, seat, "extra", count=count)

    def _finished(self, data: dict) -> bool:
        if data["cookbook"]:
            return False
        data["phase"] = "over"
        data["to_move"] = None
        data["turn"] = self._fresh_turn()
        self._event(data, None, "end")
        return True

    def _refill_market(self, data: dict, rng: Rng) -> None:
        """Places left empty while nothing could be drawn are filled once cards are back."""
        for i, card in enumerate(data["market"]):
            if card is None and self._can_draw(data):
                data["market"][i] = self._draw(data, rng)
                self._event(data, None, "refill", slot=i + 1, card=data["market"][i])

    def _end_turn(self, data: dict, seat: int, rng: Rng) -> None:
        self._refill_market(data, rng)
        data["turn"] = self._fresh_turn()
        self._mark_seen(data, seat)
        if data["mode"] == "solo":
            self._george_turn(data, rng)
            if data["phase"] == "play":
                self._start_turn(data, 0)
            return
        self._start_turn(data, (seat + 1) % data["n"])

    @staticmethod
    def _start_turn(data: dict, seat: int) -> None:
        data["phase"] = "play"
        data["to_move"] = seat
        data["turn_no"] += 1

    # ----- George "The cake" (Alone in the Kitchen) -----

    def _george_turn(self, data: dict, rng: Rng) -> None:
        market = data["market"]
        out = market.pop()  # the rightmost card leaves, the rest move one place right
        if out is not None:
            data["discard"].append(out)
        market.insert(0, self._draw(data, rng))
        self._event(data, GEORGE, "shift", out=out, new=market[0])
        drawn, skipped = self._draw_ingredient(data, rng)
        if drawn is not None:
            # Only a pointer to the cookbook card George takes: his card goes to the discard pile.
            data["discard"].append(drawn)
        cells = gr.cells(data["cookbook"])
        same = [(r, c) for r, c, card in cells if drawn is not None and TYPE_OF[card] == TYPE_OF[drawn]]
        value = [(r, c) for r, c, card in cells if drawn is not None and points(card) == points(drawn)]
        if same:
            candidates, why = same, "type"
        elif value:
            candidates, why = value, "points"
        else:
            candidates, why = [(r, c) for r, c, _ in cells], "any"
        george = data["george"]
        george.update(drawn=drawn, skipped=skipped, candidates=[list(p) for p in candidates], why=why)
        self._event(data, GEORGE, "george_draw", card=drawn, skipped=skipped, why=why,
                    candidates=[gr.pos_name(*p) for p in candidates])
        if len(candidates) == 1:
            self._george_takes(data, candidates[0])
        else:
            data["phase"] = "george"
            data["to_move"] = 0
            data["turn_no"] += 1

    def _george_takes(self, data: dict, pos: tuple[int, int]) -> None:
        r, c = pos
        card = data["cookbook"][r][c]
        data["george"]["completed"].append(card)
        data["george"]["candidates"] = []
        data["cookbook"][r][c] = None
        data["cookbook"] = gr.close_up(data["cookbook"])
        self._event(data, GEORGE, "george_takes", card=card, pos=gr.pos_name(r, c))
        data["phase"] = "play"
        self._finished(data)

    def acting_for(self, data: dict) -> str | None:
        return GEORGE if data["phase"] == "george" else None

    def opponent(self, data: dict) -> Opponent | None:
        if data["mode"] != "solo":
            return None
        return {"name": GEORGE, "score": _george_score(data)}

    # ----- reading the position -----

    def view(self, data: dict, seat: int | None) -> MasterSweetsGameView:
        if data["mode"] in OTHER_MODES:
            return OTHER_MODES[data["mode"]].view(data, seat)
        return build_view(data, seat)

    def scores(self, data: dict) -> list[float]:
        if data["mode"] in OTHER_MODES:
            return OTHER_MODES[data["mode"]].scores(data)
        return [sum(points(c) for c in pile) for pile in data["completed"]]

    def winners(self, data: dict) -> list[int]:
        if data["mode"] in OTHER_MODES:
            return OTHER_MODES[data["mode"]].winners(data)
        scores = self.scores(data)
        if data["mode"] == "solo":
            return [0] if scores[0] > _george_score(data) else []
        best = max(scores)
        return [s for s, p in enumerate(scores) if p == best]

    def parse(self, data: dict, text: str) -> Action:
        if data["mode"] == "clash":
            return parse_clash(text)
        if data["mode"] == "workshop":
            return parse_workshop(text)
        return parse_action(text)

    def components(self, data: dict) -> list[str]:
        if data["mode"] in OTHER_MODES:
            return OTHER_MODES[data["mode"]].components(data)
        found = [*data["deck"], *data["discard"], *data["unused"], *data["returned"]]
        found += [c for c in data["market"] if c is not None]
        found += gr.cards(data["cookbook"])
        for seat in range(data["n"]):
            found += data["hands"][seat] + data["completed"][seat]
        found += data["turn"]["peek"]
        if data["mode"] == "solo":
            found += data["george"]["completed"]
        found += [r for r in data["roles"] if r] + data["role_offer"]
        found += data["roles_returned"] + data["roles_box"]
        return found

    def sample(self, view: Mapping[str, Any], memory: dict | None, rng: random.Random) -> dict:
        return sampling.sample(view, memory, rng)  # everything a seat saw stays in its view

    def undoable(self, before: dict, action: Action, after: dict) -> bool:
        """Only within one's own turn, and never once a card came off the deck."""
        if before["mode"] in OTHER_MODES:
            return OTHER_MODES[before["mode"]].undoable(before, action, after)
        return (before["phase"] == "play" and after["phase"] == "play"
                and before["turn_no"] == after["turn_no"] and before["draws"] == after["draws"])


def _george_score(data: dict) -> int:
    return sum(points(c) for c in data["george"]["completed"])


GAME = MasterSweets()
