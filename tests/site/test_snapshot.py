"""The memory snapshot (tripeaks_site/snapshot/memory.py) and Play now's app page (tripeaks_site/pages/app.py) in the built site.

- the snapshot is Pyodide 314's private API: the pinned Pyodide must be the one it was tested with;
- it carries nothing of the build machine (its paths, names, environment), and the check can find one;
- Play now's page in each language shows the board alone (no JupyterLab), from the restored snapshot, in
  the page's language; a move is kept in the browser (autosave) and offered back after a reload;
- a lesson in each language runs from the restored snapshot and its board plays and keeps its game;
- the stdlib zip and the archive a restored interpreter loads are the full ones with the bytecode of
  the heap's modules zeroed, nothing else changed;
- the snapshot goes out labelled ``Content-Encoding: zstd`` to a browser that accepts zstd, which unpacks
  it (the loader's decoder is not even loaded); to one that does not, the loader unpacks it;
- a stale snapshot (its manifest names other files) is refused with a console message, and Python
  starts the usual way from the full files: the board still plays.

Browser tests: one app page per language (a few seconds each), one lesson per language, one stale load.
"""

from __future__ import annotations

import io
import json
import tarfile
import zipfile

import pytest

from litedriver import REPO, SiteServer, choose_run_all, open_notebook, screenshot_on_failure, wait_for_all_cells

from tripeaks_site.pages import app as site_app  # noqa: E402  (the repo put on sys.path by litedriver)
from tripeaks_site.pages import landing as site_landing  # noqa: E402
from tripeaks_site.snapshot import memory as site_snapshot  # noqa: E402

from tripeaks_widget.engine.i18n import t

LANGS = ("en", "tr", "nb")
RESTORED = "tripeaks: memory snapshot restored"
REFUSED = "tripeaks: memory snapshot not used"
KEPT = "tripeaks-widget:record:"
KEPT_HEAP = "tripeaks-snapshot"  # the Cache Storage of the unpacked heap (snapshot-loader.mjs)
FACE_UP = ".tp-root .tp-card[data-slot]:not(.tp-back):not([hidden])"


def test_the_snapshot_is_made_with_the_pyodide_it_was_tested_with():
    """When package.json pins another Pyodide, the private snapshot API must be tried again by hand:
    this fails until site_snapshot.PYODIDE is moved with it."""
    pinned = json.loads((REPO / "package.json").read_text())["dependencies"]["pyodide"]
    assert pinned == site_snapshot.PYODIDE, (
        f"package.json pins Pyodide {pinned}, the memory snapshot was tested with {site_snapshot.PYODIDE}: "
        "check loadPyodide's _makeSnapshot/_loadSnapshot in the new version, then move PYODIDE")


def test_the_snapshot_matches_the_site_and_carries_nothing_of_the_build_machine(site_dir):
    pyodide = site_dir / "static" / "pyodide"
    manifest = json.loads((pyodide / site_snapshot.MANIFEST).read_text())
    assert site_snapshot.problems(site_dir) == []
    heap = site_snapshot.decompress((pyodide / site_snapshot.SNAPSHOT).read_bytes())
    assert site_snapshot.sha256(heap) == manifest["snapshot"] and len(heap) == manifest["heap_bytes"]
    strings = site_snapshot.build_machine_strings()
    assert str(REPO) in strings.values()
    assert site_snapshot.carried(heap, strings) == []
    # The check finds a build path where there is one.
    assert site_snapshot.carried(heap + str(REPO).encode(), strings) != []
    # What the loader writes again: nothing under the build's folders.
    assert all(not f["path"].startswith(str(REPO)) for f in manifest["files"])


def _app_page(browser, server, lang: str, route=None, **options):
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"}, **options)
    console: list[str] = []
    if route is not None:
        context.route(*route)
    page = context.new_page()
    page.on("worker", lambda worker: worker.on("console", lambda m: console.append(m.text)))
    page.on("console", lambda m: console.append(m.text))
    page.goto(f"{server.url}{site_app.page_path(lang)}")
    return context, page, console


def _play_a_card(page) -> None:
    """Click the stock (always a legal move at the start): the board redraws with one move. The kernel
    may still be running the notebook's other cells: the draw waits for them."""
    from playwright.sync_api import expect

    root = page.locator(".tp-root").first
    root.locator('.tp-stock[data-action="draw"]').click()
    expect(root.locator(".tp-moves")).to_have_text("1", timeout=120_000)


