// What just happened, shown as it happens: a generic FLIP animation around each paint.
//
// The page's Python paints by changing #app in place (sweets/web/app.py); it calls
// sweetsFlip.before(app) just before and sweetsFlip.after(app, speed) just after. Every element
// that carries data-flip="<key>" is measured before and after: one that is there both times but
// changed place glides from its old place to its new one (First, Last, Invert, Play); a new one
// drops in (by moving only: text never fades below its contrast while axe or a reader looks); one
// that went away fades out where it was, unless it says data-flip-no-ghost (a copy of it outside
// its table would be drawn without the table's styles). Keys name places and public cards only
// (the renderers never put a hidden card's identity in any attribute).
//
// The pace follows the table's speed setting; under prefers-reduced-motion nothing moves. What
// ran is counted on <html> for the tests: data-flip-runs (paints that animated something),
// data-flip-moved (elements animated by the latest one), data-flip-skipped="reduced".
//
// The "Moves" panel (a <details data-keep-open>) is a page-side thing: its open state and its
// scroll to the newest move are kept here across paints, which rewrite its attributes.
(function () {
  "use strict";
  const DURATION = { relaxed: 650, normal: 420, fast: 220 };
  const MAX_KEYED = 400; // more keyed elements than this: measuring would cost a paint its frame
  const reduced = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  const root = document.documentElement;
  let first = null; // {screen, rects: Map(key -> {rect, ghost})} measured before the paint
  const open = new Map(); // data-keep-open key -> open
  const lists = new Map(); // data-keep-open key -> [scrollTop, was at the end]
  const kinds = new Set(); // what has been animated on this page ("tile", "face", "latest"...)
  // Each element's latest animation from here. A paint that moves an element still gliding
  // replaces that glide (the newer animation hides it anyway); left running, a quick run of
  // presses piled a dozen animations on one card, each worked out at every frame.
  const gliding = new WeakMap();

  // What a key names ("card:12" -> "card", "latest-3" -> "latest"): counted for the tests.
  function kindOf(key) {
    return key.split(/[-:]/)[0];
  }

  function count(name) {
    root.dataset[name] = String(Number(root.dataset[name] || 0) + 1);
  }

  function svgScale(el) {
    // CSS transforms on SVG elements are in user units: turn screen pixels into them.
    const parent = el.parentNode;
    const m = parent && parent.getScreenCTM ? parent.getScreenCTM() : null;
    return m && m.a && m.d ? [m.a, m.d] : [1, 1];
  }

  function before(app) {
    for (const details of app.querySelectorAll("details[data-keep-open]")) {
      const key = details.dataset.keepOpen;
      open.set(key, details.open);
      // A closed list is scrolled to its end when it opens (the toggle listener below).
      const list = details.open ? details.querySelector("ol, ul") : null;
      if (list) lists.set(key, [list.scrollTop, list.scrollTop + list.clientHeight >= list.scrollHeight - 4, list.childElementCount]);
      else lists.delete(key);
    }
    const keyed = app.querySelectorAll("[data-flip]");
    if (keyed.length > MAX_KEYED || (reduced && reduced.matches)) {
      first = null;
      removeGhosts();
      return;
    }
    const rects = new Map();
    for (const el of keyed) {
      const r = el.getBoundingClientRect();
      if (r.width || r.height) rects.set(el.dataset.flip, { rect: r, el, parent: el.parentNode, next: el.nextSibling });
    }
    first = { screen: app.getAttribute("data-screen"), rects };
    // After the places are read: taking the ghosts out first would make the first read lay the
    // page out again (a ghost is out of the flow, but its removal dirties the layout).
    removeGhosts();
  }

  function removeGhosts() {
    for (const ghost of document.querySelectorAll("[data-flip-ghost]")) ghost.remove();
  }

  // Before any place is read: a panel the paint replaced opens again as it was (writes only).
  function reopen(app) {
    const panels = app.querySelectorAll("details[data-keep-open]");
    for (const details of panels) {
      const key = details.dataset.keepOpen;
      if (open.has(key) && details.open !== open.get(key)) details.open = open.get(key);
    }
    return panels;
  }

  // After the places are read (the layout is done then, so reading the list's height costs no
  // second one): an open list follows its newest move, unless the reader scrolled back to read.
  // A closed list is left alone (reading its height would lay the page out for nothing; it is
  // scrolled to its end when it opens), and so is an open one whose lines and place did not
  // change: the morph keeps its element, and with it its scroll.
  function follow(panels) {
    for (const details of panels) {
      const list = details.open ? details.querySelector("ol, ul") : null;
      if (!list) continue;
      const was = lists.get(details.dataset.keepOpen);
      if (was && was[2] === list.childElementCount && list.scrollTop === was[0]) continue;
      list.scrollTop = !was || was[1] ? list.scrollHeight : was[0];
    }
  }

  function ghost(app, key, old, duration) {
    // A copy of what went away, where it was, fading out (removed before the next paint).
    const { el, parent, rect } = old;
    if (!parent || !parent.isConnected || !app.contains(parent)) return false;
    // An SVG ghost would have to stay inside its parent, often a labelled control, whose name
    // would then read the ghost's text too: what leaves an SVG drawing just goes.
    if (el instanceof SVGElement || el.hasAttribute("data-flip-no-ghost")) return false;
    const copy = el.cloneNode(true);
    copy.inert = true; // never focusable, never read: a picture of what was there
    for (const focusable of [copy, ...copy.querySelectorAll("a, button, input, select, textarea, [tabindex]")]) {
      focusable.setAttribute("tabindex", "-1");
    }
    copy.removeAttribute("data-flip");
    copy.setAttribute("data-flip-ghost", key);
    copy.setAttribute("aria-hidden", "true");
    for (const pressable of copy.querySelectorAll("[data-action]")) pressable.removeAttribute("data-action");
    copy.removeAttribute("data-action");
    copy.removeAttribute("id");
    copy.style.pointerEvents = "none";
    Object.assign(copy.style, {
      position: "fixed", left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`,
      height: `${rect.height}px`, margin: "0", zIndex: "5",
    });
    document.body.append(copy);
    // Opacity alone, which the compositor animates: with `visibility` in it the fade ran on the
    // page's thread, a style and paint at every frame of it, which the next press waited behind.
    const fade = copy.animate([{ opacity: 1 }, { opacity: 0 }], { duration, easing: "ease-in", fill: "forwards" });
    fade.finished.then(() => copy.remove(), () => copy.remove());
    return true;
  }

  function after(app, speed) {
    const panels = reopen(app);
    if (reduced && reduced.matches) {
      root.dataset.flipSkipped = "reduced";
      count("flipSkips");
      first = null;
      follow(panels);
      return 0;
    }
    delete root.dataset.flipSkipped;
    const was = first;
    first = null;
    if (!was || was.screen !== app.getAttribute("data-screen") || !was.rects.size) {
      follow(panels);
      return 0;
    }
    const duration = DURATION[speed] || DURATION.normal;
    // Every place is read first and every animation started after: an animation started between
    // two reads would make the next read work out the page's styles again (a forced style
    // recalculation per keyed element, most of this function's time on a full table).
    const plans = [];
    const seen = new Set();
    for (const el of app.querySelectorAll("[data-flip]")) {
      const key = el.dataset.flip;
      seen.add(key);
      const now = el.getBoundingClientRect();
      if (!now.width && !now.height) continue;
      const old = was.rects.get(key);
      if (!old) {
        plans.push([el, key, null]);
        continue;
      }
      let dx = old.rect.left - now.left;
      let dy = old.rect.top - now.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      if (el instanceof SVGElement) {
        const [sx, sy] = svgScale(el);
        dx /= sx;
        dy /= sy;
      }
      plans.push([el, key, [dx, dy]]);
    }
    follow(panels);
    let moved = 0;
    for (const [el, key, shift] of plans) {
      gliding.get(el)?.cancel();
      if (shift === null) {
        // A piece of a drawing drops in without growing: a drawn group whose scale changes has
        // everything in it laid out again, its words shaped again, at every frame.
        const drop = el instanceof SVGElement ? "translateY(-14px)" : "translateY(-14px) scale(0.92)";
        gliding.set(el, el.animate([{ transform: drop }, { transform: "none" }],
                   { duration, easing: "ease-out" }));
      } else {
        gliding.set(el, el.animate([{ transform: `translate(${shift[0]}px, ${shift[1]}px)` }, { transform: "translate(0, 0)" }],
                   { duration, easing: "cubic-bezier(.2,.7,.3,1)" }));
      }
      moved++;
      kinds.add(kindOf(key));
    }
    for (const [key, old] of was.rects) {
      if (seen.has(key) || !ghost(app, key, old, duration)) continue;
      moved++;
      kinds.add(kindOf(key));
    }
    root.dataset.flipMoved = String(moved);
    root.dataset.flipKinds = [...kinds].sort().join(" "); // the kinds of keys animated so far
    if (moved) count("flipRuns");
    return moved;
  }

  // Opened by the reader: the list shows the newest move first thing (it is at the end).
  document.addEventListener("toggle", (event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.dataset.keepOpen) return;
    open.set(details.dataset.keepOpen, details.open);
    const list = details.querySelector("ol, ul");
    if (details.open && list) list.scrollTop = list.scrollHeight;
  }, true);

  window.sweetsFlip = { before, after };
})();
