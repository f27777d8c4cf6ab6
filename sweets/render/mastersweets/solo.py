"""Alone in the Kitchen's table: the core game's, with George "The cake" beside the person.

George plays by himself after each of the person's turns; the table tells his turn while it looks
at it, and when several cookbook cards qualify for him the person chooses (their move, made for
him), which the status line says.
"""

from __future__ import annotations

from sweets.render.html import esc
from sweets.render.mastersweets import panels
from sweets.render.mastersweets.core import CoreTable
from sweets.render.mastersweets.labels import card_words
from sweets.render.mastersweets.shared import View

WHY = {"type": "of the type he drew", "points": "of the same value as his card",
       "any": "any card, none matched"}


class SoloTable(CoreTable):
    css = "ms-solo"

    def turn_line(self, view: View, name: str, bot: bool) -> str:
        if view.get("acting_for") == "George" or view.get("phase") == "george":
            george = view.get("george") or {}
            return (f"George's turn: choose which card he takes (he drew {card_words(george.get('drawn'))}; "
                    f"these cards qualify: {WHY.get(george.get('why') or '', '')}).")
        return super().turn_line(view, name, bot)

    def interlude(self, before: View, after: View, ctx: dict) -> str | None:
        """George's whole turn, told while the table looks at it. It ends on its own or when the
        next move is pressed (a person who lets George choose between cards gets the status line
        instead: the choice is theirs)."""
        george, was = after.get("george"), before.get("george")
        if george and was and len(george["completed"]) > len(was["completed"]):
            skipped = "".join(f" and discarded {card_words(c)}" for c in george["skipped"])
            return (f"George drew {card_words(george['drawn'])}{skipped}, and took "
                    f"{card_words(george['completed'][-1])} from the cookbook.")
        return None

    def players_panel(self, view: View) -> str:
        george = view.get("george")
        row = (f'<li class="player george"><b>George</b> <span class="stats">'
               f'{panels.plural(len(george["completed"]), "sweet")} · '
               f'{panels.plural(george["points"], "point")}</span></li>') if george else ""
        return panels.players(view, more=row)

    def result_rows(self, view: View) -> list[str]:
        rows = super().result_rows(view)
        george = view.get("george")
        if george:
            pile = " ".join(card_words(c) for c in george["completed"])
            rows.append(f'<li><b>George</b> — {george["points"]}<br><small>{esc(pile)}</small></li>')
        return rows
