"""Where a press's time goes in CPython: the page's session driven as the latency bench drives
the page (bench/run.py, (c)), each press timed in its parts: the press (apply and save) and the
paint's markup. A rough guide to the same work in Pyodide, which runs it about 2-3x slower.

  python bench/press_parts.py [--game sweeet] [--setup players=2] [--presses 60] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import html
import pstats
import random
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sweets.web.saves import MemoryBackend, SaveStore  # noqa: E402
from sweets.web.session import Session  # noqa: E402

CONTROL = re.compile(r'<(\w+)([^>]*?)\sdata-action="([^"]*)"([^>]*)>')


def controls(markup: str) -> list[str]:
    """The enabled controls of the markup, as the bench's CHOOSE_CONTROL sees them."""
    found = []
    for match in CONTROL.finditer(markup):
        rest = match.group(2) + match.group(4)
        if " disabled" in rest or 'aria-disabled="true"' in rest:
            continue
        found.append(html.unescape(match.group(3)))
    return found


def is_move_step(action: str) -> bool:
    return ":" not in action or action.startswith("ui:tok:")


def choose(markup: str, pick: float, screen: str) -> tuple[str, str | None]:
    if screen == "result":
        return "over", None
    live = controls(markup)
    flips = [a for a in live if a.startswith("flip ")]
    moves = flips or [a for a in live if is_move_step(a)]
    if moves:
        return "move", moves[int(pick * len(moves))]
    onward = [a for a in live if a in ("handoff:ready", "ui:continue")]
    return ("continue", onward[0]) if onward else ("stuck", None)


def run(game_id: str, setup: str, presses: int) -> dict[str, list[float]]:
    pick = random.Random(1)
    seed = 1
    session = Session(SaveStore(MemoryBackend()))
    session.open_fragment(f"#new={game_id}&{setup}&seed={seed}")
    markup = session.html()
    times: dict[str, list[float]] = {"press": [], "markup": []}
    while len(times["press"]) < presses:
        what, action = choose(markup, pick.random(), session.screen)
        waiting = session.pending()
        if action is None and waiting is not None and waiting[0] == "opponent":
            session.advance()  # George's turn, which the page plays after a short wait
            markup = session.html()
            continue
        if action is None:
            seed += 1
            session.open_fragment(f"#new={game_id}&{setup}&seed={seed}")
            markup = session.html()
            continue
        start = time.perf_counter()
        session.press(action)
        middle = time.perf_counter()
        markup = session.html()
        end = time.perf_counter()
        if what == "move":
            times["press"].append((middle - start) * 1000)
            times["markup"].append((end - middle) * 1000)
    return times


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default=None)
    parser.add_argument("--setup", default="players=2")
    parser.add_argument("--presses", type=int, default=60)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    tables = [(args.game, args.setup)] if args.game else [
        ("sweet_holic", "players=2"), ("sweeet", "players=2"), ("sweets_stack", "players=2"),
        ("mastersweets", "players=2"), ("mastersweets", "mode=solo&players=1"),
        ("mastersweets", "mode=clash&players=3"), ("mastersweets", "mode=workshop&players=3")]
    for game_id, setup in tables:
        profile = cProfile.Profile() if args.profile else None
        if profile:
            profile.enable()
        times = run(game_id, setup, args.presses)
        if profile:
            profile.disable()
            pstats.Stats(profile).sort_stats("cumulative").print_stats(45)
        print(f"{game_id:13} {setup:24} " + "   ".join(
            f"{part} p50 {pct(v, .5):5.2f} p95 {pct(v, .95):5.2f} ms" for part, v in times.items()))


if __name__ == "__main__":
    main()
