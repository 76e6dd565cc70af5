"""One Chromium per test module of the site's tests (the site's own server and build stay in each module).

Module-scoped, not session-scoped, as tests/browser/conftest.py says: Playwright's sync API cannot start
while another instance runs.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# chromium.py (shared launch settings) lives one folder up.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from chromium import launch, require_browser  # noqa: E402


@pytest.fixture(scope="module")
def browser():
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch(playwright)
        yield browser
        browser.close()
