"""The coach's review: seconds to review games the greedy player lost.

    python bench/review.py                     # the first 20 Easy deals greedy loses, from deal 0
    python bench/review.py --count 5 --rules classic
    node bench/review_pyodide.mjs              # the same in Pyodide under Node (the site's kernel)

Each game is reviewed once, from its record, with the default samples; the
table gives each game's actions and seconds (CPU time of this thread), then
the median.  In Pyodide the seconds are the wall clock (one thread).  Figures and the commands behind them: docs/performance.md,
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


def lost_games(rules: Rules, start: int, count: int) -> list:
    games, number = [], start
    while len(games) < count:
        game = play_game(greedy_player, deal(number, rules))
        if game.status.value == "stuck":
            games.append(game)
        number += 1
    return games


#: CPU time of this thread in CPython; in Pyodide (one thread, no other work) the wall clock.
clock = time.perf_counter if sys.platform == "emscripten" else time.process_time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="easy")
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--samples", type=int, default=SAMPLES)
    args = parser.parse_args()
    rules = Rules.from_text(args.rules)
    games = lost_games(rules, args.start, args.count)
    from tripeaks_widget.solver.search import _fastsearch

    solver = "pure Python" if _fastsearch is None else ("C" if sys.platform != "emscripten" else "WebAssembly")
    print(f"# {sys.implementation.name} {sys.version.split()[0]}, {sys.platform}, solver in {solver}, "
          f"rules {rules.text}, samples {args.samples}")
    print("| game | actions | turning point | seconds |")
    print("|---|---|---|---|")
    times = []
    for game in games:
        record = game.record()
        began = clock()
        result = review(record, samples=args.samples)
        seconds = clock() - began
        times.append(seconds)
        print(f"| {game.code} | {len(result.moves)} | {result.turning_point} | {seconds:.2f} |", flush=True)
    actions = [len(game.history) for game in games]
    print(f"median {statistics.median(times):.2f} s, worst {max(times):.2f} s, "
          f"actions {min(actions)}-{max(actions)} (median {statistics.median(actions):g}), {len(games)} games")


if __name__ == "__main__":
    main()
