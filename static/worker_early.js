// Starts Python's worker the moment the page starts: the page's first script (index.html).
//
// PyScript makes its worker only once its own start on the page is done (its core, its plugins and
// <py-script> defined), a couple of hundred milliseconds in, and Pyodide's start in that worker
// waited for it although it needs nothing of PyScript. So this script makes the worker at once,
// with static/worker_start.mjs, which starts Pyodide in it (static/pyodide_early.mjs). When
// PyScript then makes its worker (static/boot.js asks it to, through PyWorker), the first `new
// Worker` it calls with its worker code (a blob: address) gets this worker, already under way, and
// the code is sent to it to run. PyScript keeps the Worker class it finds as it loads, so the
// class below only needs to be in place before static/boot.js imports PyScript; this script is
// async (it holds nothing up), and static/boot.js waits for it should it come late.
//
// Only the runtime starts here, as with static/pyodide_early.mjs on the page: if static/boot.js
// then finds a newer version of the site waiting, the page reloads and this worker goes with it.
// Nothing happens with `?python=page` (Python on the page's thread) or without workers: PyScript
// then makes its worker, if any, as it always would.
"use strict";
(function () {
  // Set whatever happens below: static/boot.js waits for this script until it is.
  window.sweetsWorkerStart = null;
  const NativeWorker = window.Worker;
  if (typeof NativeWorker !== "function" || new URLSearchParams(location.search).get("python") === "page") return;
  const here = document.currentScript.src;
  const channelId = Math.random().toString(36).slice(2);
  // The interpreter's address names the page's channel and whether its service worker answers it
  // (a worker cannot see that): static/pyodide_early.mjs reads both. PyScript imports the same
  // address in the worker, so both get the one module.
  const interpreter = new URL("./pyodide_early.mjs", here);
  interpreter.searchParams.set("boot", channelId);
  interpreter.searchParams.set("sw", navigator.serviceWorker?.controller ? "1" : "0");
  const start = new URL("./worker_start.mjs", here);
  start.searchParams.set("interpreter", interpreter.href);
  // A blob: worker, as PyScript's is: it runs under this page's policies (its
  // Content-Security-Policy, and on an isolated page its embedder policy), where a worker made from
  // a file would have only its own response's. It imports static/worker_start.mjs as a static
  // import, so that what the page sends waits for that module (a dynamic import would let the
  // messages come before it listens).
  const createObjectURL = URL.createObjectURL;
  const script = new Blob([`import ${JSON.stringify(start.href)};`], { type: "text/javascript" });
  let early = new NativeWorker(createObjectURL(script), { type: "module" });
  performance.mark("sweets:worker-made");
  // What the worker tells of its start before static/boot.js listens (a file that failed fast).
  // static/boot.js takes it over (sweetsWorkerStart.heard and .tell).
  const channel = new BroadcastChannel(`sweets-boot-${channelId}`);
  const heard = [];
  const started = { channelId, interpreter: interpreter.href, channel, heard, NativeWorker };
  started.tell = (data) => heard.push(data);
  channel.onmessage = ({ data }) => started.tell(data);
  // The worker did not load (a plain Event; an ErrorEvent is an error thrown in it, which it
  // tells of itself): the loading screen names the file, and what the server answers for it.
  early.addEventListener("error", (event) => {
    if (event instanceof ErrorEvent) return;
    fetch(start, { method: "HEAD", cache: "no-store" }).then(
      (answer) => started.tell(answer.ok ? { failed: "Python's worker did not start." } : { failedFile: start.href, status: answer.status }),
      () => started.tell({ failed: `Unable to fetch ${start.href}` }),
    );
  });
  window.sweetsWorkerStart = started;

  // PyScript's worker code comes as a Blob (its blob: address is what `new Worker` gets): the Blob
  // itself is sent to the worker, which reads it (static/worker_start.mjs).
  const blobs = new Map();
  URL.createObjectURL = (object) => {
    const address = createObjectURL(object);
    if (object instanceof Blob) blobs.set(address, object);
    return address;
  };
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      const code = early && blobs.get(String(url));
      if (code) {
        const worker = early;
        early = null;
        URL.createObjectURL = createObjectURL;
        worker.postMessage({ sweetsWorkerCode: code });
        // PyScript's subclass of this class then sets the worker up as one of its own.
        Object.setPrototypeOf(worker, new.target.prototype);
        return worker;
      }
      super(url, options);
    }
  };
})();
