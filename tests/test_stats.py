"""Win-rate statistics: the table, the progress bar, both cores, the command line."""

import pytest

from tripeaks_widget import Variants
from tripeaks_widget.lab.stats import WinRateTable, deal_won, main, win_rate


def test_counts_match_deal_by_deal_solving():
    table = win_rate(rule="classic", start=0, count=12, progress=False, processes=1)
    (row,) = table.rows
    expected = sum(deal_won("classic", Variants(), n) for n in range(12))
    assert (row.deals, row.won, row.lost) == (12, expected, 12 - expected)
    assert row.percent == pytest.approx(100 * expected / 12)


def test_two_processes_give_the_same_table():
    one = win_rate(["easy", "classic"], start=30, count=60, progress=False, processes=1)
    two = win_rate(["easy", "classic"], start=30, count=60, progress=False, processes=2)
    assert [(r.rule, r.won) for r in one.rows] == [(r.rule, r.won) for r in two.rows]


def test_rules_and_variants_make_one_row_each():
    table = win_rate(["easy", "classic"], [Variants(), "joker,empty-waste"], start=5, count=4, progress=False,
                     processes=1)
    assert [(r.rule, r.variants.names) for r in table.rows] == [
        ("easy", ()), ("easy", ("empty-waste", "joker")), ("classic", ()), ("classic", ("empty-waste", "joker")),
    ]


def test_table_shows_itself():
    table = win_rate("easy", start=0, count=3, progress=False, processes=1)
    assert isinstance(table, WinRateTable)
    text = str(table)
    assert text.splitlines()[0].split()[:3] == ["rule", "variants", "deals"]
    assert "3 (deals 0-2)" in text and "standard" in text
    assert repr(table).startswith("<WinRateTable")
    html = table._repr_html_()
    assert html.startswith("<table>") and "<td>easy</td>" in html


def test_progress_goes_to_stderr(capsys):
    win_rate("easy", start=0, count=30, progress=True, processes=1)
    err = capsys.readouterr().err
    assert "30/30 deals" in err


def test_command_line(capsys):
    main(["--rule", "classic", "--start", "0", "--count", "5", "--no-progress", "--processes", "1"])
    out = capsys.readouterr().out
    assert "classic" in out and "5 (deals 0-4)" in out


@pytest.mark.parametrize("rule", ["easy", "classic"])
def test_win_rate_near_the_published_figure(rule):
    # The 10,000-deal cross-check (Easy 97 %, Classic 73 %) is in docs/solver.md;
    # here a small range with wide bounds.
    (row,) = win_rate(rule, start=0, count=100, progress=False, processes=1).rows
    low, high = (88, 100) if rule == "easy" else (60, 86)
    assert low <= row.percent <= high
