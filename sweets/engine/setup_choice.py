"""An option of a game's setup, as the setup screen and a link know it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SetupChoice:
    """An option the setup screen offers as a row of buttons, and a link carries as text.

    ``values`` are (text, label) pairs, the default first; the text is what a link holds
    (``&key=text``) and ``Game.option_from_text`` turns it into the option's value.
    """

    key: str
    label: str
    values: tuple[tuple[str, str], ...]
    modes: tuple[str, ...] = ()  # the modes it applies to; empty: every mode
