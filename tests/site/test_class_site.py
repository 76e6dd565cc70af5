"""Issue 22 in the JupyterLite site (Pyodide, WebAssembly solver, network cut), in Turkish:
the teacher pastes lines into a cell and reads the class report (its table, its Vega-Lite chart drawn,
a bad line with its reason), and deals a hard winnable deal.

Uses the site, server and browser of tests/site/conftest.py (one build for every site test;
TRIPEAKS_SITE_DIR=path reuses a built one). A screenshot of each language's report goes to test-artifacts/.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from chromium import ARTIFACTS  # noqa: E402
from litedriver import error_outputs, open_notebook, run_code_below  # noqa: E402

from tripeaks_widget.engine.i18n import t  # noqa: E402

from tripeaks_widget import Game, class_report  # noqa: E402
from tripeaks_widget.lab import play_game  # noqa: E402

#: Finished games of TP1-E-AAAAAAB (the report leaves out a game not over), an unnamed one, an illegal line and
#: a line that is no record: what a class pastes.
_GREEDY = play_game("greedy", Game.from_code("TP1-E-AAAAAAB")).record()
_PERFECT = play_game("perfect", Game.from_code("TP1-E-AAAAAAB")).record()
LINES = [f"Ada: {_GREEDY}", f"Bo: {_PERFECT}; hints 1", _GREEDY, "Cem: TP1-E-AAAAAAB: 20 18", "hello class"]
PASTED = "\\n".join(LINES)


# One language in the site (the CI budget); the report's texts in every language are checked in CPython
# (tests/test_class_report.py).
@pytest.mark.parametrize("lang", ["tr"])
def test_a_teacher_pastes_the_class_and_reads_the_report_and_deals_a_hard_deal(server, browser, lang):
    context, page, network = open_notebook(browser, server, f"{lang}/01-setup.ipynb")
    try:
        dealt = run_code_below(
            page,
            "from tripeaks_widget import Game, difficulty\n"
            "game = Game.new(rules='classic', difficulty='hard')\n"
            "print(game.code[:6], difficulty(game).level)",
            timeout_ms=240_000,
        )
        assert dealt.split() == ["TP1-C-", "hard"], dealt
        text = run_code_below(page, f"from tripeaks_widget import class_report\nclass_report('{PASTED}', lang='{lang}')",
                              timeout_ms=120_000)
        expected = class_report("\n".join(LINES), lang=lang, progress=False)  # the same report in CPython
        assert len(expected.rows) == 3 and any(row.turning_point for row in expected.rows)
        assert t("report_title", lang, games=3) in text
        for column in ("name", "gap", "turning_point", "hints"):
            assert t(f"report_col_{column}", lang) in text
        for row in expected.rows:
            assert row.turning_text(lang) in text
        assert t("report_bad_line", lang, n=4, reason=t("report_bad_action", lang, n=2, action="18",
                                                           reason=t("not_adjacent", lang))) in text
        assert t("report_bad_line", lang, n=5, reason=t("report_bad_garbage", lang)) in text
        report = page.locator(".jp-Notebook .jp-Cell.jp-mod-active .jp-OutputArea")
        chart = report.locator(".vega-embed svg, .vega-embed canvas")
        chart.first.wait_for(timeout=60_000)  # the Vega-Lite chart is drawn, not its text stand-in
        assert t("report_chart_title", lang) in report.inner_text()
        assert error_outputs(page) == []
        assert network.outside == []
        os.makedirs(ARTIFACTS, exist_ok=True)
        report.screenshot(path=os.path.join(ARTIFACTS, f"site-class-report-{lang}.png"))
    finally:
        context.close()
