"""How the thinking MasterSweets player plays a sampled position on (``sweets.bots.search``).

Only Hard's best few moves are searched (``WIDTH``, ranked by Hard's own judgement of where each
leads): the many exchanges and payments it rates far worse are not worth playouts. (Sweets
Workshop's Hard ranks nothing: its choice, then the seat's surest points and the clues Hard rates
best.) Every seat in a playout then plays on:

- core game and Alone in the Kitchen: a quick greedy game straight on the game data (building
  views would cost more than the playout): cook the recipe worth most as soon as the hand can (a
  card paid two-for-one is lost, so it does not count), else take the market card the closest
  recipe lacks, else draw; an ability's further choices are drawn at random. The playout runs to
  the end of the game: the seat's place, with the points margin as a tie-break (alone: beating
  George).
- Clash of Sweets: Hard itself, on each seat's view of the sample, weighing every move but a
  random few of the exchanges. A cheaper greedy play (steal, improve, collect, draw) won 3.7% of
  400 games against Hard, and an Expert on it no more than Hard's equal; on Hard's play the Expert
  beats Hard about three games in four. A playout stops after ``CLASH_HORIZON`` plies (fewer
  with more seats); a seat still in is judged by its cookbook's share of the cards still in
  cookbooks.
- Sweets Workshop: Hard itself again, every seat on its view of the sample (the searching seat's
  own hand and the deck dealt from what it cannot see, as its clues allow), for ``WORKSHOP_HORIZON``
  plies: every other seat acts, then the seat itself, then the next seat once more. Hard's
  decisions cost a few ms, too much to play a game out, so a playout cut short is judged by the
  cards the team may still spend beyond what the face-up cookbook cards will take (the game is
  lost when they run out; ``_workshop_result``): a clue costs a card now and pays by the cards
  its holder then knows to point at.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from sweets.bots.mastersweets import clash as clash_bot
from sweets.bots.mastersweets import workshop as workshop_bot
from sweets.bots.mastersweets.players import STYLES, Planner, choose_role
from sweets.bots.search import advance
from sweets.games.mastersweets import cooking
from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.actions import Cook, Draw, Market
from sweets.games.mastersweets.clash import Ready
from sweets.games.mastersweets.data import POINTS, TYPE_OF, points
from sweets.games.mastersweets.rules import GAME
from sweets.games.mastersweets.workshop import face_up

WIDTH = 4  # moves searched at most: Hard's best by its own judgement
# Sampled positions per decision, each played out after every candidate, and what a decision may
# cost at most (see bench/bot_times.py). Measured against Hard, two-player games, seats swapped:
# core game 57% of 100 with 10 rounds (40 playouts), 65.5% with 25 (100).
ROUNDS = {"core": 25, "solo": 25}
MAX_PLAYOUTS = {"core": 100, "solo": 100}
# Clash's playouts play Hard, whose moves cost more the more cookbooks are in: fewer rounds then,
# so that a decision stays within its second in the page (by the seats still in).
CLASH_ROUNDS = {2: 10, 3: 6, 4: 5, 5: 4}
CORE_MAX_PLIES = 300  # a greedy game that has not ended by then is judged where it stands
# Plies a Clash playout looks ahead before it is judged, by the seats still in: each ply costs
# more with more cookbooks, and one playout is one slice of the page's thinking (under 50 ms).
CLASH_HORIZON = {2: 12, 3: 10, 4: 8, 5: 8}
CLASH_EXCHANGES = 8  # exchanges a seat weighs in a Clash playout, drawn at random
CONFIDENCE = 0.0  # the best mean wins (see ``sweets.bots.search.Search.best``)


# ----- core game and Alone in the Kitchen -----

def _cook_value(data: dict, action: Cook) -> int:
    cells = gr.recipe_cells(data["cookbook"], action.kind, action.index)
    lost = Counter(missing for missing, given, _ in action.subs if given == 2)
    total = 0
    for _, _, card in cells:
        t = TYPE_OF[card]
        if lost[t]:
            lost[t] -= 1
        else:
            total += points(card)
    return total


def _lacking(hand: Counter, types: list[str]) -> tuple[list[str], int]:
    """The recipe's types the hand lacks, and how many of them its spare cards cannot stand in
    for (by threes, then by twos): 0 when the hand can cook it. ``players.outlook``, cut down."""
    need = Counter(types)
    missing = [t for t, k in need.items() for _ in range(k - hand.get(t, 0))]
    if not missing:
        return missing, 0
    stand_ins = 0
    for t, have in hand.items():
        spare = have - need.get(t, 0)
        if spare > 1:
            stand_ins += spare // 3 + (spare % 3) // 2
    return missing, max(0, len(missing) - stand_ins)


def _core_act(data: dict, rng: random.Random) -> Any:
    """One greedy move, built without listing every legal move (the exchanges and every payment
    of every recipe cost more than the rest of the playout)."""
    if data["phase"] != "play" or data["turn"]["steps"]:
        legal = GAME.legal(data)
        return legal[0] if len(legal) == 1 else rng.choice(legal)
    book = data["cookbook"]
    hand = Counter(TYPE_OF[c] for c in data["hands"][data["to_move"]] if c in TYPE_OF)
    best: Cook | None = None
    best_value = 0
    closest: list[str] | None = None
    for kind, index in gr.recipes(book):
        types = [TYPE_OF[card] for _, _, card in gr.recipe_cells(book, kind, index)]
        missing, short = _lacking(hand, types)
        if short == 0:  # cookable: every way to pay, weighed exactly (few recipes ever are)
            for subs in cooking.payments(hand, types):
                cook = Cook(kind, index, subs)
                value = _cook_value(data, cook)
                if value > best_value:
                    best, best_value = cook, value
        if closest is None or len(missing) < len(closest):
            closest = missing
    if best is not None:
        return best
    for t in sorted(closest or [], key=POINTS.__getitem__, reverse=True):
        for slot, card in enumerate(data["market"]):
            if card in TYPE_OF and TYPE_OF[card] == t:
                return Market(slot + 1)
    if GAME._can_draw(data):
        return Draw()
    legal = GAME.legal(data)
    return legal[0] if len(legal) == 1 else rng.choice(legal)


def _core_result(data: dict, seat: int) -> float:
    scores = GAME.scores(data)
    if data["mode"] == "solo":
        george = sum(points(c) for c in data["george"]["completed"])
        margin = scores[0] - george
        won = 1.0 if data["to_move"] is None and margin > 0 else 0.0
        return 0.8 * won + 0.2 * max(0.0, min(1.0, 0.5 + margin / 30))
    n = data["n"]
    margin = scores[seat] - max(scores[s] for s in range(n) if s != seat)
    if data["to_move"] is None:
        winners = GAME.winners(data)
        place = 1 / len(winners) if seat in winners else 0.0
    else:
        rank = 1 + sum(1 for s in range(n) if scores[s] > scores[seat])
        place = (n - rank) / (n - 1)
    return 0.8 * place + 0.2 * max(0.0, min(1.0, 0.5 + margin / 30))


def _seat_view(data: dict, seat: int) -> dict:
    """What ``seat`` sees of the sample, as the table would hand it to a bot."""
    return {**GAME.view(data, seat), "seat": seat, "ply": 0}


# ----- Clash of Sweets -----

def _clash_act(data: dict, rng: random.Random) -> Any:
    """Hard's move, on the sample's view of the seat to move, among every move but the
    exchanges, of which only ``CLASH_EXCHANGES`` drawn at random: with five cookbooks there are
    hundreds, and weighing them all would make a playout too slow for a slice of the page."""
    if data["phase"] == "arrange":
        return Ready()  # the layout dealt: laying one out is left to Hard at the table
    seat = data["to_move"]
    view = _seat_view(data, seat)
    legal = [str(action) for action in GAME.legal(data)]
    exchanges = [text for text in legal if text.startswith("exchange")]
    if len(exchanges) > CLASH_EXCHANGES:
        keep = set(rng.sample(exchanges, CLASH_EXCHANGES))
        legal = [text for text in legal if not text.startswith("exchange") or text in keep]
    return GAME.parse(data, clash_bot.play("hard", view, legal, 0))  # type: ignore[arg-type]


def _clash_result(data: dict, seat: int) -> float:
    if not data["alive"][seat]:
        return 0.0
    if data["phase"] == "over":
        return 1.0
    cards = [len(gr.cells(book)) if data["alive"][s] else 0 for s, book in enumerate(data["books"])]
    return 0.1 + 0.8 * cards[seat] / max(1, sum(cards))


# ----- Sweets Workshop -----

WORKSHOP_ROUNDS = {2: 8, 3: 8, 4: 8, 5: 6}
WORKSHOP_HORIZON = {2: 3, 3: 4, 4: 5, 5: 6}  # plies after the move: n + 1 (see the docstring)
SURE = workshop_bot.STYLES["hard"].sure


def _workshop_ranked(view: Mapping[str, Any], legal: list[str]) -> list[str]:
    """Hard's choice, then the surest point of each of the seat's cards and Hard's best clues."""
    mate = workshop_bot.Teammate(workshop_bot.STYLES["hard"], view, legal)  # type: ignore[arg-type]
    choice = mate.choose()  # as ``workshop_bot.play``, which would read the clues once more
    if choice not in legal:
        choice = legal[0]
    points = []
    for i, b in enumerate(mate.mine):
        wanted = [(p, t) for t, p in b.items() if mate.need[t]]
        if wanted:
            p, t = max(wanted)
            points.append((p, f"point {mate.place_for(t)} with {i + 1}"))
    pay = mate.cheapest(mate.mine) + 1 if mate.mine else 1
    clues = [f"clue p{target + 1} {what} with {pay}"
             for _, target, what in sorted(mate.clue_values, key=lambda c: (-c[0], c[1]))]
    ranked = [choice]
    for text in [*(t for _, t in sorted(points, reverse=True)[:2]), *clues[:2], mate.rescue(),
                 *clues[2:]]:
        if text and text in legal and text not in ranked:
            ranked.append(text)
    return ranked


