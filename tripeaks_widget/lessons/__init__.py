"""The lessons' exercises: questions whose answers the engine computes, checked in the student's language.

>>> feedback = check("1.2", 3, "tr")
>>> feedback.correct, feedback.text
(True, 'Doğru! Cevap: 3.')
"""

from .exercises import EXERCISES, Exercise, simple_player_rate, wilson_interval
from .players import planning_player
from .feedback import Feedback, check, question, rank_symbol, short_card, solution

__all__ = ["EXERCISES", "Exercise", "Feedback", "check", "planning_player", "question", "rank_symbol", "short_card",
           "simple_player_rate", "solution", "wilson_interval"]
