"""The exact search on any layout (issue 44, section 2), in pure Python: a winning line or proof that none exists.

``solve_position`` sends a position here when its layout is not TriPeaks' or its
rules let nothing go on a King; the TriPeaks search (``search.py``, and its C and
WebAssembly ports) knows neither.  Depth first over the states
(removed slots, cards drawn, waste top); a state that cannot be won is
remembered, its key the exact triple (Python's integers hold a mask of any
width, 52 slots or more), so no state is searched twice and no two states
share a key.  Removals are tried before the draw, each in slot order.

The same search ported to C (``_anysearch.c``, ``_anycore.h``; in Pyodide built to
WebAssembly, ``_anysearch.wasm``, loaded by ``_wasm.py``) runs where it was
built.  It keys its memo on one 64-bit word (the layout's cards, the pile's top,
cards drawn); a position whose key would not fit (``_fits_in_c``) is searched here.
It adds things that change how soon it answers, never what: on a layout of chains
(Golf, Black Hole, All in a Row) the layout's part of the key is the columns' rank
sequences up to their order, so a state equal to one proved lost but for the
columns' order is not searched again; and three cuts on states that are lost (a
card that can no longer be played onto anything; with the stock spent, ranks left
that no run from the top can visit, or only in an order the columns forbid; with
cards in the stock, cards left that not all can have a card one rank off played
just before them),
and the search runs in passes (``PASSES``), each in another order of removals, as ``search.py``'s
does; with ``passes=None`` it runs one pass in slot order and returns this
module's line exactly (tests/test_anysearch.py).

>>> from tripeaks_widget import Game
>>> game = Game.from_code("TP1-E-AAAAAAB-GOLF")
>>> line = solve_any(game.position())
>>> Game.replay(game.code, line).status
<Status.WON: 'won'>
"""

from __future__ import annotations

import sys
import time

from ..engine.errors import BudgetExceeded
from ..engine.layout import TRIPEAKS
from ..engine.position import Position
from .anyplay import ANY, fits
from .search import _compiled

_anysearch = _compiled("_anysearch")

DRAW = "draw"
_CHECK_EVERY = 1024  #: states between two looks at the clock


#: The C search's passes: the first's states, the growth, and the size from which a pass runs to the end
#: (``_anycore.h``).  Black Hole deals 0-19: 18 ms a deal with them, 0.70 s in one pass (docs/performance.md).
PASSES = (1000, 2, 1 << 22)


def _fits_in_c(size: int, stock: int) -> bool:
    """The C search's memo key holds the removed slots, 4 bits of the pile's top and the cards drawn in 64 bits."""
    return size + 4 + stock.bit_length() <= 64 and stock <= 255


def solve_any(pos: Position, max_nodes: int | None = None, deadline: float | None = None,
              passes: tuple[int, int, int] | None = PASSES, *, counted: bool = False):
    """A winning line from ``pos`` on its layout, or None; BudgetExceeded past ``max_nodes`` or ``deadline``.

    The arguments are checked by the caller (``search.solve_position``). In C where it is
    built, in passes (``passes=None``: one, in slot order, the same line as ``solve_any_python``).
    ``counted=True``: (the line or None, the states searched), as the hints' budget needs.
    """
    layout = pos.layout if pos.layout is not None else TRIPEAKS
    if _anysearch is not None and _fits_in_c(layout.size, len(pos.stock)):
        status, line, nodes = _anysearch.search(
            layout.cover_mask, pos.ranks, pos.stock, pos.wrap, pos.nothing_on_king, pos.draw_only_when_stuck,
            pos.removed, -1 if pos.waste is None else pos.waste, max_nodes, deadline, time.monotonic, passes, DRAW)
        if status == 1:
            raise BudgetExceeded(f"node budget of {max_nodes} spent")
        if status == 2:
            raise BudgetExceeded("deadline passed")
        return (line, nodes) if counted else line
    return solve_any_python(pos, max_nodes, deadline, counted=counted)


