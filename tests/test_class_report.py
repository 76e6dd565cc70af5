"""The class report (issue 22, part 4): 30 pasted lines of real games, 3 of them bad, in en, tr and nb.

The games are played by the lab's players (greedy, random, fair-hint, perfect,
and seeded "any card that fits" players through ``play_game``); what the report
says about each is checked against the engine and the solver directly.
"""

from __future__ import annotations

import functools
import random
import re

import pytest

from tripeaks_widget import Game, Rules, WrongTypeError, class_report, par, review, solve
from tripeaks_widget.coach.report import MIN_PLAYERS, SAMPLES, ClassReport
from tripeaks_widget.engine.i18n import LANGS, t
from tripeaks_widget.lab import play_game, play_many

SHARED = "TP1-E-AAAAAAB"  #: the deal the whole class played first
NAMES = ["Ada", "Bo", "Cem", "Dag", "Elif", "Frode", "Gül", "Håkon", "Ipek", "Jens", "Kaan", "Liv", "Mert",
         "Nora", "Oğuz", "Pål", "Rana", "Siri", "Tuna", "Ulf", "Vera", "Yusuf", "Zeynep", "Åse", "Øyvind", "Ece",
         "Ida"]


def _casual(seed: int):
    """A player who plays any card that fits, at random (seeded), and draws only when none fits."""

    def player(view):
        rng = random.Random(seed * 1000 + len(view.history))
        cards = [a for a in view.actions if a != "draw"]
        return rng.choice(cards) if cards else "draw"

    return player


def _with_undo_and_hints(game: Game) -> Game:
    """A game where the student undid two actions and asked for three hints, then played on greedily."""
    game.undo()
    game.undo()
    for _ in range(3):
        game.note_hint()
    return play_game("greedy", game)


@functools.cache
def class_games() -> tuple[tuple[str | None, Game], ...]:
    games: list[Game] = []
    games += [play_game(_casual(seed), Game.from_code(SHARED)) for seed in range(6)]
    games += [play_game("greedy", Game.from_code(SHARED)), play_game("perfect", Game.from_code(SHARED))]
    games += play_many("greedy", range(100, 108))
    games += play_many("random", range(200, 203))
    games += play_many("perfect", range(300, 302))
    games += play_many("greedy", range(400, 402), "classic")
    games += play_many("fair-hint", [500])
    games += play_many("greedy", [600], "classic,jokers=1,redeals=1")
    greedy = play_many("greedy", [700])[0]
    games.append(_with_undo_and_hints(Game.from_record(greedy.record())))
    going = play_many("greedy", [800])[0]
    games.append(Game.replay(going.code, going.history[:8]))  # a game still going
    assert len(games) == 27
    named = [(NAMES[i] if i % 9 else None, game) for i, game in enumerate(games)]  # a few lines without a name
    return tuple(named)


BAD = {  # line number (1-based, the header comment and a blank line counted) -> (the line, its reason's key)
    9: ("Zara: TP1-E-AAAAAA: 20 23", "report_bad_code"),
    17: ("Yunus: TP1-E-AAAAAAB: 20 18", "report_bad_action"),
    25: ("hello class, here are my games", "report_bad_garbage"),
}


def pasted() -> str:
    lines = ["# period 3, Tuesday", ""]
    good = iter(class_games())
    while len(lines) < 32:
        number = len(lines) + 1
        if number in BAD:
            lines.append(BAD[number][0])
        else:
            name, game = next(good)
            lines.append(game.record() if name is None else f"{name}: {game.record()}")
    assert len([line for line in lines if line and not line.startswith("#")]) == 30
    return "\n".join(lines)


def good_lines() -> dict[int, tuple[str | None, Game]]:
    """Line number -> (name, game) of every game line of ``pasted()``."""
    games = iter(class_games())
    return {n: next(games) for n in range(3, 33) if n not in BAD}


#: The last game is still going (a line cut short, for all the report can tell): listed, not counted.
GOING = 32


def counted() -> dict[int, tuple[str | None, Game]]:
    return {n: item for n, item in good_lines().items() if n != GOING}


@functools.cache
def _report() -> ClassReport:
    return class_report(pasted(), lang="en", progress=False)


def report(lang: str) -> ClassReport:
    """The class's report in ``lang``: reviewed once; a report's language is only the default of its texts."""
    rep = _report()
    return ClassReport(rep.rows, rep.bad_lines, rep.common, lang, rep.answers)


def test_the_reports_language_is_the_default_of_every_text():
    small = "\n".join(pasted().splitlines()[14:18])  # three games and the illegal action, line 17 here line 3
    assert GOING not in range(15, 19)
    for lang in LANGS:
        rep = class_report(small, lang=lang, progress=False)
        assert rep.lang == lang and len(rep.rows) == 3
        assert str(rep) == rep.text(lang) and rep.table()[0][0] == t("report_col_line", lang)
        assert rep.bad_lines[0].reason(lang) == t("report_bad_action", lang, n=2, action="18", reason=t("not_adjacent", lang))


