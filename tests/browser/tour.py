"""A tour of every screen of each game, for the checks that look at each screen in turn
(accessibility, phone layout, text sizes).

Positions deep in a game (a round about to be scored, a finished game) are played in CPython and
handed to the page as saves, which the page opens through ``#play=<id>`` without a reload; the
page then gets to the screen by its own presses. One page walks the whole tour, so it boots once,
or not at all when it is given an app already up at a fresh profile's menu (``booted``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from functools import cache

from conftest import open_app, put_in_storage
from playwright.sync_api import Page

from sweets import bots, games
from sweets.engine import State
from sweets.render import for_game
from sweets.web.saves import PREFIX, record_text

MARK = ("(() => { const a = document.getElementById('app'); "
        "return [a.dataset.screen, a.dataset.ply, a.innerHTML.length].join('|'); })()")
FETCHING = "Fetching the games"  # app.FETCHING_GAMES
# Four people, one with a long name: the most crowded table of each game, and where names get cut.
NAMES = ["Ann", "Constantinople", "Bo", "Dee"]
# The phase of a person's ordinary turn, with a private view, in the games that have one.
TURN_PHASE = {"sweet_holic": "turn", "sweets_stack": "place", "mastersweets": "play"}
# Controls that are not a move of the game.
NOT_MOVES = ("nav:", "menu:", "rules:", "setup:", "save:", "result:", "game:", "ui:", "handoff:")


def _repainted(page: Page, before: str) -> None:
    """Waits until ``#app`` differs from ``before`` and the games' modules are in: while they
    are still downloading, a change is only the menu saying so (app.with_games), and what was
    asked for follows once they have arrived."""
    page.wait_for_function(f"before => {MARK} !== before", arg=before, timeout=15_000)
    page.wait_for_function(f"() => !document.getElementById('app').textContent.includes({FETCHING!r})",
                           timeout=60_000)


def press(page: Page, action: str) -> None:
    """Presses the first control carrying ``action`` and waits until the page has repainted."""
    before = page.evaluate(MARK)
    page.locator('#app [data-action="{}"]'.format(action.replace('"', '\\"'))).first.click()
    _repainted(page, before)


def _play(game_id: str, seed: int, until: Callable[[State], bool]) -> State:
    """A four-person game played by the computer (medium, or the weakest a game has) for every
    seat until ``until`` holds."""
    game = games.get(game_id)
    level = "medium" if "medium" in dict(bots.levels(game_id)) else bots.levels(game_id)[0][0]
    state = game.new(NAMES, seed)
    levels = [level for level, _ in bots.levels(game_id)]
    level = "medium" if "medium" in levels else levels[0]
    while not until(state):
        assert not state.is_over, f"{game_id} seed {seed} ended before the wanted position"
        legal = [str(a) for a in state.legal_actions()]
        choice = bots.choose(game_id, level, state.view(state.to_move), legal, seed * 7919 + state.ply)
        state = state.apply(game.parse_action(state, choice))
    return state


def _rounds(state: State) -> int:
    return len(state.view(None).get("round_results") or [])


@cache
def round_ender(seed: int = 3) -> tuple[State, str]:
    """A Sweet Holic position where the seat to move has a move that gets its round scored."""
    game = games.get("sweet_holic")

    def ends(state: State) -> bool:
        return any(_rounds(state.apply(a)) > _rounds(state) for a in state.legal_actions())

    state = _play("sweet_holic", seed, lambda s: s.to_move is not None and ends(s))
    action = next(str(a) for a in state.legal_actions() if _rounds(state.apply(a)) > _rounds(state))
    assert game.parse_action(state, action)
    return state, action


@cache
def position(game_id: str, what: str, seed: int = 3) -> State:
    """``mid``: a person's turn with a private view; ``over``: a finished game."""
    if what == "over":
        return _play(game_id, seed, lambda s: s.is_over)
    renderer = for_game(game_id)
    if game_id == "sweeet":  # its only private view: a Curious holder about to peek
        return _play(game_id, 1, lambda s: renderer.needs_handoff(s.view(s.to_move)))
    turn = TURN_PHASE[game_id]
    if game_id == "sweets_stack":  # its one private step a turn is the pick (marking is public)
        return _play(game_id, seed, lambda s: s.ply > 40 and renderer.needs_handoff(s.view(s.to_move)))
    return _play(game_id, seed, lambda s: s.ply > 40 and s.view(s.to_move).get("phase") == turn)


def go(page: Page, fragment: str) -> None:
    """Follows a link to a new table without a reload, through its first hand-off if any."""
    before = page.evaluate(MARK)
    page.evaluate("f => { location.hash = f; }", fragment)
    _repainted(page, before)
    if page.get_attribute("#app", "data-screen") == "handoff":
        press(page, "handoff:ready")


# MasterSweets' other tables, each from its link: the most crowded of each mode.
MS_TABLES = [
    ("clash-arrange", "new=mastersweets&mode=clash&players=5&seed=2&names=" + ",".join(NAMES + ["Eve"])),
    ("workshop", "new=mastersweets&mode=workshop&players=4&bots=1,2,3&seed=2&names=" + ",".join(NAMES)),
]


