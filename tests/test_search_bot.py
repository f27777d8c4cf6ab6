"""The thinking level (``sweets.bots.search``): legal, repeatable, blind to what it may not see,
runnable in slices, and better than chance."""

from __future__ import annotations

import random

import pytest

from sweets import bots, games
from sweets.bots import search as search_module
from sweets.bots.search import Search
from sweets.engine import State
from tests import sweeps

SEARCHING = [g for g in games.ids() if "expert" in dict(bots.levels(g))]


def expert_tables(game_id):
    """The options of each mode the game offers its Expert in ({} for a game without modes)."""
    modes = [{"mode": m} for m, _ in games.get(game_id).modes] or [{}]
    return [o for o in modes if "expert" in dict(bots.levels(game_id, o))]


def seats(game_id, options, wanted):
    """``wanted`` players, or the nearest count the mode allows."""
    low, high = games.get(game_id).player_range(options)
    return max(low, min(wanted, high))


def tables(keep=lambda game_id, options: True):
    """(game id, options) of every table the Expert plays that ``keep`` keeps, as test params."""
    return [pytest.param(g, o, id=f"{g}-{o.get('mode', '')}".rstrip("-"))
            for g in SEARCHING for o in expert_tables(g) if keep(g, o)]


TABLES = tables()
CASES = [pytest.param(g, o, n, id=f"{g}-{o.get('mode', '')}-{n}".replace("--", "-"))
         for g in SEARCHING for o in expert_tables(g)
         for n in range(games.get(g).player_range(o)[0], games.get(g).player_range(o)[1] + 1)]
FEW = 12  # playouts per decision in these tests: the search's logic, not its strength


# Games whose playout policy for the search is still to be written (their catalogue entry's
# ``playout``); each has its sampling hook already (tests/test_sampling.py). Listed here so the gap
# stays visible and a game added later cannot silently go without the thinking level.
WITHOUT_PLAYOUTS_YET: set[str] = set()


def test_every_game_with_bots_has_the_thinking_level_on_top():
    assert set(SEARCHING) == {g for g in games.ids() if bots.levels(g)} - WITHOUT_PLAYOUTS_YET
    for game_id in SEARCHING:
        assert bots.levels(game_id)[-1] == ("expert", "Expert (thinks)")


def midgame(game_id, n, seed, plies, options=None):
    game = games.get(game_id)
    state = game.new(n, seed, options)
    rnd = random.Random(seed)
    while not state.is_over and state.ply < plies:
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(("game_id", "options", "n"), CASES)
def test_choices_are_legal_and_repeatable_at_every_player_count(game_id, options, n):
    for plies in (0, 7, 25, 60):
        state = midgame(game_id, n, plies + n, plies, options)
        if state.is_over:
            continue
        legal = [str(a) for a in state.legal_actions()]
        view = state.view(state.to_move)
        search = Search(game_id, view, legal, seed=3, iterations=FEW)
        search.step(FEW)
        choice = search.best()
        assert choice in legal
        again = Search(game_id, view, legal, seed=3, iterations=FEW)
        again.step(FEW)
        assert again.best() == choice and again.stats() == search.stats()


@pytest.mark.parametrize(("game_id", "options"), TABLES)
def test_it_sees_only_its_view(game_id, options):
    """A position differing only in what the seat cannot see gets the same decision."""
    game = games.get(game_id)
    for plies in (30, 8):  # a short game (Alone in the Kitchen) is over by 30
        state = midgame(game_id, seats(game_id, options, 2), 5, plies, options)
        if not state.is_over:
            break
    seat = state.to_move
    view = state.view(seat)
    other = State(game, state.players, state.seed, state.options, state.log,
                  game.sample(view, None, random.Random(1)))
    assert other.data != state.data and other.view(seat) == view
    legal = [str(a) for a in state.legal_actions()]
    a = Search(game_id, view, legal, 8, iterations=40)
    b = Search(game_id, other.view(seat), legal, 8, iterations=40)
    a.step(40)
    b.step(40)
    assert a.stats() == b.stats()


@pytest.mark.parametrize(("game_id", "options"), TABLES)
def test_slices_add_up_to_the_whole_search(game_id, options):
    plies = 12
    while True:  # a decision with a real choice
        state = midgame(game_id, seats(game_id, options, 3), 2, plies, options)
        legal = [str(a) for a in state.legal_actions()]
        view = state.view(state.to_move)
        whole = Search(game_id, view, legal, 4, iterations=30)
        if len(whole.candidates) > 2:
            break
        plies += 1
    whole.step(30)
    sliced = Search(game_id, view, legal, 4, iterations=30)
    slices = 0
    while not sliced.step(4):
        slices += 1
    assert slices >= 4 and sliced.done and sliced.stats() == whole.stats()
    assert bots.choose(game_id, "expert", view, legal, 4) in legal



def _first_drop(game_id):
    state = games.get(game_id).new(2, 5)
    while state.view(state.to_move)["phase"] != "place":
        state = state.apply(str(state.legal_actions()[0]))
    return state


