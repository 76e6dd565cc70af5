"""How fast the JupyterLite site is: build, size, page load to board, click to redraw.

    .venv/bin/python bench/site.py [--site DIR] [--loads 5] [--clicks 60]

Without --site it builds the site first (timed) into a temporary folder. Each
page load uses a fresh browser context (nothing cached), opens notebook 1 and
chooses Run > Run All Cells as soon as the toolbar names the kernel; "board
visible" is the page's own clock (ms since navigation start) when the first
board shows a face-up card. Clicks alternate Draw and Undo on that board, each timed inside
the page from the click to the frame after the redraw. The network is cut as in
the browser tests. Goals (issue 4): board < 8 s, click p95 < 100 ms, site < 40 MB.
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

from chromium import launch  # noqa: E402
from litedriver import (  # noqa: E402
    SiteServer,
    build_site,
    choose_run_all,
    click_round_trip_ms,
    error_outputs,
    open_notebook,
    wait_for_all_cells,
)

import build_site as site_builder  # noqa: E402  (scripts/, put on sys.path by litedriver)

NOTEBOOK = "en/01-setup.ipynb"
DRAW = '.tp-stock[data-action="draw"]'
UNDO = '.tp-tools [data-action="undo"]'


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def load_once(browser, server) -> tuple[float, float, object, object]:
    """One cold page load: (ms to notebook shown, ms to board visible, context, page)."""
    context, page, network = open_notebook(browser, server, NOTEBOOK)
    shown = page.evaluate("performance.now()")
    choose_run_all(page)
    page.wait_for_function("window.__boardVisibleAt !== undefined", timeout=180_000)
    visible = page.evaluate("window.__boardVisibleAt")
    if network.outside or network.failed:
        raise RuntimeError(f"the site is not self-contained: {network.outside + network.failed}")
    return shown, visible, context, page


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one now)")
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=60)
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    # The machine is shared: say how busy it was, the figures depend on it.
    print("load average at start: %.1f %.1f %.1f" % os.getloadavg())
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = Path(tmp) / "_output"
            started = time.perf_counter()
            build_site(site)
            print(f"build (clean, caches warm): {time.perf_counter() - started:.1f} s")
        size = site_builder.site_size(site) / 1e6
        print(f"site size: {size:.1f} MB ({sum(1 for p in site.rglob('*') if p.is_file())} files)")

        server = SiteServer(site).start()
        try:
            with sync_playwright() as playwright:
                browser = launch(playwright)
                shown, visible = [], []
                for i in range(args.loads):
                    s, v, context, page = load_once(browser, server)
                    shown.append(s)
                    visible.append(v)
                    print(f"  load {i + 1}: notebook shown {s / 1000:.2f} s, board visible {v / 1000:.2f} s")
                    if i < args.loads - 1:
                        context.close()

                # Clicks on the last load's board, once the whole notebook has run.
                wait_for_all_cells(page)
                errors = error_outputs(page)
                if errors:
                    raise RuntimeError(f"notebook errors: {errors}")
                for selector in (DRAW, UNDO):  # warm-up: first calls compile code paths
                    click_round_trip_ms(page, selector)
                clicks = [click_round_trip_ms(page, DRAW if i % 2 == 0 else UNDO)
                          for i in range(args.clicks)]
                context.close()
                browser.close()
        finally:
            server.stop()

    print(f"page load -> board visible: median {statistics.median(visible) / 1000:.2f} s, "
          f"max {max(visible) / 1000:.2f} s over {len(visible)} cold loads "
          f"(notebook shown: median {statistics.median(shown) / 1000:.2f} s)")
    print("load average at end: %.1f %.1f %.1f" % os.getloadavg())
    print(f"click -> redraw: median {statistics.median(clicks):.0f} ms, "
          f"p95 {percentile(clicks, 95):.0f} ms, max {max(clicks):.0f} ms over {len(clicks)} clicks")


if __name__ == "__main__":
    main()
