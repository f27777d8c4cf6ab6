"""A game's setup before Python (issue 34): New game pressed while Pyodide starts opens the game's
setup (static/first_setup.mjs, put together from parts the build rendered with Python), where
every choice works; the presses are queued and Python replays them as it takes over.

The screen before Python must be Python's own for the same presses: after every press of a
random walk over the setup's controls it is compared with what sweets.render.screens.setup draws
(in this process) for the form sweets.web.setup's presses make. Then Python takes over and its
screen is the same, and the game it starts is the one chosen."""

from __future__ import annotations

import random

import pytest
from conftest import BOOT_TIMEOUT_MS, BrowserGuard, hold_python, release_python
from playwright.sync_api import Page, Route, expect
from test_a11y import axe_problems

from sweets import catalogue, games
from sweets.render.screens import setup as render_setup
from sweets.web import setup

# The markup of #app's <main>, or of markup given, with every element's attributes sorted: a
# control's pressed state set here and Python's drawn in place differ only in attribute order.
CANONICAL = """(markup) => {
  let main;
  if (markup === null) {
    main = document.querySelector("#app > main");
  } else {
    const template = document.createElement("template");
    template.innerHTML = markup;
    main = template.content.firstElementChild;
  }
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return "";
    const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort().join(" ");
    return `<${node.localName} ${attributes}>${[...node.childNodes].map(walk).join("")}</${node.localName}>`;
  };
  return main ? walk(main) : null;
}"""

# The setup's controls a person can press (all but Start), with what each does.
CONTROLS = """() => [...document.querySelectorAll(
    '#app > main [data-action^="setup:"], #app > main input[data-field]')]
  .map((control) => control.getAttribute("data-action") ?? control.getAttribute("data-field"))
  .filter((action) => action !== "setup:start")"""


def _new_game_before_python(page: Page, site_url: str, game_id: str) -> list[Route]:
    """The menu painted before Python, and its New game of ``game_id`` pressed; Python held."""
    held = hold_python(page)
    page.goto(site_url)
    page.locator(f'#app [data-action="menu:new:{game_id}"]').click()
    return held


def _python_screen(page: Page, form: dict) -> str:
    return page.evaluate(CANONICAL, render_setup(form, None))


def _walk(page: Page, game_id: str, presses: int, pick: random.Random) -> dict:
    """Random presses and names on the setup before Python, each compared with Python's screen
    for the same form; returns that form."""
    form = setup.new_form(game_id)
    expect(page.locator("#app > main.page.setup h1")).to_contain_text(catalogue.entry(game_id).title)
    assert page.evaluate(CANONICAL, None) == _python_screen(page, form), "the setup as it opens"
    compared = 0
    for n in range(presses):
        control = pick.choice(page.evaluate(CONTROLS))
        if control.startswith("name:"):
            name = pick.choice(["Ann", "Bo <b>&amp;", "Zoë \"Z\"", ""])
            page.locator(f'#app [data-field="{control}"]').fill(name)
            setup.type_name(form, control, name)
        else:
            page.locator(f'#app [data-action="{control}"]').first.click()
            setup.press(form, control.removeprefix("setup:"))
        if form["refused"]:  # why the rules refuse a combination shows once Python is up
            continue
        assert page.evaluate(CANONICAL, None) == _python_screen(page, form), f"press {n + 1}: {control}"
        compared += 1
        if not control.startswith("name:"):
            assert page.evaluate("document.activeElement.getAttribute('data-action')") == control
    assert page.get_attribute("#app", "data-screen") is None, "all before Python"
    assert compared >= presses // 2, f"only {compared} of {presses} presses left a form the rules accept"
    return form


