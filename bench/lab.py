"""The lab's benchmarks: par beside solve, experiment throughput against workers, and the site's comparison.

    python bench/lab.py par --count 200           # par and solve on the same deals, CPU time per deal
    python bench/lab.py par --count 40 --rules easy,scoring=traditional   # one rule set, every deal counted
    python bench/lab.py workers --count 200       # games/s with 1 and 2 local processes, and Dask workers
    python bench/lab.py site                      # 2 rule sets x 200 deals, perfect player, in this thread
    python bench/lab.py site --count 20           # a quick check that it runs
    python bench/lab.py tie-break --start 0 --count 20000   # the greedy player's win rate by its tie-break

Figures and the commands behind them: docs/performance.md, section "Lab"; the tie-break's in docs/lab.md.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tripeaks_widget import Game, GameCode, Rule, Rules, par, solve  # noqa: E402
from tripeaks_widget.lab import compare  # noqa: E402


def _cpu(function):
    began = time.process_time()
    result = function()
    return result, time.process_time() - began


def bench_par(start: int, count: int, only: str | None = None) -> None:
    """Without ``only``: Easy and Classic on ``count`` deals, the traditional scoring on count // 20 (it is slow)."""
    print("| rule set | deals | solve median | solve p95 | par median | par p95 | par worst | par states (total) | winnable |")
    print("|---|---|---|---|---|---|---|---|---|")
    rule_sets = [Rules.from_text(only)] if only else [Rules(), Rules(king_ace=False), Rules(scoring="traditional")]
    for rules in rule_sets:
        n = count if only or rules.scoring == "app" else max(1, count // 20)
        solve_times, par_times, wins, states = [], [], 0, 0
        for number in range(start, start + n):
            game = Game(GameCode(number, Rule.EASY if rules.king_ace else Rule.CLASSIC), rules)
            line, seconds = _cpu(lambda: solve(game))
            solve_times.append(seconds)
            best, seconds = _cpu(lambda: par(game))
            par_times.append(seconds)
            states += best.nodes
            wins += line is not None
        q = statistics.quantiles(par_times, n=20) if n > 1 else par_times * 19
        s = statistics.quantiles(solve_times, n=20) if n > 1 else solve_times * 19
        print(f"| {rules.text} | {n} | {1000 * statistics.median(solve_times):.1f} ms | {1000 * s[18]:.1f} ms | "
              f"{1000 * statistics.median(par_times):.1f} ms | {1000 * q[18]:.1f} ms | {1000 * max(par_times):.0f} ms | "
              f"{states:,} | {wins}/{n} |", flush=True)


def bench_workers(start: int, count: int) -> None:
    deals = range(start, start + count)
    rule_sets = ["easy", "classic"]
    print("| executor | workers | games | seconds | games/s |")
    print("|---|---|---|---|---|")
    for workers in (1, 2):
        began = time.perf_counter()
        results = compare(rule_sets, "perfect", deals, workers=workers, progress=False)
        seconds = time.perf_counter() - began
        games = sum(row.games for row in results.rows)
        print(f"| local processes | {workers} | {games} | {seconds:.1f} | {games / seconds:.1f} |", flush=True)
    try:
        import distributed
    except ImportError:
        print("(dask[distributed] is not installed: no Dask figures)")
        return
    for workers in (1, 2):
        with distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                      dashboard_address=None) as cluster, distributed.Client(cluster) as client:
            began = time.perf_counter()
            results = compare(rule_sets, "perfect", deals, executor=client.get_executor(), progress=False)
            seconds = time.perf_counter() - began
        games = sum(row.games for row in results.rows)
        print(f"| Dask LocalCluster | {workers} | {games} | {seconds:.1f} | {games / seconds:.1f} |", flush=True)


def bench_site(count: int = 200) -> None:
    began = time.perf_counter()
    results = compare(["easy", "classic"], "perfect", count, executor="inline", progress=False)
    chart = results._repr_mimebundle_()
    seconds = time.perf_counter() - began
    print(results)
    print(f"2 rule sets x {count} deals, perfect player, one thread: {seconds:.1f} s "
          f"(chart spec {len(str(chart))} characters)")


def _bottom_right_first(view):
    """Play a card that fits, the highest slot first (the bottom row, right to left): Aisleriot's hint order."""
    slots = [action for action in view.actions if action != "draw"]
    return slots[-1] if slots else "draw"


def bench_tie_break(start: int, count: int) -> None:
    """Greedy play with three tie-breaks among the cards that fit, on the same deals, both rules, 2 processes."""
    from tripeaks_widget.lab import greedy_player, turns_up_player

    players = {"lowest slot first (greedy_player)": greedy_player,
               "bottom-right first (Aisleriot's hint order)": _bottom_right_first,
               "turns up the most, ties lowest slot (turns_up_player)": turns_up_player}
    began = time.perf_counter()
    results = compare(["easy", "classic"], list(players.values()), range(start, start + count), workers=2,
                      progress=False)
    print(f"| tie-break | Easy | Classic |  (deals {start}-{start + count - 1})")
    print("|---|---|---|")
    for label, player in players.items():
        easy, classic = (results.row(rules, player) for rules in ("easy", "classic"))
        print(f"| {label} | {100 * easy.win_rate:.1f} % | {100 * classic.win_rate:.1f} % |")
    print(f"({time.perf_counter() - began:.0f} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["par", "workers", "site", "tie-break"])
    parser.add_argument("--start", type=int, default=10000)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--rules", help="par: only this rule set (its text form), on every one of --count deals")
    args = parser.parse_args()
    if args.what == "par":
        bench_par(args.start, args.count, args.rules)
    elif args.what == "workers":
        bench_workers(args.start, args.count)
    elif args.what == "tie-break":
        bench_tie_break(args.start, args.count)
    else:
        bench_site(args.count)


if __name__ == "__main__":
    main()
