"""A double tap on a move acts once, in every game, for two people sharing the tablet (issue 31).

The second tap of a double tap lands on whatever the first tap painted: in the Clash opening,
where no hand-off comes between turns, that was the next person's own "Draw the top card", and
two turns were played. Every click carries the screen it was made on (``#app``'s data-paint);
a click the browser counts as the second of a double tap (``detail`` 2) belongs to the screen of
the first, so the session ignores it once that screen is gone.
"""

from __future__ import annotations

import pytest
from conftest import follow_link, go
from playwright.sync_api import Page

pytestmark = pytest.mark.browser

# Pass-and-play tables, every seat a person: the link, the presses before (a number: the first
# move on screen that many times; the Clash opening lays out three cookbooks, then every hand is
# empty: no hand-off between the turns), and the move to double-tap (None: the first on screen).
# Where it is named, the same move is legal again after it, under the finger (in Clash, the next
# person's): before the fix the second tap played it (found by playing these tables in CPython).
TABLES: dict[str, tuple[str, int | list[str], str | None]] = {
    "sweet_holic": ("new=sweet_holic&players=2&seed=3", 3, "take pile"),
    "sweeet": ("new=sweeet&players=2&seed=3", 0, "flip b1"),
    "sweets_stack": ("new=sweets_stack&players=2&seed=3", 0, None),
    "mastersweets": ("new=mastersweets&players=2&seed=3", 0, None),
    "clash": ("new=mastersweets&mode=clash&players=3&seed=20", ["ready"] * 3, "draw"),
}
NOT_MOVES = ("nav:", "menu:", "rules:", "setup:", "save:", "result:", "game:", "handoff:", "ui:")

# The first visible control that plays a move at once (its notation, not a step of a move), with
# the middle of its box: where a finger taps it.
FIRST_MOVE = """([notMoves, wanted]) => {
    const els = [...document.querySelectorAll("#app [data-action]")].filter(el => {
        const a = el.dataset.action, box = el.getBoundingClientRect();
        return !notMoves.some(p => a.startsWith(p)) && !el.disabled && box.width > 0 && box.height > 0
            && (!wanted || a === wanted);
    });
    if (!els.length) return null;
    els[0].scrollIntoView({block: "center"});
    const box = els[0].getBoundingClientRect();
    return {action: els[0].dataset.action, x: box.x + box.width / 2, y: box.y + box.height / 2};
}"""

# Two clicks as the browser sends a double tap (the second one's detail is 2), no time between
# them: the second on the same spot, before the first one's paint came (Python answers from its
# worker, static/page.js), or on whatever that paint put under the finger (Python on the page).
TWO_CLICKS = """([x, y]) => {
    for (const detail of [1, 2]) {
        document.elementFromPoint(x, y).dispatchEvent(
            new MouseEvent("click", {bubbles: true, cancelable: true, detail, clientX: x, clientY: y}));
    }
}"""
PAINTED_SINCE = "before => document.getElementById('app').dataset.paint !== before"

UNDER = """([x, y, notMoves]) => {
    const el = document.elementFromPoint(x, y)?.closest("[data-action]");
    const a = el ? el.dataset.action : null;
    return a && !notMoves.some(p => a.startsWith(p)) ? a : null;
}"""


def attr(page: Page, name: str) -> str:
    return page.get_attribute("#app", name) or ""


def press(page: Page, action: str) -> None:
    """One ordinary press, and its paint."""
    before = attr(page, "data-paint")
    page.locator(f'#app [data-action="{action}"]').first.click()
    page.wait_for_function(f"() => document.getElementById('app').dataset.paint !== '{before}'")


def to_a_move(page: Page, before: int | list[str]) -> None:
    """Plays the presses ``before`` (a number: the first move on screen, that many times), passing
    the tablet whenever asked."""
    for action in before if isinstance(before, list) else [None] * before:
        while attr(page, "data-screen") == "handoff":
            press(page, "handoff:ready")
        press(page, action or page.evaluate(FIRST_MOVE, [list(NOT_MOVES), None])["action"])
    while attr(page, "data-screen") == "handoff":
        press(page, "handoff:ready")
    assert attr(page, "data-screen") == "game"


def double_tap(page: Page, how: str, wanted: str | None) -> tuple[str, str | None]:
    """Double-taps ``wanted`` (None: the first move on screen); the move, and the move then under
    the finger. The second tap changes nothing on screen."""
    move = page.evaluate(FIRST_MOVE, [list(NOT_MOVES), wanted])
    assert move, "no move on screen"
    x, y = move["x"], move["y"]
    before = attr(page, "data-paint")
    if how == "mouse":  # a real double click: the second click on what the first one painted
        page.mouse.move(x, y)
        page.mouse.down(click_count=1)
        page.mouse.up(click_count=1)
        page.wait_for_function(PAINTED_SINCE, arg=before)
        page.wait_for_timeout(150)
        painted = attr(page, "data-paint")
        page.mouse.down(click_count=2)
        page.mouse.up(click_count=2)
    else:
        page.evaluate(TWO_CLICKS, [x, y])
        page.wait_for_function(PAINTED_SINCE, arg=before)  # the first click's paint
        painted = attr(page, "data-paint")
    page.wait_for_timeout(600)  # the page answers a press in a few ms: time enough for a second
    assert attr(page, "data-paint") == painted, "the second tap changed the screen"
    return move["action"], page.evaluate(UNDER, [x, y, list(NOT_MOVES)])


@pytest.mark.parametrize("table", list(TABLES))
def test_a_double_tap_on_a_move_plays_it_once(booted, table: str):
    """With a mouse's real double click, then with the two clicks sent as events, each on the
    table from its link, in this worker's booted app (followed again for the second)."""
    fragment, before, wanted = TABLES[table]
    page = go(booted(viewport={"width": 1024, "height": 768}, reduced_motion="no-preference"), fragment)
    for how in ("mouse", "events"):
        if how != "mouse":
            follow_link(page, fragment)
        to_a_move(page, before)
        ply, mover = int(attr(page, "data-ply")), attr(page, "data-to-move")
        move, under = double_tap(page, how, wanted)
        played = attr(page, "data-ply")
        assert int(played) == ply + 1, f"{how}: {move} double-tapped: ply {played}"
        if wanted:
            # The same move came up under the finger, and only a press of its own plays it.
            assert under == wanted, how
            assert table != "clash" or attr(page, "data-to-move") != mover, f"{how}: the next person's Draw"
            press(page, wanted)
            assert int(attr(page, "data-ply")) == ply + 2, how
