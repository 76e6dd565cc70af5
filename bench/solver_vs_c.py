"""The solver against a plain memoised C search, on codes drawn from the whole code space.

    python bench/solver_vs_c.py                          # 3000 deals per rule, seed 1
    python bench/solver_vs_c.py --count 5000 --seed 7 --rule classic
    python bench/solver_vs_c.py --path python            # only the pure-Python search

Deal numbers are drawn uniformly from all 26**7 codes with a seeded generator,
so every run with the same seed solves the same deals, and another seed gives
another sample.  Both searches get the same positions; their answers (won or
lost) must agree on every deal, or the benchmark stops.  The C search
(``bench/c_dfs.c``) is built here with ``cc -O2`` into a temporary folder.
Times are CPU times per deal (``time.process_time`` here, the process CPU
clock in C).  The solver runs on each of its paths (``--path``): its C search
(``solver/_fastsearch.c``, what CPython uses when it was built) and its
pure-Python search (the reference; Pyodide runs the C search as WebAssembly,
``bench/pyodide.mjs``).  Prints, per rule and
path: deals per second, the ratio to the C reference (the solver's rate over
C's: above 1 means faster), and the median, 99th percentile and worst time per
deal.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir))

from tripeaks_widget.engine.codes import DEAL_COUNT, GameCode, Rule  # noqa: E402
from tripeaks_widget.engine.game import Game  # noqa: E402
from tripeaks_widget.solver import search, solve_position  # noqa: E402

PATHS = {"c": "solver, C search", "python": "solver, pure Python"}


def build_c(workdir: str) -> str:
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        sys.exit("solver_vs_c: no C compiler (cc) on PATH; the C reference cannot be built")
    binary = os.path.join(workdir, "c_dfs")
    subprocess.run([compiler, "-O2", "-o", binary, os.path.join(HERE, "c_dfs.c")], check=True)
    return binary


def sample(count: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.randrange(DEAL_COUNT) for _ in range(count)]


def run_c(binary: str, positions) -> list[tuple[bool, float]]:
    lines = []
    for pos in positions:
        numbers = [int(pos.wrap), len(pos.stock), pos.waste, *pos.ranks, *pos.stock]
        lines.append(" ".join(map(str, numbers)))
    out = subprocess.run([binary], input="\n".join(lines) + "\n", capture_output=True, text=True, check=True).stdout
    results = []
    for line in out.split("\n"):
        if line:
            won, _nodes, micros = line.split()
            results.append((won == "1", int(micros) / 1e6))
    return results


def run_python(positions, path: str) -> list[tuple[bool, float]]:
    fast = search._fastsearch
    if path == "c" and fast is None:
        sys.exit("solver_vs_c: the solver's C search was not built (pip install with a C compiler)")
    search._fastsearch = fast if path == "c" else None
    results = []
    for pos in positions:
        began = time.process_time()
        line = solve_position(pos)
        results.append((line is not None, time.process_time() - began))
    search._fastsearch = fast
    return results


def percentile(times: list[float], q: float) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rule", nargs="+", default=["easy", "classic"], choices=["easy", "classic"])
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--path", nargs="+", default=["c", "python"], choices=list(PATHS))
    args = parser.parse_args(argv)
    if args.count < 1:
        parser.error("--count must be at least 1")
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"# {args.count} deals per rule drawn from all {DEAL_COUNT} codes (seed {args.seed}); load {load}")
    numbers = sample(args.count, args.seed)
    with tempfile.TemporaryDirectory() as workdir:
        binary = build_c(workdir)
        for rule in args.rule:
            positions = [Game(GameCode(n, Rule(rule))).position() for n in numbers]
            c = run_c(binary, positions)
            c_rate = len(c) / sum(t for _, t in c)
            print(f"{rule:8} C memoised DFS        {c_rate:8.1f} deals/s")
            for path in args.path:
                py = run_python(positions, path)
                for n, (cw, _), (pw, _) in zip(numbers, c, py):
                    if cw != pw:
                        sys.exit(f"answers differ on {GameCode(n, Rule(rule)).text}: C says won={cw}, solver says won={pw}")
                py_times = [t for _, t in py]
                py_rate = len(py) / sum(py_times)
                worst = max(range(len(py)), key=lambda i: py_times[i])
                print(
                    f"{rule:8} {PATHS[path]:20} {py_rate:8.1f} deals/s   ratio {py_rate / c_rate:5.2f}   "
                    f"median {1000 * percentile(py_times, 0.5):.2f} ms   p99 {1000 * percentile(py_times, 0.99):.1f} ms   "
                    f"worst {1000 * py_times[worst]:.1f} ms ({GameCode(numbers[worst], Rule(rule)).text})   "
                    f"won {100 * sum(w for w, _ in py) / len(py):.1f} %"
                )


if __name__ == "__main__":
    main()
