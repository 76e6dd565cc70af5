"""Serve a built JupyterLite site on 127.0.0.1.

    python scripts/serve_site.py [--dir _output] [--port 8000]

Used by `make serve`, the browser tests and bench/site.py. A plain
`python -m http.server` is not enough: module workers refuse `.mjs` files served
without a JavaScript MIME type, and the kernel runs in one.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

MIME_TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".whl": "application/octet-stream",
    ".ipynb": "application/json",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        if self.server.verbose:
            super().log_message(format, *args)

    def end_headers(self):
        # Revalidate every file (If-Modified-Since, answered 304 when unchanged):
        # a rebuilt site is never mixed with an old one from the browser's cache,
        # and an unchanged one is not downloaded again.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


class SiteServer(http.server.ThreadingHTTPServer):
    """A threaded static server for one folder; port 0 picks a free port."""

    daemon_threads = True

    def __init__(self, directory: Path, port: int = 0, verbose: bool = False):
        self.verbose = verbose
        handler = functools.partial(SiteHandler, directory=str(directory))
        super().__init__(("127.0.0.1", port), handler)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/"

    def start(self) -> "SiteServer":
        threading.Thread(target=self.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        self.shutdown()
        self.server_close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=ROOT / "_output")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    if not (args.dir / "index.html").exists():
        raise SystemExit(f"no site in {args.dir}: run `make site` first")
    server = SiteServer(args.dir, args.port, verbose=True)
    print(f"Serving the TriPeaks site at {server.url} (Ctrl+C stops)", flush=True)
    print(f"The first notebook: {server.url}lab/index.html?path=01-setup.ipynb", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
