"""A press worked out before it is made (sweets/web/ahead.py): the copy's paint and writes are
exactly the press's own, the session it was copied from is untouched, the page hears of it
before the press comes only as that paint, to hold until the click, and anything else that
happens first drops it."""

from __future__ import annotations

import asyncio
import json
import random
import re

import pytest

from sweets import catalogue
from sweets.web import ahead, app, spans
from sweets.web.saves import MemoryBackend, SaveStore
from sweets.web.session import Session

TABLES = [
    "#new=sweet_holic&players=2&seed={seed}",
    "#new=sweet_holic&players=3&bots=2&seed={seed}",
    "#new=sweeet&players=3&seed={seed}",
    "#new=sweets_stack&players=2&seed={seed}",
    "#new=sweets_stack&players=4&bots=1,3&seed={seed}",
    "#new=mastersweets&players=2&seed={seed}",
    "#new=mastersweets&mode=solo&players=1&seed={seed}",
    "#new=mastersweets&mode=clash&players=3&seed={seed}",
    "#new=mastersweets&mode=workshop&players=3&seed={seed}",
]
CONTROL = re.compile(r'data-action="([^"]*)"')


class LoggedBackend(MemoryBackend):
    """Storage that lists the writes made to it."""

    def __init__(self) -> None:
        super().__init__()
        self.log: list[tuple[str, str | None]] = []

    def set(self, key: str, value: str) -> None:
        self.log.append((key, value))
        super().set(key, value)

    def remove(self, key: str) -> None:
        self.log.append((key, None))
        super().remove(key)


def _controls(session: Session) -> list[str]:
    """The presses on screen that are worth working out ahead."""
    found = dict.fromkeys(CONTROL.findall(session._shown[0]))
    return [a for a in found if ahead.worth(session, a, session.painted)]


def _move_on(session: Session, rnd: random.Random) -> bool:
    """A person's press of the screen's own (the hand-off, the end of a pause, a computer's
    move): False when the game is over."""
    t = session.table
    if t is None or t.state.is_over:
        return False
    if session.screen == "handoff":
        session.press("handoff:ready")
    elif t.interlude and session.pending() is not None:
        session.end_interlude()
    elif t.interlude and not t.playable():  # a pause that waits for Continue
        session.press("ui:continue")
    elif session.pending() is not None:  # a computer
        while not session.advance():
            pass
    else:
        return True
    session.html()
    return _move_on(session, rnd)


@pytest.mark.parametrize("link", TABLES)
def test_a_press_worked_out_ahead_is_the_press_itself(link):
    """At every step of random games: each control on screen worked out on a copy gives the paint,
    the attributes and the writes the press itself then gives, and leaves the session as it was."""
    checked = 0
    for seed in (3, 8):
        rnd = random.Random(seed)
        backend = LoggedBackend()
        session = Session(SaveStore(backend), clock=lambda: 1000.0)
        session.open_fragment(link.format(seed=seed))
        session.html()
        for _ in range(60):
            if not _move_on(session, rnd):
                break
            controls = _controls(session)
            if not controls:
                break
            session.html()  # a second paint of a position drops its one-shot animations
            painted, shown, items = session.painted, session.html(), dict(backend.items)
            forecasts = {}
            for action in rnd.sample(controls, min(3, len(controls))):
                forecast = ahead.work_out(session, action, painted)
                if forecast is not None:
                    forecasts[action] = forecast
            # the copies changed nothing here: not the screen, not the storage
            assert session.html() == shown and session.painted == painted and backend.items == items
            if not forecasts:
                break
            action = rnd.choice(sorted(forecasts))
            forecast = forecasts[action]
            backend.log.clear()
            session.press(action, painted)
            assert session.html() == forecast.html, action
            assert session.attributes() == forecast.attrs
            assert backend.log == forecast.held.writes
            checked += 1
    assert checked >= 6


