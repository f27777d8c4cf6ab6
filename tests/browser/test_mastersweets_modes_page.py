"""MasterSweets' other two modes in the browser, each played to the result screen by pressing the
page's own controls (test_mastersweets_page.py does the core game and Alone in the Kitchen, and
its helpers press here too):

- Clash of Sweets with two people and a computer at one tablet: hand-offs between the people,
  none of them showing a hand, and a reload behind a hand-off showing none either;
- Sweets Workshop, one person with two computer team-mates (an Expert, which shows it is
  thinking, and a Hard): the person's own hand is never on show face up (not mid-game, not after
  a reload), the team-mates' hands are, and turning the clue marks off outlives the reload.

The seeds were picked for short games (a few hundred presses in all). Screenshots go to
/tmp/shots/ms_*.png.
"""

from __future__ import annotations

import random
import re
import time

import pytest
from conftest import go
from playwright.sync_api import Page
from test_mastersweets_page import MARK, app_state, over, pick, press, shoot

CLASH = "new=mastersweets&mode=clash&players=3&bots=2&level=hard&seed=2&speed=fast"
WORKSHOP = "new=mastersweets&mode=workshop&players=3&bots=1,2&level=expert,hard&seed=1&speed=fast"
# Records whether the page ever said a computer is thinking (the Expert searches in slices).
WATCH_THINKING = """() => { window.sawThinking = false;
    new MutationObserver(() => { if (document.querySelector("#app .thinking")) window.sawThinking = true; })
        .observe(document.getElementById("app"), {subtree: true, childList: true}); }"""

pytestmark = pytest.mark.browser

# Each Workshop hand on the table: its heading and, per card, what it says (its accessible name,
# else its text). A face-down card says "card <n>" and at most the clues it was given.
HANDS = """() => [...document.querySelectorAll("#app .whand")].map(s => ({
    title: s.querySelector("h2").innerText.trim(),
    cards: [...s.querySelectorAll(".wcard")]
        .map(c => (c.getAttribute("aria-label") || c.innerText).trim())}))"""
OWN = "Your hand (face down)"


def reload(page: Page) -> dict:
    page.reload()
    page.wait_for_selector("#app[data-screen]", state="attached", timeout=60_000)
    return app_state(page)


def play(page: Page, rnd: random.Random, until, check=None, limit_s: float = 600) -> dict:
    """Presses through hand-offs, pauses and moves until ``until(state)``, calling ``check(state)``
    on every screen a person acts on; what happened, counted (``shown``: hand-offs after which a
    hand was on show, so that "no hand behind a hand-off" is not true of an empty page)."""
    counts = {"moves": 0, "handoffs": 0, "shown": 0}
    started = time.monotonic()
    while True:
        assert time.monotonic() - started < limit_s, f"not done in time: {counts}"
        state = app_state(page)
        if until(state):
            return counts
        if state["screen"] == "handoff":
            counts["handoffs"] += 1
            assert not state["private"], "a hand shows behind the hand-off"
            press(page, "handoff:ready")
            counts["shown"] += bool(app_state(page)["private"])
            continue
        assert state["screen"] == "game", state["screen"]
        if check:
            check(state)
        if "ui:continue" in state["actions"]:
            press(page, "ui:continue")
            continue
        action = pick(rnd, state["actions"])
        if action is None:  # the computer is playing
            page.wait_for_function(f"before => {MARK} !== before", arg=state["mark"], timeout=15_000)
            continue
        press(page, action)
        counts["moves"] += 1


def test_clash_two_people_and_a_computer_finish_by_pressing_with_a_reload_behind_a_hand_off(booted):
    page = go(booted(viewport={"width": 1024, "height": 768}), CLASH)
    rnd = random.Random(2)
    first = play(page, rnd, lambda s: s["screen"] == "handoff" and s["ply"] >= 20)
    name = page.inner_text("#app h1")
    shoot(page, "clash_handoff")
    state = reload(page)
    assert state["screen"] == "handoff" and page.inner_text("#app h1") == name, "the same hand-off, again"
    assert not state["private"], "a reload behind a hand-off shows no hand"
    mid = play(page, rnd, lambda s: s["screen"] == "game" and s["ply"] >= 40
               and "ui:continue" not in s["actions"])
    ply = app_state(page)["ply"]
    state = reload(page)
    assert state["ply"] == ply and state["screen"] in ("game", "handoff"), "a reload mid-game resumes it"
    last = play(page, rnd, over)
    text = page.inner_text("#app")
    assert "Computer" in text and ("wins" in text or "victory" in text), text[:300]
    shoot(page, "clash_result")
    handoffs = first["handoffs"] + mid["handoffs"] + last["handoffs"]
    assert handoffs > 10, "two people at one tablet pass it at every turn"
    assert first["shown"] + mid["shown"] + last["shown"] > 5, "past a hand-off, the hand is on show"


def own_hand_face_down(page: Page) -> int:
    """Checks the table of the Workshop's person: their own cards face down, the team-mates' face
    up (late in a game their hands may be empty); how many team-mates' cards are on show."""
    hands = page.evaluate(HANDS)
    own = [h for h in hands if h["title"] == OWN]
    assert len(own) == 1 and own[0]["cards"], hands
    # one's own cards are named by their slot only ("your card 3, unseen"), never by what they are
    # ("Spend your card 3, unseen" while choosing which to spend)
    assert all(re.fullmatch(r"(Spend )?your card \d, unseen(; .*)?", c) for c in own[0]["cards"]), \
        f"one's own card shows face up: {own[0]}"
    others = [c for h in hands if h["title"] != OWN for c in h["cards"]]
    assert not any("unseen" in c for c in others), f"team-mates' cards hidden: {hands}"
    return len(others)


def test_workshop_one_person_with_two_computer_team_mates_to_the_end(booted):
    page = go(booted(viewport={"width": 768, "height": 1024}), WORKSHOP)
    page.evaluate(WATCH_THINKING)
    rnd = random.Random(1)
    checked = []

    def check(state: dict) -> None:
        if state["toMove"] == "0" and "ui:continue" not in state["actions"]:
            checked.append(own_hand_face_down(page))

    counts = play(page, rnd, lambda s: s["screen"] == "game" and s["ply"] >= 15 and s["toMove"] == "0"
                  and "ui:continue" not in s["actions"], check)
    assert page.evaluate("window.sawThinking"), "the Expert team-mate never showed it was thinking"
    # Clue marks off (the toggle is pressed down while they show), then a reload mid-game.
    press(page, "ui:clues")
    assert page.locator('#app [data-action="ui:clues"]').get_attribute("aria-pressed") == "false"
    ply = app_state(page)["ply"]
    shoot(page, "workshop_midgame")
    state = reload(page)
    assert state["ply"] == ply and state["screen"] == "game", "one person at the tablet: no hand-off"
    assert own_hand_face_down(page) > 0
    assert page.locator('#app [data-action="ui:clues"]').get_attribute("aria-pressed") == "false", \
        "the clue marks stay off after a reload"
    more = play(page, rnd, over, check)
    text = page.inner_text("#app")
    assert "team" in text.lower(), text[:300]
    shoot(page, "workshop_result")
    assert counts["handoffs"] + more["handoffs"] == 0
    assert len(checked) >= 8 and sum(1 for shown in checked if shown) >= 5, checked
