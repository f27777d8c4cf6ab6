"""Sweets Stack at the table, in Chromium (issue 35, items 2, 6 and 7): the other players' names
are shown whole at the three sizes the issue tried, no word of the others' panels is broken
across two lines, and axe-core finds no serious or moderate issue on any Sweets Stack screen.

The offline setup and fixtures come from conftest.py (as in test_sweets_stack_page.py); axe-core
is injected as in test_a11y.py. Screenshots go to /tmp/shots-stack/.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import go
from playwright.sync_api import Page, ViewportSize
from test_a11y import AXE, axe_violations
from tour import MARK, open_save, press, tour

from sweets import bots, games
from sweets.engine import State

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots-stack")
SIZES: dict[str, ViewportSize] = {
    "1024x768": {"width": 1024, "height": 768},
    "768x1024": {"width": 768, "height": 1024},
    "390x844": {"width": 390, "height": 844},
}
# Four seats, three of them computers: the issue's table, and one long name among them.
FOUR = "new=sweets_stack&players=4&bots=1,2,3&seed=3&speed=relaxed&names=Ann,Constantinople"
THREE = "new=sweets_stack&players=3&bots=1,2&seed=3&speed=relaxed"
SHARED = "new=sweets_stack&players=3&bots=2&seed=3&speed=relaxed"
REPORTED = ("moderate", "serious", "critical")

# Per name element: its text, its width, whether all of it is shown (not cut or ellipsed).
NAMES = """() => [...document.querySelectorAll("#app .others .player .name")].map(e => ({
    text: e.textContent, width: e.getBoundingClientRect().width,
    whole: e.scrollWidth <= e.clientWidth + 1 && e.getClientRects().length > 0}))"""

# Words of the text inside ``selector`` that the layout split over two lines ("Comp/uter 3").
BROKEN_WORDS = """selector => {
    const broken = [];
    for (const root of document.querySelectorAll(selector)) {
        const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walk.nextNode(); node; node = walk.nextNode()) {
            for (const m of node.data.matchAll(/[^\\s-]+/g)) {  // a break after a hyphen is fine
                const range = document.createRange();
                range.setStart(node, m.index);
                range.setEnd(node, m.index + m[0].length);
                const tops = new Set([...range.getClientRects()].filter(r => r.width > 0)
                    .map(r => Math.round(r.top)));
                const where = node.parentElement.closest("[class]").className;
                if (tops.size > 1) broken.push(m[0] + " in ." + where);
            }
        }
    }
    return broken;
}"""


def shoot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def _at_table(page: Page, fragment: str) -> None:
    go(page, fragment)
    page.wait_for_selector("#app .table.stack .others .player", timeout=30_000)


def _turned(page: Page) -> Iterator[str]:
    """Turns the page to each size in turn (its name): one boot and one table for all three, the
    layout being CSS alone (a table turned to a size is laid out as one opened at it)."""
    for size in SIZES:
        page.set_viewport_size(SIZES[size])
        page.evaluate("Promise.all(document.getAnimations().map(a => a.finished))")
        yield size


def test_four_players_show_the_others_names_whole(booted):
    page = booted()
    page.set_viewport_size(SIZES["1024x768"])
    _at_table(page, FOUR)
    for size in _turned(page):
        shoot(page, f"four_{size}")
        names = page.evaluate(NAMES)
        assert [n["text"] for n in names] == ["Constantinople", "Computer 3", "Computer 4"]
        cut = [n for n in names if not n["whole"] or n["width"] < 40]
        assert not cut, f"names cut at {size}: {cut}"
        assert not page.evaluate(BROKEN_WORDS, "#app .others .who"), f"a name broken mid-word at {size}"


def _to_the_reveal(page: Page) -> None:
    """From the start through each person's first pick to the pause that turns the cards up."""
    for _ in range(40):
        actions = _actions(page)
        if "ui:continue" in actions and page.get_attribute(".table.stack", "data-phase") == "place":
            return
        if "ui:continue" in actions:  # the pause after a person's pick (Undo could take it back)
            press(page, "ui:continue")
        elif "handoff:ready" in actions:
            press(page, "handoff:ready")
        elif any(a.startswith("play ") for a in actions):
            press(page, next(a for a in actions if a.startswith("play ")))
        elif "keep" in actions:
            press(page, "keep")
        else:  # a computer decides
            before = page.evaluate(MARK)
            page.wait_for_function(f"before => {MARK} !== before", arg=before, timeout=30_000)
    raise AssertionError(f"no reveal: {_actions(page)}")


