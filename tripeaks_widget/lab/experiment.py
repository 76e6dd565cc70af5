"""Experiments: rule sets x players over the same deals, win rates and mean scores with 95 % intervals.

>>> results = compare(["easy", "classic"], ["perfect", "greedy"], deals=range(4, 8), progress=False, executor="inline")
>>> print(results)
Rule set  Player   Won  Win rate                  Mean score
                        [95 % interval]           [95 % interval]
Easy      perfect  4/4  100.0 % [51.0 %–100.0 %]  756 [752–760]
Easy      simple   1/4  25.0 % [4.6 %–69.9 %]     652 [573–732]
Classic   perfect  2/4  50.0 % [15.0 %–85.0 %]    654 [541–766]
Classic   simple   0/4  0.0 % [0.0 %–49.0 %]      578 [531–625]
>>> results.cells("nb")[1]
['Lett', 'enkel (grådig)', '1/4', '25,0 % [4,6 %–69,9 %]', '652 [573–732]']

Win rates carry Wilson score intervals (they stay honest at 0 or all wins);
mean scores a normal interval.  Tasks are made as they are needed, so any
number of deals starts at once; any ``concurrent.futures.Executor`` runs them
(local processes by default, a Dask ``Client.get_executor()`` for a
cluster); an interrupt returns what finished; ``results_file`` keeps every
game as it ends and lets a later run skip them.
"""

from __future__ import annotations

import itertools
import json
import math
import os
import signal
import sys
import time
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from typing import Iterable, Iterator, NamedTuple

from ..engine.errors import InvalidArgumentError, is_listlike, short
from ..engine.i18n import DEFAULT_LANG, check_lang, decimal, percent, t
from . import texts  # noqa: F401  (registers the lab's texts in the catalogue)
from ..engine.rules import Rules
from .players import check_deals, coerce_player, deal, play_game, player_name
from .progress import ProgressBar, ProgressCallback

#: Games handed to a worker at a time: small enough for a smooth progress bar and a quick stop.
CHUNK = 10
Z95 = 1.959963984540054


def wilson(won: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate (95 % by default).

    >>> [round(x, 4) for x in wilson(200, 200)]
    [0.9812, 1.0]
    """
    if games <= 0:
        return 0.0, 1.0
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
        self.rows = list(rows)
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
            (wl, wh), (sl, sh) = row.win_interval, row.score_interval
            player = player_label(row.player, lang)
            lines.append([
                rule_set_name(row.rules, lang, self.rules), player.split(" (")[0] if short else player,
                f"{row.won}/{row.games}",
                f"{percent(100 * row.win_rate, lang)} [{percent(100 * wl, lang)}–{percent(100 * wh, lang)}]",
                f"{decimal(row.mean_score, lang, 0)} [{decimal(sl, lang, 0)}–{decimal(sh, lang, 0)}]",
            ])
        return lines

    def __str__(self) -> str:
        """A text table in ``lang`` whose columns fit their longest cell; a header's "[95 % interval]" goes on a
        second line, and players go by their short names, so that a row fits a notebook's width."""
        heads = [t(key, self.lang).split(" [", 1) for key in self.HEADER]
        table = [[h[0] for h in heads], [f"[{h[1]}" if len(h) > 1 else "" for h in heads]]
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

        return results_chart(self.records(), self.lang if lang is None else lang, self.rules)

    def _repr_mimebundle_(self, include=None, exclude=None) -> dict:
        return {"application/vnd.vegalite.v5+json": self.chart(), "text/plain": str(self)}


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


def _ignore_sigint() -> None:
    # The parent decides what an interrupt means; a worker killed by it would be respawned.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def local_executor(workers: int | None = None) -> Executor:
    """Local processes (one a core), or the inline executor in Pyodide or with one worker."""
    workers = workers or os.cpu_count() or 1
    if sys.platform == "emscripten" or workers < 2:
        return InlineExecutor()
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # fork: players and scoring functions written in a notebook reach the workers.
    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
    return ProcessPoolExecutor(workers, mp_context=context, initializer=_ignore_sigint)


def _stop_processes(executor: Executor) -> None:
    """Cancel what waits and end our worker processes at once (an interrupt must not wait for them)."""
    processes = list((getattr(executor, "_processes", None) or {}).values())
    for process in processes:
        process.kill()
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.join(1)


def _read_finished(path) -> dict:
    finished = {}
    if path is None or not os.path.exists(path):
        return finished
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if not line:
                continue
            try:
                item = json.loads(line)
                finished[(item["rules"], item["player"], int(item["deal"]))] = (bool(item["won"]), int(item["score"]))
            except (ValueError, KeyError, TypeError):
                if handle.read().strip():  # only a last line cut short by a crash may be unreadable
                    raise InvalidArgumentError(f"{path}, line {number}: not a results line: {short(line)}") from None
    return finished


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
    - ``results_file``: a file of finished games (JSON lines), written as they
      finish; a run with the same file skips the games in it.
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
    if isinstance(chunk, bool) or not isinstance(chunk, int) or chunk < 1:
        raise InvalidArgumentError(f"chunk must be a whole number of at least 1, not {short(chunk)}")
    numbers = check_deals(deals)
    if not isinstance(numbers, range) and _size(deals) is not None:
        numbers = list(numbers)  # a list of deals: checked now, and counted
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

    finished = _read_finished(results_file)

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

    own = executor is None or executor == "inline"
    if executor == "inline":
        executor = InlineExecutor()
    elif executor is None:
        executor = local_executor(workers)
    if callable(progress):
        bar = ProgressCallback(progress, size * len(pairs) if size is not None else None)
    else:
        bar = ProgressBar(size * len(pairs) if size is not None else 0, lang) if progress else None
    log = open(results_file, "a", encoding="utf-8") if results_file is not None else None
    began = time.perf_counter()
    # The inline executor plays a chunk as it is submitted: one at a time, so progress shows after each.
    in_flight = 1 if isinstance(executor, InlineExecutor) else 2 * max(workers or os.cpu_count() or 1, 1) + 2
    pending: dict[Future, tuple] = {}
    interrupted = False
    source = tasks()

    def harvest(future):
        name = pending.pop(future)
        games = future.result()
        for number, won, score, record in games:
            add(name, won, score)
            if log is not None:
                log.write(json.dumps({"rules": name[0], "player": name[1], "deal": number, "won": won,
                                      "score": score, "record": record}) + "\n")
        if log is not None:
            log.flush()
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
            if not future.cancel() and future.done() and future.exception() is None:
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
