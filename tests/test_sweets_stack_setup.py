"""Sweets Stack's setup screen without a browser (issue 35, item 1): a card (or none) for each
round, each card's effect and picture, the rulebook's limits refused beside the choice and at
Start, the recommended combinations as shortcuts, and the ``&advanced=`` link in step with the
form both ways.

The expectations are written here from the rulebook ("Advanced Rules"), not read from the code:
one card of each kind, so a card lies by one round or on its side across two rounds in a row,
never Dragon's Fireball across two.
"""

from __future__ import annotations

import html
import itertools
import re

import pytest

from sweets import games
from sweets.web import links, setup
from sweets.web.links import parse_fragment
from sweets.web.saves import MemoryBackend, SaveStore
from sweets.web.session import Session

CARDS = {"candy_corn": "Candy Corn", "rare_candy": "Rare Candy", "gummy_python": "Gummy Python",
         "witches_cauldron": "Witches' Cauldron", "candy_fairy": "Candy Fairy",
         "seven_flavor_beans": "Seven Flavor Beans", "dragons_fireball": "Dragon's Fireball",
         "sugar_goblin": "Sugar Goblin"}
COMBOS = list(itertools.product([None, *CARDS], repeat=3))
# The rulebook's recommended combinations (the come-back round ends on Sugar Goblin or Candy Corn).
RECOMMENDED = [(None, "gummy_python", "sugar_goblin"), (None, "gummy_python", "candy_corn"),
               (None, "witches_cauldron", "candy_fairy"),
               ("dragons_fireball", "rare_candy", "seven_flavor_beans")]
INPUT = re.compile(r"<input[^>]*>")
REFUSED_ROW = re.compile(r'<tr class="refused">(.*?)</tr>')


def forbidden(combo) -> dict[str, tuple[tuple[int, ...], str]]:
    """Each card the rulebook refuses in ``combo``: (its rounds from 0, words its reason holds)."""
    found = {}
    for card in CARDS:
        rounds = tuple(r for r, c in enumerate(combo) if c == card)
        if card == "dragons_fireball" and len(rounds) > 1:
            found[card] = (rounds, "one round only")
        elif len(rounds) == 3:
            found[card] = (rounds, "two rounds at most")
        elif len(rounds) == 2 and rounds[1] - rounds[0] != 1:
            found[card] = (rounds, "follow each other")
    return found


def text(combo) -> str:
    return ",".join(c or "-" for c in combo)


def new_session() -> Session:
    ticks = itertools.count(1_800_000_000)  # each game its own save id (they start with the time)
    return Session(SaveStore(MemoryBackend()), clock=lambda: float(next(ticks)), new_seed=lambda: 5)


def choose(session: Session, combo) -> None:
    for r, card in enumerate(combo):
        session.press(f"setup:slot:advanced:{r + 1}:{card or '-'}")


def checked(markup: str) -> list[str | None]:
    """The card whose radio button is checked in each round, read from the markup."""
    rounds: list[str | None] = [None, None, None]
    for tag in INPUT.findall(markup):
        found = re.search(r'data-action="setup:slot:advanced:(\d):([^"]+)"', tag)
        if found and re.search(r"\schecked(\s|>|/)", tag):
            assert rounds[int(found[1]) - 1] is None, "two cards checked in one round"
            rounds[int(found[1]) - 1] = None if found[2] == "-" else found[2]
    return rounds


def test_every_forbidden_combination_is_refused_beside_the_choice_and_does_not_start():
    session = new_session()
    session.press("menu:new:sweets_stack")
    refused = 0
    for combo in COMBOS:
        choose(session, combo)
        markup = session.html()
        assert checked(markup) == list(combo)
        rows = REFUSED_ROW.findall(markup)
        expected = forbidden(combo)
        assert len(rows) == len(expected), (combo, rows)
        for card, (rounds, words) in expected.items():
            row = next(r for r in rows if f"setup:slot:advanced:1:{card}" in r)
            why = re.search(r'<p class="slot-refusal" id="([^"]+)">([^<]*)</p>', row)
            assert why and words in html.unescape(why[2]) and html.escape(CARDS[card], quote=True) in why[2]
            # the radio buttons chosen in those rounds are marked and point to the reason
            for r in rounds:
                tag = next(t for t in INPUT.findall(row) if f"advanced:{r + 1}:{card}" in t)
                assert 'aria-invalid="true"' in tag and why[1] in tag
        session.press("setup:start")
        if expected:
            refused += 1
            assert session.screen == "setup" and session.table is None, combo
            assert "cannot start" in session.html() and any(
                w in session.html() for _, w in expected.values()), combo
        else:
            assert session.screen in ("game", "handoff"), combo
            assert session.table.state.options["advanced"] == list(combo)
            session.press("nav:menu")
            session.press("menu:new:sweets_stack")
    # a card in rounds 1 and 3 with another between (8 x 8), in all three (8), Dragon's Fireball
    # in two rounds in a row with another in the third (2 x 8)
    assert refused == sum(1 for c in COMBOS if forbidden(c)) == 64 + 8 + 16


