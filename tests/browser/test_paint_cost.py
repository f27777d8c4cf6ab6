"""What a paint leaves unmeasured (press-to-paint, issue 31): static/flip.js keeps the Moves
panel open and its list at the newest move, but a closed list is never measured (reading its
height laid the whole page out in the middle of every press: about 11 ms of an Alone in the
Kitchen press on two busy cores), and an open one follows each new move."""

from __future__ import annotations

from conftest import go
from playwright.sync_api import Page

# Counts every read of the list's scroll geometry and every write of its scroll, on the element
# itself (the patch keeps the element, so the spy stays on it from paint to paint).
SPY = """() => {
  const list = document.querySelector("#app .moves-list");
  window.__listTouches = 0;
  for (const name of ["scrollHeight", "clientHeight", "scrollTop"]) {
    const own = Object.getOwnPropertyDescriptor(Element.prototype, name);
    Object.defineProperty(list, name, {
      configurable: true,
      get() { window.__listTouches++; return own.get.call(this); },
      set(value) { window.__listTouches++; own.set.call(this, value); },
    });
  }
}"""
# A list short enough to scroll after two moves; taken away at the end, since the booted page
# goes on to other tests.
SHORT_LIST = """() => { const style = document.createElement("style");
  style.id = "short-moves-list";
  style.textContent = "#app .moves-list { max-height: 2.5rem !important; }"; document.head.append(style); }"""
LONG_LIST = "() => document.getElementById('short-moves-list')?.remove()"
STATE = """() => { const list = document.querySelector("#app .moves-list");
  return {touches: window.__listTouches, open: document.querySelector("#app .moves-panel").open,
          lines: list.children.length, ply: Number(document.getElementById("app").dataset.ply),
          atEnd: list.scrollTop + list.clientHeight >= list.scrollHeight - 4,
          scrolls: list.scrollHeight > list.clientHeight + 4}; }"""


def _people_turn(page: Page) -> None:
    page.wait_for_function("""() => { const app = document.getElementById('app');
        return app.dataset.screen === 'game' && app.dataset.toMove === '1'
            && app.querySelector('[data-action^="flip "]:not([disabled])'); }""", timeout=30_000)


def _flip(page: Page) -> None:
    """Ann turns a card over and the page paints it."""
    before = page.evaluate("document.getElementById('app').dataset.paint")
    page.locator('#app [data-action^="flip "]:not([disabled])').first.click()
    page.wait_for_function("b => document.getElementById('app').dataset.paint !== b", arg=before,
                           timeout=10_000)


def test_a_closed_moves_list_is_never_measured_and_an_open_one_follows_the_newest_move(booted):
    page = go(booted(), "#new=sweeet&players=2&bots=0&names=Robo,Ann&seed=2&speed=fast")
    _people_turn(page)
    page.evaluate(SHORT_LIST)
    try:
        page.evaluate(SPY)
        _flip(page)
        closed = page.evaluate(STATE)
        assert not closed["open"] and closed["touches"] == 0, closed

        page.click("#app .moves-panel > summary")
        _people_turn(page)
        first = page.evaluate(STATE)
        _flip(page)
        grown = f"document.querySelectorAll('#app .moves-list li').length > {first['lines']}"
        page.wait_for_function(grown, timeout=30_000)
        seen = page.evaluate(STATE)
        assert seen["open"] and seen["scrolls"] and seen["atEnd"], seen
    finally:
        page.evaluate(LONG_LIST)
