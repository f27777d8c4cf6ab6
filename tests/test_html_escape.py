"""sweets.render.html.esc: the same text as the standard library's ``html.escape(quote=True)``,
which it stands in for (importing ``html`` costs the boot its entity table)."""

from __future__ import annotations

import html
import random

from sweets.render.html import esc


def test_esc_escapes_as_the_standard_library_does():
    pick = random.Random(7)
    alphabet = "ab &<>\"' é&amp;&#x27;"
    for _ in range(5000):
        text = "".join(pick.choice(alphabet) for _ in range(pick.randint(0, 16)))
        assert esc(text) == html.escape(text, quote=True), text


def test_esc_takes_any_object_as_its_text():
    assert esc(3) == "3"
    assert esc(None) == "None"
    assert esc("<img src=x onerror=alert(1)>") == "&lt;img src=x onerror=alert(1)&gt;"
