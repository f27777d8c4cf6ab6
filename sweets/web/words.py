"""How the page words things it works out itself: counts of players, times, default names, and
text from a link quoted so that no link can flood the screen."""

from __future__ import annotations

from sweets.engine import Game

# What the menu quotes from a link is cut to this many characters: a link can hold anything.
QUOTED = 40


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """ "1 move", "2 moves", "0 moves": a count with its noun in the right number."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"


def players_phrase(low: int, high: int) -> str:
    if low == high:
        return counted(low, "player")
    return f"{low} to {high} players"


def mode_phrase(game: Game, options: dict) -> str:
    """ " — Clash of Sweets" for a game with modes, naming the chosen one; "" for a game without
    modes or for the mode that bears the game's own name (never "MasterSweets (MasterSweets)")."""
    labels = dict(game.modes)
    mode = options.get("mode", game.modes[0][0] if game.modes else None)
    label = labels.get(mode) if isinstance(mode, str) else None
    return f" — {label}" if label and label != game.name else ""


def default_name(seat: int, bots: dict[int, str]) -> str:
    return f"Computer {seat + 1}" if seat in bots else f"Player {seat + 1}"


def ago(seconds: float) -> str:
    if seconds < 0 or seconds > 10 * 365 * 86400:
        return "at an unknown time"
    if seconds < 90:
        return "just now"
    if seconds < 5400:
        return f"{counted(round(seconds / 60), 'minute')} ago"
    if seconds < 36 * 3600:
        return f"{counted(round(seconds / 3600), 'hour')} ago"
    return f"{counted(round(seconds / 86400), 'day')} ago"


def clip(text: str, limit: int = QUOTED) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def quote(text: str) -> str:
    """A value from a link, quoted for a message, never longer than about ``QUOTED`` characters."""
    return repr(clip(text))
