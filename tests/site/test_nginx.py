"""The nginx server block of docs/classroom.md ("Serving a class"), run as documented.

The block is taken from the doc exactly (the fenced block after its marker); only its ``listen`` and
``root`` lines are changed, as the doc tells a teacher to, to a free port of 127.0.0.1 and the built site.
Debian's nginx runs it in a minimal nginx.conf of the test's own (its pid, logs and temporary folders in a
temporary folder). Where the brotli module is installed, the test removes the ``#`` before ``brotli_static``
as the doc says, and checks brotli too. Then over a real socket: the types of .mjs, .wasm and .whl, the
.gz (and .br) files sent with Content-Encoding, the zstd snapshot labelled zstd for a browser that accepts it,
revalidation answered 304, and the hashed bundles' immutable
caching; then Play now opened through nginx in Chromium until its board answers a click, and lesson 1
run whole.

Without nginx (or, in CI, without the brotli module) the test skips locally and fails with
TRIPEAKS_REQUIRE_BROWSER=1, as .ci/run sets (it installs both).
"""

from __future__ import annotations

import gzip
import http.client
import os
import re
import shutil
import socket
import subprocess
import time
from pathlib import Path

import brotli
import pytest

REPO = Path(__file__).resolve().parents[2]
DOC = REPO / "docs" / "classroom.md"
MARKER = "<!-- nginx server block: tests/site/test_nginx.py runs exactly this text -->"
NGINX = os.environ.get("TRIPEAKS_NGINX", "/usr/sbin/nginx")
BROTLI_MODULE = Path("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so")
REQUIRED = os.environ.get("TRIPEAKS_REQUIRE_BROWSER") == "1"


def documented_block() -> str:
    text = DOC.read_text(encoding="utf-8")
    assert MARKER in text, f"docs/classroom.md lost its marker {MARKER!r}"
    match = re.match(r"\s*```nginx\n(.*?)\n```", text[text.index(MARKER) + len(MARKER):], re.S)
    assert match, "no ```nginx block right after the marker in docs/classroom.md"
    return match.group(1)


