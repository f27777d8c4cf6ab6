"""A computer player that thinks by playing the game out: determinized Monte-Carlo search.

Each iteration draws a full position the seat cannot tell from the real one (the game's
``sample`` hook, from the view and the seat's memory only, so the search never peeks), plays
one of its candidate actions in it, and lets the game's playout policy finish the game (or the
part that decides it) from there. The candidates share the iterations by UCB1: promising ones
are tried more, so the estimate of the best one sharpens fastest. The choice is the candidate
with the best mean result.

The work comes in slices so that a page can let the browser breathe between them::

    search = Search("sweeet", view, legal, seed)
    while not search.done:
        search.step(8)         # a few iterations; each is one playout
    search.best()

Everything is fixed by the seed, the view and the memory: the same inputs give the same choice,
in CPython and in Pyodide alike (Python's ``random.Random`` seeded with an integer).

A game takes part by offering ``sample`` (engine) and a module here with ``PLAYOUT``: an object
with ``candidates(view, legal, rng)`` (the actions worth telling apart: e.g. Sweeet!'s unknown
face-down cells are all alike, so one stands for them all) and ``playout(game, data, seat, rng)``
(the result for ``seat``, 0 to 1, after playing ``data`` on in place).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping
from typing import Any

from sweets import games
from sweets.bots.seeding import rng as seeded
from sweets.engine import Rng, clone, simultaneous

# game id -> module exposing PLAYOUT
_PLAYOUTS = {
    "sweeet": "sweets.bots.sweeet.rollout",
    "sweet_holic": "sweets.bots.sweet_holic.rollout",
    "sweets_stack": "sweets.bots.sweets_stack.rollout",
}


def playout_for(game_id: str) -> Any:
    return importlib.import_module(_PLAYOUTS[game_id]).PLAYOUT


def standing(points: list[float], seat: int, rank: int | None = None, winners: list[int] | None = None,
             spread: float = 16.0) -> float:
    """A playout's result for ``seat``, 0 to 1, from the points each seat has where it stopped:
    mostly its place (``rank``, 1 for first, else counted from the points; once the game is
    over, ``winners`` decide and a shared win counts its share), plus a fifth for the points
    margin over the best other seat, ``spread`` points either way spanning the whole fifth
    (between two plays that both win, the bigger win is the safer one)."""
    n = len(points)
    if rank is None:
        rank = 1 + sum(1 for s in range(n) if points[s] > points[seat])
    place = (n - rank) / (n - 1)
    if winners is not None:
        place = 1 / len(winners) if seat in winners else 0.0
    margin = points[seat] - max(points[s] for s in range(n) if s != seat)
    return 0.8 * place + 0.2 * max(0.0, min(1.0, 0.5 + margin / (2 * spread)))


def advance(game: Any, data: dict, action: Any) -> None:
    """Plays ``action`` on ``data`` in place as ``State.apply`` does: while a round of secret
    choices is open (Sweet Holic's first discards) the choice is only recorded, and the game's
    ``reveal`` runs once the last one is in. A game's ``step`` knows nothing of such rounds."""
    if simultaneous.is_open(data):
        seat = data["to_move"]
        all_in = simultaneous.commit(data, seat, str(action))
        game.committed(data, seat, action)
        if all_in:
            picks = simultaneous.close(data)
            game.reveal(data, {s: game.parse(data, text) for s, text in picks.items()}, Rng(data))
        return
    game.step(data, action, Rng(data))


class Search:
    """One decision, searched ``iterations`` times (see the module docstring)."""

    def __init__(self, game_id: str, view: Mapping[str, Any], legal: list[str], seed: int,
                 memory: dict | None = None, iterations: int | None = None) -> None:
        self.game = games.get(game_id)
        self.playout = playout_for(game_id)
        self.view = view
        self.memory = memory
        self.seat = view["seat"]
        self.rng: random.Random = seeded(seed, view.get("ply", 0), self.seat)
        legal = [str(a) for a in legal]
        self.candidates: list[str] = list(self.playout.candidates(view, legal, self.rng)) or legal
        # The game's own heuristic player (Hard) names its choice first and may set aside the
        # candidates it rates far worse; the search overrules it when another candidate does
        # better by ``confidence`` standard errors (``best``; 0: Hard's choice only breaks ties).
        self.candidates = self.playout.prior(view, legal, self.candidates, seed) or self.candidates
        self.confidence: float = getattr(self.playout, "confidence", 0.0)
        k = len(self.candidates)
        wanted = self.playout.iterations(view, k) if iterations is None else iterations
        # Successive halving: the budget is cut into phases; each phase plays every candidate
        # still in on the same rounds, then keeps the better half. With a fixed budget the few
        # that matter get several times the playouts an even share gives them, and the choice
        # among close candidates is what the noise spoils (measured on Sweet Holic: at 18
        # playouts each, the gaps between the top candidates were within one standard error).
        self.plan: list[tuple[int, int]] = []  # (candidates in, rounds) per phase
        alive, phases = k, max(1, (k - 1).bit_length())
        for _ in range(phases if k > 1 else 0):
            rounds = max(1, wanted // (phases * alive))
            self.plan.append((alive, rounds))
            alive = (alive + 1) // 2
        self.budget = sum(n * r for n, r in self.plan)
        self.alive = list(range(k))  # indices into candidates, in candidate order
        self.phase = 0
        self.round_in_phase = 0
        self.visits = [0] * len(self.candidates)
        self.totals = [0.0] * len(self.candidates)
        # per candidate, the sum and the sum of squares of its result minus the first
        # candidate's in the same round (a paired comparison: see ``best``)
        self.gains = [0.0] * len(self.candidates)
        self.squares = [0.0] * len(self.candidates)
        self.first = 0.0
        self.iterations = 0
        self.slot = 0  # the next candidate of the round, as a position in ``alive``
        self.world: dict = {}
        self.luck = 0

    @property
    def done(self) -> bool:
        return self.iterations >= self.budget

    def step(self, iterations: int = 1) -> bool:
        """Runs up to ``iterations`` more playouts; True once the budget is spent.

        Playouts come in rounds: one sampled position, and the same seed for the playout policy,
        for every candidate still in. The candidates then differ only by themselves (common
        random numbers), so comparing their means needs far fewer playouts than independent
        draws; and since a candidate still in was played in every round so far, the totals of
        the candidates still in compare like with like.
        """
        for _ in range(iterations):
            if self.done:
                break
            i = self.alive[self.slot]
            if self.slot == 0:
                self.world = self.game.sample(self.view, self.memory, self.rng)
                self.luck = self.rng.getrandbits(64)
            data = clone(self.world)
            advance(self.game, data, self.game.parse(data, self.candidates[i]))
            result = self.playout.playout(self.game, data, self.seat, random.Random(self.luck))
            self.visits[i] += 1
            self.totals[i] += result
            if i == 0:
                self.first = result
            elif self.alive[0] == 0:
                self.gains[i] += result - self.first
                self.squares[i] += (result - self.first) ** 2
            self.iterations += 1
            self.slot += 1
            if self.slot == len(self.alive):
                self.slot = 0
                self._end_round()
        return self.done

    def _end_round(self) -> None:
        """After a phase's last round, the better half of the candidates goes on (ties: the
        earlier candidate, so Hard's choice first)."""
        self.round_in_phase += 1
        keep, rounds = self.plan[self.phase]
        if self.round_in_phase < rounds:
            return
        self.phase += 1
        self.round_in_phase = 0
        if self.phase < len(self.plan):
            keep = self.plan[self.phase][0]
            ranked = sorted(self.alive, key=lambda i: (-self.totals[i], i))
            self.alive = sorted(ranked[:keep])

    def best(self) -> str:
        """Among the candidates still in, the one with the best mean; on a tie the earlier one
        (the heuristic's choice first). A game's ``confidence`` above 0 keeps the first candidate,
        while it is still in, unless another beat it by more than that many standard errors of
        the paired differences.

        Two plays of a round rarely differ by much, and a round's result swings with the
        sampled hands: measured on Sweet Holic, the paired difference has a spread several times
        its mean, which is why the budget goes to the few candidates that may be best.
        """
        choice = min(self.alive, key=lambda i: (-self.totals[i], i))
        if self.confidence > 0 and self.alive[0] == 0 and choice != 0:
            n = self.visits[choice]
            mean = self.gains[choice] / n
            spread = max(0.0, self.squares[choice] / n - mean * mean) * n / (n - 1) if n > 1 else 1.0
            if mean * mean * n <= self.confidence ** 2 * max(spread, 1e-12):
                choice = 0
        return self.candidates[choice]

    def stats(self) -> list[tuple[str, int, float]]:
        """(candidate, playouts, mean result), for tests and tuning."""
        return [(c, n, t / n if n else 0.0) for c, n, t in zip(self.candidates, self.visits, self.totals,
                                                               strict=True)]


def choose(game_id: str, view: Mapping[str, Any], legal: list[str], seed: int, memory: dict | None = None,
           iterations: int | None = None) -> str:
    """The whole search at once: what ``sweets.bots.choose`` runs for the thinking level."""
    search = Search(game_id, view, legal, seed, memory, iterations)
    search.step(search.budget)
    return search.best()
