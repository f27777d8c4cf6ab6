"""The coach of Alone in the Kitchen's guided game tells George's turn (issue 32): George has no
seat, so his moves are played inside the person's move (and a choice made for him); the panel
still lists each of them, a sentence each, and none of the person's own lines."""

from __future__ import annotations

from sweets import learn
from sweets.learn import script
from sweets.web.coach import Coach
from sweets.web.table import Table


def _table(lid: str, step: int) -> tuple[Coach, Table]:
    """The lesson's table where its step ``step`` is due (the computers as on the page)."""
    lesson = learn.get(lid)
    log = script.play(lesson).final.log
    state = script.new_state(lesson)
    for move in log[:lesson.steps[step].ply]:
        state = state.apply(move)
    table = Table(lesson.game_id, state, "x", {"bots": {}, "speed": "fast", "learn": lid})
    return Coach(lesson, state), table


def test_georges_turn_is_told_move_by_move() -> None:
    coach, table = _table("mastersweets.solo", 2)  # a role, a market card: George drew, you choose
    told = coach.since_mine(table, table.move_lines())
    assert [line.split(":")[0] for line in told] == ["George moved the market on", "George drew Nuts (3)"]
    coach, table = _table("mastersweets.solo", 3)  # the choice made for him: his whole turn
    told = coach.since_mine(table, table.move_lines())
    assert len(told) == 3 and told[-1].startswith("George took Nuts (3) from b1")
    assert all(line.startswith("George ") for line in told)


def test_a_seated_computers_moves_are_told_as_before() -> None:
    coach, table = _table("mastersweets.core", 2)
    told = coach.since_mine(table, table.move_lines())
    assert told == ["Computer gave Sugar (5) for the Milk (1) at a3"]
