"""Par: the best final score still reachable from a position, under its rules' scoring, proved exact.

>>> from tripeaks_widget import Game
>>> result = par(Game.from_code("TP1-E-AAAAAAD"))
>>> result.score
755
>>> Game.replay("TP1-E-AAAAAAD", result.line).score
755

A game's final score is its score when it ends: won, or stuck (no card
fits, and the stock and its redeals are used up).  Par is the largest final
score over every way of playing on from here, with perfect information.

How it is proved (see ``docs/lab.md``):

- App scoring (-1 an action, +100 a peak): any win scores more than any line
  that gets stuck (a win has one more peak's 100 points, and a stuck line must
  draw every card left), and two wins differ only in their number of draws.
  So when the position can be won, par is the win with the fewest draws: the
  exact solver on the stock cut to its first d cards says whether d draws are
  enough, and a binary search finds the least d.
- Otherwise (a lost position, the traditional scoring, or a student's scoring
  function): a depth-first branch and bound over (removed slots, cards drawn,
  waste card, length of the run), memoised.  A state's best is stored once its
  whole subtree is known; an upper bound (the app's peaks left; the
  traditional run that never stops) prunes subtrees that cannot beat the best
  line found so far.  A scoring function has no bound: every state is visited.
"""

from __future__ import annotations

import time
from typing import NamedTuple

from ..engine import scoring
from ..engine.layout import PEAK_MASK, PEAK_OF, SLOT_COUNT
from .search import _ANY, _FULL, DRAW, BudgetExceeded, _fits, solve_position, uncovered


class Par(NamedTuple):
    """``score``: the best final score still reachable; ``line``: actions that reach it from the position."""

    score: int
    line: tuple
    nodes: int = 0  #: states the branch and bound searched (0 when the solver alone proved it)


def par(game, *, max_nodes: int | None = None, deadline: float | None = None) -> Par:
    """The best final score still reachable from ``game``'s position under its rules' scoring, and a line to it.

    Exact (perfect information).  ``max_nodes`` (searched states) and
    ``deadline`` (a ``time.monotonic()`` value) raise BudgetExceeded when passed.
    """
    from ..engine.errors import check_type
    from ..engine.game import Game

    check_type(game, Game, "game", "a Game, such as Game.from_code('TP1-E-AAAAAAD')")
    rules = game.rules
    pos = game.position()
    if rules.scoring == "app":
        line = solve_position(pos, max_nodes=max_nodes, deadline=deadline)
        if line is not None:
            return _fewest_draws(game, pos, line, max_nodes, deadline)
    return _BranchAndBound(game, max_nodes, deadline).run()


def _fewest_draws(game, pos, line, max_nodes, deadline) -> Par:
    """The winning line with the fewest draws: the app's par when the position can be won."""
    best = line
    low, high = 0, line.count(DRAW)  # a win with `high` draws exists; search the least
    while low < high:
        mid = (low + high) // 2
        found = solve_position(pos._replace(stock=pos.stock[:mid]), max_nodes=max_nodes, deadline=deadline)
        if found is None:
            low = mid + 1
        else:
            best, high = found, found.count(DRAW)
    copy = game.copy()
    for action in best:
        copy.draw() if action == DRAW else copy.play(action)
    return Par(copy.score, tuple(best))


