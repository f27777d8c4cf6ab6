"""The Sweets Stack renderer in CPython: what each seat's screen shows, what it must never show,
and that every legal move can be reached by pressing controls."""

from __future__ import annotations

import html
import random
import re
from html.parser import HTMLParser

import pytest

from sweets import games
from sweets.games.sweets_stack import DECISIONS
from sweets.render import for_game
from sweets.render import sweets_stack as render
from sweets.render.outcome import headline
from sweets.render.sweets_stack import placing, words
from sweets.render.sweets_stack.pages import sums

GAME = games.get("sweets_stack")
ACTION = re.compile(r'data-action="([^"]*)"')
CARD_ID = re.compile(r"\b(?:[bygr](?:1[0-6]|[1-9])|c[bygr])\b")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def ctx(shown=None, **extra):
    return {"bots": [], "shown": shown, "interlude": None, "flipback": [], **extra}


def actions_in(markup: str) -> list[str]:
    return [html.unescape(a) for a in ACTION.findall(markup)]


class Reader(HTMLParser):
    """Checks nesting and collects everything in the markup a person or a script could read."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.readable: list[str] = []
        self.text: list[str] = []  # what the screen shows as words (no attributes)
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self.readable += [v for k, v in attrs if v and k not in ("d", "points", "viewbox", "transform")]
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        opened = self.stack[-1] if self.stack else None
        assert opened == tag, f"</{tag}> closes <{opened}>"
        self.stack.pop()

    def handle_data(self, data):
        self.readable.append(data)
        self.text.append(data)


def read(markup: str) -> Reader:
    reader = Reader()
    reader.feed(markup)
    reader.close()
    assert not reader.stack, f"unclosed elements: {reader.stack}"
    return reader


def screen(state, seat, ui=None):
    legal = [str(a) for a in state.legal_actions()] if seat is not None and seat == state.to_move else []
    view = state.view(seat)
    ui = render.new_ui(view, legal) if ui is None else ui
    return render.table(view, legal, ui, ctx(seat)), legal


def states(n, seed, advanced=None, every=1):
    """A random game, saving pumpkins (keep, plain drops) most of the time so that turning and
    changing cards become affordable."""
    rnd = random.Random(seed)
    state = GAME.new(n, seed, {"advanced": advanced} if advanced else None)
    while not state.is_over:
        if state.ply % every == 0:
            yield state
        legal = [str(a) for a in state.legal_actions()]
        thrifty = [a for a in legal if a == "keep" or (a.startswith(("drop", "play")) and " r" not in a
                                                       and " with " not in a)]
        state = state.apply(rnd.choice(thrifty if thrifty and rnd.random() < 0.85 else legal))
    yield state


def hidden_from(data: dict, seat: int | None) -> set[str]:
    """Card ids ``seat`` may not know: every deck, the box, the other hands (which hold the
    others' secret picks until all are turned up). Cards everybody saw are not secrets wherever
    they went: those scored in earlier rounds, and those turned up at the latest reveal (a card
    received and swapped for one of the hand goes into that hand, face up for all to see). A seat
    knows the cards it put under its own deck by exchanging, while they are there."""
    hidden = set(data["box"]) | set(data["crown_box"])
    for other in range(data["n"]):
        deck = data["decks"][other]
        known = data["bottom_known"][other] if other == seat else 0
        hidden |= set(deck[:len(deck) - known])
        if other != seat:
            hidden |= set(data["hands"][other])
    seen = {c for r in data["results"] for entry in r["breakdown"] for c in entry["scored"]}
    return hidden - seen - set(data["played"])


@pytest.mark.parametrize("n", [2, 3, 4])
def test_no_screen_holds_what_its_seat_may_not_know(n):
    checked = 0
    for state in states(n, 30 + n, ["dragons_fireball", None, "gummy_python"], every=4):
        data = state.data
        for seat in [None, *range(n)]:
            markup, _ = screen(state, seat)
            shown = set(CARD_ID.findall(" ".join(read(markup).readable)))
            leaked = shown & hidden_from(data, seat)
            assert not leaked, f"seat {seat} sees {leaked} at ply {state.ply}"
            checked += 1
    assert checked > 60


def test_a_secret_pick_shows_only_on_its_own_screen():
    state = GAME.new(["Mia", "Tom", "Zoé"], 3)
    while "secret_choices" not in state.data:
        state = state.apply("keep")
    pick = state.data["hands"][0][0]
    state = state.apply(f"play {pick}")
    for seat in (None, 1, 2):
        markup, _ = screen(state, seat)
        assert pick not in CARD_ID.findall(" ".join(read(markup).readable))
        assert "has chosen" in markup
    mine, _ = screen(state, 0)
    picked = next(c for c in state.view(0)["hand"] if c["id"] == pick)
    assert f"You pass {words.candy(picked)} face down" in mine


def reachable(state, seat) -> set[str]:
    """Every move the seat can press, following the ui: controls from a fresh screen."""
    view = state.view(seat)
    legal = [str(a) for a in state.legal_actions()]
    found = set()
    todo = [render.new_ui(view, legal)]
    seen = []
    while todo:
        ui = todo.pop()
        if ui in seen:
            continue
        seen.append(ui)
        markup = render.table(view, legal, ui, ctx(seat))
        reader = read(markup)
        for _tag, a in reader.tags:
            action = a.get("data-action")
            if action is None or "disabled" in a:
                continue
            if action.startswith("ui:"):
                todo.append(render.ui_command(view, legal, ui, action[3:]))
            else:
                found.add(action)
    return found


@pytest.mark.parametrize(("n", "advanced"), [(2, None), (3, ["rare_candy", "candy_corn", "gummy_python"]),
                                             (4, ["dragons_fireball", None, None])])
def test_every_legal_move_can_be_pressed_by_the_seat_to_move(n, advanced):
    phases = set()
    turned = changed = 0
    for state in states(n, 50 + n, advanced, every=5):
        if state.is_over:
            continue
        seat = state.to_move
        legal = {str(a) for a in state.legal_actions()}
        assert reachable(state, seat) == legal
        phases.add(state.data["phase"])
        turned += any(" r" in a for a in legal)
        changed += any(" with " in a for a in legal)
    # a new game offers the exchange beside the hand in the pick (no "exchange" phase of its own)
    assert phases == {"arrange", "pick", "place"} and turned and changed


def test_controls_are_buttons_with_names_and_one_tab_stop():
    for state in states(3, 8, every=5):
        if state.is_over:
            continue
        markup, _ = screen(state, state.to_move)
        for tag, a in read(markup).tags:
            if "data-action" in a:
                assert tag == "button" or (a.get("role") == "button" and a.get("tabindex") == "0")
                if tag != "button":
                    assert a.get("aria-label")
            if tag == "svg":
                assert a.get("role") in ("img", "group") and a.get("aria-label")


def test_placing_nudges_through_the_landing_places_and_turns():
    legal = ["drop 1 1", "drop 3 1", "drop 3 4", "drop 2 1 r1", "drop 1 2 with g7", "out"]
    ui = placing.fresh(legal)
    assert ui == {"card": None, "rot": 0, "at": [1, 1]}
    ui = placing.command(legal, ui, "right")
    assert ui["at"] == [3, 4]  # a straight fall in column 3 first, then under the overhang
    assert placing.command(legal, placing.command(legal, ui, "right"), "right")["at"] == [3, 1]
    assert placing.command(legal, ui, "left")["at"] == [1, 1]
    assert placing.command(legal, ui, "rot:1") == {"card": None, "rot": 1, "at": [2, 1]}
    assert placing.command(legal, ui, "card:g7") == {"card": "g7", "rot": 0, "at": [1, 2]}
    assert placing.command(legal, ui, "rot:3") == ui  # no such turn: nothing changes
    assert placing.command(legal, ui, "at:9:9") == ui


def test_the_ghost_and_the_fall_are_drawn_where_the_drop_button_says():
    state = GAME.new(2, 4)
    while state.data["phase"] != "place":
        state = state.apply(state.legal_actions()[0])
    seat = state.to_move
    markup, legal = screen(state, seat)
    drop = next(a for a in actions_in(markup) if a.startswith("drop"))
    assert drop in legal
    assert "ghost-cell" in markup and 'class="fall"' in markup
    assert markup.count('class="spot') == len(placing.groups(legal)[(None, 0)])


def test_a_round_is_scored_in_a_pause_that_adds_up():
    rnd = random.Random(2)
    state = GAME.new(["Mia", "Tom", "Zoé"], 2)
    while not state.view(None)["round_results"]:
        before = state.view(None)
        state = state.apply(rnd.choice(state.legal_actions()))
    text = render.interlude(before, state.view(None), ctx())
    assert "Round 1 is scored" in text
    markup = render.table(state.view(None), [], {}, ctx(interlude=text))
    assert 'class="breakdown" open' in markup and "ui:continue" in actions_in(markup)
    # the chip names the round on show, as the text does, not the next one the view is in
    assert "Round 1 of 3 · scored" in markup and "Round 2 of" not in markup
    result = state.view(None)["round_results"][0]
    for entry in result["breakdown"]:
        lines = sums(entry, result["card"])
        parts = [int(line.rsplit(": ", 1)[1]) for line in lines[:-1]]
        assert sum(parts) == entry["total"] == int(lines[-1].rsplit(": ", 1)[1])
        assert len(entry["scored"]) == entry["cards"] and len(entry["sheet"]) == 8


def test_the_reveal_is_a_pause_naming_every_pass():
    state = GAME.new(["Mia", "Tom"], 5)
    while state.data["phase"] != "pick":
        state = state.apply("keep")
    before = state.view(None)
    while state.data["phase"] == "pick":
        state = state.apply(state.legal_actions()[0])
    text = render.interlude(before, state.view(None), ctx())
    assert text.startswith("Cards turned up: Mia passes") and "to Tom" in text
    assert render.interlude(state.view(None), state.view(None), ctx()) is None


RENDER_MEMBERS = ("TITLE", "BLURB", "INTERLUDE_WAITS", "new_ui", "ui_command", "table", "needs_handoff",
                  "interlude", "flipback", "motion", "result", "rules")


def test_the_renderer_defines_every_member_of_the_render_protocol():
    assert [name for name in RENDER_MEMBERS if not hasattr(render, name)] == []
    assert set(RENDER_MEMBERS) <= set(render.__all__)
    view = GAME.new(2, 1).view(None)
    assert render.flipback(view) == [] and render.motion(view, view) == {}
    assert render.INTERLUDE_WAITS is True  # a round's scoring takes reading: Continue ends the pause


def test_hand_off_whenever_the_seat_holds_cards():
    state = GAME.new(2, 1)
    assert render.needs_handoff(state.view(state.to_move))
    assert not render.needs_handoff(state.view(None))


def test_result_and_rules_pages():
    state = next(s for s in states(2, 9) if s.is_over)
    view = state.view(0)
    page = render.result(view, ctx(0))
    read(page)
    # The headline is the shared one (sweets.render.outcome): the winners after the tie-break.
    assert f'<h1 class="winner-title">{html.escape(headline(view))}</h1>' in page
    assert all(view["players"][w] in headline(view) for w in state.winners())
    tie = {**view, "outcome": {**view["outcome"], "winners": [0, 1], "scores": [30, 30]}}
    assert "share the win with 30 points each!" in render.result(tie, ctx(0))
    assert page.count('class="breakdown"') == 3
    rules = for_game("sweets_stack").rules()
    read(rules)
    text = html.unescape(rules)
    assert "reconstruction" in text and "How to play Sweets Stack" in text
    for decision in DECISIONS:
        assert decision["topic"] in text
    assert len(CARD_ID.findall(text)) >= 68  # every card is drawn and named


def test_putting_the_old_hand_under_asks_for_the_next_card_and_shows_the_seat_its_deck_bottom():
    state = GAME.new(2, 3).apply("exchange")
    hand = list(state.data["hands"][0])
    markup, legal = screen(state, 0)
    status = "".join(read(markup).readable)
    assert "choose the card to go under your deck next" in status
    assert set(actions_in(markup)) >= {f"under {c}" for c in hand} | {"under rest"}
    state = state.apply(f"under {hand[3]}")
    mine = " ".join(read(screen(state, 0)[0]).readable)
    assert "Bottom of your deck" in mine and hand[3] in mine
    theirs = " ".join(read(screen(state, 1)[0]).readable)
    assert "Bottom of your deck" not in theirs and hand[3] not in CARD_ID.findall(theirs)
    assert "putting their old hand under their deck" in theirs


def test_the_latest_round_scores_open_on_the_table_only_when_asked():
    rnd = random.Random(2)
    state = GAME.new(["Mia", "Tom"], 2)
    while not state.view(None)["round_results"] or state.to_move is None or state.data["phase"] != "place":
        state = state.apply(rnd.choice(state.legal_actions()))
    seat = state.to_move
    view, legal = state.view(seat), [str(a) for a in state.legal_actions()]
    ui = render.new_ui(view, legal)
    closed = render.table(view, legal, ui, ctx(seat))
    assert "ui:scores" in actions_in(closed) and "score-seats" not in closed
    ui = render.ui_command(view, legal, ui, "scores")
    ui = render.ui_command(view, legal, ui, "right")  # placing keeps it open
    opened = render.table(view, legal, ui, ctx(seat))
    assert "score-seats" in opened and 'aria-pressed="true"' in opened
    closed_again = render.ui_command(view, legal, ui, "scores")
    assert "score-seats" not in render.table(view, legal, closed_again, ctx(seat))


# ----- issue 35: words that read right, markup that assistive technology can use ----------------

def moves_of(n, seed, advanced=None):
    """(before, after) views for the table of every move of a random game, and the legal moves."""
    rnd = random.Random(seed)
    state = GAME.new(n, seed, {"advanced": advanced} if advanced else None)
    while not state.is_over:
        legal = [str(a) for a in state.legal_actions()]
        thrifty = [a for a in legal if a == "keep" or (a.startswith(("drop", "play")) and " r" not in a
                                                       and " with " not in a)]
        after = state.apply(rnd.choice(thrifty if thrifty and rnd.random() < 0.85 else legal))
        yield state, after
        state = after


def test_words_on_screen_name_candies_as_players_do_never_by_card_id():
    stories = 0
    for before, after in moves_of(3, 12, ["seven_flavor_beans", None, None]):
        story = render.interlude(before.view(None), after.view(None), ctx())
        if story:
            stories += 1
            assert not CARD_ID.findall(story), story
        for seat in (None, after.to_move):
            markup, _ = screen(after, seat)
            words_shown = " ".join(read(markup).text)
            assert not CARD_ID.findall(words_shown), f"ply {after.ply}: {CARD_ID.findall(words_shown)}"
    assert stories > 10
    reveal = next(render.interlude(b.view(None), a.view(None), ctx()) for b, a in moves_of(2, 5)
                  if b.data["phase"] == "pick" and a.data["phase"] == "place")
    assert re.search(r"passes a \d-cell (blue|yellow|green|red) [A-Z]", reveal), reveal


def test_costs_read_as_payments():
    seen = 0
    for state in states(3, 53, every=3):
        if state.is_over or state.data["phase"] != "place":
            continue
        legal = [str(a) for a in state.legal_actions()]
        if not any(" with " in a for a in legal) or not any(" r" in a for a in legal):
            continue
        seat = state.to_move
        asked = screen(state, seat)[0]  # people share the tablet: the hand shows when asked for
        assert "Show my hand, to mark one of its cards instead · pay 3" in " ".join(read(asked).text)
        markup = screen(state, seat, ui={**render.new_ui(state.view(seat), legal), "hand": True})[0]
        start = markup.index('<section class="place-panel"')
        text = " ".join(read(markup[start:markup.index("</section>", start) + 10]).text)
        assert "Free pay 3" in text, "a card of the hand instead of the received one"
        turns = re.findall(r"[¼½¾] turn( · pay 2)?", text)
        assert all(turns), "every turn says its price"
        assert not re.search(r"\+\d", text), "a cost written as a gain"
        seen += bool(turns)
    assert seen


def test_going_out_has_its_own_moment_and_line_with_the_candle():
    found = {"mid-round": 0, "round end": 0}
    for before, after in moves_of(4, 21):
        b, a = before.view(None), after.view(None)
        gone = [s for s in range(4) if b["alive"][s] and not a["alive"][s]]
        ended = len(a["round_results"]) > len(b["round_results"])
        if ended:
            gone = [s for s in range(4) if b["alive"][s] and s not in a["round_results"][-1]["survivors"]]
        if not gone:
            continue
        story = render.interlude(b, a, ctx())
        names = a["players"]
        for seat in gone:
            assert f"{names[seat]} has no room for " in story and "is out of the round" in story
        assert "takes a candle" in story
        markup = render.table(a, [], {}, ctx(interlude=story))
        if ended:
            found["round end"] += 1
            assert "is scored" in story and 'class="breakdown" open' in markup
        else:
            found["mid-round"] += 1
            # a pause for the going out, not the last round's scores again
            assert 'class="breakdown" open' not in markup and "ui:continue" in actions_in(markup)
            news = " ".join(read(render.table(a, [], {}, ctx())).text)
            assert all(f"{names[s]} had no room for" in news for s in gone) and "takes a candle" in news
    assert found["mid-round"] and found["round end"], found


def heading_levels(markup: str) -> list[int]:
    return [int(tag[1]) for tag, _ in read(markup).tags if re.fullmatch(r"h[1-6]", tag)]


def test_headings_never_skip_a_level_under_the_screens_h1():
    screens = []
    for state in states(3, 8, every=7):
        if not state.is_over:
            screens.append(screen(state, state.to_move)[0])
            screens.append(screen(state, None)[0])
    state = next(s for s in states(2, 9) if s.is_over)
    screens.append(render.result(state.view(0), ctx(0)))
    for markup in screens:
        levels = heading_levels(markup)
        start = 0 if levels[:1] == [1] else 1  # the table's h1 is the page's, over the table
        for higher, lower in zip([start, *levels], levels, strict=False):
            assert lower <= higher + 1, f"h{higher} then h{lower}"


def test_landing_spots_are_controls_in_a_group_not_in_an_image():
    state = GAME.new(2, 4)
    while state.data["phase"] != "place":
        state = state.apply(state.legal_actions()[0])
    markup, _ = screen(state, state.to_move)
    for svg in re.findall(r"<svg[^>]*>.*?</svg>", markup, flags=re.S):
        head = svg[:svg.index(">")]
        if 'data-action="' in svg:
            assert 'role="group"' in head and "aria-label=" in head, head
        else:
            assert 'role="img"' in head, head
    assert 'class="sheet big-sheet"' in markup and markup.count('role="group" aria-label="Your') <= 1
