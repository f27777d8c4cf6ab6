"""The Sweets Workshop's table: one team, one cookbook to turn face down, and every hand on show
but one's own, with what the clues said of each card. A person may turn the clue marks on their
own cards off, and remember, as at a real table."""

from __future__ import annotations

from sweets.render.html import button, esc, possessive
from sweets.render.mastersweets import draw as D
from sweets.render.mastersweets import panels
from sweets.render.mastersweets.labels import card_words
from sweets.render.mastersweets.shared import Table, View
from sweets.render.outcome import names_words, points_words

SHOWN_CLUES = 5  # the clue log's newest entries: what a table remembers aloud


def clue_words(clue: dict) -> str:
    said = f"value {clue['value']}" if "value" in clue else "/".join(clue.get("types") or [])
    return said + ("" if clue.get("yes") else " no")


def clue_log(view: View) -> str:
    """The clues given so far, newest last, with the types a row or column held when it was said
    (the cookbook changes after)."""
    given = view.get("clues") or []
    if not given:
        return ""
    items = []
    for c in given[-SHOWN_CLUES:]:
        if c["clue"].isdigit():
            what = D.clue_lines([{"yes": True, "value": int(c["clue"])}])[0][2:]
        else:
            what = f"{c['clue']} ({', '.join(c.get('types') or [])})"
        items.append(f'<li>{esc(view["players"][c["seat"]])} → {esc(view["players"][c["target"]])}: '
                     f'{esc(what)}</li>')
    return f'<section class="clues"><h2>Clues</h2><ul>{"".join(items)}</ul></section>'


def hands(view: View, marks: bool) -> str:
    """Every hand (one's own face down) with what the clues said of each card; ``marks``: show
    them on one's own cards too."""
    out = []
    seat = view.get("seat")
    if seat is not None:
        out.append(button("Clue marks on my cards", "ui:clues", cls="btn ghost toggle", pressed=marks))
    for s, hand in enumerate(view.get("hands") or []):
        name = view["players"][s]
        cards = []
        for col, item in enumerate(hand):
            clues = [] if s == seat and not marks else item.get("clues") or []
            summary = D.clue_summary(clues)
            words = card_words(item["card"]) if item.get("card") else f"card {item['slot']}"
            known = ["clues say " + ", ".join(summary).replace("/", " or ")] if summary else []
            label = "; ".join([words, *known] + [clue_words(c) for c in clues])
            # Under the card, what all its clues leave it; in its spoken name, each clue too.
            cards.append(panels.card_svg(item.get("card"), cls="wcard", label=label, col=col,
                                         slot=item["slot"], under=summary))
        title = "Your hand (face down)" if s == seat else f"{possessive(name)} hand"
        cls = "whand turn" if view.get("to_move") == s else "whand"
        out.append(f'<section class="{cls}"><h2>{esc(title)}</h2>'
                   f'<div class="row">{"".join(cards)}</div></section>')
    return "".join(out)


class WorkshopTable(Table):
    css = "ms-workshop"

    def ui_command(self, view: View, legal: list[str], ui: dict, command: str) -> dict:
        new = super().ui_command(view, legal, ui, command)
        if command == "clues":  # the clue marks on one's cards are a help a person may refuse
            new["keep_no_clues"] = not ui.get("keep_no_clues")
        return new

    def token_label(self, view: View, pre: list[str], tok: str) -> str:
        if pre and tok.isdigit():  # a value named by a clue, or a hand card by its place
            return f"value {tok}" if pre[0] == "clue" and len(pre) == 2 else f"spend your card {tok}"
        return super().token_label(view, pre, tok)

    def needs_handoff(self, view: View) -> bool:
        """The others' cards are on show to this seat, and must not be to their owners."""
        if view.get("seat") is None:
            return False
        return any(h and h[0].get("card") for s, h in enumerate(view.get("hands") or []) if s != view["seat"])

    def boards(self, view: View, legal: list[str], pre: list[str], offer: dict[str, str],
               motions: dict) -> list[str]:
        """The cookbook (no recipe buttons: recipes are only named by clues) and the clues given."""
        return [self.main_book(view, legal, pre, offer, motions, heads=False), clue_log(view)]

    def side(self, view: View, legal: list[str], pre: list[str], ui: dict) -> list[str]:
        # Every hand is on show under its owner's name, which says all a list of players would.
        return [panels.counts(view, f"Face down {view.get('face_down', 0)}"),
                hands(view, marks=not ui.get("keep_no_clues"))]

    def result_rows(self, view: View) -> list[str]:
        """One score, the team's: not repeated for every seat."""
        outcome = view.get("outcome")
        if not outcome:
            return []
        team, score = names_words(view["players"]), points_words(outcome["scores"][0])
        rows = [f'<li><b>{esc(team)}</b> — {esc(score)}</li>']
        book = view.get("cookbook") or {}
        cards = int(book.get("rows", 0)) * int(book.get("cols", 0))
        if not outcome["winners"] and cards:
            down = int(view.get("face_down", 0))
            # A point is a cookbook card turned face down; the team wins only with all of them.
            rows.append(f'<li class="needed">Winning takes all {cards} cookbook cards face down. The team '
                        f'turned {down} of them; {cards - down} were still face up when the hands ran '
                        f'out. Closer next time: clues that point at a whole recipe save cards.</li>')
        return rows
