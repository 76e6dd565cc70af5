"""The snapshots the front end's node tests draw are the widget's own.

js/testing/snapshots.json holds what a TriPeaksWidget sends for one deal: its
`state` fresh, and its `state` and `playback` during a replay of three draws.
It also holds, for each built-in layout, the geometry the widget sends
(``layout_view``) with the layout's covering, which the geometry's node tests
check every layout against, and a fresh Golf and Black Hole board.
The node tests (js/*.test.js) build the board from them, so they draw what
Python really sends; this test fails when the widget's snapshot changes and the
file was not written again. Write it again with
`.venv/bin/python tests/test_js_fixtures.py`.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "js" / "testing" / "snapshots.json"
CODE = "TP1-E-AAAAAAB"


def snapshots() -> dict:
    from tripeaks_widget import TriPeaksWidget

    board = TriPeaksWidget(code=CODE)
    fresh = json.loads(json.dumps(board.state))
    board.replay(["draw", "draw", "draw"], autoplay=False)
    from tripeaks_widget.board.view import layout_view
    from tripeaks_widget.engine.shapes import LAYOUTS

    layouts = {name: {**layout_view(layout, "en"), "covered_by": [list(c) for c in layout.covered_by]}
               for name, layout in LAYOUTS.items()}
    others = {name: json.loads(json.dumps(TriPeaksWidget(code=f"{CODE}-{name.upper()}").state))
              for name in ("golf", "black-hole")}
    return {"fresh": fresh, "replay": {"state": board.state, "playback": board.playback},
            "layouts": layouts, **others}


def test_the_node_tests_draw_what_the_widget_sends():
    assert json.loads(FIXTURES.read_text(encoding="utf-8")) == json.loads(json.dumps(snapshots())), (
        f"{FIXTURES.relative_to(REPO)} is stale: write it again with `.venv/bin/python tests/test_js_fixtures.py`"
    )


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    FIXTURES.write_text(json.dumps(snapshots(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {FIXTURES.relative_to(REPO)}")
