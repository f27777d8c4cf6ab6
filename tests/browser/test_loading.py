"""The loading screen: painted with the page, says in words how far the start has come, and gives
way to the menu without moving anything (cumulative layout shift 0, as Lighthouse counts it)."""

from __future__ import annotations

import pytest
from conftest import open_app, until_held
from playwright.sync_api import Page

pytestmark = pytest.mark.first_visit  # tests/browser/conftest.py: STDLIB_SOURCES

@pytest.fixture
def page(new_context) -> Page:
    """A first visit's tab with no service worker taking part: once its cache is filled (soon,
    on this machine), it would hand the page a game's bytecode without a download."""
    return new_context(service_workers="block").new_page()


# The games' zips the page asked for (its Python's worker does).
GAME_ZIPS = """() => performance.getEntriesByType("resource")
    .map((e) => new URL(e.name).pathname.split("/").pop()).filter((n) => /^sweets-.*zip(\\.gz)?$/.test(n))"""


def game_zips_fetched(page: Page) -> list[str]:
    in_workers = [name for worker in page.workers for name in worker.evaluate(GAME_ZIPS)]
    return page.evaluate(GAME_ZIPS) + in_workers


# Every layout shift from the start of the page, as Lighthouse sums them (none after an input).
LAYOUT_SHIFT_PROBE = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.hadRecentInput) {
      const nodes = entry.sources.map((source) => source.node?.outerHTML?.slice(0, 80));
      window.__shifts.push({value: entry.value, nodes});
    }
  }
}).observe({ type: "layout-shift", buffered: true });
"""


@pytest.mark.parametrize("size", [(1024, 768), (768, 1024), (390, 844)],
                         ids=["landscape", "portrait", "phone"])
def test_the_menu_arrives_without_a_layout_shift(page: Page, site_url: str, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.add_init_script(LAYOUT_SHIFT_PROBE)
    open_app(page, url=site_url)
    page.wait_for_selector('#app[data-screen="menu"]', state="attached")
    page.wait_for_timeout(500)  # a shift is reported at the next frame
    shifts = page.evaluate("window.__shifts")
    assert sum(shift["value"] for shift in shifts) == 0, shifts


# Each text the loading screen's step line shows, with its progress bar's value, in order.
STEP_PROBE = """
window.__steps = [];
const record = () => {
  const step = document.querySelector(".boot-loading .boot-step");
  const bar = document.querySelector(".boot-loading progress");
  const last = window.__steps.at(-1);
  if (step && (!last || last[0] !== step.textContent)) window.__steps.push([step.textContent, bar?.value]);
};
new MutationObserver(record).observe(document, {subtree: true, childList: true, characterData: true});
"""


def test_the_loading_screen_says_how_far_the_start_has_come(page: Page, site_url: str):
    held = []
    page.route("**/vendor/pyodide/pyodide.asm.wasm", lambda route: held.append(route))
    page.add_init_script(STEP_PROBE)
    page.goto(site_url)
    # Painted with the page, before any of the runtime has arrived.
    page.wait_for_selector(".boot-loading .boot-step", timeout=5000)
    until_held(page, held)
    first = page.locator(".boot-loading .boot-step").inner_text()
    assert first.startswith("Step 1 of 4") and "Downloading" in first
    held[0].continue_()
    page.wait_for_selector('#app[data-screen="menu"]', state="attached", timeout=120_000)
    steps = page.evaluate("window.__steps")
    numbers = [int(text.split()[1]) for text, _ in steps]
    assert numbers == sorted(numbers) and numbers[0] == 1 and numbers[-1] == 4, steps
    assert [value for _, value in steps] == [number - 1 for number in numbers], "the bar follows the steps"
    assert page.locator(".boot-loading").count() == 0


def test_the_menu_comes_before_the_games_and_a_press_waits_for_its_game_only(page: Page, site_url: str):
    """The menu needs none of the games' modules; each game's come in a zip of their own,
    fetched only when that game is chosen (issue 34). A press that needs a game before its zip
    has arrived says so, then goes on by itself once it is there."""
    from playwright.sync_api import Route

    held: list[Route] = []
    page.route("**/sweets/sweets-*.zip*", lambda route: held.append(route))
    open_app(page)
    assert page.get_attribute("#app", "data-screen") == "menu"
    page.wait_for_timeout(300)
    assert not held, "no game's zip is asked for before a game is chosen"
    page.locator('#app [data-action="menu:new:sweeet"]').click()
    page.wait_for_selector("#app :text('Fetching the games')", timeout=10_000)
    assert page.get_attribute("#app", "data-screen") == "menu"
    until_held(page, held)
    # A first visit (no service worker yet) gets the game's sources, the smaller download.
    assert [route.request.url.rsplit("/", 1)[1] for route in held] == ["sweets-sweeet-src.zip.gz"]
    for route in held:
        route.fallback()
    page.wait_for_selector('#app[data-screen="setup"]', state="attached", timeout=30_000)
    assert page.locator("#app :text('Fetching the games')").count() == 0
    fetched = game_zips_fetched(page)
    assert fetched == ["sweets-sweeet-src.zip.gz"], "only the chosen game's code"


def test_a_link_followed_before_the_games_arrive_opens_once_they_do(page: Page, site_url: str):
    """A saved game's link followed while its game's modules are still downloading: the menu says
    so, then the game opens (it used to be lost to the menu's repaint, the message staying)."""
    from playwright.sync_api import Route
    from tour import follow_save, position

    held: list[Route] = []
    page.route("**/sweets/sweets-*.zip*", lambda route: held.append(route))
    open_app(page)
    follow_save(page, "sweets_stack", position("sweets_stack", "over"), "early-link")
    page.wait_for_selector("#app :text('Fetching the games')", timeout=10_000)
    until_held(page, held)
    assert [route.request.url.rsplit("/", 1)[1] for route in held] == ["sweets-sweets_stack-src.zip.gz"]
    for route in held:
        route.fallback()
    page.wait_for_selector('#app [data-action="result:rematch"]', timeout=30_000)
    assert page.locator("#app :text('Fetching the games')").count() == 0
    assert page.evaluate("location.hash") == "#play=early-link"


def test_a_saved_game_on_the_menu_brings_its_game_only(page: Page, site_url: str):
    """The menu lists a save through its game: that game's zip comes before the menu, no other."""
    from tour import follow_save, position

    open_app(page)
    follow_save(page, "sweeet", position("sweeet", "mid"), "listed")
    page.wait_for_selector('#app[data-screen="handoff"], #app[data-screen="game"]', state="attached",
                           timeout=30_000)
    page.evaluate("location.hash = ''")
    page.reload()
    page.wait_for_selector('#app[data-screen="menu"]', state="attached", timeout=60_000)
    assert page.locator('#app [data-action="save:resume:listed"]').count() == 1
    fetched = game_zips_fetched(page)
    # This test's pages may or may not be answered by the service worker yet: either form.
    assert fetched in (["sweets-sweeet.zip"], ["sweets-sweeet-src.zip.gz"]), fetched
