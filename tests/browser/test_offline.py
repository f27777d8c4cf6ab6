"""The built site: boots from this machine only, works offline, and updates cleanly."""

from __future__ import annotations

from conftest import open_app


def test_boot_shows_the_menu(page, site_url):
    open_app(page)
    assert page.get_attribute("#app", "data-screen") == "menu"
