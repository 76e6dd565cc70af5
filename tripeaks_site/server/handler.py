"""The class server's rules: a static file server for one folder and nothing more.

- GET and HEAD only: the other methods of HTTP get 405, unknown ones 501, both with ``Allow: GET, HEAD``.
- A path is percent-decoded once, then refused (404) if a segment is ``..`` or ``.``, holds a ``/``
  or a NUL after decoding, or if the file it names, symlinks resolved, lies outside the folder.
- A folder is served by its ``index.html`` (``/lab`` is first redirected to ``/lab/``); a folder without
  one is 404: never a listing.
- The best precompressed sibling the browser accepts (``name.br``, then ``name.gz``, written by
  precompress.py; not older than the file) is sent with ``Content-Encoding``, ``Vary: Accept-Encoding``, the file's own
  ``Content-Type`` and the sibling's ``Content-Length``.
- A ``.zst`` file (the memory snapshot) is sent as it is, with ``Content-Encoding: zstd`` (and an ETag
  of its own) when the browser accepts zstd: the browser then unpacks it natively, and the page gets
  the bytes unpacked (the snapshot's loader takes either).
- A file whose name carries a content hash (:func:`content_hashed`) is cached for a year
  (``immutable``); every other one is revalidated on each use (``no-cache``) against its ``ETag``
  (a digest of the bytes sent) or ``Last-Modified``, answered 304 when unchanged.
- ``/join.html`` is the join page (join.py), made for the address the server prints.
- Each request is logged in one line: client, method, path, status, body bytes, encoding.
"""

from __future__ import annotations

import email.utils
import hashlib
import http.server
import mimetypes
import os
import re
import threading
from pathlib import Path
from urllib.parse import unquote

from .siblings import ENCODINGS

#: Types that Python's table lacks or gets wrong for the site: module workers refuse a `.mjs`
#: without a JavaScript type, and WebAssembly streams only as application/wasm.
TYPES = {
    ".js": "text/javascript", ".mjs": "text/javascript", ".cjs": "text/javascript",
    ".css": "text/css", ".html": "text/html", ".wasm": "application/wasm",
    ".json": "application/json", ".ipynb": "application/json", ".map": "application/json",
    ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml",
    ".whl": "application/zip", ".zip": "application/zip", ".zst": "application/zstd",
    ".gz": "application/gzip", ".br": "application/octet-stream", ".tar": "application/x-tar",
    ".md": "text/markdown",
    ".txt": "text/plain", ".woff": "font/woff", ".woff2": "font/woff2",
}
#: Texts get their charset: the site's files are UTF-8.
CHARSET = ("text/", "application/json", "application/manifest+json", "image/svg+xml")

ALLOWED = "GET, HEAD"
#: The methods HTTP defines that this server refuses with 405 (any other is 501, not implemented).
KNOWN_METHODS = ("POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT")

#: A content hash in a file name: a dot-separated part of 7 to 64 lowercase hex digits with at least
#: one digit (so no English word such as "defaced"), right before the suffix of a bundle, e.g.
#: JupyterLab's build/1234.a8fa7b2.js or an extension's static/remoteEntry.5cbb9d2323598fbda535.js.
HASHED = re.compile(r"^[^/]+\.(?=[0-9a-f]*[0-9])[0-9a-f]{7,64}\.(?:js|mjs|cjs|css|wasm|map|woff2?)$")
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"


def content_hashed(name: str) -> bool:
    """Whether a file's base name carries a content hash, so its bytes never change under that name."""
    return bool(HASHED.match(name))


def content_type(path: Path) -> str:
    kind = TYPES.get(path.suffix.lower()) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return f"{kind}; charset=utf-8" if kind.startswith(CHARSET) else kind


def accepted(header: str | None) -> dict[str, float]:
    """Accept-Encoding as {coding: q}; an entry with a bad q-value is left out, as if not sent."""
    result: dict[str, float] = {}
    for part in (header or "").split(","):
        coding, *params = (piece.strip() for piece in part.split(";"))
        if not coding:
            continue
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value.strip())
                except ValueError:
                    q = -1.0
        if 0.0 <= q <= 1.0:
            coding = coding.lower()
            result["gzip" if coding == "x-gzip" else coding] = q
    return result


