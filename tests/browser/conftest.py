"""One JupyterLab server and one Chromium for all the board's browser tests.

Module-scoped (they all live in test_board.py), not session-scoped: Playwright's
sync API cannot start while another instance runs, and other test folders
start their own.
"""

from __future__ import annotations

import sys
import uuid
from pathlib import Path

import pytest

# The tests read the catalogue (t(...)): each layer registers its texts as it is imported.
import tripeaks_widget.board  # noqa: E402,F401
import tripeaks_widget.coach  # noqa: E402,F401

# chromium.py (shared launch settings) lives one folder up.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import chromium  # noqa: E402
import labserver  # noqa: E402


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    chromium.require_browser()
    server = labserver.start_lab(tmp_path_factory.mktemp("jupyterlab"))
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser(lab):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = chromium.launch(playwright)
        yield browser
        browser.close()


class Board:
    """A notebook showing one widget, and the page it is open in."""

    def __init__(self, lab, page):
        self.lab, self.page = lab, page
        self.root = None

    def open(self, *cells: str):
        name = self.lab.write_notebook(f"board-{uuid.uuid4().hex[:8]}.ipynb", *cells)
        self.root = labserver.open_board(self.page, self.lab, name)
        return self

    def card(self, label: str):
        return self.root.locator(f'.tp-card[data-slot][aria-label="{label}"]')

    def slot(self, slot: int):
        return self.root.locator(f'.tp-card[data-slot="{slot}"]')

    def button(self, name: str):
        return self.root.locator(".tp-tools").get_by_role("button", name=name, exact=True)

    def text(self, selector: str) -> str:
        return self.root.locator(selector).inner_text()

    def run(self, code: str) -> str:
        return labserver.run_code(self.page, code)


@pytest.fixture
def board(lab, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield Board(lab, page)
    try:
        # A bad message or a bug must never put a traceback in the notebook.
        stderr = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
        assert stderr.count() == 0, stderr.all_inner_texts()
        assert errors == []
    finally:
        context.close()
        labserver.shut_down_kernels(lab)
