"""The Sweets Stack table in the page (the render API is described in ``sweets.render``).

``table`` draws the seat's own bucket sheet with the candy to place, its hand, and the others'
sheets and scored cards (``table.py``); the page's own state while placing (which card, which
turn, which landing place) is ``placing.py``; the round scoring, result and rules page are
``pages.py``; the SVG drawings ``draw.py``; what the table says in words (status lines, the
pauses' stories) ``words.py``. Styles: static/games/sweets_stack.css.
"""

from __future__ import annotations

from sweets.games.sweets_stack.placing import CHANGE_COST
from sweets.games.sweets_stack.view import SweetsStackView
from sweets.render.sweets_stack import placing, words
from sweets.render.sweets_stack.pages import result, reveal_story, round_story, rules
from sweets.render.sweets_stack.table import table as draw_table
from sweets.render.sweets_stack.tell import tell

__all__ = ["TITLE", "BLURB", "INTERLUDE_WAITS", "new_ui", "ui_command", "table", "needs_handoff", "interlude",
           "flipback", "motion", "result", "rules", "tell"]

TITLE = "Sweets Stack"
BLURB = ("Pass candies in secret and drop the ones you receive into your bucket before it overflows. "
         "2-4 players.")

# Both pauses hold until Continue: the cards turned up and a round's sums take reading.
INTERLUDE_WAITS = True


def new_ui(view: SweetsStackView, legal: list[str]) -> dict:
    """While placing: the received candy upright at its deepest landing place, if it fits."""
    return placing.fresh(legal)


def ui_command(view: SweetsStackView, legal: list[str], ui: dict, command: str) -> dict:
    if command == "scores":  # a look at the latest round's scores, until pressed again or a move
        return {**ui, "scores": not ui.get("scores")}
    kept = {key: value for key, value in ui.items() if key == "scores" or key.startswith("keep_")}
    return {**placing.command(legal, ui, command), **kept}


def table(view: SweetsStackView, legal: list[str], ui: dict, ctx: dict) -> str:
    """The table from ``view``; when people share the tablet, a mark that cannot use the hand is
    drawn without it, so that screen needs no hand-off (see ``needs_handoff``)."""
    people = len(view["players"]) - len(ctx.get("bots") or ())
    if people > 1 and _marks_without_the_hand(view):
        view = {**view, "hand": [], "deck_bottom": []}
    return draw_table(view, legal, ui, ctx)


def needs_handoff(view: SweetsStackView) -> bool:
    """A seat's screen holds its hand (before a secret pick, or an exchange) and the known bottom
    of its deck, which nobody else may see. Marking a received candy is public (the candy was
    turned up, the sheets and pumpkins are on the table): unless the seat can pay to mark a card
    of its hand instead, that screen shows no hand and the tablet need not be passed with a
    hand-off first. So a seat has at most three hand-offs a turn, each before something of its
    own: the exchange, the pick and (with 3 pumpkins) the mark."""
    if view.get("seat") is None or _marks_without_the_hand(view):
        return False
    return bool(view.get("hand")) or bool(view.get("deck_bottom"))


def _marks_without_the_hand(view: SweetsStackView) -> bool:
    """The seat on screen is to mark its received candy and cannot pay to mark a hand card."""
    seat = view.get("seat")
    return (seat is not None and view["phase"] == "place" and view.get("to_move") == seat
            and view["pumpkins"][seat] < CHANGE_COST)


def interlude(before: SweetsStackView, after: SweetsStackView, ctx: dict) -> str | None:
    """A pause for the whole table when the picks are turned up, when a seat goes out (its
    passer's candle shows nowhere else but in the scoring), and when a round is scored."""
    results = after.get("round_results") or []
    parts = []
    if before.get("phase") == "pick" and after.get("phase") == "place":
        parts.append(reveal_story(after))
    parts.append(words.out_story(before, after))
    if len(results) > len(before.get("round_results") or []):
        parts.append(round_story(results[-1], after["players"], last=bool(after.get("is_over"))))
    return " ".join(part for part in parts if part) or None


def flipback(view: SweetsStackView) -> list[str]:
    """Nothing turns face down again after a pause: the cards turned up stay on show."""
    return []


def motion(before: SweetsStackView, after: SweetsStackView) -> dict:
    """Candies are not animated as they fall: the sheet shows where each one landed."""
    return {}
