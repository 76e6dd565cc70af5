"""Drive the built JupyterLite site in Chromium: shared by tests/site and bench/site.py.

Everything the page asks for is routed: requests to 127.0.0.1 go through, any
other is aborted and recorded, so a test can fail on the first attempt to reach
the internet (the site must work with the network cut).
"""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # tripeaks_site, the site's package

from tripeaks_site.server import SiteServer  # noqa: E402

# Set in the page before any of its scripts: the moment (ms since navigation
# start) the first board shows a face-up card, as seen by the page itself.
BOARD_WATCH = """
new MutationObserver((_, observer) => {
  if (document.querySelector('.tp-root .tp-card[data-slot]:not(.tp-back):not([hidden])')) {
    window.__boardVisibleAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });
"""

# One click measured inside the page: from dispatching the click to the frame
# after the board's snapshot version changed (the redraw is then on screen).
CLICK_ROUND_TRIP = """
async ([root, selector]) => {
  const board = document.querySelectorAll('.tp-root')[root];
  const before = board.dataset.version;
  const target = board.querySelector(selector);
  const start = performance.now();
  const changed = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (board.dataset.version !== before) { observer.disconnect(); resolve(); }
    });
    observer.observe(board, { attributes: true, attributeFilter: ['data-version'] });
  });
  target.click();
  await changed;
  await new Promise((resolve) => requestAnimationFrame(() => resolve()));
  return performance.now() - start;
}
"""


def build_site(output: Path) -> None:
    """Build the site into output with the repo's own build, tripeaks_site.build (clean build)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))}
    result = subprocess.run(
        [sys.executable, "-m", "tripeaks_site.build", "--output", str(output)],
        capture_output=True, text=True, env=env,
    )
    if result.returncode != 0:
        raise RuntimeError(f"site build failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}")


@dataclass
class Network:
    """What the page asked for: outside requests (aborted) and failures."""

    outside: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    fetched: list[str] = field(default_factory=list)
    # (time.monotonic(), url) of each worker the page started, and when the
    # notebook's first cell showed.
    workers: list[tuple[float, str]] = field(default_factory=list)
    shown_at: float | None = None

    def route(self, route) -> None:
        url = route.request.url
        if url.startswith(("data:", "blob:")) or urlparse(url).hostname == "127.0.0.1":
            self.fetched.append(url)
            route.continue_()
        else:
            self.outside.append(url)
            route.abort("blockedbyclient")

    def request(self, request) -> None:
        url = request.url
        if not url.startswith(("data:", "blob:")) and urlparse(url).hostname != "127.0.0.1":
            if url not in self.outside:
                self.outside.append(url)

    def response(self, response) -> None:
        if response.status >= 400:
            self.failed.append(f"{response.status} {response.url}")

    def request_failed(self, request) -> None:
        if urlparse(request.url).hostname == "127.0.0.1":
            self.failed.append(f"{request.failure} {request.url}")


#: How long a bench's fresh browser context waits, on a blank page, before it opens the site. Chromium 156
#: starts a new window's own WebUI renderers (chrome://omnibox-popup.top-chrome, twice: some 0.3 s of CPU in
#: a trace) as the context opens; on 2 cores they would share the CPU with the site's start, which a student's
#: browser, open before the link is clicked, has done long before. The page loads as cold as without.
SETTLE_MS = 2000


def open_notebook(browser, server: SiteServer, notebook: str, on_worker=None, intercept: bool = True,
                  ui_lang: str | None = "en", viewport: dict | None = None, init_script: str | None = None,
                  settle_ms: int = 0):
    """A fresh context and page on the notebook in the site's JupyterLab;
    on_worker(worker) is called for each worker the page starts.

    ui_lang is the language as if chosen on the start page (JupyterLab's own
    words follow it; the menus these helpers click are named in English);
    None leaves it unchosen, so the notebook's folder decides.

    intercept=False only watches the requests (outside ones still fail at the
    proxy and are listed in network.outside) and leaves network.fetched empty:
    interception pauses every request for a round trip through Playwright's
    driver, which bench/site.py's timings must not include. init_script runs in the page before its own
    scripts, as BOARD_WATCH does. settle_ms: how long the new page waits, blank, before it opens the
    notebook (the benches: see SETTLE_MS)."""
    network = Network()
    # Routing sees the page's and its workers' requests; the proxy (a closed
    # port; loopback bypasses it) also stops any that routing might not see.
    context = browser.new_context(
        viewport=viewport or {"width": 1280, "height": 900},
        proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"},
    )
    if ui_lang is not None:
        context.add_init_script(f"try {{ localStorage.setItem('tripeaks-lang', {ui_lang!r}) }} catch (e) {{}}")
    if intercept:
        context.route("**/*", network.route)
    context.on("request", network.request)
    context.on("response", network.response)
    context.on("requestfailed", network.request_failed)
    context.add_init_script(BOARD_WATCH)
    if init_script:
        context.add_init_script(init_script)
    page = context.new_page()
    page.on("worker", lambda worker: network.workers.append((time.monotonic(), worker.url)))
    if on_worker is not None:
        page.on("worker", on_worker)
    if settle_ms:
        page.wait_for_timeout(settle_ms)
    page.goto(f"{server.url}lab/index.html?path={notebook}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    network.shown_at = time.monotonic()
    return context, page, network


def choose_run_all(page) -> None:
    """Run > Run All Cells, as a reader would, once the toolbar names the kernel:
    in the first ~0.2 s it says "No Kernel", and Run All then opens a "Select
    Kernel" dialog instead of running anything."""
    page.wait_for_function(
        """() => [...document.querySelectorAll('.jp-Toolbar-kernelName')]
                  .some((e) => e.textContent.trim() && e.textContent.trim() !== 'No Kernel')""",
        timeout=120_000,
    )
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()


