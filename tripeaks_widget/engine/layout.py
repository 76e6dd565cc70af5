"""The tableau: 28 slots in four rows forming three peaks, and which slots cover which.

Slots are numbered 0-27 in reading order: the three peak cards 0-2, row 2 is 3-8,
row 3 is 9-17 and the bottom row is 18-27.

>>> COVERED_BY[0], COVERED_BY[13], COVERED_BY[27]
((3, 4), (22, 23), ())
>>> PEAK_OF[27], len(PEAK_SLOTS[2])
(2, 10)
"""

from __future__ import annotations

SLOT_COUNT = 28

#: The slots of each row, top to bottom.
ROWS: tuple[tuple[int, ...], ...] = (
    tuple(range(0, 3)),
    tuple(range(3, 9)),
    tuple(range(9, 18)),
    tuple(range(18, 28)),
)

#: The row (0-3) of every slot.
ROW_OF: tuple[int, ...] = tuple(r for r, row in enumerate(ROWS) for _ in row)

BOTTOM_ROW = ROWS[3]


def _covering(slot: int) -> tuple[int, ...]:
    # Rows 1 and 2 overlap peak by peak (each peak grows by one card per row);
    # rows 3 and 4 form one continuous band, so row 3 card k sits on 18+k and 19+k.
    if slot < 3:
        p = slot
        return (3 + 2 * p, 4 + 2 * p)
    if slot < 9:
        p, k = divmod(slot - 3, 2)
        return (9 + 3 * p + k, 10 + 3 * p + k)
    if slot < 18:
        k = slot - 9
        return (18 + k, 19 + k)
    return ()


#: For every slot, the slots of the next row that partly cover it.
COVERED_BY: tuple[tuple[int, ...], ...] = tuple(_covering(s) for s in range(SLOT_COUNT))

#: For every slot, the slots of the row above that it partly covers.
COVERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in range(SLOT_COUNT) if slot in COVERED_BY[s]) for slot in range(SLOT_COUNT)
)

#: The slots that count for each peak's bonus: 9, 9 and 10 cards.
PEAK_SLOTS: tuple[frozenset[int], ...] = (
    frozenset({0, 3, 4, 9, 10, 11, 18, 19, 20}),
    frozenset({1, 5, 6, 12, 13, 14, 21, 22, 23}),
    frozenset({2, 7, 8, 15, 16, 17, 24, 25, 26, 27}),
)

#: The peak (0 left, 1 middle, 2 right) each slot counts for.
PEAK_OF: tuple[int, ...] = tuple(
    next(p for p, slots in enumerate(PEAK_SLOTS) if s in slots) for s in range(SLOT_COUNT)
)

#: Bitmasks of the same tables, for fast move generation.
COVER_MASK: tuple[int, ...] = tuple(sum(1 << c for c in cov) for cov in COVERED_BY)
PEAK_MASK: tuple[int, ...] = tuple(sum(1 << s for s in slots) for slots in PEAK_SLOTS)
ALL_SLOTS_MASK = (1 << SLOT_COUNT) - 1