@pytest.mark.parametrize("table", ["alone", "shared"])
def test_no_word_of_the_others_panels_is_broken_across_lines(booted, table: str):
    """Three at the table: one person and two computers (the person's view), or two people and a
    computer (the whole table in every panel while the cards are turned up); at every size."""
    page = booted()
    page.set_viewport_size(SIZES["1024x768"])
    go(page, THREE if table == "alone" else SHARED)
    _to_the_reveal(page)
    broken: list[str] = []
    panels = "#app .others, #app .bar, #app .revealed"
    for size in _turned(page):
        shoot(page, f"three_{table}_reveal_{size}")
        broken += [f"{w} at {size}" for w in page.evaluate(BROKEN_WORDS, panels)]
    if table == "alone":
        press(page, "ui:continue")
        # the drops: each panel says whose candy it waits for, beside the candy
        page.wait_for_selector("#app .others .arrival", timeout=60_000)
        for size in _turned(page):
            shoot(page, f"three_place_{size}")
            page.locator("#app .others").screenshot(path=str(SHOTS / f"three_place_others_{size}.png"))
            broken += [f"{w} at {size}" for w in page.evaluate(BROKEN_WORDS, panels)]
    assert not broken, f"words broken across lines: {broken}"


def _actions(page: Page) -> list[str]:
    # one evaluation: a paint from Python's worker may come between finding and reading them
    return page.evaluate("""() => [...document.querySelectorAll("#app [data-action]")]
        .map((e) => e.getAttribute("data-action"))""")


def axe_problems(page: Page) -> list[dict]:
    """axe-core's moderate, serious and critical violations on the page as it is now."""
    return [v for v in axe_violations(page) if v["impact"] in REPORTED]


def round_ending() -> tuple[State, str]:
    """A four-person game (the tour's names) where the seat to move has a move that ends round 1."""
    game = games.get("sweets_stack")
    state = game.new(["Ann", "Constantinople", "Bo", "Dee"], 3)

    def rounds(s: State) -> int:
        return len(s.view(None).get("round_results") or [])

    while True:
        assert not state.is_over
        if state.to_move is not None and rounds(state) == 0:
            for action in state.legal_actions():
                if rounds(state.apply(action)) == 1:
                    return state, str(action)
        legal = [str(a) for a in state.legal_actions()]
        choice = bots.choose("sweets_stack", "easy", state.view(state.to_move), legal, state.ply)
        state = state.apply(game.parse_action(state, choice))


def test_axe_finds_no_issue_on_any_sweets_stack_screen(booted):
    assert AXE.is_file(), f"axe-core is not installed at {AXE} (npm ci)"
    page = booted(viewport=SIZES["1024x768"], bypass_csp=True)
    report = {}

    def check(where: str) -> None:
        shoot(page, f"axe_{where}")
        problems = axe_problems(page)
        if problems:
            report[where] = problems

    for where in tour(page, "sweets_stack"):
        check(where)
    # the scoring pause, then the next round with the scores shown again on the table
    state, ender = round_ending()
    open_save(page, "sweets_stack", state, "stack-ender")
    if page.get_attribute("#app", "data-screen") == "handoff":
        press(page, "handoff:ready")
    press(page, ender)
    assert "ui:continue" in _actions(page)
    check("scoring")
    press(page, "ui:continue")
    if page.get_attribute("#app", "data-screen") == "handoff":
        press(page, "handoff:ready")
    scores = next((a for a in _actions(page) if a == "ui:scores"), None)
    if scores:
        press(page, scores)
        check("scores-shown")
    assert not report, "\n".join(
        f"{where}: {v['impact']} {v['id']} x{len(v['nodes'])}: {v['nodes'][:2]}"
        for where, found in report.items() for v in found)


def just_out() -> State:
    """A four-person game right after a seat went out, the round going on."""
    game = games.get("sweets_stack")
    state = game.new(["Ann", "Constantinople", "Bo", "Dee"], 3)
    while True:
        legal = [str(a) for a in state.legal_actions()]
        choice = bots.choose("sweets_stack", "easy", state.view(state.to_move), legal, state.ply)
        after = state.apply(game.parse_action(state, choice))
        if sum(after.data["alive"]) < sum(state.data["alive"]) and not after.is_over \
                and len(after.data["results"]) == len(state.data["results"]):
            return after
        state = after


def test_a_seat_gone_out_has_a_line_on_the_table(booted):
    page = booted()
    page.set_viewport_size(SIZES["1024x768"])
    open_save(page, "sweets_stack", just_out(), "stack-out")
    if page.get_attribute("#app", "data-screen") == "handoff":
        press(page, "handoff:ready")
    for size in _turned(page):
        news = page.locator("#app .out-news").first
        news.scroll_into_view_if_needed()
        shoot(page, f"out_{size}")
        assert news.is_visible() and "is out" not in news.inner_text(), size
        assert "had no room for a " in news.inner_text() and "takes a candle" in news.inner_text()
