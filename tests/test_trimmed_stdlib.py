"""The files the site ships run every game: Pyodide (under Node) with the build's cut-down
python_stdlib.zip and its package zip (both packed, as a first visit gets them) plays, renders and
lets every bot level decide, for every game in the catalogue (tests/pyodide_sweep.py). A game that
imports a module the build left out fails here rather than in a player's tab.

Skipped when Node or the Pyodide package is not installed.
"""

from __future__ import annotations

import ast
import io
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests import sweeps

ROOT = Path(__file__).resolve().parent.parent
NODE = shutil.which("node")
sys.path.insert(0, str(ROOT / "tools"))
import build as site_build  # noqa: E402  (tools/ is not a package)

# A first visit's standard library: the sources, packed.
STDLIB_SOURCES = site_build.STDLIB_ZIP + site_build.PACKED

pytestmark = pytest.mark.skipif(NODE is None or not (ROOT / "node_modules" / "pyodide").is_dir(),
                                reason="needs node and node_modules/pyodide")

# Loads the shipped Pyodide and standard library, unpacks the shipped package where the page does
# (static/pyodide_early.mjs: Python's home folder, on sys.path), then runs the sweep.
RUNNER = r"""
import fs from "node:fs";
import zlib from "node:zlib";
const [site, sweep, stdlib, sweepArgs, menuOnly] = process.argv.slice(2);
// A packed zip (tools/build.py, PACKED) unpacked, as static/pyodide_early.mjs does.
const zipIn = (path) =>
  new Uint8Array(path.endsWith(".gz") ? zlib.gunzipSync(fs.readFileSync(path)) : fs.readFileSync(path));
try {
  const { loadPyodide } = await import(`${site}/vendor/pyodide/pyodide.mjs`);
  const py = await loadPyodide({ indexURL: `${site}/vendor/pyodide/`, stdLibURL: stdlib });
  py.unpackArchive(zipIn(`${site}/sweets.zip.gz`), "zip");
  if (menuOnly) {
    // What the page has before the games' zip arrives: the menu, and no game.
    console.log(py.runPython(`
import json
from sweets.web.saves import SaveStore
from sweets.web.session import Session
session = Session(SaveStore(None))
session.open_fragment("")
try:
    import sweets.games.sweeet
    game = "imported"
except ImportError:
    game = "missing"
json.dumps({"without_games": session.opens_without_games(""), "menu": session.html(), "game": game})
`));
  } else {
    // As the page: a first visit (the standard library's sources) gets each game's sources too,
    // a page the service worker answers (the bytecode) each game's bytecode.
    const gameZip = stdlib.endsWith("/python_stdlib.zip") ? /^sweets-\w+-src\.zip\.gz$/ : /^sweets-\w+\.zip$/;
    for (const name of fs.readdirSync(site).filter((n) => gameZip.test(n))) {
      py.unpackArchive(zipIn(`${site}/${name}`), "zip");
    }
    py.FS.writeFile("/home/pyodide/pyodide_sweep.py", fs.readFileSync(sweep));
    py.globals.set("sweep_args", sweepArgs);
    console.log(py.runPython(`
import json, sys, pyodide_sweep
json.dumps({"python": sys.version.split()[0], "sweep": pyodide_sweep.sweep(**json.loads(sweep_args)),
            "sweets": __import__("sweets").__file__, "dataclasses": __import__("dataclasses").__file__,
            "game": __import__("sweets.games.sweeet.rules").games.sweeet.rules.__spec__.origin})
`));
  }
} catch (error) {
  // Only the message: Node's own report of an uncaught error quotes a megabyte of Pyodide's code.
  console.error(String(error?.message ?? error));
  process.exitCode = 1;
}
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The site as tools/build.py builds it (the same bytes as _site/: the build is reproducible).
    `nox -s tests` builds _site/ from these sources first and names it in SWEETS_BUILT_SITE, which
    saves CI a second build (half a minute of CPU); the tests here only read it."""
    if os.environ.get("SWEETS_BUILT_SITE"):
        return Path(os.environ["SWEETS_BUILT_SITE"])
    out = tmp_path_factory.mktemp("trimmed") / "site"
    site_build.build(out)
    return out


def run_sweep(site: Path, tmp_path: Path, menu_only: bool = False, stdlib: str = STDLIB_SOURCES,
              sweep_args: dict | None = None) -> subprocess.CompletedProcess:
    runner = tmp_path / "runner.mjs"
    runner.write_text(RUNNER)
    library = site / "vendor" / "pyodide" / stdlib
    if stdlib.endswith(site_build.PACKED):  # Pyodide under Node reads the zip from a file
        library = tmp_path / site_build.STDLIB_ZIP
        library.write_bytes(site_build.unpacked(site / "vendor" / "pyodide" / stdlib))
    assert NODE is not None  # (the module is skipped without it)
    return subprocess.run([NODE, str(runner), str(site), str(ROOT / "tests" / "pyodide_sweep.py"),
                           str(library), json.dumps(sweep_args or {}), *(["menu-only"] if menu_only else [])],
                          capture_output=True, text=True, timeout=600, check=False)


