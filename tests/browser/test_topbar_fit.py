"""The top bar on an upright tablet (768×1024): one row even with the longest title (a MasterSweets
mode) and every control it can hold (Moves, the newest move, Hint, Undo, Rules). Undo's arrival in
Clash of Sweets used to push Rules onto a second row, 50 px more bar above the table."""

from __future__ import annotations

import pytest
from conftest import go

pytestmark = pytest.mark.browser

CLASH = "new=mastersweets&mode=clash&players=3&bots=1,2&seed=4&speed=fast"
# The top edge of each control of the bar, and the bar's height.
ROWS = """() => { const bar = document.querySelector('#app .topnav');
    const tops = [...bar.children].map(e => Math.round(e.getBoundingClientRect().top));
    return {tops, height: bar.getBoundingClientRect().height,
            title: bar.querySelector('.title').textContent}; }"""


def test_the_top_bar_stays_one_row_on_an_upright_tablet_when_undo_shows(booted):
    page = go(booted(viewport={"width": 768, "height": 1024}), CLASH, screen="game")
    page.locator('#app [data-action="ui:tok:shape"]').click()
    page.locator('#app [data-action^="shape "]').first.click()
    page.wait_for_selector('#app [data-action="game:undo"]')
    bar = page.evaluate(ROWS)
    assert bar["title"] == "MasterSweets — Clash of Sweets", "the title keeps every word"
    assert max(bar["tops"]) - min(bar["tops"]) < 20, f"the bar's controls sit on more than one row: {bar}"
    assert bar["height"] < 70, bar
