"""The boot: Python starts in a worker (static/boot.js, static/pyodide_early.mjs), never on the
page, which keeps answering meanwhile; asked to (?python=page), the page starts Pyodide itself
and PyScript runs the app on that same Pyodide, never a second one. A boot that fails says what
failed and offers Retry."""

from __future__ import annotations

import gzip
import io
import json
import re
import zipfile

import pytest
from conftest import BOOT_TIMEOUT_MS, COUNT_STREAMED_WASM, ROOT, SITE, BrowserGuard, FirstVisit, open_app
from playwright.sync_api import Page, Route, expect

from sweets import games

# The shared first visit (`first_visit`) boots from the standard library's sources, as a person's
# does; a failed boot and its Retry check what the page says, whichever zip Python starts from, so
# only the slow machine's first visit is marked (tests/browser/conftest.py: STDLIB_SOURCES).
pytestmark = pytest.mark.browser


# In the worker: how often Pyodide's module was fetched, and whether the app's Python is there.
IN_THE_WORKER = """() => [
  performance.getEntriesByType("resource")
    .filter((e) => e.name.endsWith("/vendor/pyodide/pyodide.asm.wasm")).length,
  typeof globalThis.sweetsLoadGame,
]"""


def test_python_runs_in_a_worker_and_never_on_the_page(first_visit: FirstVisit):
    page = first_visit.page
    assert page.evaluate("window.__streamedWasm") == []
    assert page.evaluate("typeof globalThis.sweetsLoadGame") == "undefined"
    found = [worker.evaluate(IN_THE_WORKER) for worker in page.workers]
    assert [1, "function"] in found, found


def test_python_on_the_page_when_asked_runs_on_the_pyodide_the_page_started(page: Page, site_url: str):
    page.add_init_script(COUNT_STREAMED_WASM)
    open_app(page, url=site_url + "?python=page")
    page.wait_for_selector("#app[data-screen=menu] [data-action]", state="attached")
    streamed = page.evaluate("window.__streamedWasm")
    assert len(streamed) == 1 and streamed[0].endswith("/vendor/pyodide/pyodide.asm.wasm"), streamed
    # The Pyodide the early module started is the one running the app: it has the package.
    imported = page.evaluate("""async () => {
        const early = await import("./static/pyodide_early.mjs");
        const pyodide = await early.loadPyodide();
        return pyodide.runPython("import sys; 'sweets.web.app' in sys.modules");
    }""")
    assert imported is True
    assert page.workers == [] or all(w.evaluate("typeof globalThis.sweetsLoadGame") == "undefined"
                                     for w in page.workers)


def test_with_python_in_a_worker_nothing_on_the_page_watches_every_change(first_visit: FirstVisit):
    # PyScript's page module watches the whole document for Python scripts and py-* attributes,
    # which the page no longer has once Python runs in a worker: each press paid for that watch.
    page = first_visit.page
    page.wait_for_function("!document.getElementById('app').hasAttribute('data-first-paint')")
    assert page.evaluate("window.__documentWatchers.length") >= 1  # PyScript's own, made as it loaded
    pending = page.evaluate("""() => {
        const added = document.createElement("p");
        added.setAttribute("py-click", "nothing");
        document.getElementById("app").append(added);
        const pending = window.__documentWatchers.map((watcher) => watcher.takeRecords().length);
        added.remove();
        return pending;
    }""")
    assert pending == [0] * len(pending), pending


# In the worker: when Pyodide's bootstrap (its longest single call) began and ended, on the same
# clock as the page's (static/pyodide_early.mjs marks both).
BOOTSTRAP = """() => ["sweets:pyodide-module", "sweets:pyodide-ready"].map(
  (name) => performance.timeOrigin + performance.getEntriesByName(name)[0].startTime)"""


def test_the_page_keeps_answering_while_python_starts(first_visit: FirstVisit):
    # On the page's thread, Pyodide's bootstrap is one task of seconds: no tap, no frame. In the
    # worker the page runs its own tasks all along.
    page = first_visit.page
    worker = next(w for w in page.workers if w.evaluate("typeof globalThis.sweetsLoadGame") == "function")
    begun, done = worker.evaluate(BOOTSTRAP)
    beats = page.evaluate("window.__beats")
    assert any(begun < beat < done for beat in beats), (begun, done, beats[:3], beats[-3:])


