"""Shared launch settings for the browser tests (Debian's Chromium driven by Playwright).

Locally a missing browser skips the browser tests; with TRIPEAKS_REQUIRE_BROWSER=1
(set by .ci/run) it fails them instead.
"""

import os
import shutil

import pytest

CHROMIUM = os.environ.get("TRIPEAKS_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "test-artifacts")


def require_browser():
    """Skip (locally) or fail (in CI) when Playwright or Chromium is missing."""
    required = os.environ.get("TRIPEAKS_REQUIRE_BROWSER") == "1"
    problems = []
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        problems.append("the Python package 'playwright' is not installed")
    if not (os.path.exists(CHROMIUM) or shutil.which(CHROMIUM)):
        problems.append(f"no Chromium at {CHROMIUM} (apt-get install -y chromium)")
    if problems:
        message = "browser tests cannot run: " + "; ".join(problems)
        if required:
            pytest.fail(message)
        pytest.skip(message)


def launch(playwright, extra_args=()):
    """Start headless Chromium with the flags this machine needs (and extra_args)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS + list(extra_args), headless=True)
