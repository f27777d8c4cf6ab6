"""Sweets Stack's options: the advanced rule card of each round, and decks fixed for an example.

They are checked here, once, before setup: the rules read only options already known good.
"""

from __future__ import annotations

from typing import Any

from sweets.games.sweets_stack.data import ADVANCED, CANDY_IDS, CARDS_PER_PLAYER, PRESETS, ROUNDS

OPTION_KEYS = ("advanced", "decks")


def check_advanced(value: Any) -> list[str | None]:
    """The advanced rule card of each round; ValueError for an unknown card or a forbidden reuse.
    Any round may go without a card (DECISIONS: "rounds without an advanced card")."""
    if value is None:
        return [None] * ROUNDS
    if not isinstance(value, list) or len(value) != ROUNDS:
        raise ValueError(f"advanced must list {ROUNDS} entries, one per round (null for none)")
    for card in value:
        if card is not None and card not in ADVANCED:
            raise ValueError(f"there is no advanced rule card called {card!r}")
    for card in set(value) - {None}:
        rounds = [r for r, c in enumerate(value) if c == card]
        if card == "dragons_fireball" and len(rounds) > 1:
            raise ValueError("Dragon's Fireball can be used for one round only")
        if len(rounds) > 2 or (len(rounds) == 2 and rounds[1] != rounds[0] + 1):
            raise ValueError(f"{ADVANCED[card].name} can cover at most two rounds, and they must be "
                             "consecutive")
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


def advanced_values() -> tuple[tuple[str, str], ...]:
    """The advanced-card setups the setup screen offers: none, the rulebook's three recommended
    combinations, and each card alone for rounds 2 and 3 (round 1 plain, to learn the drop first);
    Dragon's Fireball may cover only one round, so it comes in round 3, after two plain rounds."""
    values = [("-,-,-", "No advanced cards")]
    values += [(",".join(c or "-" for c in rounds), label) for _, label, rounds in PRESETS]
    for card in ADVANCED.values():
        if card.id == "dragons_fireball":
            values.append((f"-,-,{card.id}", f"{card.name} in round 3"))
        else:
            values.append((f"-,{card.id},{card.id}", f"{card.name} in rounds 2-3"))
    return tuple(values)
