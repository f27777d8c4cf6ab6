"""Every lesson of "Learn by playing" checked against the rules in CPython (issue 32): from its
fixed deal, with the computers playing their level on the page's seeds, pressing what the coach
points at reaches every step where the step expects it, every pointed move is legal and can be
reached on the table as its renderer draws it, and the game ends. Pressing something else at
three decisions leaves the coach pointing at legal moves to the end."""

from __future__ import annotations

import pytest

from sweets import learn
from sweets.engine import State
from sweets.learn import lesson as lessons
from sweets.learn import script


@pytest.mark.parametrize("lid", learn.ids())
def test_lesson_follows_its_steps_to_the_end(lid: str) -> None:
    lesson = learn.get(lid)
    run = script.play(lesson)
    assert run.problems == []
    assert run.steps_met() == list(range(len(lesson.steps))), "a step's position never came"
    for ply, advice, _ in run.decisions:
        if advice.step is not None:
            assert lesson.steps[advice.step].ply == ply
    assert run.final.is_over


@pytest.mark.parametrize("lid", learn.ids())
def test_coach_stays_in_step_when_the_learner_strays(lid: str) -> None:
    lesson = learn.get(lid)
    strays = frozenset({1, len(lesson.steps) // 2, len(lesson.steps) - 1})
    run = script.play(lesson, strays)
    assert run.problems == []  # every pointed move legal and on the table, after each stray too
    assert run.final.is_over
    assert len(run.steps_met()) < len(lesson.steps)  # it did leave the path


@pytest.mark.parametrize("lid", learn.ids())
def test_lesson_data_is_well_formed(lid: str) -> None:
    lesson = learn.get(lid)
    assert lesson.id == lid and learn.INDEX[lid][0] == lesson.game_id
    plies = [step.ply for step in lesson.steps]
    assert plies == sorted(set(plies)), "steps must come in the order of the game"
    assert all(step.text and step.point for step in lesson.steps)
    assert lesson.closing and lesson.intro


def test_off_the_path_a_strict_step_gives_way_to_the_general_prompt() -> None:
    """A step that is not loose applies only while the learner followed every earlier step."""
    lesson = learn.get("sweet_holic")
    state: State = script.new_state(lesson)
    legal = [str(a) for a in state.legal_actions()]
    step = lessons.Step(0, legal[0], "text")
    other = lessons.Lesson(**{**lesson.__dict__, "steps": (lessons.Step(0, legal[1], "first"), step)})
    moved = state.apply(legal[0])  # not the first step's move
    movers: list[int | None] = [0]
    while moved.to_move != 0:
        moved = moved.apply(moved.legal_actions()[0])
        movers.append(1)
    view = moved.view(0)
    now = [str(a) for a in moved.legal_actions()]
    advice = lessons.advise(other, moved, movers, view, now, lambda: now[-1])
    assert advice.step is None and advice.point == now[-1]
