"""Both suites' order: the files holding their longest tests (each 10-120 s here, by ``pytest
--durations``; in the browser, the ones that play whole games) run first. xdist's worksteal gives
each worker a contiguous half of the list and lets an idle one take the back half of another's
queue, so with the long tests at the front both workers end on short ones instead of one core
waiting for a long test that started last."""

from __future__ import annotations

import pytest

LONG_FIRST = ("test_search_bot.py", "test_render_sweet_holic.py", "test_web_session.py",
              "test_trimmed_stdlib.py", "test_render_mastersweets.py", "test_render_sweets_stack.py",
              "test_mastersweets_tell_clash.py", "test_bots_sweet_holic.py",
              "test_mastersweets_bots_modes.py",
              # tests/browser/ (by --durations, whole suite, 2 workers, 2026-12-04): the games played
              # to the end (random presses, lessons, the page games, the replay's), then the files
              # of fresh-context boots at 10-20 s each
              "test_random_press.py", "test_learn.py", "test_sweet_holic_page.py",
              "test_sweets_stack_page.py", "test_replay.py", "test_mastersweets_modes_page.py",
              "test_sweeet_page.py", "test_offline.py", "test_saves.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: item.path.name not in LONG_FIRST)  # stable: the rest keep their order
