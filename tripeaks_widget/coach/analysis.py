"""What the review knows about a position: exact (perfect information) and sampled (what the player saw).

The exact side asks the solver: ``solve`` (can it still be won?) and ``par``
(the best final score still reachable), each position once (``Oracle``).

The sampled side deals out again what the player could not see: the face-down
cards and the unseen stock are shuffled (``solver.hints.seen_alike``, the fair
hint's sampler), the seen cards stay, and the solver says, in each such deal,
which of the legal actions still wins.  The share of deals won is the chance
of winning *from what the player could see* (``Chance``).

>>> from tripeaks_widget import Game
>>> game = Game.from_code("TP1-E-AAAAAAB")
>>> sampled = sample_actions(game, samples=20, seed=0)
>>> sampled.legal
(20, 22, 24, 'draw')
>>> chance = sampled.chance()
>>> chance.samples, 0 <= chance.low <= chance.rate <= chance.high <= 1
(20, True)
"""

from __future__ import annotations

import math
from typing import NamedTuple

from ..engine.game import DRAW, Game
from ..engine.position import Position
from ..engine.rng import PCG32
from ..lab.experiment import wilson
from ..solver.hints import seen_alike
from ..solver.par import par
from ..solver.anyplay import layout_of
from ..solver.search import BudgetExceeded, actions, after, solve_position

#: "Clearly higher" chance (``visible``): another move won in at least this much
#: larger a share of the sampled deals than the move played ...
CLEAR_MARGIN = 0.10
#: ... and the paired deals say so at 95 %: McNemar's test on the deals where
#: exactly one of the two moves wins, (b - c)² / (b + c) at least this.
CLEAR_CHI2 = 3.841
#: A verdict is "close" when the best other move's lead over the move played lies within this many standard
#: errors of ``CLEAR_MARGIN``: another sample could put it on either side.  The review then samples
#: ``CLOSE_FACTOR`` times as many deals, and if it is still close says so ("a close call").
CLOSE_Z = 2.0
CLOSE_FACTOR = 8


class Chance(NamedTuple):
    """A share of sampled deals won: ``wins`` of ``samples``, with its 95 % Wilson interval."""

    wins: int
    samples: int
    low: float
    high: float

    @property
    def rate(self) -> float:
        return self.wins / self.samples if self.samples else 0.0

    @classmethod
    def of(cls, wins: int, samples: int) -> Chance:
        low, high = wilson(wins, samples)
        return cls(wins, samples, low, high)


def child(game: Game, action) -> Game:
    """A copy of ``game`` after the legal ``action``."""
    copy = game.copy()
    result = copy.draw() if action == DRAW else copy.play(action)
    assert result, (game.record(), action)
    return copy


class Oracle:
    """Exact answers about positions of one game, each position asked once.

    A position is known by the actions that led to it (the review walks one
    game and the moves it could have played instead, so equal positions come
    by equal paths).  ``budget`` bounds each search (searched positions); a
    search that passes it raises ``BudgetExceeded``.
    """

    def __init__(self, budget: int | None) -> None:
        self.budget = budget
        self._par: dict[tuple, int] = {}
        self._winnable: dict[tuple, bool] = {}
        self._proved: dict = {}  #: what the par searches proved of the deal's states, shared (par's memo)

    def par(self, game: Game) -> int:
        key = tuple(game.history)
        known = self._par.get(key)
        if known is None:
            known = self._par[key] = par(game, max_nodes=self.budget, memo=self._proved).score
        return known

    def winnable(self, game: Game) -> bool:
        key = tuple(game.history)
        known = self._winnable.get(key)
        if known is None:
            pos = game.position()
            known = pos.removed == game.layout.all_mask or solve_position(pos, max_nodes=self.budget) is not None
            self._winnable[key] = known
        return known


