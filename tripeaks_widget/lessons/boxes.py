"""The lessons' answer boxes: ``ask("3.1", LANG)`` shows exercise 3.1's box, ``results(3, LANG)`` lesson 3's sheet.

A box (``board.AnswerBox``) checks each typed text with the lessons' checker
(``feedback.check``), in the lesson's language. The kernel keeps each
exercise's tries (``tries``): the last box made for an exercise, or the texts a
browser kept and sent back, each checked again here. The sheet, the last cell
of a lesson, shows per exercise whether it is right and at which try, and the
line the student hands in (``hand_in_line``), in the format ``class_report`` reads:

    Ada: answers tr {"1.1": ["yirmi üç"], "3.2": ["maça 7", "spar 7"]}
"""

from __future__ import annotations

import json
import weakref

from ..board.answer_box import MAX_ANSWER, MAX_TRIES, AnswerBox, AnswerSheet
from ..engine.i18n import check_lang, t
from .exercises import EXERCISES
from .feedback import _exercise, check, hint, question, solution

# (lang, exercise id) -> the tries of that exercise in this kernel: (text, verdict) pairs, in order.
_tries: dict[tuple[str, str], tuple[tuple[str, bool | None], ...]] = {}
_sheets: weakref.WeakSet = weakref.WeakSet()


def _judge(exercise_id: str, lang: str):
    def judge(text: str) -> tuple[bool | None, str]:
        feedback = check(exercise_id, text, lang)
        return feedback.correct, feedback.text
    return judge


def ask(exercise_id: str, lang: str = "en") -> AnswerBox:
    """The answer box of an exercise, in ``lang``: the student types the answer and presses Check.

    >>> box = ask("1.2", "tr")
    >>> box.answer("5")[0], box.answer("3")[0]
    (False, True)
    """
    exercise = _exercise(exercise_id)
    lang = check_lang(lang)
    box = AnswerBox(exercise.id, question(exercise.id, lang), _judge(exercise.id, lang), lang=lang,
                    hint=hint(exercise.id, lang), solution=solution(exercise.id, lang))
    kept = _tries.get((lang, exercise.id))
    if kept:  # the cell runs again in the same kernel: the box shows the tries so far
        box.restore(text for text, _ in kept)
    box.on_change(lambda changed: _record(lang, changed.name, changed.tries))
    return box


def tries(exercise_id: str, lang: str = "en") -> tuple[tuple[str, bool | None], ...]:
    """Every text checked for an exercise in this kernel, in order, with its verdict."""
    return _tries.get((check_lang(lang), _exercise(exercise_id).id), ())


def _record(lang: str, exercise_id: str, exercise_tries: tuple) -> None:
    _tries[(lang, exercise_id)] = tuple(exercise_tries)
    _refresh()


def _refresh() -> None:
    for sheet in list(_sheets):
        sheet.refresh()


def hand_in_line(name: str, lang: str, answers: dict[str, list[str]]) -> str:
    """``<name>: answers <lang> <json>``: the texts submitted per exercise, in order, on one line."""
    return f"{name}: answers {check_lang(lang)} {json.dumps(answers, ensure_ascii=False)}"


def _lesson_ids(lesson: int) -> list[str]:
    ids = [e.id for e in EXERCISES.values() if e.lesson == lesson]
    if isinstance(lesson, bool) or not ids:
        lessons = sorted({e.lesson for e in EXERCISES.values()})
        raise ValueError(f"unknown lesson: {lesson!r} (expected one of {', '.join(map(str, lessons))})")
    return ids


def results(lesson: int, lang: str = "en") -> AnswerSheet:
    """The sheet of a lesson: which exercises are right, at which try, and the line to hand in.

    It follows the lesson's boxes as the student answers. A browser that kept a
    lesson's answers sends them back when the sheet is shown (a kernel restart):
    each is checked again before it counts.
    """
    ids = _lesson_ids(lesson)
    lang = check_lang(lang)

    def entries():
        return [(i, _tries.get((lang, i), ())) for i in ids]

    def line(name: str) -> str:
        return hand_in_line(name, lang, {i: [text for text, _ in found] for i, found in entries() if found})

    def restore(kept: dict[str, list[str]]) -> None:
        judged = False
        for exercise_id, texts in kept.items():
            if exercise_id not in ids or _tries.get((lang, exercise_id)):
                continue
            judge = _judge(exercise_id, lang)
            texts = [text.strip()[:MAX_ANSWER] for text in texts if text.strip()][:MAX_TRIES]
            _tries[(lang, exercise_id)] = tuple((text, judge(text)[0]) for text in texts)
            judged = True
        if judged:
            _refresh()

    sheet = AnswerSheet(t("sheet_title", lang, lesson=lesson), entries, line, lang=lang, key=f"lesson-{lesson}",
                        restore=restore)
    _sheets.add(sheet)
    return sheet
