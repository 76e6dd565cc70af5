"""Run All, again and again, on every lesson of the built JupyterLite site (issue 8).

    .venv/bin/python bench/site_runall.py [--site DIR] [--repeat 10] [--notebooks en/01 tr/05 ...]

Each notebook gets one page (a fresh browser context, the network cut as in the
site tests). In that page Run > Run All Cells is chosen `--repeat` times, with
Edit > Clear Outputs of All Cells before each run after the first (so a run's
end can be told from the last one's). After each Run All the runner checks
that no cell wrote an error and that no board is left mid-animation: every
board is scrolled into view, a board still playing a replay is waited for, and
then the computed opacity of the peak badges and the computed transform of the
cards and message must be at rest, with no finite animation running (the same
check as tests/site, `litedriver.boards_mid_animation`).

Prints one line per run as it goes, then a table: notebook, runs, failures,
seconds (first run, median of the others, total). Exits 1 if any run failed.
Without --site it builds the site into a temporary folder first.
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

from chromium import ARTIFACTS, launch  # noqa: E402
from litedriver import (  # noqa: E402
    SiteServer,
    boards_mid_animation,
    build_site,
    choose_menu,
    error_outputs,
    open_notebook,
    run_all_cells,
)

NOTEBOOKS = sorted(p.relative_to(REPO / "notebooks").as_posix() for p in (REPO / "notebooks").rglob("*.ipynb"))


def pick(names: list[str]) -> list[str]:
    """Notebooks matching each prefix ("en/01", "tr/") in NOTEBOOKS' order."""
    if not names:
        return NOTEBOOKS
    chosen = [n for n in NOTEBOOKS if any(n.startswith(prefix) for prefix in names)]
    unknown = [prefix for prefix in names if not any(n.startswith(prefix) for n in NOTEBOOKS)]
    if unknown:
        raise SystemExit(f"no notebook starts with {', '.join(unknown)}; the site has {', '.join(NOTEBOOKS)}")
    return chosen


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def run_notebook(browser, server, notebook: str, repeat: int, timeout_s: float) -> dict:
    """Run All `repeat` times in one page; each run's seconds and problems."""
    context, page, network = open_notebook(browser, server, notebook)
    runs: list[tuple[float, list[str]]] = []
    try:
        for index in range(repeat):
            if index:
                choose_menu(page, "Edit", "Clear Outputs of All Cells")
                page.wait_for_function(
                    "() => [...document.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')]"
                    ".every((p) => !/\\[\\d+\\]/.test(p.textContent))",
                    timeout=30_000,
                )
            start = time.monotonic()
            problems: list[str] = []
            try:
                run_all_cells(page, timeout_ms=int(timeout_s * 1000))
            except AssertionError as timeout:
                problems.append(str(timeout))
            seconds = time.monotonic() - start
            if not problems:
                problems += error_outputs(page)
                problems += boards_mid_animation(page)
            problems += [f"outside request {u}" for u in network.outside]
            problems += [f"failed request {u}" for u in network.failed]
            network.outside.clear()
            network.failed.clear()
            runs.append((seconds, problems))
            status = "ok" if not problems else "FAILED: " + "; ".join(problems)[:1500]
            print(f"  {notebook} run {index + 1}/{repeat}: {seconds:6.1f} s  (load {load()})  {status}", flush=True)
            if problems:
                os.makedirs(ARTIFACTS, exist_ok=True)
                page.screenshot(path=os.path.join(
                    ARTIFACTS, f"runall-{notebook.replace('/', '-')}-{index + 1}-failed.png"), full_page=True)
                if any("cells not run" in p for p in problems):
                    break  # the kernel is stuck: further runs would only time out
    finally:
        context.close()
    return {"notebook": notebook, "runs": runs}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one into a temporary folder)")
    parser.add_argument("--repeat", type=int, default=10, help="Run All this many times per notebook (10)")
    parser.add_argument("--notebooks", nargs="*", default=[], help="only notebooks starting with these, e.g. en/01 tr/")
    parser.add_argument("--timeout", type=float, default=600, help="seconds one Run All may take (600)")
    args = parser.parse_args()
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    notebooks = pick(args.notebooks)

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as scratch:
        site = args.site
        if site is None:
            site = Path(scratch) / "_output"
            print(f"building the site into {site} ...", flush=True)
            build_site(site)
        server = SiteServer(site.resolve()).start()
        print(f"{len(notebooks)} notebooks x {args.repeat} Run All, load {load()}", flush=True)
        results = []
        started = time.monotonic()
        try:
            with sync_playwright() as playwright:
                browser = launch(playwright)
                try:
                    for notebook in notebooks:
                        results.append(run_notebook(browser, server, notebook, args.repeat, args.timeout))
                finally:
                    browser.close()
        finally:
            server.stop()

    print(f"\n| notebook | runs | failures | first run s | median later run s | total s |")
    print("|---|---:|---:|---:|---:|---:|")
    failures = 0
    for result in results:
        times = [seconds for seconds, _ in result["runs"]]
        failed = sum(1 for _, problems in result["runs"] if problems)
        failures += failed
        later = f"{statistics.median(times[1:]):.1f}" if len(times) > 1 else "-"
        print(f"| {result['notebook']} | {len(times)} | {failed} | {times[0]:.1f} | {later} | {sum(times):.1f} |")
    print(f"\n{sum(len(r['runs']) for r in results)} runs, {failures} failed, "
          f"{time.monotonic() - started:.0f} s in all, load {load()}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
