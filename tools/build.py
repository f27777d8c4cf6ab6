"""Builds the static site into _site/: everything a browser needs, nothing from a CDN.

    python tools/build.py [--out _site]

Needs `npm ci` to have installed the pinned runtime into node_modules/ (nox -s build does it).
Output:
    index.html                             the page, with pyscript.toml, main.py and the games'
                                           description written into it
    sweets.zip.gz                          the Python package as bytecode, packed (pack_zip: a
                                           zip of stored members, gzip'd whole), unpacked by
                                           static/pyodide_early.mjs: all but the games' own
                                           modules, which the menu does not need
    sweets-<game>.zip                      one per catalogue game: the modules its entry names
                                           (rules, bots, renderer) and its lessons, as bytecode,
                                           fetched when that game is first needed (chosen,
                                           resumed, named by a link) on a later visit
    sweets-<game>-src.zip.gz               the same as sources, packed: what a first visit gets
    static/                                app.css (with PyScript's core.css and each catalogue
                                           game's games/<id>.css: one stylesheet), boot.js, pyodide_early.mjs,
                                           manifest, icons; the scripts without comments
    vendor/pyodide/                        the five files of the pyodide npm package a page loads,
                                           python_stdlib.zip cut down to the modules the app can
                                           import (found by tools/stdlib_closure.mjs), packed
                                           (python_stdlib.zip.gz, a first visit's);
                                           python_stdlib_bytecode.zip the same modules as
                                           bytecode, for boots the service worker answers;
                                           pyodide.asm.mjs: shared memory made when first
                                           needed, see defer_pyodide_shared_memory, and
                                           shorter local names (tools/squeeze.mjs)
    vendor/pyscript/                       @pyscript/core's dist/
    vendor/fonts/                          the typeface (FONT_FILES)
    (source maps are not shipped, and the comments pointing at them are taken out)
    rules/<game>.html                      each game's rules page, for the page before Python
                                           (tools/first_paint.py; the menu goes into index.html)
    sw.js                                  the service worker, with the hash of every file above
Every path is relative, so the folder can be served under any sub-path.
"""

from __future__ import annotations

import argparse
import ast
import base64
import gzip
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import first_paint  # noqa: E402  (tools/ is not a package)
import icons  # noqa: E402
from slim import slim  # noqa: E402

PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]
PAGE_FILE = "index.html"
MAIN_FILE = "main.py"
WORKER_MAIN = Path("static") / "worker_main.py"  # the Python worker's entry (static/boot.js)
CONFIG_FILE = "pyscript.toml"
CONFIG_ATTRIBUTE = 'config="./pyscript.toml"'
MAIN_SCRIPT = f'<script type="py" src="./{MAIN_FILE}" {CONFIG_ATTRIBUTE}></script>'
DESCRIPTION_MARKER = "<!-- build: the description"
MANIFEST = Path("static") / "manifest.webmanifest"
# A line that only points at a source map: `//# sourceMappingURL=x.map` in scripts,
# `/*# sourceMappingURL=x.map */` in stylesheets.
SOURCE_MAP_COMMENT = re.compile(
    r"^[ \t]*(?://[#@] sourceMappingURL=\S*|/\*[#@] sourceMappingURL=\S* \*/)[ \t]*\r?\n?", re.M
)
NUMBER_WORDS = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]
# PyScript imports these plugin chunks on every page, late in its start (after Pyodide is up).
PYSCRIPT_PLUGINS = ["deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal"]
SW_TEMPLATE = ROOT / "static" / "sw.js"
SW_PLACEHOLDER = '/* PRECACHE */ const PRECACHE = { cache: "sweets-dev", files: {} };'
STDLIB_ZIP = "python_stdlib.zip"
# A zip a first visit downloads is shipped packed: its members stored, the whole file gzip'd
# (pack_zip). A zip compresses each member on its own, and most are small files of much the same
# words, so one stream over all of them is smaller: 0.44 -> 0.40 MB for the standard library, 0.19
# -> 0.15 for the package's bytecode (issue 34). GitHub Pages sends a .gz file as it is (no
# Content-Encoding), and static/pyodide_early.mjs unpacks it with the browser's DecompressionStream.
PACKED = ".gz"
# The standard library of python_stdlib.zip compiled to bytecode: Pyodide's bootstrap imports
# about 130 of its modules, and compiling their sources was most of the boot's longest task
# (4.5 s of 5.4 s on two busy cores; 1.1-1.4 s from bytecode, issue 12). It is 0.52 MB (gzip)
# more than the sources, beyond the first visit's budget, so a first visit boots from the
# sources and the service worker caches this one for every later boot (static/pyodide_early.mjs).
STDLIB_BYTECODE_ZIP = "python_stdlib_bytecode.zip"
# Kept out of the precache list: the worker itself, a marker GitHub Pages reads, and the standard
# library's sources, which a page the worker answers never asks for (it boots from the bytecode).
NOT_PRECACHED = {"sw.js", ".nojekyll", f"vendor/pyodide/{STDLIB_ZIP}{PACKED}"}
# PyScript's terminal (xterm) and code editor (codemirror): its plugins import them only for a
# <script type="py" terminal> or a py-editor, which this page never has. Shipped as PyScript
# ships them, but the worker no longer caches them: 0.3 MB (gzip) a first visit downloaded for
# nothing (issue 35).
NEVER_USED = re.compile(r"vendor/pyscript/(?:xterm|codemirror)[\w.-]*\.(?:js|css)")


