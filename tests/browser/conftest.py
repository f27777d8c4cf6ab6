"""Browser tests: Playwright drives Debian's Chromium against the built site in _site/.

What every browser test gets from here:
- the built site (`nox -s browser` builds it first; if _site/ is missing it is built here),
  served from a background thread on 127.0.0.1 under a sub-path, as GitHub Pages would
  (`site_url`, e.g. http://127.0.0.1:PORT/sweets/);
- Chromium launched with flags that keep it off the network (`browser_type_launch_args`);
- in every context made through pytest-playwright (`page`, `context`, `new_context`), a guard
  that aborts and records each request to another host than 127.0.0.1, and records console
  errors and uncaught page errors; the test fails at teardown if any were seen
  (`browser_guard.allow_console(pattern)` tolerates expected messages);
- `open_app(page, fragment="")`: navigate and wait until Python has made the app interactive;
- `follow_link(page, fragment)`: in an app already open, start the game of a ``new=`` link without
  a reload (one boot for several tables);
- `booted(viewport=..., **context_options)`: a page whose app was booted once for this worker
  (per set of context options), handed over reset as a fresh profile would have it: storage
  empty, the menu on show, the motion and keyboard marks gone (`reset_app`); `go(page, fragment)`
  opens a link in it without a reload. A test that checks a boot, an offline start, two tabs or
  the first paint keeps a context of its own (`page`, `new_context`);
- at the session's end, how many times a page loaded the app (``boots``) by test file: each boot
  costs about 10 s of CPU here (`bench/boot_cpu.py`);
- tests marked ``@pytest.mark.shots`` (pictures for a person to look at, checking nothing that
  another test does not) run only when ``SHOTS`` or ``SWEETS_SHOTS`` names a folder (`nox -s shots`),
  not in CI; so do the pictures at three sizes other tests take (`shoot_at_sizes`).
"""

from __future__ import annotations

import contextlib
import fcntl
import functools
import gzip
import http.server
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from collections import Counter
from collections.abc import Callable, Generator, Iterator, Mapping
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Request, Route
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  (tools/ is not a package)
from process_cpu import cpu_seconds  # noqa: E402

SITE = ROOT / "_site"
SUB_PATH = "/sweets/"
# Python's first boot in a fresh profile takes 2-3 s here; leave room for a loaded CI machine.
# A machine shared by many (a load of 30 on two cores makes a boot take a minute) may give more:
# SWEETS_BOOT_TIMEOUT_MS.
BOOT_TIMEOUT_MS = int(os.environ.get("SWEETS_BOOT_TIMEOUT_MS") or 60_000)
LOCAL_HOST = "127.0.0.1"
# A reset is one hash change painted (well under a second here); a page that has not painted the
# menu by then was left broken, and waiting the boot's minute for it cost more than a new boot.
RESET_TIMEOUT_MS = min(BOOT_TIMEOUT_MS, 20_000)


# ----- what runs where -----


def pictures_wanted() -> bool:
    """Whether this run takes pictures for a person to look at (`nox -s shots`), which CI does not."""
    return bool(os.environ.get("SHOTS") or os.environ.get("SWEETS_SHOTS"))


def pytest_runtest_setup(item: pytest.Item) -> None:
    """A picture-only test (``@pytest.mark.shots``) costs CI a boot and a walk through screens
    that other tests check; it runs when someone asks for the pictures."""
    if item.get_closest_marker("shots") and not pictures_wanted():
        pytest.skip("pictures only: SHOTS=<folder> or SWEETS_SHOTS=<folder> (nox -s shots)")


# ----- boots: how many times a page loaded the app -----

_boots = 0  # in this process (one xdist worker)
_boots_reported = 0
_boots_by_file: Counter[str] = Counter()  # summed where the reports arrive (the controller)
# Shared pages a test could not have reset (`SharedApps.lend`), each booted again: what it cost
# and why, so a test that leaves the worker's page broken shows instead of costing time unseen.
_failed_resets: list[str] = []  # in this process, not yet reported
_failed_resets_seen: list[str] = []  # where the reports arrive


