"""How the thinking Sweeet! player plays a sampled game on (``sweets.bots.search``).

Every seat in a playout plays a quick version of the Hard player's turn, knowing what the whole
table saw (every public reveal; a look through Curious stays with its owner and is not modelled):
it turns up remembered Honey cards when they make a Honey victory, flips unknown cards while the
chance of a repeat is worth the cards at stake, then turns up the remembered cards that join its
run, risk-free, and stops with the most it can take. The chance of a repeat is counted over the
cards behind the unknown cells, which every seat knows as a whole (48 minus what it has seen).

Playouts stop after a few rounds of turns (``HORIZON``) when nobody has won, and the position is
then scored by how close each seat is to a win (``progress``): playing every game to its end
would cost ten times as much for little more signal.
"""

from __future__ import annotations

import random
from collections.abc import Generator

from sweets.bots.sweeet.players import RACER, STYLES, play_steps
from sweets.bots.sweeet.race_odds import RACE_MODELS
from sweets.engine import Rng
from sweets.games.sweeet.actions import FLIPS, Stop
from sweets.games.sweeet.cards import GONE, NUMBER_CODES, cell_index
from sweets.games.sweeet.collection import brave_stops, chosen_stops
from sweets.games.sweeet.view import SweeetView, own_peeks, reveals

HONEY, LUCKY, GOURMET = "H", "L", "G"
BONUS_CODES = "BCGL"
# A flip is pushed while its chance of a repeat stays under PUSH / (1 + cards at stake).
PUSH = 0.5
HORIZON = 4  # rounds of turns a playout looks ahead before it is judged
ROUNDS = 40  # sampled positions per decision, each played out after every candidate
MAX_PLAYOUTS = 160  # what a decision may cost at most (see bench/bot_times.py)
# The racer's choice (``prior``) stands unless another candidate beats it by 3 standard errors
# of the paired differences. Its expectimax over the turn's draws is exact where the playouts
# are noisy: with 40 rounds a candidate, the best mean among a dozen candidates is mostly luck
# (taking it, or beating the first by 2 standard errors, overruled it in 10% of decisions and
# measured no better than Hard); 3 standard errors overrule it in about 1%.
CONFIDENCE = 3.0


def _known(history: str) -> dict[int, str]:
    known = {}
    for record in history.split(";")[:-1]:
        _turn, _seat, cell, code = record.split(",")
        known[int(cell)] = code
    return known


def _take_score(stop: Stop, grid: str) -> int:
    return len(stop.takes)


def _best_stop(stops: list[Stop], grid: str) -> Stop:
    return max(stops, key=lambda s: _take_score(s, grid))


def act(data: dict, known: dict[int, str], rng: random.Random) -> object:
    seat, grid, revealed, phase = data["to_move"], data["grid"], data["revealed"], data["phase"]
    lo, hi, lucky = data["lo"][seat], data["hi"][seat], data["lucky"][seat]
    if phase == "brave":
        return _best_stop(brave_stops(grid, revealed, lo, hi), grid)
    up = [grid[c] for c in revealed]
    up_set = set(revealed)
    down = [i for i, c in enumerate(grid) if c != GONE and i not in up_set]
    known_down = [i for i in down if i in known]
    unknown = [i for i in down if i not in known]
    if all(c == HONEY for c in up):
        need = 3 if GOURMET in data["bonus"][seat] else 4
        honey = [i for i in known_down if known[i] == HONEY]
        if honey and len(honey) + len(up) >= need:
            return FLIPS[honey[0]]
    numbers = {int(c) for c in up if c in NUMBER_CODES}
    a, b = lo, hi
    while a - 1 in numbers:
        a -= 1
    while b + 1 in numbers:
        b += 1
    stake = (lo - a) + (b - hi) + sum(1 for c in up if c in BONUS_CODES)

    # the codes that would end the turn: a value in the run (but Lucky's) or already up
    bad = {str(v) for v in range(lo, hi + 1) if v != lucky} | {str(v) for v in numbers}
    if unknown:
        repeats = sum(1 for i in unknown if grid[i] in bad)
        if not revealed or repeats / len(unknown) < PUSH / (1 + stake):
            return FLIPS[rng.choice(unknown)]
    useful = [i for i in known_down
              if known[i] in BONUS_CODES or (known[i] in NUMBER_CODES and int(known[i]) in (a - 1, b + 1))]
    if useful:
        return FLIPS[useful[0]]
    if not revealed:  # a flip is owed: one that cannot end the turn if there is one
        safe = [i for i in known_down if known[i] not in bad] or down
        return FLIPS[safe[0]]
    return _best_stop(chosen_stops(grid, revealed, lo, hi), grid)


