"""The coach: a student's game reviewed move by move with the exact solver (imports the engine, the solver, the lab).

``review`` takes a ``Game`` or a record text; see ``judging.py`` for the
verdicts and ``analysis.py`` for what "could see" means.  ``class_report``
(``report.py``) reviews a class's pasted records into one table and chart,
and sums up their lesson answers, checked with the lessons' checker that
``tripeaks_widget.lessons`` installs with ``register_answer_checker``.
"""

from .analysis import CLEAR_CHI2, CLEAR_MARGIN, Chance
from .answers import register_answer_checker
from .report import ClassReport, class_report
from .judging import INACCURACY_CARDS, INACCURACY_POINTS, VERDICTS
from .review import BLUNDER_SAMPLES, SAMPLES, MoveReview, Review, review

__all__ = [
    "BLUNDER_SAMPLES", "CLEAR_CHI2", "CLEAR_MARGIN", "INACCURACY_CARDS", "INACCURACY_POINTS", "SAMPLES", "VERDICTS",
    "Chance", "MoveReview", "Review", "review", "ClassReport", "class_report", "register_answer_checker",
]
