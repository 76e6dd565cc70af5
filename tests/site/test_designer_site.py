"""The layout designer in the site (issue 45, sections 2 and 4): no install, the kernel is Pyodide's. A layout is
typed and drawn, Measure's first estimate is timed and printed, never asserted (run with -s; the figure is in
docs/performance-browser.md), the measurement runs to the end
with figures equal to the lab's report over the same deals, and Play it deals the layout on a board."""

from __future__ import annotations

import os
import time

from chromium import ARTIFACTS
from litedriver import open_notebook, run_code_below, screenshot_on_failure

from tripeaks_widget.engine.i18n import t
from tripeaks_widget.engine.layouts import Layout
from tripeaks_widget.lab.layout_report import layout_report

import pytest

LANG = "tr"
#: The designer's example tower, three small diamonds (the built-in diamond's rows) under a name of one's own,
#: and lesson 7's Golf with 8 cards in the stock (no groups: cards left, par from the WebAssembly search).
LAYOUTS = {
    "short-stock": "layout short-stock\n" + "up 0..12\n" * 5 + "stock 8",
    "hill": "layout hill\ndown 3a 9b\nup 2..4a 8..10b\nstock 20",
    "gem": "layout gem\ndown 2a 8b 14c\ndown 1..3a 7..9b 13..15c\ndown 0..4a 6..10b 12..16c\nup 1..3a 7..9b 13..15c\n"
           "up 2a 8b 14c",
}


@pytest.mark.parametrize("name, DEALS", [("hill", 20), ("gem", 8), ("short-stock", 20)])
def test_a_layout_is_drawn_measured_and_played_in_the_site(server, browser, name, DEALS):
    from playwright.sync_api import expect

    GOOD = LAYOUTS[name]
    context, page, _ = open_notebook(browser, server, f"{LANG}/01-setup.ipynb", ui_lang=LANG)
    try:
        with screenshot_on_failure(page, "designer-site"):
            run_code_below(page, 'import sys\nif sys.platform == "emscripten":\n    import piplite\n'
                                 '    await piplite.install("tripeaks_widget")', timeout_ms=240_000)
            run_code_below(page, f'from tripeaks_widget.board import LayoutDesigner\nLayoutDesigner(lang="{LANG}", '
                                 f'deals={DEALS})', timeout_ms=120_000)
            root = page.locator(".tp-designer").last
            root.wait_for(timeout=60_000)
            root.get_by_label(t("dz_label", LANG)).fill(GOOD)
            layout = Layout.from_text(GOOD)
            expect(root.locator(".tp-designer-drawn")).to_have_text(
                t("dz_drawn", LANG, name=name, cards=layout.size, stock=layout.stock), timeout=30_000)
            began = time.monotonic()
            root.get_by_role("button", name=t("lab_measure", LANG), exact=True).click()
            root.locator(".tp-designer-report tr").first.wait_for(timeout=60_000)
            first = time.monotonic() - began
            expect(root.locator(".tp-designer-progress")).to_have_text(
                t("dz_progress", LANG, done=DEALS, total=DEALS), timeout=300_000)
            whole = time.monotonic() - began
            report = layout_report(GOOD, "easy", DEALS, "inline", progress=False, lang=LANG)
            cells = root.locator(".tp-designer-report td")
            for index, (_, value) in enumerate(report.cells()):
                expect(cells.nth(index)).to_have_text(value)
            print(f"designer in the site, {name}: first estimate {first:.1f} s, {DEALS} deals {whole:.1f} s")
            os.makedirs(ARTIFACTS, exist_ok=True)
            root.screenshot(path=os.path.join(ARTIFACTS, f"site-designer-{name}.png"))
            root.get_by_role("button", name=t("dz_play", LANG), exact=True).click()
            board = page.locator(".tp-root[data-version]").last
            board.wait_for(timeout=60_000)
            expect(board.locator(".tp-card[data-slot]")).to_have_count(layout.size)
    finally:
        context.close()
