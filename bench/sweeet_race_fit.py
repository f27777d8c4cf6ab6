"""Fits the Sweeet! racer's model of the race for one number of players (``plan.RACE_MODELS``).

Plays the racer (``players.RACER``, as built) in one seat against Hard in the others, each deal
once from each seat; at the start of the turn after each of the racer's it records
``RacePlanner.race_features`` from the racer's view (what the whole table can see once the
racer's turn has ended) and whether the racer went on to win. A logistic regression over those
rows gives the new weights, printed ready to paste; a fifth of the games (whole games, so that
turns of one game stay together) are held out to compare the log loss of the weights in the code
with the refitted ones.

  pip install numpy==2.4.6 scikit-learn==1.9.1     # pyproject's "fit" extra; the game needs neither
  python bench/sweeet_race_fit.py [--games 16000] [--deal 70000] [--players 2] [--jobs 2]

The weights in the code: ``--games 16000 --deal 70000`` (two players), ``--games 9000 --deal
90000 --players 3``; about a minute and a half a thousand two-player games on this machine's two
cores.
"""

from __future__ import annotations

import argparse
import math
import sys
from multiprocessing import Pool
from pathlib import Path
from typing import cast

sys.path[:0] = [str(Path(__file__).resolve().parent.parent)]

from sweets import games  # noqa: E402
from sweets.bots.sweeet import plan  # noqa: E402
from sweets.bots.sweeet.knowledge import read_table  # noqa: E402
from sweets.bots.sweeet.players import RACER, STYLES, play  # noqa: E402
from sweets.games.sweeet.view import SweeetView  # noqa: E402

Row = tuple[dict[str, float], float, int]  # features, the racer's share of the win, game number


def one_game(job: tuple[int, int, int]) -> tuple[list[Row], float]:
    """Game ``k`` of the run: deal ``first_deal + k // players``, the racer in seat ``k % players``."""
    first_deal, players, k = job
    racer = k % players
    state = games.get("sweeet").new(players, first_deal + k // players, None)
    rows = []
    last_turn, last_seat = None, None
    while not state.is_over:
        seat = state.to_move
        view = cast(SweeetView, state.view(seat))  # the engine's views are plain dicts
        turn = view["turn"]
        assert turn is not None  # a game not over has a turn on
        number = turn["number"]
        if last_seat == racer and seat != racer and number != last_turn:
            table = read_table(cast(SweeetView, state.view(racer)))
            planner = plan.RacePlanner(table, RACER.weights, RACER.depth)
            rows.append(planner.race_features(planner.missing, set(planner.public_counts),
                                              planner.public_pool, frozenset(), 0))
        last_turn, last_seat = number, seat
        legal = [str(a) for a in state.legal_actions()]
        seed = state.seed * 1_000_003 + state.ply
        style = RACER if seat == racer else STYLES["hard"]
        state = state.apply(legal[0] if len(legal) == 1 else play(style, view, legal, seed))
    winners = state.winners()
    share = 1 / len(winners) if racer in winners else 0.0
    return [(features, share, k) for features in rows], share


def log_loss(chances: list[float], outcomes: list[float]) -> float:
    eps = 1e-6
    return -sum(y * math.log(max(p, eps)) + (1 - y) * math.log(max(1 - p, eps))
                for p, y in zip(chances, outcomes, strict=True)) / len(outcomes)


def main(argv: list[str] | None = None) -> int:
    import numpy as np
    from sklearn.linear_model import LogisticRegression

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=16000)
    parser.add_argument("--deal", type=int, default=70000, help="the first deal")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    with Pool(args.jobs) as pool:
        played = pool.map(one_game, [(args.deal, args.players, k) for k in range(args.games)], chunksize=20)
    rows = [row for game, _ in played for row in game if row[1] != 0.5]  # a shared win says nothing
    won = sum(share for _, share in played) / args.games
    names = list(plan.RACE_MODELS[2][1])
    x = np.array([[features[name] for name in names] for features, _, _ in rows])
    y = np.array([share for _, share, _ in rows])
    held_out = np.array([k % 5 == 0 for _, _, k in rows])
    mean, scale = x.mean(axis=0), x.std(axis=0) + 1e-9

    def fitted(mask: np.ndarray) -> tuple[float, np.ndarray]:
        model = LogisticRegression(C=10.0, max_iter=5000).fit((x[mask] - mean) / scale, y[mask])
        weights = model.coef_[0] / scale
        return float(model.intercept_[0] - (model.coef_[0] * mean / scale).sum()), weights

    def chances(bias: float, weights: np.ndarray) -> list[float]:
        return list(1 / (1 + np.exp(-(bias + x[held_out] @ weights))))

    outcomes = list(y[held_out])
    bias_now, weights_now = plan.RACE_MODELS.get(args.players, (0.0, {}))
    now = (bias_now, np.array([weights_now.get(name, 0.0) for name in names]))
    print(f"{len(rows)} turns of {args.games} games of {args.players} (deals {args.deal}-"
          f"{args.deal + args.games // args.players - 1}); "
          f"the racer won {won:.1%} of the games")
    print(f"held-out log loss: weights in the code {log_loss(chances(*now), outcomes):.4f}, "
          f"refitted {log_loss(chances(*fitted(~held_out)), outcomes):.4f}")
    bias, weights = fitted(np.ones(len(y), dtype=bool))  # the weights to keep: every game
    pairs = (f'"{name}": {w:.4f}' for name, w in zip(names, weights, strict=True))
    print(f"RACE_MODELS[{args.players}] = ({bias:.4f}, {{" + ", ".join(pairs) + "})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
