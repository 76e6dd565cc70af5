"""Reading a student's answer, and the feedback, hint and folded solution in the notebook's language."""

from __future__ import annotations

import html
import math
import re
from functools import cache

from ..engine.cards import Card
from ..engine.i18n import LANGS, card_name, check_lang, decimal, percent, rank_symbol, t
# The lessons write cards as the board does: one function, i18n's, under the lessons' short name.
from ..engine.i18n import short_card_name as short_card
from .answers import (Bound, TwoAnswers, UnreadableAnswer, asks_for_better, named_in, read_card, read_number, read_ranks,
                      read_yes_no, topic)
from .exercises import EXERCISES, expected

#: How far a predicted percentage may be from the measured one and still count as right.
PERCENT_TOLERANCE = 5.0


@cache
def _context(exercise_id: str | None, lang: str) -> tuple[frozenset, frozenset, frozenset, str, bool]:
    """What the question itself names (numbers, cards, ranks), what a yes/no question is about, and whether a card
    question asks for the card that should have been played."""
    if exercise_id is None:
        return frozenset(), frozenset(), frozenset(), "win", False
    key = f"lesson_{exercise_id.replace('.', '_')}_q"
    english, own = t(key, "en"), t(key, lang)
    numbers, cards, ranks = (a | b for a, b in zip(named_in(english, "en"), named_in(own, lang)))
    return numbers, cards, ranks, topic(english), asks_for_better(english)


def read(kind: str, answer: object, lang: str, exercise_id: str | None = None) -> object:
    """The answer as the exercise compares it; UnreadableAnswer if it is not of that kind, TwoAnswers if it names two.

    Every natural form of each kind is read, in any of the three languages (see ``answers``); the
    question's own numbers, cards and topic (``exercise_id``) tell a restated number from the answer.
    """
    check_lang(lang)
    try:
        return _read(kind, answer, lang, exercise_id)
    except TwoAnswers:
        raise
    except UnreadableAnswer:  # a word of another of the three languages ("maça yedilisi" in English, "ja" in Turkish)
        for other in LANGS:
            if other != lang:
                try:
                    return _read(kind, answer, other, exercise_id)
                except UnreadableAnswer:
                    pass
        raise


def _read(kind: str, answer: object, lang: str, exercise_id: str | None) -> object:
    numbers, cards, ranks, subject, better = _context(exercise_id, lang)
    if kind == "yesno":
        return read_yes_no(answer, lang, subject)
    if kind in ("number", "percent"):
        return read_number(answer, percent=kind == "percent", lang=lang, context=numbers)
    if kind == "card":
        return read_card(answer, lang, cards, better)
    if kind == "ranks":
        return read_ranks(answer, lang, ranks)
    raise ValueError(f"unknown exercise kind: {kind!r}")


def _number(value: float, lang: str) -> str:
    """A number read from an answer, however large: 563, 27,5, 1,2 × 10^400, ∞."""
    if isinstance(value, float) and math.isinf(value):
        return t("lesson_huge_number", lang)
    if abs(value) >= 10 ** 15:
        exponent = int(math.log10(abs(value)))
        return f"{'-' if value < 0 else ''}10^{exponent}" if exponent < 10 ** 6 else t("lesson_huge_number", lang)
    text = f"{value:g}" if isinstance(value, float) else str(value)
    return text if lang == "en" else text.replace(".", ",")


def show(kind: str, value: object, lang: str) -> str:
    """An answer written for the student."""
    if kind == "yesno":  # as the question asks for it: yes or no, in words (the checker still reads True/False)
        return t("lesson_true" if value else "lesson_false", lang)
    if kind == "percent" and isinstance(value, Bound):  # "less than 10 %" is shown "< 10 %"
        number = float(value)
        return ("< " if value.below else "> ") + show(kind, int(number) if number.is_integer() else number, lang)
    if kind == "percent":
        return percent(value, lang) if abs(value) < 10 ** 15 else _number(value, lang)
    if kind == "number":
        return _number(value, lang)
    if kind == "card":
        return short_card(value, lang)
    if kind == "ranks":
        symbols = [rank_symbol(r, lang) for r in sorted(value, reverse=True)]  # as the run goes: Q, K, A
        return ", ".join(symbols)
    return str(value)


def example(exercise_id: str, lang: str) -> str:
    """An answer of the right shape, written as ``lang`` writes it; never the exercise's own answer."""
    exercise = _exercise(exercise_id)
    if exercise.kind == "yesno":
        return t("lesson_example_yesno", lang)
    value = read(exercise.kind, exercise.example, "en")
    if exercise.kind == "card":  # in words, as the checker reads them: a student cannot type ♥
        return card_name(value, lang)
    return show(exercise.kind, value, lang)


def said(kind: str, value: object, lang: str) -> str:
    """What the student's answer was read as, in words: "7 of spades", "no", "27,5 %"."""
    if kind == "yesno":
        return t("lesson_yes" if value else "lesson_no", lang).lower()
    if kind == "card":
        return card_name(value, lang)
    return show(kind, value, lang)


def quoted(answer: object) -> str:
    """A typed answer as the feedback quotes it: its text, cut short, never a Python repr."""
    text = re.sub(r"\s+", " ", answer if isinstance(answer, str) else "").strip()
    return text if len(text) <= 40 else text[:39] + "…"


