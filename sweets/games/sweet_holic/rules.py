"""Sweet Holic's rules as an engine :class:`~sweets.engine.Game`.

Phases of ``data["phase"]`` (the full position; view.py for what a seat sees):

- ``first_discard``: each seat in turn order lays one tile face down (kept in ``pending``);
  when the last one is in, all are turned up together onto the discard piles.
- ``turn``: the seat to move chooses: ``discard`` (exchange) or ``bake`` (or ``pass`` when its
  hand is empty).
- ``take``: after an exchange discard, the seat takes ``turn.takes_left`` tiles one at a time.
- ``bake``: more ``bake`` actions of the same colour, then ``end``.
- ``refill``: after baking with fewer than 3 tiles in hand, the seat takes tiles up to 3.
- ``over``: the game has ended.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from sweets.engine import Action, Game, IllegalAction, Rng
from sweets.engine.simultaneous import open_choices
from sweets.games.sweet_holic import events, sampling
from sweets.games.sweet_holic import macarons as mac
from sweets.games.sweet_holic.actions import Bake, Discard, End, Pass, Take, parse_action
from sweets.games.sweet_holic.data import (
    BURNT,
    HAND_LIMIT,
    HAND_SIZE_AT_DEAL,
    MAX_MACARONS,
    MISSIONS,
    REFILL_TO,
    ROUNDS,
    TILE_IDS,
    TILES,
    TOKEN_IDS,
    mission_id,
    token_value,
)
from sweets.games.sweet_holic.scoring import score_round
from sweets.games.sweet_holic.view import SweetHolicGameView, build_view, open_view

OPTION_KEYS = ("first_player", "decks", "missions")


def _check_list(value: Any, what: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > ROUNDS:
        raise ValueError(f"{what} must be a list of at most {ROUNDS} entries, one per round")
    return value


class SweetHolic(Game):
    id = "sweet_holic"
    name = "Sweet Holic"
    min_players = 2
    max_players = 4

    # ----- options and setup -----

    def normalize_options(self, n: int, options: dict) -> dict:
        unknown = set(options) - set(OPTION_KEYS)
        if unknown:
            raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
        first = options.get("first_player")
        if first is not None and (isinstance(first, bool) or not isinstance(first, int)
                                  or not 0 <= first < n):
            raise ValueError(f"first_player must be a seat from 0 to {n - 1}")
        decks = []
        for deck in _check_list(options.get("decks"), "decks"):
            deck = [] if deck is None else deck
            if (not isinstance(deck, list) or any(t not in TILES for t in deck)
                    or len(set(deck)) != len(deck)):
                raise ValueError("each deck must list distinct ingredient ids (c1-c24, f1-f30), top first")
            decks.append(list(deck))
        missions = []
        for deal in _check_list(options.get("missions"), "missions"):
            if deal is not None and (not isinstance(deal, list) or len(deal) != n
                                     or any(m not in MISSIONS for m in deal)
                                     or len(set(deal)) != n):
                raise ValueError(f"each mission deal must name {n} different missions, one per seat")
            missions.append(None if deal is None else list(deal))
        return {"first_player": first, "decks": decks, "missions": missions}

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        first = options["first_player"]
        data.update({
            "n": n,
            "options": options,
            "round": 1,
            "start": rng.below(n) if first is None else first,
            "turn_no": 0,
            "supply_tokens": list(TOKEN_IDS),
            "tokens": [[] for _ in range(n)],
            "results": [],
        })
        events.start_record(data, n)
        self._start_round(data, rng)

    def _start_round(self, data: dict, rng: Rng) -> None:
        """Reshuffles every ingredient, deals hands and missions: the setup, redone each round."""
        n, r = data["n"], data["round"] - 1
        decks, deals = data["options"]["decks"], data["options"]["missions"]
        top = decks[r] if r < len(decks) else []
        rest = [t for t in TILE_IDS if t not in top]
        rng.shuffle(rest)
        deck = top + rest
        deal = deals[r] if r < len(deals) else None
        if deal is None:
            shuffled = list(MISSIONS)
            rng.shuffle(shuffled)
            deal = shuffled[:n]
        data.update({
            "phase": "first_discard",
            "hands": [deck[HAND_SIZE_AT_DEAL * i:HAND_SIZE_AT_DEAL * (i + 1)] for i in range(n)],
            "pile": deck[HAND_SIZE_AT_DEAL * n:],
            "discards": [[] for _ in range(n)],
            "missions": list(deal),
            "unused_missions": [m for m in MISSIONS if m not in deal],
            "macarons": [[] for _ in range(n)],
            "turns_taken": [0] * n,
            "ending": False,
            "turn": self._fresh_turn(),
        })
        data["turn_no"] += 1
        events.record(data, None, "round_start", round=data["round"], start=data["start"])
        # The first discards are chosen in secret, one seat after another from the starter.
        open_choices(data, [(data["start"] + i) % n for i in range(n)])

    @staticmethod
    def _fresh_turn() -> dict:
        return {"mode": None, "takes_left": 0, "baked": []}

    # ----- legal actions -----

    @staticmethod
    def sources(data: dict, seat: int) -> list[Take]:
        """Where ``seat`` may take a tile from: the pile, then other seats' non-empty discard piles."""
        found = [Take(None)] if data["pile"] else []
        found += [Take(k) for k in range(data["n"]) if k != seat and data["discards"][k]]
        return found

    def legal(self, data: dict) -> list[Action]:
        seat, phase = data["to_move"], data["phase"]
        hand = data["hands"][seat]
        if phase == "first_discard":
            return [Discard(t) for t in hand]
        if phase in ("take", "refill"):
            return list(self.sources(data, seat))
        bakes = self._bakes(data, seat)
        if phase == "bake":
            return [*bakes, End()]
        actions: list[Action] = [Discard(t) for t in hand]
        actions += bakes
        return actions or [Pass()]

    @staticmethod
    def _bakes(data: dict, seat: int) -> list[Action]:
        hand, macarons = data["hands"][seat], data["macarons"][seat]
        baked = data["turn"]["baked"]
        found: list[Action] = []
        for t in hand:
            if TILES[t].flavour == BURNT:
                found += [Bake(t, m["flavour"]) for m in macarons
                          if mac.bake_problem(macarons, hand, baked, t, m["flavour"]) is None]
            elif mac.bake_problem(macarons, hand, baked, t, None) is None:
                found.append(Bake(t))
        return found

    def check(self, data: dict, action: Action, legal: list[Action]) -> None:
        if action in legal:
            return
        raise IllegalAction(self._why_not(data, action))

    def _why_not(self, data: dict, action: Action) -> str:
        seat, phase = data["to_move"], data["phase"]
        hand = data["hands"][seat]
        if phase == "first_discard":
            if isinstance(action, Discard):
                return f"{action.tile} is not in your hand"
            return "first choose one ingredient from your hand to discard face down ('discard <id>')"
        if phase in ("take", "refill"):
            if not isinstance(action, Take):
                left = data["turn"]["takes_left"] if phase == "take" else REFILL_TO - len(hand)
                return f"take {left} more ingredient(s) first: 'take pile' or 'take <seat>'"
            if action.source == seat:
                return "you may not take from your own discard pile"
            if action.source is None:
                return "the ingredient pile is empty"
            if not 0 <= action.source < data["n"]:
                return f"there is no seat {action.source}"
            return f"seat {action.source}'s discard pile is empty"
        if isinstance(action, Bake):
            problem = mac.bake_problem(data["macarons"][seat], hand, data["turn"]["baked"],
                                       action.tile, action.onto)
            if problem:
                return problem
        if phase == "bake":
            return "keep baking the same colour, or 'end' your baking"
        if isinstance(action, Discard):
            return f"{action.tile} is not in your hand"
        if isinstance(action, Take):
            return "discard an ingredient before taking one"
        if isinstance(action, End):
            return "bake at least one ingredient before ending"
        if isinstance(action, Pass):
            return "you can only pass when you can neither exchange nor bake"
        return f"{action} is not possible now"

    # ----- applying actions -----

    def step(self, data: dict, action: Action, rng: Rng) -> None:
        seat, phase = data["to_move"], data["phase"]
        hand, turn = data["hands"][seat], data["turn"]
        if isinstance(action, Discard):
            hand.remove(action.tile)
            data["discards"][seat].append(action.tile)
            events.record(data, seat, "discard", tile=action.tile)
            wanted = 2 if TILES[action.tile].kind == "cookie" else 1
            turn.update(mode="exchange", takes_left=min(wanted, HAND_LIMIT - len(hand)))
            data["phase"] = "take"
            self._continue_taking(data, rng)
        elif isinstance(action, Take):
            self._take(data, seat, action)
            if phase == "take":
                turn["takes_left"] -= 1
            self._continue_taking(data, rng)
        elif isinstance(action, Bake):
            hand.remove(action.tile)
            macarons = data["macarons"][seat]
            flavour = action.onto or TILES[action.tile].flavour  # only a burnt cookie names one
            started = mac.find(macarons, flavour) is None
            mac.place(macarons, action.tile, action.onto)
            target = mac.find(macarons, flavour)
            events.record(data, seat, "bake", tile=action.tile, macaron=flavour, started=started,
                          finished=target is not None and mac.is_finished(target))
            turn["mode"] = "bake"
            turn["baked"].append(action.tile)
            data["phase"] = "bake"
        elif isinstance(action, End):
            events.record(data, seat, "end")
            data["phase"] = "refill"
            self._continue_taking(data, rng)
        else:
            assert isinstance(action, Pass)
            events.record(data, seat, "pass")
            self._end_turn(data, rng)

    @staticmethod
    def _take(data: dict, seat: int, action: Take) -> None:
        source = data["pile"] if action.source is None else data["discards"][action.source]
        tile = source.pop(0 if action.source is None else -1)
        data["hands"][seat].append(tile)
        # Everyone sees where a tile came from; what came off the face-down pile only the taker.
        events.record(data, seat, "take", tile=tile, secret=seat if action.source is None else None,
                      **{"from": "pile" if action.source is None else action.source})

    def committed(self, data: dict, seat: int, action: Action) -> None:
        assert isinstance(action, Discard)
        events.record(data, seat, "first_discard", tile=action.tile, secret=seat)
        events.turn_ended(data, seat)
        data["turn_no"] += 1

    def reveal(self, data: dict, choices: dict[int, Action], rng: Rng) -> None:
        """Every first discard is in: they are turned up together, then the starter begins."""
        tiles = []
        for seat in range(data["n"]):
            discard = choices[seat]
            assert isinstance(discard, Discard)
            data["hands"][seat].remove(discard.tile)
            data["discards"][seat].append(discard.tile)
            tiles.append(discard.tile)
        events.record(data, None, "reveal", tiles=tiles)
        data["phase"] = "turn"
        data["to_move"] = data["start"]

    def _continue_taking(self, data: dict, rng: Rng) -> None:
        """Ends the turn once the seat has taken all it must (or nothing is left to take)."""
        seat = data["to_move"]
        hand = data["hands"][seat]
        if data["phase"] == "take":
            wanted = min(data["turn"]["takes_left"], HAND_LIMIT - len(hand))
        else:
            wanted = REFILL_TO - len(hand)
        if wanted <= 0 or not self.sources(data, seat):
            self._end_turn(data, rng)

    def _end_turn(self, data: dict, rng: Rng) -> None:
        seat, n = data["to_move"], data["n"]
        data["turns_taken"][seat] += 1
        events.turn_ended(data, seat)
        if not data["ending"]:
            if not data["pile"]:
                data["ending"] = True
                events.record(data, seat, "ending", why="pile")
            elif any(mac.finished_count(m) >= MAX_MACARONS for m in data["macarons"]):
                data["ending"] = True
                events.record(data, seat, "ending", why="macarons")
        data["turn"] = self._fresh_turn()
        data["turn_no"] += 1
        if data["ending"] and len(set(data["turns_taken"])) == 1:
            self._end_round(data, rng)
            return
        data["phase"] = "turn"
        data["to_move"] = (seat + 1) % n

    def _end_round(self, data: dict, rng: Rng) -> None:
        result = score_round(data)
        for seat, value in enumerate(result["tokens"]):
            if value:
                token = next(t for t in data["supply_tokens"] if token_value(t) == value)
                data["supply_tokens"].remove(token)
                data["tokens"][seat].append(token)
        last = data["round"] >= ROUNDS
        result["next_start"] = None if last else (result["winner"] + 1) % data["n"]
        data["results"].append(result)
        events.record(data, None, "round_scored", round=data["round"], winner=result["winner"],
                      points=list(result["points"]), tokens=list(result["tokens"]))
        if last:
            data["phase"] = "over"
            data["to_move"] = None
            return
        data["round"] += 1
        data["start"] = result["next_start"]
        self._start_round(data, rng)

    # ----- reading the position -----

    open_view = open_view  # everything revealed, for a finished game's replay (view.py)

    def view(self, data: dict, seat: int | None) -> SweetHolicGameView:
        return build_view(data, seat)

    def scores(self, data: dict) -> list[float]:
        return [sum(token_value(t) for t in tokens) for tokens in data["tokens"]]

    def winners(self, data: dict) -> list[int]:
        scores = self.scores(data)
        best = max(scores)
        return [seat for seat, s in enumerate(scores) if s == best]

    def parse(self, data: dict, text: str) -> Action:
        return parse_action(text)

    def components(self, data: dict) -> list[str]:
        found = list(data["pile"])
        for seat in range(data["n"]):
            found += data["hands"][seat] + data["discards"][seat]
            found += [t for m in data["macarons"][seat] for t in m["tiles"]]
            found += data["tokens"][seat]
        found += [mission_id(m) for m in data["missions"] + data["unused_missions"]]
        found += data["supply_tokens"]
        return found

    def observe(self, memory: dict | None, view: Mapping[str, Any]) -> dict:
        return sampling.observe(memory, view)

    def sample(self, view: Mapping[str, Any], memory: dict | None, rng: random.Random) -> dict:
        return sampling.sample(view, memory, rng)

    def undoable(self, before: dict, action: Action, after: dict) -> bool:
        """Only within one's own turn, and never after drawing from the face-down pile."""
        if before["phase"] == "first_discard" or before["turn_no"] != after["turn_no"]:
            return False
        return not (isinstance(action, Take) and action.source is None)


GAME = SweetHolic()
