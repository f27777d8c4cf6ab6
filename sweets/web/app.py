"""The browser glue: the only module that touches ``pyscript``/``js``.

One delegated click handler on ``#app`` reads ``data-action`` from the closest element and hands
it to the :class:`~sweets.web.session.Session`; then the page is painted again from the session.
Computer moves and the pause after a turn run in an asyncio task that sleeps between steps, so
the page keeps answering presses while they play out.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
import traceback

from pyodide.ffi import create_proxy
from pyscript import document, window

from sweets.web import backup, coach_scroll, keeping, needs, replaying, spans
from sweets.web.painting import PAINT_JS, PARTS
from sweets.web.session import Session
from sweets.web.storage import from_js as _js
from sweets.web.storage import open_store

ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
# Keys that move or use the focus: after one of them, focus is shown on whatever holds it.
NAVIGATION_KEYS = {"Tab", "Enter", " ", *ARROWS}
REPLAY_KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}

# Said on the menu while a press waits for the games' modules (on a first visit they are still
# downloading when the menu is up).
FETCHING_GAMES = "Fetching the games…"
GAMES_FAILED = "The games could not be downloaded. Check the connection, then try again."

session: Session | None = None
_games_ready: set[str] = set()  # games whose own modules are importable (tools/build.py: a zip each)
_games_loading: dict[str, asyncio.Future] = {}
_paint = None
_pump: asyncio.Future | None = None
_click_began: int | None = None  # the screen (``data-paint``) the latest click sequence began on
_handlers: list = []  # keeps the JS proxies alive for the life of the page


def paint() -> None:
    """Draw the session into ``#app`` (sweets/web/painting.py: the patch, what moved, the focus).
    Within a screen the keyboard focus stays on the same grid cell or control; on a new screen it
    goes to that screen's heading."""
    assert session is not None
    global _paint
    if _paint is None:
        _paint = window.Function.new("app", "html", "attrs", "screen", "speed", PAINT_JS)
    with spans.span("markup"):
        html = session.html()
        attrs = json.dumps(session.attributes())
    speed = session.table.meta.get("speed", "normal") if session.table else "normal"
    with spans.span("page"):
        parts = _paint(document.getElementById("app"), html, attrs, session.screen, speed)
    for name, ms in zip(PARTS, parts, strict=True):
        spans.add(name, float(ms))
    coach_scroll.follow(document.getElementById("app"), window)  # the coach's pointed control, shown
    wanted = session.fragment()
    if str(window.location.hash or "") != wanted:
        url = wanted or (str(window.location.pathname) + str(window.location.search))
        window.history.replaceState(None, "", url)
    schedule()


def on_pointerdown(event) -> None:
    """Remembers that a pointer was used last: a heading the page focuses then shows no ring
    (static/app.css), which browsers draw when the focus moves before any input at all."""
    document.documentElement.setAttribute("data-input", "pointer")


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
            window.console.error(f"Sweets could not continue by itself:\n{traceback.format_exc()}")
            return
        if changed:  # a slice of a computer's thinking changes nothing on screen
            paint()


def load_games(game_ids: set[str]) -> asyncio.Future:
    """Fetches and unpacks the modules of ``game_ids`` (each once; again after a failure): done
    when they can be imported. static/pyodide_early.mjs does the fetching, next to the package it
    unpacked (tools/build.py: one zip per game)."""
    for game_id in game_ids:
        loading = _games_loading.get(game_id)
        if loading is None or (loading.done() and loading.exception() is not None):
            _games_loading[game_id] = asyncio.ensure_future(_load_game(game_id))
    return asyncio.gather(*(_games_loading[game_id] for game_id in sorted(game_ids)))


async def _load_game(game_id: str) -> None:
    await window.sweetsLoadGame(game_id)
    # New folders under sweets/: the finders of the package's folders look again. Not
    # importlib.invalidate_caches(), which imports importlib.metadata (not shipped, see
    # tools/stdlib_closure.mjs) to reach a finder the page does not use.
    for finder in list(sys.path_importer_cache.values()):
        if finder is not None and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()
    _games_ready.add(game_id)


def with_games(then, needed: set[str], *, starting: bool = False) -> None:
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
                window.reportError(window.Error.new(f"The games could not be loaded: {exc}"))
                return
            window.console.error(f"Sweets could not fetch the games:\n{traceback.format_exc()}")
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


def on_click(event) -> None:
    painted = _began_on(event)
    target = event.target
    element = _js(target.closest("[data-action]")) if hasattr(target, "closest") else None
    if element is None or element.hasAttribute("disabled"):
        return
    press(str(element.getAttribute("data-action")), painted)