def progress(data: dict, seat: int) -> float:
    """How near ``seat`` is to winning, 0 to 1: its run's length, or the Honey cards whose
    places everybody knows, whichever is nearer."""
    length = data["hi"][seat] - data["lo"][seat] + 1
    return (length / 8) ** 2


def _takes(text: str) -> dict[str, str]:
    return dict((w.partition("=")[0], w.partition("=")[2]) for w in text.split()[1:])


def _dominated(text: str, options: list[str]) -> bool:
    """A stop taking a part of what another stop takes (Lucky at the same value): a longer run
    and more Bonus cards never hurt, and the rollouts are too few to learn that each time."""
    if not text.startswith("stop"):
        return False
    mine = _takes(text)
    for other in options:
        if other is text or not other.startswith("stop"):
            continue
        theirs = _takes(other)
        if len(theirs) > len(mine) and all(theirs.get(cell) == value for cell, value in mine.items()):
            return True
    return False


def _known_cells(view: SweeetView) -> set[int]:
    known = {cell_index(r.cell) for r in reveals(view)}
    return known | {cell_index(p.cell) for p in own_peeks(view)}


def _kind(text: str, view: SweeetView) -> str:
    """'stop', or the verb with 'known'/'unknown' for flips and peeks."""
    verb, _, rest = text.partition(" ")
    if verb == "stop":
        return text
    return f"{verb} {'known' if cell_index(rest) in _known_cells(view) else 'unknown'}"


class Playout:
    confidence = CONFIDENCE
    halving = False  # every candidate keeps its share of playouts throughout (``search.plan``)

    def candidates(self, view: SweeetView, legal: list[str], rng: random.Random) -> list[str]:
        """Stops and remembered cells one by one; one unknown cell stands for all of them."""
        known = _known_cells(view)
        out, unknown_flips, unknown_peeks = [], [], []
        for text in legal:
            verb, _, rest = text.partition(" ")
            if verb == "stop":
                out.append(text)
            elif cell_index(rest) in known:
                if verb == "flip":
                    out.append(text)
            elif verb == "flip":
                unknown_flips.append(text)
            else:
                unknown_peeks.append(text)
        for group in (unknown_flips, unknown_peeks):
            if group:
                out.append(rng.choice(group))
        return [text for text in out if not _dominated(text, out)]

    def prior_steps(self, view: SweeetView, legal: list[str], candidates: list[str],
                    seed: int) -> Generator[None, None, list[str]]:
        """The racer's choice first (``players.RACER``: Hard valuing the race) where its model of
        the race was fitted for that many players (``plan.RACE_MODELS``), Hard's elsewhere (the
        racer was no better than Hard there, docs/bots.md), then the others. Worked out in
        slices (``play_steps``): the racer's search at once took up to 60 ms in Pyodide."""
        first = RACER if len(view["players"]) in RACE_MODELS else STYLES["hard"]
        choice = yield from play_steps(first, view, legal, seed)
        if choice not in candidates:
            # an unknown cell other than the one standing for them all: the same move
            unknown = [c for c in candidates if _kind(c, view) == _kind(choice, view)]
            candidates = [c for c in candidates if c not in unknown[:1]]
        return [choice, *(c for c in candidates if c != choice)]

    def iterations(self, view: SweeetView, candidates: int) -> int:
        return min(MAX_PLAYOUTS, ROUNDS * candidates)

    def playout(self, game: object, data: dict, seat: int, rng: random.Random) -> float:
        known = _known(data["history"])
        n = data["n"]
        limit = data["turn"] + HORIZON * n
        step = game.step  # type: ignore[attr-defined]
        while data["to_move"] is not None and data["turn"] <= limit:
            action = act(data, known, rng)
            cell = getattr(action, "cell", None)
            if cell is not None:
                known[cell] = data["grid"][cell]
            step(data, action, Rng(data))
        if data["to_move"] is None:
            return 1.0 if data["winner"] == seat else 0.0
        mine = progress(data, seat)
        best_other = max(progress(data, s) for s in range(n) if s != seat)
        return 0.5 + 0.5 * (mine - best_other)


PLAYOUT = Playout()
