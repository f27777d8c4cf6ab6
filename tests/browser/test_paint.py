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


def test_a_panel_the_person_opened_stays_open_through_a_patch(page: Page):
    page.set_content('<div id="app"></div>')
    html = ('<details data-keep-open="moves"><summary>Moves</summary><ol><li>1</li></ol></details>'
            '<details class="breakdown"><summary>Round</summary><p>x</p></details>')
    seen = page.evaluate(KEEP_OPEN, [morph_js(), html])
    assert seen == {"kept": True, "plain": False, "toggles": 0, "same": True, "lines": 2}
