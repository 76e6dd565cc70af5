"""Win rates: how many deals of a range the exact solver can win, per rule and variants.

>>> table = win_rate(rule=["easy", "classic"], start=4, count=4, progress=False, processes=1)
>>> print(table)
rule     variants  deals          won  lost  win %  ±95 %
easy     standard  4 (deals 4-7)  4    0     100.0  0.0
classic  standard  4 (deals 4-7)  2    2     50.0   49.0

Command line: ``python -m tripeaks_widget.lab --rule easy classic --count 10000``.
"""

from __future__ import annotations

import argparse
import html
import math
import os
import sys
import time
from typing import Iterable, NamedTuple, Sequence

from ..engine.codes import DEAL_COUNT, GameCode, Rule
from ..engine.errors import check_bool, check_count, check_type, is_listlike
from ..engine.game import Game
from ..solver import solve_position
from ..engine.variants import STANDARD, Variants

#: Deals handed to a worker process at a time: small enough for a smooth progress bar.
CHUNK = 25


class Row(NamedTuple):
    rule: str
    variants: Variants
    start: int
    deals: int
    won: int
    seconds: float

    @property
    def lost(self) -> int:
        return self.deals - self.won

    @property
    def percent(self) -> float:
        return 100.0 * self.won / self.deals if self.deals else 0.0

    @property
    def margin(self) -> float:
        """Half-width of the 95 % confidence interval of ``percent`` (normal approximation)."""
        if not self.deals:
            return 0.0
        p = self.won / self.deals
        return 100.0 * 1.96 * math.sqrt(p * (1 - p) / self.deals)

    def cells(self) -> list[str]:
        last = self.start + self.deals - 1
        return [
            self.rule,
            ", ".join(self.variants.names) or "standard",
            f"{self.deals} (deals {self.start}-{last})",
            str(self.won),
            str(self.lost),
            f"{self.percent:.1f}",
            f"{self.margin:.1f}",
        ]


class WinRateTable:
    """The result of ``win_rate``: one row per rule and variants."""

    HEADER = ["rule", "variants", "deals", "won", "lost", "win %", "±95 %"]

    def __init__(self, rows: Sequence[Row]) -> None:
        self.rows = list(rows)

    def __str__(self) -> str:
        table = [self.HEADER] + [row.cells() for row in self.rows]
        widths = [max(len(line[i]) for line in table) for i in range(len(self.HEADER))]
        return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in table)

    def __repr__(self) -> str:
        return f"<WinRateTable\n{self}\n>"

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(h)}</th>" for h in self.HEADER)
        body = "".join(
            "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row.cells()) + "</tr>" for row in self.rows
        )
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def deal_won(rule: str, variants: Variants, number: int) -> bool:
    """Whether deal ``number`` can be won from its start (exact, perfect information)."""
    game = Game(GameCode(number, Rule.coerce(rule)), variants)
    return solve_position(game.position()) is not None


def _count_won(task: tuple[str, Variants, int, int]) -> int:
    rule, variants, first, count = task
    return sum(deal_won(rule, variants, n) for n in range(first, first + count))


def win_rate(
    rule: str | Iterable[str] = "easy",
    variants: Variants | str | Iterable[Variants | str] = STANDARD,
    start: int = 0,
    count: int = 1000,
    progress: bool = True,
    processes: int | None = None,
) -> WinRateTable:
    """Solve deals ``start`` … ``start + count - 1`` under each rule and each variants set.

    ``rule``: "easy", "classic" or a list of them; ``variants``: a Variants, a
    name string such as ``"joker,open-peaks"``, or a list of those.  Uses every
    core (``processes`` of them) where multiprocessing exists; in Pyodide a
    plain loop.  ``progress`` draws a bar in the notebook or the terminal.
    """
    # Every argument is checked before any work starts (docs/engine.md).
    rules = [Rule.coerce(r).value for r in (list(rule) if is_listlike(rule) else [rule])]
    accepted = "a Variants, names like 'joker,open-peaks', or a list of those"
    variant_sets = [
        Variants.from_names(v) if isinstance(v, str) else check_type(v, Variants, "variants", accepted)
        for v in (list(variants) if is_listlike(variants) else [variants])
    ]
    check_count(start, "start", 0, DEAL_COUNT - 1)
    check_count(count, "count", 0, DEAL_COUNT - start)
    check_bool(progress, "progress")
    check_count(processes, "processes", minimum=1, allow_none=True)
    jobs = [(r, v) for r in rules for v in variant_sets]
    bar = _ProgressBar(count * len(jobs)) if progress else None
    rows = []
    pool = _pool(processes)
    try:
        for rule_name, variant_set in jobs:
            began = time.perf_counter()
            tasks = [
                (rule_name, variant_set, first, min(CHUNK, start + count - first))
                for first in range(start, start + count, CHUNK)
            ]
            results = pool.imap(_count_won, tasks) if pool else map(_count_won, tasks)
            won = 0
            for task, result in zip(tasks, results):
                won += result
                if bar:
                    bar.advance(task[3])
            rows.append(Row(rule_name, variant_set, start, count, won, time.perf_counter() - began))
    finally:
        if pool:
            pool.close()
            pool.join()
        if bar:
            bar.close()
    return WinRateTable(rows)