def _began_on(event) -> int | None:
    """The screen a click was made on. A click that the browser counts as the second (or later)
    of a double tap (``detail`` > 1: the same spot, quickly) belongs to the screen its first
    click was made on, even if that click painted another one: the session then ignores it,
    so a double tap acts once and never for the seat whose turn the first tap brought up."""
    global _click_began
    detail = _js(getattr(event, "detail", None))
    if not detail or int(detail) <= 1 or _click_began is None:
        painted = _js(document.getElementById("app").getAttribute("data-paint"))
        _click_began = int(str(painted)) if painted is not None else None
    return _click_began


def press(action: str, painted: int | None = None) -> None:
    """Hands a press to the session, which ignores it unless ``painted`` (the screen the press was
    made on) is still the screen on show; None: whatever is on show."""
    assert session is not None
    needed = needs.for_press(action, session.store)
    if not needed <= _games_ready:
        painted = None  # it waits for the games, and the note saying so repaints the menu
    with_games(lambda: _press(action, painted), needed)


def _press(action: str, painted: int | None = None) -> None:
    assert session is not None
    spans.take()  # what the clock's paints spent is not this press's
    start = time.perf_counter()
    try:
        with spans.span("press"):
            session.press(action, painted)
    except Exception:  # a bug must not leave a dead page: report it loudly, keep the table usable
        window.console.error(f"Sweets could not handle {action!r}:\n{traceback.format_exc()}")
    for text in keeping.take_downloads():  # "Save all to a file": the browser downloads it
        window.Function.new("text", "name", backup.DOWNLOAD_JS)(text, backup.FILE_NAME)
    paint()
    _report(action, start)
    if session.shelf.clipboard:  # a link to share: copy it, then say whether that worked
        asyncio.ensure_future(_copy(session.shelf.clipboard))
        session.shelf.clipboard = None


def _report(action: str, start: float) -> None:
    """The parts of this press's time, for the latency bench (bench/run.py, (c)), which sets
    ``window.__sweetsSpans`` to a list to receive them."""
    spent = spans.take()
    sink = _js(getattr(window, "__sweetsSpans", None))
    if sink is not None:
        spent["python"] = (time.perf_counter() - start) * 1000
        sink.push(json.dumps({"action": action, **spent}))


def on_change(event) -> None:
    """A backup file chosen on the menu (``data-file="backup"``): read, merged, then the menu
    says how it went (and lists the saves it brought, once their games are loaded)."""
    target = event.target
    if session is None or not hasattr(target, "getAttribute"):
        return
    if _js(target.getAttribute("data-file")) != "backup":
        return
    chosen = _js(target.files.item(0)) if int(target.files.length) else None
    if chosen is not None:
        asyncio.ensure_future(_load_backup(chosen, target))


async def _load_backup(chosen, field) -> None:
    assert session is not None
    text = str(await chosen.text())
    field.value = ""  # the same file may be chosen again
    keeping.load_file(session, text)
    said = session.message  # what the load did: the note of fetching games must not replace it
    try:
        await load_games(needs.saved_games(session.store))
    except Exception:  # the menu lists those saves once their games can be fetched
        window.console.error(f"Sweets could not fetch the games:\n{traceback.format_exc()}")
    session.message = said
    paint()


async def _copy(text: str) -> None:
    """Puts ``text`` on the clipboard; the share box shows the link either way, to copy by hand."""
    assert session is not None
    try:
        await window.navigator.clipboard.writeText(text)
        ok = True
    except Exception:  # no clipboard API (not a secure context) or no permission
        ok = False
    replaying.copied(session, ok)
    paint()