def _one_card_up(game_id):
    state = games.get(game_id).new(2, 5)
    return state.apply(str(state.legal_actions()[0]))  # then stop, or turn up another


@pytest.mark.parametrize(("game_id", "position"), [
    ("sweets_stack", _first_drop),  # Hard's pick, then its next best, one judgement at a time
    ("sweeet", _one_card_up),  # the racer's search, draw by draw
])
def test_a_first_choice_that_takes_long_comes_in_slices(game_id, position):
    """A game's first choice that took a long task in the page at once (Sweets Stack's ranked
    drops up to 56 ms in CPython, Sweeet!'s racer up to 60 ms in Pyodide) comes in slices of the
    set-up, and ends as the whole set-up does."""
    state = position(game_id)
    legal = [str(a) for a in state.legal_actions()]
    view = state.view(state.to_move)
    sliced = Search(game_id, view, legal, 4, iterations=20)
    setup_slices = 0
    while "budget" not in sliced.__dict__:
        sliced.step(1)
        setup_slices += 1
    assert setup_slices >= 3 and sliced.iterations == 0 and not sliced.done
    whole = Search(game_id, view, legal, 4, iterations=20)
    assert len(whole.candidates) >= 2 and sliced.candidates == whole.candidates
    sliced.step(sliced.budget)
    whole.step(whole.budget)
    assert sliced.done and sliced.stats() == whole.stats() and sliced.best() == whole.best()


def play(game_id, n, levels, seed, iterations=None, options=None):
    game = games.get(game_id)
    state = game.new(n, seed, options)
    while not state.is_over:
        seat = state.to_move
        legal = [str(a) for a in state.legal_actions()]
        view = state.view(seat)
        if levels[seat] == "expert":
            search = Search(game_id, view, legal, state.ply, iterations=iterations)
            search.step(search.budget)
            text = search.best()
        elif levels[seat] != "random":
            text = bots.choose(game_id, levels[seat], view, legal, state.ply)
        else:
            text = random.Random(seed * 7919 + state.ply).choice(legal)
        state = state.apply(text)
    return state.winners()


def is_team_game(game_id, options):
    game = games.get(game_id)
    return game.outcome_kind(game.new(seats(game_id, options, 2), 0, options).options) == "team"


@pytest.mark.parametrize(("game_id", "options"),
                         tables(lambda g, o: games.get(g).player_range(o)[1] >= 2 and not is_team_game(g, o)))
def test_it_beats_random_play(game_id, options):
    """A small search (a tenth of the real budget) against uniformly random moves."""
    # CI plays one game from each seat and wants both won (a Clash game against random moves runs
    # long: 6 games took 124 s here under load); `nox -s sweeps` plays six and allows one loss.
    wins = 0
    games_played = sweeps.size(2, 6)
    for k in range(games_played):
        expert = k % 2
        levels = ["random", "random"]
        levels[expert] = "expert"
        wins += expert in play(game_id, seats(game_id, options, 2), levels, seed=k, iterations=FEW,
                               options=options)
    assert wins >= games_played - games_played // 6


@pytest.mark.parametrize(("game_id", "options"), tables(is_team_game))
def test_in_a_team_game_it_wins_more_than_a_random_team_mate(game_id, options):
    """A cooperative game has no opponent to beat: on the same deals, a team with a small search
    in one seat (Hard in the others) against the same team with that seat playing at random."""
    n = seats(game_id, options, 2)
    searched = played_at_random = 0
    for k in range(4):
        levels = ["hard"] * n
        levels[k % n] = "expert"
        searched += bool(play(game_id, n, levels, seed=k, iterations=FEW, options=options))
        levels[k % n] = "random"
        played_at_random += bool(play(game_id, n, levels, seed=k, options=options))
    assert searched >= 3 and searched > played_at_random


def test_first_discards_are_played_as_the_engine_plays_them(monkeypatch):
    """Sweet Holic's first discards are secret choices: a candidate played in a sampled position
    must give the position ``State.apply`` gives (the discard waits for the others'), not a turn's
    exchange."""
    game = games.get("sweet_holic")
    state = game.new(3, 4)
    view = state.view(state.to_move)
    legal = [str(a) for a in state.legal_actions()]
    search = Search("sweet_holic", view, legal, 1, iterations=len(legal) * 2)
    seen = []
    monkeypatch.setattr(search.playout, "playout", lambda _game, data, _seat, _rng: seen.append(data) or 0.5)
    search.step(len(search.candidates))
    assert len(seen) == len(search.candidates) > 1
    for candidate, data in zip(search.candidates, seen, strict=True):
        world = State(game, state.players, state.seed, state.options, state.log, search.world)
        assert data == world.apply(candidate).data


# Games whose first candidate only breaks ties (``confidence`` 0 in their playout module); Sweeet!
# and Sweets Stack keep theirs unless clearly beaten (``test_a_confident_first_choice_stands...``).
TIE_BREAKING = tables(lambda g, o: not search_module.playout_for(g).confidence)


