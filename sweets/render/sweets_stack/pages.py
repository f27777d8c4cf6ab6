"""Sweets Stack's round scoring, result screen and in-app rules page.

A round's breakdown is laid out to be checked by eye: each player's final sheet with its ticked
boxes, the scored cards with their symbols, and every sum written out (cards, each checked box
times the cards of its colour, candles times ghosts, Sugar Goblin). The rules page explains the
game in this project's own words and draws every reconstructed component.
"""

from __future__ import annotations

import json
from functools import cache, lru_cache

from sweets.games.sweets_stack.data import (
    ADVANCED,
    CANDY_CORN,
    CARDS,
    GUMMY_PYTHON,
    PRESETS,
    RARE_CANDY,
    ROW_COLOURS,
    SHEET_HEIGHT,
    SHEET_WIDTH,
)
from sweets.games.sweets_stack.decisions import DECISIONS
from sweets.games.sweets_stack.view import Breakdown, RoundResult, Sheet, SweetsStackView, card_view
from sweets.render.html import attrs, button, esc
from sweets.render.outcome import badges, cheer, headline, in_order, places
from sweets.render.screens import ACTIONS_HERE
from sweets.render.sweets_stack import draw, words

PLACES = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
CARD_EFFECTS = {
    "candy_corn": "Some spaces at the bottom of every sheet start filled in.",
    "rare_candy": "Four loose spaces start filled in, two of them floating, so candies can slide under them.",
    "gummy_python": "Each player's first candy of the round must not cover the snake's spaces (it may "
                    "fall past them); crown cards are exempt, and a crown marked first still uses the "
                    "restriction up: the next candies may cover the snake.",
    "witches_cauldron": "The candle bonus counts twice.",
    "candy_fairy": "The Favourite Candy bonus counts twice.",
    "seven_flavor_beans": "Everyone starts the round with 7 cards instead of 5.",
    "dragons_fireball": "Everyone starts with 4 cards plus one crown card at random; a crown card stays in "
                        "its owner's cards for the later rounds. One round only.",
    "sugar_goblin": "Your round score loses the Favourite Candy bonus of the player you pass to.",
}


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _sheet_of(entry: Breakdown, seat: int, players: list[str]) -> str:
    info: Sheet = {"width": SHEET_WIDTH, "height": SHEET_HEIGHT, "row_colours": list(ROW_COLOURS)}
    checked = [c["row"] for c in entry["checked"]]
    body, w, h = draw.sheet_drawing(info, entry["sheet"], checked)
    return draw.svg(w + 4, h + 4, f'<g transform="translate(2 2)">{body}</g>', cls="sheet score-sheet",
                    label=draw.sheet_words(players[seat], info, entry["sheet"], checked))


def sums(entry: Breakdown, card_id: str | None) -> list[str]:
    """The round score of one seat, written out one part a line (unescaped)."""
    scored = [CARDS[c] for c in entry.get("scored", [])]
    lines = [f"{_plural(entry['base'], 'scored card')}: {entry['base']}"]
    factor = 2 if card_id == "candy_fairy" else 1
    for box in entry["checked"]:
        count = sum(card.colour == box["colour"] for card in scored)
        lines.append(f"row {box['row'] + 1} box ({box['colour']}) × {_plural(count, box['colour'] + ' card')}"
                     f"{' × 2 (Candy Fairy)' if factor == 2 else ''}: {count * factor}")
    if entry["candles"]:
        double = " × 2 (Witches' Cauldron)" if card_id == "witches_cauldron" else ""
        lines.append(f"{_plural(entry['candles'], 'candle')} × {_plural(entry['ghosts'], 'ghost')}{double}: "
                     f"{entry['candle_bonus']}")
    if entry.get("goblin"):
        lines.append(f"Sugar Goblin, the neighbour's favourite bonus: {entry['goblin']}")
    lines.append(f"total: {entry['total']}")
    return lines


def breakdown_panel(result: RoundResult, players: list[str], *, open_: bool) -> str:
    """One round's scoring: every player in order of points, their sheet, cards and sums."""
    card = result.get("card")
    name = f" · {ADVANCED[card].name}" if card else ""
    return (f'<details class="breakdown"{" open" if open_ else ""}{attrs(data_round=result["round"])}>'
            f'<summary>Round {result["round"]} scores{esc(name)}</summary>'
            f'{_score_seats(json.dumps(result), tuple(players))}</details>')


