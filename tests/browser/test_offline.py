"""The built site: boots from this machine alone, keeps working offline, and updates cleanly.

Each test that stops its server or publishes a new build gets its own server (a new port is a
new origin, so no service worker or cache leaks between tests).
"""

from __future__ import annotations

import hashlib
import html as html_module
import json
import re
import shutil
import socket
import struct
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from conftest import ROOT, FirstVisit, SiteServer, open_app
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

sys.path.insert(0, str(ROOT / "tools"))
import build as site_build  # noqa: E402  (tools/ is not a package)

pytestmark = pytest.mark.first_visit  # tests/browser/conftest.py: STDLIB_SOURCES

# Resolves once the page is controlled by an active worker whose cache is complete.
WAIT_UNTIL_OFFLINE_READY = """async () => {
  const registration = await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    const sw = navigator.serviceWorker;
    await new Promise((resolve) => sw.addEventListener("controllerchange", resolve, {once: true}));
  }
  return registration.scope;
}"""

# What version of the site this page runs: its own HTML, a file fetched now, the caches it sees.
OBSERVE_VERSION = """async () => ({
  html: document.querySelector('meta[name="sweets-test-build"]')?.content ?? null,
  main: ((await (await fetch("./static/boot.js")).text()).match(/test build (\\w+)/) ?? [])[1] ?? null,
  caches: (await caches.keys()).filter((name) => name.startsWith("sweets-")).sort(),
})"""


def _server_is_down(server: SiteServer) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", server.port)) != 0


def _mark_build(site: Path, label: str) -> str:
    """Stamps ``label`` into the page and into static/boot.js, then regenerates the service worker
    as a new build would; returns the new cache name."""
    index = site / "index.html"
    html = index.read_text(encoding="utf-8")
    marker_start = html.find('<meta name="sweets-test-build"')
    if marker_start >= 0:
        html = html[:marker_start] + html[html.index(">", marker_start) + 2 :]
    html = html.replace("<head>\n", f'<head>\n<meta name="sweets-test-build" content="{label}">\n', 1)
    index.write_text(html, encoding="utf-8")
    script = site / "static" / "boot.js"
    source = "".join(
        line for line in script.read_text().splitlines(keepends=True) if "// test build" not in line
    )
    script.write_text(source + f"// test build {label}\n", encoding="utf-8")
    return site_build.write_service_worker(site)


@pytest.fixture
def own_site(tmp_path: Path, built_site: Path) -> Path:
    """A private copy of the built site that a test may change."""
    site = tmp_path / "site"
    shutil.copytree(built_site, site)
    return site


def test_boot_shows_the_menu_using_only_this_machine(first_visit: FirstVisit, site_url: str):
    requested = first_visit.requests  # since the first visit began
    assert first_visit.page.get_attribute("#app", "data-screen") == "menu"
    assert requested, "the page made no request at all?"
    assert all(url.startswith(site_url) or url.startswith(("data:", "blob:")) for url in requested), requested
    # The guard (conftest) fails this test at teardown on any console error or off-machine request.


def test_the_guard_blocks_and_records_requests_that_leave_the_machine(new_context, browser_guard):
    # The page's Content-Security-Policy refuses such a request before the network sees it; the
    # guard is what stands behind any page without that policy, so it is tried without it.
    page = new_context(bypass_csp=True).new_page()
    open_app(page)
    outcome = page.evaluate("fetch('https://cdn.example.com/lib.js').then(() => 'reached', () => 'blocked')")
    assert outcome == "blocked"
    assert browser_guard.offsite_requests == ["https://cdn.example.com/lib.js"]
    # Provoked on purpose: forget it so the guard does not fail this test at teardown.
    browser_guard.offsite_requests.clear()
    browser_guard.console_errors.clear()