def missing(reason: str) -> None:
    if REQUIRED:
        pytest.fail(reason)
    pytest.skip(reason)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Nginx:
    """nginx serving the site with the documented block; .url as SiteServer has it (for litedriver)."""

    def __init__(self, site: Path, scratch: Path, with_brotli: bool):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        block = documented_block()
        assert block.count("listen 80;") == 1 and block.count("root /srv/tripeaks/_output;") == 1
        block = block.replace("listen 80;", f"listen 127.0.0.1:{self.port};")
        block = block.replace("root /srv/tripeaks/_output;", f"root {site};")
        if with_brotli:
            assert block.count("# brotli_static on;") == 1
            block = block.replace("# brotli_static on;", "brotli_static on;")
        (scratch / "tripeaks.conf").write_text(block)
        user = "user root;\n" if os.geteuid() == 0 else ""  # workers must read the test's folders
        modules = f"load_module {BROTLI_MODULE};\n" if with_brotli else ""
        (scratch / "nginx.conf").write_text(
            f"{user}{modules}daemon off;\npid {scratch}/nginx.pid;\nerror_log stderr;\nevents {{}}\n"
            f"http {{\n    access_log {scratch}/access.log;\n"
            + "".join(f"    {kind}_temp_path {scratch}/{kind};\n"
                      for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
            + f"    include {scratch}/tripeaks.conf;\n}}\n")
        self.args = [NGINX, "-p", str(scratch), "-c", str(scratch / "nginx.conf")]
        check = subprocess.run([*self.args, "-t"], capture_output=True, text=True)
        assert check.returncode == 0, f"nginx -t refuses the documented block:\n{check.stderr}"
        self.process = subprocess.Popen(self.args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                assert self.process.poll() is None, f"nginx stopped: {self.process.stderr.read()}"
                assert time.monotonic() < deadline, "nginx did not listen within 10 s"
                time.sleep(0.1)

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


@pytest.fixture(scope="module")
def nginx(site_dir, tmp_path_factory):
    if not (os.path.exists(NGINX) or shutil.which(NGINX)):
        missing(f"no nginx at {NGINX} (apt-get install -y nginx)")
    with_brotli = BROTLI_MODULE.exists()
    if REQUIRED and not with_brotli:
        pytest.fail(f"no brotli module at {BROTLI_MODULE} (apt-get install -y libnginx-mod-http-brotli-static)")
    if not any(site_dir.rglob("*.mjs.gz")):
        pytest.fail(f"the site at {site_dir} has no .gz files: python -m tripeaks_site.server.precompress {site_dir}")
    server = Nginx(site_dir, tmp_path_factory.mktemp("nginx"), with_brotli)
    yield server
    server.stop()


def fetch(server: Nginx, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        connection.request("GET", path, headers={k.replace("_", "-"): v for k, v in headers.items()})
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def test_the_documented_block_serves_the_types_the_site_needs(nginx, site_dir):
    mjs = "/static/pyodide/pyodide.mjs"
    status, headers, _ = fetch(nginx, mjs)
    assert status == 200 and headers["content-type"].split(";")[0] == "text/javascript"
    assert fetch(nginx, "/static/pyodide/pyodide.asm.wasm")[1]["content-type"] == "application/wasm"
    wheel = next((site_dir / "pypi").glob("*.whl")).relative_to(site_dir).as_posix()
    assert fetch(nginx, f"/{wheel}")[1]["content-type"] == "application/zip"
    assert fetch(nginx, "/lab/")[0] == 200


def test_the_precompressed_files_are_sent_with_their_encoding(nginx, site_dir):
    path = "static/pyodide/pyodide.asm.mjs"
    plain = (site_dir / path).read_bytes()
    status, headers, body = fetch(nginx, f"/{path}", Accept_Encoding="gzip")
    assert status == 200 and headers["content-encoding"] == "gzip" and "accept-encoding" in headers["vary"].lower()
    assert int(headers["content-length"]) == len(body) == (site_dir / f"{path}.gz").stat().st_size
    assert gzip.decompress(body) == plain and headers["content-type"].startswith("text/javascript")
    status, headers, body = fetch(nginx, f"/{path}")
    assert "content-encoding" not in headers and body == plain
    if BROTLI_MODULE.exists():
        status, headers, body = fetch(nginx, f"/{path}", Accept_Encoding="gzip, deflate, br")
        assert headers["content-encoding"] == "br" and brotli.decompress(body) == plain
        assert int(headers["content-length"]) == (site_dir / f"{path}.br").stat().st_size


@pytest.mark.parametrize(("accept", "encoding"), [("gzip, deflate, br, zstd", "zstd"), ("gzip, deflate, br", None)])
def test_the_zstd_snapshot_is_labelled_for_a_browser_that_accepts_zstd(nginx, site_dir, accept, encoding):
    path = "static/pyodide/snapshot.bin.zst"
    status, headers, body = fetch(nginx, f"/{path}", Accept_Encoding=accept)
    assert status == 200 and body == (site_dir / path).read_bytes()
    assert headers.get("content-encoding") == encoding and headers["cache-control"] == "no-cache"
    assert "accept-encoding" in headers["vary"].lower()


def test_revalidation_is_answered_304_and_hashed_bundles_are_immutable(nginx, site_dir):
    status, headers, _ = fetch(nginx, "/index.html", Accept_Encoding="gzip")
    assert headers["cache-control"] == "no-cache" and headers.get("etag")
    status, again, body = fetch(nginx, "/index.html", Accept_Encoding="gzip", If_None_Match=headers["etag"])
    assert status == 304 and body == b""
    # nginx's if_modified_since is "exact": the date of the same file (here the .gz one) gets a 304.
    status, _, _ = fetch(nginx, "/index.html", Accept_Encoding="gzip", If_Modified_Since=headers["last-modified"])
    assert status == 304
    bundle = next(p for p in sorted((site_dir / "build").glob("*.js")) if re.fullmatch(r"\d+\.[0-9a-f]{7,}\.js", p.name))
    status, headers, _ = fetch(nginx, f"/build/{bundle.name}", Accept_Encoding="gzip")
    assert status == 200 and headers["cache-control"] == "public, max-age=31536000, immutable"
    remote = next(site_dir.glob("extensions/*/static/remoteEntry.*.js")).relative_to(site_dir).as_posix()
    assert fetch(nginx, f"/{remote}")[1]["cache-control"] == "public, max-age=31536000, immutable"
    assert fetch(nginx, "/static/pyodide/pyodide.asm.wasm")[1]["cache-control"] == "no-cache"


def test_play_now_through_nginx_shows_a_board_that_answers_a_click(nginx, browser):
    """Play now from the English start page, through nginx with the documented block, the network cut."""
    context = browser.new_context(proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
    failed: list[str] = []
    context.on("response", lambda response: response.status >= 400 and failed.append(f"{response.status} {response.url}"))
    try:
        page = context.new_page()
        page.goto(f"{nginx.url}en.html")
        page.get_by_role("link", name="Play now").click()
        board = page.locator(".tp-root").first
        page.wait_for_selector(".tp-root .tp-card[data-slot]:not(.tp-back)", timeout=180_000)
        before = board.get_attribute("data-version")
        board.locator(".tp-stock").click()
        page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[board.element_handle(), before],
                               timeout=30_000)
        assert failed == []
    finally:
        context.close()


def test_lesson_1_runs_through_nginx(nginx, browser):
    """Lesson 1 in English through nginx: Run All, every cell runs without an error, a board shows, and
    nothing is asked of the internet or refused."""
    from litedriver import error_outputs, open_notebook, run_all_cells

    context, page, network = open_notebook(browser, nginx, "en/01-setup.ipynb")
    try:
        run_all_cells(page)
        page.wait_for_selector(".tp-root .tp-card[data-slot]:not(.tp-back)", timeout=60_000)
        assert error_outputs(page) == []
        assert network.outside == [] and network.failed == []
    finally:
        context.close()
