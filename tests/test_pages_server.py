"""tools/pages_server.py compresses what GitHub Pages compresses, and only for a browser that
accepts it."""

from __future__ import annotations

import gzip
import sys
import threading
import urllib.request
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from pages_server import compress_all, server  # noqa: E402  (tools/ is not a package)


@pytest.fixture
def site(tmp_path: Path):
    (tmp_path / "index.html").write_text("<!doctype html><p>" + "sweet " * 500)
    (tmp_path / "pyodide.asm.wasm").write_bytes(b"\0asm" + bytes(4000))
    (tmp_path / "sweets.zip").write_bytes(b"PK" + bytes(4000))
    httpd = server(tmp_path)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield tmp_path, f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    httpd.server_close()


def fetch(url: str, gzip_ok: bool) -> tuple[str | None, str | None, bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip, br"} if gzip_ok else {})
    with urllib.request.urlopen(request) as response:
        return response.headers["Content-Encoding"], response.headers["Content-Type"], response.read()


@pytest.mark.parametrize("path", ["", "index.html", "pyodide.asm.wasm"])
def test_text_and_webassembly_come_compressed(site, path: str):
    folder, base = site
    encoding, _, body = fetch(base + path, gzip_ok=True)
    assert encoding == "gzip"
    assert gzip.decompress(body) == (folder / (path or "index.html")).read_bytes()
    assert len(body) < len(gzip.decompress(body)) / 10


def test_a_zip_comes_as_it_is_and_nothing_comes_compressed_to_who_did_not_ask(site):
    folder, base = site
    assert fetch(base + "sweets.zip", gzip_ok=True)[::2] == (None, (folder / "sweets.zip").read_bytes())
    assert fetch(base + "index.html", gzip_ok=False)[::2] == (None, (folder / "index.html").read_bytes())


def test_webassembly_has_its_type(site):
    _, base = site
    assert fetch(base + "pyodide.asm.wasm", gzip_ok=True)[1] == "application/wasm"


def test_bodies_compressed_beforehand_are_the_ones_served(tmp_path: Path):
    (tmp_path / "app.css").write_text("body { color: plum; }\n" * 100)
    bodies = compress_all(tmp_path)
    assert [gzip.decompress(body) for body in bodies.values()] == [(tmp_path / "app.css").read_bytes()]
    marked = {key: gzip.compress(b"kept") for key in bodies}  # served as kept, not compressed again
    httpd = server(tmp_path, bodies=marked)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        body = fetch(f"http://127.0.0.1:{httpd.server_address[1]}/app.css", gzip_ok=True)[2]
        assert gzip.decompress(body) == b"kept"
    finally:
        httpd.shutdown()
        httpd.server_close()