def test_the_early_start_refuses_options_it_cannot_apply(first_visit: FirstVisit):
    message = first_visit.page.evaluate("""async () => {
        const early = await import("./static/pyodide_early.mjs");
        try {
            await early.loadPyodide({ packages: ["numpy"] });
            return "accepted";
        } catch (error) {
            return error.message;
        }
    }""")
    assert "packages" in message and message != "accepted"


# ----- a boot that fails -----

FAILED = "#app .boot-loading[role=alert]"
# A deliberately broken boot: the runtime logs its own failure at length on the console, which is
# fine; what these tests hold to is the notice on the page, and no uncaught error.
ANY = r"."


def _expect_failure(page: Page, *words: str) -> str:
    """Waits for the failure notice; checks it says ``words`` and offers a focused Retry."""
    notice = page.locator(FAILED)
    expect(notice).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    text = notice.inner_text()
    assert "Sweets could not start." in text
    for word in words:
        assert word in text, text
    retry = notice.get_by_role("button", name="Retry")
    expect(retry).to_be_visible()
    expect(retry).to_be_focused()
    assert page.locator(".boot-spinner").count() == 0, "a failed boot still spins"
    assert page.get_attribute("#app", "aria-busy") is None
    return text


def _retry_boots_the_app(page: Page) -> None:
    page.get_by_role("button", name="Retry").click()
    page.wait_for_selector("#app[data-screen=menu] [data-action]", state="attached", timeout=BOOT_TIMEOUT_MS)


@pytest.mark.parametrize("path", ["sweets.zip.gz", "vendor/pyodide/pyodide.asm.wasm",
                                  "vendor/pyscript/core.js", "static/pyodide_early.mjs",
                                  "vendor/pyodide/python_stdlib.zip.gz"])
def test_a_file_that_does_not_arrive_is_named_and_retry_boots(
    page: Page, site_url: str, browser_guard: BrowserGuard, path: str
):
    browser_guard.allow_console(ANY)
    # Whatever the query (the worker asks for its interpreter, static/pyodide_early.mjs, with one).
    def gone(url: str) -> bool:
        return url.split("?")[0].endswith(f"/sweets/{path}")

    page.route(gone, lambda route: route.fulfill(status=404, body="gone"))
    page.goto(site_url)
    _expect_failure(page, path, "404")
    page.unroute(gone)
    _retry_boots_the_app(page)


def test_a_connection_that_drops_is_named(page: Page, site_url: str, browser_guard: BrowserGuard):
    browser_guard.allow_console(ANY)
    page.route("**/sweets/sweets.zip.gz", lambda route: route.abort("failed"))
    page.goto(site_url)
    _expect_failure(page, "sweets.zip.gz")


def test_a_policy_that_forbids_running_code_is_explained(
    page: Page, site_url: str, browser_guard: BrowserGuard
):
    browser_guard.allow_console(ANY)

    def without_eval(route: Route) -> None:
        html = route.fetch().text()
        strict = """<meta http-equiv="Content-Security-Policy" content="script-src 'self'">"""
        html = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", html)
        route.fulfill(body=html.replace('<meta charset="utf-8">', '<meta charset="utf-8">' + strict, 1),
                      content_type="text/html")

    page.route(site_url, without_eval)
    page.goto(site_url)
    _expect_failure(page, "blocked this page from running its code")


