"""Sweeet!'s cards and turns told in words, for labels, buttons and the story of the last turn.

Everything here returns plain (unescaped) text: the caller escapes it where it lands in HTML.
"""

from __future__ import annotations

from sweets.games.sweeet.view import LastTurn

BONUS_LABELS = {"brave": "Brave", "lucky": "Lucky", "curious": "Curious", "gourmet": "Gourmet"}


def card_label(card: str) -> str:
    """How a card is called in sentences: "7", "Brave", "Honey"."""
    if card == "honey":
        return "Honey"
    return BONUS_LABELS.get(card, card)


def with_article(card: str) -> str:
    label = card_label(card)
    return ("an " if label[0] in "8AEIOU" else "a ") + label


def turn_story(last: LastTurn, players: list[str]) -> str:
    """How the turn that just ended went: what was taken, or what ended it."""
    name = players[last["seat"]]
    cards = [r["card"] for r in last.get("revealed", [])]
    taken = ", ".join(card_label(c["card"]) if "value" not in c else f"Lucky as {c['value']}"
                      for c in last.get("collected", []))
    ended = last.get("ended")
    repeat = last.get("repeat")
    if ended == "run":
        return f"{name} completed the run 1 to 8 and wins!"
    if ended == "honey":
        return f"{name} turned over only Honey cards and wins!"
    why = ""
    if repeat is not None:
        twice = cards.count(str(repeat)) > 1
        why = (f"turned over a second {repeat}" if twice
               else f"turned over {with_article(str(repeat))} already in the run")
    if ended == "repeat":
        return f"{name} {why}: end of turn, the cards go back face down."
    if ended == "brave":
        took = f"took {taken}" if taken else "took nothing"
        return f"{name} {why}, but Brave saves one card: {took}."
    if taken:
        return f"{name} stopped and took {taken}."
    return f"{name} stopped without taking anything."
