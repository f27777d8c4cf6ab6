"""Why Hard plays a MasterSweets move, in one sentence (``sweets.bots.hints``).

Each mode's Hard weighs moves its own way (``players.Planner`` in the core game and alone against
George, ``clash.Thinker``, ``workshop.Teammate``); :data:`BY_PLAY` pairs each mode's way of playing
with the sentence that reads the same judgement, so this module never asks which mode it is in
(the mode is picked once, by ``bots_for``). The sentence gives what the judgement turned on: the
points a cook scores, the card the closest recipe lacks, what a clue lets a team-mate place.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from sweets.bots.hints import listing, nth, points, words
from sweets.bots.mastersweets import bots_for, clash, players, workshop
from sweets.bots.mastersweets.players import STYLES, Planner, market_card, outlook

NUMBERS = {1: "one", 2: "two", 3: "three"}
SPECIAL = "Take the special card {} from the market: it is worth more than any ingredient there."


def recipe_words(name: str) -> str:
    """``row 2`` -> "the second row"; ``col b`` -> "the second column"."""
    kind, _, index = name.partition(" ")
    if kind == "row" and index.isdigit():
        return f"the {nth(int(index) - 1)} row"
    if kind == "col" and len(index) == 1 and index.isalpha():
        return f"the {nth(ord(index) - ord('a'))} column"
    return "this recipe"


def substitutions(parts: list[str]) -> str:
    """``cream=2eggs`` -> "two eggs stand in for the cream"."""
    said = []
    for part in parts:
        lacking, _, paid = part.partition("=")
        if paid[:1].isdigit() and lacking:
            count = NUMBERS.get(int(paid[0]), paid[0])
            said.append(f"{count} {words(paid[1:])} stand in for the {words(lacking)}")
    return f" ({listing(said)})" if said else ""


def closest_lacking(planner: Planner, t: str) -> str:
    """What a card of type ``t`` does for the seat's closest recipe that contains it."""
    hand = planner.hand
    best: tuple[int, int] | None = None
    for recipe in planner.recipes(planner.book):
        if t in recipe and hand[t] < Counter(recipe)[t]:
            earned, short = outlook(hand, recipe)
            if best is None or (short, -earned) < best:
                best = (short, -earned)
    if best is None:
        return "it keeps the most recipes within reach"
    left = best[0] - 1
    after = "it completes it" if left <= 0 else f"{left} card{'s' if left > 1 else ''} short after it"
    return f"the closest recipe that uses it lacks it ({after})"


def core_why(view: Mapping[str, Any], legal: list[str], move: str, seed: int) -> str:
    w = move.split()
    if view.get("phase") == "draft":
        return (f"Take the {words(w[-1]).title()}: the Hard player ranks roles by the hand size and "
                f"the cards they bring, and this one comes first of those offered.")
    planner = Planner(STYLES["hard"], view, legal, seed)  # type: ignore[arg-type]
    steps = view["turn"]["steps"]
    if w[0] == "cook":
        earned, _, _ = planner.cook_result(move, keep_pairs=bool(steps) and steps[0][0] == "grandma")
        return (f"Cook {recipe_words(f'{w[1]} {w[2]}')}: it scores {points(earned)} now"
                f"{substitutions(w[3:])}, and points in your pile are safe.")
    if w[0] == "market":
        card = market_card(view["market"], int(w[1]))
        if card["kind"] == "special":
            return SPECIAL.format(card["name"])
        return f"Take the {words(card['type'])} from the market: {closest_lacking(planner, card['type'])}."
    if w[0] == "draw":
        return "Draw from the deck: no card in the market brings a recipe closer than a draw does on average."
    if w[0] == "george":
        return "Let George cook where it costs your own recipes least."
    value = planner.value(move)
    now = planner.promise(planner.hand, planner.book)
    change = value - now
    trend = (f"raises your outlook by about {points(change)}" if change >= 0.5
             else "keeps your best recipes in reach")
    if w[0] in ("play", "role"):
        return f"Use this ability now: the Hard player reckons it {trend}."
    if w[0] == "exchange":
        return f"Exchange with the cookbook: it {trend}."
    if w[0] in ("discard", "keep", "salvage"):
        return f"Of the cards you could {w[0]}, this choice {trend}."
    if w[0] == "done":
        return "Stop here: nothing more this turn would help your recipes."
    return f"This choice {trend}."


def clash_why(view: Mapping[str, Any], legal: list[str], move: str, seed: int) -> str:
    thinker = clash.Thinker(clash.STYLES["hard"], view, legal, seed)  # type: ignore[arg-type]
    w = move.split()
    if w[0] in ("shape", "swap", "ready"):
        return ("Lay out your cookbook so its recipes repeat the same ingredients: they are harder for "
                "the others to cook.")
    if w[0] == "steal":
        owner = int(w[1][1:]) - 1
        recipe = next(r for r in view["books"][owner]["recipes"] if r["name"] == f"{w[2]} {w[3]}")
        return (f"Cook {recipe_words(recipe['name'])} of {view['players'][owner]}'s cookbook: it takes "
                f"{len(recipe['cards'])} card{'s' if len(recipe['cards']) > 1 else ''} from their book, "
                f"the biggest blow you can deal now.")
    if w[0] == "market":
        card = market_card(view["market"], int(w[1]))
        if card["kind"] == "special":
            return SPECIAL.format(card["name"])
        return (f"Take the {words(card['type'])} from the market: it brings you closest to cooking from "
                f"another cookbook.")
    if w[0] == "draw":
        return "Draw from the deck: no market card helps an attack more than a draw."
    before = thinker.value(thinker.hand, thinker.books)
    change = thinker.after(move) - before
    trend = (f"improves your position by about {points(change)}" if change >= 0.5
             else "keeps your attacks in reach")
    if w[0] == "play":
        return f"Use this special card now: the Hard player reckons it {trend}."
    return f"The Hard player reckons this {trend}."


def workshop_why(view: Mapping[str, Any], legal: list[str], move: str, seed: int) -> str:
    mate = workshop.Teammate(workshop.STYLES["hard"], view, legal)  # type: ignore[arg-type]
    w = move.split()
    if w[0] == "point":
        slot = int(w[-1]) - 1
        p, _, t = mate.best_play(mate.mine)
        return (f"The clues on your {nth(slot)} card make it {words(t)} about {round(100 * p)} times in 100, "
                f"and the cookbook still wants one: point it out.")
    if w[0] == "clue":
        target = int(w[1][1:]) - 1
        what = w[2] if w[2].isdigit() else f"{w[2]} {w[3]}"
        gain = next((g for g, s, x in mate.clue_values if s == target and x == what), 0.0)
        told = f"the cards worth {what}" if what.isdigit() else f"the cards of {recipe_words(what)}"
        return (f"Tell {view['players'][target]} which of their cards are {told}: it should let them point "
                f"out about {round(gain, 1):g} more cards rightly.")
    if w[0] == "replace":
        return ("A face-up card there can no longer be matched, too few copies are left: replace it while "
                "the deck lasts.")
    return "This is the move the Hard team-mate would make here."


BY_PLAY: dict[Callable[..., str], Callable[[Mapping[str, Any], list[str], str, int], str]] = {
    players.play: core_why,
    clash.play: clash_why,
    workshop.play: workshop_why,
}


def why(view: Mapping[str, Any], legal: list[str], move: str, seed: int) -> str:
    return BY_PLAY[bots_for(view).play](view, legal, move, seed)

