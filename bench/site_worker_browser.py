"""The kernel's worker alone in Chromium: the site's own Pyodide, no JupyterLab.

    .venv/bin/python bench/site_worker_browser.py --site _output [--against DIR ...] [--runs 5] [--busy-main]
        [--v8-flags="--no-liftoff"]

A blank page of the built site starts one module worker that does what the
kernel's worker does as it starts (the site's `site-loader.mjs`, then
`import piplite.piplite` and `import pyodide_kernel`) and then notebook 1's
install and import cells, with a timestamp after each step. The page and the
worker's script are served by routing (nothing is written into the site). Each
run is a fresh browser context (nothing cached), two seconds after the page
loads, so that the browser's own start is not counted.

This is `bench/site_worker.mjs` in the browser: the same steps, timed by the
worker's own clock, without the page drawing a notebook on the other core.
`bench/site.py` measures the whole page; the two together say how much of the
kernel's start is its own work and how much is contention with the page.
`--busy-main` keeps the page's main thread 90 % busy for 8 s, as JupyterLab's
is while a notebook opens. `--against` takes other built sites whose runs
alternate with this one's. `--v8-flags` starts Chromium with those V8 flags
(`--js-flags`), to see how V8's compilation of Pyodide's wasm shapes each
step: a diagnostic only, since no page can set them (docs/performance-browser.md).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "tests" / "site"))

import chromium  # noqa: E402
from litedriver import SiteServer  # noqa: E402

STEPS = [
    "import piplite.piplite",
    "import pyodide_kernel",
    'import piplite\nawait piplite.install("tripeaks_widget")',
    "from tripeaks_widget import Game, TriPeaksWidget, solve\n"
    "from tripeaks_widget.engine.i18n import t\n"
    "from tripeaks_widget.lessons import check, short_card",
]
LABELS = [
    "worker started, site-loader.mjs imported",
    "wasm compiled, runtime up (fsInit)",
    "Pyodide bootstrapped (archive written)",
    "import piplite.piplite",
    "import pyodide_kernel",
    "notebook 1, install cell (a no-op)",
    "notebook 1, import cell",
]

WORKER = """
const start = performance.now();
const marks = [];
const mark = () => marks.push(performance.now() - start);
try {
  const { loadPyodide } = await import("/static/pyodide/site-loader.mjs");
  mark();
  const pyodide = await loadPyodide({ indexURL: "/static/pyodide/", fsInit() { mark(); } });
  mark();
  for (const code of STEPS) {
    await pyodide.runPythonAsync(code);
    mark();
  }
  postMessage({ marks });
} catch (error) {
  postMessage({ error: String(error?.message ?? error).slice(-2000) });
}
"""

PAGE = """<!doctype html><meta charset="utf-8"><title>worker</title><script>
const BUSY = %s;
if (BUSY) {  // the main thread 90 %% busy, as JupyterLab's is while a notebook opens
  const end = performance.now() + 8000;
  const spin = () => { const s = performance.now(); while (performance.now() - s < 45) {}
                       if (performance.now() < end) setTimeout(spin, 5); };
  spin();
}
setTimeout(() => {
  const worker = new Worker("/tp-worker/worker.mjs", { type: "module" });
  worker.onmessage = (event) => { window.__result = event.data; };
  worker.onerror = (event) => { window.__result = { error: String(event.message) }; };
}, 2000);
</script>"""


def run_once(browser, server, busy: bool) -> list[float]:
    context = browser.new_context()
    try:
        worker = WORKER.replace("STEPS", json.dumps(STEPS))
        context.route("**/tp-worker/worker.mjs", lambda route: route.fulfill(
            status=200, content_type="text/javascript", body=worker))
        context.route("**/tp-worker/index.html", lambda route: route.fulfill(
            status=200, content_type="text/html", body=PAGE % ("true" if busy else "false")))
        page = context.new_page()
        page.goto(f"{server.url}tp-worker/index.html")
        page.wait_for_function("window.__result !== undefined", timeout=180_000)
        result = page.evaluate("window.__result")
    finally:
        context.close()
    if "error" in result:
        raise RuntimeError(f"the worker failed: {result['error']}")
    marks = result["marks"]
    return [b - a for a, b in zip([0.0, *marks], marks)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=REPO / "_output")
    parser.add_argument("--against", type=Path, nargs="*", default=[])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--busy-main", action="store_true")
    parser.add_argument("--v8-flags", default="", help='e.g. "--no-liftoff" or "--no-wasm-dynamic-tiering"')
    args = parser.parse_args()
    if args.v8_flags:
        chromium.CHROMIUM_ARGS = [*chromium.CHROMIUM_ARGS, f"--js-flags={args.v8_flags}"]

    from playwright.sync_api import sync_playwright

    print("load average at start: %.1f %.1f %.1f" % os.getloadavg())
    sites = [args.site, *args.against]
    servers = [SiteServer(site).start() for site in sites]
    steps: dict[Path, list[list[float]]] = {site: [] for site in sites}
    try:
        with sync_playwright() as playwright:
            browser = chromium.launch(playwright)
            for _ in range(args.runs):
                for site, server in zip(sites, servers):
                    steps[site].append(run_once(browser, server, args.busy_main))
            browser.close()
    finally:
        for server in servers:
            server.stop()
    for site in sites:
        print(f"{site}: median of {args.runs} runs (ms from the worker's start, per step)"
              f"{', main thread busy' if args.busy_main else ''}{', V8 flags ' + args.v8_flags if args.v8_flags else ''}")
        total = 0.0
        for i, label in enumerate(LABELS):
            values = [run[i] for run in steps[site]]
            total += statistics.median(values)
            print(f"  {statistics.median(values):6.0f}  ({min(values):.0f}-{max(values):.0f})  {label}")
        totals = [sum(run) for run in steps[site]]
        print(f"  {statistics.median(totals):6.0f}  ({min(totals):.0f}-{max(totals):.0f})  total")
    print("load average at end: %.1f %.1f %.1f" % os.getloadavg())


if __name__ == "__main__":
    main()
