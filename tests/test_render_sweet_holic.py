"""The Sweet Holic renderer in CPython: what each seat's screen shows, what it must never show,
and that every legal move can be pressed."""

from __future__ import annotations

import html
import random
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from sweets import games
from sweets.games.sweet_holic import DECISIONS
from sweets.games.sweet_holic.data import TILES
from sweets.render import sweet_holic
from sweets.render.outcome import points_words
from sweets.render.sweet_holic.pages import macaron_sum

GAME = games.get("sweet_holic")
ACTION = re.compile(r'data-action="([^"]*)"')
RULEBOOK = Path(__file__).resolve().parents[2] / "shared" / "rules" / "sweet-holic.txt"
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def ctx(shown=None, **extra):
    return {"bots": [], "shown": shown, "interlude": None, "flipback": [], **extra}


def actions_in(markup: str) -> list[str]:
    return [html.unescape(a) for a in ACTION.findall(markup)]


def screen(state, seat):
    """The table as the page paints it for ``seat``: moves only when it is that seat's turn."""
    legal = [str(a) for a in state.legal_actions()] if seat is not None and seat == state.to_move else []
    view = state.view(seat)
    return sweet_holic.table(view, legal, sweet_holic.new_ui(view, legal), ctx(seat)), legal


class Reader(HTMLParser):
    """Checks nesting and collects what a person (or a screen reader) could read: text and
    attribute values, leaving out the stylesheet and SVG path geometry."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.readable: list[str] = []
        self.tags: list[tuple[str, dict]] = []
        self.in_style = False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self.readable += [v for k, v in attrs if v and k not in ("d", "points", "viewbox", "transform")]
        if tag not in VOID:
            self.stack.append(tag)
        self.in_style = tag == "style"

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self.readable += [v for k, v in attrs if v and k not in ("d", "points", "viewbox", "transform")]

    def handle_endtag(self, tag):
        opened = self.stack[-1] if self.stack else None
        assert opened == tag, f"</{tag}> closes <{opened}>"
        self.stack.pop()
        self.in_style = False

    def handle_data(self, data):
        if not self.in_style:
            self.readable.append(data)


def read(markup: str) -> Reader:
    reader = Reader()
    reader.feed(markup)
    reader.close()
    assert not reader.stack, f"unclosed elements: {reader.stack}"
    return reader


def words(reader: Reader) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", " ".join(reader.readable).lower()))


def sampled_states(n: int, seed: int, every: int = 9):
    """States along one random game (bake-happy, so macarons grow), first discards included."""
    rnd = random.Random(seed)
    state = GAME.new(n, seed)
    ply = 0
    while not state.is_over:
        if ply % every == 0 or state.data["phase"] == "first_discard":
            yield state
        legal = [str(a) for a in state.legal_actions()]
        bakes = [a for a in legal if a.startswith("bake")]
        state = state.apply(rnd.choice(bakes) if bakes and rnd.random() < 0.8 else rnd.choice(legal))
        ply += 1
    yield state


def hidden_from(data: dict, seat: int | None) -> set[str]:
    """Tile ids ``seat`` may not know right now: the face-down pile, other hands (which hold the
    others' secret first discards until they are turned up)."""
    hidden = set(data["pile"])
    for other in range(data["n"]):
        if other != seat:
            hidden |= set(data["hands"][other])
    return hidden


@pytest.mark.parametrize("n", [2, 3, 4])
def test_no_screen_holds_what_its_seat_may_not_know(n):
    checked = 0
    for state in sampled_states(n, seed=40 + n):
        if state.is_over:
            continue
        data = state.data
        for seat in [None, *range(n)]:
            markup, _ = screen(state, seat)
            readable = words(read(markup))
            leaked = {t for t in hidden_from(data, seat) if t in readable}
            assert not leaked, f"seat {seat} sees {leaked} at ply {state.ply}"
            missions = {a.get("data-mission") for tag, a in read(markup).tags if a.get("data-mission")}
            assert missions == (set() if seat is None else {data["missions"][seat]})
            own = set(data["hands"][seat]) if seat is not None else set()
            # A secret first discard waits in its hand until all are turned up, shown apart.
            own_pick = data.get("secret_choices", {}).get("picks", {}).get(str(seat))
            own -= {own_pick.split()[1]} if own_pick else set()
            shown = {a["data-hand-tile"] for tag, a in read(markup).tags if "data-hand-tile" in a}
            assert shown == own
            checked += 1
    assert checked > 20


def test_a_secret_first_discard_shows_only_on_its_own_screen():
    state = GAME.new(["Mia", "Tom", "Zoé"], 3, {"first_player": 0})
    pick = state.data["hands"][0][2]
    state = state.apply(f"discard {pick}")
    for seat in (None, 1, 2):
        markup, _ = screen(state, seat)
        assert pick not in words(read(markup))
        assert "picked" in markup  # everyone sees *that* Mia has chosen
    mine, _ = screen(state, 0)
    assert f'data-tile="{pick}"' in mine and "secret-pick" in mine


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_legal_move_can_be_pressed_by_the_seat_to_move(n):
    phases = set()
    for state in sampled_states(n, seed=70 + n, every=3):
        if state.is_over:
            continue
        markup, legal = screen(state, state.to_move)
        assert set(legal) <= set(actions_in(markup)), state.data["phase"]
        phases.add(state.data["phase"])
        # and nobody else's screen offers a move
        for seat in range(n):
            if seat != state.to_move:
                other, _ = screen(state, seat)
                assert not [a for a in actions_in(other) if not a.startswith(("ui:", "nav:"))]
    assert {"first_discard", "turn", "take", "bake", "refill"} <= phases


def test_every_pressable_drawing_is_a_legal_move():
    for state in sampled_states(3, seed=11, every=4):
        if state.is_over:
            continue
        markup, legal = screen(state, state.to_move)
        moves = [a for a in actions_in(markup) if not a.startswith("ui:")]
        assert set(moves) <= set(legal)


def test_burnt_cookie_offers_each_macaron_it_can_top():
    state = GAME.new(2, 1, {"first_player": 0, "decks": [["c1", "f1", "c21", "f20", "f21",
                                                            "c5", "f7", "c22", "f25", "f26"]]})
    state = state.apply("discard f20").apply("discard f25")
    for move in ("bake c1", "end", "take pile", "discard f26", "take pile",
                 "bake f1", "end", "take pile", "discard f21", "take pile"):
        legal = [str(a) for a in state.legal_actions()]
        if move not in legal:  # the other seat's turn: any exchange will do
            move = next(a for a in legal if a.startswith(("discard", "take")))
        state = state.apply(move)
    while state.to_move != 0:
        state = state.apply(next(str(a) for a in state.legal_actions() if not str(a).startswith("bake")))
    markup, legal = screen(state, 0)
    assert "bake c21 on strawberry" in legal
    assert "bake c21 on strawberry" in actions_in(markup)
    assert ">On strawberry<" in markup


def test_status_says_who_acts_and_what_can_be_done():
    deck = ["c1", "c5", "f1", "f2", "f3", "c9", "c13", "f7", "f8", "f9"]
    state = GAME.new(["Mia", "Tom"], 2, {"first_player": 0, "decks": [deck]})
    view = state.view(0)
    legal = [str(a) for a in state.legal_actions()]
    assert sweet_holic.status_line(view, legal, ctx(0)).startswith("Mia: pick 1 ingredient")
    assert sweet_holic.status_line(state.view(1), [], ctx(1)) == "Mia is choosing a first discard, face down"
    state = state.apply("discard f3").apply("discard f9")
    legal = [str(a) for a in state.legal_actions()]
    line = sweet_holic.status_line(state.view(0), legal, ctx(0))
    assert line.startswith("Mia: discard a cookie to take 2, or a filling to take 1")
    assert sweet_holic.status_line(state.view(1), [], ctx(1)) == "Mia's turn"
    assert "computer" in sweet_holic.status_line(state.view(1), [], ctx(1, bots=[0]))
    state = state.apply("discard c5")
    line = sweet_holic.status_line(state.view(0), [str(a) for a in state.legal_actions()], ctx(0))
    assert "take 2 more ingredients" in line


def test_hostile_names_are_escaped_everywhere():
    names = ['<img src=x onerror="alert(1)">', 'Tom "the" <marquee>baker</marquee>', "Zoé & co"]
    state = GAME.new(names, 4)
    finished = state
    rnd = random.Random(4)
    while not finished.is_over:
        finished = finished.apply(rnd.choice(finished.legal_actions()))
    pages = [screen(state, s)[0] for s in (None, 0, 1, 2)]
    pages.append(sweet_holic.result(finished.view(None), ctx()))
    pages.append(sweet_holic.table(finished.view(None), [], {}, ctx(interlude=sweet_holic.interlude(
        state.view(None), finished.view(None), ctx()))))
    for markup in pages:
        tags = {tag for tag, _ in read(markup).tags}
        assert "img" not in tags and "marquee" not in tags
        assert "<img" not in markup and "<marquee" not in markup
        assert "Zoé &amp; co" in markup


RENDER_MEMBERS = ("TITLE", "BLURB", "INTERLUDE_WAITS", "new_ui", "ui_command", "table", "needs_handoff",
                  "interlude", "flipback", "motion", "result", "rules")


def test_the_renderer_defines_every_member_of_the_render_protocol():
    assert [name for name in RENDER_MEMBERS if not hasattr(sweet_holic, name)] == []
    assert set(RENDER_MEMBERS) <= set(sweet_holic.__all__)
    view = GAME.new(2, 1).view(None)
    assert sweet_holic.flipback(view) == [] and sweet_holic.motion(view, view) == {}
    assert sweet_holic.INTERLUDE_WAITS is True  # a round's scoring takes reading: Continue ends the pause


def test_needs_handoff_when_a_hand_or_mission_is_on_screen():
    state = GAME.new(3, 5)
    assert all(sweet_holic.needs_handoff(state.view(s)) for s in range(3))
    assert not sweet_holic.needs_handoff(state.view(None))


def round_end(n: int, seed: int):
    """The states just before and just after the first round is scored."""
    rnd = random.Random(seed)
    state = GAME.new(n, seed)
    while True:
        legal = [str(a) for a in state.legal_actions()]
        bakes = [a for a in legal if a.startswith("bake")]
        nxt = state.apply(rnd.choice(bakes) if bakes and rnd.random() < 0.8 else rnd.choice(legal))
        if nxt.data["results"]:
            return state, nxt
        state = nxt


def test_interlude_only_when_a_round_is_scored_and_the_breakdown_adds_up():
    before, after = round_end(3, 8)
    assert sweet_holic.interlude(GAME.new(3, 8).view(None), before.view(None), ctx()) is None
    story = sweet_holic.interlude(before.view(None), after.view(None), ctx())
    result = after.data["results"][0]
    winner = after.players[result["winner"]]
    assert story and story.startswith("Round 1 is scored") and winner in story
    markup = sweet_holic.table(after.view(None), [], {}, ctx(interlude=story))
    read(markup)
    assert "ui:continue" in actions_in(markup)
    assert 'class="breakdown" open' in markup
    # every seat's total is written, and each macaron's written sum ends in its points
    for entry in result["breakdown"]:
        assert f"{after.players[entry['seat']]}: {entry['total']} points" in html.unescape(markup)
        for m in entry["macarons"]:
            tiles = [{"flavour": TILES[t].flavour} for t in m["tiles"]]
            assert macaron_sum({**m, "tiles": tiles}, entry["mission"]).endswith(f"= {m['points']}"
                                                                                if m["finished"] else ", 0")
    # after the pause, the breakdown stays one press away on every seat's screen
    for seat in range(3):
        assert 'data-round="1"' in screen(after, seat)[0]


def test_macaron_sums_show_burnt_zero_unless_the_burnt_mission():
    blueberry = {"flavour": "blueberry", "finished": True, "mission_bonus": 0, "points": 3,
                 "tiles": [{"flavour": "blueberry"}, {"flavour": "blueberry"}, {"flavour": "blueberry"},
                           {"flavour": "burnt"}]}
    assert macaron_sum(blueberry, "mint") == "3 ingredients + burnt 0 = 3"
    assert macaron_sum({**blueberry, "points": 4}, "burnt") == "3 ingredients + burnt 1 (Burnt mission) = 4"
    mint = {"flavour": "mint", "finished": True, "mission_bonus": 3, "points": 8,
            "tiles": [{"flavour": "mint"}] * 5}
    assert macaron_sum(mint, "mint") == "5 ingredients + 3 mission = 8"
    assert macaron_sum({**mint, "finished": False}, "mint") == "not finished, 0"


def test_result_ranks_by_tokens_and_shares_a_tied_victory():
    rnd = random.Random(2)
    state = GAME.new(["Mia", "Tom", "Zoé"], 2)
    while not state.is_over:
        state = state.apply(rnd.choice(state.legal_actions()))
    view = state.view(None)
    markup = sweet_holic.result(view, ctx())
    read(markup)
    assert markup.count("<details") == 3 and "Round 3 scores" in markup
    totals = view["token_totals"]
    for seat, name in enumerate(view["players"]):
        row = re.search(rf'<tr[^>]*data-seat="{seat}"[^>]*>(.*?)</tr>', markup).group(1)
        assert name in row and f"<b>{totals[seat]}</b>" in row
    # The headline is the shared one (sweets.render.outcome), from the outcome's token points.
    tokens = view["outcome"]["scores"]
    tie = {**view, "outcome": {**view["outcome"], "winners": [0, 2]}}
    assert (f"Mia and Zoé share the win with {points_words(tokens[0])} each!</h1>"
            in sweet_holic.result(tie, ctx()))
    alone = {**view, "outcome": {**view["outcome"], "winners": [1]}}
    assert f">Tom wins with {points_words(tokens[1])}!</h1>" in sweet_holic.result(alone, ctx())


def test_rules_page_lists_every_decision_in_our_own_words():
    page = sweet_holic.rules()
    read(page)
    for decision in DECISIONS:
        assert html.escape(decision["decision"], quote=True) in page
        assert html.escape(decision["rests_on"], quote=True) in page
    if RULEBOOK.exists():  # no run of 8 words of the rulebook outside the quoted decision bases
        own = re.sub(r"<ol class='decisions'>.*</ol>", "", page, flags=re.S)
        text = " ".join(re.findall(r"[a-z0-9']+", html.unescape(re.sub(r"<[^>]+>", " ", own)).lower()))
        book = re.findall(r"[a-z0-9']+", RULEBOOK.read_text().lower())
        runs = {" ".join(book[i:i + 8]) for i in range(len(book) - 7)}
        assert not [r for r in runs if r in text]


# ----- the "Since your last turn" strip -------------------------------------------------------

# Seat 0 will draw a lemon filling (f19) from the pile; nothing else lemon is anywhere in sight.
LEMON_DECK = ["c1", "c2", "f1", "f2", "f3", "c5", "c6", "f7", "f8", "f9", "f19"]


def lemon_game():
    state = GAME.new(["Mia", "Tom"], 6, {"first_player": 0, "decks": [LEMON_DECK],
                                         "missions": [["mint", "strawberry"]]})
    return state.apply("discard f3").apply("discard f9")


def strip_of(markup: str) -> str:
    found = re.search(r'<section class="recent".*?</section>', markup, flags=re.S)
    return found.group(0) if found else ""


def test_the_strip_tells_in_words_what_the_others_did():
    state = lemon_game().apply("discard c1").apply("take pile").apply("take 1")
    markup, _ = screen(state, 1)
    text = html.unescape(re.sub(r"<[^>]+>", "", strip_of(markup)))
    assert "Since your last turn" in text
    told = "Mia discarded strawberry cookie, then took 1 from the pile and blueberry filling from your pile."
    assert told in text
    assert text.index("Mia discarded") > text.index("First discards turned up")  # newest last
    spectator = html.unescape(re.sub(r"<[^>]+>", "", strip_of(screen(state, None)[0])))
    assert "Last moves" in spectator and "from Tom’s pile" in spectator


def test_the_strip_names_a_pile_draw_only_on_the_drawers_screen():
    drew = lemon_game().apply("discard c1").apply("take pile")  # Mia still owes one tile
    mine = html.unescape(re.sub(r"<[^>]+>", "", strip_of(screen(drew, 0)[0])))
    assert "You discarded strawberry cookie, then took lemon filling from the pile" in mine
    for state in (drew, drew.apply("take 1")):
        for seat in (1, None):
            markup, _ = screen(state, seat)
            assert "took 1 from the pile" in html.unescape(strip_of(markup))
            assert "lemon" not in words(read(markup)), f"seat {seat} learns of the lemon filling"


def test_the_strip_shows_secret_first_discards_only_once_turned_up():
    state = GAME.new(["Mia", "Tom", "Zoé"], 3, {"first_player": 0, "decks": [[
        "c17", "c1", "c2", "c5", "c6", "c9", "c10", "c13", "c14", "c15", "f1", "f2", "f3", "f7", "f8"]],
        "missions": [["mint", "lemon", "strawberry"]]})
    state = state.apply("discard c17")  # Mia's mint cookie, face down
    for seat in (1, 2, None):
        markup, _ = screen(state, seat)
        assert "Mia</b> laid a first discard face down" in strip_of(markup)
        assert "mint cookie" not in markup
    state = state.apply("discard c9").apply("discard f1")
    turned = html.unescape(re.sub(r"<[^>]+>", "", strip_of(screen(state, 1)[0])))
    assert "First discards turned up: Mia mint cookie; You green tea cookie; Zoé strawberry filling" in turned


def test_the_strip_says_when_a_macaron_is_started_and_finished():
    state = GAME.new(["Mia", "Tom"], 2, {"first_player": 0, "missions": [["mint", "lemon"]], "decks": [[
        "c17", "f25", "c18", "c1", "f13", "c5", "c9", "c10", "c13", "c14"]]})
    state = state.apply("discard c1").apply("discard c14")
    state = state.apply("bake c17").apply("bake f25").apply("bake c18").apply("end")
    while state.to_move == 0:  # the refill to 3
        state = state.apply("take pile")
    text = html.unescape(re.sub(r"<[^>]+>", "", strip_of(screen(state, 1)[0])))
    assert "Mia baked a whole mint macaron: mint cookie, mint filling and mint cookie" in text


def test_the_strip_keeps_to_a_few_lines_and_escapes_names():
    names = ['<img src=x onerror="alert(1)">', "Tom & <b>co</b>", "Zoé", "Ann"]
    rnd = random.Random(9)
    state = GAME.new(names, 9)
    for _ in range(150):
        state = state.apply(rnd.choice(state.legal_actions()))
        for seat in (None, state.to_move):
            part = strip_of(screen(state, seat)[0])
            if not part:
                continue
            tags = {tag for tag, _ in read(part).tags}
            assert tags <= {"section", "h2", "ol", "li", "b", "span", "svg", "rect", "path", "circle"}, tags
            assert part.count("<li>") <= 5
            assert "<img" not in part and "<b>co</b>" not in part
            if "Tom" in part:
                assert "Tom &amp; &lt;b&gt;co&lt;/b&gt;" in part


def test_no_strip_during_the_scoring_pause():
    before, after = round_end(3, 8)
    story = sweet_holic.interlude(before.view(None), after.view(None), ctx())
    markup = sweet_holic.table(after.view(None), [], {}, ctx(interlude=story))
    assert 'class="recent"' not in markup
    later = strip_of(screen(after, after.to_move)[0])
    assert "Round 1 scored" in html.unescape(later)
