"""Press-to-paint (issues 31 and 34): what a press costs the page, kept from growing back."""

from __future__ import annotations

import pytest

from sweets.engine import State
from sweets.web import spans
from sweets.web.saves import MemoryBackend, SaveStore
from sweets.web.session import Session
from sweets.web.table import Table


def _session(fragment: str) -> Session:
    session = Session(SaveStore(MemoryBackend()))
    session.open_fragment(fragment)
    return session


def _play_until_turn_passes(session: Session) -> None:
    t = session.table
    assert t is not None
    mover = t.state.to_move
    for _ in range(50):
        if session.screen == "handoff":
            session.press("handoff:ready")
        if t.interlude:
            session.press("ui:continue")
        action = t.playable()[0]
        session.press(action)
        session.html()
        if t.state.to_move != mover:
            return
    raise AssertionError("the turn never passed")


def test_a_turn_passed_on_this_page_paints_without_replaying_the_game(monkeypatch):
    """Undo's button asks whether the mover can take something back: after another seat's move
    played on this page, the table knows who moved last without replaying the game from its
    start (on a long game that replay cost each such paint 10 ms and more in Pyodide)."""
    session = _session("#new=sweet_holic&players=2&seed=3")
    _play_until_turn_passes(session)
    replays = []
    real = State._replay

    def counting(self, log):
        replays.append(len(log))
        return real(self, log)

    monkeypatch.setattr(State, "_replay", counting)
    _play_until_turn_passes(session)
    assert session.table is not None and not session.table.can_undo()
    assert replays == [], "the paint replayed the game to learn who moved last"


def test_a_resumed_game_still_finds_its_undo_by_replaying():
    session = _session("#new=sweet_holic&players=2&seed=3")
    _play_until_turn_passes(session)
    t = session.table
    assert t is not None
    step = t.playable()[0]
    session.press(step)
    session.html()
    fresh = Session(session.store)
    fresh.resume(t.save_id)
    assert fresh.table is not None
    assert fresh.table.can_undo() == t.can_undo()


def test_spans_sum_per_name_and_start_afresh():
    spans.take()
    with spans.span("a"):
        pass
    spans.add("a", 2.0)
    spans.add("b", 1.5)
    spent = spans.take()
    assert spent["a"] >= 2.0 and spent["b"] == 1.5
    assert spans.take() == {}


def test_a_press_report_says_how_long_the_press_took_to_reach_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """The latency bench's "reach" (bench/run.py, (c)): the worker notes it before the press is
    handled (sweets/web/in_worker.py); the press's report carries it, with the press's own parts."""
    import json

    from sweets import catalogue
    from sweets.web import app

    sent: list[str] = []
    monkeypatch.setattr(app, "_games_ready", set(catalogue.ids()))
    page = app.Page(send=sent.append, load_game=lambda game_id: None, log=print)
    app.start(page, SaveStore(MemoryBackend()), "http://x/")
    assert app.session is not None
    app.session.open_fragment("#new=sweet_holic&players=2&seed=3")
    if app.session.screen == "handoff":
        app.press("handoff:ready")
    table = app.session.table
    assert table is not None
    action = table.playable()[0]
    spans.add("reach", 2.5)
    app.press(action)
    report = json.loads(sent[-1])["report"]
    assert report["action"] == action and report["reach"] == 2.5 and "markup" in report
    app.press(table.playable()[0])
    assert "reach" not in json.loads(sent[-1])["report"]  # a press that came no way has none


def _to_a_handoff(session: Session) -> None:
    """Plays the first move open to a person until the tablet must be passed."""
    for _ in range(200):
        session.html()
        if session.screen == "handoff":
            return
        t = session.table
        assert t is not None
        if t.interlude:
            session.press("ui:continue")
            continue
        session.press(t.playable()[0])
    raise AssertionError("no hand-off came")


def test_a_handoff_screen_works_out_the_next_turn_before_ready_is_pressed(monkeypatch):
    """A Workshop turn lists some 1,400 moves: worked out while the hand-off screen is up
    (Table.warm), the "ready" press's paint no longer asks the rules for them, and it paints
    exactly what it would have painted without the head start."""
    fragment = "#new=mastersweets&mode=workshop&players=3&seed=5"
    plain, warmed = _session(fragment), _session(fragment)
    _to_a_handoff(plain)
    _to_a_handoff(warmed)
    shown = warmed.html()
    t = warmed.table
    assert t is not None
    t.warm()
    assert warmed.html() == shown and warmed.screen == "handoff"  # nothing on screen changed
    asked = []
    real = type(t.state).legal_actions

    def counting(self):
        asked.append(self)
        return real(self)

    monkeypatch.setattr(type(t.state), "legal_actions", counting)
    warmed.press("handoff:ready")
    after = warmed.html()
    assert asked == [], "the paint after ready asked the rules for the legal moves again"
    plain.press("handoff:ready")
    assert plain.html() == after
    assert asked, "the same paint without the head start asks for them (else this test shows nothing)"


def test_the_app_warms_the_next_turn_after_painting_a_handoff(monkeypatch: pytest.MonkeyPatch) -> None:
    import asyncio

    from sweets import catalogue
    from sweets.web import app

    warmed: list[str] = []
    monkeypatch.setattr(app, "_games_ready", set(catalogue.ids()))
    monkeypatch.setattr(Table, "warm", lambda self: warmed.append(app.session.screen if app.session else ""))
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    try:
        app.start(app.Page(send=lambda text: None, load_game=lambda game_id: None, log=print),
                  SaveStore(MemoryBackend()), "http://x/")
        assert app.session is not None
        app.session.open_fragment("#new=mastersweets&mode=workshop&players=3&seed=5")
        _to_a_handoff(app.session)
        app.paint()
        assert warmed == []  # not within the press: its answer goes first
        loop.run_until_complete(asyncio.sleep(0))
        assert warmed == ["handoff"]
        app.session.press("handoff:ready")
        app.paint()
        loop.run_until_complete(asyncio.sleep(0))
        assert warmed == ["handoff"]  # a table's paint warms nothing
    finally:
        loop.close()
        asyncio.set_event_loop(None)
