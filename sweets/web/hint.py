"""The Hint button of a game in progress (issue 32): the move the Hard level would play for the
seat on screen, highlighted on the table, with one sentence of why (``sweets.bots.hints``).

A hint belongs to one position and one person's decision: it is worked out from the view of the
seat on screen (the view the page paints, so it cannot show more than the screen does), never
plays the move, and goes at the next press that is not the highlighted control (a move, Undo,
anything else), so it never follows the tablet to the next person. The table keeps no trace of
it: nothing is saved.

The highlight is found generically from the painted markup: the control whose ``data-action`` is
the move; or, where the table builds a move in steps (MasterSweets' tokens, Sweets Stack's card,
turn and landing place), the ``ui:`` control whose press leads towards it, found by trying those
controls on the renderer's own ``ui_command`` and painting the result (a short search, most
promising first). Following the highlight keeps the hint, and the highlight moves on.
"""

from __future__ import annotations

import heapq
import re
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from sweets.render.html import button, esc

if TYPE_CHECKING:
    from sweets.engine import State
    from sweets.web.session import Session
    from sweets.web.table import Table

ACTION = re.compile(r'data-action="([^"]*)"')
# ``ui:`` controls that never lead towards a move: the page's views and pauses.
NOT_A_STEP = ("ui:continue", "ui:scores", "ui:peekmode-off", "ui:clear")
DEPTH = 6  # steps a move takes at most on any table (MasterSweets: verb, recipe, substitutions...)
BUDGET = 40  # paints the search for the next step may cost, at most


class Shown(NamedTuple):
    state: State  # the position the hint is for
    move: str
    why: str


_SHOWN: weakref.WeakKeyDictionary[Session, Shown] = weakref.WeakKeyDictionary()


def on(table: Table) -> bool:
    """The table offers hints: the setup's choice (``hints``, on unless turned off)."""
    return table.meta.get("hints", True) is not False


def offered(table: Table) -> bool:
    """A person decides, on their own screen: not during a pause that the whole table watches
    (the public view is on screen then, and a hint would read the seat's own)."""
    return on(table) and bool(table.playable()) and not (table.interlude and table.shared)


def current(session: Session) -> Shown | None:
    """The hint on show, if it is still for the position on the table."""
    shown = _SHOWN.get(session)
    t = session.table
    if shown is None or t is None or shown.state is not t.state or session.screen != "game":
        return None
    return shown


def ask(session: Session, _: str = "") -> None:
    """The Hint button: Hard's move for the seat on screen, from that seat's view only."""
    t = session.table
    if t is None or not offered(t):
        return
    legal = t.playable()
    seat = t.shown_seat()
    if not legal or seat is None or t.handoff_to() is not None:
        return
    from sweets.bots import hints  # the bots are imported once a game's table is up, not at boot

    state = t.state
    seed = state.seed * 1_000_003 + state.ply  # as the computers' moves are seeded
    found = hints.hint(t.game_id, t.seat_view(seat), list(legal), seed)
    _SHOWN[session] = Shown(state, found.move, found.why)


def before_press(session: Session, action: str) -> None:
    """A press clears the hint, unless it asks for it or follows its highlight."""
    shown = current(session)
    if shown is None or action == "game:hint":
        return
    if action.startswith("ui:") and action == next_step(session, shown):
        return
    _SHOWN.pop(session, None)


def _actions(markup: str) -> list[str]:
    return [a.replace("&quot;", '"').replace("&#x27;", "'").replace("&lt;", "<").replace("&gt;", ">")
            .replace("&amp;", "&") for a in ACTION.findall(markup)]


def _promise(command: str, move: str) -> int:
    """How much of ``command`` speaks of ``move``: its parts that are words of the move (a turn
    ``r1`` also as ``1``, a substitution ``cream=2eggs`` also as ``cream``); a step back, -1."""
    if command in ("ui:back", "ui:clear"):
        return -1
    moved = move.split()
    words = set(moved) | {w[1:] for w in moved if w[:1] == "r"} | {w.partition("=")[0] for w in moved}
    words |= {f"{a} {b}" for a, b in zip(moved, moved[1:], strict=False)}  # "row 2"
    parts = [p for p in re.split(r"[:|]", command[3:]) if p]
    return sum(1 for p in parts if p in words)


