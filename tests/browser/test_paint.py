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