def _workshop_act(data: dict, rng: random.Random) -> Any:
    """Hard's move on the sample's view of the seat to move."""
    seat = data["to_move"]
    view = _seat_view(data, seat)
    text = workshop_bot.Teammate(workshop_bot.STYLES["hard"], view, None).choose()  # type: ignore[arg-type]
    if not text:  # Hard's fallback at the table: the first legal move
        r, c = face_up(data)[0]
        text = f"point {gr.pos_name(r, c)} with 1"
    return GAME.parse(data, text)


def _known(data: dict, seat: int) -> float:
    """The cards ``seat`` would point at right from what it knows (less the ones it would waste)."""
    view = _seat_view(data, seat)
    mate = workshop_bot.Teammate(workshop_bot.STYLES["hard"], view, None)  # type: ignore[arg-type]
    value = 0.0
    for b, card in zip(mate.mine, data["hands"][seat], strict=True):
        wanted = [(p, t) for t, p in b.items() if mate.need[t]]
        if wanted:
            p, t = max(wanted)
            if p >= SURE:
                value += 1.0 if t == TYPE_OF[card] else -1.0
    return value


def _workshop_result(data: dict) -> float:
    """Won 1, lost 0; cut short, by the cards the team may still spend beyond what the face-up
    cookbook cards will take: each takes the card that turns it down, and one more (a clue, or a
    card spent on a guess) unless its holder already knows a card for it; a face-up card of a
    type with too few copies left takes a replacement (two cards). So a card pointed at right
    keeps the value, a card spent for nothing loses one, and a clue gains by the cards it tells."""
    if data["phase"] == "over":
        return 1.0 if data["result"] == "won" else 0.0
    left = Counter(TYPE_OF[c] for c in [*data["deck"], *(c for hand in data["hands"] for c in hand)])
    need = Counter(TYPE_OF[data["book"][r][c]] for r, c in face_up(data))
    short = sum(max(0, k - left[t]) for t, k in need.items())
    known = sum(_known(data, s) for s in range(data["n"]) if data["hands"][s])
    up = sum(need.values())
    slack = sum(left.values()) - 2 * up + known - 2 * short
    return 0.1 + 0.8 * max(0.0, min(1.0, (slack + 35) / 85))


