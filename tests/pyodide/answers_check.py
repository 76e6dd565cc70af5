"""Reads every answer of tests/answer_corpus.txt as the lessons do; prints one JSON line of the readings.

Run in Pyodide by tests/pyodide/answers.mjs and in CPython by tests/test_answers_pyodide.py,
which compares the two: the checker is pure Python and must read alike in both.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from tripeaks_widget.lessons import EXERCISES  # noqa: E402
from tripeaks_widget.lessons.answers import TwoAnswers, UnreadableAnswer  # noqa: E402
from tripeaks_widget.lessons.feedback import read  # noqa: E402


def readings(corpus: str) -> list[str]:
    out, block = [], None
    for line in corpus.splitlines():
        if line.startswith("## "):
            block = line[3:].split()
        elif line[:2] in ("+ ", "- ", "= ") and block:
            try:
                value = read(EXERCISES[block[0]].kind, line[2:], block[1], block[0])
                out.append(repr(sorted(value) if isinstance(value, frozenset) else value))
            except TwoAnswers:
                out.append("two")
            except UnreadableAnswer:
                out.append("unreadable")
    return out


if __name__ == "__main__":
    corpus = (HERE.parent / "answer_corpus.txt").read_text(encoding="utf-8")
    print(json.dumps({"platform": sys.platform, "readings": readings(corpus)}))