def scores_toggle(result: RoundResult, *, open_: bool, action: str) -> str:
    """The button that shows the latest round's scoring on the table (a press of the page's own,
    ``action``): closed, the scoring is not in the page at all (the sheets and cards of every
    player would be most of each paint's markup through the next round)."""
    card = result.get("card")
    name = f" · {ADVANCED[card].name}" if card else ""
    label = f"{'Hide' if open_ else 'Show'} round {result['round']} scores{name}"
    return (f'<div class="breakdown"{attrs(data_round=result["round"])}>'
            f'{button(label, action, cls="btn scores-btn", pressed=open_)}</div>')


# The table shows the latest round's scores at every paint of the next round: drawn once.
@lru_cache(maxsize=16)
def _score_seats(result_text: str, names: tuple[str, ...]) -> str:
    result: RoundResult = json.loads(result_text)
    players = list(names)
    order = sorted(range(len(players)), key=lambda s: -result["totals"][s])
    rows = []
    for seat in order:
        entry = result["breakdown"][seat]
        cards = "".join(draw.mini_card(card_view(c), top=i == len(entry.get("scored", [])) - 1)
                        for i, c in enumerate(entry.get("scored", [])))
        lines = "".join(f"<li>{esc(line)}</li>" for line in sums(entry, result.get("card")))
        out = "" if seat in result["survivors"] else " (out)"
        rows.append(f'<li class="score-seat"{attrs(data_seat=seat)}><h2>{esc(players[seat])}{out}: '
                    f'{entry["total"]} points</h2><div class="score-body">'
                    f'{_sheet_of(entry, seat, players) if "sheet" in entry else ""}'
                    f'<div><ol class="scored">{cards}</ol><ul class="sums">{lines}</ul></div></div></li>')
    return f'<ol class="score-seats">{"".join(rows)}</ol>'


def round_story(result: RoundResult, players: list[str], *, last: bool) -> str:
    best = max(result["totals"])
    top = [players[s] for s, t in enumerate(result["totals"]) if t == best]
    who = " and ".join(top)
    verb = "score" if len(top) > 1 else "scores"
    text = f"Round {result['round']} is scored: {who} {verb} most, {best} points."
    return text + (" That was the last round." if last else " Check the sums below.")


def reveal_story(view: SweetsStackView) -> str:
    players = view["players"]
    parts = []
    for seat, card in enumerate(view.get("played") or []):
        if card is not None:
            to = view["passes_to"][seat]
            receiver = f" to {players[to]}" if to is not None else ""
            parts.append(f"{players[seat]} passes {words.candy(card)}{receiver}")
    return "Cards turned up: " + "; ".join(parts) + "."


def result(view: SweetsStackView, ctx: dict) -> str:
    players = view["players"]
    winners = view.get("winners") or []
    results = view.get("round_results") or []
    totals = view.get("totals") or [0] * len(players)
    title = esc(headline(view))  # the winners after the third-round tie-break, with their total
    head = "".join(f"<th>Round {r['round']}</th>" for r in results)
    rows = []
    # Most points first; the third-round tie-break has already chosen the winners, and any other
    # equal totals share a place.
    place = places(totals, winners)
    badge = badges(place)
    for seat in in_order(place):
        cells = "".join(f"<td>{r['totals'][seat]}</td>" for r in results)
        rows.append(f'<tr{attrs(class_="winner" if seat in winners else None, data_seat=seat)}>'
                    f'<td>{badge[seat]}{esc(players[seat])}</td>{cells}<td><b>{totals[seat]}</b></td></tr>')
    best = [s for s in range(len(players)) if totals[s] == max(totals)] if totals else []
    note = ""
    if len(best) > 1:
        note = ('<p class="how">Equal totals: the better third round decides'
                + (", and it was equal too, so the victory is shared.</p>" if len(winners) > 1 else ".</p>"))
    rounds = "".join(breakdown_panel(r, players, open_=i == len(results) - 1) for i, r in enumerate(results))
    return (f'{cheer(view)}<div class="stack-result"><h1 class="winner-title">{title}</h1>'
            f'<table class="round-table"><thead><tr><th>Player</th>{head}<th>Total</th>'
            f'</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>{note}{ACTIONS_HERE}{rounds}</div>')


# ----- the rules page ----------------------------------------------------------------------------

def _space_picture(picture: str, label: str) -> str:
    rows = picture.split("/")
    c = 16
    parts = [f'<rect class="bucket" x="0" y="0" width="{SHEET_WIDTH * c}" height="{SHEET_HEIGHT * c}" '
             f'rx="3"/>']
    for r, row in enumerate(rows):
        for x, ch in enumerate(row):
            cls = "prefill" if ch == "#" else "hole"
            parts.append(f'<rect class="{cls}" x="{x * c + 1}" y="{r * c + 1}" width="{c - 2}" '
                         f'height="{c - 2}" rx="2"/>')
    return draw.svg(SHEET_WIDTH * c, SHEET_HEIGHT * c, "".join(parts), cls="space-pic", label=label)


