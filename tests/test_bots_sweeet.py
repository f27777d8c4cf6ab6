"""The Sweeet! computer players: legal, deterministic, blind to hidden cards, and strong in order.

Games are set up through the rules' documented options (``layout``, ``starting_cards``) so the
tests know every hidden card and can check the bots' knowledge against the truth.
"""

from __future__ import annotations

import copy
import random
from typing import cast

import pytest

from sweets import bots, games
from sweets.bots import sweeet as sweeet_bots
from sweets.bots.sweeet.knowledge import FULL_COUNTS, read_table
from sweets.bots.sweeet.plan import TurnPlanner, Weights, extend
from sweets.games.sweeet.cards import cell_index, cell_name
from sweets.games.sweeet.view import SweeetView

GAME = games.get("sweeet")

DECK = [str(v) for v in range(1, 9) for _ in range(5)] + ["brave", "lucky", "curious", "gourmet"]
DECK += ["honey"] * 4
# The hand-written levels; the thinking one on top has tests of its own (tests/test_search_bot.py).
LEVELS = [level for level, _ in sweeet_bots.LEVELS if level != "expert"]


def random_setup(rnd: random.Random, n: int) -> dict:
    layout = list(DECK)
    rnd.shuffle(layout)
    return {"layout": layout, "starting_cards": rnd.sample(range(2, 8), n)}


