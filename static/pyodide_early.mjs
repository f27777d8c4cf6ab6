// Starts Pyodide the moment the page starts, and hands that same Pyodide to PyScript.
//
// pyscript.toml names this module as PyScript's `interpreter`. PyScript would otherwise call
// Pyodide's loadPyodide() only after its own start-up (core module, config, plugins, an
// IndexedDB check), a few hundred milliseconds into the boot. Pyodide's start is by far the
// longest step and needs nothing of PyScript, so index.html runs this module first and the two
// overlap. It exports what Pyodide's own module exports, with a loadPyodide() that returns the
// Pyodide already on its way; PyScript uses it exactly as it would use Pyodide's.
//
// Only the runtime starts here; the app's own code still runs after static/boot.js has settled
// which version of the site this page runs (see there). If boot.js then switches versions, the
// page reloads and this Pyodide is simply dropped; otherwise it came from this version's files.

import { loadPyodide as startPyodide } from "../vendor/pyodide/pyodide.mjs";

export * from "../vendor/pyodide/pyodide.mjs";

// PyScript passes the functions that receive Python's output; until then output goes to the
// console, where PyScript's own defaults would send it too.
const output = { stdout: console.log, stderr: console.error };

const started = startPyodide({
  indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
  stdout: (...text) => output.stdout(...text),
  stderr: (...text) => output.stderr(...text),
});

// PyScript passes stdout, stderr and indexURL (its guess from this module's URL, which is not
// where Pyodide lives). Anything else would be an option this early start cannot honour.
export function loadPyodide({ stdout, stderr, indexURL, ...others } = {}) {
  if (Object.keys(others).length) {
    return Promise.reject(new Error(`pyodide_early.mjs cannot apply ${Object.keys(others).join(", ")}`));
  }
  if (stdout) output.stdout = stdout;
  if (stderr) output.stderr = stderr;
  return started;
}
