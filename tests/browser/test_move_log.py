"""The move log and the motion on the table (issue 31), in the built page.

Per game and mode, seat 0 is a computer that moves first, seat 1 the person on screen: once the
computer has played, every move stands in the "Moves" list with the very words the log keeper
tells the person's seat (worked out here in CPython from the saved game), and the animation ran;
in a context that prefers reduced motion it was skipped. Every case follows its link in this
worker's booted app (``booted``: storage empty, static/flip.js and its counts started afresh).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from conftest import go
from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from sweets import games  # noqa: E402
from sweets.render import for_game  # noqa: E402
from sweets.web.movelog import MoveLog, Positions  # noqa: E402

# (game, extra fragment, a seed on which seat 0 moves first)
CASES = [
    ("sweet_holic", "", 2),
    ("sweeet", "", 2),
    ("sweets_stack", "", 1),
    ("mastersweets", "", 2),
    ("mastersweets", "&mode=clash", 1),
    ("mastersweets", "&mode=workshop", 1),
]
# What moves on each table once the computer has played (keys of static/flip.js): the new line
# of the log always; the cards themselves where the renderer keys them.
CARD_KINDS = {"sweet_holic": {"back", "tile", "macaron", "pick"}, "sweeet": {"face", "run"},
              "mastersweets": {"card", "spent", "role"}}


def _log_and_save(page: Page) -> dict:
    return page.evaluate("""() => {
        const id = location.hash.split("=")[1];
        return {items: [...document.querySelectorAll("#app .moves-list li")].map(li => li.textContent),
                latest: document.querySelector("#app .moves-latest").textContent,
                ply: Number(document.getElementById("app").dataset.ply),
                record: localStorage.getItem("sweets:save:" + id),
                runs: Number(document.documentElement.dataset.flipRuns || 0),
                kinds: document.documentElement.dataset.flipKinds || "",
                skipped: document.documentElement.dataset.flipSkipped || null};
    }""")


def _expected(record: str, reader: int) -> list[str]:
    data = json.loads(record)
    state = games.get(data["game"]).from_json(data["save"])
    moves = MoveLog(for_game(data["game"]), reader).update(Positions(state), lambda s, seat: s.view(seat))
    return [". ".join(lines) + "." for lines in moves]


def _play_computer_turn(page: Page, game_id: str, extra: str, seed: int) -> dict:
    go(page, f"#new={game_id}&players=2&bots=0&names=Robo,Ann&seed={seed}&speed=fast{extra}")
    page.wait_for_function("() => Number(document.getElementById('app').dataset.ply) >= 1", timeout=30_000)
    page.wait_for_function("""() => { const app = document.getElementById('app');
        return app.dataset.toMove !== '0' || app.dataset.screen !== 'game'; }""", timeout=30_000)
    return _log_and_save(page)


@pytest.mark.parametrize(("game_id", "extra", "seed"), CASES, ids=[f"{g}{e}" for g, e, _ in CASES])
def test_each_computer_move_is_in_the_log_in_words_and_was_animated(booted, game_id, extra, seed):
    seen = _play_computer_turn(booted(reduced_motion="no-preference"), game_id, extra, seed)
    expected = _expected(seen["record"], reader=1)
    assert seen["ply"] >= 1 and len(seen["items"]) == seen["ply"], seen
    assert seen["items"] == expected[:len(seen["items"])]
    assert any("Robo" in item for item in seen["items"]), seen["items"]
    assert seen["latest"] == seen["items"][-1]
    assert seen["runs"] >= 1 and seen["skipped"] is None, seen
    kinds = set(seen["kinds"].split())
    assert "latest" in kinds
    assert kinds & CARD_KINDS.get(game_id, kinds), (kinds, "no card of the table moved")


@pytest.mark.parametrize(("game_id", "extra", "seed"), CASES[:2] + CASES[3:4],
                         ids=["sweet_holic", "sweeet", "mastersweets"])
def test_under_reduced_motion_the_log_is_kept_and_nothing_moves(booted, game_id, extra, seed):
    page = booted(reduced_motion="reduce")
    seen = _play_computer_turn(page, game_id, extra, seed)
    assert seen["items"] == _expected(seen["record"], reader=1)[:len(seen["items"])]
    assert seen["skipped"] == "reduced" and seen["runs"] == 0, seen
    assert page.evaluate("() => document.getAnimations().length") == 0


def test_the_log_survives_a_reload_and_the_panel_opens_and_scrolls(booted):
    page = booted()
    seen = _play_computer_turn(page, "sweeet", "", 2)
    page.click("#app .moves-panel > summary")
    assert page.is_visible("#app .moves-list")
    page.reload()
    page.wait_for_selector("#app[data-screen='game']")
    again = _log_and_save(page)
    assert again["items"][:len(seen["items"])] == seen["items"]


def test_no_log_on_the_hand_off_screen(booted):
    page = go(booted(), "#new=sweet_holic&players=2&seed=2")  # two people: the tablet is passed
    page.wait_for_selector("#app[data-screen='handoff']")
    assert page.locator("#app .moves").count() == 0



# Alone in the Kitchen has no computer seat to wait for: the person is seat 0, the only seat, and
# George is no seat at all. He plays by himself inside the person's move that ends their turn, so
# his lines are told under that move. The case therefore plays the person's turn through the page
# (a role, then Draw) and reads the log then, as seat 0 reads it.
SOLO = "#new=mastersweets&mode=solo&players=1&names=Ann&seed=2&speed=fast"


def _play_solo_turn(page: Page) -> dict:
    go(page, SOLO)
    page.wait_for_selector("#app[data-screen='game'] [data-action^='choose ']", state="attached",
                           timeout=30_000)
    page.locator("#app [data-action^='choose ']").first.click()
    page.wait_for_function("() => Number(document.getElementById('app').dataset.ply) >= 1", timeout=30_000)
    runs = page.evaluate("() => Number(document.documentElement.dataset.flipRuns || 0)")
    page.locator('#app [data-action="draw"]').first.click()
    page.wait_for_function("() => Number(document.getElementById('app').dataset.ply) >= 2", timeout=30_000)
    return {**_log_and_save(page), "runs_before": runs}


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_alone_in_the_kitchen_tells_georges_turn_and_animates_it(booted, motion):
    page = booted(reduced_motion=motion)
    seen = _play_solo_turn(page)
    expected = _expected(seen["record"], reader=0)
    assert seen["ply"] == 2 and seen["items"] == expected, seen
    george = seen["items"][-1]  # the person's Draw, and George's turn after it
    assert george.startswith("You drew "), george  # the person's own draw is told first
    assert "George drew " in george and "George took " in george, seen
    assert george.index("George drew ") < george.index("George took "), george
    assert seen["latest"] == george
    if motion == "reduce":
        assert seen["skipped"] == "reduced" and seen["runs"] == 0, seen
        assert page.evaluate("() => document.getAnimations().length") == 0
    else:
        # the paint of the move with George's turn animated something, and cards have moved
        assert seen["runs"] > seen["runs_before"] and seen["skipped"] is None, seen
        kinds = set(seen["kinds"].split())
        assert {"latest", "card"} <= kinds, (kinds, "no card moved")


# static/flip.js alone, on a page of the site's origin: one keyed element and two quick paints.
GLIDE_PAGE = """<!doctype html><html><head><script src="./static/flip.js"></script></head>
<body><div id="app" data-screen="game"><div data-flip="card:1"
style="position: relative; left: 0; width: 40px; height: 40px">1</div></div></body></html>"""


def test_a_glide_replaces_the_earlier_glide_of_the_same_element(page: Page, site_url: str) -> None:
    """A press that moves a card still gliding from the last one gives it one glide, the newer:
    quick presses once piled a dozen running animations on a card, each worked out at every frame."""
    page.route(site_url + "glide-check.html",
               lambda route: route.fulfill(body=GLIDE_PAGE, content_type="text/html"))
    page.goto(site_url + "glide-check.html")
    running = page.evaluate("""() => {
        const app = document.getElementById("app");
        const card = app.querySelector("[data-flip]");
        const paint = (left) => {
          window.sweetsFlip.before(app);
          card.style.left = `${left}px`;
          window.sweetsFlip.after(app, "relaxed");
          return card.getAnimations().length;
        };
        return [paint(120), paint(240), paint(60)];
    }""")
    assert running == [1, 1, 1]