def _pool(processes: int | None):
    """A process pool over the cores, or None where one is not worth it or cannot exist (Pyodide)."""
    if sys.platform == "emscripten":
        return None
    processes = processes or os.cpu_count() or 1
    if processes < 2:
        return None
    import multiprocessing

    return multiprocessing.get_context("spawn" if sys.platform == "darwin" else None).Pool(processes)


class _ProgressBar:
    """An HTML bar in a notebook (no ipywidgets needed), a text bar on a terminal, lines in a log."""

    WIDTH = 30

    def __init__(self, total: int) -> None:
        self.total = max(total, 1)
        self.done = 0
        self.began = time.perf_counter()
        self.handle = None
        ipython = sys.modules.get("IPython")
        shell = ipython.get_ipython() if ipython else None
        if shell is not None and type(shell).__name__ != "TerminalInteractiveShell":
            from IPython.display import HTML, display

            self._html = HTML
            self.handle = display(HTML(self._render_html()), display_id=True)
        elif sys.stderr.isatty():
            self._write(self._render_text())
        self.tenths = 0

    def advance(self, deals: int) -> None:
        self.done += deals
        if self.handle is not None:
            self.handle.update(self._html(self._render_html()))
        elif sys.stderr.isatty():
            self._write(self._render_text())
        elif 10 * self.done // self.total > self.tenths:  # a log file: one line per tenth
            self.tenths = 10 * self.done // self.total
            self._write(self._status() + "\n")

    def close(self) -> None:
        if self.handle is None and sys.stderr.isatty():
            self._write("\n")

    def _status(self) -> str:
        elapsed = time.perf_counter() - self.began
        rate = self.done / elapsed if elapsed > 0 else 0.0
        return f"{self.done}/{self.total} deals, {elapsed:.0f} s, {rate:.0f} deals/s"

    def _render_text(self) -> str:
        filled = self.WIDTH * self.done // self.total
        return f"\r[{'#' * filled}{'.' * (self.WIDTH - filled)}] {self._status()}"

    def _render_html(self) -> str:
        return (
            f'<progress value="{self.done}" max="{self.total}" style="width:20em"></progress> '
            f"<span>{html.escape(self._status())}</span>"
        )

    @staticmethod
    def _write(text: str) -> None:
        sys.stderr.write(text)
        sys.stderr.flush()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m tripeaks_widget.lab",
        description="Win rates of a range of deals, solved exactly with perfect information.",
    )
    parser.add_argument("--rule", nargs="+", default=["easy"], choices=["easy", "classic"])
    parser.add_argument(
        "--variants", nargs="+", default=["standard"],
        help="one or more variant sets: 'standard' or names joined by commas, e.g. joker,open-peaks",
    )
    parser.add_argument("--start", type=int, default=0, help="first deal number (default 0)")
    parser.add_argument("--count", type=int, default=1000, help="number of deals (default 1000)")
    parser.add_argument("--processes", type=int, default=None, help="worker processes (default: all cores)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    variant_sets = [STANDARD if v == "standard" else Variants.from_names(v) for v in args.variants]
    table = win_rate(args.rule, variant_sets, args.start, args.count, not args.no_progress, args.processes)
    print(table)


if __name__ == "__main__":
    main()