def _count_boots(context: BrowserContext) -> None:
    """Counts each load of the app's page (a first visit, a reload, a new tab) in ``context``;
    a link followed inside the app (a fragment) is no load."""

    def on_load(page: Page) -> None:
        global _boots
        if urlsplit(page.url).path in (SUB_PATH, SUB_PATH + "index.html"):
            _boots += 1

    def watch(page: Page) -> None:
        page.on("load", on_load)

    context.on("page", watch)
    for page in context.pages:
        watch(page)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Generator[None, Any, None]:
    """Each phase's report carries the boots made since the last one (xdist hands it over)."""
    global _boots_reported
    outcome = yield
    while _failed_resets:
        why = f"{item.nodeid}: {_failed_resets.pop(0)}"
        outcome.get_result().user_properties.append(("failed_reset", why))
    if _boots > _boots_reported:
        outcome.get_result().user_properties.append(("boots", _boots - _boots_reported))
        _boots_reported = _boots


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for name, value in report.user_properties:
        if name == "boots":
            _boots_by_file[report.nodeid.split("::")[0]] += int(str(value))
        elif name == "failed_reset":
            _failed_resets_seen.append(str(value))


_cpu = {"browser": 0.0}  # CPU seconds of this process's descendants (Chromium, Playwright's driver)


@pytest.fixture(scope="session", autouse=True)
def _browser_cpu(browser: Browser) -> Iterator[None]:
    """Measures the browser's CPU over the session, printed at the end beside the boots. Taken
    down before the browser (which it needs), so every renderer that exited was reaped by a
    process still running and is counted."""
    before = cpu_seconds()
    yield
    _cpu["browser"] += cpu_seconds() - before


def pytest_sessionfinish(session: pytest.Session) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:  # an xdist worker: the controller sums
        workeroutput["sweets_browser_cpu"] = _cpu["browser"]


def pytest_testnodedown(node, error) -> None:
    _cpu["browser"] += float(getattr(node, "workeroutput", {}).get("sweets_browser_cpu", 0.0))


def pytest_terminal_summary(terminalreporter) -> None:
    if _boots_by_file:
        terminalreporter.write_line(f"boots (pages that loaded the app): {sum(_boots_by_file.values())}")
        for name, count in _boots_by_file.most_common():
            terminalreporter.write_line(f"  {count:4d} {name}")
    if _failed_resets_seen:
        terminalreporter.write_line("shared pages that could not be reset (booted again): "
                                    f"{len(_failed_resets_seen)}")
        for line in _failed_resets_seen:
            terminalreporter.write_line(f"  {line}")
    if _cpu["browser"]:
        terminalreporter.write_line(f"browser CPU (Chromium, Playwright's driver): {_cpu['browser']:.0f} s")


