"""MasterSweets in the browser: a core game of two people sharing the tablet with a computer, and
Alone in the Kitchen, each played to the result screen by pressing the page's own controls
(moves are built step by step through its ``ui:`` controls); Clash of Sweets and Sweets Workshop
started from links and played some turns; Undo within a turn; reloads mid-game and behind a
hand-off; a hand-off screen never shows a hand. Screenshots go to /tmp/shots/ms_*.png.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from conftest import go, pictures_wanted, press_if_shown
from playwright.sync_api import Page

CORE = "new=mastersweets&players=3&bots=2&seed=3&speed=fast"
SOLO = "new=mastersweets&mode=solo&players=1&seed=5&speed=fast"
CLASH = "new=mastersweets&mode=clash&players=3&seed=4&speed=fast"
WORKSHOP = "new=mastersweets&mode=workshop&players=3&bots=1,2&seed=6&speed=fast"
SHOTS = Path("/tmp/shots")
NOT_MOVES = ("nav:", "menu:", "rules:", "setup:", "save:", "result:", "game:", "handoff:")
# What only the seat on screen may see: its hand, the cards an ability lets it look at, and in
# the Workshop everybody else's cards.
PRIVATE = ".myhand .hcard, .peek, .whand .wcard .ing"

pytestmark = pytest.mark.browser

MARK = ("(() => { const a = document.getElementById('app'); let h = 0; "
        "for (const ch of a.innerHTML) h = (h * 31 + ch.charCodeAt(0)) | 0; "
        "return [a.dataset.screen, a.dataset.ply, h].join('|'); })()")


STATE = """() => {
    const app = document.getElementById("app");
    return {screen: app.dataset.screen, ply: Number(app.dataset.ply), toMove: app.dataset.toMove,
            actions: [...app.querySelectorAll("[data-action]:not([disabled]):not([aria-pressed=true])")]
                .map(e => e.dataset.action),
            private: app.querySelectorAll("PRIVATE").length, mark: MARK};
}""".replace("PRIVATE", PRIVATE).replace("MARK", MARK)


def app_state(page: Page) -> dict:
    return page.evaluate(STATE)


def press(page: Page, action: str) -> None:
    before = page.evaluate(MARK)
    page.locator('#app [data-action="{}"]'.format(action.replace('"', '\\"'))).first.click()
    page.wait_for_function(f"before => {MARK} !== before", arg=before, timeout=15_000)


def shoot(page: Page, name: str) -> None:
    if not pictures_wanted():  # pictures for a person (nox -s shots), not a check
        return
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"ms_{name}.png"))


def pick(rnd: random.Random, actions: list[str]) -> str | None:
    """A person's press: a move or a step towards one, cooking whenever a recipe can be cooked
    (so the cookbook empties), never Undo or the clue-mark toggle."""
    moves = [a for a in actions if not a.startswith(NOT_MOVES) and a not in ("ui:clues", "ui:continue")]
    if not moves:
        return None
    for prefix in ("cook ", "george ", "steal ", "keep "):
        wanted = [a for a in moves if a.startswith(prefix)]
        if wanted:
            return rnd.choice(wanted)
    if "ui:back" in moves:  # a move half built: carry on with it rather than start another
        onward = [a for a in moves if not a.startswith(("ui:pre:", "ui:back", "ui:clear"))]
        if onward:
            return rnd.choice(onward)
    cooks = [a for a in moves if a.startswith("ui:pre:cook|")]
    if cooks:
        return rnd.choice(cooks)
    forward = [a for a in moves if a not in ("ui:back", "ui:clear")]
    return rnd.choice(forward or moves)


def play(page: Page, rnd: random.Random, until, limit_s: float = 600) -> dict:
    """Presses through hand-offs, pauses and moves until ``until(state)``; what happened, counted."""
    counts = {"moves": 0, "handoffs": 0, "pauses": 0, "undo": 0}
    started = time.monotonic()
    recent: list[str] = []  # the presses since the last move of the game, to tell a loop
    last_ply = -1
    while True:
        assert time.monotonic() - started < limit_s, f"not done in time: {counts}"
        state = app_state(page)
        if state["ply"] != last_ply:
            last_ply, recent = state["ply"], []
        assert len(recent) < 200, f"200 presses without a move of the game: {recent[-30:]}"
        if until(state):
            return counts
        if state["screen"] == "handoff":
            counts["handoffs"] += 1
            assert not state["private"], "a hand shows behind the hand-off"
            press(page, "handoff:ready")
            continue
        assert state["screen"] == "game", state["screen"]
        if "ui:continue" in state["actions"]:
            counts["pauses"] += 1
            if press_if_shown(page, "ui:continue"):  # (it may have ended by itself meanwhile)
                page.wait_for_function(f"before => {MARK} !== before", arg=state["mark"], timeout=15_000)
            continue
        action = pick(rnd, state["actions"])
        if action is None:  # the computer is playing
            page.wait_for_function(f"before => {MARK} !== before", arg=state["mark"], timeout=15_000)
            continue
        recent.append(action)
        press(page, action)
        counts["moves"] += 1


def over(state: dict) -> bool:
    return state["screen"] == "result"


def test_two_people_and_a_computer_finish_a_core_game_by_pressing(booted):
    page = booted()
    page.set_viewport_size({"width": 1024, "height": 768})
    go(page, CORE)
    rnd = random.Random(3)
    # Stop where a person is to move: on the computer's turn it would play on after the reload.
    counts = play(page, rnd, lambda s: s["screen"] == "game" and s["ply"] >= 12
                  and pick(random.Random(0), s["actions"]) is not None)
    shoot(page, "core_midgame")
    # A reload mid-game comes back to the same position (behind a hand-off when a person is to move).
    ply = app_state(page)["ply"]
    page.reload()
    page.wait_for_selector("#app[data-screen]", state="attached", timeout=60_000)
    state = app_state(page)
    assert state["ply"] == ply and state["screen"] in ("game", "handoff")
    more = play(page, rnd, over, limit_s=900)
    text = page.inner_text("#app")
    assert "Computer" in text and ("wins" in text or "victory" in text), text[:300]
    shoot(page, "core_result")
    assert counts["handoffs"] + more["handoffs"] > 5, (counts, more)


def test_alone_in_the_kitchen_is_finished_by_pressing(booted):
    page = booted()
    page.set_viewport_size({"width": 768, "height": 1024})
    go(page, SOLO)
    rnd = random.Random(5)
    play(page, rnd, lambda s: s["screen"] == "game" and "ui:continue" not in s["actions"]
         and s["ply"] >= 3)
    shoot(page, "solo_game")
    counts = play(page, rnd, over)
    text = page.inner_text("#app")
    assert "George" in text
    assert counts["handoffs"] == 0, "one person at the tablet needs no hand-off"
    shoot(page, "solo_result")


def test_a_reload_behind_a_hand_off_shows_no_hand(booted):
    page = booted()
    page.set_viewport_size({"width": 1024, "height": 768})
    go(page, CORE)
    rnd = random.Random(7)
    play(page, rnd, lambda s: s["screen"] == "handoff" and s["ply"] >= 4)
    name = page.inner_text("#app h1")
    shoot(page, "core_handoff")
    page.reload()
    page.wait_for_selector("#app[data-screen]", state="attached", timeout=60_000)
    state = app_state(page)
    assert state["screen"] == "handoff" and page.inner_text("#app h1") == name
    assert not state["private"]
    press(page, "handoff:ready")
    assert app_state(page)["private"], "past the hand-off, the hand is on show"


def test_clash_from_a_link_laying_out_with_undo_then_some_turns(booted):
    page = booted()
    page.set_viewport_size({"width": 1024, "height": 768})
    go(page, CLASH)
    while app_state(page)["screen"] == "handoff":
        press(page, "handoff:ready")
    state = app_state(page)
    assert "ready" in state["actions"] and "game:undo" not in state["actions"]
    press(page, "ui:tok:shape")
    shape = next(a for a in app_state(page)["actions"] if a.startswith("shape "))
    press(page, shape)
    state = app_state(page)
    assert "game:undo" in state["actions"], "a layout choice within one's turn can be taken back"
    press(page, "game:undo")
    state = app_state(page)
    assert state["ply"] == 0 and "game:undo" not in state["actions"]
    shoot(page, "clash_arrange")
    rnd = random.Random(4)
    play(page, rnd, lambda s: s["ply"] >= 25 and s["screen"] == "game")
    shoot(page, "clash_play")


def test_workshop_from_a_link_some_turns_with_computer_team_mates(booted):
    page = booted()
    page.set_viewport_size({"width": 768, "height": 1024})
    go(page, WORKSHOP)
    rnd = random.Random(6)
    play(page, rnd, lambda s: s["ply"] >= 9 and s["screen"] == "game" and s["toMove"] == "0")
    text = page.inner_text("#app")
    assert "Your hand (face down)" in text and "Clue marks" in text
    assert page.locator(".whand .wcard .ing").count() > 0, "the team-mates' cards are on show"
    shoot(page, "workshop_play")
