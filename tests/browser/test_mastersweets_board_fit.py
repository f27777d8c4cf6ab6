"""MasterSweets' board on an upright tablet (768x1024): what the coach points at can be pressed.

Clash of Sweets' lesson, followed to its end with the Moves list opened (it stays open across
paints), leaves the board less height than four rows of a cookbook need: the board used to spill
under the side panel, whose sheet then took the press meant for a "steal column" button (step 9).
Playwright's click refuses a control another element covers, so following the coach is the test."""

from __future__ import annotations

import pytest
from conftest import go
from test_learn import fragment, play_lesson

pytestmark = pytest.mark.browser


def test_the_clash_lesson_is_followed_to_its_end_on_an_upright_tablet_with_the_moves_open(booted) -> None:
    page = go(booted(viewport={"width": 768, "height": 1024}), fragment("mastersweets.clash"))
    page.locator("#app .moves-panel > summary").click()
    assert page.evaluate("document.querySelector('#app .moves-panel').open")
    seen = play_lesson(page, "mastersweets.clash")
    assert seen.presses > 20
    assert page.locator("#app .coach-end").is_visible()
