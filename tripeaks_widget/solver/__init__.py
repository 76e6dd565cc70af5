"""The exact solver and the hints built on it (imports the engine, never the lab or the board)."""

from .hints import FAIR_SAMPLES, Hint, hint
from .par import Par, par
from .search import DRAW, BudgetExceeded, actions, after, solve, solve_position, uncovered

__all__ = ["BudgetExceeded", "DRAW", "FAIR_SAMPLES", "Hint", "Par", "actions", "after", "hint", "par", "solve", "solve_position", "uncovered"]
