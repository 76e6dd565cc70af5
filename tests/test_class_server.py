"""The class server (tripeaks_site/server): each of its rules against a real socket, its precompressed
siblings, what `python -m tripeaks_site.server` prints and how Ctrl+C stops it, and the Pages workflow.

Raw sockets send the paths a browser would normalise away (``/../``, ``%2e%2e``, ``%2f``)."""

from __future__ import annotations

import gzip
import http.client
import io
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

import brotli
import pytest
import segno
import zstandard

from tripeaks_site.server import SiteServer
from tripeaks_site.server.address import lan_addresses
from tripeaks_site.server.handler import accepted, choose_encoding, content_hashed
from tripeaks_site.server.join import TEXT as JOIN_TEXT
from tripeaks_site.server.precompress import precompress

ROOT = Path(__file__).resolve().parents[1]
SECRET = "the teacher's private notes"
BUNDLE = "".join(f"export const card{i} = {{ rank: {i % 13}, suit: '{'cdhs'[i % 4]}' }};\n" for i in range(3000))


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """A small site: a start page, a folder with and one without index.html, a hashed bundle, a large
    text file, a wheel; beside it a secret file, reached from inside only by (relative) symlinks."""
    tmp_path = tmp_path_factory.mktemp("class-site")
    (tmp_path / "secret.txt").write_text(SECRET)
    (tmp_path / "private").mkdir()
    (tmp_path / "private" / "secret.txt").write_text(SECRET)
    root = tmp_path / "_output"
    (root / "lab").mkdir(parents=True)
    (root / "empty").mkdir()
    (root / "build").mkdir()
    (root / "index.html").write_text("<!doctype html><title>start</title>" + "<p>TriPeaks</p>" * 200)
    (root / "lab" / "index.html").write_text("<!doctype html><title>lab</title>")
    (root / "build" / "1234.a8fa7b2.js").write_text(BUNDLE)
    (root / "app.mjs").write_text(BUNDLE)
    (root / "tiny.json").write_text("{}")
    (root / "kernel.wasm").write_bytes(b"\0asm\1\0\0\0" + bytes(range(256)) * 64)
    (root / "pkg-1.0-py3-none-any.whl").write_bytes(gzip.compress(BUNDLE.encode()))
    (root / "snapshot.bin.zst").write_bytes(zstandard.ZstdCompressor().compress(BUNDLE.encode()))
    (root / "leak.txt").symlink_to("../secret.txt")
    (root / "outside").symlink_to("../private")
    (root / "inside.js").symlink_to("app.mjs")
    precompress(root)
    return tmp_path


@pytest.fixture()
def site(built, tmp_path) -> Path:
    """A fresh copy of the small site (brotli at quality 11 is slow to make it for each test)."""
    shutil.copytree(built, tmp_path / "copy", symlinks=True)
    return tmp_path / "copy" / "_output"


@pytest.fixture()
def served(site):
    lines: list[str] = []
    server = SiteServer(site, log=lines.append).start()
    yield server, lines
    server.stop()


