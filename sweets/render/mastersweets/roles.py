"""Role cards as the core game and Alone in the Kitchen show them: a small face with the role's
name, the hand it starts with and what its action does, in a grid while the roles are chosen (each
face is the button that takes it) and once beside one's hand (its button uses the action). A
role is public: its card carries its id as the key static/flip.js moves it by.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sweets.render.html import attrs, esc

PREFIX = "As an action, "  # every role's action text begins so: on a small face it says nothing


def does(role: Mapping[str, Any]) -> str:
    """What the role's action does, without the words every role repeats; or that it has none."""
    text = str(role.get("text") or "")
    if not text:
        return "No action: a bigger hand to start."
    text = text.removeprefix(PREFIX)
    return text[:1].upper() + text[1:]


def face(role: Mapping[str, Any], *, action: str | None = None, mine: bool = False, verb: str = "") -> str:
    """One role card; a ``<button>`` carrying ``action`` when pressing it does something, ``verb``
    saying what (its text is its spoken name, so what is seen is what is said), else a block."""
    pill = f' <span class="rverb">{esc(verb)}</span>' if action and verb else ""
    inner = (f'<span class="rname">{esc(role["name"])}</span>'
             f'<span class="rtext"><span class="rhand">{int(role["hand"])} cards to start.</span> '
             f'{esc(does(role))}{pill}</span>')
    cls = "rolecard mine" if mine else "rolecard"
    # The same key on offer and once one's own (static/flip.js): a role taken by another seat
    # fades where it lay and the others close up; one's own glides to its place beside the hand.
    key = f"role:{role['id']}"
    if action:
        button = attrs(type="button", class_=cls, data_action=action, data_flip=key)
        return f'<button{button}>{inner}</button>'
    return f'<div{attrs(class_=cls, data_flip=key)}>{inner}</div>'


def offer_grid(roles: list[Mapping[str, Any] | None], legal: list[str]) -> str:
    """The roles still on offer, as a compact grid of cards; the ones one may take are buttons."""
    cards = [face(r, action=f"choose {r['id']}" if f"choose {r['id']}" in legal else None, verb="Choose")
             for r in roles if r]
    if not cards:
        return ""
    return (f'<section class="roleoffer"><h2>Roles on offer</h2>'
            f'<div class="rolegrid">{"".join(cards)}</div></section>')
