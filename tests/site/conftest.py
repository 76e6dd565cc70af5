"""The built site, its server and the browser, shared by every test file of tests/site:
one build per test run (5-7 s with build/site-cache warm; TRIPEAKS_SITE_DIR=path reuses
a site built before, e.g. by `make site`)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

# The tests read the catalogue (t(...)): each layer registers its texts as it is imported.
import tripeaks_widget.board  # noqa: E402,F401
import tripeaks_widget.coach  # noqa: E402,F401

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: chromium.py
sys.path.insert(0, str(Path(__file__).resolve().parent))  # litedriver.py

from chromium import launch, require_browser  # noqa: E402
from litedriver import SiteServer, build_site  # noqa: E402


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory) -> Path:
    prebuilt = os.environ.get("TRIPEAKS_SITE_DIR")
    if prebuilt:
        return Path(prebuilt).resolve()
    output = tmp_path_factory.mktemp("site") / "_output"
    build_site(output)
    return output


@pytest.fixture(scope="session")
def server(site_dir):
    server = SiteServer(site_dir).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def browser():
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch(playwright)
        yield browser
        browser.close()
