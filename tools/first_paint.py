"""The page before Python: the menu, every rules page and each game's setup rendered at build
time (issue 34).

The same Python that paints them in the browser (sweets.web.session, the games' renderers) runs
here in CPython: the menu goes into index.html's #app, so it is the page's first paint; each
game's rules page into rules/<game>.html, which static/first_paint.js shows when its Rules is
pressed before Python is up; each game's setup into setup/<game>.json, the parts
static/first_setup.mjs puts its setup screen together from (see :func:`setup_parts`). Once up,
Python paints the same markup over them, so nothing moves.
"""

from __future__ import annotations

import json
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


SEATS_OPEN, SEATS_CLOSE = '<ol class="seats">', "</ol>"


def setup_parts(root: Path) -> dict[str, dict]:
    """Per game, what its setup screen is made of before Python: the form as it opens (mode,
    players, computer seats and levels, speed, hints, options, names); per mode (``""``: the
    game has none) its player range and levels, its screen with every seat a person, and the
    seats as computers (the ``<li>`` of each); and its choices (values; slots and items for one
    made slot by slot). A seat's markup does not depend on how many seats there are, so any
    count and mix of seats is the person screen with some of its seats swapped. Rendered by
    sweets.render.screens.setup; static/first_setup.mjs follows sweets.web.setup's presses."""
    sys.path.insert(0, str(root))
    try:
        from sweets import catalogue
        from sweets.render.screens import setup as render_setup
        from sweets.web import setup
    finally:
        sys.path.remove(str(root))

    def seats(markup: str) -> str:
        start = markup.index(SEATS_OPEN) + len(SEATS_OPEN)
        return markup[start:markup.index(SEATS_CLOSE, start)]

    parts = {}
    for game_id in catalogue.ids():
        form = setup.new_form(game_id)
        modes = {}
        for mode in [m["id"] for m in form["modes"]] or [""]:
            alike = setup.new_form(game_id, {"mode": mode} if mode else None)
            alike["players"] = alike["max"]
            alike["bots"] = {}
            people = render_setup(alike, None)
            alike["bots"] = {seat: alike["levels"][0][0] for seat in range(alike["max"])}
            modes[mode] = {"min": alike["min"], "max": alike["max"],
                           "levels": [lid for lid, _ in alike["levels"]], "screen": people,
                           "computers": seats(render_setup(alike, None))}
        choices = {c["key"]: {"values": [value for value, _ in c["values"]], "modes": c["modes"],
                              **({"slots": c["slots"], "items": [i["text"] for i in c["items"]],
                                  "labels": [i["label"] for i in c["items"]]} if c.get("slots") else {})}
                   for c in form["choices"]}
        parts[game_id] = {
            "form": {"mode": form["mode"] or "", "players": form["players"], "bots": form["bots"],
                     "speed": form["speed"], "hints": form["hints"], "options": form["options"],
                     "names": form["names"]},
            "modes": modes, "choices": choices}
    return parts


def write(index: Path, out: Path, root: Path) -> None:
    """Puts the menu into ``index``'s #app (in place of the marker comment), the loading screen
    under it as a strip, and writes rules/<game>.html and setup/<game>.json into ``out``."""
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
    (out / "setup").mkdir(exist_ok=True)
    for game_id, parts in setup_parts(root).items():
        markup = "".join(mode["screen"] + mode["computers"] for mode in parts["modes"].values())
        if re.search(r"<script", markup, re.I):
            raise ValueError(f"the setup of {game_id} holds a script, which the page's policy refuses")
        text = json.dumps(parts, separators=(",", ":"), ensure_ascii=False)
        (out / "setup" / f"{game_id}.json").write_text(text, encoding="utf-8")