def _package_whose_start_raises() -> bytes:
    """The built sweets.zip.gz with sweets/web/app raising as it is imported (a source in place of
    its bytecode), packed as the build packs it."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(gzip.decompress((SITE / "sweets.zip.gz").read_bytes()))) as original, \
            zipfile.ZipFile(buffer, "w") as broken:
        assert "sweets/web/app.pyc" in original.namelist()
        for name in original.namelist():
            if name != "sweets/web/app.pyc":
                broken.writestr(name, original.read(name))
        broken.writestr("sweets/web/app.py", b"raise RuntimeError('the oven is cold')\n")
    return gzip.compress(buffer.getvalue())


def test_python_failing_to_start_is_explained(page: Page, site_url: str, browser_guard: BrowserGuard):
    browser_guard.allow_console(ANY)
    broken = _package_whose_start_raises()
    page.route("**/sweets/sweets.zip.gz",
               lambda route: route.fulfill(body=broken, content_type="application/gzip"))
    page.goto(site_url)
    _expect_failure(page, "Python failed to start", "RuntimeError: the oven is cold")
    page.unroute("**/sweets/sweets.zip.gz")
    _retry_boots_the_app(page)


def test_a_boot_that_drags_on_offers_retry_and_keeps_waiting(page: Page, site_url: str):
    held: list[Route] = []
    page.clock.install()
    # Not answered while the test looks.
    page.route("**/sweets/sweets.zip.gz", lambda route: held.append(route))
    with page.expect_request("**/sweets/sweets.zip.gz"):
        page.goto(site_url)
    page.wait_for_timeout(1000)
    expect(page.get_by_role("button", name="Retry")).to_have_count(0)
    page.clock.run_for(50_000)
    notice = page.locator("#app .boot-trouble")
    expect(notice).to_be_visible()
    assert "taking longer than usual" in notice.inner_text()
    assert page.locator(".boot-spinner").count() == 1, "a slow boot is not a failed one: it keeps waiting"
    for route in held:
        route.fallback()
    page.clock.resume()
    page.wait_for_selector("#app[data-screen=menu] [data-action]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator(".boot-trouble").count() == 0


# ----- what the page says about itself and what it asks for -----


def test_the_description_names_exactly_the_games_on_the_menu(first_visit: FirstVisit):
    page = first_visit.page
    on_menu = page.locator("#app .game-card h3").all_inner_texts()
    assert on_menu == [games.get(game_id).name for game_id in games.ids()]
    described = page.get_attribute('meta[name="description"]', "content")
    assert described is not None
    manifest = json.loads((SITE / "static" / "manifest.webmanifest").read_text(encoding="utf-8"))
    for description in (described, manifest["description"]):
        listed = description.split(":")[0]
        assert listed == " and ".join([", ".join(on_menu[:-1]), on_menu[-1]] if len(on_menu) > 1 else on_menu)
        count = re.search(r"\b(one|two|three|four|five|six|seven|eight|nine|ten)\b", description, re.I)
        assert count and count.group(1).lower() == ["one", "two", "three", "four", "five", "six", "seven",
                                                    "eight", "nine", "ten"][len(on_menu) - 1], description
        solo = any(games.get(game_id).min_players == 1 for game_id in games.ids())
        assert ("solo" in description) == solo, description


@pytest.mark.first_visit
def test_no_preload_goes_unused_on_a_slow_machine(page: Page, site_url: str, browser_guard: BrowserGuard):
    # Chromium warns about a preload not used within about 3 s of the load event; a CPU four times
    # slower than this one's makes Python's start take that long.
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text) if message.type == "warning" else None)
    session = page.context.new_cdp_session(page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    open_app(page, url=site_url)
    session.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    page.wait_for_timeout(4000)
    unused = [text for text in warnings if "preloaded using link preload but not used" in text]
    assert not unused, unused


def test_no_shipped_file_points_at_a_source_map_it_lacks():
    pointers = re.compile(r"[#@] sourceMappingURL=(\S+)")
    missing = []
    for path in sorted(SITE.rglob("*")):
        if path.suffix in {".js", ".mjs", ".css"}:
            for target in pointers.findall(path.read_text(encoding="utf-8", errors="replace")):
                if not (path.parent / target.rstrip("*/ ")).is_file():
                    missing.append(f"{path.relative_to(SITE)} -> {target}")
    assert not missing, missing


def test_main_py_runs_from_the_page_itself():
    html = (SITE / "index.html").read_text(encoding="utf-8")
    script = re.search(r'<script type="py" config="[^"]*">\n(.*?)</script>', html, re.S)
    assert script, "the build did not write main.py into the page"
    assert script.group(1) == (ROOT / "main.py").read_text(encoding="utf-8")
    assert not (SITE / "main.py").exists()
