"""What a real class hands in: the line a student prints (named, quoted, padded), copies, a second game under the
same name, records with no moves or cut short, games of another deal, and lesson answers lines.

Each case is read by ``review`` and ``class_report`` as the README tells a teacher to use them; every line left
out is listed on its line with its reason in the report's language, and counted once or not at all.
"""

from __future__ import annotations

import functools
import json

import pytest

from tripeaks_widget import Game, InvalidArgumentError, InvalidCodeError, WrongTypeError, class_report, review
from tripeaks_widget.coach import register_answer_checker
from tripeaks_widget.coach.answers import answer_checker
from tripeaks_widget.engine.i18n import LANGS, t
from tripeaks_widget.lab import play_game

SHARED = "TP1-E-AAAAAAB"


@functools.cache
def finished(start: str) -> str:
    """The record of a game that starts with ``start`` and is played to its end by the greedy player."""
    return play_game("greedy", Game.from_record(start)).record()


ADA = f"{SHARED}: 20 23 22"  # the blunder at move 3; played on to the end below


@pytest.mark.parametrize("line", [
    f"Ada: {ADA}", f"'Ada: {ADA}'", f'"Ada: {ADA}"', f"   Ada:   {ADA}   ", f"\"'Ada: {ADA}'\"", f'"{ADA}"',
    f"Ada Lovelace: {ADA}",
])
def test_review_reads_every_form_class_report_reads(line):
    r = review(line, samples=2)
    assert r.record == ADA and r.turning_point == 3
    rep = class_report(line.replace(ADA, finished(ADA)), progress=False)
    assert len(rep.rows) == 1 and rep.rows[0].record == finished(ADA)


def test_review_still_says_what_is_wrong_with_a_line_that_is_no_record():
    with pytest.raises(InvalidCodeError):
        review("hello there", samples=2)
    with pytest.raises(InvalidCodeError):
        review('Ada: answers en {"1.1": ["23"]}', samples=2)


def test_copies_exact_quoted_and_padded_are_counted_once_and_listed():
    line = f"Ada: {finished(ADA)}"
    rep = class_report("\n".join([line, f'"{line}"', f"   {line}   ", f"'{line}'", f"ada:  {finished(ADA)}"]),
                       progress=False)
    assert [row.line for row in rep.rows] == [1]
    assert [(b.line, b.key, b.fields) for b in rep.bad_lines] == [
        (n, "report_bad_duplicate", {"line": 1}) for n in (2, 3, 4, 5)]
    for lang in LANGS:
        assert t("report_bad_line", lang, n=2, reason=t("report_bad_duplicate", lang, line=1)) in rep.text(lang)


def test_common_mistakes_count_a_students_copies_once():
    ada, bo = f"Ada: {finished(ADA)}", f"Bo: {finished(ADA + ' draw')}"
    rep = class_report("\n".join([ada, ada, ada, bo]), progress=False)
    assert rep.common == ()  # two students: not a deal "many students" played, however many copies


def test_the_same_name_with_two_games_is_flagged_and_the_first_counts():
    first, second = finished(ADA), finished(f"{SHARED}: 20 23 24")
    rep = class_report(f"Ada: {first}\nBo: {second}\nADA : {second}", lang="nb", progress=False)
    assert sorted(row.line for row in rep.rows) == [1, 2]
    assert [(b.line, b.key) for b in rep.bad_lines] == [(3, "report_bad_same_name")]
    assert rep.bad_lines[0].reason("nb") == t("report_bad_same_name", "nb", name="ADA", line=1)


@pytest.mark.parametrize("lang", LANGS)
def test_no_moves_and_a_cut_record_are_listed_not_drawn_as_perfect_games(lang):
    cut = finished(ADA).rsplit(" ", 5)[0]  # cut at a word boundary: still a readable record, of a game not over
    lines = [f"Ada: {SHARED}", f"Bo: {SHARED}:", f"Cem: {cut}", f"Dag: {SHARED}: ; hints 1"]
    rep = class_report("\n".join(lines), lang=lang, progress=False)
    assert rep.rows == () and t("report_no_games", lang) in rep.text()
    assert [(b.line, b.key) for b in rep.bad_lines] == [
        (1, "report_bad_empty"), (2, "report_bad_empty"), (3, "report_bad_unfinished"), (4, "report_bad_empty")]
    left = 28 - sum(Game.from_record(cut).is_removed(s) for s in range(28))
    assert rep.bad_lines[2].reason(lang) == t("report_bad_unfinished", lang, cards=t("cards", lang, n=left))
    assert "█" not in rep.text() and rep.chart()["data"]["values"] == []


