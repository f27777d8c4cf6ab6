// The page's side of the app: the DOM's events go to Python as messages, and Python's paints come
// back as messages, each applied in one go (sweets/web/app.py has the other side).
//
// Python runs in a worker, or on this thread where a worker cannot run (static/boot.js decides).
// Either way it never touches the DOM itself: it is handed `send(message)` (JSON text) to call,
// and calls `window.sweetsPage.receive(message)`. Presses carry the screen they were made on
// (`data-paint` read at the click), so a press is never taken for a screen painted after it began,
// however late Python hears of it.

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
// Keys that move or use the focus: after one of them, focus is shown on whatever holds it.
const NAVIGATION_KEYS = new Set(["Tab", "Enter", " ", ...Object.keys(ARROWS)]);
const REPLAY_KEYS = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
const TYPING = new Set(["input", "textarea", "select"]);
const COACH_MARGIN = 0.15; // of the screen's height, kept between the coach's control and the foot

const app = document.getElementById("app");
const root = document.documentElement;
let send = null; // to Python, once it is up
let sendsToWorker = false; // whether Python runs in a worker (else on this thread: no waiting)
let paintApp = null; // PAINT_JS of sweets/web/painting.py, handed over when Python is up
let clickBegan = null; // the screen (data-paint) the latest click sequence began on
let coachShown = ""; // the coach's step last brought into view: "<step>|<pointed action>"
let handedOver = false; // the first paint's presses are Python's (static/first_paint.js)
let pending = 0; // presses sent whose paint has not come back (each press is answered with one)

// Where the page is cross-origin isolated (its service worker adds the headers), a press's answer
// is taken from memory shared with Python's worker, within the click's own task: Chromium holds
// back every other task after a click until the next frame is drawn, so an answer that came as a
// message would be drawn a frame later (sweets/web/to_page.py has the layout and the handshake).
const IDLE = 0;
const WAITING = 1;
const HEADER_BYTES = 16;
const ANSWER_WAIT_MS = 16; // a frame at most: a worker busy with a computer's move answers later
const answerBuffer = globalThis.crossOriginIsolated ? new SharedArrayBuffer(4 << 20) : null;
const answerWords = answerBuffer && new Int32Array(answerBuffer, 0, 3);
const answerBytes = answerBuffer && new Uint8Array(answerBuffer, HEADER_BYTES);
const decoder = new TextDecoder();
let presses = 0;
let answerWait = 0; // how long the page waited for the last press's answer (for the bench)

// The paints of presses Python worked out as they began (sweets/web/ahead.py), by action, their
// markup parsed and compared with the page while the press is held; never shown before their
// click. One is painted at its click, with no wait for Python, if it was worked out for the screen
// still on show; Python hands its copy over when the press reaches it. Anything else sent to
// Python, and any paint from it, drops them (Python drops its copies then), and so does any change
// in #app since they were compared with it (a panel opened, the keyboard's Tab stop moved).
const givenAhead = new Map();
const GIVEN_MOST = 4; // as Python keeps (ahead.MOST): the latest
let planPaint = null; // PLAN_JS of sweets/web/painting.py
const appChanged = new MutationObserver(() => dropGivenAhead());
const WATCHED = { subtree: true, childList: true, attributes: true, characterData: true };

function dropGivenAhead() {
  givenAhead.clear();
  appChanged.disconnect();
}
let shownParts = null; // the page's parts of the paint shown ahead, for its press's report

function post(kind, fields = {}) {
  if (!send) return;
  if (kind !== "press") dropGivenAhead();
  if (kind === "press") pending++;
  if (kind === "press" && showAhead(fields)) return;
  if (kind === "press" && answerWords && sendsToWorker) waitForAnswer(fields);
  else send(JSON.stringify({ kind, ...fields }));
}

function showAhead(fields) {
  const given = appChanged.takeRecords().length ? null : givenAhead.get(fields.action);
  dropGivenAhead();
  const now = Number(app.getAttribute("data-paint"));
  if (!given || given.painted !== now || (fields.painted !== null && fields.painted !== now)) return false;
  shownParts = paint({ ...given.paint, html: given.steps }, null);
  const shown = Number(given.paint.attrs["data-paint"]);
  send(JSON.stringify({ kind: "press", ...fields, painted: now, shown, sent: performance.timeOrigin + performance.now() }));
  return true;
}