def _turning_point(game: Game) -> int | None:
    """The first move after which a winnable deal could no longer be won, by the solver alone."""
    replay = Game.from_code(game.code, game.rules)
    for number, action in enumerate(game.history, 1):
        before = solve(replay) is not None
        replay.draw() if action == "draw" else replay.play(action)
        if before and solve(replay) is None:
            return number
    return None


def test_every_good_line_counts_and_agrees_with_the_engine_and_the_solver():
    rows = report("en").rows
    games = counted()
    assert good_lines()[GOING][1].status.value == "playing"
    assert len(rows) == 26 and sorted(row.line for row in rows) == sorted(games)
    assert [(row.gap, row.line) for row in rows] == sorted((row.gap, row.line) for row in rows)  # ranked by the gap
    for row in rows:
        name, game = games[row.line]
        assert row.name == name and row.code == game.code and row.rules == game.rules
        assert row.record == game.record()
        assert (row.result, row.score, row.undos, row.hints) == (game.status, game.score, game.undos, game.hints)
        assert row.par == par(Game.from_code(game.code, game.rules)).score
        assert row.gap == row.par - row.par_now >= 0
        if game.status.value != "playing":
            assert row.par_now == game.score
        else:
            assert row.par_now == par(game).score
        assert row.turning_point == _turning_point(game), game.record()
        assert row.winnable_at_start == (solve(Game.from_code(game.code, game.rules)) is not None)
    assert any(row.turning_point for row in rows) and any(row.turning_point is None for row in rows)
    assert any(row.result.value == "won" for row in rows) and any(row.hints == 3 and row.undos == 2 for row in rows)


@pytest.mark.parametrize("lang", LANGS)
def test_the_bad_lines_are_listed_with_their_number_and_reason_in_the_notebooks_language(lang):
    bad = report(lang).bad_lines
    expected = {**{n: key for n, (_, key) in BAD.items()}, GOING: "report_bad_unfinished"}
    assert [(b.line, b.key) for b in bad] == sorted(expected.items())
    reasons = [b.reason(lang) for b in bad]
    assert reasons[0] == t("report_bad_code", lang, code="TP1-E-AAAAAA")
    assert reasons[1] == t("report_bad_action", lang, n=2, action="18", reason=t("not_adjacent", lang))
    assert reasons[2] == t("report_bad_garbage", lang)
    going = good_lines()[GOING][1]
    left = 28 - sum(going.is_removed(s) for s in range(28))
    assert reasons[3] == t("report_bad_unfinished", lang, cards=t("cards", lang, n=left))
    text = str(report(lang))
    for b, reason in zip(bad, reasons):
        assert t("report_bad_line", lang, n=b.line, reason=reason) in text
        assert b.text in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_and_the_chart_speak_the_notebooks_language(lang):
    rep = report(lang)
    header, *rows = rep.table()
    columns = ("line", "name", "deal", "result", "score", "par", "gap", "turning_point", "undos", "hints")
    assert header == [t(f"report_col_{c}", lang) for c in columns]
    assert len(rows) == 26
    assert {row[3] for row in rows} <= {t(f"status_{s}", lang) for s in ("won", "stuck")}
    turning = {row[7] for row in rows}
    assert t("report_turning_none", lang) in turning or t("report_turning_never", lang) in turning
    assert any(cell == t("report_turning_move", lang, n=3) for cell in turning) or len(turning) > 1
    html = rep._repr_html_()
    for cell in header:
        assert f"<th>{cell}</th>" in html
    chart = rep.chart()
    assert chart["$schema"].endswith("vega-lite/v5.json")
    assert [v["gap"] for v in chart["data"]["values"]] == [row.gap for row in rep.rows]
    assert chart["encoding"]["x"]["title"] == t("report_col_gap", lang)
    assert chart["title"] == t("report_chart_title", lang)
    stand_in = rep.chart_text()
    assert stand_in.splitlines()[0] == t("report_chart_title", lang) and len(stand_in.splitlines()) == 27
    assert stand_in in html  # the text chart, where nothing draws Vega-Lite


def test_the_move_most_of_them_got_wrong_on_the_deal_the_class_shared():
    rep = report("en")
    shared = [c for c in rep.common if c.code == SHARED]
    assert len(shared) == 1 and shared[0].players == 8 >= MIN_PLAYERS
    common = shared[0]
    assert common.count >= 2 and common.verdict != "best"
    # Every game named played that move in that position, with a verdict other than "best".
    rows = {row.line: row for row in rep.rows}
    for line in common.lines:
        row = rows[line]
        history = Game.from_record(row.record).history
        assert any(a == common.action and v != "best" for a, v in zip(history, row.verdicts)), line
    # The better move is the one the whole game's review names there.
    full = review(rows[common.lines[0]].record, samples=SAMPLES).moves[common.number - 1]
    assert (common.better, common.action, common.card) == (full.suggestion(), full.action, full.card)
    # And no other wrong move of that deal was made in more games.
    counts: dict = {}
    for row in rep.rows:
        if row.code != SHARED:
            continue
        replay = Game.from_code(SHARED)
        seen = set()
        for action, verdict in zip(Game.from_record(row.record).history, row.verdicts):
            key = (replay.position(), action)
            if verdict != "best" and key not in seen:
                counts[key] = counts.get(key, 0) + 1
                seen.add(key)
            replay.draw() if action == "draw" else replay.play(action)
    assert common.count == max(counts.values())
    for lang in LANGS:
        sentence = common.text(lang)
        assert sentence.startswith(SHARED) and str(common.count) in sentence
        assert t(f"coach_verdict_{common.verdict}", lang) in sentence
    assert re.search(r"at move \d+", common.text("en"))


