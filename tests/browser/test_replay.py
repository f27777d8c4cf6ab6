"""Replays, Past games and replay links in Chromium (issue 33).

- Sweeet! is finished at the table (two computers, fast): its result opens the replay, which steps
  to the start and back to the end with its buttons, the arrow keys and the slider, and switches
  point of view (Everything revealed: the grid's face-down cards face up, marked); its link,
  copied, opens in a fresh browser context that visited the site once, with the server stopped,
  on the same final position. Past games lists it.
- Every other game (and MasterSweets mode) opens from a link of a finished game built here in
  CPython, and steps the same way.
- A tampered replay link gets a message on the menu.

Screenshots of the replay screen, the result and of Past games at three sizes go to SHOTS.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

import pytest
from conftest import ROOT, SiteServer, go, open_app, shoot_at_sizes
from playwright.sync_api import Page

sys.path.insert(0, str(ROOT))
from sweets import games  # noqa: E402
from sweets.web.replay import link_of  # noqa: E402

SHOTS = Path(os.environ.get("SWEETS_SHOTS", "/work/shots/replay"))
SIZES = {"1024x768": (1024, 768), "768x1024": (768, 1024), "390x844": (390, 844)}
WAIT = 60_000
# Resolves once the page is controlled by an active worker whose cache is complete.
OFFLINE_READY = """async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, {once: true}));
  }
}"""


def _short_finished(game_id: str, options: dict, seeds: int = 12):
    """The shortest of a few random finished games at the fewest players (quick to step through)."""
    game = games.get(game_id)
    n = game.player_range(options)[0]
    best = None
    for seed in range(1, seeds + 1):
        rng = random.Random(seed)
        state = game.new([f"Ann{s}" if s else "Ann" for s in range(n)], seed, options)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        if best is None or state.ply < best.ply:
            best = state
    assert best is not None
    return best


def _ply(page: Page) -> int:
    return int(page.get_attribute("#app", "data-ply") or "-1")


def _wait_ply(page: Page, ply: int) -> None:
    page.wait_for_selector(f'#app[data-screen="replay"][data-ply="{ply}"]', state="attached", timeout=WAIT)


def _step_through(page: Page, total: int) -> None:
    """To the start and back to the end: buttons, arrow keys, the slider; then a point of view."""
    assert _ply(page) == total
    page.locator('#app [data-action="replay:first"]').click()
    _wait_ply(page, 0)
    assert page.locator('#app [data-action="replay:prev"]').is_disabled()
    page.locator('#app [data-action="replay:next"]').click()
    _wait_ply(page, 1)
    page.locator("#app h1").focus()
    page.keyboard.press("ArrowRight")
    _wait_ply(page, 2)
    page.keyboard.press("ArrowLeft")
    _wait_ply(page, 1)
    page.keyboard.press("End")
    _wait_ply(page, total)
    page.keyboard.press("Home")
    _wait_ply(page, 0)
    page.locator("#app .replay-slider").fill(str(total // 2))
    _wait_ply(page, total // 2)
    assert page.locator("#app .moves-list li").count() == total // 2
    page.locator('#app [data-action="replay:last"]').click()
    _wait_ply(page, total)
    assert page.locator("#app .replay-table [data-action]").count() == 0, "read-only: nothing to press"
    page.locator('#app [data-action="replay:pov:0"]').click()
    page.wait_for_selector('#app[data-pov="0"]', state="attached", timeout=WAIT)
    assert page.locator("#app .replay-seat").count() == 1


def test_a_finished_game_replays_and_its_link_opens_offline_in_a_fresh_context(new_context, built_site: Path):
    server = SiteServer(built_site).start()
    try:
        # a whole game of two computers: nothing glides (as in `booted`)
        page = open_app(new_context(reduced_motion="reduce").new_page(),
                        "new=sweeet&players=2&bots=0,1&speed=fast&seed=3", url=server.url)
        page.wait_for_selector('#app[data-screen="result"]', state="attached", timeout=240_000)
        page.locator('#app [data-action="result:copy"]').click()
        page.wait_for_selector("#app .share-link", timeout=WAIT)
        assert "#replay=" in page.locator("#app .share-link").input_value(), "the result copies its link"
        shoot_at_sizes(page, SHOTS, "result", SIZES)
        page.locator('#app [data-action="result:replay"]').click()
        page.wait_for_selector('#app[data-screen="replay"]', state="attached", timeout=WAIT)
        total = _ply(page)
        assert total > 2
        _step_through(page, total)
        page.locator("#app .replay-slider").fill("1")
        _wait_ply(page, 1)
        page.locator('#app [data-action="replay:last"]').click()
        _wait_ply(page, total)
        assert page.locator("#app .replay-slider").input_value() == str(total), "the slider follows"
        page.locator('#app [data-action="replay:pov:all"]').click()
        page.wait_for_selector('#app[data-pov="all"]', state="attached", timeout=WAIT)
        # Everything revealed: one table; the grid's face-down cards drawn face up, and marked
        assert page.locator('#app [data-action="replay:pov:all"]').inner_text() == "Everything revealed"
        assert page.locator("#app .replay-table").count() == 1
        hidden = page.locator("#app .replay-table .cell.was-down")
        assert hidden.count() > 0 and hidden.first.locator("[data-flip^='face-'] .face").count() == 1
        assert "face down during play" in (hidden.first.get_attribute("aria-label") or "")
        assert page.locator("#app .replay-table .cell .back").count() == 0, "no card left face down"
        page.locator('#app [data-action="replay:copy"]').click()
        page.wait_for_selector("#app .share-link", timeout=WAIT)
        link = page.locator("#app .share-link").input_value()
        assert "#replay=" in link and link.startswith(server.url)
        final = page.locator("#app .replay-tables").inner_html()
        shoot_at_sizes(page, SHOTS, "replay_sweeet", SIZES)
        page.locator('#app [data-action="replay:back"]').click()
        page.wait_for_selector('#app[data-screen="result"]', state="attached", timeout=WAIT)
        page.locator('#app [data-action="nav:menu"]').click()
        page.locator('#app [data-action="past:list"]').click()
        page.wait_for_selector('#app[data-screen="past"]', state="attached", timeout=WAIT)
        assert page.locator("#app li.past").count() == 1
        assert "keeps your last 50 games" in page.locator("#app").inner_text()
        shoot_at_sizes(page, SHOTS, "past_games", SIZES)
        page.locator('#app [data-action^="past:open:"]').click()
        _wait_ply(page, total)

        fresh = new_context()  # another profile: no saves, no past games; one visit fills the cache
        first = open_app(fresh.new_page(), url=server.url)
        first.evaluate(OFFLINE_READY)
    finally:
        server.stop()
    offline = fresh.new_page()
    offline.goto(link)
    offline.wait_for_selector('#app[data-screen="replay"]', state="attached", timeout=WAIT)
    assert _ply(offline) == total
    assert offline.locator("#app .replay-tables").inner_html() == final, "the same final position"


LINKED = [("sweet_holic", {}), ("sweets_stack", {}), ("mastersweets", {}),
          ("mastersweets", {"mode": "clash"}), ("mastersweets", {"mode": "workshop"}),
          ("mastersweets", {"mode": "solo"})]


@pytest.mark.parametrize(("game_id", "options"), LINKED,
                         ids=[f"{g}-{o.get('mode', 'core')}" for g, o in LINKED])
def test_a_link_of_a_finished_game_replays_it(booted, game_id, options):
    state = _short_finished(game_id, options)
    page = go(booted(), link_of(state), screen="replay")
    _step_through(page, state.ply)
    if game_id in ("mastersweets", "sweet_holic", "sweets_stack") and not options:
        page.locator('#app [data-action="replay:pov:all"]').click()
        page.wait_for_selector('#app[data-pov="all"]', state="attached", timeout=WAIT)
        page.locator("#app .replay-slider").fill(str(state.ply // 2))
        _wait_ply(page, state.ply // 2)
        # everything revealed: one table, and what lay face down to all (a deck, a pile) face up
        assert page.locator("#app .replay-table").count() == 1
        assert page.locator("#app .reveal-place.was-face-down .reveal-item").count() > 0
        shoot_at_sizes(page, SHOTS, f"replay_{game_id}", SIZES)


def test_a_tampered_replay_link_gets_a_message(booted):
    state = _short_finished("sweeet", {}, seeds=2)
    code = link_of(state).removeprefix("#replay=")
    page = go(booted(), "replay=" + code[: len(code) - 9], screen="menu")
    page.wait_for_selector('#app[data-screen="menu"] .notice', timeout=WAIT)
    text = page.locator("#app .notice").first.inner_text()
    assert "replay link cannot be opened" in text and "Nothing else has changed" in text


def test_the_screens_that_offer_replays_and_links(booted):
    """The menu's Past games button and a game's Share (its setup link, said in the notice line),
    pictured at three sizes (the result's Copy link is pressed in the finished game's test above)."""
    page = booted()
    page.wait_for_selector('#app [data-action="past:list"]', timeout=WAIT)
    shoot_at_sizes(page, SHOTS, "menu", SIZES)
    go(page, "new=sweeet&players=2&bots=1&seed=4&names=Ann,Bob", screen="game")
    page.locator("#app .moves-panel > summary").click()  # Share sits at the foot of the Moves list
    page.locator('#app [data-action="game:setup-link"]').click()
    page.wait_for_selector("#app .notice", timeout=WAIT)
    text = page.locator("#app .notice").first.inner_text()
    assert "#new=sweeet" in text and "#replay=" not in text, "an unfinished game goes by its setup"
    shoot_at_sizes(page, SHOTS, "game_share", SIZES)
