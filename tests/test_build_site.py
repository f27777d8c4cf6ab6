"""tools/build.py's choices that need no build: what the service worker keeps, how a game's
first-visit sources are made."""

from __future__ import annotations

import io
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build as site_build  # noqa: E402  (tools/ is not a package)


def test_the_worker_skips_pyscripts_terminal_and_editor_and_the_first_visit_sources():
    for unused in ("vendor/pyscript/xterm-Bdboj2r8.js", "vendor/pyscript/xterm.css",
                   "vendor/pyscript/xterm_addon-fit-43qXDVCl.js", "vendor/pyscript/codemirror-BDx3jn9j.js",
                   "vendor/pyscript/codemirror_lang-python-r-dBg-Wd.js", "sweets-sweeet-src.zip.gz",
                   "vendor/pyodide/python_stdlib.zip.gz", "sw.js"):
        assert not site_build.precached(unused), unused
    for used in ("vendor/pyscript/core.js", "vendor/pyscript/py-terminal-CwQ6kcjg.js",
                 "vendor/pyscript/py-editor-C4XsZtn7.js", "sweets.zip.gz", "sweets-sweeet.zip",
                 "sweets-sweets_stack.zip", "index.html", "static/boot.js"):
        assert site_build.precached(used), used


def test_each_game_has_its_own_modules():
    modules = site_build.game_modules()
    assert set(modules) == {"sweet_holic", "sweeet", "sweets_stack", "mastersweets"}
    assert modules["sweeet"] == ["sweets.bots.sweeet", "sweets.games.sweeet", "sweets.learn.sweeet",
                                 "sweets.render.sweeet"]
    assert "sweets.learn.mastersweets_clash" in modules["mastersweets"], "a lesson comes with its game"
    assert site_build.game_zip("sweeet") == "sweets-sweeet.zip"
    assert site_build.game_zip("sweeet", sources=True) == "sweets-sweeet-src.zip"


def test_minified_sources_keep_the_code_and_drop_docstrings_and_comments():
    source = '"""Module."""\n# a comment\ndef f(x):\n    """Doc."""\n    return x + 1  # why\n'
    small = site_build.minified(source)
    assert "Doc" not in small and "comment" not in small and "why" not in small
    namespace: dict = {}
    exec(small, namespace)
    assert namespace["f"](1) == 2


def test_minified_sources_drop_the_functions_annotations_but_not_a_classs():
    source = ("from dataclasses import dataclass\n"
              "@dataclass\nclass P:\n    x: int = 1\n"
              "def f(p: P, *rest: int, k: str = 'k') -> int:\n"
              "    total: int = p.x + len(rest)\n    return total\n"
              "LIMIT: int = 3\n")
    small = site_build.minified(source)
    assert "-> int" not in small and "p: P" not in small and "total: int" not in small
    assert "x: int = 1" in small, "a dataclass field stays annotated"
    namespace: dict = {}
    exec(small, namespace)
    assert namespace["f"](namespace["P"](), 1, 2) == 3 and namespace["LIMIT"] == 3
    assert namespace["P"].__dataclass_fields__["x"].default == 1


def test_a_packed_zip_holds_the_same_members_stored(tmp_path: Path):
    plain = tmp_path / "a.zip"
    with zipfile.ZipFile(plain, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("p/one.py", "x = 1\n" * 50)
        archive.writestr("p/two.py", "x = 1\n" * 50)
    packed = site_build.pack_zip(plain)
    assert packed.name == "a.zip.gz" and not plain.exists()
    with zipfile.ZipFile(io.BytesIO(site_build.unpacked(packed))) as again:
        assert again.namelist() == ["p/one.py", "p/two.py"]
        assert {info.compress_type for info in again.infolist()} == {zipfile.ZIP_STORED}
        assert again.read("p/two.py") == b"x = 1\n" * 50
