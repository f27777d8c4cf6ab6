"""Why a Sweets Stack move is refused, in words a player can act on (the ``IllegalAction`` text).

Only called for a move that is not among the legal ones, so each branch names the first thing
that rules it out in the position, never a reason that holds for some other move.
"""

from __future__ import annotations

from sweets.engine import Action
from sweets.games.sweets_stack import geometry as geo
from sweets.games.sweets_stack.actions import Drop, Exchange, Out, Play, Under
from sweets.games.sweets_stack.data import CARDS
from sweets.games.sweets_stack.placing import can_rotate


def why_not(data: dict, action: Action) -> str:
    seat, phase = data["to_move"], data["phase"]
    if phase == "exchange":
        return "first say whether you exchange your hand (1 pumpkin): 'exchange' or 'keep'"
    if phase == "arrange":
        if isinstance(action, Under):
            return f"{action.card} is not among the cards you are putting under your deck"
        return ("first put your old hand under your deck: 'under <card>' for the next card, "
                "'under rest' for the rest in the order held")
    if phase == "pick":
        if isinstance(action, Play):
            return f"{action.card} is not in your hand"
        if isinstance(action, Exchange) and data.get("flow", 1) == 2:
            return no_exchange(data, seat)
        return "choose the card you pass on this turn: 'play <card>'"
    if isinstance(action, Out):
        return "the candy you received fits upright: you must mark it"
    if not isinstance(action, Drop):
        return "mark the candy you received on your sheet: 'drop <column> <row>'"
    card = action.card or data["incoming"][seat]["card"]
    listed = geo.listed_turn(CARDS[card].shape, action.rotation)
    if listed != action.rotation:  # the text of such a move is read as the listed one (placing.as_listed)
        same = Drop(action.x, action.y, listed, action.card)
        return f"turned so, the candy has the same shape as {f'r{listed}' if listed else 'upright'}: '{same}'"
    pumpkins = data["pumpkins"][seat]
    if action.cost > pumpkins:
        return f"that costs {action.cost} pumpkins and you have {pumpkins}"
    if action.rotation and not can_rotate(data, seat):
        return "a crossed-out circle tops your scored cards: you cannot rotate now"
    if action.card is not None and action.card not in data["hands"][seat]:
        return f"{action.card} is not in your hand"
    return (f"the candy cannot come to rest at column {action.x}, row {action.y} "
            f"(it must fall from the top, sliding left or right, and land there)")


def no_exchange(data: dict, seat: int) -> str:
    """Why the exchange offered beside the hand (flow 2) is not open to ``seat`` now."""
    if data["exchanged"][seat]:
        return "you have exchanged your hand this turn already: once a turn"
    if not data["decks"][seat]:
        return "your deck is empty: an exchange would bring the same cards back"
    return f"an exchange costs 1 pumpkin and you have {data['pumpkins'][seat]}"
