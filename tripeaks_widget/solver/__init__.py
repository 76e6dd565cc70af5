"""The exact solver and the hints built on it (imports the engine, never the lab or the board)."""

from .deals import Difficulty, difficulty, winnable_number
from .hints import FAIR_SAMPLES, Hint, Salvage, hint, salvage
from .par import Par, par
from .search import DRAW, BudgetExceeded, actions, after, solve, solve_position, uncovered

__all__ = [
    "BudgetExceeded", "DRAW", "Difficulty", "FAIR_SAMPLES", "Hint", "Par", "Salvage", "actions", "after", "difficulty",
    "hint", "par", "salvage",
    "solve", "solve_position", "uncovered", "winnable_number",
]
