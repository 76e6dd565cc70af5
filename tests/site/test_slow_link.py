"""No JupyterLab dialog in a student's way on a school's link and a school's laptop (issue 42, section 5).

Play now and Turkish lesson 1, each opened cold on 3 Mbit/s down, 1 Mbit/s up, 40 ms, with a CPU 4x
slower, on every target the page starts (tests/site/slowlink.py: its workers and JupyterLite's service
worker included, all sharing one link). A watcher set in the page before its own scripts records every
JupyterLab dialog that is ever attached, from the page's start to the end: none may appear (the "Select
Kernel" picker once opened over this lesson on a loaded machine: docs/site.md, "No kernel picker over a
lesson"). The board must become playable: the hint's card, clicked, is played.

One language and one lesson (the CI budget: about 3 minutes on this machine). Uses the site and server of
tests/site/conftest.py (TRIPEAKS_SITE_DIR=path reuses a built one); its browser only lends its Playwright.
"""

from __future__ import annotations

import types

import pytest

import slowlink  # tests/site
from litedriver import BOARD_WATCH, open_notebook, screenshot_on_failure  # noqa: E402

LANG = "tr"
NOTEBOOK = f"{LANG}/01-setup.ipynb"
INSTALL, IMPORTS, BOARD = 1, 2, 4  # lesson 1's cells, by their place in the notebook
PROXY = {"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"}  # the network cut, as in the other tests
SLOW_MS = 300_000

# Every JupyterLab dialog attached to the page, from its first script on: its header and when.
DIALOG_WATCH = """
window.__dialogs = [];
new MutationObserver(() => {
  for (const dialog of document.querySelectorAll('.jp-Dialog')) {
    if (!dialog.__seen) {
      dialog.__seen = true;
      const header = dialog.querySelector('.jp-Dialog-header');
      const title = (header || dialog).textContent.trim().slice(0, 80);
      window.__dialogs.push(`${title} at ${Math.round(performance.now())} ms`);
    }
  }
}).observe(document, { childList: true, subtree: true });
"""


class Address:
    def __init__(self, url: str):
        self.url = url


@pytest.fixture(scope="module")
def slow(browser, server):
    """(browser, emulation, site address): a Chromium of its own with the slow link on every target."""
    chromium, link = slowlink.launch(types.SimpleNamespace(chromium=browser.browser_type))
    shared = slowlink.SharedLink(server.url)
    yield chromium, link, Address(shared.url)
    chromium.close()
    link.close()
    shared.close()


def play_the_hint(root) -> None:
    """Ask for a hint and play the card it shows: the move counter goes up by one."""
    from playwright.sync_api import expect

    moves = int(root.locator(".tp-moves").inner_text() or 0)
    root.locator("[data-action='hint']").click()
    hinted = root.locator(".tp-hinted")
    hinted.first.wait_for(timeout=60_000)
    hinted.first.click()
    expect(root.locator(".tp-moves")).to_have_text(str(moves + 1), timeout=60_000)


def test_play_now_on_a_school_link_shows_no_dialog_and_plays(slow):
    chromium, link, site = slow
    context = chromium.new_context(viewport={"width": 1280, "height": 900}, proxy=PROXY)
    try:
        context.add_init_script(DIALOG_WATCH)
        context.add_init_script(BOARD_WATCH)
        page = context.new_page()
        with screenshot_on_failure(page, "slow-link-play-now"):
            page.goto(f"{site.url}app/{LANG}.html")
            page.wait_for_function("window.__boardVisibleAt !== undefined", timeout=SLOW_MS)
            play_the_hint(page.locator(".tp-root").first)
            assert page.evaluate("window.__dialogs") == []
        assert link.reached().get("worker", 0) >= 1, link.attached  # the app page's worker was slowed too
        assert link.meter.beaten() == [], link.meter.beaten()
    finally:
        context.close()


def test_a_lesson_on_a_school_link_shows_no_dialog_and_plays(slow):
    """The lesson opened as a Turkish student opens it, the cells run as soon as the notebook shows them
    (Shift+Enter, without waiting for the kernel: a student does not wait either)."""
    from playwright.sync_api import expect

    chromium, link, site = slow
    link.meter.reset()
    before = len(link.attached)
    context, page, network = open_notebook(chromium, site, NOTEBOOK, ui_lang=LANG, init_script=DIALOG_WATCH)
    try:
        with screenshot_on_failure(page, "slow-link-lesson"):
            cells = page.locator(".jp-Notebook .jp-Cell")
            for number in (INSTALL, IMPORTS, BOARD):
                cells.nth(number).locator(".jp-InputPrompt").first.click()
                page.keyboard.press("Escape")
                page.keyboard.press("Shift+Enter")
            page.wait_for_function("window.__boardVisibleAt !== undefined", timeout=SLOW_MS)
            root = cells.nth(BOARD).locator(".tp-root")
            play_the_hint(root)
            expect(page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first).to_be_attached(
                timeout=60_000)
            assert page.evaluate("window.__dialogs") == []
            assert network.outside == [] and network.failed == []
        kinds = {kind for kind, _ in link.attached[before:]}
        assert {"page", "service_worker", "worker"} <= kinds, link.attached[before:]
        assert link.meter.beaten() == [], link.meter.beaten()
    finally:
        context.close()
