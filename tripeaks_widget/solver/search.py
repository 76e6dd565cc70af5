"""The exact solver: a winning line from any position, or proof that none exists.

Standard library only, so it runs unchanged in Pyodide; its speed comes from
the search (see ``docs/solver.md`` and ``docs/performance.md``). The same search
ported to C runs where it was built: as an extension in CPython, as WebAssembly
in Pyodide (``_compiled`` below).

>>> from tripeaks_widget import Game
>>> line = solve(Game.from_code("TP1-E-AAAAAAD"))
>>> Game.replay("TP1-E-AAAAAAD", line).status
<Status.WON: 'won'>
>>> solve(Game.from_code("TP1-C-AAAAAAD")) is None
True
"""

from __future__ import annotations

import importlib
import os
import time

from ..engine.errors import BudgetExceeded, InvalidArgumentError, check_budget, check_deadline, check_type
from ..engine.game import Game
from ..engine.layout import COVERED_BY, SLOT_COUNT
from ..engine.position import JOKER_RANK, Position
from .drawlimit import _ONE, _DrawLimit

DRAW = "draw"


def _compiled(name: str):
    """This package's C module ``name`` (``_fastsearch``, ``_fastpar``), or None.

    In CPython, the extension built at install when a C compiler is there. In
    Pyodide, its WebAssembly build when the wheel carries one (``_wasm.py``; the
    site's wheel has ``_fastsearch.wasm``). Without them, or with
    ``TRIPEAKS_PURE_PYTHON=1``, the pure-Python code runs: it is the reference
    (docs/solver.md, "The C search").
    """
    if os.environ.get("TRIPEAKS_PURE_PYTHON", "") not in ("", "0"):
        return None
    try:
        return importlib.import_module(f"{__package__}.{name}")
    except ImportError:
        pass
    from . import _wasm

    return _wasm.load(name)


_fastsearch = _compiled("_fastsearch")

_FULL = (1 << SLOT_COUNT) - 1
_BOTTOM_ROW = _FULL ^ ((1 << 18) - 1)
_ANY = 14  #: waste code for an empty waste: any card may start it


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


def _newly_uncovered() -> tuple[int, ...]:
    """Item s * 8 + p: the slots that removing slot s uncovers, bits 0 and 2 of p saying whether slots s-1 and s+1 are gone.

    A card lies on two neighbouring slots of the row below, so the card that
    removing s may uncover is waiting only for s - 1 or s + 1: the search keeps
    the uncovered set up to date with one look-up per removal, indexed by
    ``s << 3 | removed >> _BELOW[s] & 7`` (bit 1, slot s itself, is ignored).
    """
    table = []
    for s in range(SLOT_COUNT):
        for p in range(8):
            gone = {s - 1: p & 1, s: 1, s + 1: p >> 2 & 1}
            freed = 0
            for q in range(SLOT_COUNT):
                below = COVERED_BY[q]
                if s in below:
                    (other,) = [c for c in below if c != s]
                    if gone[other]:
                        freed |= 1 << q
            table.append(freed)
    return tuple(table)


_NEWLY = _newly_uncovered()
_BITS_OF = tuple(1 << s for s in range(SLOT_COUNT))  #: looked up, not shifted: no new int per removal
_BELOW = tuple(max(s - 1, 0) for s in range(SLOT_COUNT))  #: slot 0 uncovers nothing: its shift is arbitrary


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


class _Restart(Exception):
    """A pass of the search used its share of nodes: start the next one, in another order."""


#: Nodes of the first pass; each later pass may use RESTART_GROWTH times more,
#: until one would pass LAST_PASS_FROM: that one runs to the end.
FIRST_PASS_NODES = 100
RESTART_GROWTH = 1.2
LAST_PASS_FROM = 5_000


def _priorities() -> tuple[tuple[int, ...], ...]:
    """64 fixed shuffles of the slots: a pass orders a state's moves by one of them."""
    from ..engine.rng import PCG32

    rng = PCG32(28, 0x4F52)  # "OR"
    tables = []
    for _ in range(64):
        order = list(range(SLOT_COUNT))
        rng.shuffle(order)
        tables.append(tuple(order))
    return tuple(tables)


