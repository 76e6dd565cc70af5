"""The bytes a cold load of the site sends through the class server, plain, gzip and brotli.

    .venv/bin/python bench/site_bytes.py --site DIR [--lang en]

DIR is a built site (`make site`; the build writes its .br/.gz siblings, or run
`python -m tripeaks_site.server.precompress DIR` on an older one). Headless Chromium, in a fresh
context (nothing cached, the network cut as in the browser tests), opens the start page, then Play
now (app/<lang>.html) until the board shows a face-up card it answers clicks on; then reloads it
(the cache warm). Then, in another fresh context, lesson 1 in JupyterLab, Run All until every cell has
run and its board shows; then lesson 2 in the same page (the cache warm) until its kernel is idle
(not run: JupyterLab's kernel picker can open over it there, issue 42's section 5; it is printed). The class server logs every request, the page's, its workers' and the service
worker's alike; each answered file is counted three ways from the files on disk: as it is, as its
gzip sibling and as its brotli sibling (each where it exists), and what the server sent for the
Accept-Encoding Chromium gave (Chromium asks for br over https and localhost only; a classroom
address over plain http gets gzip).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "tests" / "site"))

from chromium import launch  # noqa: E402
from litedriver import open_notebook, run_all_cells  # noqa: E402

from tripeaks_site.server import SiteServer  # noqa: E402

READY = ".tp-root .tp-card[data-slot]:not(.tp-back)"
KERNEL_IDLE = """() => [...document.querySelectorAll('.jp-StatusBar-TextItem, .jp-StatusBar-Item')]
                 .some((e) => /Pyodide\\)? \\| Idle/.test(e.textContent))"""


def counted(site: Path, lines: list[str]) -> dict[str, int]:
    """{plain, gzip, br, sent, files, not_modified} over logged requests ("client method path status size enc")."""
    totals = dict.fromkeys(("plain", "gzip", "br", "sent", "files", "not_modified"), 0)
    for line in lines:
        _, method, path, status, size, _ = line.split(" ")
        if method != "GET":
            continue
        if status == "304":
            totals["not_modified"] += 1
            continue
        totals["sent"] += int(size)
        relative = unquote(urlparse(path).path).lstrip("/")
        file = site / relative
        if file.is_dir():
            file = file / "index.html"
        if status != "200" or not file.is_file():  # the join page, errors: counted as sent only
            continue
        totals["files"] += 1
        plain = file.stat().st_size
        totals["plain"] += plain
        for name, suffix in (("gzip", ".gz"), ("br", ".br")):
            sibling = file.with_name(file.name + suffix)
            totals[name] += sibling.stat().st_size if sibling.is_file() else plain
    return totals


def show(label: str, totals: dict[str, int]) -> None:
    mb = {k: totals[k] / 1e6 for k in ("plain", "gzip", "br", "sent")}
    print(f"{label}: {totals['files']} files sent, {totals['not_modified']} answered 304; "
          f"plain {mb['plain']:.2f} MB, gzip {mb['gzip']:.2f} MB, br {mb['br']:.2f} MB; "
          f"the server sent {mb['sent']:.2f} MB", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, required=True)
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    site = args.site.resolve()
    from playwright.sync_api import sync_playwright

    lines: list[str] = []
    server = SiteServer(site, log=lines.append).start()
    try:
        with sync_playwright() as playwright:
            browser = launch(playwright)
            context = browser.new_context(proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
            page = context.new_page()
            page.goto(f"{server.url}{args.lang}.html")
            page.goto(f"{server.url}app/{args.lang}.html")
            page.wait_for_selector(READY, timeout=180_000)
            page.wait_for_load_state("networkidle")
            cold = list(lines)
            lines.clear()
            page.reload()
            page.wait_for_selector(READY, timeout=180_000)
            page.wait_for_load_state("networkidle")
            warm = list(lines)
            context.close()
            lines.clear()
            lessons = sorted(p.name for p in (site / "files" / args.lang).glob("0*.ipynb"))[:2]
            context, page, _ = open_notebook(browser, server, f"{args.lang}/{lessons[0]}", ui_lang=args.lang,
                                            intercept=False)  # routing would turn Chromium's cache off
            run_all_cells(page)
            page.wait_for_selector(READY, timeout=180_000)
            page.wait_for_load_state("networkidle")
            lesson = list(lines)
            lines.clear()
            page.goto(f"{server.url}lab/index.html?path={args.lang}/{lessons[1]}")
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
            page.wait_for_function(KERNEL_IDLE, timeout=180_000)
            page.wait_for_load_state("networkidle")
            dialogs = page.locator(".jp-Dialog-header").all_inner_texts()
            second = list(lines)
            browser.close()
    finally:
        server.stop()
    encodings = sorted({line.split(" ")[-1] for line in cold})
    print(f"site {site}, the encodings the server sent: {encodings}, load average "
          f"{os.getloadavg()[0]:.1f}", flush=True)
    show(f"Play now, cold (start page, then app/{args.lang}.html to a playable board)", counted(site, cold))
    show("Play now, reloaded (cache warm)", counted(site, warm))
    show(f"{lessons[0]}, cold (Run All, to its board)", counted(site, lesson))
    show(f"{lessons[1]} after it (cache warm, to the kernel idle)", counted(site, second))
    if dialogs:
        print(f"  dialogs open over {lessons[1]}: {dialogs}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
