// Runs bench/random_games.py inside Pyodide under Node: the interpreter the browser uses, without
// a browser. Usage: node bench/pyodide_games.mjs REPO_ROOT [MIN_SECONDS] [PLAYERS]
// Prints one JSON line. Needs `npm ci` (node_modules/pyodide); loads no package from anywhere.
import path from "node:path";
import { loadPyodide } from "pyodide";

const [root = ".", minSeconds = "3", players = "3"] = process.argv.slice(2);
const repo = path.resolve(root);
const pyodide = await loadPyodide({ indexURL: path.join(repo, "node_modules", "pyodide") + path.sep });
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", repo);
const result = pyodide.runPython(`
import json, sys
sys.path[:0] = ["/repo", "/repo/bench"]
sys.dont_write_bytecode = True
from random_games import games_per_second
json.dumps(games_per_second("sweeet", ${Number(players)}, ${Number(minSeconds)}))
`);
console.log(result);
