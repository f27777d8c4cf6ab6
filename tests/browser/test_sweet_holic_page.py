"""Sweet Holic in the browser: two people share the tablet with one computer player.

The game is played to its result screen by pressing the page's own ``[data-action]`` controls,
through every pass-the-tablet screen, checking on the way that a hand-off screen never holds the
hand that was just on show, and that a reload during a hand-off comes back behind it. Screenshots
go to /tmp/shots/holic_*.png (both tablet orientations).
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from conftest import go, pictures_wanted
from playwright.sync_api import Page, ViewportSize

from tests import sweeps

START = "new=sweet_holic&players=3&bots=2&seed=5&speed=fast"
SHOTS = Path("/tmp/shots")
# Controls that are not moves of the game (pressing them would leave the table or take back moves).
NOT_MOVES = ("nav:", "menu:", "rules:", "setup:", "save:", "result:", "game:", "ui:", "handoff:")
LANDSCAPE: ViewportSize = {"width": 1024, "height": 768}
PORTRAIT: ViewportSize = {"width": 768, "height": 1024}

pytestmark = pytest.mark.browser


# What changes whenever the page repaints into something new.
MARK = ("(() => { const a = document.getElementById('app'); "
        "return [a.dataset.screen, a.dataset.ply, a.innerHTML.length].join('|'); })()")


def app_state(page: Page) -> dict:
    """What the page shows now, read in one go (so a computer move cannot slip in between)."""
    return page.evaluate("""() => {
        const app = document.getElementById("app");
        return {screen: app.dataset.screen, ply: app.dataset.ply, toMove: app.dataset.toMove,
                actions: [...app.querySelectorAll("[data-action]")].map(e => e.dataset.action),
                hand: [...app.querySelectorAll("[data-hand-tile]")].map(e => e.dataset.handTile),
                html: app.innerHTML, mark: """ + MARK + """};
    }""")


def press(page: Page, action: str) -> None:
    """Presses the first control carrying ``action`` and waits until the page has moved on."""
    before = page.evaluate(MARK)
    page.locator(f'#app [data-action="{action}"]').first.click()
    page.wait_for_function(f"before => {MARK} !== before", arg=before, timeout=15_000)


def shoot(page: Page, name: str, *, failing: bool = False) -> None:
    if not (failing or pictures_wanted()):  # pictures for a person (nox -s shots), or of a failure
        return
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"holic_{name}.png"))


def fits_the_screen(page: Page) -> bool:
    """Every control and every drawing of the table lies inside the window (the game screen
    never scrolls, so anything outside it could not be reached)."""
    outside = page.evaluate("""() => [...document.querySelectorAll("#app [data-action], #app svg")]
      .filter(e => e.checkVisibility()).filter(e => {
        const r = e.getBoundingClientRect();
        return !(r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1);
    }).map(e => e.outerHTML.slice(0, 120))""")
    assert not outside, f"outside the window: {outside}"
    return True


@pytest.mark.parametrize("size", [LANDSCAPE, PORTRAIT], ids=["landscape", "portrait"])
def test_a_shared_game_is_played_to_the_result_through_hand_offs(booted, size: ViewportSize):
    page = booted()
    page.set_viewport_size(size)
    tag = f"{size['width']}x{size['height']}"
    # The same deal in both orientations: CI plays it to the result in landscape, and in portrait
    # through the first round's scores (every phase, hand-off and the interlude once); the two
    # later rounds in portrait as well under `nox -s sweeps`.
    rounds = 3 if size == LANDSCAPE or sweeps.FULL else 1
    go(page, START)
    rnd = random.Random(5)
    last_hand: list[str] = []  # the hand tiles on the last game screen, and whose they were
    counts = {"moves": 0, "handoffs": 0, "pauses": 0}
    shots: set[str] = set()
    started = time.monotonic()
    while True:
        assert time.monotonic() - started < 600, f"the game did not end in time: {counts}"
        state = app_state(page)
        screen = state["screen"]
        if screen == "result":
            break
        if screen == "handoff":
            counts["handoffs"] += 1
            assert not state["hand"], "a hand tile is in the DOM behind the hand-off screen"
            for tile in last_hand:
                assert f'"{tile}"' not in state["html"], f"{tile} of the previous hand is still in the page"
            if "handoff" not in shots:
                shoot(page, f"handoff_{tag}")
                shots.add("handoff")
            press(page, "handoff:ready")
            continue
        assert screen == "game", screen
        if "ui:continue" in state["actions"]:  # a round has just been scored: the table pauses
            counts["pauses"] += 1
            assert "Round" in state["html"] and "scores" in state["html"]
            if "interlude" not in shots:
                shoot(page, f"round_end_{tag}")
                shots.add("interlude")
            if counts["pauses"] == rounds < 3:
                assert f"Round {rounds} scores" in state["html"]
                assert counts["handoffs"] > 3, counts
                return
            press(page, "ui:continue")
            continue
        moves = [a for a in state["actions"] if not a.startswith(NOT_MOVES)]
        if not moves:  # the computer is playing: wait for its move
            try:
                page.wait_for_function(f"before => {MARK} !== before", arg=state["mark"], timeout=15_000)
            except Exception:
                shoot(page, "stuck", failing=True)
                raise AssertionError(f"stuck: {state['actions']} {page.inner_text('#app')[:600]}") from None
            continue
        assert fits_the_screen(page), "the table must fit the tablet without scrolling"
        last_hand = state["hand"]
        bakes = [a for a in moves if a.startswith("bake")]
        action = rnd.choice(bakes) if bakes and rnd.random() < 0.7 else rnd.choice(moves)
        phase = page.get_attribute(".table.holic", "data-phase")
        assert phase is not None
        if phase not in shots or (bakes and "burnt" not in shots and "on " in " ".join(bakes)):
            shoot(page, f"{phase}_{tag}" if phase not in shots else f"burnt_{tag}")
            shots.add(phase if phase not in shots else "burnt")
        press(page, action)
        counts["moves"] += 1
    shoot(page, f"result_{tag}")
    result = page.inner_text("#app")
    assert " wins with " in result or " share the win with " in result
    assert "Round 3 scores" in result
    assert counts["handoffs"] > 10 and counts["pauses"] == 3, counts
    print(f"full game: {counts} in {time.monotonic() - started:.0f} s")


def test_a_reload_during_a_hand_off_comes_back_behind_it(booted):
    page = booted()
    page.set_viewport_size(PORTRAIT)
    go(page, START)
    state = app_state(page)
    assert state["screen"] == "handoff" and not state["hand"]
    name = page.inner_text("#app h1")
    press(page, "handoff:ready")
    assert app_state(page)["hand"], "after 'ready' the seat's hand is on screen"
    shoot(page, "first_discard_768x1024")
    assert fits_the_screen(page)
    # the first seat picks its secret discard: the tablet goes to the next person
    first_pick = next(a for a in app_state(page)["actions"] if a.startswith("discard"))
    press(page, first_pick)
    # (the computer may pick in between; then the tablet goes to the other person)
    page.wait_for_selector("#app[data-screen=handoff]", state="attached", timeout=15_000)
    state = app_state(page)
    assert state["screen"] == "handoff" and not state["hand"]
    assert first_pick.split()[1] not in state["html"]
    next_name = page.inner_text("#app h1")
    assert next_name != name
    page.reload()
    page.wait_for_selector("#app[data-screen]", state="attached", timeout=60_000)
    state = app_state(page)
    assert state["screen"] == "handoff", state["screen"]
    assert not state["hand"]
    assert page.inner_text("#app h1") == next_name
    # and the first seat's secret pick is still nowhere in the next seat's screen
    press(page, "handoff:ready")
    state = app_state(page)
    assert state["screen"] == "game" and state["hand"]
    assert first_pick.split()[1] not in state["hand"]
    assert f'data-tile="{first_pick.split()[1]}"' not in state["html"]
    assert "picked" in state["html"]
    shoot(page, "second_pick_768x1024")


def test_one_person_against_two_computers_never_sees_a_hand_off(booted):
    """Alone at the tablet, the person's own hand stays on screen while the computers play; the
    first round is played to its scoring."""
    page = booted()
    page.set_viewport_size(LANDSCAPE)
    go(page, "new=sweet_holic&players=3&bots=1,2&seed=8&speed=fast")
    rnd = random.Random(8)
    started = time.monotonic()
    while True:
        assert time.monotonic() - started < 300, "the first round did not end in time"
        state = app_state(page)
        assert state["screen"] == "game", state["screen"]
        assert state["hand"] or "ui:continue" in state["actions"] or "Your hand is empty" in state["html"]
        if "ui:continue" in state["actions"]:
            assert "Round 1 scores" in state["html"]
            shoot(page, "solo_round_end_1024x768")
            break
        moves = [a for a in state["actions"] if not a.startswith(NOT_MOVES)]
        if not moves:
            try:
                page.wait_for_function(f"before => {MARK} !== before", arg=state["mark"], timeout=15_000)
            except Exception:
                raise AssertionError(f"stuck: {page.inner_text('#app')[:400]}") from None
            continue
        bakes = [a for a in moves if a.startswith("bake")]
        press(page, rnd.choice(bakes) if bakes and rnd.random() < 0.7 else rnd.choice(moves))


def test_rules_page_explains_the_game_and_its_decisions(booted):
    page = booted()
    from sweets.games.sweet_holic import DECISIONS

    go(page, "rules=sweet_holic", screen="rules")
    assert page.get_attribute("#app", "data-screen") == "rules"
    text = page.inner_text("#app")
    assert "How to play Sweet Holic" in text
    for decision in DECISIONS:
        assert decision["topic"] in text
