"""Sweets benchmarks, all measured in one run against the built site (nox -s bench).

(a) offline cold boot to the interactive menu, against a bare Pyodide page served from the same
    folder; median of several runs, each in a fresh browser profile; and their ratio
(b) bytes of a first visit: what the page loads until the menu, then what the service worker
    downloads to make it work offline; raw and gzip-compressed (level 6, each body)
(c) press-to-paint latency of Sweeet! flips: click event (capture phase) to the next animation
    frame after the app's DOM changed; p50/p95 over 60+ presses
(d) random Sweeet! games per second in CPython and in Pyodide under Node

  python bench/run.py [--runs 5] [--presses 60] [--seconds 3] [--only boot,bytes,latency,games]
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
BARE_PAGE = ROOT / "bench" / "bare.html"
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

import random_games  # noqa: E402

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",  # offline: nothing leaves the machine
]
TIMEOUT_MS = 120_000

# Installed before any page script: records when #app first shows the menu.
MENU_PROBE = """
(() => {
  const seen = () => document.querySelector('#app[data-screen="menu"]');
  const observer = new MutationObserver(() => {
    if (seen()) { window.__readyAt = performance.now(); observer.disconnect(); }
  });
  observer.observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-screen"],
  });
})();
"""

# Click (capture phase, before the app's handler) -> first DOM change in #app -> next frame.
LATENCY_PROBE = """
() => {
  window.__latencies = [];
  document.addEventListener("click", (event) => {
    const control = event.target.closest?.("[data-action]");
    if (!control || !control.getAttribute("data-action").startsWith("flip ")) return;
    const start = performance.now();
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => window.__latencies.push(performance.now() - start));
    });
    observer.observe(document.getElementById("app"), {
      subtree: true, childList: true, attributes: true, characterData: true,
    });
  }, true);
}
"""

# Chooses the control to press next: a flip when there is one, else any move, else a control
# that moves the table on (a hand-over screen). Python then clicks it like a person would.
CHOOSE_CONTROL = """
(pick) => {
  const app = document.getElementById("app");
  if (app.dataset.screen === "result") return ["over", null];
  const live = (sel) => [...app.querySelectorAll(sel)]
    .filter((el) => !el.disabled && el.getAttribute("aria-disabled") !== "true");
  const choose = (list) => list[Math.floor(pick * list.length)].getAttribute("data-action");
  const flips = live('[data-action^="flip "]');
  if (flips.length) return ["flip", choose(flips)];
  const moves = live("[data-action]").filter((el) => !el.getAttribute("data-action").startsWith("ui:"));
  if (moves.length) return ["move", choose(moves)];
  const onward = live('[data-action^="ui:continue"], [data-action^="ui:ready"], [data-action^="ui:next"]');
  if (onward.length) return ["continue", onward[0].getAttribute("data-action")];
  return ["stuck", null];
}
"""


class _CountingHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site at / and the bare Pyodide page at /bare.html; counts bytes per request."""

    log: list[tuple[str, int]] = []

    def translate_path(self, path: str) -> str:
        if urlsplit(path).path == "/bare.html":
            return str(BARE_PAGE)
        return super().translate_path(path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")  # as GitHub Pages does
        super().end_headers()

    def copyfile(self, source, outputfile) -> None:
        data = source.read()
        try:
            outputfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            return  # the browser closed first (end of a run): nothing was delivered
        self.log.append((urlsplit(self.path).path, len(data)))

    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def serve(directory: Path) -> Iterator[tuple[str, list[tuple[str, int]]]]:
    log: list[tuple[str, int]] = []

    class Handler(_CountingHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(directory), **kwargs)

    Handler.log = log
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/", log
    finally:
        httpd.shutdown()
        httpd.server_close()


@contextmanager
def fresh_browser(playwright) -> Iterator[Browser]:
    """A new Chromium with a new, empty profile: nothing cached, nothing compiled."""
    profile = tempfile.mkdtemp(prefix="sweets-bench-")
    try:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
        )
        try:
            yield context
        finally:
            context.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


# ----- (a) boot -----


# When main.py was requested: PyScript asks for it once Pyodide is up and the package unpacked,
# so what follows is our own Python (imports, first paint of the menu).
MAIN_PY_REQUESTED = """() => {
  const entry = performance.getEntriesByType("resource").find((e) => e.name.endsWith("/main.py"));
  return entry ? entry.startTime : null;
}"""


def boot_once(playwright, url: str, app: bool) -> tuple[float, float | None]:
    """Milliseconds from navigation to ready, and (app only) to the request of main.py."""
    with fresh_browser(playwright) as context:
        page = context.pages[0] if context.pages else context.new_page()
        if app:
            page.add_init_script(MENU_PROBE)
        page.goto(url)
        page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS)
        return page.evaluate("window.__readyAt"), page.evaluate(MAIN_PY_REQUESTED) if app else None


def bench_boot(playwright, base: str, runs: int) -> None:
    app_times, bare_times, python_app = [], [], []
    for _ in range(runs):  # interleaved, so machine load hits both alike
        bare_times.append(boot_once(playwright, base + "bare.html", app=False)[0])
        ready, main_requested = boot_once(playwright, base, app=True)
        app_times.append(ready)
        if main_requested is not None:
            python_app.append(ready - main_requested)
    app_ms, bare_ms = statistics.median(app_times), statistics.median(bare_times)
    print(f"(a) cold boot, fresh profile, median of {runs}:")
    print(f"    Sweets to menu    {app_ms:7.0f} ms   runs {', '.join(f'{t:.0f}' for t in app_times)}")
    print(f"    bare Pyodide 1+1  {bare_ms:7.0f} ms   runs {', '.join(f'{t:.0f}' for t in bare_times)}")
    print(f"    ratio             {app_ms / bare_ms:7.2f}   (target <= 1.10)")
    if python_app:
        print(
            f"    of which {statistics.median(python_app):.0f} ms (median) is our own Python, from the"
            " request of main.py to the menu: imports and first paint"
        )


