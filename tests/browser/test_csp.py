"""The page's Content-Security-Policy: the strictest the runtime starts under, and the app plays
under it without a single violation, while a script injected into the page is refused."""

from __future__ import annotations

import html as html_module
import random
import re

import pytest
from conftest import SITE, BrowserGuard, follow_link, open_app, settled
from playwright.sync_api import Page

from sweets import games

pytestmark = pytest.mark.browser

# Recorded from the first script on: every violation the page reports.
RECORD_VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => window.__violations.push(
  `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile})`));
"""
# Presses that leave the game (or only show its rules) are not what these tests play.
LEAVING = ("nav:", "rules:", "menu:", "save:", "result:")


def _policy(html: str) -> dict[str, list[str]]:
    found = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', html)
    assert found, "the page declares no Content-Security-Policy"
    directives = {}
    for part in html_module.unescape(found.group(1)).split(";"):
        name, *values = part.split()
        directives[name] = values
    return directives


def test_the_policy_allows_only_this_site_and_no_inline_script():
    html = (SITE / "index.html").read_text(encoding="utf-8")
    policy = _policy(html)
    assert policy["default-src"] == ["'none'"]
    assert sorted(policy["script-src"]) == ["'self'", "'unsafe-eval'"]
    for directive in ("connect-src", "manifest-src"):
        assert policy[directive] == ["'self'"], directive
    # PyScript starts Python's worker from a blob: of its own code (static/boot.js)
    assert policy["worker-src"] == ["'self'", "blob:"]
    assert policy["img-src"] == ["'self'", "data:"]
    assert policy["font-src"] == ["'self'"]  # the typeface, served with the site (static/app.css)
    assert policy["object-src"] == ["'none'"] and policy["base-uri"] == ["'none'"]
    for values in policy.values():
        assert not any(value.startswith(("http", "*")) or value == "https:" for value in values), values
    # A <meta> policy only covers what comes after it: it must precede every script and link.
    head = html[: html.index("</head>")]
    assert head.index("Content-Security-Policy") < min(head.index("<script"), head.index("<link"))
    # Every script the browser would run is a file.
    for tag in re.findall(r"<script\b[^>]*>", html):
        kind = re.search(r'type="([^"]*)"', tag)
        assert 'src="' in tag or (kind and kind.group(1) not in {"module", "text/javascript"}), tag


def test_each_game_boots_and_plays_under_the_policy(page: Page):
    """The first game from its link at the boot, each other one from its link followed after it
    (its modules fetched then, as when a person chooses it): one boot for all."""
    page.add_init_script(RECORD_VIOLATIONS)
    for n, game_id in enumerate(games.ids()):
        fragment = f"new={game_id}&players=2&seed=3"
        if n == 0:
            open_app(page, fragment)
        else:
            follow_link(page, fragment)
        _plays_and_shows_its_rules(page)
        assert page.evaluate("window.__violations") == [], game_id
    # The page's typeface came from the site, under the policy (static/app.css, @font-face).
    assert page.evaluate("""async () => (await document.fonts.load('16px "Atkinson Hyperlegible Next"'))
        .filter((face) => face.status === "loaded").length""") == 1


def _plays_and_shows_its_rules(page: Page) -> None:
    page.wait_for_selector("#app[data-screen]:not([data-screen=menu])")
    rnd = random.Random(7)
    start = int(page.get_attribute("#app", "data-ply") or 0)
    for _ in range(80):
        if int(page.get_attribute("#app", "data-ply") or 0) >= start + 4:
            break
        options = [a for a in page.eval_on_selector_all(
            "#app [data-action]:not([disabled])",
            "els => els.filter(e => e.checkVisibility()).map(e => e.dataset.action)")
            if not a.startswith(LEAVING) and a != "game:undo"]
        assert options, f"nothing to press on {page.get_attribute('#app', 'data-screen')}"
        action = rnd.choice(options)
        page.locator(f'#app [data-action="{action}"]').filter(visible=True).first.click()
        settled(page)
    assert int(page.get_attribute("#app", "data-ply") or 0) >= start + 4, "the game did not move on"
    # The rules page too: it brings styles of its own.
    for _ in range(5):
        if page.locator('#app [data-action="nav:rules"]').count():
            break
        page.locator('#app [data-action^="handoff:"], #app [data-action="ui:continue"]').first.click()
        settled(page)
    page.locator('#app [data-action="nav:rules"]').first.click()
    page.wait_for_selector("#app[data-screen=rules]")


def test_an_injected_inline_script_is_refused(page: Page, browser_guard: BrowserGuard):
    browser_guard.allow_console(r"^Executing inline (script|event handler) violates the following Content")
    page.add_init_script(RECORD_VIOLATIONS)
    open_app(page)
    ran = page.evaluate("""() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.head.append(script);
        const handler = document.createElement("img");
        handler.setAttribute("onerror", "window.__injectedHandler = true");
        handler.src = "data:,broken";
        document.body.append(handler);
        return new Promise((resolve) => setTimeout(
            () => resolve([window.__injected ?? false, window.__injectedHandler ?? false]), 200));
    }""")
    assert ran == [False, False], "the browser ran a script injected into the page"
    violations = page.evaluate("window.__violations")
    assert any(v.startswith("script-src-elem blocked inline") for v in violations), violations
    assert any(v.startswith("script-src-attr blocked inline") for v in violations), violations
