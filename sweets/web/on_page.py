"""Python on the page's own thread: the fallback where no worker can run (static/boot.js decides).

The messages of sweets/web/app.py cross as plain calls: ``window.sweetsPage.receive`` for a paint,
a proxy of :func:`sweets.web.app.handle` for an event. The saves are the page's localStorage,
read and written directly.
"""

from __future__ import annotations

import js
from pyodide.ffi import create_proxy
from pyscript import window

from sweets.web import app
from sweets.web.storage import open_store

_handlers: list = []  # keeps the JS proxies alive for the life of the page


def start() -> None:
    page = app.Page(send=window.sweetsPage.receive, load_game=js.sweetsLoadGame, log=window.console.error)
    handler = create_proxy(app.handle)
    _handlers.append(handler)
    window.sweetsPage.connect(handler)
    app.start(page, open_store(window), str(window.location.href))