def _changed(full: bytes, held: bytes, spans: dict[str, tuple[int, int]]) -> list[str]:
    """The names whose data span differs between full and held; fails on any other difference, or a
    changed span that is not zeros."""
    assert len(full) == len(held)
    changed, rest_full, rest_held, at = [], [], [], 0
    for name, (start, end) in sorted(spans.items(), key=lambda item: item[1]):
        rest_full.append(full[at:start])
        rest_held.append(held[at:start])
        at = end
        if full[start:end] != held[start:end]:
            assert not any(held[start:end]), f"{name} is changed but not zeroed"
            changed.append(name)
    assert b"".join(rest_full) + full[at:] == b"".join(rest_held) + held[at:], "headers or directory changed"
    return changed


def test_a_restored_python_loads_the_full_files_with_the_heaps_bytecode_zeroed(site_dir):
    pyodide = site_dir / "static" / "pyodide"
    full = (pyodide / "python_stdlib.zip").read_bytes()
    spans = {}
    with zipfile.ZipFile(io.BytesIO(full)) as zf:
        for info in zf.infolist():
            at = info.header_offset
            start = at + 30 + int.from_bytes(full[at + 26:at + 28], "little") + int.from_bytes(full[at + 28:at + 30], "little")
            spans[info.filename] = (start, start + info.compress_size)
    in_zip = _changed(full, (pyodide / site_snapshot.HELD_STDLIB).read_bytes(), spans)
    full = (pyodide / "site-packages.tar").read_bytes()
    with tarfile.open(fileobj=io.BytesIO(full)) as tar:
        spans = {m.name: (m.offset_data, m.offset_data + m.size) for m in tar.getmembers() if m.isfile()}
    in_tar = _changed(full, (pyodide / site_snapshot.HELD_ARCHIVE).read_bytes(), spans)
    # Bytecode only (sources stay for tracebacks), the kernel's among it, and what no start imports kept.
    assert all(name.endswith(".pyc") for name in in_zip + in_tar), [n for n in in_zip + in_tar if not n.endswith(".pyc")]
    assert {"json/__init__.pyc", "asyncio/__init__.pyc"} <= set(in_zip), in_zip[:20]
    assert "IPython/core/interactiveshell.pyc" in in_tar and "statistics.pyc" not in in_zip
    manifest = json.loads((pyodide / site_snapshot.MANIFEST).read_text())
    assert manifest["held"]["stdlib_files"] == len(in_zip) and manifest["held"]["archive_files"] == len(in_tar)


@pytest.mark.parametrize("lang", LANGS)
def test_play_now_is_the_board_alone_restored_from_the_snapshot_in_the_pages_language(server, browser, lang):
    context, page, console = _app_page(browser, server, lang)
    try:
        with screenshot_on_failure(page, f"app-{lang}"):
            page.wait_for_selector(FACE_UP, timeout=120_000)
            assert page.evaluate("document.documentElement.lang") == lang
            assert page.locator(".jp-Notebook, .jp-Cell, .lm-MenuBar").count() == 0
            assert page.evaluate("window.tripeaksApp.snapshot.used") is True
            assert any(RESTORED in line for line in console), console
            root = page.locator(".tp-root").first
            assert t("ui_new_game", lang) in root.inner_text()
            _play_a_card(page)
            # Autosave: the move is kept in this browser under the notebook's seat, as in JupyterLab.
            keys = page.evaluate(f"Object.keys(localStorage).filter((k) => k.startsWith({KEPT!r}))")
            notebook = f"{lang}/{site_landing.PLAY[lang]}.ipynb"
            assert keys and all(k.startswith(f"{KEPT}{notebook}|") for k in keys), keys
            # The same game opens in JupyterLab from the page.
            lab = page.get_by_role("link", name=site_app.TEXT["open_lab"][lang])
            assert lab.get_attribute("href") == f"../lab/index.html?path={notebook}"
            if lang == "nb":  # a reload offers the kept game back (one language: the CI budget)
                page.reload()
                offer = page.locator(".tp-root .tp-offer")
                offer.wait_for(timeout=120_000)
                # ... and restores the heap the first load kept, instead of unpacking the snapshot again.
                steps = page.evaluate("window.tripeaksApp.snapshot.steps")
                assert "snapshot kept" in steps and "snapshot unpacked" not in steps, steps
                offer.get_by_role("button", name=t("ui_resume", lang)).click()
                page.wait_for_function("() => document.querySelector('.tp-root .tp-moves').textContent === '1'",
                                       timeout=30_000)
    finally:
        context.close()


