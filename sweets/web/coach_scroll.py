"""Brings the control the coach points at on screen (issue 32), once per step.

On a phone the coach's panel stays at the top of the screen (static/app.css, section "reveal")
while the table scrolls under it; the control it points at may lie far down the page (a hand at
the foot of a long table), so after the paint that first points at it, the page scrolls just
enough to show it. Only once per pointed step: scrolling again at every paint would fight the
person's own scrolling. It takes the page's elements as arguments (``app.py`` passes them), so
it imports nothing of the browser.
"""

from __future__ import annotations

from typing import Any

MARGIN = 0.15  # of the screen's height, kept between the control and the screen's foot
_last: list[str] = [""]  # the step last brought into view: "<coach step>|<pointed action>"


def follow(app: Any, window: Any) -> None:
    """After a paint: if the coach points at a control it had not pointed at before, and that
    control is not fully visible below the coach's panel, scroll it into view, a little above
    the screen's foot (never under the panel, which holds the top of the screen)."""
    coach = app.querySelector(".coach")
    if coach is None:  # no lesson: one call to the page, not a walk over its controls
        _last[0] = ""
        return
    # a table may draw a control twice (one copy hidden at this size): the one laid out counts
    shown = [e for e in app.querySelectorAll('[data-coach="point"]') if e.getBoundingClientRect().height]
    if not shown:
        _last[0] = ""
        return
    target = shown[0]
    key = f"{coach.getAttribute('data-coach-step')}|{target.getAttribute('data-action')}"
    if key == _last[0]:
        return
    _last[0] = key
    box, top = target.getBoundingClientRect(), coach.getBoundingClientRect().bottom
    height = window.innerHeight
    room = height * MARGIN  # clear of the screen's edge, should the table still settle a little
    if box.bottom > height:
        window.scrollBy(0, min(box.bottom - height + room, box.top - top - room))
    elif box.top < top:
        window.scrollBy(0, box.top - top - room)
