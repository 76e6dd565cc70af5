"""The JupyterLite site, built by scripts/build_site.py, in headless Chromium with
the network cut: every notebook runs top to bottom, and in notebook 1 the board
plays.

The fixture builds the site once per run into a temporary folder (5-7 s with
build/site-cache warm; on a fresh clone, which downloads and compiles once,
about 35 s), so the tests always see the tree as it is, never a stale _output/.
TRIPEAKS_SITE_DIR=path reuses a site built before (e.g. by `make site`).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from chromium import ARTIFACTS, launch, require_browser  # noqa: E402
from litedriver import (  # noqa: E402
    REPO,
    SiteServer,
    build_site,
    error_outputs,
    open_notebook,
    run_all_cells,
    run_code_below,
)

import build_site as site_builder  # noqa: E402  (scripts/, put on sys.path by litedriver)

NOTEBOOK = "01-setup.ipynb"
OTHER_NOTEBOOKS = sorted(p.name for p in (REPO / "notebooks").glob("*.ipynb") if p.name != NOTEBOOK)
K_CLUBS, A_SPADES, TWO_DIAMONDS, SEVEN_SPADES = 20, 23, 22, 13


@pytest.fixture(scope="module")
def site_dir(tmp_path_factory) -> Path:
    prebuilt = os.environ.get("TRIPEAKS_SITE_DIR")
    if prebuilt:
        return Path(prebuilt).resolve()
    output = tmp_path_factory.mktemp("site") / "_output"
    build_site(output)
    return output


@pytest.fixture(scope="module")
def server(site_dir):
    server = SiteServer(site_dir).start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser():
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch(playwright)
        yield browser
        browser.close()


@contextlib.contextmanager
def screenshot_on_failure(page, name: str):
    try:
        yield
    except BaseException:
        os.makedirs(ARTIFACTS, exist_ok=True)
        page.screenshot(path=os.path.join(ARTIFACTS, f"site-{name}-failed.png"))
        raise


def project_version() -> str:
    from importlib.metadata import version

    return version("tripeaks_widget")


def test_built_site_passes_its_offline_checks(site_dir):
    notebooks = sorted(p.name for p in (REPO / "notebooks").glob("*.ipynb"))
    site_builder.verify(site_dir, notebooks)
    # Browsers ask for /favicon.ico on every load: an ICO holding a 32 x 32 PNG.
    icon = (site_dir / "favicon.ico").read_bytes()
    assert icon[:6] == b"\0\0\1\0\1\0" and icon[22:30] == b"\x89PNG\r\n\x1a\n"


def test_offline_checks_catch_a_cdn_pyodide_and_a_bad_hash(site_dir, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    config_path = copy / "jupyter-lite.json"
    config = json.loads(config_path.read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"][site_builder.KERNEL_PLUGIN]
    settings["pyodideUrl"] = "https://cdn.jsdelivr.net/pyodide/v314.0.6/full/pyodide.mjs"
    config_path.write_text(json.dumps(config))
    wheel = next((copy / "static" / "pyodide").glob("ipython-*.whl"))
    wheel.write_bytes(wheel.read_bytes() + b"\0")

    with pytest.raises(site_builder.SiteError) as failure:
        site_builder.verify(copy, [])
    message = str(failure.value)
    assert "pyodideUrl" in message and "cdn.jsdelivr.net" in message
    assert f"lock hash of {wheel.name}" in message


def test_notebook_1_runs_offline_and_the_board_plays(server, browser):
    context, page, network = open_notebook(browser, server, NOTEBOOK)
    try:
        with screenshot_on_failure(page, NOTEBOOK):
            run_all_cells(page)
            assert error_outputs(page) == []

            # The first cell installed the package from this site, not from anywhere else.
            wheels = [u for u in network.fetched if "/pypi/tripeaks_widget-" in u]
            assert wheels and all(f"tripeaks_widget-{project_version()}-" in u for u in wheels), wheels
            installed = run_code_below(
                page,
                "import importlib.metadata as md, tripeaks_widget\n"
                "print(md.version('tripeaks_widget'), md.distribution('tripeaks_widget').read_text('INSTALLER').strip(),"
                " tripeaks_widget.__file__)",
            )
            version, installer, path = installed.split()
            assert version == project_version() and installer == "micropip"
            assert "/site-packages/tripeaks_widget/" in path

            board = page.locator(".tp-root").first
            seven = board.locator(f'.tp-card[data-slot="{SEVEN_SPADES}"]')
            assert "tp-back" in seven.get_attribute("class")
            for slot in (K_CLUBS, A_SPADES, TWO_DIAMONDS):
                version_before = board.get_attribute("data-version")
                board.locator(f'.tp-card[data-slot="{slot}"]').click()
                page.wait_for_function(
                    "([el, v]) => el.dataset.version !== v",
                    arg=[board.element_handle(), version_before], timeout=10_000,
                )
            page.wait_for_function(
                "el => !el.classList.contains('tp-back')", arg=seven.element_handle(), timeout=10_000
            )
            assert seven.get_attribute("aria-label") == "7 of spades"
            assert board.locator(".tp-moves").inner_text() == "3"

            # A replay plays in the site too, and the Pyodide kernel answers meanwhile.
            run_code_below(
                page,
                "from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE\n"
                "board.replay(WON_GAME, start=WON_GAME_CODE, speed=4)",
            )
            assert "42" in run_code_below(page, "print(6 * 7)")
            assert int(board.get_attribute("data-replay")) < 50, "the replay was still playing"
            page.wait_for_function("el => el.dataset.replay === '50'", arg=board.element_handle(), timeout=60_000)
            assert board.locator(".tp-peak-badge:not([hidden])").count() == 3
            assert board.locator(".tp-moves").text_content() == "50"  # off screen: no inner text

            os.makedirs(ARTIFACTS, exist_ok=True)
            board.scroll_into_view_if_needed()
            page.screenshot(path=os.path.join(ARTIFACTS, "site-notebook-1-board.png"))

            assert network.outside == [], "the site reached outside 127.0.0.1"
            assert network.failed == [], "requests the site could not answer"
    finally:
        context.close()


@pytest.mark.parametrize("notebook", OTHER_NOTEBOOKS)
def test_every_notebook_runs_offline_without_errors(server, browser, notebook):
    context, page, network = open_notebook(browser, server, notebook)
    try:
        with screenshot_on_failure(page, notebook):
            run_all_cells(page, timeout_ms=600_000)
            assert error_outputs(page) == []
            assert boards_mid_animation(page) == []
            assert network.outside == [], "the site reached outside 127.0.0.1"
            assert network.failed == [], "requests the site could not answer"
    finally:
        context.close()


# After Run All, each board in view has its final look: no badge or message
# left part-way through a motion (issue 8: off-screen cells froze them).
FINAL_LOOK = """
async (root) => {
  root.scrollIntoView({ block: 'center' });
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
    problems = []
    roots = page.locator(".tp-root")
    for index in range(roots.count()):
        problems += [f"board {index}: {p}" for p in roots.nth(index).evaluate(FINAL_LOOK)]
    return problems
