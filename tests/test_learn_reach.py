"""The coach reaches a move built token by token in a few tables (``sweets.learn.reach``): a
Sweets Workshop replace is three presses deep behind some twenty places per step, past the
search's budget, so before the straight way along the move's own tokens the coach pointed at
nothing there (a lesson step on a replace, or the general prompt's, found no control)."""

from __future__ import annotations

from sweets import learn
from sweets.learn import reach, script
from sweets.render import for_game


def test_a_workshop_replace_is_reached_along_its_tokens_in_a_few_tables() -> None:
    lesson = learn.get("mastersweets.workshop")
    state = script.new_state(lesson)
    legal = [str(a) for a in state.legal_actions()]
    move = next(m for m in legal if m.startswith("replace ") and m.endswith(" with 6 7"))
    renderer = for_game(lesson.game_id)
    view = state.view(lesson.learner)
    drawn = []

    class Counting:
        def __getattr__(self, name: str) -> object:
            return getattr(renderer, name)

        def table(self, view: dict, legal: list[str], ui: dict, ctx: dict) -> str:
            drawn.append(1)
            return renderer.table(view, legal, ui, ctx)

    path = reach.path_to(Counting(), view, legal, renderer.new_ui(view, legal),  # type: ignore[arg-type]
                         script.table_ctx(lesson.learner, [1]), move)
    place = move.split()[1]
    assert path == ["ui:tok:replace", f"ui:tok:{place}", "ui:tok:6"]
    assert len(drawn) <= 5


def test_a_press_whose_token_comes_later_in_the_move_does_not_mislead() -> None:
    """``clue p2 5 with 1``: the value 5 is pressed, not the value 1 (the card spent)."""
    lesson = learn.get("mastersweets.workshop")
    state = script.new_state(lesson)
    legal = [str(a) for a in state.legal_actions()]
    renderer = for_game(lesson.game_id)
    view = state.view(lesson.learner)
    move = "clue p2 5 with 1"
    assert move in legal
    path = reach.path_to(renderer, view, legal, renderer.new_ui(view, legal),
                         script.table_ctx(lesson.learner, [1]), move)
    assert path == ["ui:tok:clue", "ui:tok:5"]
