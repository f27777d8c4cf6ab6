"""The Hint button on the page, without a browser (issue 32): it shows Hard's move for the seat on
screen, highlighted; following the highlight plays exactly that move; anything else clears it."""

from __future__ import annotations

import html
import random
import re

import pytest

from sweets import bots
from sweets.web.saves import MemoryBackend, SaveStore
from sweets.web.session import Session

ACTION = re.compile(r'data-action="([^"]*)"')
HINTED = re.compile(r'data-action="([^"]*)" data-hint="(move|step)"')
LINKS = [
    "new=sweet_holic&players=3&bots=1,2&seed=4",
    "new=sweeet&players=2&bots=1&seed=9",
    "new=sweets_stack&players=3&bots=1,2&seed=5",
    "new=mastersweets&players=2&bots=1&seed=3",
    "new=mastersweets&mode=clash&players=3&bots=1,2&seed=6",
    "new=mastersweets&mode=workshop&players=3&bots=1,2&seed=7",
    "new=mastersweets&mode=solo&players=1&seed=8",
]


def session_at(link: str) -> Session:
    seeds = iter(range(50, 5000))
    s = Session(SaveStore(MemoryBackend()), clock=lambda: 1.8e9, new_seed=lambda: next(seeds))
    s.open_fragment("#" + link)
    return s


def settle(s: Session) -> None:
    for _ in range(5000):
        if s.pending() is None:
            break
        s.advance()
    if s.screen == "handoff":
        s.press("handoff:ready")


def actions(s: Session) -> list[str]:
    return [html.unescape(a) for a in ACTION.findall(s.html())]


def follow_hint(s: Session) -> tuple[str, int]:
    """Presses Hint, then only the highlighted control until a move is played: (hinted move,
    presses it took)."""
    t = s.table
    assert t is not None
    ply = t.state.ply
    view, legal = t.seat_view(t.shown_seat()), list(t.playable())
    expected = bots.choose(t.game_id, "hard", view, legal, t.state.seed * 1_000_003 + t.state.ply)
    s.press("game:hint")
    for presses in range(1, 12):
        markup = s.html()
        assert t.state.ply == ply  # a hint never plays by itself
        assert 'class="hint-panel"' in markup
        found = HINTED.search(markup)
        assert found, "no control is highlighted"
        control, kind = html.unescape(found.group(1)), found.group(2)
        assert (kind == "move") == (control == expected)
        s.press(control)
        if t.state.ply != ply:
            assert t.state.log[ply] == expected
            return expected, presses
    raise AssertionError("following the highlight never played the move")


@pytest.mark.parametrize("link", LINKS, ids=lambda k: k.split("&")[0][4:] + k.partition("mode=")[2][:5])
def test_following_the_highlight_plays_hards_move(link):
    s = session_at(link)
    dice = random.Random(1)
    followed = 0
    for _ in range(24):
        settle(s)
        if s.screen != "game" or s.table is None or not s.table.playable():
            break
        if dice.random() < 0.7 and "game:hint" in actions(s):  # none during a pause after a turn
            follow_hint(s)
            followed += 1
        else:
            s.press(dice.choice(s.table.playable()))
    assert followed


@pytest.mark.parametrize("link", LINKS[:4])
def test_anything_else_clears_the_hint_and_undo_too(link):
    s = session_at(link)
    settle(s)
    s.press("game:hint")
    assert 'class="hint-panel"' in s.html()
    s.press("nav:rules")
    s.press("nav:back")
    assert 'class="hint-panel"' not in s.html()
    s.press("game:hint")
    t = s.table
    assert t is not None
    other = next(a for a in t.playable())
    s.press(other)
    assert 'class="hint-panel"' not in s.html()


def test_hints_off_by_link_has_no_button():
    s = session_at("new=sweeet&players=2&bots=1&seed=9&hints=0")
    settle(s)
    assert "game:hint" not in actions(s)
    s.press("game:hint")
    assert 'class="hint-panel"' not in s.html()
    on = session_at("new=sweeet&players=2&bots=1&seed=9")
    settle(on)
    assert "game:hint" in actions(on)


def test_hints_off_on_the_setup_screen_carries_into_the_game():
    s = session_at("")
    s.press("menu:new:sweeet")
    assert "setup:hints:off" in actions(s)
    s.press("setup:hints:off")
    s.press("setup:start")
    settle(s)
    assert s.table is not None and s.table.meta["hints"] is False
    assert "game:hint" not in actions(s)
    s.press("result:rematch")  # still off in a rematch (only on the result screen, so nothing here)


def test_a_handoff_never_shows_a_hint():
    s = session_at("new=sweet_holic&players=2&seed=4")  # two people share the tablet
    settle(s)
    s.press("game:hint")
    assert 'class="hint-panel"' in s.html()
    t = s.table
    assert t is not None
    mover = t.state.to_move
    for _ in range(20):
        s.press(t.playable()[0])
        if t.state.to_move != mover:
            break
    assert s.screen == "handoff"
    assert 'hint' not in s.html()
    s.press("handoff:ready")
    assert 'class="hint-panel"' not in s.html()
