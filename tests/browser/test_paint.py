"""The page's DOM patch (MORPH_JS in sweets/web/morph.py): what stays equal keeps its very nodes."""

from __future__ import annotations

from playwright.sync_api import Page

from sweets.web.morph import MORPH_JS


def morph_js() -> str:
    return MORPH_JS


# Patches #app from ``before`` to each of ``afters`` in turn; after each, which of the nodes
# marked at the start are still the ones on the page, and the page's markup.
PATCH = """([code, before, afters]) => {
  const morph = new Function("app", "html", code);
  const app = document.getElementById("app");
  app.innerHTML = before;
  const marked = [...app.querySelectorAll("[data-k]")];
  return afters.map((html) => {
    morph(app, html);
    return {kept: marked.filter((node) => app.contains(node)).map((node) => node.dataset.k),
            html: app.innerHTML};
  });
}"""


def cells(keys: str) -> str:
    return "".join(f'<g data-k="{k}"><rect></rect></g>' for k in keys)


def test_a_layer_added_or_taken_away_leaves_the_equal_siblings_in_place(page: Page):
    page.set_content('<div id="app"></div>')
    before = f"<svg>{cells('abcd')}</svg>"
    layer = '<g class="layer"><rect></rect></g>'
    changed = cells("ab") + '<g data-k="c" class="up"><rect></rect><text>3</text></g>' + cells("d")
    afters = [f"<svg>{cells('abcd')}{layer}</svg>",  # a layer over the grid
              f"<svg>{cells('abcd')}</svg>",  # and gone again
              f"<svg>{layer}{cells('abcd')}</svg>",  # one in front
              f"<svg>{cells('abcd')}</svg>",
              f"<svg>{cells('abcd')}{layer}</svg>",
              f"<svg>{changed}</svg>"]  # the layer gone as one cell turns over (Sweeet!'s pause ends)
    results = page.evaluate(PATCH, [morph_js(), before, afters])
    for html, result in zip(afters, results, strict=True):
        assert result["html"] == html, "the page shows exactly the new markup"
    assert [r["kept"] for r in results] == [list("abcd")] * len(afters), "no cell was rebuilt"


# A <details data-keep-open> panel (the Moves list) is opened by the person, never by the markup:
# the patch must leave it open, or every paint closes it and lays the page out again before
# static/flip.js opens it back (a toggle event each time). Other <details> follow the markup.
KEEP_OPEN = """([code, html]) => new Promise((done) => {
  const morph = new Function("app", "html", code);
  const app = document.getElementById("app");
  app.innerHTML = html;
  const [kept, plain] = app.querySelectorAll("details");
  kept.open = true;
  plain.open = true;
  let toggles = 0;
  setTimeout(() => {  // the toggle events of opening them are past
    kept.addEventListener("toggle", () => toggles++);
    morph(app, html.replace("<li>1</li>", "<li>1</li><li>2</li>"));
    setTimeout(() => done({kept: kept.open, plain: plain.open, toggles,
                           same: app.querySelector("details") === kept,
                           lines: kept.querySelectorAll("li").length}), 50);
  }, 50);
})"""


def test_a_screen_is_patched_in_place_and_another_screen_replaces_it_whole(page: Page):
    page.set_content('<div id="app"></div>')
    table = '<main class="page game" data-k="table"><p data-k="turn">{}</p><svg data-k="board"></svg></main>'
    handoff = '<main class="page handoff"><h1>Pass the tablet</h1></main>'
    afters = [table.format("2"), handoff, table.format("3")]
    seen = page.evaluate(PATCH, [morph_js(), table.format("1"), afters])
    assert seen[0]["kept"] == ["table", "turn", "board"], "the same screen keeps its nodes"
    assert seen[1]["kept"] == [], "another screen is a new <main>"
    assert [s["html"] for s in seen] == afters


