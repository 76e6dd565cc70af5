"""The class report: seconds to review a pasted class of games (``class_report``).

    python bench/class_report.py                   # 30 lines: 27 games, 3 bad lines
    python bench/class_report.py --games 60
    node bench/class_report_pyodide.mjs            # the same in Pyodide under Node (the site's kernel)

The class: 8 games of one deal (TP1-E-AAAAAAB) by players who play any card
that fits (seeded), the rest greedy games of deals 100, 101, ... (Easy), and 3
bad lines; the same every run. Wall time (``time.perf_counter``) of
``class_report`` (reading, replaying and reviewing every line), then of its
table, text and chart. Figures and the command behind them:
docs/performance.md, section "Deals for a class and the class report".
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tripeaks_widget import Game  # noqa: E402
from tripeaks_widget.coach.report import SAMPLES, class_report  # noqa: E402
from tripeaks_widget.lab.players import deal, greedy_player, play_game  # noqa: E402
from tripeaks_widget.engine.rules import Rules  # noqa: E402

BAD = ["Zara: TP1-E-AAAAAA: 20 23", "Yunus: TP1-E-AAAAAAB: 20 18", "hello class, here are my games"]


def _casual(seed: int):
    def player(view):
        rng = random.Random(seed * 1000 + len(view.history))
        cards = [a for a in view.actions if a != "draw"]
        return rng.choice(cards) if cards else "draw"

    return player


def pasted(games: int) -> str:
    records = [play_game(_casual(seed), Game.from_code("TP1-E-AAAAAAB")).record() for seed in range(min(8, games))]
    records += [play_game(greedy_player, deal(100 + i, Rules())).record() for i in range(games - len(records))]
    lines = [f"student{i + 1}: {record}" for i, record in enumerate(records)]
    for k, bad in enumerate(BAD):
        lines.insert(5 + 9 * k, bad)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=27, help="good lines (3 bad lines are added)")
    parser.add_argument("--lang", default="tr")
    args = parser.parse_args()
    text = pasted(args.games)
    actions = sum(len(line.split(":")[-1].split()) for line in text.splitlines())
    began = time.perf_counter()
    report = class_report(text, lang=args.lang, progress=False)
    reviewed = time.perf_counter() - began
    began = time.perf_counter()
    shown = (report.text(), report.html(), report.chart())
    drawn = time.perf_counter() - began
    print(f"{len(text.splitlines())} lines ({len(report.rows)} games, {actions} actions, "
          f"{len(report.bad_lines)} bad lines), {SAMPLES} sample a move: class_report {reviewed:.2f} s "
          f"({reviewed / max(len(report.rows), 1) * 1000:.0f} ms a game); table, text and chart {drawn * 1000:.0f} ms "
          f"({sum(map(len, shown[:2]))} characters)")
    print(report.common[0].text(args.lang) if report.common else "no shared deal")


if __name__ == "__main__":
    main()
