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
from ..engine.position import JOKER_RANK
from .search import _ANY, _FULL, DRAW, BudgetExceeded, _compiled, _fits, solve_position, uncovered

#: The branch and bound below in C (``_fastpar.c``; in Pyodide, ``_fastpar.wasm``), for the app's and the
#: traditional scoring; None: pure Python.
_fastpar = _compiled("_fastpar")
_FAST_CARDS = 511  #: the C memo keeps the stock index in 9 bits


class Par(NamedTuple):
    """``score``: the best final score still reachable; ``line``: actions that reach it from the position."""

    score: int
    line: tuple
    nodes: int = 0  #: states the branch and bound searched (0 when the solver alone proved it)


def par(game, *, max_nodes: int | None = None, deadline: float | None = None, memo: dict | None = None) -> Par:
    """The best final score still reachable from ``game``'s position under its rules' scoring, and a line to it.

    Exact (perfect information).  ``max_nodes`` (searched states) and
    ``deadline`` (a ``time.monotonic()`` value) raise BudgetExceeded when passed.
    ``memo``: a dict kept by a caller that asks for par at many positions of one deal (the review): the
    searches on any layout share what they proved there (``anypar.par_any``); TriPeaks' own par is fast
    without it.
    """
    from ..engine.errors import check_budget, check_deadline, check_type
    from ..engine.game import Game

    check_type(game, Game, "game", "a Game, such as Game.from_code('TP1-E-AAAAAAD')")
    # The same checks and bounds as the search's, before the C, WebAssembly or pure-Python code runs.
    max_nodes = check_budget(max_nodes, "max_nodes")
    deadline = check_deadline(deadline)
    rules = game.rules
    pos = game.position()
    if pos.layout is not None or pos.nothing_on_king or rules.scoring == "cards-left":
        from .anypar import par_any  # any layout, Golf-A and the cards left: anypar.py

        return par_any(game, max_nodes, deadline, memo)
    if rules.scoring == "app":
        line = solve_position(pos, max_nodes=max_nodes, deadline=deadline)
        if line is not None:
            return _fewest_draws(game, pos, line, max_nodes, deadline)
    return _BranchAndBound(game, max_nodes, deadline).run()


def follow_best(copy, best_move: dict, removed: int, top: int, full: int, key) -> list:
    """The line of a par search's best moves from ``copy``'s position, played on ``copy`` as it goes.

    ``best_move`` maps a state's key, ``key(removed, drawn, top, run)``, to its best action; the line
    stops where every slot is removed or a state has no best move (the search found no better end).
    Used by TriPeaks' par here and by the par on any layout (``anypar.py``), each with its own key.
    """
    k = 0
    actions = []
    while True:
        state = key(removed, k, top, copy._run)
        if removed == full or state not in best_move:
            return actions
        move = best_move[state]
        actions.append(move)
        if move == DRAW:
            copy.draw()
            k += 1
        else:
            copy.play(move)
            removed |= 1 << move
        top = copy.waste_top.rank


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

        chains = _ChainBound(ranks, wrap, n, fits_on)

        def upper(removed: int, k: int, top: int, run: int) -> float:
            """No line from here scores more than this."""
            if kind == "custom":
                return inf
            left = [(mask & ~removed).bit_count() for mask in peak_masks]
            if kind == "app":
                gains = sorted((100 - c for c in left if c), reverse=True)
                stuck = sum(gains[:-1]) - (n - k)  # a line that gets stuck leaves a peak and draws every card
                return max(sum(gains), stuck) if winnable else stuck
            cleared = 3 - sum(1 for c in left if c)
            return chains.traditional(removed, k, top, run, sum(bonus[cleared:]), sum(bonus[cleared:2]))

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
                ub = upper(removed, k, top, run)
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
        copy = game.copy()
        if _fastpar is not None and kind != "custom" and n <= _FAST_CARDS:
            status, value, self.nodes, moves = _fastpar.search(
                ranks, removed, top, run, tuple(card.rank for card in cards), wrap, draw_when_stuck,
                kind == "traditional", winnable, alpha, self.max_nodes, self.deadline, time.monotonic,
                PEAK_MASK, PEAK_OF, (scoring.APP_ACTION, scoring.APP_PEAK_BONUS, scoring.TRADITIONAL_DRAW, bonus),
            )
            if status:
                raise BudgetExceeded(f"node budget of {self.max_nodes} spent" if status == 1 else "deadline passed")
            value = int(value) if value not in (inf, -inf) else value
            actions = [DRAW if move < 0 else move for move in moves]
            for action in actions:
                copy.draw() if action == DRAW else copy.play(action)
            return self._checked(copy, value, actions)
        try:
            value = search(removed, 0, top, run, alpha)
        finally:
            self.nodes = nodes
        # Follow the best moves, replaying on a copy to get the final score and check the line.
        actions = follow_best(copy, best_move, removed, top, _FULL,
                              lambda removed, k, top, run: removed | k << 28 | top << 37 | (run if uses_run else 0) << 42)
        return self._checked(copy, value, actions)

    def _checked(self, copy, value, actions) -> Par:
        """Par from the game ``copy`` after the best line: its score must be the search's."""
        if copy.score != self.game.score + value:
            raise AssertionError(f"par line scores {copy.score}, not {self.game.score + value}")
        return Par(copy.score, tuple(actions), self.nodes)

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


def _triangle(a: int) -> int:
    return a * (a + 1) // 2