def precached(rel: str) -> bool:
    """Whether the service worker keeps the site's file ``rel`` (a path relative to the site)."""
    return rel not in NOT_PRECACHED and not NEVER_USED.fullmatch(rel) and not FIRST_VISIT_GAME.fullmatch(rel)
PRELOAD_MARKER = "<!-- build: preloads"
# Only what the page itself imports is preloaded: PyScript's modules. Python runs in a worker
# (static/boot.js), which cannot use a page's preloads, so Pyodide's files and the app's package
# are fetched by the worker (static/pyodide_early.mjs); preloads of them went unused, and
# Pyodide's 1 MB module would have been compiled on the page's thread for nothing.
# main.py is not a file of the site at all: its two lines are written into the page (see
# inline_main), since PyScript fetched it only once Python was up, seconds after its preload, and
# Chromium warned on every slow load that the preload went unused.
PACKAGE_ZIP = "sweets.zip"


def game_zip(game_id: str, sources: bool = False) -> str:
    """The zip of one game's own modules (static/pyodide_early.mjs builds the same names): as
    bytecode, or (``sources``) as sources without docstrings and comments."""
    return f"sweets-{game_id}-src.zip" if sources else f"sweets-{game_id}.zip"


# A game's modules as sources without docstrings and comments are half the bytes of its bytecode
# (MasterSweets: 0.08 against 0.17 MB, which took a first visit to its table to 4.57 MB gzip,
# over the 4.5 of issue 34). As with the standard library, a first visit (a page the service
# worker does not answer) fetches the sources and compiles them once; the worker caches the
# bytecode, which every later visit imports.
FIRST_VISIT_GAME = re.compile(r"sweets-\w+-src\.zip\.gz")


def minified(source: str) -> str:
    """``source`` without docstrings, comments and functions' annotations (tools/slim.py)."""
    text = ast.unparse(slim(ast.parse(source))) + "\n"
    compile(text, "<minified>", "exec", dont_inherit=True)  # still valid Python
    return text


PRELOAD_FETCHES: list[str] = []
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # fixed, so an unchanged package gives a byte-identical zip
LOCK_FILE = "pyodide-lock.json"
# PyScript's Python: the package it writes into Python's home folder at boot (its dist/ bundle
# carries the same files as strings).
PYSCRIPT_PYTHON = Path("@pyscript") / "core" / "src" / "stdlib" / "pyscript"
# Python that PyScript's JavaScript runs from strings ("import os as _os", "from pyodide.ffi
# import to_js"): the names are read from its bundle, so a new release's imports are kept too.
# JavaScript's own `import x from "..."` matches as well; a name that is no module costs nothing.
PYTHON_IMPORT_IN_JS = re.compile(r"\bimport\s+([A-Za-z_][\w.]*)|\bfrom\s+([A-Za-z_][\w.]*)\s+import\b")


class BuildError(Exception):
    pass


def package_files(package: Path) -> list[Path]:
    """The files of the Python package worth shipping: no caches, no compiled files."""
    return sorted(
        p
        for p in package.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in {".pyc", ".pyo"}
    )