def test_the_verdicts_are_the_reviews():
    rows = report("en").rows
    for row in rows:  # the report's shortcuts (following par's and a winning line) change no verdict
        full = review(row.record, samples=1)
        assert row.verdicts == tuple(m.verdict for m in full.moves), row.record
        assert (row.par, row.par_now, row.turning_point, row.winnable_at_start) == (
            full.par, full.par_now, full.turning_point, full.winnable_at_start)
    assert rows[0].review(samples=1).moves == review(rows[0].record, samples=1).moves


def test_a_draw_most_got_wrong_and_the_better_card_read_as_sentences():
    from tripeaks_widget import Card
    from tripeaks_widget.coach.report import CommonMistake

    note = CommonMistake(SHARED, Rules(), 5, 3, 4, "draw", Card.from_str("7♠"), "blunder", 20, Card.from_str("K♣"),
                         Card.from_str("A♣"), (1, 2, 3))
    assert note.text("en") == "TP1-E-AAAAAAB (5 games): 3 of them drew from the stock at move 4 (Blunder). " \
                              "K♣ on the A♣ was better."
    assert note.text("tr") == "TP1-E-AAAAAAB (5 oyun): bunların 3 tanesi 4. hamlede desteden kart çekti (değerlendirme: Büyük hata). " \
                              "A♣ üzerine R♣ hamlesi daha iyiydi."
    assert note.text("nb") == "TP1-E-AAAAAAB (5 spill): 3 av dem trakk fra bunken i trekk 4 (Tabbe). R♣ på A♣ var bedre."


def test_no_games_and_bad_arguments():
    empty = class_report("\n# nothing yet\n", lang="nb", progress=False)
    assert empty.rows == () and empty.bad_lines == () and t("report_no_games", "nb") in str(empty)
    assert "TP1" not in empty.chart_text()
    with pytest.raises(WrongTypeError):
        class_report(["TP1-E-AAAAAAB: 20"])
    with pytest.raises(ValueError):
        class_report("TP1-E-AAAAAAB: 20", lang="de")


def test_quoted_lines_rules_in_brackets_and_a_rule_set_that_disagrees_with_the_code():
    rules = Rules.from_text("classic,jokers=1")
    game = play_game("greedy", Game.from_code("TP1-C-AAAAAAC", rules))
    rep = class_report(f"'Ada: {game.record()}'\n\"{game.record()}\"\nBo: TP1-E-AAAAAAB [classic]: 20",
                       progress=False)
    assert [row.rules for row in rep.rows] == [rules, rules] and rep.rows[0].name == "Ada"
    assert [(b.line, b.key) for b in rep.bad_lines] == [(3, "report_bad_link")]
    assert rules.name("en") in rep.table()[1][2]


def test_in_a_notebook_the_table_and_the_vega_lite_chart_are_two_outputs(monkeypatch):
    import IPython.display

    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda bundle, **options: shown.append((bundle, options)))
    rep = report("nb")
    rep._ipython_display_()
    (table, _), (chart, options) = shown
    assert set(table) == {"text/html", "text/plain"} and "<table" in table["text/html"]
    assert "<pre>" not in table["text/html"]  # the chart comes next, drawn
    assert table["text/plain"] == str(rep)
    assert chart["application/vnd.vegalite.v5+json"] == rep.chart()
    assert chart["text/plain"] == rep.chart_text()  # where nothing draws Vega-Lite
    assert options["raw"] is True


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_PIECES = st.sampled_from(["TP1-E-AAAAAAB", "tp1-c-aaaaaad", "TP1-X-AAAAAAB", ":", ": ", " ", "20", "23", "22", "18",
                           "draw", "d", "[", "]", "classic", "jokers=2", ";", "undos 1", "hints", ",", "'", '"', "Ada",
                           "２０", "#", "\t", "ı", "<b>"])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(st.one_of(_PIECES, st.text(max_size=4)), max_size=8).map("".join), max_size=6))
def test_any_pasted_text_gives_a_report_every_line_counted_once(lines):
    text = "\n".join(lines)
    rep = class_report(text, lang="tr", progress=False, budget=20_000)
    counted = sorted([row.line for row in rep.rows] + [bad.line for bad in rep.bad_lines])
    expected = [n for n, line in enumerate(text.splitlines(), 1) if line.strip() and not line.lstrip().startswith("#")]
    assert counted == expected
    assert all(bad.reason("nb") for bad in rep.bad_lines)
    assert "<b>" not in rep._repr_html_()  # every pasted text is escaped
    str(rep)