@pytest.mark.parametrize(("game_id", "options"), TIE_BREAKING)
def test_hards_choice_only_breaks_ties(game_id, options):
    """The search judges by its playouts, with Hard's choice (its first candidate) kept only on a
    tie: a rule letting Hard's choice stand unless clearly beaten played Hard's move in 94% of
    Sweet Holic decisions, and so no better than Hard."""
    game = games.get(game_id)
    overruled = searched = 0
    for seed in range(2):
        if searched >= 10 and not sweeps.FULL:  # CI: a second deal only if the first was too short
            break
        state = game.new(seats(game_id, options, 2), seed, options)
        while not state.is_over and state.ply < 30:
            legal = [str(a) for a in state.legal_actions()]
            view = state.view(state.to_move)
            search = Search(game_id, view, legal, state.ply, iterations=40)
            if len(search.candidates) > 1:
                search.step(search.budget)
                searched += 1
                overruled += search.best() != search.candidates[0]
                # among the candidates still in play at the end (with successive halving, the
                # ones dropped early were judged on fewer playouts)
                in_play = {search.candidates[i] for i in search.active}
                means = {c: m for c, _n, m in search.stats() if c in in_play}
                best_mean = max(means.values())
                assert means[search.best()] == pytest.approx(best_mean, abs=1e-9)
            state = state.apply(bots.choose(game_id, "hard", view, legal, state.ply))
    assert searched >= 10 and overruled >= searched // 5


def test_one_playout_result_for_every_game_that_counts_points():
    """``search.standing``: place first (a shared win shares), the points margin a fifth; the
    Sweet Holic and Sweets Stack playouts both use it."""
    from sweets.bots import search
    from sweets.bots.sweet_holic import rollout as holic
    from sweets.bots.sweets_stack import rollout as stack

    assert search.standing([10, 4], 0, spread=8) == 0.8 + 0.2 * (0.5 + 6 / 16)
    assert search.standing([10, 4], 1, spread=8) == 0.2 * (0.5 - 6 / 16)
    assert search.standing([5, 5, 1], 1, rank=2) == 0.4 + 0.2 * 0.5  # the rules' tie-break
    assert search.standing([5, 5], 0, winners=[0, 1]) == 0.5 * 0.8 + 0.1
    assert search.standing([30, 0], 0, spread=8) == 1.0
    assert holic.standing is search.standing and stack.standing is search.standing


def test_successive_halving_keeps_the_first_candidate_and_spends_the_planned_budget():
    """``search.plan``: phases of fewer candidates, down to two; the search keeps Hard's choice
    (the reference of every paired comparison) and drops the ones that gained least on it."""
    from sweets.bots.search import plan

    assert plan(2, 600, True) == [(2, 300)]
    assert plan(8, 600, True) == [(8, 18), (5, 30), (3, 50), (2, 75)]
    assert plan(8, 600, False) == [(8, 75)]
    game = games.get("sweet_holic")
    state = game.new(2, 3)
    while True:
        legal = [str(a) for a in state.legal_actions()]
        search = Search("sweet_holic", state.view(state.to_move), legal, 1, iterations=200)
        if len(search.candidates) >= 4:
            break
        state = state.apply(bots.choose("sweet_holic", "hard", state.view(state.to_move), legal, state.ply))
    search.step(search.budget)
    assert search.done and search.iterations == search.budget == sum(s * r for s, r in search.phases)
    assert len(search.active) == 2 and search.active[0] == 0
    dropped = set(range(len(search.candidates))) - set(search.active)
    kept = search.active[1]
    assert all(search.visits[i] < search.visits[kept] for i in dropped)
    assert search.best() in {search.candidates[i] for i in search.active}


def test_a_confident_first_choice_stands_unless_beaten_by_that_many_standard_errors(monkeypatch):
    """With ``confidence`` c, another candidate replaces the first only when its paired gain over
    the first is more than c standard errors above zero; then the biggest such gain wins."""
    game = games.get("sweeet")
    state = game.new(2, 3)
    view = state.view(state.to_move)
    legal = [str(a) for a in state.legal_actions()]
    search = Search("sweeet", view, legal, 1, iterations=4)
    search.candidates = ["a", "b", "c"]
    search.active = [0, 1, 2]
    search.visits = [4, 4, 4]
    # b gains 0.1 in every round (no spread: any margin is certain); c gains 0.3 on average but
    # swings between -0.3 and 0.9 (standard error 0.35 over 4 rounds)
    search.gains = [0.0, 0.4, 1.2]
    search.squares = [0.0, 4 * 0.01, 2 * 0.09 + 2 * 0.81]
    search.confidence = 0.0
    assert search.best() == "c"
    search.confidence = 3.0
    assert search.best() == "b"
    search.gains[1] = -0.4
    assert search.best() == "a"
