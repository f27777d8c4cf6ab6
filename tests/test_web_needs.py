"""sweets.web.needs: which games' own code the page must fetch before it acts (issue 34: one zip
per game, fetched when that game is first needed)."""

from __future__ import annotations

import subprocess
import sys

from sweets import games
from sweets.web import needs
from sweets.web.saves import PREFIX, MemoryBackend, SaveStore, record_text
from sweets.web.session import Session


def store_with(**saves: str) -> SaveStore:
    """A store holding a fresh two-person game of each ``save id=game id``, and one damaged save."""
    items = {PREFIX + save_id: record_text(save_id, game_id, games.get(game_id).new(["A", "B"], 1),
                                           {"bots": {}, "speed": "fast"})
             for save_id, game_id in saves.items()}
    items[PREFIX + "junk"] = "{not json"
    items["other:key"] = '{"game": "sweeet"}'
    return SaveStore(MemoryBackend(items))


def test_a_link_needs_the_game_it_names_and_the_saved_games():
    store = store_with(a="sweets_stack")
    assert needs.for_fragment("", store) == {"sweets_stack"}
    assert needs.for_fragment("", SaveStore(MemoryBackend())) == set()
    assert needs.for_fragment("", SaveStore(None)) == set()
    assert needs.for_fragment("#new=sweeet&players=2", store) == {"sweeet", "sweets_stack"}
    assert needs.for_fragment("#rules=mastersweets", store) == {"mastersweets", "sweets_stack"}
    assert needs.for_fragment("#play=a", SaveStore(MemoryBackend())) == set()
    assert needs.for_fragment("#play=a", store) == {"sweets_stack"}
    assert needs.for_fragment("#new=nonsense", SaveStore(MemoryBackend())) == set()


def test_a_press_needs_only_the_game_it_names():
    store = store_with(a="sweet_holic", b="sweeet")
    assert needs.for_press("menu:new:mastersweets", store) == {"mastersweets"}
    assert needs.for_press("rules:sweeet", store) == {"sweeet"}
    assert needs.for_press("save:resume:a", store) == {"sweet_holic"}
    assert needs.for_press("save:resume:junk", store) == set()
    assert needs.for_press("save:delete:a", store) == set()
    assert needs.for_press("menu:new:nonsense", store) == set()
    assert needs.for_press("flip 3", store) == set()
    assert needs.for_press("nav:menu", store) == set()


def test_another_tabs_write_needs_the_game_it_wrote():
    store = store_with(a="mastersweets", b="sweeet")
    assert needs.for_storage(PREFIX + "a", store) == {"mastersweets"}
    assert needs.for_storage(PREFIX + "junk", store) == set()
    assert needs.for_storage("sweets:prefs:sweeet", store) == set()
    assert needs.for_storage(None, store) == {"mastersweets", "sweeet"}


def test_what_is_needed_is_enough_for_the_page():
    """In a fresh interpreter where only the games needed are importable, the session opens each
    screen those answers lead to (the menu listing the saves, a link, a resumed save)."""
    script = r"""
import sys
from sweets import catalogue
from sweets.web import needs
from sweets.web.saves import PREFIX, MemoryBackend, SaveStore
from sweets.web.session import Session
import json
items = json.loads(sys.argv[1])
store = SaveStore(MemoryBackend(items))
allowed = set()
blocked = []
class NotFetched:  # what the page sees of a game whose zip has not arrived: no such module
    def find_spec(self, name, path=None, target=None):
        for game_id in catalogue.ids():
            entry = catalogue.entry(game_id)
            for module in (entry.rules, entry.bots, entry.render):
                if module and (name == module or name.startswith(module + ".")) and game_id not in allowed:
                    blocked.append(name)
                    raise ModuleNotFoundError(f"{name}: {game_id} is not loaded")
        return None
sys.meta_path.insert(0, NotFetched())
session = Session(store)
allowed |= needs.for_fragment("", store)
session.open_fragment("")
assert session.screen == "menu" and "Sweeet" in session.html(), session.html()[:300]
for action in ("save:resume:a", "nav:menu", "menu:new:mastersweets", "setup:start", "nav:menu",
               "rules:sweet_holic"):
    allowed |= needs.for_press(action, store)
    session.press(action)
    session.html()
assert session.screen == "rules", session.screen
assert not blocked, blocked
print(sorted(allowed))
"""
    import json
    items = {key: value for key, value in store_with(a="sweeet").backend.items.items()}  # type: ignore[union-attr]
    done = subprocess.run([sys.executable, "-c", script, json.dumps(items)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split("\n")[0] == "['mastersweets', 'sweeet', 'sweet_holic']"


def test_the_session_reads_no_game_for_the_menu_without_saves():
    session = Session(SaveStore(MemoryBackend()))
    assert needs.for_fragment("", session.store) == set()
    assert session.opens_without_games("")
