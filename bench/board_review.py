"""The board's share of a review: what ``TriPeaksWidget.review()`` adds to ``review`` itself.

    python bench/board_review.py              # the first 20 Easy deals greedy loses, from deal 0

For each game: the coach's ``review`` (CPU seconds), then the board's work on
top of it, timed apart: every position along the game, the decorated replay
steps, the chart's SVG and the summary (``ReviewBoard._review_fields``), and
the size of what the board sends (the playback as JSON). The median of each.
Figures: docs/performance.md, section "Review", the board's share.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from review import lost_games  # noqa: E402  (bench/review.py: the same 20 games)

from tripeaks_widget import Rules, TriPeaksWidget  # noqa: E402
from tripeaks_widget.coach import review  # noqa: E402


def main() -> None:
    rows = []
    for game in lost_games(Rules(), 0, 20):
        board = TriPeaksWidget(code=game.code)
        board.send = lambda *args, **kwargs: None  # no front end here: the progress messages go nowhere
        board.game = game.copy()
        start = time.process_time()
        result = review(game)
        reviewed = time.process_time() - start
        board._reviewed = ((game.code, game.rules, tuple(game.history), game.undos, game.hints, None), result)
        start = time.process_time()
        board.review()  # the cached review: only the board's own work
        own = time.process_time() - start
        size = len(json.dumps(board.playback))
        rows.append((game.code, len(game.history), reviewed, own, size))
        print(f"{game.code}  {len(game.history):>3} actions  review {reviewed:6.3f} s  board {own:6.3f} s  "
              f"playback {size / 1000:6.1f} kB", flush=True)
    print(f"median: review {statistics.median(r[2] for r in rows):.3f} s, board {statistics.median(r[3] for r in rows):.3f} s, "
          f"playback {statistics.median(r[4] for r in rows) / 1000:.1f} kB (CPU time of this thread)")


if __name__ == "__main__":
    main()
