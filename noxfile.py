"""Sessions for Sweets. `nox -s serve` to play; `nox -s ci` runs every check CI runs.

Dependencies come from pyproject.toml's optional-dependencies; the browser runtime (Pyodide,
PyScript) comes from npm, pinned by package-lock.json. Nothing is fetched from a CDN.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import nox

ROOT = Path(__file__).resolve().parent
SITE = ROOT / "_site"
# Everything the build reads; the site is rebuilt when any of it is newer than the last build.
BUILD_INPUTS = ["index.html", "pyscript.toml", "main.py", "package-lock.json", "sweets", "static", "tools"]

nox.options.sessions = ["lint", "tests", "browser"]
nox.options.reuse_existing_virtualenvs = True

PYPROJECT = nox.project.load_toml(ROOT / "pyproject.toml")
EXTRAS = PYPROJECT["project"]["optional-dependencies"]


def _newest_mtime(paths: list[str]) -> float:
    newest = 0.0
    for name in paths:
        path = ROOT / name
        files = (
            [path]
            if path.is_file()
            else [p for p in path.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
        )
        newest = max([newest, *(p.stat().st_mtime for p in files)])
    return newest


def _runtime_installed() -> bool:
    """Whether node_modules holds every package of package-lock.json at its version, by npm's own
    record of what it installed. By content, not by date: a fresh clone's package-lock.json is
    always newer, and `npm ci` through a node_modules that is a link to another checkout's (as the
    fresh-clone timing in README does) empties that checkout's too."""
    installed = ROOT / "node_modules" / ".package-lock.json"
    if not installed.exists():
        return False
    want = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    have = json.loads(installed.read_text(encoding="utf-8"))["packages"]
    return all(have.get(name, {}).get("version") == package.get("version")
               for name, package in want.items() if name)


def _install_runtime(session: nox.Session) -> None:
    """`npm ci` when node_modules lacks a package of package-lock.json or has another version."""
    if not _runtime_installed():
        if shutil.which("npm") is None:
            session.error("npm is needed to install the pinned Pyodide and PyScript (apt-get install npm)")
        session.run("npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", external=True)


def _build(session: nox.Session, force: bool = True) -> None:
    _install_runtime(session)
    stamp = SITE / "sw.js"
    if force or not stamp.exists() or stamp.stat().st_mtime < _newest_mtime(BUILD_INPUTS):
        session.run(sys.executable, "tools/build.py", "--out", str(SITE), external=True)
    else:
        session.log("_site/ is up to date")


@nox.session(venv_backend="none")
def build(session: nox.Session) -> None:
    """Build the static site into _site/ (installs the pinned runtime with `npm ci` if needed)."""
    _build(session)


@nox.session(venv_backend="none")
def serve(session: nox.Session) -> None:
    """Build if anything changed, then serve _site/ on 127.0.0.1 (port: first posarg, default 8000)."""
    _build(session, force=False)
    port = session.posargs[0] if session.posargs else "8000"
    session.log(f"Sweets is at http://127.0.0.1:{port}/  (Ctrl+C to stop)")
    session.run(
        sys.executable,
        "-m",
        "http.server",
        "--bind",
        "127.0.0.1",
        "--directory",
        str(SITE),
        port,
        external=True,
    )


# Both suites spread over every core (pytest-xdist; CI has two), each worker taking the next test
# when it is free ("worksteal"), so one long test at the end does not keep a core idle. A third
# browser worker on two cores was measured (tests/browser/test_hints.py, twice each, on a machine
# loaded by others): 111 s and 57 s of wall time against 127 s and 62 s, but 59 and 50 s of
# Chromium's CPU against 47 and 42 (each worker boots its own shared app, `booted` in
# tests/browser/conftest.py); the few seconds won came from taking a larger share of a machine
# others were using, which a quiet CI machine does not offer, so one worker per core it stays.
XDIST = ["-n", "auto", "--dist", "worksteal"]
# A failed browser test runs again, up to twice, and the summary names every rerun ("R"): a
# renderer crash under load, or a timing race that the first run hit. Each race found that way was
# a test bug fixed at its root (a Continue that ends by itself, a storage not quite full); a rerun
# lets one new race cost a note instead of the whole submission, while a real failure still fails
# three times and fails the run.
RETRY = ["--reruns", "2", "-rfER"]


