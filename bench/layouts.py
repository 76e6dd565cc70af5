"""Each built-in layout's win rate by the exact solver, with its Wilson 95 % interval, and the solver's time per deal.

    python bench/layouts.py --count 50                       # every built-in layout, Easy and Classic
    python bench/layouts.py --count 200 --rules golf,classic,nothing-on-king

Deals 0 to count - 1 of each rule set (``GameCode(number, rule, layout)``); CPU time per deal
(``time.process_time``). Layouts other than TriPeaks go to the pure-Python search (``solver/anylayout.py``);
TriPeaks to the C search where it is built. Figures and the command: docs/layouts.md.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tripeaks_widget import Game, GameCode, Rules, solve  # noqa: E402
from tripeaks_widget.engine.shapes import LAYOUTS  # noqa: E402
from tripeaks_widget.lab import wilson  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--rules", nargs="*", help="rule sets (their text); default: every layout, easy and classic")
    args = parser.parse_args()
    texts = args.rules or [f"{name},{rule}" if name != "tripeaks" else rule
                           for name in LAYOUTS for rule in ("easy", "classic")]
    print("| Rule set | Won | Win rate (95 % interval) | ms a deal |")
    print("|---|---|---|---|")
    for text in texts:
        rules = Rules.from_text(text)
        began, won = time.process_time(), 0
        for number in range(args.count):
            game = Game(GameCode(number, "easy" if rules.king_ace else "classic", rules.layout.name), rules)
            won += solve(game) is not None
        seconds = time.process_time() - began
        low, high = wilson(won, args.count)
        print(f"| {text} | {won}/{args.count} | {100 * won / args.count:.0f} % ({100 * low:.0f}–{100 * high:.0f} %) "
              f"| {1000 * seconds / args.count:.0f} |", flush=True)


if __name__ == "__main__":
    main()