def test_page_declares_icons_and_manifest(first_visit: FirstVisit, site_url: str):
    page = first_visit.page
    # They join <head> once the app runs (static/boot.js), not during the boot.
    page.wait_for_selector('link[rel="manifest"]', state="attached", timeout=10_000)
    assert page.locator('link[rel="icon"][href^="./static/icons/"]').count() == 2
    assert page.locator('link[rel="icon"][href^="data:"]').count() == 0
    manifest = page.evaluate(
        """async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json()"""
    )
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512", "any"} <= sizes
    for icon in manifest["icons"]:
        status = page.evaluate(
            "async ([href, base]) => (await fetch(new URL(href, base))).status",
            [icon["src"], site_url + "static/manifest.webmanifest"],
        )
        assert status == 200, icon


# The standard library files this page asked for (its Python's worker does).
STDLIB_NAMES = """() => performance.getEntriesByType("resource")
  .map((entry) => new URL(entry.name).pathname.split("/").pop())
  .filter((name) => name.startsWith("python_stdlib"))"""


def stdlib_fetched(page: Page) -> list[str]:
    in_workers = [name for worker in page.workers for name in worker.evaluate(STDLIB_NAMES)]
    return page.evaluate(STDLIB_NAMES) + in_workers


def test_app_boots_offline_after_first_visit(new_context, own_site: Path, browser_guard):
    browser_guard.allow_console(r"no-such-file")  # fetched on purpose at the end
    server = SiteServer(own_site).start()
    try:
        context = new_context()
        page = open_app(context.new_page(), url=server.url)
        # A first visit boots from the standard library's sources (the smaller download).
        assert stdlib_fetched(page) == ["python_stdlib.zip.gz"]
        scope = page.evaluate(WAIT_UNTIL_OFFLINE_READY)
        assert scope == server.url, "the service worker must cover exactly the site's folder"
    finally:
        server.stop()
    assert _server_is_down(server)

    page.reload()
    page.wait_for_selector("#app[data-screen=menu]", state="attached", timeout=60_000)

    second = open_app(context.new_page(), url=server.url)
    assert second.get_attribute("#app", "data-screen") == "menu"
    # A page the worker answers boots from the bytecode, which the worker's cache holds instead.
    assert stdlib_fetched(second) == ["python_stdlib_bytecode.zip"]
    # Anything outside the precache list really is unreachable now.
    assert second.evaluate("fetch('./no-such-file').then(() => 'reached', () => 'failed')") == "failed"


def test_a_game_first_opened_offline_works_after_a_visit_that_only_saw_the_menu(new_context, own_site: Path):
    """The games' modules arrive after the menu (sweets-games.zip); the service worker keeps them,
    so a game never opened online still opens with the server gone."""
    server = SiteServer(own_site).start()
    try:
        context = new_context()
        page = open_app(context.new_page(), url=server.url)
        page.evaluate(WAIT_UNTIL_OFFLINE_READY)
    finally:
        server.stop()
    assert _server_is_down(server)
    page = open_app(context.new_page(), url=server.url)
    page.locator('#app [data-action="menu:new:sweeet"]').click()
    page.wait_for_selector('#app[data-screen="setup"]', state="attached", timeout=60_000)
    page.locator('#app [data-action="setup:start"]').click()
    page.wait_for_selector('#app [data-action^="flip "]', timeout=60_000)


# The files the worker's cache holds, by their path in the site.
CACHED_FILES = """async () => {
  const names = (await caches.keys()).filter((name) => name.startsWith("sweets-"));
  const cache = await caches.open(names[0]);
  return (await cache.keys()).map((request) => new URL(request.url).pathname.replace(/^\\/sweets\\//, ""));
}"""