def _rules_suite(session: nox.Session, *args: str, env: dict[str, str] | None = None) -> None:
    session.install(*EXTRAS["test"])
    # The runtime, so the tests that run Pyodide under Node are not skipped; the site they check
    # is built once here (when anything it is built from changed) and shared with `browser`.
    _build(session, force=False)
    session.run("pytest", *(args or ["tests", "--ignore=tests/browser"]), *XDIST, *session.posargs,
                env={"SWEETS_BUILT_SITE": str(SITE), **(env or {})})


@nox.session
def tests(session: nox.Session) -> None:
    """The rules suite in CPython (everything but the browser tests), with the random sweeps at CI's
    size (tests/sweeps.py). Extra args go to pytest (`-n 0`: one process)."""
    _rules_suite(session)


@nox.session
def browser(session: nox.Session) -> None:
    """Build the site (if anything it is built from changed), then drive /usr/bin/chromium through
    it with Playwright, one browser and one server per worker; at the end pytest prints how many
    times a page loaded the app, by file, and Chromium's CPU seconds. Args go to pytest."""
    session.install(*EXTRAS["browser"])
    _build(session, force=False)
    session.run("pytest", "tests/browser", *XDIST, *RETRY, *session.posargs)


@nox.session
def sweeps(session: nox.Session) -> None:
    """The long random sweeps (SWEETS_SWEEPS=full: more seeds, tables and bot turns than CI's),
    in CPython and in the browser; run before a release, not in CI. README: Testing."""
    env = {"SWEETS_SWEEPS": "full"}
    # The test modules whose size tests/sweeps.py sets, and only those.
    sized = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "tests").rglob("test_*.py")
                   if "from tests import sweeps" in path.read_text(encoding="utf-8"))
    rules = [path for path in sized if not path.startswith("tests/browser/")]
    _rules_suite(session, *rules, env=env)
    in_browser = [path for path in sized if path not in rules]
    if in_browser:
        session.install(*EXTRAS["browser"])
        session.run("pytest", *in_browser, *XDIST, *RETRY, env=env)


@nox.session
def shots(session: nox.Session) -> None:
    """The picture-only browser tests (``@pytest.mark.shots``), which CI skips: pictures of every
    screen for a person to look at, into the folder given as the first posarg (default
    /tmp/shots). README: What runs where."""
    session.install(*EXTRAS["browser"])
    _build(session, force=False)
    folder = session.posargs[0] if session.posargs else "/tmp/shots"
    session.run("pytest", "tests/browser", "-m", "shots", *XDIST, *RETRY, *session.posargs[1:],
                env={"SHOTS": folder, "SWEETS_SHOTS": folder})


@nox.session
def lint(session: nox.Session) -> None:
    """ruff (style, imports, likely bugs) over the repository; mypy over sweets/, tests/, tools/ and
    bench/ (``[tool.mypy]`` in pyproject.toml), with pytest and Playwright installed for the tests'
    types (the browser is not needed)."""
    session.install(*EXTRAS["lint"], *EXTRAS["browser"])
    session.run("ruff", "check", ".", *session.posargs)
    session.run("mypy")


@nox.session
def bench(session: nox.Session) -> None:
    """Boot time against bare Pyodide, first-visit bytes, press-to-paint latency, games per second."""
    session.install(*EXTRAS["bench"])
    _build(session, force=False)
    session.run("python", "bench/run.py", *session.posargs)