def legal_texts(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def bot_move(state, level: str, seed: int) -> str:
    seat = state.to_move
    return sweeet_bots.choose(level, state.view(seat), legal_texts(state), seed)


def play(levels: list[str], seed: int, options: dict, max_plies: int = 3000):
    """A whole game; ``levels[seat]`` is a bot level or "random". Returns the final state."""
    state = GAME.new(len(levels), seed, options)
    rnd = random.Random(seed)
    while (seat := state.to_move) is not None:
        level = levels[seat]
        if level == "random":
            state = state.apply(rnd.choice(legal_texts(state)))
        else:
            state = state.apply(bot_move(state, level, seed))
        assert state.ply < max_plies, "the game did not end"
    return state


def positions(n: int, seed: int, levels: list[str]):
    """Every position (state, options) met in one game played by ``levels``."""
    rnd = random.Random(seed)
    options = random_setup(rnd, n)
    state = GAME.new(n, seed, options)
    while (seat := state.to_move) is not None:
        yield state, options
        level = levels[seat % len(levels)]
        text = rnd.choice(legal_texts(state)) if level == "random" else bot_move(state, level, seed)
        state = state.apply(text)


# ----- the public API -----


def test_levels_weakest_first():
    assert bots.levels("sweeet") == [("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard"),
                                    ("expert", "Expert (thinks)")]
    assert bots.levels("no such game") == []


def test_unknown_level_is_refused():
    with pytest.raises(KeyError):
        bots.choose("sweeet", "grandmaster", {}, ["flip a1"], 0)


# ----- legality, determinism, view only -----


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_every_choice_is_legal_and_repeatable(n):
    mixes = [LEVELS * 2, ["hard", "random"] * 3, ["easy", "medium"] * 3]
    for k, mix in enumerate(mixes):
        for state, _ in positions(n, seed=100 * n + k, levels=mix[:n]):
            seat = state.to_move
            view, legal = state.view(seat), legal_texts(state)
            for level in LEVELS:
                untouched = copy.deepcopy(view)
                choice = sweeet_bots.choose(level, view, legal, 7)
                assert choice in legal, (level, choice)
                assert view == untouched, "a bot must not change the view it is given"
                assert sweeet_bots.choose(level, copy.deepcopy(view), list(legal), 7) == choice
                assert bots.choose("sweeet", level, view, legal, 7) == choice


def test_the_bots_knowledge_matches_the_hidden_truth():
    """The pool of cards behind the cells a hard bot does not know is exactly what lies there."""
    for n in (2, 4, 6):
        for state, options in positions(n, seed=n, levels=["hard", "easy", "random"]):
            seat = state.to_move
            table = read_table(state.view(seat))
            layout = options["layout"]
            truth: dict[str, int] = {}
            for cell in table.unknown:
                truth[layout[cell]] = truth.get(layout[cell], 0) + 1
            assert {c: k for c, k in table.pool.items() if k} == truth
            for cell, card in table.known.items():
                assert layout[cell] == card
            for cell, card in table.face_up.items():
                assert layout[cell] == card


def same_view_other_cards(state, options, seat):
    """The same game replayed on a layout where cards ``seat`` never saw are swapped around."""
    view = state.view(seat)
    seen = {cell_index(cell) for _, _, cell, _ in view["reveals"]}
    seen |= {cell_index(cell) for _, cell, _ in view["my_peeks"]}
    if view.get("peek"):
        seen.add(cell_index(view["peek"]["cell"]))
    hidden = [i for i in range(48) if i not in seen]
    layout = list(options["layout"])
    cards = [layout[i] for i in hidden]
    if len(set(cards)) < 2:
        return None
    shift = next(k for k in range(1, len(cards)) if cards[k:] + cards[:k] != cards)
    for i, card in zip(hidden, cards[shift:] + cards[:shift], strict=True):
        layout[i] = card
    other = GAME.new(len(state.players), state.seed, {**options, "layout": layout})
    for text in state.log:
        other = other.apply(text)
    assert other.data != state.data
    return other


def test_choices_depend_only_on_the_view():
    checked = 0
    for n in (2, 3, 5):
        for k, (state, options) in enumerate(positions(n, seed=40 + n, levels=["hard", "medium", "easy"])):
            if k % 3:
                continue
            seat = state.to_move
            other = same_view_other_cards(state, options, seat)
            if other is None:
                continue
            assert other.view(seat) == state.view(seat)
            for level in LEVELS:
                for seed in (1, 2):
                    assert bot_move(other, level, seed) == bot_move(state, level, seed)
            checked += 1
    assert checked > 20


# ----- strength -----


def win_rate(strong: str, weak: str, games_count: int, seed0: int) -> float:
    """Two-player games, the first player alternating (the lower starting card moves first)."""
    wins = 0
    for i in range(games_count):
        rnd = random.Random(seed0 + i)
        options = random_setup(rnd, 2)
        low, high = sorted(options["starting_cards"])
        strong_seat = i % 2
        options["starting_cards"] = [low, high] if strong_seat == 0 else [high, low]
        if i % 4 >= 2:  # and the strong side starts half the time
            options["starting_cards"].reverse()
        levels = [weak, weak]
        levels[strong_seat] = strong
        final = play(levels, seed0 + i, options)
        wins += final.winners() == [strong_seat]
    return wins / games_count


def test_hard_beats_easy_clearly():
    assert win_rate("hard", "easy", 200, seed0=1000) >= 0.75


def test_medium_beats_easy():
    assert win_rate("medium", "easy", 100, seed0=2000) >= 0.6


def test_easy_beats_a_random_player():
    assert win_rate("easy", "random", 100, seed0=3000) >= 0.8




# ----- knowledge and planning on hand-made positions -----


def make_view(*, grid_cards: dict[str, str] | None = None, runs=None, bonuses=None, phase="flip",
              revealed=(), reveals=(), my_peeks=(), peek=None, honey_needed=None, turn_number=9,
              gone=()) -> SweeetView:
    """A seat-0 view of a two-player game, by the interface spec."""
    runs = runs or [[{"value": 4, "card": "start"}], [{"value": 6, "card": "start"}]]
    grid: list = ["down"] * 48
    for cell in gone:
        grid[cell_index(cell)] = None
    for cell, card in revealed:
        grid[cell_index(cell)] = card
    return cast(SweeetView, {
        "game": "sweeet", "seat": 0, "players": ["A", "B"], "ply": 30, "to_move": 0, "is_over": False,
        "grid": grid,
        "peek": peek,
        "runs": runs,
        "bonuses": bonuses or [[], []],
        "starting": [runs[0][0]["value"], runs[1][0]["value"]],
        "honey_needed": honey_needed or [4, 4],
        "turn": {"seat": 0, "number": turn_number, "phase": phase,
                 "revealed": [{"cell": c, "card": k} for c, k in revealed]},
        "collectable": [],
        "last_turn": None,
        "reveals": [list(r) for r in reveals],
        "my_peeks": [list(p) for p in my_peeks],
        "winner_reason": None,
    })


def all_flips(view) -> list[str]:
    return [f"flip {cell_name(i)}" for i, card in enumerate(view["grid"]) if card == "down"]


def test_cell_names_follow_the_spec():
    assert cell_index("a1") == 0 and cell_index("b1") == 1 and cell_index("a2") == 8
    assert cell_index("h6") == 47 and cell_name(47) == "h6"


def test_memory_comes_from_public_reveals_and_own_peeks():
    view = make_view(reveals=[[3, 1, "c2", "7"], [5, 0, "d4", "honey"]], my_peeks=[[7, "e5", "lucky"]],
                     revealed=[("a1", "5")])
    table = read_table(view)
    assert table.known == {cell_index("c2"): "7", cell_index("d4"): "honey", cell_index("e5"): "lucky"}
    assert table.face_up == {0: "5"}
    assert sum(table.pool.values()) == len(table.unknown) == 48 - 4
    assert table.pool["7"] == 4 and table.pool["lucky"] == 0 and table.pool["5"] == 4
    forgetful = read_table(view, recall=lambda turn, cell: turn >= 6)
    assert set(forgetful.known) == {cell_index("e5")}
    assert forgetful.pool["7"] == 5


def test_collected_cards_leave_the_pool():
    runs = [[{"value": 3, "card": "number"}, {"value": 4, "card": "start"}, {"value": 5, "card": "lucky"}],
            [{"value": 6, "card": "start"}, {"value": 7, "card": "number"}]]
    view = make_view(runs=runs, bonuses=[["brave"], []], gone=["a1", "b1", "c1", "d1"],
                     reveals=[[1, 0, "a1", "3"], [1, 0, "b1", "lucky"], [2, 1, "c1", "7"],
                              [4, 0, "d1", "brave"]])
    table = read_table(view)
    assert table.known == {}
    assert table.pool["3"] == 4 and table.pool["7"] == 4
    assert table.pool["lucky"] == 0 and table.pool["brave"] == 0
    assert sum(table.pool.values()) == len(table.unknown) == 44
    assert table.lucky_value == 5 and table.run_values == {3, 4, 5}


def test_extend_follows_the_collection_rule():
    # The rulebook's Nelly example: a 2 in the run, 1 3 4 7 turned up: 1, 3 and 4 join.
    assert extend(2, 2, {1, 3, 4, 7}, False)[0] == 3
    # Lucky takes a missing value at one end (Roxanne: 3 4 5 -> Lucky as 2 or 6), and can
    # bridge to this turn's cards beyond it.
    assert extend(3, 5, set(), True)[0] == 1
    assert extend(3, 5, {7}, True) == (2, [7], 6)
    assert extend(3, 5, {8}, True)[0] == 1  # a gap of two is too wide for one Lucky


@pytest.mark.parametrize("level", ["hard"])  # the others may have forgotten some
def test_remembered_honey_cards_win(level):
    honey_cells = ["a1", "c3", "e5", "g6"]
    reveals = [[8, 1, cell, "honey"] for cell in honey_cells]
    view = make_view(reveals=reveals, turn_number=9)
    choice = sweeet_bots.choose(level, view, all_flips(view), 1)
    assert choice in {f"flip {c}" for c in honey_cells}
    # with three turned up, only honey so far, the fourth wins
    up = make_view(reveals=reveals, revealed=[(c, "honey") for c in honey_cells[:3]], phase="choose")
    legal = [*all_flips(up), "stop"]
    assert sweeet_bots.choose(level, up, legal, 1) == "flip g6"


def test_gourmet_needs_only_three_honey_cards():
    reveals = [[8, 1, cell, "honey"] for cell in ["a1", "c3", "e5"]]
    view = make_view(reveals=reveals, honey_needed=[3, 4], bonuses=[["gourmet"], []])
    assert sweeet_bots.choose("hard", view, all_flips(view), 1) in {"flip a1", "flip c3", "flip e5"}


def test_hard_turns_up_remembered_cards_before_stopping():
    # Run 2..5 and a 6 up this turn: half the unknown cards would now end the turn, so the bot
    # stops; but first it turns up the 7 it remembers, which is safe and joins the run.
    # (With a 1 in the run too, an unknown 8 would win the game, and pushing on is right.)
    runs = [[{"value": v, "card": "start" if v == 4 else "number"} for v in range(2, 6)],
            [{"value": 6, "card": "start"}]]
    view = make_view(runs=runs, reveals=[[5, 1, "f4", "7"]], revealed=[("a1", "6")], phase="choose")
    legal = [*all_flips(view), "stop", "stop a1"]
    assert sweeet_bots.choose("hard", view, legal, 2) == "flip f4"


def test_hard_flips_unknown_cards_before_remembered_ones():
    # Turned up first, the remembered 5 would make any unknown 5 a repeat; so an unknown goes first.
    view = make_view(reveals=[[5, 1, "f4", "5"]])
    choice = sweeet_bots.choose("hard", view, all_flips(view), 2)
    assert choice != "flip f4"


def test_hard_stops_when_a_repeat_is_likely():
    # Run 4, and 2 3 5 6 7 up this turn: five cards at stake, and over half the unknown cards
    # would end the turn for at best one more card: stop and take the five.
    view = make_view(revealed=[("a1", "2"), ("b1", "3"), ("c1", "5"), ("d1", "6"), ("e1", "7")],
                     phase="choose")
    legal = [*all_flips(view), "stop", "stop b1", "stop a1 b1", "stop b1 c1", "stop a1 b1 c1 d1 e1"]
    assert sweeet_bots.choose("hard", view, legal, 0) == "stop a1 b1 c1 d1 e1"
    assert sweeet_bots.choose("medium", view, legal, 0) == "stop a1 b1 c1 d1 e1"


def test_brave_failure_keeps_the_best_single_card():
    runs = [[{"value": 4, "card": "start"}], [{"value": 6, "card": "start"}]]
    view = make_view(runs=runs, bonuses=[["brave"], []], phase="brave",
                     revealed=[("a1", "5"), ("b1", "curious"), ("c1", "5")])
    legal = ["stop", "stop a1", "stop b1", "stop c1"]
    assert sweeet_bots.choose("hard", view, legal, 0) in {"stop a1", "stop c1"}


def test_lucky_stands_for_the_scarcer_value():
    # Run 3..5; Lucky may be 2 or 6. The other player already holds a 2 (and a 6 as starting
    # card, which never was in the grid): fewer 2s are left, so Lucky becomes the 2.
    runs = [[{"value": v, "card": "start" if v == 4 else "number"} for v in (3, 4, 5)],
            [{"value": 2, "card": "number"}, {"value": 3, "card": "number"}, {"value": 4, "card": "number"},
             {"value": 5, "card": "number"}, {"value": 6, "card": "start"}]]
    view = make_view(runs=runs, revealed=[("a1", "lucky")], phase="choose")
    table = read_table(view)
    assert table.pool["2"] == 4 and table.pool["6"] == 5
    assert sweeet_bots.choose("hard", view, ["stop", "stop a1=2", "stop a1=6"], 0) == "stop a1=2"


def test_curious_peeks_at_an_unknown_card():
    view = make_view(bonuses=[["curious"], []], phase="peek",
                     reveals=[[8, 1, cell_name(i), DECK[i]] for i in range(40)])
    legal = [f"peek {cell_name(i)}" for i in range(48)] + all_flips(view)
    for level in LEVELS:  # a look costs nothing, so every level takes it
        assert sweeet_bots.choose(level, view, legal, 5).startswith("peek ")
    # and Hard, which remembers the 40 cards turned up last turn, looks at one of the other 8
    for seed in range(5):
        assert cell_index(sweeet_bots.choose("hard", view, legal, seed).split()[1]) >= 40


def test_full_counts_match_the_rulebook():
    assert sum(FULL_COUNTS.values()) == 48


def test_easy_remembers_only_recent_reveals_and_not_all_of_them():
    from sweets.bots.sweeet.players import STYLES, recall_for

    reveals = [[turn, 1, cell_name(8 * (turn - 1) + k), "3"] for turn in range(1, 6) for k in range(8)]
    view = make_view(reveals=reveals, turn_number=6)
    known = set(read_table(view, recall_for(STYLES["easy"], view)).known)
    recent = {cell_index(r[2]) for r in reveals if r[0] >= 4}
    assert known <= recent, "Easy recalls only the last two turns"
    assert 0 < len(known) < len(recent), "and forgets some of those"
    # the per-move seed plays no part in it: the same view, the same memory
    assert known == set(read_table(copy.deepcopy(view), recall_for(STYLES["easy"], view)).known)
    hard_known = set(read_table(view, recall_for(STYLES["hard"], view)).known)
    assert hard_known == {cell_index(r[2]) for r in reveals}


def test_hard_banks_gourmet_when_it_knows_three_honey_places():
    # Gourmet up this turn and three Honey places in mind: Gourmet means a Honey win next turn,
    # so nothing is worth risking it.
    reveals = [[7, 1, cell, "honey"] for cell in ["c3", "e5", "g6"]]
    view = make_view(reveals=reveals, revealed=[("a1", "gourmet"), ("b1", "5")], phase="choose")
    legal = [*all_flips(view), "stop", "stop a1", "stop b1", "stop a1 b1"]
    assert sweeet_bots.choose("hard", view, legal, 0) == "stop a1 b1"
    table = read_table(view)
    plain = TurnPlanner(table, Weights(), 3)
    keen = TurnPlanner(table, Weights(urgency=True), 3)
    assert keen.now_value() > plain.now_value() + 5


def test_each_face_down_cell_has_a_distribution():
    from sweets.bots.sweeet.knowledge import cell_distribution

    view = make_view(reveals=[[3, 1, "c2", "7"]], revealed=[("a1", "5")])
    table = read_table(view)
    assert cell_distribution(table, cell_index("c2")) == {"7": 1.0}
    assert cell_distribution(table, cell_index("a1")) == {"5": 1.0}
    unknown = cell_distribution(table, cell_index("h6"))
    assert abs(sum(unknown.values()) - 1) < 1e-9
    assert unknown["7"] == pytest.approx(4 / 46) and unknown["honey"] == pytest.approx(4 / 46)
    assert unknown["5"] == pytest.approx(4 / 46) and unknown["1"] == pytest.approx(5 / 46)


def test_the_racer_counts_what_a_stop_tells_the_others():
    """``RacePlanner`` values a stop by the chance of winning the race: a card left face down
    where everybody saw it is one the others no longer have to find. The other seat lacks 1 and
    8, and everybody saw where an 8 lies: leaving a 1 face up hands it a sure win, leaving a 7
    (which it has) costs nothing. Hard's planner tells the two apart by its small leak only."""
    from sweets.bots.sweeet.plan import RacePlanner

    runs = [[{"value": 4, "card": "start"}],
            [{"value": v, "card": "start" if v == 6 else "number"} for v in range(2, 8)]]
    reveals = [[5, 1, "h6", "8"]]
    weights = Weights(race=True)

    def stop_now(card: str, planner: type[TurnPlanner]) -> float:
        view = make_view(runs=runs, reveals=reveals, revealed=[("a1", card), ("b1", "5")], phase="choose")
        return planner(read_table(view), weights, 3).now_value()

    assert stop_now("1", RacePlanner) < 0.05 * weights.win < 0.2 * weights.win < stop_now("7", RacePlanner)
    assert stop_now("7", TurnPlanner) - stop_now("1", TurnPlanner) < 0.2


def test_the_race_tables_are_ordered():
    """With three or more players: fewer unseen missing values never lower a seat's chance (and
    more for the others never raise it): the tables were smoothed so, and the planner relies on it."""
    from sweets.bots.sweeet.race_odds import AFTER

    for table in AFTER.values():
        for mine in range(1, 8):
            for theirs in range(1, 8):
                assert table[mine][theirs] <= table[mine - 1][theirs]
                assert table[mine][theirs] >= table[mine][theirs - 1]


def test_the_two_player_race_model_reads_the_race_the_right_way_round():
    """The fitted model (``plan.RACE_MODELS``) must agree with what decides the race: one value
    fewer to find (its place now public, so risk-free) raises a seat's chance and one fewer for
    the other seat lowers it; holding Curious helps and the other holding it hurts; Honey places
    enough for the other seat to win next turn all but lose the game."""
    from sweets.bots.sweeet.plan import RacePlanner

    runs = [[{"value": v, "card": "start" if v == 4 else "number"} for v in range(3, 6)],
            [{"value": v, "card": "start" if v == 5 else "number"} for v in range(4, 7)]]
    planner = RacePlanner(read_table(make_view(runs=runs)), Weights(race=True), 3)
    missing = planner.missing  # 1, 2, 6, 7, 8; the other seat lacks 1, 2, 3, 7, 8
    pool = dict(planner.public_pool)

    def chance(public: set[int], bonuses: frozenset[str] = frozenset(), honey: int = 0) -> float:
        return planner.race_value(missing, public, pool, bonuses, honey) / planner.w.win

    nothing = chance(set())
    assert 0.05 < nothing < 0.95
    assert chance({6}) > nothing  # only this seat lacks 6
    assert chance({3}) < nothing  # only the other lacks 3
    assert chance(set(), frozenset({"curious"})) > nothing
    planner.t.others_bonuses = [{"curious"}]
    assert chance(set()) < nothing
    planner.t.others_bonuses = [set()]
    assert chance(set(), honey=4) < 0.02


def test_the_thinking_level_starts_from_the_racers_choice_where_it_has_a_model_and_hards_elsewhere():
    from sweets.bots.sweeet import rollout
    from sweets.bots.sweeet.players import RACER, STYLES, drained
    from sweets.bots.sweeet.players import play as play_style
    from sweets.bots.sweeet.race_odds import RACE_MODELS

    differs = 0
    for players in (2, 3, 4, 5):
        style = RACER if players in RACE_MODELS else STYLES["hard"]
        other = STYLES["hard"] if style is RACER else RACER
        for seed in range(3):
            for state, _options in positions(players, seed=60 + seed, levels=["hard"]):
                view = state.view(state.to_move)
                legal = legal_texts(state)
                candidates = rollout.PLAYOUT.candidates(view, legal, random.Random(seed))
                first = drained(rollout.PLAYOUT.prior_steps(view, legal, candidates, state.ply))[0]
                assert first == play_style(style, view, legal, state.ply)
                differs += first != play_style(other, view, legal, state.ply)
    assert differs, "the racer and Hard never disagreed: the test cannot tell them apart"


def test_finish_chance_is_the_chance_of_drawing_every_missing_value_before_a_repeat():
    """One value to find with 2 copies among 10 cards, 4 of them harmless: the first card that
    is not harmless must be one of the 2 (2 / 6). Two values: either order, before any of the
    ending cards, which include the other copies of a value once it is up."""
    from collections import Counter

    from sweets.bots.sweeet.race_odds import finish_chance

    pool = Counter({"8": 2, "3": 4, "honey": 3, "brave": 1})
    assert finish_chance({8}, set(), pool) == pytest.approx(2 / 6)
    assert finish_chance({8}, {8}, pool) == 1.0  # its place is public: turned up risk-free
    assert finish_chance({1, 8}, {1}, pool) == pytest.approx(2 / 6)  # the 1 is not in the pool
    assert finish_chance({1, 8}, set(), pool) == 0.0  # no 1 left behind unknown cells
    pool = Counter({"1": 1, "8": 2, "3": 4})
    a, b, bad = 1, 2, 4
    both = a / (a + b + bad) * b / (b + bad) + b / (a + b + bad) * a / (a + bad + b - 1)
    assert finish_chance({1, 8}, set(), pool) == pytest.approx(both)


def _late_race_view(eights: list[str], my_peeks=()) -> SweeetView:
    """Seat 0 holds 5-7 and has turned up a 4; seat 1 holds 2-7 and lacks 1 and 8."""
    runs = [[{"value": 5, "card": "start"}, {"value": 6, "card": "number"}, {"value": 7, "card": "number"}],
            [{"value": 6, "card": "start"}, *({"value": v, "card": "number"} for v in (2, 3, 4, 5, 7))]]
    reveals = [[5, 1, cell, "8"] for cell in eights]
    return make_view(runs=runs, reveals=reveals, my_peeks=my_peeks, revealed=[("a1", "4")], phase="choose")


def test_the_racer_values_taking_the_only_public_copy_of_a_value_the_other_seat_lacks():
    """Taking the 8 everybody saw hides the 8 from seat 1 again when it was the only one it knew
    of (it must then find 1 and 8, not just the 1): that stop is worth more than the same stop
    with a second public 8 left for seat 1."""
    from sweets.bots.sweeet.plan import RacePlanner

    weights = Weights(race=True)
    only = RacePlanner(read_table(_late_race_view(["h6"])), weights, 3)
    two = RacePlanner(read_table(_late_race_view(["h6", "g6"])), weights, 3)
    assert only.collect_plan(*only.root[:2])[1] == two.collect_plan(*two.root[:2])[1] == [4, 8]
    assert only.now_value() > two.now_value() + 0.1 * weights.win


def test_the_racer_turns_up_the_public_copy_of_a_value_it_takes():
    """A private copy (its own peek at e5) and a public one (h6) of the 8 it takes: the racer
    turns up the public one, which may hide the value from the others; Hard keeps its order."""
    from sweets.bots.sweeet.plan import RacePlanner
    from sweets.bots.sweeet.players import RACER, STYLES, Moves, useful_remembered

    view = _late_race_view(["h6"], my_peeks=[[4, "e5", "8"]])
    table = read_table(view)
    moves = Moves.read([*all_flips(view), "stop", "stop a1"])
    racer = RacePlanner(table, RACER.weights, 3)
    hard = TurnPlanner(table, STYLES["hard"].weights, 3)
    assert [cell_name(c) for c in useful_remembered(table, racer, moves)] == ["h6"]
    assert [cell_name(c) for c in useful_remembered(table, hard, moves)] == ["e5"]
