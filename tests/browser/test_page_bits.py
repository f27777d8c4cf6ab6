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
import random
import time
from pathlib import Path

import pytest
from conftest import go, pictures_wanted, put_in_storage, repaint_menu
from playwright.sync_api import Page
from test_a11y import axe_problems

from sweets import games
from sweets.web.saves import PREFIX, record_text

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
def touch(booted):
    return booted(viewport={"width": 1024, "height": 768}, has_touch=True)


def test_the_heading_focused_when_a_screen_opens_shows_no_box_to_a_pointer(touch: Page):
    page = go(touch, SOLO)
    focus = page.evaluate(FOCUS)
    assert focus["tag"] == "h1" and focus["outline"] == "none", focus  # opened from a link
    tap(page, "nav:menu")
    focus = page.evaluate(FOCUS)
    assert focus["tag"] == "h1" and focus["outline"] == "none", focus
    tap(page, "menu:new:sweeet")
    focus = page.evaluate(FOCUS)
    assert focus["tag"] == "h1" and focus["outline"] == "none", focus


def test_the_focused_heading_shows_its_ring_once_the_keyboard_is_used(booted):
    page = booted()
    page.focus('#app [data-action="menu:new:sweeet"]')
    page.keyboard.press("Enter")
    page.wait_for_selector("#app[data-screen=setup]")
    focus = page.evaluate(FOCUS)
    assert focus["tag"] == "h1" and focus["outline"] != "none", focus


def test_choosing_a_role_alone_in_the_kitchen_keeps_the_focus_on_the_table(touch: Page):
    page = go(touch, SOLO)
    tap(page, "choose taster")
    focus = page.evaluate(FOCUS)
    assert focus["inApp"] and focus["action"], focus


def test_draw_and_picking_a_hand_card_keep_the_focus_on_the_table(touch: Page):
    page = go(touch, CORE)
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


# ----- the menu: covers, games in progress first, a damaged save named by its game --------------

def finished(game_id: str, names: list[str], seed: int, options: dict | None = None):
    rnd = random.Random(seed)
    state = games.get(game_id).new(names, seed, options)
    while not state.is_over:
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


def put_save(page: Page, save_id: str, record: str) -> None:
    put_in_storage(page, {PREFIX + save_id: record})


def shoot(page: Page, name: str) -> None:
    """Screenshots of the page as it is at the three sizes, full length."""
    if not pictures_wanted():  # pictures for a person (nox -s shots), not a check
        return
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.screenshot(path=str(SHOTS / f"{name}-{width}x{height}.png"), full_page=True)
    page.set_viewport_size({"width": 1024, "height": 768})


def test_the_menu_names_a_damaged_saves_game_and_lists_games_in_progress_first(booted):
    page = booted(viewport={"width": 1024, "height": 768}, bypass_csp=True)
    game = games.get("mastersweets")
    state = game.new(["Ann", "Bob"], 4, {"mode": "clash"})
    broken = json.loads(record_text("broken", "mastersweets", state, {"bots": {}, "updated": 1}))
    broken["save"]["log"] = ["zzz qq"]
    put_save(page, "broken", json.dumps(broken))
    sweeet = games.get("sweeet").new(["Cy", "Dee"], 5)
    sweeet = sweeet.apply(sweeet.legal_actions()[0])
    put_save(page, "going", record_text("going", "sweeet", sweeet, {"bots": {"1": "easy"}, "updated": 1}))
    # The menu painted again reads the saves afresh; it may have listed them already, as it heard
    # of them (put_in_storage), and then changes nothing: any paint of the menu will do.
    repaint_menu(page)
    page.wait_for_selector("#app[data-screen=menu] .save.damaged", timeout=60_000)
    damaged = page.inner_text("#app .save.damaged")
    assert "MasterSweets — Clash of Sweets: Ann, Bob" in damaged and "Saved game" not in damaged
    assert "zzz" not in damaged and "moves look like" not in damaged and "move 1" in damaged, damaged
    assert "1 move played" in page.inner_text("#app .save:not(.damaged)")
    headings = page.eval_on_selector_all("#app main h2", "hs => hs.map(h => h.textContent)")
    assert headings == ["Unfinished games", "Choose a game", "On this device"]
    assert page.locator("#app .game-card svg.cover").count() == len(games.ids())
    assert [v for v in axe_problems(page)] == []
    shoot(page, "menu")


# ----- result screens: places, a celebration that honours reduced motion, no serious axe issue ----

RESULTS = [
    ("sweet_holic", ["Ann", "Constantinople", "Bo", "Dee"], 3, None),
    ("sweeet", ["Ann", "Bo", "Cy"], 4, None),
    ("sweets_stack", ["Ann", "Bo", "Cy"], 5, None),
    ("mastersweets", ["Ann", "Bo", "Cy"], 1, None),
    ("mastersweets", ["Ann", "Bo", "Cy", "Dee"], 5, {"mode": "clash"}),
    ("mastersweets", ["Ann", "Bo", "Cy"], 1, {"mode": "workshop"}),
    ("mastersweets", ["Ann"], 3, {"mode": "solo"}),
]


def test_every_result_lists_places_and_celebrates_a_win_but_not_under_reduced_motion(booted):
    page = booted(viewport={"width": 1024, "height": 768}, bypass_csp=True, reduced_motion="no-preference")
    report = []
    for game_id, names, seed, options in RESULTS:
        state = finished(game_id, names, seed, options)
        mode = (options or {}).get("mode", "")
        save_id = f"result-{game_id}-{mode}"
        # updated now: a finished game a day old is dropped as the menu lists it (sweets/web/menu.py)
        put_save(page, save_id, record_text(save_id, game_id, state, {"bots": {}, "updated": time.time()}))
        go(page, f"play={save_id}", screen="result", timeout=60_000)
        badges = page.eval_on_selector_all("#app .place", "bs => bs.map(b => b.textContent)")
        expected = 0 if mode == "workshop" else len(names) + (mode == "solo")
        won = bool(state.winners())
        cheer = page.locator("#app .cheer")
        running = page.evaluate("""() => { const i = document.querySelector('#app .cheer i');
            return i ? getComputedStyle(i).animationName : null; }""")
        problems = axe_problems(page)
        page.emulate_media(reduced_motion="reduce")  # the system's setting changed: no confetti
        hidden = page.evaluate("""() => { const c = document.querySelector('#app .cheer');
            return c ? getComputedStyle(c).display : null; }""")
        if (len(badges) != expected or badges[:1] not in ([], ["1st"], ["1st="])
                or (cheer.count() == 1) != won or (won and running != "confetti")
                or (won and hidden != "none") or problems):
            report.append((game_id, mode, badges, won, running, hidden, problems))
        shoot(page, f"result-{game_id}{'-' + mode if mode else ''}")  # the page without confetti
        page.emulate_media(reduced_motion="no-preference")
    assert not report, report


def test_a_link_followed_as_a_paint_resets_the_address_still_opens(booted):
    """A paint that comes between a followed link and its hashchange event puts the screen's own
    fragment back in the address (the menu's, as a save is listed): the link is taken from the
    event, not from the address, so it still opens."""
    page = booted()
    page.evaluate("""() => {
        location.hash = "new=sweeet&players=2&seed=3";
        history.replaceState(null, "", location.pathname);  // what the menu's paint does
    }""")
    page.wait_for_selector('#app[data-screen="game"]', state="attached", timeout=30_000)
