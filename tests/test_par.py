"""Par, and the solver under the new rule knobs, against exhaustive searches written on the engine alone."""

import importlib
import os
import random
import time
import zlib

import pytest

from tripeaks_widget import Game, GameCode, Rule, Rules, par, solve
from tripeaks_widget.solver import BudgetExceeded, Par


@pytest.fixture(autouse=True, params=["python", "c"])
def search_path(request, monkeypatch):
    """Every test here runs on the pure-Python solver and par, and on their C ports (``tests/test_fastsearch.py``)."""
    search, par_module = (importlib.import_module(f"tripeaks_widget.solver.{m}") for m in ("search", "par"))
    if request.param == "python":
        monkeypatch.setattr(search, "_fastsearch", None)
        monkeypatch.setattr(par_module, "_fastpar", None)
    elif search._fastsearch is None or par_module._fastpar is None:
        if os.environ.get("TRIPEAKS_REQUIRE_FAST_SOLVER"):
            pytest.fail("TRIPEAKS_REQUIRE_FAST_SOLVER is set but the C solver was not built")
        pytest.skip("the C solver was not built (no C compiler at install)")
    return request.param

KNOBS = [
    Rules(),
    Rules(king_ace=False),
    Rules(jokers=2),
    Rules(king_ace=False, redeals=1),
    Rules(redeals=2, draw_when_stuck=True),
    Rules(king_ace=False, jokers=1, redeals=1, empty_waste=True),
    Rules(scoring="traditional"),
    Rules(king_ace=False, redeals=1, jokers=2, scoring="traditional"),
]


def custom_points(event):
    """A student's scoring: 2 a card, 10 a peak, a draw costs 1 and a redeal 7."""
    if event.action == "draw":
        return -7 if event.redeal else -1
    return 2 + (10 if event.cleared_peak else 0)


def _key(game):
    removed = tuple(game.is_removed(s) for s in range(28))
    return removed, game.stock_size, game.redeals_left, game.waste_top, game._run


def _children(game):
    for slot in game.removable_slots():
        child = game.copy()
        child.play(slot)
        yield child
    child = game.copy()
    if child.draw():
        yield child


def engine_winnable(game, memo=None):
    """Every line, through the engine's own moves (no Position, no solver), memoised on what decides the future."""
    memo = {} if memo is None else memo
    if game.status == "won":
        return True
    key = _key(game)[:4]
    if key not in memo:
        memo[key] = False
        memo[key] = any(engine_winnable(child, memo) for child in _children(game))
    return memo[key]


def engine_best_gain(game, memo=None):
    """The most points still to score over every line that ends the game (won or stuck), through the engine."""
    memo = {} if memo is None else memo
    if game.status != "playing":
        return 0
    key = _key(game)
    if key not in memo:
        memo[key] = max(child.score - game.score + engine_best_gain(child, memo) for child in _children(game))
    return memo[key]


def near_the_end(rules, number, cards_left, rng):
    """A game of deal ``number`` played at random (removals first) until at most ``cards_left`` tableau cards remain."""
    rule = Rule.EASY if rules.king_ace else Rule.CLASSIC
    game = Game(GameCode(number, rule), rules)
    while game.status == "playing" and sum(game.card_at(s) is not None for s in range(28)) > cards_left:
        slots = game.removable_slots()
        if slots and rng.random() < 0.85:
            game.play(rng.choice(slots))
        elif not game.draw():
            game.play(rng.choice(slots))
    return game


def test_par_on_the_documented_deal():
    game = Game.from_code("TP1-E-AAAAAAD")
    result = par(game)
    assert isinstance(result, Par) and result.score == 755
    assert Game.replay(game.code, result.line).score == 755
    assert Game.replay(game.code, result.line).status == "won"
    # From the middle of a game par counts the score already made.
    for action in result.line[:10]:
        game.draw() if action == "draw" else game.play(action)
    assert par(game).score == 755


@pytest.mark.parametrize("rules", KNOBS + [Rules(king_ace=False, redeals=1, scoring=custom_points)],
                         ids=lambda r: r.text)
def test_solver_and_par_against_exhaustive_search_near_the_end(rules):
    rng = random.Random(zlib.crc32(rules.text.encode()))
    outcomes = set()
    for number in range(12):
        game = near_the_end(rules, 500 + number, 6, rng)
        if game.status != "playing":
            continue
        line = solve(game)
        assert (line is not None) == engine_winnable(game), game.record()
        outcomes.add(line is None)
        if line is not None:
            copy = game.copy()
            for action in line:
                assert copy.draw() if action == "draw" else copy.play(action)
            assert copy.status == "won"
        best = par(game)
        assert best.score == game.score + engine_best_gain(game), game.record()
        copy = game.copy()
        for action in best.line:
            assert copy.draw() if action == "draw" else copy.play(action)
        assert copy.status != "playing" and copy.score == best.score
    assert outcomes  # some positions were still being played


@pytest.mark.parametrize("rules", [Rules(), Rules(king_ace=False), Rules(king_ace=False, redeals=1, jokers=1)],
                         ids=lambda r: r.text)
def test_par_is_never_below_the_solvers_line(rules):
    for number in range(20, 32):
        game = Game(GameCode(number, Rule.EASY if rules.king_ace else Rule.CLASSIC), rules)
        result = par(game)
        line = solve(game)
        if line is not None:
            won = Game.replay(game.code, line, rules)
            assert result.score >= won.score
            # With the app's scoring a win always beats getting stuck.
            assert Game.replay(game.code, result.line, rules).status == "won"
        assert Game.replay(game.code, result.line, rules).score == result.score


def test_par_budget_and_deadline():
    game = Game.from_code("TP1-C-AAAAAAD", Rules(king_ace=False, scoring="traditional"))
    with pytest.raises(BudgetExceeded):
        par(game, max_nodes=100)
    with pytest.raises(BudgetExceeded):
        par(game, deadline=time.monotonic() - 1)


def test_par_of_a_finished_game_is_its_score():
    won = Game.replay("TP1-E-AAAAAAD", solve(Game.from_code("TP1-E-AAAAAAD")))
    assert par(won) == (won.score, (), 0)
