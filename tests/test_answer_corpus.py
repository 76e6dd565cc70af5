"""Every answer of tests/answer_corpus.txt, the way students type them, is judged as the corpus marks it.

The bar, per language: every right answer accepted, no wrong answer accepted, and an
answer that names two values told to "write one answer". Run this file as a script
for the acceptance rates: ``.venv/bin/python tests/test_answer_corpus.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tripeaks_widget.engine.i18n import LANGS, t
from tripeaks_widget.lessons import EXERCISES, check
from tripeaks_widget.lessons.feedback import example

CORPUS = Path(__file__).with_name("answer_corpus.txt")


def corpus() -> list[tuple[str, str, str, str]]:
    """(exercise, language, mark, answer) for every answer of the corpus; mark is "+", "-" or "="."""
    rows, block = [], None
    for number, line in enumerate(CORPUS.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("# "):
            continue
        if line.startswith("## "):
            block = tuple(line[3:].split())
            assert len(block) == 2 and block[0] in EXERCISES and block[1] in LANGS, f"line {number}: {line}"
            continue
        mark, answer = line[:1], line[2:]
        assert block and mark in "+-=" and line[1:2] == " " and answer.strip(), f"line {number}: {line}"
        rows.append((block[0], block[1], mark, answer))
    return rows


def problem(exercise_id: str, lang: str, mark: str, answer: str) -> str | None:
    feedback = check(exercise_id, answer, lang)
    if mark == "+" and feedback.correct is not True:
        return f"{exercise_id} {lang} right answer refused: {answer!r} -> {feedback.text}"
    if mark in "-=" and feedback.correct is True:
        return f"{exercise_id} {lang} WRONG answer accepted: {answer!r}"
    one = t("lesson_one_answer", lang, example=example(exercise_id, lang))
    if mark == "=" and feedback.text != one:
        return f"{exercise_id} {lang} two values not told to write one: {answer!r} -> {feedback.text}"
    return None


def test_the_corpus_covers_every_exercise_in_every_language():
    blocks = {(e, lang) for e, lang, _, _ in corpus()}
    assert blocks == {(e, lang) for e in EXERCISES for lang in LANGS}
    for e in EXERCISES:
        for lang in LANGS:
            marks = [m for x, l, m, _ in corpus() if (x, l) == (e, lang)]
            assert marks.count("+") >= 5 and marks.count("-") >= 4, (e, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_every_corpus_answer_is_judged_as_marked(lang):
    problems = [p for row in corpus() if row[1] == lang and (p := problem(*row))]
    assert problems == []


if __name__ == "__main__":
    for lang in LANGS:
        rows = [r for r in corpus() if r[1] == lang]
        right = [r for r in rows if r[2] == "+"]
        wrong = [r for r in rows if r[2] != "+"]
        refused = [r for r in right if check(r[0], r[3], lang).correct is not True]
        accepted = [r for r in wrong if check(r[0], r[3], lang).correct is True]
        print(f"{lang}: right accepted {len(right) - len(refused)}/{len(right)} "
              f"({100 * (len(right) - len(refused)) / len(right):.1f} %), wrong accepted {len(accepted)}/{len(wrong)}")
        for r in refused + accepted:
            print("   ", problem(*r))
