"""Screenshots of every MasterSweets table at three sizes, for a person to look at (issue 31):
the core game, Alone in the Kitchen (its role choice and its play), Clash of Sweets (laying out and
playing) and the Sweets Workshop. They go to $SWEETS_SHOTS (default /tmp/shots/ms-look).

Pictures only: test_mastersweets_fit opens every one of these tables (and more) at the same sizes
and checks them, so CI leaves this to `nox -s shots` (the ``shots`` mark)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import open_app
from playwright.sync_api import Page
from test_mastersweets_fit import table_state
from tour import open_save, press

from sweets import games

pytestmark = [pytest.mark.browser, pytest.mark.shots]

SHOTS = Path(os.environ.get("SWEETS_SHOTS", "/tmp/shots/ms-look"))
SIZES = [(1024, 768), (768, 1024), (390, 844)]
TABLES = [("core3", "core", 3, 18), ("solo", "solo", 1, 12), ("clash3", "clash", 3, 40),
          ("clash5", "clash", 5, 60), ("clash3-arrange", "clash", 3, 0), ("workshop3", "workshop", 3, 12),
          ("workshop5", "workshop", 5, 30)]


def _solo_draft():
    return games.get("mastersweets").new(["Ann"], 4, {"mode": "solo"})


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_shoot_every_mastersweets_table(page: Page, size: tuple[int, int]):
    width, height = size
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": width, "height": height})
    open_app(page)
    states = [(name, table_state(mode, n, (), plies)) for name, mode, n, plies in TABLES]
    states.append(("solo-draft", _solo_draft()))
    for name, state in states:
        open_save(page, "mastersweets", state, f"shot-{name}")
        if page.get_attribute("#app", "data-screen") == "handoff":
            press(page, "handoff:ready")
        page.evaluate("Promise.all(document.getAnimations().map(a => a.finished))")
        page.screenshot(path=str(SHOTS / f"{name}_{width}x{height}.png"))
        if width < 600:  # a phone scrolls: the whole page too
            page.screenshot(path=str(SHOTS / f"{name}_{width}x{height}_full.png"), full_page=True)
