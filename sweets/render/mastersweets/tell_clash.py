"""Clash of Sweets: the reader's own move told when its events left the view with its turn.

A Clash move reaches into every cookbook (an exchange, a theft, a Burnt Batch take cards from the
*others'* books) and its pending step (keep, discard, improve, remove, exchange) says what kind
of move it was; the core game's telling from the hand alone cannot see either, and told an
exchange as "You drew Sugar (5). You gave up Eggs (1)". So the move's events are rebuilt from
the two views (card ids are unique, so each card is found wherever it went) and told with the
very words the other seats read (``tell.WORDS``), in the order the rules record them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from sweets.games.mastersweets.data import SPECIALS
from sweets.render.mastersweets.tell import event_line

View = Mapping[str, Any]
Ev = dict[str, Any]
COLS = "abcdefghijkl"


def _cells(book: Mapping[str, Any]) -> dict[str, str]:
    """A cookbook's card ids by place ("a1")."""
    return {f"{COLS[c]}{r + 1}": cell.get("id") for r, row in enumerate(book.get("cells") or [])
            for c, cell in enumerate(row) if cell}


def _improved(book: Mapping[str, Any]) -> set[str]:
    return {f"{COLS[c]}{r + 1}" for r, row in enumerate(book.get("improved") or [])
            for c, on in enumerate(row) if on}


def _ids(cards: Any) -> list[str]:
    return [c.get("id") for c in cards or [] if c]


def _books(view: View) -> list[Mapping[str, Any]]:
    return list(view.get("books") or [])


def _newly_improved(before: View, after: View, seat: int) -> str | None:
    fresh = _improved(_books(after)[seat]) - _improved(_books(before)[seat])
    return min(fresh) if fresh else None


def _exchange(before: View, after: View, seat: int, gave: list[str], got: list[str]) -> Ev | None:
    """A hand card laid where a cookbook card was, that card now in the hand (any cookbook)."""
    if len(gave) != 1 or len(got) != 1:
        return None
    for owner, (old, new) in enumerate(zip(_books(before), _books(after), strict=False)):
        old_cells, new_cells = _cells(old), _cells(new)
        for pos, cid in new_cells.items():
            if cid == gave[0] and old_cells.get(pos) == got[0]:
                return {"seat": seat, "kind": "exchange", "owner": owner, "gave": gave[0], "took": got[0],
                        "pos": pos}
    return None


def _leaves(before: View, after: View) -> list[Ev]:
    gone = [s for s in after.get("left") or [] if s not in (before.get("left") or [])]
    return [{"seat": s, "kind": "leave"} for s in gone]


def _remove(before: View, after: View, seat: int) -> list[Ev]:
    """A Burnt Batch: a card (or only its improving card) of another cookbook to the discard pile."""
    spent = list((Counter(_ids(after.get("discard"))) - Counter(_ids(before.get("discard")))).elements())
    for owner, (old, new) in enumerate(zip(_books(before), _books(after), strict=False)):
        old_cells = _cells(old)
        lost = set(old_cells.values()) - set(_cells(new).values())
        if lost:
            cid = lost.pop()
            pos = next(p for p, c in old_cells.items() if c == cid)
            return [{"seat": seat, "kind": "remove", "owner": owner, "pos": pos, "card": cid},
                    *_leaves(before, after)]
        unimproved = _improved(old) - _improved(new)
        if unimproved and spent:
            return [{"seat": seat, "kind": "remove", "owner": owner, "pos": min(unimproved),
                     "card": spent[0]}]
    return []


def _steal(before: View, after: View, seat: int, paid: list[str]) -> list[Ev]:
    """A recipe of another cookbook gone, paid for from the hand (one of two cards: the turn ends)."""
    for victim, (old, new) in enumerate(zip(_books(before), _books(after), strict=False)):
        old_cells = _cells(old)
        lost = set(old_cells.values()) - set(_cells(new).values())
        if victim == seat or not lost:
            continue
        for rec in old.get("recipes") or []:
            ids = [old_cells.get(p) for p in rec.get("cards") or []]
            if set(ids) == lost:
                return [{"seat": seat, "kind": "steal", "victim": victim, "recipe": rec.get("name"),
                         "cards": ids, "paid": paid}, *_leaves(before, after)]
    return []


def _stepped(before: View, after: View, seat: int, step: str, gave: list[str], got: list[str]) -> list[Ev]:
    """A move answering the turn's pending step."""
    turn = before.get("turn") or {}
    if step == "keep" and got:
        loot = Counter(_ids(turn.get("loot")))
        loot[got[0]] -= 1
        return [{"seat": seat, "kind": "keep", "card": got[0], "discarded": list(loot.elements())}]
    if step == "discard" and gave:
        return [{"seat": seat, "kind": "discard", "card": gave[0]}]
    if step == "improve":
        pos = _newly_improved(before, after, seat)
        return [{"seat": seat, "kind": "improve", "pos": pos}] if pos else []
    if step == "remove":
        return _remove(before, after, seat)
    if step == "exchange":
        found = _exchange(before, after, seat, gave, got)
        return [found] if found else []
    return []


def _action(before: View, after: View, seat: int, gave: list[str], got: list[str]) -> list[Ev]:
    """A turn's one action (with nothing left to decide after it)."""
    market = _ids(before.get("market"))
    if got and not gave:
        if got[0] in market:
            slot = market.index(got[0])
            refill = (after.get("market") or [None] * (slot + 1))[slot]
            return [{"seat": seat, "kind": "market", "slot": slot + 1, "card": got[0],
                     "refill": refill.get("id") if refill else None}]
        return [{"seat": seat, "kind": "draw", "cards": got}]
    played = [c for c in gave if c in SPECIALS]
    if played:
        found: list[Ev] = [{"seat": seat, "kind": "play", "card": played[0],
                            "icon": SPECIALS[played[0]].clash}]
        return found + ([{"seat": seat, "kind": "draw", "cards": got}] if got else [])
    pos = _newly_improved(before, after, seat)
    if pos:
        return [{"seat": seat, "kind": "improve", "pos": pos, "cards": gave}]
    exchange = _exchange(before, after, seat, gave, got)
    if exchange:
        return [exchange]
    if gave:
        return _steal(before, after, seat, gave)
    return [{"seat": seat, "kind": "pass"}]


def own_events(before: View, after: View) -> list[Ev]:
    """The events of the reader's own move, rebuilt from its two views."""
    seat = before.get("seat")
    if not isinstance(seat, int) or seat >= len(_books(before)) or seat >= len(_books(after)):
        return []
    if (before.get("ready") or [True] * (seat + 1))[seat] is False:
        done = (after.get("ready") or [False] * (seat + 1))[seat]
        return [{"seat": seat, "kind": "ready"}] if done else []
    old, new = Counter(_ids(before.get("hand"))), Counter(_ids(after.get("hand")))
    got, gave = list((new - old).elements()), list((old - new).elements())
    steps = (before.get("turn") or {}).get("steps") or []
    if steps:
        return _stepped(before, after, seat, str(steps[0][0]), gave, got)
    return _action(before, after, seat, gave, got)


def own_move(before: View, after: View) -> list[str]:
    """The reader's own Clash move in words ("You ended your turn" when it changed nothing: a
    step given up with Done)."""
    lines = [event_line(after, e) for e in own_events(before, after)]
    return [line for line in lines if line] or ["You ended your turn"]
