"""Each game's rules page with its pictures, in Chromium: it fits a 390x844 phone without scrolling
sideways, axe finds no moderate, serious or critical issue on it, and it holds no control inside a
picture. With SHOTS=<folder> it also saves each page whole at 1024x768, 768x1024 and 390x844."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import go
from playwright.sync_api import Page
from test_a11y import axe_violations

GAMES = ["mastersweets", "sweets_stack", "sweeet", "sweet_holic"]
SIZES = [(1024, 768), (768, 1024), (390, 844)]


def _open(page: Page, game_id: str) -> None:
    """Follows the rules link in this worker's booted app (reset to a fresh profile's menu)."""
    go(page, f"rules={game_id}", screen="rules")
    assert page.get_attribute("#app", "data-screen") == "rules"
    page.wait_for_selector("figure.rules-pic")


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_page_pictures_fit_a_phone_and_pass_axe(booted, game_id: str):
    page = booted(viewport={"width": 390, "height": 844}, bypass_csp=True)
    _open(page, game_id)
    figures = page.locator("figure.rules-pic")
    assert figures.count() >= 2
    # Nothing in a picture can be pressed or reached with Tab.
    assert page.locator("figure.rules-pic :is(button, [data-action], [tabindex])").count() == 0
    wide = page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert wide[0] <= wide[1], f"the page scrolls sideways: {wide}"
    for i in range(figures.count()):
        box = figures.nth(i).bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390, f"figure {i} is cut: {box}"
    problems = [v for v in axe_violations(page) if v["impact"] in ("moderate", "serious", "critical")]
    assert not problems, problems


@pytest.mark.shots
@pytest.mark.skipif(not os.environ.get("SHOTS"), reason="screenshots only when SHOTS=<folder> is set")
@pytest.mark.parametrize("game_id", GAMES)
def test_rules_page_screenshots(booted, game_id: str):
    out = Path(os.environ["SHOTS"])
    out.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        page = booted(viewport={"width": width, "height": height})
        _open(page, game_id)
        page.screenshot(path=str(out / f"rules-{game_id}-{width}x{height}.png"), full_page=True)
        figures = page.locator("figure.rules-pic")
        for i in range(figures.count()):
            figures.nth(i).screenshot(path=str(out / f"rules-{game_id}-{width}x{height}-figure{i + 1}.png"))
