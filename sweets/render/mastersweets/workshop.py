"""The Sweets Workshop's table: one team, one cookbook to turn face down, and every hand on show
but one's own, with what the clues said of each card. A person may turn the clue marks on their
own cards off, and remember, as at a real table."""

from __future__ import annotations

from sweets.games.mastersweets.data import INGREDIENTS
from sweets.render.html import button, esc, possessive
from sweets.render.mastersweets import draw as D
from sweets.render.mastersweets import icons as I
from sweets.render.mastersweets import panels
from sweets.render.mastersweets.labels import card_words
from sweets.render.mastersweets.shared import Table, View
from sweets.render.mastersweets.tokens import controls_after
from sweets.render.outcome import names_words, points_words

# A turn's four actions, short enough for two rows of the sheet beside the hands.
SHORT_VERBS = {"point": "Point at a card", "swap": "Swap two cards", "replace": "Replace a card",
               "clue": "Give a clue"}


def clue_words(clue: dict) -> str:
    said = f"value {clue['value']}" if "value" in clue else "/".join(clue.get("types") or [])
    return said + ("" if clue.get("yes") else " no")


def clue_log(view: View) -> str:
    """Every clue given, newest first (so the latest shows without scrolling; the panel scrolls
    back to the first), with the types a row or column held when it was said (the cookbook
    changes after). A panel that scrolls is a Tab stop of its own, so a keyboard can scroll it."""
    given = view.get("clues") or []
    if not given:
        return ""
    items = []
    for c in reversed(given):
        if c["clue"].isdigit():
            what = D.clue_lines([{"yes": True, "value": int(c["clue"])}])[0][2:]
        else:
            what = f"{c['clue']} ({', '.join(c.get('types') or [])})"
        cards = ", ".join(f"card {n}" for n in c.get("touched") or []) or "no card"
        items.append(f'<li>{esc(view["players"][c["seat"]])} → {esc(view["players"][c["target"]])}: '
                     f'{esc(what)} <small>({esc(cards)})</small></li>')
    return (f'<section class="clues" tabindex="0" aria-label="Clues given, newest first">'
            f'<h2>Clues ({len(given)})</h2><ul>{"".join(items)}</ul></section>')


def spent(view: View) -> str:
    """Every card spent so far, face up as the rulebook lays them aside: by kind, with how many."""
    out = view.get("out") or []
    if not out:
        return ""
    counted: dict[str, int] = {}
    for card in out:
        counted[card["type"]] = counted.get(card["type"], 0) + 1
    chips = "".join(f'<li class="chip" data-flip="spent:{esc(t)}"><svg class="chipicon" viewBox="0 0 24 24" '
                    f'aria-hidden="true">{I.use(t, 0, 0, 24)}</svg>{esc(t)} ×{n}</li>'
                    for t, n in sorted(counted.items(), key=lambda kv: INGREDIENTS.index(kv[0])))
    return f'<section class="spent"><h2>Spent ({len(out)})</h2><ul class="chips">{chips}</ul></section>'


def hands(view: View, marks: bool, offer: dict[str, str] | None = None) -> str:
    """Every hand (one's own face down) with what the clues said of each card; ``marks``: show
    them on one's own cards too. ``offer``: while the cards to spend are chosen, one's own
    cards are the buttons that spend them (by their place, the only thing one knows)."""
    out = []
    seat = view.get("seat")
    for s, hand in enumerate(view.get("hands") or []):
        name = view["players"][s]
        cards: list[str] = []
        for col, item in enumerate(hand):
            clues = [] if s == seat and not marks else item.get("clues") or []
            summary = D.clue_summary(clues)
            card = item.get("card")
            words = card_words(card) if card else f"your card {item['slot']}, unseen"
            known = ["clues say " + ", ".join(summary).replace("/", " or ")] if summary else []
            label = "; ".join([words, *known] + [clue_words(c) for c in clues])
            action = (offer or {}).get(str(item["slot"])) if s == seat else None
            if action:
                label = f"Spend {label}"
            # Under the card, what all its clues leave it; in its spoken name, each clue too.
            cards.append(panels.card_svg(card, cls="wcard", label=label, col=col, action=action,
                                         cell=f"slot {item['slot']}" if action else None,
                                         slot=item["slot"], under=summary,
                                         entry=bool(action) and not any("tabindex" in c for c in cards),
                                         flip=f"card:{card['id']}" if card else None))
        title = "Your hand (face down)" if s == seat else f"{possessive(name)} hand"
        cls = "whand turn" if view.get("to_move") == s else "whand"
        head = f"<h2>{esc(title)}</h2>"
        if s == seat:  # the toggle of the marks on one's own cards sits by their heading
            toggle = button("Clue marks", "ui:clues", cls="btn ghost toggle", pressed=marks)
            head = f'<div class="whead">{head}{toggle}</div>'
        out.append(f'<section class="{cls}">{head}'
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
        if not pre and tok in SHORT_VERBS:
            return SHORT_VERBS[tok]
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
        """The cookbook (no recipe buttons: recipes are only named by clues), every clue given and
        every card spent."""
        return [self.main_book(view, legal, pre, offer, motions, heads=False), clue_log(view), spent(view)]

    def side(self, view: View, legal: list[str], pre: list[str], ui: dict) -> list[str]:
        # Every hand is on show under its owner's name, which says all a list of players would.
        spending = controls_after(legal, pre) if "with" in pre else None
        return [panels.counts(view, f"Face down {view.get('face_down', 0)}"),
                hands(view, marks=not ui.get("keep_no_clues"), offer=spending)]

    def status_line(self, view: View, legal: list[str], ctx: dict) -> str:
        if view.get("is_over") and not ctx.get("interlude"):
            return self.headline(view)
        return super().status_line(view, legal, ctx)

    def headline(self, view: View) -> str:
        """A lost game says what the team needed: every cookbook card face down."""
        said = super().headline(view)
        if view.get("result") != "lost":
            return said
        cells = [c for row in view["cookbook"]["cells"] for c in row if c]
        down = sum(1 for c in cells if c.get("down"))
        return (f"The team lost: {down} of the {len(cells)} cookbook cards were turned face down, and "
                f"the deck and the hands ran out with {len(cells) - down} still face up (to win, every "
                f"one must be turned face down). Try again together.")

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
