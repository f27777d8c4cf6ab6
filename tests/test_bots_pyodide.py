"""The bots under Pyodide itself (the interpreter the page runs), through Node.

The page allows a computer player about a second a move in the browser. This runs the Hard bots
of both games for whole games inside Pyodide (from ``node_modules/pyodide``) and checks their
slowest decision. Skipped when Node or the Pyodide package is not installed.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(NODE is None or not PYODIDE.exists(),
                                reason="needs node and node_modules/pyodide")

SCRIPT = r"""
import { loadPyodide } from %(pyodide)s;
import fs from "fs";
import path from "path";
const py = await loadPyodide({ indexURL: %(index)s });
function copyTree(src, dst) {
  py.FS.mkdirTree(dst);
  for (const name of fs.readdirSync(src)) {
    const s = path.join(src, name), d = dst + "/" + name;
    if (fs.statSync(s).isDirectory()) { if (name !== "__pycache__") copyTree(s, d); }
    else if (name.endsWith(".py")) py.FS.writeFile(d, fs.readFileSync(s));
  }
}
copyTree(%(package)s, "/home/pyodide/sweets");
console.log(py.runPython(`
import json, sys, time
sys.path.insert(0, "/home/pyodide")
from sweets import bots, games
out = {"version": sys.version.split()[0]}
for gid, n in [("sweeet", 2), ("sweeet", 5), ("sweet_holic", 2), ("sweet_holic", 4)]:
    game = games.get(gid)
    times = []
    state = game.new(n, 1)
    while not state.is_over and state.ply < 400:
        legal = [str(a) for a in state.legal_actions()]
        view = state.view(state.to_move)
        start = time.perf_counter()
        text = bots.choose(gid, "hard", view, legal, state.ply)
        times.append(time.perf_counter() - start)
        assert text in legal
        state = state.apply(text)
    times.sort()
    out[f"{gid}/{n}"] = {"decisions": len(times), "median": times[len(times) // 2], "max": times[-1]}
json.dumps(out)
`));
"""


def test_hard_bots_decide_well_within_a_second_in_pyodide(tmp_path):
    script = tmp_path / "bench.mjs"
    script.write_text(SCRIPT % {
        "pyodide": json.dumps(str(PYODIDE)),
        "index": json.dumps(str(PYODIDE.parent) + "/"),
        "package": json.dumps(str(ROOT / "sweets")),
    })
    done = subprocess.run([NODE, str(script)], capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["version"].startswith("3.")
    for key, figures in report.items():
        if key == "version":
            continue
        assert figures["decisions"] > 10, key
        assert figures["median"] < 0.1, (key, figures)
        assert figures["max"] < 1.0, (key, figures)
