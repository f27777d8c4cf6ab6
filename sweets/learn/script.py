"""A lesson played out the way the page plays it, without a browser: the computers at the
lesson's level with the page's seeds (``sweets.web.computers``), the learner pressing what the
coach points at (or, where told, something else). The lesson checker and the figures of the
closing note read these runs."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from sweets import bots, games
from sweets.engine import State
from sweets.learn.lesson import Advice, Lesson, advise
from sweets.learn.reach import path_to
from sweets.render import for_game
from sweets.web.computers import Computers

# The general prompt's move comes from a seed apart from the computers' (theirs: seed * K + ply).
SUGGEST_SALT = 7


def new_state(lesson: Lesson) -> State:
    return games.get(lesson.game_id).new(list(lesson.players), lesson.seed, dict(lesson.options))


def suggestion(lesson: Lesson, state: State, view: dict, legal: list[str]) -> str:
    """The move the general prompt points at: the choice of the lesson's hint level for the
    learner's seat, from the learner's view only (like every bot), never failing."""
    try:
        choice = bots.choose(lesson.game_id, lesson.hint_level, view, legal,
                             state.seed * 1_000_003 + state.ply + SUGGEST_SALT)
    except Exception:  # noqa: BLE001 - a hint must never freeze a lesson
        return legal[0]
    return choice if choice in legal else legal[0]


def table_ctx(seat: int, bot_seats: list[int]) -> dict:
    """What the page's table hands its renderer, with no pause or animation on show."""
    return {"bots": bot_seats, "shown": seat, "interlude": None, "flipback": [], "motion": {},
            "animate": False}


@dataclass
class Run:
    """A lesson played out: the final state, the learner's advice at each of their decisions
    (ply, advice, the move played), and every problem found on the way."""

    final: State
    decisions: list[tuple[int, Advice, str]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def steps_met(self) -> list[int]:
        return [a.step for _, a, _ in self.decisions if a.step is not None]


def play(lesson: Lesson, stray: frozenset[int] = frozenset(), max_plies: int = 5000) -> Run:
    """Plays ``lesson`` to the end. At the learner's decisions numbered in ``stray`` the learner
    plays another legal move than the one pointed at (the last one listed)."""
    renderer = for_game(lesson.game_id)
    state = new_state(lesson)
    seats = {seat: lesson.level for seat in lesson.computer_seats()}
    computers = Computers(lesson.game_id, seats, {"bots": {str(s): lv for s, lv in seats.items()}})
    movers: list[int | None] = []
    run = Run(state)
    while not state.is_over and state.ply < max_plies:
        seat = state.to_move
        legal = [str(a) for a in state.legal_actions()]
        if seat in seats:
            move = None
            while move is None:
                move = computers.move(state, list(legal))
        else:
            assert seat is not None
            view = state.view(seat)
            advice = advise(lesson, state, movers, view, legal,
                            functools.partial(suggestion, lesson, state, view, legal))
            where = f"ply {state.ply}"
            if advice.point not in legal:
                run.problems.append(f"{where}: the coach points at {advice.point!r}, which is not legal")
            elif path_to(renderer, view, legal, renderer.new_ui(view, legal),
                         table_ctx(seat, sorted(seats)), advice.point) is None:
                run.problems.append(f"{where}: {advice.point!r} cannot be reached on the table")
            move = advice.point or legal[0]
            if len(run.decisions) in stray:
                move = next((m for m in reversed(legal) if m != advice.point), move)
            run.decisions.append((state.ply, advice, move))
        movers.append(seat)
        state = state.apply(move)
        run.final = state
    return run
