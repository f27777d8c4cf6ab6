// Starts Pyodide the moment the page (or the worker) starts, and hands that same Pyodide to PyScript.
//
// PyScript would otherwise call Pyodide's loadPyodide() only after its own start-up (core module,
// config, plugins, an IndexedDB check), a few hundred milliseconds into the boot. Pyodide's start
// is by far the longest step and needs nothing of PyScript, so it starts first and the two
// overlap. It exports what Pyodide's own module exports, with a loadPyodide() that returns the
// Pyodide already on its way; PyScript uses it exactly as it would use Pyodide's.
//
// Python runs in a worker (static/boot.js starts it with this module as its interpreter), so that
// its start and its computers' thinking never hold up the page; the page then never imports this
// module. With `?python=page` in the address, Python runs on the page's own thread instead:
// static/boot.js imports this module first thing, and pyscript.toml names it as PyScript's
// `interpreter` there: the fallback, and a yardstick for the bench.
//
// Only the runtime starts here; the app's own code still runs after static/boot.js has settled
// which version of the site this page runs (see there). If boot.js then switches versions, the
// page reloads and this Pyodide is simply dropped; otherwise it came from this version's files.

import { loadPyodide as startPyodide } from "../vendor/pyodide/pyodide.mjs";

export * from "../vendor/pyodide/pyodide.mjs";

const inWorker = typeof WorkerGlobalScope !== "undefined";
const asked = new URL(import.meta.url).searchParams; // the worker's: see static/boot.js
// "worker": Python runs in a worker (in the worker itself, and on a page that starts one);
// "page": on the page's own thread.
const where = inWorker || new URLSearchParams(location.search).get("python") !== "page" ? "worker" : "page";
const startsHere = inWorker || where === "page";

// Pyodide's own promises can fail before static/boot.js watches the boot (a file that is missing
// answers at once); kept here for it, instead of surfacing as "Uncaught" errors nobody reads.
const earlyFailures = [];
const keepFailure = (event) => {
  earlyFailures.push(event.reason);
  event.preventDefault();
};
if (where === "page" && !inWorker) globalThis.addEventListener("unhandledrejection", keepFailure);

// Called by static/boot.js once it watches the boot itself (in a worker: see below).
export function takeEarlyFailures() {
  globalThis.removeEventListener("unhandledrejection", keepFailure);
  return earlyFailures.splice(0);
}

// PyScript passes the functions that receive Python's output; until then output goes to the
// console, where PyScript's own defaults would send it too.
const output = { stdout: console.log, stderr: console.error };

// The app's package (tools/build.py zips it), fetched here rather than through PyScript's [files]:
// PyScript asks for its files only once Python is up, seconds into a slow boot, so the page's
// preload of the zip went unused (Chromium warned) and, without the preload, the download would
// wait for Python. Errors name the file: static/boot.js shows them to a person.
const PACKAGE = new URL("../sweets.zip.gz", import.meta.url);
// A zip a first visit downloads comes packed: its members stored, the whole file gzip'd, which is
// smaller than a zip compressing each member on its own (tools/build.py, PACKED). GitHub Pages
// sends it as it is, so the browser does not unpack it: this does.
const isPacked = (url) => String(url).endsWith(".zip.gz");
const unpack = (response) =>
  new Response(response.body.pipeThrough(new DecompressionStream("gzip")), {
    headers: { "Content-Type": "application/zip" },
  });
const download = (url) =>
  fetch(url).then(
    (response) =>
      response.ok
        ? (isPacked(url) ? unpack(response) : response).arrayBuffer()
        : Promise.reject(new Error(`[${response.status}] Unable to fetch ${url.href}`)),
    (error) => Promise.reject(new Error(`Unable to fetch ${url.href} (${error.message})`)),
  );
const packageBytes = startsHere ? download(PACKAGE) : null;

// Pyodide's start is two long runs of the main thread: the WebAssembly instance with Python's own
// start (callMain), then Pyodide's bootstrap, one call that imports its Python package (about 130
// modules of the standard library, compiled from source). Pyodide chains them with promises that
// are already settled, so they ran as one task the page could not answer in; a new task between
// them lets a tap or a frame through. The bootstrap itself cannot be split from outside (see
// bench/run.py's boot figures). Marked for the bench: sweets:pyodide-module, sweets:pyodide-ready.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const PYODIDE_MODULE = new URL("../vendor/pyodide/pyodide.asm.mjs", import.meta.url);
async function createPyodideModule(settings) {
  const { default: create } = await import(PYODIDE_MODULE.href);
  const module = await create(settings);
  performance.mark("sweets:pyodide-module");
  await nextTask();
  return module;
}