@pytest.mark.parametrize("combo", [c for c in COMBOS if not forbidden(c)], ids=text)
def test_link_form_and_options_agree_for_every_allowed_combination(combo):
    link = f"#new=sweets_stack&players=2&bots=1&seed=5&advanced={text(combo)}"
    by_link = links.new_game(parse_fragment(link), lambda: 1).options
    # the link's text fills the per-round choices...
    form = setup.new_form("sweets_stack", {"advanced": parse_fragment(link)["advanced"]})
    session = new_session()
    session.form, session.screen = form, "setup"
    assert checked(session.html()) == list(combo)
    # ...the same choices pressed one round at a time give the same form and text...
    pressed = setup.new_form("sweets_stack")
    for r, card in enumerate(combo):
        setup.press(pressed, f"slot:advanced:{r + 1}:{card or '-'}")
    assert pressed["options"] == form["options"] == {"advanced": text(combo)}
    # ...which is what a link writes, and the game starts with those cards.
    by_form = setup.new_game(pressed, lambda: 1).options
    assert by_form == by_link == {"advanced": list(combo)}
    assert games.get("sweets_stack").new(2, 5, by_form).options["advanced"] == list(combo)


def test_a_link_written_loosely_fills_the_same_choices():
    form = setup.new_form("sweets_stack", {"advanced": " None, Gummy_Python ,gummy_python"})
    assert form["options"]["advanced"] == "-,gummy_python,gummy_python"
    params = parse_fragment("#new=sweets_stack&advanced=%20None,%20Gummy_Python%20,gummy_python")
    assert links.new_game(params, lambda: 1).options == {"advanced": [None, "gummy_python", "gummy_python"]}
    # a text the form does not offer (a fourth round, an unknown card) changes nothing
    for wrong in ("-,-,-,-", "-,chocolate,-", "-,-"):
        assert setup.new_form("sweets_stack", {"advanced": wrong})["options"]["advanced"] == "-,-,-"


def test_the_recommended_combinations_are_one_press_each():
    session = new_session()
    session.press("menu:new:sweets_stack")
    shortcuts = [a for a in re.findall(r'data-action="(setup:option:advanced:[^"]+)"', session.html())]
    offered = [tuple(None if c == "-" else c for c in a.rsplit(":", 1)[1].split(",")) for a in shortcuts]
    assert set(RECOMMENDED) <= set(offered) and (None, None, None) in offered
    for combo in RECOMMENDED:
        choose(session, ("candy_corn", "candy_corn", "candy_corn"))  # refused, then replaced whole
        session.press(f"setup:option:advanced:{text(combo)}")
        assert checked(session.html()) == list(combo) and "slot-refusal" not in session.html()


def test_each_card_has_a_sentence_a_picture_and_a_labelled_radio_button_per_round():
    session = new_session()
    session.press("menu:new:sweets_stack")
    markup = session.html()
    rows = re.findall(r"<tr>(.*?)</tr>", markup)
    pictures = set()
    for card, name in CARDS.items():
        row = next(r for r in rows if f":1:{card}\"" in r)
        sentence = re.search(r'<p id="slot-advanced-' + card + r'">([^<]+)</p>', row)
        assert sentence, card
        words = html.unescape(sentence[1])
        assert words.endswith(".") and words.count(". ") == 0 and len(words) <= 110, words
        picture = re.search(r'<svg class="slot-pic".*?</svg>(?=<div>)', row)
        assert picture and 'aria-hidden="true"' in picture[0] and "<text" not in picture[0]
        pictures.add(picture[0])
        labels = re.findall(r'<label class="slot-pick">(<input[^>]*>)(.*?)</label>', row)
        assert len(labels) == 3
        for r, (radio, inside) in enumerate(labels, 1):  # a real radio button in its label
            assert 'type="radio"' in radio and f'name="advanced-{r}"' in radio and f":{r}:{card}\"" in radio
            assert html.unescape(re.sub(r"<[^>]+>", "", inside)) == f"{name}, Round {r}"
            assert f'aria-describedby="slot-advanced-{card}"' in radio
    assert len(pictures) == len(CARDS), "each card its own picture"


@pytest.mark.parametrize("press", ["slot:advanced:4:candy_corn", "slot:advanced:0:candy_corn",
                                   "slot:advanced:x:candy_corn", "slot:advanced:1:chocolate",
                                   "slot:advanced:1", "slot:decks:1:candy_corn",
                                   "slot:advanced:1:candy_corn:x",
                                   "option:advanced:candy_corn,candy_corn,-"])
def test_presses_that_do_not_fit_change_nothing(press):
    form = setup.new_form("sweets_stack", {"advanced": "-,gummy_python,-"})
    setup.press(form, press)
    assert form["options"] == {"advanced": "-,gummy_python,-"} and form["refused"] == {}