_PRIORITIES = _priorities()
#: (moves | shuffle << 28) -> the moves in that shuffle's order, rather than sorted at every state
#: of a restart pass (those passes hold 46 % of the states on Easy deals 0-199, 80 % on Classic).
_MIXED: dict[int, tuple[int, ...]] = {}

_SLOTS_HIGH_FIRST: dict[int, tuple[int, ...]] = {}


def _slots_high_first(mask: int) -> tuple[int, ...]:
    slots = _SLOTS_HIGH_FIRST.get(mask)
    if slots is None:
        slots = _SLOTS_HIGH_FIRST[mask] = tuple(s for s in range(SLOT_COUNT - 1, -1, -1) if mask >> s & 1)
    return slots


class _Search:
    """A depth-first search over (removed slots, cards drawn, playable slots), in passes.

    A won deal is often won along many lines, and a search that starts down a
    wrong one may spend long proving it lost.  So the search runs in passes of
    growing size, each trying the moves in another (pseudo-random, but fixed)
    order, and a last one without limit.  What a pass proves lost stays proved,
    so a lost deal costs little more than one long pass, while a won one is
    often found by an early pass.
    """

    def __init__(self, pos: Position, max_nodes: int | None, deadline: float | None) -> None:
        self.pos = pos
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self.pass_end = FIRST_PASS_NODES
        self.passes = 1

    def _checkpoint(self, nodes: int) -> int:
        """Raise BudgetExceeded or _Restart when due; else the node count at which to look again."""
        self.nodes = nodes
        if self.max_nodes is not None and nodes >= self.max_nodes:
            raise BudgetExceeded(f"node budget of {self.max_nodes} spent")
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise BudgetExceeded("deadline passed")
        if nodes >= self.pass_end:
            raise _Restart
        step = nodes + 1024 if self.deadline is not None else self.pass_end
        step = min(step, self.pass_end)
        return step if self.max_nodes is None else min(step, self.max_nodes)

    def run(self) -> list | None:
        if _fastsearch is not None and len(self.pos.stock) <= _FAST_STOCK:
            return self._run_fast()
        pos = self.pos
        ranks = tuple(pos.ranks)
        wrap = pos.wrap
        stock = tuple(pos.stock)
        n = len(stock)
        free_draw = not pos.draw_only_when_stuck
        # Slots whose card fits on each waste code 0-14.
        fits_on = [sum(1 << s for s in range(SLOT_COUNT) if _fits(ranks[s], w, wrap)) for w in range(15)]
        fits_stock = [fits_on[r] for r in stock]
        slot_one = [_ONE[r] for r in ranks]
        fits_slot = [fits_on[r] for r in ranks]
        newly = _NEWLY
        high_first = _slots_high_first
        high_first_cache = _SLOTS_HIGH_FIRST
        priorities = _PRIORITIES
        mixed_cache = _MIXED
        draw_limit = _DrawLimit(ranks, stock, wrap)
        by_left = draw_limit.by_left
        # lost[key] = the smallest stock index at which the state is known lost, the
        # key being the removed slots and the slots playable now (the waste rank
        # matters only through them).  Drawing is allowed at any time, so a state
        # lost with k cards drawn is lost with more drawn too: the player could
        # have drawn them.  Under the traditional rule it is not, so there the key
        # holds the stock index as well (k << 56).
        lost: dict[int, int] = {}
        line: list = []
        full = _FULL
        bits = _BITS_OF
        below = _BELOW
        nodes = 0
        checkpoint = self._checkpoint(0)
        mix = 0  # 0: high slots first; else the multiplier of this pass's order

        # A state without a card to play is the same as the first draw that brings
        # one, so the search goes straight there; and a state already known lost
        # is not entered at all, nor a draw past the draw limit: the caller looks
        # the limit up before the call (``limit``: the one for ``left`` when the
        # caller has it, else None), and scans the stock no further than it.
        def search(removed: int, free: int, k: int, moves: int, left: int, limit: int | None) -> bool:
            nonlocal nodes, checkpoint
            nodes += 1
            if nodes >= checkpoint:
                checkpoint = self._checkpoint(nodes)
            order = high_first_cache.get(moves)
            if order is None:
                order = high_first(moves)
            if mix and len(order) > 1:
                shuffle = (removed * mix >> 32) & 63
                mixed = mixed_cache.get(moves | shuffle << 28)
                if mixed is None:
                    if len(mixed_cache) >= 1 << 18:  # about 60,000 after 600 deals: a bound, not a working size
                        mixed_cache.clear()
                    mixed = mixed_cache[moves | shuffle << 28] = tuple(sorted(order, key=priorities[shuffle].__getitem__))
                order = mixed
            for s in order:
                bit = bits[s]
                after = removed | bit
                if after == full:
                    line.append(s)
                    return True
                free2 = free ^ bit | newly[s << 3 | removed >> below[s] & 7]
                moves2 = free2 & fits_slot[s]
                if moves2:
                    known = lost.get(after | moves2 << 28 if free_draw else after | moves2 << 28 | k << 56)
                    if (known is None or known > k) and search(after, free2, k, moves2, left - slot_one[s], None):
                        line.append(s)
                        return True
                    continue
                left2 = left - slot_one[s]
                lim = by_left.get(left2)
                if lim is None:
                    lim = draw_limit.limit(after, left2)
                end = lim if lim < n else n
                j = k
                while j < end and not free2 & fits_stock[j]:
                    j += 1
                if j < end:
                    moves2 = free2 & fits_stock[j]
                    j += 1
                    known = lost.get(after | moves2 << 28 if free_draw else after | moves2 << 28 | j << 56)
                    if (known is None or known > j) and search(after, free2, j, moves2, left2, lim):
                        line.extend([DRAW] * (j - k))
                        line.append(s)
                        return True
            if free_draw:
                if limit is None:
                    limit = by_left.get(left)
                    if limit is None:
                        limit = draw_limit.limit(removed, left)
                end = limit if limit < n else n
                j = k
                while j < end and not free & fits_stock[j]:
                    j += 1
                if j < end:
                    moves2 = free & fits_stock[j]
                    j += 1
                    known = lost.get(removed | moves2 << 28)
                    if (known is None or known > j) and search(removed, free, j, moves2, left, limit):
                        line.extend([DRAW] * (j - k))
                        return True
            lost[removed | moves << 28 if free_draw else removed | moves << 28 | k << 56] = k
            return False

        removed = pos.removed
        if removed == _FULL:
            return []
        free = uncovered(removed)
        left = sum(_ONE[ranks[s]] for s in range(SLOT_COUNT) if not removed >> s & 1)
        waste = _ANY if pos.waste is None else pos.waste
        k = 0
        moves = free & fits_on[waste]
        while not moves and k < n:
            moves = free & fits_stock[k]
            k += 1
        pass_nodes = FIRST_PASS_NODES
        try:
            while True:
                try:
                    won = (
                        bool(moves)
                        and (k == 0 or k <= draw_limit.limit(removed, left))
                        and search(removed, free, k, moves, left, None)
                    )
                    break
                except _Restart:
                    line.clear()
                    self.passes += 1
                    pass_nodes = max(pass_nodes + 1, int(pass_nodes * RESTART_GROWTH))
                    if pass_nodes < LAST_PASS_FROM:
                        self.pass_end = nodes + pass_nodes
                        mix = (0x9E3779B97F4A7C15 * self.passes) & 0xFFFFFFFFFFFF | 1
                    else:  # the last pass, in the quickest order
                        self.pass_end = 1 << 62
                        mix = 0
                    checkpoint = self._checkpoint(nodes)
        finally:
            self.nodes = nodes
        return [DRAW] * k + line[::-1] if won else None

    def _run_fast(self) -> list | None:
        """``run`` in C (``_fastsearch.c``, a port of it): the same line and the same states counted."""
        pos = self.pos
        waste = _ANY if pos.waste is None else pos.waste
        status, line, self.nodes, self.passes = _fastsearch.search(
            pos.ranks, pos.stock, pos.wrap, not pos.draw_only_when_stuck, pos.removed, waste,
            self.max_nodes, self.deadline, time.monotonic, _PRIORITIES,
            (FIRST_PASS_NODES, RESTART_GROWTH, LAST_PASS_FROM), DRAW,
        )
        if status == 1:
            raise BudgetExceeded(f"node budget of {self.max_nodes} spent")
        if status == 2:
            raise BudgetExceeded("deadline passed")
        return line


