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
    page = go(booted(reduced_motion="no-preference"),
              "#new=sweeet&players=2&bots=0&names=Robo,Ann&seed=2&speed=fast")
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


# Chromium's own record of why it lays things out again, per press (its trace's invalidation
# tracking: an entry names the element and the reason).
TRACE_CATEGORIES = ["blink.user_timing", "devtools.timeline",
                    "disabled-by-default-devtools.timeline.invalidationTracking"]
BOOK_SIZE = """() => { const r = document.querySelector('#app svg.book').getBoundingClientRect();
  return [Math.round(r.width), Math.round(r.height)]; }"""
# A move of the table's own (never a step that only opens a choice): a market card, George's
# card, the top card.
MOVE = '#app [data-action^="market "], #app [data-action^="george "], #app [data-action="draw"]'
# The cursor over each card of the hand, the market and the cookbook, pressable or not.
CURSORS = """() => { const seen = {pressable: new Set(), not: new Set()};
  for (const card of document.querySelectorAll('#app svg.hcard, #app svg.mcard, #app .piece')) {
    const r = card.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 3);
    if (!hit || !card.contains(hit)) continue;
    seen[card.hasAttribute('data-action') ? 'pressable' : 'not'].add(getComputedStyle(hit).cursor);
  }
  return {pressable: [...seen.pressable], not: [...seen.not]}; }"""


def _traced(page: Page, record) -> list[dict]:
    session = page.context.new_cdp_session(page)
    events: list[dict] = []
    done: list[bool] = []
    session.on("Tracing.dataCollected", lambda message: events.extend(message["value"]))
    session.on("Tracing.tracingComplete", lambda _: done.append(True))
    session.send("Tracing.start", {"traceConfig": {"includedCategories": TRACE_CATEGORIES},
                                   "transferMode": "ReportEvents"})
    try:
        record()
    finally:
        session.send("Tracing.end")
        for _ in range(1200):  # the whole trace is in before the session goes (30 s at most)
            if done:
                break
            page.wait_for_timeout(25)
        session.detach()
    assert done, "the trace never completed"
    return events


def test_a_press_lays_out_and_styles_again_only_what_it_changed(booted):
    """The board once laid Alone in the Kitchen's cookbook out twice at every press (once at its
    natural size to measure it, once at the size it gets), and both times every word and picture
    in it, as for a change of scale: some 230 elements a press, for a press that took one market
    card. Now a press whose cookbook keeps its size lays out again only the cards it changed.

    Styled again too: the hand cursor was set on each pressable piece, and the cursor is
    inherited, so each piece that became pressable or stopped being it (all the cookbook's
    cards at George's choice and after it) had everything it holds styled again, 110-260
    elements a press. It is on the ring now, which a mouse pointer still finds over the card."""
    # A page of its own (a context option no other test sets): the app traced here is never lent
    # to another test.
    page = go(booted(viewport={"width": 1024, "height": 768}, device_scale_factor=1,
                     reduced_motion="no-preference"),
              "#new=mastersweets&mode=solo&players=1&seed=3&speed=fast")
    page.locator('#app [data-action^="choose "]').first.click()
    page.wait_for_selector(MOVE, timeout=10_000)
    sizes: list[tuple[list[int], list[int]]] = []

    def presses(first: int, count: int) -> None:
        for index in range(first, first + count):
            page.wait_for_selector(MOVE, timeout=10_000)
            before = page.evaluate("document.getElementById('app').dataset.paint")
            size = page.evaluate(BOOK_SIZE)
            page.evaluate(f"performance.mark('press-{index}')")
            page.locator(MOVE).first.click()
            page.wait_for_function("b => document.getElementById('app').dataset.paint !== b", arg=before,
                                   timeout=10_000)
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))")
            page.evaluate(f"performance.mark('done-{index}')")
            sizes.append((size, page.evaluate(BOOK_SIZE)))

    events = _traced(page, lambda: presses(0, 8))
    marks = {event["name"]: event["ts"] for event in events if event.get("cat") == "blink.user_timing"}
    again = [event["ts"] for event in events if event["name"] == "LayoutInvalidationTracking"
             and event["args"]["data"].get("reason") == "SVG changed"]
    per_press = [sum(marks[f"press-{i}"] <= ts <= marks[f"done-{i}"] for ts in again) for i in range(8)]
    kept = [count for count, (before, after) in zip(per_press, sizes, strict=True) if before == after]
    assert len(kept) >= 6, (per_press, sizes)
    # a card taken or replaced is a dozen elements (its face, picture, words, ring); a press
    # changes a few cards and the recipe heads' counts
    assert max(kept) <= 80, (per_press, sizes)

    # Without glides, whose frames restyle what glides, the elements each press has styled again.
    page.emulate_media(reduced_motion="reduce")
    events = _traced(page, lambda: presses(8, 8))
    marks = {event["name"]: event["ts"] for event in events if event.get("cat") == "blink.user_timing"}
    styled = [sum(event["args"].get("elementCount", 0) for event in events
                  if event["name"] == "UpdateLayoutTree" and event.get("ph") == "X"
                  and marks[f"press-{i}"] <= event["ts"] <= marks[f"done-{i}"]) for i in range(8, 16)]
    # Eight presses of this deal restyled about 2,000 elements when the cursor was on the pieces,
    # about 1,000 since (a market card taken: the two cards, the hand, the counts and the log; a
    # step of George's turn: the rings and heads of the cards that became pressable or stopped).
    assert sum(styled) <= 1300, styled
    # the hand cursor is still where a mouse can press, and only there
    assert page.evaluate(CURSORS) == {"pressable": ["pointer"], "not": ["auto"]}
