"""Every view of random games matches its game's declared ``TypedDict`` exactly.

Each game package declares what ``state.view(seat)`` holds (``VIEW``, next to ``GAME``) and mypy
checks the renderers and bots against it; this test keeps that declaration true at runtime: no
required key missing, no key undeclared, every value of the declared type, all the way down.
"""

import functools
import importlib
import random
import types
from collections.abc import Callable
from typing import (
    Any,
    Literal,
    NotRequired,
    TypedDict,
    Union,
    get_args,
    get_origin,
    get_type_hints,
    is_typeddict,
)

import pytest

from tests import toy_game
from tests.test_all_games import GAMES, mode_options

# Every game of the menu (GAMES already holds MasterSweets; naming it here again changes nothing).
ALL_GAMES = {"mastersweets": importlib.import_module("sweets.games.mastersweets").GAME, **GAMES}
GAMES_PER_CASE = 2
# No ``from __future__ import annotations`` here: see sweets/engine/views.py.


def view_type(game_id: str) -> Any:
    if game_id == toy_game.GAME.id:
        return toy_game.VIEW
    return importlib.import_module(type(ALL_GAMES[game_id]).__module__.rpartition(".")[0]).VIEW


Check = Callable[[Any, str, list[str]], None]  # (value, where it is, the differences found so far)


def mismatches(value: Any, tp: Any) -> list[str]:
    """Where ``value`` (JSON data) differs from the type ``tp``; empty when it matches exactly."""
    found: list[str] = []
    _checker(tp)(value, "view", found)
    return found


@functools.cache
def _checker(tp: Any) -> Check:
    """A check of values against ``tp``, worked out once per type: views are checked by the
    thousand, and reading the type each time was twenty times slower than making the view."""
    if tp is Any:
        return lambda value, path, found: None
    if is_typeddict(tp):
        fields = {key: _checker(hint) for key, hint in get_type_hints(tp).items()}
        required, name = tp.__required_keys__, tp.__name__

        def typed_dict(value: Any, path: str, found: list[str]) -> None:
            if type(value) is not dict:
                found.append(f"{path}: {type(value).__name__}, not a {name} dict")
                return
            found += [f"{path}: no {key!r}" for key in sorted(required - value.keys())]
            for key, item in value.items():
                check = fields.get(key)
                if check is None:
                    found.append(f"{path}: {key!r} is not declared in {name}")
                else:
                    check(item, f"{path}.{key}", found)
        return typed_dict
    exact = _exact(tp)
    if exact is not None:
        return lambda value, path, found: None if type(value) in exact else found.append(
            f"{path}: {value!r:.80} is not {tp}")
    origin, args = get_origin(tp), get_args(tp)
    if origin in (Union, types.UnionType):
        options = [_checker(arg) for arg in args]

        def union(value: Any, path: str, found: list[str]) -> None:
            failures = []
            for check in options:
                failed: list[str] = []
                check(value, path, failed)
                if not failed:
                    return
                failures.append(failed)
            found.append(f"{path}: {value!r:.80} is none of {tp}: " + min(failures, key=len)[0])
        return union
    if origin is Literal:
        # True == 1, so the type is compared too
        allowed = {(type(a), a) for a in args}
        return lambda value, path, found: None if (type(value), value) in allowed else found.append(
            f"{path}: {value!r:.80} is not one of {args}")
    if origin is list:
        item_check, item_types = _checker(args[0]), _exact(args[0])

        def list_of(value: Any, path: str, found: list[str]) -> None:
            if type(value) is not list:
                found.append(f"{path}: {type(value).__name__}, not a list")
                return
            if item_types is not None and all(type(item) in item_types for item in value):
                return  # the common case, at a glance (Sweeet!'s long lists of reveals)
            for i, item in enumerate(value):
                item_check(item, f"{path}[{i}]", found)
        return list_of
    if origin is dict:
        key_check, item_check = _checker(args[0]), _checker(args[1])

        def dict_of(value: Any, path: str, found: list[str]) -> None:
            if type(value) is not dict:
                found.append(f"{path}: {type(value).__name__}, not a dict")
                return
            for key, item in value.items():
                key_check(key, f"{path} key", found)
                item_check(item, f"{path}[{key!r}]", found)
        return dict_of
    raise TypeError(f"the view types use {tp!r}, which this check does not know")


# As for mypy, an int is a float; a bool is neither.
_SCALARS = {float: (int, float), int: (int,), str: (str,), bool: (bool,), type(None): (type(None),)}


def _exact(tp: Any) -> frozenset[type] | None:
    """The Python types a value of ``tp`` may have, when ``tp`` is a scalar or a union of them."""
    if tp in _SCALARS:
        return frozenset(_SCALARS[tp])
    if get_origin(tp) in (Union, types.UnionType):
        allowed: set[type] = set()
        for arg in get_args(tp):
            part = _exact(arg)
            if part is None:
                return None
            allowed |= part
        return frozenset(allowed)
    return None


def variants(game) -> list[dict]:
    """Each mode, and each value of each setup choice in its mode (the advanced cards, the first
    game without special cards, ...), since they bring keys and values of their own."""
    found = mode_options(game)
    for choice in game.setup_choices:
        for text, _ in choice.values[1:]:
            for options in mode_options(game):
                if not choice.modes or options.get("mode") in choice.modes:
                    found.append({**options, **game.options_from_text({**options, choice.key: text})})
    return found


CASES = [pytest.param(game_id, options, id=f"{game_id}-{i}") for game_id, game in ALL_GAMES.items()
         for i, options in enumerate(variants(game))]


@pytest.mark.parametrize(("game_id", "options"), CASES)
def test_every_view_matches_its_declared_type(game_id, options):
    game, declared = ALL_GAMES[game_id], view_type(game_id)
    low, high = game.player_range(options)
    for k in range(GAMES_PER_CASE):
        n = low + k % (high - low + 1)
        rnd = random.Random(k)
        state = game.new(n, k, options)
        while True:
            for seat in [None, *range(n)]:
                wrong = mismatches(state.view(seat), declared)
                assert not wrong, f"ply {state.ply}, seat {seat}: " + "; ".join(wrong[:5])
            if state.is_over:
                break
            state = state.apply(rnd.choice(state.legal_actions()))


class _Inner(TypedDict):
    cell: str
    value: NotRequired[int]


class _Sample(TypedDict):
    seat: int | None
    cards: list[_Inner]
    kind: Literal["a", "b"]
    score: float


def test_the_check_sees_every_kind_of_difference():
    good: dict = {"seat": None, "cards": [{"cell": "a1"}, {"cell": "b2", "value": 3}], "kind": "a",
                  "score": 2}
    assert mismatches(good, _Sample) == []
    assert mismatches({**good, "extra": 1}, _Sample) == ["view: 'extra' is not declared in _Sample"]
    assert mismatches({k: v for k, v in good.items() if k != "kind"}, _Sample) == ["view: no 'kind'"]
    assert mismatches({**good, "kind": "c"}, _Sample)
    assert mismatches({**good, "seat": True}, _Sample)  # a bool is not an int
    assert mismatches({**good, "score": "2"}, _Sample)
    assert mismatches({**good, "cards": [{"cell": "a1", "value": None}]}, _Sample)
    assert mismatches({**good, "cards": [{"cell": "a1", "other": 1}]}, _Sample)
    assert mismatches({**good, "cards": ({"cell": "a1"},)}, _Sample)  # a tuple is not JSON's list
