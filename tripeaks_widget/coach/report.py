"""``class_report``: the games a class played, each reviewed, in one table, one chart and a few notes.

The teacher collects the lines the students print (``print(board.game.record())``,
optionally after ``name: ``), pastes them into one cell and runs
``class_report(text, lang="tr")``.  Each line is replayed under its rules and
judged move by move as ``review`` judges it; the report shows, in the
notebook's language:

- a table: name, deal, result, score, par, gap to par, turning point, undos, hints;
- a chart of each game's gap to par (Vega-Lite, as the lab's charts; a text
  chart where nothing draws Vega-Lite);
- for a deal that at least ``MIN_PLAYERS`` games played, the move most of them
  got wrong (the same position, the same move, a verdict other than "best");
- per lesson exercise, from the lines of lesson answers (``name: answers <lang> <json>``,
  ``records.py``): how many students got it right at the first try, and the
  wrong answer given most often, every try checked again (``answers.py``);
- every line left out, with its line number and the reason: not a record, a
  copy of a line already read, a second game under the same name, a record
  with no moves or of a game not over (a line cut short), a game of another
  deal than the one set (``deal=``).  The good lines still count, each once.

The table ranks the games by their gap to par, the smallest first (the line
number breaks ties).  Blank lines and lines starting with ``#`` are skipped.
A line may be quoted (copied from a cell's output) and padded: the quotes and
blanks are dropped.

>>> from tripeaks_widget.lab import play_game
>>> def finished(start):  # a game played on to its end by the lab's greedy player
...     return play_game("greedy", Game.from_record(start)).record()
>>> report = class_report(f'''
... Ada: {finished("TP1-E-AAAAAAB: 20 23 22")}
... Bo: {finished("TP1-E-AAAAAAB: 20 23 24; hints 1")}
... {finished("TP1-E-AAAAAAB: 20 23 22 draw")}
... Cem: TP1-E-AAAAAAB: 20 18
... Dag: hello
... "Ada: {finished("TP1-E-AAAAAAB: 20 23 22")}"
... ''', progress=False)
>>> [(row.line, row.name, row.gap, row.turning_point, row.hints) for row in report.rows]
[(3, 'Bo', 103, 6, 1), (4, None, 198, 3, 0), (2, 'Ada', 201, 3, 0)]
>>> [(bad.line, bad.reason()) for bad in report.bad_lines]  # doctest: +NORMALIZE_WHITESPACE
[(5, 'action 2, “18”, cannot be played there: Must be one rank higher or lower'),
 (6, 'not a game record (expected a line like “name: TP1-E-AAAAAAB: 20 23 draw”)'),
 (7, 'a copy of line 2: counted once')]
>>> print(report.common[0].text("nb"))
TP1-E-AAAAAAB (3 spill): 2 av dem spilte 2♦ i trekk 3 (Tabbe). R♦ på A♠ var bedre.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from ..engine.cards import Card
from ..engine.codes import GameCode, InvalidCodeError
from ..engine.errors import LayoutError, WrongTypeError, check_bool, check_budget, check_count, short
from ..engine.game import DRAW, Game, Status
from ..engine.i18n import DEFAULT_LANG, check_lang, count_cards, short_card_name, t
from ..engine.rules import Rules
from ..lab.chart import SCHEMA
from ..lab.progress import ProgressBar
from ..solver.search import BudgetExceeded
from .analysis import child
from .answers import ExerciseResult, UnknownExercise, answer_checker, summarize, verdicts as check_tries
from .designs import DesignRow, check_target, designs_html, designs_text, rank_designs
from .records import AnswersLine, BadRecord, LayoutLine, name_key, read_line, read_record
from .judging import DealMemory, judge_line, par_direction
from .review import Review, review

#: A deal "many students played": at least this many games of it (same code, same rules).
MIN_PLAYERS = 3
#: Deals the review samples per move, for the one game a shared deal's note needs its better move from.
#: The rest of the report is exact (par, verdicts, the turning point): it needs no sample.
SAMPLES = 8
#: States each of the review's searches may use; a game that needs more is listed as a bad line.
BUDGET = 500_000
#: Width of the text chart's longest bar, in characters.
TEXT_BAR = 30

_COLUMNS = ("line", "name", "deal", "result", "score", "par", "gap", "turning_point", "undos", "hints")


@dataclass(frozen=True)
class BadLine:
    """A line left out of the report: its number (1-based, blank lines counted), its text and why."""

    line: int
    text: str
    key: str
    fields: dict = field(default_factory=dict)

    def reason(self, lang: str = DEFAULT_LANG) -> str:
        """Why the line was left out, in ``lang``."""
        check_lang(lang)
        fields = dict(self.fields)
        if "reason_key" in fields:  # an engine refusal, worded in the report's language
            fields["reason"] = t(fields.pop("reason_key"), lang)
        if "layout_error" in fields:  # a layout refused: the engine's reason in the report's language
            error = fields.pop("layout_error")
            fields["reason"] = error.message(lang) if isinstance(error, LayoutError) else error
        if "cards_left" in fields:
            fields["cards"] = count_cards(fields.pop("cards_left"), lang)
        return t(self.key, lang, **fields)


@dataclass(frozen=True)
class ReportRow:
    """One student's game: what the table shows, and each move's verdict (as ``review`` gives it)."""

    line: int
    name: str | None
    record: str
    code: str
    rules: Rules
    result: Status
    score: int
    par: int  #: par at the deal's start
    par_now: int  #: par at the end of the record: the final score once the game is over
    turning_point: int | None
    winnable_at_start: bool
    undos: int
    hints: int
    verdicts: tuple[str, ...] = field(repr=False)  #: one a move of the record, ``review``'s verdicts

    def review(self, lang: str = DEFAULT_LANG, **options) -> Review:
        """The whole review of this game (``review``): the chances, the better moves, one line a move."""
        return review(self.record, lang, **options)

    @property
    def gap(self) -> int:
        """Points of par given away: par at the start minus par at the end of the record, as ``review`` counts
        them (for a game that is over, par minus its score; one still going is not charged for the moves left)."""
        return (self.par - self.par_now) * par_direction(self.rules)

    def label(self, lang: str) -> str:
        return f"{self.line}. {self.name or t('report_no_name', lang)}"

    def turning_text(self, lang: str) -> str:
        if self.turning_point is not None:
            return t("report_turning_move", lang, n=self.turning_point)
        return t("report_turning_none" if self.winnable_at_start else "report_turning_never", lang)

    def cells(self, lang: str) -> list[str]:
        """The table's cells, in ``lang``."""
        deal = self.code if self.rules == Rules(king_ace=self.rules.king_ace) else f"{self.code} ({self.rules.name(lang)})"
        return [str(self.line), self.name or t("report_no_name", lang), deal, t(f"status_{self.result.value}", lang),
                str(self.score), str(self.par), str(self.gap), self.turning_text(lang), str(self.undos),
                str(self.hints)]


