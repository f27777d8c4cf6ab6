"""(h) Does the page ever freeze? From navigation to the end of a game of Expert computers, the
longest task of the page's main thread (issue 34: none over 100 ms), on a first visit and on a
later one, with Python in its worker and, as the yardstick, on the page's thread (?python=page).

The tasks come from a Chromium trace of the page's main thread (bench/run.py, main_thread_tasks),
not the Long Tasks API, which misses Pyodide's start. Every seat is an Expert computer at the fast
speed, so the game plays itself; a round's scoring that waits for a press is pressed. A game that
has not ended after ``--freeze-seconds`` is reported with the moves it reached.

    python bench/freeze.py [--site _site] [--seconds 150] [--tables sweeet,...]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402  (bench/ is not a package)

# (name, link) of each table: every seat a computer, Expert where the game has one.
TABLES = {
    "sweet_holic": "new=sweet_holic&players=2&bots=0,1&level=expert&speed=fast&seed=3",
    "sweeet": "new=sweeet&players=2&bots=0,1&level=expert&speed=fast&seed=3",
    "sweets_stack": "new=sweets_stack&players=2&bots=0,1&level=expert&speed=fast&seed=3",
    "mastersweets": "new=mastersweets&players=2&bots=0,1&level=expert&speed=fast&seed=3",
    "clash": "new=mastersweets&mode=clash&players=2&bots=0,1&level=expert&speed=fast&seed=3",
    "workshop": "new=mastersweets&mode=workshop&players=2&bots=0,1&level=expert&speed=fast&seed=3",
    "solo": "new=mastersweets&mode=solo&players=1&bots=0&level=expert&speed=fast&seed=3",
}


def play_to_the_end(page, seconds: float) -> tuple[bool, int]:
    """Waits for the result screen, pressing on where a round waits for a person."""
    page.wait_for_selector("#app[data-screen]", timeout=run.TIMEOUT_MS)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if page.get_attribute("#app", "data-screen") == "result":
            break
        onward = page.locator('#app [data-action="ui:continue"], #app [data-action="handoff"]')
        if onward.count():
            onward.first.click()
        page.wait_for_timeout(250)
    ply = page.get_attribute("#app", "data-ply") or "0"
    return page.get_attribute("#app", "data-screen") == "result", int(ply)


def one_table(playwright, base: str, link: str, seconds: float) -> list[tuple[str, float, bool, int]]:
    """The longest main-thread task of a first visit and of a later one (same profile, the service
    worker in charge), each from navigation to the game's end."""
    figures = []
    with run.fresh_browser(playwright) as context:
        page = run.first_page(context)
        for visit in ("first", "later"):
            if visit == "later":
                page.evaluate("navigator.serviceWorker.ready")
                page.goto("about:blank")
            with run.main_thread_tasks(context, page) as tasks:
                page.goto(f"{base}#{link}")
                ended, ply = play_to_the_end(page, seconds)
                page.wait_for_timeout(100)  # a task running now is traced once it ends
            figures.append((visit, max((d for _, d in tasks), default=0.0), ended, ply))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=run.SITE)
    parser.add_argument("--seconds", type=float, default=150.0, help="longest wait for a game's end")
    parser.add_argument("--tables", default=",".join(TABLES), help="comma-separated: " + ",".join(TABLES))
    parser.add_argument("--page-too", action="store_true", help="also with Python on the page's thread")
    args = parser.parse_args(argv)
    run.SITE = args.site.resolve()
    where = {"worker": ""} | ({"page": "?python=page"} if args.page_too else {})
    print("(h) longest main-thread task, navigation to the game's end, all seats Expert computers (ms):")
    with run.serve(run.SITE) as (base, _), sync_playwright() as playwright:
        for name in args.tables.split(","):
            for mode, query in where.items():
                figures = one_table(playwright, base + query, TABLES[name], args.seconds)
                text = "   ".join(f"{visit} visit {longest:6.0f}" + ("" if ended else f" (at move {ply})")
                                  for visit, longest, ended, ply in figures)
                thread = "in a worker " if mode == "worker" else "on the page"
                print(f"    {name:13s} Python {thread}  {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
