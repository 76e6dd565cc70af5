"""Layouts as data (issue 44, section 1): the built-in layouts' covering, play to the end on each, the text
form and its refusals, rule sets, codes and records with a layout. The checks are written from the layouts'
descriptions (docs/engine.md), not from the engine's code."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from tripeaks_widget import Game, GameCode, Rules
from tripeaks_widget.engine.cards import Card
from tripeaks_widget.engine.errors import InvalidArgumentError, InvalidCodeError, UnknownVariantError
from tripeaks_widget.engine.game import JOKER
from tripeaks_widget.engine.layout import TRIPEAKS
from tripeaks_widget.engine.layouts import Layout
from tripeaks_widget.engine.shapes import LAYOUTS
from tripeaks_widget.solver import hint, par, solve

# -- the covering of each built-in layout --------------------------------------------------------------------


def columns(count, depth):
    """A layout of ``count`` columns of ``depth`` cards, slots row by row: each card covered by the one below."""
    return {s: ((s + count,) if s + count < count * depth else ()) for s in range(count * depth)}


def overlapping(layout):
    """Covering from the drawing alone: a card of the next row whose rectangle overlaps (a card is 2 wide)."""
    pos = layout.positions
    return {a: tuple(b for b in range(layout.size) if pos[b][1] == pos[a][1] + 1 and abs(pos[b][0] - pos[a][0]) <= 1)
            for a in range(layout.size)}


HAND = {
    "golf": (columns(7, 5), 16, 1, None),
    "black-hole": (columns(17, 3), 0, 0, "A♠"),
    "all-in-a-row": (columns(13, 4), 0, 0, None),
}


@pytest.mark.parametrize("name", list(HAND))
def test_the_column_layouts_cover_as_described(name):
    layout = LAYOUTS[name]
    covered_by, stock, pile, first = HAND[name]
    assert layout.size == len(covered_by) and all(layout.face_up) and not layout.groups
    for a in range(layout.size):
        assert layout.covered_by[a] == covered_by[a], a
        for b in range(layout.size):
            assert (b in layout.covered_by[a]) == (b in covered_by[a]) == bool(layout.cover_mask[a] >> b & 1)
            assert (a in layout.covers[b]) == (b in covered_by[a])
    assert (layout.stock, layout.pile, layout.first_card) == (stock, pile, first and Card.from_str(first))
    assert layout.size + layout.stock + layout.pile + (first is not None) == 52


@pytest.mark.parametrize("name", ["tripeaks", "diamond", "valley", "twin-peaks", "pyramid"])
def test_the_peak_layouts_cover_what_they_overlap(name):
    layout = LAYOUTS[name]
    want = overlapping(layout)
    for a in range(layout.size):
        assert layout.covered_by[a] == want[a], a
        if not layout.face_up[a]:
            assert want[a], a  # a face-down card is covered
    assert layout.size + layout.stock + layout.pile == 52
    assert sum(map(len, layout.groups)) == len(set().union(*layout.groups))  # no slot in two groups


def test_tripeaks_is_the_documented_layout():
    assert TRIPEAKS.size == 28 and TRIPEAKS.stock == 23 and TRIPEAKS.pile == 1 and TRIPEAKS.first_card is None
    assert [len(row) for row in TRIPEAKS.rows] == [3, 6, 9, 10]
    assert sum(not up for up in TRIPEAKS.face_up) == 18
    assert [len(g) for g in TRIPEAKS.groups] == [9, 9, 10]


def test_the_shapes_of_our_own():
    assert [len(row) for row in LAYOUTS["diamond"].rows] == [3, 6, 9, 6, 3]
    assert [len(g) for g in LAYOUTS["diamond"].groups] == [9, 9, 9]
    assert [len(row) for row in LAYOUTS["twin-peaks"].rows] == [2, 4, 6, 9]
    assert [len(g) for g in LAYOUTS["twin-peaks"].groups] == [10, 11]
    assert [len(row) for row in LAYOUTS["pyramid"].rows] == [1, 2, 3, 4, 5, 6, 7]
    assert [len(row) for row in LAYOUTS["valley"].rows] == [2, 4, 6, 8, 10]
    assert [len(g) for g in LAYOUTS["valley"].groups] == [15, 15]


# -- random play to the end, invariants at every step ------------------------------------------------------------


def check(game):
    layout = game.layout
    removed = {s for s in range(layout.size) if game.card_at(s) is None}
    set_aside = 52 - layout.size - layout.stock - layout.pile - (layout.first_card is not None)
    dealt = layout.size - len(removed) + len(game.waste) + game.stock_size
    assert dealt == 52 - set_aside + game.rules.jokers
    cards = [game.card_at(s) for s in range(layout.size) if s not in removed] + list(game.waste)
    cards = [c for c in cards if c != JOKER]
    assert len(set(cards)) == len(cards)
    free = {s for s in range(layout.size) if s not in removed and set(layout.covered_by[s]) <= removed}
    top = game.waste_top
    for s in range(layout.size):
        assert game.is_face_up(s) == (s not in removed and (layout.face_up[s] or s in free or game.rules.open_peaks))
        card = game.card_at(s)
        fits = s in free and (top is None or card == JOKER or top == JOKER or (
            not (game.rules.nothing_on_king and top.rank == 13)
            and (abs(card.rank - top.rank) == 1 or (game.rules.king_ace and abs(card.rank - top.rank) == 12))))
        assert (s in game.removable_slots()) == fits, s
    assert game.cleared_peaks == tuple(group <= removed for group in layout.groups)
    if len(removed) == layout.size:
        assert game.status == "won"
    elif not game.can_draw_more and not game.removable_slots():
        assert game.status == "stuck"
    else:
        assert game.status == "playing"


def expected_score(game):
    layout, rules = game.layout, game.rules
    if rules.scoring == "cards-left":
        return layout.size - sum(a != "draw" for a in game.history)
    score, removed = 500, set()
    for action in game.history:
        score -= 1
        if action != "draw":
            removed.add(action)
            score += 100 * any(action in g and g <= removed for g in layout.groups)
        score = max(score, 0)
    return score


RULES = [Rules(layout=name, king_ace=easy) for name in LAYOUTS for easy in (True, False)] + [
    Rules.from_text("golf,classic,nothing-on-king"),
    Rules.from_text("golf,classic,nothing-on-king,scoring=cards-left"),
    Rules.from_text("valley,easy,open-peaks,empty-waste,jokers=2,redeals=1"),
    Rules.from_text("black-hole,easy,jokers=1"),
]


@settings(max_examples=12, deadline=None, derandomize=True)
@given(number=st.integers(0, 26**7 - 1), seed=st.integers(0, 2**32))
@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.text)
def test_random_play_to_the_end_keeps_the_invariants(rules, number, seed):
    game = Game(GameCode(number, "easy" if rules.king_ace else "classic", rules.layout.name), rules)
    rng = random.Random(seed)
    check(game)
    while game.status == "playing":
        slots = game.removable_slots()
        if game.can_undo and rng.random() < 0.05:
            before = game.copy()
            game.play(slots[0]) if slots else game.draw()
            game.undo()
            assert game.faces() == before.faces() and game.score == before.score and game.waste == before.waste
        action = rng.choice(slots) if slots and (rng.random() < 0.85 or not game.can_draw) else "draw"
        assert game.play(action) if action != "draw" else game.draw()
        check(game)
        if rules.scoring in ("app", "cards-left"):
            assert game.score == expected_score(game)
    again = Game.from_record(game.record())
    assert again.record() == game.record() and again.faces() == game.faces() and again.score == game.score


def test_nothing_goes_on_a_king_in_golf_a():
    rules = Rules.from_text("golf,classic,nothing-on-king")
    for number in range(200):
        game = Game(GameCode(number, "classic", "golf"), rules)
        if game.waste_top.rank == 13:
            assert game.removable_slots() == []
            assert not game.play(28) and game.explain(28) is not None  # slot 28 lies uncovered
            return
    pytest.fail("no deal of 200 starts with a King")


# -- the text form -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(LAYOUTS))
def test_the_text_form_reads_back_unchanged(name):
    layout = LAYOUTS[name]
    again = Layout.from_text(layout.text)
    assert again == layout and again.text == layout.text and eval(repr(layout)) == layout


def test_a_typed_layout_and_its_covering_overrides():
    text = "# a little tower\nLayout Tower\ndown 2a\nup 0..4a\ncover 0 by 1 2 3\nstock 10\npile 0"
    layout = Layout.from_text(text)
    assert layout.covered_by == ((1, 2, 3), (), (), ()) and layout.stock == 10 and layout.pile == 0
    assert layout.text == "layout tower\ndown 2a\nup 0..4a\nstock 10\npile 0\ncover 0 by 1 2 3"
    assert Layout.from_text(layout.text) == layout
    assert Layout.from_text("layout full\nup 0..10").stock == 52 - 6 - 1  # the rest of the deck


@pytest.mark.parametrize("text, problem", [
    ("layout big\n" + "up 0..24\n" * 4 + "stock 1\npile 0", "53 cards"),
    ("layout huge\n" + "up 0..24\n" * 5, "65 cards, more than the 52"),
    ("layout loop\nup 0\nup 0\nup 0\ncover 2 by 0", "cycle: slot 0 is covered by 1, which is covered by 2"),
    ("layout self\nup 0\nup 0\ncover 1 by 1", "slot 1 covers itself"),
    ("layout hidden\ndown 0 4\nup 0", "slot 1 is face down but nothing covers it"),
    ("layout pinch\nup 0 1", "on or left of slot 0"),
    ("layout order\nup 4 0", "on or left of slot 0"),
    ("layout letters\nup 0a 2c", "skips b"),
    ("layout run\nup 0..3", "even number apart"),
    ("layout card\nup x", "like 9b"),
    ("layout words\nup 0\nsideways 2", "expected a line starting with"),
    ("layout twice\nlayout again\nup 0", "'layout' is given twice"),
    ("layout pile\nup 0\npile 2", "a card such as A♠"),
    ("layout joker\nup 0\npile ★", "joker"),
    ("layout wide\nup 0\ncover 5 by 0", "slots 0 to 0"),
    ("up 0..4", "needs a line 'layout <name>'"),
    ("layout empty", "has no rows"),
    ("layout Bad_Name\nup 0", "a layout's name"),
])
def test_an_unplayable_layout_is_refused_naming_the_problem(text, problem):
    with pytest.raises(InvalidArgumentError, match=problem) as error:
        Layout.from_text(text)
    assert len(str(error.value)) < 300


def test_a_layout_made_in_python_is_checked_too():
    with pytest.raises(InvalidArgumentError, match="cycle"):
        Layout("ring", ((0, 0), (0, 1)), (True, True), ((1,), (0,)))
    with pytest.raises(InvalidArgumentError, match="in two groups"):
        Layout("twice", ((0, 0), (2, 0)), (True, True), ((), ()), (frozenset({0}), frozenset({0, 1})))
    with pytest.raises(InvalidArgumentError, match="every card of a row alike"):
        Layout("mixed", ((0, 0), (2, 0)), (True, False), ((), ()))


# -- rule sets, codes and records with a layout ------------------------------------------------------------------


def test_the_rule_set_carries_the_layout():
    assert Rules().text == "easy" and Rules().layout is TRIPEAKS and Rules(layout="tripeaks") == Rules()
    golf = Rules(layout="golf", king_ace=False)
    assert golf.text == "golf,classic" and Rules.from_text("Golf , classic") == golf
    for rules in RULES:
        assert Rules.from_text(rules.text) == rules
    assert Rules.from_text("black-hole,easy").name("nb") == "Black Hole, Lett"  # its name in nb too (glossary)
    with pytest.raises(InvalidArgumentError, match="both"):
        Rules.from_text("golf,classic,easy")
    with pytest.raises(InvalidArgumentError, match="twice"):
        Rules.from_text("golf,valley")
    with pytest.raises(InvalidArgumentError, match="needs classic"):
        Rules(nothing_on_king=True)
    with pytest.raises(InvalidArgumentError, match="empty-waste needs"):
        Rules.from_text("black-hole,empty-waste")
    with pytest.raises(UnknownVariantError, match="unknown rule 'hexagon'"):
        Rules.from_text("hexagon,easy")


def test_a_layout_of_your_own_travels_by_name():
    mine = Layout.from_text("layout tower\ndown 2a\nup 0..4a\nstock 20")
    rules = Rules(layout=mine, king_ace=False)
    assert rules.text == "tower,classic" and Rules.from_text(rules.text, layouts={"tower": mine}) == rules
    game = Game.replay("TP1-C-AAAAAAB", [], rules)
    game.play(game.removable_slots()[0]) if game.removable_slots() else game.draw()
    record = game.record()
    assert record.startswith("TP1-C-AAAAAAB [tower,classic]:")
    assert Game.from_record(record, rules).faces() == game.faces()
    with pytest.raises(UnknownVariantError):
        Game.from_record(record)
    with pytest.raises(InvalidArgumentError, match="built-in layout"):
        Rules(layout=Layout.from_text("layout golf\nup 0"))


def test_codes_and_records_with_a_layout():
    assert GameCode.parse("TP1-E-AAAAAAB") == GameCode(1) and GameCode(1).text == "TP1-E-AAAAAAB"
    for name in LAYOUTS:
        code = GameCode(12345, "classic", name)
        assert GameCode.parse(code.text) == code and GameCode.parse(code.text.lower()) == code
    assert GameCode(1, "classic", "black-hole").text == "TP1-C-AAAAAAB-BLACK-HOLE"
    assert GameCode.parse("TP1-E-AAAAAAB-TRIPEAKS").text == "TP1-E-AAAAAAB"
    with pytest.raises(InvalidCodeError, match="built-in layout's name"):
        GameCode.parse("TP1-E-AAAAAAB-HEXAGON")
    game = Game.from_code("TP1-C-AAAAAAB-GOLF")
    assert game.rules == Rules(layout="golf", king_ace=False) and game.stock_size == 16
    game.draw()
    assert game.record() == "TP1-C-AAAAAAB-GOLF: draw"
    golf_a = Game.from_code("TP1-C-AAAAAAB-GOLF", "golf,classic,nothing-on-king")
    golf_a.draw()
    assert golf_a.record() == "TP1-C-AAAAAAB-GOLF [golf,classic,nothing-on-king]: draw"
    assert Game.from_record(golf_a.record()).rules == golf_a.rules
    with pytest.raises(InvalidArgumentError, match="TP1-C-AAAAAAB-GOLF"):
        Game.from_code("TP1-C-AAAAAAB", "golf,classic")
    with pytest.raises(InvalidArgumentError, match="layout"):
        Game.from_code("TP1-C-AAAAAAB-GOLF", "classic")


def test_the_deal_of_a_layout_is_the_deal_of_its_number():
    tripeaks = Game.from_code("TP1-E-AAAAAAB")
    hole = Game.from_code("TP1-E-AAAAAAB-BLACK-HOLE")
    assert hole.waste == (Card.from_str("A♠"),) and hole.stock_size == 0
    deck = [c for c in [tripeaks.card_at(s) for s in range(28)] + list(tripeaks.waste) + list(tripeaks.stock_cards)]
    assert [hole.card_at(s) for s in range(51)] == [c for c in deck if c != Card.from_str("A♠")]
    row = Game.from_code("TP1-E-AAAAAAB-ALL-IN-A-ROW")
    assert row.waste == () and [row.card_at(s) for s in range(52)] == deck


def test_hints_refuse_a_layout_they_cannot_search_yet():
    game = Game.from_code("TP1-C-AAAAAAB-GOLF")
    with pytest.raises(InvalidArgumentError, match="only the TriPeaks layout so far"):
        hint(game)
    assert Game.replay(game.code, par(game).line).status != "playing"  # par takes any layout (test_anypar.py)
    with pytest.raises(InvalidArgumentError, match="nothing-on-king"):
        hint(Game.from_code("TP1-C-AAAAAAB", "classic,nothing-on-king"))
    assert solve(Game.from_code("TP1-E-AAAAAAB-GOLF")) is not None  # solve takes any layout (test_layout_solver.py)


def test_pictures_of_every_layout():
    for name in LAYOUTS:
        game = Game.from_code(GameCode(7, "easy", name).text)
        text, html = game.text("tr"), game._repr_html_()
        assert text.count("\n") == 2 * len(game.layout.rows) and "<svg" in html
        assert game.describe("nb").startswith("Trekkbunke")


def test_a_layout_pickles_to_itself():
    import pickle

    assert pickle.loads(pickle.dumps(Rules())).layout is TRIPEAKS  # the lab's processes
    mine = Layout.from_text("layout tower\ndown 2a\nup 0..4a\nstock 20")
    assert pickle.loads(pickle.dumps(mine)) == mine
