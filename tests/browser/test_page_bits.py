"""The page around the games, in Chromium (issue 31's smaller items, issue 35 item 8):

- the heading the page focuses when a screen opens shows no focus box to pointer users, but does
  once the keyboard is in use;
- after a press, the focus lands on a control of the new screen (the same one if it is still
  there), never on the page's body: after choosing a role in Alone in the Kitchen, after Draw,
  after picking a hand card;
- a damaged save's row on the menu names its game and says why in plain words;
- axe finds no serious issue on the menu and on the result screens; screenshots of those at three
  sizes go to /work/shots/page-bits/ (or $SWEETS_SHOTS).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from conftest import open_app
from playwright.sync_api import Page
from test_a11y import axe_problems

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("SWEETS_SHOTS", "/work/shots/page-bits"))
SIZES = [(1024, 768), (768, 1024), (390, 844)]
SOLO = "new=mastersweets&mode=solo&players=1&seed=3&speed=fast"
CORE = "new=mastersweets&players=2&bots=1&seed=5&speed=fast"

# What holds the focus: its tag, its control (or text), whether it is in #app, its outline.
FOCUS = """() => { const e = document.activeElement;
    return {tag: e.tagName.toLowerCase(), action: e.getAttribute("data-action"),
            inApp: !!e.closest("#app") && e !== document.getElementById("app"),
            outline: getComputedStyle(e).outlineStyle}; }"""


def tap(page: Page, action: str) -> None:
    """Taps a control (a pointer, as a tablet does) and waits for the next paint."""
    before = page.get_attribute("#app", "data-paint")
    page.locator(f'#app [data-action="{action}"]').first.tap()
    page.wait_for_function(f"document.getElementById('app').dataset.paint !== {json.dumps(before)}")
    page.wait_for_timeout(150)  # a paint from the clock may follow at once


@pytest.fixture
def touch(new_context):
    context = new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    return context.new_page()


def test_the_heading_focused_when_a_screen_opens_shows_no_box_to_a_pointer(touch: Page):
    page = open_app(touch, SOLO)
    focus = page.evaluate(FOCUS)
    assert focus["tag"] == "h1" and focus["outline"] == "none", focus  # opened from a link
    tap(page, "nav:menu")
    focus = page.evaluate(FOCUS)
    assert focus["tag"] == "h1" and focus["outline"] == "none", focus
    tap(page, "menu:new:sweeet")
    focus = page.evaluate(FOCUS)
    assert focus["tag"] == "h1" and focus["outline"] == "none", focus


def test_the_focused_heading_shows_its_ring_once_the_keyboard_is_used(page: Page):
    open_app(page)
    page.focus('#app [data-action="menu:new:sweeet"]')
    page.keyboard.press("Enter")
    page.wait_for_selector("#app[data-screen=setup]")
    focus = page.evaluate(FOCUS)
    assert focus["tag"] == "h1" and focus["outline"] != "none", focus


def test_choosing_a_role_alone_in_the_kitchen_keeps_the_focus_on_the_table(touch: Page):
    page = open_app(touch, SOLO)
    tap(page, "choose taster")
    focus = page.evaluate(FOCUS)
    assert focus["inApp"] and focus["action"], focus


def test_draw_and_picking_a_hand_card_keep_the_focus_on_the_table(touch: Page):
    page = open_app(touch, CORE)
    tap(page, "choose waiter")
    page.wait_for_selector('#app[data-to-move="0"] [data-action="draw"]')
    tap(page, "draw")
    focus = page.evaluate(FOCUS)
    assert focus["inApp"], focus
    page.wait_for_selector('#app[data-to-move="0"] [data-action^="ui:pre:exchange|"]', timeout=30_000)
    card = page.eval_on_selector('#app [data-action^="ui:pre:exchange|"]', "e => e.dataset.action")
    tap(page, card)
    focus = page.evaluate(FOCUS)
    assert focus["inApp"] and focus["action"], focus