function waitForAnswer(fields) {
  presses = (presses + 1) % (1 << 28);
  const waiting = presses * 4 + WAITING;
  Atomics.store(answerWords, 0, waiting);
  // `sent`: when, on a clock the worker shares (for the bench: how long the press took to reach Python)
  send(JSON.stringify({ kind: "press", ...fields, wait: presses, sent: performance.timeOrigin + performance.now() }));
  const start = performance.now();
  const deadline = start + ANSWER_WAIT_MS;
  while (Atomics.load(answerWords, 0) === waiting && performance.now() < deadline);
  answerWait = performance.now() - start;
  // Still waiting: given up, and the answer comes as messages. Else it is here, whole.
  if (Atomics.compareExchange(answerWords, 0, waiting, presses * 4 + IDLE) === waiting) return;
  const text = decoder.decode(answerBytes.slice(0, Atomics.load(answerWords, 1)));
  for (const line of text.split("\n")) arrive(line);
}

// Python's messages from its worker, each "<number> <message>", applied in the order sent: an
// answer taken from shared memory may come before a message posted earlier and not yet let in.
let arrived = 0;
const early = new Map();

function arrive(line) {
  const space = line.indexOf(" ");
  const number = Number(line.slice(0, space));
  if (number === 0) return receive(line.slice(space + 1)); // outside the order: a paint given ahead
  if (number <= arrived) return;
  early.set(number, line.slice(space + 1));
  while (early.has(arrived + 1)) {
    arrived++;
    const text = early.get(arrived);
    early.delete(arrived);
    receive(text);
  }
}

// ----- events out -----

// The screen a click was made on. A click the browser counts as the second (or later) of a double
// tap (detail > 1: the same spot, quickly) belongs to the screen its first click was made on, even
// if that click painted another one: Python then ignores it, so a double tap acts once and never
// for the seat whose turn the first tap brought up.
function beganOn(event) {
  if (!event.detail || event.detail <= 1 || clickBegan === null) {
    const painted = app.getAttribute("data-paint");
    clickBegan = painted === null ? null : Number(painted);
  }
  return clickBegan;
}

function onClick(event) {
  const painted = beganOn(event);
  const element = event.target.closest?.("[data-action]");
  if (!element || element.hasAttribute("disabled")) return;
  post("press", { action: element.getAttribute("data-action"), painted });
}

// The control a person is pressing, named to Python as the finger or the button goes down, so that
// the press is worked out while it is held (sweets/web/ahead.py): a tap lasts about a tenth of a
// second, the click comes as it ends. With the keyboard, the control given the focus. Only a game's
// moves and the table's own controls, once per control and screen; only to a worker (on this
// thread the work would hold up the press itself).
let expected = "";

function onExpect(event) {
  if (!sendsToWorker || (event.type === "focusin" && root.getAttribute("data-input") !== "keys")) return;
  const element = event.target.closest?.("[data-action]");
  if (!element || element.hasAttribute("disabled") || element.getAttribute("aria-disabled") === "true") return;
  const action = element.getAttribute("data-action");
  if (action.includes(":") && !action.startsWith("ui:")) return;
  const painted = app.getAttribute("data-paint");
  if (painted === null || expected === `${painted} ${action}`) return;
  expected = `${painted} ${action}`;
  send(JSON.stringify({ kind: "expect", action, painted: Number(painted) }));
}

// Enter/Space press a focused control that is not a real button; arrows walk a grid.
function onKeydown(event) {
  const { key, target } = event;
  if (NAVIGATION_KEYS.has(key)) root.setAttribute("data-input", "keys"); // a focused heading shows its ring
  if (typeof target.getAttribute !== "function") return;
  const tag = target.tagName.toLowerCase();
  const action = target.getAttribute("data-action");
  if ((key === "Enter" || key === " ") && action && tag !== "button") {
    event.preventDefault();
    post("press", { action, painted: null });
    return;
  }
  const screen = app.getAttribute("data-screen");
  if (screen === "replay" && REPLAY_KEYS[key] && !TYPING.has(tag)) {
    event.preventDefault(); // a replay steps through its moves (the slider has its own keys)
    post("press", { action: `replay:${REPLAY_KEYS[key]}`, painted: null });
    return;
  }
  if (!ARROWS[key] || screen !== "game" || TYPING.has(tag)) return;
  // Any renderer's grid: cells carry data-col/data-row inside an element marked data-grid.
  const column = target.getAttribute("data-col");
  const row = target.getAttribute("data-row");
  let element;
  if (column === null || row === null) {
    element = document.querySelector("#app [data-grid] [data-col][data-row]");
  } else {
    const [dx, dy] = ARROWS[key];
    element = target.closest("[data-grid]")?.querySelector(
      `[data-col="${Number(column) + dx}"][data-row="${Number(row) + dy}"]`);
    if (!element) return; // the edge of the grid: stay
  }
  if (!element) return;
  event.preventDefault();
  // The Tab stop moves within this grid only: a table with several (MasterSweets' cookbook,
  // market and hand) keeps one in each.
  const grid = element.closest("[data-grid]");
  const stops = grid ? grid.querySelectorAll('[tabindex="0"]') : document.querySelectorAll('#app [data-grid] [tabindex="0"]');
  for (const other of stops) other.setAttribute("tabindex", "-1");
  element.setAttribute("tabindex", "0");
  element.focus();
}

