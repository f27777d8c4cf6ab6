"""The pictures of Sweeet!'s rules page: a stop and what it collects (the worked example of how a
run grows, which is all the scoring Sweeet! has until someone wins), and a turn that ends on a
repeat. Both are played by the rules on a fixed deal (two players, seed 1) and drawn with this
renderer's own grid and run strips. Built once (``cache``).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from sweets.render.html import esc
from sweets.render.pictures import figure, replay
from sweets.render.sweeet.grid import grid_svg
from sweets.render.sweeet.players import run_strip
from sweets.render.sweeet.words import card_label, turn_story

SEED, PLAYERS = 1, 2
# Player 2 (starting card 2) plays first: a 6, a 1 and a 3, then stops taking what fits the run.
STOP_FLIPS = ["flip b1", "flip e1", "flip f1"]
STOP = "stop e1 f1"
# Then Player 1 (starting card 5): a 7, a 4, and a second 4, which ends the turn.
REPEAT_FLIPS = ["flip d1", "flip g1", "flip a2"]


@cache
def states() -> list[Any]:
    """Every state of the two turns, from the deal."""
    return replay("sweeet", PLAYERS, SEED, [*STOP_FLIPS, STOP, *REPEAT_FLIPS])


def stop_position() -> tuple[Any, Any]:
    """Player 2 with three cards up, and the same table after the stop."""
    all_states = states()
    return all_states[len(STOP_FLIPS)], all_states[len(STOP_FLIPS) + 1]


def repeat_position() -> Any:
    """The table right after the repeat ended Player 1's turn."""
    return states()[-1]


def _grid(view: Any, ctx: dict, label: str) -> str:
    return grid_svg(view, [], {}, ctx, explore=False).replace(
        'aria-label="The cards on the table"', f'aria-label="{esc(label)}"', 1)


def _run(view: Any, seat: int, when: str) -> str:
    return f'<div class="rp-run">{esc(when)}: {run_strip(view, seat)}</div>'


def stop_figure() -> str:
    before, after = stop_position()
    seat = before.to_move
    view = before.view(None)
    up = [card_label(r["card"]) for r in view["turn"]["revealed"]]
    stops = sorted((str(a) for a in before.legal_actions() if str(a).startswith("stop")), key=len)
    taken = [card_label(c["card"]) for c in after.view(None)["last_turn"]["collected"]]
    return figure(
        [("The table before the stop", _grid(view, {"animate": False},
                                             f"The table with {', '.join(up)} turned up this turn")),
         ("Player 2's run", _run(view, seat, "before") + _run(after.view(None), seat, "after"))],
        f"Player 2's run holds only their starting 2. They turn up {', '.join(up)} and stop. The game "
        f"lets them take {' and '.join(taken)} (its widest choice, <code>{esc(stops[-1])}</code>): "
        f"each fits the run without a gap, but the 6 would leave one, so it goes back face down. "
        f"The run is now 1, 2, 3.")


def repeat_figure() -> str:
    after = repeat_position()
    view = after.view(None)
    last = view["last_turn"]
    story = turn_story(last, view["players"])
    said = f"The cards of Player 1's turn, the {last['repeat']}s outlined in red"
    return figure(
        [("The table as the turn ends", _grid(view, {"interlude": story, "animate": False}, said)),
         ("Player 1's run", _run(view, last["seat"], "still"))],
        f"Player 1 turns up {', '.join(card_label(r['card']) for r in last['revealed'])}. The second "
        f"{last['repeat']} ends the turn at once (both are outlined in red): nothing is taken and "
        f"every card goes back face down where it lay. The game says: &quot;{esc(story)}&quot;")


@cache
def section() -> str:
    """The pictures' part of the rules page (built once)."""
    return (f'<section class="rules-pics sweeet-pics"><h2>Two turns, as the table draws them</h2>'
            f"<p>Played out by the game itself on a fixed deal and drawn as the table draws it, so they "
            f"follow its rules exactly.</p><h3>A stop, and what it collects</h3>{stop_figure()}"
            f"<h3>A turn that ends on a repeat</h3>{repeat_figure()}</section>")
