"""The Sweeet! renderer in CPython: what it shows, what it must never show, and its controls."""

from __future__ import annotations

import html
import random
import re

import pytest

from sweets import games
from sweets.games.sweeet.cards import cell_name
from sweets.render import for_game, generic, screens, sweeet
from sweets.render.outcome import headline
from sweets.render.sweeet.grid import CARD_W, VIEW_W
from sweets.render.sweeet.players import run_strip
from sweets.render.sweeet.stop_choice import cells_of, choose_lucky, lucky_values, stop_text, toggle
from sweets.render.sweeet.words import turn_story

GAME = games.get("sweeet")
ACTION = re.compile(r'data-action="([^"]*)"')
CTX = {"bots": [], "shown": 0, "interlude": None, "flipback": [], "animate": True}


def actions_in(markup: str) -> list[str]:
    return [html.unescape(a) for a in ACTION.findall(markup)]


def cell_markup(markup: str, cell: str) -> str:
    """The <g> of one grid cell."""
    match = re.search(rf'<g[^>]*data-cell="{cell}"[^>]*>.*?</g>', markup)
    assert match, cell
    return match.group(0)


def random_states(seed: int, players: int = 3, limit: int = 400):
    """Every state of one random game (flip-heavy so turns have several cards up)."""
    rnd = random.Random(seed)
    state = GAME.new(players, seed)
    yield state
    for _ in range(limit):
        if state.is_over:
            return
        legal = [str(a) for a in state.legal_actions()]
        flips = [a for a in legal if not a.startswith("stop")]
        stops = [a for a in legal if a.startswith("stop")]
        pick = rnd.choice(stops) if stops and (rnd.random() < 0.35 or not flips) else rnd.choice(flips)
        state = state.apply(pick)
        yield state


def layout_with(cards: dict[str, str]) -> list[str]:
    """A full layout with the given cards at the given cells, the rest filled in order."""
    deck = [str(v) for v in range(1, 9) for _ in range(5)]
    deck += ["brave", "lucky", "curious", "gourmet"] + ["honey"] * 4
    for card in cards.values():
        deck.remove(card)
    layout = []
    for i in range(48):
        name = cell_name(i)
        layout.append(cards[name] if name in cards else deck.pop(0))
    return layout


def choose_state():
    """Seat 0 (run: 3) has turned up Gourmet, 5, Lucky and 6: a stop with a Lucky choice."""
    layout = layout_with({"d5": "gourmet", "c2": "5", "e3": "lucky", "h3": "6"})
    state = GAME.new(["Mia", "Loïc"], 1, {"layout": layout, "starting_cards": [3, 4]})
    for cell in ("d5", "c2", "e3", "h3"):
        state = state.apply(f"flip {cell}")
    return state


# ----- the collection choice --------------------------------------------------------------

def test_default_choice_takes_everything_collectable():
    state = choose_state()
    legal = [str(a) for a in state.legal_actions()]
    ui = sweeet.new_ui(state.view(0), legal)
    assert stop_text(legal, ui["picked"]) == max((a for a in legal if a.startswith("stop")), key=len)
    assert set(cells_of(ui["picked"])) == {"c2", "e3", "h3", "d5"}


def test_ticking_a_card_adds_what_connects_it_and_unticking_drops_what_no_longer_does():
    state = choose_state()
    legal = [str(a) for a in state.legal_actions()]
    # from nothing, the 6 needs the 5 and Lucky as 4 to reach the run's 3
    picked = toggle(legal, [], "h3")
    assert stop_text(legal, picked) is not None
    assert set(picked) == {"c2", "e3=4", "h3"}
    # leaving the 5 breaks the line: the 6 goes too, Lucky stays
    picked = toggle(legal, picked, "c2")
    assert set(picked) == {"e3=4"}
    # every sequence of taps keeps a legal notation on the Stop button
    rnd = random.Random(5)
    cells = ["c2", "e3", "h3", "d5"]
    for _ in range(200):
        picked = toggle(legal, picked, rnd.choice(cells))
        assert stop_text(legal, picked) in legal


def test_lucky_value_choice():
    state = choose_state()
    legal = [str(a) for a in state.legal_actions()]
    picked = toggle(legal, [], "e3")
    assert lucky_values(legal, "e3") == [2, 4]
    low = choose_lucky(legal, picked, "e3=2")
    assert "e3=2" in low and stop_text(legal, low) in legal
    # with the 5 ticked, Lucky as 2 no longer joins the 5 to the run: the 5 is unticked
    with_five = choose_lucky(legal, ["c2", "e3=4"], "e3=2")
    assert stop_text(legal, with_five) in legal
    assert "e3=2" in with_five and "c2" not in with_five