# ----- (b) bytes -----


def _sizes(entries: list[tuple[str, int]], directory: Path) -> tuple[int, int, int]:
    raw = sum(size for _, size in entries)
    compressed = 0
    for path, size in entries:
        body = (
            (directory / path.lstrip("/")).read_bytes()
            if not path.endswith("/")
            else (directory / path.lstrip("/") / "index.html").read_bytes()
        )
        compressed += len(gzip.compress(body, 6)) if size else 0
    return len(entries), raw, compressed


def bench_bytes(playwright, base: str, log: list[tuple[str, int]]) -> None:
    with fresh_browser(playwright) as context:
        page = context.pages[0] if context.pages else context.new_page()
        page.add_init_script(MENU_PROBE)
        log.clear()
        page.goto(base)
        page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS)
        boot = list(log)
        page.evaluate(
            """async () => {
                 await navigator.serviceWorker.ready;
                 while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 50));
               }"""
        )
        worker = log[len(boot) :]
    print("(b) first visit (bytes on the wire; gzip = each body at level 6):")
    for label, entries in (
        ("page, until the menu", boot),
        ("service worker precache", worker),
        ("total", boot + worker),
    ):
        count, raw, compressed = _sizes(entries, SITE)
        print(f"    {label:26} {count:3} responses {raw / 1e6:6.2f} MB raw {compressed / 1e6:6.2f} MB gzip")


# ----- (c) latency -----


def _start_game(page: Page, base: str, seed: int) -> None:
    page.goto(f"{base}#new=sweeet&players=2&seed={seed}")
    page.wait_for_selector('#app[data-screen="game"]', state="attached", timeout=TIMEOUT_MS)


def bench_latency(playwright, base: str, presses: int) -> None:
    pick = random.Random(1)
    with fresh_browser(playwright) as context:
        page = context.pages[0] if context.pages else context.new_page()
        seed = 1
        _start_game(page, base, seed)
        page.evaluate(LATENCY_PROBE)
        stuck = 0
        while page.evaluate("window.__latencies.length") < presses:
            before = page.evaluate("window.__latencies.length")
            what, action = page.evaluate(CHOOSE_CONTROL, pick.random())
            if action is not None:
                page.locator(f'#app [data-action="{action}"]').first.click()
            if what == "flip":
                page.wait_for_function(f"window.__latencies.length > {before}", timeout=10_000)
            elif what in ("over", "stuck"):
                stuck += what == "stuck"
                if stuck > 3:
                    raise RuntimeError("the Sweeet! table offers nothing to press")
                seed += 1
                _start_game(page, base, seed)
                page.evaluate(LATENCY_PROBE.replace("window.__latencies = [];", "window.__latencies ??= [];"))
            page.wait_for_timeout(20)
        latencies = page.evaluate("window.__latencies")
    print(f"(c) press-to-paint, Sweeet! flips ({len(latencies)} presses, 2 players, all human):")
    print(
        f"    p50 {percentile(latencies, 0.5):6.1f} ms   p95 {percentile(latencies, 0.95):6.1f} ms"
        f"   max {max(latencies):6.1f} ms"
    )


# ----- (d) games per second -----


def bench_games(seconds: float) -> None:
    cpython = random_games.games_per_second("sweeet", 3, seconds)
    node = subprocess.run(
        ["node", str(ROOT / "bench" / "pyodide_games.mjs"), str(ROOT), str(seconds), "3"],
        capture_output=True,
        text=True,
        check=True,
    )
    pyodide = json.loads(node.stdout.strip().splitlines()[-1])
    cpython_rate, pyodide_rate = cpython["games_per_second"], pyodide["games_per_second"]
    print(
        "(d) random Sweeet! games per second (3 players, uniform random legal actions, "
        f"~{cpython['plies_per_game']:.0f} actions a game):"
    )
    print(f"    CPython {sys.version.split()[0]:8} {cpython_rate:7.1f} games/s")
    print(f"    Pyodide (Node)   {pyodide_rate:7.1f} games/s  ({pyodide_rate / cpython_rate:.2f}x CPython)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Sweets benchmarks")
    parser.add_argument("--runs", type=int, default=5, help="fresh-profile boots of each page (median)")
    parser.add_argument("--presses", type=int, default=60, help="flips timed for press-to-paint")
    parser.add_argument("--seconds", type=float, default=3.0, help="time spent on each games/s figure")
    parser.add_argument("--only", default="boot,bytes,latency,games", help="comma-separated subset")
    args = parser.parse_args(argv)
    wanted = set(args.only.split(","))
    if not (SITE / "sw.js").is_file():
        print("no _site/: run `nox -s build` first (nox -s bench does)", file=sys.stderr)
        return 1
    with serve(SITE) as (base, log), sync_playwright() as playwright:
        print(f"Sweets benchmarks: {SITE} served at {base}")
        if "boot" in wanted:
            bench_boot(playwright, base, args.runs)
        if "bytes" in wanted:
            bench_bytes(playwright, base, log)
        if "latency" in wanted:
            bench_latency(playwright, base, args.presses)
    if "games" in wanted:
        bench_games(args.seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
