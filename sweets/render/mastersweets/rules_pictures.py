"""The pictures of MasterSweets' rules page: a cook with its substitutions (core game) and a
Sweets Workshop clue with the marks it leaves, each a position reached by real moves on a fixed
deal and drawn by this renderer (``book``, ``panels``, ``draw``).

The numbers beside the cook are the engine's own (``state.scores()`` after each way of paying),
so the page cannot disagree with the rules. :func:`section` is built once (``cache``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from sweets import games
from sweets.render.html import esc
from sweets.render.mastersweets import book as B
from sweets.render.mastersweets import draw as D
from sweets.render.mastersweets import panels
from sweets.render.mastersweets.labels import card_words
from sweets.render.pictures import figure, replay, sums

# The core game's first game (no specials, no roles: hands of 3), two players, seat 0 first. The
# deck is dealt top first: the 3 x 4 cookbook row by row, the hands (3 each), the market (3), then
# the draws. Column a is milk, nuts, fruits; Player 1 holds milk, nuts and cream, and two draws
# bring two more cream, so three cream may stand in for the fruits they lack.
COOK_OPTIONS = {"specials": False, "roles": False, "first_player": 0, "deck": [
    "milk1", "sugar1", "eggs1", "flour1", "nuts1", "chocolate1", "cream1", "butter1",
    "fruits1", "eggs2", "sugar2", "milk2",
    "milk3", "nuts2", "cream2", "eggs3", "flour2", "butter2",
    "eggs4", "flour3", "chocolate2",
    "cream3", "sugar3", "cream4"]}
COOK_MOVES = ["draw", "draw", "draw", "market 1"]  # Player 1 draws twice, Player 2 draws and buys
COOK_RECIPE = "col a"
COOK_THREE, COOK_TWO = "cook col a fruits=3cream", "cook col a fruits=2cream"

# Sweets Workshop for two on seed 5: Player 1 spends their first card to tell Player 2 where
# their 5-point cards are (Player 2's hand: sugar, nuts, eggs, butter, nuts, cream, cream).
CLUE_OPTIONS = {"mode": "workshop", "first_player": 0}
CLUE_SEED = 5
CLUE_MOVE = "clue p2 5 with 1"


@dataclass
class Cook:
    before: Any  # the state where the cook is played
    paid_three: Any  # after it, three cream given for the fruits
    paid_two: Any  # after it, two cream given: the fruits go to the discard pile


@cache
def cook() -> Cook:
    before = replay("mastersweets", 2, 1, COOK_MOVES, COOK_OPTIONS)[-1]
    game = games.get("mastersweets")
    three, two = (before.apply(game.parse_action(before, move)) for move in (COOK_THREE, COOK_TWO))
    return Cook(before, three, two)


@cache
def clue() -> tuple[Any, Any]:
    """The Workshop before and after the clue."""
    before, after = replay("mastersweets", 2, CLUE_SEED, [CLUE_MOVE], CLUE_OPTIONS)
    return before, after


def _book(view: dict, lit: set[str], label: str) -> str:
    return B.drawing(view["cookbook"], {}, None, lit, {}, None, label)


def _cards(cards: list[dict], label: str, under: list[list[str]] | None = None) -> str:
    """A row of cards (the renderer's own card drawings) as one picture."""
    drawn = "".join(panels.card_svg(c, cls="hcard", label=card_words(c), col=i,
                                    under=(under[i] if under else None)) for i, c in enumerate(cards))
    return f'<div class="hand" role="group" aria-label="{esc(label)}">{drawn}</div>'


def _places(view: dict, recipe: str) -> set[str]:
    return {p for r in view["recipes"] if r["name"] == recipe for p in r["cards"]}


def cook_figures() -> str:
    c = cook()
    view = c.before.view(0)
    legal = [str(a) for a in c.before.legal_actions()]
    cooks = [m for m in legal if m.startswith("cook ")]
    three, two = c.paid_three.view(0), c.paid_two.view(0)
    earned3, earned2 = three["completed"][0], two["completed"][0]
    before = figure(
        [("Cookbook, column a outlined", _book(view, _places(view, COOK_RECIPE),
                                                "Cookbook: column a outlined (milk, nuts, fruits)")),
         ("Player 1's hand", _cards(view["hand"], "Player 1's hand"))],
        f"Player 1 wants column a (milk, nuts, fruits) and holds milk, nuts and three cream, but no "
        f"fruits. The cooks open to them here: <code>{'</code>, <code>'.join(map(esc, cooks))}</code>.",
        cls="ms")
    after = figure(
        [("The cookbook after the cook", _book(three, set(), "Cookbook after the cook, closed up")),
         ("Player 1's completed sweets", _cards(earned3, "Player 1's completed sweets"))],
        "They give milk, nuts and three cream: the whole column goes to their sweets, fruits included, "
        "and the cookbook closes up to the left.", cls="ms")
    worked = sums([
        f"Three cream for the fruits: {' + '.join(f'{card_words(x)}' for x in earned3)} "
        f"= {c.paid_three.scores()[0]} points",
        f"Two cream for the fruits: {' + '.join(f'{card_words(x)}' for x in earned2)} "
        f"= {c.paid_two.scores()[0]} points (the fruits card goes to the discard pile)",
    ])
    return (f'<h3>A cook and its substitutions</h3>{before}{after}'
            f'<p><b>Worked scoring</b>, as the game counts it (each card scores its points):</p>{worked}')


def clue_marks(view: dict, seat: int) -> list[list[str]]:
    """What this renderer writes under each of ``seat``'s cards, from the clues it received."""
    return [D.clue_summary(item.get("clues") or []) for item in view["hands"][seat]]


def clue_figures() -> str:
    before, after = clue()
    giver = before.view(0)["hands"][1]
    seen = after.view(1)
    marks = clue_marks(seen, 1)
    backs = "".join(
        panels.card_svg(None, cls="wcard", col=i, slot=item["slot"], under=m,
                        label=f"card {item['slot']}; clues say {', '.join(m) or 'nothing'}")
        for i, (item, m) in enumerate(zip(seen["hands"][1], marks, strict=True)))
    fives = [str(i + 1) for i, item in enumerate(giver) if item["card"]["points"] == 5]
    pic = figure(
        [("Player 2's hand, as Player 1 sees it",
          _cards([item["card"] for item in giver], "Player 2's hand")),
         ("Player 2's own view after the clue",
          f'<div class="hand" role="group" aria-label="Player 2\'s own hand after the clue">{backs}</div>')],
        f"Sweets Workshop: Player 1 sees Player 2's cards and spends a card to say "
        f"&quot;these are your 5s&quot; (<code>{esc(CLUE_MOVE)}</code>). A clue must name every card "
        f"of that value: here cards {' and '.join(fives)}. Player 2 sees only the backs of their own "
        f"cards, marked with what the clue leaves each one: a card not pointed at is not a 5.",
        cls="ms ms-workshop")
    return f"<h3>A Workshop clue and the marks it leaves</h3>{pic}"


NOTE = ("<p>Played out by the game itself from a fixed deal and drawn as the table draws it, so it "
        "follows the rules exactly.</p>")


@cache
def cook_section() -> str:
    """The cook's part of the rules page (built once)."""
    return f'<section class="rules-pics">{NOTE}{cook_figures()}</section>'


@cache
def clue_section() -> str:
    """The Workshop clue's part of the rules page (built once)."""
    return f'<section class="rules-pics">{clue_figures()}</section>'
