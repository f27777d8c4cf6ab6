"""The coach of a guided first game ("Learn by playing", issue 32) on the page.

A lesson's game is an ordinary saved game whose meta data names the lesson (``meta["learn"]``),
so a reload goes on coaching. Each paint of its table is dressed here: a coach panel (a polite
live region) saying what the lesson says at this position (:func:`sweets.learn.lesson.advise`),
the computers' moves since the learner's last one, each in the move log's own sentence, and
what the learner's last move did when it was not the one pointed at; the pointed control gets
``data-coach="point"`` (the others stay as they are). A move that needs the game's own ``ui:``
presses first is pointed at through the first of them (:mod:`sweets.learn.reach`). The result
screen gets the lesson's closing words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from sweets import learn
from sweets.engine import State
from sweets.render.html import esc
from sweets.web.links import NewGame
from sweets.web.movelog import Positions
from sweets.web.table import PACE, Table

if TYPE_CHECKING:
    from sweets.learn.lesson import Advice, Lesson
    from sweets.web.session import Session

KEY = "learn"  # the save's meta key naming the lesson
# The computers of a lesson pause this long before each move, so each can be read as it comes.
SPEED = "relaxed"
CONTINUE = ("The round is scored: look at the table, then press Continue to go on.")
NO_LESSON = "There is no guided game for that yet."
STRAYED = "You played something else: {what}. Fine: the lesson follows the game as it is."


def press(session: Session, rest: str) -> None:
    """``menu:learn:<game>`` or ``menu:learn:<mode>:<game>`` (the menu card's button)."""
    parts = rest.split(":")
    start(session, parts[-1], parts[0] if len(parts) > 1 else None)


def open_link(session: Session, params: dict[str, str]) -> None:
    """``#learn=<game>[&mode=<mode>][&speed=<speed>]``."""
    start(session, params["learn"], params.get("mode"), params.get("speed"))


def start(session: Session, game_id: str, mode: str | None = None, speed: str | None = None) -> None:
    lid = learn.lesson_id(game_id, mode)
    if lid is None:
        session.go_menu(NO_LESSON)
        return
    lesson = learn.get(lid)
    bots = {seat: lesson.level for seat in lesson.computer_seats()}
    session.start_game(NewGame(lesson.game_id, list(lesson.players), bots, lesson.seed,
                               speed if speed in PACE else SPEED, dict(lesson.options)))
    if session.table is not None:
        session.table.meta[KEY] = lid
        session.save()


class Coach:
    """What the coach worked out for one table: positions replayed, advice per position, and
    what it pointed at, so that a move of the learner elsewhere is noticed."""

    def __init__(self, lesson: Lesson, state: State) -> None:
        self.lesson = lesson
        self.positions = Positions(state)
        self.advised: dict[int, tuple[tuple[str, ...], str]] = {}  # ply -> (log then, point)
        self._at: tuple[State | None, bool, Advice | None] = (None, False, None)

    def movers(self, state: State) -> list[int | None]:
        self.positions.reach(state)
        return [self.positions.at(p).to_move for p in range(state.ply)]

    def advice(self, table: Table) -> Advice:
        # Imported only once a lesson's table is on show: every boot imports this module (dress
        # runs on every screen), and these took 35-55 ms of a first visit's boot (issue 34).
        from sweets.learn.lesson import Advice, advise
        from sweets.learn.script import suggestion

        state, waiting = table.state, bool(table.interlude and table.waits())
        if self._at[0] is state and self._at[1] == waiting and self._at[2] is not None:
            return self._at[2]
        lesson = self.lesson
        if waiting:
            found = Advice(CONTINUE, "ui:continue", None)
        else:
            view = table.seat_view(lesson.learner)
            legal = table.playable() if state.to_move == lesson.learner else []
            found = advise(lesson, state, self.movers(state), view, legal,
                           lambda: suggestion(lesson, state, view, legal))
            if found.point is not None:
                self.advised[state.ply] = (state.log, found.point)
        self._at = (state, waiting, found)
        return found

    def strayed(self, table: Table, lines: list[list[str]]) -> str | None:
        """What the learner's last move did, when it was not the move pointed at."""
        movers = self.movers(table.state)
        mine = [p for p, seat in enumerate(movers) if seat == self.lesson.learner]
        if not mine:
            return None
        ply, log = mine[-1], table.state.log
        pointed = self.advised.get(ply)
        if pointed is None or pointed[0] != log[:ply] or pointed[1] == log[ply] or ply >= len(lines):
            return None
        return STRAYED.format(what=". ".join(lines[ply]))

    def since_mine(self, table: Table, lines: list[list[str]]) -> list[str]:
        """The other seats' moves since the learner's last one, a sentence each."""
        movers = self.movers(table.state)
        told: list[str] = []
        # A solo game's opponent (George) has no seat: his turn is played inside the learner's
        # move (and a choice made for him), so his lines are told from those moves' lines.
        state = table.state
        solo = state.game.outcome_kind(state.options) == "solo"
        opponent = state.game.opponent(state.data) if solo else None
        rival = opponent["name"] if opponent else None
        for ply in range(len(movers) - 1, -1, -1):
            if movers[ply] == self.lesson.learner:
                said = lines[ply] if rival and ply < len(lines) else []
                told[:0] = [line for line in said if line.startswith(f"{rival} ")]
                if said and self.positions.at(ply).view(self.lesson.learner).get("acting_for"):
                    continue  # a choice made for him: his turn began in the move before
                break
            if ply < len(lines):
                told.insert(0, ". ".join(lines[ply]))
        return told


_coaches: WeakKeyDictionary[Table, Coach] = WeakKeyDictionary()


def coach_of(table: Table | None) -> Coach | None:
    """The coach of a lesson's table (None for any other game)."""
    if table is None or table.meta.get(KEY) not in learn.INDEX:
        return None
    found = _coaches.get(table)
    if found is None or found.lesson.id != table.meta[KEY]:
        found = _coaches[table] = Coach(learn.get(str(table.meta[KEY])), table.state)
    return found


def dress(session: Session, markup: str) -> str:
    """``markup`` of the screen on show, with the coach's panel and pointer when it is a
    lesson's table or result."""
    table = session.table
    coach = coach_of(table)
    if coach is None or table is None:
        return markup
    if session.screen == "result":
        end = (f'<section class="coach coach-end" aria-label="Coach"><h2>What to try next</h2>'
               f'<p>{esc(coach.lesson.closing)}</p></section>')
        return _after_actions(markup, end)
    if session.screen != "game":
        return markup
    advice = coach.advice(table)
    lines = table.move_lines()
    pointed = _pointed(table, markup, advice.point)
    return _with_panel(_with_pointer(markup, pointed), panel(coach, table, advice, lines))


def _pointed(table: Table, markup: str, point: str | None) -> str | None:
    """The control to highlight for ``point``: itself when on the table, else the first press of
    the way to it (None: no way found, nothing is highlighted)."""
    from sweets.learn.reach import path_to, shows  # only in a lesson (see Coach.advice)

    if point is None or shows(markup, point):
        return point
    view, legal = table.view(), table.playable()
    path = path_to(table.renderer, view, legal, table.ui_for(view, legal), table.ctx(), point, markup)
    return path[0] if path else None


def _with_pointer(markup: str, action: str | None) -> str:
    if action is None:
        return markup
    found = f'data-action="{esc(action)}"'
    return markup.replace(found, f'{found} data-coach="point"')


_NAV_END = re.compile(r"</nav>")
_REMATCH = 'data-action="result:rematch"'


def _after_actions(markup: str, end: str) -> str:
    """The closing words go under the result's buttons (``screens.result_frame``), else last."""
    at = markup.find(_REMATCH)
    close = markup.find("</div>", at) if at >= 0 else -1
    if close < 0:
        return markup.replace("</main>", end + "</main>", 1)
    return markup[:close + 6] + end + markup[close + 6:]


def _with_panel(markup: str, panel_html: str) -> str:
    """The panel goes under the game's top bar, above the table."""
    match = _NAV_END.search(markup)
    if match is None:
        return panel_html + markup
    return markup[:match.end()] + panel_html + markup[match.end():]


def panel(coach: Coach, table: Table, advice: Advice, lines: list[list[str]]) -> str:
    """The coach's panel: the others' moves since the learner's last (newest last), what a move
    off the lesson did, and what to do now (read out politely when it changes)."""
    others = coach.since_mine(table, lines)
    shown = others[-4:]  # the latest few; the move log keeps every move
    moves = "".join(f'<li{" class=latest" if n == len(shown) - 1 else ""}>{esc(text)}.</li>'
                    for n, text in enumerate(shown))
    moves_html = f'<ol class="coach-moves" aria-label="Moves since yours">{moves}</ol>' if moves else ""
    strayed = coach.strayed(table, lines) if table.state.to_move == coach.lesson.learner else None
    note = f'<p class="coach-note">{esc(strayed)}</p>' if strayed else ""
    count = len(coach.lesson.steps)
    step = (f'<span class="coach-step">Step {advice.step + 1} of {count}</span>'
            if advice.step is not None else "")
    say = esc(advice.text)
    if others and table.state.to_move != coach.lesson.learner:
        say = f"{esc(others[-1])}. {say}"
    return (f'<section class="coach" aria-label="Coach" tabindex="0" data-coach-step="'
            f'{"" if advice.step is None else advice.step}">'
            f'<h2 class="coach-title">Coach {step}</h2>{moves_html}{note}'
            f'<p class="coach-say" aria-live="polite" aria-atomic="true">{say}</p>'
            # On a phone the words are cut to a few lines (static/app.css, "reveal"), so that the
            # control pointed at fits on screen beside them; this opens them in full.
            f'<details class="coach-more"><summary>More</summary></details></section>')
