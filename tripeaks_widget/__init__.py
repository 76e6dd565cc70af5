"""TriPeaks solitaire as a teaching tool: an exact rules engine, a solver and a Jupyter board.

>>> from tripeaks_widget import Game
>>> game = Game.from_code("TP1-E-AAAAAAB")
>>> game.rule, game.status, game.score
(<Rule.EASY: 'easy'>, <Status.PLAYING: 'playing'>, 500)
"""

from .engine import (
    ActionResult,
    Card,
    Game,
    GameCode,
    IllegalMoveError,
    InvalidCodeError,
    InvalidSlotError,
    Rule,
    Rules,
    Status,
    Suit,
)
from .engine import (  # bad input: every error of the public API (docs/engine.md)
    InvalidArgumentError,
    InvalidCardError,
    UnknownLanguageError,
    UnknownRuleError,
    UnknownVariantError,
    WrongTypeError,
)

__version__ = "0.1.0"

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
    "solve",
    "hint",
    "par",
    "InvalidArgumentError",
    "InvalidCardError",
    "UnknownLanguageError",
    "UnknownRuleError",
    "UnknownVariantError",
    "WrongTypeError",
]


def __getattr__(name):
    # The solver and the widget load on first use: the widget needs anywidget,
    # which the engine must never require.
    if name in ("solve", "hint", "par"):
        from . import solver

        return getattr(solver, name)
    if name == "TriPeaksWidget":
        from .board import TriPeaksWidget

        return TriPeaksWidget
    raise AttributeError(f"module 'tripeaks_widget' has no attribute {name!r}")
