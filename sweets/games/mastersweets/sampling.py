"""A MasterSweets position drawn from what one seat knows (``Game.sample``), for computer players
that search.

Core game and Alone in the Kitchen: hidden from a seat are the other hands, the order of the deck
and the cards another player is looking at (an ability's peek). Clash of Sweets: the other hands,
the deck, and which copy lies face down under an improved card (its type is that of the card
above it). Sweets Workshop: the seat's own hand and the deck; the own hand is dealt so that every
clue the seat received still holds.

Everything else lies face up and stays in the view, and the view's events since the seat's last
turn are all the record a sample keeps (``seen`` starts at 0). No memory: a market card another
player took is public, but a sample may deal it elsewhere (the rules never depend on it).
Counters the views do not show (``draws``, ``turn_no``) only ever compare with themselves one
action apart (undo), so a sample starts them at 0 (the Workshop's turn count stamps its clues, so
it carries on from the view's ply there).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from sweets.games.mastersweets import grid as gr
from sweets.games.mastersweets.data import INGREDIENT_IDS, ROLES, SPECIALS, TYPE_OF, points

ALL_CARDS = (*INGREDIENT_IDS, *SPECIALS)


def _id(card: dict | None) -> str | None:
    return None if card is None else card["id"]


def _ids(cards: list) -> list[str]:
    return [c["id"] for c in cards]


def _grid(cells: list[list]) -> list[list[str | None]]:
    return [[_id(c) for c in row] for row in cells]


def _stored_events(view: Mapping[str, Any]) -> list[dict]:
    return [dict(e) for e in view["recent"]]


def _unseen(seen: list[str], universe: tuple[str, ...]) -> list[str]:
    """The cards of ``universe`` the seat cannot place, in a fixed order (shuffle them after)."""
    known = set(seen)
    assert len(known) == len(seen), "a card shows twice in the view"
    return [c for c in universe if c not in known]


def _deal(pool: list[str], sizes: list[int]) -> list[list[str]]:
    dealt = []
    for size in sizes:
        dealt.append(pool[:size])
        del pool[:size]
    return dealt


def _hands_and_deck(pool: list[str], view: Mapping[str, Any],
                    own: list[str]) -> tuple[list[list[str]], list[str]]:
    """The other seats' hands, then the deck, from the unseen cards; the seat keeps its own hand."""
    seat = view["seat"]
    hands = _deal(pool, [0 if s == seat else size for s, size in enumerate(view["hand_sizes"])])
    if seat is not None:
        hands[seat] = own
    deck = pool[:view["deck_size"]]
    assert len(deck) == view["deck_size"] and not pool[view["deck_size"]:], \
        "the view does not add up to the cards of the game"
    return hands, deck


def george_of(view: Mapping[str, Any]) -> dict:
    """Alone in the Kitchen: George's part of the position, all of it in the view."""
    g = view["george"]
    return {"completed": _ids(g["completed"]), "drawn": _id(g["drawn"]), "skipped": _ids(g["skipped"]),
            "candidates": [list(gr.parse_pos(p) or ()) for p in g["candidates"]], "why": g["why"]}


def core(view: Mapping[str, Any], rng: random.Random, mode: str, george: dict | None = None) -> dict:
    """A core game's position (``mode``: the one the rules store); Alone in the Kitchen gives
    ``george`` (see :func:`george_of`)."""
    n, seat = len(view["players"]), view["seat"]
    cookbook = _grid(view["cookbook"]["cells"])
    market = [_id(c) for c in view["market"]]
    discard, returned = _ids(view["discard"]), _ids(view["returned"])
    completed = [_ids(pile) for pile in view["completed"]]
    unused = [] if view["specials_in_play"] else list(SPECIALS)
    turn = view["turn"]
    mine = seat is not None and seat == view["to_move"]
    peek = _ids(turn["peek"]) if mine else []
    own = _ids(view["hand"]) if seat is not None else []
    seen = [*gr.cards(cookbook), *(c for c in market if c), *discard, *returned, *unused, *own, *peek]
    seen += [c for pile in completed for c in pile]
    if george is not None:
        seen += george["completed"]
    pool = _unseen(seen, ALL_CARDS)
    rng.shuffle(pool)
    if not mine:
        peek = pool[:turn["peek_count"]]
        del pool[:turn["peek_count"]]
    hands, deck = _hands_and_deck(pool, view, own)

    roles = [_id(r) for r in view["roles"]]
    offer = _ids(view["role_offer"])
    returned_roles = _ids(view["roles_returned"])
    shown_roles = {*offer, *returned_roles, *(r for r in roles if r)}
    data = {
        "rng": rng.getrandbits(64),
        "to_move": view["to_move"],
        "n": n,
        "mode": mode,
        "roles_on": bool(offer) or any(roles),
        "deck": deck,
        "discard": discard,
        "unused": unused,
        "returned": returned,
        "hands": hands,
        "completed": completed,
        "market": market,
        "roles": roles,
        "role_offer": offer,
        "roles_returned": returned_roles,
        "roles_box": [r for r in ROLES if r not in shown_roles],
        "draws": 0,
        "turn_no": 0,
        "turn": {"steps": [list(s) for s in turn["steps"]], "extra": turn["extra"], "peek": peek,
                 "source": turn["ability"]},
        "events": _stored_events(view),
        "seen": [0] * n,
        "phase": view["phase"],
        "cookbook": cookbook,
        "first": view["first_player"],
        "draft_order": list(view["draft_order"]),
    }
    if george is not None:
        data["george"] = george
    return data


