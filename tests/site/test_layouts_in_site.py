"""Golf, Putt Putt and Black Hole played to the end in the site (issue 45, "Done when"): Play now's page,
the kernel in Pyodide, in the site's Chromium with the network cut.

Each deal is given to the board's own New game dialog by its code; the line is the solver's winning line,
computed here in CPython (the engine in the page deals the same cards from the code and must accept every
move). Half of it is played by clicks at 1280 px, the rest by the keyboard at 375 px, where the board must
fit without scrolling sideways. JupyterLab's own browser tests (tests/browser/test_layouts_played.py) play
the same layouts with the hints, the languages and the review; this is the site's copy of the play itself.
"""

from __future__ import annotations

import os

import pytest

from chromium import ARTIFACTS
from litedriver import screenshot_on_failure

from tripeaks_widget import Game, solve
from tripeaks_widget.engine.i18n import t

DEALS = [("TP1-E-AAAAAAB-GOLF", 35), ("TP1-C-AAAAAAG-GOLF", 35), ("TP1-E-AAAAAAB-BLACK-HOLE", 51)]
FACE_UP = ".tp-root .tp-card[data-slot]:not(.tp-back):not([hidden])"


@pytest.fixture(scope="module")
def play_now(server, browser):
    """English Play now from the start page, its board up."""
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
    page = context.new_page()
    page.goto(f"{server.url}en.html")
    page.get_by_role("link", name="Play now").click()
    page.wait_for_selector(FACE_UP, timeout=180_000)
    yield page
    context.close()


def moves_are(page, n: int) -> None:
    page.wait_for_function("(n) => document.querySelector('.tp-root .tp-moves').textContent === String(n)", arg=n,
                           timeout=30_000)


def fits_the_window(page) -> None:
    box = page.locator(".tp-root").first.bounding_box()
    assert box["x"] >= -0.5 and box["x"] + box["width"] <= page.evaluate("innerWidth") + 0.5, box
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


@pytest.mark.parametrize(("code", "size"), DEALS, ids=[code for code, _ in DEALS])
def test_a_layout_is_played_to_the_end_by_clicks_and_keys(play_now, code, size):
    page = play_now
    game = Game.from_code(code)
    line = solve(game)
    assert line, f"{code} is won in the solver's line"
    root = page.locator(".tp-root").first
    name = game.layout.name
    with screenshot_on_failure(page, f"site-{name}-{code[4]}"):
        page.set_viewport_size({"width": 1280, "height": 900})
        root.locator(".tp-tools").get_by_role("button", name=t("ui_new_game", "en"), exact=True).click()
        dialog = page.locator(".tp-dialog")
        dialog.locator(".tp-code-field").fill(code)
        dialog.get_by_role("button", name=t("ui_deal", "en"), exact=True).click()
        page.wait_for_function("([code, size]) => document.querySelector('.tp-root .tp-code').textContent === code"
                               " && document.querySelectorAll('.tp-root .tp-card[data-slot]').length === size",
                               arg=[code, size], timeout=30_000)
        assert root.locator('.tp-chip[data-variant="layout"]').inner_text() == t(f"layout_{name}", "en")
        assert root.locator(".tp-stock").is_visible() is bool(game.layout.stock)
        half = len(line) // 2
        for done, action in enumerate(line[:half], 1):
            (root.locator(".tp-stock") if action == "draw" else root.locator(f'.tp-card[data-slot="{action}"]')).click()
            moves_are(page, done)
        page.set_viewport_size({"width": 375, "height": 740})
        fits_the_window(page)
        for done, action in enumerate(line[half:], half + 1):
            if action == "draw":
                root.locator(".tp-stock").focus()
                page.keyboard.press("d")
            else:
                root.locator(f'.tp-card[data-slot="{action}"]').focus()
                page.keyboard.press("Enter")
            moves_are(page, done)
        assert root.get_attribute("data-status") == "won"
        assert t("ui_won", "en") in root.locator(".tp-banner").inner_text()
        fits_the_window(page)
        os.makedirs(ARTIFACTS, exist_ok=True)
        page.screenshot(path=os.path.join(ARTIFACTS, f"site-{name}-{code[4]}-375-won.png"))
