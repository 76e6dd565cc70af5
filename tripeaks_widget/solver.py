"""The exact solver: a winning line from any position, or proof that none exists.

Standard library only, so it runs unchanged in Pyodide; its speed comes from
the search (see ``docs/solver.md`` and ``docs/performance.md``).

>>> from tripeaks_widget import Game
>>> line = solve(Game.from_code("TP1-E-AAAAAAD"))
>>> Game.replay("TP1-E-AAAAAAD", line).status
<Status.WON: 'won'>
>>> solve(Game.from_code("TP1-C-AAAAAAD")) is None
True
"""

from __future__ import annotations

import time
from typing import NamedTuple

from .layout import COVERED_BY, SLOT_COUNT
from .position import JOKER_RANK, Position

DRAW = "draw"

_FULL = (1 << SLOT_COUNT) - 1
_BOTTOM_ROW = _FULL ^ ((1 << 18) - 1)
_ANY = 14  #: waste code for an empty waste: any card may start it
_RANKS = range(14)  #: JOKER_RANK (0) and 1-13


class BudgetExceeded(Exception):
    """Raised when the search runs out of its node budget or passes its deadline."""


# -- which slots are uncovered, by table look-up -------------------------------
# Row 3 card 9+k lies on bottom cards 18+k and 19+k: one shift-and.  Rows 1 and 2
# go peak by peak, so a 9-bit and a 6-bit table map the row below to the cards
# it uncovers.


def _row_table(width: int, pairs: list[tuple[int, int]]) -> tuple[int, ...]:
    return tuple(
        sum(1 << i for i, (a, b) in enumerate(pairs) if x >> a & 1 and x >> b & 1) for x in range(1 << width)
    )


def _pairs(slots: range, first_below: int) -> list[tuple[int, int]]:
    return [tuple(c - first_below for c in COVERED_BY[s]) for s in slots]


_ROW2_FREE = _row_table(9, _pairs(range(3, 9), 9))  # slots 3-8 from slots 9-17
_ROW1_FREE = _row_table(6, _pairs(range(0, 3), 3))  # slots 0-2 from slots 3-8


def uncovered(removed: int) -> int:
    """Bitmask of the slots still in place that no card covers.

    >>> bin(uncovered(0)) == bin(sum(1 << s for s in range(18, 28)))
    True
    """
    return (
        _BOTTOM_ROW
        | ((removed >> 18) & (removed >> 19) & 0x1FF) << 9
        | _ROW2_FREE[(removed >> 9) & 0x1FF] << 3
        | _ROW1_FREE[(removed >> 3) & 0x3F]
    ) & ~removed


def _fits(card: int, top: int, wrap: bool) -> bool:
    if card == JOKER_RANK or top == JOKER_RANK or top == _ANY:
        return True
    d = abs(card - top)
    return d == 1 or (wrap and d == 12)


# -- proving positions lost: counting chains -----------------------------------
# Between two draws the player removes one chain of cards, each one rank from
# the last, starting next to the card the draw turned up (its "source").  So
# every remaining card lies on a chain, each chain has its own source (a stock
# card still to come), and a chain steps through ranks present in the tableau:
# it never leaves one run of consecutive present ranks.  Along a run the
# positions alternate in parity, so a chain holds as many cards on even
# positions as on odd ones, or one more on the parity opposite its source's.
# Hence a run with d more cards on even positions needs d sources on odd
# positions (next to it or inside it), and the other way round; and every run
# needs a source.  Sources are stock cards, used in order: for a given set of
# remaining cards this gives the last number of drawn cards at which a draw can
# still lead to a win (``draw_limit``), cached on the packed rank counts.

_BITS = 3
_ONE = tuple(1 << (_BITS * r) for r in _RANKS)


def _next_rank(r: int, wrap: bool) -> int | None:
    return r + 1 if r < 13 else (1 if wrap else None)


def _prev_rank(r: int, wrap: bool) -> int | None:
    return r - 1 if r > 1 else (13 if wrap else None)


_RUNS_CACHE: dict[tuple[int, bool], tuple] = {}


