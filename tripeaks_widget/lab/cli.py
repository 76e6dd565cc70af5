"""``python -m tripeaks_widget.lab``: compare rule sets and players from a terminal.

    python -m tripeaks_widget.lab --rules classic classic,redeals=1 --players perfect greedy --count 1000
"""

from __future__ import annotations

import argparse
import sys

from ..engine.codes import DEAL_COUNT
from ..engine.i18n import DEFAULT_LANG, LANGS
from ..engine.rules import Rules
from .experiment import compare
from .players import PLAYERS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tripeaks_widget.lab",
        description="Play rule sets x players over the same deals: win rates and mean scores with 95 %% intervals.",
    )
    parser.add_argument("--rules", nargs="+", default=["easy"], metavar="RULES",
                        help="rule sets, e.g. easy classic classic,redeals=1 easy,jokers=2,scoring=traditional")
    parser.add_argument("--players", nargs="+", default=["perfect"], choices=list(PLAYERS), metavar="PLAYER",
                        help=f"players: {', '.join(PLAYERS)} (default perfect)")
    parser.add_argument("--start", type=int, default=0, help="first deal number (default 0)")
    parser.add_argument("--count", type=int, default=1000, help="number of deals (default 1000)")
    parser.add_argument("--workers", type=int, default=None, help="worker processes (default: one a core)")
    parser.add_argument("--results", default=None, metavar="FILE",
                        help="keep every finished game in FILE (JSON lines); run again with it to resume")
    parser.add_argument("--csv", action="store_true", help="print CSV instead of a table")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    parser.add_argument("--lang", default=DEFAULT_LANG, choices=LANGS,
                        help="language of the table and the progress bar (default en)")
    args = parser.parse_args(argv)
    rule_sets = []
    for text in args.rules:
        try:
            rule_sets.append(Rules.from_text(text))
        except ValueError as error:
            parser.error(f"--rules {text}: {error}")
    if args.count < 0:
        parser.error(f"--count must be 0 or more, not {args.count}")
    if not 0 <= args.start < DEAL_COUNT or args.start + args.count > DEAL_COUNT:
        parser.error(f"deals {args.start}-{args.start + args.count - 1} are not all deals: "
                     f"deal numbers go from 0 to {DEAL_COUNT - 1}")
    if args.workers is not None and args.workers < 1:
        parser.error(f"--workers must be at least 1, not {args.workers}")
    results = compare(rule_sets, args.players, range(args.start, args.start + args.count),
                      progress=not args.no_progress, results_file=args.results, workers=args.workers,
                      lang=args.lang)
    print(results.to_csv() if args.csv else results, flush=True)
    if results.interrupted:
        print("interrupted", file=sys.stderr)
        return 130
    return 0