class Sampled(NamedTuple):
    """Which legal action wins in each sampled deal: ``wins[i][j]`` for action ``legal[j]`` in deal ``i``.

    An entry is None where the review did not need to know (``sample_actions``).
    """

    legal: tuple
    wins: tuple[tuple[bool | None, ...], ...]

    def chance(self, action=None) -> Chance:
        """The chance of winning from the position (``action`` None: with the best move in each deal), or after ``action``."""
        if action is None:
            won = sum(any(row) for row in self.wins)
        else:
            j = self.legal.index(action)
            column = [row[j] for row in self.wins]
            if None in column:
                raise ValueError(f"the sample did not look at {action!r}")
            won = sum(column)
        return Chance.of(won, len(self.wins))

    def clearly_better(self, played) -> tuple:
        """The actions whose chance is clearly higher than ``played``'s (``CLEAR_MARGIN``, ``CLEAR_CHI2``), best first."""
        n = len(self.wins)
        if not n or len(self.legal) < 2:
            return ()
        p = self.legal.index(played)
        found = []
        for j, action in enumerate(self.legal):
            if j == p or any(row[j] is None for row in self.wins):
                continue  # not looked at: it could not be clearly better (sample_actions)
            b = sum(row[j] and not row[p] for row in self.wins)
            c = sum(row[p] and not row[j] for row in self.wins)
            if b - c >= CLEAR_MARGIN * n and (b - c) ** 2 >= CLEAR_CHI2 * (b + c):
                found.append((b - c, action))
        return tuple(action for _, action in sorted(found, key=lambda item: -item[0]))

    def close_call(self, played):
        """The other move whose lead over ``played`` is too close to ``CLEAR_MARGIN`` to tell (``CLOSE_Z``), or None.

        Paired over the same deals: with b the deals it wins and ``played`` loses, c the other way round and n
        the deals, its lead is d = (b - c) / n, whose standard error is sqrt((b + c) / n - d²) / sqrt(n).
        """
        n = len(self.wins)
        if not n or len(self.legal) < 2:
            return None
        p = self.legal.index(played)
        best = None
        for j, action in enumerate(self.legal):
            if j == p or any(row[j] is None for row in self.wins):
                continue
            b = sum(row[j] and not row[p] for row in self.wins)
            c = sum(row[p] and not row[j] for row in self.wins)
            if b > c and (best is None or b - c > best[0]):
                best = (b - c, b + c, action)
        if best is None:
            return None
        lead, changed, action = best
        d = lead / n
        error = math.sqrt(max(changed / n - d * d, 0.0) / n)
        return action if abs(d - CLEAR_MARGIN) < CLOSE_Z * error else None

    def all_equal(self) -> bool | None:
        """Whether every legal action won in the same number of sampled deals (None: not all looked at)."""
        if any(None in row for row in self.wins):
            return None
        totals = {sum(row[j] for row in self.wins) for j in range(len(self.legal))}
        return len(totals) <= 1


def sample_actions(game: Game, samples: int, seed: int, number: int = 0, budget: int | None = None,
                   played=None, every: bool = False) -> Sampled:
    """Deal out ``samples`` times what the player of ``game`` could not see, and ask which action wins in each.

    Seeded by ``seed`` and the move ``number``: the same game gives the same
    deals.  A deal whose search passes ``budget`` is left out.  Deals that
    come out the same (little or nothing hidden) are solved once.

    Each deal is solved once (is it won, and by which first move?); then, in
    the deals won, the move ``played``; then the other moves, only when one
    of them could still be clearly better than ``played`` (the deals won that
    ``played`` loses are at least ``CLEAR_MARGIN`` of the sample), or when
    ``every`` is true.  A lost deal is lost after every move.
    """
    pos = game.position()
    legal = tuple(actions(pos))
    rng = PCG32(seed * 1_000_003 + number, 0x434F)  # "CO"
    deals = seen_alike(game, rng)
    known: dict[tuple, list | None] = {}
    rows: list[tuple[Position, list]] = []
    for _ in range(samples):
        sample = next(deals)
        key = (sample.ranks, sample.stock)
        if key not in known:
            known[key] = _first_win(sample, legal, budget)
        row = known[key]
        if row is not None:
            rows.append((sample, row))

    def fill(j: int) -> None:
        """Look at action ``legal[j]`` in every deal kept; a deal whose search passes the budget is left out."""
        for i, (sample, row) in enumerate(rows):
            if row is not None and row[j] is None:
                row[j] = _wins_after(sample, legal[j], budget)
                if row[j] is None:
                    rows[i] = (sample, None)

    if played is not None:
        fill(legal.index(played))
    if every or played is not None and _could_be_beaten(rows, legal.index(played)):
        for j in range(len(legal)):
            fill(j)
    return Sampled(legal, tuple(tuple(row) for _, row in rows if row is not None))


def _could_be_beaten(rows: list, p: int) -> bool:
    """Whether another move could win clearly more deals than move ``p``: are the deals won that ``p`` loses enough?"""
    kept = [row for _, row in rows if row is not None]
    open_deals = sum(1 for row in kept if not row[p] and any(row))
    return open_deals > 0 and open_deals >= CLEAR_MARGIN * len(kept)


def _first_win(sample: Position, legal: tuple, budget: int | None) -> list | None:
    """One row: all False in a lost deal; else True for the first move of the solver's line, None for the others.

    None instead of a row when the search passed ``budget``.
    """
    try:
        line = solve_position(sample, max_nodes=budget)
    except BudgetExceeded:
        return None
    if line is None:  # lost: so is every position after it
        return [False] * len(legal)
    return [True if action == line[0] else None for action in legal]


def _wins_after(sample: Position, action, budget: int | None) -> bool | None:
    nxt = after(sample, action)
    try:
        return nxt.removed == layout_of(nxt).all_mask or solve_position(nxt, max_nodes=budget) is not None
    except BudgetExceeded:
        return None
