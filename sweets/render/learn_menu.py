"""A game card's "Learn by playing" entries on the menu (issue 32).

A game with one lesson gets one button. A game with a lesson per mode (MasterSweets has four) gets
one small labelled group instead of a full-size button each, which made its card twice as tall as
the others: the group says "Learn by playing" once, and each button names only its mode. Every
lesson keeps its own button (its ``sweets.learn.action``), so each is one press or one Tab away.
"""

from __future__ import annotations

from sweets.render.html import button, esc

GROUP_LABEL = "Learn by playing"
# The index's labels say "Learn the core game", "Learn Clash of Sweets": within the group, whose
# label says "Learn by playing", a button keeps the mode's name alone.
DROPPED = ("Learn the ", "Learn ")


def short(label: str) -> str:
    """A lesson's label without the "Learn" the group already says, capitalised."""
    for prefix in DROPPED:
        if label.startswith(prefix):
            rest = label[len(prefix):]
            return rest[:1].upper() + rest[1:]
    return label


def learn_row(entries: list[tuple[str, str]]) -> str:
    """The card's lessons: ``entries`` are (label, action), in the index's order."""
    if not entries:
        return ""
    if len(entries) == 1:
        label, action = entries[0]
        return f'<div class="row learn">{button(label, action, cls="btn learn")}</div>'
    buttons = "".join(button(short(label), action, cls="btn learn small") for label, action in entries)
    return (f'<div class="row learn learn-group" role="group" aria-label="{esc(GROUP_LABEL)}">'
            f'<span class="learn-head" aria-hidden="true">{esc(GROUP_LABEL)}:</span>{buttons}</div>')