def _components() -> str:
    def item(card_id: str) -> str:
        picture = draw.card_svg(card_view(card_id), cls="mini-card", max_cells=3)
        return f"<li>{picture}<span>{card_id}</span></li>"

    by_colour = []
    for colour in ("blue", "yellow", "green", "red"):
        items = "".join(item(c.id) for c in CARDS.values() if c.colour == colour and not c.crown)
        by_colour.append(f"<h3>{draw.CANDY[colour]} ({colour})</h3>"
                         f"<ol class='catalogue'>{items}</ol>")
    crowns = "".join(item(c.id) for c in CARDS.values() if c.crown)
    symbols = "".join(f"<li>{draw.svg(24, 24, draw.symbol(k, 0, 0, 24), cls='icon', label=name)} "
                      f"{esc(name)}</li>" for k, name in draw.SYMBOL_NAMES.items())

    def mark(colour: str) -> str:
        picture = draw.svg(24, 24, draw.colour_mark(colour, -6, -6, 36), cls="icon colour-" + colour,
                           label=colour)
        return f"<li>{picture} {draw.CANDY[colour]} ({colour})</li>"

    marks = "".join(mark(c) for c in ("blue", "yellow", "green", "red"))
    spaces = "".join(f"<figure>{_space_picture(pic, name + ' spaces')}<figcaption>{name}</figcaption>"
                     f"</figure>" for name, pic in (("Candy Corn", CANDY_CORN), ("Rare Candy", RARE_CANDY),
                                                    ("Gummy Python", GUMMY_PYTHON)))
    boxes = ", ".join(ROW_COLOURS)
    return f"""<section><h2>What is in the box (reconstructed)</h2>
<p>The rulebook pictures the cards but its pictures are lost and no public source lists them, so the
shapes, symbols and sheet below are our own <b>reconstruction</b>, kept in one data file that someone
holding the real box can correct.</p>
<p>64 candy cards, 16 of each colour. Each colour has a mark of its own in every cell, so colours never
have to be told apart by hue alone:</p><ul class="legend-list">{marks}</ul>
<p>Each colour holds two candies of 2 cells, three of 3, six of 4 and five of 5. The symbols printed on
the cards:</p><ul class="legend-list">{symbols}</ul>
<p>A plain pumpkin gives its player a pumpkin when the card is turned up; a pumpkin with an arrow gives
one to whoever scores the card; a crossed-out circle on top of your scored cards stops you turning
candies; ghosts count at scoring for each candle you hold.</p>
{"".join(by_colour)}
<h3>Crown cards (Dragon's Fireball only)</h3><ol class="catalogue">{crowns}</ol>
<p>The bucket sheet is 6 columns by 8 rows. Each row ends in a Favourite Candy box; from the bottom row
up their colours are {boxes}. There are 20 pumpkin chips and 4 candle chips; a gain when the supply is
empty is lost.</p>
<h3>Spaces of the advanced cards</h3><div class="spaces">{spaces}</div></section>"""


