"""A class on a school's link (issue 42, section 4): one student on a slow link and a slow laptop, and 30 at once.

    .venv/bin/python bench/classroom.py (--site DIR | --url URL) [--loads 1] [--students 30]
                                        [--no-student] [--no-class]

One student (Chromium, tests/site/slowlink.py): 3 Mbit/s down, 1 Mbit/s up, 40 ms latency, a CPU 4x slower,
on every target the page starts (its workers and JupyterLite's service worker: auto-attached before they
run), all of them sharing one link. Each load, in a fresh browser context (nothing cached), given 2 s on a
blank page before it opens the site (litedriver.SETTLE_MS: the new window's own start):
- Play now (the app page, as bench/site_start.py's app_once opens it): page start -> a playable board;
- lesson 1 in Turkish in JupyterLab: page start -> its board (Run All once the toolbar names the kernel);
- lesson 2 in the same context just after (a warm cache): page start -> its board.
With each, the bytes on the wire (encodedDataLength of every Network.loadingFinished, on every target,
leaving out what a service worker answered: its own fetch counts), the targets the emulation reached,
and whether the bytes ever came faster than the link: if they did, the emulation leaked and the figure
is marked NOT VALID.

30 students at once (plain HTTP, no browser): the files of one cold Play now load, as Chromium asked for
them, fetched by `--students` threads at the same time (one connection each, Accept-Encoding: gzip,
deflate, br as browsers send): the time until the last has them all, errors, the bytes, and the floor:
those bytes over a 100 Mbit/s link.

Every figure comes with the machine's load average (2 cores, shared: figures depend on it).
--site starts the site's own server (tests/site/litedriver.py's SiteServer) on a built site; --url measures
a server already running (nginx, the class server).
"""

from __future__ import annotations

import argparse
import http.client
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "tests" / "site"))
sys.path.insert(0, str(REPO / "bench"))

import slowlink  # noqa: E402  (tests/site)
from chromium import launch  # noqa: E402
from litedriver import BOARD_WATCH, SETTLE_MS, SiteServer, choose_run_all, open_notebook  # noqa: E402
from site_start import PROXY, app_once  # noqa: E402

from tripeaks_site.pages import app as site_app  # noqa: E402  (the repo put on sys.path by litedriver)

LESSONS = ("tr/01-setup.ipynb", "tr/02-king-ace-rule.ipynb")
ACCEPT = "gzip, deflate, br"
CLASS_LINK_BITS = 100_000_000


def load() -> str:
    return "load average %.1f %.1f %.1f" % os.getloadavg()


class Address:
    """What app_once and open_notebook need of a server: its url."""

    def __init__(self, url: str):
        self.url = url if url.endswith("/") else url + "/"


def measured(link: slowlink.SlowLink, seen_before: int) -> dict:
    """The bytes since the meter's reset, the targets reached since seen_before, and the link's check."""
    meter = link.meter
    reached: dict[str, int] = {}
    for kind, _ in link.attached[seen_before:]:
        reached[kind] = reached.get(kind, 0) + 1
    return {"bytes": meter.total, "by_target": meter.by_target(), "reached": reached, "beaten": meter.beaten()}


def describe(name: str, seconds: float, found: dict) -> str:
    by = ", ".join(f"{kind} {size / 1e6:.2f}" for kind, size in sorted(found["by_target"].items()))
    line = (f"{name}: {seconds:.1f} s, {found['bytes'] / 1e6:.2f} MB on the wire ({by}); emulated targets "
            f"{found['reached']}; {load()}")
    if found["beaten"]:
        line += "\n  NOT VALID: the bytes beat the link (the emulation leaked): " + "; ".join(found["beaten"])
    return line


def lesson_board(page, started_ms: float | None = None) -> float:
    """Run All once the toolbar names the kernel, then wait for a face-up card: s from the page's start."""
    choose_run_all(page)
    page.wait_for_function("window.__boardVisibleAt !== undefined", timeout=600_000)
    return page.evaluate("window.__boardVisibleAt") / 1000


def student(browser, link: slowlink.SlowLink, site: Address) -> dict:
    """One cold load of Play now, lesson 1, then lesson 2 with lesson 1's cache: {name: (s, measured)}."""
    figures = {}
    seen = len(link.attached)
    link.meter.reset()
    seconds = app_once(browser, site, "tr") / 1000
    time.sleep(2)  # what is still on its way (fonts, the picture's update) counts with the load
    figures["Play now (tr): page start -> playable board"] = (seconds, measured(link, seen))

    seen = len(link.attached)
    link.meter.reset()
    context, page, network = open_notebook(browser, site, LESSONS[0], intercept=False, ui_lang="en",
                                           settle_ms=SETTLE_MS)
    try:
        seconds = lesson_board(page)
        time.sleep(2)
        figures["lesson 1 (tr), cold: page start -> board"] = (seconds, measured(link, seen))
        if network.outside:
            raise RuntimeError(f"the lesson asked for the internet: {network.outside[:3]}")
        seen = len(link.attached)
        link.meter.reset()
        page.goto(f"{site.url}lab/index.html?path={LESSONS[1]}")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=600_000)
        seconds = lesson_board(page)
        time.sleep(2)
        figures["lesson 2 (tr), warm cache: page start -> board"] = (seconds, measured(link, seen))
    finally:
        context.close()
    return figures


