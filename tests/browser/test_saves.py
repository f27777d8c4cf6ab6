"""Saves in the real browser: every move kept at once, damaged saves explained without breaking
the menu, storage that refuses to keep anything, and hostile names shown as plain text."""

from __future__ import annotations

import json
import random

import pytest
from conftest import go, open_app, put_in_storage, repaint_menu, settled
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_sweeet_page import actions, choose, ply, press, saved_state, screen

from sweets import games
from sweets.web.saves import PREFIX, record_text

pytestmark = pytest.mark.browser

HOSTILE = "<img src=x onerror=alert(1)>"
SHOWN = HOSTILE[:24]  # the engine keeps names to 24 characters


def put_items(page: Page, items: dict[str, str]) -> None:
    put_in_storage(page, items)


def press_unless_gone(page: Page, action: str) -> None:
    """Presses ``action``; a control that went away meanwhile (a pause ended by itself) is fine."""
    selector = '#app [data-action="{}"]'.format(action.replace("\\", "\\\\").replace('"', '\\"'))
    try:
        page.locator(selector).first.click(timeout=3_000)
    except PlaywrightTimeout:
        if action in actions(page):
            raise
    settled(page)


def saves_in_storage(page: Page) -> dict[str, dict]:
    raw = page.evaluate(f"""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith("{PREFIX}")).map(k => [k, localStorage.getItem(k)]))""")
    return {k[len(PREFIX):]: json.loads(v) for k, v in raw.items()}


def to_menu(page: Page) -> None:
    """Paints the menu again in the open app, which reads the saves from localStorage afresh (it
    may have listed them already, as it heard of them: any paint of the menu will do)."""
    repaint_menu(page)


def test_every_move_is_saved_at_once_and_the_menu_resumes_it(booted):
    page = go(booted(), "new=sweeet&players=2&seed=12&names=Ann,Bo")
    rnd = random.Random(12)
    for _ in range(5):
        action = choose(actions(page), rnd)
        assert action is not None  # no computer seat at this table
        press(page, action)
        saved = saved_state(page)
        assert saved.ply == ply(page)
    at = ply(page)
    press(page, "nav:menu")
    assert screen(page) == "menu" and page.evaluate("location.hash") == ""
    save_id = next(iter(saves_in_storage(page)))
    assert "Ann, Bo" in page.inner_text("#app")
    press(page, f"save:resume:{save_id}")
    assert screen(page) in ("game", "handoff") and ply(page) == at


def test_damaged_and_foreign_saves_get_a_message_and_the_others_still_resume(booted):
    game = games.get("sweeet")
    good = game.new(["Ann", "Bob"], 3).apply("flip a1")
    illegal = json.loads(record_text("illegal", "sweeet", good, {"bots": {}}))
    illegal["save"]["log"] = ["flip a1", "flip a1"]
    page = booted()
    put_items(page, {
        PREFIX + "good": record_text("good", "sweeet", good, {"bots": {}, "speed": "fast", "updated": 1}),
        PREFIX + "broken": "{this is not JSON",
        PREFIX + "foreign": json.dumps({"kind": "sweets-save", "version": 1, "game": "chess", "save": {}}),
        PREFIX + "illegal": json.dumps(illegal),
        "unrelated": "left alone",
    })
    to_menu(page)
    text = page.inner_text("#app")
    assert text.count("This save is damaged and cannot be resumed") == 3
    assert {"save:delete:broken", "save:delete:foreign", "save:delete:illegal"} <= set(actions(page))
    assert "save:resume:broken" not in actions(page)
    press(page, "save:delete:broken")
    assert "save:delete:broken" not in actions(page)
    assert page.evaluate("localStorage.getItem('unrelated')") == "left alone"
    press(page, "save:resume:good")
    assert screen(page) == "game" and ply(page) == 1
    # a link to a damaged save lands on the menu with an explanation
    go(page, "play=illegal", screen="menu")
    assert screen(page) == "menu"
    assert "cannot be resumed" in page.inner_text("#app")


@pytest.mark.parametrize("failure", ["full", "disabled"])
def test_storage_that_keeps_nothing_is_explained_and_the_game_still_plays(new_context, failure):
    context = new_context(reduced_motion="reduce")  # a whole game: nothing glides (as in `booted`)
    if failure == "full":
        script = """Storage.prototype.setItem = function () {
            throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };"""
    else:
        script = """Object.defineProperty(window, "localStorage", {
            get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });"""
    context.add_init_script(script)
    page = context.new_page()
    open_app(page, "new=sweeet&players=2&bots=1&seed=6&speed=fast")
    assert screen(page) == "game"
    assert "Games will not be kept" in page.inner_text("#app")
    rnd = random.Random(6)
    for _ in range(400):
        if screen(page) == "result":
            break
        action = choose(actions(page), rnd)
        if action is None:
            page.wait_for_timeout(30)
            continue
        press_unless_gone(page, action)
    assert screen(page) == "result"


def test_hostile_names_are_shown_as_text(booted):
    long_name = "Wolfeschlegelsteinhausenbergerdorff the Third"
    page = go(booted(), f"new=sweeet&players=3&seed=2&names={HOSTILE},{long_name},🍬 Zoé 🍭")
    page.on("dialog", lambda dialog: pytest.fail(f"a name ran code: {dialog.message}"))
    text = page.inner_text("#app")
    assert SHOWN in text
    assert "🍬 Zoé 🍭" in text
    assert page.locator("#app img").count() == 0
    names = page.eval_on_selector_all("#app .player .name", "els => els.map(e => e.textContent)")
    assert names[0] == SHOWN and names[1] == long_name[:24]
    # the setup screen takes hostile names typed by hand too
    press(page, "nav:menu")
    press(page, "menu:new:sweeet")
    page.fill('#app input[data-field="name:0"]', HOSTILE)
    press(page, "setup:seat:1:person")
    press(page, "setup:start")
    assert screen(page) in ("game", "handoff")
    assert SHOWN in page.inner_text("#app") or screen(page) == "handoff"
    assert page.locator("#app img").count() == 0


def test_a_link_with_a_huge_seed_is_refused_in_a_few_words_and_the_page_keeps_its_width(booted):
    page = go(booted(viewport={"width": 1024, "height": 768}), "new=sweeet&players=2&seed=" + "7" * 5000,
              screen="menu")
    assert screen(page) == "menu"
    text = page.inner_text("#app")
    assert "at most 18 digits" in text and "7" * 41 not in text
    assert page.evaluate("document.documentElement.scrollWidth") <= 1024
    go(page, "new=" + "z" * 5000, screen="menu")
    page.wait_for_function("() => document.getElementById('app').innerText.includes('zzz…')")
    assert "z" * 41 not in page.inner_text("#app")
    assert page.evaluate("document.documentElement.scrollWidth") <= 1024


def test_damaged_saves_are_listed_after_the_good_ones(booted):
    good = games.get("sweeet").new(["Ann", "Bob"], 3).apply("flip a1")
    page = booted()
    put_items(page, {PREFIX + "0-broken": "{this is not JSON",
                     PREFIX + "z-good": record_text("z-good", "sweeet", good, {"bots": {}, "updated": 1})})
    to_menu(page)
    rows = page.eval_on_selector_all("#app li.save", "els => els.map(e => e.className)")
    assert rows == ["save", "save damaged"]