#: A budget given in the Python searches' states buys the C search of the fewest cards left this many of its
#: own: a state costs it about a fiftieth (Golf-B deal 2: 619,458 states in 94 ms, against 585,682 in 5.2 s
#: for the Python salvage). The board's hint budget, 200,000, then searches every lost deal 0-99 of Golf,
#: Black Hole, All in a Row and TriPeaks to the end (at most 860,878 states, 0.15 s; docs/solver.md).
C_STATE_SCALE = 10


def fewest_in_c(pos: Position) -> bool:
    """Whether ``fewest_left`` answers for ``pos``: the C search is built (in Pyodide, as WebAssembly) and the
    position fits its memo key."""
    layout = pos.layout if pos.layout is not None else TRIPEAKS
    return _anysearch is not None and _fits_in_c(layout.size, len(pos.stock))


def fewest_left(pos: Position, max_nodes: int | None = None, deadline: float | None = None, lost: bool = False):
    """The fewest cards a line from ``pos`` can leave in the layout, in C: (cards left, the line that leaves
    them, exact, states searched), or None where the C search is not built or the position does not fit it
    (the callers then search in Python: ``hints.salvage``, ``anypar``'s branch and bound).

    ``lost``: the caller has proved that no line wins. Past ``max_nodes`` or ``deadline`` the answer is the
    best line found so far, with exact False. ``max_nodes`` counts as the Python searches' states do, the
    budgets of ``salvage`` and ``par`` being given in those: the C search may visit ``C_STATE_SCALE`` states
    for each (the states it returns are its own). The line is the first, removals in slot order before the draw,
    that leaves the fewest: ``salvage``'s (``_anycore.h``'s ``any_fewest``, tests/test_anyfewest.py).
    """
    if not fewest_in_c(pos):
        return None
    layout = pos.layout if pos.layout is not None else TRIPEAKS
    status, left, line, nodes = _anysearch.fewest(
        layout.cover_mask, pos.ranks, pos.stock, pos.wrap, pos.nothing_on_king, pos.draw_only_when_stuck,
        pos.removed, -1 if pos.waste is None else pos.waste, None if max_nodes is None else max_nodes * C_STATE_SCALE,
        deadline, time.monotonic, lost, DRAW)
    return left, line, status == 0, nodes


def solve_any_python(pos: Position, max_nodes: int | None = None, deadline: float | None = None, *,
                     counted: bool = False):
    """``solve_any`` in pure Python: the reference the C search is a port of."""
    layout = pos.layout if pos.layout is not None else TRIPEAKS
    ranks, stock, wrap = pos.ranks, pos.stock, pos.wrap
    nothing_on_king, only_when_stuck = pos.nothing_on_king, pos.draw_only_when_stuck
    cover, full, size, count = layout.cover_mask, layout.all_mask, layout.size, len(stock)

    dead: set[tuple[int, int, int]] = set()
    line: list = []
    nodes = 0
    limit = max_nodes if max_nodes is not None else float("inf")

    def search(removed: int, k: int, top: int) -> bool:
        nonlocal nodes
        if removed == full:
            return True
        key = (removed, k, top)
        if key in dead:
            return False
        nodes += 1
        if nodes > limit:
            raise BudgetExceeded(f"node budget of {max_nodes} spent")
        if deadline is not None and nodes % _CHECK_EVERY == 0 and time.monotonic() > deadline:
            raise BudgetExceeded("deadline passed")
        playable = [s for s in range(size)
                    if not removed >> s & 1 and removed & cover[s] == cover[s] and fits(ranks[s], top, wrap, nothing_on_king)]
        for s in playable:
            line.append(s)
            if search(removed | 1 << s, k, ranks[s]):
                return True
            line.pop()
        if k < count and not (only_when_stuck and playable):
            line.append(DRAW)
            if search(removed, k + 1, stock[k]):
                return True
            line.pop()
        dead.add(key)
        return False

    # A line is at most every slot and every stock card long: room for that much recursion.
    depth = size + count + 100
    old = sys.getrecursionlimit()
    if old < depth + 200:
        sys.setrecursionlimit(depth + 200)
    try:
        won = search(pos.removed, 0, ANY if pos.waste is None else pos.waste)
    finally:
        sys.setrecursionlimit(old)
    return (line if won else None, nodes) if counted else line if won else None