def _runs(present: int, wrap: bool) -> tuple:
    """The runs of consecutive ranks in the rank set ``present``.

    Each run is (ranks on even positions, ranks on odd positions, sources that
    start a chain with an extra even-position card, same for odd), the last two
    as rank bitmasks (bit 0, the joker, starts anything).  Empty for the whole
    cycle under Easy, where parity says nothing.
    """
    cached = _RUNS_CACHE.get((present, wrap))
    if cached is not None:
        return cached
    runs = []
    if not (wrap and present == 0x3FFE):
        for r in range(1, 14):
            prev = _prev_rank(r, wrap)
            if not present >> r & 1 or (prev is not None and present >> prev & 1):
                continue
            run = [r]
            nxt = _next_rank(r, wrap)
            while nxt is not None and present >> nxt & 1:
                run.append(nxt)
                nxt = _next_rank(nxt, wrap)
            even, odd = run[0::2], run[1::2]
            # A source on an odd position (inside, or just before the run) starts
            # with an even-position card, and the other way round.
            even_extra = sum(1 << q for q in odd) | 1
            odd_extra = sum(1 << q for q in even) | 1
            before, after = _prev_rank(run[0], wrap), _next_rank(run[-1], wrap)
            if before is not None:
                even_extra |= 1 << before
            if after is not None:
                if len(run) & 1:
                    even_extra |= 1 << after
                else:
                    odd_extra |= 1 << after
            if before is not None and before == after:  # next to both ends
                odd_extra |= 1 << before
            runs.append((tuple(even), tuple(odd), even_extra, odd_extra))
    result = tuple(runs)
    _RUNS_CACHE[(present, wrap)] = result
    return result


def _draw_limit(left: int, stock: tuple[int, ...], wrap: bool) -> int:
    """The most cards that may have been drawn for the packed counts ``left`` to be clearable.

    A state reached by drawing the k-th card (its sources: ``stock[k-1:]``)
    with more than this many drawn is lost.  A necessary condition only: it
    ignores which cards cover which.
    """
    n = len(stock)
    cnt = [(left >> (_BITS * r)) & 7 for r in _RANKS]
    if cnt[JOKER_RANK]:
        return n  # a joker may link any two ranks: only "one source" binds
    present = sum(1 << r for r in range(1, 14) if cnt[r])
    limit = n
    needed = 0
    for even, odd, even_extra, odd_extra in _runs(present, wrap):
        excess = sum(cnt[r] for r in even) - sum(cnt[r] for r in odd)
        if excess > 0:
            limit = min(limit, _last_start(stock, even_extra, excess))
        elif excess < 0:
            limit = min(limit, _last_start(stock, odd_extra, -excess))
        else:
            limit = min(limit, _last_start(stock, even_extra | odd_extra, 1))
        needed += max(1, abs(excess))
    return min(limit, n + 1 - needed)


def _last_start(stock: tuple[int, ...], ranks: int, count: int) -> int:
    """The largest k such that ``stock[k-1:]`` holds ``count`` cards with ranks in the bitmask ``ranks``."""
    for p in range(len(stock) - 1, -1, -1):
        if ranks >> stock[p] & 1:
            count -= 1
            if count == 0:
                return p + 1
    return 0


