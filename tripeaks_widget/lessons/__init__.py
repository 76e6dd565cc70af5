"""The lessons' exercises: questions whose answers the engine computes, checked in the student's language.

``ask("1.2", "tr")`` shows the exercise's answer box (the student types, Check
decides); ``results(1, "tr")`` the lesson's results and the line to hand in;
``check("1.2", "3", "tr")`` checks an answer given in code (a text or a Python value).

>>> feedback = check("1.2", 3, "tr")
>>> feedback.correct, feedback.text
(True, 'Doğru! Cevap: 3.')
"""

from ..coach import register_answer_checker
from .exercises import EXERCISES, Exercise, simple_player_rate
from .feedback import Feedback, check, question, rank_symbol, short_card, solution

# class_report re-checks every handed-in answer with the lessons' checker: the coach cannot import the
# lessons (they sit above it), so the lessons hand it over through the coach's seam.
register_answer_checker(check)

#: The answer boxes need the board's front end (anywidget): they are imported when first asked for, so the
#: checker alone (check, class_report's re-checking) runs wherever the engine does, Pyodide under Node too.
_BOXES = ("ask", "hand_in_line", "results", "tries")


def __getattr__(name: str):
    if name in _BOXES:
        from . import boxes

        return getattr(boxes, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["EXERCISES", "Exercise", "Feedback", "ask", "check", "hand_in_line", "question", "rank_symbol",
           "results", "short_card", "simple_player_rate", "solution", "tries"]
