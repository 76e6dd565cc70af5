"""A layout's report: what a layout designer needs to know of a layout, measured over deals.

>>> tower = "layout tower\\ndown 3a 9b\\nup 2..4a 8..10b\\nstock 20"
>>> report = layout_report(tower, "easy", deals=20, progress=False, executor="inline")
>>> print(report.text("nb"))
Oppsett tower, Lett, giver målt: 20
Giver løseren vinner              18/20  90,0 % (69,9 % til 97,2 %)
Gjennomsnittlig par               673 (659 til 688)
Giver den enkle spilleren vinner  17/20  85,0 % (64,0 % til 94,8 %)

For each deal the exact solver says whether it can be won, par gives the best
final score still reachable (the mean over the deals: "mean par"), and the
simple player (the lab's greedy player) plays it out. Win rates carry Wilson
95 % intervals, mean par a normal one.

``layout_estimates`` yields the report after every chunk of deals, so that a
widget can show the figures sharpening; ``layout_report`` runs it to the end.
Both take the layout as a ``Layout`` or its text, and run in Pyodide (the
inline executor: no threads, no processes) as in CPython (local processes by
default, or any ``concurrent.futures.Executor``).
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import os
import time
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from typing import Iterator

from ..engine.errors import (
    BudgetExceeded, InvalidArgumentError, WrongTypeError, check_bool, check_budget, check_count, short,
)
from ..engine.game import Game
from ..engine.i18n import DEFAULT_LANG, check_lang, decimal, percent, t
from ..engine.layouts import Layout
from ..engine.rules import Rules
from .experiment import (
    _INLINE, CHUNK, MAX_CHUNK, MAX_WORKERS, Z95, InlineExecutor, _check_deals, _check_executor, _chunks, _size,
    _stop_processes, local_executor, wilson,
)
from .progress import ProgressBar, ProgressCallback

#: The chart's Vega-Lite schema (as the lab's Results).
SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json"


def layout_rules(layout, rules: Rules | str = "easy") -> Rules:
    """The rule set ``rules`` (a Rules or its text) played on ``layout`` (a Layout, its text, or a built-in
    layout's name); InvalidArgumentError names what cannot be played."""
    if isinstance(layout, str) and "\n" not in layout and not layout.strip().lower().startswith("layout "):
        layout = Rules(layout=layout.strip().lower()).layout  # a built-in layout's name
    elif not isinstance(layout, Layout):
        if not isinstance(layout, str):
            raise WrongTypeError(f"a layout is a Layout or its text ('layout tower\\nup 0..4'), not {short(layout)}")
        layout = Layout.from_text(layout)
    if not isinstance(rules, Rules):
        rules = Rules.from_text(rules)
    if rules.layout.name != "tripeaks" and rules.layout != layout:
        raise InvalidArgumentError(
            f"the rule set {short(rules.text)} names the layout {rules.layout.name!r}, not {layout.name!r}: "
            "give the rules without a layout"
        )
    return rules.replace(layout=layout)  # a layout without groups brings cards-left, unless a scoring is named


def _mean_interval(total: int, squares: int, n: int) -> tuple[float, float] | None:
    if not n:
        return None
    mean = total / n
    if n < 2:
        return mean, mean
    variance = max(0.0, (squares - total * total / n) / (n - 1))
    half = Z95 * math.sqrt(variance / n)
    return mean - half, mean + half


@dataclasses.dataclass(frozen=True)
class LayoutReport:
    """A layout's figures over the deals measured so far (all of them, once ``done``).

    ``won``: deals the exact solver wins; ``greedy_won``: deals the simple player
    wins; ``par_games`` deals with a known par (par may not know a layout, or run
    out of its budget), ``par_sum`` and ``par_squares`` their sum and squares.
    """

    rules: Rules
    total: int | None  #: the deals asked for (None: an iterator of unknown length)
    games: int = 0
    won: int = 0
    greedy_won: int = 0
    par_games: int = 0
    par_sum: int = 0
    par_squares: int = 0
    interrupted: bool = False  #: stopped before every deal was measured
    seconds: float = 0.0
    lang: str = DEFAULT_LANG

    @property
    def layout(self) -> Layout:
        return self.rules.layout

    @property
    def done(self) -> bool:
        """Every deal asked for is measured."""
        return self.total is not None and self.games >= self.total

    @property
    def win_rate(self) -> float | None:
        return self.won / self.games if self.games else None

    @property
    def win_interval(self) -> tuple[float, float]:
        return wilson(self.won, self.games)

    @property
    def greedy_rate(self) -> float | None:
        return self.greedy_won / self.games if self.games else None

    @property
    def greedy_interval(self) -> tuple[float, float]:
        return wilson(self.greedy_won, self.games)

    @property
    def mean_par(self) -> float | None:
        return self.par_sum / self.par_games if self.par_games else None

    @property
    def par_interval(self) -> tuple[float, float] | None:
        return _mean_interval(self.par_sum, self.par_squares, self.par_games)

    def added(self, results: list, seconds: float) -> LayoutReport:
        """This report with more deals' results: (number, won, par or None, greedy won)."""
        pars = [p for _, _, p, _ in results if p is not None]
        return dataclasses.replace(
            self, games=self.games + len(results), won=self.won + sum(w for _, w, _, _ in results),
            greedy_won=self.greedy_won + sum(g for _, _, _, g in results),
            par_games=self.par_games + len(pars), par_sum=self.par_sum + sum(pars),
            par_squares=self.par_squares + sum(p * p for p in pars), seconds=seconds)

    def record(self) -> dict:
        """The figures as a dict (None where nothing is known: no games, or no par)."""
        out = {"layout": self.layout.name, "rules": self.rules.text, "games": self.games, "won": self.won,
               "greedy_won": self.greedy_won, "par_games": self.par_games}
        for name, rate, interval in (("win", self.win_rate, self.win_interval),
                                     ("greedy", self.greedy_rate, self.greedy_interval)):
            out[f"{name}_rate"] = rate
            out[f"{name}_low"], out[f"{name}_high"] = interval if self.games else (None, None)
        out["mean_par"] = self.mean_par
        out["par_low"], out["par_high"] = self.par_interval or (None, None)
        return out

    # -- words ---------------------------------------------------------------------

    def _rate(self, rate: float | None, interval: tuple[float, float], lang: str) -> str:
        if rate is None:
            return "—"
        low, high = interval
        return f"{percent(100 * rate, lang)} " + t("lab_interval", lang, low=percent(100 * low, lang),
                                                    high=percent(100 * high, lang))

    def cells(self, lang: str | None = None) -> list[list[str]]:
        """The table's rows in ``lang``: each figure's name and its value with its 95 % interval."""
        lang = self.lang if lang is None else check_lang(lang)
        if self.mean_par is None:
            par = t("lr_par_unknown", lang) if self.games else "—"  # par left out, or not known on this layout
        else:
            low, high = self.par_interval
            # Cards left are few, and none is the least: one decimal, and no interval below 0.
            digits = 1 if self.rules.scoring == "cards-left" else 0
            if self.rules.scoring == "cards-left":
                low = max(low, 0.0)
            par = f"{decimal(self.mean_par, lang, digits)} " + t("lab_interval", lang, low=decimal(low, lang, digits),
                                                                  high=decimal(high, lang, digits))
            if self.par_games < self.games:
                par += " " + t("lr_par_of", lang, n=self.par_games)
        return [
            [t("lr_won", lang), f"{self.won}/{self.games}  " + self._rate(self.win_rate, self.win_interval, lang)],
            [t("lr_mean_par_cards_left" if self.rules.scoring == "cards-left" else "lr_mean_par", lang), par],
            [t("lr_greedy", lang),
             f"{self.greedy_won}/{self.games}  " + self._rate(self.greedy_rate, self.greedy_interval, lang)],
        ]

    def title(self, lang: str | None = None) -> str:
        lang = self.lang if lang is None else check_lang(lang)
        title = t("lr_title", lang, rules=self.rules.name(lang), games=self.games)
        return title[:1].upper() + title[1:]  # a sentence's first letter ("layout tower, Easy" begins a title)

    def text(self, lang: str | None = None) -> str:
        """The report as text in ``lang``: a title line, then one line a figure."""
        lang = self.lang if lang is None else check_lang(lang)
        rows = self.cells(lang)
        width = max(len(name) for name, _ in rows)
        lines = [self.title(lang)] + [f"{name.ljust(width)}  {value}" for name, value in rows]
        if self.interrupted:
            lines.append(t("lr_interrupted", lang))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"<LayoutReport\n{self}\n>"

    def chart(self, lang: str | None = None) -> dict:
        """A Vega-Lite (v5) chart in ``lang``: the two win rates with their 95 % error bars, and mean par
        with its interval when known."""
        lang = self.lang if lang is None else check_lang(lang)
        values = []
        if self.games:
            for key, rate, (low, high) in (("lr_won", self.win_rate, self.win_interval),
                                           ("lr_greedy", self.greedy_rate, self.greedy_interval)):
                values.append({"what": t(key, lang), "rate": rate, "low": low, "high": high,
                               "rate_text": self._rate(rate, (low, high), lang)})
        axis = {"format": ".0%"} if lang == "en" else {
            "labelExpr": ("'%' + " if lang == "tr" else "") + "format(datum.value * 100, '.0f')"
            + ("" if lang == "tr" else " + ' %'")}
        rates = {
            "title": self.title(lang),
            "width": 260, "height": 90,
            "data": {"values": values},
            "encoding": {"y": {"field": "what", "type": "nominal", "title": None, "sort": None}},
            "layer": [
                {"mark": {"type": "bar"},
                 "encoding": {"x": {"field": "rate", "type": "quantitative", "scale": {"domain": [0, 1]},
                                    "title": t("lab_chart_win_rate", lang), "axis": axis},
                              "tooltip": [{"field": "what", "type": "nominal", "title": t("lr_figure", lang)},
                                          {"field": "rate_text", "type": "nominal",
                                           "title": t("lab_col_win_rate", lang)}]}},
                {"mark": {"type": "errorbar", "ticks": True},
                 "encoding": {"x": {"field": "low", "type": "quantitative"}, "x2": {"field": "high"}}},
            ],
        }
        chart = {"$schema": SCHEMA, "description": t("lr_chart_description", lang), **rates}
        return chart

    def _repr_mimebundle_(self, include=None, exclude=None) -> tuple[dict, dict]:
        return ({"application/vnd.vegalite.v5+json": self.chart(), "text/plain": str(self)},
                {"application/vnd.vegalite.v5+json": {"embed_options": {"renderer": "svg"}}})


# -- measuring -------------------------------------------------------------------------


def measure_deal(number: int, rules: Rules, par_budget: int | None = None, with_par: bool = True) -> tuple:
    """One deal of ``rules``: (number, won by the exact solver, par or None, won by the simple player)."""
    from ..solver import par, solve
    from .players import deal, greedy_player, play_game

    def game() -> Game:
        return deal(number, rules)

    won = solve(game()) is not None
    try:
        if with_par and won and rules.scoring == "cards-left":
            best = 0  # a win leaves no card: the solver has proved par
        else:
            best = par(game(), max_nodes=par_budget).score if with_par else None
    except (InvalidArgumentError, BudgetExceeded):  # par does not know this layout or scoring yet, or ran out
        best = None
    return number, won, best, play_game(greedy_player, game()).status.value == "won"


def _measure_chunk(task) -> list:
    rules, numbers, par_budget, with_par = task
    return [measure_deal(n, rules, par_budget, with_par) for n in numbers]


def layout_estimates(layout, rules: Rules | str = "easy", deals=200, executor: Executor | str | None = None, *,
                     workers: int | None = None, chunk: int = CHUNK, par: bool = True,
                     par_budget: int | None = 200_000, lang: str = DEFAULT_LANG) -> Iterator[LayoutReport]:
    """The report of ``layout`` under ``rules``, again after every chunk of deals measured (the last one
    holds them all).

    - ``layout``: a ``Layout``, its text, or a built-in layout's name; ``rules``: a Rules or its text
      ("easy", "classic,draw-when-stuck"), without a layout or naming this one.
    - ``deals``: a count (deals 0 to count-1), a range, or deal numbers, as ``compare`` takes them.
    - ``executor``: as ``compare``: local processes by default, ``"inline"`` this thread (Pyodide's).
    - ``par``: False leaves par out (it is the slow part); ``par_budget``: the states par may search a deal
      (None: no limit); a deal past it has no par.

    Closing the generator (or an interrupt) stops every worker; what finished was yielded.
    Every argument is checked before anything runs.
    """
    check_lang(lang)
    rules = layout_rules(layout, rules)
    check_count(chunk, "chunk", minimum=1, maximum=MAX_CHUNK)
    check_count(workers, "workers", minimum=1, maximum=MAX_WORKERS, allow_none=True)
    par_budget = check_budget(par_budget, "par_budget")
    check_bool(par, "par")
    executor = _check_executor(executor)
    numbers = _check_deals(deals)
    return _run(rules, numbers, executor, workers, chunk, (par_budget, par), lang)


def _run(rules, numbers, executor, workers, chunk, par, lang) -> Iterator[LayoutReport]:
    report = LayoutReport(rules, _size(numbers), lang=lang)
    own = executor is None or executor is _INLINE
    if executor is _INLINE:
        executor = InlineExecutor()
    elif executor is None:
        executor = local_executor(workers)
    in_flight = 1 if isinstance(executor, InlineExecutor) else 2 * max(workers or os.cpu_count() or 1, 1) + 2
    source = ((rules, numbers_chunk, *par) for numbers_chunk in _chunks(numbers, chunk))
    pending: list[Future] = []
    began = time.perf_counter()
    finished = False
    try:
        while True:
            for task in itertools.islice(source, max(0, in_flight - len(pending))):
                pending.append(executor.submit(_measure_chunk, task))
            if not pending:
                break
            done, _ = wait(pending, timeout=0.25, return_when=FIRST_COMPLETED)
            for future in [f for f in pending if f in done]:  # in the order submitted
                pending.remove(future)
                report = report.added(future.result(), time.perf_counter() - began)
                yield report
        finished = True
    except KeyboardInterrupt:
        yield dataclasses.replace(report, interrupted=True)
    finally:
        if own:
            if finished:
                executor.shutdown(wait=True)
            else:  # closed early (a Stop) or interrupted: every worker ends at once
                for future in pending:
                    future.cancel()
                _stop_processes(executor)


def layout_report(layout, rules: Rules | str = "easy", deals=200, executor: Executor | str | None = None, *,
                  progress=True, workers: int | None = None, chunk: int = CHUNK, par: bool = True,
                  par_budget: int | None = 200_000, lang: str = DEFAULT_LANG) -> LayoutReport:
    """A layout's report: the share of deals the exact solver wins (Wilson 95 % interval), mean par, and
    the share the simple player wins, over ``deals`` (arguments as ``layout_estimates``).

    ``progress``: True for a bar, False for none, or a function ``report(done, total)`` called after
    every chunk. An interrupt returns what finished (``interrupted`` True).
    """
    if not (isinstance(progress, bool) or callable(progress)):
        raise WrongTypeError(f"progress must be True, False or a function report(done, total), not {short(progress)}")
    estimates = layout_estimates(layout, rules, deals, executor, workers=workers, chunk=chunk, par=par,
                                 par_budget=par_budget, lang=lang)
    total = _size(_check_deals(deals))
    if callable(progress):
        bar = ProgressCallback(progress, total)
    else:
        bar = ProgressBar(total or 0, lang) if progress else None
    report = None
    try:
        for report in estimates:
            if bar:
                bar.advance(report.games - bar.done)
    finally:
        estimates.close()
        if bar:
            bar.close()
    return report

