"""The Workshop's cookbook stays pressable late in a game (issue 32): with a dozen clues and the
spent cards listed under it, the clue list once covered the cookbook's bottom row on an upright
tablet (768×1024), so a recipe card at d5 could not be pressed. The guided game is followed,
pressing the control its coach points at, to a late position where the learner points at a
cookbook card; there every pressable cell's centre must hit that cell, at four sizes (a phone held
sideways too).
Screenshots go to /work/shots/ms-fix/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import go
from playwright.sync_api import Page

SHOTS = Path("/work/shots/ms-fix")
SIZES = {"1024x768": {"width": 1024, "height": 768}, "768x1024": {"width": 768, "height": 1024},
         "390x844": {"width": 390, "height": 844}, "844x390": {"width": 844, "height": 390}}
LATE_PLY = 24  # a dozen clues given and 25 cards spent by then (the lesson's deal, seed 4)
CELL = re.compile(r"^ui:tok:[a-f][1-6]$")
MARK = ("(() => { const a = document.getElementById('app'); "
        "return [a.dataset.screen, a.dataset.ply, a.dataset.paint, a.innerHTML.length].join('|'); })()")
POINTED = """() => document.querySelector('#app [data-coach="point"]').dataset.action"""
READY = """() => { const a = document.getElementById('app');
    return a.dataset.screen === 'result' || (a.dataset.screen === 'game'
        && !!a.querySelector('[data-coach="point"]')); }"""
# Each pressable cookbook cell: its action, and whether the element at its centre is the cell or
# inside it (not a panel laid over it). A cell scrolled out of a phone's window is scrolled in first.
HITS = """() => [...document.querySelectorAll('#app .mainbook [data-action^="ui:tok:"]')].map(cell => {
    cell.scrollIntoView({block: 'center', inline: 'center'});
    const r = cell.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return [cell.dataset.action, !!hit && (hit === cell || cell.contains(hit)),
            hit ? (hit.closest('section, div') || hit).className : null]; })"""

pytestmark = pytest.mark.browser


def press_pointed(page: Page) -> str:
    """Presses the control the coach points at (by its event, as a reader of the page would not
    be stopped by what covers it: the coverage is what is measured after)."""
    action = page.evaluate(POINTED)
    before = page.evaluate(MARK)
    page.locator(f'#app [data-coach="point"][data-action="{action}"]').first.dispatch_event("click")
    page.wait_for_function(f"before => {MARK} !== before", arg=before, timeout=30_000)
    return action


def late_point(page: Page) -> None:
    """Follows the lesson until, at ply ``LATE_PLY`` or later, the learner is to choose the
    cookbook card to point at."""
    for _ in range(200):
        page.wait_for_function(READY, timeout=60_000)
        assert page.evaluate("document.getElementById('app').dataset.screen") == "game", "lesson ended early"
        ply = int(page.evaluate("document.getElementById('app').dataset.ply"))
        pointed = page.evaluate(POINTED)
        if ply >= LATE_PLY and CELL.match(pointed):
            return
        press_pointed(page)
    raise AssertionError("no late point at the cookbook")


def test_every_workshop_cookbook_cell_is_pressable_late_in_the_game(booted) -> None:
    page = go(booted(viewport=SIZES["1024x768"]), "learn=mastersweets&mode=workshop&speed=fast")
    late_point(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    covered = {}
    for name, size in SIZES.items():
        page.set_viewport_size(size)  # type: ignore[arg-type]
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        hits = page.evaluate(HITS)
        assert len(hits) >= 10, hits  # the face-up cards of a late cookbook
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(SHOTS / f"workshop_late_point_{name}.png"), full_page=True)
        covered[name] = [(action, over) for action, ok, over in hits if not ok]
    assert covered == {name: [] for name in SIZES}
