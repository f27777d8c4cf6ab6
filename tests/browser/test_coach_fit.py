"""The coach fits a phone (issue 32): at the first step of every lesson (``sweets.learn.ids()``)
on a 390x844 phone, the coach's words and the control it points at are on screen together, with
no scrolling (the panel keeps a short line and folds the rest under "More"). One boot: the
lessons are followed as links. Screenshots at three sizes go to /work/shots/reveal/."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import follow_link, open_app
from playwright.sync_api import Page

from sweets import learn

SHOTS = Path("/work/shots/reveal")
# the phone first: its picture is the position measured (a resize lays the page out anew)
SIZES = {"390x844": (390, 844), "1024x768": (1024, 768), "768x1024": (768, 1024)}
WAIT = 60_000
POINT = '#app [data-coach="point"]'
BOXES = """() => {
  const box = (e) => { if (!e) return null; const r = e.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, w: r.width, h: r.height}; };
  const points = [...document.querySelectorAll('#app [data-coach="point"]')]
    .filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; });
  return {point: box(points[0]), say: box(document.querySelector('#app .coach .coach-say')),
          coach: box(document.querySelector('#app .coach')),
          vw: innerWidth, vh: innerHeight, scrollY: scrollY};
}"""

pytestmark = pytest.mark.browser


def fragment(lid: str) -> str:
    game_id, mode, _ = learn.INDEX[lid]
    return f"learn={game_id}" + (f"&mode={mode}" if mode else "") + "&speed=fast"


def within(box: dict, vw: float, vh: float, top: float = 0) -> bool:
    return box["top"] >= top and box["left"] >= 0 and box["bottom"] <= vh and box["right"] <= vw


def test_the_first_step_of_every_lesson_fits_a_phone(page: Page):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page)
    page.wait_for_selector('#app[data-screen="menu"]', state="attached", timeout=WAIT)
    misses = []
    for lid in learn.ids():
        follow_link(page, fragment(lid))
        page.wait_for_selector(POINT, state="attached", timeout=WAIT)
        page.wait_for_timeout(500)  # the paint that points is followed by its scroll, if any
        seen = page.evaluate(BOXES)
        # on screen, and not under the coach's panel (which stays at the top of a phone's screen)
        below = seen["coach"]["bottom"] if seen["coach"] else 0
        if seen["point"] is None or not within(seen["point"], seen["vw"], seen["vh"], below):
            misses.append((lid, "pointed control", seen["point"], seen["vh"]))
        if seen["say"] is None or not within(seen["say"], seen["vw"], seen["vh"]):
            misses.append((lid, "coach's line", seen["say"], seen["vh"]))
        _shots(page, f"coach_{lid}")
    assert not misses, misses


def _shots(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    before = page.viewport_size
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        page.screenshot(path=str(SHOTS / f"{name}_{size}.png"))
    if before:
        page.set_viewport_size(before)