#: The C search keys its memo on the stock index in one byte (redeals may make the stock longer).
_FAST_STOCK = 255


def check_searchable(what) -> None:
    """Refuse a Position or a rule set that only ``solve_position`` can search yet (issue 44, section 2).

    The TriPeaks search (Python, C and WebAssembly), and par, hints, the dealer
    and the lab's players built on it, know TriPeaks' 28 slots and the Easy and
    Classic rank rules: a layout other than TriPeaks' and the rule
    nothing-on-king are refused with InvalidArgumentError, never searched as
    if they were TriPeaks.  ``solve_position`` (and ``solve``) take any layout:
    they send it to the pure-Python search of ``anylayout.py``.
    """
    layout = getattr(what, "layout", None)
    name = getattr(layout, "name", "tripeaks")
    if name != "tripeaks" or (isinstance(what, Position) and layout is not None):
        raise InvalidArgumentError(
            f"hints and the dealer know only the TriPeaks layout so far, not {name!r} "
            f"(solve, par and the lab take any layout)"
        )
    if getattr(what, "nothing_on_king", False):
        raise InvalidArgumentError(
            "hints and the dealer do not know the rule nothing-on-king (Golf-A) yet (solve, par and the lab do)"
        )


def solve_position(pos: Position, *, max_nodes: int | None = None, deadline: float | None = None) -> list | None:
    """A winning line from ``pos`` (slots and ``"draw"``), or None when none exists.

    ``max_nodes`` bounds the positions searched; ``deadline`` is a
    ``time.monotonic()`` value. Either raises BudgetExceeded when passed.
    Both are checked here, before the C, WebAssembly or pure-Python search
    runs, with the same bounds (``engine.errors.check_budget``, ``check_deadline``).
    """
    check_type(pos, Position, "pos", "a Position, such as game.position()")
    max_nodes = check_budget(max_nodes, "max_nodes")
    deadline = check_deadline(deadline)
    if pos.layout is not None or pos.nothing_on_king:  # any layout: the pure-Python search (anylayout.py)
        from .anylayout import solve_any

        return solve_any(pos, max_nodes, deadline)
    return _Search(pos, max_nodes, deadline).run()


