"""A move built step by step: the legal notations split into tokens, and what may follow a prefix.

A notation splits into the steps a person chooses (``cook``, ``row 2``, ``fruits=3cream``); the
controls offer the tokens that can follow what is chosen so far (``ui["pre"]``). A token that
completes a legal move carries that move's notation, the others ``ui:tok:<token>``. This reaches
every legal move however many there are (a Workshop turn has over a thousand) while showing only a
handful of controls at a time. Every mode builds its moves this way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TypeVar

PLACE = re.compile(r"^(p\d+:)?[a-l]\d+$")  # a cookbook card as a token: "b2", "p3:a1"


def tokens(action: str) -> list[str]:
    """A notation split into the steps a person chooses: "row 2"/"col b" stay one token."""
    words = action.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        if words[i] in ("row", "col") and i + 1 < len(words):
            out.append(f"{words[i]} {words[i + 1]}")
            i += 2
        else:
            out.append(words[i])
            i += 1
    return out


_TOKENS: dict[str, list[str]] = {}


def tok(action: str) -> list[str]:
    """``tokens(action)``, remembered: a repaint splits the same few thousand notations again."""
    found = _TOKENS.get(action)
    if found is None:
        if len(_TOKENS) > 20000:  # a Workshop turn has a few thousand; keep the cache bounded
            _TOKENS.clear()
        found = _TOKENS[action] = tokens(action)
    return found


# The moves under each prefix, for the last legal list seen: a press asks about the same list
# several times, and a Workshop turn lists a few thousand moves. Holding the list keeps its
# identity from being reused by another list.
_LAST_LEGAL: list[str] | None = None
_UNDER: dict[tuple[str, ...], list[list[str]]] = {}


# What normalize and controls_after answered for the same list, by prefix: a paint asks each
# about the same prefix several times (the choices, the hand, the cookbooks), and over a
# Workshop turn's thousand moves each answer costs a millisecond or more.
_NORMALIZED: dict[tuple[str, ...], list[str]] = {}
_CONTROLS: dict[tuple[str, ...], dict[str, str]] = {}
Answer = TypeVar("Answer")


def _follow(legal: list[str]) -> None:
    """Forget what was worked out for another legal list than ``legal``."""
    global _LAST_LEGAL
    if _LAST_LEGAL is not legal:
        _LAST_LEGAL = legal
        _UNDER.clear()
        _NORMALIZED.clear()
        _CONTROLS.clear()


def _kept(answers: dict[tuple[str, ...], Answer], legal: list[str], pre: Sequence[str],
          work: Callable[[list[str], list[str]], Answer]) -> Answer:
    """``work(legal, pre)``, worked out once per legal list and prefix (kept in ``answers``); a
    caller that hands the answer out hands out a copy, so that changing it changes nothing kept."""
    _follow(legal)
    key = tuple(pre)
    found = answers.get(key)
    if found is None:
        found = answers[key] = work(legal, list(pre))
    return found


def _under(legal: list[str], pre: Sequence[str]) -> list[list[str]]:
    return _kept(_UNDER, legal, pre, _moves_under)


def _moves_under(legal: list[str], pre: list[str]) -> list[list[str]]:
    """The legal moves, as tokens, that begin with ``pre``."""
    if not pre:
        return list(map(tok, legal))
    k, last = len(pre), pre[-1]
    return [t for t in _under(legal, pre[:-1]) if len(t) >= k and t[k - 1] == last]


def normalize(legal: list[str], pre: list[str]) -> list[str]:
    """``pre`` cut back to a prefix of some legal move, with every forced token filled in (the
    only verb there is, such as George's; the "with" before the cards a Workshop move spends)."""
    kept: list[str] = _kept(_NORMALIZED, legal, pre, _normalize)
    return list(kept)


def _normalize(legal: list[str], pre: list[str]) -> list[str]:
    pre = list(pre)
    while pre and not _under(legal, pre):
        pre.pop()
    while True:
        under = _under(legal, pre)
        nexts = {t[len(pre)] for t in under if len(t) > len(pre)}
        if len(nexts) == 1 and all(len(t) > len(pre) + 1 for t in under):
            pre.append(nexts.pop())
        else:
            return pre


def controls_after(legal: list[str], pre: list[str]) -> dict[str, str]:
    """Each token that may follow ``pre`` -> what pressing it does: the move it completes, or
    ``ui:tok:<token>`` when more is to be chosen after it."""
    kept: dict[str, str] = _kept(_CONTROLS, legal, pre, _controls_after)
    return dict(kept)


def _controls_after(legal: list[str], pre: list[str]) -> dict[str, str]:
    k = len(pre)
    done: dict[str, bool] = {}
    longer: set[str] = set()
    for t in _under(legal, pre):
        if len(t) > k:
            token = t[k]
            done[token] = done.get(token, False) or len(t) == k + 1
            if len(t) > k + 1:
                longer.add(token)
    return {token: (" ".join(pre + [token]) if full and token not in longer else f"ui:tok:{token}")
            for token, full in done.items()}


def completions(legal: list[str], pre: list[str]) -> list[str]:
    """The legal moves that go on from ``pre``."""
    return [" ".join(t) for t in _under(legal, pre) if len(t) > len(pre)]


def step(legal: list[str], pre: list[str], command: str) -> list[str]:
    """The prefix after a ``ui:`` command of the move controls: ``tok:<token>`` (one more step),
    ``pre:<a|b>`` (a whole prefix, from a recipe's or a hand card's button), ``back``, ``clear``.
    Anything else leaves it as it is."""
    kind, _, arg = command.partition(":")
    if kind == "tok" and arg in controls_after(legal, normalize(legal, pre)):
        pre = normalize(legal, pre) + [arg]
    elif kind == "pre":
        pre = [t for t in arg.split("|") if t]
    elif kind == "back":
        # Forced tokens would come straight back: step back past them too.
        target = pre[:-1]
        while target and len(normalize(legal, target)) >= len(pre):
            target = target[:-1]
        pre = target
    elif kind == "clear":
        pre = []
    return normalize(legal, pre)
