// bench/bare_worker.html's worker: bench/bare.html's boot, word for word, off the page's thread.
import { loadPyodide } from "./stock-pyodide/pyodide.mjs";

const pyodide = await loadPyodide({ indexURL: "./stock-pyodide/" });
postMessage(pyodide.runPython("1+1"));
