"""A game position with perfect information, as the solver sees it.

Only ranks matter to the solver (suits never do), and face-down cards are
known: a card can be removed as soon as its covering cards are gone.
"""

from __future__ import annotations

from typing import NamedTuple

#: Rank used for the joker (variant): anything goes on it and it goes on anything.
JOKER_RANK = 0


class Position(NamedTuple):
    ranks: tuple[int, ...]  #: the rank (1-13, or JOKER_RANK) at each slot of the layout, removed or not
    removed: int  #: bitmask of removed slots (bit s = slot s)
    stock: tuple[int, ...]  #: ranks still in the stock, first drawn first
    waste: int | None  #: rank of the waste top; None when the waste is empty (any card fits)
    wrap: bool  #: King and Ace are neighbours (Easy)
    draw_only_when_stuck: bool = False  #: traditional rule: no draw while a card fits
    layout: object = None  #: the ``Layout`` when not TriPeaks' (None: TriPeaks)
    nothing_on_king: bool = False  #: Golf-A: nothing goes on a King

    def __repr__(self) -> str:
        # The two layout fields only when set, so a TriPeaks position reads (and seeds, solver/deals.py) as before.
        names = self._fields if self.layout is not None or self.nothing_on_king else self._fields[:6]
        return f"Position({', '.join(f'{name}={getattr(self, name)!r}' for name in names)})"