def next_step(session: Session, shown: Shown) -> str | None:
    """The control on screen to press next towards the hinted move (its notation when the move
    itself is on screen), or None when no short way to it was found. The way found is kept, so
    following it asks for no new search (a new search from half-way could choose another way,
    and a person following the highlight must arrive)."""
    t = session.table
    if t is None:
        return None
    view, legal = t.view(), t.playable()
    ui, ctx = t.ui_for(view, legal), t.ctx()
    mark = _mark(ui)
    renderer = t.renderer
    now = _actions(renderer.table(view, legal, ui, ctx))
    cached = _STEPS.get(session)
    if cached is not None and cached[0] is shown:
        # the way found before, followed so far: its next step needs no new search
        for i, (at, step) in enumerate(cached[1]):
            if at == mark and step in now:
                _STEPS[session] = (shown, cached[1][i:])
                return step
    if shown.move in now:
        way = [(mark, shown.move)]
    elif t.interlude:
        # the table's own steps wait for the pause to end (``Session._ui``): Continue first
        way = [(mark, "ui:continue")] if "ui:continue" in now else []
    else:
        way = _search(shown.move, now, ui, lambda state: _actions(renderer.table(view, legal, state, ctx)),
                      lambda state, step: renderer.ui_command(view, legal, dict(state), step[3:]))
    _STEPS[session] = (shown, way)
    return way[0][1] if way else None


def _search(move: str, now: list[str], ui: dict, paint: Callable[[dict], list[str]],
            press: Callable[[dict, str], dict]) -> list[tuple[str, str]]:
    """The way from ``ui`` (whose controls are ``now``) to a paint showing ``move``: (mark of the
    ui state, step to press) pairs, the last step the move. Best first: fewest steps, steps that
    speak of the move before others (by far), so a straight way is found in a few paints."""
    def steps(actions: list[str]) -> list[tuple[float, str]]:
        found = [a for a in dict.fromkeys(actions) if a.startswith("ui:") and a not in NOT_A_STEP]
        costs = [(1 - 0.3 * max(0, p) + (2.0 if p <= 0 else 0.0), a) for a in found
                 for p in [_promise(a, move)]]
        return costs

    seen = {_mark(ui)}
    heap: list[tuple[float, int, dict, list[tuple[str, str]]]] = []
    order = 0
    for cost, step in steps(now):
        heap.append((cost, order, press(ui, step), [(_mark(ui), step)]))
        order += 1
    heapq.heapify(heap)
    paints = 0
    while heap and paints < BUDGET:
        cost, _, state, way = heapq.heappop(heap)
        mark = _mark(state)
        if mark in seen or len(way) > DEPTH:
            continue
        seen.add(mark)
        paints += 1
        actions = paint(state)
        if move in actions:
            return [*way, (mark, move)]
        for more, step in steps(actions):
            order += 1
            heapq.heappush(heap, (cost + more, order, press(state, step), [*way, (mark, step)]))
    return []


def _mark(ui: dict) -> str:
    return repr(sorted(ui.items(), key=str))


_STEPS: weakref.WeakKeyDictionary[Session, tuple[Shown, list[tuple[str, str]]]] = weakref.WeakKeyDictionary()


def control(session: Session) -> str:
    """The Hint button for the frame's bar, where the table offers hints and a person decides."""
    t = session.table
    if t is None or not offered(t):
        return ""
    return button("Hint", "game:hint", cls="btn small hint-btn",
                  title="Show the move the Hard computer would play")


def decorate(session: Session, body: str) -> str:
    """The table with the hinted control marked (``data-hint``) and the sentence above it."""
    shown = current(session)
    if shown is None:
        return body
    step = next_step(session, shown)
    if step is not None:
        mark = f'data-action="{esc(step)}"'
        body = body.replace(mark, f'{mark} data-hint="{"move" if step == shown.move else "step"}"', 1)
    follow = "" if step is not None else " (its control is not on the table now)"
    # Above the table, in the page's flow (static/app.css, "reveal"): the table makes room for
    # it, as for a notice, so it covers neither the title line nor anything of the table.
    return (f'<div class="hint-panel" role="status" aria-live="polite">'
            f'<p><b>Hint:</b> {esc(shown.why)}{follow}</p></div>{body}')
