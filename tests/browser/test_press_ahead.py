"""A press worked out while it is held (sweets/web/ahead.py): in the page, a tap that lasts as long
as a person's is painted at its click from the paint Python gave as the finger went down, and
Python takes over the copy it made; a finger put down and slid away changes nothing on screen,
and what it would have shown is dropped."""

from __future__ import annotations

import json

import pytest
from conftest import go, settled

pytestmark = pytest.mark.browser

TAP_MS = 80  # a tap on a tablet: about a tenth of a second from down to up


def _reports(page) -> list[dict]:
    return [json.loads(text) for text in page.evaluate("window.__sweetsSpans")]


def test_a_held_press_is_answered_from_the_press_worked_out_as_it_went_down(booted):
    page = go(booted(reduced_motion="no-preference"), "new=mastersweets&mode=solo&players=1&seed=3")
    page.wait_for_selector('#app[data-screen="game"]', state="attached")
    page.evaluate("window.__sweetsSpans = []")  # each press's report (sweets/web/spans.py)
    for ply in range(1, 5):
        control = page.locator('#app .table [data-action]:not([data-action*=":"])').first
        control.click(delay=TAP_MS)
        settled(page)
        page.wait_for_selector(f'#app[data-ply="{ply}"]', state="attached")
    reports = _reports(page)
    # On a loaded machine the press can come before the worker heard of the finger going down.
    assert sum(1 for report in reports if report.get("ahead")) >= len(reports) // 2, reports
    # painted at the click from what the page was given, with no wait for Python (on a loaded
    # machine the paint may come after the click: that press is answered as before)
    assert all(report["wait"] == 0 for report in reports if report.get("shown")), reports
    assert any(report.get("shown") for report in reports), reports


def test_a_finger_put_down_and_slid_away_changes_nothing(booted):
    page = go(booted(reduced_motion="no-preference"), "new=mastersweets&mode=solo&players=1&seed=3")
    page.wait_for_selector('#app[data-screen="game"]', state="attached")
    before = page.evaluate("document.getElementById('app').innerHTML")
    # Every message from Python's worker comes through ``arrive`` (static/boot.js); put back after.
    page.evaluate("""() => {
      window.__heard = [];
      const arrive = window.__arrive = window.sweetsPage.arrive;
      window.sweetsPage.arrive = (text) => { window.__heard.push(text); arrive(text); };
    }""")
    try:
        box = page.locator('#app .table [data-action]:not([data-action*=":"])').first.bounding_box()
        assert box is not None
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        page.wait_for_timeout(300)  # the worker has worked the press out by now
        page.mouse.move(2, 2, steps=4)  # slid away: no click
        page.mouse.up()
        page.wait_for_timeout(300)
        assert page.evaluate("document.getElementById('app').dataset.ply") == "0"
        assert page.evaluate("document.getElementById('app').innerHTML") == before
        heard = [json.loads(text.split(" ", 1)[1]) for text in page.evaluate("window.__heard")]
        # only the paint that press would have made, given to hold until a click that never came
        assert [list(message) for message in heard] == [["ahead"]], heard
        slid = heard[0]["ahead"]["action"]
    finally:
        page.evaluate("() => { window.sweetsPage.arrive = window.__arrive; }")
    # Another press: Python's answer, not the paint held for the press that never came.
    other = page.locator('#app .table [data-action]:not([data-action*=":"])').nth(1)
    action = other.get_attribute("data-action")
    page.evaluate("window.__sweetsSpans = []")
    other.click(delay=TAP_MS)
    settled(page)
    page.wait_for_selector('#app[data-ply="1"]', state="attached")
    assert [report["action"] for report in _reports(page)] == [action] and action != slid
    saved = page.evaluate("Object.entries(localStorage).filter(([k]) => k.startsWith('sweets:save:'))"
                          ".map(([, v]) => JSON.parse(v).save.log)")
    assert saved == [[action]], saved


def test_a_control_reached_with_the_keyboard_is_worked_out_before_enter(booted):
    page = go(booted(reduced_motion="no-preference"), "new=mastersweets&mode=solo&players=1&seed=3")
    page.wait_for_selector('#app[data-screen="game"]', state="attached")
    page.evaluate("window.__sweetsSpans = []")
    for _ in range(60):  # Tab until a move's control holds the focus
        page.keyboard.press("Tab")
        action = page.evaluate("document.activeElement?.getAttribute('data-action') || ''")
        if action and ":" not in action:
            break
    else:
        raise AssertionError("no move's control was reached with Tab")
    page.wait_for_timeout(300)  # a person reads what the focus is on before pressing
    page.keyboard.press("Enter")
    settled(page)
    page.wait_for_selector('#app[data-ply="1"]', state="attached")
    reports = _reports(page)
    assert [report["action"] for report in reports] == [action]
    assert reports[0]["ahead"] == 1.0, reports


def test_a_paint_given_ahead_is_dropped_when_the_page_changed_while_the_press_was_held(booted):
    # The page compares a paint given ahead with #app as it arrives, and its click only makes the
    # changes it found: after anything in #app changed, that plan is stale, and the press is
    # answered by Python's paint instead.
    page = go(booted(reduced_motion="no-preference"), "new=mastersweets&mode=solo&players=1&seed=3")
    page.wait_for_selector('#app[data-screen="game"]', state="attached")
    page.evaluate("window.__sweetsSpans = []")
    control = page.locator('#app .table [data-action]:not([data-action*=":"])').first
    action = control.get_attribute("data-action")
    box = control.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_timeout(300)  # the paint given ahead has come and been compared by now
    page.evaluate("document.querySelector('#app details[data-keep-open]').open = true")
    box = control.bounding_box()  # the panel opened may have moved the control: the finger follows
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.up()
    settled(page)
    page.wait_for_selector('#app[data-ply="1"]', state="attached")
    reports = _reports(page)
    assert [report["action"] for report in reports] == [action], reports
    assert not reports[0].get("shown"), reports
    assert page.evaluate("document.querySelector('#app details[data-keep-open]').open")
    # The next press, on a page nobody changed, is painted from its paint given ahead again.
    page.evaluate("window.__sweetsSpans = []")
    for _ in range(3):
        ply = page.evaluate("document.getElementById('app').dataset.ply")
        page.locator('#app .table [data-action]:not([data-action*=":"])').first.click(delay=TAP_MS)
        settled(page)
        page.wait_for_function(f"document.getElementById('app').dataset.ply !== '{ply}'")
    assert any(report.get("shown") for report in _reports(page))
