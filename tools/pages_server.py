"""Serves the built site as GitHub Pages serves it, for audits on this machine: text and
WebAssembly compressed with gzip (level 6) when the browser accepts it, zips and pictures as
they are. Python's own http.server sends everything uncompressed, which makes Lighthouse see
about 6 MB more than a visitor downloads and estimate every paint after them too late.

  python tools/pages_server.py _site 8123
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
from pathlib import Path

COMPRESSED = {".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".txt", ".webmanifest", ".py"}
TYPES = {".mjs": "text/javascript", ".wasm": "application/wasm", ".webmanifest": "application/manifest+json"}


def _compressible(path: Path) -> bool:
    return path.is_file() and path.suffix in COMPRESSED


def _gzipped(bodies: dict[tuple[str, float], bytes], path: Path) -> bytes:
    """``path``'s body compressed, worked out once per version of the file."""
    key = (str(path), path.stat().st_mtime)
    if key not in bodies:
        bodies[key] = gzip.compress(path.read_bytes(), 6)
    return bodies[key]


def compress_all(directory: Path) -> dict[tuple[str, float], bytes]:
    """Every body ``directory`` serves compressed, worked out now, so that no answer waits for
    one (Lighthouse counts how long the server took to answer)."""
    bodies: dict[tuple[str, float], bytes] = {}
    for path in directory.resolve().rglob("*"):
        if _compressible(path):
            _gzipped(bodies, path)
    return bodies


class PagesHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    bodies: dict[tuple[str, float], bytes]  # per server (see ``server``)

    def send_head(self):  # type: ignore[no-untyped-def]
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if not (_compressible(path) and "gzip" in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        body = _gzipped(self.bodies, path)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base class's name)
        pass


def server(directory: Path, port: int = 0,
           bodies: dict[tuple[str, float], bytes] | None = None) -> http.server.ThreadingHTTPServer:
    """A server of ``directory`` on 127.0.0.1 (``port`` 0: any free one), not yet serving;
    ``bodies``: compressed ones worked out before (``compress_all``), else each on first asking."""
    handler = type("Handler", (PagesHandler,), {"bodies": {} if bodies is None else bodies})
    return http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(handler, directory=str(directory.resolve())))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("port", type=int)
    args = parser.parse_args()
    httpd = server(args.directory, args.port, compress_all(args.directory))
    print("serving", flush=True)  # nox -s audit waits for this line
    httpd.serve_forever()


if __name__ == "__main__":
    main()