def _field(value: object, lang: str) -> object:
    if hasattr(value, "text") and isinstance(value, float):  # a share shown as a percentage (review_exercises.Share)
        return value.text(lang)
    if isinstance(value, Card):
        return short_card(value, lang)
    if isinstance(value, list) and value and isinstance(value[0], Card):
        return ", ".join(short_card(card, lang) for card in value)
    if isinstance(value, bool):  # the answer to a question in the text: "…at the start? Yes."
        return t("lesson_yes" if value else "lesson_no", lang)
    if isinstance(value, float):
        return decimal(value, lang)
    return value


def _exercise(exercise_id: str):
    if exercise_id not in EXERCISES:
        raise KeyError(f"unknown exercise: {exercise_id!r} (expected one of {', '.join(EXERCISES)})")
    return EXERCISES[exercise_id]


def question(exercise_id: str, lang: str = "en") -> str:
    """The exercise's question, headed by its number."""
    exercise = _exercise(exercise_id)
    key = f"lesson_{exercise.id.replace('.', '_')}"
    return f"{t('lesson_exercise', check_lang(lang), id=exercise.id)} {t(key + '_q', lang)}"


def hint(exercise_id: str, lang: str = "en") -> str:
    return t(f"lesson_{_exercise(exercise_id).id.replace('.', '_')}_hint", check_lang(lang))


def solution(exercise_id: str, lang: str = "en") -> str:
    """The computed answer and why, in ``lang``."""
    exercise = _exercise(exercise_id)
    value, fields = expected(exercise.id)
    answer = show(exercise.kind, value, lang)
    why = t(f"lesson_{exercise.id.replace('.', '_')}_why", check_lang(lang), answer=answer,
            **{name: _field(v, lang) for name, v in fields.items()})
    return f"{t('lesson_answer', lang, answer=answer)} {why}"


def _matches(exercise_id: str, given: object) -> bool:
    exercise = _exercise(exercise_id)
    value, _ = expected(exercise.id)
    if exercise.kind == "percent":  # a huge int is never near a percentage (and is never made a float)
        side = not isinstance(given, Bound) or (value <= given if given.below else value >= given)
        return not (isinstance(given, int) and abs(given) > 10 ** 6) and abs(given - value) <= PERCENT_TOLERANCE and side
    if exercise.either_sign and isinstance(given, (int, float)):
        return abs(given) == value  # "-204": the score minus par, 204 points below it
    return given == value


def is_right(exercise_id: str, answer: object, lang: str = "en") -> bool:
    """True if ``answer`` is read as the exercise's answer; UnreadableAnswer (or TwoAnswers) if it cannot be read."""
    return _matches(exercise_id, read(_exercise(exercise_id).kind, answer, lang, exercise_id))


class Feedback:
    """What a check shows: the question, the verdict, then the hint and the solution folded away."""

    def __init__(self, exercise_id: str, answer: object, lang: str) -> None:
        exercise = _exercise(exercise_id)
        self.exercise_id, self.lang = exercise.id, check_lang(lang)
        #: True, False, or None when no answer was given or it could not be read.
        self.correct: bool | None = None
        if answer is None:
            self.text = t("lesson_no_answer", lang)
            return
        kind = exercise.kind
        try:
            given = read(kind, answer, lang, exercise.id)
        except TwoAnswers:
            self.text = t("lesson_one_answer", lang, example=example(exercise.id, lang))
            return
        except (UnreadableAnswer, ValueError, TypeError, OverflowError, RecursionError):
            # Whatever is typed gets feedback: a value that is not of the kind shows an answer of the right shape.
            typed = quoted(answer)
            key = "lesson_unreadable" if typed else "lesson_unreadable_value"
            self.text = t(key, lang, given=typed, kind=t(f"lesson_kind_{kind}", lang), example=example(exercise.id, lang))
            return
        self.correct = _matches(exercise.id, given)
        value, _ = expected(exercise.id)
        if self.correct:
            self.text = t("lesson_right", lang, answer=show(kind, value, lang))
        else:
            self.text = t("lesson_wrong", lang, given=said(kind, given, lang))

    def __bool__(self) -> bool:
        return bool(self.correct)

    def __repr__(self) -> str:
        return f"{question(self.exercise_id, self.lang)}\n{self.text}"

    def _repr_html_(self) -> str:
        colour = {True: "#1b7a2f", False: "#b3261e", None: "#555"}[self.correct]
        mark = {True: "✔", False: "✘", None: "✎"}[self.correct]
        return (
            f'<div class="tp-exercise" lang="{self.lang}">'
            f"<p><b>{html.escape(question(self.exercise_id, self.lang))}</b></p>"
            f'<p style="color:{colour}">{mark} {html.escape(self.text)}</p>'
            f"<details><summary>{t('lesson_hint', self.lang)}</summary>"
            f"<p>{html.escape(hint(self.exercise_id, self.lang))}</p></details>"
            f"<details><summary>{t('lesson_solution', self.lang)}</summary>"
            f"<p>{html.escape(solution(self.exercise_id, self.lang))}</p></details></div>"
        )


def check(exercise_id: str, answer: object, lang: str = "en") -> Feedback:
    """Check a student's ``answer`` to an exercise; the feedback is in ``lang``."""
    return Feedback(exercise_id, answer, lang)