// A page the service worker answers (every visit after the first) boots from the standard library
// compiled to bytecode: the bootstrap then imports instead of compiling, 3-4x shorter. Its cache
// holds that file, not the sources; a first visit downloads the sources, 0.52 MB (gzip) less.
// See tools/build.py.
const STDLIB_BYTECODE = new URL("../vendor/pyodide/python_stdlib_bytecode.zip", import.meta.url);
const STDLIB_SOURCES = new URL("../vendor/pyodide/python_stdlib.zip.gz", import.meta.url);
// A worker cannot see the page's service worker: the page says (static/boot.js).
const fromTheWorker = inWorker ? asked.get("sw") === "1" : Boolean(navigator.serviceWorker?.controller);

// Pyodide fetches its standard library itself, with the global fetch and nothing to hook into, so
// while it starts, that one address (the packed sources) is answered unpacked.
function startUnpackingTheStandardLibrary(settings) {
  const fetchAsItIs = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    String(input) === STDLIB_SOURCES.href
      ? fetchAsItIs(input, init).then((response) => (response.ok ? unpack(response) : response))
      : fetchAsItIs(input, init);
  const starting = startPyodide(settings);
  starting.finally(() => {
    globalThis.fetch = fetchAsItIs;
  }).catch(() => {});
  return starting;
}

// Pyodide with the package unpacked where PyScript's "./*" put it: Python's working directory,
// which is on sys.path. Exported so that static/boot.js can tell a person when the start fails.
export const started = !startsHere ? null : Promise.all([
  startUnpackingTheStandardLibrary({
    indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
    // Pyodide's own (experimental) option, which imports the same file; here only to add the task
    // above.
    createPyodideModule,
    stdLibURL: (fromTheWorker ? STDLIB_BYTECODE : STDLIB_SOURCES).href,
    stdout: (...text) => output.stdout(...text),
    stderr: (...text) => output.stderr(...text),
  }),
  packageBytes,
]).then(([pyodide, bytes]) => {
  performance.mark("sweets:pyodide-ready");
  pyodide.unpackArchive(bytes, "zip");
  return pyodide;
});
// A failure can come before anything awaits this promise (a missing file answers fast); it is not
// left "uncaught" then: static/boot.js reports it on the page, and PyScript gets it as it asks.
started?.catch(() => {});

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

// Each game's own modules (rules, bots, renderer), which the menu does not need: tools/build.py
// zips them per game (sweets-<game>.zip), so a first visit downloads only the game it plays.
// sweets/web/app.py asks for a game when a press, a link or a save first needs it, and waits for
// it. Unpacked beside the package. A failed download is tried again on the next call. A page the
// service worker answers gets the bytecode from its cache; any other (a first visit) the zip of
// sources, half the download, compiled once as they are imported (see tools/build.py). A page the
// service worker took over after it started (the first visit's, once its cache is filled) also
// finds the bytecode in that cache: offline, the sources are nowhere.
const games = new Map();
async function gameBytes(gameId) {
  const bytecode = new URL(`../sweets-${gameId}.zip`, import.meta.url);
  const controlled = inWorker ? fromTheWorker : Boolean(navigator.serviceWorker?.controller);
  if (controlled) return download(bytecode);
  const cached = await globalThis.caches?.match(bytecode.href).catch(() => null);
  return cached ? cached.arrayBuffer() : download(new URL(`../sweets-${gameId}-src.zip.gz`, import.meta.url));
}
const loadGame = (gameId) => {
  if (!/^[a-z][a-z0-9_]*$/.test(gameId)) return Promise.reject(new Error(`no game called ${gameId}`));
  let loading = games.get(gameId);
  if (!loading) {
    loading = Promise.all([started, gameBytes(gameId)]).then(([pyodide, bytes]) => {
      pyodide.unpackArchive(bytes, "zip");
    });
    loading.catch(() => games.delete(gameId));
    games.set(gameId, loading);
  }
  return loading;
};
if (startsHere) globalThis.sweetsLoadGame = loadGame;

// In the worker, the page's loading screen follows the start through a channel of its own (the
// page names it): the runtime's download, Python's start, and what failed, file and status.
if (inWorker) {
  const channel = new BroadcastChannel(`sweets-boot-${asked.get("boot")}`);
  const tell = (message) => channel.postMessage(message);
  const failed = (entry) => entry.responseStatus >= 400;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (failed(entry)) tell({ failedFile: entry.name, status: entry.responseStatus });
        else if (entry.name.endsWith("/pyodide.asm.wasm")) tell({ step: 2 });
      }
    }).observe({ type: "resource", buffered: true });
  } catch {
    // No resource timing: the next step shows when Python is up.
  }
  started.then(
    () => tell({ step: 3 }),
    (error) => tell({ failed: String(error?.message ?? error) }),
  );
  // Reported on the page's loading screen, not again as an uncaught error of the worker's.
  globalThis.addEventListener("unhandledrejection", (event) => {
    tell({ failed: String(event.reason?.message ?? event.reason) });
    event.preventDefault();
  });
}
