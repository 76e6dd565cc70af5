"""The exact solver and the hints built on it (imports the engine, never the lab or the board)."""

from .hints import FAIR_SAMPLES, Hint, Salvage, hint, salvage
from .search import DRAW, BudgetExceeded, actions, after, solve, solve_position, uncovered

__all__ = ["BudgetExceeded", "DRAW", "FAIR_SAMPLES", "Hint", "Salvage", "actions", "after", "hint", "salvage", "solve", "solve_position", "uncovered"]
