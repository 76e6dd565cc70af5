"""The layout's report (lab/layout_report.py): its figures against the lab's own players, its estimates as
deals are measured, its refusals and its words in three languages."""

import pytest

from tripeaks_widget.engine.codes import GameCode, Rule
from tripeaks_widget.engine.errors import InvalidArgumentError, LayoutError, WrongTypeError
from tripeaks_widget.engine.shapes import LAYOUTS
from tripeaks_widget.engine.game import Game
from tripeaks_widget.lab import compare
from tripeaks_widget.solver import par
from tripeaks_widget.lab.layout_report import LayoutReport, layout_estimates, layout_report, layout_rules

TRIPEAKS_TEXT = LAYOUTS["tripeaks"].text


def test_the_report_agrees_with_the_perfect_and_the_simple_player_of_compare():
    report = layout_report(TRIPEAKS_TEXT, "classic", deals=range(10, 30), progress=False, executor="inline",
                           par_budget=None)
    results = compare("classic", ["perfect", "greedy"], deals=range(10, 30), progress=False, executor="inline")
    assert report.games == 20
    assert report.won == results.row("classic", "perfect").won
    assert report.greedy_won == results.row("classic", "greedy").won
    pars = [par(Game.from_code(str(GameCode(n, Rule.CLASSIC)))).score for n in range(10, 30)]
    assert report.par_games == 20 and report.par_sum == sum(pars)
    assert report.win_interval[0] < report.win_rate < report.win_interval[1] or report.won in (0, 20)


def test_estimates_come_after_every_chunk_and_the_last_is_the_report():
    estimates = list(layout_estimates("tripeaks", "easy", deals=9, executor="inline", chunk=2))
    assert [e.games for e in estimates] == [2, 4, 6, 8, 9]
    assert estimates[-1].done and not estimates[0].done
    final = layout_report("tripeaks", "easy", deals=9, progress=False, executor="inline")
    assert (final.won, final.greedy_won, final.par_sum) == (estimates[-1].won, estimates[-1].greedy_won,
                                                           estimates[-1].par_sum)
    # Each estimate's counts only grow.
    assert all(a.won <= b.won and a.greedy_won <= b.greedy_won for a, b in zip(estimates, estimates[1:]))


def test_a_stop_keeps_the_deals_measured():
    estimates = layout_estimates("tripeaks", "easy", deals=50, executor="inline", chunk=3)
    first = next(estimates)
    estimates.close()
    assert first.games == 3 and not first.done


def test_progress_is_told_after_every_chunk():
    calls = []
    layout_report("tripeaks", "easy", deals=5, progress=lambda done, total: calls.append((done, total)),
                  executor="inline", chunk=2)
    assert calls[-1] == (5, 5) and [d for d, _ in calls] == sorted(d for d, _ in calls)


def test_a_layout_that_cannot_be_played_is_refused_naming_the_problem_before_anything_runs():
    with pytest.raises(LayoutError, match="slot 0 is face down but nothing covers it"):
        layout_report("layout bad\ndown 0\nstock 3", deals=5, progress=False, executor="inline")
    with pytest.raises(InvalidArgumentError, match="names the layout 'golf', not 'tripeaks'"):
        layout_rules(TRIPEAKS_TEXT, "golf,easy")
    with pytest.raises(WrongTypeError):
        layout_report(28, deals=5, progress=False, executor="inline")
    with pytest.raises(InvalidArgumentError, match="no deals"):
        layout_report("tripeaks", deals=[], progress=False, executor="inline")


def test_the_report_speaks_three_languages_and_draws_a_chart():
    report = layout_report("tripeaks", "easy", deals=4, progress=False, executor="inline")
    texts = {lang: report.text(lang) for lang in ("en", "tr", "nb")}
    assert "Deals the solver wins" in texts["en"] and "Çözücünün kazandığı" in texts["tr"]
    assert "Giver den enkle spilleren vinner" in texts["nb"] and "%" in texts["tr"]
    chart = report.chart("nb")
    assert [v["what"] for v in chart["data"]["values"]] == ["Giver løseren vinner", "Giver den enkle spilleren vinner"]
    assert all(0 <= v["low"] <= v["rate"] <= v["high"] <= 1 for v in chart["data"]["values"])
    bundle, _ = report._repr_mimebundle_()
    assert set(bundle) == {"application/vnd.vegalite.v5+json", "text/plain"}
    record = report.record()
    assert record["games"] == 4 and record["win_low"] <= record["win_rate"] <= record["win_high"]


def test_no_games_means_no_figures():
    empty = LayoutReport(layout_rules("tripeaks"), 10)
    assert empty.win_rate is None and empty.mean_par is None and empty.record()["win_low"] is None
    assert "—" in empty.text()


TOWER = "layout tower\ndown 3a 9b\nup 2..4a 8..10b\nstock 20"


@pytest.mark.parametrize("text, rules", [(TOWER, "easy"), (TOWER, "classic"), ("golf", "classic"),
                                         (LAYOUTS["diamond"].text.replace("diamond", "gem"), "easy")])
def test_on_any_layout_each_figure_is_the_solver_par_and_the_simple_player_deal_by_deal(text, rules):
    from tripeaks_widget.lab.players import deal, greedy_player, play_game
    from tripeaks_widget.solver import solve

    report = layout_report(text, rules, deals=range(3, 11), progress=False, executor="inline", par_budget=None)
    rule_set = layout_rules(text, rules)
    games = [deal(n, rule_set) for n in range(3, 11)]
    assert report.won == sum(solve(game) is not None for game in games)
    assert report.par_games == 8 and report.par_sum == sum(par(deal(n, rule_set)).score for n in range(3, 11))
    assert report.greedy_won == sum(play_game(greedy_player, deal(n, rule_set)).status.value == "won"
                                    for n in range(3, 11))
    assert report.layout.name in ("tower", "golf", "gem") and report.rules.text.endswith(rules)


def test_the_report_runs_in_local_processes_as_inline():
    inline = layout_report(TOWER, "easy", deals=12, progress=False, executor="inline", chunk=3)
    local = layout_report(TOWER, "easy", deals=12, progress=False, workers=2, chunk=3)
    assert (local.games, local.won, local.greedy_won, local.par_sum) == (
        inline.games, inline.won, inline.greedy_won, inline.par_sum)


def test_golf_mean_par_counts_every_deal_within_the_default_budget():
    """Under cards-left par of a lost Golf deal comes from the C search (tests/test_anyfewest.py): with the
    report's default budget every deal has its par, so the mean is not tilted to the won deals' 0. One decimal,
    and no interval below 0 (cards left are never fewer)."""
    report = layout_report("golf", "classic", deals=40, progress=False, executor="inline")
    from tripeaks_widget.lab.players import deal

    rules = layout_rules("golf", "classic")
    assert report.par_games == 40 and report.par_sum == sum(par(deal(n, rules)).score for n in range(40))
    assert 0 < report.won < 40 and report.par_sum > 40 - report.won  # a lost deal leaves at least one card
    row = dict(report.cells("en"))["Mean par (cards left, fewer is better)"]
    assert row == f"{report.mean_par:.1f} ({max(report.par_interval[0], 0):.1f} to {report.par_interval[1]:.1f})"
    easy = layout_report("golf", "easy", deals=range(30, 40), progress=False, executor="inline")
    assert easy.won == 10 and dict(easy.cells("nb"))["Gjennomsnittlig par (kort igjen, færre er bedre)"] == "0,0 (0,0 til 0,0)"