# ----- the search's hooks -----

def _ranked(view: Mapping[str, Any], legal: list[str], seed: int) -> list[str]:
    """Every legal move, Hard's best first by its own judgement (its choice leads)."""
    if view["mode"] == "clash":
        thinker = clash_bot.Thinker(clash_bot.STYLES["hard"], view, legal, seed)  # type: ignore[arg-type]
        choice = thinker.choose()
        values = {text: thinker.after(text) for text in legal}
    else:
        if view["mode"] == "workshop":
            return _workshop_ranked(view, legal)
        if view.get("phase") == "draft":
            return [choose_role(view, legal)]  # type: ignore[arg-type]
        planner = Planner(STYLES["hard"], view, legal, seed)  # type: ignore[arg-type]
        choice = planner.choose()
        values = {text: planner.value(text) for text in legal}
    rest = sorted((t for t in legal if t != choice), key=lambda t: -values[t])
    return [choice, *rest]


class Playout:
    confidence = CONFIDENCE

    def candidates(self, view: Mapping[str, Any], legal: list[str], rng: random.Random) -> list[str]:
        return list(dict.fromkeys(legal))

    def prior(self, view: Mapping[str, Any], legal: list[str], candidates: list[str], seed: int) -> list[str]:
        """Hard's choice first, then its next best (``WIDTH`` in all). Laying out a Clash
        cookbook and the role draft are left to Hard: their effects show only many turns later."""
        if view["mode"] == "clash" and view["phase"] == "arrange":
            return [clash_bot.play("hard", view, legal, seed)]  # type: ignore[arg-type]
        return _ranked(view, legal, seed)[:WIDTH]

    def iterations(self, view: Mapping[str, Any], candidates: int) -> int:
        mode = view["mode"]
        if mode == "clash":
            return CLASH_ROUNDS[max(2, sum(view["alive"]))] * candidates
        if mode == "workshop":
            return WORKSHOP_ROUNDS[len(view["hands"])] * candidates
        return min(MAX_PLAYOUTS[mode], ROUNDS[mode] * candidates)

    def playout(self, game: object, data: dict, seat: int, rng: random.Random) -> float:
        if data["mode"] == "clash":
            steps, horizon = 0, CLASH_HORIZON[max(2, sum(data["alive"]))]
            while data["to_move"] is not None and steps < horizon and data["alive"][seat]:
                advance(GAME, data, _clash_act(data, rng))
                steps += 1
            return _clash_result(data, seat)
        if data["mode"] == "workshop":
            steps, horizon = 0, WORKSHOP_HORIZON[data["n"]]
            while data["to_move"] is not None and steps < horizon:
                advance(GAME, data, _workshop_act(data, rng))
                steps += 1
            return _workshop_result(data)
        steps = 0
        while data["to_move"] is not None and steps < CORE_MAX_PLIES:
            advance(GAME, data, _core_act(data, rng))
            steps += 1
        return _core_result(data, seat)


PLAYOUT = Playout()
