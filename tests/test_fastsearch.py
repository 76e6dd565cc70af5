"""The solver's optional C code against the pure-Python code, the reference.

``solver/_fastsearch.c`` is a port of ``_Search.run``: on every position it
must give the same line, count the same states and run the same restart
passes, and stop on a budget at the same state.  Checked on thousands of
positions: deals drawn uniformly from the whole code space under both rules,
the same deals some way into a game, and every rule knob.  ``solver/_fastpar.c``
is a port of par's branch and bound: the same score, line and states, under
the app's and the traditional scoring.

Where the extension was not built (no compiler at install) these tests skip,
unless ``TRIPEAKS_REQUIRE_FAST_SOLVER=1`` (CI sets it): then they fail.
"""

import importlib
import os
import time

import pytest
from searchcases import (
    BUDGETS, KNOBS, LONG_LOST, PAR_RULES, budget_cases, middle_of_games, par_games, run, run_par, under_knob,
    whole_code_space,
)

from tripeaks_widget import Game, Rules
from tripeaks_widget.engine.codes import Rule
from tripeaks_widget.engine.position import Position
from tripeaks_widget.solver import search

FAST = search._fastsearch
PAR = importlib.import_module("tripeaks_widget.solver.par")


@pytest.fixture(autouse=True)
def the_c_search_was_built():
    if FAST is None or PAR._fastpar is None:
        if os.environ.get("TRIPEAKS_REQUIRE_FAST_SOLVER"):
            pytest.fail("TRIPEAKS_REQUIRE_FAST_SOLVER is set but the C search was not built (no C compiler?)")
        pytest.skip("the C search was not built (no C compiler at install)")


def assert_same(pos, **budget):
    python = run(pos, None, **budget)
    assert run(pos, FAST, **budget) == python, pos
    return python


@pytest.mark.parametrize("rule", [Rule.EASY, Rule.CLASSIC])
def test_same_answers_on_deals_from_the_whole_code_space(rule):
    won = lost = 0
    for pos in whole_code_space(rule, 1200):
        answer, _, _ = assert_same(pos)
        won += answer is not None
        lost += answer is None
    assert won > 600 and lost > 10  # both answers, many times over


@pytest.mark.parametrize("rule", [Rule.EASY, Rule.CLASSIC])
def test_same_answers_in_the_middle_of_games(rule):
    for pos in middle_of_games(rule, 400):
        assert_same(pos)


@pytest.mark.parametrize("rules", KNOBS, ids=lambda r: r.text)
def test_same_answers_under_every_rule_knob(rules):
    for pos in under_knob(rules, 60):
        assert_same(pos)


def test_budgets_stop_at_the_same_state():
    answers = [assert_same(pos, **budget) for pos, budget in budget_cases()]
    for (answer, nodes, _), budget in zip(answers, BUDGETS):
        assert answer == f"budget: node budget of {budget} spent" and nodes == budget
    assert answers[len(BUDGETS)][0] == "budget: deadline passed"
    assert answers[-1] == ([], 0, 1)
    pos = Game.from_code(LONG_LOST).position()
    assert run(pos, FAST, deadline=time.monotonic() + 0.001)[0] == "budget: deadline passed"


def test_bad_input_is_refused_with_the_reason():
    pos = Game.from_code("TP1-E-AAAAAAD").position()
    good = (pos.ranks, pos.stock, True, True, 0, 5, None, None, time.monotonic, search._PRIORITIES,
            (100, 1.2, 5000), search.DRAW)
    assert FAST.search(*good)[0] == 0
    for index, value, message in (
        (0, pos.ranks[:27], "ranks"),
        (0, (14,) * 28, "ranks: 14 is not 0-13"),
        (1, (1,) * 300, "stock"),
        (5, 15, "waste"),
        (4, 1 << 28, "removed"),
        (9, search._PRIORITIES[:63], "priorities"),
        (9, ((0,) * 28,) * 64, "priorities"),
    ):
        args = list(good)
        args[index] = value
        with pytest.raises(ValueError, match=message):
            FAST.search(*args)


def test_a_long_stock_stays_in_python():
    """Past 255 cards (redeals) the C memo key has no room for the stock index: the pure search runs."""
    pos = Game.from_code("TP1-E-AAAAAAD", Rules(redeals=10)).position()
    long = Position(pos.ranks, pos.removed, pos.stock * 2, pos.waste, pos.wrap, True)
    assert len(long.stock) > search._FAST_STOCK
    assert run(long, FAST) == run(long, None)


# -- par's branch and bound ---------------------------------------------------------

@pytest.mark.parametrize("rules", PAR_RULES, ids=lambda r: r.text)
def test_par_same_score_line_and_states(rules):
    """Lost and won deals, from the start and later in the game, some stopped by their budget."""
    searched = stopped = 0
    for game, budget in par_games(rules, 40):
        python = run_par(game, None, **budget)
        assert run_par(game, PAR._fastpar, **budget) == python, (game.code, rules.text, game.moves)
        searched += isinstance(python, tuple) and python[2] > 0
        stopped += isinstance(python, str)
    assert searched + stopped >= 10 and stopped > 0  # the searches ran to the end, or to their budget


def test_par_bad_input_is_refused_with_the_reason():
    game = Game.from_code("TP1-C-AAAAAAD")
    pos = game.position()
    from tripeaks_widget.engine import layout, scoring

    good = [pos.ranks, 0, pos.waste, 0, pos.stock, False, False, False, False, -1.0, None, None, time.monotonic,
            layout.PEAK_MASK, layout.PEAK_OF, (-1, 100, -5, scoring.TRADITIONAL_PEAK_BONUS)]
    assert PAR._fastpar.search(*good)[0] == 0
    for index, value, message in (
        (0, pos.ranks[:5], "ranks"),
        (4, (1,) * 600, "cards"),
        (1, (1 << 28) - 1, "removed"),
        (14, (0,) * 27, "peak_of"),
        (13, (1, 2), "peak_masks"),
    ):
        args = list(good)
        args[index] = value
        with pytest.raises(ValueError, match=message):
            PAR._fastpar.search(*args)