def clash(view: Mapping[str, Any], rng: random.Random) -> dict:
    n, seat = len(view["players"]), view["seat"]
    books = [_grid(b["cells"]) for b in view["books"]]
    market = [_id(c) for c in view["market"]]
    discard, returned = _ids(view["discard"]), _ids(view["returned"])
    own = _ids(view["hand"]) if seat is not None else []
    turn = view["turn"]
    loot = _ids(turn["loot"])
    ability = turn["ability"]
    steps = [list(s) for s in turn["steps"]]
    # An improve icon's card waits to go under a card until its step is done.
    held = [ability] if ability and SPECIALS[ability].clash == "improve" and any(
        kind == "improve" for kind, _ in steps) else []
    seen = [*(c for b in books for c in gr.cards(b)), *(c for c in market if c), *discard, *returned,
            *own, *loot, *held]
    pool = _unseen(seen, ALL_CARDS)
    rng.shuffle(pool)
    under: list[list[list[str | None]]] = []
    for book, shown in zip(books, view["books"], strict=True):
        layer: list[list[str | None]] = []
        for r, row in enumerate(shown["improved"]):
            cells: list[str | None] = []
            for c, improved in enumerate(row):
                if improved:
                    # Mostly a card of the top's type; but an exchange or a special card's
                    # improve leaves another card under it, so any unseen card will do when no
                    # card of that type is left unseen (the pool is shuffled: a random one).
                    kind = TYPE_OF[book[r][c]]  # type: ignore[index]
                    card = next((x for x in pool if TYPE_OF.get(x) == kind), pool[0])
                    pool.remove(card)
                    cells.append(card)
                else:
                    cells.append(None)
            layer.append(cells)
        under.append(layer)
    hands, deck = _hands_and_deck(pool, view, own)
    return {
        "rng": rng.getrandbits(64),
        "to_move": view["to_move"],
        "n": n, "mode": "clash", "phase": view["phase"], "first": view["first_player"],
        "deck": deck, "discard": discard, "returned": returned,
        "hands": hands, "books": books, "under": under,
        "alive": list(view["alive"]), "left": list(view["left"]), "ready": list(view["ready"]),
        "market": market, "draws": 0, "turn_no": 0,
        # The hand limit asks for its discards once a turn: they are its only discard step.
        "turn": {"steps": steps, "source": ability, "loot": loot, "held": held,
                 "limited": any(kind == "discard" for kind, _ in steps)},
        "events": _stored_events(view), "seen": [0] * n,
    }


def _fits(card: str, clues: list[dict]) -> bool:
    """Whether ``card`` agrees with everything the clues said of the card in its place."""
    for clue in clues:
        said = points(card) == clue["value"] if "value" in clue else TYPE_OF[card] in clue["types"]
        if said != clue["yes"]:
            return False
    return True


def _own_hand(slots: list[dict], pool: list[str], rng: random.Random) -> list[str]:
    """Cards for the seat's own (unseen) slots from ``pool``, each fitting its clues: the most
    constrained slots first, a fresh try when a choice left a later slot nothing that fits."""
    def test(clues: list[dict]) -> Callable[[str], bool]:
        return lambda card: _fits(card, clues)

    tests = [test(s["clues"]) for s in slots]
    for _ in range(50):
        left = list(pool)
        chosen: dict[int, str] = {}
        order = sorted(range(len(slots)), key=lambda i: sum(map(tests[i], left)))
        for i in order:
            fitting = [c for c in left if tests[i](c)]
            if not fitting:
                break
            card = rng.choice(fitting)
            left.remove(card)
            chosen[i] = card
        else:
            return [chosen[i] for i in range(len(slots))]
    raise AssertionError("no hand agrees with the clues given")


def workshop(view: Mapping[str, Any], rng: random.Random) -> dict:
    n = len(view["players"])
    cells = view["cookbook"]["cells"]
    book = [[c["id"] for c in row] for row in cells]
    down = [[c["down"] for c in row] for row in cells]
    out = _ids(view["out"])
    shown_hands = [[s["card"]["id"] if s["card"] else None for s in hand] for hand in view["hands"]]
    seen = [*gr.cards(book), *out, *(c for hand in shown_hands for c in hand if c)]
    pool = _unseen(seen, INGREDIENT_IDS)
    rng.shuffle(pool)
    hands: list[list[str]] = []
    for slots, shown in zip(view["hands"], shown_hands, strict=True):
        if all(shown):
            hands.append([c for c in shown if c])
        else:
            hand = _own_hand(slots, pool, rng)
            for card in hand:
                pool.remove(card)
            hands.append(hand)
    deck = pool
    assert len(deck) == view["deck_size"], "the view does not add up to the cards of the game"
    return {
        "rng": rng.getrandbits(64),
        "to_move": view["to_move"],
        "n": n, "mode": "workshop", "phase": view["phase"], "result": view["result"],
        "first": view["first_player"], "deck": deck, "out": out, "book": book, "down": down,
        "hands": hands,
        "clues": [[[dict(c) for c in s["clues"]] for s in hand] for hand in view["hands"]],
        "clue_log": [dict(c, touched=list(c["touched"])) for c in view["clues"]],
        # Every Workshop action is a whole turn, and clues are stamped with the turn they came in.
        "draws": 0, "turn_no": view["ply"] + 1, "events": _stored_events(view), "seen": [0] * n,
    }