@dataclass(frozen=True)
class CommonMistake:
    """For one deal many games played: the move that most of them got wrong, in the same position."""

    code: str
    rules: Rules
    players: int  #: games of this deal in the report
    count: int  #: how many of them played this move here, with a verdict other than "best"
    number: int  #: the move's number (in the first such game)
    action: int | str
    card: Card
    verdict: str
    better: int | str | None  #: the review's suggestion, or None
    better_card: Card | None
    waste: Card | None  #: the waste card the move was played on
    lines: tuple[int, ...]  #: the report lines of the games that played it

    def text(self, lang: str = DEFAULT_LANG) -> str:
        """The note in ``lang``."""
        check_lang(lang)
        if not self.count:
            return t("report_common_none", lang, code=self.code, players=self.players)
        fields = dict(code=self.code, players=self.players, count=self.count, n=self.number,
                      verdict=t(f"coach_verdict_{self.verdict}", lang))
        if self.action == DRAW:
            text = t("report_common_draw", lang, **fields)
        else:
            text = t("report_common", lang, card=short_card_name(self.card, lang), **fields)
        if self.better is not None:
            if self.better == DRAW:
                better = t("report_draw", lang)
            elif self.waste is None:
                better = t("report_card_alone", lang, card=short_card_name(self.better_card, lang))
            else:
                better = t("report_card_on", lang, card=short_card_name(self.better_card, lang),
                           top=short_card_name(self.waste, lang))
            text += t("report_common_better", lang, better=better[:1].upper() + better[1:])
        return text