def choose_encoding(header: str | None, available: list[str]) -> str | None:
    """The encoding to send among the available siblings' (given in order of preference: br, gzip),
    or None for the file itself. The highest q wins; on a tie, compression wins, br before gzip.
    Without the header, or when every choice has q=0, the file itself."""
    if not header:
        return None
    q = accepted(header)
    star = q.get("*")

    def quality(name: str) -> float:
        # identity, not named, stays acceptable but comes last (RFC 9110, 12.5.3)
        return q.get(name, star if star is not None else (0.001 if name == "identity" else 0.0))

    options = [*available, "identity"]
    best = max(options, key=lambda name: (quality(name), -options.index(name)))
    return None if best == "identity" or quality(best) == 0 else best


_digests: dict[tuple, str] = {}
_digests_lock = threading.Lock()


def etag(path: Path, stat: os.stat_result) -> str:
    """A strong validator from the bytes themselves (the site's files often carry a 1985 mtime from
    their packages, so a size-and-date tag could survive a change); remembered per inode and times."""
    key = (stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns)
    with _digests_lock:
        known = _digests.get(key)
    if known is None:
        digest = hashlib.sha256()
        with open(path, "rb") as file:
            while chunk := file.read(1 << 20):
                digest.update(chunk)
        known = f'"{digest.hexdigest()[:32]}"'
        with _digests_lock:
            _digests[key] = known
    return known


class Refused(Exception):
    """A request answered with an error status (and no file)."""

    def __init__(self, status: int, headers: dict[str, str] | None = None):
        super().__init__(status)
        self.status, self.headers = status, headers or {}


