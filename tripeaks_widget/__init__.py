"""TriPeaks solitaire as a teaching tool: an exact rules engine, a solver and a Jupyter board.

>>> from tripeaks_widget import Game
>>> game = Game.from_code("TP1-E-AAAAAAB")
>>> game.rule, game.status, game.score
(<Rule.EASY: 'easy'>, <Status.PLAYING: 'playing'>, 500)
"""

from . import engine
from .engine import *  # noqa: F403  the engine's public names, listed once in engine.__all__

__version__ = "0.1.0"

__all__ = [*engine.__all__, "solve", "hint", "par", "difficulty", "review", "class_report"]


def _winnable_dealer(rules, difficulty):
    # Game.new(winnable=True) asks this through the engine's seam (engine.dealer.set_winnable_dealer):
    # the engine imports no upper layer, and the solver loads only when a winnable deal is asked for.
    from .solver.deals import winnable_number

    return winnable_number(rules, difficulty)


engine.dealer.set_winnable_dealer(_winnable_dealer)


def __getattr__(name):
    # The solver and the widget load on first use: the widget needs anywidget,
    # which the engine must never require.
    if name in ("solve", "hint", "par", "difficulty"):
        from . import solver

        return getattr(solver, name)
    if name == "review":
        from .coach import review

        return review
    if name == "class_report":
        from .coach import class_report

        return class_report
    if name == "TriPeaksWidget":
        from .board import TriPeaksWidget

        return TriPeaksWidget
    raise AttributeError(f"module 'tripeaks_widget' has no attribute {name!r}")
