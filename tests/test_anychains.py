"""The C search's memo on a layout of chains (_anycore.h's any_chains): states whose columns hold the same rank
sequences in another order share one key, and the cut on the ranks' windows (any_windows_ok) judges the
columns' order. On small hand-made layouts of chains, with few ranks so that columns often hold the same
sequence, the C search in one pass must give the pure-Python search's line (solve_any_python, whose memo keys on
the exact removed slots and which has no cuts) from every state reachable from the deal, won or lost."""

import random

import pytest

from tripeaks_widget import Game, GameCode, Rules
from tripeaks_widget.engine.layouts import Layout
from tripeaks_widget.engine.position import Position
from tripeaks_widget.solver import anylayout
from tripeaks_widget.solver.anylayout import solve_any, solve_any_python
from tripeaks_widget.solver.anyplay import fits

pytestmark = pytest.mark.skipif(anylayout._anysearch is None, reason="the C search on any layout is not built")


def chains(lengths):
    """Columns side by side, each slot covering the next one down; slots column by column, uncovered end first."""
    covered_by, slot = [], 0
    for length in lengths:
        for i in range(length):
            covered_by.append((slot - 1,) if i else ())
            slot += 1
    return Layout("chains", tuple((2 * s, 0) for s in range(slot)), (True,) * slot, tuple(covered_by), stock=0, pile=0)


def reachable(pos):
    """Every state reachable from pos by the rules (plays and draws), as positions, pos first."""
    cover, size = pos.layout.cover_mask, pos.layout.size
    seen, todo, found = set(), [pos], []
    while todo:
        here = todo.pop()
        key = (here.removed, len(here.stock), here.waste)
        if key in seen:
            continue
        seen.add(key)
        found.append(here)
        top = anylayout.ANY if here.waste is None else here.waste
        playable = [s for s in range(size) if not here.removed >> s & 1 and here.removed & cover[s] == cover[s]
                    and fits(here.ranks[s], top, here.wrap, here.nothing_on_king)]
        todo += [here._replace(removed=here.removed | 1 << s, waste=here.ranks[s]) for s in playable]
        if here.stock and not (here.draw_only_when_stuck and playable):
            todo.append(here._replace(stock=here.stock[1:], waste=here.stock[0]))
    return found


def deal(chooser):
    """A small random layout of chains, some columns repeated in another place, ranks from four in a row."""
    lengths = [chooser.randint(1, 3) for _ in range(chooser.randint(2, 4))]
    low = chooser.randint(1, 13)
    pick = [(low + i - 1) % 13 + 1 for i in range(4)] + ([0] if chooser.random() < 0.1 else [])
    columns = [[chooser.choice(pick) for _ in range(n)] for n in lengths]
    columns += [list(c) for c in chooser.sample(columns, chooser.randint(1, min(2, len(columns))))]
    chooser.shuffle(columns)
    layout = chains([len(c) for c in columns])
    stock = tuple(chooser.choice(pick) for _ in range(chooser.choice([0, 0, 1, 3])))
    return Position(tuple(r for c in columns for r in c), 0, stock, chooser.choice([*pick, None]),
                    chooser.random() < 0.6, chooser.random() < 0.2, layout, chooser.random() < 0.15)


def test_every_reachable_state_gets_the_python_line():
    """200 random layouts of 3 to 6 columns (some repeated), Easy or Classic, some with nothing-on-king, a joker,
    a stock, draw-when-stuck or an empty pile: from each state reachable, the Python line."""
    chooser = random.Random("chains")
    answers = {True: 0, False: 0}
    for _ in range(200):
        for pos in reachable(deal(chooser)):
            found = solve_any(pos, passes=None)
            assert found == solve_any_python(pos), pos
            answers[found is not None] += 1
    assert min(answers.values()) > 1000, answers  # both answers come up often


def test_a_position_no_play_reaches_gets_the_python_line():
    """A card gone from under one still there: the columns' key does not apply (the removed mask does). Columns
    [5, (7 gone), 6] and [5, 7, 6] on a 4, Classic: playing the first 5 leaves [6] and [5, 7, 6], lost; playing the
    second leaves [5, 6] and [7, 6], won. As rank sequences from what is gone, both would read [7, 6], [5, 7, 6]."""
    layout = chains([3, 3])
    for nothing_on_king in (True, False):  # True: no cut on the ranks left, so the lost one is remembered
        pos = Position((5, 7, 6, 5, 7, 6), 0b10, (), 4, False, False, layout, nothing_on_king)
        line = solve_any_python(pos)
        assert line is not None and line[0] == 3 and solve_any(pos, passes=None) == line
    layout = chains([3, 3, 2])
    for removed in (0b10, 0b100, 0b10010, 0b1000000):
        for waste in (None, 2, 5):
            pos = Position((4, 5, 4, 3, 5, 4, 6, 2), removed, (), waste, True, False, layout)
            assert solve_any(pos, passes=None) == solve_any_python(pos), (removed, waste)


def test_black_hole_positions_late_in_a_deal_get_the_python_line():
    """Black Hole's own chains (17 columns of 3), deals 0-29: positions 14 to 20 cards before the end of a winning
    line, and after random play, each with the pile's top as play left it and as a random rank."""
    chooser, rules = random.Random("black hole"), Rules.from_text("black-hole,easy")
    answers = {True: 0, False: 0}
    for number in range(30):
        game = Game(GameCode(number, "easy", "black-hole"), rules)
        pos, line = game.position(), solve_any(game.position())
        cover, size, removed = pos.layout.cover_mask, pos.layout.size, pos.removed
        for _ in range(size - chooser.randint(14, 20)):
            free = [s for s in range(size) if not removed >> s & 1 and removed & cover[s] == cover[s]]
            removed |= 1 << chooser.choice(free)
        lates = [pos._replace(removed=removed)]
        if line is not None:
            lates.append(Game.replay(game.code, line[:len(line) - chooser.randint(14, 20)], rules).position())
        for late in lates:
            for waste in (late.waste, chooser.randint(1, 13)):
                late = late._replace(waste=waste)
                found = solve_any(late, passes=None)
                assert found == solve_any_python(late), (number, late.removed, waste)
                answers[found is not None] += 1
    assert min(answers.values()) >= 10, answers
