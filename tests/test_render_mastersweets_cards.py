"""MasterSweets' cards with pictures and choices at the cards (issue 31): each ingredient's own
drawing, special and role cards that say what they do, what one's hand lacks for a recipe, the
sheet of choices, the Workshop's clue log, spent cards and own cards, and the stable keys
(``data-flip``) of the cards whose faces the seat sees. Each defect named in the issue has a test
here that failed before the fix."""

from __future__ import annotations

import random
import re

import pytest

from sweets.games.mastersweets import GAME
from sweets.games.mastersweets.data import INGREDIENTS
from sweets.render import mastersweets as R
from sweets.render.mastersweets import icons
from sweets.render.mastersweets.labels import step_words

FLIP = re.compile(r'data-flip="([^"]*)"')


def page_of(state, seat=None, ui=None):
    seat = state.to_move if seat is None else seat
    view = state.view(seat)
    legal = sorted(map(str, state.legal_actions())) if seat == state.to_move else []
    ui = R.new_ui(view, legal) if ui is None else ui
    return view, legal, R.table(view, legal, ui, {})


def played(mode, n, seed, plies, until=None):
    rnd = random.Random(seed)
    state = GAME.new(n, seed, {"mode": mode})
    while not state.is_over and (state.ply < plies or (until and not until(state))):
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


# ----- pictures ---------------------------------------------------------------------------------

def test_each_ingredient_has_its_own_drawing_written_once_per_table():
    assert set(icons.SHAPES) == set(INGREDIENTS)
    assert len(set(icons.SHAPES.values())) == len(INGREDIENTS)  # nine different drawings
    state = played("core", 3, 2, 20)
    view, legal, page = page_of(state)
    assert page.count("<symbol ") == 9 and page.count(icons.DEFS) == 1
    # every face-up ingredient on the cookbook, the market and the hand shows its picture
    faces = re.findall(r'<g class="card ing (\w+)">(.*?)</g>', page, re.S)
    assert faces and all(f'href="#ms-i-{kind}"' in body for kind, body in faces)
    shown = len(faces)
    cells = sum(1 for row in view["cookbook"]["cells"] for c in row if c)
    market = sum(1 for c in view["market"] if c and c["kind"] == "ingredient")
    groups = len({c["type"] for c in view["hand"] if c["kind"] == "ingredient"})
    assert shown == cells + market + groups


def test_special_cards_say_their_core_effect_on_their_face():
    rnd = random.Random(5)
    state = GAME.new(2, 5, {"mode": "core"})
    while not state.is_over:
        view = state.view(state.to_move)
        specials = [c for c in [*view["hand"], *view["market"]] if c and c["kind"] == "special"]
        if specials:
            _, _, page = page_of(state)
            for card in specials:
                face = re.search(rf'data-flip="card:{card["id"]}"[^>]*>(.*?)</svg>', page, re.S).group(1)
                assert 'class="stag"' in face and 'class="sband"' in face
            return
        state = state.apply(rnd.choice(state.legal_actions()))
    pytest.fail("no special card came up")


# ----- role cards (defect 4: sixteen full-width role buttons) --------------------------------------

def test_alone_in_the_kitchen_offers_its_sixteen_roles_as_cards_not_a_row_of_buttons():
    state = GAME.new(1, 4, {"mode": "solo"})
    view, legal, page = page_of(state)
    assert len(legal) == 16
    status = re.search(r'<p class="status".*?</p>', page, re.S).group(0)
    assert "data-action" not in status
    sheet = re.search(r'<section class="sheet".*?</section>', page, re.S).group(0)
    assert "data-action=\"choose " not in sheet and "Press a card to choose that role" in sheet
    card = r'<button type="button" class="rolecard" data-action="choose (\w+)" data-flip="role:(\w+)">'
    cards = re.findall(card, page)
    assert sorted(f"choose {role}" for role, _ in cards) == legal
    assert all(role == key for role, key in cards)  # keyed by the role: static/flip.js moves it
    # beside the cookbook, under the sheet saying how to choose; not in the bar above the cookbook,
    # whose height would change as the roles go and lay the whole cookbook out again at a new size
    bar = re.search(r'<div class="bar">.*?</div><div class="board', page, re.S).group(0)
    assert "roleoffer" not in bar
    assert page.index('class="mainbook"') < page.index('class="sheet"') < page.index('class="roleoffer"')
    assert page.index('class="roleoffer"') < page.index('class="players')


