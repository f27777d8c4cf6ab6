"""The MasterSweets move log tells each seat's own moves and the others' truly, in every mode.

A seat's own move is told from its two views once the move's events left its window with its
turn; these tests hold that telling against the move's real events (the rules' own record), as
the mover would read them. Clash of Sweets once told an exchange with another player's cookbook
as "You drew Sugar (5). You gave up Eggs (1)", a theft as "You gave up ...", a Burnt Batch or an
improving special as "You ended your turn" and a discarded special as played (issue 32).
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from sweets.games import get
from sweets.games.mastersweets.data import card_sort_key
from sweets.games.mastersweets.view import _event_view
from sweets.render import mastersweets as R
from sweets.render.mastersweets.tell import card, event_line
from sweets.render.telling import fresh

GAME = get("mastersweets")
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def _play(mode: str, n: int, seed: int, limit: int = 700):
    """(state, move, next state) of a random game, cookbooks laid out as dealt."""
    state = GAME.new(NAMES[:n], seed, {"mode": mode})
    rng = random.Random(seed)
    while not state.is_over and state.ply < limit:
        legal = state.legal_actions()
        ready = [a for a in legal if str(a) == "ready"]
        action = ready[0] if ready else rng.choice(legal)
        after = state.apply(action)
        yield state, action, after
        state = after


def _move_events(state, after, reader):
    """The move's events as ``reader`` may read them: the newest of the rules' record, as many as
    a seat that did not move saw arrive (its window stays put)."""
    witness = next((s for s in range(len(state.players)) if s != state.to_move
                    and after.view(s).get("alive", [True] * 9)[s] is not False), None)
    if witness is None:  # alone at the table: the record keeps no move the player has seen,
        # so the move's kind is its verb ("play s2"); George's part stays in the window
        george = fresh(state.view(reader)["recent"], after.view(reader)["recent"])[0]
        return [{"seat": state.to_move, "kind": str(action_of(state, after)).split()[0]}, *george]
    count = len(fresh(state.view(witness)["recent"], after.view(witness)["recent"])[0])
    record = after.data["events"]
    return [_event_view(e, reader) for e in record[len(record) - count:]] if count else []


def action_of(state, after):
    return after.log[state.ply]


def _canon(event):
    """Cards drawn from the deck in the order of the hand (the views keep no drawing order)."""
    if event.get("kind") == "draw" and isinstance(event.get("cards"), list):
        return {**event, "cards": sorted(event["cards"], key=card_sort_key)}
    return event


def _own_moves(mode: str, n: int, seeds: range):
    """Each move of the seat to move whose events left its window, with its real events."""
    for seed in seeds:
        for state, action, after in _play(mode, n, seed):
            mover = state.to_move
            before_view, after_view = state.view(mover), after.view(mover)
            new, same = fresh(before_view["recent"], after_view["recent"])
            if same and new:
                continue  # told from its events, which are still in the window
            yield action, before_view, after_view, _move_events(state, after, mover)


@pytest.mark.parametrize("n", [2, 3, 5])
def test_clash_own_moves_are_told_as_the_rules_recorded_them(n: int) -> None:
    kinds: Counter[str] = Counter()
    for action, before, after, events in _own_moves("clash", n, range(4)):
        told = R.tell(before, after, "You")
        mine = [_canon(e) for e in events if isinstance(e.get("seat"), int)]
        kinds.update(e["kind"] for e in mine)
        expected = [line for line in (event_line(after, e) for e in mine) if line] or ["You ended your turn"]
        if told != expected and [e["kind"] for e in mine][:1] == ["steal"]:
            # a one-card cookbook is both a row and a column: either name is the same theft
            steal = mine[0]
            assert len(steal["cards"]) == 1, (str(action), told, expected)
            assert told[0].split(" from ")[1:] == expected[0].split(" from ")[1:], (str(action), told)
            continue
        assert told == expected, (str(action), told, expected)
    # every kind of own move a Clash turn can end on was met (else the test proves little)
    assert {"exchange", "steal", "improve", "market", "draw", "discard", "keep", "play"} <= set(kinds), kinds


def test_clash_exchange_with_another_cookbook_is_told_as_an_exchange() -> None:
    """The defect itself: seat 1 gives a card for one of seat 0's cookbook."""
    state = GAME.new(NAMES[:3], 1, {"mode": "clash", "first_player": 0})
    for _ in range(3):
        state = state.apply(GAME.parse_action(state, "ready"))
    for _ in range(4):  # each takes a card to give
        state = state.apply(GAME.parse_action(state, "draw"))
    assert state.to_move == 1
    move = next(a for a in state.legal_actions() if str(a).startswith("exchange") and " p1:" in str(a))
    kind, place = str(move).split()[1], str(move).split(":")[1]
    given = next(c["id"] for c in state.view(1)["hand"] if c["type"] == kind)
    taken = state.view(1)["books"][0]["cells"][int(place[1:]) - 1]["abcdefghijkl".index(place[0])]["id"]
    after = state.apply(move)
    assert R.tell(state.view(1), after.view(1), "You") == [
        f"You gave {card(given)} for the {card(taken)} at {place} of Ann's cookbook"]
    assert R.tell(state.view(0), after.view(0), "Bob") == [
        f"Bob gave {card(given)} for the {card(taken)} at {place} of your cookbook"]


