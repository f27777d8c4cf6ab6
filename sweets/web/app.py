"""The app's Python side: what each event of the page does to the session, and the paints it sends
back. It touches no part of the browser itself.

Python runs either on the page's main thread (sweets/web/on_page.py) or in a worker
(sweets/web/in_worker.py); those modules carry the messages. The page (static/page.js) owns the
DOM: it turns a click, a key, a typed value, a followed link or another tab's save into a call of
:func:`handle`, and each paint comes back as one message, which it applies in one go. So a press
costs one crossing each way, whichever thread Python runs on, and the worker's thread never waits
for the page's. Computer moves and the pause after a turn run in an asyncio task that sleeps
between steps, so the session keeps answering presses while they play out.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sweets.web import ahead, backup, keeping, needs, replaying, spans
from sweets.web.painting import PAINT_JS, PLAN_JS
from sweets.web.saves import PREFIX, SaveStore
from sweets.web.session import Session

# Said on the menu while a press waits for the games' modules (on a first visit they are still
# downloading when the menu is up).
FETCHING_GAMES = "Fetching the games…"
GAMES_FAILED = "The games could not be downloaded. Check the connection, then try again."


@dataclass
class Page:
    """How this thread reaches the page: ``send`` takes one message (JSON text, see
    static/page.js), ``load_game`` fetches and unpacks a game's modules (a coroutine), ``log``
    reports a bug on the console; ``ahead``: presses are worked out while they are held
    (sweets/web/ahead.py), which only a Python in a worker can afford (on the page's thread that
    work would hold up the press itself)."""

    send: Callable[[str], None]
    load_game: Callable[[str], Any]
    log: Callable[[str], None]
    ahead: bool = False
    give: Callable[[str], None] | None = None  # a press's paint given ahead: sent outside the order


session: Session | None = None
_page: Page | None = None
_games_ready: set[str] = set()  # games whose own modules are importable (tools/build.py: a zip each)
_games_loading: dict[str, asyncio.Future] = {}
_pump: asyncio.Future | None = None
_taken_over = False  # whether the page's first paint has been replaced (see _open)
_forecasts: dict[str, ahead.Forecast] = {}  # presses worked out ahead, by action, latest last


def start(page: Page, store: SaveStore, page_url: str) -> None:
    """Python is up: the session starts; the page is told so, with the code that paints it."""
    global session, _page
    _page = page
    session = Session(store)
    session.shelf.page_url = page_url.split("#")[0]
    spans.watch_collections()
    _send({"ready": True, "painter": PAINT_JS, "planner": PLAN_JS})


def handle(message: str) -> None:
    """One event of the page (JSON: ``{"kind": ..., ...}``; static/page.js says which)."""
    data = json.loads(message)
    kind = data.get("kind")
    assert session is not None
    if kind == "expect":
        _expect(str(data["action"]), data.get("painted"))
        return
    if kind != "press":  # anything else may change what a press would do
        _forecasts.clear()
    if kind == "open":
        _open(data)
    elif kind == "press":
        press(str(data["action"]), data.get("painted"), data.get("shown"))
    elif kind == "field":
        _field(str(data["field"]), str(data["value"]))
    elif kind == "hash":
        fragment = str(data["fragment"])
        with_games(lambda: _follow_hash(fragment), needs.for_fragment(fragment, session.store))
    elif kind == "storage":
        key = data.get("key")
        with_games(lambda: _follow_storage(key), needs.for_storage(key, session.store))
    elif kind == "backup":
        asyncio.ensure_future(_load_backup(str(data["text"])))
    elif kind == "copied":
        replaying.copied(session, bool(data["ok"]))
        paint()
    else:
        _log(f"Sweets got an event it does not know: {message[:200]}")


def paint(report: dict | None = None, made: tuple[str, dict] | None = None, shown: bool = False) -> None:
    """Sends the session's screen to the page (static/page.js paints it: the patch, what moved,
    the focus, the address). Within a screen the keyboard focus stays on the same grid cell or
    control; on a new screen it goes to that screen's heading. ``made``: the screen's markup and
    attributes, worked out ahead (sweets/web/ahead.py); ``shown``: and the page painted it at the
    click already, from the copy it was given (only what follows the paint is sent)."""
    assert session is not None
    _forecasts.clear()  # worked out for the screen this paint replaces
    with spans.span("markup"):
        html, attrs = made or (session.html(), session.attributes())
    if report is not None:  # a press's: the markup's time and the collector's during it join it
        spent = spans.take()
        report["markup"] = spent.get("markup", 0.0)
        report["gc"] = report.get("gc", 0.0) + spent.get("gc", 0.0)
    message: dict[str, Any] = {} if shown else {"paint": _paint_of(session, html, attrs)}
    downloads = keeping.take_downloads()  # "Save all to a file": the browser downloads it
    if downloads:
        message["download"] = {"text": downloads[-1], "name": backup.FILE_NAME}
    if session.shelf.clipboard:  # a link to share: the page copies it, then says whether that worked
        message["copy"] = session.shelf.clipboard
        session.shelf.clipboard = None
    if report is not None:
        message["report"] = report
    _send(message)
    schedule()
    if session.screen == "handoff":  # after this paint is on its way (a press's answer included)
        asyncio.get_event_loop().call_soon(_warm)


def _paint_of(shown: Session, html: str, attrs: dict[str, str | None]) -> dict[str, Any]:
    """A paint message's fields (static/page.js, ``paint``)."""
    speed = shown.table.meta.get("speed", "normal") if shown.table else "normal"
    return {"html": html, "attrs": attrs, "screen": shown.screen, "speed": speed,
            "fragment": shown.fragment()}