class ClassHandler(http.server.BaseHTTPRequestHandler):
    """One request to the class server (the module's docstring gives the rules)."""

    protocol_version = "HTTP/1.1"
    server_version = "TriPeaksClassServer"
    sys_version = ""

    # -- the methods
    def do_GET(self) -> None:  # noqa: N802 - http.server's names
        self._serve(body=True)

    def do_HEAD(self) -> None:  # noqa: N802
        self._serve(body=False)

    def _refuse_method(self) -> None:
        # A small body is read and dropped (closing on unread bytes could reset the answer away); a
        # large one is not read, and the connection closes.
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            length = -1
        if 0 < length <= 1 << 16:
            self.rfile.read(length)
        self.close_connection = length not in range(0, (1 << 16) + 1) or self.close_connection
        self._error(405, {"Allow": ALLOWED})

    for _name in KNOWN_METHODS:
        locals()[f"do_{_name}"] = _refuse_method
    del _name

    def send_error(self, code, message=None, explain=None):  # noqa: ARG002 - the base class's signature
        # The base class's own refusals: a malformed request line (400), an unknown method (501), ...
        self.close_connection = True
        self._error(code, {"Allow": ALLOWED} if code in (405, 501) else {})

    def log_request(self, code="-", size="-"):  # noqa: ARG002 - logged once the body is out (_log)
        pass

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        if self.server.log is not None:
            self.server.log(f"{self.address_string()} {format % args}")

    # -- the answer
    def _serve(self, body: bool) -> None:
        try:
            path = self._resolve()
        except Refused as refused:
            self._error(refused.status, refused.headers, body)
            return
        if path is None:  # the join page
            self._send_bytes(200, self.server.join_page().encode(), "text/html; charset=utf-8", body)
            return
        stat = path.stat()
        siblings = [name for name, suffix in ENCODINGS if self._fresh(path.with_name(path.name + suffix), stat)]
        encoding = choose_encoding(self.headers.get("Accept-Encoding"), siblings)
        sent = path.with_name(path.name + dict(ENCODINGS)[encoding]) if encoding else path
        if path.suffix == ".zst":  # zstd bytes already: labelled so when the browser can unpack them
            encoding = choose_encoding(self.headers.get("Accept-Encoding"), ["zstd"])
            siblings = ["zstd"]
        sent_stat = sent.stat()
        headers = {"Content-Type": content_type(path)}
        if encoding:
            headers["Content-Encoding"] = encoding
        if siblings:
            headers["Vary"] = "Accept-Encoding"
        headers["Cache-Control"] = IMMUTABLE if content_hashed(path.name) else REVALIDATE
        tag = etag(sent, sent_stat)
        if encoding == "zstd":  # the same bytes as the unlabelled answer, but another representation
            tag = tag[:-1] + '-zstd"'
        headers["ETag"] = tag
        headers["Last-Modified"] = email.utils.formatdate(stat.st_mtime, usegmt=True)
        if self._not_modified(tag, stat.st_mtime):
            self._head(304, headers)
            self._log(304, 0, encoding)
            return
        headers["Content-Length"] = str(sent_stat.st_size)
        self._head(200, headers)
        written = 0
        if body:
            with open(sent, "rb") as file:
                try:
                    written = self.connection.sendfile(file)
                except (BrokenPipeError, ConnectionResetError):
                    self.close_connection = True
        self._log(200, written, encoding)

    def _not_modified(self, tag: str, mtime: float) -> bool:
        match = self.headers.get("If-None-Match")
        if match is not None:  # it wins over If-Modified-Since (RFC 9110, 13.2.2)
            tags = [t.strip().removeprefix("W/") for t in match.split(",")]
            return "*" in tags or tag in tags
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                when = email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError, IndexError, OverflowError):
                return False
            return int(mtime) <= when
        return False

    def _resolve(self) -> Path | None:
        """The file a request's path names inside the site folder (None: the join page), or Refused."""
        raw = self.path.split("?", 1)[0].split("#", 1)[0]
        if not raw.startswith("/"):
            raise Refused(400)
        try:
            decoded = unquote(raw, errors="strict")
        except UnicodeDecodeError:
            raise Refused(400) from None
        segments = decoded.split("/")[1:]
        if any(s in (".", "..") or "\0" in s or "\\" in s for s in segments):
            raise Refused(404)
        if raw.count("/") != decoded.count("/"):  # an encoded slash (%2f) is never a separator here
            raise Refused(404)
        if decoded == "/join.html":
            return None
        candidate = self.server.root.joinpath(*[s for s in segments if s])
        if self._inside(candidate, folder=True):
            if not self._inside(candidate / "index.html"):
                raise Refused(404)  # a folder without index.html: no listing
            if not decoded.endswith("/"):
                raise Refused(301, {"Location": raw + "/" + (self.path[len(raw):] if "?" in self.path else "")})
            candidate = candidate / "index.html"
        elif not self._inside(candidate):
            raise Refused(404)
        return candidate

    def _inside(self, path: Path, folder: bool = False) -> bool:
        """A regular file (or a folder) whose real path, symlinks resolved, lies inside the site folder."""
        try:
            real = path.resolve(strict=True)
        except (OSError, RuntimeError):
            return False
        return real.is_relative_to(self.server.root) and (real.is_dir() if folder else real.is_file())

    def _fresh(self, sibling: Path, original: os.stat_result) -> bool:
        """A sibling inside the site and not older than its file: a file changed after the build (a
        copy of the site edited by a test or a bench) is sent as it is, never as its stale sibling."""
        return self._inside(sibling) and sibling.stat().st_mtime_ns >= original.st_mtime_ns

    # -- writing
    def _head(self, status: int, headers: dict[str, str]) -> None:
        self.send_response_only(status)
        self.send_header("Date", self.date_time_string())
        self.send_header("Server", self.server_version)
        for key, value in headers.items():
            self.send_header(key, value)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()

    def _send_bytes(self, status: int, data: bytes, kind: str, body: bool, headers=None) -> None:
        self._head(status, {"Content-Type": kind, "Content-Length": str(len(data)), "Cache-Control": REVALIDATE,
                            **(headers or {})})
        if body:
            self.wfile.write(data)
        self._log(status, len(data) if body else 0, None)

    def _error(self, status: int, headers: dict[str, str], body: bool = True) -> None:
        phrase = self.responses.get(status, ("Error",))[0]
        data = f"{status} {phrase}\n".encode()
        self._send_bytes(status, data, "text/plain; charset=utf-8", body and self.command != "HEAD", headers)

    def _log(self, status: int, size: int, encoding: str | None) -> None:
        if self.server.log is not None:
            method = getattr(self, "command", None) or "-"
            path = getattr(self, "path", None) or "-"
            self.server.log(f"{self.address_string()} {method} {path} {status} {size} {encoding or '-'}")
