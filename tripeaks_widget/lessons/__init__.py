"""The lessons' exercises: questions whose answers the engine computes, checked in the student's language.

>>> feedback = check("1.2", 3, "tr")
>>> feedback.correct, feedback.text
(True, 'Doğru! Cevap: 3.')
"""

from ..coach import register_answer_checker
from . import review_texts, texts  # noqa: F401  (register the lessons' texts in the catalogue)
from .exercises import EXERCISES, Exercise, simple_player_rate
from .feedback import Feedback, check, question, rank_symbol, short_card, solution

register_answer_checker(check)  # class_report checks handed-in answers again with it

__all__ = ["EXERCISES", "Exercise", "Feedback", "check", "question", "rank_symbol", "short_card",
           "simple_player_rate", "solution"]
