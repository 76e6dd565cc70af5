"""Every answer of the corpora, the way students type them, is judged as the corpus marks it.

``answer_corpus.txt`` was written alongside the checker; ``answer_corpus_blind.txt`` was written
from the questions and the computed values only, before its word tables were read (docs/answers.md).
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
BLIND = Path(__file__).with_name("answer_corpus_blind.txt")
#: The fewest right and wrong answers each corpus holds per exercise and language.
LEAST = {CORPUS: {"en": (5, 4), "tr": (5, 4), "nb": (5, 4)}, BLIND: {"en": (4, 2), "tr": (8, 4), "nb": (8, 4)}}


def corpus(path: Path = CORPUS) -> list[tuple[str, str, str, str]]:
    """(exercise, language, mark, answer) for every answer of the corpus; mark is "+", "-" or "="."""
    rows, block = [], None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
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


@pytest.mark.parametrize("path", [CORPUS, BLIND], ids=lambda p: p.stem)
def test_the_corpus_covers_every_exercise_in_every_language(path):
    rows = corpus(path)
    blocks = {(e, lang) for e, lang, _, _ in rows}
    assert blocks == {(e, lang) for e in EXERCISES for lang in LANGS}
    for e in EXERCISES:
        for lang in LANGS:
            marks = [m for x, l, m, _ in rows if (x, l) == (e, lang)]
            right, wrong = LEAST[path][lang]
            assert marks.count("+") >= right and len(marks) - marks.count("+") >= wrong, (e, lang)


@pytest.mark.parametrize("path", [CORPUS, BLIND], ids=lambda p: p.stem)
@pytest.mark.parametrize("lang", LANGS)
def test_every_corpus_answer_is_judged_as_marked(lang, path):
    problems = [p for row in corpus(path) if row[1] == lang and (p := problem(*row))]
    assert problems == []


if __name__ == "__main__":
    import sys

    path = BLIND if sys.argv[1:] == ["blind"] else CORPUS
    print(path.name)
    for lang in LANGS:
        rows = [r for r in corpus(path) if r[1] == lang]
        right = [r for r in rows if r[2] == "+"]
        wrong = [r for r in rows if r[2] != "+"]
        refused = [r for r in right if check(r[0], r[3], lang).correct is not True]
        accepted = [r for r in wrong if check(r[0], r[3], lang).correct is True]
        print(f"{lang}: right accepted {len(right) - len(refused)}/{len(right)} "
              f"({100 * (len(right) - len(refused)) / len(right):.1f} %), wrong accepted {len(accepted)}/{len(wrong)}")
        for r in refused + accepted:
            print("   ", problem(*r))
