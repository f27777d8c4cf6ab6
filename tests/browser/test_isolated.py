"""A later visit: the service worker answers the page with the headers that isolate it, and the page
takes a press's answer from memory shared with Python's worker, within the click's own task, so
the move is drawn in the click's own frame (sweets/web/to_page.py, static/page.js)."""

from __future__ import annotations

import random

import pytest
from conftest import open_app, settled
from playwright.sync_api import Page
from test_random_press import finish_by_pressing

pytestmark = pytest.mark.browser

# Whether the app's DOM had changed by the end of each click's dispatch: the answer was painted
# within the click's task. (Mutation records are delivered between listeners, so they are counted.)
WITHIN_THE_CLICK = """() => {
  window.__withinTheClick = [];
  let changes = 0;
  const observer = new MutationObserver((records) => { changes += records.length; });
  observer.observe(document.getElementById("app"), {subtree: true, childList: true, attributes: true});
  document.addEventListener("click", () => { observer.takeRecords(); changes = 0; }, true);
  window.addEventListener("click", () => {
    window.__withinTheClick.push(changes + observer.takeRecords().length > 0);
  });
}"""


def later_visit(page: Page, fragment: str) -> Page:
    """The app opened once (its service worker installed), then again, answered by that worker."""
    open_app(page)
    page.evaluate("navigator.serviceWorker.ready")
    page.goto("about:blank")
    open_app(page, fragment)
    assert page.evaluate("crossOriginIsolated"), "the service worker's page is not cross-origin isolated"
    return page


def test_a_later_visit_paints_a_press_within_the_click(new_context):
    page = later_visit(new_context().new_page(), "new=sweeet&players=2&seed=3")
    page.wait_for_selector('#app[data-screen="game"]', state="attached")
    page.evaluate(WITHIN_THE_CLICK)
    for ply in range(1, 9):
        page.locator('#app [data-action^="flip "]').first.click()
        settled(page)
        page.wait_for_selector(f'#app[data-ply="{ply}"]', state="attached")
    within = page.evaluate("window.__withinTheClick")
    # A worker busy elsewhere (a loaded machine) answers after the page's wait, as a message:
    # most presses, not all, must be painted within their click.
    assert sum(within) >= len(within) // 2, within


def test_a_later_visit_plays_a_game_against_a_computer_to_its_end(new_context):
    # A computer's moves come as messages while the person's come in shared memory: the page
    # applies them in the order Python sent them.
    page = later_visit(new_context().new_page(), "new=sweeet&players=2&bots=1&seed=5&speed=fast")
    counts = finish_by_pressing(page, random.Random(5), {"1"})
    page.wait_for_selector("#app[data-screen=result] [data-action='result:rematch']")
    assert counts["presses"] > 0
