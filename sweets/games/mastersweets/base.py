"""What every MasterSweets mode's rules share: the game's name and setup screen, the checks of the
options the modes have in common, the deck, and small helpers on hands and seats.

Each mode (``core``, ``solo``, ``clash``, ``workshop``) is a :class:`Rules` of its own, picked by
``modes.py``; all of them are "MasterSweets" to the engine (one ``id``, one ``name``), so saves
and views name the game and carry the mode in their options and views.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import ClassVar

from sweets.engine import Game, OutcomeKind, Rng, SetupChoice, events
from sweets.games.mastersweets.data import TYPE_OF, card_sort_key

MODES = (("core", "MasterSweets"), ("clash", "Clash of Sweets"), ("workshop", "Sweets Workshop"),
         ("solo", "Alone in the Kitchen"))


class Rules(Game):
    """The rules of one mode (and what they share). ``mode``: the mode's option value, stored in
    the position and shown in the views; ``players`` its player range; ``outcome`` how it is won."""

    id = "mastersweets"
    name = "MasterSweets"
    min_players = 1
    max_players = 5
    modes = MODES
    # The rulebook's First Game path: ingredients only, then special cards, then roles.
    setup_choices = (
        SetupChoice("specials", "Special cards", (
            ("yes", "With special cards"), ("no", "Ingredients only (first game)")), modes=("core",)),
        SetupChoice("roles", "Roles", (
            ("yes", "With roles"), ("no", "No roles: everyone starts with 3 cards")), modes=("core",)),
        SetupChoice("cookbook", "Cookbook", (
            ("5x5", "5 × 5 (normal)"), ("5x6", "5 × 6 (harder)")), modes=("workshop",)),
    )
    mode: ClassVar[str] = ""
    players: ClassVar[tuple[int, int]] = (1, 5)
    outcome: ClassVar[OutcomeKind] = "ranked"

    def player_range(self, options: dict | None = None) -> tuple[int, int]:
        return self.players

    def outcome_kind(self, options: dict) -> OutcomeKind:
        return self.outcome

    # ----- the deck (the core game, Alone in the Kitchen and Clash of Sweets) -----

    @staticmethod
    def _draw(data: dict, rng: Rng) -> str | None:
        """The top card of the deck; an empty deck is first replaced by the shuffled discard pile
        (Additional Rules); None when both are empty."""
        if not data["deck"]:
            if not data["discard"]:
                return None
            data["deck"], data["discard"] = data["discard"], []
            rng.shuffle(data["deck"])
            events.record(data, None, "reshuffle", count=len(data["deck"]))
        data["draws"] += 1
        return data["deck"].pop(0)

    @staticmethod
    def _can_draw(data: dict) -> bool:
        return bool(data["deck"] or data["discard"])


# ----- options every mode checks alike -----


def check_keys(options: dict, allowed: Iterable[str], where: str = "") -> None:
    """ValueError naming the options not in ``allowed`` (``where``: e.g. " for Clash of Sweets")."""
    unknown = set(options) - set(allowed)
    if unknown:
        raise ValueError(f"unknown options{where}: {', '.join(sorted(unknown))}")


def first_player(options: dict, n: int) -> int | None:
    """The ``first_player`` option: a seat, or None to draw it from the seed."""
    first = options.get("first_player")
    if first is not None and (isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n):
        raise ValueError(f"first_player must be a seat from 0 to {n - 1}")
    return first


def stacked_deck(options: dict, allowed: Iterable[str], wrong: str) -> list[str]:
    """The ``deck`` option: distinct card ids of ``allowed``, top first (``wrong``: the message)."""
    deck = options.get("deck") or []
    known = set(allowed)
    if (not isinstance(deck, list) or any(not isinstance(c, str) or c not in known for c in deck)
            or len(set(deck)) != len(deck)):
        raise ValueError(wrong)
    return list(deck)


# ----- hands and seats -----


def hand_types(cards: Iterable[str], without: str | None = None) -> Counter:
    """How many ingredients of each type ``cards`` hold (special cards left out; ``without``: one
    card not counted, the special card being played)."""
    return Counter(TYPE_OF[c] for c in cards if c in TYPE_OF and c != without)


def lowest(cards: list[str], kind: str) -> str:
    """The card a move names by type: the lowest id of that type (cards of a type are alike)."""
    return min((c for c in cards if TYPE_OF.get(c) == kind), key=card_sort_key)


def player_name(seat: int) -> str:
    """A seat in the notation: ``p1`` is seat 0, as "Player 1" is on the screen."""
    return f"p{seat + 1}"


def next_seat(data: dict, seat: int, playing: Callable[[int], bool]) -> int | None:
    """The first seat after ``seat``, going round the table (``seat`` itself last), for which
    ``playing`` holds; None when none does."""
    n = data["n"]
    return next((s for s in ((seat + k) % n for k in range(1, n + 1)) if playing(s)), None)