class _Search:
    """One depth-first search over (removed slots, cards drawn, waste rank)."""

    def __init__(self, pos: Position, max_nodes: int | None, deadline: float | None) -> None:
        self.pos = pos
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0

    def _checkpoint(self, nodes: int) -> int:
        """Raise BudgetExceeded if a budget is spent; else the node count at which to look again."""
        self.nodes = nodes
        if self.max_nodes is not None and nodes >= self.max_nodes:
            raise BudgetExceeded(f"node budget of {self.max_nodes} spent")
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise BudgetExceeded("deadline passed")
        step = nodes + 1024 if self.deadline is not None else 1 << 62
        return step if self.max_nodes is None else min(step, self.max_nodes)

    def run(self) -> list | None:
        pos = self.pos
        ranks = tuple(pos.ranks)
        wrap = pos.wrap
        stock = tuple(pos.stock)
        n = len(stock)
        free_draw = not pos.draw_only_when_stuck
        # Slots whose card fits on each waste code 0-14.
        fits_on = [sum(1 << s for s in range(SLOT_COUNT) if _fits(ranks[s], w, wrap)) for w in range(15)]
        fits_stock = [fits_on[r] for r in stock]
        one = _ONE
        row2_free = _ROW2_FREE
        row1_free = _ROW1_FREE
        draw_limit: dict[int, int] = {}
        # lost[removed | waste << 28] = the smallest stock index at which that pair is
        # known lost.  Drawing is allowed at any time, so a pair lost with k cards
        # drawn is lost with more drawn too (the player could have drawn them).
        # Under the traditional rule it is not: there the key holds the stock index.
        lost: dict[int, int] = {}
        line: list = []
        nodes = 0
        checkpoint = self._checkpoint(0)

        # Every state searched has a card to play: a state without one is the
        # same as the first draw that brings one, so the search goes straight there.
        def search(removed: int, free: int, k: int, w: int, left: int, drawn: bool) -> bool:
            nonlocal nodes, checkpoint
            key = removed | w << 28 if free_draw else removed | w << 28 | k << 32
            known = lost.get(key)
            if known is not None and known <= k:
                return False
            nodes += 1
            if nodes >= checkpoint:
                checkpoint = self._checkpoint(nodes)
            if drawn:
                limit = draw_limit.get(left)
                if limit is None:
                    limit = draw_limit[left] = _draw_limit(left, stock, wrap)
                if k > limit:
                    lost[key] = k
                    return False
            moves = free & fits_on[w]
            while moves:
                s = moves.bit_length() - 1
                b = 1 << s
                moves ^= b
                after = removed | b
                if after == _FULL:
                    line.append(s)
                    return True
                r = ranks[s]
                free2 = (
                    0xFFC0000
                    | ((after >> 18) & (after >> 19) & 0x1FF) << 9
                    | row2_free[(after >> 9) & 0x1FF] << 3
                    | row1_free[(after >> 3) & 0x3F]
                ) & ~after
                if free2 & fits_on[r]:
                    if search(after, free2, k, r, left - one[r], False):
                        line.append(s)
                        return True
                    continue
                j = k
                while j < n and not free2 & fits_stock[j]:
                    j += 1
                if j < n and search(after, free2, j + 1, stock[j], left - one[r], True):
                    line.extend([DRAW] * (j + 1 - k))
                    line.append(s)
                    return True
            if free_draw:
                j = k
                while j < n and not free & fits_stock[j]:
                    j += 1
                if j < n and search(removed, free, j + 1, stock[j], left, True):
                    line.extend([DRAW] * (j + 1 - k))
                    return True
            if known is None or k < known:
                lost[key] = k
            return False

        removed = pos.removed
        if removed == _FULL:
            return []
        free = uncovered(removed)
        left = sum(_ONE[ranks[s]] for s in range(SLOT_COUNT) if not removed >> s & 1)
        waste = _ANY if pos.waste is None else pos.waste
        try:
            if free & fits_on[waste]:
                won = search(removed, free, 0, waste, left, False)
                prefix = 0
            else:
                j = 0
                while j < n and not free & fits_stock[j]:
                    j += 1
                won = j < n and search(removed, free, j + 1, stock[j], left, True)
                prefix = j + 1
        finally:
            self.nodes = nodes
        return [DRAW] * prefix + line[::-1] if won else None


def solve_position(pos: Position, *, max_nodes: int | None = None, deadline: float | None = None) -> list | None:
    """A winning line from ``pos`` (slots and ``"draw"``), or None when none exists.

    ``max_nodes`` bounds the positions searched; ``deadline`` is a
    ``time.monotonic()`` value. Either raises BudgetExceeded when passed.
    """
    return _Search(pos, max_nodes, deadline).run()


def solve(game) -> list | None:
    """A winning line from the game's current position, or None when it cannot be won.

    Exact, with perfect information: it looks at face-down cards and the stock.
    """
    return solve_position(game.position())
