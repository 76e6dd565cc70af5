"""Par on each layout (``solver/anypar.py``): CPU milliseconds a deal, the mean par, and the deals it could not settle.

    python bench/par_layouts.py --count 20
    python bench/par_layouts.py --count 10 --rules golf,classic,scoring=cards-left black-hole,easy,scoring=traditional

Par of deals 0 to count - 1 of each rule set from the deal's start (``GameCode(number, rule, layout)``), each
within ``--seconds`` (a deal past it counts as unsettled and its time as spent); CPU time (``time.process_time``)
per deal, its median and slowest. TriPeaks goes to its own par (C where built); every other layout, the rule
nothing-on-king and scoring=cards-left to ``anypar.py``, in pure Python over the C search's answers.
Figures and the command: docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tripeaks_widget import Game, GameCode, Rules  # noqa: E402
from tripeaks_widget.solver import BudgetExceeded, par  # noqa: E402

# Golf, Black Hole and All in a Row play cards-left unless told (their own scoring): the app's is named here.
DEFAULT = ["easy", "golf,easy,scoring=app", "golf,classic,scoring=app", "golf,classic,nothing-on-king,scoring=app",
           "black-hole,easy,scoring=app", "all-in-a-row,easy,scoring=app", "diamond,classic", "valley,classic",
           "twin-peaks,classic", "pyramid,easy", "golf,classic", "golf,classic,scoring=traditional",
           "black-hole,easy,scoring=traditional"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=60.0, help="a deal's deadline")
    parser.add_argument("--rules", nargs="*", help=f"rule sets (their text); default: {' '.join(DEFAULT)}")
    args = parser.parse_args()
    print(f"# deals {args.start}..{args.start + args.count - 1}, load "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("| Rule set | Deals | Mean par | Unsettled | CPU ms a deal: mean | median | slowest |")
    print("|---|---|---|---|---|---|---|")
    for text in args.rules or DEFAULT:
        rules = Rules.from_text(text)
        times, pars, unsettled = [], [], 0
        for number in range(args.start, args.start + args.count):
            game = Game(GameCode(number, "easy" if rules.king_ace else "classic", rules.layout.name), rules)
            began = time.process_time()
            try:
                pars.append(par(game, deadline=time.monotonic() + args.seconds).score)
            except BudgetExceeded:
                unsettled += 1
            times.append(1000 * (time.process_time() - began))
        mean = f"{statistics.mean(pars):.1f}" if pars else "-"
        print(f"| {text} | {args.count} | {mean} | {unsettled} | {statistics.mean(times):,.0f} | "
              f"{statistics.median(times):,.0f} | {max(times):,.0f} |", flush=True)


if __name__ == "__main__":
    main()
