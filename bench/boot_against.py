"""Cold boot of two builds of the site, and bare Pyodide, in one run: each round boots the three
in fresh profiles one after the other (the two builds' order alternating), so that the shared
machine's drifting load hits them alike. Prints each page's median time to its interactive menu
and Chromium's CPU from navigation to ready, and the ratios: of medians, the median of each
round's own ratio, and of the CPU.

Made for issue 34's "no slower than today relative to bare Pyodide": the build from before the
issue's work against today's, side by side, rather than today's ratio against a figure another
run printed (single boots vary by 20-40 % here, a 15-boot median's ratio by 0.05-0.15 between runs).

    git worktree add /tmp/before ec56b86 && ln -s "$PWD/node_modules" /tmp/before/node_modules
    (cd /tmp/before && python3 tools/build.py --out /tmp/site_before)
    python bench/boot_against.py /tmp/site_before _site [ROUNDS]      # from the repository's root
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run as bench  # noqa: E402


def main(argv: list[str]) -> None:
    if len(argv) < 2:
        sys.exit("usage: python bench/boot_against.py SITE_BEFORE SITE_AFTER [ROUNDS]  (see its docstring)")
    before, after = Path(argv[0]), Path(argv[1])
    rounds = int(argv[2]) if len(argv) > 2 else 12
    boots: dict[str, list[tuple[float, float]]] = {"bare": [], "before": [], "after": []}
    with bench.serve(before) as (before_url, _), bench.serve(after) as (after_url, _), \
            sync_playwright() as playwright:
        for n in range(rounds):
            pages = [("before", before_url), ("after", after_url)]
            order = [("bare", after_url + "bare.html"), *(pages if n % 2 == 0 else reversed(pages))]
            for label, url in order:
                ready, _, _, _, cpu = bench.boot_once(playwright, url, app=label != "bare")
                boots[label].append((ready, cpu))
            latest = {label: figures[-1] for label, figures in boots.items()}
            print(f"round {n + 1}: " + ", ".join(f"{label} {ready:.0f} ms ({cpu:.0f} CPU)"
                                                for label, (ready, cpu) in latest.items()), flush=True)
    median = statistics.median
    for label, figures in boots.items():
        ready, cpu = median(r for r, _ in figures), median(c for _, c in figures)
        print(f"{label:7} to ready {ready:6.0f} ms, CPU {cpu:6.0f} ms")
    for a, b in [("before", "bare"), ("after", "bare"), ("after", "before")]:
        medians = median(r for r, _ in boots[a]) / median(r for r, _ in boots[b])
        paired = median(x[0] / y[0] for x, y in zip(boots[a], boots[b], strict=True))
        cpu = median(c for _, c in boots[a]) / median(c for _, c in boots[b])
        print(f"{a} / {b}: {medians:.3f} (medians), {paired:.3f} (each round's own), CPU {cpu:.3f}")


if __name__ == "__main__":
    main(sys.argv[1:])
