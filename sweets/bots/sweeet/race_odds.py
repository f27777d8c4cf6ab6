"""How likely a Sweeet! seat is to win the race, from what the whole table can see.

The racer (``plan.RacePlanner``) values the end of a turn by these chances rather than by cards
gained: a table of measured chances (``AFTER``), logistic models fitted on the racer's own games
(``RACE_MODELS``), and the exact chance of completing a run in one turn (``finish_chance``).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, lru_cache

from sweets.bots.sweeet.knowledge import BONUSES, HONEY

# With more players: how often the seat that has just ended its turn goes on to win, by how many
# of its missing values nobody has seen (rows) and the fewest so missing among the others
# (columns). Measured over 1500 three-player and 1000 four-player games of Hard (cells with
# few turns drawn towards the fair share, then made monotone; five and six players use four's).
AFTER = {
    3: (
        (0.00, 0.36, 0.77, 0.94, 0.98, 0.98, 0.98, 0.98),
        (0.00, 0.22, 0.37, 0.41, 0.42, 0.42, 0.42, 0.42),
        (0.00, 0.21, 0.30, 0.40, 0.42, 0.42, 0.42, 0.42),
        (0.00, 0.21, 0.28, 0.33, 0.37, 0.37, 0.39, 0.39),
        (0.00, 0.21, 0.28, 0.30, 0.34, 0.34, 0.35, 0.39),
        (0.00, 0.21, 0.26, 0.28, 0.31, 0.33, 0.34, 0.39),
        (0.00, 0.21, 0.25, 0.28, 0.28, 0.33, 0.34, 0.39),
        (0.00, 0.21, 0.24, 0.26, 0.26, 0.33, 0.34, 0.38),
    ),
    4: (
        (0.00, 0.22, 0.68, 0.91, 0.97, 0.97, 0.97, 0.97),
        (0.00, 0.15, 0.25, 0.34, 0.38, 0.38, 0.39, 0.39),
        (0.00, 0.15, 0.25, 0.29, 0.34, 0.35, 0.35, 0.35),
        (0.00, 0.15, 0.19, 0.25, 0.30, 0.30, 0.34, 0.34),
        (0.00, 0.15, 0.17, 0.22, 0.24, 0.24, 0.24, 0.25),
        (0.00, 0.15, 0.17, 0.22, 0.24, 0.24, 0.24, 0.25),
        (0.00, 0.15, 0.17, 0.22, 0.24, 0.24, 0.24, 0.25),
        (0.00, 0.15, 0.17, 0.22, 0.24, 0.24, 0.24, 0.25),
    ),
}


# The chance that this seat goes on to win once its turn ends, a logistic model of what the
# whole table can see at that moment (``RacePlanner.race_features``): by number of players,
# (bias, weights), log-odds = bias + the sum of each weight times its feature. What decides a
# Sweeet! race is how many of its missing values a seat must still *find*: a value whose place
# everybody saw is turned up risk-free at the end of a turn. Next come each seat's chance of
# finishing on its very next turn, how many copies are left of the values it must find, and the
# Bonus cards held (Curious most: a free look every turn). Fitted by ``bench/sweeet_race_fit.py``
# over the ends of the racer's turns in games against Hard; see docs/bots.md for the figures. A
# player count without a model values a turn by ``AFTER`` (a model fitted for four players made
# the racer no better than Hard there).
RACE_MODELS: dict[int, tuple[float, dict[str, float]]] = {
    2: (3.1969, {
        "to_find": -0.9178, "to_find_other": 0.2225,
        "copies": 0.1171, "copies_other": -0.0540,
        "risk_free": -0.2385, "risk_free_other": -0.1819,
        "run": -0.2574, "run_other": -0.1033,
        "finish": 3.1534, "finish_other": -5.3962,
        "honey_lost": -4.6440,
        "curious": 0.6857, "curious_other": -0.7858,
        "gourmet": 0.1889, "gourmet_other": -0.3202,
        "brave": 0.0673, "brave_other": -0.1019,
    }),
    3: (0.4750, {
        "to_find": -0.3589, "to_find_other": -0.0354,
        "copies": 0.0046, "copies_other": 0.0404,
        "risk_free": -0.1589, "risk_free_other": 0.0019,
        "run": -0.1099, "run_other": 0.0514,
        "finish": 2.9884, "finish_other": -4.3927,
        "honey_lost": -4.5921,
        "curious": 0.5676, "curious_other": -0.4541,
        "gourmet": 0.3650, "gourmet_other": -0.1930,
        "brave": 0.0227, "brave_other": 0.1736,
    }),
}
# Finishing chances are worked out only for seats with at most this many values to find: more
# is a long shot in one turn, and the work doubles with each.
FINISH_MAX = 3
SAFE_CARDS = (*BONUSES, HONEY)


@lru_cache(maxsize=65536)
def _finish(to_find: tuple[int, ...], safe: int, total: int) -> float:
    """Chance that unknown cards turned up one by one show every value of ``to_find`` (copies
    left of each) before any card that ends the turn, ``safe`` of the ``total`` cards neither."""
    full = (1 << len(to_find)) - 1

    @cache
    def chance(found: int, passed: int) -> float:
        if found == full:
            return 1.0
        left = total - found.bit_count() - passed
        p = 0.0
        for i, copies in enumerate(to_find):
            if not found >> i & 1:
                p += copies / left * chance(found | 1 << i, passed)
        if safe > passed:
            p += (safe - passed) / left * chance(found, passed + 1)
        return p

    return chance(0, 0)


def finish_chance(missing: frozenset[int] | set[int], public: set[int], pool: Mapping[str, int],
                  unseen: list[int] | None = None) -> float:
    """A seat's chance of completing its run in one turn by turning up unknown cards (``pool``:
    the cards behind them as everybody knows it) until it has seen every value it lacks that is
    nowhere public (``unseen``, if the caller has them), then the public ones. A Bonus or Honey
    card, or the first copy of a value it lacks but knows a place of, cannot end the turn (a
    second such copy can, which this ignores); a value in its run or turned up twice does."""
    if unseen is None:
        unseen = [v for v in missing if v not in public]
    if len(unseen) > FINISH_MAX:
        return 0.0
    if not unseen:
        return 1.0
    to_find = tuple(sorted(pool.get(str(v), 0) for v in unseen))
    if not to_find[0]:
        return 0.0
    safe = sum(pool.get(card, 0) for card in SAFE_CARDS)
    safe += sum(1 for v in missing if v in public and pool.get(str(v), 0))
    return _finish(to_find, safe, sum(pool.values()))
