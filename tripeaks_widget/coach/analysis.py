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

from typing import NamedTuple

from ..engine.game import DRAW, Game
from ..engine.position import Position
from ..engine.rng import PCG32
from ..lab.experiment import wilson
from ..solver.hints import seen_alike
from ..solver.par import par
from ..solver.search import _FULL, BudgetExceeded, actions, after, solve_position

#: "Clearly higher" chance (``visible``): another move won in at least this much
#: larger a share of the sampled deals than the move played ...
CLEAR_MARGIN = 0.10
#: ... and the paired deals say so at 95 %: McNemar's test on the deals where
#: exactly one of the two moves wins, (b - c)² / (b + c) at least this.
CLEAR_CHI2 = 3.841


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

    def par(self, game: Game) -> int:
        key = tuple(game.history)
        known = self._par.get(key)
        if known is None:
            known = self._par[key] = par(game, max_nodes=self.budget).score
        return known

    def winnable(self, game: Game) -> bool:
        key = tuple(game.history)
        known = self._winnable.get(key)
        if known is None:
            pos = game.position()
            known = pos.removed == _FULL or solve_position(pos, max_nodes=self.budget) is not None
            self._winnable[key] = known
        return known


class Sampled(NamedTuple):
    """Which legal action wins in each sampled deal (``wins[i][j]``: action ``legal[j]`` in deal ``i``)."""

    legal: tuple
    wins: tuple[tuple[bool, ...], ...]

    def chance(self, action=None) -> Chance:
        """The chance of winning from the position (``action`` None: with the best move in each deal), or after ``action``."""
        if action is None:
            won = sum(any(row) for row in self.wins)
        else:
            j = self.legal.index(action)
            won = sum(row[j] for row in self.wins)
        return Chance.of(won, len(self.wins))

    def clearly_better(self, played) -> tuple:
        """The actions whose chance is clearly higher than ``played``'s (``CLEAR_MARGIN``, ``CLEAR_CHI2``), best first."""
        n = len(self.wins)
        if not n or len(self.legal) < 2:
            return ()
        p = self.legal.index(played)
        found = []
        for j, action in enumerate(self.legal):
            if j == p:
                continue
            b = sum(row[j] and not row[p] for row in self.wins)
            c = sum(row[p] and not row[j] for row in self.wins)
            if b - c >= CLEAR_MARGIN * n and (b - c) ** 2 >= CLEAR_CHI2 * (b + c):
                found.append((b - c, action))
        return tuple(action for _, action in sorted(found, key=lambda item: -item[0]))

    def all_equal(self) -> bool:
        """Whether every legal action won in the same number of sampled deals."""
        totals = {sum(row[j] for row in self.wins) for j in range(len(self.legal))}
        return len(totals) <= 1


def sample_actions(game: Game, samples: int, seed: int, number: int = 0, budget: int | None = None) -> Sampled:
    """Deal out ``samples`` times what the player of ``game`` could not see, and ask which action wins in each.

    Seeded by ``seed`` and the move ``number``: the same game gives the same
    deals.  A deal whose search passes ``budget`` is left out.  Deals that
    come out the same (little or nothing hidden) are solved once.
    """
    pos = game.position()
    legal = tuple(actions(pos))
    rng = PCG32(seed * 1_000_003 + number, 0x434F)  # "CO"
    deals = seen_alike(game, rng)
    known: dict[tuple, tuple[bool, ...] | None] = {}
    rows = []
    for _ in range(samples):
        sample = next(deals)
        key = (sample.ranks, sample.stock)
        if key not in known:
            known[key] = _wins(sample, legal, budget)
        row = known[key]
        if row is not None:
            rows.append(row)
    return Sampled(legal, tuple(rows))


def _wins(sample: Position, legal: tuple, budget: int | None) -> tuple[bool, ...] | None:
    """Which of ``legal`` still wins in ``sample`` (None when a search passed ``budget``)."""
    try:
        line = solve_position(sample, max_nodes=budget)
        if line is None:  # lost: so is every position after it
            return (False,) * len(legal)
        row = []
        for action in legal:
            if action == line[0]:
                row.append(True)
                continue
            nxt = after(sample, action)
            row.append(nxt.removed == _FULL or solve_position(nxt, max_nodes=budget) is not None)
        return tuple(row)
    except BudgetExceeded:
        return None