def test_ones_role_is_a_card_that_uses_its_action():
    state = GAME.new(2, 1, {"mode": "core"})
    while state.view(state.to_move)["phase"] == "draft":
        baker = [a for a in state.legal_actions() if str(a) == "choose baker"]
        state = state.apply(baker[0] if baker else state.legal_actions()[0])
    for _ in range(4):
        if "role" in map(str, state.legal_actions()):
            break
        state = state.apply(next(a for a in state.legal_actions() if str(a) == "draw"))
    _, legal, page = page_of(state)
    assert "role" in legal
    assert re.search(r'<section class="myrole"><h2>Your role</h2><button[^>]*data-action="role"', page)


# ----- words (defect 4) -------------------------------------------------------------------------------

def test_the_players_line_says_what_its_numbers_count():
    state = played("core", 3, 1, 12)
    _, _, page = page_of(state)
    players = re.search(r'<ul class="players">(.*?)</ul>', page, re.S).group(1)
    assert not re.search(r"hand \d+ \d+ sweets", players)  # was "hand 2 0 sweets, 0 pts"
    assert re.search(r"\d+ in hand · \d+ sweets? · \d+ points?", players)


def test_a_step_of_the_turn_says_what_to_do_not_how_many_to_go():
    assert step_words("keep", 1) == "choose the card you keep"  # was "keep (1 to go)"
    assert "to go" not in step_words("market", 2) and "to go" not in step_words("discard", 3)
    for state in (played("clash", 3, s, 30, lambda s: bool(s.view(s.to_move)["turn"]["steps"]))
                  for s in range(3)):
        _, _, page = page_of(state)
        status = re.search(r'<p class="status"[^>]*>(.*?)</p>', page).group(1)
        assert "to go)" not in status, status


# ----- recipes: what one's hand lacks ------------------------------------------------------------------

def test_a_recipe_says_what_the_hand_lacks_from_the_viewers_own_cards():
    state = played("core", 2, 3, 16)
    view, legal, page = page_of(state)
    have = {t: sum(1 for c in view["hand"] if c.get("type") == t) for t in INGREDIENTS}
    cells = {f"{'abcdefghijkl'[c]}{r + 1}": card for r, row in enumerate(view["cookbook"]["cells"])
             for c, card in enumerate(row) if card}
    for rec in view["recipes"]:
        need: dict[str, int] = {}
        for place in rec["cards"]:
            need[cells[place]["type"]] = need.get(cells[place]["type"], 0) + 1
        lack = sum(max(0, n - have[t]) for t, n in need.items())
        head = re.search(rf'<g [^>]*data-cell="{rec["name"]}"[^>]*aria-label="([^"]*)"', page).group(1)
        assert ("ready" if lack == 0 else f"lack {lack}") in head, head
    # another seat's page (and a spectator's) says nothing of this hand
    other = state.view(1 - state.to_move)
    mine = R.table(other, [], R.new_ui(other, []), {})
    assert mine.count("lack") + mine.count("ready") >= len(view["recipes"])
    spectator = state.view(None)
    assert "lack " not in R.table(spectator, [], R.new_ui(spectator, []), {})


def test_a_recipe_the_hand_holds_whole_says_ready_in_its_own_colour():
    # The style sheet greens "ready" by its class (a rule on the button's rect never reached the
    # line, which is no child of it).
    state = played("core", 2, 1, 30)
    _, _, page = page_of(state)
    lines = re.findall(r'<tspan class="(lack[^"]*)"[^>]*>([^<]*)</tspan>', page)
    assert {"ready", "lack"} <= {("ready" if text == "ready" else "lack") for _, text in lines}, lines
    for cls, text in lines:
        assert (cls == "lack ready") == (text == "ready"), (cls, text)


def test_choosing_a_recipe_marks_the_cards_the_hand_lacks():
    for state in (played("core", 2, s, 10) for s in range(10)):
        view, legal, _ = page_of(state)
        cooks = sorted({m.split()[1] + " " + m.split()[2] for m in legal if m.startswith("cook ")})
        for name in cooks:
            ui = R.ui_command(view, legal, R.new_ui(view, legal), f"pre:cook|{name}")
            page = R.table(view, legal, ui, {})
            marked = re.findall(r'<g class="piece cell[^"]*lacks[^"]*"', page)
            subs = [m for m in legal if m.startswith(f"cook {name} ") and "=" in m]
            if subs:  # cooking with cards given instead: some card of the recipe is lacking
                assert marked and "not in your hand" in page
                return
    pytest.fail("no recipe to cook with cards given instead")