class _Progress(ProgressBar):
    """The lab's progress bar, its words in the report's language."""

    def __init__(self, total: int, lang: str) -> None:
        self.lang = lang
        super().__init__(total)

    def _status(self) -> str:
        return t("report_progress", self.lang, done=self.done, total=self.total)


@dataclass(frozen=True)
class ClassReport:
    """A class's games (``class_report``): shown as a table, a chart and notes in a notebook."""

    rows: tuple[ReportRow, ...]
    bad_lines: tuple[BadLine, ...]
    common: tuple[CommonMistake, ...]  #: one per deal at least MIN_PLAYERS games played, most played first
    lang: str = DEFAULT_LANG
    answers: tuple[ExerciseResult, ...] = ()  #: one per exercise the lesson answers name, in lesson order
    layouts: tuple[DesignRow, ...] = ()  #: the layouts handed in, ranked (``coach/designs.py``)

    def table(self, lang: str | None = None) -> list[list[str]]:
        """The table as text: a header row, then one row a game, in ``lang``."""
        lang = check_lang(self.lang if lang is None else lang)
        return [[t(f"report_col_{c}", lang) for c in _COLUMNS]] + [row.cells(lang) for row in self.rows]

    def chart(self, lang: str | None = None) -> dict:
        """The class's gaps to par as a Vega-Lite (v5) bar chart, one bar a game, every text in ``lang``."""
        lang = check_lang(self.lang if lang is None else lang)
        values = [
            {"label": row.label(lang), "gap": row.gap, "deal": row.code, "score": row.score, "par": row.par,
             "result": t(f"status_{row.result.value}", lang), "turning_point": row.turning_text(lang)}
            for row in self.rows
        ]
        tooltip = [
            {"field": "label", "type": "nominal", "title": t("report_chart_player", lang)},
            {"field": "deal", "type": "nominal", "title": t("report_col_deal", lang)},
            {"field": "result", "type": "nominal", "title": t("report_col_result", lang)},
            {"field": "score", "type": "quantitative", "title": t("report_col_score", lang)},
            {"field": "par", "type": "quantitative", "title": t("report_col_par", lang)},
            {"field": "gap", "type": "quantitative", "title": t("report_col_gap", lang)},
            {"field": "turning_point", "type": "nominal", "title": t("report_col_turning_point", lang)},
        ]
        return {
            "$schema": SCHEMA,
            "description": t("report_chart_description", lang),
            "title": t("report_chart_title", lang),
            "data": {"values": values},
            "width": 360,
            "height": {"step": 16},
            "mark": {"type": "bar"},
            "encoding": {
                "y": {"field": "label", "type": "nominal", "title": t("report_chart_player", lang),
                      "sort": [v["label"] for v in values]},
                "x": {"field": "gap", "type": "quantitative", "title": t("report_col_gap", lang)},
                "color": {"field": "result", "type": "nominal", "title": t("report_col_result", lang)},
                "tooltip": tooltip,
            },
        }

    def chart_text(self, lang: str | None = None) -> str:
        """The chart drawn in text, for where nothing draws Vega-Lite: one bar a game."""
        lang = check_lang(self.lang if lang is None else lang)
        if not self.rows:
            return t("report_no_games", lang)
        labels = [row.label(lang) for row in self.rows]
        width = max(map(len, labels))
        top = max([row.gap for row in self.rows] + [1])
        lines = [t("report_chart_title", lang)]
        for label, row in zip(labels, self.rows):
            bar = "█" * round(TEXT_BAR * max(row.gap, 0) / top)
            lines.append(f"{label.ljust(width)}  {bar} {row.gap}")
        return "\n".join(lines)

    def notes(self, lang: str | None = None) -> list[str]:
        lang = check_lang(self.lang if lang is None else lang)
        return [c.text(lang) for c in self.common]

    def text(self, lang: str | None = None) -> str:
        """The whole report as plain text in ``lang``."""
        lang = check_lang(self.lang if lang is None else lang)
        parts = [t("report_title", lang, games=len(self.rows))]
        if self.rows:
            table = self.table(lang)
            widths = [max(len(line[i]) for line in table) for i in range(len(_COLUMNS))]
            parts.append("\n".join("  ".join(c.ljust(w) for c, w in zip(line, widths)).rstrip() for line in table))
            parts.append(self.chart_text(lang))
        else:
            parts.append(t("report_no_games", lang))
        if self.common:
            parts.append("\n".join([t("report_common_title", lang)] + [f"- {n}" for n in self.notes(lang)]))
        if self.answers:
            parts.append("\n".join([t("report_answers_title", lang)] + [f"- {a.text(lang)}" for a in self.answers]))
        if self.layouts:
            parts.append(designs_text(self.layouts, lang))
        if self.bad_lines:
            parts.append("\n".join([t("report_bad_title", lang)] + [
                f"- {t('report_bad_line', lang, n=b.line, reason=b.reason(lang))} — {b.text[:80]}"
                for b in self.bad_lines
            ]))
        return "\n\n".join(parts)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return (f"<ClassReport: {len(self.rows)} games, {len(self.answers)} exercises answered, "
                f"{len(self.bad_lines)} lines left out>")

    def html(self, lang: str | None = None, chart: bool = True) -> str:
        """The report as HTML; with ``chart``, the text chart in it too (the notebook shows the Vega-Lite one)."""
        lang = check_lang(self.lang if lang is None else lang)
        e = html.escape
        out = [f'<div class="tp-class-report" lang="{lang}"><h4>{e(t("report_title", lang, games=len(self.rows)))}</h4>']
        if self.rows:
            header, *rows = self.table(lang)
            out.append('<table class="tp-class-report-table"><thead><tr>'
                       + "".join(f"<th>{e(c)}</th>" for c in header) + "</tr></thead><tbody>")
            for cells in rows:
                out.append("<tr>" + "".join(f"<td>{e(c)}</td>" for c in cells) + "</tr>")
            out.append("</tbody></table>")
            if chart:
                out.append(f"<pre>{e(self.chart_text(lang))}</pre>")
        else:
            out.append(f"<p>{e(t('report_no_games', lang))}</p>")
        if self.common:
            out.append(f"<h5>{e(t('report_common_title', lang))}</h5><ul>"
                       + "".join(f"<li>{e(n)}</li>" for n in self.notes(lang)) + "</ul>")
        if self.answers:
            heads = [t(f"report_answers_col_{c}", lang) for c in ("exercise", "students", "first", "wrong")]
            out.append(f"<h5>{e(t('report_answers_title', lang))}</h5>"
                       '<table class="tp-class-report-answers"><thead><tr>'
                       + "".join(f"<th>{e(c)}</th>" for c in heads) + "</tr></thead><tbody>"
                       + "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in a.cells(lang)) + "</tr>"
                                 for a in self.answers) + "</tbody></table>")
        if self.layouts:
            out.append(designs_html(self.layouts, lang))
        if self.bad_lines:
            out.append(f"<h5>{e(t('report_bad_title', lang))}</h5><ul>" + "".join(
                f"<li>{e(t('report_bad_line', lang, n=b.line, reason=b.reason(lang)))} — <code>{e(b.text[:80])}</code></li>"
                for b in self.bad_lines) + "</ul>")
        out.append("</div>")
        return "".join(out)

    def _repr_html_(self) -> str:
        return self.html()

    def _ipython_display_(self) -> None:
        # Two outputs: the table and notes, then the chart (Vega-Lite, drawn as SVG; its text stand-in
        # where no renderer draws it, e.g. an exported notebook).
        from IPython.display import display

        display({"text/html": self.html(chart=False), "text/plain": self.text()}, raw=True)
        if self.rows:
            display({"application/vnd.vegalite.v5+json": self.chart(), "text/plain": self.chart_text()},
                    metadata={"application/vnd.vegalite.v5+json": {"embed_options": {"renderer": "svg"}}}, raw=True)