def on_keydown(event) -> None:
    """Enter/Space press a focused control that is not a real button; arrows walk a grid."""
    key = event.key
    target = event.target
    if key in NAVIGATION_KEYS:  # the keyboard is in use: a focused heading shows its ring
        document.documentElement.setAttribute("data-input", "keys")
    if not hasattr(target, "getAttribute"):
        return
    action = _js(target.getAttribute("data-action"))
    if key in ("Enter", " ") and action and str(target.tagName).lower() != "button":
        event.preventDefault()
        press(str(target.getAttribute("data-action")))
        return
    if session is not None and session.screen == "replay" and key in REPLAY_KEYS and \
            str(target.tagName).lower() not in ("input", "textarea", "select"):
        event.preventDefault()  # a replay steps through its moves (the slider has its own keys)
        press(f"replay:{REPLAY_KEYS[key]}")
        return
    if key not in ARROWS or session is None or session.screen != "game":
        return
    if str(target.tagName).lower() in ("input", "textarea", "select"):
        return
    # Any renderer's grid: cells carry data-col/data-row inside an element marked data-grid.
    column, row = _js(target.getAttribute("data-col")), _js(target.getAttribute("data-row"))
    if column is None or row is None:
        element = _js(document.querySelector("#app [data-grid] [data-col][data-row]"))
    else:
        dx, dy = ARROWS[key]
        grid = target.closest("[data-grid]")
        element = None
        if grid is not None:
            element = _js(grid.querySelector(f'[data-col="{int(column) + dx}"][data-row="{int(row) + dy}"]'))
        if element is None:
            return  # the edge of the grid: stay
    if element is not None:
        event.preventDefault()
        # The Tab stop moves within this grid only: a table with several (MasterSweets' cookbook,
        # market and hand) keeps one in each.
        grid = _js(element.closest("[data-grid]"))
        stops = grid.querySelectorAll('[tabindex="0"]') if grid is not None else \
            document.querySelectorAll('#app [data-grid] [tabindex="0"]')
        for other in stops:
            other.setAttribute("tabindex", "-1")
        element.setAttribute("tabindex", "0")
        element.focus()


def on_input(event) -> None:
    target = event.target
    field = _js(target.getAttribute("data-field")) if hasattr(target, "getAttribute") else None
    if session is not None and field:
        session.field(str(field), str(target.value))
        if replaying.field(session, str(field), str(target.value)):  # the replay's slider
            paint()


def on_hashchange(event) -> None:
    # Read now: while the games download, the menu's repaint puts its own fragment back in the
    # address (``paint``), and the link followed would be lost.
    fragment = str(window.location.hash or "")
    assert session is not None
    with_games(lambda: _follow_hash(fragment), needs.for_fragment(fragment, session.store))


def _follow_hash(fragment: str) -> None:
    assert session is not None
    if fragment != session.fragment():
        session.open_fragment(fragment)
        paint()


def on_storage(event) -> None:
    """Another tab changed localStorage (the browser tells every other tab of the origin): the
    game on this table may have moved on there."""
    if session is not None:
        key = _js(event.key)
        with_games(lambda: _follow_storage(key), needs.for_storage(key, session.store))


def _follow_storage(key) -> None:
    assert session is not None
    try:
        changed = session.storage_changed(key)
    except Exception:
        window.console.error(f"Sweets could not follow another tab:\n{traceback.format_exc()}")
        return
    if changed:
        paint()


def start() -> None:
    global session
    session = Session(open_store(window))
    session.shelf.page_url = str(window.location.href).split("#")[0]
    _open_page()


def _open_page() -> None:
    """Opens the screen the address asks for, with what was pressed on the page before Python
    (static/first_paint.js: the menu and rules pages work while Python starts, New game waits),
    once the games they need have arrived. Until then that page stays as it is and answers on its
    own; so the address is read again each time (its Rules change it), and the page's handlers
    join only now."""
    assert session is not None
    first = _js(getattr(window, "sweetsFirstPaint", None))
    fragment = str(window.location.hash or "")
    waiting = [str(action) for action in first.peekQueued()] if first is not None else []
    needed = needs.for_fragment(fragment, session.store).union(
        *(needs.for_press(action, session.store) for action in waiting))
    if not needed <= _games_ready:
        with_games(_open_page, needed, starting=True)
        return
    queued = [str(action) for action in first.takeQueued()] if first is not None else []
    session.open_fragment(fragment)
    later = []
    for action in queued:
        if needs.for_press(action, session.store) <= _games_ready:
            _press_quietly(action)
        else:
            later.append(action)  # pressed after the look above: it waits for its game as any press
    app = document.getElementById("app")
    shown = _js(app.getAttribute("data-first-paint"))
    if shown == session.screen:  # the same screen, painted before Python: keep the focus where it is
        app.setAttribute("data-screen", shown)
    paint()
    app.removeAttribute("data-first-paint")
    for target, kind, handler in ((app, "click", on_click), (document, "keydown", on_keydown),
                                  (app, "input", on_input), (app, "change", on_change),
                                  (window, "hashchange", on_hashchange),
                                  (window, "storage", on_storage),
                                  (document, "pointerdown", on_pointerdown)):
        proxy = create_proxy(handler)
        _handlers.append(proxy)
        target.addEventListener(kind, proxy)
    for action in later:
        press(action)


def _press_quietly(action: str) -> None:
    assert session is not None
    try:
        session.press(action)
    except Exception:  # as _press: a bug must not leave a dead page
        window.console.error(f"Sweets could not handle {action!r}:\n{traceback.format_exc()}")
