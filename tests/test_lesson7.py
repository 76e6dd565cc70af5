"""Lesson 7 says what the engine and the solver find (issue 45, section 3): each claim of its prose, checked.

The shares are the solver's counts on deals 0-49 (``layout_exercises.winnable``), the same the lesson's cells
print and its exercises expect; the Black Hole figure over 400,000 deals is docs/layouts.md's
(tests/test_lesson_numbers.py reads it).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))

import build_notebooks as builder  # noqa: E402

from tripeaks_widget import Game, Rules, solve  # noqa: E402
from tripeaks_widget.engine.cards import Card  # noqa: E402
from tripeaks_widget.engine.errors import InvalidArgumentError  # noqa: E402
from tripeaks_widget.engine.i18n import LANGS  # noqa: E402
from tripeaks_widget.engine.layouts import Layout  # noqa: E402
from tripeaks_widget.lab import wilson  # noqa: E402
from tripeaks_widget.lessons import check  # noqa: E402
from tripeaks_widget.lessons.exercises import expected  # noqa: E402
from tripeaks_widget.lab import compare, perfect_player  # noqa: E402
from tripeaks_widget.lessons.layout_exercises import (  # noqa: E402
    GOLF_CODE,
    LAYOUT_DEALS,
    PUTT_PUTT_CODE,
    SHORT_GOLF,
    deal,
    share,
    winnable,
)

LESSON = REPO / "lessons" / "07-one-pile-many-games.md"
SOURCE = LESSON.read_text(encoding="utf-8")


def _interval(rules: str) -> tuple[float, float]:
    return wilson(winnable(rules), LAYOUT_DEALS)


def test_golf_and_putt_putt_are_the_same_cards_and_the_link_adds_a_first_move():
    golf, putt = Game.from_code(GOLF_CODE), Game.from_code(PUTT_PUTT_CODE)
    assert f'TriPeaksWidget(code="{GOLF_CODE}"' in SOURCE and f'TriPeaksWidget(code="{PUTT_PUTT_CODE}"' in SOURCE
    assert golf.rules.text == "golf,classic" and putt.rules.text == "golf,easy"
    assert [golf.card_at(s) for s in range(35)] == [putt.card_at(s) for s in range(35)] and golf.waste == putt.waste
    assert expected("7.2")[0] > expected("7.1")[0] >= 1  # a King fits on the A♦ only as Putt Putt
    assert putt.waste_top.rank == 1 and any(putt.card_at(s).rank == 13 for s in putt.removable_slots())


def test_the_king_ace_link_matters_far_more_on_golf_than_on_tripeaks():
    """The summary: Putt Putt is won almost as often as Easy, Golf-B about half as often, Golf-A less often still."""
    assert expected("7.4")[0] is True
    assert abs(share("golf,easy") - share("easy")) <= 5
    assert 0.35 <= share("golf,classic") / share("easy") <= 0.65
    assert share("golf,classic,nothing-on-king") < share("golf,classic") < share("classic")
    # Fifty deals tell Golf-B from Putt Putt: the intervals do not meet.
    assert _interval("golf,classic")[1] < _interval("golf,easy")[0]


def test_golf_a_lets_nothing_go_on_a_king():
    rules = Rules.from_text("golf,classic,nothing-on-king")
    for number in range(LAYOUT_DEALS):
        game = deal(number, rules)
        if game.waste_top.rank == 13:
            assert game.removable_slots() == [] and game.can_draw
            return
    pytest.fail("no deal of the sample starts with a King on the waste")


def test_black_hole_has_no_stock_shows_every_card_and_is_won_less_often_than_easy():
    game = Game.from_code("TP1-E-AAAAAAA-BLACK-HOLE")
    assert game.stock_size == 0 and game.waste_top == Card.from_str("A♠") and game.rules.king_ace
    assert all(game.is_face_up(s) for s in range(game.rules.layout.size))
    assert share("black-hole,easy") < share("easy")
    # Fifty deals cannot tell them apart: the intervals overlap.
    (bl, bh), (el, eh) = _interval("black-hole,easy"), _interval("easy")
    assert bl <= eh and el <= bh


def test_short_golf_is_golf_with_shorter_columns_and_the_same_stock():
    short = Layout.from_text(SHORT_GOLF)
    golf = Rules.from_text("golf").layout
    assert short.stock == golf.stock and short.pile == golf.pile
    assert sorted({c for c, _ in short.positions}) == sorted({c for c, _ in golf.positions})
    assert short.size == 3 * 7 and golf.size == 5 * 7
    assert expected("7.7")[0] > expected("7.3")[0]  # fewer cards to clear, as many to draw


def test_the_design_exercise_starts_almost_never_won_and_a_layout_that_cannot_be_played_is_refused():
    start = re.search(r'designer = LayoutDesigner\("""(.*?)""", rule="classic", deals=50,', SOURCE, re.S).group(1)
    mine = Rules(layout=Layout.from_text(start), king_ace=False)
    assert mine.layout.stock == 8 and share(mine) <= 5  # "under Classic it is almost never won"
    golf = Rules.from_text("golf").layout
    assert mine.layout.positions == golf.positions
    with pytest.raises(InvalidArgumentError, match="slot 1 lies at 1"):  # refused, saying where
        Layout.from_text("layout bad\nup 0 1\nup 0\n")


def test_the_lessons_compare_tables_count_what_the_exercises_expect():
    """The cells print the lab's compare with the perfect player on deals=50; the boxes expect winnable's counts."""
    # Four compare cells, and the designer's box measuring the same deals.
    assert SOURCE.count(f"perfect_player, deals={LAYOUT_DEALS},") == 4 and "deals=" not in SOURCE.replace(
        f"deals={LAYOUT_DEALS},", "")
    short_golf = Rules(layout=Layout.from_text(SHORT_GOLF), king_ace=False)
    rule_sets = ["easy", "classic", "golf,easy", "golf,classic", "golf,classic,nothing-on-king", "black-hole,easy",
                 short_golf]
    table = compare(rule_sets, perfect_player, deals=LAYOUT_DEALS, executor="inline", progress=False, lang="nb")
    assert [row.won for row in table.rows] == [winnable(r) for r in rule_sets]
    assert "Black Hole, Lett" in str(table)
    won = sum(solve(deal(n, "golf,classic")) is not None for n in range(LAYOUT_DEALS))
    assert won == winnable("golf,classic")


@pytest.mark.parametrize("lang", LANGS)
def test_the_percent_exercises_take_an_answer_within_five_points(lang):
    value = expected("7.3")[0]
    assert check("7.3", f"{value + 4:g}", lang).correct and not check("7.3", f"{value + 6:g}", lang).correct


@pytest.mark.parametrize("lang", LANGS)
def test_golf_black_hole_and_putt_putt_keep_their_names(lang):
    cells = builder.parse(LESSON)
    text = "\n".join("\n".join(c["text"][lang]) for c in cells if c["kind"] == "md")
    for name in ("Golf", "Black Hole", "Putt Putt", "Golf-A", "Golf-B"):
        assert name in text, (lang, name)
    layout, column = {"en": ("layout", "column"), "tr": ("dizilim", "sütun"), "nb": ("oppsett", "kolonne")}[lang]
    assert layout in text and column in text


def test_black_hole_is_won_about_ten_deals_in_a_hundred_less_often_than_easy_over_the_documented_runs():
    """The prose: over deals 0-30999 Black Hole 87 % (docs/layouts.md), Easy about 97 % (docs/solver.md)."""
    layouts = (REPO / "docs" / "layouts.md").read_text(encoding="utf-8")
    black_hole = float(re.search(r"^\| black-hole,easy \| (?:\*\*)?0–30999(?:\*\*)? \| (?:\*\*)?[\d,]+(?:\*\*)? \| "
                                 r"(?:\*\*)?([\d.]+) %", layouts, re.M)[1])
    solver = (REPO / "docs" / "solver.md").read_text(encoding="utf-8")
    easy = float(re.search(r"^\| Easy \| [\d,]+ \| [\d,]+ \| ([\d.]+) \|", solver, re.M)[1])
    assert round(black_hole) == 87 and round(easy) == 97 and 8 <= easy - black_hole <= 12
    for lang, ten in (("en", "about ten deals in a hundred"), ("tr", "yüz dağıtımda aşağı yukarı on dağıtım"),
                      ("nb", "omtrent ti giver av hundre")):
        assert ten in "\n".join("\n".join(c["text"][lang]) for c in builder.parse(LESSON) if c["kind"] == "md")
