"""How the page words things it works out itself: counts of players, times, default names, and
text from a link quoted so that no link can flood the screen."""

from __future__ import annotations

from sweets.engine import Game

# What the menu quotes from a link is cut to this many characters: a link can hold anything.
QUOTED = 40


def players_phrase(low: int, high: int) -> str:
    if low == high:
        return f"{low} player{'s' * (low != 1)}"
    return f"{low} to {high} players"


def mode_phrase(game: Game, options: dict) -> str:
    """ " (Clash of Sweets)" for a game with modes, naming the chosen one; "" otherwise."""
    labels = dict(game.modes)
    mode = options.get("mode", game.modes[0][0] if game.modes else None)
    return f" ({labels[mode]})" if mode in labels else ""


def default_name(seat: int, bots: dict[int, str]) -> str:
    return f"Computer {seat + 1}" if seat in bots else f"Player {seat + 1}"


def ago(seconds: float) -> str:
    if seconds < 0 or seconds > 10 * 365 * 86400:
        return "at an unknown time"
    if seconds < 90:
        return "just now"
    if seconds < 5400:
        return f"{round(seconds / 60)} minutes ago"
    if seconds < 36 * 3600:
        return f"{round(seconds / 3600)} hours ago"
    return f"{round(seconds / 86400)} days ago"


def clip(text: str, limit: int = QUOTED) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def quote(text: str) -> str:
    """A value from a link, quoted for a message, never longer than about ``QUOTED`` characters."""
    return repr(clip(text))