def solve(game) -> list | None:
    """A winning line from the game's current position, or None when it cannot be won.

    Exact, with perfect information: it looks at face-down cards and the stock.
    ``game`` may also be a Position.
    """
    if isinstance(game, Position):
        return solve_position(game)
    return solve_position(check_type(game, Game, "game", "a Game (or a Position)").position())


# -- stepping a Position (hints, tests) ---------------------------------------------


def actions(pos: Position) -> list:
    """The legal actions in ``pos``: removable slots in increasing order, then "draw" if allowed.

    >>> from tripeaks_widget import Game
    >>> actions(Game.from_code("TP1-C-AAAAAAB").position())
    [22, 'draw']
    """
    check_searchable(pos)
    if pos.removed == _FULL:
        return []
    top = _ANY if pos.waste is None else pos.waste
    fit = uncovered(pos.removed)
    removable = [s for s in range(SLOT_COUNT) if fit >> s & 1 and _fits(pos.ranks[s], top, pos.wrap)]
    can_draw = bool(pos.stock) and not (pos.draw_only_when_stuck and removable)
    return removable + ([DRAW] if can_draw else [])


def after(pos: Position, action) -> Position:
    """The position after a legal ``action`` (not checked)."""
    if action == DRAW:
        return pos._replace(stock=pos.stock[1:], waste=pos.stock[0])
    return pos._replace(removed=pos.removed | 1 << action, waste=pos.ranks[action])
