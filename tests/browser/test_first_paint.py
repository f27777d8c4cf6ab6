"""The page before Python (issue 34): the build paints the menu into the page and writes every
rules page and the parts of every setup beside it (tools/first_paint.py), so the menu shows and
its Rules and New game work while Pyodide starts; Start waits for Python, on the loading screen.
These tests hold Pyodide's WebAssembly back to check the ORDER (the menu and a rules page work
before Python is up), not the time: the bench prints that (bench/run.py, part "boot")."""

from __future__ import annotations

import json

import pytest
from conftest import BOOT_TIMEOUT_MS, hold_python, release_python
from playwright.sync_api import Page, expect

from sweets import catalogue

# Not marked first_visit: Python is held back until each check before it is made, so which zip of
# the standard library it then starts from changes nothing checked here (the bytecode: 1.7 s of
# Chromium's CPU less per boot; tests/browser/conftest.py: STDLIB_SOURCES).


def test_the_menu_and_a_rules_page_work_before_python_is_up(page: Page, site_url: str):
    held = hold_python(page)
    page.goto(site_url)
    expect(page.locator("#app main.page.menu h1")).to_be_visible(timeout=5000)
    titles = page.locator("#app .game-card h3").all_inner_texts()
    assert titles == [catalogue.entry(game_id).title for game_id in catalogue.ids()]
    assert page.locator(".boot-loading.boot-strip .boot-step").is_visible(), "the start's progress shows"
    page.locator('#app [data-action="rules:sweeet"]').click()
    expect(page.locator("#app h1")).to_have_text("How to play Sweeet!", timeout=5000)
    assert page.evaluate("location.hash") == "#rules=sweeet"
    expect(page.locator("#app h1")).to_be_focused()
    page.locator('#app [data-action="nav:back"]').first.click()
    expect(page.locator("#app .game-card")).to_have_count(len(catalogue.ids()))
    assert page.evaluate("location.hash") == ""
    page.locator('#app [data-action="rules:mastersweets"]').click()
    expect(page.locator("#app h1")).to_contain_text("MasterSweets", timeout=5000)
    # All of that happened before Python: its WebAssembly had not even arrived.
    assert held, "the runtime was asked for"
    assert page.get_attribute("#app", "data-screen") is None
    release_python(page, held)
    # Python opens the same rules page, over the one painted before it, and takes over.
    page.wait_for_selector('#app[data-screen="rules"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#app h1")).to_contain_text("MasterSweets")
    assert page.locator(".boot-loading").count() == 0
    page.locator('#app [data-action="nav:back"]').first.click()
    page.wait_for_selector('#app[data-screen="menu"]', state="attached")


def test_new_game_pressed_before_python_opens_its_setup(page: Page, site_url: str):
    """The setup's every choice before Python: tests/browser/test_first_setup.py."""
    held = hold_python(page)
    page.goto(site_url)
    page.locator('#app [data-action="menu:new:sweeet"]').click()
    expect(page.locator("#app main.page.setup h1")).to_have_text("New game of Sweeet!")
    expect(page.locator("#app h1")).to_be_focused()
    assert page.locator("#app main.page.menu").count() == 0
    assert page.locator("#app .boot-strip .boot-step").is_visible(), "the start's progress shows"
    release_python(page, held)
    page.wait_for_selector('#app[data-screen="setup"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    assert "Sweeet!" in page.locator("#app h1").inner_text()


def test_a_game_link_shows_the_loading_screen_not_the_menu(page: Page, site_url: str):
    held = hold_python(page)
    page.goto(site_url + "#new=sweeet&players=2&seed=3")
    expect(page.locator("#app .boot-loading .boot-step")).to_be_visible()
    assert page.locator("#app main.page.menu").count() == 0
    release_python(page, held)
    page.wait_for_selector('#app[data-screen="game"]', state="attached", timeout=BOOT_TIMEOUT_MS)


def test_a_rules_link_opens_its_page_before_python(page: Page, site_url: str):
    held = hold_python(page)
    page.goto(site_url + "#rules=sweets_stack")
    expect(page.locator("#app h1")).to_contain_text("Sweets Stack", timeout=5000)
    assert page.get_attribute("#app", "data-screen") is None
    release_python(page, held)
    page.wait_for_selector('#app[data-screen="rules"]', state="attached", timeout=BOOT_TIMEOUT_MS)


@pytest.mark.parametrize(("action", "screen"), [
    ("menu:learn:sweeet", "game"), ("menu:stats", "stats"), ("past:list", "past"),
])
def test_the_menus_other_controls_before_python_wait_for_it(page: Page, site_url: str, action: str,
                                                            screen: str):
    """A guided game, statistics, past games: the loading screen, then what was pressed."""
    held = hold_python(page)
    page.goto(site_url)
    page.locator(f'#app [data-action="{action}"]').click()
    expect(page.locator("#app main.page.loading .boot-step")).to_be_visible()
    expect(page.locator("#app .boot-loading .boot-step")).to_be_visible()
    release_python(page, held)
    page.wait_for_selector(f'#app[data-screen="{screen}"]', state="attached", timeout=BOOT_TIMEOUT_MS)


def test_a_backup_chosen_before_python_is_loaded_once_it_is_up(page: Page, site_url: str, tmp_path):
    held = hold_python(page)
    page.goto(site_url)
    backup = tmp_path / "sweets-backup.json"
    items = {"sweets:prefs:sweeet": "{}"}
    backup.write_text(json.dumps({"kind": "sweets-backup", "version": 1, "saved": 0, "items": items}))
    page.set_input_files('#app input[data-file="backup"]', str(backup))
    expect(page.locator("#app main.page.loading .boot-step")).to_be_visible()
    release_python(page, held)
    page.wait_for_selector('#app[data-screen="menu"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#app .notice")).to_contain_text("Backup loaded", timeout=BOOT_TIMEOUT_MS)