def _common(rows: list[ReportRow], budget: int | None) -> list[CommonMistake]:
    """For each deal at least MIN_PLAYERS games played: the (position, move) most of them got wrong."""
    deals: dict[tuple, list[ReportRow]] = {}
    for row in rows:
        deals.setdefault((row.code, row.rules), []).append(row)
    found = []
    for (code, rules), games in sorted(deals.items(), key=lambda item: -len(item[1])):
        if len(games) < MIN_PLAYERS:
            continue
        wrong: dict[tuple, list] = {}  # (position, action) -> [(row, move review)]
        for row in games:
            game = Game(GameCode.parse(code), rules)
            for number, (action, verdict) in enumerate(zip(Game.from_record(row.record).history, row.verdicts), 1):
                key = (game.position(), action)
                if verdict != "best":
                    wrong.setdefault(key, [])
                    if all(r is not row for r, _ in wrong[key]):
                        wrong[key].append((row, (number, verdict)))
                game.draw() if action == DRAW else game.play(action)
        if not wrong:
            found.append(CommonMistake(code, rules, len(games), 0, 0, DRAW, None, "best", None, None, None, ()))
            continue
        # Most games first; then a blunder before a smaller loss; then the earliest move.
        pairs = max(wrong.values(), key=lambda p: (len(p), p[0][1][1] == "blunder", -p[0][1][0]))
        if len(pairs) < 2:
            found.append(CommonMistake(code, rules, len(games), 0, 0, DRAW, None, "best", None, None, None, ()))
            continue
        row, (number, verdict_) = pairs[0]
        played = Game.from_record(row.record).history
        before = Game.replay(code, played[: number - 1], rules)
        action = played[number - 1]
        card = child(before, action).waste_top
        try:  # the review's better move (it weighs the chances too): the game up to that move is enough
            move = review(Game.replay(code, played[:number], rules), samples=SAMPLES, budget=budget).moves[-1]
            better = move.suggestion()
        except BudgetExceeded:
            move, better = None, None
        found.append(CommonMistake(
            code, rules, len(games), len(pairs), number, action, card, verdict_, better,
            None if better is None or better == DRAW else move.cards[better], before.waste_top,
            tuple(r.line for r, _ in pairs),
        ))
    return found


