"""The class server: the built site, served to one machine or to a classroom's network (docs/classroom.md).

    python -m tripeaks_site.server --dir _output [--host 127.0.0.1] [--port 8000]

``make serve`` serves 127.0.0.1 only; ``make serve-class`` binds 0.0.0.0 and prints the address students
type, with its QR code, and the join page to project. The rules it serves by are in handler.py; the
precompressed siblings it prefers are written by precompress.py at the end of the build.
"""

from __future__ import annotations

import http.server
import sys
import threading
from pathlib import Path
from typing import Callable

from .address import student_urls
from .handler import ClassHandler
from .join import join_page


class SiteServer(http.server.ThreadingHTTPServer):
    """A threaded static server for one folder; port 0 picks a free port.

    ``SiteServer(folder).start()`` serves it on 127.0.0.1 in a background thread (the browser tests and
    benches), ``.url`` is its address from this machine, ``.stop()`` ends it. log, when given, gets one
    line per request."""

    daemon_threads = True
    block_on_close = False

    def __init__(self, directory: Path, port: int = 0, host: str = "127.0.0.1",
                 log: Callable[[str], None] | None = None):
        self.root = Path(directory).resolve(strict=True)
        self.log = log
        super().__init__((host, port), ClassHandler)
        self.host = host
        self.urls = student_urls(host, self.server_address[1])

    @property
    def url(self) -> str:
        """The address from this machine (loopback when the server listens on every address)."""
        host = "127.0.0.1" if self.host in ("", "0.0.0.0") else self.host
        return f"http://{host}:{self.server_address[1]}/"

    def handle_error(self, request, client_address) -> None:
        """A browser that goes away mid-answer (a closed tab, a reload) is no error worth a traceback."""
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError, TimeoutError)):
            super().handle_error(request, client_address)

    def join_page(self) -> str:
        return join_page(self.urls[0], self.urls[1:])

    def start(self) -> "SiteServer":
        threading.Thread(target=self.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()
        return self

    def stop(self) -> None:
        self.shutdown()
        self.server_close()
