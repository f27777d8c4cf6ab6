"""The core game's table: one shared cookbook whose rows and columns are cooked, roles, special
cards, a market, and each player's completed sweets (the base of Alone in the Kitchen's too)."""

from __future__ import annotations

from sweets.render.html import esc, possessive
from sweets.render.mastersweets import roles as R
from sweets.render.mastersweets.labels import card_words
from sweets.render.mastersweets.shared import Table, View
from sweets.render.outcome import ranked_items, whole


class CoreTable(Table):
    css = "ms-core"
    on_cards = Table.on_cards | {"role", "choose"}

    def token_label(self, view: View, pre: list[str], tok: str) -> str:
        if pre and "=" in tok:  # cards given for a missing one: three keep it, two lose it
            missing, given = tok.split("=", 1)
            share = "you keep the recipe card" if given[0] == "3" else "the recipe card is discarded"
            return f"{missing}: give {given[0]} {given[1:]} ({share})"
        if pre[:1] == ["choose"]:
            for role in view.get("role_offer") or []:
                if role and role["id"] == tok:
                    return f"{role['name']} (hand {role['hand']}): {role['text']}"
        return super().token_label(view, pre, tok)

    def turn_line(self, view: View, name: str, bot: bool) -> str:
        if not bot and view.get("phase") == "draft":
            return f"{possessive(name)} turn: choose a role"
        return super().turn_line(view, name, bot)

    def side(self, view: View, legal: list[str], pre: list[str], ui: dict) -> list[str]:
        """While roles are chosen, the roles on offer first, beside the cookbook: in the bar above
        it they made the cookbook grow when they went, and the whole drawing was laid out again at
        its new size in the press that chose a role (docs/benchmarks.md, session 22)."""
        offer = R.offer_grid(view.get("role_offer") or [], legal) if view.get("phase") == "draft" else ""
        return [offer, *super().side(view, legal, pre, ui), self.role_and_peek(view, legal)]

    def role_and_peek(self, view: View, legal: list[str]) -> str:
        """One's role card (pressed to use its action), and the cards one is looking at (the
        Taste Test, the Taster)."""
        out = []
        seat = view.get("seat")
        roles = view.get("roles") or []
        if seat is not None and seat < len(roles) and roles[seat]:
            role = roles[seat]
            action = "role" if "role" in legal else None
            card = R.face(role, action=action, mine=True, verb="Use it now")
            out.append(f'<section class="myrole"><h2>Your role</h2>{card}</section>')
        peek = (view.get("turn") or {}).get("peek") or []
        if peek:
            out.append('<p class="peek">You look at: ' + ", ".join(esc(card_words(c)) for c in peek) + "</p>")
        return "".join(out)

    def result_rows(self, view: View) -> list[str]:
        """Every player in order of place, with their score and the sweets they completed."""
        outcome = view.get("outcome")
        names = view["players"]
        score = outcome["scores"] if outcome else [0.0] * len(names)
        details = []
        for seat in range(len(names)):
            pile = " ".join(card_words(c) for c in view["completed"][seat])
            pts = f" — {whole(score[seat])}" if seat < len(score) else ""
            details.append(f'{esc(pts)}<br><small>{esc(pile)}</small>')
        return ranked_items(names, score, (outcome or {}).get("winners") or [], details)
