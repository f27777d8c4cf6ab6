"""Sweets Stack's options: the advanced rule card of each round, and decks fixed for an example.

They are checked here, once, before setup: the rules read only options already known good.
"""

from __future__ import annotations

from typing import Any

from sweets.engine.slots import Refusal, SlotChoice, SlotItem
from sweets.games.sweets_stack.data import ADVANCED, CANDY_IDS, CARDS_PER_PLAYER, PRESETS, ROUNDS

OPTION_KEYS = ("advanced", "decks")


def advanced_refusals(value: list[str | None] | tuple[str | None, ...]) -> list[Refusal]:
    """Why the rulebook refuses these cards (one entry a round, None for none): one physical
    card per kind, so a card lies by one round or on its side across two rounds in a row, and
    Dragon's Fireball never across two (DECISIONS: "advanced cards over rounds")."""
    found = []
    for card in dict.fromkeys(c for c in value if c is not None):
        rounds = tuple(r for r, c in enumerate(value) if c == card)
        chosen = _rounds_words(rounds)
        name = ADVANCED[card].name
        if card == "dragons_fireball" and len(rounds) > 1:
            reason = f"Dragon's Fireball may be used for one round only, not {chosen}"
        elif len(rounds) > 2:
            reason = f"{name} may cover two rounds at most, not {chosen}"
        elif len(rounds) == 2 and rounds[1] != rounds[0] + 1:
            reason = f"{name} may cover two rounds only if they follow each other, not {chosen}"
        else:
            continue
        found.append(Refusal(card, rounds, reason))
    return found


def _rounds_words(rounds: tuple[int, ...]) -> str:
    numbers = [str(r + 1) for r in rounds]
    if len(numbers) == ROUNDS:
        return "all three rounds"
    return "rounds " + ", ".join(numbers[:-1]) + " and " + numbers[-1]


def check_advanced(value: Any) -> list[str | None]:
    """The advanced rule card of each round; ValueError for an unknown card or a forbidden reuse.
    Any round may go without a card (DECISIONS: "rounds without an advanced card")."""
    if value is None:
        return [None] * ROUNDS
    if not isinstance(value, list) or len(value) != ROUNDS:
        raise ValueError(f"advanced must list {ROUNDS} entries, one per round (null for none)")
    for card in value:
        if card is not None and (not isinstance(card, str) or card not in ADVANCED):
            raise ValueError(f"there is no advanced rule card called {card!r}")
    refused = advanced_refusals(value)
    if refused:
        raise ValueError(refused[0].reason)
    return list(value)


def check_decks(n: int, decks: Any) -> list[list[str]] | None:
    """Each seat's round-1 deck, top first (None: dealt from the seed); ValueError when wrong."""
    if decks is None:
        return None
    if (not isinstance(decks, list) or len(decks) != n
            or not all(isinstance(d, list) and len(d) == CARDS_PER_PLAYER for d in decks)):
        raise ValueError(f"decks must give {n} lists of {CARDS_PER_PLAYER} candy card ids, top first")
    flat = [c for d in decks for c in d]
    if any(c not in CANDY_IDS for c in flat) or len(set(flat)) != len(flat):
        raise ValueError("decks must use distinct candy card ids (b1-b16, y1-y16, g1-g16, r1-r16)")
    return [list(d) for d in decks]


def normalize(n: int, options: dict) -> dict:
    """Every option with its default filled in; ValueError for an unknown or wrong one."""
    unknown = set(options) - set(OPTION_KEYS)
    if unknown:
        raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
    advanced = check_advanced(options.get("advanced"))
    return {"advanced": advanced, "decks": check_decks(n, options.get("decks"))}


def advanced_from_text(text: str) -> list[str | None]:
    """``advanced`` as a link writes it, one entry a round, comma separated, ``-`` for none:
    ``-,gummy_python,sugar_goblin``. :func:`check_advanced` checks the cards and the count."""
    words = [w.strip().lower() for w in text.split(",")]
    return [None if w in ("-", "", "none") else w for w in words]


# What each card does, in a sentence of our own (the rules page, sweets.render.sweets_stack.pages,
# says it at length; the DECISIONS there say how the unclear ones are read).
EFFECTS = {
    "candy_corn": "Every bucket starts the round with a candy corn lying on its floor.",
    "rare_candy": "Every bucket starts the round with four loose spaces filled, two of them floating.",
    "gummy_python": "Your first candy of the round must keep off the snake's spaces (a crown card "
                    "may cover them).",
    "witches_cauldron": "Candles count double: each one scores 2 points per ghost on your cards.",
    "candy_fairy": "Full rows count double: each ticked box scores 2 points per card of its colour.",
    "seven_flavor_beans": "Everyone starts the round with 7 cards in hand instead of 5.",
    "dragons_fireball": "Everyone starts the round with 4 cards and a random crown card, "
                        "which they keep for the rest of the game.",
    "sugar_goblin": "Your round score loses your left neighbour's Favourite Candy bonus (your right "
                    "neighbour's in round 3).",
}
NO_CARD = SlotItem("-", "No card", "The round is played by the basic rules.")


def advanced_values() -> tuple[tuple[str, str], ...]:
    """The shortcuts the setup screen offers: no card at all, and the rulebook's recommended
    combinations (its come-back round ends on Sugar Goblin or Candy Corn: both are offered)."""
    values = [("-,-,-", "No advanced cards")]
    for preset, label, rounds in PRESETS:
        endings = (rounds[-1], "candy_corn") if preset == "come_back" else (rounds[-1],)
        for last in endings:
            named = f"{label} ({ADVANCED[last].name})" if len(endings) > 1 and last else label
            values.append((",".join(c or "-" for c in (*rounds[:-1], last)), named))
    return tuple(values)


def advanced_choice() -> SlotChoice:
    """Sweets Stack's advanced rule cards as the setup screen offers them: a card (or none) for
    each round, with the recommended combinations as shortcuts."""
    items = (NO_CARD, *(SlotItem(card.id, card.name, EFFECTS[card.id]) for card in ADVANCED.values()))

    def refusals(texts: tuple[str, ...]) -> list[Refusal]:
        return advanced_refusals([None if t == NO_CARD.text else t for t in texts])

    return SlotChoice("advanced", "Advanced rule cards", advanced_values(),
                      slots=tuple(f"Round {r + 1}" for r in range(ROUNDS)), items=items,
                      hint="Choose a card for each round, or none. A card may cover two rounds in a row; "
                           "Dragon's Fireball only one. A shortcut sets all three rounds: none, or a "
                           "combination the rulebook recommends.", refusals=refusals)
