"""The draw limit: proving positions lost by counting chains (``_DrawLimit``).

Split out of ``search.py``, which looks the limit up before each draw; the C
search (``_searchcore.h``: ``compute_limit``) is a port of the same bound.
``docs/solver.md`` ("How the search works") explains it.
"""

from __future__ import annotations

from ..engine.position import JOKER_RANK

_RANKS = range(14)  #: JOKER_RANK (0) and 1-13


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

_BITS = 8  #: a byte per rank, so that left.to_bytes() gives the counts
_ONE = tuple(1 << (_BITS * r) for r in _RANKS)
_LOW_BITS = sum(_ONE)
_STARTS = (1 << 104) - 1  #: bytes 0-12: the windows starting at ranks 1-13, once shifted down a byte
_BIAS = 64 * sum(1 << 8 * i for i in range(21))  #: bytes 0-20 at 64: the windows' needs never borrow


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




def _windows(wrap: bool) -> tuple:
    """Alternating windows of ranks: X = a, a+2, …, a+2m and its neighbours N = a-1, a+1, …, a+2m+1.

    Inside one chain two cards of X always have a card of N between them, so
    the chains need at least (cards in X) - (cards in N) sources in N (or
    jokers).  For each start a: (a, (a-1, a+1, sources mask), steps), each
    step growing the window by two ranks: (rank added to X, rank added to N,
    sources mask).  Ranks past A or K under Classic are 14: no card.
    """

    def rank(r: int) -> int:
        if wrap:
            return (r - 1) % 13 + 1
        return r if 1 <= r <= 13 else 14

    def mask(ranks) -> int:
        return sum(1 << r for r in ranks if r != 14) | 1  # bit 0: a joker starts anything

    windows = []
    for a in range(1, 14):
        neighbours = [rank(a - 1), rank(a + 1)]
        steps = []
        for m in range(1, 3):
            x, nxt = rank(a + 2 * m), rank(a + 2 * m + 1)
            if x == 14:
                break
            neighbours.append(nxt)
            steps.append((x, nxt, mask(neighbours)))
        windows.append((a, (neighbours[0], neighbours[1], mask(neighbours[:2])), tuple(steps)))
    return tuple(windows)


_WINDOWS = {False: _windows(False), True: _windows(True)}


class _DrawLimit:
    """``limit(removed, left)``: the most cards that may have been drawn for the rest to be clearable.

    A state reached by drawing the k-th card (its sources: ``stock[k-1:]``)
    with more than this many drawn is lost.  A necessary condition only: it
    ignores which cards cover which.  Cached on the packed rank counts ``left``.
    """

    def __init__(self, ranks: tuple[int, ...], stock: tuple[int, ...], wrap: bool) -> None:
        self.ranks = ranks
        self.stock = stock
        self.wrap = wrap
        self.by_left: dict[int, int] = {}
        self.runs_by_present: dict[int, tuple] = {}
        self.starts_by_ranks: dict[int, tuple[int, ...]] = {}
        self.windows: tuple | None = None
        self.slots_of_rank = [sum(1 << s for s, r in enumerate(ranks) if r == q) for q in _RANKS]
        self.joker_slots = self.slots_of_rank[JOKER_RANK]

    def limit(self, removed: int, left: int) -> int:
        cached = self.by_left.get(left)
        if cached is None:
            cached = self.by_left[left] = self._compute(removed, left)
        return cached

    def _compute(self, removed: int, left: int) -> int:
        n = len(self.stock)
        remaining = ~removed
        if remaining & self.joker_slots:
            return n  # a joker may link any two ranks: only "one source" binds
        nonzero = (left | left >> 1 | left >> 2) & _LOW_BITS  # bit 8r: some card of rank r is left
        runs = self.runs_by_present.get(nonzero)
        if runs is None:
            present = sum(1 << r for r in _RANKS if nonzero >> (_BITS * r) & 1)
            runs = self.runs_by_present[nonzero] = tuple(
                (self._slots(even), self._slots(odd), self._starts(even_extra), self._starts(odd_extra),
                 self._starts(even_extra | odd_extra))
                for even, odd, even_extra, odd_extra in _runs(present & ~1, self.wrap)
            )
        limit = n
        needed = 0
        for even_slots, odd_slots, even_starts, odd_starts, any_starts in runs:
            excess = (even_slots & remaining).bit_count() - (odd_slots & remaining).bit_count()
            if excess > 0:
                start = even_starts[excess]
            elif excess < 0:
                excess = -excess
                start = odd_starts[excess]
            else:
                excess = 1
                start = any_starts[1]
            if start < limit:
                limit = start
            needed += excess
        if n + 1 - needed < limit:
            limit = n + 1 - needed
        # The windows, all 13 starts at once: byte a of p0, p1, p2 holds 64 plus the
        # need of the window starting at rank a with 1, 3, 5 ranks in X (the bias
        # keeps every byte within 48-76, so no byte borrows from the next), and the
        # tables are indexed by that byte.  Fewer operations than a loop over the
        # counts (issue 12, docs/solver.md idea 6).
        if self.wrap:  # byte 0: the Kings; bytes 14-18: A-5 again (the jokers' byte 0 is 0 here)
            ext = left | left >> 104 | (left >> 8 & 0xFFFFFFFFFF) << 112
        else:
            ext = left
        p0 = _BIAS + ext - (ext << 8) - (ext >> 8)
        p1 = p0 + (ext >> 16) - (ext >> 24)
        p2 = p1 + (ext >> 32) - (ext >> 40)
        tables = self.windows
        if tables is None:
            tables = self.windows = self._window_tables()
        for n0, n1, n2, s0, s1, s2 in zip(
            (p0 >> 8 & _STARTS).to_bytes(13, "little"), (p1 >> 8 & _STARTS).to_bytes(13, "little"),
            (p2 >> 8 & _STARTS).to_bytes(13, "little"), *tables
        ):
            if n0 > 64 and s0[n0] < limit:
                limit = s0[n0]
            if n1 > 64 and s1[n1] < limit:
                limit = s1[n1]
            if n2 > 64 and s2[n2] < limit:
                limit = s2[n2]
        return limit

    def _window_tables(self) -> tuple:
        """Three tuples over the window starts 1-13 (1, 3, 5 ranks in X): the window's ``_starts``, indexed by 64 + need.

        A window cut short by the end of the ranks (Classic) repeats its last sources."""
        tables = ([], [], [])
        for a, (below, above, sources), steps in _WINDOWS[self.wrap]:
            row = [sources] + [m for x, y, m in steps]
            while len(row) < 3:
                row.append(row[-1])
            for m in range(3):
                tables[m].append((0,) * 64 + self._starts(row[m]))
        return tuple(map(tuple, tables))

    def _slots(self, ranks: tuple[int, ...]) -> int:
        return sum(self.slots_of_rank[r] for r in ranks)

    def _starts(self, ranks: int) -> tuple[int, ...]:
        """Item c: the largest k such that ``stock[k-1:]`` holds c cards with ranks in the bitmask ``ranks``."""
        found = self.starts_by_ranks.get(ranks)
        if found is None:
            positions = [p + 1 for p in range(len(self.stock) - 1, -1, -1) if ranks >> self.stock[p] & 1]
            found = self.starts_by_ranks[ranks] = (len(self.stock), *positions) + (0,) * (29 - len(positions))
        return found
