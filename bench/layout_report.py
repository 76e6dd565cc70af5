"""A layout's report (lab/layout_report.py) as the layout designer runs it: inline, one deal a step; the figures,
the time to the first estimate and to the last.

    python bench/layout_report.py --count 100                     # the designer's example (Easy, Classic), and
    python bench/layout_report.py --count 100 --layouts golf diamond twin-peaks   # built-in layouts, Easy

Figures and the command: docs/layouts.md ("A layout's report and the layout designer").
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tripeaks_widget.board.designer import EXAMPLE, STEP  # noqa: E402
from tripeaks_widget.engine.shapes import LAYOUTS  # noqa: E402
from tripeaks_widget.lab.layout_report import layout_estimates  # noqa: E402


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--layouts", nargs="*", default=[], help="built-in layouts, measured under Easy")
    args = parser.parse_args(argv)
    cases = [("tower (the designer's example)", EXAMPLE, "easy"), ("tower", EXAMPLE, "classic")]
    cases += [(name, LAYOUTS[name].text, "easy") for name in args.layouts]
    print("| Layout | Rule | Deals | Solver wins (95 %) | Mean par (deals with par) | Simple player wins | "
          "First estimate | All |")
    print("|---|---|---|---|---|---|---|---|")
    for label, text, rules in cases:
        began, first, report = time.perf_counter(), None, None
        for report in layout_estimates(text, rules, args.count, "inline", chunk=STEP):
            first = first if first is not None else time.perf_counter() - began
        whole = time.perf_counter() - began
        low, high = report.win_interval
        par = "—" if report.mean_par is None else f"{report.mean_par:.0f} ({report.par_games})"
        print(f"| {label} | {rules} | {report.games} | {report.won} = {100 * report.win_rate:.1f} % "
              f"({100 * low:.1f}–{100 * high:.1f} %) | {par} | {report.greedy_won} = {100 * report.greedy_rate:.1f} % "
              f"| {first:.2f} s | {whole:.1f} s |", flush=True)


if __name__ == "__main__":
    main()
