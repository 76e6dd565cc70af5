"""Points for each action: the app's scoring and the traditional one (a variant).

App scoring: start at 500, −1 per removal, −1 per draw, +100 for a removal
that empties a peak; never below 0.
Traditional scoring: start at 0; the n-th removal of a run (removals with no
draw between them) scores n; −5 per draw (it ends the run); the first two
emptied peaks score 15 each and the third 30. It may go below 0, as money did
in the original game.
"""

from __future__ import annotations

from typing import NamedTuple

APP_START = 500
APP_ACTION = -1
APP_PEAK_BONUS = 100

TRADITIONAL_START = 0
TRADITIONAL_DRAW = -5
TRADITIONAL_PEAK_BONUS = (15, 15, 30)


def start_score(traditional: bool) -> int:
    return TRADITIONAL_START if traditional else APP_START


def removal_points(traditional: bool, run: int, peaks_cleared_before: int, clears_peak: bool) -> int:
    """Points for a removal that is the ``run``-th of its run (1 for the first)."""
    if traditional:
        return run + (TRADITIONAL_PEAK_BONUS[peaks_cleared_before] if clears_peak else 0)
    return APP_ACTION + (APP_PEAK_BONUS if clears_peak else 0)


def draw_points(traditional: bool) -> int:
    return TRADITIONAL_DRAW if traditional else APP_ACTION


def apply(traditional: bool, score: int, points: int) -> int:
    """The new score: the app's never goes below 0."""
    new = score + points
    return new if traditional else max(0, new)


class MoveEvent(NamedTuple):
    """What one action did, as a scoring function sees it.

    Everything here follows from the position and the action alone (never
    from the score so far), so ``par`` can still find the best score exactly.
    """

    action: object  #: the slot removed, or "draw"
    card: object  #: the Card that went onto the waste
    run: int  #: for a removal its place in the run (1 for the first after a draw); 0 for a draw
    cleared_peak: bool  #: this removal emptied a peak
    peaks_cleared: int  #: peaks emptied before this action
    cards_left: int  #: tableau cards left after this action
    redeal: bool  #: this draw first turned the stock over again (a redeal)


def points(rules, event: MoveEvent) -> int:
    """The points ``event`` scores under ``rules``' scoring."""
    if rules.custom_scoring:
        value = rules.scoring(event)
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"the scoring function {rules.scoring_name} must return a whole number, not {value!r}")
        return value
    traditional = rules.scoring == "traditional"
    if event.action == "draw":
        return draw_points(traditional)
    return removal_points(traditional, event.run, event.peaks_cleared, event.cleared_peak)