function onInput(event) {
  const field = event.target.getAttribute?.("data-field");
  if (field) post("field", { field, value: String(event.target.value) });
}

// A backup file chosen on the menu (data-file="backup"): its text goes to Python.
async function onChange(event) {
  const target = event.target;
  if (target.getAttribute?.("data-file") !== "backup" || !target.files?.length) return;
  const text = await target.files.item(0).text();
  target.value = ""; // the same file may be chosen again
  post("backup", { text });
}

// Remembers that a pointer was used last: a heading the page focuses then shows no ring
// (static/app.css), which browsers draw when the focus moves before any input at all.
function onPointerdown() {
  root.setAttribute("data-input", "pointer");
}

// ----- paints in -----

function paint({ html, attrs, screen, speed, fragment }, report) {
  const parts = paintApp(app, html, JSON.stringify(attrs), screen, speed);
  followTheCoach();
  if (location.hash !== fragment) history.replaceState(null, "", fragment || location.pathname + location.search);
  if (report) tell(report, parts, answerWait);
  return parts;
}

// The parts of a press's time, for the latency bench (bench/run.py, (c)).
function tell(report, parts, wait) {
  answerWait = 0;
  if (!Array.isArray(window.__sweetsSpans)) return;
  const [flip1, parse, patch, flip2, focus] = parts;
  const page = parts.reduce((a, b) => a + b, 0);
  window.__sweetsSpans.push(JSON.stringify({ ...report, wait, page, flip1, parse, patch, flip2, focus }));
}

// Brings the control the coach points at on screen (issue 32), once per step. On a phone the
// coach's panel stays at the top of the screen (static/app.css, "reveal") while the table
// scrolls under it, so after the paint that first points at a control lying lower, the page
// scrolls just enough to show it. Only once per step: again at every paint would fight the
// person's own scrolling.
function followTheCoach() {
  const coach = app.querySelector(".coach");
  if (!coach) {
    coachShown = "";
    return;
  }
  // a table may draw a control twice (one copy hidden at this size): the one laid out counts
  const target = [...app.querySelectorAll('[data-coach="point"]')].find((e) => e.getBoundingClientRect().height);
  if (!target) {
    coachShown = "";
    return;
  }
  const key = `${coach.getAttribute("data-coach-step")}|${target.getAttribute("data-action")}`;
  if (key === coachShown) return;
  coachShown = key;
  const box = target.getBoundingClientRect();
  const top = coach.getBoundingClientRect().bottom;
  const height = window.innerHeight;
  const room = height * COACH_MARGIN; // clear of the screen's edge, should the table still settle
  if (box.bottom > height) window.scrollBy(0, Math.min(box.bottom - height + room, box.top - top - room));
  else if (box.top < top) window.scrollBy(0, box.top - top - room);
}

// "Save all to a file": the text as a download, through a Blob and a link clicked once.
function download({ text, name }) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

// A link to share: copied, then Python says whether that worked (the share box shows it anyway).
function copy(text) {
  Promise.resolve()
    .then(() => navigator.clipboard.writeText(text))
    .then(() => true, () => false)
    .then((ok) => post("copied", { ok }));
}

// What the page pressed before Python, and the address: asked until the games they need are here
// (Python answers "again" once it fetched them, "take" when it can open them).
function askToOpen(take) {
  const first = window.sweetsFirstPaint;
  const queued = take ? (first?.takeQueued() ?? []) : (first?.peekQueued() ?? []);
  post("open", { fragment: location.hash, queued, take });
}

