"""Serve the built site: ``python -m tripeaks_site.server --dir _output [--host 0.0.0.0] [--port 8000]``.

It prints the start page's address (for a class: each of the machine's addresses on the network, the
first drawn as a QR code) and the join page to project, then logs one line per request until Ctrl+C.
"""

from __future__ import annotations

import argparse
import signal
import sys
from pathlib import Path

from . import SiteServer
from .address import draw

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def log(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def announce(urls: list[str], host: str) -> None:
    """The addresses: the start page on this computer, or for a class each address students may type,
    the first as a QR code, and the join page."""
    first, *others = urls
    if host in LOOPBACK:
        print(f"Serving the TriPeaks site to this computer only (Ctrl+C stops).\n"
              f"The start page: {first}\n"
              f"For a class on this network: make serve-class", flush=True)
        return
    print(f"Serving the TriPeaks site to the network (Ctrl+C stops).\n"
          f"Students open: {first}", flush=True)
    for other in others:
        print(f"          or: {other}", flush=True)
    draw(first)
    print(f"The join page to project: {first}join.html", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tripeaks_site.server", description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=Path("_output"), help="the built site (make site)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on: 127.0.0.1 (this machine only, the default) or 0.0.0.0 "
                             "(the classroom's network)")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(f"no site in {args.dir}: run `make site` first", file=sys.stderr)
        return 2
    try:
        server = SiteServer(args.dir, args.port, args.host, log=log)
    except OSError as error:
        print(f"cannot listen on {args.host}:{args.port}: {error.strerror or error}"
              " (another server on that port? try PORT=8001)", file=sys.stderr)
        return 2
    # Ctrl+C stops it even when started where SIGINT was ignored (a shell's background job), and so
    # does a plain kill (SIGTERM): both end serve_forever, close the socket and exit 0.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    with server:
        try:  # a signal may come while it still prints
            announce(server.urls, args.host)
            server.serve_forever()
        except KeyboardInterrupt:
            print("Stopped.", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
