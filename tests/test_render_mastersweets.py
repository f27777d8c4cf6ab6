"""The MasterSweets table: every legal move is reachable by pressing controls, and the markup
holds nothing the seat on screen may not see."""

from __future__ import annotations

import random
import re

import pytest

from sweets.games.mastersweets import GAME
from sweets.render import mastersweets as R
from sweets.render.html import esc

MODES = [("core", 2), ("core", 4), ("solo", 1), ("clash", 3), ("workshop", 2), ("workshop", 4)]
ACTION = re.compile(r'data-action="([^"]*)"')


def positions(mode, n, seed, every=7, limit=120):
    rnd = random.Random(seed)
    state = GAME.new(n, seed, {"mode": mode})
    while not state.is_over and state.ply < limit:
        if state.ply % every == 0:
            yield state
        state = state.apply(rnd.choice(state.legal_actions()))


def reachable(view, legal):
    """Every move notation found by pressing every control, following ui: steps."""
    found: set[str] = set()
    seen: set[tuple] = set()
    todo = [R.new_ui(view, legal)]
    while todo:
        ui = todo.pop()
        key = tuple(ui["pre"])
        if key in seen:
            continue
        seen.add(key)
        for action in ACTION.findall(R.table(view, legal, ui, {})):
            action = action.replace("&amp;", "&")
            if action.startswith("ui:"):
                todo.append(R.ui_command(view, legal, ui, action[3:]))
            else:
                found.add(action)
    return found


@pytest.mark.parametrize(("mode", "n"), MODES)
def test_every_legal_move_is_reachable_by_pressing_controls(mode, n):
    checked = 0
    # A Workshop turn has thousands of moves, each reached through a few steps: fewer positions.
    every, limit = (17, 60) if mode == "workshop" else (11, 120)
    for state in positions(mode, n, seed=5 + n, every=every, limit=limit):
        seat = state.to_move
        view = state.view(seat)
        legal = sorted(map(str, state.legal_actions()))
        found = reachable(view, legal)
        assert set(legal) <= found, sorted(set(legal) - found)[:5]
        assert found <= set(legal), "a control carries a move that is not legal"
        checked += 1
    assert checked


def test_a_recipe_shows_its_points_and_the_cook_with_substitutions_before_committing():
    for state in positions("core", 2, seed=8, every=1, limit=300):
        legal = sorted(map(str, state.legal_actions()))
        subs = [m for m in legal if m.startswith("cook ") and "=" in m]
        if not subs:
            continue
        view = state.view(state.to_move)
        recipe = R.tokens(subs[0])[1]
        page = R.table(view, legal, R.new_ui(view, legal), {})
        assert f'data-action="ui:pre:cook|{recipe}"' in page
        assert "pts" in page
        ui = R.ui_command(view, legal, R.new_ui(view, legal), f"pre:cook|{recipe}")
        page = R.table(view, legal, ui, {})
        assert "give 3" in page or "give 2" in page
        return
    pytest.fail("no cook with a substitution came up")


def test_george_prompt_when_the_person_chooses_for_him():
    for state in positions("solo", 1, seed=2, every=1, limit=300):
        view = state.view(0)
        if view.get("acting_for") == "George":
            page = R.table(view, sorted(map(str, state.legal_actions())), {"pre": []}, {})
            assert "George&#x27;s turn: choose which card he takes" in page
            assert 'data-action="george ' in page
            return
    pytest.fail("George never needed a choice")


def hidden_ids(state, seat):
    data = state.data
    if data["mode"] == "workshop":
        return set(data["hands"][seat]) | set(data["deck"])
    hidden = set(data["deck"])
    for s, hand in enumerate(data["hands"]):
        if s != seat:
            hidden |= set(hand)
    return hidden


