"""Pressing whatever is on screen, at random, finishes every game that has computers in it (in
CI, Sweet Holic's up to its first round's scores: see UNTIL).

A person who presses any visible control (Undo, hand-offs, the game's own helpers included; the
menu and the rules pages aside, which leave the table) must reach the result screen: nothing may
loop, and Undo must never take back a computer's move (it would play again, for ever). Presses
are bounded, so a loop fails the test instead of hanging it.
"""

from __future__ import annotations

import random
import time

import pytest
from conftest import go
from playwright.sync_api import Page

from sweets import games
from tests import sweeps

pytestmark = pytest.mark.browser

# (players, computer seats): one person against one computer, one person against two, and two
# people sharing the tablet with a computer.
TABLES = [(2, "1"), (3, "0,2"), (3, "1")]
# CI presses through one table per game: two people sharing the tablet with a computer between
# them, the table with every kind of turn change (a person after a computer, a person after a
# person behind a hand-off), so Undo is offered after a computer's move and after a person's. The
# other two tables (one person against one or two computers: a subset of those turn changes)
# run under `nox -s sweeps`. One person against a computer is played to the end through the page
# in every game elsewhere in CI: test_sweeet_page, test_sweets_stack_page's alone game,
# test_mastersweets_modes_page's workshop, and Sweet Holic's lesson (test_learn: a person against
# a computer, three rounds to the result, at two sizes), so Sweet Holic needs no extra table here.
IN_CI = {(3, "1")}
CASES = [pytest.param(game_id, players, bots, id=f"{game_id}-{players}p-bots{bots}")
         for game_id in games.ids() for players, bots in TABLES
         if sweeps.FULL or (players, bots) in IN_CI]
# Ten times the presses a seeded CPython run of the same policy needed (at most ~650).
PRESS_LIMIT = 6_000
SECONDS_LIMIT = 150
# Where CI stops pressing instead of the result screen: Sweet Holic's first round scored (every
# phase, hand-off and pause met once; the two rounds after it repeat them, 2 of the test's 3
# minutes of CPU), as its shared page game in portrait does. To the result under `nox -s sweeps`.
UNTIL = {} if sweeps.FULL else {"sweet_holic": "Round 1 scores"}
# The deal of each game's table (its link's seed): Sweet Holic's first deal made the longest test
# of CI's browser run (66 s); this one is as long as the others' (48 s), with the same turn changes.
SEEDS = {"sweet_holic": 5}

# Presses random visible, enabled controls in the page itself, each once the last is painted,
# for at most ``budget`` ms or until the result screen: one call for hundreds of presses, where a
# round trip from the test for each press made most of the test's time. The menu and the rules
# pages are left alone. A third of the presses go down first and are held a moment, as a finger does,
# so the paint Python gives while a press is held is painted at its click
# (sweets/web/ahead.py); the others are clicks alone. ``seed`` carries the random sequence
# from one call to the next. Stops at once, saying so, if Undo is offered while a computer plays.
PRESS_SOME = """async ({seed, computers, budget, until}) => {
  const app = document.getElementById("app");
  const random = () => {  // mulberry32
    seed = (seed + 0x6D2B79F5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pause = (ms) => new Promise((done) => setTimeout(done, ms));
  const visible = () => [...document.querySelectorAll("#app [data-action]")].filter((el) => {
    const a = el.dataset.action;
    if (a === "nav:menu" || a === "nav:rules" || /^(rules|menu):/.test(a)) return false;
    if (el.disabled || el.getAttribute("aria-disabled") === "true") return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
  });
  const counts = {presses: 0, undo: 0, idle: 0, held: 0};
  const end = performance.now() + budget;
  const done = () => app.dataset.screen === "result" || (until !== null && app.textContent.includes(until));
  while (!done() && performance.now() < end) {
    const options = visible();
    const actions = options.map((el) => el.dataset.action);
    if (actions.includes("game:undo") && computers.includes(app.dataset.toMove)) {
      return {seed, counts, undoWhile: app.dataset.toMove};
    }
    if (!options.length) {  // a computer is playing
      counts.idle++;
      await pause(40);
      continue;
    }
    const el = options[Math.floor(random() * options.length)];
    if (random() < 0.3) {
      el.dispatchEvent(new PointerEvent("pointerdown", {bubbles: true, isPrimary: true}));
      await pause(20);
      if (!el.isConnected) continue;  // a computer's move took it away meanwhile
      counts.held++;
    }
    el.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true}));  // SVG has no click()
    counts.presses++;
    counts.undo += el.dataset.action === "game:undo";
    while (window.sweetsPage?.settled === false) await pause(4);  // the next press is chosen from its paint
  }
  return {seed, counts, undoWhile: null, done: done()};
}"""


def finish_by_pressing(page: Page, rnd: random.Random, computers: set[str], until: str | None = None) -> dict:
    """Presses random controls until the result screen (or until the table shows the text
    ``until``); what was pressed, counted."""
    counts: dict[str, int] = {"presses": 0, "undo": 0, "idle": 0, "held": 0}
    deadline = time.monotonic() + SECONDS_LIMIT
    seed = rnd.getrandbits(31)
    done = False
    while not done:
        assert counts["presses"] < PRESS_LIMIT, f"no result after {PRESS_LIMIT} presses: {counts}"
        assert time.monotonic() < deadline, f"no result after {SECONDS_LIMIT} s: {counts}"
        batch = page.evaluate(PRESS_SOME, {"seed": seed, "computers": sorted(computers), "budget": 3000,
                                           "until": until})
        done = batch["done"]
        seed = batch["seed"]
        for name, count in batch["counts"].items():
            counts[name] += count
        assert batch["undoWhile"] is None, \
            f"Undo offered while computer {batch['undoWhile']} plays, after {counts}"
    return counts


@pytest.mark.parametrize(("game_id", "players", "bots"), CASES)
def test_random_presses_finish_a_game_against_computers(booted, game_id: str, players: int, bots: str):
    seed = SEEDS.get(game_id, 1)
    # motion on: pieces glide while the presses come, as under a person's fingers
    page = go(booted(reduced_motion="no-preference"),
              f"new={game_id}&players={players}&bots={bots}&seed={seed}&speed=fast")
    until = UNTIL.get(game_id)
    rnd = random.Random(f"{game_id}-{players}-{bots}")
    counts = finish_by_pressing(page, rnd, set(bots.split(",")), until)
    if until is None:
        page.wait_for_selector("#app[data-screen=result] [data-action='result:rematch']")
    print(game_id, players, bots, counts)
