"""What one seat may know of a Sweet Holic position: the view's types, and the code that builds it.

:class:`SweetHolicView` is what ``state.view(seat)`` holds (seat None is a spectator); the renderer
and the bots take it, and ``tests/test_view_types.py`` checks random games' views against it.
Seats are 0-based. No ``from __future__ import annotations`` here (see ``sweets/engine/views.py``).
"""

from typing import Any, Literal, NotRequired, TypedDict

from sweets.engine import EngineView, simultaneous
from sweets.games.sweet_holic import macarons as mac
from sweets.games.sweet_holic.actions import Discard, parse_action
from sweets.games.sweet_holic.data import REFILL_TO, ROUNDS, TILES, display_sort_key, mission_id, token_value
from sweets.games.sweet_holic.events import recent_for

Flavour = str  # a flavour id: strawberry, blueberry, green_tea, lemon, mint, burnt (cookies only)


class Tile(TypedDict):
    id: str
    kind: Literal["cookie", "filling"]
    flavour: Flavour


class Macaron(TypedDict):
    flavour: Flavour
    tiles: list[Tile]  # bottom first
    cookies: int
    fillings: int
    finished: bool


class FirstDiscard(TypedDict):
    """Who has picked a secret first discard, and this seat's own pick (the others' stay hidden
    until all are in)."""

    chosen: list[bool]
    mine: Tile | None


class TurnView(TypedDict):
    mode: Literal["exchange", "bake"] | None
    takes_left: int  # tiles still owed (take and refill phases)
    baked: list[Tile]  # this turn
    colour: Flavour | None  # the colour being baked


class ScoredMacaron(TypedDict):
    flavour: Flavour
    tiles: list[Tile]
    finished: bool
    ingredient_points: int
    mission_bonus: int
    points: int


class Breakdown(TypedDict):
    seat: int
    mission: Flavour
    total: int
    macarons: list[ScoredMacaron]


class RoundResult(TypedDict):
    round: int
    start: int
    breakdown: list[Breakdown]
    points: list[int]  # per seat
    ranks: list[int]  # per seat, 1 = first
    tokens: list[int]  # value won per seat, 0 for none
    winner: int
    next_start: int | None  # None after the last round


EventKind = Literal["first_discard", "reveal", "discard", "take", "bake", "end", "pass", "ending",
                    "round_scored", "round_start"]


class Event(TypedDict):
    """One thing that happened; which of the optional keys it has depends on ``kind``:
    ``first_discard`` (``tile`` only on that seat's own view), ``reveal`` (``tiles``: the first
    discards turned up together, one per seat), ``discard`` (``tile``), ``take`` (``from``:
    ``"pile"`` or a seat; ``tile``: from a discard pile always, from the pile only on the taker's
    own view), ``bake`` (``tile``, ``macaron``: its flavour, ``started``, ``finished``), ``end``
    (stopped baking), ``pass``, ``ending`` (``why``: the ``"pile"`` ran out or 3 ``"macarons"``
    finished: last turns), ``round_scored`` (``round``, ``winner``, ``points`` and ``tokens`` per
    seat), ``round_start`` (``round``, ``start``: the starting seat)."""

    seat: int | None  # None for the table's own events
    kind: EventKind
    tile: NotRequired[Tile]
    tiles: NotRequired[list[Tile]]
    # "from" is a keyword, so this key is declared below
    macaron: NotRequired[Flavour]
    started: NotRequired[bool]
    finished: NotRequired[bool]
    why: NotRequired[Literal["pile", "macarons"]]
    round: NotRequired[int]
    winner: NotRequired[int]
    points: NotRequired[list[int]]
    tokens: NotRequired[list[int]]
    start: NotRequired[int]


# The functional form, for the key that is a Python keyword.
_From = TypedDict("_From", {"from": NotRequired[Literal["pile"] | int]})


class SweetHolicEvent(Event, _From):
    pass


class SweetHolicGameView(TypedDict):
    round: int  # 1-3
    rounds: int
    phase: Literal["first_discard", "turn", "take", "bake", "refill", "over"]
    start_player: int
    turn_order: list[int]  # seats from the starter
    hand: list[Tile]  # own tiles, sorted by flavour, cookies first; [] for a spectator
    mission: Flavour | None  # own mission (None for a spectator); others' only in round_results
    hand_sizes: list[int]
    pile_size: int
    discard_piles: list[list[Tile]]  # per seat, bottom to top (all public)
    first_discard: FirstDiscard
    macarons: list[list[Macaron]]  # per seat
    turn: TurnView
    turns_taken: list[int]  # per seat this round
    round_ending: bool  # the pile ran out or someone has 3 finished macarons: last turns
    tokens: list[list[int]]  # per seat, the values of its score tokens
    token_totals: list[int]
    supply_tokens: list[int]
    round_results: list[RoundResult]
    # the latest scored round's (None before the first); a round is scored the moment its last
    # turn ends, so a page shows the result when round_results grows
    scoring_breakdown: list[Breakdown] | None
    # what this seat missed since its own latest turn ended, oldest first (a spectator: those
    # of the seat to move)
    recent: list[SweetHolicEvent]


class SweetHolicView(EngineView, SweetHolicGameView):
    pass


def tile_view(tile_id: str) -> Tile:
    tile = TILES[tile_id]
    kind: Literal["cookie", "filling"] = "cookie" if tile.kind == "cookie" else "filling"
    return {"id": tile.id, "kind": kind, "flavour": tile.flavour}


def _macaron_view(macaron: dict) -> Macaron:
    return {
        "flavour": macaron["flavour"],
        "tiles": [tile_view(t) for t in macaron["tiles"]],
        "cookies": mac.count(macaron, "cookie"),
        "fillings": mac.count(macaron, "filling"),
        "finished": mac.is_finished(macaron),
    }