def _warm() -> None:
    """The next seat's table worked out while its hand-off screen is up (Table.warm)."""
    try:
        if session is not None and session.table is not None and session.screen == "handoff":
            session.table.warm()
    except Exception:  # only a head start: the paint after "ready" works it out anyway
        _log(f"Sweets could not prepare the next turn:\n{traceback.format_exc()}")


def schedule() -> None:
    """Start the clock task if something will happen by itself and it is not running yet."""
    global _pump
    if session is not None and session.pending() is not None and (_pump is None or _pump.done()):
        _pump = asyncio.ensure_future(pump())


async def pump() -> None:
    """Plays computer moves and ends pauses, one step per sleep, until a person must act."""
    assert session is not None
    while (what := session.pending()) is not None:
        table = session.table
        mark = (table, table.state.ply if table else None, table.interlude if table else None)
        await asyncio.sleep(what[1])
        table = session.table
        if (table, table.state.ply if table else None, table.interlude if table else None) != mark:
            continue  # a press changed things while we slept: look again
        try:
            changed = session.advance()
        except Exception:  # a bug must not freeze the page: report it loudly and stop the clock
            _log(f"Sweets could not continue by itself:\n{traceback.format_exc()}")
            return
        if changed:  # a slice of a computer's thinking changes nothing on screen
            paint()


def load_games(game_ids: set[str]) -> asyncio.Future:
    """Fetches and unpacks the modules of ``game_ids`` (each once; again after a failure): done
    when they can be imported. The interpreter's module does the fetching, next to the package it
    unpacked (tools/build.py: one zip per game)."""
    for game_id in game_ids:
        loading = _games_loading.get(game_id)
        if loading is None or (loading.done() and loading.exception() is not None):
            _games_loading[game_id] = asyncio.ensure_future(_load_game(game_id))
    return asyncio.gather(*(_games_loading[game_id] for game_id in sorted(game_ids)))


async def _load_game(game_id: str) -> None:
    assert _page is not None
    await _page.load_game(game_id)
    # New folders under sweets/: the finders of the package's folders look again. Not
    # importlib.invalidate_caches(), which imports importlib.metadata (not shipped, see
    # tools/stdlib_closure.mjs) to reach a finder the page does not use.
    for finder in list(sys.path_importer_cache.values()):
        if finder is not None and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()
    _games_ready.add(game_id)


