"""The seam through which ``Game.new(winnable=True)`` gets a winnable deal.

The engine imports no upper layer, so it cannot prove a deal winnable itself:
``tripeaks_widget/__init__.py`` installs the solver's dealer
(``solver.deals.winnable_number``), loaded on first use; a test may install another.
"""

from __future__ import annotations

from typing import Callable, Union

from .errors import WrongTypeError, short
from .rules import Rules

#: The levels ``Game.new(difficulty=...)`` deals, easiest first (the measure: ``tripeaks_widget.difficulty``).
DIFFICULTIES = ("easy", "medium", "hard")

#: ``dealer(rules, difficulty) -> deal number``: a winnable deal under ``rules`` (of that level, when one is given).
WinnableDealer = Callable[[Rules, Union[str, None]], int]
_winnable_dealer: WinnableDealer | None = None


def set_winnable_dealer(dealer: WinnableDealer | None) -> WinnableDealer | None:
    """Install the function ``Game.new(winnable=True)`` asks for a deal number; returns the one it replaces.

    The seam between the engine and the solver: the engine imports no upper
    layer, so it cannot prove a deal winnable.  ``tripeaks_widget/__init__.py``
    installs the solver's dealer (``solver.deals.winnable_number``), loaded on
    first use; a test may install another.
    """
    global _winnable_dealer
    if dealer is not None and not callable(dealer):
        raise WrongTypeError(f"a dealer is a function (rules, difficulty) -> deal number, not {short(dealer)}")
    old, _winnable_dealer = _winnable_dealer, dealer
    return old


def winnable_deal(rules: Rules, difficulty: str | None) -> int:
    """The number of a winnable deal under ``rules`` (of ``difficulty``), from the installed dealer."""
    if _winnable_dealer is None:
        raise RuntimeError("no dealer of winnable deals is installed: import tripeaks_widget (it installs the solver's)")
    return _winnable_dealer(rules, difficulty)
