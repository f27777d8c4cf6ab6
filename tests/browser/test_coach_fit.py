"""The coach and the hint fit the screen (issue 32), in one boot (lessons and games followed as
links):

- at the first step of every lesson (``sweets.learn.ids()``) on a 390x844 phone, the coach's
  words and the control it points at are on screen together, the control not under the panel
  (the panel keeps three lines, "More" opens the rest; the page scrolls the control into view);
- the Hint's sentence covers nothing: not the title line, not the table's status line nor any
  control, at 1024x768 and 390x844.

Screenshots at three sizes go to /work/shots/reveal/."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import follow_link, shoot_at_sizes

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


def test_the_first_step_of_every_lesson_fits_a_phone(booted):
    page = booted(viewport={"width": 390, "height": 844})
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
        say = page.locator("#app .coach .coach-say")
        cut = say.bounding_box()
        page.locator("#app .coach .coach-more > summary").click()  # "More": the words in full
        page.wait_for_timeout(200)
        whole = say.bounding_box()
        if not (cut and whole and whole["height"] > cut["height"]):
            misses.append((lid, "More did not open the coach's words", cut, whole))
        page.locator("#app .coach .coach-more > summary").click()
        shoot_at_sizes(page, SHOTS, f"coach_{lid}", SIZES)
    assert not misses, misses


# Deals where the person plays first: follow_link waits for the table at ply 0, which a fast
# computer playing first leaves after 50 ms, sometimes before a loaded page's next frame has polled.
HINT_GAMES = {"sweet_holic": "new=sweet_holic&players=3&bots=1,2&seed=3&speed=fast",
              "sweeet": "new=sweeet&players=2&bots=1&seed=2&speed=fast"}
# What the hint's box must not cover: the title line and what the table shows to read or press.
COVERED = """() => {
  const panel = document.querySelector('#app .hint-panel');
  const p = panel.getBoundingClientRect();
  const hits = [];
  for (const e of document.querySelectorAll('#app .topnav, #app .table .status, #app .table [data-action]')) {
    if (panel.contains(e) || e.contains(panel)) continue;
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    if (r.left < p.right && p.left < r.right && r.top < p.bottom && p.top < r.bottom) {
      hits.push(e.className && e.className.baseVal !== undefined ? e.className.baseVal : e.className
                || e.getAttribute('data-action'));
    }
  }
  return hits;
}"""


def test_the_hint_covers_nothing_needed(booted):
    page = booted()
    page.wait_for_selector('#app[data-screen="menu"]', state="attached", timeout=WAIT)
    problems = []
    for name, link in HINT_GAMES.items():
        follow_link(page, link)
        page.wait_for_selector('#app[data-screen="game"] [data-action="game:hint"]', state="attached",
                               timeout=WAIT)
        for width, height in ((1024, 768), (390, 844)):
            page.set_viewport_size({"width": width, "height": height})
            page.evaluate("window.scrollTo(0, 0)")
            if not page.locator("#app .hint-panel").count():
                page.locator('#app [data-action="game:hint"]').click()
                page.wait_for_selector("#app .hint-panel", timeout=WAIT)
            page.wait_for_timeout(300)
            hits = page.evaluate(COVERED)
            if hits:
                problems.append((name, width, hits))
        shoot_at_sizes(page, SHOTS, f"hint_{name}", SIZES)
    assert not problems, problems