def class_report(text: str, lang: str = DEFAULT_LANG, *, deal=None, budget: int | None = BUDGET,
                 progress: bool = True, layout_deals: int = 100, target: float | None = None,
                 executor=None) -> ClassReport:
    """Replay and review every game record in ``text`` (one a line, ``name: `` before it optional).

    ``lang`` is the language of every text of the report.  ``deal``, the deal
    the class was set (a code, a record's ``code [rules]`` head, or a ``Game``),
    leaves out and lists each record of another deal.  ``budget`` bounds each
    of the review's searches (searched positions; None: no bound); a game that
    passes it is listed with the lines left out.  ``progress`` (True or False)
    shows a bar while the games are reviewed (in a notebook).

    Lines of lesson answers (``name: answers <lang> <json>``) are checked again
    with the lessons' checker (``register_answer_checker``) into one line an
    exercise (``ClassReport.answers``).  A copy of a line already read, a second
    game under the same name, a record with no moves or of a game not over are
    listed with the lines left out, each with its reason, and counted once or
    not at all.  Layouts (``name: layout <rules> "<text>"``, the layout designer's line) are measured
    over deals 0 to ``layout_deals`` - 1 (``executor`` as the lab's) and ranked by win rate, or by
    closeness to ``target``, a share of deals won (``ClassReport.layouts``); one a name counts.
    """
    check_lang(lang)
    target = check_target(target)
    check_count(layout_deals, "layout_deals", minimum=1, maximum=100_000)
    if not isinstance(text, str):
        raise WrongTypeError(f"class_report takes the pasted lines as one text, not {short(text)}")
    check_budget(budget, "budget")
    check_bool(progress, "progress")
    assignment = _assignment(deal)
    checker = answer_checker()
    read: list[tuple[int, str | None, str, Game]] = []
    bad: list[BadLine] = []
    seen: dict[tuple, int] = {}  # what a line hands in -> its first line
    game_names: dict[str, int] = {}  # a name -> the line of its game that counts
    students: dict[str, tuple[int, dict, dict]] = {}  # a name -> (first line, tries, verdicts), answers merged
    designers: dict[str, tuple[int, LayoutLine]] = {}  # a name -> (its line, its layout): one layout a name
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            item = read_line(line)
            if item.key in seen:
                raise BadRecord("report_bad_duplicate", line=seen[item.key])
            seen[item.key] = number
            if isinstance(item, AnswersLine):
                _add_answers(students, number, item, checker)
                continue
            if isinstance(item, LayoutLine):
                if name_key(item.name) in designers:
                    raise BadRecord("report_bad_same_layout", name=item.name, line=designers[name_key(item.name)][0])
                designers[name_key(item.name)] = (number, item)
                continue
            game = item.game
            if assignment is not None and (game.code, game.rules) != assignment[1:]:
                raise BadRecord("report_bad_other_deal", code=_deal_text(game.code, game.rules), deal=assignment[0])
            if not game.history:
                raise BadRecord("report_bad_empty")
            if game.status is Status.PLAYING:
                raise BadRecord("report_bad_unfinished",
                                cards_left=game.layout.size - sum(game.is_removed(s) for s in range(game.layout.size)))
            key = name_key(item.name)
            if key is not None and key in game_names:
                raise BadRecord("report_bad_same_name", name=item.name, line=game_names[key])
            if key is not None:
                game_names[key] = number
            read.append((number, item.name, line, game))
        except BadRecord as error:
            bad.append(BadLine(number, line.strip(), error.key, error.fields))
    bar = _Progress(len(read), lang) if progress and read else None
    rows, known = [], {}
    for number, name, line, game in read:
        # One memory a deal: the games of a deal share their first positions, each judged once.
        memory = known.setdefault((game.code, game.rules), DealMemory())
        try:
            start, end, at_start, verdicts = judge_line(game, memory, budget)
        except BudgetExceeded:
            bad.append(BadLine(number, line.strip(), "report_bad_search", {}))
            continue
        finally:
            if bar is not None:
                bar.advance(1)
        turning = next((n for n, v in enumerate(verdicts, 1) if v == "blunder"), None)
        rows.append(ReportRow(number, name, game.record(), game.code, game.rules, game.status, game.score, start,
                              end, turning, at_start, game.undos, game.hints, verdicts))
    if bar is not None:
        bar.close()
    bad.sort(key=lambda b: b.line)
    common = tuple(_common(rows, budget))
    rows.sort(key=lambda row: (row.gap, row.line))  # ranked by the gap to par, the smallest first
    answers = summarize([(tries, marks) for _, tries, marks in students.values()])
    layouts = rank_designs(list(designers.values()), layout_deals, target, lang, executor)
    return ClassReport(tuple(rows), tuple(bad), common, lang, answers, layouts)


