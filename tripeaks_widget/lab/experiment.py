"""Experiments: rule sets x players over the same deals, win rates and mean scores with 95 % intervals.

>>> results = compare(["easy", "classic"], ["perfect", "greedy"], deals=range(4, 8), progress=False, executor="inline")
>>> print(results)
Rule set  Player   Won  Win rate                     Mean score
                        (95 % interval)              (95 % interval)
Easy      perfect  4/4  100.0 % (51.0 % to 100.0 %)  756 (752 to 760)
Easy      simple   1/4  25.0 % (4.6 % to 69.9 %)     652 (573 to 732)
Classic   perfect  2/4  50.0 % (15.0 % to 85.0 %)    654 (541 to 766)
Classic   simple   0/4  0.0 % (0.0 % to 49.0 %)      578 (531 to 625)
>>> results.cells("nb")[1]
['Lett', 'enkel (grådig)', '1/4', '25,0 % (4,6 % til 69,9 %)', '652 (573 til 732)']

Win rates carry Wilson score intervals (they stay honest at 0 or all wins);
mean scores a normal interval.  Tasks are made as they are needed, so any
number of deals starts at once; any ``concurrent.futures.Executor`` runs them
(local processes by default, a Dask ``Client.get_executor()`` for a
cluster); an interrupt returns what finished; ``results_file`` keeps every
game as it ends and lets a later run skip them.
"""

from __future__ import annotations

import itertools
import math
import os
import signal
import sys
import time
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from typing import Iterable, Iterator, NamedTuple

from ..engine.errors import (
    MAX_BUDGET,
    InvalidArgumentError,
    WrongTypeError,
    check_count,
    check_many,
    check_type,
    is_listlike,
    short,
)
from ..engine.i18n import DEFAULT_LANG, check_lang, decimal, percent, t
from ..engine.rules import Rules
from .players import check_deals, coerce_player, deal, play_game, player_name
from . import results_file as _results
from .progress import ProgressBar, ProgressCallback

#: Games handed to a worker at a time: small enough for a smooth progress bar and a quick stop.
CHUNK = 10
Z95 = 1.959963984540054


def _signed(value: float, lang: str) -> str:
    """A whole number in ``lang`` with a true minus sign (−18, not -18), as in "−18 (−23 to −12)"."""
    return decimal(value, lang, 0).replace("-", "\u2212")


