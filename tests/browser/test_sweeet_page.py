"""The Sweeet! page in Chromium: played to the end by pressing its controls, against people and
computers, through reloads, on tablets of both orientations, with nothing hidden in the DOM.

Screenshots of every screen go to /tmp/shots (looked at by a person; not compared here).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from conftest import go, open_app, press_if_shown, put_in_storage, settled
from playwright.sync_api import Page

from sweets import games
from sweets.games.sweeet.cards import cell_name

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots")
TABLETS = [(1024, 768), (768, 1024), (1280, 800), (800, 1280)]
MOVE = re.compile(r"^(flip|peek|stop)\b")


# ----- helpers (test_saves.py uses them too) --------------------------------------------------

def actions(page: Page) -> list[str]:
    """Every data-action on screen, in page order."""
    # One evaluation: eval_on_selector_all finds the elements and reads them in two steps, and a
    # paint from Python's worker may come between them.
    return page.evaluate("""() => [...document.querySelectorAll("#app [data-action]")]
        .map((e) => e.getAttribute("data-action"))""")


def screen(page: Page) -> str:
    return page.get_attribute("#app", "data-screen") or ""


def ply(page: Page) -> int:
    return int(page.get_attribute("#app", "data-ply") or -1)


def press(page: Page, action: str) -> None:
    selector = '#app [data-action="{}"]'.format(action.replace("\\", "\\\\").replace('"', '\\"'))
    page.locator(selector).first.click()
    settled(page)


def choose(options: list[str], rnd: random.Random) -> str | None:
    """What a hurried but legal player presses next (None: nothing to press, a computer plays)."""
    for hurry in ("handoff:ready", "ui:continue"):
        if hurry in options:
            return hurry
    moves = [a for a in options if MOVE.match(a)]
    stops = [a for a in moves if a.startswith("stop")]
    if stops and rnd.random() < 0.4:
        return stops[0]
    picks = [a for a in options if a.startswith(("ui:pick:", "ui:lucky:"))]
    if picks and rnd.random() < 0.15:
        return rnd.choice(picks)
    flips = [a for a in moves if not a.startswith("stop")]
    if flips:
        return rnd.choice(flips)
    return stops[0] if stops else None


def saved_state(page: Page):
    """The full state of the game on screen, rebuilt in CPython from the page's own save."""
    save_id = page.evaluate("location.hash").split("=", 1)[1]
    raw = page.evaluate("id => localStorage.getItem('sweets:save:' + id)", save_id)
    record = json.loads(raw)
    return games.get(record["game"]).from_json(record["save"])


SNAPSHOT = """() => {
    const id = location.hash.split("=")[1];
    return {save: localStorage.getItem("sweets:save:" + id),
            cells: [...document.querySelectorAll("#app [data-cell]")]
                .map(e => [e.dataset.cell, e.outerHTML])};
}"""


def assert_no_hidden_card(page: Page) -> None:
    """Every face-down card is drawn as a bare back: no value in its markup, its label or anywhere
    in the attributes, whatever the card really is (checked against the CPython replay of the
    page's own save, read in the same instant as the DOM)."""
    snapshot = page.evaluate(SNAPSHOT)
    record = json.loads(snapshot["save"])
    state = games.get(record["game"]).from_json(record["save"])
    grid = state.view(None)["grid"]
    markup = dict(snapshot["cells"])
    for i, shown in enumerate(grid):
        name = cell_name(i)
        if shown != "down" or name not in markup:
            continue
        g = markup[name]
        if "seen in secret" in g:  # the seat's own Curious peek, shown only to that seat
            continue
        assert "<text" not in g, f"face-down {name} shows text: {g}"
        found = re.search(r'aria-label="([^"]*)"', g)
        assert found, f"face-down {name} has no label: {g}"
        label = found.group(1)
        assert re.fullmatch(rf"{name}: face down(, turn it over|, look at it in secret)?", label), label


def play_to_the_end(page: Page, rnd: random.Random, check_hidden_every: int = 0, limit: int = 3000) -> int:
    """Presses controls until the result screen; returns how many presses it took."""
    for count in range(limit):
        if screen(page) == "result":
            return count
        if check_hidden_every and count % check_hidden_every == 0 and screen(page) == "game":
            assert_no_hidden_card(page)
        action = choose(actions(page), rnd)
        if action is None:
            page.wait_for_timeout(50)  # a computer is playing
            continue
        press_if_shown(page, action)
        settled(page)
    raise AssertionError("the game did not end")


def fits(page: Page) -> bool:
    return page.evaluate("""() => {
        const s = document.scrollingElement;
        return s.scrollHeight <= innerHeight && s.scrollWidth <= innerWidth;
    }""")


# ----- tests ------------------------------------------------------------------------------------

