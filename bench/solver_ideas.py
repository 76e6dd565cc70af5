"""What each solver idea bought: every stage of the solver on the same deals, interleaved.

    python bench/solver_ideas.py                  # deals 10000-10199 per rule
    python bench/solver_ideas.py --count 100 --rule classic
    python bench/solver_ideas.py --sample 2000 --seed 1 --from-stage 10   # codes from the whole code space, last stages only

The first four stages are written out below (the plain memoised search the
issue started from, and three small steps); the later ones are the solver as
it was committed, read back from git, so the table can be re-made at any time.
Each deal is solved by every stage in turn, so a busy machine slows all stages
alike; times are CPU times.  Prints a Markdown table for docs/performance.md.
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir)
sys.path.insert(0, REPO)

from tripeaks_widget.engine.codes import DEAL_COUNT, GameCode, Rule  # noqa: E402
from tripeaks_widget.engine.game import Game  # noqa: E402
from tripeaks_widget.solver import uncovered  # noqa: E402

#: (label, git commit) of the committed stages, oldest first; "HEAD" is the solver as checked out.
COMMITTED = [
    ("+ no-move states skipped; chain-count bound after each draw", "f51564a"),
    ("+ bound as a draw limit cached per rank counts; key on playable slots", "d1c7b68"),
    ("+ memo looked up before the call", "d55269c"),
    ("+ restarts: passes of growing size in shuffled orders", "ad4fc67"),
    ("+ cheaper look-ups", "314440e"),
    ("+ alternating windows of ranks (lengths 1, 3, 5) in the bound", "fd6dd23"),
    ("+ draw-limit tables per source set", "977c6b1"),
    ("+ draw limit looked up before the call; rank counts as bytes", "04bf8e4"),
    ("+ uncovered set updated by one look-up per removal; shuffled orders cached", "dbec029"),
    ("+ windows' needs as packed bytes; fewer new ints per removal (current solver)", "HEAD"),
]

FULL = (1 << 28) - 1


class _Plain:
    """The reference: memoised DFS over (removed, cards drawn, waste rank), bitmask moves."""

    dominance = False  # lost (removed, waste) pairs keyed without the stock index, with its minimum
    high_first = False  # bottom row first
    availability = False  # lost when some rank left has no neighbour left anywhere

    def __init__(self, pos, max_nodes=None, deadline=None):
        self.pos = pos
        self.nodes = 0

    def run(self):
        pos = self.pos
        ranks, stock, wrap = pos.ranks, pos.stock, pos.wrap
        n = len(stock)
        fits_on = [0] * 15
        for w in range(15):
            for s in range(28):
                d = abs(ranks[s] - w)
                if w == 14 or d == 1 or (wrap and d == 12):
                    fits_on[w] |= 1 << s
        neighbours = [0] * 16384
        for x in range(16384):
            for r in range(1, 14):
                if x >> r & 1:
                    for q in (r - 1, r + 1, r + 12, r - 12) if wrap else (r - 1, r + 1):
                        if 1 <= q <= 13:
                            neighbours[x] |= 1 << q
        to_come = [0] * (n + 1)
        for k in range(n - 1, -1, -1):
            to_come[k] = to_come[k + 1] | 1 << stock[k]
        count = [0] * 14
        for s in range(28):
            if not pos.removed >> s & 1:
                count[ranks[s]] += 1
        lost = {}
        dominance, high_first, availability = self.dominance, self.high_first, self.availability

        def search(removed, k, w, present):
            if removed == FULL:
                return True
            key = removed | w << 28 if dominance else removed | w << 28 | k << 32
            known = lost.get(key)
            if known is not None and known <= k:
                return False
            self.nodes += 1
            if availability and present & ~neighbours[present | to_come[k] | 1 << w]:
                lost[key] = k
                return False
            moves = uncovered(removed) & fits_on[w]
            slots = [s for s in range(28) if moves >> s & 1]
            for s in reversed(slots) if high_first else slots:
                r = ranks[s]
                count[r] -= 1
                won = search(removed | 1 << s, k, r, present if count[r] else present & ~(1 << r))
                count[r] += 1
                if won:
                    return True
            if k < n and search(removed, k + 1, stock[k], present):
                return True
            lost[key] = k if known is None else min(k, known)
            return False

        present = sum(1 << r for r in range(14) if count[r])
        return [] if search(pos.removed, 0, 14 if pos.waste is None else pos.waste, present) else None


class _Dominance(_Plain):
    dominance = True


class _BottomFirst(_Dominance):
    high_first = True


class _Availability(_BottomFirst):
    availability = True


WRITTEN_OUT = [
    ("plain memoised DFS (the reference)", _Plain),
    ("+ draw dominance: (removed, waste) lost from k drawn on", _Dominance),
    ("+ bottom row first", _BottomFirst),
    ("+ rank availability check at every state", _Availability),
]


def committed_solver(commit: str, workdir: str):
    """The solver module as committed, imported from a scratch package beside the current engine.

    Since the package was laid out by layer the solver is ``solver/search.py``
    and imports ``..engine``; before, it was one ``solver.py`` beside the engine's modules.
    """
    name = f"stage_{commit.lower()}"
    package = os.path.join(workdir, name)
    engine = os.path.join(REPO, "tripeaks_widget", "engine")

    def show(path):
        found = subprocess.run(["git", "-C", REPO, "show", f"{commit}:{path}"], capture_output=True, text=True)
        return found.stdout if found.returncode == 0 else None

    source = show("tripeaks_widget/solver/search.py")
    if source is not None:
        shutil.copytree(engine, os.path.join(package, "engine"), ignore=shutil.ignore_patterns("__pycache__"))
        os.makedirs(os.path.join(package, "solver"))
        open(os.path.join(package, "__init__.py"), "w").close()
        open(os.path.join(package, "solver", "__init__.py"), "w").close()
        # bounds.py and drawlimit.py were split out of search.py in issue 12; search.py imports _wasm.py
        # (which finds no WebAssembly outside Pyodide), so every stage runs the pure-Python search.
        for module in ("search.py", "bounds.py", "drawlimit.py", "_wasm.py"):
            text = source if module == "search.py" else show(f"tripeaks_widget/solver/{module}")
            if text is not None:
                with open(os.path.join(package, "solver", module), "w") as f:
                    f.write(text)
        return importlib.import_module(f"{name}.solver.search")._Search
    os.makedirs(package)
    for module in ("layout.py", "position.py", "rng.py"):
        shutil.copy(os.path.join(engine, module), package)
    with open(os.path.join(package, "solver.py"), "w") as f:
        f.write(show("tripeaks_widget/solver.py"))
    open(os.path.join(package, "__init__.py"), "w").close()
    return importlib.import_module(f"{name}.solver")._Search


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rule", nargs="+", default=["easy", "classic"], choices=["easy", "classic"])
    parser.add_argument("--start", type=int, default=10000)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--sample", type=int, metavar="N",
                        help="N deal numbers drawn from the whole code space (as bench/solver_vs_c.py) instead of a range")
    parser.add_argument("--seed", type=int, default=1, help="seed of --sample")
    parser.add_argument("--from-stage", type=int, default=0, metavar="I",
                        help="run only the stages from row I on (0: all; the written-out ones are slow)")
    args = parser.parse_args(argv)
    workdir = tempfile.mkdtemp()
    sys.path.insert(0, workdir)
    stages = list(WRITTEN_OUT) + list(COMMITTED)
    stages = [(label, how if isinstance(how, type) else committed_solver(how, workdir))
              for label, how in stages[args.from_stage:]]
    if args.sample:
        rng = random.Random(args.seed)
        numbers = [rng.randrange(DEAL_COUNT) for _ in range(args.sample)]
        args.count = args.sample
        where = f"{args.sample} deals drawn from the whole code space (seed {args.seed})"
    else:
        numbers = list(range(args.start, args.start + args.count))
        where = f"Deals {args.start}-{args.start + args.count - 1}"
    results = {}
    for rule in args.rule:
        positions = [Game(GameCode(n, Rule(rule))).position() for n in numbers]
        totals = [[0.0, 0, 0.0, 0] for _ in stages]  # seconds, nodes, worst, won
        for pos in positions:
            for i, (_, search_class) in enumerate(stages):
                search = search_class(pos, None, None)
                began = time.process_time()
                won = search.run() is not None
                spent = time.process_time() - began
                t = totals[i]
                t[0] += spent
                t[1] += search.nodes
                t[2] = max(t[2], spent)
                t[3] += won
        for i, t in enumerate(totals):
            if t[3] != totals[0][3]:
                raise SystemExit(f"stage {stages[i][0]!r} disagrees on the number of won {rule} deals")
        results[rule] = totals
    shutil.rmtree(workdir)
    rules = args.rule
    print(f"{where}; load {os.getloadavg()[0]:.2f} at the end.\n")
    head = "| idea | " + " | ".join(f"{r}: states/deal | {r}: ms/deal | {r}: deals/s | {r}: worst ms" for r in rules)
    print(head + " |")
    print("|---" * (1 + 4 * len(rules)) + "|")
    for i, (label, _) in enumerate(stages):
        cells = []
        for rule in rules:
            seconds, nodes, worst, _ = results[rule][i]
            count = args.count
            cells += [f"{nodes / count:,.0f}", f"{1000 * seconds / count:.1f}", f"{count / seconds:.0f}",
                      f"{1000 * worst:.0f}"]
        print(f"| {label} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
