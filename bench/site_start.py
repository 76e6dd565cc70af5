"""The site's start, side by side in one run: Play now, a lesson, a kernel restart, and stock JupyterLite.

    .venv/bin/python bench/site_start.py [--site DIR] [--loads 7] [--no-stock] [--bytes] [--app-only]

Each round opens, one after the other and each in a fresh browser context (nothing cached, the network
cut as in the browser tests, requests only watched), given 2 s on a blank page first (litedriver.SETTLE_MS:
Chromium starts a new window's own WebUI then, which a student's open browser has done before):
- Play now's app page (app/<lang>.html, the languages in turn): the page's clock from its start to the
  first face-up card of the board, which answers a click from then on;
- lesson 1 in JupyterLab (en): page start -> board, and notebook shown -> board (Run All once the
  toolbar names the kernel, as bench/site.py does); then Kernel -> Restart, Clear Outputs, Run All in
  the same page: the restart's click -> the board again;
- stock JupyterLite (bench/site_stock.py, built into a temporary folder): page start -> the output of
  print(1) (Run All as for the lesson).
The loads of a round interleave, so all see the same machine; the load average is printed before each
round and at the end (the machine is shared: the figures depend on it). Then the median and the worst
of each measure. Without --site it builds the site first.

--bytes also counts what a cold load transfers (every response's body and headers, the page's and its
workers'): Play now's app page, and Play now in JupyterLab (the page the landing page opened before the
app page existed) with and without the snapshot (refused by a manifest that names other files, so
Python starts as it did without one).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "tests" / "site"))
sys.path.insert(0, str(REPO / "bench"))

from chromium import launch  # noqa: E402
from litedriver import BOARD_WATCH, SETTLE_MS, SiteServer, build_site, choose_menu, choose_run_all, open_notebook  # noqa: E402

from tripeaks_site.pages import app as site_app  # noqa: E402  (the repo put on sys.path by litedriver)
from tripeaks_site.pages import landing as site_landing  # noqa: E402
from tripeaks_site.snapshot import memory as site_snapshot  # noqa: E402
import site_stock  # noqa: E402

LANGS = ("en", "tr", "nb")
LESSON = "en/01-setup.ipynb"
PROXY = {"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"}
PRINTED = """
new MutationObserver((_, observer) => {
  const out = document.querySelector('.jp-OutputArea-output');
  if (out && out.textContent.trim() === '1') { window.__printedAt = performance.now(); observer.disconnect(); }
}).observe(document, { childList: true, subtree: true, characterData: true });
"""


def load() -> str:
    return "%.1f %.1f %.1f" % os.getloadavg()


def app_once(browser, server, lang: str) -> float:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=PROXY)
    try:
        context.add_init_script(BOARD_WATCH)
        page = context.new_page()
        page.wait_for_timeout(SETTLE_MS)  # the new window's own start first (litedriver.SETTLE_MS)
        page.goto(f"{server.url}{site_app.page_path(lang)}")
        page.wait_for_function("window.__boardVisibleAt !== undefined", timeout=180_000)
        if not page.evaluate("window.tripeaksApp?.snapshot?.used"):
            raise RuntimeError("the app page did not restore the snapshot")
        return page.evaluate("window.__boardVisibleAt")
    finally:
        context.close()


def lesson_once(browser, server, steps: list | None = None) -> tuple[float, float, float]:
    """(page start -> board, notebook shown -> board, restart -> board), ms. With steps (a list), appends
    {step: s from the restart's click} of the restart: the new worker's start, the loader's steps (its
    clock, from the worker's start), the bench's clicks and the board."""
    workers: list[tuple[float, str]] = []
    restored: list[tuple[float, str]] = []

    def on_worker(worker):
        workers.append((time.monotonic(), worker.url))
        worker.on("console", lambda m: restored.append((time.monotonic(), m.text))
                  if "memory snapshot" in m.text else None)

    context, page, _ = open_notebook(browser, server, LESSON, intercept=False, on_worker=on_worker,
                                     settle_ms=SETTLE_MS)
    try:
        shown = page.evaluate("performance.now()")
        choose_run_all(page)
        page.wait_for_function("window.__boardVisibleAt !== undefined", timeout=180_000)
        visible = page.evaluate("window.__boardVisibleAt")
        choose_menu(page, "Kernel", "Restart Kernel…")
        restart = page.locator(".jp-Dialog .jp-mod-accept", has_text="Restart")
        restart.wait_for()
        clicked = page.evaluate("performance.now()")
        clicked_at = time.monotonic()
        restart.click()
        page.wait_for_selector(".jp-Dialog", state="detached")
        closed_at = time.monotonic()
        choose_menu(page, "Edit", "Clear Outputs of All Cells")
        page.wait_for_function("!document.querySelector('.tp-root')", timeout=30_000)
        page.evaluate("window.__boardVisibleAt = undefined; " + BOARD_WATCH)
        choose_run_all(page)
        run_at = time.monotonic()
        page.wait_for_function("window.__boardVisibleAt !== undefined", timeout=180_000)
        board = page.evaluate("window.__boardVisibleAt") - clicked
        if steps is not None:
            found = {"dialog closed": closed_at - clicked_at, "Run All chosen": run_at - clicked_at,
                     "board": board / 1000}
            kernels = [at for at, url in workers if "comlink" in url and at > clicked_at]
            if kernels:
                found["worker created"] = kernels[0] - clicked_at
                lines = [text for at, text in restored if at > clicked_at]
                for part in (lines[0].split("(", 1)[1].rstrip(")").split(", ") if lines else []):
                    name, ms = part.rsplit(" ", 1)
                    found[name] = kernels[0] - clicked_at + int(ms) / 1000
            steps.append(found)
        return visible, visible - shown, board
    finally:
        context.close()


def stock_once(browser, server) -> float:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=PROXY)
    try:
        context.add_init_script(PRINTED)
        page = context.new_page()
        page.wait_for_timeout(SETTLE_MS)
        page.goto(f"{server.url}lab/index.html?path={site_stock.NOTEBOOK}")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
        choose_run_all(page)
        page.wait_for_function("window.__printedAt !== undefined", timeout=300_000)
        return page.evaluate("window.__printedAt")
    finally:
        context.close()


def bytes_once(browser, server, address: str, ready: str, refuse_snapshot: bool = False) -> tuple[int, int]:
    """(bytes, requests) a cold load of address transfers until the selector ready shows."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=PROXY)
    finished = []
    try:
        if refuse_snapshot:
            context.route(f"**/{site_snapshot.MANIFEST}", lambda route: route.fulfill(status=404, body=""))
        context.on("requestfinished", lambda request: finished.append(request))
        page = context.new_page()
        page.goto(server.url + address)
        page.wait_for_selector(ready, timeout=180_000)
        page.wait_for_timeout(2000)  # what is still on its way (the picture's update, fonts)
        total = 0
        for request in finished:
            sizes = request.sizes()
            total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        return total, len(finished)
    finally:
        context.close()


def summary(name: str, values: list[float]) -> str:
    return (f"{name}: median {statistics.median(values) / 1000:.2f} s, worst {max(values) / 1000:.2f} s "
            f"over {len(values)} cold loads ({', '.join(f'{v / 1000:.2f}' for v in values)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one now)")
    parser.add_argument("--loads", type=int, default=7)
    parser.add_argument("--no-stock", dest="stock", action="store_false")
    parser.add_argument("--bytes", action="store_true", help="also count the bytes of cold loads")
    parser.add_argument("--app-only", action="store_true", help="only Play now's app page (no lesson, no stock)")
    parser.add_argument("--against", type=Path,
                        help="another built site, measured in the same rounds (Play now, lesson, restart)")
    parser.add_argument("--breakdown", action="store_true",
                        help="print the restart's steps (s from the click, median over the loads)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    print(f"load average at start: {load()}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = Path(tmp) / "_output"
            build_site(site)
        print(f"site size: {sum(p.stat().st_size for p in site.rglob('*') if p.is_file()) / 1e6:.1f} MB", flush=True)
        servers = {"site": SiteServer(site).start()}
        if args.against:
            servers["against"] = SiteServer(args.against).start()
        if args.app_only:
            args.stock = False
        if args.stock:
            servers["stock"] = SiteServer(site_stock.build_stock(Path(tmp) / "stock")).start()
        figures: dict[str, list[float]] = {k: [] for k in ("app", "lesson", "lesson_after", "restart", "stock")}
        breakdown: list[dict] | None = [] if args.breakdown else None
        against: dict[str, list[float]] = {k: [] for k in ("app", "lesson", "lesson_after", "restart")}
        against_breakdown: list[dict] | None = [] if args.breakdown else None
        try:
            with sync_playwright() as playwright:
                browser = launch(playwright)
                if args.bytes:
                    play = f"{site_landing.PLAY['en']}.ipynb"
                    ready = ".tp-root .tp-card[data-slot]:not(.tp-back)"
                    for label, address, refuse in (
                        ("Play now, app page (snapshot)", site_app.page_path("en"), False),
                        ("Play now in JupyterLab, with the snapshot", f"lab/index.html?path=en/{play}", False),
                        ("Play now in JupyterLab, snapshot refused (as before it)", f"lab/index.html?path=en/{play}", True),
                    ):
                        if "JupyterLab" in label:  # JupyterLab's Play now runs when Shift+Enter is pressed
                            total, count = bytes_lab(browser, servers["site"], address, ready, refuse)
                        else:
                            total, count = bytes_once(browser, servers["site"], address, ready, refuse)
                        print(f"bytes, {label}: {total / 1e6:.2f} MB in {count} requests", flush=True)
                def measure_round(browser, server, into, steps, i):
                    """One round on one site: Play now's page, then (unless --app-only) a lesson and its restart."""
                    into["app"].append(app_once(browser, server, LANGS[i % len(LANGS)]))
                    if not args.app_only:
                        visible, after, restart = lesson_once(browser, server, steps)
                        into["lesson"].append(visible)
                        into["lesson_after"].append(after)
                        into["restart"].append(restart)

                for i in range(args.loads):
                    print(f"round {i + 1}, load average {load()}", flush=True)
                    measure_round(browser, servers["site"], figures, breakdown, i)
                    if args.stock:
                        figures["stock"].append(stock_once(browser, servers["stock"]))
                    print("  " + ", ".join(f"{k} {v[-1] / 1000:.2f} s" for k, v in figures.items() if v), flush=True)
                    if args.against:
                        measure_round(browser, servers["against"], against, against_breakdown, i)
                        print(f"  against {args.against}: "
                              + ", ".join(f"{k} {v[-1] / 1000:.2f} s" for k, v in against.items() if v), flush=True)
                browser.close()
        finally:
            for server in servers.values():
                server.stop()
    names = {"app": "Play now (app page): page start -> playable board",
             "lesson": "lesson 1: page start -> board",
             "lesson_after": "lesson 1: notebook shown -> board",
             "restart": "kernel restart -> board",
             "stock": "stock JupyterLite: page start -> print(1)"}
    for key, name in names.items():
        if figures[key]:
            print(summary(name, figures[key]))
    for key, name in names.items():
        if args.against and against.get(key):
            print(summary(f"against {args.against}: {name}", against[key]))
    for label, found in (("", breakdown), (f"against {args.against}: ", against_breakdown)):
        if found:
            print(f"{label}kernel restart, s from the restart's click (median over the loads):")
            for name in sorted({k for f in found for k in f},
                               key=lambda k: statistics.median(f[k] for f in found if k in f)):
                print(f"  {name}: {statistics.median(f[name] for f in found if name in f):.2f}")
    print(f"load average at end: {load()}")


def bytes_lab(browser, server, address: str, ready: str, refuse: bool) -> tuple[int, int]:
    """bytes_once for JupyterLab's Play now notebook: its cell is run with Run All once the kernel is named."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=PROXY)
    finished = []
    try:
        if refuse:
            context.route(f"**/{site_snapshot.MANIFEST}", lambda route: route.fulfill(status=404, body=""))
        context.on("requestfinished", lambda request: finished.append(request))
        page = context.new_page()
        page.goto(server.url + address)
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
        choose_run_all(page)
        page.wait_for_selector(ready, timeout=180_000)
        page.wait_for_timeout(2000)
        total = sum(r.sizes()["responseBodySize"] + r.sizes()["responseHeadersSize"] for r in finished)
        return total, len(finished)
    finally:
        context.close()


if __name__ == "__main__":
    main()
