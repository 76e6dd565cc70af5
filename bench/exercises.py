"""What the lessons' exercises cost to check: each expected answer computed cold, and lesson 5's measuring cells.

    python bench/exercises.py                      # every exercise's expected answer, in order, each cold
    python bench/exercises.py --ids 5.3 5.4        # only these (5.3/5.4: the simple player on 200 deals)
    python bench/exercises.py --lesson5            # lesson 5's compare cells, then checks 5.3 and 5.4 after them
    python bench/exercises.py --greedy 3           # play_many(greedy_player, 200 deals), Easy and Classic, 3 rounds
    node bench/exercises_pyodide.mjs --ids 5.3 5.4 # the same in Pyodide under Node (the site's kernel)

Seconds are CPU seconds of this process (time.process_time; under Node, process.cpuUsage()), not wall-clock
time: the machine is shared. A check's
first call computes the expected answer (``exercises.expected``, cached), so
"cold" is the wait a student has at the first Check of that exercise; a second
check of the same exercise is the reading of the answer only.
Figures and the commands behind them: docs/performance.md, section "Lessons".
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tripeaks_widget.lab import compare, greedy_player, lookahead_player, play_many  # noqa: E402
from tripeaks_widget.lessons import EXERCISES, check  # noqa: E402
from tripeaks_widget.lessons.exercises import DEALS, expected  # noqa: E402


def _cpu() -> float:
    """CPU seconds of this process: under Node, Node's own count (Pyodide's clock there is the wall clock)."""
    if sys.platform == "emscripten":
        import js

        usage = js.process.cpuUsage()
        return (usage.user + usage.system) / 1e6
    return time.process_time()


def _timed(function):
    """(result, CPU seconds): on a shared machine the wall clock counts other processes' turns too."""
    began = _cpu()
    result = function()
    return result, _cpu() - began


def bench_expected(ids: list[str]) -> None:
    print("| exercise | kind | first check (cold, CPU) | second check |")
    print("|---|---|---|---|")
    for exercise_id in ids:
        _, cold = _timed(lambda: expected(exercise_id))  # what the first check computes
        _, warm = _timed(lambda: check(exercise_id, EXERCISES[exercise_id].example, "en"))
        print(f"| {exercise_id} | {EXERCISES[exercise_id].kind} | {cold:.2f} s | {1000 * warm:.1f} ms |", flush=True)


def bench_lesson5() -> None:
    """Lesson 5's two comparisons of 200 deals, as its cells call them, then the first checks of 5.3 to 5.5."""
    cells = {
        "baseline: compare(['easy', 'classic'], greedy_player, 200)":
            lambda: compare(["easy", "classic"], greedy_player, deals=200, executor="inline", progress=False),
        "seeing: compare(['easy', 'easy,open-peaks'], [lookahead, greedy], 200)":
            lambda: compare(["easy", "easy,open-peaks"], [lookahead_player, greedy_player], deals=200,
                            executor="inline", progress=False),
        "check 5.3 after the cells": lambda: check("5.3", EXERCISES["5.3"].example, "en"),
        "check 5.4 after the cells": lambda: check("5.4", EXERCISES["5.4"].example, "en"),
        "check 5.5 after the cells": lambda: check("5.5", EXERCISES["5.5"].example, "en"),
    }
    print("| step | CPU seconds |")
    print("|---|---|")
    for name, cell in cells.items():
        _, seconds = _timed(cell)
        print(f"| {name} | {seconds:.2f} s |", flush=True)


def bench_greedy(rounds: int) -> None:
    print(f"| rule | deals | won | CPU seconds ({rounds} rounds) |")
    print("|---|---|---|---|")
    for rule in ("easy", "classic"):
        times = []
        for _ in range(rounds):
            games, seconds = _timed(lambda: play_many(greedy_player, range(DEALS), rule))
            times.append(seconds)
        won = sum(g.status == "won" for g in games)
        print(f"| {rule} | {DEALS} | {won} | {', '.join(f'{s:.2f}' for s in times)} s |", flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ids", nargs="*", help="exercise ids (default: all)")
    parser.add_argument("--lesson5", action="store_true", help="lesson 5's compare cells, then 5.3 and 5.4")
    parser.add_argument("--greedy", type=int, metavar="ROUNDS", help="the greedy player on 200 deals")
    args = parser.parse_args(argv)
    if args.greedy:
        bench_greedy(args.greedy)
    elif args.lesson5:
        bench_lesson5()
    else:
        bench_expected(args.ids or list(EXERCISES))


if __name__ == "__main__":
    main()