def test_the_landing_pages_play_now_opens_the_app_page(site_dir):
    for lang in LANGS:
        assert f'href="{site_app.page_path(lang)}"' in (site_dir / f"{lang}.html").read_text(encoding="utf-8")
        assert (site_dir / site_app.page_path(lang)).exists()


@pytest.mark.parametrize("lang", LANGS)
def test_a_lesson_runs_from_the_snapshot_and_its_board_plays_and_is_kept(server, browser, lang):
    console: list[str] = []
    notebook = f"{lang}/01-setup.ipynb"
    context, page, network = open_notebook(
        browser, server, notebook,  # JupyterLab's menus in English (litedriver clicks them by name)
        on_worker=lambda worker: worker.on("console", lambda m: console.append(m.text)))
    try:
        with screenshot_on_failure(page, f"snapshot-lesson-{lang}"):
            choose_run_all(page)
            page.wait_for_selector(FACE_UP, timeout=180_000)
            assert any(RESTORED in line for line in console), console
            # Run All scrolls on, and JupyterLab leaves cells out of view empty: the board is brought back.
            wait_for_all_cells(page)
            from playwright.sync_api import expect

            root = page.locator(".tp-root").first
            root.scroll_into_view_if_needed()
            expect(root).to_contain_text(t("ui_new_game", lang), timeout=30_000)
            _play_a_card(page)
            keys = page.evaluate(f"Object.keys(localStorage).filter((k) => k.startsWith({KEPT!r}))")
            assert any(k.startswith(f"{KEPT}{notebook}|") for k in keys), keys
            assert network.outside == []
    finally:
        context.close()


@pytest.mark.parametrize("accepts_zstd", [True, False])
def test_the_snapshot_is_unpacked_by_the_browser_or_else_by_the_loader(site_dir, browser, accepts_zstd):
    lines: list[str] = []
    server = SiteServer(site_dir, log=lines.append).start()
    headers = {} if accepts_zstd else {"extra_http_headers": {"Accept-Encoding": "gzip, deflate, br"}}
    context, page, console = _app_page(browser, server, "en", **headers)
    try:
        with screenshot_on_failure(page, f"app-zstd-{accepts_zstd}"):
            page.wait_for_selector(FACE_UP, timeout=120_000)
            assert page.evaluate("window.tripeaksApp.snapshot.used") is True
            sent = [line.split() for line in lines if f" /static/pyodide/{site_snapshot.SNAPSHOT} " in line]
            assert [(words[3], words[-1]) for words in sent] == [("200", "zstd" if accepts_zstd else "-")], lines
            decoder = any(f"/static/pyodide/{site_snapshot.DECODER} " in line for line in lines)
            assert decoder is not accepts_zstd, lines
    finally:
        context.close()
        server.stop()


def test_a_stale_snapshot_is_refused_and_python_starts_the_usual_way(server, browser, site_dir):
    """The manifest says the snapshot was made from another site-packages archive (a build from other
    wheels): the loader refuses it, says so on the console, and starts Python itself. Also when a
    first load (with the right manifest) has kept the unpacked heap in the browser."""
    manifest = json.loads((site_dir / "static" / "pyodide" / site_snapshot.MANIFEST).read_text())
    stale = json.dumps({**manifest, "archive": "0" * 64})
    fetched: list[str] = []
    first = {"load": True}

    def route(request_route):
        fetched.append(request_route.request.url)
        if request_route.request.url.endswith(site_snapshot.MANIFEST) and not first["load"]:
            request_route.fulfill(status=200, content_type="application/json", body=stale)
        else:
            request_route.continue_()

    context, page, console = _app_page(browser, server, "en", route=("**/*", route))
    try:
        with screenshot_on_failure(page, "app-stale-snapshot"):
            page.wait_for_selector(FACE_UP, timeout=180_000)
            assert page.evaluate("window.tripeaksApp.snapshot.used") is True
            page.wait_for_function(f"caches.open({KEPT_HEAP!r}).then((c) => c.keys()).then((k) => k.length > 0)",
                                   timeout=30_000)
            first["load"] = False
            console.clear()
            page.reload()
            page.wait_for_selector(FACE_UP, timeout=180_000)
            assert page.evaluate("window.tripeaksApp.snapshot.used") is False
            refused = [line for line in console if REFUSED in line]
            assert refused and f"another {site_snapshot.HELD_ARCHIVE}" in refused[0], console
            # Python's usual start takes the full files, not those with the heap's modules zeroed.
            assert any(url.endswith("/site-packages.tar") for url in fetched), fetched
            assert not any(RESTORED in line for line in console)
            _play_a_card(page)
    finally:
        context.close()