def pyodide_bytecode(package: Path, node_modules: Path) -> dict[str, bytes]:
    """The package (a folder, or every .py file of a zip) compiled by Pyodide's own Python (run
    under Node): each module's .pyc by the zip path of its source with .pyc for .py
    (sweets/engine/game.pyc), which Python imports without the source. Shipped instead of the
    sources: on the page's Pyodide, importing every module took about 0.35 s from bytecode alone,
    0.8 s from sources (compiled at boot) and 0.65 s from both (a bigger zip to unpack), medians
    of 6 under Node, bench of issue 12."""
    if shutil.which("node") is None:
        raise BuildError("node is needed to compile the package for Pyodide")
    source = ["--zip", str(package)] if package.suffix == ".zip" else [str(package)]
    done = subprocess.run(
        ["node", str(ROOT / "tools" / "pyodide_compile.mjs"), str(node_modules / "pyodide"), *source],
        capture_output=True, text=True, cwd=ROOT,
    )
    if done.returncode != 0:
        raise BuildError(f"compiling for Pyodide failed: {done.stderr.strip()[-2000:]}")
    compiled = json.loads(done.stdout.strip().splitlines()[-1])
    return {name: base64.b64decode(data) for name, data in compiled.items()}


def game_modules(root: Path = ROOT) -> dict[str, list[str]]:
    """Game id -> the modules its catalogue entry names (rules, bots, renderer) and its lessons
    (sweets.learn names them; a lesson starts only once its game has arrived): its own code."""
    sys.path.insert(0, str(root))
    try:
        from sweets import catalogue, learn
    finally:
        sys.path.remove(str(root))
    lessons: dict[str, list[str]] = {}
    for lid in learn.ids():
        lessons.setdefault(learn.INDEX[lid][0], []).append(learn.module_name(lid))
    return {game_id: sorted([*(name for name in (entry.rules, entry.bots, entry.render) if name),
                             *lessons.get(game_id, [])])
            for game_id, entry in ((game_id, catalogue.entry(game_id)) for game_id in catalogue.ids())}


def in_modules(path: str, modules: list[str]) -> bool:
    """Whether the zip path ``path`` (sweets/games/sweeet/rules.pyc) belongs to one of ``modules``
    (a package's folder, or a module's own file)."""
    for module in modules:
        base = module.replace(".", "/")
        if path.startswith(base + "/") or path.rsplit(".", 1)[0] == base:
            return True
    return False


def write_package_zip(package: Path, target: Path, bytecode: dict[str, bytes] | None = None,
                      keep: Callable[[str], bool] = lambda path: True) -> None:
    """Zips ``package`` (with its folder name) reproducibly: sorted, fixed dates and modes. With
    ``bytecode``, that takes the place of the package's .py files (the other files stay). Only the
    paths ``keep`` accepts go in."""
    entries = {p.relative_to(package.parent).as_posix(): p.read_bytes() for p in package_files(package)}
    if bytecode is not None:
        entries = {name: data for name, data in entries.items() if not name.endswith(".py")}
        entries.update(bytecode)
    entries = {name: data for name, data in entries.items() if keep(name)}
    with zipfile.ZipFile(target, "w") as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, entries[name], compresslevel=9)


def stdlib_members(node_modules: Path, package_zip: Path, scripts: list[Path]) -> dict[str, bytes | None]:
    """The members of Pyodide's python_stdlib.zip the app can import (see tools/stdlib_closure.mjs),
    each with its source minified (None: kept as it is): ``scripts`` are our Python files;
    PyScript's Python and the Python in its JavaScript join them."""
    pyscript_python = sorted((node_modules / PYSCRIPT_PYTHON).glob("*.py"))
    if not pyscript_python:
        raise BuildError(f"{node_modules / PYSCRIPT_PYTHON} has no Python files")
    from_js = set()
    for bundle in sorted((node_modules / "@pyscript" / "core" / "dist").glob("*.js")):
        for found in PYTHON_IMPORT_IN_JS.finditer(bundle.read_text(encoding="utf-8")):
            from_js.add(found.group(1) or found.group(2))
    roots = {"scripts": [str(p.resolve()) for p in [*scripts, *pyscript_python]], "modules": sorted(from_js)}
    done = subprocess.run(
        ["node", str(ROOT / "tools" / "stdlib_closure.mjs"), str(node_modules / "pyodide"), str(package_zip),
         json.dumps(roots)],
        capture_output=True, text=True, cwd=ROOT,
    )
    if done.returncode != 0:
        raise BuildError(f"finding what the app imports failed: {done.stderr.strip()[-2000:]}")
    found = json.loads(done.stdout.strip().splitlines()[-1])
    small = {name: base64.b64decode(text) for name, text in found["minified"].items()}
    return {name: small.get(name) for name in found["members"]}