@pytest.mark.parametrize("game_id", catalogue.ids())
def test_a_setup_chosen_before_python_is_pythons_own(page: Page, site_url: str, game_id: str):
    held = _new_game_before_python(page, site_url, game_id)
    form = _walk(page, game_id, 40, random.Random(game_id))
    before = page.evaluate(CANONICAL, None)
    release_python(page, held)
    # Python replays the presses and the names: its screen is the one on the page, not redrawn.
    page.wait_for_selector('#app[data-screen="setup"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator(".boot-loading").count() == 0
    if not form["refused"]:
        assert page.evaluate(CANONICAL, None) == before
    assert page.evaluate(CANONICAL, None) == _python_screen(page, form)


def test_start_pressed_before_python_starts_the_game_chosen(page: Page, site_url: str):
    held = _new_game_before_python(page, site_url, "sweeet")
    page.locator('#app [data-action="setup:players:3"]').click()
    page.locator('#app [data-field="name:0"]').fill("Ann")
    page.locator('#app [data-action="setup:seat:2:computer"]').click()
    page.locator('#app [data-action="setup:level:2:hard"]').click()
    page.locator('#app [data-action="setup:speed:fast"]').click()
    # The rules page from the setup, and Back to the setup as it was left.
    page.locator('#app [data-action="rules:sweeet"]').click()
    expect(page.locator("#app h1")).to_have_text("How to play Sweeet!", timeout=5000)
    page.locator('#app [data-action="nav:back"]').first.click()
    expect(page.locator('#app [data-field="name:0"]')).to_have_value("Ann")
    expect(page.locator('#app [data-action="setup:level:2:hard"]')).to_have_attribute("aria-pressed", "true")
    page.locator('#app [data-action="setup:start"]').click()
    expect(page.locator("#app .boot-loading .boot-step")).to_be_visible()
    release_python(page, held)
    page.wait_for_selector('#app[data-screen="game"], #app[data-screen="handoff"]', state="attached",
                           timeout=BOOT_TIMEOUT_MS)
    record = page.evaluate("""() => {
      const save = Object.keys(localStorage).find((key) => key.startsWith("sweets:save:"));
      return JSON.parse(localStorage.getItem(save));
    }""")
    assert record["game"] == "sweeet"
    assert record["meta"]["bots"] == {"1": "easy", "2": "hard"}
    assert record["meta"]["speed"] == "fast"
    state = games.get("sweeet").from_json(record["save"])
    assert list(state.players) == ["Ann", "Computer 2", "Computer 3"]


def test_back_from_the_setup_before_python_forgets_it(page: Page, site_url: str):
    held = _new_game_before_python(page, site_url, "mastersweets")
    page.locator('#app [data-action="setup:mode:clash"]').click()
    page.locator('#app [data-action="nav:menu"]').click()
    expect(page.locator("#app main.page.menu h1")).to_be_visible()
    release_python(page, held)
    page.wait_for_selector('#app[data-screen="menu"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    page.locator('#app [data-action="menu:new:mastersweets"]').click()
    expect(page.locator('#app [data-action="setup:mode:core"]')).to_have_attribute("aria-pressed", "true")


def test_a_setup_that_cannot_be_fetched_waits_for_python(page: Page, site_url: str,
                                                         browser_guard: BrowserGuard):
    """Offline before the service worker has the site: New game shows the loading screen, and
    Python opens the setup once it is up."""
    browser_guard.allow_console(r"ERR_FAILED .*/setup/sweets_stack\.json")
    held = hold_python(page)
    page.route("**/setup/*.json", lambda route: route.abort())
    page.goto(site_url)
    page.locator('#app [data-action="menu:new:sweets_stack"]').click()
    expect(page.locator("#app main.page.loading .boot-step")).to_be_visible()
    expect(page.locator("#app .boot-loading .boot-step")).to_be_visible()
    assert page.locator("#app .boot-strip").count() == 0, "the whole loading screen, not the strip"
    release_python(page, held)
    page.wait_for_selector('#app[data-screen="setup"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#app h1")).to_have_text("New game of Sweets Stack")


def test_python_taking_over_on_rules_opened_from_the_setup_goes_back_to_it(page: Page, site_url: str):
    held = _new_game_before_python(page, site_url, "mastersweets")
    page.locator('#app [data-action="setup:mode:workshop"]').click()
    page.locator('#app [data-action="setup:players:5"]').click()
    page.locator('#app [data-field="name:4"]').fill("Eve")
    page.locator('#app [data-action="rules:mastersweets"]').click()
    expect(page.locator("#app h1")).to_contain_text("MasterSweets", timeout=5000)
    release_python(page, held)
    page.wait_for_selector('#app[data-screen="rules"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    page.locator('#app [data-action="nav:back"]').first.click()
    page.wait_for_selector('#app[data-screen="setup"]', state="attached")
    expect(page.locator('#app [data-action="setup:mode:workshop"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator('#app [data-action="setup:players:5"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator('#app [data-field="name:4"]')).to_have_value("Eve")


def test_a_refused_setup_started_before_python_stays_with_the_reason(page: Page, site_url: str):
    """Why the rules refuse Sweets Stack's cards needs Python: Start waits for it, and it says why."""
    held = _new_game_before_python(page, site_url, "sweets_stack")
    page.locator('#app [data-action="setup:slot:advanced:1:dragons_fireball"]').check()
    page.locator('#app [data-action="setup:slot:advanced:2:dragons_fireball"]').check()
    page.locator('#app [data-action="setup:start"]').click()
    expect(page.locator("#app main.page.loading .boot-step")).to_be_visible()
    release_python(page, held)
    page.wait_for_selector('#app[data-screen="setup"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    refusal = page.locator("#app .slot-refusal").first
    expect(refusal).to_contain_text("Dragon's Fireball may be used for one round only")
    expect(page.locator('#app [data-action="setup:slot:advanced:2:dragons_fireball"]')).to_be_checked()


def test_axe_finds_no_serious_issue_before_python(new_context, site_url: str):
    """The menu, a setup and the loading screen as the page shows them before Python."""
    page = new_context(bypass_csp=True, viewport={"width": 1024, "height": 768}).new_page()
    held = hold_python(page)
    page.goto(site_url)
    expect(page.locator("#app main.page.menu h1")).to_be_visible()
    problems = {"menu": axe_problems(page)}
    page.locator('#app [data-action="menu:new:sweets_stack"]').click()
    expect(page.locator("#app main.page.setup h1")).to_be_visible()
    problems["setup"] = axe_problems(page)
    page.locator('#app [data-action="setup:start"]').click()
    expect(page.locator("#app main.page.loading .boot-step")).to_be_visible()
    problems["loading"] = axe_problems(page)
    assert problems == {"menu": [], "setup": [], "loading": []}
    release_python(page, held)
