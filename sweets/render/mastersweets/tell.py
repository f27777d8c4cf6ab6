"""MasterSweets' move log: each move told in words, from the reader's own views (every mode).

The rules record every move as events (the view's ``recent``, since the reader's own turn
ended); a card drawn or looked at is named only in the views that may see it, the others get a
count, so "Ann drew a card" is all another seat's log can say. A mode's events have kinds of
their own (``steal`` only in Clash of Sweets, ``clue`` only in the Workshop), so the words go by
the event's kind, never by the mode.

When the reader's own turn ends, its window of events starts again and the move's events are no
longer in the view after it; that move is then told from what changed on the reader's side of
the table (its hand, its points, the clues and the spent cards).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from sweets.games.mastersweets.data import CLASH_ICONS, ROLES, SPECIALS, TYPE_OF, points
from sweets.render.telling import and_list, fresh, plural, sentence, who, whom, whose

Ev = Mapping[str, Any]
View = Mapping[str, Any]


def card(cid: Any) -> str:
    """A card id as a player says it: "Cream (3)", "Fresh Delivery"."""
    if not isinstance(cid, str):
        return "a card"
    if cid in SPECIALS:
        return SPECIALS[cid].name
    if cid in TYPE_OF:
        return f"{TYPE_OF[cid].capitalize()} ({points(cid)})"
    return cid


def cards(ids: Any) -> str:
    if not isinstance(ids, list) or not ids:
        return "nothing"
    counted = Counter(card(c) for c in ids)
    return and_list([name if n == 1 else f"{n} × {name}" for name, n in counted.items()])


def _hidden(e: Ev, key: str = "cards") -> str:
    """The cards of an event, or their count where the reader may not see them."""
    if key in e:
        value = e[key]
        return cards(value if isinstance(value, list) else [value])
    return plural(int(e.get("count", 1)), "card")


def _role(rid: Any) -> str:
    return ROLES[rid].name if rid in ROLES else str(rid)


def _recipe(name: Any) -> str:
    return str(name).replace("row", "Row").replace("col", "Column")


def _place(v: View, e: Ev) -> str:
    owner = e.get("owner")
    if isinstance(owner, int) and owner != e.get("seat"):
        return f"{e.get('pos')} of {whose(v, owner)} cookbook"
    return str(e.get("pos"))


def _clue(v: View, e: Ev) -> str:
    clue = str(e.get("clue", ""))
    touched = e.get("touched") or []
    what = f"worth {clue}" if clue.isdigit() else f"in {_recipe(clue)}"
    if not touched:
        return f"gave {whom(v, e.get('target'))} a clue: no card is {what}"
    slots = and_list([str(s) for s in touched])
    return (f"gave {whom(v, e.get('target'))} a clue: {plural(len(touched), 'card')} {what} "
            f"(card{'s' if len(touched) > 1 else ''} {slots})")


def _spent(e: Ev) -> str:
    return f", spending {card(e['card'])}" if "card" in e else ""


# Each kind's words after the actor's name ("Ann" + " took Cream (3) from the market").
WORDS: dict[str, Callable[[View, Ev], str]] = {
    "choose": lambda v, e: f"chose the role {_role(e.get('role'))}",
    "return": lambda v, e: f"put back the role{'s' * (len(e.get('roles') or []) > 1)} "
                           f"{and_list([_role(r) for r in e.get('roles') or []])}",
    "market": lambda v, e: (f"took {card(e.get('card'))} from the market"
                            + (f"; {card(e['refill'])} took its place" if e.get("refill") else "")),
    "draw": lambda v, e: f"drew {_hidden(e, 'cards' if 'cards' in e or 'count' in e else 'card')}",
    "exchange": lambda v, e: (f"gave {card(e.get('gave'))} for the {card(e.get('took'))} at {_place(v, e)}"),
    "play": lambda v, e: (f"played {card(e.get('card'))}"
                          + (f": {CLASH_ICONS[e['icon']].rstrip('.').lower()}" if e.get("icon") in CLASH_ICONS
                             else "")),
    "role": lambda v, e: f"used the {_role(e.get('role'))}'s action",
    "pass": lambda v, e: "passed",
    "cook": lambda v, e: (f"cooked {_recipe(e.get('recipe'))} for {plural(int(e.get('points', 0)), 'point')}"
                          + (f", giving {cards(e['paid'])}" if e.get("paid") else "")),
    "discard": lambda v, e: f"discarded {card(e.get('card'))}",
    "swap": lambda v, e: f"swapped the cookbook cards at {e.get('a')} and {e.get('b')}{_spent(e)}",
    "replace": lambda v, e: (f"replaced {card(e.get('old'))} at {e.get('pos')}: {card(e.get('new'))} "
                             f"took its place"
                             + (f", spending {cards(e['cards'])}" if e.get("cards") else "")),
    "salvage": lambda v, e: f"took {card(e.get('card'))} back from the discard pile",
    "keep": lambda v, e: (f"kept {_hidden(e, 'card')}"
                          + (f" and put {plural(int(e['under']), 'card')} under the deck" if e.get("under")
                             else "")
                          + (f" and discarded {cards(e['discarded'])}" if e.get("discarded") else "")),
    "peek": lambda v, e: f"looked at {_hidden(e)} from the top of the deck",
    "renew": lambda v, e: f"laid out a new market: {cards([c for c in e.get('new') or [] if c])}",
    "extra": lambda v, e: f"gets {plural(int(e.get('count', 1)), 'more action')}",
    "shape": lambda v, e: f"chose a {str(e.get('shape', '')).replace('x', ' × ')} cookbook",
    "ready": lambda v, e: f"laid out {'your' if e.get('seat') == v.get('seat') else 'their'} cookbook",
    "improve": lambda v, e: f"improved the card at {e.get('pos')}",
    "steal": lambda v, e: (f"stole {_recipe(e.get('recipe'))} from {whom(v, e.get('victim'))}: "
                           f"{cards(e.get('cards'))}, paying {cards(e.get('paid'))}"),
    "leave": lambda v, e: "left the game: their cookbook is empty",
    "remove": lambda v, e: f"removed {card(e.get('card'))} from {_place(v, e)}",
    "point": lambda v, e: (f"pointed {card(e.get('card'))} at {e.get('pos')}: "
                           + ("a match, the cookbook card turns face down" if e.get("match")
                              else "no match, the card is spent")),
    "clue": lambda v, e: _clue(v, e) + _spent(e),
    "shift": lambda v, e: (f"moved the market on: {card(e.get('out'))} went out"
                           + (f", {card(e['new'])} came in" if e.get("new") else "")),
    "george_draw": lambda v, e: f"drew {card(e.get('card'))}" if e.get("card") else "drew no ingredient",
    "george_takes": lambda v, e: f"took {card(e.get('card'))} from {e.get('pos')} of the cookbook",
}


def _table_event(v: View, e: Ev) -> str:
    """An event of the table itself (no seat)."""
    kind = e.get("kind")
    if kind == "refill":
        return f"{card(e.get('card'))} was laid out in market slot {e.get('slot')}" if e.get("card") else ""
    if kind == "reshuffle":
        return f"The discard pile was shuffled into a new deck of {plural(int(e.get('count', 0)), 'card')}"
    if kind == "end":
        if e.get("result"):
            return "The team won: every cookbook card is face down" if e["result"] == "won" else \
                "The team lost: no one can play on"
        if isinstance(e.get("winner"), int):
            return f"{who(v, e['winner'])} won: the last cookbook standing"
        return "The game is over"
    return ""


def event_line(v: View, e: Ev) -> str:
    """One event in words ("" for one that says nothing a player needs)."""
    seat = e.get("seat")
    if seat is None:
        return _table_event(v, e)
    words = WORDS.get(str(e.get("kind")))
    if words is None:
        return ""
    return sentence(f"{who(v, seat)} {words(v, e)}")


def _ids(cells: Any) -> set[str]:
    return {c.get("id") for row in cells or [] for c in row if c}


def _own_book(view: View) -> set[str]:
    """The ids in the shared cookbook (Clash of Sweets' own moves are told in ``tell_clash.py``)."""
    return _ids((view.get("cookbook") or {}).get("cells"))


def _own_cards(before: View, after: View) -> list[str]:
    """The reader's own move told from its hand: where each card it got came from, where each
    card it gave up went."""
    old = Counter(c.get("id") for c in before.get("hand") or [] if c)
    new = Counter(c.get("id") for c in after.get("hand") or [] if c)
    got, gave = list((new - old).elements()), list((old - new).elements())
    market = {c.get("id") for c in before.get("market") or [] if c}
    discard = [c.get("id") for c in before.get("discard") or []]
    book_before, book_after = _own_book(before), _own_book(after)
    found = []
    swapped_in = [c for c in gave if c in book_after - book_before]
    swapped_out = [c for c in got if c in book_before - book_after]
    if swapped_in and swapped_out:
        found.append(f"You gave {cards(swapped_in)} for {cards(swapped_out)} of the cookbook")
    thrown = [c for c in gave if c not in swapped_in]
    gone = Counter(c.get("id") for c in after.get("discard") or []) - Counter(discard)
    steps = (before.get("turn") or {}).get("steps") or []
    # a card thrown while a discard step is pending was discarded, a special card too (not played)
    discarding = bool(steps) and steps[0][0] == "discard"
    played = [c for c in thrown if c in gone and c in SPECIALS and not discarding]
    if played:  # told before what it drew
        found.append(f"You played {cards(played)}")
    from_market = [c for c in got if c in market and c not in swapped_out]
    if from_market:
        found.append(f"You took {cards(from_market)} from the market")
    salvaged = [c for c in got if c in discard and c not in from_market and c not in swapped_out]
    if salvaged:
        found.append(f"You took {cards(salvaged)} back from the discard pile")
    drawn = [c for c in got if c not in market and c not in discard and c not in swapped_out]
    if drawn:
        found.append(f"You drew {cards(drawn)}")
    rest = [c for c in thrown if c not in played]
    if rest and discarding:
        found.append(f"You discarded {cards(rest)}")
    elif rest:
        found.append(f"You gave up {cards(rest)}")
    return found


def _moved_in_book(before: View, after: View) -> list[str]:
    """A role's or special's swap or replace, which leaves the hand as it was."""
    old, new = _places(before), _places(after)
    changed = sorted(p for p in new if old.get(p) != new[p])
    if len(changed) == 2 and old.get(changed[0]) == new[changed[1]]:
        return [f"You swapped the cookbook cards at {changed[0]} and {changed[1]}"]
    if len(changed) == 1 and len(old) == len(new):
        place = changed[0]
        return [f"You replaced {card(old.get(place))} at {place}: {card(new[place])} took its place"]
    return []


def _places(view: View) -> dict[str, str]:
    book = view.get("cookbook") or {}
    return {f"{'abcdefghijkl'[c]}{r + 1}": card.get("id") for r, row in enumerate(book.get("cells") or [])
            for c, card in enumerate(row) if card}


def _workshop_spent(before: View, after: View, spent: list[str], clued: bool) -> list[str]:
    """A Workshop move of the reader's own: the spent cards are face up, the cookbook shows the rest."""
    old, new = _places(before), _places(after)
    changed = sorted(p for p in new if old.get(p) != new[p])
    turned = int(after.get("face_down") or 0) - int(before.get("face_down") or 0)
    if turned > 0:
        return [f"You pointed {cards(spent)}: a match, {plural(turned, 'cookbook card')} turned face down"]
    if len(changed) == 2:
        return [f"You swapped the cookbook cards at {changed[0]} and {changed[1]}, spending {cards(spent)}"]
    if len(changed) == 1:
        place = changed[0]
        return [f"You replaced {card(old.get(place))} at {place}: {card(new[place])} took its place, "
                f"spending {cards([c for c in spent if c != old.get(changed[0])])}"]
    if clued:
        return [f"You spent {cards(spent)} on it"]
    return [f"You pointed {cards(spent)} at the cookbook: no match, the card is spent"]


def own_move(before: View, after: View) -> list[str]:
    """The reader's own move, when its events left the view with its turn: told from what
    changed on its side of the table (its role, its sweets, its hand, the clues and spent cards)."""
    seat = before.get("seat")
    found: list[str] = []
    clues = after.get("clues") or []
    for clue in clues[len(before.get("clues") or []):]:
        found.append(sentence(f"{who(after, clue.get('seat'))} " + _clue(after, {
            "target": clue.get("target"), "clue": clue.get("clue"), "touched": clue.get("touched")})))
    spent = (after.get("out") or [])[len(before.get("out") or []):]
    if spent:
        clued = bool(clues[len(before.get("clues") or []):])
        found += _workshop_spent(before, after, [c.get("id") for c in spent], clued)
    if not isinstance(seat, int):
        return found
    roles_before, roles_after = before.get("roles") or [], after.get("roles") or []
    had_role = seat < len(roles_before) and roles_before[seat]
    if seat < len(roles_after) and roles_after[seat] and not had_role:
        found.append(f"You chose the role {roles_after[seat].get('name')}")
    pile_before = (before.get("completed") or [[]] * (seat + 1))[seat]
    pile_after = (after.get("completed") or [[]] * (seat + 1))[seat]
    gain = sum(c.get("points", 0) for c in pile_after) - sum(c.get("points", 0) for c in pile_before)
    # a cook whose substitutions lost every card earns nothing, yet its recipe left the cookbook
    # for the discard pile (a replaced card is followed by another; George keeps what he takes)
    book_before, book_after = _own_book(before), _own_book(after)
    cooked = len(book_after) < len(book_before) and bool(book_before - book_after & (
        _ids([[c for c in after.get("discard") or [] if c]]) | _ids([pile_after])))
    if gain > 0 or cooked:
        found.append(f"You cooked a recipe for {plural(gain, 'point')}")
    else:
        found += _own_cards(before, after) or ([] if spent else _moved_in_book(before, after))
    return found or ["You ended your turn"]


def tell(before: View, after: View, actor: str,
         own: Callable[[View, View], list[str]] = own_move) -> list[str]:
    """The move between two views of the reader's seat, in words, oldest first. ``own``
    tells the reader's own move from the views when its events are gone: the mode's table
    passes its own (``Table.own_move``)."""
    new, same_window = fresh(before.get("recent") or [], after.get("recent") or [])
    seat = before.get("seat")
    # the reader's own move whose events went with its turn (or that added none to its window);
    # George's turn, played inside the person's move (Alone in the Kitchen), is none of its events
    mine = seat is not None and seat == before.get("to_move") and not (
        same_window and any(e.get("seat") != "George" for e in new))
    found = own(before, after) if mine else []
    found += [line for line in (event_line(after, e) for e in new) if line]
    return found or [f"{actor} made a move"]
