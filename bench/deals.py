"""Deals for a class: how long ``Game.new(winnable=True, difficulty=...)`` takes to deal, per rule set and level.

    python bench/deals.py                          # CPython: 6 rule sets x 4 levels x 20 deals
    python bench/deals.py --count 5                # a quick check that it runs
    node bench/deals_pyodide.mjs                   # the same in Pyodide under Node (WebAssembly solver)
    python bench/deals.py --shares 500             # the levels' shares of deals 10000-10499, per rule set

Wall time per deal (``time.perf_counter``; Pyodide has no separate CPU clock
worth the name), median, 95th percentile and worst, and how many deals had
the level asked (the others are the dealer's closest after its work bound,
``solver.deals.LEVEL_CANDIDATES`` and ``NO_LEVEL_AFTER`` candidates, dealt with an ``OffLevelDeal`` warning). The first deal, which loads the solver (and its
WebAssembly), is timed apart. ``random.seed(22)``: the same deals every run.

Figures and the command behind them: docs/performance.md, "Deals for a class and the class report".
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

RULE_SETS = ["easy", "classic", "classic,draw-when-stuck", "classic,open-peaks,empty-waste", "easy,jokers=1",
             "easy,jokers=2,redeals=2"]
LEVELS = [None, "easy", "medium", "hard"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20, help="deals per rule set and level")
    parser.add_argument("--rules", help="one rule set only (its text), instead of the six")
    parser.add_argument("--shares", type=int, default=0, help="instead: measure the levels of this many deals")
    args = parser.parse_args()
    if args.shares:
        shares(args.shares)
        return
    import warnings

    from tripeaks_widget.solver.deals import OffLevelDeal

    warnings.simplefilter("ignore", OffLevelDeal)  # counted in the last column instead
    random.seed(22)
    began = time.perf_counter()
    from tripeaks_widget import Game  # noqa: E402 (the package: not timed as a deal)

    imported = time.perf_counter() - began
    began = time.perf_counter()
    Game.new(winnable=True)
    first = time.perf_counter() - began
    from tripeaks_widget.solver import difficulty, search

    fast = search._fastsearch
    path = "pure Python" if fast is None else getattr(fast, "__name__", type(fast).__name__)
    print(f"# solver: {path}; import tripeaks_widget {imported * 1000:.0f} ms; "
          f"first winnable deal (loads the solver) {first * 1000:.0f} ms")
    print("| rule set | level | deals | median | p95 | worst | of the level asked |")
    print("|---|---|---|---|---|---|---|")
    for text in [args.rules] if args.rules else RULE_SETS:
        for level in LEVELS:
            times, matched = [], 0
            for _ in range(args.count):
                began = time.perf_counter()
                game = Game.new(rules=text, winnable=True, difficulty=level)
                times.append(time.perf_counter() - began)
                if level is None or difficulty(game).level == level:
                    matched += 1
            times.sort()
            p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
            print(f"| {text} | {level or 'any'} | {len(times)} | {statistics.median(times) * 1000:.1f} ms | "
                  f"{p95 * 1000:.1f} ms | {times[-1] * 1000:.1f} ms | {matched}/{len(times)} |")


def shares(count: int) -> None:
    """How the deals 10000-... split into lost deals and the three levels, per rule set."""
    from tripeaks_widget import Game, GameCode, Rule, Rules
    from tripeaks_widget.solver import difficulty

    print("| rule set | deals | lost | easy | medium | hard |")
    print("|---|---|---|---|---|---|")
    for text in RULE_SETS:
        rules = Rules.from_text(text)
        counts = {None: 0, "easy": 0, "medium": 0, "hard": 0}
        for number in range(10000, 10000 + count):
            game = Game(GameCode(number, Rule.EASY if rules.king_ace else Rule.CLASSIC), rules)
            counts[difficulty(game).level] += 1
        cells = " | ".join(f"{100 * counts[k] / count:.1f} %" for k in counts)
        print(f"| {text} | {count} | {cells} |")


if __name__ == "__main__":
    main()
