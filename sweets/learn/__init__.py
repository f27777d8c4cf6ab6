"""Learn by playing: a guided first game of each game and mode (issue 32).

A lesson is data (:mod:`sweets.learn.lesson`): the deal, the computers' level, and a list of
steps, each naming the position it expects, the control to point at and what it teaches. This
index names the lessons without importing any game, so the menu (painted before the games'
modules have arrived, ``tools/first_paint.py``) can offer them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sweets.learn.lesson import Lesson

# lesson id -> (game id, mode or None, the button's label on the game's menu card). Only lessons
# that are written are listed: a listed lesson is checked by tests/test_lessons.py.
INDEX: dict[str, tuple[str, str | None, str]] = {
    "sweet_holic": ("sweet_holic", None, "Learn by playing"),
    "sweeet": ("sweeet", None, "Learn by playing"),
    "sweets_stack": ("sweets_stack", None, "Learn by playing"),
    "mastersweets.core": ("mastersweets", "core", "Learn the core game"),
    "mastersweets.solo": ("mastersweets", "solo", "Learn Alone in the Kitchen"),
    "mastersweets.clash": ("mastersweets", "clash", "Learn Clash of Sweets"),
    "mastersweets.workshop": ("mastersweets", "workshop", "Learn the Workshop"),
}


def ids() -> list[str]:
    return list(INDEX)


def lesson_id(game_id: str, mode: str | None) -> str | None:
    """The lesson of a game (and MasterSweets mode), or None when there is none."""
    for lid, (game, lesson_mode, _) in INDEX.items():
        if game == game_id and (lesson_mode is None or lesson_mode == (mode or "core")):
            return lid
    return None


def action(lid: str) -> str:
    """The menu control that starts a lesson: ``menu:learn:<game>`` or
    ``menu:learn:<mode>:<game>`` (the page fetches the game the action ends with, ``web.needs``)."""
    game_id, mode, _ = INDEX[lid]
    return f"menu:learn:{mode}:{game_id}" if mode else f"menu:learn:{game_id}"


def menu_entries(game_id: str) -> list[tuple[str, str]]:
    """(label, action) of each lesson of a game, for its menu card."""
    return [(label, action(lid)) for lid, (game, _, label) in INDEX.items() if game == game_id]


def module_name(lid: str) -> str:
    """The module that holds a lesson: ``sweets.learn.<id>``, dots read as underscores. The build
    ships it with its game's own modules (tools/build.py, game_modules)."""
    return f"sweets.learn.{lid.replace('.', '_')}"


def get(lid: str) -> Lesson:
    """The lesson itself."""
    if lid not in INDEX:
        raise KeyError(f"no lesson {lid!r}")
    module = importlib.import_module(module_name(lid))
    lesson: Lesson = module.LESSON
    return lesson
