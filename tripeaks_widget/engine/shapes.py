"""The built-in layouts, each in its text form (``layouts.Layout``); sources in docs/engine.md.

>>> [LAYOUTS[name].size for name in LAYOUTS]
[28, 35, 51, 52, 27, 30, 21, 28]
>>> layout_named("golf").stock, str(layout_named("black-hole").first_card)
(16, 'A♠')
"""

from __future__ import annotations

from .errors import UnknownVariantError, short
from .layout import TRIPEAKS
from .layouts import Layout

#: Golf: 7 columns of 5, all face up, each card covered by the one below it; 16 in the stock.
GOLF = Layout.from_text("layout golf\n" + "up 0..12\n" * 5 + "stock 16\npile 1")

#: Black Hole: 17 columns of 3, all face up, no stock; the pile starts with the A♠.
BLACK_HOLE = Layout.from_text("layout black-hole\n" + "up 0..32\n" * 3 + "stock 0\npile A♠")

#: All in a Row: 13 columns of 4, all face up, no stock; the pile starts empty.
ALL_IN_A_ROW = Layout.from_text("layout all-in-a-row\n" + "up 0..24\n" * 4 + "stock 0\npile 0")

#: Ours: three diamonds of 9 side by side, TriPeaks' way (each diamond a bonus group); 24 in the stock.
DIAMOND = Layout.from_text("""layout diamond
down 2a 8b 14c
down 1..3a 7..9b 13..15c
down 0..4a 6..10b 12..16c
up 1..3a 7..9b 13..15c
up 2a 8b 14c
stock 24
pile 1""")

#: Ours: a valley of 30, two slopes (the groups) that meet in a dip in the bottom row.
VALLEY = Layout.from_text("""layout valley
down 1a 17b
down 0..2a 16..18b
down 1..5a 13..17b
down 0..6a 12..18b
up 0..8a 10..18b
stock 21
pile 1""")

#: Ours: one pyramid of 28 in seven rows, each card covered by two; its top ten cards are the bonus group.
#: Seldom winnable (docs/layouts.md): a layout for the lab to measure, as TriPeaks NEUE's withdrawn one.
PYRAMID = Layout.from_text("""layout pyramid
down 6a
down 5..7a
down 4..8a
down 3..9a
down 2..10
down 1..11
up 0..12
stock 23
pile 1""")

#: Ours: two peaks of 6 on a face-up row of 9 (each peak with its half of the row a bonus group); 30 in the stock.
TWIN_PEAKS = Layout.from_text("""layout twin-peaks
down 3a 13b
down 2..4a 12..14b
down 1..5a 11..15b
up 0..6a 8..16b
stock 30
pile 1""")

#: Every built-in layout by name, TriPeaks first.
LAYOUTS: dict[str, Layout] = {layout.name: layout for layout in (
    TRIPEAKS, GOLF, BLACK_HOLE, ALL_IN_A_ROW, DIAMOND, VALLEY, TWIN_PEAKS, PYRAMID)}


def layout_named(name: object) -> Layout:
    """The built-in layout called ``name`` (a Layout is returned as it is); UnknownVariantError otherwise."""
    if isinstance(name, Layout):
        return name
    if isinstance(name, str) and name.strip().lower() in LAYOUTS:
        return LAYOUTS[name.strip().lower()]
    raise UnknownVariantError(f"unknown layout {short(name)} (built in: {', '.join(LAYOUTS)}; "
                              f"a layout of your own: Layout.from_text)")