@pytest.mark.parametrize("deal", ["TP1-E-AAAAAAB", " tp1-e-aaaaaab ", "TP1-E-AAAAAAB [easy]", Game.from_code(SHARED)])
def test_the_deal_the_class_was_set_flags_records_of_other_deals(deal):
    other = play_game("greedy", Game.from_code("TP1-E-AAAAAAC")).record()
    classic = play_game("greedy", Game.from_code("TP1-E-AAAAAAB", "easy,jokers=1")).record()
    rep = class_report(f"Ada: {finished(ADA)}\nBo: {other}\nCem: {classic}", lang="tr", deal=deal, progress=False)
    assert [row.line for row in rep.rows] == [1]
    assert [(b.line, b.key) for b in rep.bad_lines] == [(2, "report_bad_other_deal"), (3, "report_bad_other_deal")]
    assert rep.bad_lines[0].reason("tr") == t("report_bad_other_deal", "tr", code="TP1-E-AAAAAAC", deal=SHARED)
    assert "[easy,jokers=1]" in rep.bad_lines[1].reason("tr")
    without = class_report(f"Ada: {finished(ADA)}\nBo: {other}", progress=False)
    assert len(without.rows) == 2  # no deal set: every deal counts


def test_a_bad_deal_is_refused_at_once():
    with pytest.raises(InvalidCodeError):
        class_report("", deal="TP1-Q-AAAAAAB")
    with pytest.raises(WrongTypeError):
        class_report("", deal=5)


def test_the_table_ranks_the_games_by_their_gap_to_par():
    lines = [f"Ada: {finished(ADA)}", f"Bo: {finished(f'{SHARED}: 20 23 24')}",
             f"Cem: {play_game('perfect', Game.from_code(SHARED)).record()}"]
    rep = class_report("\n".join(lines), progress=False)
    gaps = [row.gap for row in rep.rows]
    assert gaps == sorted(gaps) and gaps[0] == 0 and [row.name for row in rep.rows][0] == "Cem"
    assert [v["gap"] for v in rep.chart()["data"]["values"]] == gaps
    assert [line.split()[1] for line in rep.chart_text().splitlines()[1:]] == [row.name for row in rep.rows]


@pytest.mark.parametrize("switch", ["no", 1, 0, None, "False"])
def test_progress_takes_only_true_or_false(switch):
    with pytest.raises(WrongTypeError):
        class_report(f"Ada: {finished(ADA)}", progress=switch)


def test_the_report_budget_is_bounded_like_the_others_and_named_as_written():
    with pytest.raises(InvalidArgumentError, match="budget"):
        class_report("", budget=2**63)


# -- lesson answers ---------------------------------------------------------------------------------------------


def _answers(name: str, lang: str, tries: dict) -> str:
    return f"{name}: answers {lang} {json.dumps(tries, ensure_ascii=False)}"


@pytest.fixture
def lessons_checker():
    import tripeaks_widget.lessons  # noqa: F401  registers its check

    assert answer_checker() is tripeaks_widget.lessons.check
    yield tripeaks_widget.lessons.check


def test_answers_lines_give_first_try_rates_and_the_most_common_wrong_answer(lessons_checker):
    from tripeaks_widget.lessons.feedback import expected

    right = str(expected("1.2")[0])
    wrong, other = str(expected("1.2")[0] + 1), str(expected("1.2")[0] + 2)
    lines = [
        _answers("Ada", "en", {"1.2": [right]}),
        _answers("Bo", "tr", {"1.2": [wrong, right]}),
        _answers("Cem", "nb", {"1.2": [f" {wrong} ", wrong, other]}),  # one student's repeats count once
        _answers("Dag", "en", {"1.2": [other, wrong]}),
        _answers("Ada", "en", {"1.2": [right]}),  # a copy
        "Eve: answers en not json",
        "Eve: answers de {}",
        _answers("Eve", "en", {"1.2": [3]}),
        _answers("Eve", "en", {"99.9": ["3"]}),
        f"Ada: {finished(ADA)}",
    ]
    for lang in LANGS:
        rep = class_report("\n".join(lines), lang=lang, progress=False)
        assert len(rep.rows) == 1 and len(rep.answers) == 1
        result = rep.answers[0]
        assert (result.exercise, result.students, result.first_try) == ("1.2", 4, 1)
        assert (result.wrong, result.wrong_count) == (wrong, 3)
        assert [(b.line, b.key) for b in rep.bad_lines] == [
            (5, "report_bad_duplicate"), (6, "report_bad_answers_json"), (7, "report_bad_answers_lang"),
            (8, "report_bad_answers_tries"), (9, "report_bad_answers_exercise")]
        line = t("report_answers_row", lang, exercise="1.2", first=1, students=4) + t(
            "report_answers_row_wrong", lang, wrong=t("report_answers_wrong", lang, answer=wrong, count=3))
        assert line in rep.text() and t("report_answers_title", lang) in rep.text()
        html = rep.html()
        assert t("report_answers_col_wrong", lang) in html and f"{t('report_answers_wrong', lang, answer=wrong, count=3)}" \
            .replace("“", "“") in html.replace("&quot;", '"')


