"""Saves written by an earlier build (tests/data/saves.json, made by tests/data/make_saves.py on
3 December 2026) still load, resume on the page and play on to the end."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from sweets.web.saves import PREFIX, MemoryBackend, parse_record
from tests.test_web_session import new_session

SAVES = json.loads(Path(__file__).with_name("data").joinpath("saves.json").read_text())


@pytest.mark.parametrize("label", sorted(SAVES))
def test_a_save_of_the_earlier_build_loads_resumes_and_plays_to_the_end(label: str) -> None:
    items = SAVES[label]
    assert items, "the fixture holds no record"
    for key, raw in items.items():
        game_id, state, meta = parse_record(raw)
        rnd = random.Random(label)
        while not state.is_over:
            state = state.apply(rnd.choice(state.legal_actions()))
        assert state.outcome() is not None

        session = new_session(MemoryBackend(dict(items)))
        session.open_fragment(f"#play={key.removeprefix(PREFIX)}")
        assert session.table is not None and session.table.game_id == game_id
        assert session.screen in ("game", "handoff", "result")
        assert "data-action" in session.html()
