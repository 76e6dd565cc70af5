"""Random playouts over many deals: the invariants hold after every action."""

import random

import pytest

from enginecheck import check_invariants, state
from tripeaks_widget import Game, GameCode, Rule, Rules

RULE_SETS = [
    Rules(),
    Rules(draw_when_stuck=True),
    Rules(scoring="traditional"),
    Rules(open_peaks=True),
    Rules(empty_waste=True),
    Rules(jokers=1),
    Rules(jokers=2),
    Rules(redeals=1),
    Rules(redeals=3, scoring="traditional"),
    Rules(True, True, True, True, 1, 0, "traditional"),
    Rules(True, True, True, True, 2, 2, "traditional"),
    Rules(jokers=2, redeals=1, empty_waste=True, scoring=lambda event: 3 if event.redeal else event.run),
]


def playout(game, rng, deck_size):
    check_invariants(game, deck_size)
    moves = game.moves
    while game.status == "playing":
        before = state(game)
        choices = game.removable_slots() + ["draw"]
        if game.can_undo and rng.random() < 0.08:
            action = "undo"
        else:
            # Mostly remove when possible, so that some playouts get far.
            slots = game.removable_slots()
            action = rng.choice(slots) if slots and rng.random() < 0.8 else rng.choice(choices)
        result = game.undo() if action == "undo" else game.draw() if action == "draw" else game.play(action)
        if action == "draw" and not result:
            assert result.reason in ("draw_not_allowed", "stock_empty", "game_over")
            assert state(game) == before
            action = rng.choice(game.removable_slots())
            result = game.play(action)
        assert result, (game.record(), action)
        assert game.moves >= moves
        moves = game.moves
        check_invariants(game, deck_size)
        if action != "undo":
            # Undo restores the exact previous position, faces and score included.
            probe = game.copy()
            assert probe.undo()
            assert state(probe) == before and probe.moves == game.moves
        # The record replays to the same position.
        again = Game.from_record(game.record(), game.rules)
        assert state(again) == state(game)
        # ... with the move counter and the undos counted (issue 22).
        assert (again.moves, again.undos, again.hints) == (game.moves, game.undos, game.hints)
    return game


@pytest.mark.parametrize("rule", [Rule.EASY, Rule.CLASSIC])
def test_random_playouts_standard(rule):
    rng = random.Random(2026)
    ends = [playout(Game(GameCode(number, rule)), rng, 52).status for number in rng.sample(range(10**9), 120)]
    assert set(ends) <= {"won", "stuck"} and "stuck" in ends


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.text)
def test_random_playouts_rule_sets(rules):
    rng = random.Random(7)
    for number in rng.sample(range(10**9), 25):
        for rule in Rule:
            game = Game(GameCode(number, rule), rules.replace(king_ace=rule.wrap))
            playout(game, rng, 52 + rules.jokers)
