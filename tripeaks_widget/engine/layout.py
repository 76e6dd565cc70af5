"""TriPeaks' layout, as data: 28 slots in four rows forming three peaks (``layouts.Layout``).

Slots are numbered 0-27 in reading order: the three peak cards 0-2, row 2 is 3-8,
row 3 is 9-17 and the bottom row is 18-27; 23 cards go to the stock, one to the pile.
The names below are TriPeaks' tables, for the modules that know only TriPeaks.

>>> COVERED_BY[0], COVERED_BY[13], COVERED_BY[27]
((3, 4), (22, 23), ())
>>> PEAK_OF[27], len(PEAK_SLOTS[2])
(2, 10)
"""

from __future__ import annotations

from .layouts import Layout

TRIPEAKS = Layout.from_text("""
layout tripeaks
down 3a 9b 15c
down 2..4a 8..10b 14..16c
down 1..5a 7..11b 13..17c
up 0..4a 6..10b 12..18c
stock 23
pile 1
""")

SLOT_COUNT = TRIPEAKS.size
ROWS = TRIPEAKS.rows  #: the slots of each row, top to bottom
ROW_OF: tuple[int, ...] = tuple(row for _, row in TRIPEAKS.positions)
BOTTOM_ROW = ROWS[-1]
COVERED_BY = TRIPEAKS.covered_by  #: for every slot, the slots of the next row that partly cover it
COVERS = TRIPEAKS.covers  #: for every slot, the slots of the row above that it partly covers
PEAK_SLOTS = TRIPEAKS.groups  #: the slots that count for each peak's bonus: 9, 9 and 10 cards
PEAK_OF = TRIPEAKS.group_of  #: the peak (0 left, 1 middle, 2 right) each slot counts for
COVER_MASK = TRIPEAKS.cover_mask
PEAK_MASK = TRIPEAKS.group_mask
ALL_SLOTS_MASK = TRIPEAKS.all_mask
