"""The page's DOM patch, run by app.py with ``new Function("app", "html", MORPH_JS)``."""

# Paints by changing only what differs from the page on screen: elements that stay keep their
# focus, their running animations and their layout, which keeps press-to-paint short. The new
# markup is parsed once into a template (fast, native), then compared node by node.
MORPH_FUNCTIONS = """
function patch(parent, o, n) {
  if (o.nodeType !== n.nodeType || o.nodeName !== n.nodeName) parent.replaceChild(n, o);
  else if (o.nodeType === 1) sync(o, n);
  else if (o.nodeValue !== n.nodeValue) o.nodeValue = n.nodeValue;
}
// A panel the person opens (<details data-keep-open>, static/flip.js) is theirs: the markup never
// says "open", and taking it away at each paint would close the panel and lay the page out again
// before flip.js opened it back.
function sync(old, neu) {
  const kept = old.nodeName === "DETAILS" && old.hasAttribute("data-keep-open") ? "open" : null;
  for (const {name} of [...old.attributes]) {
    if (name !== kept && !neu.hasAttribute(name)) old.removeAttribute(name);
  }
  for (const {name, value} of [...neu.attributes]) {
    if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  }
  // A radio button or checkbox a person changed no longer follows its "checked" attribute.
  if (old.type === "radio" || old.type === "checkbox") old.checked = neu.hasAttribute("checked");
  const before = [...old.childNodes], after = [...neu.childNodes];
  // Children equal at the start and at the end stay as they are; those between are patched in
  // pairs, and only the surplus is removed or added. So a layer added over a grid, or a line
  // added to a list, leaves its 48 siblings alone instead of rebuilding them all.
  let start = 0, endOld = before.length, endNew = after.length;
  while (start < endOld && start < endNew && before[start].isEqualNode(after[start])) start++;
  while (endOld > start && endNew > start && before[endOld - 1].isEqualNode(after[endNew - 1])) {
    endOld--;
    endNew--;
  }
  const paired = Math.min(endOld, endNew) - start;
  for (let i = start; i < start + paired; i++) patch(old, before[i], after[i]);
  for (let i = start + paired; i < endOld; i++) before[i].remove();
  const next = before[endOld] ?? null;
  for (let i = start + paired; i < endNew; i++) old.insertBefore(after[i], next);
}
// The new markup as a detached copy of ``app`` (its attributes too, which the paint sets apart).
function parse(app, html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  const neu = document.createElement("div");
  neu.append(template.content);
  for (const {name, value} of [...app.attributes]) neu.setAttribute(name, value);
  return neu;
}
"""
MORPH_JS = MORPH_FUNCTIONS + "sync(app, parse(app, html));\n"
