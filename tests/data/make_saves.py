"""Writes tests/data/saves.json: page save records (localStorage items) of every game and mode,
mid-game and finished, as the build of the day wrote them, so later builds are tested on them.

Run once per format worth keeping (``python tests/data/make_saves.py``); the file it wrote on
3 December 2026 (build da3c767) is the one `tests/test_old_saves.py` reads.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sweets.web.saves import MemoryBackend  # noqa: E402
from tests.test_web_session import new_session, presses, run_clock  # noqa: E402

LINKS = [
    "#new=sweet_holic&players=3&bots=2&seed=3",
    "#new=sweeet&players=3&bots=1,2&level=hard,expert&seed=7",
    "#new=sweets_stack&players=3&bots=1&advanced=-,gummy_python,sugar_goblin&seed=5",
    "#new=mastersweets&players=3&bots=2&seed=4",
    "#new=mastersweets&mode=core&players=2&specials=no&roles=no&seed=8",
    "#new=mastersweets&mode=solo&seed=6",
    "#new=mastersweets&mode=clash&players=3&bots=1,2&seed=9",
    "#new=mastersweets&mode=workshop&players=3&bots=1&seed=10",
]


def play(link: str, presses_wanted: int | None, seed: int) -> dict[str, str]:
    backend = MemoryBackend()
    session = new_session(backend, seed=seed)
    session.open_fragment(link)
    rnd = random.Random(seed)
    count = 0
    while session.screen != "result" and (presses_wanted is None or count < presses_wanted):
        run_clock(session)
        if session.screen == "result":
            break
        legal = set(session.table.playable()) if session.table else set()
        options = [a for a in presses(session) if a in legal or a in ("handoff:ready", "ui:continue")]
        session.press(rnd.choice(options or [a for a in presses(session) if a.startswith("ui:")]))
        count += 1
    session.save()
    return {k: v for k, v in backend.items.items() if k.startswith("sweets:save:")}


def main() -> None:
    out: dict[str, dict[str, str]] = {}
    for i, link in enumerate(LINKS):
        out[f"{link} (mid-game)"] = play(link, 25, 100 + i)
        out[f"{link} (finished)"] = play(link, None, 200 + i)
    path = Path(__file__).with_name("saves.json")
    path.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    print(f"{path}: {sum(len(v) for v in out.values())} records")


if __name__ == "__main__":
    main()
