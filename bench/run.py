"""Sweets benchmarks, all measured in one run against the built site (nox -s bench).

(a) cold boot to the interactive menu (fresh browser profile, nothing reachable but 127.0.0.1),
    against a bare Pyodide page (the pyodide npm package as it ships) served by the same server;
    medians of several runs; their ratio; the longest main-thread task of each boot (traced)
(a3) a warm boot: a profile that visited before, a new browser process: the app from its service
     worker, the bare page from the HTTP cache; medians of as many runs as (a); longest tasks
(a2) a boot with the server stopped after visits online (new browser process, same profile): the
     app from its service worker's cache; the bare page from that same cache, and from the HTTP
     cache
(b) bytes of a first visit: what the page loads until the menu, then what the service worker
    downloads to make it work offline; raw and gzip-compressed (level 6, each body); beside them
    the bare Pyodide page's
(c) press-to-paint latency of every catalogue game's moves: click event (capture phase) to the
    next animation frame after the app's DOM changed; p50/p95 over 60+ presses each; on a later
    visit (the page isolated by its service worker) unless --visit says first or first,later
(e) main-thread long tasks while computer players play (the page keeps answering)
(d) random Sweeet! games per second, and Sweets Stack legal placements per second, in CPython and
    in Pyodide under Node
(f) the Hard and Expert bots' time per decision in CPython and in Pyodide under Node
(g) strength: Expert against Hard, and each level against the one below (bench/strength.py);
    a rough look by default (40 games a two-player match: 95% intervals about +-15 points),
    --strength-full for the issue's 400 (hours on this machine); --strength-only issue for the
    matches issue 13 sets a target for (about 1.5 hours at the full count)

  python bench/run.py [--runs 15] [--presses 60] [--seconds 3]
                      [--only boot,warm,offline,bytes,latency,responsive,games,bots,strength]
                      [--strength-games 40 | --strength-full] [--strength-only issue]
                      [--game sweets_stack]
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import io
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
BARE_PAGE = ROOT / "bench" / "bare.html"
STOCK_PYODIDE = ROOT / "node_modules" / "pyodide"  # what bare.html loads, as /stock-pyodide/
PYSCRIPT_PAGE = ROOT / "bench" / "pyscript_min.html"
# bare.html's boot in a worker (the page and its worker's module)
BARE_WORKER = {"/bare_worker.html": ROOT / "bench" / "bare_worker.html",
               "/bare_worker.mjs": ROOT / "bench" / "bare_worker.mjs"}
sys.path[:0] = [str(ROOT), str(ROOT / "bench"), str(ROOT / "tools")]

import bot_times  # noqa: E402
import placements  # noqa: E402
import process_cpu  # noqa: E402  (tools/)
import random_games  # noqa: E402
import strength  # noqa: E402
from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  (tools/ is not a package)

TIMEOUT_MS = 120_000


def wait_until_ready(page: Page) -> None:
    """Waits for the page to set ``window.__readyAt`` (its own time of ready; the wait does not
    change it). The check runs every 100 ms, not at every frame (Playwright's default): polled at
    every frame, a page whose main thread is free (Sweets, its Python in a worker) drew 60 frames a
    second for the check while it booted, work the bare Pyodide page, its main thread held by
    Pyodide, never did (session 27)."""
    page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS, polling=100)


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
# A move's control holds the move's notation; every other control's action is "kind:..." .
# Also kept: click -> the app's handler done (the mutation observer runs right after it), the
# part of the figure that is the app's own work; the rest is the wait for the next frame.
# A press that plays a move or a step of one (MasterSweets builds a move token by token,
# "ui:tok:<token>"); other "ui:"/"handoff:" presses only move between screens.
IS_MOVE_STEP = '(action) => !action.includes(":") || action.startsWith("ui:tok:")'
LATENCY_PROBE = """
() => {
  const isMoveStep = """ + IS_MOVE_STEP + """;
  window.__latencies ??= [];
  window.__handled ??= [];
  window.__drawn ??= [];
  window.__sweetsSpans ??= [];  // the app's own breakdown of each press (sweets/web/spans.py)
  window.__churn ??= [];
  // What the press's patch did to the page, which the load of the machine does not change:
  // elements added and removed (with everything inside them), attributes set.
  const churn = (changes) => {
    let elements = 0, attributes = 0;
    const size = (node) => node.nodeType === 1 ? 1 + node.getElementsByTagName("*").length : 0;
    for (const change of changes) {
      if (change.type === "attributes") attributes++;
      else for (const node of [...change.addedNodes, ...change.removedNodes]) elements += size(node);
    }
    return [elements, attributes];
  };
  if (window.__probing) return;
  window.__probing = true;
  document.addEventListener("click", (event) => {
    const control = event.target.closest?.("[data-action]");
    if (!control || !isMoveStep(control.getAttribute("data-action"))) return;
    const start = performance.now();
    const observer = new MutationObserver((changes) => {
      observer.disconnect();
      window.__handled.push(performance.now() - start);
      requestAnimationFrame(() => {
        window.__latencies.push(performance.now() - start);
        // The frame's style, layout and paint run after its animation-frame callbacks, in the
        // same task: a message posted here is answered once they are done. A press whose work
        // the app left to the frame (a layout it no longer forces) is not cheaper for that.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__drawn.push(performance.now() - start);
          window.__churn.push(churn(changes));  // counted after the timings, so it costs them nothing
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.getElementById("app"), {
      subtree: true, childList: true, attributes: true, characterData: true,
    });
  }, true);
}
"""

# Chooses the control to press next: one of the game's moves when there is one (a flip first in
# Sweeet!, so turns last), else a control that moves the table on (a hand-over screen, the end
# of a pause). Python then clicks it like a person would.
CHOOSE_CONTROL = """
(pick) => {
  const isMoveStep = """ + IS_MOVE_STEP + """;
  const app = document.getElementById("app");
  if (app.dataset.screen === "result") return ["over", null];
  const live = (sel) => [...app.querySelectorAll(sel)]
    .filter((el) => !el.disabled && el.getAttribute("aria-disabled") !== "true");
  const choose = (list) => list[Math.floor(pick * list.length)].getAttribute("data-action");
  const flips = live('[data-action^="flip "]');
  if (flips.length) return ["move", choose(flips)];
  const moves = live("[data-action]").filter((el) => isMoveStep(el.getAttribute("data-action")));
  if (moves.length) return ["move", choose(moves)];
  const onward = live('[data-action="handoff:ready"], [data-action="ui:continue"]');
  if (onward.length) return ["continue", onward[0].getAttribute("data-action")];
  if (app.dataset.opponentTurn) return ["wait", null];  // George's turn comes by itself
  return ["stuck", null];
}
"""

# How long a press holds the control down (mouse button or finger) before it lets go, which is
# when the click comes: a tap on a tablet lasts about a tenth of a second (`--press-ms`; 0:
# Playwright's own click, down and up in one go, which no person makes: the figures before
# 5 December 2026). The app works a press out while it is held (sweets/web/ahead.py).
PRESS_MS = 80
# How long the bench waits after a press's paint before it chooses the next control (`--gap`):
# with 20 ms the next press comes while the last one's pieces still glide (420 ms at normal
# speed), as in a quick run of taps; with 500 the glides are over and the page is still.
GAP_MS = 20

# The table each game's press-to-paint figure is measured on: two people at one tablet.
LATENCY_SETUP = "players=2"
# A game whose modes draw different tables is timed at each (the link's options), all human.
LATENCY_TABLES = {
    "mastersweets": ["players=2", "mode=solo&players=1", "mode=clash&players=3", "mode=workshop&players=3"],
}

# Long tasks (over 50 ms) on the main thread while computers play: a page that keeps answering
# has none, or only short ones.
BUSY_TASK = "() => setTimeout(() => { const end = performance.now() + 120; while (performance.now() < end); })"  # noqa: E501
LONGTASK_PROBE = """
() => {
  window.__longtasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longtasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: false });
}
"""


class _CountingHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site at / and the bare Pyodide page at /bare.html; counts bytes per request."""

    log: list[tuple[str, int]] = []

    def translate_path(self, path: str) -> str:
        if urlsplit(path).path == "/bare.html":
            return str(BARE_PAGE)
        if urlsplit(path).path == "/pyscript_min.html":
            return str(PYSCRIPT_PAGE)
        if urlsplit(path).path in BARE_WORKER:
            return str(BARE_WORKER[urlsplit(path).path])
        if urlsplit(path).path.startswith("/stock-pyodide/"):
            return str(STOCK_PYODIDE / urlsplit(path).path.removeprefix("/stock-pyodide/"))
        return super().translate_path(path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")  # as GitHub Pages does
        super().end_headers()

    # What GitHub Pages sends gzip'd, for a server that does as it does (serve(compress=True)):
    # text, scripts, styles and Pyodide's WebAssembly; the packed zips (.zip.gz) and fonts as they are.
    COMPRESSED = (".html", ".css", ".js", ".mjs", ".json", ".svg", ".wasm", ".webmanifest", ".py", ".toml")
    compress = False
    _gzipped: dict[tuple[str, float], bytes] = {}

    def send_head(self):
        path = self.translate_path(self.path)
        if (not self.compress or "gzip" not in self.headers.get("Accept-Encoding", "")
                or not path.endswith(self.COMPRESSED) or not Path(path).is_file()):
            return super().send_head()
        key = (path, Path(path).stat().st_mtime)
        if key not in self._gzipped:
            self._gzipped[key] = gzip.compress(Path(path).read_bytes(), 6, mtime=0)
        body = self._gzipped[key]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

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
def serve(directory: Path, compress: bool = False) -> Iterator[tuple[str, list[tuple[str, int]]]]:
    """The site at a port of 127.0.0.1; ``compress``: gzip'd as GitHub Pages sends it (the runs
    over a slow line, where a 9.6 MB wasm sent as it is would take twice as long as on Pages)."""
    log: list[tuple[str, int]] = []

    class Handler(_CountingHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(directory), **kwargs)

    Handler.log = log
    Handler.compress = compress
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/", log
    finally:
        httpd.shutdown()
        httpd.server_close()


def launch(playwright, profile: str):
    """Debian's Chromium on the profile folder ``profile``, kept off the network."""
    return playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )


def first_page(context):
    """The tab a persistent context opens with (a new one if it opened none)."""
    return context.pages[0] if context.pages else context.new_page()


@contextmanager
def fresh_browser(playwright) -> Iterator[Browser]:
    """A new Chromium with a new, empty profile: nothing cached, nothing compiled."""
    profile = tempfile.mkdtemp(prefix="sweets-bench-")
    try:
        context = launch(playwright, profile)
        try:
            yield context
        finally:
            context.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


# ----- (a) boot -----


# The page's main-thread tasks come from a Chromium trace, not from the Long Tasks API: Chromium
# reports a long task only when it can pin it on a frame's script, and the bare page's boot (one
# task, a wasm compile's callback and the promise reactions after it, Pyodide's whole start) was
# never reported, though its trace shows it as long as the app's. The mark, set before any of the
# page's scripts, ties the trace's clock to the page's performance.now().
BOOT_TRACE_ORIGIN = 'performance.mark("bench:origin");'
TRACE_CATEGORIES = ["disabled-by-default-devtools.timeline", "blink.user_timing"]


@contextmanager
def main_thread_tasks(context, page: Page) -> Iterator[list[tuple[float, float]]]:
    """Traces the block's page load; afterwards the list holds (start, duration) in milliseconds
    on the page's clock of every task the page's main thread ran over 50 ms."""
    cdp = context.new_cdp_session(page)
    events: list[dict] = []
    finished = threading.Event()
    cdp.on("Tracing.dataCollected", lambda message: events.extend(message["value"]))
    cdp.on("Tracing.tracingComplete", lambda _: finished.set())
    page.add_init_script(BOOT_TRACE_ORIGIN)
    cdp.send("Tracing.start", {"traceConfig": {"includedCategories": TRACE_CATEGORIES},
                               "transferMode": "ReportEvents"})
    tasks: list[tuple[float, float]] = []
    yield tasks
    origin = page.evaluate('performance.getEntriesByName("bench:origin")[0].startTime')
    cdp.send("Tracing.end")
    while not finished.is_set():
        page.wait_for_timeout(20)
    mark = next(e for e in events if e.get("name") == "bench:origin" and e.get("cat") == "blink.user_timing")
    zero = mark["ts"] / 1000 - origin
    tasks.extend((e["ts"] / 1000 - zero, e["dur"] / 1000) for e in events
                 if e.get("name") == "RunTask" and e.get("dur", 0) > 50_000
                 and (e["pid"], e["tid"]) == (mark["pid"], mark["tid"]))


# PyScript's py:ready event comes once Pyodide is up and the package unpacked, just before it
# runs main.py: what follows is PyScript's own Python module, our imports and the menu's paint.
PY_READY_PROBE = """
addEventListener("py:ready", () => { window.__pyReadyAt ??= performance.now(); }, true);
"""

# Pyodide's bootstrap, one synchronous call: static/pyodide_early.mjs marks its start and end.
PYODIDE_BOOTSTRAP = """
(() => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime;
  const start = at("sweets:pyodide-module"), end = at("sweets:pyodide-ready");
  return start === undefined || end === undefined ? null : end - start;
})()
"""


def boot_once(playwright, url: str, app: bool) -> tuple[float, float | None, float, float | None, float]:
    """Milliseconds from navigation to ready, (app only) to PyScript's py:ready, the longest
    main-thread task that started before ready (0 when none was over 50 ms), (app only) the
    length of Pyodide's bootstrap call, and the CPU milliseconds Chromium spent from navigation to
    ready (every process and thread: the app's Python runs in a worker, the bare page's on the
    main thread)."""
    with fresh_browser(playwright) as context:
        page = first_page(context)
        if app:
            page.add_init_script(MENU_PROBE)
            page.add_init_script(PY_READY_PROBE)
        with main_thread_tasks(context, page) as tasks:
            before = process_cpu.cpu_seconds()
            page.goto(url)
            wait_until_ready(page)
            cpu = (process_cpu.cpu_seconds() - before) * 1000
            ready = page.evaluate("window.__readyAt")
            page.wait_for_timeout(100)  # a task running at ready is traced once it ends
        longest = max((duration for start, duration in tasks if start <= ready), default=0.0)
        if not app:
            return ready, None, longest, None, cpu
        py_ready = page.evaluate("window.__pyReadyAt ?? null")
        return ready, py_ready, longest, page.evaluate(PYODIDE_BOOTSTRAP), cpu


def bench_boot(playwright, base: str, runs: int, minimal: bool = True, bare_worker: bool = True) -> None:
    app_times, bare_times, pyscript_times, python_app, worker_times = [], [], [], [], []
    app_tasks, bare_tasks, bootstraps = [], [], []
    app_cpu, bare_cpu, worker_cpu = [], [], []
    for _ in range(runs):  # interleaved, so machine load hits all alike
        ready, _, longest, _, cpu = boot_once(playwright, base + "bare.html", app=False)
        bare_times.append(ready)
        bare_tasks.append(longest)
        bare_cpu.append(cpu)
        if minimal:
            pyscript_times.append(boot_once(playwright, base + "pyscript_min.html", app=False)[0])
        if bare_worker:
            ready, _, _, _, cpu = boot_once(playwright, base + "bare_worker.html", app=False)
            worker_times.append(ready)
            worker_cpu.append(cpu)
        ready, py_ready, longest, bootstrap, cpu = boot_once(playwright, base, app=True)
        app_times.append(ready)
        app_tasks.append(longest)
        app_cpu.append(cpu)
        if bootstrap is not None:
            bootstraps.append(bootstrap)
        if py_ready is not None:
            python_app.append(ready - py_ready)
    app_ms, bare_ms = statistics.median(app_times), statistics.median(bare_times)
    print(f"(a) cold boot, fresh profile, median of {runs}:")
    rows = [("Sweets to menu", app_ms, app_times), ("bare Pyodide 1+1", bare_ms, bare_times)]
    if minimal:
        pyscript_ms = statistics.median(pyscript_times)
        rows.append(("minimal PyScript", pyscript_ms, pyscript_times))
    if bare_worker:
        worker_ms = statistics.median(worker_times)
        rows.append(("bare in a worker", worker_ms, worker_times))
    for label, median, times in rows:
        print(f"    {label:17} {median:7.0f} ms   runs {', '.join(f'{t:.0f}' for t in times)}")
    print(f"    ratio             {app_ms / bare_ms:7.2f}   Sweets / bare Pyodide, medians (target <= 1.05)")
    # The machine's load drifts over a run; the two pages of one round boot a few seconds apart.
    paired = statistics.median(app / bare for app, bare in zip(app_times, bare_times, strict=True))
    print(f"    ratio             {paired:7.2f}   Sweets / bare Pyodide, median of each round's own ratio")
    # CPU until ready is the boot's work, which the load stretches least: it tells where the two
    # boots differ when their wall times are within the noise.
    app_work, bare_work = statistics.median(app_cpu), statistics.median(bare_cpu)
    in_worker = f", bare in a worker {statistics.median(worker_cpu):.0f} ms" if worker_cpu else ""
    print(f"    Chromium's CPU from navigation to ready, medians: Sweets {app_work:.0f} ms,"
          f" bare Pyodide {bare_work:.0f} ms{in_worker}; ratio {app_work / bare_work:.2f}")
    if minimal:
        print(f"    ratio             {pyscript_ms / bare_ms:7.2f}   minimal PyScript page / bare Pyodide")
        print(f"    ratio             {app_ms / pyscript_ms:7.2f}   Sweets / minimal PyScript page")
    if bare_worker:
        print(f"    ratio             {worker_ms / bare_ms:7.2f}   bare Pyodide in a worker / bare Pyodide")
        print(f"    ratio             {app_ms / worker_ms:7.2f}   Sweets / bare Pyodide in a worker")
    if python_app:
        print(
            f"    of which {statistics.median(python_app):.0f} ms (median) come after PyScript's py:ready:"
            " PyScript's own Python module, our imports, the menu's first paint"
        )
    print("    longest main-thread task before ready, median (max):"
          f" Sweets {statistics.median(app_tasks):.0f} ms ({max(app_tasks):.0f}),"
          f" bare Pyodide {statistics.median(bare_tasks):.0f} ms ({max(bare_tasks):.0f})")
    if bootstraps:
        print(f"    of Sweets' longest, Pyodide's bootstrap (one call, its Python package imported from"
              f" source): median {statistics.median(bootstraps):.0f} ms")


# The page before Python (static/first_paint.js): when the menu the build painted is on screen
# (first contentful paint), and how soon a press on a Rules there shows that page.
FIRST_PAINT_PROBE = """
window.__firstPaint = {};
addEventListener("click", () => { window.__firstPaint.pressAt ??= performance.now(); }, true);
new MutationObserver(() => {
  if (document.querySelector("#app main.page.menu")) window.__firstPaint.menuAt ??= performance.now();
  const h1 = document.querySelector("#app h1");
  if (h1?.textContent.startsWith("How to play") && window.__firstPaint.rulesAt === undefined) {
    window.__firstPaint.rulesAt = performance.now();
    window.__firstPaint.pythonUp = document.getElementById("app").hasAttribute("data-screen");
  }
  const up = document.getElementById("app")?.hasAttribute("data-screen");
  if (up) window.__firstPaint.upAt ??= performance.now();
  if (document.querySelector("#app main.page.setup") && window.__firstPaint.setupAt === undefined) {
    window.__firstPaint.setupAt = performance.now();
    window.__firstPaint.setupBeforePython = !up;
  }
}).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
"""


# A connection of 10 Mbit/s with 40 ms of latency (a good mobile one): served from 127.0.0.1 the
# downloads take no time, and the page's main thread is then busy with Pyodide's bootstrap (one
# task of seconds) right after the menu is painted, so a press waits for Python anyway; on a real
# connection the first visit's 4.4 MB take seconds, during which the menu painted before Python
# answers.
THROTTLED = {"offline": False, "latency": 40, "downloadThroughput": 10e6 / 8, "uploadThroughput": 5e6 / 8}


def bench_first_paint(playwright, base: str, runs: int) -> None:
    _first_paint(playwright, base, runs, None)
    with serve(SITE, compress=True) as (compressed, _):  # the line's bytes as GitHub Pages sends them
        _first_paint(playwright, compressed, runs, THROTTLED)


def _first_paint(playwright, base: str, runs: int, network: dict | None) -> None:
    """(a) the page before Python: navigation to the menu painted, a press on a Rules of that
    menu (made the moment it is painted) to its rules page, then Back and New game to the game's
    setup, against Python being up."""
    painted, rules_after_press, rules_at, menu_at, before_python = [], [], [], [], 0
    setup_after_press, setup_at, setup_before_python = [], [], 0
    for _ in range(runs):
        with fresh_browser(playwright) as context:
            page = first_page(context)
            page.add_init_script(FIRST_PAINT_PROBE)
            if network is not None:
                page.context.new_cdp_session(page).send("Network.emulateNetworkConditions", network)
            page.goto(base)
            page.wait_for_selector("#app main.page.menu", timeout=TIMEOUT_MS)
            page.locator('#app [data-action="rules:sweeet"]').click()
            page.wait_for_function("window.__firstPaint.rulesAt !== undefined", timeout=TIMEOUT_MS)
            page.locator('#app [data-action="nav:back"]').first.click()
            new_game_at = page.evaluate("performance.now()")
            page.locator('#app [data-action="menu:new:sweeet"]').click()
            page.wait_for_function("window.__firstPaint.setupAt !== undefined", timeout=TIMEOUT_MS)
            page.wait_for_function("window.__firstPaint.upAt !== undefined", timeout=TIMEOUT_MS)
            probe = page.evaluate("window.__firstPaint")
            fcp = page.evaluate('performance.getEntriesByName("first-contentful-paint")[0]?.startTime')
        # The menu is painted at the first paint after it is in the page (the loading screen alone
        # was the first paint before issue 34).
        painted.append(max(fcp, probe["menuAt"]))
        rules_after_press.append(probe["rulesAt"] - probe["pressAt"])
        rules_at.append(probe["rulesAt"])
        menu_at.append(probe["upAt"])
        before_python += not probe["pythonUp"]
        setup_after_press.append(probe["setupAt"] - new_game_at)
        setup_at.append(probe["setupAt"])
        setup_before_python += probe["setupBeforePython"]
    where = "127.0.0.1" if network is None else "a 10 Mbit/s connection (40 ms), gzip'd as GitHub Pages sends"
    print(f"(a) the page before Python, median of {runs} fresh profiles, served over {where}:")
    print(f"    menu painted (in the page, at or after first paint) {statistics.median(painted):6.0f} ms"
          " after navigation"
          f"   (target <= 1500)")
    print(f"    a Rules pressed then: its page shown {statistics.median(rules_after_press):6.0f} ms after"
          " the press,"
          f" {statistics.median(rules_at):.0f} ms after navigation; before Python was up in {before_python}"
          f" of {runs}; Python up (data-screen) at {statistics.median(menu_at):.0f} ms")
    shown = statistics.median(setup_after_press)
    print(f"    then Back and a New game: its setup shown {shown:6.0f} ms after the press (from just before"
          " Playwright's click),"
          f" {statistics.median(setup_at):.0f} ms after navigation;"
          f" before Python was up in {setup_before_python} of {runs}")


def offline_boot_once(playwright, page_name: str, app: bool, worker: bool) -> float:
    """Milliseconds to ready for a boot with the server gone. Before it, online: the app's first
    visit if ``worker`` (its service worker installs and then controls ``page_name`` too, even the
    app's own page), two visits of ``page_name`` and 3 s of idling; then a new browser process on
    the same profile."""
    profile = tempfile.mkdtemp(prefix="sweets-bench-offline-")
    try:
        with serve(SITE) as (base, _):
            url = base + page_name
            context = launch(playwright, profile)
            page = first_page(context)
            if worker:
                page.goto(base)
                page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
            page.goto(url)
            for reload in (False, True):
                if reload:
                    page.reload()
                page.wait_for_function(
                    "document.querySelector('#app[data-screen]') || document.body.dataset.result",
                    timeout=TIMEOUT_MS)
            page.wait_for_timeout(3000)
            context.close()
        context = launch(playwright, profile)  # the server is gone now
        try:
            page = first_page(context)
            if app:
                page.add_init_script(MENU_PROBE)
            page.goto(url)
            wait_until_ready(page)
            return page.evaluate("window.__readyAt")
        finally:
            context.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def bench_offline_boot(playwright, runs: int) -> None:
    # The bare page boots twice: its Pyodide from the same service worker cache the app uses
    # (like for like), and from the HTTP cache, where Chromium always kept compiled wasm, which it
    # did only in some runs for a service worker's cache (seen in its traces); the HTTP cache,
    # though, is no offline store: GitHub Pages lets its copies go stale after 10 minutes.
    series = {"Sweets to menu": ("", True, True), "bare, worker cache": ("bare.html", False, True),
              "bare, HTTP cache": ("bare.html", False, False)}
    times: dict[str, list[float]] = {label: [] for label in series}
    for _ in range(runs):
        for label, (page_name, app, worker) in series.items():
            times[label].append(offline_boot_once(playwright, page_name, app, worker))
    medians = {label: statistics.median(values) for label, values in times.items()}
    print(f"(a2) boot with the server stopped, after visits online, new browser process, median of {runs}:")
    for label, values in times.items():
        print(f"    {label:19} {medians[label]:7.0f} ms   runs {', '.join(f'{t:.0f}' for t in values)}")
    app_ms = medians["Sweets to menu"]
    print(f"    ratio             {app_ms / medians['bare, worker cache']:7.2f}   Sweets / bare Pyodide,"
          " both from the service worker's cache")
    print(f"    ratio             {app_ms / medians['bare, HTTP cache']:7.2f}   Sweets / bare Pyodide"
          " from the HTTP cache")


def bench_warm_boot(playwright, base: str, runs: int) -> None:
    """Boots on a profile that has visited before, each in a new browser process: the app from its
    service worker's cache (the worker answers cache-first), the bare page from the HTTP cache
    (it has no worker). One profile per page, prepared by two visits and 3 s of idling."""
    profiles = {"Sweets to menu": (tempfile.mkdtemp(prefix="sweets-warm-"), base, True),
                "bare Pyodide 1+1": (tempfile.mkdtemp(prefix="sweets-warm-"), base + "bare.html", False)}
    try:
        for profile, url, app in profiles.values():
            context = launch(playwright, profile)
            page = first_page(context)
            for _ in range(2):
                page.goto(url)
                page.wait_for_function(
                    "document.querySelector('#app[data-screen]') || document.body.dataset.result",
                    timeout=TIMEOUT_MS)
                if app:
                    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
            page.wait_for_timeout(3000)
            context.close()
        times: dict[str, list[float]] = {label: [] for label in profiles}
        cpu: dict[str, list[float]] = {label: [] for label in profiles}
        longest: dict[str, list[float]] = {label: [] for label in profiles}
        for _ in range(runs):
            for label, (profile, url, app) in profiles.items():
                context = launch(playwright, profile)
                try:
                    page = first_page(context)
                    # The page's main-thread CPU time until ready: what a busy machine (this one is
                    # shared) stretches least, so it tells where the boots differ in work.
                    cdp = context.new_cdp_session(page)
                    cdp.send("Performance.enable", {"timeDomain": "threadTicks"})
                    if app:
                        page.add_init_script(MENU_PROBE)
                    with main_thread_tasks(context, page) as tasks:
                        page.goto(url)
                        wait_until_ready(page)
                        ready = page.evaluate("window.__readyAt")
                        reported = cdp.send("Performance.getMetrics")["metrics"]
                        metrics = {m["name"]: m["value"] for m in reported}
                        page.wait_for_timeout(100)  # a task running at ready is traced once it ends
                    times[label].append(ready)
                    cpu[label].append(metrics.get("TaskDuration", 0.0) * 1000)
                    longest[label].append(max((d for start, d in tasks if start <= ready), default=0.0))
                finally:
                    context.close()
    finally:
        for profile, _, _ in profiles.values():
            shutil.rmtree(profile, ignore_errors=True)
    medians = {label: statistics.median(values) for label, values in times.items()}
    print(f"(a3) warm boot, a profile that visited before, new browser process each time, median of {runs}:")
    for label, values in times.items():
        print(f"    {label:17} {medians[label]:7.0f} ms   runs {', '.join(f'{t:.0f}' for t in values)}")
    print(f"    ratio             {medians['Sweets to menu'] / medians['bare Pyodide 1+1']:7.2f}"
          "   Sweets (service worker) / bare Pyodide (HTTP cache), medians (target <= 1.05)")
    work = {label: statistics.median(values) for label, values in cpu.items()}
    app_work, bare_work = work["Sweets to menu"], work["bare Pyodide 1+1"]
    print(f"    main-thread CPU until ready, medians: Sweets {app_work:.0f} ms, bare Pyodide"
          f" {bare_work:.0f} ms, ratio {app_work / bare_work:.2f}")
    app_tasks, bare_tasks = longest["Sweets to menu"], longest["bare Pyodide 1+1"]
    print("    longest main-thread task before ready, median (max):"
          f" Sweets {statistics.median(app_tasks):.0f} ms ({max(app_tasks):.0f}),"
          f" bare Pyodide {statistics.median(bare_tasks):.0f} ms ({max(bare_tasks):.0f})")


# ----- (b) bytes -----


def _body(path: str) -> bytes:
    """The file the server sent for ``path`` (see _CountingHandler.translate_path)."""
    if path == "/bare.html":
        return BARE_PAGE.read_bytes()
    if path.startswith("/stock-pyodide/"):
        return (STOCK_PYODIDE / path.removeprefix("/stock-pyodide/")).read_bytes()
    file = SITE / path.lstrip("/")
    return (file / "index.html" if path.endswith("/") else file).read_bytes()


def _sizes(entries: list[tuple[str, int]]) -> tuple[int, int, int]:
    raw = sum(size for _, size in entries)
    compressed = sum(len(gzip.compress(_body(path), 6)) for path, size in entries if size)
    return len(entries), raw, compressed


def _first_visit(playwright, url: str, log: list[tuple[str, int]]) -> list[tuple[str, int]]:
    with fresh_browser(playwright) as context:
        page = first_page(context)
        page.add_init_script(MENU_PROBE)
        log.clear()
        page.goto(url)
        wait_until_ready(page)
        return list(log)


def bench_bytes(playwright, base: str, log: list[tuple[str, int]]) -> None:
    bare = _first_visit(playwright, base + "bare.html", log)
    with fresh_browser(playwright) as context:
        page = first_page(context)
        page.add_init_script(MENU_PROBE)
        log.clear()
        page.goto(base)
        wait_until_ready(page)
        # What the page asked for before the menu showed (its resource timing), and the page
        # itself: the server's log alone would also count what started in the moment it took
        # to notice the menu (the games' zip is asked for right after it).
        before_menu = set(page.evaluate(
            """() => performance.getEntriesByType("resource")
                 .filter((entry) => entry.startTime <= window.__readyAt)
                 .map((entry) => new URL(entry.name).pathname)"""))
        page.evaluate(
            """async () => {
                 await navigator.serviceWorker.ready;
                 while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 50));
               }"""
        )
        entries = list(log)
        boot = [entry for entry in entries if entry[0] in before_menu or entry[0] == "/"]
        worker = [entry for entry in entries if entry not in boot]
    print("(b) first visit (bytes on the wire; gzip = each body at level 6, as GitHub Pages would send it):")
    for label, entries in (
        ("page, until the menu", boot),
        ("after: games, worker cache", worker),
        ("total", boot + worker),
        ("bare Pyodide, until 1+1", bare),
    ):
        count, raw, compressed = _sizes(entries)
        target = "   (target <= 4.50 MB gzip)" if entries is boot else ""
        print(f"    {label:26} {count:3} responses {raw / 1e6:6.2f} MB raw"
              f" {compressed / 1e6:6.2f} MB gzip{target}")
    # Every file of the visit until the menu, largest (gzip) first: what the figure is made of.
    print("    until the menu, each file (gzip):")
    sized = sorted(((len(gzip.compress(_body(path), 6)) if size else 0, path) for path, size in boot),
                   reverse=True)
    for compressed, path in sized:
        print(f"      {compressed / 1e6:6.3f} MB  {path}")
    bare_gzip = _sizes(bare)[2]
    for game_id, setup in TABLE_SETUPS:
        paths, served = _first_visit_to_table(playwright, base, game_id, setup, log)
        count, raw, compressed = _sizes([(path, len(_body(path))) for path in paths])
        _, served_raw, served_gzip = _sizes(served)
        print(f"    to {game_id}'s table {count:3} files {raw / 1e6:6.2f} MB raw"
              f" {compressed / 1e6:6.3f} MB gzip"
              f"   (target <= 4.50; bare Pyodide {bare_gzip / 1e6:.2f});"
              f" the server sent {served_gzip / 1e6:.2f} MB gzip by then (the service worker's too)")
        games = sorted(path for path in paths if ".zip" in path and "/sweets-" in path)
        print(f"    {'':26} games' zips fetched: {', '.join(games) or 'none'}")
        early, _ = _first_visit_to_table(playwright, base, game_id, setup, log, before_python=True)
        count, raw, compressed = _sizes([(path, len(_body(path))) for path in early])
        extra = sorted(set(early) - set(paths))
        print(f"    {'':26} the game chosen and started before Python is up: {count:3} files"
              f" {compressed / 1e6:6.3f} MB gzip (target <= 4.50); besides: {', '.join(extra) or 'none'}")
        if game_id == TABLE_SETUPS[0][0]:  # what one such figure is made of, largest (gzip) first
            for size, path in sorted(((len(gzip.compress(_body(path), 6)), path) for path in paths),
                                     reverse=True):
                print(f"      {size / 1e6:6.3f} MB  {path}")


# A first visit playing at once: the menu, the game chosen, its setup as it comes, "Start".
TABLE_SETUPS = [("sweet_holic", ""), ("sweeet", ""), ("sweets_stack", ""), ("mastersweets", "")]
TABLE_PROBE = """
(() => {
  const observer = new MutationObserver(() => {
    const screen = document.getElementById("app")?.dataset.screen;
    if (screen === "game" || screen === "handoff") {
      window.__tableAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, {subtree: true, childList: true, attributes: true,
                              attributeFilter: ["data-screen"]});
})();
"""


def _first_visit_to_table(playwright, base: str, game_id: str, setup: str, log: list[tuple[str, int]],
                          before_python: bool = False) -> tuple[list[str], list[tuple[str, int]]]:
    """The site's files a first visit asked for until ``game_id``'s table showed (chosen on the
    menu, started as its setup comes; ``before_python``: chosen on the menu painted before Python
    and started on the setup shown before it, static/first_setup.mjs), the page's and its
    workers', and everything the server sent by then."""
    with fresh_browser(playwright) as context:
        page = first_page(context)
        page.add_init_script(MENU_PROBE)
        page.add_init_script(TABLE_PROBE)
        log.clear()
        page.goto(base)
        if before_python:
            page.locator(f'#app [data-action="menu:new:{game_id}"]').click()
            page.wait_for_selector("#app main.page.setup", timeout=TIMEOUT_MS)
            if page.get_attribute("#app", "data-screen") is not None:
                print(f"    (Python was up before {game_id}'s setup showed: this figure is the other's)")
        else:
            wait_until_ready(page)
            page.locator(f'#app [data-action="menu:new:{game_id}"]').click()
            page.wait_for_selector('#app[data-screen="setup"]', state="attached", timeout=TIMEOUT_MS)
        page.locator('#app [data-action="setup:start"]').click()
        page.wait_for_function("window.__tableAt !== undefined", timeout=TIMEOUT_MS)
        served = list(log)
        # The page's files and its workers' (Python's: Pyodide, the libraries, the games), each
        # asked for before the table showed, on the same clock (each context has its own origin).
        table_at = page.evaluate("performance.timeOrigin + window.__tableAt")
        paths: list[str] = []
        for context_of in [page, *page.workers]:
            paths += context_of.evaluate(
                """(at) => performance.getEntriesByType("resource")
                     .filter((entry) => performance.timeOrigin + entry.startTime <= at)
                     .map((entry) => new URL(entry.name).pathname)""", table_at)
    return ["/", *sorted({path for path in paths if path != "/"})], served


# ----- (c) latency -----


def _start_game(page: Page, base: str, game_id: str, setup: str, seed: int) -> None:
    page.goto(f"{base}#new={game_id}&{setup}&seed={seed}")
    page.wait_for_selector("#app[data-screen]", state="attached", timeout=TIMEOUT_MS)
    page.wait_for_function("!['menu', 'setup'].includes(document.getElementById('app').dataset.screen)")


def bench_latency(playwright, base: str, presses: int, game_id: str, setup: str = LATENCY_SETUP,
                  visit: str = "later") -> None:
    """``visit``: "first" (a fresh profile: the press's answer comes as a message) or "later" (the
    service worker answers the page, which is then isolated: it waits for the answer in shared
    memory, sweets/web/to_page.py)."""
    pick = random.Random(1)
    with fresh_browser(playwright) as context:
        page = first_page(context)
        seed = 1
        if visit == "later":
            _start_game(page, base, game_id, setup, seed)
            page.evaluate("navigator.serviceWorker.ready")
            page.goto("about:blank")
        _start_game(page, base, game_id, setup, seed)
        isolated = page.evaluate("crossOriginIsolated")
        page.evaluate(LATENCY_PROBE)
        stuck = 0
        while page.evaluate("window.__latencies.length") < presses:
            before = page.evaluate("window.__latencies.length")
            what, action = page.evaluate(CHOOSE_CONTROL, pick.random())
            painted = page.evaluate("document.getElementById('app').dataset.paint")
            if action is not None:
                page.locator(f'#app [data-action="{action}"]').first.click(delay=PRESS_MS)
            if what == "move":
                page.wait_for_function(f"window.__latencies.length > {before}", timeout=10_000)
            elif what == "continue":
                # Its screen is painted before the next choice: a slow one (a Workshop turn's
                # hand-off lists a thousand moves) would otherwise be chosen and pressed again,
                # and that press would wait for a control that went with the first.
                changed = f"document.getElementById('app').dataset.paint !== {json.dumps(painted)}"
                page.wait_for_function(changed, timeout=10_000)
            elif what in ("over", "stuck"):
                stuck += what == "stuck"
                if stuck > 3:
                    raise RuntimeError(f"the {game_id} table offers nothing to press")
                seed += 1
                _start_game(page, base, game_id, setup, seed)
                page.evaluate(LATENCY_PROBE)
            page.wait_for_timeout(GAP_MS)
        page.wait_for_timeout(100)  # the last press's frame is drawn
        latencies = page.evaluate("window.__latencies")
        handled = page.evaluate("window.__handled")
        drawn = page.evaluate("window.__drawn")
        parts = [json.loads(text) for text in page.evaluate("window.__sweetsSpans")]
        page_churn = page.evaluate("window.__churn")
    print(f"(c) press-to-paint, {game_id} moves and move steps ({len(latencies)} presses held {PRESS_MS} ms,"
          f" each chosen {GAP_MS} ms after the last paint, {setup}, all human; {visit} visit,"
          f" {'isolated' if isolated else 'not isolated'}):")
    print(
        f"    p50 {percentile(latencies, 0.5):6.1f} ms   p95 {percentile(latencies, 0.95):6.1f} ms"
        f"   max {max(latencies):6.1f} ms   (target p95 <= 16 ms)"
    )
    print(f"    of which the app's handler (click to DOM changed): p50 {percentile(handled, 0.5):5.1f} ms"
          f"   p95 {percentile(handled, 0.95):5.1f} ms   max {max(handled):5.1f} ms")
    print(f"    to that frame drawn (its style, layout and paint done): p50 {percentile(drawn, 0.5):5.1f} ms"
          f"   p95 {percentile(drawn, 0.95):5.1f} ms   max {max(drawn):5.1f} ms")
    if page_churn:
        elements = [count for count, _ in page_churn]
        attributes = [count for _, count in page_churn]
        print(f"    what a press changed on the page (the same on a busy machine): elements added or removed"
              f" p50 {percentile(elements, 0.5):.0f}   p95 {percentile(elements, 0.95):.0f}; attributes set"
              f" p50 {percentile(attributes, 0.5):.0f}   p95 {percentile(attributes, 0.95):.0f}")
    steps = [part for part in parts if ":" not in part["action"] or part["action"].startswith("ui:tok:")]
    if not steps:
        return  # a site from before sweets/web/spans.py
    if any("ahead" in part for part in steps):
        print(f"    answered from a press worked out ahead (sweets/web/ahead.py): "
              f"{sum(part.get('ahead', 0) > 0 for part in steps)} of {len(steps)}; painted at the click from"
              f" the paint given to the page: {sum(part.get('shown', 0) > 0 for part in steps)}")
    for part in steps:  # the wait's remainder: the answer's JSON, its copy to shared memory, its read
        if "reach" in part:
            part["rest"] = max(0.0, part.get("wait", 0.0) - part["reach"] - part.get("python", 0.0)
                               - part.get("markup", 0.0))
    names = ["wait", "reach", "python", "press", "save", "markup", "gc", "rest", "page", "flip1", "parse",
             "patch", "flip2", "focus"]
    print("    the handler's Python, per part (p50/p95 ms): " + "   ".join(
        f"{name} {percentile([p.get(name, 0.0) for p in steps], 0.5):.1f}/"
        f"{percentile([p.get(name, 0.0) for p in steps], 0.95):.1f}" for name in names)
        + "   (wait: the page's for the answer from the worker, isolated pages only; reach: the press's way"
        " to Python, in the wait; press: the session's, save included; markup: the screen's HTML, in the"
        " wait; gc: Python's cycle collector, in press and markup; rest: the wait's remainder, the"
        " answer's way back)")


# A page whose button changes one text node: the same probe on a press that costs nothing, i.e.
# how long the wait for the next frame alone makes press-to-paint on this machine. Twice: on a
# still page, and with each press also starting a glide of a drawing's piece (420 ms, the tables'
# pace at normal speed, on an SVG group as the tables' pieces are), so that the next press comes
# while one runs, as the bench's presses do on the tables: frames are then drawn at the display's
# pace, and a press waits for the next one however little it does.
FLOOR_PAGE = ('<button data-action="x">x</button><div id="app"><span>0</span>'
              '<svg width="200" height="60"><g><rect width="30" height="30"></rect>'
              '<text y="50">a piece</text></g></svg></div>')


def bench_latency_floor(playwright, presses: int) -> None:
    for glide, label in ((False, "on a still page"), (True, "while a piece glides")):
        with fresh_browser(playwright) as context:
            page = first_page(context)
            page.set_content(FLOOR_PAGE)
            page.evaluate(LATENCY_PROBE)
            page.evaluate("""(glide) => document.querySelector("button").addEventListener("click", () => {
                document.querySelector("#app span").textContent = String(Math.random());
                if (glide) document.querySelector("#app g").animate(
                    [{transform: "translate(50px, 0)"}, {transform: "none"}], {duration: 420});
            })""", glide)
            for _ in range(presses):
                page.click("button", delay=PRESS_MS)
                page.wait_for_timeout(20)
            page.wait_for_timeout(100)
            latencies = page.evaluate("window.__latencies")
            drawn = page.evaluate("window.__drawn")
        print(f"(c) press-to-paint of a press that does nothing but change one text, {label}"
              f" ({len(latencies)} presses held {PRESS_MS} ms): p50 {percentile(latencies, 0.5):5.1f} ms"
              f"   p95 {percentile(latencies, 0.95):5.1f} ms:"
              " the floor the figures below stand on (the wait for the next frame);"
              f" drawn p50 {percentile(drawn, 0.5):5.1f} ms   p95 {percentile(drawn, 0.95):5.1f} ms")


# (game, players, level) of the responsive figure: Hard Sweet Holic computers at full speed, and
# every game's thinking level, whose search must leave the page free between its slices.
RESPONSIVE_TABLES = [("sweet_holic", 4, "hard"), ("sweeet", 2, "expert"), ("sweet_holic", 2, "expert"),
                     ("sweets_stack", 2, "expert"), ("sweets_stack", 4, "expert"),
                     ("mastersweets", 4, "expert")]


def bench_responsive(playwright, base: str, seconds: float, game_id: str = "sweet_holic", players: int = 4,
                     level: str = "hard") -> None:
    """Main-thread long tasks while computers of one level play a game at full speed."""
    bots = ",".join(str(seat) for seat in range(players))
    with fresh_browser(playwright) as context:
        page = first_page(context)
        page.goto(f"{base}#new={game_id}&players={players}&bots={bots}&level={level}&speed=fast&seed=3")
        page.wait_for_selector('#app[data-screen="game"]', state="attached", timeout=TIMEOUT_MS)
        page.evaluate(LONGTASK_PROBE)
        ply0 = int(page.evaluate("document.getElementById('app').dataset.ply"))
        for _ in range(int(seconds * 4)):
            page.wait_for_timeout(250)
            onward = page.locator('#app [data-action="ui:continue"]')
            if onward.count():  # a round's scoring waits for a person
                onward.first.click()
        plies = int(page.evaluate("document.getElementById('app').dataset.ply || 0")) - ply0
        tasks = page.evaluate("window.__longtasks")
        # The probe must be able to see a long task at all, or "none" would mean nothing.
        page.evaluate(BUSY_TASK)
        page.wait_for_timeout(300)
        if len(page.evaluate("window.__longtasks")) <= len(tasks):
            raise RuntimeError("the long-task probe saw nothing of a 120 ms busy loop")
    worst = f"{max(tasks):.0f} ms" if tasks else "none"
    print(f"(e) page while {players} {level.capitalize()} {game_id} computers play at full speed "
          f"for {seconds:.0f} s ({plies} moves): {len(tasks)} main-thread tasks over 50 ms, longest {worst}")


# ----- (d) games per second -----


def bench_games(seconds: float) -> None:
    for game_id, name in (("sweeet", "Sweeet!"), ("mastersweets", "MasterSweets core")):
        cpython = random_games.games_per_second(game_id, 3, seconds)
        pyodide = in_pyodide(f"random_games.games_per_second('{game_id}', 3, {seconds})")
        cpython_rate, pyodide_rate = cpython["games_per_second"], pyodide["games_per_second"]
        print(
            f"(d) random {name} games per second (3 players, uniform random legal actions, "
            f"~{cpython['plies_per_game']:.0f} actions a game):"
        )
        print(f"    CPython {sys.version.split()[0]:8} {cpython_rate:7.1f} games/s")
        print(f"    Pyodide (Node)   {pyodide_rate:7.1f} games/s  "
              f"({pyodide_rate / cpython_rate:.2f}x CPython)")
    cpython = placements.per_second(seconds)
    pyodide = in_pyodide(f"__import__('placements').per_second({seconds})")
    print(f"    Sweets Stack legal placements (every reachable drop, every paid turn and card change; "
          f"{cpython['positions']} positions of random 3-player games):")
    for name, figures in (("CPython", cpython), ("Pyodide (Node)", pyodide)):
        print(f"    {name:16} {figures['placements_per_second']:8} placements/s "
              f"({figures['searches_per_second']:.0f} placement searches/s)")


def in_pyodide(expression: str) -> dict:
    """Evaluates ``expression`` (JSON-able result) in Pyodide under Node, bench/ on the path."""
    node = subprocess.run(
        ["node", str(ROOT / "bench" / "in_pyodide.mjs"), str(ROOT), expression],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(node.stdout.strip().splitlines()[-1])


def bench_bots() -> None:
    cpython, pyodide = bot_times.mastersweets_hard_times(), in_pyodide("bot_times.mastersweets_hard_times()")
    print("(f) MasterSweets' Hard bot, whole games of each mode (same positions in both interpreters):")
    for key in cpython:
        c, p = cpython[key], pyodide[key]
        print(f"    {key:22} {c['decisions']:4} decisions   CPython max {c['max_ms']:6.1f} ms   "
              f"Pyodide median {p['median_ms']:5.1f} ms max {p['max_ms']:6.1f} ms   (target max <= 1000 ms)")
    for level in ("hard", "expert"):
        cpython = getattr(bot_times, f"{level}_move_times")()
        pyodide = in_pyodide(f"bot_times.{level}_move_times()")
        print(f"(f) the {level.title()} bots' decisions, whole games, same positions in both interpreters:")
        for key in cpython:
            c, p = cpython[key], pyodide[key]
            print(f"    {key:14} {c['decisions']:4} decisions   CPython median {c['median_ms']:5.1f} ms "
                  f"max {c['max_ms']:6.1f} ms   Pyodide median {p['median_ms']:5.1f} ms "
                  f"max {p['max_ms']:6.1f} ms   (target max <= 1000 ms in Pyodide)")
            if level == "expert":
                print(f"    {'':14} longest slice (playout or set-up): CPython {c['max_playout_ms']:.1f} ms, "
                      f"Pyodide {p['max_playout_ms']:.1f} ms   (target < 50 ms)")
    cpython = bot_times.mastersweets_expert_times()
    pyodide = in_pyodide("bot_times.mastersweets_expert_times()")
    print("(f) MasterSweets' Expert, whole games of each mode, every seat Expert:")
    for key in cpython:
        c, p = cpython[key], pyodide[key]
        print(f"    {key:22} {c['decisions']:4} decisions   CPython median {c['median_ms']:5.1f} ms "
              f"max {c['max_ms']:6.1f} ms   Pyodide median {p['median_ms']:5.1f} ms "
              f"max {p['max_ms']:6.1f} ms   (target max <= 1000 ms in Pyodide)")
        print(f"    {'':22} longest slice (playout or set-up): CPython {c['max_playout_ms']:.1f} ms, "
              f"Pyodide {p['max_playout_ms']:.1f} ms   (target < 50 ms)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Sweets benchmarks")
    # Single boots here vary by 10-20 % (shared 2-core machine); with 15 runs the medians' ratio
    # mostly moves by a few hundredths from one bench run to the next.
    parser.add_argument("--runs", type=int, default=15, help="fresh-profile boots of each page (median)")
    parser.add_argument("--no-minimal", action="store_true",
                        help="(a) without the minimal PyScript page (a third less time)")
    parser.add_argument("--no-bare-worker", action="store_true",
                        help="(a) without bare Pyodide in a worker (a quarter less time)")
    parser.add_argument("--offline-runs", type=int, default=3, help="boots with the server stopped")
    parser.add_argument("--presses", type=int, default=60, help="flips timed for press-to-paint")
    parser.add_argument("--game", default=None, help="press-to-paint of this catalogue game only")
    parser.add_argument("--press-ms", type=int, default=PRESS_MS,
                        help="press-to-paint: how long each press holds the control down (ms)")
    parser.add_argument("--gap", type=int, default=GAP_MS,
                        help="press-to-paint: how long after a paint the next press is chosen (ms)")
    parser.add_argument("--visit", default="later",
                        help="press-to-paint on a first visit, a later one, or both: first,later")
    parser.add_argument("--seconds", type=float, default=3.0, help="time spent on each games/s figure")
    parser.add_argument("--strength-games", type=int, default=40,
                        help="games of each two-player Expert-Hard match (others: a share of it)")
    parser.add_argument("--strength-full", action="store_true",
                        help=f"the issue's count: {strength.FULL} games a two-player match")
    parser.add_argument("--strength-only", default="",
                        help="(g) these matches only (as bench/strength.py's --only; 'issue' for issue 13's)")
    parser.add_argument("--only", default="boot,warm,offline,bytes,latency,responsive,games,bots,strength",
                        help="comma-separated subset")
    parser.add_argument("--site", type=Path, default=SITE, help="the built site to measure (default: _site)")
    parser.add_argument("--python", choices=("worker", "page"), default="worker",
                        help="where the app's Python runs: its worker, or the page's thread (?python=page)")
    args = parser.parse_args(argv)
    wanted = set(args.only.split(","))
    globals()["SITE"] = args.site.resolve()  # read by _body and serve
    globals()["PRESS_MS"] = args.press_ms  # read by bench_latency
    globals()["GAP_MS"] = args.gap
    if not (globals()["SITE"] / "sw.js").is_file():
        print("no _site/: run `nox -s build` first (nox -s bench does)", file=sys.stderr)
        return 1
    with serve(SITE) as (base, log), sync_playwright() as playwright:
        print(f"Sweets benchmarks: {SITE} served at {base}")
        app = base + ("?python=page" if args.python == "page" else "")  # the app's own page
        if "boot" in wanted:
            bench_boot(playwright, base, args.runs, minimal=not args.no_minimal,
                       bare_worker=not args.no_bare_worker)
            bench_first_paint(playwright, base, max(3, args.runs // 3))
        if "warm" in wanted:
            bench_warm_boot(playwright, base, args.runs)
        if "bytes" in wanted:
            bench_bytes(playwright, base, log)
        if "latency" in wanted:
            from sweets import catalogue

            bench_latency_floor(playwright, args.presses)
            for game_id in [args.game] if args.game else catalogue.ids():
                for setup in LATENCY_TABLES.get(game_id, [LATENCY_SETUP]):
                    for visit in args.visit.split(","):
                        bench_latency(playwright, app, args.presses, game_id, setup, visit)
        if "responsive" in wanted:
            for game_id, players, level in RESPONSIVE_TABLES:
                bench_responsive(playwright, app, 8.0 if level == "hard" else 20.0, game_id, players, level)
    if "offline" in wanted:
        with sync_playwright() as playwright:
            bench_offline_boot(playwright, args.offline_runs)
    if "games" in wanted:
        bench_games(args.seconds)
    if "bots" in wanted:
        bench_bots()
    if "strength" in wanted:
        print("(g)", end=" ")
        games = strength.FULL if args.strength_full else args.strength_games
        strength.run(strength.selection(args.strength_only), games, jobs=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
