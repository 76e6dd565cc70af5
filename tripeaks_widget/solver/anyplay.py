"""Stepping a position on any layout (issue 44, section 2): which cards are free, which fit, the legal actions.

TriPeaks' own tables (``search.uncovered``, ``search._fits``) know its 28 slots
and the Easy and Classic rank rules; these read the position's layout
(``Layout.cover_mask``) and the rule nothing-on-king.  The hints, the dealer's
casual games and par on any layout step positions with them.

>>> from tripeaks_widget import Game
>>> pos = Game.from_code("TP1-E-AAAAAAB-GOLF").position()
>>> free_slots(pos.layout, 0) == sum(1 << s for s in range(28, 35))  # the bottom card of each column
True
"""

from __future__ import annotations

from ..engine.cards import KING
from ..engine.errors import BudgetExceeded
from ..engine.layout import TRIPEAKS
from ..engine.position import JOKER_RANK, Position

DRAW = "draw"
ANY = 14  #: the pile top of an empty pile: any card fits (``search._ANY``)


def layout_of(pos: Position):
    """The position's layout (TriPeaks' when it names none)."""
    return pos.layout if pos.layout is not None else TRIPEAKS


def is_tripeaks(pos: Position) -> bool:
    """Whether TriPeaks' own search, tables and C code take ``pos``: its layout and the Easy or Classic rank rule."""
    return pos.layout is None and not pos.nothing_on_king


def free_mask(removed: int, full: int, cover: tuple[int, ...]) -> int:
    """The slots still in place whose covering cards are all gone."""
    mask = 0
    rest = full & ~removed
    while rest:
        low = rest & -rest
        slot = low.bit_length() - 1
        if removed & cover[slot] == cover[slot]:
            mask |= low
        rest ^= low
    return mask


def free_slots(layout, removed: int) -> int:
    """``free_mask`` on ``layout``."""
    return free_mask(removed, layout.all_mask, layout.cover_mask)


def fits(card: int, top: int, wrap: bool, nothing_on_king: bool) -> bool:
    """Whether rank ``card`` may go on the pile top ``top`` (``ANY``: an empty pile; a joker fits anything)."""
    if top == ANY or card == JOKER_RANK or top == JOKER_RANK:
        return True
    if nothing_on_king and top == KING:
        return False
    d = card - top if card > top else top - card
    return d == 1 or (wrap and d == 12)


def fits_table(ranks, wrap: bool, nothing_on_king: bool) -> list[int]:
    """Item ``top`` (0-13, ``ANY``): the mask of the slots whose card fits on it."""
    return [sum(1 << s for s, rank in enumerate(ranks) if fits(rank, top, wrap, nothing_on_king))
            for top in range(ANY + 1)]


def actions_any(pos: Position) -> list:
    """``search.actions`` on any layout: the removable slots in increasing order, then "draw" if allowed."""
    layout = layout_of(pos)
    if pos.removed == layout.all_mask:
        return []
    top = ANY if pos.waste is None else pos.waste
    free = free_slots(layout, pos.removed)
    removable = [s for s in range(layout.size)
                 if free >> s & 1 and fits(pos.ranks[s], top, pos.wrap, pos.nothing_on_king)]
    can_draw = bool(pos.stock) and not (pos.draw_only_when_stuck and removable)
    return removable + ([DRAW] if can_draw else [])


class AnySearch:
    """``search._Search``'s face on any layout: ``run()`` gives a winning line or None, ``nodes`` the states searched."""

    def __init__(self, pos: Position, max_nodes: int | None, deadline: float | None) -> None:
        self.pos, self.max_nodes, self.deadline = pos, max_nodes, deadline
        self.nodes = 0

    def run(self) -> list | None:
        from .anylayout import solve_any

        try:
            line, self.nodes = solve_any(self.pos, self.max_nodes, self.deadline, counted=True)
        except BudgetExceeded:
            self.nodes = self.max_nodes if self.max_nodes is not None else self.nodes
            raise
        return line


def searcher(pos: Position):
    """The search class for ``pos``: TriPeaks' ``_Search`` where it applies, else ``AnySearch``."""
    if is_tripeaks(pos):
        from .search import _Search

        return _Search
    return AnySearch