def _deal_text(code: str, rules: Rules) -> str:
    """A deal as a record's head writes it: the code, and its rule set in brackets unless it is the code's own."""
    return code if rules == Rules(king_ace=rules.king_ace) else f"{code} [{rules.text}]"


def _assignment(deal) -> tuple[str, str, Rules] | None:
    """(the deal as text, its code, its rules) of the deal the class was set, or None."""
    if deal is None:
        return None
    if isinstance(deal, Game):
        return _deal_text(deal.code, deal.rules), deal.code, deal.rules
    if not isinstance(deal, str):
        raise WrongTypeError(f"deal must be the deal the class was set, as a code like 'TP1-E-AAAAADG', a Game, "
                             f"or None, not {short(deal)}")
    head = deal.strip().partition(":")[0]
    try:
        game = read_record(head)
    except BadRecord as error:
        fields = dict(error.fields)
        if "reason_key" in fields:
            fields["reason"] = t(fields.pop("reason_key"), "en")
        raise InvalidCodeError(f"deal: {t(error.key, 'en', **fields)}") from None
    return _deal_text(game.code, game.rules), game.code, game.rules


def _add_answers(students: dict, number: int, item: AnswersLine, checker) -> None:
    """Check a line of answers and merge it into its student's; BadRecord when it cannot count."""
    if checker is None:
        raise BadRecord("report_bad_no_checker")
    try:
        marks = check_tries(item.tries, item.lang, checker)
    except UnknownExercise as error:
        raise BadRecord("report_bad_answers_exercise", exercise=str(error.exercise)[:20]) from None
    key = name_key(item.name)
    if key not in students:
        students[key] = (number, dict(item.tries), marks)
        return
    first, tries, known = students[key]
    for exercise, texts in item.tries.items():
        if exercise in tries and tries[exercise] != texts:
            raise BadRecord("report_bad_answers_again", name=item.name, exercise=exercise, line=first)
    tries.update(item.tries)
    known.update(marks)