function takeOver() {
  handedOver = true;
  askToOpen(true);
  app.addEventListener("click", onClick);
  app.addEventListener("pointerdown", onExpect);
  app.addEventListener("focusin", onExpect);
  document.addEventListener("keydown", onKeydown);
  app.addEventListener("input", onInput);
  app.addEventListener("change", onChange);
  // The link followed, from the event: a paint that came between the link and this event (the
  // menu's, say, as a save was listed) has put its own fragment back in the address already.
  window.addEventListener("hashchange", (event) => post("hash", { fragment: new URL(event.newURL).hash }));
  // Another tab changed localStorage: the game on this table may have moved on there. A Python
  // in a worker keeps a copy of the app's keys (sweets/web/in_worker.py): it gets the news too.
  window.addEventListener("storage", (event) => {
    post("storage", { key: event.key, value: event.newValue, ...(event.key === null ? { items: appItems() } : {}) });
  });
  document.addEventListener("pointerdown", onPointerdown);
}

let firstPaintDone = false;
let refused = null; // why the last write to localStorage failed, while writes fail

function appItems() {
  const items = {};
  for (const key of Object.keys(localStorage)) if (key.startsWith("sweets:")) items[key] = localStorage.getItem(key);
  return items;
}

// What a Python in a worker wrote to its copy of the storage, written here before the paint that
// follows; when that starts or stops failing (storage full), it hears so. A saved game is written
// only over the record Python's copy had (`replaced`; false: any): otherwise another tab moved it
// on, and Python hears so instead (sweets/web/in_worker.py).
const unwritten = new Map(); // key -> what Python wrote there and the storage refused (full)

function write(writes) {
  let failed = null;
  for (const [key, value, replaced] of writes) {
    try {
      // What Python's copy holds is what it last wrote, even where the storage refused it.
      const stored = unwritten.has(key) ? unwritten.get(key) : localStorage.getItem(key);
      if (replaced !== false && stored !== replaced) {
        post("overtaken", { key, value: localStorage.getItem(key) });
        continue;
      }
      unwritten.set(key, value);
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      unwritten.delete(key);
    } catch (error) {
      failed = `${error.name}: ${error.message}`;
    }
  }
  if (failed !== refused) {
    refused = failed;
    post("stored", { failed });
  }
}

function receive(text) {
  const message = JSON.parse(text);
  if (message.writes) write(message.writes);
  if (message.ready) {
    paintApp = new Function("app", "html", "attrs", "screen", "speed", message.painter);
    planPaint = new Function("app", "html", message.planner);
    askToOpen(false);
  }
  if (message.again) askToOpen(false);
  if (message.take && !handedOver) takeOver();
  if (message.report) {
    pending = Math.max(0, pending - 1);
    if (!message.paint && shownParts) tell(message.report, shownParts, 0); // a press shown ahead
    shownParts = null;
  }
  if (message.ahead && message.ahead.painted === Number(app.getAttribute("data-paint"))) {
    if (appChanged.takeRecords().length) givenAhead.clear(); // planned against #app as it was
    givenAhead.delete(message.ahead.action);
    givenAhead.set(message.ahead.action, { ...message.ahead, steps: planPaint(app, message.ahead.paint.html) });
    if (givenAhead.size > GIVEN_MOST) givenAhead.delete(givenAhead.keys().next().value);
    appChanged.observe(app, WATCHED);
  }
  if (message.paint) {
    dropGivenAhead();
    const shown = app.getAttribute("data-first-paint");
    // the same screen as painted before Python: the focus stays where it is
    if (!firstPaintDone && shown === message.paint.screen) app.setAttribute("data-screen", shown);
    paint(message.paint, message.report);
    if (!firstPaintDone) {
      firstPaintDone = true;
      app.removeAttribute("data-first-paint");
    }
  }
  if (message.download) download(message.download);
  if (message.copy) copy(message.copy);
  if (message.failed) window.reportError(new Error(message.failed));
}

window.sweetsPage = {
  receive,
  arrive,
  answerBuffer,
  // Whether every press made so far has been painted (for tests and the bench: a press is only
  // over once its paint is on screen).
  get settled() {
    return pending === 0;
  },
  // Python is up: `sendToPython(text)` carries each event to it; `inWorker`: from a worker, which
  // was handed `answerBuffer`.
  connect(sendToPython, inWorker = false) {
    send = sendToPython;
    sendsToWorker = inWorker;
  },
};
