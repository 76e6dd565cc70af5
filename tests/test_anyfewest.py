"""The fewest cards a line can leave, in C (_anycore.h's any_fewest, ``anylayout.fewest_left``): Golf's par on a
lost deal (scoring=cards-left) and the hint's salvage. It must give the pure-Python salvage's answer exactly, the
same line and the same count, from every state reachable from small hand-made layouts (chains, whose memo keys on
the columns up to their order, and layouts where a card lies under two); par under cards-left is the count the
engine's own play reaches (tests/test_anypar.py enumerates every order of play)."""

import random

import pytest
from test_anychains import deal as chain_deal
from test_anychains import reachable

from tripeaks_widget import Game, GameCode, Rules
from tripeaks_widget.engine.errors import BudgetExceeded
from tripeaks_widget.engine.layouts import Layout
from tripeaks_widget.solver import anylayout, par, salvage
from tripeaks_widget.solver.anylayout import fewest_left, solve_any_python

pytestmark = pytest.mark.skipif(anylayout._anysearch is None, reason="the C search on any layout is not built")

#: Small layouts where cards lie under two (tent, peaklet), in groups or not, with and without a stock.
CROSSED = [
    Layout.from_text("layout tent\ndown 1..3\nup 0..4\nstock 6"),
    Layout.from_text("layout peaklet\ndown 2a\ndown 1..3a\nup 0..4a 8..10b\nstock 5"),
    Layout.from_text("layout wall\nup 1..7\nup 0..8\nstock 4\npile 0"),
]
RULES = ["easy", "classic", "classic,nothing-on-king", "easy,draw-when-stuck", "classic,redeals=1"]


def python_salvage(pos, lost, monkeypatch):
    with monkeypatch.context() as patch:
        patch.setattr(anylayout, "_anysearch", None)  # as where the C is not built: salvage's own search
        return salvage(pos, lost=lost)


def check_position(pos, monkeypatch) -> bool:
    """The C answer from pos is the Python salvage's; True when pos is lost."""
    lost = solve_any_python(pos) is None
    left, line, exact, _ = fewest_left(pos, lost=lost)
    own = python_salvage(pos, lost, monkeypatch)
    size = pos.layout.size
    assert exact and own.exact
    assert (tuple(line), size - (pos.removed.bit_count() + left)) == (own.line, own.cleared), pos
    assert (left == 0) != lost
    return lost


def test_from_every_state_of_small_chains_the_python_salvage(monkeypatch):
    """100 random layouts of chains (tests/test_anychains.py's), from every state reachable."""
    chooser = random.Random("fewest")
    lost = {True: 0, False: 0}
    for _ in range(100):
        for pos in reachable(chain_deal(chooser)):
            lost[check_position(pos, monkeypatch)] += 1
    assert min(lost.values()) > 500, lost  # both come up often


@pytest.mark.parametrize("layout", CROSSED, ids=lambda layout: layout.name)
@pytest.mark.parametrize("text", RULES)
def test_from_every_state_of_a_crossed_layout_the_python_salvage(layout, text, monkeypatch):
    rules = Rules.from_text(f"{layout.name},{text}", layouts={layout.name: layout})
    lost = 0
    for number in range(3):
        game = Game(GameCode(number, "easy" if rules.king_ace else "classic"), rules)
        for pos in reachable(game.position()):
            lost += check_position(pos, monkeypatch)
    assert lost


@pytest.mark.parametrize("number", [0, 3, 5, 13])
def test_golf_par_on_a_lost_deal_is_the_python_par_and_the_engine_plays_it(number, monkeypatch):
    """Golf-B deals the solver cannot win: par under cards-left from C, its line played by the engine to the
    end, equals the branch and bound's (the C set aside)."""
    game = Game.from_code(f"TP1-C-{GameCode(number, 'classic').text.split('-')[2]}-GOLF")
    fast = par(game)
    assert fast.score > 0 and fast.nodes > 0
    played = Game.replay(game.code, list(fast.line), game.rules)
    assert played.status.value == "stuck" and played.score == fast.score
    with monkeypatch.context() as patch:
        patch.setattr(anylayout, "_anysearch", None)
        assert par(game).score == fast.score


def test_past_its_budget_the_best_line_found_and_no_par():
    game = Game.from_code("TP1-C-AAAAAAC-GOLF")
    assert anylayout.solve_any(game.position()) is None
    left, line, exact, nodes = fewest_left(game.position(), max_nodes=2_000, lost=True)
    assert not exact and nodes == 2_000 * anylayout.C_STATE_SCALE + 1  # a budget in Python states: ten C states each
    played = Game.replay(game.code, list(line), game.rules)
    assert played.score == left > par(game).score  # the best found so far, not the fewest
    found = salvage(game.position(), budget=2_000, lost=True)
    assert not found.exact and found.line == tuple(line)
    with pytest.raises(BudgetExceeded, match="node budget of 2000 spent"):
        par(game, max_nodes=2_000)


@pytest.mark.parametrize("number, fewest", [(2, 1), (3, 0)])
def test_when_the_search_for_a_win_runs_out_the_fewest_cards_left_still_answer(number, fewest):
    """Putt Putt deals 2 (lost) and 3 (won): the search for a win needs about 240,000 and 150,000 states, so
    with a budget of 100,000 it runs out; par under cards-left then asks the C search with no answer known, and
    its last goal is a win."""
    game = Game(GameCode(number, "easy", "golf"), Rules.from_text("golf,easy"))
    with pytest.raises(BudgetExceeded):
        anylayout.solve_any(game.position(), max_nodes=100_000)
    found = par(game, max_nodes=100_000)
    played = Game.replay(game.code, list(found.line), game.rules)
    assert found.score == played.score == fewest == par(game).score
    assert played.status.value == ("won" if fewest == 0 else "stuck")


def test_the_hint_settles_with_the_fewest_cards_left_when_the_search_for_a_win_runs_out():
    """The same two deals on the board's Hint with a budget of 100,000: lost, with the salvage's line proved the
    best (deal 2), and the next move of a win (deal 3; the fair hint then has no budget left to sample with and
    falls back on the simple rule)."""
    from tripeaks_widget import hint

    lost = Game(GameCode(2, "easy", "golf"), Rules.from_text("golf,easy"))
    answer = hint(lost, budget=100_000)
    assert (answer.kind, answer.exact, answer.cleared) == ("lost", True, 34) and answer.action == answer.line[0]
    assert Game.replay(lost.code, list(answer.line), lost.rules).score == 1
    won = Game(GameCode(3, "easy", "golf"), Rules.from_text("golf,easy"))
    answer = hint(won, budget=100_000)
    assert answer.kind == "move" and Game.replay(won.code, list(answer.line), won.rules).status.value == "won"
    fair = hint(won, budget=100_000, fair=True)
    assert fair.kind == "move" and fair.samples == 0


def test_past_its_deadline_par_says_so():
    game = Game.from_code("TP1-C-AAAAAAC-GOLF")
    with pytest.raises(BudgetExceeded, match="deadline passed"):
        par(game, deadline=0.0)  # the clock is long past it: each search stops at its first look at the clock
