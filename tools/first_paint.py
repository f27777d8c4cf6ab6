"""The page before Python: the menu and every rules page rendered at build time (issue 34).

The same Python that paints them in the browser (sweets.web.session, the games' renderers) runs
here in CPython: the menu goes into index.html's #app, so it is the page's first paint; each
game's rules page into rules/<game>.html, which static/first_paint.js shows when its Rules is
pressed before Python is up. Once up, Python paints the same markup over them, so nothing moves.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

MARKER = "<!-- build: first paint"
# The loading screen index.html paints; under a first-paint menu it becomes a strip.
LOADING = '<div class="boot-loading" role="status">'
STRIP = '<div class="boot-loading boot-strip" role="status">'


def pages(root: Path) -> tuple[str, dict[str, str]]:
    """The menu's markup for a browser with no saved game, and each game's rules page."""
    sys.path.insert(0, str(root))
    try:
        from sweets import catalogue
        from sweets.web.saves import MemoryBackend, SaveStore
        from sweets.web.session import Session
    finally:
        sys.path.remove(str(root))
    session = Session(SaveStore(MemoryBackend()))
    session.open_fragment("")
    menu = session.html()
    rules = {}
    for game_id in catalogue.ids():
        session.show_rules(game_id, back="menu")
        rules[game_id] = session.html()
    return menu, rules


def write(index: Path, out: Path, root: Path) -> None:
    """Puts the menu into ``index``'s #app (in place of the marker comment), the loading screen
    under it as a strip, and writes rules/<game>.html into ``out``."""
    menu, rules = pages(root)
    html = index.read_text(encoding="utf-8")
    start = html.find(MARKER)
    if start < 0 or LOADING not in html or '<div id="app" aria-busy="true">' not in html:
        raise ValueError("index.html lost its first-paint marker, its loading screen or its #app")
    line_start = html.rfind("\n", 0, start) + 1
    end = html.index("-->", start) + len("-->\n")
    html = html[:line_start] + "    " + menu + "\n" + html[end:]
    # The menu is there and works: not busy; the strip says how far Python's start has come.
    html = html.replace('<div id="app" aria-busy="true">', '<div id="app">', 1).replace(LOADING, STRIP, 1)
    index.write_text(html, encoding="utf-8")
    (out / "rules").mkdir(exist_ok=True)
    for game_id, markup in rules.items():
        if re.search(r"<script", markup, re.I):
            raise ValueError(f"the rules page of {game_id} holds a script, which the page's policy refuses")
        (out / "rules" / f"{game_id}.html").write_text(markup, encoding="utf-8")
