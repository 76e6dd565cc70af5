"""Each built-in layout's win rate by the exact solver, with its Wilson 95 % interval, and the solver's time per deal.

    python bench/layouts.py --count 50                       # every built-in layout, Easy and Classic
    python bench/layouts.py --count 200 --rules golf,classic,nothing-on-king
    python bench/layouts.py --count 100000 --jobs 2 --rules black-hole,easy     # a rate over many deals, 2 processes
    python bench/layouts.py --count 100000 --jobs 2 --progress --rules golf,easy # ... with the rate so far, chunk by chunk

Deals 0 to count - 1 of each rule set (``GameCode(number, rule, layout)``); CPU time per deal
(``time.process_time``, summed over the processes) and the wall clock. Layouts other than TriPeaks go to the
search of ``solver/anylayout.py`` (in C where it is built, ``_anysearch.c``); TriPeaks to its own C search.
``--states``: also the mean states searched a deal (``solve_any``'s count; TriPeaks: none).
Figures and the command: docs/layouts.md and docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tripeaks_widget import Game, GameCode, Rules, solve  # noqa: E402
from tripeaks_widget.engine.shapes import LAYOUTS  # noqa: E402
from tripeaks_widget.lab import wilson  # noqa: E402
from tripeaks_widget.solver.anylayout import solve_any  # noqa: E402


def _chunk(job: tuple[str, int, int, bool]) -> tuple[int, float, int]:
    """Deals start..stop-1 of a rule set: (won, CPU seconds, states searched: 0 unless counted)."""
    text, start, stop, counted = job
    rules = Rules.from_text(text)
    counted = counted and rules.layout.name != "tripeaks"
    began, won, states = time.process_time(), 0, 0
    for number in range(start, stop):
        game = Game(GameCode(number, "easy" if rules.king_ace else "classic", rules.layout.name), rules)
        if counted:  # what solve runs on such a layout, with its count
            line, nodes = solve_any(game.position(), counted=True)
            won, states = won + (line is not None), states + nodes
        else:
            won += solve(game) is not None
    return won, time.process_time() - began, states


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="processes (concurrent.futures, as the lab)")
    parser.add_argument("--rules", nargs="*", help="rule sets (their text); default: every layout, easy and classic")
    parser.add_argument("--progress", action="store_true",
                        help="after each chunk, the deals done so far and their rate (a long run's partial answer)")
    parser.add_argument("--states", action="store_true",
                        help="also the mean states searched a deal (layouts other than TriPeaks)")
    args = parser.parse_args()
    texts = args.rules or [f"{name},{rule}" if name != "tripeaks" else rule
                           for name in LAYOUTS for rule in ("easy", "classic")]
    print(f"# deals {args.start}..{args.start + args.count - 1}, {args.jobs} process(es), "
          f"load {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    extra = " states a deal |" if args.states else ""
    print(f"| Rule set | Won | Win rate (95 % interval) | CPU ms a deal | wall s |{extra}")
    print("|---|---|---|---|---|" + "---|" * bool(extra))
    step = max(1, min(500, args.count // (8 * args.jobs) or 1))
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for text in texts:
            Rules.from_text(text)  # a bad rule set fails here, before any process starts
            jobs = [(text, a, min(a + step, args.start + args.count), args.states)
                    for a in range(args.start, args.start + args.count, step)]
            began = time.perf_counter()
            won = seconds = done = states = 0
            for (_, start, stop, _), (chunk_won, chunk_seconds, chunk_states) in zip(jobs, pool.map(_chunk, jobs)):
                won, seconds, done = won + chunk_won, seconds + chunk_seconds, done + stop - start
                states += chunk_states
                if args.progress and done < args.count:
                    print(f"# {text}: deals {args.start}..{stop - 1}: {won}/{done}, {_row(won, done, seconds)}, "
                          f"{time.perf_counter() - began:.0f} s", flush=True)
            wall = time.perf_counter() - began
            counted = args.states and Rules.from_text(text).layout.name != "tripeaks"
            counts = f" {states / args.count:,.0f} |" if counted else " — |" if args.states else ""
            print(f"| {text} | {won}/{args.count} | {_row(won, args.count, seconds)} | {wall:.1f} |{counts}", flush=True)


def _row(won: int, count: int, seconds: float) -> str:
    """The win rate, its Wilson 95 % interval and the CPU milliseconds a deal."""
    low, high = wilson(won, count)
    return f"{100 * won / count:.2f} % ({100 * low:.2f}–{100 * high:.2f} %) | {1000 * seconds / count:.2f}"


class _Serial:
    """One process: map in this one."""

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        pass

    @staticmethod
    def map(fn, items):
        return map(fn, items)


if __name__ == "__main__":
    main()
