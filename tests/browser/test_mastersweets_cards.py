"""MasterSweets' cards and choices in Chromium (issue 31): on a phone the choices and the cards
they act on share the screen in Clash of Sweets; Alone in the Kitchen's sixteen roles leave its
cookbook on a 1024x768 screen; a face-down Workshop card's words are white on plum; one's own
Workshop cards do not look like buttons; axe finds no serious issue on these screens.

Positions are played in CPython and opened as saves (tour.open_save)."""

from __future__ import annotations

import pytest
from conftest import open_app
from playwright.sync_api import Page
from test_a11y import axe_problems
from test_mastersweets_fit import table_state
from tour import open_save, press

from sweets import games

pytestmark = pytest.mark.browser

IN_VIEW = """sel => [...document.querySelectorAll(sel)].filter(e => {
  const r = e.getBoundingClientRect();
  return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
}).length"""
TOP = "sel => document.querySelector(sel).getBoundingClientRect().top + scrollY"


def _open(page: Page, state, save_id: str) -> None:
    open_save(page, "mastersweets", state, save_id)
    if page.get_attribute("#app", "data-screen") == "handoff":
        press(page, "handoff:ready")
    assert page.get_attribute("#app", "data-screen") == "game"


def test_on_a_phone_the_clash_choices_and_the_cards_they_act_on_are_on_screen_together(new_context):
    context = new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                          bypass_csp=True)
    page = context.new_page()
    open_app(page)
    _open(page, table_state("clash", 3, (), 40), "cards-clash-phone")
    # A turn starts on the market, the deck and the hand: on screen as it opens, with the sheet.
    assert page.evaluate(IN_VIEW, "#app .sheet") == 1
    assert page.evaluate(IN_VIEW, "#app svg.mcard[data-action]") >= 2
    assert page.evaluate(IN_VIEW, "#app .myhand svg.hcard") >= 1
    # Pressing a hand card to exchange it: the card, pressed, and the sheet's choices about it
    # stay on screen together wherever the page is scrolled.
    hand = page.locator("#app .myhand svg.hcard[data-action^='ui:pre:exchange']").first
    hand.click()
    page.wait_for_selector("#app .myhand svg.hcard[aria-pressed='true']")
    assert page.evaluate(IN_VIEW, "#app .myhand svg.hcard[aria-pressed='true']") == 1
    assert page.evaluate(IN_VIEW, "#app .sheet [data-action='ui:back']") == 1
    sheet, card = page.evaluate(TOP, "#app .sheet"), page.evaluate(TOP, "#app .myhand svg.hcard")
    assert abs(sheet - card) < 844, (sheet, card)  # was 900 px apart, in a page 1,261 px tall
    # The cookbook card to exchange with, scrolled to: the sheet is still beside it.
    cell = page.locator("#app svg.book g.cell[data-action]").last
    cell.scroll_into_view_if_needed()
    assert page.evaluate(IN_VIEW, "#app .sheet [data-action='ui:back']") == 1
    assert page.evaluate(IN_VIEW, "#app svg.book g.cell[data-action]") >= 1
    assert not axe_problems(page)


def test_alone_in_the_kitchens_sixteen_roles_leave_the_cookbook_on_a_tablet(booted):
    page = booted(viewport={"width": 1024, "height": 768}, bypass_csp=True)
    _open(page, games.get("mastersweets").new(["Ann"], 4, {"mode": "solo"}), "cards-solo-draft")
    roles = page.locator("#app button.rolecard[data-action^='choose ']")
    assert roles.count() == 16
    box = page.locator("#app svg.book").bounding_box()
    assert box and box["y"] + box["height"] <= 768, box  # the whole cookbook is on screen
    # beside it, not above it: the cookbook keeps its place and size when the roles go
    assert roles.first.bounding_box()["x"] > box["x"] + box["width"]
    # a panel that scrolls holds what it scrolls to (axe: a scrollable region with nothing to focus)
    scrolls = page.evaluate("""() => [...document.querySelectorAll('#app *')].filter(e =>
        e.scrollHeight > e.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowY)
        && !e.querySelector('button, [tabindex="0"]')).length""")
    assert scrolls == 0
    roles.last.scroll_into_view_if_needed()
    last = roles.last.bounding_box()
    assert last and last["y"] >= 0 and last["y"] + last["height"] <= 768, last
    assert not axe_problems(page)
    press(page, "choose baker")
    assert page.locator("#app .myrole .rolecard").count() == 1
    assert page.locator("#app svg.book").bounding_box() == box


def _luminance(rgb: str) -> float:
    parts = [int(x) / 255 for x in rgb[rgb.index("(") + 1:rgb.index(")")].split(",")[:3]]
    lin = [c / 12.92 if c <= .03928 else ((c + .055) / 1.055) ** 2.4 for c in parts]
    return .2126 * lin[0] + .7152 * lin[1] + .0722 * lin[2]


def _contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + .05) / (lb + .05)


def test_workshop_cards_read_and_ones_own_do_not_look_like_buttons(booted):
    page = booted(viewport={"width": 1024, "height": 768}, bypass_csp=True)
    state = table_state("workshop", 3, (), 12)
    game = games.get("mastersweets")
    while not any(c and c["down"] for row in state.view(None)["cookbook"]["cells"] for c in row):
        legal = [str(a) for a in state.legal_actions()]
        # a match: point at a cookbook card with a hand card of its type (seen in the data)
        data = state.data
        hand, seat = data["hands"][state.to_move], state.to_move
        match = next((m for m in legal if m.startswith("point ") and len(m.split()) == 4
                      and _same(data, m, hand)), None)
        state = state.apply(game.parse_action(state, match or legal[0]))
        assert seat is not None and not state.is_over
    _open(page, state, "cards-workshop")
    colours = page.evaluate("""() => {
      const down = document.querySelector('#app .card.down');
      const back = document.querySelector('#app .card.back');
      const pick = (e, sel) => getComputedStyle(e.querySelector(sel)).fill;
      return {downText: pick(down, 'tspan'), downFace: pick(down, '.face'),
              backFace: pick(back, '.face'), backText: pick(back, 'tspan'),
              button: getComputedStyle(document.querySelector('#app .sheet .btn')).backgroundColor,
              primary: getComputedStyle(document.querySelector('#app .btn.toggle')).backgroundColor};
    }""")
    assert _contrast(colours["downText"], colours["downFace"]) >= 4.5, colours  # was dark on plum
    assert _contrast(colours["backText"], colours["backFace"]) >= 4.5, colours
    # Not the pink of a pressable button (it was var(--pink-strong), like the primary buttons).
    assert colours["backFace"] not in {"rgb(196, 63, 105)", colours["primary"]}, colours
    assert page.locator("#app .whand svg.wcard[data-action]").count() == 0
    assert not axe_problems(page)


def _same(data: dict, move: str, hand: list[str]) -> bool:
    from sweets.games.mastersweets.data import TYPE_OF
    from sweets.games.mastersweets.grid import pos_name
    _, place, _, slot = move.split()
    book = data["book"]
    cells = {pos_name(r, c): card for r, row in enumerate(book) for c, card in enumerate(row)}
    card = cells.get(place)
    return card is not None and TYPE_OF[card] == TYPE_OF[hand[int(slot) - 1]]
