"""Press-to-paint of two built sites side by side, under the same load: each table is timed on
site A, then on site B, then again, alternately (a shared machine's load moves from minute to
minute, so two separate runs are not comparable). Each timing prints as bench/run.py's (c),
after the floor of that moment.

  python bench/ab_latency.py A_SITE B_SITE [--presses 30] [--rounds 1] [--game sweeet]
                             [--setup mode=solo&players=1] [--press-ms 80]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import run  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("sites", nargs=2, type=Path)
    parser.add_argument("--presses", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--game", default=None)
    parser.add_argument("--setup", default=None, help="only this table of the game (run.LATENCY_TABLES)")
    parser.add_argument("--press-ms", type=int, default=run.PRESS_MS, help="as bench/run.py's")
    args = parser.parse_args()
    run.PRESS_MS = args.press_ms
    from sweets import catalogue

    tables = [(game_id, setup) for game_id in ([args.game] if args.game else catalogue.ids())
              for setup in run.LATENCY_TABLES.get(game_id, [run.LATENCY_SETUP])
              if args.setup in (None, setup)]
    with sync_playwright() as playwright:
        for game_id, setup in tables:
            for round_ in range(args.rounds):
                run.bench_latency_floor(playwright, args.presses)
                for site in args.sites:
                    with run.serve(site.resolve()) as (base, _):
                        print(f"== {site} (round {round_ + 1})")
                        run.bench_latency(playwright, base, args.presses, game_id, setup)
                sys.stdout.flush()


if __name__ == "__main__":
    main()
