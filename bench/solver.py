"""Solver benchmark: a fixed range of deals per rule, solved exactly from the start.

    python bench/solver.py                      # deals 10000-10999, Easy and Classic
    python bench/solver.py --rule classic --start 10000 --count 1000
    python bench/solver.py --count 3000 --seed 1    # 3000 codes drawn from the whole code space

The range is fixed so that figures compare across versions: deal numbers
10000 to 10999, i.e. codes TP1-E-AAAAOUQ to TP1-E-AAAAQHB (and TP1-C-… for
Classic).  With ``--seed``, ``--count`` deal numbers are drawn uniformly from the
whole code space instead, the same sample as ``bench/solver_vs_c.py --seed``
(issue 12 asks for random samples of several thousand).  One process, one core.  Prints deals per second, the median, 95th
percentile and worst time per deal, and the win percentage.  Times are the
process's CPU time (``time.process_time``), which a machine busy with other
work distorts less than the wall clock; the wall-clock rate is printed too.
It runs unchanged in Pyodide (see ``bench/pyodide.mjs``), where the search is
the C search built to WebAssembly when ``scripts/build_wasm.py`` built it; in
CPython it is the C search when it was built (``TRIPEAKS_PURE_PYTHON=1``
measures the pure-Python one, in both).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir))

from tripeaks_widget.engine.codes import DEAL_COUNT, GameCode, Rule  # noqa: E402
from tripeaks_widget.engine.game import Game  # noqa: E402
from tripeaks_widget.solver import search, solve_position  # noqa: E402

START = 10000
COUNT = 1000


def sample(count: int, seed: int) -> list[int]:
    """``count`` deal numbers drawn uniformly from the whole code space (as bench/solver_vs_c.py draws them)."""
    rng = random.Random(seed)
    return [rng.randrange(DEAL_COUNT) for _ in range(count)]


def bench(rule: str, start: int = START, count: int = COUNT, seed: int | None = None) -> dict:
    """Solve each deal of the range (or of the sample, with ``seed``) and time it; positions are built before the clock starts."""
    numbers = range(start, start + count) if seed is None else sample(count, seed)
    positions = [(n, Game(GameCode(n, Rule(rule))).position()) for n in numbers]
    times = []
    won = 0
    wall = time.perf_counter()
    for number, pos in positions:
        began = time.process_time()
        line = solve_position(pos)
        times.append((time.process_time() - began, number))
        won += line is not None
    wall = time.perf_counter() - wall
    total = sum(t for t, _ in times)
    ordered = sorted(times)
    worst, worst_deal = ordered[-1]
    return {
        "rule": rule,
        "deals_from": f"{count} codes drawn with seed {seed}" if seed is not None else
        f"{GameCode(start, Rule(rule)).text}..{GameCode(start + count - 1, Rule(rule)).text}",
        "deals": count,
        "deals_per_s": count / total,
        "wall_deals_per_s": count / wall,
        "mean_ms": 1000 * total / count,
        "median_ms": 1000 * ordered[count // 2][0],
        "p95_ms": 1000 * ordered[min(count - 1, int(count * 0.95))][0],
        "p99_ms": 1000 * ordered[min(count - 1, int(count * 0.99))][0],
        "worst_ms": 1000 * worst,
        "worst_deal": GameCode(worst_deal, Rule(rule)).text,
        "win_pct": 100 * won / count,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rule", nargs="+", default=["easy", "classic"], choices=["easy", "classic"])
    parser.add_argument("--start", type=int, default=START)
    parser.add_argument("--count", type=int, default=COUNT)
    parser.add_argument("--seed", type=int, help="draw --count codes from the whole code space with this seed")
    parser.add_argument("--json", action="store_true", help="one JSON object per rule")
    args = parser.parse_args(argv)
    path = "pure Python" if search._fastsearch is None else "WebAssembly" if sys.platform == "emscripten" else "C"
    path += "" if search._fastsearch is None else " (TRIPEAKS_PURE_PYTHON=1 for pure Python)"
    print(f"# {sys.implementation.name} {sys.version.split()[0]} on {sys.platform}, load {_load()}; search: {path}")
    for rule in args.rule:
        r = bench(rule, args.start, args.count, args.seed)
        if args.json:
            print(json.dumps(r))
            continue
        print(
            f"{r['rule']:8} {r['deals_from']}: {r['deals_per_s']:6.1f} deals/s, "
            f"mean {r['mean_ms']:.2f} ms, median {r['median_ms']:.2f} ms, p95 {r['p95_ms']:.1f} ms, "
            f"p99 {r['p99_ms']:.1f} ms, "
            f"worst {r['worst_ms']:.0f} ms ({r['worst_deal']}), won {r['win_pct']:.1f} % "
            f"[wall clock: {r['wall_deals_per_s']:.1f} deals/s]"
        )


def _load() -> str:
    if sys.platform == "emscripten":
        return "unknown (see the host's)"
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except (AttributeError, OSError):
        return "unknown"


if __name__ == "__main__":
    main()