def play_now_files(browser, site: Address) -> list[str]:
    """The site's files one cold Play now load asks for (page and workers), in the order asked, as paths."""
    asked: list[str] = []
    origin = urlparse(site.url).netloc
    context = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=PROXY)
    try:
        context.add_init_script(BOARD_WATCH)

        def on_request(request):
            parsed = urlparse(request.url)
            if request.method == "GET" and parsed.netloc == origin:
                path = parsed.path + (f"?{parsed.query}" if parsed.query else "")
                if path not in asked:
                    asked.append(path)

        context.on("request", on_request)
        page = context.new_page()
        page.goto(f"{site.url}{site_app.page_path('en')}")
        page.wait_for_function("window.__boardVisibleAt !== undefined", timeout=300_000)
        page.wait_for_timeout(2000)
    finally:
        context.close()
    return asked


def one_of_the_class(site: Address, files: list[str], results: list, start: threading.Event) -> None:
    """One student's fetches over one kept-alive connection: (s until all arrived, bytes, errors)."""
    parsed = urlparse(site.url)
    received, errors = 0, []
    start.wait()
    began = time.monotonic()
    connection = http.client.HTTPConnection(parsed.hostname, parsed.port or 80, timeout=600)
    for path in files:
        try:
            connection.request("GET", path, headers={"Accept-Encoding": ACCEPT, "User-Agent": "classroom-bench"})
            response = connection.getresponse()
            body = response.read()
            received += len(body) + sum(len(k) + len(v) + 4 for k, v in response.getheaders())
            if response.status != 200:
                errors.append(f"{response.status} {path}")
            if response.will_close:
                connection.close()
                connection = http.client.HTTPConnection(parsed.hostname, parsed.port or 80, timeout=600)
        except (OSError, http.client.HTTPException) as error:
            errors.append(f"{type(error).__name__} {path}")
            connection.close()
            connection = http.client.HTTPConnection(parsed.hostname, parsed.port or 80, timeout=600)
    connection.close()
    results.append((time.monotonic() - began, received, errors))


def the_class(site: Address, files: list[str], students: int) -> dict:
    results: list = []
    start = threading.Event()
    threads = [threading.Thread(target=one_of_the_class, args=(site, files, results, start)) for _ in range(students)]
    for thread in threads:
        thread.start()
    began = time.monotonic()
    start.set()
    for thread in threads:
        thread.join()
    wall = time.monotonic() - began
    total = sum(size for _, size, _ in results)
    errors = [e for _, _, found in results for e in found]
    return {"last": wall, "median": statistics.median(s for s, _, _ in results), "bytes": total,
            "errors": errors, "floor": total * 8 / CLASS_LINK_BITS}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--site", type=Path, help="a built site, served here by the site's own server")
    where.add_argument("--url", help="a server already running, e.g. http://127.0.0.1:8000/")
    parser.add_argument("--loads", type=int, default=1, help="cold loads of the one student (default 1)")
    parser.add_argument("--students", type=int, default=30, help="students fetching Play now at once (default 30)")
    parser.add_argument("--no-student", dest="student", action="store_false", help="skip the one student")
    parser.add_argument("--no-class", dest="klass", action="store_false", help="skip the 30 students")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = SiteServer(args.site).start() if args.site else None
    site = Address(server.url if server else args.url)
    print(f"server: {site.url} ({'the site server on ' + str(args.site) if server else 'given'}); {load()}",
          flush=True)
    try:
        with sync_playwright() as playwright:
            if args.student:
                shared = slowlink.SharedLink(site.url)
                browser, link = slowlink.launch(playwright)
                print(f"one student: {slowlink.DOWN_BITS / 1e6:g} Mbit/s down, {slowlink.UP_BITS / 1e6:g} Mbit/s up, "
                      f"{slowlink.LATENCY_MS} ms, CPU {slowlink.CPU_SLOWDOWN}x slower", flush=True)
                rounds: dict[str, list[float]] = {}
                try:
                    for number in range(args.loads):
                        print(f"load {number + 1} of {args.loads}; {load()}", flush=True)
                        for name, (seconds, found) in student(browser, link, Address(shared.url)).items():
                            print("  " + describe(name, seconds, found), flush=True)
                            if not found["beaten"]:
                                rounds.setdefault(name, []).append(seconds)
                    if link.refused:
                        print("emulation commands refused (each target takes one of the two forms): "
                              + "; ".join(sorted(set(link.refused))), flush=True)
                finally:
                    browser.close()
                    link.close()
                    shared.close()
                for name, values in rounds.items():
                    print(f"{name}: median {statistics.median(values):.1f} s, worst {max(values):.1f} s "
                          f"over {len(values)} valid loads; {load()}", flush=True)
            if args.klass:
                browser = launch(playwright)
                try:
                    files = play_now_files(browser, site)
                finally:
                    browser.close()
                print(f"{args.students} students at once: {len(files)} files of a cold Play now load each; {load()}",
                      flush=True)
                found = the_class(site, files, args.students)
                print(f"  the last has everything after {found['last']:.1f} s (median {found['median']:.1f} s), "
                      f"{len(found['errors'])} errors, {found['bytes'] / 1e6:.1f} MB sent; floor on a 100 Mbit/s "
                      f"link: {found['floor']:.1f} s; {load()}", flush=True)
                for error in found["errors"][:5]:
                    print(f"  error: {error}")
    finally:
        if server:
            server.stop()


if __name__ == "__main__":
    main()