def _scored_view(m: dict) -> ScoredMacaron:
    return {"flavour": m["flavour"], "tiles": [tile_view(t) for t in m["tiles"]], "finished": m["finished"],
            "ingredient_points": m["ingredient_points"], "mission_bonus": m["mission_bonus"],
            "points": m["points"]}


def _result_view(result: dict) -> RoundResult:
    breakdown: list[Breakdown] = [
        {"seat": entry["seat"], "mission": entry["mission"], "total": entry["total"],
         "macarons": [_scored_view(m) for m in entry["macarons"]]}
        for entry in result["breakdown"]
    ]
    return {"round": result["round"], "start": result["start"], "breakdown": breakdown,
            "points": result["points"], "ranks": result["ranks"], "tokens": result["tokens"],
            "winner": result["winner"], "next_start": result["next_start"]}


def _event_view(event: dict) -> SweetHolicEvent:
    """A stored event (``events.record``, secrets already taken out) with tiles for tile ids."""
    shown: SweetHolicEvent = {"seat": event["seat"], "kind": event["kind"]}
    if "tile" in event:
        shown["tile"] = tile_view(event["tile"])
    if "tiles" in event:
        shown["tiles"] = [tile_view(t) for t in event["tiles"]]
    if "from" in event:
        shown["from"] = event["from"]
    if "macaron" in event:
        shown["macaron"], shown["started"], shown["finished"] = (
            event["macaron"], event["started"], event["finished"])
    if "why" in event:
        shown["why"] = event["why"]
    if "round" in event:
        shown["round"] = event["round"]
    if "start" in event:
        shown["start"] = event["start"]
    if "winner" in event:
        shown["winner"], shown["points"], shown["tokens"] = event["winner"], event["points"], event["tokens"]
    return shown


def build_view(data: dict, seat: int | None) -> SweetHolicGameView:
    n, phase = data["n"], data["phase"]
    turn = data["turn"]
    # A first discard stays in its hand until all are turned up, but it is no longer part of it.
    secret = simultaneous.public(data, seat, n)
    chosen = secret["chosen"] if secret else [False] * n
    mine = simultaneous.own_choice(data, seat)
    mine_action = parse_action(mine) if mine else None
    # the only secret choice of Sweet Holic is the first discard
    mine_tile = mine_action.tile if isinstance(mine_action, Discard) else None
    own_hand = [t for t in data["hands"][seat] if t != mine_tile] if seat is not None else []
    results = [_result_view(r) for r in data["results"]]
    return {
        "round": data["round"],
        "rounds": ROUNDS,
        "phase": phase,
        "start_player": data["start"],
        "turn_order": [(data["start"] + i) % n for i in range(n)],
        "hand": [tile_view(t) for t in sorted(own_hand, key=display_sort_key)],
        "mission": data["missions"][seat] if seat is not None else None,
        "hand_sizes": [len(h) - picked for h, picked in zip(data["hands"], chosen, strict=True)],
        "pile_size": len(data["pile"]),
        "discard_piles": [[tile_view(t) for t in pile] for pile in data["discards"]],
        "first_discard": {
            "chosen": chosen,
            "mine": tile_view(mine_tile) if mine_tile else None,
        },
        "macarons": [[_macaron_view(m) for m in seat_macarons] for seat_macarons in data["macarons"]],
        "turn": {
            "mode": turn["mode"],
            "takes_left": (turn["takes_left"] if phase == "take"
                           else max(0, REFILL_TO - len(data["hands"][data["to_move"]])) if phase == "refill"
                           else 0),
            "baked": [tile_view(t) for t in turn["baked"]],
            "colour": TILES[turn["baked"][0]].flavour if turn["baked"] else None,
        },
        "turns_taken": list(data["turns_taken"]),
        "round_ending": data["ending"],
        "tokens": [sorted((token_value(t) for t in tokens), reverse=True) for tokens in data["tokens"]],
        "token_totals": [sum(token_value(t) for t in tokens) for tokens in data["tokens"]],
        "supply_tokens": sorted((token_value(t) for t in data["supply_tokens"]), reverse=True),
        "round_results": results,
        "scoring_breakdown": results[-1]["breakdown"] if results else None,
        "recent": [_event_view(e) for e in recent_for(data, seat)],
    }


def open_view(rules: object, data: dict) -> dict[str, Any]:
    """Everything revealed, for the replay of a finished game (``Game.open_view``): the
    spectator's view, and ``places``: every tile, mission and token where it lies, the pile in
    the order it is drawn (the next tile first)."""
    n = data["n"]
    places: list[dict[str, Any]] = [
        {"label": "The ingredient pile, next tile first", "seat": None, "seen": "none",
         "items": list(data["pile"])},
        {"label": "Missions left in the box", "seat": None, "seen": "none",
         "items": [mission_id(m) for m in data["unused_missions"]]}]
    for seat in range(n):
        places += [
            {"label": "Hand", "seat": seat, "seen": "owner", "items": list(data["hands"][seat])},
            {"label": "Mission", "seat": seat, "seen": "owner",
             "items": [mission_id(data["missions"][seat])]},
            {"label": "Discard pile", "seat": seat, "seen": "all", "items": list(data["discards"][seat])},
            {"label": "Macarons", "seat": seat, "seen": "all",
             "items": [t for m in data["macarons"][seat] for t in m["tiles"]]},
            {"label": "Score tokens", "seat": seat, "seen": "all", "items": list(data["tokens"][seat])}]
    places.append({"label": "Score tokens in the supply", "seat": None, "seen": "all",
                   "items": list(data["supply_tokens"])})
    return {**build_view(data, None), "places": places}