def test_controls_offer_only_legal_moves_and_name_the_cards_taken():
    state = choose_state()
    legal = [str(a) for a in state.legal_actions()]
    view = state.view(0)
    markup = sweeet.table(view, legal, sweeet.new_ui(view, legal), CTX)
    pressed = actions_in(markup)
    moves = [a for a in pressed if not a.startswith("ui:")]
    assert moves and all(m in legal for m in moves)
    assert "Stop and take 5, Lucky as 4, 6, Gourmet" in html.unescape(markup)
    assert "ui:lucky:e3=2" in pressed and "ui:lucky:e3=4" in pressed


# ----- what must never be drawn -------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 3])
def test_face_down_cards_never_reach_the_markup(seed):
    for state in random_states(seed):
        if state.is_over:
            break
        seat = state.to_move
        view = state.view(seat)
        legal = [str(a) for a in state.legal_actions()]
        markup = sweeet.table(view, legal, sweeet.new_ui(view, legal), CTX)
        peek = view["peek"] if not view["turn"]["revealed"] else None
        shapes = set()
        for i, shown in enumerate(view["grid"]):
            if shown != "down":
                continue
            name = cell_name(i)
            if peek and peek["cell"] == name:
                continue
            g = cell_markup(markup, name)
            label = re.search(r'aria-label="([^"]*)"', g).group(1)
            assert re.fullmatch(rf"{name}: face down(, turn it over)?", label), label
            # stripped of its position, every face-down card is drawn exactly alike
            shapes.add(re.sub(r'(data-cell|data-action|aria-label|tabindex)="[^"]*"|[0-9.]+', "", g))
        assert len(shapes) <= 1, shapes


def test_memory_history_is_never_read():
    """The markup is the same whatever the public reveal history and the own peeks say."""
    for state in random_states(4, limit=120):
        if state.is_over:
            break
        view = state.view(state.to_move)
        legal = [str(a) for a in state.legal_actions()]
        ui = sweeet.new_ui(view, legal)
        forged = dict(view, reveals=[[1, 0, "a1", "8"]] * 9, my_peeks=[[1, "b2", "honey"]])
        assert sweeet.table(view, legal, ui, CTX) == sweeet.table(forged, legal, ui, CTX)


def test_a_peek_shows_only_before_the_first_flip():
    layout = layout_with({"a1": "curious", "b1": "8"})
    state = GAME.new(["Mia", "Loïc"], 1, {"layout": layout, "starting_cards": [2, 5]})
    state = state.apply("flip a1").apply("stop a1")       # Mia takes Curious
    state = state.apply("flip h6").apply("stop")          # Loïc
    assert state.view(0)["turn"]["phase"] == "peek"
    assert sweeet.needs_handoff(state.view(0)) and not sweeet.needs_handoff(state.view(1))
    peeked = state.apply("peek b1")
    legal = [str(a) for a in peeked.legal_actions()]
    markup = sweeet.table(peeked.view(0), legal, {}, CTX)
    assert "seen in secret" in cell_markup(markup, "b1") and ">8<" in cell_markup(markup, "b1")
    # other seats never see it, and once a card is turned over the peek leaves the screen
    other = sweeet.table(peeked.view(1), [], {}, CTX)
    assert ">8<" not in cell_markup(other, "b1")
    flipped = peeked.apply("flip c1")
    markup = sweeet.table(flipped.view(0), [str(a) for a in flipped.legal_actions()], {}, CTX)
    assert "seen in secret" not in markup


def test_hostile_names_are_escaped_everywhere():
    hostile = '<img src=x onerror=alert(1)>'
    state = GAME.new([hostile, "🍬" * 30], 3)
    view = state.view(0)
    legal = [str(a) for a in state.legal_actions()]
    pages = [sweeet.table(view, legal, sweeet.new_ui(view, legal), CTX), screens.handoff(hostile),
             screens.menu([], [{"id": "x", "title": hostile, "detail": hostile}], hostile, None)]
    for page in pages:
        assert "<img" not in page and "&lt;img" in page


# ----- the pause after a turn ---------------------------------------------------------------

def test_interlude_tells_how_the_turn_ended_and_shows_its_cards():
    layout = layout_with({"a1": "4", "b1": "4"})
    state = GAME.new(["Loïc", "Nelly"], 1, {"layout": layout, "starting_cards": [2, 6]})
    before = state.apply("flip a1")
    after = before.apply("flip b1")
    text = sweeet.interlude(before.view(None), after.view(None), {})
    assert text == "Loïc turned over a second 4: end of turn, the cards go back face down."
    ctx = dict(CTX, interlude=text)
    markup = sweeet.table(after.view(None), [], {}, ctx)
    layer = markup[markup.index('<g class="recap-layer"'):markup.index("</svg>")]
    assert layer.count('class="recap clash"') == 2 and layer.count(">4<") == 4  # corner and centre
    # the cells themselves are already face down: the pause is a picture drawn over them
    assert "<text" not in cell_markup(markup, "a1") and "face down" in cell_markup(markup, "b1")
    assert 'data-action="ui:continue"' in markup
    # once the pause is over, the same cells are face-down backs again
    markup = sweeet.table(after.view(None), [], {}, dict(CTX, flipback=["a1", "b1"]))
    assert "flipback" in cell_markup(markup, "a1") and "<text" not in cell_markup(markup, "a1")
    assert sweeet.interlude(after.view(None), after.view(None), {}) is None


