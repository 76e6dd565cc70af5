"""The engine's hot path: random play through ``Game`` to the end, games per second (one process).

    python bench/engine.py                     # TriPeaks (Easy), 2000 deals
    python bench/engine.py --count 500 --rules golf,classic

Each game: ``Game.from_code``, then until the end ``faces()``, ``removable_slots()``,
``status``, and a random removal or a draw (``random.Random(deal)``, so the same games
every run), one ``undo`` and replay every 10 actions, and ``record()`` at the end.
CPU time (``time.process_time``), best of ``--repeat`` runs.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tripeaks_widget.engine import Game, GameCode, Rules  # noqa: E402


def play(number: int, rules: Rules) -> int:
    game = Game(GameCode(number, "easy" if rules.king_ace else "classic", **_layout(rules)), rules)
    rng = random.Random(number)
    actions = 0
    while game.status == "playing":
        game.faces()
        slots = game.removable_slots()
        result = game.play(rng.choice(slots)) if slots and rng.random() < 0.8 or not game.can_draw else game.draw()
        actions += 1
        if actions % 10 == 0 and result:
            game.undo()
            game.play(result.action) if result.action != "draw" else game.draw()
    game.record()
    return actions


def _layout(rules: Rules) -> dict:
    layout = getattr(rules, "layout", None)
    return {} if layout is None or layout.name == "tripeaks" else {"layout": layout.name}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--rules", default="easy")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rules = Rules.from_text(args.rules)
    best = None
    for _ in range(args.repeat):
        began = time.process_time()
        actions = sum(play(number, rules) for number in range(args.count))
        seconds = time.process_time() - began
        best = seconds if best is None else min(best, seconds)
    print(f"{args.rules}: {args.count} games, {actions} actions, best of {args.repeat}: {best:.2f} s CPU, "
          f"{args.count / best:.0f} games/s, {actions / best / 1000:.1f} k actions/s")


if __name__ == "__main__":
    main()
