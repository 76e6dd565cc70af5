"""How fast the JupyterLite site is: build, size, page load to board, click to redraw.

    .venv/bin/python bench/site.py [--site DIR] [--against DIR ...] [--loads 7] [--clicks 60] [--breakdown] [--intercept]

Without --site it builds the site first (timed) into a temporary folder. Each
page load uses a fresh browser context (nothing cached), opens notebook 1 and
chooses Run > Run All Cells as soon as the toolbar names the kernel; "board
visible" is the page's own clock (ms since navigation start) when the first
board shows a face-up card, and "after the notebook shows" is that minus the
moment the notebook's first cell was on the page (issue 13's figure: what a
class waits once the lesson is in front of it). Clicks alternate Draw and Undo
on that board, each timed inside the page from the click to the frame after the
redraw. The network is cut as in the browser tests (a proxy on a closed port
for everything but 127.0.0.1), but requests are only watched, not
intercepted: interception pauses each one for a round trip through
Playwright's driver, which added about 0.9 s to page load -> board
(docs/performance-browser.md, "The bench's own overhead"; --intercept measures it that way again). The
machine may be shared:
the load average is printed before and after, and --against takes other built
sites (main's, say) whose loads alternate with this one's so that all see the
same machine. Goals: board <= 3 s after the
notebook shows (issue 13, no snapshot), click p95 < 100 ms, site < 40 MB.

With --breakdown it also loads an instrumented copy of the site (timed-loader.mjs
as pyodideUrl: the same steps as site-loader.mjs, with a timestamp after each,
plus IPython's pre/post_run_cell events) and prints where the time goes, each
step's median over the loads, measured from the moment the notebook shows, and
the requests the kernel made to the drive (/drive, the notebooks' folders:
each a synchronous round trip to the page) in each step.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
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

from tripeaks_site.build import main as site_builder  # noqa: E402  (the repo put on sys.path by litedriver)

NOTEBOOK = "en/01-setup.ipynb"
DRAW = '.tp-stock[data-action="draw"]'
UNDO = '.tp-tools [data-action="undo"]'


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


# bench/site.py --intercept: requests paused and routed as the browser tests do (slower).
INTERCEPT = False


def load_once(browser, server) -> tuple[float, float, object, object]:
    """One cold page load: (ms to notebook shown, ms to board visible, context, page)."""
    context, page, network = open_notebook(browser, server, NOTEBOOK, intercept=INTERCEPT)
    shown = page.evaluate("performance.now()")
    choose_run_all(page)
    page.wait_for_function("window.__boardVisibleAt !== undefined", timeout=180_000)
    visible = page.evaluate("window.__boardVisibleAt")
    if network.outside or network.failed:
        raise RuntimeError(f"the site is not self-contained: {network.outside + network.failed}")
    return shown, visible, context, page


# The site's loader, step by step, with a timestamp (ms since the epoch, which
# the page can compare with its own timeOrigin) logged to the console after each,
# and how many requests the kernel made to the drive (the notebooks' folders,
# /drive: each a synchronous round trip answered by the page's main thread) and
# how long it waited for them, so far.
TIMED_LOADER = r"""
const drive = globalThis.tpDrive = { n: 0, ms: 0 };
const { open: xhrOpen, send: xhrSend } = XMLHttpRequest.prototype;
XMLHttpRequest.prototype.open = function (method, url, ...rest) {
  this.tpDrive = String(url).endsWith("api/drive");
  return xhrOpen.call(this, method, url, ...rest);
};
XMLHttpRequest.prototype.send = function (body) {
  if (!this.tpDrive) return xhrSend.call(this, body);
  const start = performance.now();
  try { return xhrSend.call(this, body); } finally { drive.n += 1; drive.ms += performance.now() - start; }
};
const stamp = () => `${performance.timeOrigin + performance.now()} ${drive.n} ${drive.ms.toFixed(1)}`;
const mark = (label) => console.log(`tp-time ${stamp()} ${label}`);
console.log(`tp-time ${performance.timeOrigin} 0 0 kernel worker starts`);
export async function loadPyodide(options = {}) {
  try {
    return await timedLoad(options);
  } catch (error) {
    console.error(`tp-time failed: ${error}`);
    throw error;
  }
}
async function timedLoad(options) {
  mark("loadPyodide called");
  const [{ loadPyodide: core }, site] = await Promise.all([import("./pyodide.mjs"), import("./site-loader.mjs")]);
  mark("pyodide.mjs imported");
  const archive = site.fetchArchive().then((bytes) => { mark("archive fetched and gunzipped"); return bytes; });
  const { packages, leftOut, fsInit, ...rest } = options;
  const pyodide = await core({ ...rest, async fsInit(FS, info) {
    mark("wasm compiled, runtime up (fsInit)");
    site.untar(FS, info.sitePackages, await archive);
    mark("archive written");
  } });
  mark("Pyodide bootstrapped");
  const run = pyodide.runPythonAsync.bind(pyodide);
  pyodide.runPythonAsync = async (code, opts) => {
    const lines = code.trim().split("\n");
    const label = (lines.find((l) => l.trim().startsWith("import")) ?? lines[0]).trim();
    const result = await run(code, opts);
    mark(label);
    if (label.startsWith("import pyodide_kernel")) {
      await run(`
import js
from IPython import get_ipython
def _tp_mark(label):
    at = js.performance.timeOrigin + js.performance.now()
    js.console.log(f"tp-time {at} {js.tpDrive.n} {js.tpDrive.ms:.1f} {label}")
_tp_cells = [0]
def _tp_pre(info):
    _tp_cells[0] += 1
    _tp_mark(f"cell {_tp_cells[0]} starts")
get_ipython().events.register("pre_run_cell", _tp_pre)
get_ipython().events.register("post_run_cell", lambda result: _tp_mark(f"cell {_tp_cells[0]} ends"))
`);
    }
    return result;
  };
  return pyodide;
}
"""


def instrumented_copy(site: Path, dest: Path) -> Path:
    """A copy of site whose kernel loads Pyodide through TIMED_LOADER."""
    shutil.copytree(site, dest)
    pyodide_dir = dest / "static" / "pyodide"
    if not (pyodide_dir / "site-loader.mjs").exists():
        raise SystemExit("--breakdown needs a site with static/pyodide/site-loader.mjs")
    (pyodide_dir / "timed-loader.mjs").write_text(TIMED_LOADER)
    for config_path in dest.rglob("jupyter-lite.json"):
        config = json.loads(config_path.read_text())
        settings = config.get("jupyter-config-data", {}).get("litePluginSettings", {}).get(site_builder.KERNEL_PLUGIN)
        if settings:
            settings["pyodideUrl"] = "./static/pyodide/timed-loader.mjs"
            config_path.write_text(json.dumps(config))
    return dest


def breakdown(browser, server, loads: int) -> None:
    """Median time of each step (ms since the notebook showed) over cold loads,
    and the drive requests made during it (count, ms the kernel waited)."""
    runs: list[dict[str, float]] = []
    drives: list[dict[str, tuple[int, float]]] = []
    for _ in range(loads):
        marks: dict[str, float] = {}
        drive: dict[str, tuple[int, float]] = {}

        def on_console(message):
            if message.text.startswith("tp-time "):
                _, at, n, ms, label = message.text.split(" ", 4)
                marks.setdefault(label, float(at))
                drive.setdefault(label, (int(n), float(ms)))

        context, page, network = open_notebook(
            browser, server, NOTEBOOK, on_worker=lambda w: w.on("console", on_console), intercept=INTERCEPT)
        origin = page.evaluate("performance.timeOrigin")
        shown = page.evaluate("performance.now()")
        choose_run_all(page)
        page.wait_for_function("window.__boardVisibleAt !== undefined", timeout=180_000)
        marks_page = {label: at - origin - shown for label, at in marks.items()}
        marks_page["board visible"] = page.evaluate("window.__boardVisibleAt") - shown
        runs.append(marks_page)
        drives.append(drive)
        context.close()
    labels = sorted({label for run in runs for label in run},
                    key=lambda label: statistics.median(r[label] for r in runs if label in r))
    print(f"breakdown, median of {loads} cold loads of an instrumented copy "
          "(s from the notebook showing; negative: before):")
    previous, before = None, (0, 0.0)
    for label in labels:
        at = statistics.median(r[label] for r in runs if label in r)
        step = "" if previous is None else f"  (+{(at - previous) / 1000:.2f} s)"
        so_far = [d[label] for d in drives if label in d]
        requests = (statistics.median(n for n, _ in so_far), statistics.median(ms for _, ms in so_far)) \
            if so_far else before
        if requests[0] > before[0]:
            step += f"  [drive: {requests[0] - before[0]:.0f} requests, {requests[1] - before[1]:.0f} ms]"
        print(f"  {at / 1000:6.2f} s  {label}{step}")
        previous, before = at, requests


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one now)")
    parser.add_argument("--loads", type=int, default=7)
    parser.add_argument("--clicks", type=int, default=60)
    parser.add_argument("--against", type=Path, nargs="*", default=[],
                        help="other built sites (e.g. main's) whose loads interleave with this one's")
    parser.add_argument("--intercept", action="store_true",
                        help="route every request as the browser tests do (what the bench did before)")
    parser.add_argument("--breakdown", action="store_true",
                        help="also time each step of the kernel's start (instrumented copy)")
    args = parser.parse_args()
    global INTERCEPT
    INTERCEPT = args.intercept

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

        # Every site's loads interleave, so all see the same machine.
        sites = {f"{other}": other for other in args.against}
        sites[str(site)] = site
        servers = {name: SiteServer(path).start() for name, path in sites.items()}
        shown: dict[str, list[float]] = {name: [] for name in sites}
        visible: dict[str, list[float]] = {name: [] for name in sites}
        try:
            with sync_playwright() as playwright:
                browser = launch(playwright)
                for i in range(args.loads):
                    for name, server in servers.items():
                        s, v, context, page = load_once(browser, server)
                        shown[name].append(s)
                        visible[name].append(v)
                        label = "" if len(sites) == 1 else f" {name}"
                        print(f"  load {i + 1}{label}: notebook shown {s / 1000:.2f} s, board visible "
                              f"{v / 1000:.2f} s ({(v - s) / 1000:.2f} s after the notebook shows)", flush=True)
                        if i < args.loads - 1 or name != str(site):
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
                if args.breakdown:
                    timed = SiteServer(instrumented_copy(site, Path(tmp) / "timed")).start()
                    try:
                        breakdown(browser, timed, args.loads)
                    finally:
                        timed.stop()
                browser.close()
        finally:
            for server in servers.values():
                server.stop()

    for name in sites:
        if len(sites) > 1:
            print(f"{name}:")
        print(f"page load -> board visible: median {statistics.median(visible[name]) / 1000:.2f} s, "
              f"max {max(visible[name]) / 1000:.2f} s over {len(visible[name])} cold loads "
              f"(notebook shown: median {statistics.median(shown[name]) / 1000:.2f} s)")
        after = [v - s for s, v in zip(shown[name], visible[name])]
        print(f"notebook shown -> board visible: median {statistics.median(after) / 1000:.2f} s, "
              f"max {max(after) / 1000:.2f} s")
    print("load average at end: %.1f %.1f %.1f" % os.getloadavg())
    print(f"click -> redraw ({site}): median {statistics.median(clicks):.0f} ms, "
          f"p95 {percentile(clicks, 95):.0f} ms, max {max(clicks):.0f} ms over {len(clicks)} clicks")


if __name__ == "__main__":
    main()