class _BranchAndBound:
    def __init__(self, game, max_nodes: int | None, deadline: float | None) -> None:
        self.game = game
        self.rules = game.rules
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0

    def run(self) -> Par:
        game, rules = self.game, self.rules
        pos = game.position()
        tableau = [game.card_at(s) if not game.is_removed(s) else None for s in range(SLOT_COUNT)]
        ranks = pos.ranks
        # The cards still to draw, redeals included, and which draws start a redeal.
        stock_cards = game.stock_cards
        cards = tuple(stock_cards[len(stock_cards) - game.stock_size:]) + stock_cards * game.redeals_left
        redeal_at = {game.stock_size + j * len(stock_cards) for j in range(game.redeals_left)}
        n = len(cards)
        wrap = pos.wrap
        draw_when_stuck = pos.draw_only_when_stuck
        fits_on = [sum(1 << s for s in range(SLOT_COUNT) if _fits(ranks[s], w, wrap)) for w in range(15)]
        kind = "custom" if rules.custom_scoring else rules.scoring
        uses_run = kind != "app"
        custom = rules.scoring if kind == "custom" else None
        peak_masks = PEAK_MASK
        peak_of = PEAK_OF
        bonus = scoring.TRADITIONAL_PEAK_BONUS
        draw_points = {"app": scoring.APP_ACTION, "traditional": scoring.TRADITIONAL_DRAW}.get(kind)
        inf = float("inf")
        winnable = True

        def upper(removed: int, k: int, run: int) -> float:
            """No line from here scores more than this."""
            if kind == "custom":
                return inf
            left = [(mask & ~removed).bit_count() for mask in peak_masks]
            if kind == "app":
                gains = sorted((100 - c for c in left if c), reverse=True)
                stuck = sum(gains[:-1]) - (n - k)  # a line that gets stuck leaves a peak and draws every card
                return max(sum(gains), stuck) if winnable else stuck
            remaining = sum(left)
            cleared = 3 - sum(1 for c in left if c)
            return remaining * run + remaining * (remaining + 1) // 2 + sum(bonus[cleared:])

        exact: dict[int, float] = {}
        bound: dict[int, float] = {}
        best_move: dict[int, object] = {}
        nodes = 0
        checkpoint = 1024

        def search(removed: int, k: int, top: int, run: int, alpha: float) -> float:
            """The best points still to come if more than ``alpha``; else an upper bound no more than ``alpha``."""
            nonlocal nodes, checkpoint
            key = removed | k << 28 | top << 37 | run << 42
            known = exact.get(key)
            if known is not None:
                return known
            ub = bound.get(key)
            if ub is None:
                ub = upper(removed, k, run)
            if ub <= alpha:
                return ub
            nodes += 1
            if nodes >= checkpoint:
                checkpoint = nodes + 1024
                self._check(nodes)
            free = uncovered(removed) & fits_on[top]
            can_draw = k < n and not (draw_when_stuck and free)
            if not free and not can_draw:
                exact[key] = 0
                return 0
            best = -inf
            move = None
            cleared_before = sum(1 for m in peak_masks if removed & m == m)
            slots = [s for s in range(SLOT_COUNT - 1, -1, -1) if free >> s & 1]
            for s in slots:
                after = removed | 1 << s
                mask = peak_masks[peak_of[s]]
                clears = after & mask == mask
                if kind == "app":
                    pts = scoring.APP_ACTION + (scoring.APP_PEAK_BONUS if clears else 0)
                elif kind == "traditional":
                    pts = run + 1 + (bonus[cleared_before] if clears else 0)
                else:
                    pts = _custom_points(custom, scoring.MoveEvent(
                        s, tableau[s], run + 1, clears, cleared_before, SLOT_COUNT - after.bit_count(), False))
                if after == _FULL:
                    value = pts
                else:
                    value = pts + search(after, k, ranks[s], run + 1 if uses_run else 0, max(alpha, best) - pts)
                if value > best:
                    best, move = value, s
            if can_draw:
                if custom is not None:
                    pts = _custom_points(custom, scoring.MoveEvent(
                        DRAW, cards[k], 0, False, cleared_before, SLOT_COUNT - removed.bit_count(), k in redeal_at))
                else:
                    pts = draw_points
                value = pts + search(removed, k + 1, cards[k].rank, 0, max(alpha, best) - pts)
                if value > best:
                    best, move = value, DRAW
            if best > alpha:
                exact[key] = best
                best_move[key] = move
            else:
                bound[key] = best
            return best

        removed = pos.removed
        top = _ANY if pos.waste is None else pos.waste
        run = game._run if uses_run else 0
        if removed == _FULL:
            return Par(game.score, ())
        # A first line to beat: the exact solver's, when there is one.
        alpha = -inf
        line = solve_position(pos, max_nodes=self.max_nodes, deadline=self.deadline)
        winnable = line is not None  # when the position is lost, so is every position after it
        if line is not None:
            copy = game.copy()
            for action in line:
                copy.draw() if action == DRAW else copy.play(action)
            alpha = copy.score - game.score - 1  # strictly below it, so the search proves a line at least as good
        try:
            value = search(removed, 0, top, run, alpha)
        finally:
            self.nodes = nodes
        # Follow the best moves, replaying on a copy to get the final score and check the line.
        copy = game.copy()
        k = 0
        actions = []
        while True:
            key = removed | k << 28 | top << 37 | (copy._run if uses_run else 0) << 42
            if removed == _FULL or key not in best_move:
                break
            move = best_move[key]
            actions.append(move)
            if move == DRAW:
                copy.draw()
                k += 1
            else:
                copy.play(move)
                removed |= 1 << move
            top = copy.waste_top.rank
        if copy.score != game.score + value:
            raise AssertionError(f"par line scores {copy.score}, not {game.score + value}")
        return Par(copy.score, tuple(actions), nodes)

    def _check(self, nodes: int) -> None:
        if self.max_nodes is not None and nodes >= self.max_nodes:
            raise BudgetExceeded(f"node budget of {self.max_nodes} spent")
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise BudgetExceeded("deadline passed")


def _custom_points(function, event) -> int:
    value = function(event)
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"the scoring function must return a whole number, not {value!r}")
    return value