def test_a_panel_the_person_opened_stays_open_through_a_patch(page: Page):
    page.set_content('<div id="app"></div>')
    html = ('<details data-keep-open="moves"><summary>Moves</summary><ol><li>1</li></ol></details>'
            '<details class="breakdown"><summary>Round</summary><p>x</p></details>')
    seen = page.evaluate(KEEP_OPEN, [morph_js(), html])
    assert seen == {"kept": True, "plain": False, "toggles": 0, "same": True, "lines": 2}


def test_a_panel_that_goes_while_its_neighbour_changes_leaves_the_neighbour_in_place(page: Page):
    """A candy scored in Sweets Stack: the arrival panel goes and the pile below it gains a card in
    the same paint. The pile is patched where it is, not rebuilt in the arrival's place (which
    replaced 30 to 80 elements a press before)."""
    page.set_content('<div id="app"></div>')
    pile = '<ol class="scored">' + "".join(f'<li data-k="{k}"><svg><rect></rect></svg></li>' for k in "abc")
    before = f'<div class="cards"><div class="arrival"><p>new</p></div>{pile}</ol></div>'
    after = f'<div class="cards">{pile}<li><svg><rect></rect></svg></li></ol></div>'
    [result] = page.evaluate(PATCH, [morph_js(), before, [after]])
    assert result["html"] == after
    assert result["kept"] == list("abc"), "the pile's cards were rebuilt"


# Random trees of the kinds the tables use (sections, lists, buttons with classes, SVG shapes,
# text), each patched into the next: the page must show exactly the new markup every time.
RANDOM_TREES = """([code, seed, rounds]) => {
  let state = seed;
  const rand = (n) => { state = (state * 1103515245 + 12345) % 2147483648; return state % n; };
  const tags = ["div", "section", "ol", "li", "button", "span", "p"];
  const classes = ["", "a", "b", "a b", "c"];
  const shapes = ["rect", "circle", "g", "path"];
  const svg = (depth) => {
    let out = "";
    for (let i = rand(4); i > 0; i--) {
      const tag = shapes[rand(shapes.length)];
      const cls = classes[rand(classes.length)];
      const inside = depth && tag === "g" ? svg(depth - 1) : "";
      out += `<${tag}${cls ? ` class="${cls}"` : ""} x="${rand(3)}">${inside}</${tag}>`;
    }
    return out;
  };
  const html = (depth) => {
    let out = "";
    for (let i = rand(5); i > 0; i--) {
      const pick = rand(10);
      if (pick < 2) { out += ["one", "two", ""][rand(3)] + " "; continue; }
      if (pick === 2) { out += `<svg viewBox="0 0 ${1 + rand(2)} 1">${svg(2)}</svg>`; continue; }
      const tag = tags[rand(tags.length)];
      const cls = classes[rand(classes.length)];
      const key = rand(4) === 0 ? ` data-key="k${rand(3)}"` : "";
      out += `<${tag}${cls ? ` class="${cls}"` : ""}${key}>${depth ? html(depth - 1) : "x"}</${tag}>`;
    }
    return out;
  };
  const morph = new Function("app", "html", code);
  const app = document.getElementById("app");
  const wrong = [];
  for (let round = 0; round < rounds; round++) {
    const want = html(3);
    morph(app, want);
    const check = document.createElement("div");
    check.innerHTML = want;
    // isEqualNode: the same attributes in any order (the patch may set them in another)
    const same = check.childNodes.length === app.childNodes.length
      && [...check.childNodes].every((node, i) => node.isEqualNode(app.childNodes[i]));
    if (!same) wrong.push([round, check.innerHTML, app.innerHTML]);
  }
  return wrong.slice(0, 3);
}"""


def test_random_trees_patched_one_into_the_next_show_exactly_the_new_markup(page: Page):
    page.set_content('<div id="app"></div>')
    for seed in (1, 2, 3):
        assert page.evaluate(RANDOM_TREES, [morph_js(), seed, 400]) == []