@cache
def ms_clash_play(seed: int = 2) -> State:
    """Five players of Clash of Sweets past their layouts, some recipes stolen."""
    names = NAMES + ["Eve"]
    game = games.get("mastersweets")
    state = game.new(names, seed, {"mode": "clash"})
    while state.ply < 60 or state.view(state.to_move)["phase"] != "play":
        legal = [str(a) for a in state.legal_actions()]
        state = state.apply(bots.choose("mastersweets", "easy", state.view(state.to_move), legal, state.ply))
    return state


@cache
def ms_george_next() -> tuple[State, str]:
    """Alone in the Kitchen, role chosen: a move after which George takes a card by himself."""
    game = games.get("mastersweets")
    state = game.new(["Ann"], 2, {"mode": "solo"})
    state = state.apply(state.legal_actions()[0])
    after = state.apply("draw")
    assert len(after.view(None)["george"]["completed"]) == 1
    return state, "draw"


def _mastersweets_screens(page: Page) -> Iterator[str]:
    cook = next((a for a in _actions(page) if a.startswith("ui:pre:cook|")), None)
    if cook:
        press(page, cook)
        yield "game-cook"
    for name, fragment in MS_TABLES:
        go(page, fragment)
        yield name
    open_save(page, "mastersweets", ms_clash_play(), "tour-clash")
    if page.get_attribute("#app", "data-screen") == "handoff":
        press(page, "handoff:ready")
    yield "clash-play"
    state, move = ms_george_next()
    open_save(page, "mastersweets", state, "tour-solo", speed="relaxed")
    press(page, move)
    # the move is painted first, George's turn (told in the pause) a moment later
    page.wait_for_function("() => !document.getElementById('app').hasAttribute('data-opponent-turn')",
                           timeout=60_000)


def open_save(page: Page, game_id: str, state: State, save_id: str, speed: str = "normal") -> None:
    """Puts ``state`` in storage as a save of four people and opens it (no reload): done once the
    table is up at its address (the menu may repaint first, as the save is listed)."""
    before = page.get_attribute("#app", "data-paint")
    follow_save(page, game_id, state, save_id, speed)
    page.wait_for_function("""([id, before]) => { const app = document.getElementById("app");
        return app.dataset.paint !== before && location.hash === "#play=" + id
            && !["menu", undefined].includes(app.dataset.screen); }""",
                           arg=[save_id, before], timeout=60_000)


def follow_save(page: Page, game_id: str, state: State, save_id: str, speed: str = "normal") -> None:
    """Puts ``state`` in storage as a save of four people and follows its link, without waiting."""
    record = record_text(save_id, game_id, state, {"bots": {}, "speed": speed, "updated": time.time()})
    put_in_storage(page, {PREFIX + save_id: record})
    page.evaluate("id => { location.hash = 'play=' + id; }", save_id)


def tour(page: Page, game_id: str) -> Iterator[str]:
    """Brings ``page`` to each screen of ``game_id`` in turn and yields its name there. A page
    that shows no app yet opens it; one that does must be at a fresh profile's menu."""
    if not page.url.startswith("http"):
        open_app(page)
    yield "menu"
    press(page, f"menu:new:{game_id}")
    press(page, "setup:players:4")  # the most seats every game allows (seat 2 a computer already)
    yield "setup"
    press(page, f"rules:{game_id}")
    yield "rules"
    open_save(page, game_id, position(game_id, "mid"), f"tour-mid-{game_id}")
    assert page.get_attribute("#app", "data-screen") == "handoff"
    yield "handoff"
    press(page, "handoff:ready")
    yield "game"
    if game_id == "mastersweets":
        yield from _mastersweets_screens(page)
    elif game_id == "sweet_holic":
        press(page, next(a for a in _actions(page) if a.startswith("discard")))
        yield "game-take"
        state, ender = round_ender()
        open_save(page, game_id, state, "tour-ender")
        if page.get_attribute("#app", "data-screen") == "handoff":
            press(page, "handoff:ready")
        press(page, ender)
    elif game_id == "sweets_stack":
        # Everyone places, then picks in secret (a hand-off between people) until the picks are
        # shown together, a pause.
        picking = False
        for _ in range(60):
            actions = _actions(page)
            if "ui:continue" in actions:
                break
            if "handoff:ready" in actions:
                press(page, "handoff:ready")
                continue
            if not picking and page.get_attribute(".table.stack", "data-phase") == "pick":
                picking = True
                yield "game-pick"
            press(page, next(a for a in actions if not a.startswith(NOT_MOVES)))
    else:
        press(page, "nav:menu")
        # People only, at the relaxed pace: the end of a turn stays on show for 4 s.
        before = page.evaluate(MARK)  # the link followed without a reload
        page.evaluate("f => { location.hash = f; }", "new=sweeet&players=4&seed=5&speed=relaxed&names="
                      + ",".join(NAMES))
        _repainted(page, before)
        press(page, "flip a1")  # with this seed, not a card that ends the turn
        yield "game-choose"
        press(page, next(a for a in _actions(page) if a.startswith("stop")))
    assert "ui:continue" in _actions(page)
    yield "interlude"
    open_save(page, game_id, position(game_id, "over"), f"tour-over-{game_id}")
    assert page.get_attribute("#app", "data-screen") == "result"
    yield "result"


def _actions(page: Page) -> list[str]:
    # one evaluation: a paint from Python's worker may come between finding and reading them
    return page.evaluate("""() => [...document.querySelectorAll("#app [data-action]")]
        .map((e) => e.getAttribute("data-action"))""")