def test_answers_are_checked_again_never_trusted(lessons_checker):
    # A verdict sent with the answers is not part of the format; a try that looks right to nobody but the
    # student is counted wrong, whatever else the line carries.
    rep = class_report(_answers("Ada", "en", {"1.2": ["certainly right"]}), progress=False)
    assert rep.answers[0].first_try == 0 and rep.answers[0].wrong == "certainly right"


def test_a_students_answers_over_several_lines_are_merged(lessons_checker):
    from tripeaks_widget.lessons.feedback import expected

    a, b = str(expected("1.1")[0]), str(expected("1.2")[0])
    rep = class_report("\n".join([_answers("Ada", "en", {"1.1": [a]}), _answers("ada", "en", {"1.2": [b]}),
                                  _answers("Ada", "en", {"1.1": ["7"]})]), progress=False)
    assert [(r.exercise, r.students, r.first_try) for r in rep.answers] == [("1.1", 1, 1), ("1.2", 1, 1)]
    assert [(bad.line, bad.key) for bad in rep.bad_lines] == [(3, "report_bad_answers_again")]


def test_without_the_lessons_checker_answers_are_listed_not_guessed(lessons_checker):
    register_answer_checker(None)
    try:
        rep = class_report(_answers("Ada", "en", {"1.2": ["3"]}), progress=False)
        assert rep.answers == () and [b.key for b in rep.bad_lines] == ["report_bad_no_checker"]
    finally:
        register_answer_checker(lessons_checker)
    with pytest.raises(WrongTypeError):
        register_answer_checker("check")


def test_any_answers_json_gives_a_report():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                          lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                                       max_size=3), max_leaves=8)

    @settings(max_examples=80, deadline=None)
    @given(values)
    def run(value):
        import tripeaks_widget.lessons  # noqa: F401

        rep = class_report(f"Ada: answers nb {json.dumps(value)}", progress=False)
        assert len(rep.answers) + len(rep.bad_lines) >= 1
        str(rep), rep.html()

    run()


# -- bad input the review and the rules still let through -------------------------------------------------------


@pytest.mark.parametrize("samples", [2**63, 10**30, 10_001])
def test_review_refuses_too_many_samples_at_once_with_the_range(samples):
    from tripeaks_widget.coach.review import MAX_SAMPLES

    with pytest.raises(InvalidArgumentError, match=f"samples must be a whole number from 0 to {MAX_SAMPLES}"):
        review(ADA, samples=samples)


def test_review_names_the_budget_as_the_caller_wrote_it():
    with pytest.raises(InvalidArgumentError) as info:
        review(ADA, budget=2**63)
    assert str(info.value).startswith("budget must be") and "max_nodes" not in str(info.value)


@pytest.mark.parametrize("text", ["redeals=" + "0" * 5000, "jokers=" + "0" * 5000, "redeals=0001"])
def test_a_count_of_thousands_of_zeros_is_refused_never_handed_to_int(text):
    from tripeaks_widget import Rules

    with pytest.raises(InvalidArgumentError, match="must be a whole number from 0 to"):
        Rules.from_text(text)
    with pytest.raises(InvalidArgumentError):
        Game.from_record(f"TP1-E-AAAAAAB [easy,{text}]: 20")
    with pytest.raises(InvalidArgumentError):
        review(f"Ada: TP1-E-AAAAAAB [easy,{text}]: 20", samples=0)
    rep = class_report(f"Ada: TP1-E-AAAAAAB [easy,{text}]: 20", progress=False)
    assert [b.key for b in rep.bad_lines] == ["report_bad_rules"]


def test_budget_exceeded_is_a_project_error_exported_from_the_package():
    import tripeaks_widget
    from tripeaks_widget import BudgetExceeded, par
    from tripeaks_widget.engine.errors import ERRORS
    from tripeaks_widget.solver import search

    assert BudgetExceeded in ERRORS and "BudgetExceeded" in tripeaks_widget.__all__
    assert search.BudgetExceeded is BudgetExceeded and issubclass(BudgetExceeded, RuntimeError)
    with pytest.raises(BudgetExceeded):
        par(Game.from_code(SHARED), max_nodes=1)


def test_an_exercise_with_no_tries_is_not_counted(lessons_checker):
    rep = class_report(_answers("Ada", "en", {"1.1": [], "1.2": ["3"]}), progress=False)
    assert [r.exercise for r in rep.answers] == ["1.2"] and rep.bad_lines == ()
    rep = class_report(_answers("Ada", "en", {"1.1": []}), progress=False)
    assert rep.answers == () and [b.key for b in rep.bad_lines] == ["report_bad_answers_json"]
