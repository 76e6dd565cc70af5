"""Lesson 6's deals are what the lesson says they are (issue 22, part 3), checked with the solver.

- ``REVIEW_CODE`` can be won, and the simple player (greedy_player) loses it; its
  turning point is a visible blunder and one card kept the deal winnable;
- ``BAD_LUCK_CODE`` can be won, the simple player loses it too, and its turning
  point was bad luck: no other move had a clearly higher chance.
"""

from __future__ import annotations

from tripeaks_widget import Game, solve
from tripeaks_widget.engine.game import DRAW
from tripeaks_widget.lessons import check
from tripeaks_widget.lessons.review_exercises import (
    BAD_LUCK_CODE, REVIEW_CODE, move_chances, simple_game, simple_review,
)


def test_the_lessons_deal_is_winnable_and_the_simple_player_loses_it_by_a_visible_mistake():
    assert solve(Game.from_code(REVIEW_CODE)) is not None
    game = simple_game(REVIEW_CODE)
    assert game.status == "stuck"
    found = simple_review(REVIEW_CODE)
    turning = found.turning_point
    move = found.moves[turning - 1]
    assert move.verdict == "blunder" and move.visible
    # Exactly one move kept the deal winnable, and it is the card the lesson asks for.
    before = Game.replay(REVIEW_CODE, game.history[:turning - 1])
    legal = before.removable_slots() + ([DRAW] if before.stock_size else [])
    winnable = []
    for action in legal:
        after = before.copy()
        after.draw() if action == DRAW else after.play(action)
        if solve(after) is not None:
            winnable.append(action)
    assert winnable == [move.suggestion()] and move.cards[winnable[0]] == before.card_at(winnable[0])
    assert solve(before) is not None
    chances = move_chances(game, turning)  # the review's own sample: the played move's chance is the review's
    assert chances[move.action] == move.chance_after
    assert chances[move.suggestion()].rate > chances[move.action].rate


def test_the_contrast_deal_is_lost_by_bad_luck():
    assert solve(Game.from_code(BAD_LUCK_CODE)) is not None
    assert simple_game(BAD_LUCK_CODE).status == "stuck"
    found = simple_review(BAD_LUCK_CODE)
    move = found.moves[found.turning_point - 1]
    assert move.verdict == "blunder" and not move.visible and move.better_chance == ()


def test_the_answers_students_type_are_read_in_their_language():
    assert check("6.2", "6♦", "tr").correct and check("6.2", "6D", "en").correct and not check("6.2", "4♣", "nb")
    assert check("6.3", "nei", "nb").correct and check("6.4", "evet", "tr").correct
    assert check("6.1", "20", "en").correct and check("6.5", 204, "nb").correct