def test_the_worker_keeps_what_the_app_uses_and_not_pyscripts_terminal_or_editor(page: Page, site_url: str,
                                                                                 built_site: Path):
    """PyScript's terminal (xterm) and code editor (codemirror) are never used by the page: the
    worker does not cache them (0.3 MB gzip, issue 35); each game's bytecode it does cache, and a
    page it answers gets a game's code from there, not the first visit's sources."""
    open_app(page)
    page.evaluate(WAIT_UNTIL_OFFLINE_READY)
    cached = set(page.evaluate(CACHED_FILES))
    shipped = {p.relative_to(built_site).as_posix() for p in built_site.rglob("*") if p.is_file()}
    unused = {name for name in shipped if re.match(r"vendor/pyscript/(xterm|codemirror)", name)}
    assert len(unused) >= 6, "PyScript still ships its terminal and editor (else this test is moot)"
    assert not unused & cached
    assert {site_build.game_zip(game_id) for game_id in site_build.game_modules()} <= cached
    assert not {name for name in cached if name.endswith("-src.zip.gz")}
    assert "vendor/pyscript/core.js" in cached and "sweets.zip.gz" in cached
    page.reload()
    page.wait_for_selector("#app[data-screen=menu]", state="attached", timeout=60_000)
    page.locator('#app [data-action="menu:new:sweeet"]').click()
    page.wait_for_selector('#app[data-screen="setup"]', state="attached", timeout=60_000)
    zips = """performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname.split("/").pop())
        .filter((n) => /^sweets-.*zip$/.test(n))"""
    fetched = page.evaluate(zips) + [name for worker in page.workers for name in worker.evaluate(zips)]
    assert fetched == ["sweets-sweeet.zip"]


def test_a_game_in_progress_resumes_offline(new_context, own_site: Path):
    server = SiteServer(own_site).start()
    try:
        context = new_context()
        page = open_app(context.new_page(), "new=sweeet&players=2&seed=3", url=server.url)
        page.evaluate(WAIT_UNTIL_OFFLINE_READY)
        page.wait_for_selector('#app[data-screen="game"]', state="attached")
        page.locator('#app [data-action^="flip "]').first.click()
        page.wait_for_selector('#app[data-ply="1"]', state="attached")
    finally:
        server.stop()
    assert _server_is_down(server)
    # Once started, a reload resumes the saved game rather than starting anew; here the whole
    # app comes from the service worker's cache and the game from this browser's storage.
    page.reload()
    page.wait_for_selector('#app[data-screen="game"]', state="attached", timeout=60_000)
    assert page.get_attribute("#app", "data-ply") == "1"


def _reload(page: Page) -> None:
    """Reloads; a load cut short because the page reloaded itself into a new version is fine."""
    try:
        page.reload()
    except PlaywrightError as error:
        if "ERR_ABORTED" not in str(error) and "interrupted" not in str(error):
            raise


def _observe_settled(page: Page) -> dict:
    """Waits for the app to be interactive and reports its version; retries if the page reloads
    itself in the meantime (that is how it switches to a new version)."""
    for _ in range(5):
        try:
            page.wait_for_selector("#app[data-screen]", state="attached", timeout=60_000)
            page.wait_for_timeout(300)  # let a pending switch to a new worker start its reload
            return page.evaluate(OBSERVE_VERSION)
        except PlaywrightError as error:
            if "destroyed" not in str(error) and "navigat" not in str(error):
                raise
    raise AssertionError("the page kept reloading")


def test_new_build_replaces_the_cache_without_mixing_versions(new_context, own_site: Path):
    old_cache = _mark_build(own_site, "one")
    with SiteServer(own_site) as server:
        context = new_context()
        page = open_app(context.new_page(), url=server.url)
        page.evaluate(WAIT_UNTIL_OFFLINE_READY)
        seen = _observe_settled(page)
        assert seen == {"html": "one", "main": "one", "caches": [old_cache]}

        # Measured: if the page reloads within a second of the first install, Chromium defers
        # that tab's update checks indefinitely; a real visitor stays longer than that.
        page.wait_for_timeout(2000)
        new_cache = _mark_build(own_site, "two")  # publish a new build on the same address
        assert new_cache != old_cache
        # The browser finds the update once the worker has been idle a moment and installs it in
        # the background; the next load switches to it before the app starts. At every step the
        # page must be on one version.
        history = []
        for _ in range(6):
            _reload(page)
            seen = _observe_settled(page)
            page.wait_for_timeout(1500)  # a person looking at the menu: the worker goes idle
            history.append(seen)
            assert seen["html"] == seen["main"], f"a page mixed two versions: {history}"
            if seen["html"] == "two":
                break
        assert seen["html"] == "two", f"the new build never took over: {history}"
        page.wait_for_function(
            """async (name) => JSON.stringify((await caches.keys()).filter((n) => n.startsWith("sweets-")))
                 === JSON.stringify([name])""",
            arg=new_cache,
            timeout=10_000,
        )
        # A second page of the same browser gets the new version too.
        other = open_app(context.new_page(), url=server.url)
        assert _observe_settled(other) == {"html": "two", "main": "two", "caches": [new_cache]}