@cache  # the same page each time it is opened: built once
def rules() -> str:
    from sweets.render.sweets_stack import rules_pictures as pictures  # drawn when the page opens
    decisions = "".join(
        f'<li><p><b>{esc(d["topic"])}</b>: {esc(d["decision"])}</p>'
        f'<p class="basis">Rests on: {esc(d["rests_on"])}</p></li>' for d in DECISIONS)
    cards = "".join(f"<li><b>{esc(a.name)}</b> (difficulty {a.difficulty}): {esc(CARD_EFFECTS[a.id])}</li>"
                    for a in ADVANCED.values())
    presets = "".join(f"<li>{esc(label)}: " + ", ".join(ADVANCED[c].name if c else "none" for c in rounds)
                      + "</li>" for _, label, rounds in PRESETS)
    return f"""<div class="stack-rules">
<h1>How to play Sweets Stack</h1>
<section><h2>The aim</h2>
<p>Over three rounds, players pass candy cards to their neighbour and draw the candy they receive into
their own bucket sheet, a grid that fills from the bottom like a jar. Every candy you manage to fit
scores; a candy that no longer fits knocks you out of the round. After round 3 the best total wins;
on equal totals the better third round wins, and if that is equal too the win is shared.</p></section>
{_components()}
<section><h2>A round</h2>
<p><b>Getting ready.</b> In round 1 each player gets a personal deck of 16 cards dealt from the 64
(with fewer than four players the rest are not used). Each round, everyone takes 2 pumpkins and draws
5 cards, and every sheet starts empty.</p>
<p><b>Exchange.</b> Before choosing your card, once a turn, you may pay 1 pumpkin to slide your whole
hand under your deck and draw the same number of cards: the button beside your hand; choosing a card
ignores it. You choose the order: here you press the card to go
under next, one after another (each goes beneath the ones before, so the first comes back first), or
press "Rest under in this order". Until you draw them again, your screen shows you which cards lie at
the bottom of your deck; the others only see how many.</p>
<p><b>Secret pick.</b> Everybody still in chooses one card of their hand. On this tablet each person
chooses in turn behind a pass-the-tablet screen; nothing is shown until everyone has chosen, then all
the cards are turned up together. A card with a plain pumpkin earns its player a pumpkin.</p>
<p><b>Pass.</b> Each card goes to the next player still in: leftwards (to the next seat) in rounds 1
and 2, rightwards in round 3. It arrives the way it is printed.</p>
<p><b>Drop.</b> Each player draws the candy they received into their sheet. Think of it falling in from
the top: on the way down, and again once it has landed, it may slide left or right, but it never moves
up and never squeezes through a gap narrower than itself. Wherever it can come to rest, it may be
marked. For 2 pumpkins you may turn it before it falls (not while the top card of your scored pile
shows a crossed-out circle). For 3 pumpkins you may mark a card from your own hand instead, upright or
turned for 2 more, and the card you received goes into your hand.</p>
<p><b>Score the card.</b> The marked card goes face up on your scored pile. A row that is now full
ticks its Favourite Candy box. A pumpkin with an arrow on the card pays you a pumpkin.</p>
<p><b>No room.</b> When the candy cannot be marked, you are out for the rest of the round: the card
goes face down on your pile and counts for nothing, and the player who passed it to you takes a
candle, even if they went out on the same turn.</p>
<p><b>Draw.</b> Once every candy of the turn is marked, each player still in with 3 cards or fewer
draws 1 from their deck. The round ends when one player (or nobody) is left in.</p></section>
{pictures.drop_section()}
<section><h2>Scoring a round</h2>
<p>Each face-up scored card is worth 1 point. Each ticked box adds 1 point for every scored card of
that box's colour. Each candle adds 1 point for every ghost on your scored cards. For example, six
scored cards, a ticked red box with three red cards, and one candle with three ghosts make
6 + 3 + 3 = 12. Then each player shuffles all their cards (scored, in hand and left in the deck) into
their deck for the next round, and every chip goes back to the supply.</p></section>
{pictures.scoring_section()}
<section><h2>Advanced rule cards</h2>
<p>Before the game, a card may be set for any round (one card may also cover two rounds in a row,
except Dragon's Fireball). Any round may also be played without a card: the rulebook, once you play
with these cards, has one every round and leaves only the first round free, but here any round may
go without one, so a single card can be tried on its own (see the decisions below). The setup
screen offers a card, or none, for each round, says what each does, refuses beside the choice a
combination these limits forbid, and offers the combinations the rulebook recommends as one press;
a link carries them, e.g.
<code>advanced=-,gummy_python,sugar_goblin</code>.</p>
<ul>{cards}</ul><p>Recommended combinations (rounds 1, 2, 3):</p><ul>{presets}</ul></section>
<section><h2>On this tablet</h2>
<p>Your sheet shows a faint copy of the candy where it would land and a dotted line for the way it
falls. Dots mark every place it can come to rest: tap one, or step through them with Left and Right,
then press Drop. The buttons above choose the candy (the one you received, free, or one from your
hand for 3 pumpkins) and its turn, each with its price; a choice you cannot afford or that has no room
is greyed out. Every player's sheet, scored cards (the last one is the top of the pile), pumpkins and
candles are on show, and the line at the top says who passes to whom this round. When a round ends,
its scoring is shown with each sum written out; during the next round the "Show round scores" button
at the top shows it again in place of the other players.</p>
<p>When several people share the tablet, it is passed with a "Pass the tablet" screen once a turn, before
your pick. Marking is done in the open; if you can pay to mark a card of your hand, "Show my hand"
shows it (the others look away). After your pick a short pause lets you take it back with Undo before
the tablet goes on; a mark can be taken back from the next player's marking screen.</p>
<p><b>Hint</b> (top bar) rings the control the Hard computer would press for you and says why in one
sentence; it plays nothing, and the setup can switch it off.</p></section>
<section><h2>Decisions where the rulebook is silent or unclear</h2>
<ol class="decisions">{decisions}</ol></section></div>"""

