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

A game takes part by offering ``sample`` (engine) and a module with ``PLAYOUT``, named by its
catalogue entry's ``playout``: a ``sweets.bots.protocol.Playout``, with ``candidates(view, legal,
rng)`` (the actions worth telling apart: e.g. Sweeet!'s unknown face-down cells are all alike, so
one stands for them all), ``prior_steps`` (them ranked, the game's heuristic choice first) and
``playout(game, data, seat, rng)`` (the result for ``seat``, 0 to 1, after playing ``data`` on in
place).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Generator, Iterator, Mapping
from typing import Any

from sweets import catalogue, games
from sweets.bots.protocol import Playout
from sweets.bots.seeding import rng as seeded
from sweets.engine import Rng, clone, simultaneous


def playout_for(game_id: str) -> Playout[Any]:
    """The ``PLAYOUT`` of ``game_id``'s catalogue entry; KeyError for a game without one."""
    name = catalogue.entry(game_id).playout
    if name is None:
        raise KeyError(f"no playout policy for {game_id!r}")
    playout: Playout[Any] = importlib.import_module(name).PLAYOUT
    return playout


def at_once(ranked: list[str]) -> Generator[None, None, list[str]]:
    """``prior_steps`` of a game that ranks its candidates in one go: no slice to yield."""
    yield from ()
    return ranked


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
    if simultaneous.is_open(data) and game.is_secret(data, action):
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
        self.iterations = 0
        self._setup: Iterator[None] | None = self._prepare([str(a) for a in legal], seed, iterations)

    def _prepare(self, legal: list[str], seed: int, iterations: int | None) -> Iterator[None]:
        """Sets the search up, in slices: a game whose first choice takes several judgements of
        its Hard player (``prior_steps``) yields between them, one slice of the page's thinking
        each; the first slice goes to the set-up even where it takes one (``at_once``)."""
        view = self.view
        candidates: list[str] = list(self.playout.candidates(view, legal, self.rng)) or legal
        # The game's own heuristic player (Hard) names its choice first and may set aside the
        # candidates it rates far worse; the search overrules it when another candidate does
        # better by ``confidence`` standard errors (``best``; 0: Hard's choice only breaks ties).
        ranked = yield from self.playout.prior_steps(view, legal, candidates, seed)
        self.candidates: list[str] = ranked or candidates
        self.confidence: float = self.playout.confidence
        k = len(self.candidates)
        wanted = self.playout.iterations(view, k) if iterations is None else iterations
        # (candidates in play, rounds) per phase: whole rounds only (see ``step``)
        self.phases = plan(k, wanted, self.playout.halving)
        # none when there is nothing to choose
        self.budget = 0 if k == 1 else sum(size * rounds for size, rounds in self.phases)
        self.active = list(range(k))  # the candidates still in play, the first always among them
        self.phase, self.round_in_phase, self.slot = 0, 0, 0
        self.visits = [0] * len(self.candidates)
        self.totals = [0.0] * len(self.candidates)
        # per candidate, the sum and the sum of squares of its result minus the first
        # candidate's in the same round (a paired comparison: see ``best``)
        self.gains = [0.0] * len(self.candidates)
        self.squares = [0.0] * len(self.candidates)
        self.first = 0.0
        self.world: dict = {}
        self.luck = 0

    def _setup_step(self) -> None:
        assert self._setup is not None
        try:
            next(self._setup)
        except StopIteration:
            self._setup = None

    def _finish_setup(self) -> None:
        while self._setup is not None:
            self._setup_step()

    def __getattr__(self, name: str) -> Any:
        # Only for what the set-up has not made yet (``candidates``, ``budget``...): reading it
        # finishes the set-up at once, as the search did before it came in slices.
        if name.startswith("__") or self.__dict__.get("_setup") is None:
            raise AttributeError(name)
        self._finish_setup()
        return getattr(self, name)

    @property
    def done(self) -> bool:
        return self._setup is None and self.iterations >= self.budget

    def step(self, iterations: int = 1) -> bool:
        """Runs up to ``iterations`` more playouts; True once the budget is spent.

        Playouts come in rounds: one sampled position, and the same seed for the playout policy,
        for every candidate. The candidates then differ only by themselves (common random
        numbers), so comparing their means needs far fewer playouts than independent draws.
        """
        for _ in range(iterations):
            if self._setup is not None:
                self._setup_step()  # a piece of the set-up counts as one iteration's slice
                continue
            if self.done:
                break
            i = self.active[self.slot]
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
            else:
                self.gains[i] += result - self.first
                self.squares[i] += (result - self.first) ** 2
            self.iterations += 1
            self.slot += 1
            if self.slot == len(self.active):
                self._round_over()
        return self.done

    def _round_over(self) -> None:
        """At the end of a phase, only the first candidate and the others that gained most on it
        go on to the next (successive halving: the playouts go where the choice is close)."""
        self.slot = 0
        self.round_in_phase += 1
        if self.round_in_phase < self.phases[self.phase][1] or self.phase + 1 == len(self.phases):
            return
        self.phase += 1
        self.round_in_phase = 0
        keep = self.phases[self.phase][0] - 1
        others = sorted(self.active[1:], key=lambda i: -self.gains[i] / max(1, self.visits[i]))
        self.active = [0, *sorted(others[:keep])]

    def best(self) -> str:
        """The first candidate (the heuristic's choice) unless another beat it by more than
        ``confidence`` standard errors of the paired differences; then the one that beat it
        by the most on average.

        Two plays of a round rarely differ by much, and a round's result swings with the
        sampled hands: measured on Sweet Holic, the paired difference has a spread several times
        its mean, so the candidate with the best mean after a few dozen rounds is mostly luck.
        """
        choice, gain = 0, 0.0
        for i in self.active[1:]:
            n = self.visits[i]
            if n < 2:
                continue
            mean = self.gains[i] / n
            spread = max(0.0, self.squares[i] / n - mean * mean) * n / (n - 1)
            if mean > gain and mean * mean * n > self.confidence ** 2 * max(spread, 1e-12):
                choice, gain = i, mean
        return self.candidates[choice]

    def stats(self) -> list[tuple[str, int, float]]:
        """(candidate, playouts, mean result), for tests and tuning."""
        return [(c, n, t / n if n else 0.0) for c, n, t in zip(self.candidates, self.visits, self.totals,
                                                               strict=True)]


def plan(k: int, wanted: int, halving: bool) -> list[tuple[int, int]]:
    """(candidates in play, rounds) of each phase of a search of ``k`` candidates with about
    ``wanted`` playouts: one phase of them all, or with ``halving`` phases that keep the first
    candidate and half of the rest each time, down to two, sharing the playouts equally."""
    if k <= 2 or not halving:
        return [(k, max(1, wanted // k))]
    sizes = [k]
    while sizes[-1] > 2:
        sizes.append(1 + (sizes[-1]) // 2)
    share = wanted / len(sizes)
    return [(size, max(1, int(share // size))) for size in sizes]


def choose(game_id: str, view: Mapping[str, Any], legal: list[str], seed: int, memory: dict | None = None,
           iterations: int | None = None) -> str:
    """The whole search at once: what ``sweets.bots.choose`` runs for the thinking level."""
    search = Search(game_id, view, legal, seed, memory, iterations)
    search.step(search.budget)  # reading the budget finishes the set-up
    return search.best()