def test_storage_that_holds_writes_back_reads_them_and_tells_the_rest_of_the_real_one():
    real = MemoryBackend({"sweets:a": "1", "sweets:b": "2"})
    real.refused = "full"  # as a worker's copy of the page's storage says (sweets/web/in_worker.py)
    held = ahead.HeldWrites(real)
    held.set("sweets:c", "3")
    held.remove("sweets:a")
    held.set("sweets:b", "4")
    assert (held.get("sweets:a"), held.get("sweets:b"), held.get("sweets:c")) == (None, "4", "3")
    assert held.all_keys() == ["sweets:b", "sweets:c"] and held.refused == "full"
    assert real.items == {"sweets:a": "1", "sweets:b": "2"}
    held.release()
    assert real.items == {"sweets:b": "4", "sweets:c": "3"}


def test_a_move_that_ends_the_game_is_not_worked_out_ahead():
    session = Session(SaveStore(MemoryBackend()), clock=lambda: 1000.0)
    session.open_fragment("#new=mastersweets&mode=solo&players=1&seed=3")
    session.html()
    rnd = random.Random(1)
    ends = 0
    while session.table is not None and not session.table.state.is_over:
        t = session.table
        _move_on(session, rnd)
        if t.state.is_over:
            break
        for action in t.playable():
            if t.state.apply(action).is_over:
                assert ahead.work_out(session, action, session.painted) is None
                ends += 1
        session.press(rnd.choice(t.playable()))
        session.html()
    assert ends


# ----- through the app, as the worker runs it ---------------------------------------------------


@pytest.fixture
def worker_app(monkeypatch):
    """The app as in a worker (``ahead``), its paints collected; no clock task (this test plays
    the computers' and the pauses' steps itself)."""
    sent: list[dict] = []
    loop = asyncio.new_event_loop()  # a hand-off's paint asks the loop to warm the next turn
    asyncio.set_event_loop(loop)
    monkeypatch.setattr(app, "_games_ready", set(catalogue.ids()))
    monkeypatch.setattr(app, "schedule", lambda: None)
    page = app.Page(send=lambda text: sent.append(json.loads(text)), load_game=lambda game_id: None,
                    log=pytest.fail, ahead=True)
    backend = LoggedBackend()
    app.start(page, SaveStore(backend), "http://x/")
    assert app.session is not None
    app.session.clock = lambda: 1000.0
    yield sent, backend
    app._forecasts.clear()
    loop.close()
    asyncio.set_event_loop_policy(None)  # as before: the next test's loop is made when asked for


def _no_ids(writes: list[tuple[str, str | None]]) -> list[str]:
    """The writes with the save's id (random, one per game) left out."""
    return [re.sub(r"f4240-[0-9a-f]{4}", "<id>", f"{key} {value}") for key, value in writes]


def _event(kind: str, **fields) -> None:
    app.handle(json.dumps({"kind": kind, **fields}))


def _play(link: str, sent: list[dict], *, expect: bool, presses: int = 40) -> list[tuple[str, str]]:
    """Plays ``link`` by the first control on screen (the same ones each time), expecting each
    press first when ``expect``: the paints the page got, in order, and whether each press was
    answered from a copy."""
    session = app.session
    assert session is not None
    session.open_fragment(link)
    app.paint()
    rnd = random.Random(5)
    seen = []
    for _ in range(presses):
        session = app.session
        assert session is not None
        if not _move_on(session, rnd):
            break
        app.paint()
        controls = _controls(session)
        if not controls:
            break
        action = controls[rnd.randrange(len(controls))]
        given = None
        if expect:
            before = len(sent)
            _event("expect", action=action, painted=session.painted)
            heard = sent[before:]
            # the page hears of a press before it is made only as its paint, given to hold
            assert all(list(message) == ["ahead"] for message in heard), heard
            if heard:
                given = heard[0]["ahead"]
                assert given["action"] == action and given["painted"] == session.painted
                assert given["paint"]["html"] == app._forecasts[action].html
        if given is None:
            _event("press", action=action, painted=session.painted)
            seen.append((sent[-1]["paint"]["html"], sent[-1]["report"]["ahead"]))
        else:  # as the page does: paints it at the click, then tells Python, which sends no paint
            shown = int(given["paint"]["attrs"]["data-paint"])
            _event("press", action=action, painted=session.painted, shown=shown)
            assert "paint" not in sent[-1] and sent[-1]["report"]["shown"] == 1.0
            assert app.session is not None and app.session.painted == shown
            seen.append((given["paint"]["html"], sent[-1]["report"]["ahead"]))
    return seen


