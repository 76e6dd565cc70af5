"""What a student types into an exercise's box: the computed answer, or a wrong one, as ``lang`` writes it.

Made from the values the exercises compute (``expected``), never typed in: shared by
tests/test_answer_box.py (every exercise, CPython) and tests/site/test_answer_boxes_site.py (Chromium).
"""

from __future__ import annotations

from tripeaks_widget.engine.cards import Card
from tripeaks_widget.engine.i18n import t
from tripeaks_widget.lessons import EXERCISES
from tripeaks_widget.lessons.exercises import expected
from tripeaks_widget.lessons.feedback import show


def right_text(exercise_id: str, lang: str) -> str:
    """The computed answer, as a student of ``lang`` writes it (a yes/no as the word: Evet, Nei)."""
    kind = EXERCISES[exercise_id].kind
    value, _ = expected(exercise_id)
    if kind == "yesno":
        return t("lesson_yes" if value else "lesson_no", lang)
    return show(kind, value, lang)


def wrong_text(exercise_id: str, lang: str) -> str:
    """A wrong answer of the right kind: one more, 20 points off, the next rank, another rank, the other word."""
    kind = EXERCISES[exercise_id].kind
    value, _ = expected(exercise_id)
    if kind == "yesno":
        return t("lesson_no" if value else "lesson_yes", lang)
    wrong = {"number": lambda v: v + 1, "percent": lambda v: v + 20,
             "card": lambda v: Card(v.rank % 13 + 1, v.suit), "ranks": lambda v: frozenset({5})}[kind](value)
    return show(kind, wrong, lang)