def test_two_people_finish_a_game_by_pressing_controls(booted):
    page = booted()
    go(page, "new=sweeet&players=2&seed=7&names=Mia,Loïc")
    assert screen(page) == "game"
    assert page.evaluate("location.hash").startswith("#play=")
    presses = play_to_the_end(page, random.Random(7), check_hidden_every=5)
    assert presses > 10
    state = saved_state(page)
    assert state.is_over
    winner = state.players[state.winners()[0]]
    assert f"{winner} wins!" in page.inner_text("#app")
    assert page.get_attribute("#app", "data-ply") == str(state.ply)
    press(page, "result:rematch")
    assert screen(page) == "game" and ply(page) == 0


def test_a_person_beats_or_loses_to_computers_and_the_game_ends(booted):
    page = booted()
    go(page, "new=sweeet&players=3&bots=1,2&seed=3&speed=fast&level=easy")
    play_to_the_end(page, random.Random(3), check_hidden_every=7)
    assert saved_state(page).is_over


# Records, in the page's own clock, when the game screen first shows and when each ply lands:
# measured there rather than from the test's side, where a busy machine delays what it sees.
WATCH_PLIES = """
window.__plies = [];
new MutationObserver(() => {
  const app = document.getElementById('app');
  if (!app || app.dataset.screen !== 'game') return;
  const ply = Number(app.dataset.ply);
  const last = window.__plies[window.__plies.length - 1];
  if (!last || last[0] !== ply) window.__plies.push([ply, performance.now()]);
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-screen', 'data-ply']});
"""


def test_computers_play_at_a_pace_a_person_can_follow(page: Page):
    page.add_init_script(WATCH_PLIES)
    open_app(page, "new=sweeet&players=2&bots=0,1&seed=2")
    page.wait_for_function("window.__plies.length >= 3", timeout=10_000)
    plies = page.evaluate("window.__plies")
    assert plies[0][0] == 0, plies
    gaps = [(b[1] - a[1]) / 1000 for a, b in zip(plies, plies[1:], strict=False)]
    # "normal" pace: each computer action waits 0.8 s after the last thing on screen changed ("fast":
    # 0.05 s). Python keeps that time in its worker; each paint then crosses to the page, which
    # a busy page may take a little longer to take in than the next.
    assert min(gaps) >= 0.6, gaps
    # meanwhile the page keeps answering presses
    press(page, "nav:rules")
    assert screen(page) == "rules"
    press(page, "nav:back")
    assert screen(page) == "game"
    # meanwhile the page keeps answering presses
    press(page, "nav:rules")
    assert screen(page) == "rules"
    press(page, "nav:back")
    assert screen(page) == "game"


def test_reload_resumes_at_the_same_ply_even_mid_computer_turn(page: Page):
    open_app(page, "new=sweeet&players=2&bots=1&seed=5&speed=fast")
    rnd = random.Random(5)
    while ply(page) < 6:
        action = choose(actions(page), rnd)
        if action is None:
            page.wait_for_timeout(30)
            continue
        press_if_shown(page, action)
    before, where = ply(page), page.evaluate("location.hash")
    page.reload()
    page.wait_for_selector("#app[data-screen]")
    assert page.evaluate("location.hash") == where
    assert ply(page) >= before and screen(page) in ("game", "result")
    # all computers, caught in the middle of their turns: they simply carry on after a reload
    page.goto("about:blank")
    open_app(page, "new=sweeet&players=2&bots=0,1&seed=9&speed=fast")
    page.wait_for_function("Number(document.getElementById('app').dataset.ply) >= 5", timeout=20_000)
    page.reload()
    page.wait_for_selector("#app[data-screen]")
    resumed = ply(page)
    assert resumed >= 5
    page.wait_for_function(f"Number(document.getElementById('app').dataset.ply) > {resumed}"
                           " || document.getElementById('app').dataset.screen == 'result'", timeout=20_000)


def test_turn_end_shows_the_cards_then_turns_them_back(booted):
    page = booted()
    go(page, "new=sweeet&players=2&bots=1&seed=5")
    rnd = random.Random(1)
    for _ in range(100):
        options = actions(page)
        if "ui:continue" in options:
            break
        flips = [a for a in options if a.startswith("flip")]
        if flips:
            press(page, rnd.choice(flips))
        else:
            page.wait_for_timeout(50)
    assert "ui:continue" in actions(page)
    text = page.inner_text("#app .status")
    assert "turn" in text or "took" in text or "stopped" in text
    recap = page.locator("#app .recap-layer .recap").count()
    assert recap >= 1
    page.wait_for_function("!document.querySelector('#app .recap')", timeout=6000)  # ~2.5 s


def test_keyboard_walks_the_grid_and_turns_a_card(booted):
    page = booted()
    go(page, "new=sweeet&players=2&seed=4")
    page.locator('#app [data-cell="a1"]').focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    focused = page.evaluate("document.activeElement.getAttribute('data-cell')")
    assert focused == "b2"
    page.keyboard.press("Enter")
    settled(page)
    assert ply(page) == 1
    assert page.evaluate("document.activeElement.getAttribute('data-cell')") == "b2"


