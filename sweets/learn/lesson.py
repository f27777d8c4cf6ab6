"""What a lesson is, as data, and what the coach says at a position of the real game.

A :class:`Lesson` fixes the deal (players, the learner's seat, the computers' level, the seed,
the game's options) and lists :class:`Step` s, one per decision of the learner, in order. A step
names the position it expects (the ply, and optionally a test of the learner's view), the move
to point at (its notation; the page finds the ``ui:`` presses that lead to it when the move
needs some, :mod:`sweets.learn.reach`) and the text: what to do and the rule behind it.

The coach never keeps a script of its own: :func:`advise` reads the game as it is. While every
move of the learner so far was the one pointed at, the next step applies where it expects to;
once the learner did something else, a step still applies where its text holds anyway (it is
``loose`` and its move is legal there), and otherwise the coach points at a good move with a
general prompt. So the coach cannot go out of step with the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sweets.engine import State

ViewTest = Callable[[dict], bool]

# The general prompt, once the lesson's steps are done or the game left them behind.
GENERAL = ("Your turn. The highlighted move is the one a strong player would pick here; any other "
           "move is allowed too.")
WAITING = "{name} is playing. Each of their moves is told here as it happens."


@dataclass(frozen=True)
class Step:
    """One decision of the learner: at ``ply`` (and where ``sees`` holds for their view), point
    at ``point`` and say ``text``. ``loose``: the text still holds after the learner left the
    lesson's path, wherever ``point`` is legal."""

    ply: int
    point: str
    text: str
    sees: ViewTest | None = None
    loose: bool = False


@dataclass(frozen=True)
class Lesson:
    id: str
    game_id: str
    title: str
    players: tuple[str, ...]
    learner: int
    level: str  # the computers' level: weak, so the game is friendly, but a real opponent
    seed: int
    options: dict[str, Any]
    intro: str  # said with the first step
    steps: tuple[Step, ...]
    closing: str  # under the result: what to try next
    hint_level: str = "hard"  # whose choice the general prompt points at
    bots: tuple[int, ...] = field(default=())

    def computer_seats(self) -> tuple[int, ...]:
        return self.bots or tuple(s for s in range(len(self.players)) if s != self.learner)


@dataclass(frozen=True)
class Advice:
    """What the coach says at a position: ``text``, and the move to point at (None: nothing to
    press, a computer is playing or the game is over); ``step``: the index of the lesson's step
    (None: a general prompt)."""

    text: str
    point: str | None
    step: int | None


def learner_plies(lesson: Lesson, movers: list[int | None]) -> list[int]:
    """The plies at which the learner moved, from who was to move at each ply so far."""
    return [p for p, seat in enumerate(movers) if seat == lesson.learner]


def on_path(lesson: Lesson, log: tuple[str, ...], movers: list[int | None]) -> bool:
    """Whether every move of the learner so far was the step's move, where the step expected it."""
    for k, ply in enumerate(learner_plies(lesson, movers)[:len(lesson.steps)]):
        step = lesson.steps[k]
        if step.ply != ply or log[ply] != step.point:
            return False
    return True


def advise(lesson: Lesson, state: State, movers: list[int | None], view: dict, legal: list[str],
           suggest: Callable[[], str]) -> Advice:
    """The coach's advice at ``state`` (``movers``: the seat to move at each earlier ply;
    ``view``, ``legal``: the learner's view and moves; ``suggest``: a good move, asked only
    for a general prompt)."""
    if state.is_over:
        return Advice(lesson.closing, None, None)
    if state.to_move != lesson.learner or not legal:
        mover = state.to_move
        name = state.players[mover] if mover is not None else "The table"
        return Advice(WAITING.format(name=name), None, None)
    k = len(learner_plies(lesson, movers))
    if k < len(lesson.steps):
        step = lesson.steps[k]
        fits = step.point in legal and (step.sees is None or step.sees(view))
        if fits and ((step.ply == state.ply and on_path(lesson, state.log, movers)) or step.loose):
            text = f"{lesson.intro} {step.text}" if k == 0 else step.text
            return Advice(text, step.point, k)
    return Advice(GENERAL, suggest(), None)
