"""The boot: the page starts Pyodide itself (static/pyodide_early.mjs) and PyScript runs the app
on that same Pyodide, never a second one."""

from __future__ import annotations

import pytest
from conftest import open_app
from playwright.sync_api import Page

pytestmark = pytest.mark.browser

# Installed before any page script: counts the compilations of Pyodide's 9.6 MB module (Pyodide
# also compiles a few tiny modules of its own to probe the browser; those come as plain bytes).
COUNT_STREAMED_WASM = """
window.__streamedWasm = [];
const instantiate = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = function (source, ...rest) {
  Promise.resolve(source).then((response) => window.__streamedWasm.push(new URL(response.url).pathname));
  return instantiate.call(this, source, ...rest);
};
"""


def test_pyscript_runs_the_app_on_the_pyodide_the_page_started(page: Page, site_url: str):
    page.add_init_script(COUNT_STREAMED_WASM)
    open_app(page, url=site_url)
    page.wait_for_selector("#app[data-screen=menu] [data-action]", state="attached")
    streamed = page.evaluate("window.__streamedWasm")
    assert len(streamed) == 1 and streamed[0].endswith("/vendor/pyodide/pyodide.asm.wasm"), streamed
    # The Pyodide the early module started is the one running the app: it has the package.
    imported = page.evaluate("""async () => {
        const early = await import("./static/pyodide_early.mjs");
        const pyodide = await early.loadPyodide();
        return pyodide.runPython("import sys; 'sweets.web.app' in sys.modules");
    }""")
    assert imported is True


def test_the_early_start_refuses_options_it_cannot_apply(page: Page, site_url: str):
    open_app(page, url=site_url)
    message = page.evaluate("""async () => {
        const early = await import("./static/pyodide_early.mjs");
        try {
            await early.loadPyodide({ packages: ["numpy"] });
            return "accepted";
        } catch (error) {
            return error.message;
        }
    }""")
    assert "packages" in message and message != "accepted"