@pytest.mark.parametrize("mode,n", [("clash", 3), ("core", 3), ("workshop", 3), ("core", 2)])
def test_other_seats_read_every_move_as_recorded(mode: str, n: int) -> None:
    """Another seat's window keeps the move's events, so its log is those events, named from its
    side of the table (hidden cards as a count)."""
    for state, action, after in _play(mode, n, 5, limit=250):
        for reader in range(n):
            if reader == state.to_move:
                continue
            before_view, after_view = state.view(reader), after.view(reader)
            new, _ = fresh(before_view["recent"], after_view["recent"])
            expected = [line for line in (event_line(after_view, e) for e in new) if line]
            told = R.tell(before_view, after_view, NAMES[state.to_move])
            assert told == (expected or [f"{NAMES[state.to_move]} made a move"]), (str(action), told)
            drew = any(e.get("kind") == "draw" and e.get("seat") == state.to_move for e in new)
            if drew and mode != "workshop":  # a card drawn is the drawer's secret (the Workshop's
                # drawer is the one who may not see it)
                assert any(re.search(r"drew \d+ cards?$", line.rstrip(".")) for line in told), told


# The words an own move's line starts with, per kind of event it recorded (core, Alone in the
# Kitchen): a line may be shorter than the event's, never say another kind of move.
VERBS = {"play": "You played", "discard": "You discarded", "cook": "You cooked", "market": "You took",
         "swap": "You swapped", "replace": "You replaced", "choose": "You chose the role",
         "point": "You pointed", "clue": "You gave"}
MET = {"core": {"play", "discard", "cook", "market"}, "solo": {"play", "discard", "cook", "market"},
       "workshop": {"point", "swap", "replace", "clue"}}


@pytest.mark.parametrize("mode,n", [("core", 2), ("core", 3), ("solo", 1), ("workshop", 2)])
def test_own_moves_of_the_shared_cookbook_modes_say_what_kind_of_move_it_was(mode: str, n: int) -> None:
    met: Counter[str] = Counter()
    for action, before, after, events in _own_moves(mode, n, range(4)):
        told = R.tell(before, after, "You")
        assert len(set(told)) == len(told), (str(action), told)  # a move is told once
        seat = before["seat"]
        kinds = {e["kind"] for e in events if e.get("seat") == seat}
        for kind, verb in VERBS.items():
            said = any(line.startswith(verb) for line in told)
            if kind in kinds and not ({"play", "discard"} & kinds and kind in {"play", "discard"} and
                                      "cook" in kinds):
                met[kind] += 1
                assert said, (str(action), kind, told)
        if any(line.startswith("You played") for line in told):
            assert "play" in kinds, (str(action), told)
    assert MET[mode] <= set(met), met