def test_turn_stories():
    players = ["Loïc"]
    base = {"seat": 0, "number": 1, "revealed": [{"cell": "a1", "card": "2"}], "collected": [], "repeat": 2}
    assert "a 2 already in the run" in turn_story(dict(base, ended="repeat"), players)
    took = dict(base, ended="brave", collected=[{"cell": "a1", "card": "2"}])
    assert turn_story(took, players).endswith("Brave saves one card: took 2.")
    stop = dict(base, ended="stop", repeat=None, collected=[{"cell": "c1", "card": "lucky", "value": 8}])
    assert turn_story(stop, players) == "Loïc stopped and took Lucky as 8."
    assert "wins" in turn_story(dict(base, ended="honey"), players)


# ----- the other screens --------------------------------------------------------------------

def test_result_and_rules():
    *_, final = random_states(7, players=2, limit=5000)
    assert final.is_over
    markup = sweeet.result(final.view(None), CTX)
    winner = final.players[final.winners()[0]]
    assert f"{winner} wins!" in markup
    rules = sweeet.rules()
    assert "Decisions where the rulebook is silent" in rules
    from sweets.games.sweeet import DECISIONS
    assert all(html.escape(d["topic"]) in rules for d in DECISIONS)


def test_the_result_headline_is_the_outcome_in_words_without_points():
    """Sweeet! has no points (the winner scores 1): the headline names the winners as
    ``sweets.render.outcome`` does and says nothing of points."""
    *_, final = random_states(7, players=3, limit=5000)
    view = final.view(1)
    winner = view["players"][view["outcome"]["winners"][0]]
    assert sweeet.result_headline(view) == f"{winner} wins!"
    shared = {**view, "outcome": {**view["outcome"], "winners": [0, 2]}}
    names = view["players"]
    assert sweeet.result_headline(shared) == f"{names[0]} and {names[2]} share the win!"
    unfinished = {key: value for key, value in view.items() if key != "outcome"}
    assert sweeet.result_headline(unfinished) == headline(unfinished) == "The game is over."
    assert f'class="winner-title">{html.escape(winner)} wins!</h1>' in sweeet.result(view, CTX)
    assert "point" not in sweeet.result(view, CTX)


# Every renderer is checked against one protocol (sweets/render/__init__.py).
PROTOCOL = ("TITLE", "BLURB", "INTERLUDE_WAITS", "new_ui", "ui_command", "table", "needs_handoff",
            "interlude", "flipback", "motion", "result", "rules")


def test_the_package_defines_every_member_of_the_render_protocol():
    missing = [name for name in PROTOCOL if not hasattr(sweeet, name)]
    assert missing == []
    assert sweeet.INTERLUDE_WAITS is False
    states = list(random_states(3, limit=40))
    for before, after in zip(states, states[1:], strict=False):
        assert sweeet.motion(before.view(None), after.view(None)) == {}  # cards never move


def test_one_cell_naming_shared_by_the_game_the_table_and_the_bots():
    from sweets.bots.sweeet import knowledge, players
    from sweets.games.sweeet import cards
    from sweets.render.sweeet import grid, stop_choice

    assert grid.cell_name is cards.cell_name
    assert stop_choice.cell_index is cards.cell_index and grid.cell_index is cards.cell_index
    assert knowledge.cell_index is cards.cell_index and players.cell_index is cards.cell_index
    assert not hasattr(knowledge, "cell_name")


def test_a_game_without_its_own_renderer_gets_the_generic_table():
    assert for_game("sweeet") is sweeet
    assert for_game("no-such-game") is generic
    markup = generic.table({"players": ["A", "B"], "to_move": 0, "secret": "x"}, ["go"], {}, CTX)
    assert actions_in(markup) == ["go"]


def test_grid_fits_touch_sizes():
    # a cell is at least 44 CSS px on a 768 px wide portrait tablet (the narrowest case)
    assert 768 * CARD_W / VIEW_W >= 44


def test_a_run_is_read_as_what_it_holds_not_as_eight_numbers():
    view = {"runs": [[{"value": 2, "card": "start"}, {"value": 3, "card": "number"},
                      {"value": 4, "card": "lucky"}]]}
    markup = run_strip(view, 0)
    assert 'role="img"' in markup
    assert 'aria-label="Run: holds 2 (starting card), 3, 4 (Lucky); missing 1, 5, 6, 7, 8"' in markup
