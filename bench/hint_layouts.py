"""The board's Hint on each layout from a deal's start: how often it answers within its budget, and its CPU time.

    python bench/hint_layouts.py --count 30 --rules golf,classic
    python bench/hint_layouts.py --count 30 --rules golf,classic --exact     # fair_hints=False

Deals ``--start`` to ``--start + --count - 1`` of each rule set (``GameCode(number, rule, layout)``), the hint
as the board asks it (``hint(game, budget=HINT_BUDGET, fair=board.fair_hints)``; the board's default is the
fair hint). Prints the answers by kind (move, lost, budget), the deals the hint ran out on (the search for
a win, or on a lost deal the salvage that proves its line the best), and CPU
milliseconds a deal (mean, median, slowest). Figures and the command: docs/performance-layouts.md.
"""

from __future__ import annotations

import argparse
import collections
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tripeaks_widget import Game, GameCode, Rules  # noqa: E402
from tripeaks_widget.board.widget import HINT_BUDGET  # noqa: E402
from tripeaks_widget.engine.codes import Rule  # noqa: E402
from tripeaks_widget.solver import hint  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--rules", nargs="*", default=["golf,classic"])
    parser.add_argument("--budget", type=int, default=HINT_BUDGET)
    parser.add_argument("--exact", action="store_true", help="the exact hint (fair_hints=False)")
    args = parser.parse_args()
    print(f"# deals {args.start}..{args.start + args.count - 1}, budget {args.budget:,}, "
          f"{'exact' if args.exact else 'fair'} hint, load {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for text in args.rules:
        rules = Rules.from_text(text)
        rule = Rule.EASY if rules.king_ace else Rule.CLASSIC
        layout = rules.layout.name if rules.layout.name != "tripeaks" else "tripeaks"
        kinds, ran_out, times = collections.Counter(), [], []
        for number in range(args.start, args.start + args.count):
            game = Game(GameCode(number, rule, layout), rules)
            start = time.process_time()
            answer = hint(game, budget=args.budget, fair=not args.exact)
            times.append(1000 * (time.process_time() - start))
            # "lost (best found)": lost (proved), but the salvage ran out before proving its line the best.
            kind = answer.kind if answer.kind != "lost" or answer.exact else "lost (best found)"
            kinds[kind] += 1
            if answer.kind == "budget" or kind == "lost (best found)":
                ran_out.append(number)
        print(f"{text}: {dict(kinds)}; ran out on {len(ran_out)} of {args.count} {ran_out}; CPU ms mean "
              f"{statistics.mean(times):,.0f}, median {statistics.median(times):,.0f}, slowest {max(times):,.0f}",
              flush=True)


if __name__ == "__main__":
    main()
