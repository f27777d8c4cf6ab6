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
- tests marked ``@pytest.mark.shots`` (pictures for a person to look at, checking nothing that
  another test does not) run only when ``SHOTS`` or ``SWEETS_SHOTS`` names a folder (`nox -s shots`),
  not in CI.
"""

from __future__ import annotations

import fcntl
import functools
import http.server
import os
import re
import subprocess
import sys
import tempfile
import threading
import zlib
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Request, Route

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  (tools/ is not a package)

SITE = ROOT / "_site"
SUB_PATH = "/sweets/"
# Python's first boot in a fresh profile takes 2-3 s here; leave room for a loaded CI machine.
# A machine shared by many (a load of 30 on two cores makes a boot take a minute) may give more:
# SWEETS_BOOT_TIMEOUT_MS.
BOOT_TIMEOUT_MS = int(os.environ.get("SWEETS_BOOT_TIMEOUT_MS") or 60_000)
LOCAL_HOST = "127.0.0.1"


# ----- what runs where -----


def pytest_runtest_setup(item: pytest.Item) -> None:
    """A picture-only test (``@pytest.mark.shots``) costs CI a boot and a walk through screens
    that other tests check; it runs when someone asks for the pictures."""
    if item.get_closest_marker("shots") and not (os.environ.get("SHOTS") or os.environ.get("SWEETS_SHOTS")):
        pytest.skip("pictures only: SHOTS=<folder> or SWEETS_SHOTS=<folder> (nox -s shots)")


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


class SiteServer:
    """A static HTTP server for one folder, under ``SUB_PATH``, on a background thread.

    ``directory`` can be changed while it runs (e.g. to publish a new build); ``stop()`` shuts
    it down for good, ``start()`` (again) listens on the same port.
    """

    def __init__(self, directory: Path, port: int = 0) -> None:
        self.directory = Path(directory)
        self.port = port
        self._httpd: http.server.ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://{LOCAL_HOST}:{self.port}{SUB_PATH}"

    def start(self) -> SiteServer:
        server = self

        class Handler(_QuietHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=str(server.directory), **kwargs)

        self._httpd = http.server.ThreadingHTTPServer((LOCAL_HOST, self.port), Handler)
        self._httpd.daemon_threads = True
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


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


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


@pytest.fixture
def new_context(new_context, browser_guard: BrowserGuard):
    """pytest-playwright's context factory, with the guard watching every context it makes."""

    @functools.wraps(new_context)
    def make(**kwargs):
        context = new_context(**kwargs)
        browser_guard.watch(context)
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