def wilson(won: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate (95 % by default): ``won`` of ``games`` (0 <= won <= games).

    >>> [round(x, 4) for x in wilson(200, 200)]
    [0.9812, 1.0]
    >>> wilson(6, 5)
    Traceback (most recent call last):
      ...
    tripeaks_widget.engine.errors.InvalidArgumentError: won must be a whole number from 0 to 5, not 6
    """
    check_count(games, "games", minimum=0, maximum=MAX_BUDGET)
    check_count(won, "won", minimum=0, maximum=games)
    check_type(z, (int, float), "z", "a positive number")
    if not 0 < z < 100:  # also refuses nan
        raise InvalidArgumentError(f"z must be a number of standard deviations, above 0 and below 100, not {short(z)}")
    if games == 0:
        return 0.0, 1.0  # nothing known: any rate
    p = won / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


class Row(NamedTuple):
    """One rule set and one player over the deals."""

    rules: str
    player: str
    games: int
    won: int
    score_sum: int
    score_squares: int

    @property
    def win_rate(self) -> float:
        return self.won / self.games if self.games else 0.0

    @property
    def win_interval(self) -> tuple[float, float]:
        return wilson(self.won, self.games)

    @property
    def mean_score(self) -> float:
        return self.score_sum / self.games if self.games else 0.0

    @property
    def score_interval(self) -> tuple[float, float]:
        n = self.games
        if n < 2:
            return self.mean_score, self.mean_score
        variance = max(0.0, (self.score_squares - self.score_sum**2 / n) / (n - 1))
        half = Z95 * math.sqrt(variance / n)
        return self.mean_score - half, self.mean_score + half

    def record(self) -> dict:
        """The row as a dict; a row of no games (an interrupt before any finished) has no rate and no
        interval: None, rather than a made-up 0.0."""
        if not self.games:
            return {"rules": self.rules, "player": self.player, "games": 0, "won": 0, **dict.fromkeys(
                ("win_rate", "win_low", "win_high", "mean_score", "score_low", "score_high"))}
        (win_low, win_high), (score_low, score_high) = self.win_interval, self.score_interval
        return {
            "rules": self.rules, "player": self.player, "games": self.games, "won": self.won,
            "win_rate": self.win_rate, "win_low": win_low, "win_high": win_high,
            "mean_score": self.mean_score, "score_low": score_low, "score_high": score_high,
        }


class Results:
    """What ``compare`` found: one row per rule set and player.

    ``records()``, ``to_csv()``, ``to_pandas()``; prints as a text table and
    shows as a Vega-Lite chart with error bars in JupyterLab and the site.
    """

    #: The table's columns (catalogue keys), as the lab panel shows them: str() writes them in ``lang``.
    HEADER = ["lab_col_rules", "lab_col_player", "lab_col_won", "lab_col_win_rate", "lab_col_score"]

    def __init__(self, rows: Iterable[Row], interrupted: bool = False, seconds: float = 0.0,
                 rules: Iterable[Rules] = (), lang: str = DEFAULT_LANG) -> None:
        self.rows = [check_type(row, Row, "a row of Results", "a Row") for row in check_many(rows, "rows", "Rows")]
        self.interrupted = interrupted  #: True when an interrupt stopped the run: the rows hold what finished
        self.seconds = seconds
        #: The rule sets compared, by their text (their names on the chart).
        self.rules = {r.text: r for r in rules}
        #: The language of the text table (str) and the chart: headers, rule-set and player names, numbers.
        self.lang = check_lang(lang)

    def row(self, rules, player) -> Row:
        """The row of a rule set (a Rules or its text) and a player (a function or its name)."""
        text = Rules.from_text(rules).text if not isinstance(rules, Rules) else rules.text
        name = player if isinstance(player, str) else player_name(player)
        for row in self.rows:
            if row.rules == text and row.player == name:
                return row
        raise KeyError(f"no row for {text!r} and {name!r}")

    def records(self) -> list[dict]:
        return [row.record() for row in self.rows]

    def to_csv(self, path=None) -> str:
        """The records as CSV text (also written to ``path`` when given)."""
        import csv
        import io

        out = io.StringIO()
        records = self.records()
        writer = csv.DictWriter(out, fieldnames=list(records[0]) if records else list(Row._fields), lineterminator="\n")
        writer.writeheader()
        writer.writerows(records)
        text = out.getvalue()
        path = _results.check_path(path, "path")  # a path only: an int would be a file descriptor, then closed
        if path is not None:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
        return text

    def to_pandas(self):
        """A pandas DataFrame of the records (pandas is an optional extra: ``pip install tripeaks_widget[lab]``)."""
        import pandas

        return pandas.DataFrame.from_records(self.records())

    def cells(self, lang: str | None = None, short: bool = False) -> list[list[str]]:
        """The table's rows in ``lang`` (default ``self.lang``): rule set, player, won/games, win rate and
        mean score with their 95 % intervals, names and numbers as the language writes them.

        ``short`` gives each built-in player its short name ("perfect", not "perfect (sees every card)").
        """
        from .chart import player_label, rule_set_name

        lang = self.lang if lang is None else check_lang(lang)
        lines = []
        for row in self.rows:
            player = player_label(row.player, lang)
            name = player.split(" (")[0] if short else player
            if not row.games:  # no games, no rate: nothing made up
                lines.append([rule_set_name(row.rules, lang, self.rules), name, "0/0", "—", "—"])
                continue
            (wl, wh), (sl, sh) = row.win_interval, row.score_interval
            lines.append([
                rule_set_name(row.rules, lang, self.rules), name, f"{row.won}/{row.games}",
                f"{percent(100 * row.win_rate, lang)} "
                + t("lab_interval", lang, low=percent(100 * wl, lang), high=percent(100 * wh, lang)),
                f"{_signed(row.mean_score, lang)} "
                + t("lab_interval", lang, low=_signed(sl, lang), high=_signed(sh, lang)),
            ])
        return lines

    def __str__(self) -> str:
        """A text table in ``lang`` whose columns fit their longest cell; a header's "(95 % interval)" goes on a
        second line, and players go by their short names, so that a row fits a notebook's width."""
        heads = [t(key, self.lang).split(" (", 1) for key in self.HEADER]
        table = [[h[0] for h in heads], [f"({h[1]}" if len(h) > 1 else "" for h in heads]]
        table += self.cells(short=True)
        widths = [max(len(line[i]) for line in table) for i in range(len(self.HEADER))]
        text = "\n".join("  ".join(c.ljust(w) for c, w in zip(line, widths)).rstrip() for line in table)
        if self.interrupted:
            text += "\n" + t("lab_table_interrupted", self.lang)
        return text

    def __repr__(self) -> str:
        return f"<Results\n{self}\n>"

    def chart(self, lang: str | None = None) -> dict:
        """A Vega-Lite (v5) chart in ``lang`` (default ``self.lang``): win rate and mean score per rule set,
        one bar per player, 95 % error bars."""
        from .chart import results_chart

        records = [record for record in self.records() if record["games"]]  # a row of no games has no bar
        return results_chart(records, self.lang if lang is None else lang, self.rules)

    def _repr_mimebundle_(self, include=None, exclude=None) -> tuple[dict, dict]:
        # Where the chart cannot be drawn (a printed handout) the text table stands in, in the chart's language.
        # Drawn as SVG (as the lab panel draws it), which the site scales down to a phone's width.
        return ({"application/vnd.vegalite.v5+json": self.chart(), "text/plain": str(self)},
                {"application/vnd.vegalite.v5+json": {"embed_options": {"renderer": "svg"}}})


# -- running ---------------------------------------------------------------------------


def _play_chunk(task) -> list:
    """Play one chunk: (rules, player, deal numbers) -> [(deal, won, score, record)]."""
    rules, player, numbers = task
    out = []
    for number in numbers:
        game = play_game(player, deal(number, rules))
        out.append((number, game.status.value == "won", game.score, game.record()))
    return out


class InlineExecutor(Executor):
    """Runs each task at once in this thread: Pyodide (no processes), or one core."""

    def submit(self, fn, /, *args, **kwargs) -> Future:
        future: Future = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:  # noqa: BLE001 - handed to the caller through the future
            if isinstance(error, KeyboardInterrupt):
                raise
            future.set_exception(error)
        return future


def _ignore_sigint(parent: int | None = None) -> None:
    # The parent decides what an interrupt means; a worker killed by it would be respawned.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for name in ("SIGTERM", "SIGHUP"):  # the parent's handlers (the command's) are not the worker's
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
    _die_with_parent(parent)


def _die_with_parent(parent: int | None) -> None:
    """On Linux, the kernel ends this worker when the process that started it ends, however it ends
    (a SIGKILL, a kernel restart): no worker is left blocked on a pipe of a parent that is gone."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if parent is not None and os.getppid() != parent:  # the parent was already gone before the call
        os._exit(1)


def local_executor(workers: int | None = None) -> Executor:
    """Local processes (one a core), or the inline executor in Pyodide or with one worker."""
    check_count(workers, "workers", minimum=1, maximum=MAX_WORKERS, allow_none=True)
    workers = workers or os.cpu_count() or 1
    if sys.platform == "emscripten" or workers < 2:
        return InlineExecutor()
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # fork: players and scoring functions written in a notebook reach the workers.
    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
    return ProcessPoolExecutor(workers, mp_context=context, initializer=_ignore_sigint,
                               initargs=(os.getpid(),))


def _stop_processes(executor: Executor) -> None:
    """Cancel what waits and end our worker processes at once (an interrupt must not wait for them)."""
    processes = list((getattr(executor, "_processes", None) or {}).values())
    for process in processes:
        process.kill()
    # Nothing cancelled: the manager thread marks every pending future broken (cancelled ones made it raise).
    executor.shutdown(wait=False, cancel_futures=False)
    for process in processes:
        process.join(1)


#: Bounds of compare's counts: games handed to a worker at a time, local worker processes.
MAX_CHUNK = 10_000
MAX_WORKERS = 256
_INLINE = object()  #: executor="inline", once checked


def _refuse_repeats(kind: str, names: list, items: list, given) -> None:
    """A rule set or player given twice (the same rule set written two ways too) would count its games twice;
    two that differ but share a name (two scoring functions or players of one name) would share a row."""
    seen: dict = {}
    for name, item in zip(names, items):
        if name in seen:
            if seen[name] is item or seen[name] == item:
                raise InvalidArgumentError(
                    f"the {kind} {short(name)} is given twice in {short(given)}: its games would count twice"
                )
            raise InvalidArgumentError(f"two {kind}s are named {short(name)}: rename one, each needs a row of its own")
        seen[name] = item


def _check_executor(executor):
    if executor is None:
        return None
    if isinstance(executor, str):
        if executor.strip().lower() == "inline":
            return _INLINE
        raise InvalidArgumentError(f"executor must be an Executor, 'inline' or None, not {short(executor)}")
    if not callable(getattr(executor, "submit", None)):
        raise WrongTypeError(
            f"executor must be a concurrent.futures.Executor, 'inline' or None, not {short(executor)}"
        )
    return executor


def _check_deals(deals):
    """The deal numbers of compare: not empty, each one once (a repeat would count twice)."""
    numbers = check_deals(deals)
    if isinstance(numbers, range):
        if not numbers:
            raise InvalidArgumentError(f"no deals to play in {_deals_text(deals)}: a rate of 0 games means nothing")
        return numbers
    if _size(deals) is not None:
        numbers = list(numbers)  # a list of deals: checked now, and counted
        if not numbers:
            raise InvalidArgumentError(f"no deals to play in {_deals_text(deals)}: a rate of 0 games means nothing")
        seen = set()
        for number in numbers:
            if number in seen:
                raise InvalidArgumentError(f"deal {number} is given twice in {short(deals)}: it would count twice")
            seen.add(number)
        return numbers
    first = next(iter(numbers), None)
    if first is None:
        raise InvalidArgumentError(f"no deals to play in {_deals_text(deals)}: a rate of 0 games means nothing")
    return _once(itertools.chain([first], numbers))


def _deals_text(deals) -> str:
    return f"range({deals.start}, {deals.stop})" if isinstance(deals, range) else short(deals)


def _once(numbers):
    """Deal numbers from an iterator of unknown length, each counted once: a repeat is skipped."""
    seen = set()
    for number in numbers:
        if number not in seen:
            seen.add(number)
            yield number


def _chunks(numbers: Iterable[int], size: int) -> Iterator[list[int]]:
    if isinstance(numbers, range):
        for first in range(0, len(numbers), size):
            yield list(numbers[first:first + size])
        return
    iterator = iter(numbers)
    while chunk := list(itertools.islice(iterator, size)):
        yield chunk


def _size(deals) -> int | None:
    try:
        return len(deals)
    except TypeError:
        return None


def compare(
    rule_sets,
    players,
    deals=200,
    executor: Executor | str | None = None,
    *,
    progress=True,
    results_file=None,
    workers: int | None = None,
    chunk: int = CHUNK,
    lang: str = DEFAULT_LANG,
) -> Results:
    """Each player plays the same deals under each rule set; win rates and mean scores with 95 % intervals.

    - ``rule_sets``: a Rules, its text (``"classic,redeals=1"``) or a list of them.
    - ``players``: a player function or name ("random", "greedy", "turns-up", "lookahead", "fair-hint",
      "perfect"; ``PLAYERS``), or a list.
    - ``deals``: a count (deals 0 to count-1), a range, or deal numbers.
    - ``executor``: any ``concurrent.futures.Executor`` (e.g. a Dask
      ``Client.get_executor()``); default local processes, ``"inline"`` this thread.
    - ``results_file``: a path (str or ``os.PathLike``) of a file of finished games (JSON lines),
      written as they finish; a run with the same file skips the games in it. Resume counts only
      the lines their records prove, and refuses a file with any other line, naming the line
      (``lab/results_file.py``); a last line cut short by a crash is dropped and cut off.
    - A rule set or player given twice (``["easy", "easy,standard"]``), a deal given twice, or no
      deals at all are refused: each game counts once, and a rate of 0 games is not reported.
      Deals from an iterator of unknown length count each deal once, skipping a repeat.
    - ``progress``: True for a bar (HTML in a notebook, text on a terminal), False for none, or a
      function ``report(done, total)`` called after every chunk of games.
    - ``lang``: the language of the results' text table, chart and progress bar ("en", "tr", "nb").

    An interrupt (Ctrl-C, JupyterLab's Interrupt) stops every worker at once and
    returns the games that finished (``results.interrupted`` is True).
    """
    check_lang(lang)
    rule_list = [Rules.from_text(r) for r in (list(rule_sets) if is_listlike(rule_sets) else [rule_sets])]
    player_list = [coerce_player(p) for p in (list(players) if is_listlike(players) else [players])]
    if not rule_list or not player_list:
        raise InvalidArgumentError(
            f"compare needs at least one rule set and one player, not {short(rule_sets)} and {short(players)}"
        )
    _refuse_repeats("rule set", [r.text for r in rule_list], rule_list, rule_sets)
    _refuse_repeats("player", [player_name(p) for p in player_list], player_list, players)
    check_count(chunk, "chunk", minimum=1, maximum=MAX_CHUNK)
    check_count(workers, "workers", minimum=1, maximum=MAX_WORKERS, allow_none=True)
    executor = _check_executor(executor)
    if not (isinstance(progress, bool) or callable(progress)):
        raise WrongTypeError(f"progress must be True, False or a function report(done, total), not {short(progress)}")
    path = _results.check_path(results_file)
    numbers = _check_deals(deals)
    size = _size(numbers)
    pairs = [(r, p) for r in rule_list for p in player_list]
    names = [(r.text, player_name(p)) for r, p in pairs]
    totals = {name: [0, 0, 0, 0] for name in names}  # games, won, score sum, sum of squares

    def add(name, won, score):
        total = totals[name]
        total[0] += 1
        total[1] += won
        total[2] += score
        total[3] += score * score

    # Every argument is checked; now the results file, line by line, before anything is played.
    finished_file = _results.read(path, {name: rules for (rules, _), name in zip(pairs, names)})
    finished = finished_file.games

    def tasks():
        for numbers_chunk in _chunks(numbers, chunk):
            for (rules, player), name in zip(pairs, names):
                todo = []
                for n in numbers_chunk:
                    known = finished.get((name[0], name[1], n))
                    if known is None:
                        todo.append(n)
                    else:  # finished by an earlier run: counted, not played again
                        add(name, *known)
                        if bar:
                            bar.advance(1)
                if todo:
                    yield name, (rules, player, todo)

    log = _results.open_for_append(path, finished_file) if path is not None else None  # before any process
    own = executor is None or executor is _INLINE
    if executor is _INLINE:
        executor = InlineExecutor()
    elif executor is None:
        executor = local_executor(workers)
    if callable(progress):
        bar = ProgressCallback(progress, size * len(pairs) if size is not None else None)
    else:
        bar = ProgressBar(size * len(pairs) if size is not None else 0, lang) if progress else None
    began = time.perf_counter()
    # The inline executor plays a chunk as it is submitted: one at a time, so progress shows after each.
    in_flight = 1 if isinstance(executor, InlineExecutor) else 2 * max(workers or os.cpu_count() or 1, 1) + 2
    pending: dict[Future, tuple] = {}
    interrupted = False
    source = tasks()

    def harvest(future):
        name = pending.pop(future)
        games = future.result()
        if log is not None:  # one write a chunk: an interrupt cuts at most the last line, which resume drops
            log.write("".join(_results.line(*name, *game) for game in games))
            log.flush()
        for number, won, score, record in games:
            add(name, won, score)
        if bar:
            bar.advance(len(games))

    try:
        while True:
            for name, task in itertools.islice(source, max(0, in_flight - len(pending))):
                pending[executor.submit(_play_chunk, task)] = name
            if not pending:
                break
            done, _ = wait(list(pending), timeout=0.25, return_when=FIRST_COMPLETED)
            for future in done:
                harvest(future)
    except BaseException as error:
        for future in list(pending):
            # Our own pool's futures are not cancelled: its processes are killed below, and the pool's manager
            # thread then fails every pending future itself (CPython 3.11 raises InvalidStateError there, and
            # prints it as "Exception in thread ...", for a future already cancelled).
            if not own:
                future.cancel()
            if future.done() and not future.cancelled() and future.exception() is None:
                harvest(future)  # finished before the interrupt: kept
        if own:
            _stop_processes(executor)
            own = False
        if not isinstance(error, KeyboardInterrupt):
            raise
        interrupted = True
    finally:
        if own:
            executor.shutdown(wait=True)
        if log is not None:
            log.close()
        if bar:
            bar.close()
    rows = [Row(rules, player, *totals[(rules, player)]) for rules, player in names]
    return Results(rows, interrupted, time.perf_counter() - began, rule_list, lang)