# ----- the site and its server -----


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder; requests outside ``prefix`` get 404. Logs nothing."""

    prefix = SUB_PATH

    def translate_path(self, path: str) -> str:
        route = urlsplit(path).path
        if not route.startswith(self.prefix):
            return str(Path(self.directory) / "\0not-found")  # http.server answers 404
        return super().translate_path("/" + route[len(self.prefix) :])

    def end_headers(self) -> None:
        # Like GitHub Pages, let the browser keep files a few minutes; the service worker must
        # cope with that HTTP cache when a new version is published.
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    """Says nothing when a browser hangs up mid-file: a page or context closed while the service
    worker was still downloading the site (the shared first visit's, after its test) is not an
    error of the server's. Anything else is printed as the standard server prints it."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):  # broken pipe, connection reset
            return
        super().handle_error(request, client_address)


class SiteServer:
    """A static HTTP server for one folder, under ``SUB_PATH``, on a background thread.

    ``directory`` can be changed while it runs (e.g. to publish a new build); ``stop()`` shuts
    it down for good, ``start()`` (again) listens on the same port.
    """

    def __init__(self, directory: Path, port: int = 0) -> None:
        self.directory = Path(directory)
        self.port = port
        self._httpd: _QuietServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://{LOCAL_HOST}:{self.port}{SUB_PATH}"

    def start(self) -> SiteServer:
        server = self

        class Handler(_QuietHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=str(server.directory), **kwargs)

        self._httpd = _QuietServer((LOCAL_HOST, self.port), Handler)
        self.port = self._httpd.server_address[1]
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> SiteServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def build_site(out: Path = SITE) -> None:
    """Builds the site with the project's build script (node_modules must be installed)."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "build.py"), "--out", str(out)], check=True)


@pytest.fixture(scope="session")
def built_site() -> Path:
    """The built site folder; built here if `nox -s browser` has not done it already. Under
    pytest-xdist every worker asks: a lock lets the first build it and the others wait for it."""
    with open(Path(tempfile.gettempdir()) / f"sweets-build-{zlib.crc32(bytes(SITE))}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (SITE / "sw.js").is_file():
            build_site()
    return SITE


_session_server: SiteServer | None = None


@pytest.fixture(scope="session", autouse=True)
def site_server(built_site: Path) -> Iterator[SiteServer]:
    """The server of the built site for the whole session (``open_app`` uses it)."""
    global _session_server
    with SiteServer(built_site) as server:
        _session_server = server
        yield server
        _session_server = None


@pytest.fixture(scope="session")
def site_url(site_server: SiteServer) -> str:
    """The app's address, e.g. http://127.0.0.1:PORT/sweets/ (ends with a slash)."""
    return site_server.url


# ----- the browser -----


# Pyodide's WebAssembly compiled by V8's baseline compiler only (Liftoff), never tiered up to
# TurboFan: the same code with the same results, compiled with less work. Each boot had 1.2 s of
# Chromium's CPU in TurboFan's compiles (1.6 s on V8's background threads, 0.4 with this flag; a
# boot 5.6 -> 4.25 s), and the browser suite boots a hundred times; Python runs slower on baseline
# code after the boot, which gave back about a fifth of that over the whole suite (session 30: the
# threads of every Chromium process summed through the suite). Only here: the benchmarks
# measure the browser as a person's runs (tools/chromium.py).
TEST_ONLY_ARGS = ["--js-flags=--liftoff-only"]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS + TEST_ONLY_ARGS}


class BrowserGuard:
    """Records what must never happen in a browser test: off-machine requests and errors."""

    def __init__(self) -> None:
        self.offsite_requests: list[str] = []
        self.console_errors: list[str] = []
        self.page_errors: list[str] = []
        self._allowed: list[re.Pattern[str]] = []

    def allow_console(self, pattern: str) -> None:
        """Tolerate console errors matching ``pattern`` (a regex) in this test."""
        self._allowed.append(re.compile(pattern))

    def watch(self, context: BrowserContext) -> None:
        _count_boots(context)
        context.route("**/*", self._route)
        context.on("request", self._on_request)
        context.on("page", self._watch_page)
        for page in context.pages:
            self._watch_page(page)

    def _on_request(self, request: Request) -> None:
        self._check_url(request.url)

    def _check_url(self, url: str) -> bool:
        parts = urlsplit(url)
        local = parts.scheme in {"data", "blob", "about"} or parts.hostname == LOCAL_HOST
        if not local and url not in self.offsite_requests:
            self.offsite_requests.append(url)
        return local

    def _route(self, route: Route) -> None:
        if self._check_url(route.request.url):
            route.fallback()
        else:
            route.abort("blockedbyclient")

    def _watch_page(self, page: Page) -> None:
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self.page_errors.append(f"{page.url}: {error}"))

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            text = f"{message.text} ({message.location.get('url', '')})"
            if not any(p.search(text) for p in self._allowed):
                self.console_errors.append(text)

    def problems(self) -> list[str]:
        return (
            [f"request left the machine: {u}" for u in self.offsite_requests]
            + [f"console error: {e}" for e in self.console_errors]
            + [f"page error: {e}" for e in self.page_errors]
        )


@pytest.fixture
def browser_guard() -> Iterator[BrowserGuard]:
    """The guard every context of this test reports to; fails the test if anything was seen."""
    guard = BrowserGuard()
    yield guard
    problems = guard.problems()
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