# ----- the build itself (no browser needed) -----

URL_ATTRIBUTE = re.compile(r'\b(?:href|src)="([^"]*)"')


def test_every_url_of_the_page_is_relative(built_site: Path):
    html = (built_site / "index.html").read_text(encoding="utf-8")
    urls = URL_ATTRIBUTE.findall(html)
    assert urls, "no URL found in index.html?"
    for url in urls:
        if url == "data:,":
            continue  # the empty icon shown until the real ones join <head>
        assert url.startswith("./"), f"{url} would break under a sub-path such as /REPO/"
        assert (built_site / url).is_file(), f"index.html points at {url}, which the build lacks"
    # The build writes pyscript.toml into the page as JSON; it must say what the file says.
    inline = re.search(r'<script type="py" config="([^"]*)"', html)
    assert inline, "the build did not write the PyScript config into index.html"
    config = json.loads(html_module.unescape(inline.group(1)))
    assert config == tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    for url in [config["interpreter"], *config.get("files", {})]:
        assert url.startswith("./") and (built_site / url).is_file(), url
    manifest = json.loads((built_site / "static" / "manifest.webmanifest").read_text(encoding="utf-8"))
    for url in [manifest["start_url"], manifest["scope"], *(icon["src"] for icon in manifest["icons"])]:
        assert not url.startswith("/") and "://" not in url, url


def test_service_worker_precaches_exactly_the_built_files(built_site: Path):
    source = (built_site / "sw.js").read_text(encoding="utf-8")
    precache = re.search(r"const PRECACHE = (\{.*?\n\});", source, re.S)
    assert precache, "sw.js lists no PRECACHE"
    listed = json.loads(precache.group(1))
    on_disk = {
        path.relative_to(built_site).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in built_site.rglob("*")
        if path.is_file() and path.name not in {"sw.js", ".nojekyll"}
    }
    # The standard library's sources serve first visits only: a page the worker answers boots
    # from python_stdlib_bytecode.zip (static/pyodide_early.mjs).
    del on_disk["vendor/pyodide/python_stdlib.zip.gz"]
    # So do each game's sources (the worker keeps its bytecode), and PyScript's terminal and
    # editor serve no page of this app (issue 35).
    for path in [path for path in on_disk if path.endswith("-src.zip.gz")
                 or re.match(r"vendor/pyscript/(xterm|codemirror)", path)]:
        del on_disk[path]
    assert "vendor/pyodide/python_stdlib_bytecode.zip" in listed["files"]
    assert "sweets-sweeet.zip" in listed["files"] and "rules/sweeet.html" in listed["files"]
    assert listed["files"] == on_disk
    assert listed["cache"].startswith("sweets-")
    assert not any(path.endswith(".map") for path in on_disk), "source maps are not shipped"


def test_package_zip_is_reproducible(tmp_path: Path):
    first, second = tmp_path / "a.zip", tmp_path / "b.zip"
    site_build.write_package_zip(ROOT / "sweets", first)
    site_build.write_package_zip(ROOT / "sweets", second)
    assert first.read_bytes() == second.read_bytes()
    with zipfile.ZipFile(first) as archive:
        names = archive.namelist()
    assert "sweets/__init__.py" in names and "sweets/engine/game.py" in names
    assert not any("__pycache__" in name for name in names)


def test_png_icons_have_the_declared_sizes(built_site: Path):
    for size in (192, 512):
        data = (built_site / "static" / "icons" / f"icon-{size}.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", data[16:24])
        assert (width, height) == (size, size)
