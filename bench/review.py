"""The coach's review: seconds to review games the greedy player lost.

    python bench/review.py                     # the first 20 Easy deals greedy loses, from deal 0
    python bench/review.py --count 5 --rules classic
    python bench/review.py --count 1 --rules easy,scoring=traditional
    python bench/review.py --count 1 --scoring-function     # a scoring function of ours: par runs in Python
    node bench/review_pyodide.mjs              # the same in Pyodide under Node (the site's kernel)

Each game is reviewed once, from its record, with the default samples; the
table gives each game's actions and seconds (CPU time of this thread), then
the median.  In Pyodide under Node the seconds are the Node process's CPU
time (Pyodide runs in one thread).  Figures and the commands behind them: docs/performance.md,
section "Review".
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tripeaks_widget import Rules  # noqa: E402
from tripeaks_widget.coach import SAMPLES, review  # noqa: E402
from tripeaks_widget.lab.players import deal, greedy_player, play_game  # noqa: E402


def one_off(event) -> int:
    """A scoring function: one point off every action."""
    return -1


def lost_games(rules: Rules, start: int, count: int) -> list:
    games, number = [], start
    while len(games) < count:
        game = play_game(greedy_player, deal(number, rules))
        if game.status.value == "stuck":
            games.append(game)
        number += 1
    return games


def _clock():
    """CPU seconds: this thread's in CPython; in Pyodide under Node, the Node process's (Pyodide runs
    in one thread), so that a busy machine does not count; in a browser, the wall clock."""
    if sys.platform != "emscripten":
        return time.process_time, "CPU time"
    import js

    process = getattr(js, "process", None)
    if process is None or not hasattr(process, "cpuUsage"):
        return time.perf_counter, "wall clock"

    def node_cpu() -> float:
        usage = process.cpuUsage()
        return (usage.user + usage.system) / 1e6

    return node_cpu, "CPU time of the Node process"


clock, CLOCK = _clock()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="easy")
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--samples", type=int, default=SAMPLES)
    parser.add_argument("--scoring-function", action="store_true",
                        help="score with a Python function (one point off an action), as a student may write one")
    args = parser.parse_args()
    rules = Rules.from_text(args.rules)
    if args.scoring_function:
        rules = rules.replace(scoring=one_off)
    games = lost_games(rules, args.start, args.count)
    from tripeaks_widget.solver.search import _fastsearch

    solver = "pure Python" if _fastsearch is None else ("C" if sys.platform != "emscripten" else "WebAssembly")
    print(f"# {sys.implementation.name} {sys.version.split()[0]}, {sys.platform}, solver in {solver}, "
          f"rules {rules.text}, samples {args.samples}, seconds of {CLOCK}")
    print("| game | actions | turning point | seconds | wall clock |")
    print("|---|---|---|---|---|")
    times, walls = [], []
    for game in games:
        record = game.record()
        began, wall = clock(), time.perf_counter()
        result = review(game if args.scoring_function else record, samples=args.samples, progress=False)
        times.append(clock() - began)
        walls.append(time.perf_counter() - wall)
        print(f"| {game.code} | {len(result.moves)} | {result.turning_point} | {times[-1]:.2f} | {walls[-1]:.2f} |",
              flush=True)
    actions = [len(game.history) for game in games]
    print(f"median {statistics.median(times):.2f} s, worst {max(times):.2f} s "
          f"(wall clock: median {statistics.median(walls):.2f} s, worst {max(walls):.2f} s); "
          f"actions {min(actions)}-{max(actions)} (median {statistics.median(actions):g}), {len(games)} games")


if __name__ == "__main__":
    main()
