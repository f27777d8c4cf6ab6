"""tools/build.py's choices that need no build: what the service worker keeps, how a game's
first-visit sources are made."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build as site_build  # noqa: E402  (tools/ is not a package)


def test_the_worker_skips_pyscripts_terminal_and_editor_and_the_first_visit_sources():
    for unused in ("vendor/pyscript/xterm-Bdboj2r8.js", "vendor/pyscript/xterm.css",
                   "vendor/pyscript/xterm_addon-fit-43qXDVCl.js", "vendor/pyscript/codemirror-BDx3jn9j.js",
                   "vendor/pyscript/codemirror_lang-python-r-dBg-Wd.js", "sweets-sweeet-src.zip",
                   "vendor/pyodide/python_stdlib.zip", "sw.js"):
        assert not site_build.precached(unused), unused
    for used in ("vendor/pyscript/core.js", "vendor/pyscript/py-terminal-CwQ6kcjg.js",
                 "vendor/pyscript/py-editor-C4XsZtn7.js", "sweets.zip", "sweets-sweeet.zip",
                 "sweets-sweets_stack.zip", "index.html", "static/boot.js"):
        assert site_build.precached(used), used


def test_each_game_has_its_own_modules():
    modules = site_build.game_modules()
    assert set(modules) == {"sweet_holic", "sweeet", "sweets_stack", "mastersweets"}
    assert modules["sweeet"] == ["sweets.bots.sweeet", "sweets.games.sweeet", "sweets.render.sweeet"]
    assert site_build.game_zip("sweeet") == "sweets-sweeet.zip"
    assert site_build.game_zip("sweeet", sources=True) == "sweets-sweeet-src.zip"


def test_minified_sources_keep_the_code_and_drop_docstrings_and_comments():
    source = '"""Module."""\n# a comment\ndef f(x):\n    """Doc."""\n    return x + 1  # why\n'
    small = site_build.minified(source)
    assert "Doc" not in small and "comment" not in small and "why" not in small
    namespace: dict = {}
    exec(small, namespace)
    assert namespace["f"](1) == 2