# A fresh context is a first visit, and a first visit compiles the standard library's sources as
# Python starts (static/pyodide_early.mjs; a later visit imports the bytecode the service worker
# keeps). A test that is not about the first visit gets the bytecode zip, the file every later
# visit boots from, for the sources: 4.5-4.8 s of Chromium's CPU per boot against 6.9-7.8 s
# (measured in one run, three boots each). Tests of how a first visit starts (mark ``first_visit``:
# test_loading, test_offline, test_deprecations, a slow machine's boot in test_boot; the shared
# first visit, `first_visit` below, too) get what a person's first visit gets.
STDLIB_SOURCES = "**/vendor/pyodide/python_stdlib.zip.gz"
STDLIB_BYTECODE = "python_stdlib_bytecode.zip"


@functools.cache
def _packed_bytecode() -> bytes:
    """The bytecode zip packed as the sources are (gzip: static/pyodide_early.mjs unpacks them)."""
    return gzip.compress((SITE / "vendor" / "pyodide" / STDLIB_BYTECODE).read_bytes(), 1)


def boot_from_bytecode(context: BrowserContext) -> None:
    """Answers the page's request for the standard library's sources with its bytecode zip."""
    context.route(STDLIB_SOURCES, lambda route: route.fulfill(
        body=_packed_bytecode(), content_type="application/gzip"))


@pytest.fixture
def new_context(new_context, browser_guard: BrowserGuard, request: pytest.FixtureRequest):
    """pytest-playwright's context factory, with the guard watching every context it makes (and,
    unless the test is marked ``first_visit``, the standard library as bytecode)."""
    first_visit = request.node.get_closest_marker("first_visit") is not None

    @functools.wraps(new_context)
    def make(**kwargs):
        context = new_context(**kwargs)
        browser_guard.watch(context)
        if not first_visit:
            boot_from_bytecode(context)
        return context

    return make


# ----- the app -----


def open_app(
    page: Page, fragment: str = "", *, url: str | None = None, timeout: float = BOOT_TIMEOUT_MS
) -> Page:
    """Opens the app (the session's server unless ``url`` is given), with ``#fragment`` if any,
    and waits until Python has made it interactive (``#app[data-screen]``). Returns the page.

    Import it in a test module with ``from conftest import open_app``.
    """
    if url is None:
        if _session_server is None:
            raise RuntimeError("the site server is not running (it starts with the browser test session)")
        url = _session_server.url
    target = url + (("#" + fragment.lstrip("#")) if fragment else "")
    page.goto(target)
    page.wait_for_selector("#app[data-screen]", state="attached", timeout=timeout)
    return page


def follow_link(page: Page, fragment: str, *, timeout: float = BOOT_TIMEOUT_MS) -> Page:
    """In an app already open, follows a game link (``new=...``) without a reload, and waits until
    its game is on: its save's ``#play=`` in the address, at ply 0, its modules in. A test that
    wants the same table several times (at several sizes, in several ways) boots once: a boot
    costs about 10 s of CPU here, the link a fraction of it."""
    was = page.evaluate("location.hash")
    page.evaluate("f => { location.hash = f; }", fragment.lstrip("#"))
    page.wait_for_function("""was => location.hash.startsWith("#play=") && location.hash !== was
        && document.getElementById("app").dataset.ply === "0"
        && !document.getElementById("app").textContent.includes("Fetching the games")""",
                           arg=was, timeout=timeout)
    return page


@pytest.fixture
def app(page: Page, site_url: str):
    """``app(fragment="")`` opens the app in this test's page and returns the page."""

    def open_(fragment: str = "") -> Page:
        return open_app(page, fragment, url=site_url)

    return open_


# ----- one boot for many tests -----

# The screen a fresh profile opens on, asked for by a fragment the app does not know (it opens the
# menu); the app's paint then puts the address back to the page's own.
TO_MENU = "menu"
FLIP_MARKS = ("input", "flipRuns", "flipMoved", "flipKinds", "flipSkipped")


def settled(page: Page, timeout: float = 15_000) -> None:
    """Waits until every press made on ``page`` has been painted (Python answers from its worker,
    after the click: static/page.js)."""
    page.wait_for_function("() => window.sweetsPage?.settled !== false", timeout=timeout)


