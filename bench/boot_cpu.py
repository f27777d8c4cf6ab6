"""CPU seconds Chromium spends on one browser test's boot: a fresh context (as pytest-playwright's
``page`` gives every test), the app opened on the built site until Python has made it interactive,
then 3 s for the games' modules, then the context closed. Summed over Chromium's processes by
/proc (user + system, children included), so the figure barely depends on how loaded the machine
is, unlike the wall time printed beside it. What a CI run spends on boots is about this figure
times the number of boots (README: What runs where), over the machine's cores.

    python bench/boot_cpu.py [RUNS] [--bytecode]   # from the repository's root, after the build

``--bytecode`` boots each page as the browser tests that are not about a first visit do: the
standard library's sources answered with its bytecode zip (tests/browser/conftest.py,
`boot_from_bytecode`).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests" / "browser"), str(ROOT / "tools")]
from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  (tools/ is not a package)
from conftest import BrowserGuard, SiteServer, boot_from_bytecode  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from process_cpu import cpu_seconds  # noqa: E402


def main() -> None:
    numbers = [a for a in sys.argv[1:] if a.isdigit()]
    runs = int(numbers[0]) if numbers else 3
    bytecode = "--bytecode" in sys.argv[1:]
    with SiteServer(ROOT / "_site") as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        figures = []
        for _ in range(runs):
            before, started = cpu_seconds(), time.monotonic()
            context = browser.new_context()
            BrowserGuard().watch(context)  # as every browser test's context is watched
            if bytecode:
                boot_from_bytecode(context)
            page = context.new_page()
            page.goto(server.url)
            page.wait_for_selector("#app[data-screen]", state="attached", timeout=120_000)
            wall = time.monotonic() - started
            page.wait_for_timeout(3000)
            context.close()
            time.sleep(1)  # the renderer's exit, so its CPU is counted
            figures.append(cpu_seconds() - before)
            print(f"boot: {figures[-1]:.1f} s CPU, {wall:.1f} s to the menu; "
                  f"load {os.getloadavg()[0]:.1f}", flush=True)
        browser.close()
    figures.sort()
    print(f"median {figures[len(figures) // 2]:.1f} s CPU per boot over {runs}")


if __name__ == "__main__":
    main()