class _ChainBound:
    """An upper bound on the traditional scoring's points still to come, from the chains the cards left can form.

    Between two draws the player removes one chain of cards, each one rank
    from the last, the first one next to the waste card.  A chain never
    leaves a stretch of consecutive ranks present in the tableau, and along a
    stretch its cards alternate between even and odd positions: so a chain in
    a stretch with E cards on even positions and O on odd ones has at most
    min(E + O, 2 min(E, O) + 1) cards (any number on Easy's whole cycle of 13
    ranks, where parity says nothing).  The run going on now can only use the
    stretches next to the waste card; every later chain costs a draw (-5) and
    starts a run from 1.  A line that ends stuck draws every card left in the
    stock and leaves a peak unfinished, so it has no 30-point bonus.  The run
    points of c cards are largest when they come in as few, as long chains
    as possible (1 + 2 + ... + c grows faster than linearly), which gives
    the bound for a win and for getting stuck; par takes the larger.
    """

    def __init__(self, ranks, wrap: bool, n: int, fits_on: list[int], full: int = _FULL, free=uncovered) -> None:
        self.ranks = ranks
        self.full = full  # the layout's slots (TriPeaks' 28; any layout's, anypar.py)
        self.free = free  # the slots uncovered once ``removed`` are gone
        self.shift = full.bit_length()  # the chains' memo key: the removed slots, then the top
        self.wrap = wrap
        self.fits_on = fits_on  # the slots whose card fits on each waste rank
        self._chains: dict[int, int] = {}
        self.n = n  # cards to draw from the search's first position, redeals included
        self._limits: dict[int, tuple] = {}
        self._points: dict[tuple, float] = {}

    def limits(self, removed: int) -> tuple:
        """(cards left, longest chain after a draw, longest chain on each waste rank) for the cards not ``removed``."""
        cached = self._limits.get(removed)
        if cached is not None:
            return cached
        counts = [0] * 14
        rest = self.full & ~removed
        while rest:
            low = rest & -rest
            counts[self.ranks[low.bit_length() - 1]] += 1
            rest ^= low
        left = sum(counts)
        limit = [0] * 14  # the longest chain in the stretch holding each rank
        wrap = self.wrap
        if counts[0] or (wrap and all(counts[1:])):  # a joker links anything; the whole cycle has no parity
            limit = [left] * 14
        else:
            for r in range(1, 14):
                before = r - 1 if r > 1 else (13 if wrap else 0)
                if not counts[r] or (before and counts[before]):
                    continue  # not the first rank of a stretch
                stretch = [r]
                nxt = r + 1 if r < 13 else (1 if wrap else 0)
                while nxt and counts[nxt]:
                    stretch.append(nxt)
                    nxt = nxt + 1 if nxt < 13 else (1 if wrap else 0)
                even = sum(counts[q] for q in stretch[0::2])
                odd = sum(counts[q] for q in stretch[1::2])
                cap = min(even + odd, 2 * min(even, odd) + 1)
                for q in stretch:
                    limit[q] = cap
        longest = max(limit)
        by_top = []
        for top in range(15):
            if top == JOKER_RANK or top == _ANY:
                by_top.append(longest)
                continue
            up = top + 1 if top < 13 else (1 if wrap else 0)
            down = top - 1 if top > 1 else (13 if wrap else 0)
            by_top.append(max(limit[up] if up else 0, limit[down] if down else 0))
        value = (left, longest, tuple(by_top))
        self._limits[removed] = value
        return value

    def chain(self, removed: int, top: int) -> int:
        """The longest chain the run going on now can still add: removals only, the cards covering each one gone first."""
        key = removed | top << self.shift
        known = self._chains.get(key)
        if known is not None:
            return known
        best = 0
        free = self.free(removed) & self.fits_on[top]
        while free:
            low = free & -free
            free ^= low
            slot = low.bit_length() - 1
            best = max(best, 1 + self.chain(removed | low, self.ranks[slot]))
        self._chains[key] = best
        return best

    def traditional(self, removed: int, k: int, top: int, run: int, win_bonus: int, stuck_bonus: int) -> float:
        """No line from this state scores more than this (run points, draws and peak bonuses)."""
        left, longest, by_top = self.limits(removed)
        draws = self.n - k
        first = self.chain(removed, top) if run else by_top[top]
        key = (left, first, longest, run, draws)
        cached = self._points.get(key)
        if cached is None:
            cached = self._points[key] = self._best(left, first, longest, run, draws)
        win, stuck = cached
        return max(win + win_bonus, stuck + stuck_bonus)

    @staticmethod
    def _best(left: int, first: int, longest: int, run: int, draws: int) -> tuple[float, float]:
        """The most points of a win, and of a line that ends stuck, from the chain lengths alone."""
        win = stuck = -float("inf")
        for a in range(min(first, left) + 1):  # a cards go on the run going on now
            now = run * a + _triangle(a)
            later = left - a
            chains = -(-later // longest) if later else 0
            if chains <= draws:  # each later chain follows a draw
                full, part = divmod(later, longest) if later else (0, 0)
                win = max(win, now + full * _triangle(longest) + _triangle(part) + scoring.TRADITIONAL_DRAW * chains)
            if a < left:  # stuck: a card stays, and every card left in the stock is drawn
                later = min(left - 1 - a, draws * longest)
                full, part = divmod(later, longest) if later else (0, 0)
                stuck = max(stuck, now + full * _triangle(longest) + _triangle(part) + scoring.TRADITIONAL_DRAW * draws)
        return win, stuck
