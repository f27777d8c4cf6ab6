"""Players' names as the rules keep them: whatever was typed or carried by a link, made safe."""

from __future__ import annotations

MAX_NAME_LENGTH = 24


def clean_name(name: object, seat: int) -> str:
    """A player name safe to keep: printable, trimmed, bounded; a default when empty."""
    text = "".join(ch for ch in str(name) if ch.isprintable()).strip()
    text = " ".join(text.split())[:MAX_NAME_LENGTH]
    return text or f"Player {seat + 1}"
