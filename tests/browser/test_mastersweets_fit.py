"""MasterSweets' tables fit a tablet: every mode and player count, mid-game, at 1024x768 and
768x1024, shows the whole game screen without scrolling (neither the page nor a panel inside it),
with nothing overlapping or cut off, controls big enough for a finger and text big enough to read
(test_layout's checks). A phone (390x844) may scroll in one column, but keeps those two checks.

Positions are played in CPython by random moves and opened in the page as saves (tour.open_save).
Screenshots go to /tmp/shots/msfit_<mode>_<size>.png.
"""

from __future__ import annotations

import random
from functools import cache

import pytest
from conftest import pictures_wanted
from test_layout import check
from tour import NAMES, open_save, press

from sweets import games
from sweets.engine import State

pytestmark = pytest.mark.browser

SIZES = [(1024, 768), (768, 1024), (390, 844)]
# (name, mode, players, options, plies): the most crowded moment of each mode is mid-game, with
# full hands and market; Clash also while the cookbooks are laid out.
TABLES = [
    ("core2", "core", 2, {}, 14), ("core3", "core", 3, {}, 18), ("core4", "core", 4, {}, 22),
    ("solo", "solo", 1, {}, 12),
    ("clash2", "clash", 2, {}, 30), ("clash3", "clash", 3, {}, 40), ("clash4", "clash", 4, {}, 50),
    ("clash5", "clash", 5, {}, 60), ("clash5-arrange", "clash", 5, {}, 0),
    # The longest shapes a player may lay out (one row, one column of 12 cards).
    ("clash2-1x12", "clash", 2, {"shape": "1x12"}, 0), ("clash2-12x1", "clash", 2, {"shape": "12x1"}, 0),
    ("workshop2", "workshop", 2, {}, 10), ("workshop3", "workshop", 3, {}, 12),
    ("workshop4", "workshop", 4, {}, 14), ("workshop5", "workshop", 5, {}, 16),
    ("workshop5-5x6", "workshop", 5, {"cookbook": "5x6"}, 16),
]
LONG_NAMES = NAMES + ["Eve"]  # one long name: where names get cut

# The page must not scroll, nor any panel inside it hide part of its content; the bar, each
# cookbook, each panel of the side and the hands must not overlap one another or leave the window.
FIT = """() => {
  const root = document.documentElement;
  const problems = [];
  if (root.scrollHeight > root.clientHeight || root.scrollWidth > root.clientWidth)
    problems.push(`the page scrolls: ${root.scrollWidth}x${root.scrollHeight} ` +
                  `in ${root.clientWidth}x${root.clientHeight}`);
  const panels = "#app .table, #app .board, #app .side, #app .bar, #app .controls";
  for (const e of document.querySelectorAll(panels))
    if (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
      problems.push(`${e.className} holds ${e.scrollWidth}x${e.scrollHeight} ` +
                    `in ${e.clientWidth}x${e.clientHeight}`);
  const parts = "#app .topnav, #app .bar, #app .board > section, #app .side > *, " +
                "#app svg.mcard, #app svg.hcard, #app svg.wcard";
  const boxes = [...document.querySelectorAll(parts)]
    .map(e => [e, e.getBoundingClientRect()]).filter(([, r]) => r.width > 0 && r.height > 0);
  const name = e => e.tagName.toLowerCase() + "." + String(e.getAttribute("class") || "").split(" ")[0];
  for (const [e, r] of boxes)
    if (r.left < -0.5 || r.top < -0.5 || r.right > root.clientWidth + 0.5
        || r.bottom > root.clientHeight + 0.5)
      problems.push(`${name(e)} leaves the window: ${JSON.stringify(r)}`);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, p] = boxes[i], [b, q] = boxes[j];
      if (a.contains(b) || b.contains(a)) continue;
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (w > 1 && h > 1)
        problems.push(`${name(a)} and ${name(b)} overlap by ${w.toFixed(0)}x${h.toFixed(0)}`);
    }
  return problems;
}"""


