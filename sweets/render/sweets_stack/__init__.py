"""The Sweets Stack table in the page (the render API is described in ``sweets.render``).

``table`` draws the seat's own bucket sheet with the candy to place, its hand, and the others'
sheets and scored cards (``table.py``); the page's own state while placing (which card, which
turn, which landing place) is ``placing.py``; the round scoring, result and rules page are
``pages.py``; the SVG drawings ``draw.py``; what the table says in words (status lines, the
pauses' stories) ``words.py``. Styles: static/games/sweets_stack.css.
"""

from __future__ import annotations

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
# A person's pick or mark that passed the turn on may be taken back while only public things are
# on show: the pause after a pick (``words.picked_story``), or the next person's marking screen
# (sweets/web/table.py ``Table.undone``); the rules say until when (``SweetsStack.undoable``).
UNDO_AFTER_PASSING = True


def new_ui(view: SweetsStackView, legal: list[str]) -> dict:
    """While placing: the received candy upright at its deepest landing place, if it fits."""
    return placing.fresh(legal)


def ui_command(view: SweetsStackView, legal: list[str], ui: dict, command: str) -> dict:
    if command == "scores":  # a look at the latest round's scores, until pressed again or a move
        return {**ui, "scores": not ui.get("scores")}
    if command == "hand":  # the seat marking asks to see its hand, to mark one of its cards instead
        return {**ui, "hand": True}
    kept = {key: value for key, value in ui.items() if key in ("scores", "hand") or key.startswith("keep_")}
    return {**placing.command(legal, ui, command), **kept}


def table(view: SweetsStackView, legal: list[str], ui: dict, ctx: dict) -> str:
    """The table from ``view``. When people share the tablet, marking a received candy is drawn
    without the hand, so that screen needs no hand-off (see ``needs_handoff``); a seat that can
    pay to mark a card of its hand instead is offered a button that shows it (``ui:hand``), its
    own choice to look, as a player picks up their cards while the others look away."""
    people = len(view["players"]) - len(ctx.get("bots") or ())
    if people > 1 and _marking(view) and not ui.get("hand"):
        usable = any(" with " in text for text in legal)
        view = {**view, "hand": [], "deck_bottom": []}
        legal = [text for text in legal if " with " not in text]
        ui = {**ui, "hand_offer": usable}
    return draw_table(view, legal, ui, ctx)


def needs_handoff(view: SweetsStackView) -> bool:
    """A seat's screen holds its hand (its pick, with the exchange offered beside it, and the
    old hand going under the deck) and the known bottom of its deck, which nobody else may see.
    Marking a received candy is public (the candy was turned up, the sheets and pumpkins are on
    the table) and drawn without the hand: no hand-off. So a seat has one hand-off a turn at
    most, before its pick (tests/test_sweets_stack_handoffs.py counts them)."""
    if view.get("seat") is None or _marking(view):
        return False
    return bool(view.get("hand")) or bool(view.get("deck_bottom"))


def _marking(view: SweetsStackView) -> bool:
    """The seat on screen is to mark its received candy."""
    seat = view.get("seat")
    return seat is not None and view["phase"] == "place" and view.get("to_move") == seat


def interlude(before: SweetsStackView, after: SweetsStackView, ctx: dict) -> str | None:
    """A pause for the whole table when the picks are turned up, when a seat goes out (its
    passer's candle shows nowhere else but in the scoring), and when a round is scored."""
    results = after.get("round_results") or []
    parts = [words.picked_story(before, after, ctx)]
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
