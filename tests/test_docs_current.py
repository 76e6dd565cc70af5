"""The docs say where things stand and why, not how they got there: history is in git.

No doc under docs/ nor the README speaks of the work's sessions or rounds ("the
fifth session", "this round"), and each stays readable in one sitting.
Jupyter's own sessions (a kernel's session) are not history and may be named.
"""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
ORDINAL = r"(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|this|that|last|previous|earlier|next)"
HISTORY = re.compile(rf"\b{ORDINAL}\s+(session|round)s?\b|\bsessions?\s+\d|\b{ORDINAL}\s+session's\b", re.IGNORECASE)
MAX_LINES = 450  # "about 400": a doc longer than this wants splitting or pruning


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_a_doc_speaks_of_today_not_of_sessions(path):
    text = path.read_text(encoding="utf-8")
    # across line breaks too: "the fifth\nsession" is the same words
    found = [(text.count("\n", 0, m.start()) + 1, " ".join(m.group().split())) for m in HISTORY.finditer(text)]
    assert not found, f"{path.name} speaks of the work's history (it belongs in git): {found[:5]}"
    assert len(text.splitlines()) <= MAX_LINES, f"{path.name} has {len(text.splitlines())} lines"


def test_the_check_catches_history_and_lets_jupyter_sessions_be():
    assert HISTORY.search("End of the fifth session, quiet") and HISTORY.search("the fourth session's figure")
    assert HISTORY.search("measured again this round") and HISTORY.search("Session 3 measured it")
    assert not HISTORY.search("the plugin starts the session of the notebook")
    assert not HISTORY.search("5 rounds interleaved, load 1.3") and not HISTORY.search("a third of the states")
