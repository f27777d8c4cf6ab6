"""The page uses no API that Chromium reports as deprecated: on a first visit (what Lighthouse
audits, after clearing the origin's storage) and on a visit served by the service worker.

Chromium reports a deprecated API as a `DeprecationIssue` through the DevTools protocol's Audits
domain, which is what Lighthouse's `deprecations` audit reads. GitHub Pages sends no
cross-origin isolation headers, so the page must not make shared memory at all.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, SiteServer, open_app
from playwright.sync_api import Page

sys.path.insert(0, str(ROOT / "tools"))
import build as site_build  # noqa: E402  (tools/ is not a package)

NODE = shutil.which("node") or "node"

pytestmark = [pytest.mark.browser, pytest.mark.first_visit]

WAIT_UNTIL_CONTROLLED = """async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    const sw = navigator.serviceWorker;
    await new Promise((resolve) => sw.addEventListener("controllerchange", resolve, {once: true}));
  }
}"""


class Issues:
    """Every DevTools issue Chromium reports for one page, from before its first request."""

    def __init__(self, page: Page) -> None:
        self._cdp = page.context.new_cdp_session(page)
        self.found: list[dict] = []
        self._cdp.on("Audits.issueAdded", lambda event: self.found.append(event["issue"]))
        self._cdp.send("Audits.enable")

    def deprecations(self) -> list[str]:
        # A round trip on the same session: every event Chromium sent before it has arrived.
        self._cdp.send("Runtime.evaluate", {"expression": "0"})
        found = []
        for issue in self.found:
            if issue["code"] == "DeprecationIssue":
                details = issue["details"]["deprecationIssueDetails"]
                where = details.get("sourceCodeLocation", {})
                found.append(f"{details['type']} at {where.get('url')}:{where.get('lineNumber')}:"
                             f"{where.get('columnNumber')}")
        return found


def test_no_deprecated_api_on_a_first_visit_nor_from_the_service_worker(new_context, tmp_path: Path,
                                                                       built_site: Path):
    # A server of its own: a new port is a new origin, so this really is a first visit.
    site = tmp_path / "site"
    shutil.copytree(built_site, site)
    with SiteServer(site) as server:
        page = new_context().new_page()
        issues = Issues(page)
        open_app(page, "new=sweet_holic&players=2&bots=1&seed=1", url=server.url)
        assert page.evaluate("crossOriginIsolated") is False  # as on GitHub Pages
        assert issues.deprecations() == []

        page.evaluate(WAIT_UNTIL_CONTROLLED)
        page.reload()
        page.wait_for_selector("#app[data-screen]", state="attached", timeout=60_000)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert issues.deprecations() == []


def test_the_build_refuses_a_pyodide_whose_shared_memory_it_does_not_recognise(tmp_path: Path):
    asm = tmp_path / "pyodide.asm.mjs"
    asm.write_text("var w=new Int32Array(new WebAssembly.Memory({shared:!0,initial:2}).buffer);")
    with pytest.raises(site_build.BuildError, match="pyodide.asm.mjs"):
        site_build.defer_pyodide_shared_memory(asm)


def test_the_built_pyodide_makes_shared_memory_only_when_it_must_sleep(built_site: Path, tmp_path: Path):
    shipped = (built_site / "vendor" / "pyodide" / "pyodide.asm.mjs").read_text(encoding="utf-8")
    original = (ROOT / "node_modules" / "pyodide" / "pyodide.asm.mjs").read_text(encoding="utf-8")
    assert shipped.count("WebAssembly.Memory(") == original.count("WebAssembly.Memory(") == 1
    assert "??=new Int32Array(new WebAssembly.Memory({shared:!0" in shipped
    # Nothing else of Pyodide changed: the patched module differs from the original only around
    # that one statement, and the shipped one is the patched one with its local names shortened
    # (tools/squeeze.mjs), nothing more.
    patched = tmp_path / "pyodide.asm.mjs"
    patched.write_text(original, encoding="utf-8")
    site_build.defer_pyodide_shared_memory(patched)
    changed = patched.read_text(encoding="utf-8")
    start = next(i for i, (a, b) in enumerate(zip(changed, original, strict=False)) if a != b)
    end = next(i for i, (a, b) in enumerate(zip(changed[::-1], original[::-1], strict=False)) if a != b)
    assert len(changed) - start - end < 200
    subprocess.run([NODE, str(ROOT / "tools" / "squeeze.mjs"), "--js", str(patched)], check=True, cwd=ROOT)
    assert patched.read_text(encoding="utf-8") == shipped
