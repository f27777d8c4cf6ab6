// Python's worker, as static/worker_early.js starts it with the page rather than when PyScript
// gets round to it: Pyodide's start (static/pyodide_early.mjs, the interpreter named in this
// module's address) begins here at once, and PyScript's own worker code follows once the page's
// PyScript has made it (its first `new Worker`, which static/worker_early.js answers with this
// worker, sending it that code as its first message).
//
// PyScript's page talks to its worker from the moment it makes it; its worker code, imported
// below, listens only once it has loaded. What the page sent before then is held here and handed
// on as soon as that code listens, one message a task, as the browser hands a worker its messages.

const interpreter = new URL(import.meta.url).searchParams.get("interpreter");
const listen = globalThis.addEventListener;
const held = [];
let codeSeen = false;
let pyscriptRunning = false;
function hold(event) {
  if (!event.isTrusted) return; // one handed on below
  event.stopImmediatePropagation();
  if (!codeSeen && event.data?.sweetsWorkerCode instanceof Blob) {
    codeSeen = true;
    run(event.data.sweetsWorkerCode).catch((error) => {
      // Told on the page's loading screen (static/boot.js follows the channel the address names).
      const channel = new BroadcastChannel(`sweets-boot-${new URL(interpreter).searchParams.get("boot")}`);
      channel.postMessage({ failed: String(error?.message ?? error) });
    });
  } else {
    held.push(event);
  }
}
listen.call(globalThis, "message", hold);

// PyScript's worker code is a module without imports, exports or import.meta (its own imports are
// dynamic, with full addresses), and this worker is already a module: the code runs as the body of
// an async function, as its top-level awaits need, built by the page's policy's 'unsafe-eval' (an
// import of its blob: address would need blob: among the policy's script sources).
const AsyncFunction = (async () => {}).constructor;
async function run(blob) {
  const body = new AsyncFunction(`"use strict";\n${await blob.text()}`);
  pyscriptRunning = true;
  const done = body();
  pyscriptRunning = false;
  await done;
}

function handOn() {
  const next = held.shift();
  if (!next) return void removeEventListener("message", hold);
  dispatchEvent(new MessageEvent("message", { data: next.data, ports: next.ports }));
  setTimeout(handOn, 0);
}

// The first listener for messages that PyScript's code adds as it starts (Pyodide adds one of its
// own, for its setImmediate, which is not it): it is listening.
globalThis.addEventListener = function (type, ...rest) {
  listen.call(globalThis, type, ...rest);
  if (type !== "message" || !pyscriptRunning) return;
  globalThis.addEventListener = listen;
  setTimeout(handOn, 0);
};

// For the bench and the tests: when Pyodide's start began here.
performance.mark("sweets:worker-start");
// A failure here is PyScript's to report, as it imports the same module (the page then says which
// file did not arrive); not a second time, as an uncaught error of this worker's.
import(interpreter).catch(() => {});