# ----- the Workshop (defect 4 and "keeps every clue and every spent card") ----------------------------

def test_the_workshop_keeps_every_clue_and_every_spent_card():
    rnd = random.Random(2)
    state = GAME.new(3, 2, {"mode": "workshop"})
    while len(state.view(0)["clues"]) < 8:  # a table that talks: clues whenever it can
        legal = state.legal_actions()
        clues = [a for a in legal if str(a).startswith("clue ")]
        state = state.apply(rnd.choice(clues if clues and rnd.random() < .7 else legal))
    view, _, page = page_of(state, seat=0)
    assert len(view["clues"]) > 5  # more than the five the table used to keep
    log = re.search(r'<section class="clues".*?</section>', page, re.S).group(0)
    assert log.count("<li>") == len(view["clues"])
    chips = re.findall(r'data-flip="spent:(\w+)".*?(\w+) ×(\d+)</li>', page)
    assert sum(int(n) for _, _, n in chips) == len(view["out"]) > 5
    assert {t for t, _, _ in chips} == {c["type"] for c in view["out"]}


def test_ones_own_workshop_cards_are_not_buttons_until_they_are_spent_and_carry_no_key():
    state = GAME.new(3, 6, {"mode": "workshop"})
    view, legal, page = page_of(state)
    own = re.search(r'<div class="whead"><h2>Your hand.*?</section>', page, re.S).group(0)
    cards = own.split("</div>", 1)[1]
    assert cards.count('role="img"') == len(view["hands"][view["seat"]]) and "data-action" not in cards
    assert "data-flip" not in cards  # a hidden card has no key at all
    assert 'class="qmark"' in own and "unseen" in own
    ui = R.new_ui(view, legal)
    for command in ("tok:point", "tok:a1"):
        ui = R.ui_command(view, legal, ui, command)
    page = R.table(view, legal, ui, {})
    own = re.search(r'<h2>Your hand.*?</section>', page, re.S).group(0)
    spend = re.findall(r'data-action="(point a1 with \d)"', own)
    assert sorted(spend) == sorted(m for m in legal if m.startswith("point a1 with "))


# ----- stable keys for the animation ----------------------------------------------------------------

@pytest.mark.parametrize(("mode", "n"), [("core", 3), ("clash", 3), ("workshop", 3), ("solo", 1)])
def test_every_card_seen_face_up_carries_its_stable_key_and_no_hidden_one_does(mode, n):
    state = played(mode, n, 7, 25)
    for seat in range(n):
        view, _, page = page_of(state, seat=seat)
        keys = FLIP.findall(page)
        assert len(keys) == len(set(keys)), "a key twice on one page"
        seen = {c["id"] for c in view.get("market") or [] if c}
        for book in [view["cookbook"]] if "cookbook" in view else view["books"]:
            seen |= {c["id"] for row in book["cells"] for c in row if c}
        for hand in view.get("hands") or []:
            seen |= {i["card"]["id"] for i in hand if i["card"]}
        assert {f"card:{c}" for c in seen} <= set(keys)
        data = state.data
        hidden = set(data["deck"]) | set(sum((h for s, h in enumerate(data["hands"])
                                              if s != seat or mode == "workshop"), []))
        if mode == "workshop":
            hidden -= {i["card"]["id"] for h in view["hands"] for i in h if i["card"]}
        assert not {k.removeprefix("card:") for k in keys} & hidden


@pytest.mark.parametrize(("mode", "n"), [("core", 3), ("clash", 3), ("workshop", 3), ("solo", 1)])
def test_a_card_of_a_row_glides_in_an_html_box_that_carries_its_key(mode, n):
    """Market, hand and Workshop cards: the key is on a ``<span>`` around the drawing, never on the
    drawing itself (Chromium lays a moving drawing out again at every frame of its glide, a box it
    only composites), and the box is the drawing's only content."""
    state = played(mode, n, 7, 25)
    boxed = 0
    for seat in range(n):
        _, _, page = page_of(state, seat=seat)
        assert not re.search(r'<svg class="[hmw]card[^>]*data-flip', page)
        boxes = re.findall(r'<span class="cardbox" data-flip="([^"]*)" data-flip-no-ghost>(.*?)</span>',
                           page, re.S)
        for key, inner in boxes:
            assert key.startswith("card:") and inner.startswith("<svg class=") and inner.endswith("</svg>")
            assert inner.count("<svg ") == 1
            boxed += 1
    assert boxed, "no card of a row was drawn"
