"""The cover table and the peaks, checked exhaustively against hand-written tables."""

from tripeaks_widget.engine.layout import (
    BOTTOM_ROW, COVER_MASK, COVERED_BY, COVERS, PEAK_MASK, PEAK_OF, PEAK_SLOTS, ROW_OF, ROWS, SLOT_COUNT,
)

# Written out by hand from the spec (§1), not from its formulas.
HAND_COVERED_BY = {
    0: (3, 4), 1: (5, 6), 2: (7, 8),
    3: (9, 10), 4: (10, 11), 5: (12, 13), 6: (13, 14), 7: (15, 16), 8: (16, 17),
    9: (18, 19), 10: (19, 20), 11: (20, 21), 12: (21, 22), 13: (22, 23), 14: (23, 24),
    15: (24, 25), 16: (25, 26), 17: (26, 27),
}
HAND_PEAK = [0, 1, 2, 0, 0, 1, 1, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2]


def test_rows_are_3_6_9_10_in_reading_order():
    assert [len(r) for r in ROWS] == [3, 6, 9, 10]
    assert [s for r in ROWS for s in r] == list(range(SLOT_COUNT))
    assert BOTTOM_ROW == tuple(range(18, 28))
    assert ROW_OF == tuple([0] * 3 + [1] * 6 + [2] * 9 + [3] * 10)


def test_cover_table_exhaustively():
    for slot in range(SLOT_COUNT):
        assert COVERED_BY[slot] == HAND_COVERED_BY.get(slot, ()), slot
    for covered in range(SLOT_COUNT):
        for cover in range(SLOT_COUNT):
            hand = cover in HAND_COVERED_BY.get(covered, ())
            assert (cover in COVERED_BY[covered]) == hand
            assert (covered in COVERS[cover]) == hand
            assert bool(COVER_MASK[covered] >> cover & 1) == hand


def test_every_card_above_the_bottom_row_has_two_covers_in_the_next_row():
    for slot in range(18):
        assert len(COVERED_BY[slot]) == 2
        assert all(ROW_OF[c] == ROW_OF[slot] + 1 for c in COVERED_BY[slot])


def test_peak_membership_exhaustively():
    assert list(PEAK_OF) == HAND_PEAK
    assert [len(p) for p in PEAK_SLOTS] == [9, 9, 10]
    for slot in range(SLOT_COUNT):
        for peak in range(3):
            assert (slot in PEAK_SLOTS[peak]) == (HAND_PEAK[slot] == peak)
            assert bool(PEAK_MASK[peak] >> slot & 1) == (HAND_PEAK[slot] == peak)


def test_peak_sets_are_the_documented_ones():
    assert PEAK_SLOTS[0] == {0, 3, 4, 9, 10, 11, 18, 19, 20}
    assert PEAK_SLOTS[1] == {1, 5, 6, 12, 13, 14, 21, 22, 23}
    assert PEAK_SLOTS[2] == {2, 7, 8, 15, 16, 17, 24, 25, 26, 27}
