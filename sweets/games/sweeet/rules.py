"""Sweeet!'s rules as a :class:`sweets.engine.Game`.

The game data (JSON-compatible, copied by the engine after every action) is kept small:

- ``grid``: 48-character string, one card code per cell (see ``cards.py``), ``.`` once collected;
- ``start``, ``lo``, ``hi``, ``lucky``: per seat, the starting value, the run's ends (a run is
  always one unbroken line) and the value Lucky stands for (0 when not held);
- ``bonus``: per seat, the codes of the Bonus cards held other than Lucky, in the order taken;
- ``turn`` (turns started so far), ``phase`` (peek/flip/choose/brave/over), ``revealed`` (cells
  turned face up this turn, in order), ``peek`` (cell peeked this turn or -1), ``repeat``;
- ``history`` / ``peeks``: every reveal, and each seat's own peeks, as ``;``-separated records in
  one string, so that the long public history costs nothing to copy;
- ``last``: the previous completed turn as JSON text (the view's ``last_turn``), also a string
  so that it costs nothing to copy; ``winner``/``reason`` once the game is over.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from sweets.engine import Action, Game, IllegalAction, Rng
from sweets.games.sweeet.actions import FLIPS, PEEKS, Flip, Peek, Stop, parse_action
from sweets.games.sweeet.cards import (
    CELL_NAMES,
    CELLS,
    CODE_OF,
    CURIOUS,
    GONE,
    GOURMET,
    HONEY_CODE,
    LUCKY_CODE,
    NAME_OF,
    NUMBER_CODES,
    STARTING_VALUES,
    full_deck,
)
from sweets.games.sweeet.collection import brave_stops, chosen_stops, collectable, why_not
from sweets.games.sweeet.sampling import sample
from sweets.games.sweeet.view import CardAt, Collected, LastTurn, RunCard, SweeetGameView, Turn, open_view

BRAVE_CODE = CODE_OF["brave"]
CURIOUS_CODE = CODE_OF[CURIOUS]
GOURMET_CODE = CODE_OF[GOURMET]
HONEY_TO_WIN = 4
HONEY_TO_WIN_WITH_GOURMET = 3


class Sweeet(Game):
    id = "sweeet"
    name = "Sweeet!"
    min_players = 2
    max_players = 6

    # ----- setup -----

    def normalize_options(self, n: int, options: dict) -> dict:
        unknown = set(options) - {"layout", "starting_cards"}
        if unknown:
            raise ValueError(f"unknown options: {', '.join(sorted(map(str, unknown)))}")
        if "layout" in options:
            layout = options["layout"]
            if not isinstance(layout, list) or len(layout) != CELLS:
                raise ValueError(f"layout must be a list of {CELLS} card names")
            if not all(isinstance(card, str) for card in layout) or sorted(layout) != sorted(full_deck()):
                raise ValueError("layout must hold exactly the 48 centre cards: five of each value 1-8, "
                                 "brave, lucky, curious, gourmet and four honey")
        if "starting_cards" in options:
            starts = options["starting_cards"]
            if (not isinstance(starts, list) or len(starts) != n
                    or not all(type(v) is int and v in STARTING_VALUES for v in starts)
                    or len(set(starts)) != n):
                raise ValueError(f"starting_cards must list {n} different values from 2 to 7, one per seat")
        return options

    def setup(self, data: dict, n: int, rng: Rng, options: dict) -> None:
        starts = options.get("starting_cards")
        if starts is None:
            pool = list(STARTING_VALUES)
            rng.shuffle(pool)
            starts = pool[:n]
        layout = options.get("layout")
        if layout is None:
            layout = full_deck()
            rng.shuffle(layout)
        first = starts.index(min(starts))  # the lowest starting card begins
        data.update({
            "n": n,
            "grid": "".join(CODE_OF[name] for name in layout),
            "start": list(starts),
            "lo": list(starts),
            "hi": list(starts),
            "lucky": [0] * n,
            "bonus": [""] * n,
            "turn": 0,
            "phase": "",
            "revealed": [],
            "peek": -1,
            "repeat": 0,
            "history": "",
            "peeks": [""] * n,
            "last": "",
            "winner": -1,
            "reason": "",
        })
        self._begin_turn(data, first)

    def _begin_turn(self, data: dict, seat: int) -> None:
        data["to_move"] = seat
        data["turn"] += 1
        data["revealed"] = []
        data["peek"] = -1
        data["repeat"] = 0
        # Curious works from the holder's next turn on; a Bonus card is only ever taken at the
        # end of a turn, so holding it now means it was taken on an earlier turn (decision 4).
        data["phase"] = "peek" if CURIOUS_CODE in data["bonus"][seat] else "flip"

    # ----- actions -----

    def legal(self, data: dict) -> list[Action]:
        phase = data["phase"]
        if phase == "brave":
            return list(self._stops(data))
        grid = data["grid"]
        revealed = data["revealed"]
        face_down = _face_down(grid, revealed)
        flips: list[Action] = [FLIPS[i] for i in face_down]
        if phase == "flip":
            return flips
        if phase == "peek":
            return flips + [PEEKS[i] for i in face_down]
        return flips + list(self._stops(data))  # "choose"

    def _stops(self, data: dict) -> list[Stop]:
        seat = data["to_move"]
        lo, hi = data["lo"][seat], data["hi"][seat]
        if data["phase"] == "brave":
            return brave_stops(data["grid"], data["revealed"], lo, hi)
        return chosen_stops(data["grid"], data["revealed"], lo, hi)

    def parse(self, data: dict, text: str) -> Action:
        return parse_action(text)

    def check(self, data: dict, action: Action, legal: list[Action]) -> None:
        # Flips and peeks are checked directly: scanning the legal list costs more.
        phase = data["phase"]
        if isinstance(action, Flip):
            if phase != "brave" and data["grid"][action.cell] != GONE and action.cell not in data["revealed"]:
                return
        elif isinstance(action, Peek):
            if phase == "peek" and data["grid"][action.cell] != GONE:
                return
        elif action in legal:
            return
        raise IllegalAction(self._why_not(data, action))

    def _why_not(self, data: dict, action: Action) -> str:
        phase, grid, seat = data["phase"], data["grid"], data["to_move"]
        if isinstance(action, (Flip, Peek)):
            name = CELL_NAMES[action.cell]
            if isinstance(action, Peek):
                if CURIOUS_CODE not in data["bonus"][seat]:
                    return "Only the holder of Curious may peek"
                if phase != "peek":
                    return "You may peek only once, at the start of your turn before your first flip"
            if phase == "brave":
                return "Your turn ended on a repeat: choose what Brave lets you take with stop"
            if grid[action.cell] == GONE:
                return f"{name} is empty: its card has been collected"
            if action.cell in data["revealed"]:
                return f"{name} is already face up"
        elif isinstance(action, Stop):
            if phase in ("flip", "peek"):
                return "Turn over at least one card before you end your turn"
            lo, hi = data["lo"][seat], data["hi"][seat]
            return why_not(action, self._stops(data), grid, data["revealed"], lo, hi,
                           data["lucky"][seat], phase == "brave")
        return f"{action} is not possible now"

    def step(self, data: dict, action: Action, rng: Rng) -> None:
        seat = data["to_move"]
        if isinstance(action, Peek):
            data["peek"] = action.cell
            data["peeks"][seat] += f"{data['turn']},{action.cell},{data['grid'][action.cell]};"
            data["phase"] = "flip"
        elif isinstance(action, Flip):
            self._flip(data, seat, action.cell)
        else:
            assert isinstance(action, Stop)
            self._collect(data, seat, action)

    def _flip(self, data: dict, seat: int, cell: int) -> None:
        grid, revealed = data["grid"], data["revealed"]
        code = grid[cell]
        earlier = [grid[c] for c in revealed]
        revealed.append(cell)
        data["history"] += f"{data['turn']},{seat},{cell},{code};"
        if code == HONEY_CODE:
            # Honey wins only while nothing but Honey has been revealed this turn (decision 5).
            needed = HONEY_TO_WIN_WITH_GOURMET if GOURMET_CODE in data["bonus"][seat] else HONEY_TO_WIN
            if all(c == HONEY_CODE for c in earlier) and len(revealed) >= needed:
                self._end_turn(data, seat, "honey", [], win="honey")
                return
        elif code in NUMBER_CODES:
            value = int(code)
            in_run = data["lo"][seat] <= value <= data["hi"][seat] and value != data["lucky"][seat]
            if in_run or code in earlier:  # Honey and Bonus cards have no value: never repeats
                data["repeat"] = value
                if BRAVE_CODE in data["bonus"][seat]:
                    data["phase"] = "brave"
                else:
                    self._end_turn(data, seat, "repeat", [])
                return
        data["phase"] = "choose"

    def _collect(self, data: dict, seat: int, stop: Stop) -> None:
        grid = data["grid"]
        shown = _shown(data)  # before the collected cards leave the grid
        taken = dict(stop.takes)
        collected: list[Collected] = []
        for cell in data["revealed"]:  # reveal order, so Bonus cards are held in the order seen
            if cell not in taken:
                continue
            code = grid[cell]
            value = int(code) if code in NUMBER_CODES else taken[cell]
            item: Collected = {"cell": CELL_NAMES[cell], "card": NAME_OF[code]}
            if code == LUCKY_CODE:
                data["lucky"][seat] = value
                item["value"] = value
            elif code not in NUMBER_CODES:
                data["bonus"][seat] += code
                value = 0
            if value:
                data["lo"][seat] = min(data["lo"][seat], value)
                data["hi"][seat] = max(data["hi"][seat], value)
            collected.append(item)
        data["grid"] = "".join(GONE if i in taken else c for i, c in enumerate(grid))
        ended = "brave" if data["phase"] == "brave" else "stop"
        # The run is checked once the turn's cards are in (decision 6).
        if data["lo"][seat] == 1 and data["hi"][seat] == 8:
            self._end_turn(data, seat, "run", collected, win="run", shown=shown)
        else:
            self._end_turn(data, seat, ended, collected, shown=shown)

    def _end_turn(self, data: dict, seat: int, ended: str, collected: list[Collected], win: str = "",
                  shown: list[CardAt] | None = None) -> None:
        last: LastTurn = {
            "seat": seat,
            "number": data["turn"],
            "revealed": shown if shown is not None else _shown(data),
            "ended": ended,
            "collected": collected,
            "repeat": data["repeat"] or None,
        }
        data["last"] = json.dumps(last, separators=(",", ":"))
        if win:
            data["winner"], data["reason"] = seat, win
            data["phase"] = "over"
            data["to_move"] = None  # the cards of the final turn stay face up
            return
        self._begin_turn(data, (seat + 1) % data["n"])

    # ----- results -----

    def scores(self, data: dict) -> list[float]:
        return [1.0 if seat == data["winner"] else 0.0 for seat in range(data["n"])]

    def winners(self, data: dict) -> list[int]:
        return [data["winner"]] if data["winner"] >= 0 else []

    def components(self, data: dict) -> list[str]:
        cards = [NAME_OF[c] for c in data["grid"] if c != GONE]
        for seat in range(data["n"]):
            start, lucky = data["start"][seat], data["lucky"][seat]
            cards.append(f"start {start}")
            cards.extend(str(v) for v in range(data["lo"][seat], data["hi"][seat] + 1)
                         if v != start and v != lucky)
            if lucky:
                cards.append("lucky")
            cards.extend(NAME_OF[c] for c in data["bonus"][seat])
        return cards

    # ----- what a seat may see -----

    def view(self, data: dict, seat: int | None) -> SweeetGameView:
        grid, revealed, n = data["grid"], data["revealed"], data["n"]
        over = data["to_move"] is None
        cells: list[str | None] = [None if c == GONE else "down" for c in grid]
        for cell in revealed:
            if grid[cell] != GONE:  # at the end of the game, the last turn's cards stay face up
                cells[cell] = NAME_OF[grid[cell]]
        mover = data["to_move"]
        peek: CardAt | None = None
        if not over and seat is not None and seat == mover and data["peek"] >= 0:
            peek = {"cell": CELL_NAMES[data["peek"]], "card": NAME_OF[grid[data["peek"]]]}
        turn: Turn | None = None
        stops_now: list[Stop] = []
        if not over:
            turn = {"seat": mover, "number": data["turn"], "phase": data["phase"], "revealed": _shown(data)}
            if data["phase"] in ("choose", "brave"):
                stops_now = self._stops(data)
        return {
            "grid": cells,
            "peek": peek,
            "runs": [self._run_view(data, s) for s in range(n)],
            "bonuses": [[NAME_OF[c] for c in data["bonus"][s]] for s in range(n)],
            "starting": list(data["start"]),
            "honey_needed": [HONEY_TO_WIN_WITH_GOURMET if GOURMET_CODE in data["bonus"][s] else HONEY_TO_WIN
                             for s in range(n)],
            "turn": turn,
            "collectable": collectable(stops_now, revealed, grid),
            "last_turn": json.loads(data["last"]) if data["last"] else None,
            "reveals": _records(data["history"], with_seat=True),
            "my_peeks": _records(data["peeks"][seat], with_seat=False) if seat is not None else [],
            "winner_reason": data["reason"] or None,
        }

    open_view = open_view  # everything revealed, for a finished game's replay (view.py)

    def sample(self, view: Mapping[str, Any], memory: dict | None, rng: random.Random) -> dict:
        return sample(view, rng)  # the view holds every reveal: nothing to remember

    @staticmethod
    def _run_view(data: dict, seat: int) -> list[RunCard]:
        start, lucky = data["start"][seat], data["lucky"][seat]
        return [{"value": v, "card": "start" if v == start else "lucky" if v == lucky else "number"}
                for v in range(data["lo"][seat], data["hi"][seat] + 1)]


def _face_down(grid: str, revealed: list[int]) -> list[int]:
    """The cells holding a face-down card."""
    cells = [i for i, code in enumerate(grid) if code != GONE]
    if revealed:
        up = set(revealed)
        cells = [i for i in cells if i not in up]
    return cells


def _shown(data: dict) -> list[CardAt]:
    """The cards turned face up this turn, in order, as the views show them."""
    grid = data["grid"]
    return [{"cell": CELL_NAMES[c], "card": NAME_OF[grid[c]]} for c in data["revealed"]]


def _records(text: str, with_seat: bool) -> list[list[int | str]]:
    """Decodes ``turn,seat,cell,code;`` (or ``turn,cell,code;``) records into view rows."""
    rows: list[list[int | str]] = []
    for record in text.split(";")[:-1]:
        fields = record.split(",")
        if with_seat:
            rows.append([int(fields[0]), int(fields[1]), CELL_NAMES[int(fields[2])], NAME_OF[fields[3]]])
        else:
            rows.append([int(fields[0]), CELL_NAMES[int(fields[1])], NAME_OF[fields[2]]])
    return rows
