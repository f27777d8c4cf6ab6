"""Two tabs on one saved game in Chromium: a move made in one shows in the other (the browser's
``storage`` event), and a tab that did not hear of it cannot write over it."""

from __future__ import annotations

import json

import pytest
from conftest import open_app
from playwright.sync_api import Page

from sweets.web.saves import PREFIX

pytestmark = pytest.mark.browser

# Keeps a tab from hearing about other tabs' writes once ``window.deaf`` is set, as when its event
# came too late (registered before the app's own listener, so it runs first).
DEAF = 'window.addEventListener("storage", e => { if (window.deaf) e.stopImmediatePropagation(); });'


def stored_log(page: Page, save_id: str) -> list[str]:
    return json.loads(page.evaluate("k => localStorage.getItem(k)", PREFIX + save_id))["save"]["log"]


def wait_ply(page: Page, ply: int) -> None:
    page.wait_for_function("ply => document.getElementById('app').dataset.ply === String(ply)", arg=ply,
                           timeout=15_000)


def test_a_move_in_one_tab_shows_in_the_other_and_a_stale_tab_cannot_overwrite_it(context):
    first, second = context.new_page(), context.new_page()
    open_app(first, "new=sweeet&players=2&seed=5")
    fragment = first.evaluate("location.hash")
    save_id = fragment.split("=", 1)[1]
    second.add_init_script(DEAF)
    open_app(second, fragment)
    assert second.get_attribute("#app", "data-ply") == "0"

    first.click("#app [data-action='flip a1']")
    wait_ply(first, 1)
    wait_ply(second, 1)  # heard through the storage event, without a press
    assert "went on in another tab" in second.inner_text("#app")

    second.evaluate("() => { window.deaf = true; }")
    first.click("#app [data-action='flip b1']")
    wait_ply(first, 2)
    assert stored_log(first, save_id) == ["flip a1", "flip b1"]
    before = second.get_attribute("#app", "data-paint")
    second.click("#app [data-action='flip c1']")  # a press on the position it still shows
    # Its Python (in a worker, with a copy of the storage) may play the move before the page finds
    # the save moved on; the table then shows where the game is now, never the stale move.
    second.wait_for_function("""before => document.getElementById("app").dataset.paint !== before
        && document.getElementById("app").textContent.includes("went on in another tab")""",
                             arg=before, timeout=15_000)
    wait_ply(second, 2)
    assert stored_log(first, save_id) == ["flip a1", "flip b1"], "the stale tab wrote over a move"
    second.wait_for_timeout(300)  # nothing more comes
    assert stored_log(first, save_id) == ["flip a1", "flip b1"]
    assert "went on in another tab" in second.inner_text("#app")
