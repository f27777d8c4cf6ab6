"""George's turn is shown apart from the person's move before it (issue 31: every move of another
seat shown as it happens, at a pace a person can follow; and press-to-paint, whose paint no longer
carries George's turn too).

The rules give the position between the two (``State.before_opponent``); the page paints it at
the press, then plays George's turn after a short wait, told as always."""

from __future__ import annotations

import random

import pytest

from sweets import games
from sweets.engine import Rng
from sweets.games.mastersweets.solo import SOLO
from sweets.web.saves import MemoryBackend, SaveStore
from sweets.web.session import Session
from sweets.web.table import OPPONENT_PACE


def _george_plays(held_data: dict) -> dict:
    """The held position with George's turn played, as ``Solo._next_turn`` plays it."""
    data = dict(held_data)
    data["phase"] = "play"
    SOLO._george_turn(data, Rng(data))
    if data["phase"] == "play":
        SOLO._start_turn(data, 0)
    return data


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_held_position_is_the_move_without_georges_turn(seed: int) -> None:
    state = games.get("mastersweets").new(["Ann"], seed, {"mode": "solo"})
    rnd, held_count = random.Random(seed), 0
    while not state.is_over:
        action = rnd.choice([str(a) for a in state.legal_actions()])
        held, after = state.before_opponent(action), state.apply(action)
        george_before = len(state.view(0)["george"]["completed"])
        if held is None:
            # no turn of George's was in this move: a step of the person's turn, a choice made
            # for him (his turn began in the move before), the draft, the game's last move
            assert after.to_move is None or after.data["turn_no"] == state.data["turn_no"] or \
                len(after.view(0)["george"]["completed"]) > george_before or state.data["phase"] == "draft"
        else:
            held_count += 1
            assert held.log == after.log and held.to_move == 0 and held.legal_actions() == []
            view = held.view(0)
            assert view["phase"] == "george_turn" and view["acting_for"] == "George"
            assert len(view["george"]["completed"]) == george_before  # George has not played yet
            assert _george_plays(held.data) == after.data  # and his turn from there is the real one
        state = after
    assert held_count >= 5


@pytest.mark.parametrize("game_id, options", [("mastersweets", {}), ("mastersweets", {"mode": "clash"}),
                                              ("sweet_holic", {}), ("sweeet", {}), ("sweets_stack", {})])
def test_no_other_game_holds_a_move_back(game_id: str, options: dict) -> None:
    state = games.get(game_id).new(3, 5, options)
    rnd = random.Random(5)
    for _ in range(40):
        if state.is_over:
            break
        action = rnd.choice([str(a) for a in state.legal_actions()])
        assert state.before_opponent(action) is None
        state = state.apply(action)


def _solo_session(backend: MemoryBackend) -> Session:
    session = Session(SaveStore(backend), clock=lambda: 1_800_000_000.0, new_seed=lambda: 3)
    session.open_fragment("#new=mastersweets&mode=solo&players=1&seed=3&speed=fast")
    return session


def _end_a_turn(session: Session) -> None:
    """Presses the person's moves until one of them hands the turn to George."""
    table = session.table
    assert table is not None
    for _ in range(20):
        legal = table.playable()
        move = next((a for a in legal if a.startswith("market")), legal[0])
        session.press(move)
        if table.coming is not None:
            return
        while session.pending() is not None:
            session.advance()
    raise AssertionError("no move handed the turn to George")


def test_the_page_paints_the_move_then_georges_turn() -> None:
    backend = MemoryBackend()
    session = _solo_session(backend)
    table = session.table
    assert table is not None
    before = table.state
    _end_a_turn(session)
    held, coming = table.state, table.coming
    assert coming is not None and held.ply == coming.ply
    markup, attrs = session.html(), session.attributes()
    assert "he moves the market on and draws a card" in markup
    assert session.pending() == ("opponent", OPPONENT_PACE["fast"])
    # the page says the table is not to be played on yet, and nothing can be
    assert attrs["data-opponent-turn"] == "true" and attrs["data-ply"] == str(held.ply - 1)
    assert table.playable() == [] and not table.can_undo()
    session.press(str(coming.legal_actions()[0]))
    assert table.state is held
    # what is saved is the position after George's turn: a tab closed now loses nothing
    assert session.store.load(table.save_id)[1] == coming
    lines_before = table.move_lines()[-1]
    assert not any(line.startswith("George") for line in lines_before)

    assert session.advance()
    assert table.state is coming and table.coming is None
    attrs = session.attributes()
    assert attrs["data-opponent-turn"] is None and attrs["data-ply"] == str(coming.ply)
    assert any(line.startswith("George") for line in table.move_lines()[-1])
    if coming.view(0)["phase"] != "george":
        assert table.interlude and table.interlude.startswith("George drew")
        assert table.playable()
    assert before is not table.state


def test_a_reload_while_george_waits_resumes_after_his_turn() -> None:
    backend = MemoryBackend()
    session = _solo_session(backend)
    _end_a_turn(session)
    assert session.table is not None
    coming = session.table.coming
    again = Session(SaveStore(backend), clock=lambda: 1_800_000_001.0)
    again.open_fragment(session.fragment())
    assert again.table is not None and again.table.state == coming and again.table.coming is None
    assert again.pending() is None


def test_a_game_george_ends_is_counted_and_kept() -> None:
    """George's turn may take the cookbook's last card: the game ends as it comes on the table,
    and is counted in the statistics and kept in Past games as any finished game."""
    from sweets.web import pastgames, stats

    for seed in range(1, 30):
        session = _solo_session(MemoryBackend())
        table = session.table
        assert table is not None
        rnd, george_ended = random.Random(seed), False
        while session.screen != "result":
            while session.pending() is not None:
                george_ended = george_ended or (table.coming is not None and table.coming.is_over)
                session.advance()
            if table.playable():
                session.press(rnd.choice(table.playable()))
        if george_ended:
            assert table.state.is_over
            assert pastgames.ids(session.store) and stats.records(session.store)
            return
    raise AssertionError("George never took the last card")