def choose_menu(page, menu: str, item: str) -> None:
    """Choose menu > item from JupyterLab's menu bar (an item's name also
    holds its shortcut, "Restart Kernel… 0, 0": item is matched at the start)."""
    page.locator(".lm-MenuBar-itemLabel", has_text=menu).first.click()
    page.get_by_role("menuitem", name=re.compile("^" + re.escape(item))).click()


def run_all_cells(page, timeout_ms: int = 240_000) -> None:
    """Run all cells, then wait for every code cell to have run."""
    choose_run_all(page)
    wait_for_all_cells(page, timeout_ms)


def wait_for_all_cells(page, timeout_ms: int = 240_000) -> None:
    """Wait until every code cell shows an execution count; on a time-out, say
    which cells had not run and what the kernel was doing."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(
            """() => {
              const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')];
              return prompts.length > 0 && prompts.every((p) => /\\[\\d+\\]/.test(p.textContent));
            }""",
            timeout=timeout_ms,
        )
    except PlaywrightTimeout:
        pending = page.evaluate(
            """() => [...document.querySelectorAll('.jp-CodeCell')]
                 .map((c, i) => `${i + 1} ${c.querySelector('.jp-InputArea-prompt').textContent}`)
                 .filter((p) => !/\\[\\d+\\]/.test(p))"""
        )
        status = page.locator(".jp-StatusBar-TextItem").all_inner_texts()
        dialogs = page.locator(".jp-Dialog-header").all_inner_texts()
        raise AssertionError(
            f"cells not run after {timeout_ms / 1000:.0f} s: {pending}; "
            f"status bar: {status}; open dialogs: {dialogs}"
        )


def run_cells_as_a_student(page, numbers, timeout_ms: int = 300_000) -> None:
    """Select each of the notebook's cells ``numbers`` and run it (Shift+Enter), as a student does; wait for the last.

    First the toolbar must name the kernel: before that (the first ~0.2 s, and after a reload) a run
    opens a "Select Kernel" dialog instead (as choose_run_all waits).
    """
    from playwright.sync_api import expect

    page.wait_for_function(
        """() => [...document.querySelectorAll('.jp-Toolbar-kernelName')]
                  .some((e) => e.textContent.trim() && e.textContent.trim() !== 'No Kernel')""",
        timeout=120_000,
    )
    cells = page.locator(".jp-Notebook .jp-Cell")
    for number in numbers:
        cells.nth(number).locator(".jp-InputPrompt").first.click()
        page.keyboard.press("Escape")
        page.keyboard.press("Shift+Enter")
    expect(cells.nth(numbers[-1]).locator(".jp-InputArea-prompt")).to_have_text(re.compile(r"\[\d+\]"),
                                                                               timeout=timeout_ms)


def error_outputs(page) -> list[str]:
    """Tracebacks and anything written to stderr, cell by cell."""
    return page.evaluate(
        """() => [...document.querySelectorAll('.jp-CodeCell')].flatMap((cell, i) =>
              [...cell.querySelectorAll('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')]
                .map((out) => `cell ${i + 1}: ${out.innerText.slice(0, 2000)}`))"""
    )


def run_code_below(page, code: str, timeout_ms: int = 60_000) -> str:
    """Add a cell under the last one, run it and return its output text.

    The new cell is found as the active one, not as the last: if the click
    lands on another cell (the notebook may still scroll after Run All), the
    cell goes in below that one, and its output is still the one read, once
    scrolled into view.
    """
    cells = page.locator(".jp-Notebook .jp-Cell")
    cells.last.locator(".jp-InputPrompt, .jp-Cell-inputCollapser").first.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.insert_text(code)
    new_cell = page.locator(".jp-Notebook .jp-Cell.jp-mod-active").element_handle()  # the one typed into
    page.keyboard.press("Control+Enter")  # runs in place: no new cell after it
    page.wait_for_function(
        "cell => /\\[\\d+\\]/.test(cell.querySelector('.jp-InputArea-prompt').textContent)",
        arg=new_cell, timeout=timeout_ms,
    )
    # Off screen (the notebook draws only the cells in view) an output has no
    # inner text; the new cell may sit below the fold when the click landed
    # higher up.
    output = new_cell.query_selector(".jp-OutputArea")
    output.scroll_into_view_if_needed()
    return output.inner_text()


def click_round_trip_ms(page, selector: str, root: int = 0) -> float:
    """Click selector in board number root; ms until the redraw is on screen."""
    return page.evaluate(CLICK_ROUND_TRIP, [root, selector])


# After Run All, each board in view has its final look: no badge or message
# left part-way through a motion (issue 8: off-screen cells froze them). A
# board that is still playing a replay moves on purpose: it is checked once its
# replay has reached its last step (at most two minutes).
FINAL_LOOK = """
async (root) => {
  root.scrollIntoView({ block: 'center' });
  const playing = () => root.querySelector('[data-playing="true"]') !== null;
  for (let waited = 0; playing() && waited < 120000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (playing()) return ['a replay still playing after two minutes'];
  await new Promise((resolve) => setTimeout(resolve, 500));
  const problems = [];
  for (const node of root.querySelectorAll('.tp-peak-badge:not([hidden]), .tp-message, .tp-card')) {
    const style = getComputedStyle(node);
    if (node.matches('.tp-peak-badge') && style.opacity !== '1') problems.push(`badge opacity ${style.opacity}`);
    if (style.transform !== 'none') problems.push(`${node.className} transform ${style.transform}`);
  }
  const moving = root.getAnimations({ subtree: true })
    .filter((a) => a.playState === 'running' && a.effect.getTiming().iterations !== Infinity);
  if (moving.length) problems.push(`${moving.length} animations still running`);
  return problems;
}
"""


def boards_mid_animation(page) -> list[str]:
    """What is wrong with each board's final look (computed opacity and
    transform, running animations), board by board; [] when all are at rest."""
    problems = []
    roots = page.locator(".tp-root")
    for index in range(roots.count()):
        problems += [f"board {index}: {p}" for p in roots.nth(index).evaluate(FINAL_LOOK)]
    return problems


@contextlib.contextmanager
def screenshot_on_failure(page, name: str):
    from chromium import ARTIFACTS  # tests/chromium.py

    try:
        yield
    except BaseException:
        os.makedirs(ARTIFACTS, exist_ok=True)
        page.screenshot(path=os.path.join(ARTIFACTS, f"site-{name.replace('/', '-')}-failed.png"))
        raise


AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"


def axe_serious(page, scope: str | None = None) -> list[str]:
    """axe-core's violations of serious or critical impact on the page (or in the elements of scope)."""
    if not AXE.exists():
        raise RuntimeError(f"{AXE} is missing: run `npm ci` (axe-core is a devDependency)")
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        """async (scope) => {
          const context = scope ? { include: [...document.querySelectorAll(scope)] } : document;
          const result = await axe.run(context, { resultTypes: ["violations"] });
          return result.violations.filter((v) => ["serious", "critical"].includes(v.impact))
            .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
        }""",
        scope,
    )
    return found
