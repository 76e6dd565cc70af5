"""Lesson 6's exercises ("learn from your game"): every answer computed by reviewing a real game.

The lesson's deal, ``REVIEW_CODE``, can be won, and the simple player
(``greedy_player``: the lowest fitting slot, else a draw) loses it; at its
turning point another card had a clearly higher chance from what the player
could see, so the loss was a visible mistake. ``BAD_LUCK_CODE`` is the
contrast: the simple player loses it too, but its turning point was bad luck.
tests/test_lesson6.py checks each of these facts with the solver.
"""

from __future__ import annotations

from functools import cache

from ..engine.cards import Card
from ..engine.game import Game
from ..engine.i18n import percent
from ..lab.players import greedy_player, play_game

#: The lesson's deal: winnable, lost by the simple player through a mistake it could have seen.
REVIEW_CODE = "TP1-E-AAAAADG"
#: The contrast: winnable, lost by the simple player through bad luck.
BAD_LUCK_CODE = "TP1-E-AAAAAAL"


@cache
def simple_game(code: str) -> Game:
    """The simple player's game on ``code``, played to its end."""
    return play_game(greedy_player, Game.from_code(code))


@cache
def simple_review(code: str):
    """The review of the simple player's game on ``code`` (computed once)."""
    from ..coach import review

    return review(simple_game(code))


def _turning_move(code: str):
    found = simple_review(code)
    return found.moves[found.turning_point - 1]


def _card_before(code: str, number: int, action) -> Card | str:
    """The card ``action`` plays in the position before move ``number`` of the simple player's game."""
    if action == DRAW:
        return DRAW
    before = Game.replay(code, simple_game(code).history[:number - 1])
    return before.card_at(action)


def move_chances(game: Game, number: int) -> dict:
    """The chance of each legal move before move ``number`` of ``game``, from what the player could see.

    The review's own sample (same deals, same seed), so the numbers match its lines: {action: Chance}.
    """
    from ..coach.analysis import sample_actions
    from ..coach.review import BLUNDER_SAMPLES, SAMPLES
    from ..solver import solve

    before = Game.replay(game.code, game.history[:number - 1], game.rules)
    after = Game.replay(game.code, game.history[:number], game.rules)
    # As the review samples it: a blunder's move on BLUNDER_SAMPLES times the deals.
    blunder = solve(before) is not None and solve(after) is None
    sampled = sample_actions(before, SAMPLES * BLUNDER_SAMPLES if blunder else SAMPLES, 0, number, every=True)
    return {action: sampled.chance(action) for action in sampled.legal}


class Share(float):
    """A share (0 to 1) that a "why" text shows as a percentage in the notebook's language."""

    def text(self, lang: str) -> str:
        return percent(100 * self, lang, 0)


def turning_point():
    found = simple_review(REVIEW_CODE)
    return found.turning_point, {"moves": len(found.moves)}


def saving_card():
    move = _turning_move(REVIEW_CODE)
    return move.cards[move.suggestion()], {"played": move.card, "waste": move.waste_before}


def was_bad_luck(code: str):
    def compute():
        move = _turning_move(code)
        better = move.suggestion()
        chances = move_chances(simple_game(code), move.number)
        return not move.visible, {
            "move": move.number,
            "played": move.card,
            "best": move.cards[better],
            "played_chance": Share(chances[move.action].rate),
            "best_chance": Share(chances[better].rate),
        }
    return compute


def below_par():
    found = simple_review(REVIEW_CODE)
    return found.par - found.score, {"par": found.par, "score": found.score}
