"""The coach in axe-core's eyes and under the keyboard (issue 32): for every lesson, at its first
step, after a few steps and on its last screen, axe finds no serious or critical issue; the coach
is a focusable panel reached with Tab, and its words are a polite live region; the control it
points at is reached with Tab too."""

from __future__ import annotations

import pytest
from conftest import go
from test_a11y import axe_problems
from test_learn import READY, click, fragment, pointed

from sweets import learn

pytestmark = pytest.mark.browser

# A table's grid takes one Tab stop (its cells are walked with the arrow keys, tests/browser/
# test_a11y.py): focus inside the grid holding the pointed control counts as reaching it.
TAB_FOCUS = """target => { const e = document.activeElement; if (!e) return {};
    const grid = e.dataset.cell ? e.closest('[role=grid], svg') : null;
    const there = [...document.querySelectorAll('#app [data-action]')]
        .filter(x => x.dataset.action === target);
    return {coach: !!e.closest('.coach'), action: e.dataset.action || null,
            grid: !!grid && there.some(x => grid.contains(x))}; }"""


def tab_reaches(page, wanted, target: str = "") -> bool:
    """Presses Tab from the top of the page until ``wanted(focused)`` or 200 presses."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    for _ in range(200):
        page.keyboard.press("Tab")
        if wanted(page.evaluate(TAB_FOCUS, target)):
            return True
    return False


@pytest.mark.parametrize("lid", learn.ids())
def test_the_coach_passes_axe_and_is_reached_by_keyboard(booted, lid: str) -> None:
    page = go(booted(viewport={"width": 1024, "height": 768}, bypass_csp=True), fragment(lid))
    for presses in range(4):
        page.wait_for_function(READY, timeout=60_000)
        if presses in (0, 3):
            assert axe_problems(page) == [], f"{lid} after {presses} presses"
            assert page.locator("#app .coach .coach-say[aria-live=polite]").count() == 1
            assert tab_reaches(page, lambda f: f.get("coach")), "Tab never reaches the coach"
            target = pointed(page)[0]
            assert tab_reaches(page, lambda f, t=target: f.get("action") == t or f.get("grid"), target), \
                f"Tab never reaches {target}"
        click(page, pointed(page)[0])
