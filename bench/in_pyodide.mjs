// Evaluates one Python expression inside Pyodide under Node (the interpreter the browser uses,
// without a browser) with the repository and bench/ on sys.path, and prints its value as JSON.
// Usage: node bench/in_pyodide.mjs REPO_ROOT EXPRESSION
// Needs `npm ci` (node_modules/pyodide); loads no package from anywhere.
import path from "node:path";
import { loadPyodide } from "pyodide";

const [root = ".", expression = "None"] = process.argv.slice(2);
const repo = path.resolve(root);
const pyodide = await loadPyodide({ indexURL: path.join(repo, "node_modules", "pyodide") + path.sep });
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", repo);
pyodide.globals.set("EXPRESSION", expression);
console.log(pyodide.runPython(`
import json, sys
sys.path[:0] = ["/repo", "/repo/bench"]
sys.dont_write_bytecode = True
import bot_times, random_games
json.dumps(eval(EXPRESSION))
`));
