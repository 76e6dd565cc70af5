"""The C search on any layout (solver/_anysearch.c, _anycore.h) against the pure-Python one it ports
(solver/anylayout.py's solve_any_python): on every built-in layout and rank rule, in one pass it returns the very
same line, and in passes (as solve runs it) the same answer, its line replayed to a win by the engine."""

import random

import pytest

from tripeaks_widget import Game, GameCode, Rules, solve
from tripeaks_widget.engine.errors import BudgetExceeded
from tripeaks_widget.engine.shapes import LAYOUTS
from tripeaks_widget.solver import anylayout
from tripeaks_widget.solver.anylayout import DRAW, solve_any, solve_any_python

pytestmark = pytest.mark.skipif(anylayout._anysearch is None, reason="the C search on any layout is not built")

RULES = ["easy", "classic", "classic,nothing-on-king", "easy,draw-when-stuck"]
#: Layouts that take the pure-Python search long from the deal: it starts with their first cards gone.
HEAVY = {"black-hole": 26, "all-in-a-row": 20, "golf": 14, "pyramid": 1, "valley": 6, "tripeaks": 9}


def games(name: str, text: str, count: int):
    rules = Rules.from_text(text if name == "tripeaks" else f"{name},{text}")
    for number in range(count):
        yield rules, Game(GameCode(number, "easy" if rules.king_ace else "classic", name), rules)


def start(game):
    """The deal's position; for a heavy layout, with its top rows' first cards already gone."""
    pos = game.position()
    if pos.layout is not None and pos.layout.name in HEAVY:
        pos = pos._replace(removed=(1 << HEAVY[pos.layout.name]) - 1)
    return pos


@pytest.mark.parametrize("name", list(LAYOUTS))
@pytest.mark.parametrize("text", RULES)
def test_one_pass_gives_the_python_line(name, text):
    for _rules, game in games(name, text, 6):
        pos = start(game)
        assert solve_any(pos, passes=None) == solve_any_python(pos), (name, text, game.code)


@pytest.mark.parametrize("name", list(LAYOUTS))
@pytest.mark.parametrize("text", RULES)
def test_passes_give_the_same_answer_and_a_line_the_engine_wins(name, text):
    for rules, game in games(name, text, 6):
        pos = start(game)
        line = solve_any(pos)
        assert (line is None) == (solve_any_python(pos) is None), (name, text, game.code)
        if line is not None:
            if pos == game.position():
                assert Game.replay(game.code, line, rules).status == "won"


@pytest.mark.parametrize("name", [n for n in LAYOUTS if n != "tripeaks"])
def test_solve_sends_a_layout_to_c_and_its_line_wins_from_the_deal(name):
    for rules, game in games(name, "easy", 6):
        line = solve(game)
        if line is not None:
            assert Game.replay(game.code, line, rules).status == "won"


def test_the_budget_holds_in_c():
    game = Game.from_code("TP1-E-AAAAAAB-BLACK-HOLE")
    with pytest.raises(BudgetExceeded, match="node budget of 10 spent"):
        solve_any(game.position(), max_nodes=10)


def test_without_the_c_build_python_answers(monkeypatch):
    game = Game.from_code("TP1-C-AAAAAAB-GOLF")
    in_c = solve(game)
    monkeypatch.setattr(anylayout, "_anysearch", None)
    assert (solve(game) is None) == (in_c is None)


def test_a_key_too_wide_for_64_bits_goes_to_python():
    assert anylayout._fits_in_c(52, 255) and not anylayout._fits_in_c(52, 256) and not anylayout._fits_in_c(60, 1)


@pytest.mark.parametrize("name", ["black-hole", "all-in-a-row", "golf"])
@pytest.mark.parametrize("wrap", [True, False])
def test_late_positions_with_the_stock_spent_get_the_python_line(name, wrap):
    """The cut on the ranks left (_anycore.h's any_walk_lost) judges states with the stock spent. Positions 8 to
    22 cards before the end of an Easy winning line (Golf's: after its last draw, the stock then emptied) or, for
    a lost deal, after random play; in Classic (wrap False) and, for half of them, with a random pile top: one pass
    must still give the pure-Python search's line, won or lost."""
    chooser = random.Random(f"{name},{wrap}")
    answers = {True: 0, False: 0}
    for rules, game in games(name, "easy", 40):
        pos = game.position()
        line = solve_any(pos)
        if line is not None:
            end = len(line) - chooser.randint(8, 22)
            if DRAW in line:
                end = max(end, len(line) - line[::-1].index(DRAW))
            late = Game.replay(game.code, line[:max(0, end)], rules).position()
        else:
            cover, removed = pos.layout.cover_mask, pos.removed
            for _ in range(pos.layout.size - chooser.randint(8, 22)):
                free = [s for s in range(pos.layout.size) if not removed >> s & 1 and removed & cover[s] == cover[s]]
                removed |= 1 << chooser.choice(free)
            late = pos._replace(removed=removed)
        late = late._replace(stock=(), wrap=wrap)
        if chooser.random() < 0.5:
            late = late._replace(waste=chooser.randint(1, 13))
        found = solve_any(late, passes=None)
        assert found == solve_any_python(late), (name, wrap, game.code, late.removed, late.waste)
        answers[found is not None] += 1
    assert min(answers.values()) >= 5, answers  # both answers come up


@pytest.mark.parametrize("text", ["easy", "classic", "classic,nothing-on-king"])
def test_golf_positions_with_cards_in_the_stock_get_the_python_line(text):
    """The cut on the cards that can go before each card left (_anycore.h's any_short_lost) judges states with
    cards still in the stock: on Golf positions 12 to 30 actions before the end of a winning line (or after random
    play on a lost deal), half of them with a random pile top, one pass must give the pure-Python line."""
    chooser = random.Random(text)
    answers = {True: 0, False: 0}
    for rules, game in games("golf", text, 40):
        pos = game.position()
        line = solve_any(pos)
        if line is not None:
            late = Game.replay(game.code, line[:max(0, len(line) - chooser.randint(12, 30))], rules).position()
        else:
            late = pos._replace(removed=(1 << chooser.randint(10, 20)) - 1, stock=pos.stock[chooser.randint(0, 8):])
        if chooser.random() < 0.5:
            late = late._replace(waste=chooser.randint(1, 13))
        assert late.stock
        found = solve_any(late, passes=None)
        assert found == solve_any_python(late), (text, game.code, late.removed, late.waste, len(late.stock))
        answers[found is not None] += 1
    assert min(answers.values()) >= 5, answers  # both answers come up
