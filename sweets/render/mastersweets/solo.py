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
from sweets.render.outcome import ranked_items, whole

WHY = {"type": "of the type he drew", "points": "of the same value as his card",
       "any": "any card, none matched"}


class SoloTable(CoreTable):
    css = "ms-solo"

    def turn_line(self, view: View, name: str, bot: bool) -> str:
        if view.get("phase") == "george_turn":
            return "George's turn: he moves the market on and draws a card…"
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
        """The person and George in order of place: a tie is George's, as the rulebook has the
        person win only with more points than him."""
        george = view.get("george")
        if not george:
            return super().result_rows(view)
        outcome = view.get("outcome")
        mine = outcome["scores"][0] if outcome else 0.0
        won = bool(outcome and outcome["winners"])
        piles = [view["completed"][0], george["completed"]]
        details = [f' — {whole(points)}<br><small>{esc(" ".join(card_words(c) for c in pile))}</small>'
                   for points, pile in zip((mine, george["points"]), piles, strict=True)]
        return ranked_items([view["players"][0], "George"], [mine, george["points"]], [0] if won else [1],
                            details)