@pytest.mark.parametrize("link", [TABLES[0], TABLES[6], TABLES[7], TABLES[8]])
def test_the_same_game_paints_the_same_with_presses_worked_out_ahead(worker_app, link):
    sent, backend = worker_app
    link = link.format(seed=4)
    plain = _play(link, sent, expect=False)
    writes = list(backend.log)
    backend.log.clear()
    backend.items.clear()
    sent.clear()
    app.start(app._page, app.session.store, "http://x/")
    app.session.clock = lambda: 1000.0
    ahead_of_time = _play(link, sent, expect=True)
    assert [html for html, _ in ahead_of_time] == [html for html, _ in plain]
    assert _no_ids(backend.log) == _no_ids(writes)
    assert all(worked == 0 for _, worked in plain)
    assert sum(worked for _, worked in ahead_of_time) >= len(plain) // 2, "presses were not worked out ahead"


def _solo_table() -> tuple[Session, str]:
    """Alone in the Kitchen opened and painted, and the first control worth working out ahead."""
    session = app.session
    assert session is not None
    session.open_fragment("#new=mastersweets&mode=solo&players=1&seed=3")
    app.paint()
    return session, _controls(session)[0]


def test_anything_else_reaching_python_drops_a_press_worked_out(worker_app):
    sent, backend = worker_app
    session, action = _solo_table()
    _event("expect", action=action, painted=session.painted)
    assert action in app._forecasts
    _event("storage", key="sweets:other", value="x")  # another tab wrote something
    assert not app._forecasts
    _event("expect", action=action, painted=session.painted)
    app.paint()  # a computer's move, the end of a pause...
    assert not app._forecasts
    _event("expect", action=action, painted=session.painted - 1)  # named on a screen since replaced
    assert not app._forecasts


def test_a_second_press_of_a_screen_already_replaced_does_nothing(worker_app):
    """A double tap: the first press is answered from its copy; the second, begun on the same
    screen, finds that screen gone."""
    sent, backend = worker_app
    session, action = _solo_table()
    painted = session.painted
    _event("expect", action=action, painted=painted)
    _event("press", action=action, painted=painted)
    assert sent[-1]["report"]["ahead"] == 1.0
    after = app.session
    assert after is not session and after.painted != painted
    ply, shown = after.table.state.ply, after._shown[0]
    _event("press", action=action, painted=painted)
    assert app.session is after and after.table.state.ply == ply and after._shown[0] == shown


def test_a_press_worked_out_ahead_adds_nothing_to_the_next_press_report(worker_app):
    sent, _ = worker_app
    session, action = _solo_table()
    spans.add("reach", 1.5)
    _event("expect", action=action, painted=session.painted)
    _event("press", action=action, painted=session.painted)
    report = sent[-1]["report"]
    assert report["reach"] == 1.5 and "save" not in report and report["ahead"] == 1.0


# ----- a press's paint given to the page ahead -------------------------------------------------


def test_a_press_shown_ahead_whose_copy_python_dropped_is_painted_over(worker_app):
    """The page painted a press from the copy it was given, but Python had dropped that copy (it
    heard of something else first): the press is taken as any press, and the screen Python paints
    then gets a count past the one the page showed, so no press made on it acts on another."""
    sent, _ = worker_app
    session, action = _solo_table()
    painted = session.painted
    _event("expect", action=action, painted=painted)
    app._forecasts.clear()
    _event("press", action=action, painted=painted, shown=painted + 1)
    assert "paint" in sent[-1]
    assert int(sent[-1]["paint"]["attrs"]["data-paint"]) > painted + 1
