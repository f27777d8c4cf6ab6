"""Why Hard plays a Sweeet! move, in one sentence (``sweets.bots.hints``).

Hard reads the table with its full memory and plans a few flips ahead (``players.play_steps``):
the sentence gives what that plan weighed, the chance that a new card repeats a number of the turn
(``TurnPlanner.repeat_risk``), what the seat remembers of a face-down card, and the run cards a
stop keeps. Only the seat's view and its own memory of reveals are read.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.bots.hints import listing
from sweets.bots.sweeet.knowledge import BONUSES, HONEY, read_table
from sweets.bots.sweeet.plan import TurnPlanner
from sweets.bots.sweeet.players import STYLES, recall_for
from sweets.games.sweeet.cards import cell_index
from sweets.games.sweeet.view import SweeetView


def _card(card: str) -> str:
    if card == HONEY:
        return "a Honey card"
    if card in BONUSES:
        return f"the {card.replace('_', ' ').title()} bonus"
    return f"an {card}" if card == "8" else f"a {card}"


def _chance(p: float) -> str:
    return f"{round(100 * p)} in 100"


def why(view: Mapping[str, Any], legal: list[str], move: str, seed: int) -> str:
    sv: SweeetView = view  # type: ignore[assignment]
    style = STYLES["hard"]
    table = read_table(sv, recall_for(style, sv))
    planner = TurnPlanner(table, style.weights, style.depth)
    risk = planner.repeat_risk()
    words = move.split()
    if words[0] == "peek":
        return "A look costs nothing: peek at a card you have not seen yet, to know it later."
    if words[0] == "flip":
        cell = cell_index(words[1])
        card = table.known.get(cell)
        if card is not None:
            if card == HONEY:
                return "You remember a Honey card there: turning it up brings you closer to winning on Honey."
            if not planner.safe_to_flip(card):
                return (f"You remember {_card(card)} there; a flip is owed and this one tells the others "
                        "least.")
            return f"You remember {_card(card)} there: turning it up adds it to what you can keep this turn."
        return (f"Turn up a new card: the chance that it repeats a number of this turn is about "
                f"{_chance(risk)}, worth the run cards it may bring.")
    if words[0] == "stop":
        kept = []
        for word in words[1:]:
            name, _, value = word.partition("=")
            card = table.face_up.get(cell_index(name), "")
            if card == "lucky" and value:
                kept.append(f"Lucky as {_card(value)}")
            elif card and card != HONEY and (card in BONUSES or int(card) not in table.run_values):
                kept.append(_card(card))
        keeps = f" and keep {listing(kept)}" if kept else ""
        return (f"Stop now{keeps}: one more card would repeat a number of this turn about "
                f"{_chance(risk)}, and you would lose the turn's cards.")
    return "This is the move the Hard computer player would make here."
