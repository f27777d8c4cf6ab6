"""Result screens of every game (issue 31): players in order of place, 1st, 2nd, ... with ties
sharing a place, a celebration when someone won and none after a loss, and a loss that says what
was needed (the Workshop's team, Alone in the Kitchen).
"""

from __future__ import annotations

import html
import random
import re

import pytest

from sweets import games
from sweets.render import for_game, outcome, screens

BADGE = re.compile(r'<span class="place place-\d" aria-label="[^"]*">([^<]+)</span>')


def finished(game_id: str, n: int, seed: int, options: dict | None = None):
    rnd = random.Random(seed)
    state = games.get(game_id).new([f"P{s}" for s in range(n)], seed, options)
    while not state.is_over:
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


def standings(page: str) -> list[tuple[str, int]]:
    """(badge, seat) in the order the result lists them."""
    rows = re.findall(r'data-seat="(\d+)".*?' + BADGE.pattern, page, re.S)
    return [(badge, int(seat)) for seat, badge in rows]


def test_ordinals_and_places_share_ties_and_skip_after_them():
    assert [outcome.ordinal(p) for p in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "111th"]
    assert outcome.places([5, 7, 7, 3]) == [3, 1, 1, 4]
    assert outcome.places([5, 7, 7, 3], winners=[2]) == [3, 2, 1, 4]  # a tie-break chose seat 2
    assert outcome.places([1, 0, 0], winners=[0]) == [1, 2, 2]
    assert outcome.places([4, 4], winners=[0, 1]) == [1, 1]
    assert outcome.in_order([3, 1, 1, 4]) == [1, 2, 0, 3]
    assert [html.unescape(b) for b in BADGE.findall("".join(outcome.badges([3, 1, 1, 4])))] == [
        "3rd", "1st=", "1st=", "4th"]


def test_sweet_holic_lists_by_tokens_with_ties_shared():
    view = finished("sweet_holic", 4, 3).view(0)
    view = {**view, "token_totals": [3, 5, 5, 1], "winners": [1, 2],
            "outcome": {**view["outcome"], "winners": [1, 2], "scores": [3, 5, 5, 1]}}
    page = for_game("sweet_holic").result(view, {})
    assert standings(page) == [("1st=", 1), ("1st=", 2), ("3rd", 0), ("4th", 3)]
    assert 'class="cheer"' in page


def test_sweets_stack_lists_by_total_after_the_third_round_tie_break():
    view = finished("sweets_stack", 4, 5).view(0)
    view = {**view, "totals": [40, 40, 30, 30], "winners": [1],
            "outcome": {**view["outcome"], "winners": [1], "scores": [40, 40, 30, 30]}}
    page = for_game("sweets_stack").result(view, {})
    assert standings(page) == [("1st", 1), ("2nd", 0), ("3rd=", 2), ("3rd=", 3)]


def test_sweeet_ranks_its_winner_and_the_others_share_second():
    state = finished("sweeet", 3, 4)
    page = for_game("sweeet").result(state.view(0), {})
    winner = state.winners()[0]
    assert standings(page) == [("1st", winner)] + [("2nd=", s) for s in range(3) if s != winner]
    assert "the others share 2nd place" in page and 'class="cheer"' in page


@pytest.mark.parametrize("seed", [1, 2])
def test_mastersweets_core_lists_by_points(seed):
    state = finished("mastersweets", 3, seed)
    page = for_game("mastersweets").result(state.view(0), {})
    expected = outcome.places(state.scores(), state.winners())
    listed = standings(page)
    assert sorted(s for _, s in listed) == [0, 1, 2]
    assert [outcome.ordinal(expected[s]) for _, s in listed] == [b.rstrip("=") for b, _ in listed]
    assert [expected[s] for _, s in listed] == sorted(expected)


def test_mastersweets_clash_lists_the_winner_then_the_latest_to_leave():
    state = finished("mastersweets", 4, 5, {"mode": "clash"})
    view = state.view(0)
    page = for_game("mastersweets").result(view, {})
    assert standings(page) == [("1st", state.winners()[0])] + [
        (outcome.ordinal(k + 2), seat) for k, seat in enumerate(view["left"][::-1])]


def test_alone_in_the_kitchen_a_tie_is_georges_and_a_loss_says_what_was_needed():
    state = finished("mastersweets", 1, 3, {"mode": "solo"})
    view = state.view(0)
    george = view["george"]["points"]
    mine = state.scores()[0]
    tie = {**view, "george": {**view["george"], "points": int(mine)},
           "outcome": {**view["outcome"], "winners": [], "opponent": {"name": "George", "score": mine}}}
    page = html.unescape(for_game("mastersweets").result(tie, {}))
    names = re.findall(r"</span><b>([^<]+)</b>", page)
    assert names == ["George", view["players"][0]] and "2nd" in page and 'class="cheer"' not in page
    lost = {**view, "outcome": {**view["outcome"], "winners": [], "scores": [george - 1],
                                "opponent": {"name": "George", "score": george}}}
    words = outcome.headline(lost)
    assert f"takes more than {outcome.points_words(george)}" in words
    assert words.startswith("George wins this time")


def test_a_workshop_loss_says_what_winning_takes_and_a_win_is_celebrated():
    for seed in range(1, 40):
        state = finished("mastersweets", 3, seed, {"mode": "workshop"})
        if not state.winners():
            break
    view = state.view(0)
    page = html.unescape(for_game("mastersweets").result(view, {}))
    cards = view["cookbook"]["rows"] * view["cookbook"]["cols"]
    assert f"Winning takes all {cards} cookbook cards face down" in page
    assert f"turned {view['face_down']} of them" in page and 'class="cheer"' not in page
    won = {**view, "outcome": {**view["outcome"], "winners": [0, 1, 2]}}
    page = for_game("mastersweets").result(won, {})
    assert 'class="cheer"' in page and "Winning takes" not in page


def test_the_celebration_is_decoration_and_the_frame_keeps_its_buttons():
    view = finished("sweeet", 2, 4).view(0)
    page = screens.result_frame(for_game("sweeet").result(view, {}))
    cheer = re.search(r'<div class="cheer"[^>]*>', page)
    assert cheer and 'aria-hidden="true"' in cheer.group(0)
    assert 'data-action="result:rematch"' in page and 'data-action="nav:menu"' in page
