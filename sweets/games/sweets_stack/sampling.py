"""A Sweets Stack position drawn from what one seat knows (``Game.sample``), for computer players
that search.

Everything on the table is public and stays in the view: sheets, scored and face-down cards,
pumpkins, candles, the cards turned up at the latest reveal, the round results. Hidden from a
seat: the other hands, every deck (its own too: nobody looks at their deck; but the cards it put
under its deck by exchanging stay there, in its chosen order, until drawn), the candies left in
the box below four players, which crown cards Dragon's Fireball dealt to the others, and the
others' secret picks while the table is choosing. A sample deals all of those at random from the
cards the seat cannot place, in the sizes the view gives, and makes each other seat that has
already chosen pick a random card of its sampled hand (the engine keeps the picks under
``secret_choices``; a pick stays in its hand until every pick is in).

No memory: what the table saw of the hidden cards stays in the view, and a sample deals those
cards where the table knows them to be: ``in_hand``, per seat the candies it took into its hand
by changing cards; ``held``, the ones in its hand or deck (taken in, then put under the deck by
an exchange; from the second round on, also those it marked, went out with or held in the last
round, which made its deck for this one).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from sweets.engine import clone
from sweets.engine.simultaneous import KEY as SECRET_CHOICES
from sweets.games.sweets_stack import geometry as geo
from sweets.games.sweets_stack.data import (
    CANDY_IDS,
    CARDS_PER_PLAYER,
    CROWN_IDS,
    SHEET_HEIGHT,
    SHEET_WIDTH,
)


def _ids(cards: list[dict]) -> list[str]:
    return [c["id"] for c in cards]


def _queue(view: Mapping[str, Any], n: int, pumpkins: list[int]) -> list[int]:
    """The seats still to act in the phase on the table (the rules' ``queue``): in the exchange,
    those from the seat to move on who may exchange (nobody after it has acted yet); while
    candies are marked, every seat still holding a received one, in seat order."""
    mover = view["to_move"]
    if view["phase"] == "arrange" and view.get("flow", 1) == 2:
        return []  # an exchange within the seat's own pick: nobody queues
    if view["phase"] in ("exchange", "arrange"):
        # the seat putting its old hand under may have spent its last pumpkin on it
        return [mover] + [s for s in range(mover + 1, n) if view["alive"][s] and view["hand_sizes"][s]
                          and view["deck_sizes"][s] and pumpkins[s] >= 1]
    if view["phase"] == "place":
        return [s for s in range(n) if view["incoming"][s] is not None]
    return []


def sample(view: Mapping[str, Any], rng: random.Random) -> dict:
    n, seat = len(view["players"]), view["seat"]
    hands: list[list[str]] = [[] for _ in range(n)]
    if seat is not None:
        hands[seat] = _ids(view["hand"])
    scored = [_ids(pile) for pile in view["scored"]]
    facedown = [_ids(pile) for pile in view["facedown"]]
    incoming = [None if a is None else {"card": a["card"]["id"], "from": a["from"]} for a in view["incoming"]]
    seen = {c for pile in hands + scored + facedown for c in pile}
    seen |= {a["card"] for a in incoming if a is not None}
    seen |= set(_ids(view["deck_bottom"]))
    in_hand = {card: s for s, cards in enumerate(view["in_hand"]) for card in cards if card not in seen}
    held = {card: s for s, cards in enumerate(view["held"]) for card in cards if card not in seen}
    held.update(in_hand)

    # Dragon's Fireball deals one crown card a player as its round starts; they stay in play.
    fireball_dealt = any(card == "dragons_fireball" for card in view["advanced"][:view["round"]])
    crowns_out = n if fireball_dealt else 0
    box_size = len(CANDY_IDS) - CARDS_PER_PLAYER * n
    candies = [c for c in CANDY_IDS if c not in seen and c not in held]
    rng.shuffle(candies)
    # Which crowns stayed in the box is as hidden as which ones the others hold.
    crowns = [c for c in CROWN_IDS if c not in seen and c not in held]
    rng.shuffle(crowns)
    crowns_in_box = len(CROWN_IDS) - crowns_out
    crown_box = crowns[:crowns_in_box]
    box = candies[:box_size]  # the box holds candies only
    pool = candies[box_size:] + crowns[crowns_in_box:]
    rng.shuffle(pool)
    own_bottom = _ids(view["deck_bottom"])  # the seat put them there itself: they stay, in order
    decks = []
    for s in range(n):
        deck_size = view["deck_sizes"][s] - (len(own_bottom) if s == seat else 0)
        hand_size = 0 if s == seat else view["hand_sizes"][s]
        surely = sorted(card for card, who in in_hand.items() if who == s)
        known = sorted(card for card, who in held.items() if who == s and card not in in_hand)
        free = deck_size + hand_size - len(surely) - len(known)
        cards, pool = known + pool[:free], pool[free:]
        rng.shuffle(cards)
        if s != seat:
            hands[s], cards = surely + cards[:hand_size - len(surely)], cards[hand_size - len(surely):]
        decks.append(cards + (own_bottom if s == seat else []))
    assert not pool, "the view does not add up to the cards in play"

    secret = view.get("secret_choices")
    picks: dict[str, str] = {}
    if secret is not None:
        for s, chosen in enumerate(secret["chosen"]):
            if chosen:
                picks[str(s)] = secret["mine"] if s == seat else f"play {rng.choice(hands[s])}"

    pumpkins = list(view["pumpkins"])
    round_no = view["round"]
    data = {
        "rng": rng.getrandbits(64),
        "to_move": view["to_move"],
        "n": n,
        "flow": view.get("flow", 1),
        "advanced": list(view["advanced"]),
        "round": round_no,
        "decks": decks,
        "box": box,
        "crown_box": crown_box,
        "hands": hands,
        "scored": scored,
        "facedown": facedown,
        "pumpkins": pumpkins,
        "supply_pumpkins": view["supply_pumpkins"],
        "candles": list(view["candles"]),
        "supply_candles": view["supply_candles"],
        "results": clone(view["round_results"]),
        "turn_no": 0,  # only compared with itself, one action apart (undo)
        "played": [None if c is None else c["id"] for c in view["played"]],
        "incoming": incoming,
        "placed": [None if p is None else {**p, "card": p["card"]["id"]} for p in view["placed"]],
        "queue": _queue(view, n, pumpkins) if view["to_move"] is not None else [],
        "card": view["advanced"][round_no - 1],
        "sheets": [geo.board_from_picture("/".join(rows), SHEET_WIDTH, SHEET_HEIGHT)
                   for rows in view["sheets"]],
        "checked": [list(rows) for rows in view["checked"]],
        "alive": list(view["alive"]),
        # Scored cards are cleared at each round's end: a seat has marked a candy this round
        # exactly when it has scored one.
        "marked": [bool(pile) for pile in scored],
        "eliminated_at": list(view["eliminated_at"]),
        "turn": view["turn"],
        "exchanged": list(view["exchanged"]),
        "phase": view["phase"],
        "bottom_known": list(view["deck_bottom_sizes"]),
        "in_hand": [list(cards) for cards in view["in_hand"]],
        "held": [list(cards) for cards in view["held"]],
    }
    if view["phase"] == "arrange":
        data["arrange_draw"] = view["arrange_draw"]
    if secret is not None:
        data[SECRET_CHOICES] = {"seats": list(secret["seats"]), "picks": picks}
    return data

