"""The rules engine: cards, the layout, game codes, deals, moves, scoring, undo.

The only authority on the rules. Standard library only, so it runs unchanged
in Pyodide; nothing here imports the solver, the lab or the board.
"""

from .cards import Card, Suit
from .codes import GameCode, InvalidCodeError, Rule
from .game import ActionResult, Game, IllegalMoveError, InvalidSlotError, Status
from .errors import (
    BudgetExceeded,
    InvalidArgumentError,
    InvalidCardError,
    UnknownLanguageError,
    UnknownRuleError,
    UnknownVariantError,
    WrongTypeError,
)
from .rules import Rules

__all__ = [
    "ActionResult",
    "Card",
    "Game",
    "GameCode",
    "IllegalMoveError",
    "InvalidCodeError",
    "InvalidSlotError",
    "Rule",
    "Rules",
    "Status",
    "Suit",
    # bad input (issue 11): every error of the public API, see docs/engine.md
    "InvalidArgumentError",
    "InvalidCardError",
    "UnknownLanguageError",
    "UnknownRuleError",
    "UnknownVariantError",
    "WrongTypeError",
    # good input, too big a question: a search that ran out of its budget
    "BudgetExceeded",
]
