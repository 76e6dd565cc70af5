"""Points for each action: the app's scoring and the traditional one (a variant).

App scoring: start at 500, −1 per removal, −1 per draw, +100 for a removal
that empties a peak; never below 0.
Traditional scoring: start at 0; the n-th removal of a run (removals with no
draw between them) scores n; −5 per draw (it ends the run); the first two
emptied peaks score 15 each and the third 30. It may go below 0, as money did
in the original game.
On a layout other than TriPeaks the groups are its peaks: the app's bonus is
+100 a group emptied (none on a layout without groups); the traditional one
is 15 a group, and 30 for the group that empties the last of them.
Cards-left scoring (Golf's count): start at the layout's number of cards,
−1 a removal, 0 a draw: the score is the cards left, lower is better.
"""

from __future__ import annotations

from typing import NamedTuple

APP_START = 500
APP_ACTION = -1
APP_PEAK_BONUS = 100

TRADITIONAL_START = 0
TRADITIONAL_DRAW = -5
TRADITIONAL_PEAK_BONUS = (15, 15, 30)

CARDS_LEFT_REMOVAL = -1


def start_score(traditional: bool) -> int:
    return TRADITIONAL_START if traditional else APP_START


def removal_points(traditional: bool, run: int, peaks_cleared_before: int, clears_peak: bool, groups: int = 3) -> int:
    """Points for a removal that is the ``run``-th of its run (1 for the first); ``groups``: the layout's peaks."""
    if traditional:
        if not clears_peak:
            return run
        return run + TRADITIONAL_PEAK_BONUS[-1 if peaks_cleared_before == groups - 1 else 0]
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


def points(rules, event: MoveEvent, groups: int = 3) -> int:
    """The points ``event`` scores under ``rules``' scoring (``groups``: the layout's bonus groups)."""
    if rules.custom_scoring:
        value = rules.scoring(event)
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"the scoring function {rules.scoring_name} must return a whole number, not {value!r}")
        return value
    if rules.scoring == "cards-left":
        return 0 if event.action == "draw" else CARDS_LEFT_REMOVAL
    traditional = rules.scoring == "traditional"
    if event.action == "draw":
        return draw_points(traditional)
    return removal_points(traditional, event.run, event.peaks_cleared, event.cleared_peak, groups)
