"""Sweets Stack's rules: the flow of play, from setup through the turns (exchange, secret pick, pass,
drop) to the end of each round. Options are checked in ``options.py``, refusals worded in
``refusals.py``, placements found in ``placing.py``, rounds scored in ``scoring.py``."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from sweets.engine import Action, Game, IllegalAction, Rng, State
from sweets.engine.simultaneous import open_choices
from sweets.games.sweets_stack import geometry as geo
from sweets.games.sweets_stack import sampling
from sweets.games.sweets_stack.actions import Drop, Exchange, Keep, Out, Play, Under, parse_action
from sweets.games.sweets_stack.data import (
    ARROW,
    CANDLE_CHIPS,
    CANDY_IDS,
    CARDS,
    CARDS_PER_PLAYER,
    CROWN_IDS,
    PUMPKIN,
    PUMPKIN_CHIPS,
    ROUNDS,
    SHEET_HEIGHT,
    SHEET_WIDTH,
)
from sweets.games.sweets_stack.flow import from_saved, offers_exchange_in_pick, split
from sweets.games.sweets_stack.options import advanced_choice, advanced_from_text, normalize
from sweets.games.sweets_stack.placing import PREFILLS, as_listed, card_order, passes_to, placement_options
from sweets.games.sweets_stack.refusals import why_not
from sweets.games.sweets_stack.scoring import score_round, totals
from sweets.games.sweets_stack.view import SweetsStackGameView, build_view, open_view

START_PUMPKINS = 2
HAND_SIZE = 5
BEANS_HAND_SIZE = 7
FIREBALL_HAND_SIZE = 4
DRAW_AT_OR_BELOW = 3  # step 5: a hand of 3 or fewer draws 1
EXCHANGE_COST = 1


class SweetsStack(Game):
    id = "sweets_stack"
    name = "Sweets Stack"
    min_players = 2
    max_players = 4
    setup_choices = (advanced_choice(),)  # a card (or none) for each round

    # ----- options and setup -----

    def normalize_options(self, n: int, options: dict) -> dict:
        flow, others = split(options)  # the order of play: see flow.py
        return {**normalize(n, others), "flow": flow}

    def from_json(self, data: Any) -> State:
        return super().from_json(from_saved(data))

    def option_from_text(self, key: str, text: str) -> Any:
        return advanced_from_text(text) if key == "advanced" else super().option_from_text(key, text)

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        if options["decks"] is None:
            cards = list(CANDY_IDS)
            rng.shuffle(cards)
            decks = [cards[CARDS_PER_PLAYER * s:CARDS_PER_PLAYER * (s + 1)] for s in range(n)]
            box = cards[CARDS_PER_PLAYER * n:]
        else:
            decks = [list(d) for d in options["decks"]]
            used = {c for d in decks for c in d}
            box = [c for c in CANDY_IDS if c not in used]
        data.update({
            "n": n,
            "flow": options["flow"],
            "advanced": list(options["advanced"]),
            "round": 0,
            "decks": decks,
            "box": box,  # candy cards not used below four players
            "crown_box": list(CROWN_IDS),
            "hands": [[] for _ in range(n)],
            "scored": [[] for _ in range(n)],
            "facedown": [[] for _ in range(n)],
            "pumpkins": [0] * n,
            "supply_pumpkins": PUMPKIN_CHIPS,
            "candles": [0] * n,
            "supply_candles": CANDLE_CHIPS,
            "results": [],
            "turn_no": 0,
            "played": [None] * n,  # the cards turned up at the latest reveal
            "incoming": [None] * n,  # per receiver: {"card", "from"} until it is marked
            "placed": [None] * n,  # what each seat did with its candy this turn
            "queue": [],
            # per seat: how many cards at the bottom of its deck it put there itself (an exchange)
            # and so knows, in order; the deck's other cards nobody knows
            "bottom_known": [0] * n,
            # per seat: cards everybody knows to be in its hand, or in its hand or deck (``held``;
            # see ``_end_round``)
            "in_hand": [[] for _ in range(n)],
            "held": [[] for _ in range(n)],
        })
        self._start_round(data, rng)

    def _start_round(self, data: dict, rng: Rng) -> None:
        n = data["n"]
        data["round"] += 1
        card = data["advanced"][data["round"] - 1]
        prefill = PREFILLS.get(card or "")
        board = geo.board_from_picture(prefill, SHEET_WIDTH, SHEET_HEIGHT) if prefill else 0
        data.update({
            "card": card,
            "sheets": [board] * n,
            "checked": [[] for _ in range(n)],
            "alive": [True] * n,
            "marked": [False] * n,  # has marked a candy this round (Gummy Python)
            "eliminated_at": [None] * n,
            "turn": 0,
        })
        size = {"seven_flavor_beans": BEANS_HAND_SIZE, "dragons_fireball": FIREBALL_HAND_SIZE}.get(
            card or "", HAND_SIZE)
        crowns = []
        if card == "dragons_fireball":
            crowns = list(data["crown_box"])
            rng.shuffle(crowns)
        for seat in range(n):
            self._gain_pumpkins(data, seat, START_PUMPKINS)
            for _ in range(size):
                self._draw(data, seat)
            if crowns:
                crown = crowns.pop()
                data["crown_box"].remove(crown)
                data["hands"][seat].append(crown)
        self._start_turn(data)

    @staticmethod
    def _draw(data: dict, seat: int) -> None:
        deck = data["decks"][seat]
        if deck:
            data["hands"][seat].append(deck.pop(0))
            known = data.setdefault("bottom_known", [0] * data["n"])  # saves from before it
            known[seat] = min(known[seat], len(deck))  # drawn down into the known cards

    @staticmethod
    def _gain_pumpkins(data: dict, seat: int, count: int) -> None:
        got = min(count, data["supply_pumpkins"])  # 20 chips in the box: none when they run out
        data["supply_pumpkins"] -= got
        data["pumpkins"][seat] += got

    @staticmethod
    def _spend_pumpkins(data: dict, seat: int, count: int) -> None:
        data["pumpkins"][seat] -= count
        data["supply_pumpkins"] += count

    def _start_turn(self, data: dict) -> None:
        data["turn"] += 1
        data["turn_no"] += 1
        data["exchanged"] = [False] * data["n"]
        data["queue"] = [s for s in range(data["n"]) if self._may_exchange(data, s)]
        if offers_exchange_in_pick(data):  # the exchange is offered in each seat's pick step
            self._open_picks(data)
        elif data["queue"]:
            data["phase"] = "exchange"
            data["to_move"] = data["queue"][0]
        else:
            self._open_picks(data)

    @staticmethod
    def _may_exchange(data: dict, seat: int) -> bool:
        # With an empty deck the same cards would come straight back: not offered.
        return (data["alive"][seat] and bool(data["hands"][seat]) and bool(data["decks"][seat])
                and data["pumpkins"][seat] >= EXCHANGE_COST)

    def _open_picks(self, data: dict) -> None:
        seats = [s for s in range(data["n"]) if data["alive"][s] and data["hands"][s]]
        data["queue"] = []
        if not seats:
            self._end_round(data)
            return
        data["phase"] = "pick"
        open_choices(data, seats)

    # ----- legal actions -----

    def legal(self, data: dict) -> list[Action]:
        seat, phase = data["to_move"], data["phase"]
        if phase == "exchange":
            return [Keep(), Exchange()]
        if phase == "arrange":
            return [*(Under(c) for c in data["hands"][seat]), Under()]
        if phase == "pick":
            plays: list[Action] = [Play(c) for c in sorted(set(data["hands"][seat]), key=card_order)]
            offered = offers_exchange_in_pick(data) and not data["exchanged"][seat]
            if offered and self._may_exchange(data, seat):
                plays.append(Exchange())  # an offer beside the hand, taken or ignored
            return plays
        options: list[Action] = list(placement_options(data, seat))
        if not any(isinstance(o, Drop) and o.card is None and o.rotation == 0 for o in options):
            options.append(Out())
        return options

    def check(self, data: dict, action: Action, legal: list[Action]) -> None:
        if action not in legal:
            raise IllegalAction(why_not(data, action))

    # ----- applying actions -----

    def step(self, data: dict, action: Action, rng: Rng) -> None:
        seat = data["to_move"]
        if isinstance(action, Exchange):
            self._spend_pumpkins(data, seat, EXCHANGE_COST)
            data["exchanged"][seat] = True
            data["phase"] = "arrange"
            data["arrange_draw"] = len(data["hands"][seat])
            self._arrange(data, seat, None if len(data["hands"][seat]) > 1 else Under())
            return
        if isinstance(action, Under):
            self._arrange(data, seat, action)
            return
        if isinstance(action, Keep):
            self._next_exchanger(data)
            return
        data["queue"].pop(0)
        if isinstance(action, Out):
            self._eliminate(data, seat)
        else:
            assert isinstance(action, Drop)
            self._mark(data, seat, action)
        self._next_placer(data)

    def _arrange(self, data: dict, seat: int, action: Under | None) -> None:
        """The old hand goes under the deck one card at a time in the order the seat chooses (the
        last card has no choice left), then as many cards are drawn from the top (see DECISIONS)."""
        hand, deck = data["hands"][seat], data["decks"][seat]
        order = [] if action is None else [action.card] if action.card else list(hand)
        if len(hand) - len(order) == 1:
            order += [c for c in hand if c not in order]
        known = data.setdefault("bottom_known", [0] * data["n"])  # saves from before it
        for card in order:
            hand.remove(card)
            deck.append(card)
            known[seat] += 1
            if "in_hand" in data and card in data["in_hand"][seat]:  # the others did not see which
                data["in_hand"][seat].remove(card)
                data["held"][seat].append(card)
        if hand:
            return  # the seat chooses the next one
        for _ in range(data.pop("arrange_draw")):
            self._draw(data, seat)
        if offers_exchange_in_pick(data):
            data["phase"] = "pick"  # back to the same seat's pick, with the new hand
            return
        data["phase"] = "exchange"
        self._next_exchanger(data)

    def _next_exchanger(self, data: dict) -> None:
        data["queue"].pop(0)
        if data["queue"]:
            data["to_move"] = data["queue"][0]
        else:
            self._open_picks(data)

    def is_secret(self, data: dict, action: Action) -> bool:
        """In flow 2 an exchange (and putting the old hand under) comes inside the round of secret
        picks: it is public (the pumpkin spent, the hand gone under), not the seat's pick."""
        return not isinstance(action, (Exchange, Under))

    def reveal(self, data: dict, choices: dict[int, Action], rng: Rng) -> None:
        n = data["n"]
        data["turn_no"] += 1
        played: list[str | None] = [None] * n
        for seat in sorted(choices):
            pick = choices[seat]
            assert isinstance(pick, Play), "the only secret choice of Sweets Stack is the pick"
            data["hands"][seat].remove(pick.card)
            played[seat] = pick.card
            self._shown(data, seat, pick.card)
        data["played"] = played
        for seat, card in enumerate(played):  # pumpkins in seat order (see DECISIONS)
            if card is not None and PUMPKIN in CARDS[card].symbols:
                self._gain_pumpkins(data, seat, 1)
        incoming: list[dict | None] = [None] * n
        for seat, card in enumerate(played):
            if card is not None:
                receiver = passes_to(data, seat)
                assert receiver is not None  # picks open only while two or more are in
                incoming[receiver] = {"card": card, "from": seat}
        data["incoming"] = incoming
        data["placed"] = [None] * n
        data["phase"] = "place"
        data["queue"] = [s for s in range(n) if incoming[s] is not None]
        self._next_placer(data)

    @staticmethod
    def _shown(data: dict, seat: int, card: str) -> None:
        """``card`` has come out of ``seat``'s hand onto the table: no longer held."""
        for known in (data.get("in_hand"), data.get("held")):
            if known is not None and card in known[seat]:
                known[seat].remove(card)

    def _mark(self, data: dict, seat: int, action: Drop) -> None:
        received = data["incoming"][seat]["card"]
        card = received
        if action.card is not None:
            card = action.card
            data["hands"][seat].remove(card)
            data["hands"][seat].append(received)
            if "in_hand" in data:  # everybody saw it go into the hand, and the other come out
                data["in_hand"][seat].append(received)
                self._shown(data, seat, card)
        self._spend_pumpkins(data, seat, action.cost)
        p = geo.piece(CARDS[card].shape, action.rotation, SHEET_WIDTH)
        data["sheets"][seat] |= geo.mask_at(p, action.x - 1, action.y - 1)
        data["scored"][seat].append(card)
        data["incoming"][seat] = None
        data["marked"][seat] = True
        full = geo.full_rows(data["sheets"][seat], SHEET_WIDTH, SHEET_HEIGHT)
        new_rows = [y for y in full if y not in data["checked"][seat]]
        data["checked"][seat] = sorted(data["checked"][seat] + new_rows)
        if ARROW in CARDS[card].symbols:
            self._gain_pumpkins(data, seat, 1)
        data["placed"][seat] = {"card": card, "x": action.x, "y": action.y, "rotation": action.rotation,
                                "changed": action.card is not None, "rows": new_rows}

    @staticmethod
    def _eliminate(data: dict, seat: int) -> None:
        """No room (or no will to pay for room): out of the round; the passer takes a candle."""
        arrival = data["incoming"][seat]
        data["incoming"][seat] = None
        data["facedown"][seat].append(arrival["card"])
        data["alive"][seat] = False
        data["eliminated_at"][seat] = data["turn"]
        # Even a passer eliminated on this same turn takes it; 4 chips cover 4 eliminations.
        if data["supply_candles"]:
            data["supply_candles"] -= 1
            data["candles"][arrival["from"]] += 1
        data["placed"][seat] = {"card": arrival["card"], "out": True}

    def _next_placer(self, data: dict) -> None:
        """Hands the move to the next seat with a candy to mark; one that has no way at all to
        mark it is eliminated on the spot (there is nothing to decide)."""
        while data["queue"]:
            seat = data["queue"][0]
            if placement_options(data, seat):
                data["to_move"] = seat
                return
            data["queue"].pop(0)
            self._eliminate(data, seat)
        self._end_turn(data)

    def _end_turn(self, data: dict) -> None:
        for seat in range(data["n"]):  # step 5, missing from the rulebook's text (see DECISIONS)
            if data["alive"][seat] and len(data["hands"][seat]) <= DRAW_AT_OR_BELOW:
                self._draw(data, seat)
        if sum(data["alive"]) <= 1:
            self._end_round(data)
        else:
            self._start_turn(data)

    def _end_round(self, data: dict) -> None:
        result = score_round(data)
        for seat, entry in enumerate(result["breakdown"]):
            # The table is cleared for the next round at once: the cards and the sheet stay with
            # the result so the players can check the scoring by eye (all of it was face up).
            entry["scored"] = list(data["scored"][seat])
            entry["sheet"] = geo.board_rows(data["sheets"][seat], SHEET_WIDTH, SHEET_HEIGHT)
        data["results"].append(result)
        data["turn_no"] += 1
        n = data["n"]
        for seat in range(n):
            data["supply_pumpkins"] += data["pumpkins"][seat]
            data["supply_candles"] += data["candles"][seat]
        data["pumpkins"] = [0] * n
        data["candles"] = [0] * n
        data["incoming"] = [None] * n
        data["queue"] = []
        if data["round"] >= ROUNDS:
            data["phase"] = "over"
            data["to_move"] = None
            return
        rng = Rng(data)
        facedown_before = [list(pile) for pile in data["facedown"]]
        for seat in range(n):
            # Everything the seat holds becomes its next deck: the rest of the deck too.
            deck = data["decks"][seat] + data["scored"][seat] + data["facedown"][seat] + data["hands"][seat]
            rng.shuffle(deck)
            data["decks"][seat] = deck
            data["scored"][seat], data["facedown"][seat], data["hands"][seat] = [], [], []
        data["bottom_known"] = [0] * n
        if "in_hand" in data:
            # Each seat plays the next round with the cards it ended this one with: the ones it
            # marked and went out with were on show, as were the ones it took into its hand.
            scored = [data["results"][-1]["breakdown"][s]["scored"] for s in range(n)]
            data["held"] = [data["in_hand"][s] + data["held"][s] + scored[s] + facedown_before[s]
                            for s in range(n)]
            data["in_hand"] = [[] for _ in range(n)]
        data["played"] = [None] * n
        data["placed"] = [None] * n
        self._start_round(data, rng)

    # ----- reading the position -----

    open_view = open_view  # everything revealed, for a finished game's replay (view.py)
    def view(self, data: dict, seat: int | None) -> SweetsStackGameView:
        return build_view(data, seat)

    def scores(self, data: dict) -> list[float]:
        return [float(t) for t in totals(data)]

    def winners(self, data: dict) -> list[int]:
        """The best totals; among them, the best third round; a tie after that is shared."""
        scores = self.scores(data)
        best = [seat for seat, s in enumerate(scores) if s == max(scores)]
        third = data["results"][2]["totals"] if len(data["results"]) >= ROUNDS else [0] * data["n"]
        top = max(third[seat] for seat in best)
        return [seat for seat in best if third[seat] == top]

    def parse(self, data: dict, text: str) -> Action:
        return as_listed(data, parse_action(text))

    def components(self, data: dict) -> list[str]:
        found = list(data["box"]) + list(data["crown_box"])
        for seat in range(data["n"]):
            found += data["decks"][seat] + data["hands"][seat] + data["scored"][seat] + data["facedown"][seat]
            arrival = data.get("incoming", [None] * data["n"])[seat]
            if arrival is not None:
                found.append(arrival["card"])
        found += ["pumpkin"] * (sum(data["pumpkins"]) + data["supply_pumpkins"])
        found += ["candle"] * (sum(data["candles"]) + data["supply_candles"])
        return found

    def sample(self, view: Mapping[str, Any], memory: dict | None, rng: random.Random) -> dict:
        return sampling.sample(view, rng)  # what the table saw stays in the view (``in_hand``, ``held``)

    def undoable(self, before: dict, action: Action, after: dict) -> bool:
        """Whether the seat may take ``action`` back: only while it showed nothing new to anyone
        (see DECISIONS, "undo"). An exchange and each card put under the deck, until the new cards
        are drawn; a keep; a secret pick, until the picks are turned up; a mark of the received
        candy, until the turn ends (then cards are drawn). Never a change of card (it showed a
        card of the hand) and never across a reveal, a draw or a round's end."""
        if before["turn_no"] != after["turn_no"]:
            return False  # the picks were turned up, or the turn or round ended (cards drawn)
        if isinstance(action, (Exchange, Under)):
            return after["phase"] == "arrange"  # still choosing the order: nothing drawn yet
        if isinstance(action, Drop):
            return action.card is None
        return isinstance(action, (Keep, Play, Out))

GAME = SweetsStack()
