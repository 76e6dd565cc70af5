"""The exact solver and the hints built on it (imports the engine, never the lab or the board)."""

from .hints import FAIR_SAMPLES, Hint, Salvage, hint, salvage
from .par import Par, par
from .search import DRAW, BudgetExceeded, actions, after, solve, solve_position, uncovered

__all__ = [
    "BudgetExceeded", "DRAW", "FAIR_SAMPLES", "Hint", "Par", "Salvage", "actions", "after", "hint", "par", "salvage",
    "solve", "solve_position", "uncovered",
]
