"""What every MasterSweets table does alike, as a base class each mode's table builds on.

A mode's table (``core``, ``solo``, ``clash``, ``workshop``) says only what differs: its
cookbooks, its side panel, how its tokens and its turn read, what happens by itself, how the game
ended. The package's ``__init__`` picks the table for a view's mode, once. Nothing here reads
anything but the seat's view, which holds only what that seat may see; card ids are never drawn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from sweets.engine import EngineView
from sweets.render.html import button, esc, possessive
from sweets.render.mastersweets import book as B
from sweets.render.mastersweets import draw as D
from sweets.render.mastersweets import icons as I
from sweets.render.mastersweets import panels
from sweets.render.mastersweets import tell as T
from sweets.render.mastersweets.labels import COLUMNS, VERBS, card_words, cells_by_place, core_tag, step_words
from sweets.render.mastersweets.tokens import PLACE, completions, controls_after, normalize, step, tokens
from sweets.render.outcome import cheer, headline

View = Mapping[str, Any]
MAX_LISTED = 6  # this few complete moves under the choice so far: offer them whole


# The first choices of a turn that start on a card of the table, as the sheet names them.
ON_CARD_WORDS = {
    "market": "take it from the market", "draw": "draw from the deck",
    "exchange": "exchange it from your hand",
    "play": "play a special card", "cook": "cook a recipe (its button beside the cookbook)",
    "steal": "steal a recipe (its button on another cookbook)", "role": "use your role",
    "choose": "choose that role",
}


class Table:
    """What the four modes' tables do alike; each mode's table overrides what differs."""

    css: str  # the mode's class on the table, "ms-<mode>" (static/games/mastersweets.css)
    # The verbs whose every move starts on a card of this table (a market card, the deck, a hand
    # card, a recipe's button): pressed there, not offered again in the sheet.
    on_cards: frozenset[str] = frozenset({"market", "draw", "exchange", "play", "cook"})

    # ----- the page's own state: the move chosen so far ----------------------------------------

    def new_ui(self, view: View, legal: list[str]) -> dict:
        return {"pre": normalize(legal, [])}

    def ui_command(self, view: View, legal: list[str], ui: dict, command: str) -> dict:
        kept = {key: value for key, value in ui.items() if key.startswith("keep_")}
        return {"pre": step(legal, list(ui.get("pre") or []), command), **kept}

    # ----- words ---------------------------------------------------------------------------------

    def own_move(self, before: View, after: View) -> list[str]:
        """The reader's own move in words, once its events left the view with its turn."""
        return T.own_move(before, after)

    def book_cells(self, view: View, seat: int | None = None) -> dict[str, Any]:
        """The cards of the cookbook a place token points into, by place."""
        return cells_by_place(view.get("cookbook") or {"cells": []})

    def special_text(self, card: Mapping[str, Any]) -> str:
        """What playing a special card does in this mode, said before it is played."""
        return str(card["text"])

    def special_tag(self, card: Mapping[str, Any]) -> str | None:
        """What a special card does in this mode in a word or two, on its face (None: nothing to
        add to its name)."""
        return core_tag(card)

    def token_label(self, view: View, pre: list[str], tok: str) -> str:
        """What choosing ``tok`` after ``pre`` means, in words."""
        if not pre:
            return VERBS.get(tok, tok)
        players = view.get("players", [])
        if tok.startswith("p") and tok[1:].isdigit() and int(tok[1:]) <= len(players):
            return players[int(tok[1:]) - 1]
        if ":" in tok:
            who, place = tok.split(":", 1)
            seat = int(who[1:]) - 1
            card = self.book_cells(view, seat).get(place)
            return f"{possessive(players[seat])} {place} ({card_words(card)})"
        if tok[:1] in COLUMNS and tok[1:].isdigit():
            return f"{tok} ({card_words(self.book_cells(view).get(tok))})"
        if tok.startswith("s") and tok[1:].isdigit():
            for card in view.get("hand") or []:
                if card.get("id") == tok:
                    return f"{card['name']}: {self.special_text(card)}"
            for card in (view.get("turn") or {}).get("peek") or []:
                if card.get("id") == tok:
                    return f"{card['name']} (special)"
            return "a special card"
        if pre[0] == "market":
            market = view.get("market") or []
            slot = int(tok) - 1 if tok.isdigit() else -1
            return f"market {tok} ({card_words(market[slot])})" if 0 <= slot < len(market) else tok
        if tok.startswith(("row ", "col ")):
            return tok.replace("col", "column")
        return tok.replace("_", " ")

    def move_label(self, view: View, move: str) -> str:
        toks = tokens(move)
        words = [VERBS.get(toks[0], toks[0])]
        for i, tok in enumerate(toks[1:], 1):
            if tok != "with":
                words.append(self.token_label(view, toks[:i], tok))
        return ": ".join([words[0], ", ".join(words[1:])]) if len(words) > 1 else words[0]

    def status_line(self, view: View, legal: list[str], ctx: dict) -> str:
        if ctx.get("interlude"):
            return str(ctx["interlude"])
        if view.get("is_over"):
            return "The game is over."
        to_move = view.get("to_move")
        if to_move is None:
            return ""
        return self.turn_line(view, view.get("players", [])[to_move], to_move in set(ctx.get("bots") or ()))

    def turn_line(self, view: View, name: str, bot: bool) -> str:
        """Whose turn it is and what they are to do."""
        if bot:
            return f"{possessive(name)} turn: the computer is playing…"
        steps = (view.get("turn") or {}).get("steps") or []
        if steps:
            return f"{name}: {step_words(str(steps[0][0]), int(steps[0][1]))}"
        return f"{possessive(name)} turn: one action"

    # ----- what the page asks between moves ------------------------------------------------------

    def needs_handoff(self, view: View) -> bool:
        """One's hand, or cards one looks at, must not be seen by the others."""
        if view.get("seat") is None:
            return False
        return bool(view.get("hand")) or bool((view.get("turn") or {}).get("peek"))

    def interlude(self, before: View, after: View, ctx: dict) -> str | None:
        return None

    def motion(self, before: View, after: View) -> dict:
        """The cookbook cards the move shifted (the cookbook closing up, a Workshop swap):
        ``{"cookbook": {place: [rows, cols]}}``, or ``{}`` when none moved."""
        moved = B.moved(before.get("cookbook"), after["cookbook"])
        return {"cookbook": moved} if moved else {}

    # ----- the table -------------------------------------------------------------------------------

    def main_book(self, view: View, legal: list[str], pre: list[str], offer: dict[str, str],
                  motions: dict, *, heads: bool) -> str:
        """The one cookbook of the table, with the recipe buttons when ``heads``."""
        book = view["cookbook"]
        lit: set[str] = set()
        lacks: frozenset[str] = frozenset()
        hand = view.get("hand") if view.get("seat") is not None else None
        if pre[:1] == ["cook"] and len(pre) > 1:
            chosen = [r for r in view["recipes"] if r["name"] == pre[1]]
            lit = {p for r in chosen for p in r["cards"]}
            lacks = self.lacking_places(book, chosen, hand)
        recipes = B.cook_heads(legal, pre, book, view.get("recipes") or [], hand) if heads else None
        grid = B.drawing(book, offer, None, lit, motions.get("cookbook", {}), recipes, "Cookbook", lacks,
                         box="bookbox")
        # The drawing's natural height, for the style sheet's floor under the section, which it
        # keeps without laying the drawing out to find it (static/games/mastersweets.css).
        _, height = D.book_size(book["rows"], book["cols"], heads=heads, title=False)
        return f'<section class="mainbook" style="--h:{height:.0f}px"><h2>Cookbook</h2>{grid}</section>'

    @staticmethod
    def lacking_places(book: View, chosen: list[Any], hand: list[Any] | None) -> frozenset[str]:
        """The places of the chosen recipe whose cards one's hand lacks (a type held fewer times
        than the recipe asks marks its last places)."""
        if not chosen or hand is None:
            return frozenset()
        missing = B.lacking(B.recipe_needs(chosen[0], book), hand)
        cells: dict[str, Any] = dict(cells_by_place(book))
        marked = []
        for place in reversed(chosen[0]["cards"]):
            card = cells.get(place)
            if card and card["type"] in missing:
                missing.remove(card["type"])
                marked.append(place)
        return frozenset(marked)

    def boards(self, view: View, legal: list[str], pre: list[str], offer: dict[str, str],
               motions: dict) -> list[str]:
        """The cookbooks (and what goes with them), in the middle of the table."""
        return [self.main_book(view, legal, pre, offer, motions, heads=True)]

    def board_class(self, view: View, books: int) -> str:
        return ""

    def side(self, view: View, legal: list[str], pre: list[str], ui: dict) -> list[str]:
        """The panels beside the cookbooks."""
        return [self.players_panel(view), panels.counts(view), panels.market(view, legal, self.special_tag),
                panels.hand_section(view, legal, pre, self.special_text, self.special_tag)]

    def players_panel(self, view: View) -> str:
        return panels.players(view)

    def choices(self, view: View, legal: list[str], pre: list[str]) -> str:
        """The panel of what may be chosen next, plus a way back."""
        out = []
        if pre:
            out.append(f'<p class="chosen">{esc(self.move_label(view, " ".join(pre)))} …</p>')
        moves = completions(legal, pre)
        whole = " ".join(pre)
        if pre and whole in legal:  # what is chosen is a move already (a recipe cooked as it is)
            out.append(button(self.move_label(view, whole), whole, cls="btn primary"))
        forced = normalize(legal, [])
        # A turn's first choice (or the only verb there is): what starts on a card is pressed there.
        on_cards = set()
        if pre == forced:
            on_cards = {tok for tok in controls_after(legal, pre) if tok in self.on_cards} if not pre else (
                set(controls_after(legal, pre)) if pre[0] in self.on_cards else set())
            starts = [tok for tok in controls_after(legal, []) if tok in self.on_cards] or pre[:1]
            if on_cards:
                out.append('<p class="hint">Press a card to '
                           + esc(", ".join(ON_CARD_WORDS.get(t, t) for t in starts)) + ".</p>")
        if pre and pre != forced and len(moves) <= MAX_LISTED:
            for move in moves:
                out.append(button(self.move_label(view, move), move, cls="btn primary"))
        else:
            on_book = False
            for tok, action in controls_after(legal, pre).items():
                if PLACE.match(tok):  # a cookbook card: its own cell is the button (no second copy here)
                    on_book = True
                    continue
                if tok in on_cards:
                    continue
                out.append(button(self.token_label(view, pre, tok), action,
                                  cls="btn" if action.startswith("ui:") else "btn primary"))
            if on_book:
                out.append('<p class="hint">Choose a card on the cookbook.</p>')
        if len(pre) > len(normalize(legal, [])):
            out.append(button("Back", "ui:back", cls="btn ghost"))
        return f'<div class="choices">{"".join(out)}</div>'

    def table(self, view: View, legal: list[str], ui: dict, ctx: dict) -> str:
        pre = normalize(legal, list(ui.get("pre") or []))
        mine = bool(legal) and view.get("to_move") not in set(ctx.get("bots") or ())
        if not mine:
            legal, pre = [], []
        motions = (ctx.get("motion") or {}) if ctx.get("animate") else {}
        offer = controls_after(legal, pre)  # what each token does now, for every cookbook's cells
        books = self.boards(view, legal, pre, offer, motions)
        side = self.side(view, legal, pre, ui)
        controls = self.choices(view, legal, pre) if mine else ""
        if ctx.get("interlude"):  # the table looks at what happened; playing on ends it too
            controls = button("Continue", "ui:continue", cls="btn primary") + controls
        # The choices sit in a sheet beside the market and the hand they act on (on a phone it
        # stays at the foot of the screen while the cards scroll under it), not in the top bar.
        sheet = (f'<section class="sheet" aria-label="Your choices"><div class="controls">{controls}</div>'
                 f'</section>') if controls else ""
        return (f'<div class="table ms {self.css}">{I.DEFS}'
                f'<div class="bar"><p class="status" role="status" aria-live="polite">'
                f'{esc(self.status_line(view, legal, ctx))}</p></div>'
                f'<div class="board{self.board_class(view, len(books))}">{"".join(books)}</div>'
                f'<aside class="side">{sheet}{"".join(side)}</aside></div>')

    # A seat's score counts points (Clash's counts the players who left before it).
    scores_are_points = True

    # ----- the end ---------------------------------------------------------------------------------

    def headline(self, view: View) -> str:
        """How the game ended, in one sentence, as ``sweets.render.outcome`` says it for any game."""
        # every game's view holds the engine's keys
        return headline(cast(EngineView, view), points=self.scores_are_points)

    def result_rows(self, view: View) -> list[str]:
        return []

    def result(self, view: View, ctx: dict) -> str:
        """The headline, then everyone in order of place (``result_rows``), after a celebration
        when someone won."""
        return (f'{cheer(cast(EngineView, view))}<div class="result-layout ms"><div class="result-text">'
                f'<h1 tabindex="-1" class="winner-title">{esc(self.headline(view))}</h1>'
                f'<ol class="players final">{"".join(self.result_rows(view))}</ol></div></div>')
