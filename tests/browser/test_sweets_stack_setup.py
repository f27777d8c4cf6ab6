"""Sweets Stack's setup screen in Chromium (issue 35, item 1): an advanced rule card (or none) for
each round chosen with real radio buttons, by mouse and by keyboard; a combination the rulebook
forbids is refused beside the choice and does not start; the recommended combinations are one
press; the game starts with the chosen card; axe-core finds no serious or moderate issue; the
screen fits a phone without scrolling sideways.

Screenshots go to /work/shots/stack-setup/ (looked at by a person; not compared here).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, ViewportSize
from test_a11y import AXE, axe_violations
from tour import press

pytestmark = pytest.mark.browser

SHOTS = Path("/work/shots/stack-setup")
SIZES: dict[str, ViewportSize] = {
    "1024x768": {"width": 1024, "height": 768},
    "768x1024": {"width": 768, "height": 1024},
    "390x844": {"width": 390, "height": 844},
}
REPORTED = ("moderate", "serious", "critical")
# The card checked in each round, as the radio buttons' state says (not their markup).
CHOSEN = """() => [1, 2, 3].map(r => {
    const on = document.querySelector(`#app input[name="advanced-${r}"]:checked`);
    return on ? on.value : null; })"""


def radio(round_no: int, card: str) -> str:
    return f'#app input[data-action="setup:slot:advanced:{round_no}:{card}"]'


def choose(page: Page, round_no: int, card: str) -> None:
    """Clicks the label of the card's radio button in that round, as a person would."""
    page.locator(radio(round_no, card)).locator("xpath=..").click()
    page.wait_for_function(f"document.querySelector('{radio(round_no, card)}').hasAttribute('checked')")


def open_setup(page: Page) -> None:
    """From the menu of this worker's booted app (reset to a fresh profile's), its setup."""
    press(page, "menu:new:sweets_stack")
    page.wait_for_selector("#app[data-screen=setup] .slot-table")


def problems(page: Page) -> list[dict]:
    return [v for v in axe_violations(page) if v["impact"] in REPORTED]


def test_cards_chosen_round_by_round_refused_fixed_and_started(booted):
    assert AXE.is_file(), f"axe-core is not installed at {AXE} (npm ci)"
    page = booted(viewport=SIZES["1024x768"], bypass_csp=True)
    open_setup(page)
    assert page.evaluate(CHOSEN) == ["-", "-", "-"]
    assert not problems(page)

    # Dragon's Fireball in rounds 1 and 3: refused, with the reason in its row.
    choose(page, 1, "dragons_fireball")
    choose(page, 3, "dragons_fireball")
    row = page.locator("#app .slot-table tr.refused")
    assert row.count() == 1
    reason = row.locator(".slot-refusal").inner_text()
    assert "Dragon's Fireball" in row.inner_text() and "one round only" in reason
    assert page.locator(f"{radio(3, 'dragons_fireball')}[aria-invalid=true]").count() == 1
    assert "one round only" in page.locator("#app [role=status]").inner_text()
    assert not problems(page), "axe on the refused setup"
    # Start does not start it; the page says why.
    press(page, "setup:start")
    assert page.get_attribute("#app", "data-screen") == "setup"
    assert "cannot start" in page.locator("#app .notice").inner_text()

    # Fixed with the keyboard: round 3's radio buttons, one Tab stop, walked with the arrows.
    page.focus(radio(3, "dragons_fireball"))
    page.keyboard.press("ArrowUp")
    page.wait_for_function("!document.querySelector('#app tr.refused')")
    assert page.evaluate(CHOSEN) == ["dragons_fireball", "-", "seven_flavor_beans"]

    # A shortcut sets every round, even over radio buttons a person has clicked.
    choose(page, 2, "gummy_python")
    press(page, "setup:option:advanced:-,witches_cauldron,candy_fairy")
    assert page.evaluate(CHOSEN) == ["-", "witches_cauldron", "candy_fairy"]
    press(page, "setup:option:advanced:-,gummy_python,sugar_goblin")
    assert page.evaluate(CHOSEN) == ["-", "gummy_python", "sugar_goblin"]

    choose(page, 1, "candy_corn")
    assert page.evaluate(CHOSEN) == ["candy_corn", "gummy_python", "sugar_goblin"]
    assert "Round 1: Candy Corn · Round 2: Gummy Python · Round 3: Sugar Goblin" in \
        page.locator("#app .slot-summary").inner_text()
    press(page, "setup:start")
    page.wait_for_selector("#app[data-screen=game], #app[data-screen=handoff]")
    if page.get_attribute("#app", "data-screen") == "handoff":
        press(page, "handoff:ready")
    assert "Candy Corn" in page.locator("#app .adv-chip").inner_text()


def test_setup_screen_fits_and_passes_axe_at_each_size(booted):
    """The worker's booted app, the screen turned to each size (its layout is CSS alone: turned to
    a size, it is laid out as one opened at it)."""
    page = booted(viewport=SIZES["1024x768"], bypass_csp=True)
    open_setup(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        page.set_viewport_size(SIZES[size])
        page.screenshot(path=str(SHOTS / f"setup_{size}.png"))
    choose(page, 2, "rare_candy")
    choose(page, 1, "candy_fairy")
    choose(page, 3, "candy_fairy")  # rounds 1 and 3: refused (not one after the other)
    for size in SIZES:
        page.set_viewport_size(SIZES[size])
        wide = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert wide <= 0, f"{wide}px of sideways scroll at {size}"
        too_small = page.evaluate("""() => [...document.querySelectorAll('#app .slot-pick')].filter(e => {
            const r = e.getBoundingClientRect(); return r.width < 44 || r.height < 44; }).length""")
        assert too_small == 0, f"a radio button's target is under 44 px at {size}"
        assert not problems(page), size
        page.locator("#app tr.refused").scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"setup_refused_{size}.png"))
        page.screenshot(path=str(SHOTS / f"setup_whole_{size}.png"), full_page=True)
