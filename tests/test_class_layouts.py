"""class_report on the layouts a class hands in (coach/designs.py): measured over the same deals by the lab's
layout report, ranked by win rate or by closeness to a target, and a line that does not read left out with why."""

import json

import pytest

from tripeaks_widget import class_report
from tripeaks_widget.board.designer import layout_line
from tripeaks_widget.engine.errors import InvalidArgumentError
from tripeaks_widget.engine.shapes import LAYOUTS
from tripeaks_widget.lab.layout_report import layout_report, layout_rules

DEALS = 12


TOWER = "layout tower\ndown 3a 9b\nup 2..4a 8..10b\nstock 20"
PYRAMID = LAYOUTS["pyramid"].text.replace("pyramid", "steep")  # one high peak: seldom won


def lines():
    return [layout_line("Ada", layout_rules(PYRAMID, "easy")), layout_line("Bo", layout_rules(TOWER, "easy")),
            layout_line("Cy", layout_rules(LAYOUTS["tripeaks"].text, "classic"))]


def test_layouts_are_ranked_by_the_share_of_deals_the_solver_wins():
    report = class_report("\n".join(lines()), "en", layout_deals=DEALS, progress=False, executor="inline")
    assert [row.name for row in report.layouts] == ["Bo", "Cy", "Ada"]
    for row in report.layouts:
        alone = layout_report(row.rules.layout, row.rules, DEALS, "inline", progress=False, par=False)
        assert (row.report.games, row.report.won) == (alone.games, alone.won)
    rates = [row.report.win_rate for row in report.layouts]
    assert rates == sorted(rates, reverse=True) and rates[0] > rates[-1]
    assert report.layouts[0].cells("en")[1] == "layout tower, Easy"
    assert "Layouts handed in, by win rate" in report.text() and "tp-class-report-layouts" in report.html()


def test_with_a_target_the_closest_layout_comes_first_and_the_gap_is_shown():
    text = "\n".join(lines())
    report = class_report(text, "nb", layout_deals=DEALS, target=0.5, progress=False, executor="inline")
    gaps = [row.gap for row in report.layouts]
    assert gaps == sorted(gaps) and report.layouts[0].name == "Cy"  # TriPeaks Classic's rate is nearest one half
    assert "nærmest en vinnerandel på 50 % først" in report.text()
    assert report.layouts[0].cells("nb")[-1].endswith("%")
    with pytest.raises(InvalidArgumentError, match="target must be a share"):
        class_report(text, "nb", target=50, progress=False)


def test_a_layout_line_that_does_not_read_is_left_out_saying_why_in_the_report_language():
    bad = 'Cem: layout x,easy ' + json.dumps("layout x\ndown 0\nstock 3")
    report = class_report("\n".join([*lines()[:2], bad, "Cem: layout easy not-json", lines()[1].replace("Bo", "ada")]),
                          "tr", layout_deals=DEALS, progress=False, executor="inline")
    reasons = {b.line: b.reason("tr") for b in report.bad_lines}
    assert reasons[3].startswith("dizilim oynanamaz: 'x' dizilimi: 0. yer kapalı")
    assert "ad: layout <kural seti>" in reasons[4]
    assert reasons[5].startswith("ada 1. satırda başka bir dizilim teslim etti")
    assert [row.name for row in report.layouts] == ["Bo", "Ada"]
