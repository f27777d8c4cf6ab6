"""Takes docs/screenshot.png: a Sweeet! table in the real, built page (run `nox -s build` first).

    python tools/screenshot.py [--fragment 'new=sweeet&players=3&bots=1,2&seed=7'] [--presses 4]

The human seat presses a few flips first, so the picture shows a game under way.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from run import CHROMIUM, CHROMIUM_ARGS, SITE, serve  # noqa: E402  (the bench's server and flags)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fragment", default="new=sweeet&players=3&bots=1,2&seed=7")
    parser.add_argument("--presses", type=int, default=4, help="flips the human seat makes first")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshot.png")
    args = parser.parse_args(argv)
    pick = random.Random(7)
    with serve(SITE) as (base, _log), sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1200, "height": 800}, device_scale_factor=1)
        page.goto(f"{base}#{args.fragment}")
        page.wait_for_selector('#app[data-screen="game"]', state="attached", timeout=120_000)
        for _ in range(args.presses):
            page.wait_for_selector('#app[data-to-move="0"] [data-action^="flip "]', timeout=30_000)
            flips = page.locator('#app [data-action^="flip "]')
            flips.nth(pick.randrange(flips.count())).click()
            page.wait_for_timeout(600)
        page.wait_for_timeout(800)  # let the last move's animation finish
        args.out.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(args.out))
        browser.close()
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