def test_the_table_fits_tablets_without_scrolling(booted):
    """Every tablet size on one table, turned from one to the next (the worker's booted app: the
    layout is CSS alone, so a table turned to a size is laid out as one opened at it)."""
    width, height = TABLETS[0]
    page = booted(viewport={"width": width, "height": height})
    names = "Anneliese-Marie,Bob,🍬🍭🍫,Dmitri Alexandrovich,E,F"
    go(page, f"new=sweeet&players=6&bots=5&seed=8&names={names}")
    assert screen(page) == "game"

    def fits_every_tablet() -> bool:
        for width, height in TABLETS:
            page.set_viewport_size({"width": width, "height": height})
            assert fits(page), (width, height)
        return True

    assert fits_every_tablet()
    for width, height in TABLETS:
        page.set_viewport_size({"width": width, "height": height})
        sizes = page.eval_on_selector_all("#app [data-cell]", "els => els.map(e => e.getBoundingClientRect())"
                                          ".map(r => [r.width, r.height])")
        assert min(w for w, _ in sizes) >= 44 and min(h for _, h in sizes) >= 44, (width, height)
        buttons = page.eval_on_selector_all("#app button", "els => els.map(e => e.offsetHeight)")
        assert min(buttons) >= 44, (width, height)
    # with several cards up, the controls above the grid still fit
    for _ in range(3):
        flips = [a for a in actions(page) if a.startswith("flip")]
        if not flips or "ui:continue" in actions(page):
            break
        press(page, flips[len(flips) // 2])
        assert fits_every_tablet()


# Pictures only (the game it plays to the end is test_two_people_finish_a_game_by_pressing_controls',
# seed 7; test_layout walks every screen at both sizes): not in CI, under SHOTS=<folder> (nox -s shots).
@pytest.mark.shots
@pytest.mark.parametrize(("width", "height"), TABLETS[:2])
def test_screenshots_of_every_screen(new_context, width, height):
    """Not an assertion of looks: pictures for a person to look at, and no console errors."""
    SHOTS.mkdir(exist_ok=True)
    context = new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    size = f"{width}x{height}"
    open_app(page, "new=sweeet&players=3&bots=2&seed=11&names=Mia,Loïc,Robot")
    page.screenshot(path=SHOTS / f"game-start-{size}.png")
    rnd = random.Random(2)
    for _ in range(3):
        flips = [a for a in actions(page) if a.startswith("flip")]
        if not flips:
            break
        press(page, rnd.choice(flips))
    page.wait_for_timeout(400)
    page.screenshot(path=SHOTS / f"game-cards-up-{size}.png")
    press(page, "nav:rules")
    page.screenshot(path=SHOTS / f"rules-{size}.png", full_page=True)
    press(page, "nav:back")
    press(page, "nav:menu")
    page.screenshot(path=SHOTS / f"menu-{size}.png")
    press(page, "menu:new:sweeet")
    page.screenshot(path=SHOTS / f"setup-{size}.png")
    page.goto("about:blank")
    open_app(page, "new=sweeet&players=2&seed=7")
    play_to_the_end(page, random.Random(7))
    page.screenshot(path=SHOTS / f"result-{size}.png")
    assert screen(page) == "result"


def test_curious_peek_waits_behind_a_handoff_and_shows_only_to_its_seat(booted):
    from sweets.web.saves import PREFIX, record_text

    deck = [str(v) for v in range(1, 9) for _ in range(5)] + ["brave", "lucky", "gourmet"] + ["honey"] * 4
    deck.remove("8")
    layout = ["curious", "8", *deck]  # a1 Curious, b1 an 8
    state = games.get("sweeet").new(["Mia", "Loïc"], 1, {"layout": layout, "starting_cards": [2, 5]})
    state = state.apply("flip a1").apply("stop a1").apply("flip h6").apply("stop")  # Mia holds Curious
    page = booted()
    put_in_storage(page, {PREFIX + "peek": record_text("peek", "sweeet", state, {"bots": {}})})
    go(page, "play=peek")
    assert screen(page) == "handoff"
    assert "Pass the tablet to Mia" in page.inner_text("#app")
    assert page.locator("#app [data-cell]").count() == 0  # nothing of the table behind the hand-off
    press(page, "handoff:ready")
    press(page, "ui:peekmode")
    press(page, "peek b1")
    assert "the card at b1 is an 8" in page.inner_text("#app")
    assert "seen in secret" in (page.get_attribute('#app [data-cell="b1"]', "aria-label") or "")
    press(page, "flip c1")  # once the table watches again, the secret leaves the screen
    assert "seen in secret" not in page.inner_html("#app")
    assert_no_hidden_card(page)