@cache
def table_state(mode: str, players: int, options: tuple, plies: int) -> State:
    """A game played by random moves for ``plies`` actions, then on until a person's ordinary turn
    (not a hand-off of a face-down Workshop hand's empty start, not the end)."""
    game = games.get("mastersweets")
    chosen = dict(options)
    shape = chosen.pop("shape", None)
    state = game.new(LONG_NAMES[:players], 7 + players, {"mode": mode, **chosen})
    if shape:  # every player lays out that shape; the one to move has not pressed ready yet
        for seat in range(players):
            state = state.apply(game.parse_action(state, f"shape {shape}"))
            if seat < players - 1:
                state = state.apply(game.parse_action(state, "ready"))
    rnd = random.Random(players)
    while state.ply < plies or (plies and state.view(state.to_move).get("phase") not in ("play", None)):
        assert not state.is_over, f"{mode} {players} ended early"
        legal = state.legal_actions()
        ready = [a for a in legal if str(a) == "ready"]  # Clash: the dealt layouts, as they come
        state = state.apply(ready[0] if ready else rnd.choice(legal))
    return state


def test_every_mastersweets_table_fits_the_screen(booted):
    """Each table opened once and turned to every size (one boot: the layout is CSS alone, so a
    table turned to a size is laid out as one opened at it; see test_layout)."""
    page = booted()
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    problems: list[str] = []
    for name, mode, players, options, plies in TABLES:
        state = table_state(mode, players, tuple(sorted(options.items())), plies)
        open_save(page, "mastersweets", state, f"fit-{name}")
        if page.get_attribute("#app", "data-screen") == "handoff":
            press(page, "handoff:ready")
        assert page.get_attribute("#app", "data-screen") == "game", name
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.evaluate("Promise.all(document.getAnimations().map(a => a.finished))")
            if pictures_wanted():  # for a person (nox -s shots); the checks below need none
                page.screenshot(path=f"/tmp/shots/msfit_{name}_{width}x{height}.png")
            where = f"{name} {width}x{height}"
            problems += check(page, where)
            if width > 600:  # a phone scrolls in one column, like the other games
                problems += [f"{where}: {p}" for p in page.evaluate(FIT)]
    assert not problems, "\n".join(problems)


def test_the_drawn_cards_work_from_the_keyboard(booted):
    """One Tab stop per drawing; the arrows walk the cookbook's cards and recipe buttons; Enter
    presses a drawn card (here: takes a market card)."""
    page = booted()
    page.set_viewport_size({"width": 1024, "height": 768})
    open_save(page, "mastersweets", table_state("core", 2, (), 14), "fit-keys")
    press(page, "handoff:ready")
    assert page.locator("#app svg.book [tabindex='0']").count() == 1
    page.focus("#app svg.book [tabindex='0']")
    focused = ("() => { const e = document.activeElement; "
               "return [e.dataset.col, e.dataset.row, e.dataset.cell]; }")
    assert page.evaluate(focused) == ["0", "0", "a1"]
    cols = int(page.evaluate("document.querySelectorAll('#app svg.book [data-row=\"0\"]').length")) - 1
    for _ in range(cols):
        page.keyboard.press("ArrowRight")
    assert page.evaluate(focused) == [str(cols), "0", "row 1"]  # the first row's recipe button
    page.keyboard.press("ArrowDown")
    assert page.evaluate(focused) == [str(cols), "1", "row 2"]
    # Walking the cookbook leaves the market its own Tab stop.
    assert page.locator("#app svg.book [tabindex='0']").count() == 1
    ply = int(page.get_attribute("#app", "data-ply") or 0)
    page.focus("#app svg.mcard[tabindex='0']")
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.getElementById('app').dataset.ply) > {ply}")


@pytest.mark.parametrize("size", [(1024, 768), (768, 1024)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_clash_cookbooks_grow_into_the_room_the_board_leaves(booted, size: tuple[int, int]):
    """Drawn at their natural size, three Clash cookbooks used to leave half a tablet empty."""
    page = booted()
    page.set_viewport_size({"width": size[0], "height": size[1]})
    for name, players in (("clash2", 2), ("clash3", 3), ("clash4", 4)):
        state = table_state("clash", players, (), 30)
        open_save(page, "mastersweets", state, f"grow-{name}")
        if page.get_attribute("#app", "data-screen") == "handoff":
            press(page, "handoff:ready")
        scale = page.eval_on_selector_all(
            "#app .clashbook svg.book",
            "els => els.map(e => e.getBoundingClientRect().width"
            " / parseFloat(e.style.getPropertyValue('--w')))")
        assert len(scale) == players and min(scale) >= 1.15, (name, size, scale)