def test_the_menu_runs_on_the_first_zip_alone_and_the_games_come_apart(site: Path, tmp_path: Path):
    """sweets.zip shows the whole menu (the page paints it before any game's zip arrives), and
    each game's own modules are only in that game's zip (sweets-<game>.zip)."""
    from sweets import catalogue

    done = run_sweep(site, tmp_path, menu_only=True)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["without_games"] is True
    for game_id in catalogue.ids():
        assert f'data-action="menu:new:{game_id}"' in report["menu"], game_id
        assert catalogue.entry(game_id).title in report["menu"], game_id
    assert report["game"] == "missing"
    with zipfile.ZipFile(io.BytesIO(site_build.unpacked(site / "sweets.zip.gz"))) as first:
        core = set(first.namelist())
    assert "sweets/web/app.pyc" in core
    seen: set[str] = set()
    for game_id in catalogue.ids():
        with zipfile.ZipFile(site / site_build.game_zip(game_id)) as one:
            names = set(one.namelist())
        assert not names & core and not names & seen, game_id
        assert f"sweets/render/{game_id}/__init__.pyc" in names, game_id
        assert all(f"/{game_id}" in name for name in names), (game_id, names)
        seen |= names


# A first visit boots from the standard library's sources, every later one from its bytecode. The
# bytecode is compiled from those same trimmed sources at build time and holds the same modules
# (test_the_bytecode_standard_library_holds_the_same_modules_compiled), so every bot level decides
# on the bytecode; on the sources CI plays and renders every table without the bots' turns (a third
# of the time), and `nox -s sweeps` lets the bots decide there too.
SWEEPS = [(STDLIB_SOURCES, {} if sweeps.FULL else {"bot_turns": 0}),
          (site_build.STDLIB_BYTECODE_ZIP, {})]


