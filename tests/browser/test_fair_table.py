"""Sweet Holic in Chromium: the round scores are a screen for the whole table, so the next hand
waits behind a hand-off, and a reload during the scores shows them again.

The game is set up in CPython one move before a round ends, at a moment where the person who
ends the round also starts the next one (the case where the hand used to show at once).
"""

from __future__ import annotations

import random

import pytest
from conftest import go, put_in_storage
from playwright.sync_api import Page

from sweets.web.saves import PREFIX, MemoryBackend, SaveStore, record_text
from sweets.web.session import Session
from sweets.web.table import replay

pytestmark = pytest.mark.browser

HAND = "#app [data-hand-tile]"


def before_a_round_kept_by_its_ender(seed: int = 8):
    """(state, action): two people, one action before the round ends, and whoever plays that
    action starts the next round too."""
    session = Session(SaveStore(MemoryBackend()), new_seed=lambda: seed)
    session.open_fragment(f"#new=sweet_holic&players=2&seed={seed}")
    rnd = random.Random(seed)
    for _ in range(3000):
        t = session.table
        assert t is not None and session.screen != "result"
        if t.interlude:
            before = replay(t.state, t.state.ply - 1)
            if before.to_move == t.state.to_move:
                return before, t.state.log[-1]
            session.press("ui:continue")
        elif session.screen == "handoff":
            session.press("handoff:ready")
        else:
            session.press(rnd.choice(t.playable()))
    raise AssertionError("no round ended that way")


def wait_screen(page: Page, screen: str) -> None:
    page.wait_for_selector(f"#app[data-screen={screen}]", state="attached", timeout=15_000)


def test_the_next_hand_waits_behind_a_handoff_after_the_round_scores(booted):
    state, ending = before_a_round_kept_by_its_ender()
    record = record_text("round", "sweet_holic", state, {"bots": {}, "speed": "fast"})
    page = booted()
    put_in_storage(page, {PREFIX + "round": record})
    go(page, "play=round")
    # A game opened after the menu may wait for the games' modules, and replays the save.
    page.wait_for_selector("#app[data-screen=handoff]", state="attached", timeout=60_000)
    page.click("#app [data-action='handoff:ready']")
    wait_screen(page, "game")
    page.locator(f'#app [data-action="{ending}"]').first.click()
    page.wait_for_selector("#app [data-action='ui:continue']")
    assert page.locator(HAND).count() == 0, "the scores are for the whole table"
    # a reload during the scores shows them again, still without anyone's hand
    page.reload()
    page.wait_for_selector("#app[data-screen=game] [data-action='ui:continue']", timeout=60_000)
    assert page.locator(HAND).count() == 0
    assert "is scored" in page.inner_text("#app")
    page.click("#app [data-action='ui:continue']")
    wait_screen(page, "handoff")
    assert page.locator(HAND).count() == 0, "the tablet is passed before the next hand shows"
    page.click("#app [data-action='handoff:ready']")
    wait_screen(page, "game")
    assert page.locator(HAND).count() > 0
