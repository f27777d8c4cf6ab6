"""The Hint button in Chromium (issue 32), in every game and MasterSweets mode: the highlighted
control carries the hinted move (or its first step), nothing is played by the hint itself, the
sentence shows; following the highlight plays Hard's move; ``&hints=0`` leaves no Hint control;
axe finds no serious issue with the hint on show. Screenshots go to SHOTS (at 1024x768 always, at
the two other sizes when SHOTS or SWEETS_SHOTS is set).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import go, pictures_wanted
from playwright.sync_api import Page
from test_a11y import AXE, axe_problems

from sweets.web.saves import MemoryBackend, SaveStore
from sweets.web.session import Session

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("SWEETS_SHOTS", "/work/shots/hint"))
SIZES = [(1024, 768), (768, 1024), (390, 844)]
LINKS = {
    "sweet_holic": "new=sweet_holic&players=3&bots=1,2&seed=4&speed=fast",
    "sweeet": "new=sweeet&players=2&bots=1&seed=9&speed=fast",
    "sweets_stack": "new=sweets_stack&players=3&bots=1,2&seed=5&speed=fast",
    "ms_core": "new=mastersweets&players=2&bots=1&seed=3&speed=fast",
    "ms_clash": "new=mastersweets&mode=clash&players=3&bots=1,2&seed=6&speed=fast",
    "ms_workshop": "new=mastersweets&mode=workshop&players=3&bots=1,2&seed=7&speed=fast",
    "ms_solo": "new=mastersweets&mode=solo&players=1&seed=8&speed=fast",
}
WAIT = 60_000


def expected_hint(link: str) -> tuple[int, str]:
    """(ply, move) of the first hint on the table the link starts, worked out in CPython by the
    same page logic: the computers' moves are seeded by the position, so the browser agrees."""
    s = Session(SaveStore(MemoryBackend()), clock=lambda: 1.8e9, new_seed=lambda: 1)
    s.open_fragment("#" + link)
    for _ in range(5000):
        if s.pending() is None:
            break
        s.advance()
    assert s.table is not None
    t = s.table
    from sweets.bots import hints
    found = hints.hint(t.game_id, t.seat_view(t.shown_seat()), list(t.playable()),
                       t.state.seed * 1_000_003 + t.state.ply)
    return t.state.ply, found.move


def ply(page: Page) -> int:
    return int(page.get_attribute("#app", "data-ply") or -1)


def show_hint(page: Page) -> tuple[str, str]:
    """Presses Hint; (data-action, data-hint) of the highlighted control."""
    page.locator('#app [data-action="game:hint"]').click()
    page.wait_for_selector("#app .hint-panel", timeout=WAIT)
    marked = page.locator("#app [data-hint]")
    marked.first.wait_for(state="attached", timeout=WAIT)
    return marked.first.get_attribute("data-action") or "", marked.first.get_attribute("data-hint") or ""


def open_at_decision(page: Page, link: str) -> Page:
    """Follows ``link`` in this worker's booted app (reset to a fresh profile's menu), up to the
    person's first decision."""
    go(page, link)
    page.wait_for_selector('#app[data-screen="game"] [data-action="game:hint"]', state="attached",
                           timeout=WAIT)
    return page


@pytest.mark.parametrize("name", list(LINKS))
def test_hint_highlights_hards_move_and_following_it_plays_it(booted, name: str):
    link = LINKS[name]
    at, move = expected_hint(link)
    page = open_at_decision(booted(viewport={"width": 1024, "height": 768}, bypass_csp=True), link)
    assert ply(page) == at
    action, kind = show_hint(page)
    assert ply(page) == at  # the hint played nothing
    assert (kind == "move" and action == move) or (kind == "step" and action.startswith("ui:"))
    sentence = page.inner_text("#app .hint-panel")
    assert sentence.startswith("Hint:") and len(sentence) > 20
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}-1024x768.png"))
    assert AXE.is_file()
    assert not axe_problems(page)
    for _ in range(10):  # follow the highlight to the end of the move
        marked = page.locator("#app [data-hint]").first
        action, kind = marked.get_attribute("data-action") or "", marked.get_attribute("data-hint") or ""
        if kind == "move":
            assert action == move
        marked.click()
        page.wait_for_function(f"() => document.querySelector('#app').dataset.ply !== '{at}' || "
                               f"document.querySelector('#app [data-hint]') && "
                               f"document.querySelector('#app [data-hint]').dataset.action !== {action!r}",
                               timeout=WAIT)
        if ply(page) != at:
            break
    assert ply(page) > at
    assert kind == "move"


@pytest.mark.parametrize("size", SIZES[1:], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(LINKS))
def test_hint_shows_at_other_sizes(booted, name: str, size: tuple[int, int]):
    page = open_at_decision(booted(viewport={"width": size[0], "height": size[1]}, bypass_csp=True),
                            LINKS[name])
    before = ply(page)
    show_hint(page)
    assert ply(page) == before
    if pictures_wanted():
        page.wait_for_timeout(300)  # the glide to the hinted control ends
        page.screenshot(path=str(SHOTS / f"{name}-{size[0]}x{size[1]}.png"))


def test_hints_off_leave_no_hint_control(booted):
    page = go(booted(), LINKS["sweeet"] + "&hints=0")
    page.wait_for_selector('#app[data-screen="game"] [data-action^="flip "]', state="attached", timeout=WAIT)
    assert page.locator('#app [data-action="game:hint"]').count() == 0
