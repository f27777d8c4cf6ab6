"""The menu's "Learn by playing" entries stay compact (issue 32): MasterSweets' four lessons sit in
one small labelled group on its card, not four full-size buttons that made its card the tallest
by far. Every lesson keeps its one control (``learn.action``), reachable by keyboard, and axe
finds nothing serious on the menu; at 1024×768, 768×1024 and 390×844. Screenshots go to
/work/shots/ms-fix/."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import reset_app
from test_a11y import axe_problems

from sweets import learn

SHOTS = Path("/work/shots/ms-fix")
SIZES = {"1024x768": {"width": 1024, "height": 768}, "768x1024": {"width": 768, "height": 1024},
         "390x844": {"width": 390, "height": 844}}
# The MasterSweets card may be this much taller than the tallest other game's card: its blurb is a
# line longer (about 21 px), and its lessons take a label and one more row of buttons than a single
# "Learn by playing" (about 75 px). Four full-size buttons, a row each, made it 195 px taller.
EXTRA_HEIGHT_PX = 100
CARD_HEIGHTS = """() => Object.fromEntries([...document.querySelectorAll('#app .game-card')].map(card =>
    [card.querySelector('[data-action^="menu:new:"]').dataset.action.slice(9),
     Math.round(card.getBoundingClientRect().height)]))"""

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("size", SIZES)
def test_mastersweets_lessons_are_a_compact_group_each_reachable_by_keyboard(booted, size: str) -> None:
    page = reset_app(booted(bypass_csp=True), SIZES[size])  # axe is injected
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"menu_{size}.png"), full_page=True)
    card = page.locator("#app .game-card", has=page.locator('[data-action="menu:new:mastersweets"]'))
    card.screenshot(path=str(SHOTS / f"menu_mastersweets_card_{size}.png"))
    heights = page.evaluate(CARD_HEIGHTS)
    others = max(h for g, h in heights.items() if g != "mastersweets")
    assert heights["mastersweets"] <= others + EXTRA_HEIGHT_PX, heights
    group = card.locator('[role="group"]')
    assert group.count() == 1 and group.get_attribute("aria-label") == "Learn by playing"
    for lid in learn.ids():
        control = page.locator(f'#app [data-action="{learn.action(lid)}"]')
        assert control.count() == 1, lid
        assert control.is_visible(), lid
    # Tab reaches each of MasterSweets' lessons, in the order of the index
    wanted = [learn.action(lid) for lid in learn.ids() if learn.INDEX[lid][0] == "mastersweets"]
    page.locator('#app [data-action="menu:new:mastersweets"]').focus()
    reached = []
    for _ in range(12):
        page.keyboard.press("Tab")
        action = page.evaluate("document.activeElement && document.activeElement.dataset.action")
        if action in wanted:
            reached.append(action)
        if len(reached) == len(wanted):
            break
    assert reached == wanted
    # Enter on a lesson starts it
    page.keyboard.press("Enter")
    page.wait_for_function("""() => document.getElementById('app').dataset.screen === 'game'
        && !!document.querySelector('#app .coach')""", timeout=60_000)
    reset_app(page, SIZES[size])
    assert axe_problems(page) == []