@nox.session(venv_backend="none")
def audit(session: nox.Session) -> None:
    """Lighthouse 12 (mobile: performance, accessibility, best practices) on the built site,
    served as GitHub Pages serves it (tools/pages_server.py: gzip); not in CI (about a minute).
    Needs Chromium at /usr/bin/chromium; npm fetches Lighthouse on first use. Prints the scores,
    the performance metrics and each audit that did not pass. Lighthouse clears the origin's
    service workers and caches first, so this is a first visit. One run: its figures move by a
    few points from run to run, more on a busy machine."""
    import json
    import subprocess

    _build(session, force=False)
    port = session.posargs[0] if session.posargs else "8123"
    report = ROOT / "_lighthouse.json"
    server = subprocess.Popen([sys.executable, str(ROOT / "tools" / "pages_server.py"), str(SITE), port],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        server.stdout.readline()  # "serving": every body is compressed by now
        session.run("npm", "exec", "--yes", "--package=lighthouse@12.8.2", "--", "lighthouse",
                    f"http://127.0.0.1:{port}/",
                    "--only-categories=performance,accessibility,best-practices",
                    "--chrome-path=/usr/bin/chromium",
                    "--chrome-flags=--headless --no-sandbox --disable-gpu",
                    "--output=json", f"--output-path={report}", "--quiet", external=True)
    finally:
        server.terminate()
    found = json.loads(report.read_text())
    metrics = ("first-contentful-paint", "largest-contentful-paint", "total-blocking-time",
               "cumulative-layout-shift", "speed-index", "interactive")
    session.log("  ".join(f"{name}: {found['audits'][name].get('displayValue')}" for name in metrics))
    # Each category, then every audit of it that did not pass, with its weight in the score (an
    # audit of weight 0 is reported but costs nothing) and where the page triggered it.
    for category in found["categories"].values():
        session.log(f"{category['title']}: {round(category['score'] * 100)}")
        for ref in category["auditRefs"]:
            audit = found["audits"][ref["id"]]
            if audit.get("score") is None or audit["score"] >= 1 or ref["id"] in metrics:
                continue
            session.log(f"  failed (weight {ref['weight']}): {audit['id']}: {audit['title']}")
            if not ref["weight"]:
                continue  # an insight or diagnostic: its title says enough here, the report has the rest
            for item in (audit.get("details") or {}).get("items", [])[:8]:
                source = item.get("source") or {}
                where = (f"{source['url']}:{source.get('line')}:{source.get('column')}" if source.get("url")
                         else item.get("scriptUrl") or item.get("url") or "")
                said = item.get("value") or item.get("description") or ""
                session.log("    " + " ".join(str(part) for part in (said, where) if part))


@nox.session(venv_backend="none")
def ci(session: nox.Session) -> None:
    """Everything CI checks (what .ci/run calls): lint beside the build, then the rules suite
    (`tests`) and the browser suite (`browser`) side by side, the rules suite at the lowest CPU
    priority. Alone, the browser suite left a core idle a twelfth of its time (its tests wait for
    a computer's pace, a timer, a page; session 30: 97 of 1,190 core-seconds) and the rules suite
    idled at its start and its end. Side by side, from a fresh clone (session 30): the browser
    suite took 718 s, against about 600 alone, and the rules suite ended 76 s after it, where one
    after the other it took 240-310 s more; at a quicker hour 536 s, and 43 s after it
    (docs/benchmarks.md). The rules suite's report is printed when both are done."""
    import subprocess
    import tempfile
    import time

    nox_command = [sys.executable, "-m", "nox", "--no-color"]
    # Lint beside the build (mypy takes one core, the build's steps mostly the other); its report
    # is printed once the build is done.
    with tempfile.TemporaryFile("w+") as lint_report:
        lint = subprocess.Popen([*nox_command, "-s", "lint"], stdout=lint_report, stderr=subprocess.STDOUT,
                                cwd=ROOT)
        # Both virtualenvs and the site before the two suites start: neither may build while the
        # other reads it.
        session.run(*nox_command, "-s", "tests", "browser", "--install-only", external=True)
        session.run(*nox_command, "-s", "build", external=True)
        lint_ok = lint.wait() == 0
        lint_report.seek(0)
        print(lint_report.read(), flush=True)
    if not lint_ok:
        session.error("failed: lint")
    started = time.monotonic()
    with tempfile.TemporaryFile("w+") as report:
        rules = subprocess.Popen([*nox_command, "-s", "tests"], stdout=report, stderr=subprocess.STDOUT,
                                 preexec_fn=lambda: os.nice(19), cwd=ROOT)
        browser_ok = subprocess.run([*nox_command, "-s", "browser"], cwd=ROOT, check=False).returncode == 0
        browser_took = time.monotonic() - started
        rules_ok = rules.wait() == 0
        rules_took = time.monotonic() - started
        report.seek(0)
        print(report.read(), flush=True)
    session.log(f"browser suite: {browser_took:.0f} s; rules suite beside it: {rules_took:.0f} s")
    failed = [name for name, ok in (("browser", browser_ok), ("tests", rules_ok)) if not ok]
    if failed:
        session.error("failed: " + " and ".join(failed))