@pytest.mark.parametrize(("mode", "n"), MODES)
def test_the_markup_holds_no_hidden_card(mode, n):
    for state in positions(mode, n, seed=3, every=5):
        for seat in range(n):
            view = state.view(seat)
            legal = sorted(map(str, state.legal_actions())) if seat == state.to_move else []
            page = R.table(view, legal, R.new_ui(view, legal), {})
            for card in hidden_ids(state, seat):
                assert re.search(rf"\b{card}\b", page) is None, card
            if mode == "workshop":
                own = [c for c in state.data["hands"][seat]]
                shown_types = re.findall(r'class="card ing (\w+)"', page)
                others = sum((h for s, h in enumerate(state.data["hands"]) if s != seat), [])
                # Face-up cards drawn: the cookbook's face-up ones and the other hands, never one's own.
                assert len(shown_types) == len(others) + sum(
                    1 for row in view["cookbook"]["cells"] for c in row if c and not c.get("down")), own


def test_handoff_when_the_view_holds_private_cards():
    state = GAME.new(2, 1, {"mode": "core", "roles": False})
    assert R.needs_handoff(state.view(state.to_move))
    assert not R.needs_handoff(state.view(None))
    work = GAME.new(3, 1, {"mode": "workshop"})
    assert R.needs_handoff(work.view(0))


def test_setup_choices_read_as_the_options():
    options = GAME.options_from_text({"mode": "core", "specials": "no", "roles": "no"})
    assert options == {"mode": "core", "specials": False, "roles": False}
    GAME.new(2, 1, options)
    assert GAME.options_from_text({"mode": "workshop", "cookbook": "5x6"})["cookbook"] == "5x6"
    assert {c.key: c.modes for c in GAME.setup_choices} == {
        "specials": ("core",), "roles": ("core",), "cookbook": ("workshop",)}


def test_result_says_how_it_ended_and_shows_george():
    rnd = random.Random(4)
    state = GAME.new(1, 4, {"mode": "solo"})
    while not state.is_over:
        state = state.apply(rnd.choice(state.legal_actions()))
    view = state.view(0)
    page = R.result(view, {})
    assert "George" in page and str(view["george"]["points"]) in page


def test_rules_page_lists_every_decision():
    from sweets.games.mastersweets import DECISIONS
    page = R.rules()
    for d in DECISIONS:
        assert esc(d["topic"]) in page


def test_rules_page_copies_no_eight_word_run_of_the_rulebook():
    import html
    from pathlib import Path

    from sweets.games.mastersweets import DECISIONS
    from tests.test_rules_pages import RULEBOOKS, words
    book = RULEBOOKS / "mastersweets.txt"
    if not book.exists():
        pytest.skip("the rulebooks are not beside this checkout")
    page = html.unescape(R.rules())
    for d in DECISIONS:
        page = page.replace(d["rests_on"], " ")
    text = " ".join(words(re.sub(r"<[^>]+>", " ", page)))
    book_words = words(Path(book).read_text())
    runs = {" ".join(book_words[i:i + 8]) for i in range(len(book_words) - 7)}
    assert not sorted(r for r in runs if r in text)


def test_george_turn_is_told_while_the_table_looks_at_it():
    state = GAME.new(1, 3, {"mode": "solo"})
    rnd = random.Random(3)
    told = 0
    while not state.is_over and state.ply < 200:
        before = state.view(None)
        state = state.apply(rnd.choice(state.legal_actions()))
        after = state.view(None)
        text = R.interlude(before, after, {})
        took = len(after["george"]["completed"]) > len(before["george"]["completed"])
        assert bool(text) == took
        if took:
            told += 1
            assert text.startswith("George drew") and R._card_words(after["george"]["completed"][-1]) in text
            page = R.table(after, [], R.new_ui(after, []), {"interlude": text})
            assert esc(text) in page and 'data-action="ui:continue"' in page
    assert told > 3


def test_a_player_leaving_clash_is_told():
    state = GAME.new(3, 8, {"mode": "clash"})
    rnd = random.Random(8)
    told = []
    while not state.is_over:
        before = state.view(None)
        legal = state.legal_actions()
        steals = [a for a in legal if str(a).startswith("steal")]
        state = state.apply(rnd.choice(steals or legal))
        text = R.interlude(before, state.view(None), {})
        if text:
            told.append(text)
    assert len(told) == 2 and all("left the kitchen" in t for t in told)
