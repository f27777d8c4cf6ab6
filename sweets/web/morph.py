"""The page's DOM patch: MORPH_JS, run as ``new Function("app", "html", MORPH_JS)``, and the
functions sweets/web/painting.py builds its paint from."""

# Paints by changing only what differs from the page on screen: elements that stay keep their
# focus, their running animations and their layout, which keeps press-to-paint short. The new
# markup is parsed once into a template (fast, native), then compared node by node.
MORPH_FUNCTIONS = """
// Each change is planned first, as a step kept in ``steps``, and made when the steps run: the
// comparison reads the page only, so a press's paint given ahead (sweets/web/ahead.py) is compared
// while the press is held, and its click only makes the changes (plan(), static/page.js).
function patch(parent, o, n, steps) {
  if (o.nodeType !== n.nodeType || o.nodeName !== n.nodeName) steps.push(() => parent.replaceChild(n, o));
  else if (o.nodeType === 1) sync(o, n, steps);
  else if (o.nodeValue !== n.nodeValue) steps.push(() => { o.nodeValue = n.nodeValue; });
}
// A panel the person opens (<details data-keep-open>, static/flip.js) is theirs: the markup never
// says "open", and taking it away at each paint would close the panel and lay the page out again
// before flip.js opened it back.
function sync(old, neu, steps) {
  const kept = old.nodeName === "DETAILS" && old.hasAttribute("data-keep-open") ? "open" : null;
  const had = old.attributes, has = neu.attributes;  // live lists: the removals walk back
  for (let at = had.length - 1; at >= 0; at--) {
    const name = had[at].name;
    if (name !== kept && !neu.hasAttribute(name)) steps.push(() => old.removeAttribute(name));
  }
  for (let at = 0; at < has.length; at++) {
    const {name, value} = has[at];
    if (old.getAttribute(name) !== value) steps.push(() => old.setAttribute(name, value));
  }
  // A radio button or checkbox a person changed no longer follows its "checked" attribute.
  if (old.type === "radio" || old.type === "checkbox") {
    const checked = neu.hasAttribute("checked");
    steps.push(() => { old.checked = checked; });
  }
  const before = [...old.childNodes], after = [...neu.childNodes];
  // Children equal at the start and at the end stay as they are; so a layer added over a grid,
  // or a line added to a list, leaves its 48 siblings alone instead of rebuilding them all.
  let start = 0, endOld = before.length, endNew = after.length;
  while (start < endOld && start < endNew && before[start].isEqualNode(after[start])) start++;
  while (endOld > start && endNew > start && before[endOld - 1].isEqualNode(after[endNew - 1])) {
    endOld--;
    endNew--;
  }
  // Those between are paired by kind (see kind()), in order: each new child is patched into
  // the next old one of its kind, the old ones passed over go, and a new child with no old one
  // of its kind left is added. So when a panel goes while its neighbour changes too (a candy
  // scored: the arrival gone, a card added to the pile below it), the pile is patched where it
  // is instead of being rebuilt in the arrival's place.
  const next = before[endOld] ?? null;
  const kinds = before.map((node, at) => (at >= start && at < endOld ? kind(node) : null));  // read once
  let i = start;
  for (let j = start; j < endNew; j++) {
    const wanted = kind(after[j]);
    let m = i;
    while (m < endOld && kinds[m] !== wanted) m++;
    if (m === endOld) {
      const added = after[j], at = i < endOld ? before[i] : next;
      steps.push(() => old.insertBefore(added, at));
      continue;
    }
    for (; i < m; i++) gone(before[i], steps);
    // an unchanged child is passed over whole: the native comparison costs a fraction of a walk
    if (!before[m].isEqualNode(after[j])) patch(old, before[m], after[j], steps);
    i = m + 1;
  }
  for (; i < endOld; i++) gone(before[i], steps);
}
function gone(node, steps) {
  steps.push(() => node.remove());
}
// The steps that make ``app`` show ``neu`` (parsed by markup()), worked out without changing it.
function plan(app, neu) {
  const steps = [];
  sync(app, dressed(app, neu), steps);
  return steps;
}
function run(steps) {
  for (const step of steps) step();
}
// What makes two HTML children the same thing on the table: their tag, and their id, data-key or
// data-flip (the key static/flip.js animates a card by: the same card from paint to paint), else
// their first class (a section, a panel, a list). Inside a drawing, the tag alone: shapes and
// pieces are patched in place by position (a cookbook whose pieces change order changes a few
// attributes, where pairing them by card would move or redraw every piece between). A screen (a
// <main>, "page game", "page handoff") is the same thing only as the same screen: another one
// replaces it whole, in one removal, where patching a table into a hand-off screen took its
// hundreds of elements away one by one (4.2 -> 2.3 ms a paint, replayed; docs/benchmarks.md).
function kind(node) {
  if (node.nodeType !== 1) return "#" + node.nodeType;
  if (node.namespaceURI !== "http://www.w3.org/1999/xhtml") return node.nodeName;
  const key = node.id || node.getAttribute("data-key") || node.getAttribute("data-flip");
  if (key) return node.nodeName + "#" + key;
  const cls = node.getAttribute("class");
  if (cls && node.nodeName === "MAIN") return "MAIN." + cls.trim();
  return cls ? node.nodeName + "." + cls.trim().split(" ")[0] : node.nodeName;
}
// The markup, parsed.
function markup(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  const neu = document.createElement("div");
  neu.append(template.content);
  return neu;
}
// As a detached copy of ``app``: its attributes too, which the paint sets apart.
function dressed(app, neu) {
  for (const {name, value} of [...app.attributes]) neu.setAttribute(name, value);
  return neu;
}
"""
MORPH_JS = MORPH_FUNCTIONS + "run(plan(app, markup(html)));\n"
