"""A move's verdict from the exact values around it, and the verdicts along a game's own line.

``review`` judges every move of one game and the moves beside it; ``class_report`` judges a class's games
along their own lines only (``judge_line``). Both give each move one of ``VERDICTS`` by ``verdict``:

- ``"blunder"``: the deal could be won before the move and not after it;
- ``"best"``: the move kept par;
- ``"inaccuracy"``: par went the wrong way by at most ``INACCURACY_POINTS`` (under ``scoring=cards-left``,
  ``INACCURACY_CARDS``: ``inaccuracy_limit``);
- ``"costly"``: by more (a costly move: it lost points, not the deal).

Par's right way is up, except under ``scoring=cards-left``, where par is the fewest cards left
(``par_direction``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.game import Game
from ..engine.rules import Rules
from ..solver.par import Par, par
from ..solver.search import solve_position
from .analysis import child

#: The verdicts, best first.
VERDICTS = ("best", "inaccuracy", "costly", "blunder")
#: Par lost by at most this many points is an inaccuracy (under the app's scoring: a few more draws than needed).
INACCURACY_POINTS = 5
#: Under scoring=cards-left, par raised by this many cards at most is an inaccuracy: each card left is a
#: stroke in Golf's count, so one is an inaccuracy and two are costly.
INACCURACY_CARDS = 1


def inaccuracy_limit(rules: Rules) -> int:
    """The most par may go the wrong way in an inaccuracy under ``rules``' scoring: cards or points."""
    return INACCURACY_CARDS if rules.scoring == "cards-left" else INACCURACY_POINTS


def par_direction(rules: Rules) -> int:
    """-1 under scoring=cards-left (par is the fewest cards left: lower is better), else 1."""
    return -1 if rules.scoring == "cards-left" else 1


@dataclass
class DealMemory:
    """What ``judge_line`` knows of one deal, shared by the games of it: each position judged, by the actions
    from the deal (Par, winning line or None), and what the par searches proved of its states (par's memo)."""

    positions: dict = field(default_factory=dict)
    proved: dict = field(default_factory=dict)


def verdict(winnable_before: bool, winnable_after: bool, par_before: int, par_after: int, direction: int = 1,
            limit: int = INACCURACY_POINTS) -> str:
    """A move's verdict from the exact values around it (``VERDICTS``); ``direction`` is ``par_direction``'s:
    -1 under scoring=cards-left, where par is the fewest cards left (a rise is a loss); ``limit`` is
    ``inaccuracy_limit``'s."""
    if winnable_before and not winnable_after:
        return "blunder"
    if par_after == par_before:
        return "best"
    return "inaccuracy" if (par_before - par_after) * direction <= limit else "costly"


def judge_line(game: Game, memory: DealMemory, budget: int | None) -> tuple[int, int, bool, tuple[str, ...]]:
    """(par at the start, par at the end, winnable at the start, each move's verdict) along the game's own line.

    The exact half of ``review``, on the positions of the line only (not on
    every move that could have been played instead): a class's games in
    seconds.  Two shortcuts, both exact: a move that follows the line par
    found keeps par (that line still reaches the same score, and no line from
    after the move beats par before it), and one that follows a winning line
    keeps the deal winnable; a lost position stays lost.  ``memory`` holds
    what is known of the deal (``DealMemory``), shared by its games.
    """
    replay = Game.from_code(game.game_code, game.rules)
    path: tuple = ()
    now = _known(replay, path, memory, budget, None, None)
    first, verdicts = now, []
    for action in game.history:
        replay = child(replay, action)
        path += (action,)
        after = _known(replay, path, memory, budget, *_followed(now, action))
        (par_before, win_before), (par_after, win_after) = now, after
        verdicts.append(verdict(win_before is not None, win_after is not None, par_before.score, par_after.score,
                                par_direction(game.rules), inaccuracy_limit(game.rules)))
        now = after
    return first[0].score, now[0].score, first[1] is not None, tuple(verdicts)


_LOST = object()  #: "known to be lost", as _followed tells _known


def _followed(now: tuple, action) -> tuple:
    """(Par, winning line) after ``action`` when it follows the lines known before it, else None for each."""
    (before, win), follows_par = now, None
    if before.line and before.line[0] == action:
        follows_par = Par(before.score, before.line[1:])
    if win is None:
        return follows_par, _LOST  # lost stays lost
    return follows_par, (tuple(win[1:]) if win and win[0] == action else None)


def _known(game: Game, path: tuple, memory: DealMemory, budget: int | None, par_now, win_now) -> tuple:
    """(Par, winning line or None) of ``game``'s position, from ``memory``, the shortcuts or the solver."""
    if path in memory.positions:
        return memory.positions[path]
    if par_now is None:
        par_now = par(game, max_nodes=budget, memo=memory.proved)
    if win_now is _LOST:  # the deal was already lost
        win_now = None
    elif win_now is None:
        pos = game.position()
        line = () if pos.removed == game.layout.all_mask else solve_position(pos, max_nodes=budget)
        win_now = None if line is None else tuple(line)
    memory.positions[path] = (par_now, win_now)
    return memory.positions[path]
