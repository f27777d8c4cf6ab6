"""A Sweeet! position drawn from what one seat knows (``Game.sample``), for computer players that
search.

Every reveal is public and stays in the view (``reveals``), and a seat's own looks are in
``my_peeks``, so the view alone holds all the seat ever saw: no memory is needed. The grid never
moves, so a face-down cell holds the card it showed when last turned up or peeked at; every other
face-down cell holds one of the cards not accounted for (the 48 minus the collected ones, the face
up ones and the remembered ones), all such cells alike, so they get those cards in random order.
What others learnt through their own looks is theirs: a sample leaves their peek records empty.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from sweets.games.sweeet.cards import CELLS, CODE_OF, GONE, cell_index, full_deck


def sample(view: Mapping[str, Any], rng: random.Random) -> dict:
    n = len(view["players"])
    seat = view["seat"]
    grid: list[str | None] = [None] * CELLS
    down: list[int] = []
    for i, card in enumerate(view["grid"]):
        if card is None:
            grid[i] = GONE
        elif card == "down":
            down.append(i)
        else:
            grid[i] = CODE_OF[card]
    # Later records of a cell can only agree with earlier ones: cards never move.
    remembered: dict[int, str] = {}
    for _turn, _who, name, card in view["reveals"]:
        remembered[cell_index(name)] = CODE_OF[card]
    for _turn, name, card in view["my_peeks"]:
        remembered[cell_index(name)] = CODE_OF[card]

    pool = [CODE_OF[name] for name in full_deck()]
    lucky = [0] * n
    for s, run in enumerate(view["runs"]):
        for entry in run:
            if entry["card"] == "number":
                pool.remove(str(entry["value"]))
            elif entry["card"] == "lucky":
                pool.remove(CODE_OF["lucky"])
                lucky[s] = entry["value"]
    bonus = ["".join(CODE_OF[name] for name in held) for held in view["bonuses"]]
    for codes in bonus:
        for code in codes:
            pool.remove(code)
    for face in grid:
        if face is not None and face != GONE:
            pool.remove(face)
    unknown = []
    for i in down:
        if i in remembered:
            grid[i] = remembered[i]
            pool.remove(remembered[i])
        else:
            unknown.append(i)
    rng.shuffle(pool)
    for i, code in zip(unknown, pool, strict=True):
        grid[i] = code

    turn = view["turn"]
    over = turn is None
    # Once the game is over, the final turn's cards stay face up.
    shown = view["last_turn"]["revealed"] if over else turn["revealed"]
    revealed = [cell_index(item["cell"]) for item in shown]
    phase = "over" if over else turn["phase"]
    repeat = 0
    if phase == "brave":  # the turn's last card repeated a value: that is the card shown last
        repeat = int(turn["revealed"][-1]["card"])
    peeks = [""] * n
    if seat is not None:
        peeks[seat] = "".join(f"{t},{cell_index(name)},{CODE_OF[card]};"
                              for t, name, card in view["my_peeks"])
    peek = view["peek"]
    return {
        "rng": rng.getrandbits(64),
        "to_move": view["to_move"],
        "n": n,
        "grid": "".join(grid),  # type: ignore[arg-type]
        "start": list(view["starting"]),
        "lo": [run[0]["value"] for run in view["runs"]],
        "hi": [run[-1]["value"] for run in view["runs"]],
        "lucky": lucky,
        "bonus": bonus,
        "turn": view["last_turn"]["number"] if over else turn["number"],
        "phase": phase,
        "revealed": revealed,
        "peek": cell_index(peek["cell"]) if peek else -1,
        "repeat": repeat,
        "history": "".join(f"{t},{who},{cell_index(name)},{CODE_OF[card]};"
                           for t, who, name, card in view["reveals"]),
        "peeks": peeks,
        "last": json.dumps(view["last_turn"], separators=(",", ":")) if view["last_turn"] else "",
        "winner": view["winners"][0] if over else -1,
        "reason": view["winner_reason"] or "",
    }