def with_games(then: Callable[[], None], needed: set[str], *, starting: bool = False) -> None:
    """Runs ``then`` at once when the modules of the games ``needed`` are there, else once they
    have arrived; a press on the menu meanwhile says so. When they cannot be fetched, the menu
    says that (or, at the start, the loading screen: static/boot.js reports the error with a
    Retry)."""
    if needed <= _games_ready:
        then()
        return
    if not starting and session is not None and session.screen == "menu":
        session.message = FETCHING_GAMES
        paint()

    async def later() -> None:
        try:
            await load_games(needed)
        except Exception as exc:
            if starting:
                _send({"failed": f"The games could not be loaded: {exc}"})
                return
            _log(f"Sweets could not fetch the games:\n{traceback.format_exc()}")
            if session is not None and session.screen == "menu":
                session.message = GAMES_FAILED
                paint()
            return
        waited = False
        if session is not None and session.message == FETCHING_GAMES:
            session.message = None
            waited = True
        then()
        if waited:
            paint()  # the message goes even when ``then`` changes nothing on screen

    asyncio.ensure_future(later())


def press(action: str, painted: int | None = None, shown: int | None = None) -> None:
    """Hands a press to the session, which ignores it unless ``painted`` (the screen the press was
    made on) is still the screen on show; None: whatever is on show. ``shown``: the page painted
    the press already, from the copy it was given ahead, and that paint's count."""
    assert session is not None
    needed = needs.for_press(action, session.store)
    if not needed <= _games_ready:
        painted = None  # it waits for the games, and the note saying so repaints the menu
    with_games(lambda: _press(action, painted, shown), needed)


def _press(action: str, painted: int | None = None, shown: int | None = None) -> None:
    global session
    assert session is not None
    # What the clock's paints spent is not this press's; the time it took to reach Python is.
    reach = spans.take().get("reach")
    start = time.perf_counter()
    forecast = _forecasts.pop(action, None)
    _forecasts.clear()
    made = None
    try:
        with spans.span("press"):
            if forecast is not None and forecast.fits(session, painted):
                session = forecast.hand_over()
                made = (forecast.html, forecast.attrs)
            else:
                session.press(action, painted)
                if shown is not None:  # the page shows a copy that is not the session: painted over
                    session.painted_past(int(shown))
    except Exception:  # a bug must not leave a dead page: report it loudly, keep the table usable
        _log(f"Sweets could not handle {action!r}:\n{traceback.format_exc()}")
    spent = spans.take()
    if reach is not None:
        spent["reach"] = reach
    spent["ahead"] = 1.0 if made else 0.0
    spent["shown"] = 1.0 if made and shown is not None else 0.0
    paint({"action": action, **spent, "python": (time.perf_counter() - start) * 1000}, made,
          shown=bool(made) and shown is not None)


def _expect(action: str, painted: Any) -> None:
    """The page names a control a person is about to press: that press is worked out ahead."""
    if _page is None or not _page.ahead or session is None or action in _forecasts:
        return
    screen = painted if isinstance(painted, int) else None
    if screen is None or not ahead.worth(session, action, screen):
        return
    kept = spans.take()  # the copy's spans are not the next press's
    try:
        forecast = ahead.work_out(session, action, screen)
    except Exception:  # only a head start: the press is worked out when it comes anyway
        _log(f"Sweets could not work out {action!r} ahead:\n{traceback.format_exc()}")
        forecast = None
    spans.take()
    for name, ms in kept.items():
        spans.add(name, ms)
    if forecast is not None:
        _forecasts[action] = forecast
        while len(_forecasts) > ahead.MOST:
            del _forecasts[next(iter(_forecasts))]
        # the page paints it at the click itself, and tells Python it did (``_press``'s ``shown``)
        given = {"ahead": {"action": action, "painted": screen,
                           "paint": _paint_of(forecast.session, forecast.html, forecast.attrs)}}
        (_page.give or _page.send)(json.dumps(given))


