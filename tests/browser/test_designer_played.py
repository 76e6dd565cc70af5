"""The layout designer in JupyterLab (issue 45, section 2): a layout typed, refused, drawn, measured with a Stop,
and played on a board, in Norwegian. Every text the test expects is Python's (the catalogue, the engine's
refusal, the lab's report over the same deals), never typed in. Screenshots: test-artifacts/designer-*.png.
"""

from __future__ import annotations

import os

import chromium
from test_front_ends import run_notebook

from tripeaks_widget.engine.errors import LayoutError
from tripeaks_widget.engine.i18n import t
from tripeaks_widget.engine.layouts import Layout
from tripeaks_widget.lab.layout_report import layout_report

try:
    from playwright.sync_api import expect
except ImportError:  # the `lab` fixture skips (or, in CI, fails) with the reason
    expect = None

LANG = "nb"
DEALS = 30
BAD = "layout x\ndown 0\nstock 3"
# Three small diamonds, as the built-in one, under a name of the student's: a tenth of a second a deal, so the
# Stop comes while the kernel measures.
GOOD = "layout gem\ndown 2a 8b 14c\ndown 1..3a 7..9b 13..15c\ndown 0..4a 6..10b 12..16c\nup 1..3a 7..9b 13..15c\nup 2a 8b 14c"


def shot(page, name: str) -> None:
    os.makedirs(chromium.ARTIFACTS, exist_ok=True)
    page.wait_for_timeout(300)
    page.locator(".jp-Notebook").screenshot(path=os.path.join(chromium.ARTIFACTS, f"designer-{name}.png"))


def refusal(text: str) -> str:
    try:
        Layout.from_text(text)
    except LayoutError as error:
        return t("dz_refused", LANG, problem=error.message(LANG))
    raise AssertionError(f"{text!r} reads")


def test_a_layout_is_typed_refused_drawn_measured_stopped_and_played(lab, browser):
    context = browser.new_context(viewport={"width": 1100, "height": 1000})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        name = lab.write_notebook("designer.ipynb", "from tripeaks_widget.board import LayoutDesigner\n"
                                  f'LayoutDesigner(lang="{LANG}", deals={DEALS})')
        run_notebook(page, lab.notebook_url(name))
        root = page.locator(".tp-designer").first
        root.wait_for(timeout=90_000)
        field = root.get_by_label(t("dz_label", LANG))
        measure = root.get_by_role("button", name=t("lab_measure", LANG), exact=True)
        # A layout that cannot be played: the engine's reason, in Norwegian; Measure and Play wait.
        field.fill(BAD)
        expect(root.locator(".tp-designer-error")).to_have_text(refusal(BAD))
        expect(root.locator(".tp-designer-error")).to_have_attribute("role", "alert")
        expect(measure).to_be_disabled()
        # Mended: drawn at once (the static picture), and Measure can run.
        field.fill(GOOD)
        layout = Layout.from_text(GOOD)
        expect(root.locator(".tp-designer-drawn")).to_have_text(
            t("dz_drawn", LANG, name="gem", cards=layout.size, stock=layout.stock))
        expect(root.locator(".tp-designer-error")).to_be_hidden()
        expect(root.locator(".tp-designer-picture > .tripeaks-board > svg")).to_be_visible()
        expect(measure).to_be_enabled()
        shot(page, "drawn")
        # Measure, then Stop after the first estimate: the kernel hears the Stop while it measures.
        measure.click()
        stop = root.get_by_role("button", name=t("dz_stop", LANG), exact=True)
        expect(root.locator(".tp-designer-report tr").first).to_be_visible(timeout=30_000)
        stop.click()
        expect(root.locator(".tp-designer-stopped")).to_contain_text(t("dz_stopped", LANG, done="").split()[0])
        expect(stop).to_be_hidden()
        done = int(root.locator(".tp-designer-progress").inner_text().split()[0])
        assert 0 < done < DEALS, done
        # Measured to the end: the figures are the lab's report over the same deals.
        measure.click()
        expect(root.locator(".tp-designer-progress")).to_have_text(
            t("dz_progress", LANG, done=DEALS, total=DEALS), timeout=120_000)
        expect(stop).to_be_hidden()
        report = layout_report(GOOD, "easy", DEALS, "inline", progress=False, lang=LANG)
        expect(root.locator(".tp-designer-title")).to_have_text(report.title())
        cells = root.locator(".tp-designer-report td")
        for index, (_, value) in enumerate(report.cells()):
            expect(cells.nth(index)).to_have_text(value)
        shot(page, "measured")
        # Play it: a board of the layout, its cards on the table.
        root.get_by_role("button", name=t("dz_play", LANG), exact=True).click()
        board = page.locator(".tp-root[data-version]").first
        board.wait_for(timeout=30_000)
        expect(board.locator(".tp-card[data-slot]")).to_have_count(layout.size)
        board.locator(".tp-card[data-slot='1']").click()  # a face-up card: played or refused, by the engine
        shot(page, "played")
        stderr = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
        assert stderr.count() == 0, stderr.all_inner_texts()
        assert errors == []
    finally:
        context.close()
        from labserver import shut_down_kernels

        shut_down_kernels(lab)