def until_held(page: Page, held: list, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Waits until a request held by a route (appended to ``held``) has reached the test: it comes
    on its own way from the browser, which may be after a paint that says it was made."""
    for _ in range(int(timeout // 50)):
        if held:
            return
        page.wait_for_timeout(50)


PYODIDE_WASM = "**/vendor/pyodide/pyodide.asm.wasm"


def hold_python(page: Page) -> list[Route]:
    """Holds Pyodide's WebAssembly back (the page before Python stays as it is) until
    :func:`release_python`; the held requests."""
    held: list[Route] = []
    page.route(PYODIDE_WASM, lambda route: held.append(route))
    return held


def release_python(page: Page, held: list[Route]) -> None:
    until_held(page, held)
    for route in held:
        route.fallback()


def put_in_storage(page: Page, items: Mapping[str, str]) -> None:
    """Writes ``items`` into the page's localStorage as another tab would: the app hears of each
    key through a ``storage`` event (Python keeps a copy of its keys: sweets/web/in_worker.py)."""
    page.evaluate("""items => Object.entries(items).forEach(([key, value]) => {
        localStorage.setItem(key, value);
        window.dispatchEvent(new StorageEvent("storage", {key, newValue: value}));
    })""", dict(items))


def repaint_menu(page: Page, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Paints the menu again, once Python has read every storage event sent before (`put_in_storage`).
    A paint for one of those events may land after data-paint was blanked, and the menu keeps its
    data-paint: so twice, and the second link is followed after every earlier event was read."""
    for _ in range(2):
        page.evaluate("menu => { document.getElementById('app').dataset.paint = ''; location.hash = menu; }",
                      TO_MENU)
        page.wait_for_function("""() => { const app = document.getElementById("app");
            return app.dataset.paint !== "" && app.dataset.screen === "menu"
                && !app.textContent.includes("Fetching the games"); }""", timeout=timeout)


def go(page: Page, fragment: str, *, screen: str | None = None, timeout: float = BOOT_TIMEOUT_MS) -> Page:
    """In an app already open, follows ``#fragment`` (a game's ``new=``/``learn=`` link, a rules
    page...) without a reload, and waits until the app has painted what it opens: ``screen`` if
    given, else any screen but the menu, with the games it needs in."""
    before = page.evaluate("document.getElementById('app').dataset.paint")
    page.evaluate("f => { location.hash = f; }", fragment.lstrip("#"))
    page.wait_for_function("""([before, screen]) => { const app = document.getElementById("app");
        return app.dataset.paint !== before && !app.textContent.includes("Fetching the games")
            && (screen ? app.dataset.screen === screen : app.dataset.screen !== "menu"); }""",
                           arg=[before, screen], timeout=timeout)
    return page


def reset_app(page: Page, viewport: Mapping[str, Any] | None = None, *, reduced_motion: str = "reduce",
              timeout: float = BOOT_TIMEOUT_MS) -> Page:
    """Brings an app that is already up back to what a fresh profile sees on its first visit,
    without a reload: the menu, localStorage and sessionStorage empty (cleared once the table is
    left, so nothing is saved after), no focus, the page at its top, reduced motion unless asked
    otherwise (as `booted` lends it), the keyboard and animation marks on <html> gone and
    static/flip.js started afresh (it keeps which panels are open and what it animated). What
    lives only in Python's memory is the session's, which the menu starts again
    (sweets/web/session.py ``go_menu``)."""
    if viewport:
        page.set_viewport_size(viewport)  # type: ignore[arg-type]
    page.emulate_media(reduced_motion=reduced_motion)  # type: ignore[arg-type]
    for clear in (False, True):
        # The app repaints every attribute of #app: a blank data-paint tells the next paint.
        page.evaluate("""([clear, menu]) => {
            if (clear) {  // as another tab would: the app hears of it (see put_in_storage)
                localStorage.clear();
                sessionStorage.clear();
                window.dispatchEvent(new StorageEvent("storage", {key: null}));
            }
            document.getElementById("app").dataset.paint = "";
            location.hash = menu; }""", [clear, TO_MENU])
        page.wait_for_function("""() => { const app = document.getElementById("app");
            return app.dataset.paint !== "" && app.dataset.screen === "menu"
                && !app.textContent.includes("Fetching the games"); }""", timeout=timeout)
    page.evaluate("""marks => {
        for (const ghost of document.querySelectorAll("[data-flip-ghost]")) ghost.remove();
        for (const name of marks) delete document.documentElement.dataset[name];
        if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
        window.scrollTo(0, 0);
        return new Promise((done, failed) => {
            const flip = document.createElement("script");
            flip.src = "./static/flip.js";
            flip.onload = done;
            flip.onerror = failed;
            document.head.append(flip);
        }); }""", list(FLIP_MARKS))
    page.mouse.move(0, 0)
    return page


class GuardRelay:
    """Watches a context that outlives tests on behalf of whichever test holds it now."""

    def __init__(self) -> None:
        self.guard = BrowserGuard()

    def watch(self, context: BrowserContext) -> None:
        _count_boots(context)
        context.route("**/*", lambda route: self.guard._route(route))
        context.on("request", lambda request: self.guard._on_request(request))
        context.on("page", self._watch_page)

    def _watch_page(self, page: Page) -> None:
        page.on("console", lambda message: self.guard._on_console(message))
        page.on("pageerror", lambda error: self.guard.page_errors.append(f"{page.url}: {error}"))


class SharedApps:
    """One booted app per set of context options (``bypass_csp`` for axe, say) in this worker,
    lent to one test at a time after `reset_app` (``reduced_motion`` is emulated on the page, not
    a context of its own). A page that crashed, was closed or cannot be
    reset is booted again."""

    def __init__(self, browser: Browser, context_args: dict, url: str) -> None:
        self.browser, self.context_args, self.url = browser, context_args, url
        self.relay = GuardRelay()
        self.pages: dict[tuple, Page] = {}

    def lend(self, guard: BrowserGuard, viewport: dict | None, options: dict) -> Page:
        self.relay.guard = guard
        viewport = viewport or self.context_args.get("viewport") or {"width": 1280, "height": 720}
        # Reduced motion unless a test asks for glides: the pieces' glides were a third of
        # Chromium's CPU in the tests that play games to the end (measured session 30: five such
        # tests, 183 s against 129 s). The tests that press while pieces glide, as people do, ask
        # for motion (test_random_press, test_press_once, test_press_ahead, test_move_log...).
        motion = options.pop("reduced_motion", "reduce")
        key = tuple(sorted(options.items()))
        page = self.pages.get(key)
        if page is not None:
            started = time.monotonic()
            try:
                return reset_app(page, viewport, reduced_motion=motion, timeout=RESET_TIMEOUT_MS)
            except Exception as error:  # a test left it broken: a new one
                _failed_resets.append(f"{time.monotonic() - started:.0f} s, at {page.url[-60:]}: "
                                      f"{str(error).splitlines()[0][:160]}")
                self._close(key)
        context = self.browser.new_context(**{**self.context_args, **options, "viewport": viewport,
                                              "reduced_motion": motion})
        self.relay.watch(context)
        boot_from_bytecode(context)
        page = self.pages[key] = context.new_page()
        return open_app(page, url=self.url)

    def release(self) -> None:
        self.relay.guard = BrowserGuard()  # what happens between tests is nobody's

    def _close(self, key: tuple) -> None:
        page = self.pages.pop(key)
        with contextlib.suppress(Exception):  # already gone with a crash
            page.context.close()

    def close(self) -> None:
        for key in list(self.pages):
            self._close(key)


@pytest.fixture(scope="session")
def _shared_apps(browser: Browser, browser_context_args: dict,
                 site_server: SiteServer) -> Iterator[SharedApps]:
    apps = SharedApps(browser, browser_context_args, site_server.url)
    yield apps
    apps.close()


@pytest.fixture
def booted(_shared_apps: SharedApps, browser_guard: BrowserGuard) -> Iterator[Callable[..., Page]]:
    """``booted(viewport=None, **context_options)``: this worker's app for those options, booted
    once and reset to a fresh profile's menu (`reset_app`), watched by this test's guard; under
    reduced motion unless ``reduced_motion="no-preference"`` is asked for (`SharedApps.lend`). Follow
    links in it with `go` or `follow_link`; a reload or `open_app` would boot again."""

    def lend(viewport: dict | None = None, **options) -> Page:
        return _shared_apps.lend(browser_guard, viewport, options)

    yield lend
    _shared_apps.release()


# ----- one first visit, shared -----

# Installed before any page script: counts the compilations of Pyodide's 9.6 MB module on the page
# (Pyodide also compiles a few tiny modules of its own to probe the browser; those come as bytes).
COUNT_STREAMED_WASM = """
window.__streamedWasm = [];
const instantiate = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = function (source, ...rest) {
  Promise.resolve(source).then((response) => window.__streamedWasm.push(new URL(response.url).pathname));
  return instantiate.call(this, source, ...rest);
};
"""

# Installed before any page script: every observer that starts watching the whole document.
NOTE_DOCUMENT_WATCHERS = """
window.__documentWatchers = [];
const observe = MutationObserver.prototype.observe;
MutationObserver.prototype.observe = function (target, options) {
  if (target === document && options && options.subtree) window.__documentWatchers.push(this);
  return observe.call(this, target, options);
};
"""

# Installed before any page script: the page notes the moments its own tasks run, through the
# boot (the shared first visit then lives on for the whole session: no timer runs on meanwhile).
BEAT = """
window.__beats = [];
const beat = setInterval(() => window.__beats.push(performance.timeOrigin + performance.now()), 20);
setTimeout(() => clearInterval(beat), 120000);
"""


class FirstVisit(NamedTuple):
    page: Page
    requests: list[str]  # every URL it asked for since its start, its workers' too


@pytest.fixture(scope="session")
def _one_first_visit(browser: Browser, browser_context_args: dict
                     ) -> Iterator[tuple[GuardRelay, BrowserContext, list[FirstVisit]]]:
    relay = GuardRelay()
    context = browser.new_context(**browser_context_args)
    relay.watch(context)
    yield relay, context, []
    context.close()


@pytest.fixture
def first_visit(_one_first_visit: tuple[GuardRelay, BrowserContext, list[FirstVisit]],
                browser_guard: BrowserGuard, site_url: str) -> Iterator[FirstVisit]:
    """A first visit to the menu, booted once per worker for the tests that only look at it (a first
    visit's boot costs CI 6-7 s of Chromium's CPU), each test's guard watching it in turn. The
    scripts above note its WebAssembly, its document watchers and its beats from its start."""
    relay, context, booted = _one_first_visit
    relay.guard = browser_guard
    if not booted:
        page = context.new_page()
        requests: list[str] = []
        context.on("request", lambda request: requests.append(request.url))
        for script in (COUNT_STREAMED_WASM, NOTE_DOCUMENT_WATCHERS, BEAT):
            page.add_init_script(script)
        open_app(page, url=site_url)
        page.wait_for_selector("#app[data-screen=menu] [data-action]", state="attached")
        booted.append(FirstVisit(page, requests))
    yield booted[0]
    relay.guard = BrowserGuard()  # what happens between tests is nobody's


def press_if_shown(page: Page, action: str, *, timeout: float = 5_000) -> bool:
    """Clicks the first ``[data-action=action]`` in ``#app``; False when it left the screen by
    itself meanwhile (a finished turn's pause ends on its own after a few seconds, so a Continue
    read a moment ago may be gone: the loops that press what they saw must not wait for it)."""
    quoted = action.replace("\\", "\\\\").replace('"', '\\"')
    button = page.locator(f'#app [data-action="{quoted}"]').first
    try:
        button.click(timeout=timeout)
    except PlaywrightTimeoutError:
        if button.count() == 0:
            return False
        raise
    settled(page)  # its paint is on screen (Python answers from its worker)
    return True


def shoot_at_sizes(page: Page, folder: Path, name: str, sizes: Mapping[str, tuple[int, int]]) -> None:
    """Screenshots of the page as it is at each of ``sizes`` ({"1024x768": (1024, 768)...}) as
    ``folder/<name>_<size>.png``; the page gets its own size back after. Only when ``SHOTS`` or
    ``SWEETS_SHOTS`` is set: they are pictures for a person, checking nothing, and their three
    turns of the page with a settle each cost CI 1-2 s a call."""
    if not pictures_wanted():
        return
    folder.mkdir(parents=True, exist_ok=True)
    before = page.viewport_size
    for size, (width, height) in sizes.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)  # the layout and any glide settle
        page.screenshot(path=str(folder / f"{name}_{size}.png"))
    if before:
        page.set_viewport_size(before)
