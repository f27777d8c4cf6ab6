"""One paint of ``#app`` in one call into the page: the focus noted, the DOM patched, the
attributes set, what moved animated (static/flip.js), the focus put back.

Each call from Python into the page's JavaScript costs (a proxy crossing, in Pyodide); a paint
that asked for each element, attribute and focus target one call at a time spent a millisecond
or two on that alone, so all of it runs here, in the page, and hands back how long each part
took (for sweets/web/spans.py and the latency bench).
"""

from __future__ import annotations

from sweets.web.morph import MORPH_FUNCTIONS

# Called as ``new Function("app", "html", "attrs", "screen", "speed", PAINT_JS)``; ``html`` is
# the markup, or the steps PLAN_JS planned from it while the press was held; ``attrs`` is the
# JSON of ``Session.attributes()`` (null: the attribute goes). Returns the milliseconds of [flip
# before, parse, patch, flip after, focus].
PAINT_JS = MORPH_FUNCTIONS + r"""
const now = () => performance.now();
const t0 = now();
const screenBefore = app.getAttribute("data-screen");
const active = document.activeElement;
const readable = active && typeof active.getAttribute === "function";
const focusCell = readable ? active.getAttribute("data-cell") : null;
const focusAction = readable && !focusCell ? active.getAttribute("data-action") : null;
const flip = window.sweetsFlip;  // static/flip.js: what moved glides there
if (flip) flip.before(app);
const t1 = now();
const neu = typeof html === "string" ? markup(html) : null;  // else planned ahead: PLAN_JS
const t2 = now();
run(neu ? plan(app, neu) : html);
const t3 = now();
for (const [name, value] of Object.entries(JSON.parse(attrs))) {
  if (value === null) app.removeAttribute(name);
  else if (app.getAttribute(name) !== value) app.setAttribute(name, value);
}
app.removeAttribute("aria-busy");
const slider = app.querySelector(".replay-slider");  // a moved slider's value is no attribute
if (slider && String(slider.value) !== String(slider.getAttribute("value"))) {
  slider.value = slider.getAttribute("value");
}
// The focus before what moved: focus() works out the page's styles and layout, which the patch
// changed; the places read next then find them done, and the animations started after them
// are not worked out twice.
const t4 = now();
refocus();
const t5 = now();
if (flip) flip.after(app, speed);
return [t1 - t0, t2 - t1, t3 - t2, now() - t5, t5 - t4];

// Where the keyboard focus goes after a paint. A new screen: its heading, so a keyboard or
// screen reader user starts there instead of at the top of the document. The same screen: the
// control that had the focus if it is still there, else (it went with the press, say a role
// chosen or a card picked) the first control of the table, else the heading, so that focus never
// drops to the page's body. Focus outside the app (nothing focused) is left alone.
function refocus() {
  if (screenBefore !== screen) return focusHeading();
  if (!focusCell && !focusAction) return;
  const target = focusCell ? app.querySelector(`[data-cell="${cssString(focusCell)}"]`)
                           : app.querySelector(`[data-action="${cssString(focusAction)}"]`);
  if (target) {
    // a grid's cell may be a roving stop, now this one; a drawing's control becomes a Tab stop
    if (target.tabIndex < 0) target.setAttribute("tabindex", "0");
    if (!target.isSameNode(document.activeElement)) target.focus();  // focus() would lay the page out again
    return;
  }
  // The control went with the press (and the morph may have made its element another one): the
  // table's first control that is a Tab stop (a drawing that repeats a button is not).
  const stops = ".table [data-action]:not([disabled]):not([data-action^='nav:'])";
  for (const element of app.querySelectorAll(stops)) {
    if (element.tabIndex >= 0) return element.focus();
  }
  focusHeading();
}
function focusHeading() {
  const heading = app.querySelector("h1");
  if (heading) heading.focus();  // every screen's h1 carries tabindex="-1": focusable, not a Tab stop
}
function cssString(text) {
  return text.replaceAll("\\", "\\\\").replaceAll('"', '\\"');
}
"""

# Called as ``new Function("app", "html", PLAN_JS)``: the markup of a paint the page holds until
# its press (sweets/web/ahead.py), parsed and compared with the page while the press is held. The
# steps it returns make the page show that markup as long as nothing in ``app`` changed since
# (static/page.js watches for that).
PLAN_JS = MORPH_FUNCTIONS + "return plan(app, markup(html));\n"

PARTS = ("flip1", "parse", "patch", "flip2", "focus")
