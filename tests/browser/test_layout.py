"""Layout on tablets and phones, screen by screen of each game (see tour.py): every control big
enough for a finger, every text big enough to read and whole (not cut off at the side), nothing
wider than the window, and the result buttons on screen without scrolling.

Screenshots of every screen go to /tmp/shots/layout_* (looked at by a person; not compared here).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import pictures_wanted
from playwright.sync_api import Page, ViewportSize
from tour import open_save, position, tour

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots")
WHERE = ("(() => { const a = document.getElementById('app'); return {screen: a.dataset.screen, "
         "hash: location.hash, text: a.innerText.slice(0, 300)}; })()")
MIN_TARGET = 44  # CSS px, WCAG 2.5.5 target size (and Apple's and Google's guidance)
MIN_TEXT = 12  # CSS px as rendered: an SVG text's font size times the drawing's scale
PHONE = {"width": 390, "height": 844}
TABLETS: list[ViewportSize] = [{"width": 1024, "height": 768}, {"width": 768, "height": 1024}]

# What the page shows, measured where it is drawn: controls (anything pressable or focusable),
# every visible piece of text, and how wide the document is.
MEASURE = """async () => {
  await Promise.all(document.getAnimations().map(a => a.finished));  // a card mid-flip is narrow
  const app = document.getElementById("app");
  const seen = e => e.checkVisibility({visibilityProperty: true, opacityProperty: false});
  const short = e => e.outerHTML.slice(0, 90);
  const controls = [...app.querySelectorAll(
    "[data-action], button, input, select, summary, a[href], [tabindex]:not([tabindex='-1'])")]
    // A field inside its <label> is pressed through the label (the backup's file field).
    .filter(seen).map(e => [e, (e.closest("label") || e).getBoundingClientRect()]);
  const big = ([e, r]) => Math.min(r.width, r.height) >= MIN_TARGET - 0.5;
  // WCAG's "equivalent" exception: a smaller target is fine when a big enough control on the
  // page does the same (a drawing of a pile that is tappable, beside its Take button).
  const offered = new Set(controls.filter(big).map(([e]) => e.dataset.action).filter(Boolean));
  const small = controls.filter(c => !big(c) && !offered.has(c[0].dataset.action))
    .map(([e, r]) => `${r.width.toFixed(0)}x${r.height.toFixed(0)} ${short(e)}`);
  const tiny = [], cut = [];
  const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const e = node.parentElement;
    if (!node.data.trim() || !e || e.closest("style, script") || !seen(e)) continue;
    // Text for screen readers only is drawn nowhere: a 1 px box clipped to nothing.
    const hidden = e.getBoundingClientRect();
    if (hidden.width <= 1 && hidden.height <= 1) continue;
    let size = parseFloat(getComputedStyle(e).fontSize);
    if (e instanceof SVGElement) {
      const m = e.getScreenCTM();
      size *= Math.hypot(m.a, m.b);
    }
    if (size < MIN_TEXT - 0.05) tiny.push(`${size.toFixed(1)}px "${node.data.trim().slice(0, 20)}"`);
    // Text that a box hiding its overflow cuts at the side (a deliberate ellipsis aside).
    if (e instanceof SVGElement || getComputedStyle(e).textOverflow === "ellipsis") continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    for (let box = e; box && box !== document.body; box = box.parentElement) {
      if (!["hidden", "clip"].includes(getComputedStyle(box).overflowX)) continue;
      const b = box.getBoundingClientRect();
      if (r.right > b.right + 1 || r.left < b.left - 1) {
        cut.push(`"${node.data.trim().slice(0, 30)}" in ${short(box)}`);
        break;
      }
    }
  }
  // Not innerWidth: a phone (is_mobile) widens its layout viewport to content that overflows,
  // so innerWidth grows with the very overflow this looks for; clientWidth stays the screen's.
  return {small, tiny, cut, width: document.documentElement.scrollWidth,
          window: document.documentElement.clientWidth};
}""".replace("MIN_TARGET", str(MIN_TARGET)).replace("MIN_TEXT", str(MIN_TEXT))


def check(page: Page, where: str) -> list[str]:
    """What breaks the rules above on the screen shown now, one line each."""
    found = page.evaluate(MEASURE)
    problems = [f"{where}: control under {MIN_TARGET} px: {s}" for s in found["small"]]
    problems += [f"{where}: text under {MIN_TEXT} px: {t}" for t in found["tiny"]]
    problems += [f"{where}: text cut off: {t}" for t in found["cut"]]
    if found["width"] > found["window"]:
        problems.append(f"{where}: the page is {found['width']} px wide in a {found['window']} px window")
    return problems


def shoot(page: Page, name: str) -> None:
    if not pictures_wanted():  # pictures for a person (nox -s shots), not a check
        return
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"layout_{name}.png"))


@pytest.mark.parametrize("game_id", ["sweet_holic", "sweeet", "sweets_stack", "mastersweets"])
def test_a_phone_gets_big_controls_readable_text_and_nothing_too_wide(booted, game_id: str):
    page = booted(viewport=PHONE, has_touch=True, is_mobile=True, device_scale_factor=2)
    problems = []
    for where in tour(page, game_id):
        shoot(page, f"{game_id}_{where}_390x844")
        problems += check(page, where)
    assert not problems, "\n".join(problems)


# Both tablet sizes on each screen of one walk through the tour, turning the tablet in between: the
# page's layout is CSS alone (nothing in the page measures the window but flip.js's animations,
# which ``check`` waits out), so a screen turned to a size is laid out as one opened at it, and
# CI boots the page and walks the tour once per game instead of once per game and size.
@pytest.mark.parametrize("game_id", ["sweet_holic", "sweeet", "sweets_stack", "mastersweets"])
def test_a_tablet_gets_big_controls_and_readable_text(booted, game_id: str):
    problems = []
    page = booted(viewport=TABLETS[0])
    for where in tour(page, game_id):
        for size in TABLETS:
            page.set_viewport_size(size)
            tag = f"{size['width']}x{size['height']}"
            shoot(page, f"{game_id}_{where}_{tag}")
            problems += check(page, f"{where} at {tag}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", ["sweet_holic", "sweets_stack"])  # those with long results
def test_result_buttons_show_without_scrolling(booted, game_id: str):
    page = booted()
    open_save(page, game_id, position(game_id, "over"), "layout-over")
    try:  # once in many runs this waited in vain (2 December): say where the page was
        page.wait_for_selector('#app[data-screen="result"]', timeout=30_000)
    except Exception as exc:
        where = page.evaluate(WHERE)
        raise AssertionError(f"the finished game's save did not open on its result: {where}") from exc
    for size in [(1024, 768), (768, 1024), (1280, 800)]:  # one boot, the tablet turned (see above)
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.evaluate("window.scrollTo(0, 0)")
        for action in ("result:rematch", "nav:menu"):
            box = page.locator(f'#app [data-action="{action}"]').bounding_box()
            assert box is not None
            inside = box["y"] >= 0 and box["x"] >= 0 and box["y"] + box["height"] <= size[1] \
                and box["x"] + box["width"] <= size[0]
            assert inside, f"{action} at {box} is outside the {size} window"