def pack_zip(path: Path) -> Path:
    """Replaces the zip ``path`` by ``path``.gz, the same members stored (uncompressed) in the same
    order, the whole compressed at once (see PACKED); reproducibly (no date in the gzip header)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(path) as original, zipfile.ZipFile(buffer, "w") as stored:
        for info in original.infolist():
            member = zipfile.ZipInfo(info.filename, info.date_time)
            member.external_attr = info.external_attr
            member.compress_type = zipfile.ZIP_STORED
            stored.writestr(member, original.read(info))
    target = path.with_name(path.name + PACKED)
    target.write_bytes(gzip.compress(buffer.getvalue(), 9, mtime=0))
    path.unlink()
    return target


def squeeze(out: Path) -> None:
    """Every packed zip compressed again with Zopfli, Pyodide's module with shorter local names and
    our scripts without comments (tools/squeeze.mjs): 0.06 MB gzip of a first visit."""
    packed = sorted(out.rglob(f"*.zip{PACKED}"), key=lambda path: path.stat().st_size, reverse=True)
    ours = sorted(str(path) for path in (out / "static").glob("*.*js"))
    # Two Node processes side by side, one per core (Zopfli is single-threaded): the largest zip
    # with our scripts, the other zips with Pyodide's module; 12 s in one process, 7 in two.
    halves = [["--gz", str(packed[0]), "--plain", *ours],
              ["--gz", *map(str, packed[1:]), "--js", str(out / "vendor" / "pyodide" / "pyodide.asm.mjs")]]
    running = [subprocess.Popen(["node", str(ROOT / "tools" / "squeeze.mjs"), *half], cwd=ROOT, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE) for half in halves]
    failures = []
    for process in running:
        _, errors = process.communicate()
        if process.returncode:
            failures.append(errors.strip()[-2000:])
    if failures:
        raise BuildError("tools/squeeze.mjs failed (npm ci installs what it needs): " + "\n".join(failures))


def unpacked(path: Path) -> bytes:
    """The zip a packed file (pack_zip) holds."""
    return gzip.decompress(path.read_bytes())


def write_stdlib_zip(source: Path, members: dict[str, bytes | None] | list[str], target: Path) -> None:
    """``source`` with only ``members`` (name -> new content, or None to keep it; a list keeps
    each), reproducibly (sorted, fixed dates and modes, level 9)."""
    contents = members if isinstance(members, dict) else dict.fromkeys(members)
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(target, "w") as archive:
        missing = set(contents) - set(original.namelist())
        if missing:
            raise BuildError(f"{source.name} has no {', '.join(sorted(missing))}")
        for name in sorted(contents):
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
            info.external_attr = (0o40755 if name.endswith("/") else 0o644) << 16
            data = contents[name]
            archive.writestr(info, original.read(name) if data is None else data, compresslevel=9)


def write_stdlib_bytecode_zip(source: Path, bytecode: dict[str, bytes], target: Path) -> None:
    """``source`` (a python_stdlib.zip) with each .py file replaced by its .pyc in ``bytecode``
    (the other files as they are), reproducibly."""
    with zipfile.ZipFile(source) as original:
        members: dict[str, bytes] = {}
        for name in original.namelist():
            compiled = name[:-3] + ".pyc" if name.endswith(".py") else None
            if compiled is not None and compiled not in bytecode:
                raise BuildError(f"{name} of {source.name} was not compiled")
            members[compiled or name] = bytecode[compiled] if compiled else original.read(name)
    with zipfile.ZipFile(target, "w") as archive:
        for name in sorted(members):
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
            info.external_attr = (0o40755 if name.endswith("/") else 0o644) << 16
            archive.writestr(info, members[name], compresslevel=9)


def write_lock_without_packages(source: Path, target: Path) -> None:
    """Pyodide's lock file with no package in it: Pyodide reads it at every start, only to find
    the wheels loadPackage could fetch, and the site installs none (and ships none). Its "info"
    stays: Pyodide checks the ABI version there. 119 kB, 27 kB gzip of the first visit."""
    lock = json.loads(source.read_text(encoding="utf-8"))
    if "info" not in lock or "packages" not in lock:
        raise BuildError(f"{source.name} no longer has the 'info' and 'packages' this build expects")
    empty = {"info": lock["info"], "packages": {}}
    target.write_text(json.dumps(empty, separators=(",", ":")), encoding="utf-8")


# The typeface (static/app.css): its Latin letters at every weight, one file, with its licence. A
# font of the page's own spares Chromium on Linux a synchronous call to its browser process for
# every new text size (the render style of a system font), which waited 230-350 ms when the
# table first painted while Pyodide's code was still compiling (docs/benchmarks.md).
FONT_PACKAGE = Path("@fontsource-variable") / "atkinson-hyperlegible-next"
FONT_FILES = {"files/atkinson-hyperlegible-next-latin-wght-normal.woff2": "atkinson-hyperlegible-next.woff2",
              "LICENSE": "LICENSE-atkinson-hyperlegible-next.txt"}


def copy_font(node_modules: Path, out: Path) -> None:
    (out / "vendor" / "fonts").mkdir(parents=True, exist_ok=True)
    for source, name in FONT_FILES.items():
        if not (node_modules / FONT_PACKAGE / source).is_file():
            raise BuildError(f"{node_modules / FONT_PACKAGE / source} missing: run `npm ci` first")
        shutil.copy2(node_modules / FONT_PACKAGE / source, out / "vendor" / "fonts" / name)


def copy_vendor(node_modules: Path, out: Path, stdlib: dict[str, bytes | None] | None = None) -> None:
    """Copies the runtime into out/vendor; with ``stdlib``, Pyodide's standard library keeps only
    those members."""
    pyodide = node_modules / "pyodide"
    pyscript_dist = node_modules / "@pyscript" / "core" / "dist"
    missing = [p for p in (pyodide, pyscript_dist) if not p.is_dir()]
    if missing:
        raise BuildError(f"{', '.join(map(str, missing))} missing: run `npm ci` first (nox -s build does)")
    (out / "vendor" / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name == STDLIB_ZIP and stdlib is not None:
            write_stdlib_zip(pyodide / name, stdlib, out / "vendor" / "pyodide" / name)
        elif name == LOCK_FILE:
            write_lock_without_packages(pyodide / name, out / "vendor" / "pyodide" / name)
        else:
            shutil.copy2(pyodide / name, out / "vendor" / "pyodide" / name)
    shutil.copytree(pyscript_dist, out / "vendor" / "pyscript", ignore=shutil.ignore_patterns("*.map"))
    copy_font(node_modules, out)
    strip_source_map_comments(out / "vendor")
    defer_pyodide_shared_memory(out / "vendor" / "pyodide" / "pyodide.asm.mjs")
    shipped = out / "vendor" / "pyodide" / STDLIB_ZIP
    write_stdlib_bytecode_zip(shipped, pyodide_bytecode(shipped, node_modules),
                              out / "vendor" / "pyodide" / STDLIB_BYTECODE_ZIP)
    pack_zip(shipped)  # the sources are a first visit's only


# Pyodide's streams code, minified: `var w=new Int32Array(new WebAssembly.Memory({shared:!0,...})
# .buffer);function sleep(t){try{return Atomics.wait(w,0,0,t),!0}catch{return!1}}`.
PYODIDE_SLEEP_BUFFER = re.compile(
    r"var (?P<buf>[\w$]+)=new Int32Array\("
    r"(?P<memory>new WebAssembly\.Memory\(\{shared:!0,initial:1,maximum:1\}\)\.buffer)\);"
    r"function (?P<sleep>[\w$]+)\((?P<t>[\w$]+)\)"
    r"\{try\{return Atomics\.wait\((?P=buf),0,0,(?P=t)\),!0\}catch\{return!1\}\}"
)


def defer_pyodide_shared_memory(asm: Path) -> None:
    """Makes Pyodide create its one piece of shared memory when it first needs it, not on load.

    Pyodide makes a shared WebAssembly.Memory as its module loads, only to sleep with
    Atomics.wait when Node answers EAGAIN on a non-blocking stdin; a page never gets there (and
    the main thread may not wait anyway). Without cross-origin isolation, which GitHub Pages
    cannot give (it sets no COOP/COEP headers), Chromium reports that shared memory as a
    deprecated use of SharedArrayBuffer on every load (Lighthouse's `deprecations` audit).
    """
    text = asm.read_text(encoding="utf-8")

    def lazily(found: re.Match[str]) -> str:
        buf, sleep, t = found["buf"], found["sleep"], found["t"]
        return (f"var {buf};function {sleep}({t}){{try{{return {buf}??=new Int32Array({found['memory']}),"
                f"Atomics.wait({buf},0,0,{t}),!0}}catch{{return!1}}}}")

    deferred, count = PYODIDE_SLEEP_BUFFER.subn(lazily, text)
    if count != 1:
        raise BuildError(f"{asm.name} no longer makes its sleep buffer as this build expects: check "
                         "whether it still creates shared memory on load (defer_pyodide_shared_memory)")
    asm.write_text(deferred, encoding="utf-8")


def strip_source_map_comments(folder: Path) -> None:
    """Takes out the comments pointing at source maps, which are not shipped: with them, opening
    the browser's developer tools asks for each map and logs a 404."""
    for path in sorted(folder.rglob("*")):
        if path.suffix in {".js", ".mjs", ".css"}:
            text = path.read_text(encoding="utf-8")
            stripped = SOURCE_MAP_COMMENT.sub("", text)
            if stripped != text:
                path.write_text(stripped, encoding="utf-8")


def copy_static(static: Path, out: Path, drawn_icons: dict[str, bytes]) -> None:
    shutil.copytree(static, out / "static", ignore=shutil.ignore_patterns("sw.js", ".*"))
    if not (out / "static" / "app.css").exists():
        print("warning: static/app.css is missing; the page will load without its styles", file=sys.stderr)
    for name, picture in drawn_icons.items():
        (out / "static" / "icons" / name).write_bytes(picture)


def preload_tags(out: Path) -> str:
    """<link> tags that start every download the boot needs at once.

    Without them the downloads form a chain: core.js, then its chunk, then the plugins it imports.
    Pyodide's files are the worker's (static/pyodide_early.mjs), which cannot use these. The
    chunk's name carries a hash that changes with each PyScript release, so it is read from core.js.
    """
    core = (out / "vendor" / "pyscript" / "core.js").read_text(encoding="utf-8")
    chunks = re.findall(r'from\s*"\./([\w.-]+\.js)"', core)
    if not chunks:
        raise BuildError("vendor/pyscript/core.js no longer imports a chunk: check the preloads")
    modules = ["vendor/pyscript/core.js"] + [f"vendor/pyscript/{name}" for name in chunks]
    main_chunk = (out / "vendor" / "pyscript" / chunks[0]).read_text(encoding="utf-8")
    for plugin in PYSCRIPT_PLUGINS:
        found = re.search(rf'import\("\./({re.escape(plugin)}-[\w-]+\.js)"\)', main_chunk)
        if not found:
            raise BuildError(f"PyScript no longer loads a plugin chunk {plugin}-*.js: check the preloads")
        modules.append(f"vendor/pyscript/{found.group(1)}")
    lines = [f'  <link rel="modulepreload" href="./{path}">' for path in modules]
    lines += [f'  <link rel="preload" href="./{path}" as="fetch" crossorigin>' for path in PRELOAD_FETCHES]
    for path in modules + PRELOAD_FETCHES:
        if not (out / path).is_file():
            raise BuildError(f"preload of a file the site does not have: {path}")
    return "\n".join(lines) + "\n"


def inline_config(index: Path, config: Path) -> None:
    """Writes the PyScript config into index.html as JSON: PyScript then neither fetches it nor
    loads its TOML parser, two steps that otherwise wait for Pyodide to let go of the page."""
    html = index.read_text(encoding="utf-8")
    if CONFIG_ATTRIBUTE not in html:
        raise BuildError(f"index.html no longer has {CONFIG_ATTRIBUTE}")
    settings = json.dumps(tomllib.loads(config.read_text(encoding="utf-8")), separators=(",", ":"))
    escaped = settings.replace("&", "&amp;").replace('"', "&quot;")
    index.write_text(html.replace(CONFIG_ATTRIBUTE, f'config="{escaped}"'), encoding="utf-8")


def inline_main(index: Path, main: Path) -> None:
    """Writes main.py into the page's <script type="py">, which PyScript runs as it would the file:
    one request less, and none to wait for once Python is up."""
    html = index.read_text(encoding="utf-8")
    if MAIN_SCRIPT not in html:
        raise BuildError(f"index.html no longer has {MAIN_SCRIPT}")
    source = main.read_text(encoding="utf-8")
    # The only text that could end or confuse a script element's raw content.
    if re.search(r"</script|<!--", source, re.I):
        raise BuildError(f"{main.name} contains '</script' or '<!--': it cannot be written into the page")
    tag = MAIN_SCRIPT.replace(f' src="./{MAIN_FILE}"', "").replace("></script>", ">\n" + source + "</script>")
    index.write_text(html.replace(MAIN_SCRIPT, tag), encoding="utf-8")


def site_description(root: Path = ROOT) -> str:
    """One sentence on what the site offers, from the catalogue: only the games the menu lists."""
    sys.path.insert(0, str(root))
    try:
        from sweets import games
    finally:
        sys.path.remove(str(root))
    catalogue = [games.get(game_id) for game_id in games.ids()]
    if not catalogue:
        raise BuildError("the catalogue (sweets.games.ids()) lists no game")
    names = [game.name for game in catalogue]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    count = NUMBER_WORDS[len(names)] if len(names) < len(NUMBER_WORDS) else str(len(names))
    kind = "game" if len(names) == 1 else "games"
    ways = "pass-and-play or against the computer"
    if any(game.min_players == 1 for game in catalogue):
        ways = "pass-and-play, against the computer, or solo"
    return (f"{listed}: {count.lower()} sweets-themed tabletop {kind} to play in a browser tab, {ways}."
            " Works offline.")


def write_description(index: Path, manifest: Path, description: str) -> None:
    """Puts ``description`` in place of the marker comment and the <meta name="description"> that
    follows it in index.html, and into the web app manifest."""
    html = index.read_text(encoding="utf-8")
    start = html.find(DESCRIPTION_MARKER)
    found = re.compile(r'<meta name="description" content="[^"]*">').search(html, max(start, 0))
    if start < 0 or found is None:
        raise BuildError("index.html lost its description marker or the <meta> after it")
    escaped = description.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
    index.write_text(html[:start] + f'<meta name="description" content="{escaped}">' + html[found.end():],
                     encoding="utf-8")
    settings = json.loads(manifest.read_text(encoding="utf-8"))
    settings["description"] = description
    manifest.write_text(json.dumps(settings, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def bundle_styles(out: Path, root: Path = ROOT) -> None:
    """Makes static/app.css the page's one stylesheet: PyScript's core.css, then the app's own,
    then each catalogue game's static/games/<id>.css in menu order (the order their links had).

    One file, not six: a first visit's boot asks for about twenty files at once, and over HTTP/1.1
    (six connections) the scripts the worker's start waits for queued behind the styles
    (docs/benchmarks.md, session 27). None of these files has a relative url() but app.css, which
    stays where it was."""
    sys.path.insert(0, str(root))
    try:
        from sweets import catalogue
    finally:
        sys.path.remove(str(root))
    static = out / "static"
    parts = [out / "vendor" / "pyscript" / "core.css", static / "app.css"]
    parts += [static / "games" / f"{game_id}.css" for game_id in catalogue.ids()
              if (static / "games" / f"{game_id}.css").is_file()]
    for part in parts:
        if "url(" in part.read_text(encoding="utf-8") and part.parent != static:
            raise BuildError(f"{part.relative_to(out)} has a url(), which would break in static/app.css")
    bundle = "\n".join(f"/* {part.relative_to(out).as_posix()} */\n{part.read_text(encoding='utf-8')}"
                       for part in parts)
    (static / "app.css").write_text(bundle, encoding="utf-8")
    for part in parts[2:]:
        part.unlink()
    if not any((static / "games").iterdir()):
        (static / "games").rmdir()


def replace_marker(index: Path, marker: str, text: str) -> None:
    """Puts ``text`` in place of the marker comment (which may span lines) in index.html."""
    html = index.read_text(encoding="utf-8")
    start = html.find(marker)
    if start < 0:
        raise BuildError(f"index.html lost its {marker!r} marker")
    line_start = html.rfind("\n", 0, start) + 1
    end = html.index("-->", start) + len("-->\n")
    index.write_text(html[:line_start] + text + html[end:], encoding="utf-8")


def file_hashes(out: Path) -> dict[str, str]:
    """Path relative to the site -> sha256 of its content, for every file the worker precaches."""
    hashes = {}
    for path in sorted(out.rglob("*")):
        rel = path.relative_to(out).as_posix()
        if path.is_file() and precached(rel):
            hashes[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return hashes


def write_service_worker(out: Path, template: Path = SW_TEMPLATE) -> str:
    """Writes out/sw.js with the precache list of the files now in ``out``; returns the cache name.

    The cache name is derived from every path and hash, so any change to any file makes a new
    cache, and so a new sw.js, which is what makes browsers install the update.
    """
    files = file_hashes(out)
    build_hash = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    cache = f"sweets-{build_hash}"
    source = template.read_text(encoding="utf-8")
    if SW_PLACEHOLDER not in source:
        raise BuildError(f"{template} lost its PRECACHE placeholder line")
    precache = json.dumps({"cache": cache, "files": files}, indent=1, sort_keys=True)
    (out / "sw.js").write_text(
        source.replace(SW_PLACEHOLDER, f"const PRECACHE = {precache};"), encoding="utf-8"
    )
    return cache


def build(out: Path, root: Path = ROOT) -> str:
    """Builds the site into ``out`` (replacing it); returns the service worker's cache name."""
    for name in [PAGE_FILE, MAIN_FILE, CONFIG_FILE]:
        if not (root / name).is_file():
            raise BuildError(f"{root / name} is missing")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    shutil.copy2(root / PAGE_FILE, out / PAGE_FILE)
    # The icons are drawn in pure Python (7-8 s here) while the build mostly waits for Node's
    # compiles below: on a thread of their own, the two waits overlap.
    with ThreadPoolExecutor(max_workers=1) as painter:
        drawing = painter.submit(icons.draw_icons)
        return _build_beside_the_icons(out, root, drawing)


def _build_beside_the_icons(out: Path, root: Path, drawing: Future[dict[str, bytes]]) -> str:
    # The menu needs no game's own modules (the catalogue names the games): each game's come in
    # a zip of its own, fetched when that game is first needed, so a first visit downloads only
    # the game it plays (all four were 0.35 MB gzip, issue 34).
    bytecode = pyodide_bytecode(root / "sweets", root / "node_modules")
    games = game_modules(root)
    every_game = [name for modules in games.values() for name in modules]
    write_package_zip(root / "sweets", out / PACKAGE_ZIP, bytecode,
                      keep=lambda path: not in_modules(path, every_game))
    sources = {p.relative_to(root).as_posix(): minified(p.read_text(encoding="utf-8")).encode()
               for p in (root / "sweets").rglob("*.py") if "__pycache__" not in p.parts}
    for game_id, modules in games.items():
        ours = partial(in_modules, modules=modules)
        write_package_zip(root / "sweets", out / game_zip(game_id), bytecode, keep=ours)
        write_package_zip(root / "sweets", out / game_zip(game_id, sources=True), sources, keep=ours)
        pack_zip(out / game_zip(game_id, sources=True))
    copy_static(root / "static", out, drawing.result())
    scripts = [*sorted((root / "sweets").rglob("*.py")), root / MAIN_FILE, root / WORKER_MAIN]
    stdlib = stdlib_members(root / "node_modules", out / PACKAGE_ZIP, scripts)
    copy_vendor(root / "node_modules", out, stdlib)
    pack_zip(out / PACKAGE_ZIP)
    inline_main(out / PAGE_FILE, root / MAIN_FILE)
    inline_config(out / PAGE_FILE, root / CONFIG_FILE)
    write_description(out / PAGE_FILE, out / MANIFEST, site_description(root))
    bundle_styles(out, root)
    replace_marker(out / PAGE_FILE, PRELOAD_MARKER, preload_tags(out))
    try:
        first_paint.write(out / PAGE_FILE, out, root)
    except ValueError as error:
        raise BuildError(str(error)) from None
    squeeze(out)
    (out / ".nojekyll").write_text("")  # serve files as they are on GitHub Pages
    return write_service_worker(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "_site", help="output folder (default: _site)")
    args = parser.parse_args(argv)
    try:
        cache = build(args.out.resolve())
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    files = [p for p in args.out.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    print(f"built {args.out}: {len(files)} files, {size / 1e6:.1f} MB, cache {cache}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