def raw(server: SiteServer, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send request bytes as they are; the status, the headers (lower-case names) and the body."""
    with socket.create_connection(server.server_address, timeout=10) as conn:
        conn.sendall(request)
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in header_lines:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return int(status_line.split()[1]), headers, body


def get(server: SiteServer, path: str, method: str = "GET", **headers: str) -> tuple[int, dict[str, str], bytes]:
    lines = "".join(f"{name.replace('_', '-')}: {value}\r\n" for name, value in headers.items())
    return raw(server, f"{method} {path} HTTP/1.1\r\nHost: class\r\n{lines}Connection: close\r\n\r\n".encode())


# ---------------------------------------------------------------- the rules


def test_get_serves_the_start_page_and_head_the_same_headers_without_a_body(served, site):
    server, _ = served
    status, headers, body = get(server, "/")
    assert status == 200 and body == (site / "index.html").read_bytes()
    assert headers["content-type"] == "text/html; charset=utf-8"
    assert int(headers["content-length"]) == len(body)
    head_status, head_headers, head_body = get(server, "/", "HEAD")
    assert head_status == 200 and head_body == b""
    assert {k: v for k, v in head_headers.items() if k != "date"} == {k: v for k, v in headers.items() if k != "date"}


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"])
def test_methods_other_than_get_and_head_are_refused_405_and_change_nothing(served, site, method):
    server, _ = served
    before = (site / "index.html").read_bytes()
    status, headers, _ = raw(server, f"{method} /index.html HTTP/1.1\r\nHost: class\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello".encode())
    assert status == 405 and headers["allow"] == "GET, HEAD"
    assert (site / "index.html").read_bytes() == before
    assert sorted(p.name for p in site.iterdir() if p.name.startswith("index")) == ["index.html", "index.html.br",
                                                                                 "index.html.gz"]


def test_an_unknown_method_is_501_with_allow(served):
    server, _ = served
    status, headers, _ = get(server, "/", "BREW")
    assert status == 501 and headers["allow"] == "GET, HEAD"


def test_no_listing_a_folder_serves_its_index_or_nothing(served, site):
    server, _ = served
    status, _, body = get(server, "/lab/")
    assert status == 200 and body == (site / "lab" / "index.html").read_bytes()
    status, headers, _ = get(server, "/lab?path=en/play.ipynb")
    assert status == 301 and headers["location"] == "/lab/?path=en/play.ipynb"
    for path in ("/empty/", "/empty", "/build/"):
        status, _, body = get(server, path)
        assert status == 404, path
        assert b"1234.a8fa7b2.js" not in body


@pytest.mark.parametrize("path", [
    "/../secret.txt", "/lab/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/.%2e/secret.txt",
    "/..%2fsecret.txt", "/lab%2f..%2f..%2fsecret.txt", "/lab/%2e%2e%2f%2e%2e%2fsecret.txt",
    "/%252e%252e/secret.txt", "/..\\secret.txt", "/lab/..%5c..%5csecret.txt", "/%00/../secret.txt",
    "/leak.txt", "/outside/secret.txt", "/outside/", "//etc/passwd", "/%2fetc%2fpasswd",
])
def test_nothing_outside_the_site_by_dots_encoded_dots_or_symlinks(served, path):
    server, _ = served
    status, _, body = get(server, path)
    assert status in (400, 404), (path, status)
    assert SECRET.encode() not in body and b"root:" not in body


def test_a_symlink_inside_the_site_is_served(served, site):
    server, _ = served
    status, headers, body = get(server, "/inside.js")
    assert status == 200 and body == (site / "app.mjs").read_bytes()
    assert headers["content-type"] == "text/javascript; charset=utf-8"


def test_each_request_is_logged_in_one_line(served, site):
    server, lines = served
    get(server, "/app.mjs", Accept_Encoding="gzip, br")
    get(server, "/app.mjs", "HEAD")
    get(server, "/nowhere.js")
    get(server, "/", "POST")
    assert len(lines) == 4 and all("\n" not in line for line in lines)
    br_size = (site / "app.mjs.br").stat().st_size
    assert lines[0] == f"127.0.0.1 GET /app.mjs 200 {br_size} br"
    assert lines[1] == "127.0.0.1 HEAD /app.mjs 200 0 -"
    assert re.fullmatch(r"127\.0\.0\.1 GET /nowhere\.js 404 \d+ -", lines[2])
    assert re.fullmatch(r"127\.0\.0\.1 POST / 405 \d+ -", lines[3])


def test_the_types_the_site_needs(served):
    server, _ = served
    assert get(server, "/app.mjs")[1]["content-type"] == "text/javascript; charset=utf-8"
    assert get(server, "/kernel.wasm")[1]["content-type"] == "application/wasm"
    assert get(server, "/pkg-1.0-py3-none-any.whl")[1]["content-type"] == "application/zip"
    assert get(server, "/tiny.json")[1]["content-type"] == "application/json; charset=utf-8"
    # A sibling asked for by name is bytes, never JavaScript the browser would run undecoded.
    assert get(server, "/app.mjs.br")[1]["content-type"] == "application/octet-stream"
    assert get(server, "/app.mjs.gz")[1]["content-type"] == "application/gzip"


# ---------------------------------------------------------------- encodings


@pytest.mark.parametrize(("header", "expected"), [
    ("gzip, deflate, br, zstd", "br"), ("gzip, deflate", "gzip"), ("br;q=0, gzip", "gzip"),
    ("gzip;q=0.8, br;q=0.5", "gzip"), ("br;q=0.5, gzip;q=0.5", "br"), ("identity", None), ("*", "br"),
    ("*;q=0.5, identity", None), ("br;q=0, gzip;q=0, *;q=0", None), ("", None), (None, None),
    ("br;q=abc, gzip", "gzip"), ("x-gzip", "gzip"), ("BR", "br"), ("deflate", None), ("br;q=2, gzip", "gzip"),
])
def test_accept_encoding_is_read_with_its_q_values(header, expected):
    assert choose_encoding(header, ["br", "gzip"]) == expected


def test_an_encoding_is_chosen_only_among_the_siblings_there():
    assert choose_encoding("gzip, br", ["gzip"]) == "gzip"
    assert choose_encoding("br", ["gzip"]) is None
    assert choose_encoding("gzip, br", []) is None
    assert accepted("gzip;q=0.3, br") == {"gzip": 0.3, "br": 1.0}


@pytest.mark.parametrize(("header", "encoding", "decode"), [
    ("gzip, deflate, br", "br", brotli.decompress), ("gzip, deflate", "gzip", gzip.decompress),
    ("identity", None, lambda data: data),
])
def test_the_best_accepted_sibling_is_sent_with_its_headers(served, site, header, encoding, decode):
    server, _ = served
    status, headers, body = get(server, "/app.mjs", Accept_Encoding=header)
    assert status == 200 and decode(body) == (site / "app.mjs").read_bytes()
    assert headers.get("content-encoding") == encoding
    assert headers["vary"] == "Accept-Encoding"
    assert headers["content-type"] == "text/javascript; charset=utf-8"
    assert int(headers["content-length"]) == len(body)
    if encoding:
        assert len(body) < (site / "app.mjs").stat().st_size / 3


def test_a_file_without_siblings_is_sent_as_it_is(served, site):
    server, _ = served
    status, headers, body = get(server, "/tiny.json", Accept_Encoding="br, gzip")
    assert status == 200 and body == b"{}" and "content-encoding" not in headers and "vary" not in headers
    status, headers, body = get(server, "/pkg-1.0-py3-none-any.whl", Accept_Encoding="br, gzip")
    assert "content-encoding" not in headers and body == (site / "pkg-1.0-py3-none-any.whl").read_bytes()


@pytest.mark.parametrize(("header", "encoding"), [
    ("gzip, deflate, br, zstd", "zstd"), ("gzip, deflate, br", None), ("zstd;q=0, br", None), ("", None),
])
def test_a_zstd_file_is_labelled_zstd_for_a_browser_that_unpacks_it(served, site, header, encoding):
    # The memory snapshot: the same bytes either way; labelled, the browser unpacks them, else the loader does.
    server, _ = served
    status, headers, body = get(server, "/snapshot.bin.zst", Accept_Encoding=header)
    assert status == 200 and body == (site / "snapshot.bin.zst").read_bytes()
    assert zstandard.ZstdDecompressor().decompress(body) == BUNDLE.encode()
    assert headers.get("content-encoding") == encoding
    assert headers["vary"] == "Accept-Encoding" and headers["content-type"] == "application/zstd"
    assert int(headers["content-length"]) == len(body)
    # Each representation has its own validator, and each is answered 304 when it is sent back.
    plain = get(server, "/snapshot.bin.zst", Accept_Encoding="gzip")[1]["etag"]
    assert (headers["etag"] != plain) is (encoding == "zstd")
    assert get(server, "/snapshot.bin.zst", Accept_Encoding=header, If_None_Match=headers["etag"])[0] == 304


def test_a_sibling_symlinked_out_of_the_site_is_never_sent(served, site, tmp_path):
    server, _ = served
    (site / "app.mjs.br").unlink()
    (tmp_path / "evil.br").write_bytes(brotli.compress(SECRET.encode()))
    (site / "app.mjs.br").symlink_to(tmp_path / "evil.br")
    status, headers, body = get(server, "/app.mjs", Accept_Encoding="br")
    assert status == 200 and "content-encoding" not in headers and body == (site / "app.mjs").read_bytes()


def test_a_file_changed_after_its_siblings_is_sent_as_it_is(served, site):
    server, _ = served
    (site / "app.mjs").write_text("export const changed = true;\n")
    status, headers, body = get(server, "/app.mjs", Accept_Encoding="gzip, br")
    assert status == 200 and body == b"export const changed = true;\n" and "content-encoding" not in headers


# ---------------------------------------------------------------- caching


@pytest.mark.parametrize(("name", "hashed"), [
    ("1.a8fa7b2.js", True), ("1031.b91a70b.js", True), ("remoteEntry.5cbb9d2323598fbda535.js", True),
    ("coincident.worker.8cc041379012b115.js", True), ("main.15ebcf03.js", True), ("2.3dbf81c0.js", True),
    ("style.0123abc.css", True), ("pyodide.asm.wasm", False), ("pyodide.asm.mjs", False),
    ("bootstrap.js", False), ("index.html", False), ("service-worker.js", False), ("page.mjs", False),
    ("jupyter-lite.json", False), ("third-party-licenses.json", False), ("snapshot.bin.zst", False),
    ("tripeaks_widget-0.1.0-py3-none-any.whl", False), ("app.defaced.js", False), ("1.a8fa7b.js", False),
    ("1.A8FA7B2.js", False), ("1.a8fa7b2.html", False), ("a8fa7b2.js", False),
])
def test_which_names_carry_a_content_hash(name, hashed):
    assert content_hashed(name) is hashed


def test_hashed_names_are_immutable_the_rest_revalidated_with_304(served, site):
    server, _ = served
    _, headers, _ = get(server, "/build/1234.a8fa7b2.js", Accept_Encoding="br")
    assert headers["cache-control"] == "public, max-age=31536000, immutable"
    status, headers, body = get(server, "/app.mjs", Accept_Encoding="br")
    assert headers["cache-control"] == "no-cache"
    tag, modified = headers["etag"], headers["last-modified"]
    status, again, body = get(server, "/app.mjs", Accept_Encoding="br", If_None_Match=tag)
    assert status == 304 and body == b"" and again["etag"] == tag and again["vary"] == "Accept-Encoding"
    assert get(server, "/app.mjs", "HEAD", Accept_Encoding="br", If_None_Match=tag)[0] == 304
    assert get(server, "/app.mjs", Accept_Encoding="br", If_Modified_Since=modified)[0] == 304
    # Another representation has another tag: the gzip one is not the brotli one.
    status, gz, _ = get(server, "/app.mjs", Accept_Encoding="gzip", If_None_Match=tag)
    assert status == 200 and gz["etag"] != tag
    # A changed file: a new tag, sent again (If-None-Match wins over an If-Modified-Since that would match).
    (site / "app.mjs").write_text(BUNDLE + "// changed\n")
    precompress(site)
    status, changed, body = get(server, "/app.mjs", Accept_Encoding="br", If_None_Match=tag,
                                If_Modified_Since="Fri, 01 Jan 2100 00:00:00 GMT")
    assert status == 200 and changed["etag"] != tag and brotli.decompress(body).endswith(b"// changed\n")


# ---------------------------------------------------------------- precompress


def test_precompress_writes_smaller_siblings_of_text_and_wasm_only(site):
    names = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.suffix in (".br", ".gz"))
    assert names == sorted([
        "app.mjs.br", "app.mjs.gz", "build/1234.a8fa7b2.js.br", "build/1234.a8fa7b2.js.gz", "index.html.br",
        "index.html.gz", "kernel.wasm.br", "kernel.wasm.gz", "lab/index.html.br",
    ])  # not lab/index.html.gz nor tiny.json's (not smaller), nor the wheel's or the symlinks'.
    assert brotli.decompress((site / "app.mjs.br").read_bytes()) == BUNDLE.encode()
    assert gzip.decompress((site / "app.mjs.gz").read_bytes()) == BUNDLE.encode()


def test_precompress_packs_the_plain_archives_the_build_leaves_for_the_wire(site):
    tar = io.BytesIO()
    with tarfile.open(fileobj=tar, mode="w", format=tarfile.USTAR_FORMAT) as archive:
        info = tarfile.TarInfo("pkg/mod.py")
        info.size = len(BUNDLE)
        archive.addfile(info, io.BytesIO(BUNDLE.encode()))
    stored = io.BytesIO()
    with zipfile.ZipFile(stored, "w", zipfile.ZIP_STORED) as zf:
        zf.writestr("mod.py", BUNDLE * 3)
    (site / "site-packages.tar").write_bytes(tar.getvalue())
    (site / "python_stdlib.zip").write_bytes(stored.getvalue())
    precompress(site)
    for name in ("site-packages.tar", "python_stdlib.zip"):
        plain = (site / name).read_bytes()
        assert brotli.decompress((site / f"{name}.br").read_bytes()) == plain
        assert gzip.decompress((site / f"{name}.gz").read_bytes()) == plain
        assert (site / f"{name}.br").stat().st_size < len(plain) / 3


def test_precompress_again_refreshes_and_counts_and_leaves_real_archives_alone(site):
    (site / "site-packages.tar.gz").write_bytes(gzip.compress(BUNDLE.encode()))  # a real archive, no .tar beside
    archive = (site / "site-packages.tar.gz").read_bytes()
    (site / "app.mjs").write_text("1;\n")  # no longer worth compressing
    totals = precompress(site)
    assert (site / "site-packages.tar.gz").read_bytes() == archive
    assert not (site / "app.mjs.gz").exists() and not (site / "app.mjs.br").exists()
    assert brotli.decompress((site / "index.html.br").read_bytes()) == (site / "index.html").read_bytes()
    plain = sum(p.stat().st_size for p in site.rglob("*") if p.suffix in (".html", ".mjs", ".js", ".json", ".wasm")
                and not p.is_symlink())
    assert totals.files == 6 and totals.plain == plain
    assert totals.sent["br"] < totals.sent["gzip"] < totals.plain


def test_precompress_on_the_command_line(site):
    result = subprocess.run([sys.executable, "-m", "tripeaks_site.server.precompress", str(site)],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0 and re.search(r"6 files, .* MB as they are; br .* MB \(\d+%\)", result.stdout)
    missing = subprocess.run([sys.executable, "-m", "tripeaks_site.server.precompress", str(site / "nowhere")],
                             capture_output=True, text=True, cwd=ROOT)
    assert missing.returncode == 2 and "no site folder" in missing.stderr


# ---------------------------------------------------------------- the command


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start(site: Path, *args: str) -> tuple[subprocess.Popen, list[str]]:
    process = subprocess.Popen([sys.executable, "-m", "tripeaks_site.server", "--dir", str(site), *args],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = []
    while not any(line.startswith(("The start page:", "The join page")) for line in lines):
        line = process.stdout.readline()
        assert line, f"the server printed {lines} and stopped: {process.stderr.read()}"
        lines.append(line.rstrip("\n"))
    return process, lines


def stop(process: subprocess.Popen, port: int, how: int = signal.SIGINT) -> None:
    process.send_signal(how)
    started = time.monotonic()
    assert process.wait(timeout=5) == 0
    assert time.monotonic() - started < 3
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", port), timeout=2)
    with socket.socket() as again:  # the port is free for the next server
        again.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        again.bind(("127.0.0.1", port))


def test_make_serve_prints_the_start_page_on_loopback_and_ctrl_c_stops_it(site):
    port = free_port()
    process, lines = start(site, "--port", str(port))
    try:
        assert f"The start page: http://127.0.0.1:{port}/" in lines
        assert not any("01-setup" in line or "0.0.0.0" in line for line in lines)
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request("GET", "/")
        response = connection.getresponse()
        assert response.status == 200 and response.read() == (site / "index.html").read_bytes()
        connection.close()
    finally:
        stop(process, port)
    log = process.stderr.read()
    assert re.search(rf"127\.0\.0\.1 GET / 200 {(site / 'index.html').stat().st_size} -\n", log)


def test_ctrl_c_stops_it_even_where_sigint_was_ignored_and_so_does_sigterm(site):
    for how in (signal.SIGINT, signal.SIGTERM):
        port = free_port()
        # A shell's background job starts with SIGINT ignored; the server takes it back.
        process = subprocess.Popen([sys.executable, "-m", "tripeaks_site.server", "--dir", str(site), "--port",
                                    str(port)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
        assert process.stdout.readline().startswith("Serving the TriPeaks site")
        while not process.stdout.readline().startswith("For a class"):
            pass
        stop(process, port, how)
        assert process.stdout.read().strip() == "Stopped."


def test_serving_a_class_prints_the_network_address_its_qr_and_the_join_page(site):
    port = free_port()
    process, lines = start(site, "--host", "0.0.0.0", "--port", str(port))
    try:
        addresses = lan_addresses()
        url = f"http://{addresses[0] if addresses else '127.0.0.1'}:{port}/"
        assert lines[1] == f"Students open: {url}"
        assert [line.split()[-1] for line in lines if line.strip().startswith("or:")] == \
            [f"http://{a}:{port}/" for a in addresses[1:]]
        assert lines[-1] == f"The join page to project: {url}join.html"
        # The drawn code is the address's: segno's own drawing of it, line for line.
        drawn = [line for line in lines if set(line) <= set("█▀▄ ") and line.strip()]
        expected = segno.make_qr(url, error="m")
        out = io.StringIO()
        expected.terminal(out=out, compact=True, border=2)
        assert drawn == [line for line in out.getvalue().splitlines() if line.strip()]
        # The address students type reaches the start page, the join page shows it in three languages.
        host = url.split("//")[1].split(":")[0]
        connection = http.client.HTTPConnection(host, port, timeout=10)
        connection.request("GET", "/")
        assert connection.getresponse().read() == (site / "index.html").read_bytes()
        connection.request("GET", "/join.html")
        response = connection.getresponse()
        page = response.read().decode()
        assert response.status == 200 and response.getheader("Content-Type") == "text/html; charset=utf-8"
        # Its QR code is the address's, scaled by the page (a viewBox, no fixed size).
        assert page.count(url) >= 3 and expected.svg_inline(border=4, omitsize=True, title=url) in page
        assert 'viewBox="0 0 ' in page
        for lang, words in JOIN_TEXT.items():
            for text in words.values():
                assert f'lang="{lang}"' in page and text.replace("'", "&#x27;") in page
        connection.close()
    finally:
        stop(process, port)


def test_the_command_refuses_a_missing_site_and_a_busy_port(site, tmp_path):
    result = subprocess.run([sys.executable, "-m", "tripeaks_site.server", "--dir", str(tmp_path / "none")],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 2 and "run `make site` first" in result.stderr
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        result = subprocess.run([sys.executable, "-m", "tripeaks_site.server", "--dir", str(site),
                                 "--port", str(busy.getsockname()[1])], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 2 and "cannot listen on 127.0.0.1" in result.stderr


def test_make_serve_stays_on_loopback_and_serve_class_binds_the_network():
    serve = subprocess.run(["make", "-n", "-o", "site", "serve"], cwd=ROOT, capture_output=True, text=True).stdout
    assert "-m tripeaks_site.server --dir _output --port 8000" in serve and "--host" not in serve
    cls = subprocess.run(["make", "-n", "-o", "site", "serve-class"], cwd=ROOT, capture_output=True, text=True).stdout
    assert "-m tripeaks_site.server --dir _output --host 0.0.0.0 --port 8000" in cls
    one = subprocess.run(["make", "-n", "-o", "site", "serve-class", "HOST=192.168.1.20"], cwd=ROOT,
                         capture_output=True, text=True).stdout
    assert "--host 192.168.1.20" in one
    shell = subprocess.run(["make", "-n", "-o", "site", "serve-class"], cwd=ROOT, capture_output=True, text=True,
                           env={**os.environ, "HOST": "laptop.example"}).stdout
    assert "--host 0.0.0.0" in shell  # a shell's exported HOST (a host name) is not an address to bind


# ---------------------------------------------------------------- GitHub Pages


def test_the_pages_workflow_is_valid_and_builds_the_site_with_make():
    workflow = ROOT / ".github" / "workflows" / "pages.yml"
    checker = shutil.which("check-jsonschema", path=str(Path(sys.executable).parent)) or shutil.which("check-jsonschema")
    assert checker, "check-jsonschema is missing: pip install -e '.[dev]'"
    result = subprocess.run([checker, "--builtin-schema", "vendor.github-workflows", str(workflow)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    text = workflow.read_text()
    assert "make site" in text and "actions/upload-pages-artifact" in text and "actions/deploy-pages" in text
    assert re.search(r"path:\s*_output", text)
    # The schema check catches a broken workflow (the test could fail).
    broken = Path(os.environ.get("TMPDIR", "/tmp")) / f"broken-{os.getpid()}.yml"
    broken.write_text(text.replace("runs-on:", "runs_on:", 1))
    try:
        assert subprocess.run([checker, "--builtin-schema", "vendor.github-workflows", str(broken)],
                              capture_output=True, text=True).returncode != 0
    finally:
        broken.unlink()


# -- the QR code, read back by a decoder of its own (zxing-cpp), as a student's phone reads it --------------

def terminal_image(lines: list[str], scale: int = 8):
    """The terminal's half-block drawing as a grey image: each character is two modules (top, bottom).
    The quiet zone around the code is drawn in the light colour, so its first character says which is light."""
    import numpy

    light = lines[0][0]
    halves = {"█": (1, 1), "▀": (1, 0), "▄": (0, 1), " ": (0, 0)}
    rows = []
    for line in lines:
        top, bottom = zip(*(halves[char] for char in line))
        rows += [top, bottom]
    on = numpy.array(rows, dtype=numpy.uint8)
    modules = on if halves[light] == (1, 1) else 1 - on  # 1 where the module is light
    return numpy.kron(modules * 255, numpy.ones((scale, scale), dtype=numpy.uint8))


def decoded(image) -> list[str]:
    import zxingcpp

    return [result.text for result in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)]


def test_the_terminal_qr_code_decodes_to_the_address_students_type(site):
    """The code the command draws, parsed from what it prints, decodes to the printed address (zxing-cpp,
    not segno, reads it; the join page's code, as Chromium draws it: tests/site/test_join_page.py)."""
    port = free_port()
    process, lines = start(site, "--host", "0.0.0.0", "--port", str(port))
    try:
        url = lines[1].removeprefix("Students open: ")
        drawn = [line for line in lines if set(line) <= set("█▀▄ ") and line.strip()]
        assert decoded(terminal_image(drawn)) == [url]
    finally:
        stop(process, port)