@pytest.mark.parametrize(("stdlib", "sweep_args"), SWEEPS, ids=[stdlib for stdlib, _ in SWEEPS])
def test_every_game_bot_and_renderer_runs_on_the_shipped_files(site: Path, tmp_path: Path, stdlib: str,
                                                                sweep_args: dict):
    from sweets import bots, catalogue

    done = run_sweep(site, tmp_path, stdlib=stdlib, sweep_args=sweep_args)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    shipped_zip = site / "vendor" / "pyodide" / stdlib
    with zipfile.ZipFile(io.BytesIO(site_build.unpacked(shipped_zip)) if stdlib == STDLIB_SOURCES
                         else shipped_zip) as shipped:
        assert not {"pdb.py", "pdb.pyc"} & set(shipped.namelist()), "the shipped standard library is trimmed"
    # Pyodide puts either file at the same place in its file system (lib/python3XX.zip).
    module = "dataclasses.pyc" if stdlib == site_build.STDLIB_BYTECODE_ZIP else "dataclasses.py"
    assert report["dataclasses"].endswith(f".zip/{module}"), report["dataclasses"]
    assert report["sweets"].startswith("/home/pyodide/sweets/"), "the shipped package ran"
    shipped_game = "rules.py" if stdlib == STDLIB_SOURCES else "rules.pyc"
    assert report["game"] == f"/home/pyodide/sweets/games/sweeet/{shipped_game}", report["game"]
    lock = json.loads((site / "vendor" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["packages"] == {}, "Pyodide started on the lock file shipped, which lists no package"
    assert set(report["sweep"]) == set(catalogue.ids())
    for game_id, counts in report["sweep"].items():
        assert counts["plies"] > 0 and counts["renders"] > 0, game_id
        assert set(counts["decisions"]) == {level for level, _ in bots.levels(game_id)}, game_id
        if sweep_args.get("bot_turns", 1):
            assert all(count > 0 for count in counts["decisions"].values()), (game_id, counts)


def test_the_bytecode_standard_library_holds_the_same_modules_compiled(site: Path):
    folder = site / "vendor" / "pyodide"
    with zipfile.ZipFile(io.BytesIO(site_build.unpacked(folder / STDLIB_SOURCES))) as sources, \
            zipfile.ZipFile(folder / site_build.STDLIB_BYTECODE_ZIP) as compiled:
        expected = {name[:-3] + ".pyc" if name.endswith(".py") else name for name in sources.namelist()}
        assert set(compiled.namelist()) == expected
        # An unchecked hash-based .pyc (flags 0b01): it needs neither the source nor file dates.
        header = compiled.read("json/__init__.pyc")[:8]
        assert int.from_bytes(header[4:8], "little") == 0b01


def test_a_module_cut_too_many_fails_the_sweep(site: Path, tmp_path: Path):
    """The check can fail: the shipped files without a module the games import (today Pyodide's
    own start imports every module our games do, so the start is what fails)."""
    cut = tmp_path / "cut"
    shutil.copytree(site, cut)
    whole = tmp_path / "whole.zip"
    whole.write_bytes(site_build.unpacked(site / "vendor" / "pyodide" / STDLIB_SOURCES))
    with zipfile.ZipFile(whole) as shipped:
        kept = [name for name in shipped.namelist() if name != "dataclasses.py"]
        assert len(kept) == len(shipped.namelist()) - 1
    stdlib = cut / "vendor" / "pyodide" / site_build.STDLIB_ZIP
    site_build.write_stdlib_zip(whole, kept, stdlib)
    site_build.pack_zip(stdlib)
    done = run_sweep(cut, tmp_path)
    assert done.returncode != 0
    assert "No module named 'dataclasses'" in done.stdout + done.stderr


def test_the_trimmed_standard_library_is_reproducible_and_found_from_the_sources(site: Path, tmp_path: Path):
    """A module only a script of ours imports is kept; a module nothing imports is not."""
    package_zip = tmp_path / "sweets.zip"
    site_build.write_package_zip(ROOT / "sweets", package_zip)
    extra = tmp_path / "extra.py"
    extra.write_text("def later():\n    import fractions\n")
    # What main.py alone needs is what the build shipped (one run of the closure under Node fewer).
    shipped = site_build.unpacked(site / "vendor" / "pyodide" / STDLIB_SOURCES)
    with zipfile.ZipFile(io.BytesIO(shipped)) as archive:
        plain = set(archive.namelist())
    more = site_build.stdlib_members(ROOT / "node_modules", package_zip, [ROOT / "main.py", extra])
    assert plain < set(more), "a script more keeps all the rest"
    assert "fractions.py" not in plain and "fractions.py" in more
    assert "numbers.py" in more, "what fractions imports comes along"
    assert "pdb.py" not in more
    source = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
    first, second = tmp_path / "a.zip", tmp_path / "b.zip"
    site_build.write_stdlib_zip(source, more, first)
    site_build.write_stdlib_zip(source, dict(reversed(more.items())), second)
    assert first.read_bytes() == second.read_bytes()
    with zipfile.ZipFile(first) as archive, zipfile.ZipFile(source) as original:
        assert '"""' not in archive.read("json/__init__.py").decode(), "shipped without docstrings"
        assert len(archive.read("json/__init__.py")) < len(original.read("json/__init__.py")) / 2


def _packed_table(value: ast.expr) -> bool:
    """Whether ``value`` is ``dict(zip('...'.split(s), '...'.split(s)))``, as slim packs a table."""
    def split_string(part: ast.expr) -> bool:
        return (isinstance(part, ast.Call) and isinstance(part.func, ast.Attribute)
                and part.func.attr == "split" and isinstance(part.func.value, ast.Constant))
    zipped = value.args[0] if isinstance(value, ast.Call) and ast.unparse(value.func) == "dict" else None
    return (isinstance(zipped, ast.Call) and ast.unparse(zipped.func) == "zip"
            and len(zipped.args) == 2 and all(split_string(part) for part in zipped.args))


def test_the_shipped_standard_librarys_packed_tables_are_pyodides_own(site: Path):
    """html.entities (PyScript's display imports html), locale and encodings.aliases are shipped to
    a first visit with their large tables packed (tools/slim.py): each is the same dict, in the
    same order, as the one in Pyodide's own python_stdlib.zip."""
    original = zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / site_build.STDLIB_ZIP)
    shipped = zipfile.ZipFile(io.BytesIO(site_build.unpacked(site / "vendor" / "pyodide" / STDLIB_SOURCES)))
    builtins = {"__builtins__": {"dict": dict, "zip": zip}}
    compared = set()
    for name in shipped.namelist():
        text = shipped.read(name).decode() if name.endswith(".py") else ""
        if not re.search(r"dict\(zip\(['\"]", text):  # (others may use syntax newer than this Python's)
            continue
        tables = {statement.targets[0].id: statement.value for statement in ast.parse(text).body
                  if isinstance(statement, ast.Assign) and isinstance(statement.targets[0], ast.Name)
                  and _packed_table(statement.value)}
        if not tables:
            continue
        before = {statement.targets[0].id: ast.literal_eval(statement.value)
                  for statement in ast.parse(original.read(name)).body
                  if isinstance(statement, ast.Assign) and isinstance(statement.targets[0], ast.Name)
                  and isinstance(statement.value, ast.Dict) and statement.targets[0].id in tables}
        for table, value in tables.items():
            again = eval(compile(ast.Expression(value), name, "eval"), builtins)  # noqa: S307 (our build's output)
            assert list(again.items()) == list(before[table].items()), (name, table)
            compared.add(f"{name}:{table}")
    assert {"html/entities.py:html5", "locale.py:locale_alias", "encodings/aliases.py:aliases"} <= compared
