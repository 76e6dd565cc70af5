"""The C search on any layout (solver/_anysearch.c, _anycore.h) against the pure-Python one it ports
(solver/anylayout.py's solve_any_python): on every built-in layout and rank rule, in one pass it returns the very
same line, and in passes (as solve runs it) the same answer, its line replayed to a win by the engine."""

import pytest

from tripeaks_widget import Game, GameCode, Rules, solve
from tripeaks_widget.engine.errors import BudgetExceeded
from tripeaks_widget.engine.shapes import LAYOUTS
from tripeaks_widget.solver import anylayout
from tripeaks_widget.solver.anylayout import solve_any, solve_any_python

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
