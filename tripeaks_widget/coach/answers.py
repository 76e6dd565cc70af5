"""The lessons' answers in the class report: per exercise, right at the first try, and the wrong answer given most often.

The coach cannot import the lessons (they sit above it), so the report gets the
lessons' checker through a seam: ``register_answer_checker(fn)``, which
``tripeaks_widget.lessons`` calls with its ``check`` when it is imported.
``fn(id, text, lang)``
returns an object whose ``.correct`` is True for a right answer.  Every try
is checked again here: the report never trusts a verdict sent with the answers.

>>> register_answer_checker(lambda id, text, lang: type("F", (), {"correct": text == "23"})())  # doctest: +ELLIPSIS
<function <lambda> at ...>
>>> tries = [{"1.1": ("22", "23")}, {"1.1": ("23",)}, {"1.1": ("22 ", "22")}]
>>> results = summarize([(each, verdicts(each, "en", answer_checker())) for each in tries])
>>> print(results[0].text("en"))
Exercise 1.1: 1 of 3 right at the first try; wrong answer given most often: “22” (2 of them)
>>> _ = register_answer_checker(None)
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from ..engine.errors import WrongTypeError, short
from ..engine.i18n import DEFAULT_LANG, check_lang, t

_CHECKER = None


def register_answer_checker(fn):
    """Install ``fn(id, text, lang) -> object with .correct`` as the lessons' checker (None removes it); returns ``fn``."""
    global _CHECKER
    if fn is not None and not callable(fn):
        raise WrongTypeError(f"the answer checker must be a function of (id, text, lang), or None, not {short(fn)}")
    _CHECKER = fn
    return fn


def answer_checker():
    """The checker registered with ``register_answer_checker``, or None."""
    return _CHECKER


def exercise_order(exercise: str) -> tuple:
    """Exercises in lesson order: "2.10" after "2.9"."""
    return tuple((0, int(part)) if part.isdigit() else (1, part) for part in re.split(r"[.\s]+", exercise))


def same_answer(text: str) -> str:
    """What makes two typed answers the same wrong answer: any case, blanks collapsed."""
    return " ".join(text.split()).casefold()


@dataclass(frozen=True)
class ExerciseResult:
    """One exercise over the class: who answered it, who was right at the first try, the most common wrong answer."""

    exercise: str
    students: int  #: students with at least one try
    first_try: int  #: of them, right at their first try
    wrong: str | None  #: the wrong answer most students gave (as the first of them typed it), or None
    wrong_count: int  #: how many students gave it

    def wrong_text(self, lang: str = DEFAULT_LANG) -> str:
        if self.wrong is None:
            return t("report_answers_no_wrong", lang)
        return t("report_answers_wrong", lang, answer=self.wrong, count=self.wrong_count)

    def text(self, lang: str = DEFAULT_LANG) -> str:
        """The exercise's line in ``lang``."""
        check_lang(lang)
        line = t("report_answers_row", lang, exercise=self.exercise, first=self.first_try, students=self.students)
        return line + t("report_answers_row_wrong", lang, wrong=self.wrong_text(lang))

    def cells(self, lang: str) -> list[str]:
        return [self.exercise, str(self.students), f"{self.first_try} / {self.students}", self.wrong_text(lang)]


def verdicts(tries: dict, lang: str, checker) -> dict:
    """Each try checked: exercise -> tuple of True/False; ValueError (``exercise`` in its args) for an unknown one."""
    out = {}
    for exercise, texts in tries.items():
        marks = []
        for text in texts:
            try:
                feedback = checker(exercise, text, lang)
            except (ValueError, TypeError, KeyError, LookupError) as error:
                raise UnknownExercise(exercise) from error
            marks.append(getattr(feedback, "correct", None) is True)
        out[exercise] = tuple(marks)
    return out


class UnknownExercise(Exception):
    """The checker refused an exercise id (the lessons have no such exercise)."""

    def __init__(self, exercise: str) -> None:
        super().__init__(exercise)
        self.exercise = exercise


def summarize(students) -> tuple[ExerciseResult, ...]:
    """``students``: ({exercise: tries}, {exercise: verdicts}) a student, their lines merged; results in lesson order."""
    answered: Counter = Counter()
    first: Counter = Counter()
    wrong: dict[str, Counter] = {}
    shown: dict[tuple, str] = {}
    for tries, marks in students:
        for exercise, texts in tries.items():
            answered[exercise] += 1
            first[exercise] += marks[exercise][0]
            seen = set()
            for text, right in zip(texts, marks[exercise]):
                key = same_answer(text)
                if right or not key or key in seen:
                    continue
                seen.add(key)
                wrong.setdefault(exercise, Counter())[key] += 1
                shown.setdefault((exercise, key), text.strip())
    results = []
    for exercise in sorted(answered, key=exercise_order):
        counts = wrong.get(exercise)
        if counts:
            # The most students first; on a tie, the answer given first in the report.
            order = list(counts)
            key, count = max(counts.items(), key=lambda item: (item[1], -order.index(item[0])))
            results.append(ExerciseResult(exercise, answered[exercise], first[exercise], shown[exercise, key], count))
        else:
            results.append(ExerciseResult(exercise, answered[exercise], first[exercise], None, 0))
    return tuple(results)
