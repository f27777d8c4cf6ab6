"""The Sweeet! table: what the render-module protocol asks of a game (see sweets/render/__init__.py).

It is a memory game, so the table shows only what lies on it right now: face-down cards are plain
backs, cards turned over this turn are face up, and the history of past reveals
(``view["reveals"]``, ``view["my_peeks"]``) is never read. The one exception is the pause after
a turn ends (``ctx["interlude"]``), when the cards of that turn are shown again for everyone, as
they lay on the table a moment ago, before being turned back.

The drawing is done by the modules beside this one: ``grid`` (the cards in SVG), ``players`` (every
player's run), ``controls`` (whose turn, and the buttons), ``stop_choice`` (the cards ticked to
take), ``words`` (cards and turns in sentences) and ``rules_page``.
"""

from __future__ import annotations

from sweets.games.sweeet.view import SweeetView
from sweets.render.html import attrs, esc
from sweets.render.outcome import badges, cheer, headline, in_order, places
from sweets.render.sweeet import rules_page
from sweets.render.sweeet.controls import controls, status_line
from sweets.render.sweeet.grid import grid_svg
from sweets.render.sweeet.players import LEGEND, bonus_chips, players_panel, run_strip
from sweets.render.sweeet.stop_choice import choose_lucky, toggle, widest
from sweets.render.sweeet.tell import tell as tell  # the move log
from sweets.render.sweeet.words import turn_story

TITLE = "Sweeet!"
BLURB = "Turn over cards from memory to build the run 1 to 8, or gamble on the Honey. 2-6 players."
# The pause after a turn ends by itself: the next player may start at once.
INTERLUDE_WAITS = False


def new_ui(view: SweeetView, legal: list[str]) -> dict:
    """Fresh choice: in a normal stop everything that can be collected is ticked (what a player
    nearly always wants); after a Brave failure nothing is, since only one card may be taken."""
    turn = view["turn"]
    picked = widest(legal) if turn and turn["phase"] == "choose" else []
    return {"picked": picked, "peeking": False}


def _revealed_cells(view: SweeetView) -> list[str]:
    turn = view["turn"]
    return [r["cell"] for r in turn["revealed"]] if turn else []


def ui_command(view: SweeetView, legal: list[str], ui: dict, command: str) -> dict:
    ui = dict(ui)
    kind, _, arg = command.partition(":")
    if kind == "pick" and arg in _revealed_cells(view):
        ui["picked"] = toggle(legal, ui.get("picked", []), arg)
    elif kind == "lucky" and "=" in arg:
        ui["picked"] = choose_lucky(legal, ui.get("picked", []), arg)
    elif kind == "peekmode":
        ui["peeking"] = not ui.get("peeking") and any(t.startswith("peek ") for t in legal)
    return ui


def needs_handoff(view: SweeetView) -> bool:
    """Only a Curious holder about to peek (or holding a peek) sees something private."""
    turn = view["turn"]
    return (turn is not None and view["seat"] == turn["seat"]
            and (turn["phase"] == "peek" or bool(view["peek"])))


def interlude(before: SweeetView, after: SweeetView, ctx: dict) -> str | None:
    """When a turn has just ended, the sentence telling the table how (the cards stay up a moment)."""
    last, earlier = after["last_turn"], before["last_turn"]
    if last is None or (earlier is not None and earlier["number"] == last["number"]):
        return None
    return turn_story(last, after["players"])


def flipback(view: SweeetView) -> list[str]:
    """The cells the end-of-turn pause showed face up, which turn back as it ends."""
    last = view["last_turn"]
    return [r["cell"] for r in last["revealed"]] if last else []


def motion(before: SweeetView, after: SweeetView) -> dict:
    """Nothing slides in Sweeet!: the cards never move, which is what makes it a memory game."""
    return {}


def table(view: SweeetView, legal: list[str], ui: dict, ctx: dict) -> str:
    return (f'<div class="table sweeet">'
            f'<div class="bar"><p class="status" role="status" aria-live="polite">'
            f'{esc(status_line(view, ctx))}</p>'
            f'<div class="controls">{controls(view, legal, ui, ctx)}</div></div>'
            f'<div class="board">{grid_svg(view, legal, ui, ctx)}</div>'
            f'<aside class="side">{players_panel(view, ctx)}</aside></div>')


def score_measure(view: SweeetView) -> str:
    """What the scores count, for the statistics page (sweets.web.stats): nothing, they only
    mark the winner."""
    return ""


def result_headline(view: SweeetView) -> str:
    """Who won: Sweeet! scores 1 for the winner and 0 for the others, a mark rather than points."""
    return headline(view, points=False)


def result(view: SweeetView, ctx: dict) -> str:
    """Who won and how, everyone's run and Bonus cards in order of place, beside the table as the
    game left it (the final turn's cards are still face up: the whole table saw them)."""
    players = view["players"]
    winners = view.get("winners") or []
    how = {"run": "by completing the run 1 to 8",
           "honey": "by turning over only Honey cards"}.get(view.get("winner_reason") or "", "")
    outcome = view.get("outcome")
    place = places(outcome["scores"] if outcome else [0.0] * len(players), winners)
    badge = badges(place)
    rows = []
    for seat in in_order(place):
        item = attrs(class_="player winner" if seat in winners else "player", data_seat=seat)
        rows.append(f'<li{item}><div class="who">{badge[seat]}<span class="name">{esc(players[seat])}</span>'
                    f'</div>{run_strip(view, seat)}<div class="chips">{bonus_chips(view, seat)}</div></li>')
    # The rulebook names a winner and ranks nobody else ("...until a player wins the game"; the
    # aim: "to be the first player to obtain a run ... from 1 to 8"): the others share the next
    # place rather than get an order it never gives.
    rest = len(players) - len(winners)
    shared = ('<p class="how">Sweeet! names only its winner: the others share 2nd place.</p>'
              if winners and rest > 1 else "")
    board = grid_svg({**view, "peek": None}, [], {}, {"animate": False}, explore=False)
    return (f'{cheer(view)}<div class="result-layout"><div class="result-text">'
            f'<h1 tabindex="-1" class="winner-title">{esc(result_headline(view))}</h1>'
            f'<p class="how">{esc(how)}</p>'
            f'<ol class="players final">{"".join(rows)}</ol>{shared}{LEGEND}</div>'
            f'<div class="result-board">{board}</div></div>')


def rules() -> str:
    return rules_page.page()