def _field(name: str, value: str) -> None:
    assert session is not None
    session.field(name, value)
    if replaying.field(session, name, value):  # the replay's slider
        paint()


async def _load_backup(text: str) -> None:
    """A backup file chosen on the menu: read, merged, then the menu says how it went (and lists
    the saves it brought, once their games are loaded)."""
    assert session is not None
    keeping.load_file(session, text)
    said = session.message  # what the load did: the note of fetching games must not replace it
    try:
        await load_games(needs.saved_games(session.store))
    except Exception:  # the menu lists those saves once their games can be fetched
        _log(f"Sweets could not fetch the games:\n{traceback.format_exc()}")
    session.message = said
    paint()


def _follow_hash(fragment: str) -> None:
    assert session is not None
    if fragment != session.fragment():
        session.open_fragment(fragment)
        paint()


def _follow_storage(key: str | None) -> None:
    assert session is not None
    try:
        changed = session.storage_changed(key)
    except Exception:
        _log(f"Sweets could not follow another tab:\n{traceback.format_exc()}")
        return
    if changed:
        paint()


def overtaken(key: str) -> None:
    """Our write of ``key`` was refused: another tab had moved the save on (sweets/web/in_worker.py).
    The table shows where it is now, as when the other tab's write is heard of first."""
    assert session is not None
    _forecasts.clear()
    table = session.table
    if table is not None and key == PREFIX + table.save_id:
        session.follow_other_tab()
        paint()
    else:
        _follow_storage(key)


def _open(data: dict) -> None:
    """Opens the screen the address asks for, with what was done on the page before Python
    (static/first_paint.js: the menu, rules pages and a game's setup work while Python starts;
    ``queued``: each press as its action, each name typed as ``{field, value}``, a backup file
    chosen as ``{backup}``), once the games they need have arrived. Until then that page stays as
    it is and answers on its own, so the page asks again with the address and presses of that
    moment (``"again"``); once everything needed is here, the page hands its presses over
    (``"take"``) and its own handlers take over from the first paint."""
    assert session is not None
    global _taken_over
    fragment = str(data.get("fragment") or "")
    queued = [entry if isinstance(entry, dict) else str(entry) for entry in data.get("queued") or []]
    needed = needs.for_fragment(fragment, session.store).union(
        *(needs.for_press(action, session.store) for action in queued if isinstance(action, str)))
    if not data.get("take"):
        if needed <= _games_ready:
            _send({"take": True})
        else:
            with_games(lambda: _send({"again": True}), needed, starting=True)
        return
    if _taken_over:
        return
    _taken_over = True
    session.open_fragment(fragment)
    later: list[str | dict] = []  # from a press pressed after the look above: it waits for its game
    for action in queued:
        if later:
            later.append(action)
        elif isinstance(action, dict):
            _queued_entry(action)
        elif needs.for_press(action, session.store) <= _games_ready:
            _press_quietly(action)
        else:
            later.append(action)
    paint()
    for action in later:
        if isinstance(action, dict):
            _queued_entry(action)
        else:
            press(action)


def _queued_entry(entry: dict) -> None:
    """A name typed, or a backup file chosen, before Python was up."""
    assert session is not None
    if "backup" in entry:
        asyncio.ensure_future(_load_backup(str(entry["backup"])))
    else:
        session.field(str(entry.get("field")), str(entry.get("value")))


def _press_quietly(action: str) -> None:
    assert session is not None
    try:
        session.press(action)
    except Exception:  # as _press: a bug must not leave a dead page
        _log(f"Sweets could not handle {action!r}:\n{traceback.format_exc()}")


def _send(message: dict) -> None:
    assert _page is not None
    _page.send(json.dumps(message))


def _log(text: str) -> None:
    if _page is not None:
        _page.log(text)
    else:
        print(text, file=sys.stderr)
