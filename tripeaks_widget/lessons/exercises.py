"""Every exercise of the seven lessons, with its expected answer computed by the engine and the solver.

An exercise's texts (question, hint, why) are in the catalogue under
``lesson_<id>_q``, ``lesson_<id>_hint`` and ``lesson_<id>_why`` (``locale/tripeaks.pot``);
nothing here types an answer in: each ``compute`` plays or solves the game.
"""

from __future__ import annotations

from functools import cache
from typing import Callable, NamedTuple

from ..engine.cards import Card
from ..engine.examples import START_CODE, START_LINE, WON_GAME, WON_GAME_CODE
from ..engine.game import Game
from ..engine.scoring import APP_ACTION, APP_PEAK_BONUS, APP_START
from ..engine.layout import ROWS
from ..engine.rules import Rules
from ..lab.players import greedy_player, lookahead_player, play_game, play_many
from ..solver import par, solve
from . import layout_exercises, review_exercises

#: A line that wins TP1-E-AAAAAAT with only 3 draws (found by the solver; replayed by notebook 3).
QUICK_WIN_CODE = "TP1-E-AAAAAAT"
QUICK_WIN = [20, 25, "draw", 21, 24, 27, 26, "draw", 11, 23, 14, 19, 18, 10, 22, 13,
             12, 5, 9, "draw", 15, 16, 3, 17, 8, 7, 6, 2, 4, 1, 0]
#: The deals the lessons measure players on: numbers 0 to 199.
DEALS = 200


@cache
def simple_player_rate(rule: str, count: int = DEALS) -> float:
    """The simple player's (``greedy_player``'s) win percentage on deals 0 to count - 1."""
    games = play_many(greedy_player, range(count), rule)
    return 100 * sum(g.status == "won" for g in games) / count


class Exercise(NamedTuple):
    id: str
    #: How the answer is read: "number", "card", "ranks", "yesno" or "percent" (right within 5 points).
    kind: str
    #: Returns (expected answer, fields for the "why" text).
    compute: Callable[[], tuple[object, dict]]
    #: An answer of the right shape, never the answer itself, shown (in the student's language) when a
    #: student's answer cannot be read; a yes/no exercise shows "yes or no" instead. It shows the form only,
    #: so it lies outside the range of real answers where it can: no score is as low as 12.
    example: str
    #: A gap asked for by its size ("how many points below par"): the same gap written with a minus (the score minus
    #: par, "-204") is right too.
    either_sign: bool = False

    @property
    def lesson(self) -> int:
        return int(self.id.split(".")[0])


def _start() -> Game:
    return Game.from_code(START_CODE)


def _walk() -> Game:
    return Game.replay(START_CODE, START_LINE)


def _stock_at_start():
    game = _start()
    return game.stock_size, {"tableau": sum(len(row) for row in ROWS), "waste": len(game.waste)}


def _fitting_at_start():
    game = _start()
    return len(game.removable_slots()), {"cards": [game.card_at(s) for s in game.removable_slots()]}


def _turned_up():
    game = _start()
    turned = [s for slot in START_LINE for s in game.play(slot).turned_up]
    return game.card_at(turned[0]), {"slot": turned[0]}


def _walk_winnable():
    return solve(_walk()) is not None, {"winnable_at_start": solve(_start()) is not None}


def _classic_fitting():
    game = Game.from_code(START_CODE.replace("-E-", "-C-"))
    return len(game.removable_slots()), {"cards": [game.card_at(s) for s in game.removable_slots()]}


def _on_a_king_easy():
    game = Game.from_code(START_CODE)
    from ..engine.cards import ranks_adjacent
    ranks = sorted(r for r in range(1, 14) if ranks_adjacent(r, 13, game.rule.wrap))
    return frozenset(ranks), {}


def _classic_d_winnable():
    return solve(Game.from_code(WON_GAME_CODE.replace("-E-", "-C-"))) is not None, {}


def _quick_win_stock():
    game = Game.replay(QUICK_WIN_CODE, QUICK_WIN)
    assert game.status == "won"
    return game.stock_size, {"draws": QUICK_WIN.count("draw"), "moves": game.moves}


def _undo_after_win():
    game = Game.replay(QUICK_WIN_CODE, QUICK_WIN)
    return bool(game.undo()), {"status": game.status}


def _simple_on_d():
    game = play_game(greedy_player, Game.from_code(WON_GAME_CODE))
    return game.status == "won", {"left": sum(game.card_at(s) is not None for s in range(game.layout.size))}


def _undos_to_rescue():
    game = play_game(greedy_player, Game.from_code(WON_GAME_CODE))
    undone = 0
    while solve(game) is None:
        game.undo()
        undone += 1
    return undone, {"moves": game.moves}


def _score_after(n: int):
    def compute():
        game = Game.replay(WON_GAME_CODE, WON_GAME[:n])
        return game.score, {"moves": n, "draws": WON_GAME[:n].count("draw")}
    return compute


def _best_on_deal():
    best = par(Game.from_code(WON_GAME_CODE))
    return best.score, {"draws": best.line.count("draw"), "removals": sum(len(row) for row in ROWS)}


def _best_won_score():
    removals = sum(len(row) for row in ROWS)
    return APP_START + APP_ACTION * removals + 3 * APP_PEAK_BONUS, {"removals": removals}


def _undo_the_bonus():
    game = Game.replay(WON_GAME_CODE, WON_GAME[:37])
    before = game.score
    game.undo()
    return game.score, {"before": before, "moves": game.moves}


def _empty_waste_stock():
    game = Game.from_code(START_CODE, "empty-waste")
    return game.stock_size, {"standard": _start().stock_size}


def _simple_rate(rule: str):
    def compute():
        return simple_player_rate(rule), {"deals": DEALS}
    return compute


def _open_peaks_help():
    closed = sum(g.status == "won" for g in play_many(lookahead_player, range(DEALS), "easy"))
    opened = sum(g.status == "won" for g in play_many(lookahead_player, range(DEALS), "easy,open-peaks"))
    return opened > closed, {"closed": closed, "opened": opened, "deals": DEALS}


def _traditional_won_game():
    traditional = Game.replay(WON_GAME_CODE, WON_GAME, "scoring=traditional")
    return traditional.score, {"app": Game.replay(WON_GAME_CODE, WON_GAME).score, "draws": WON_GAME.count("draw")}


EXERCISES: dict[str, Exercise] = {e.id: e for e in [
    Exercise("1.1", "number", _stock_at_start, "12"),
    Exercise("1.2", "number", _fitting_at_start, "5"),
    Exercise("1.3", "card", _turned_up, "9♥"),
    Exercise("1.4", "yesno", _walk_winnable, "True"),
    Exercise("2.1", "ranks", _on_a_king_easy, "J, 3"),
    Exercise("2.2", "number", _classic_fitting, "4"),
    Exercise("2.3", "yesno", _classic_d_winnable, "True"),
    Exercise("3.1", "number", _quick_win_stock, "12"),
    Exercise("3.2", "yesno", _undo_after_win, "True"),
    Exercise("3.3", "yesno", _simple_on_d, "True"),
    Exercise("3.4", "number", _undos_to_rescue, "12"),
    Exercise("4.1", "number", _score_after(3), "12"),
    Exercise("4.2", "number", _score_after(37), "12"),
    Exercise("4.3", "number", _best_won_score, "12"),
    Exercise("4.4", "number", _undo_the_bonus, "12"),
    Exercise("4.5", "number", _best_on_deal, "12"),
    Exercise("5.1", "number", _empty_waste_stock, "12"),
    Exercise("5.2", "number", _traditional_won_game, "12"),
    Exercise("5.3", "percent", _simple_rate("easy"), "42.5"),
    Exercise("5.4", "percent", _simple_rate("classic"), "42.5"),
    Exercise("5.5", "yesno", _open_peaks_help, "True"),
    # Lesson 6, learn from your game (issue 22): computed by reviewing real games (review_exercises.py).
    Exercise("6.1", "number", review_exercises.turning_point, "12"),
    Exercise("6.2", "card", review_exercises.saving_card, "9♥"),
    Exercise("6.3", "yesno", review_exercises.was_bad_luck(review_exercises.REVIEW_CODE), "False"),
    Exercise("6.4", "yesno", review_exercises.was_bad_luck(review_exercises.BAD_LUCK_CODE), "True"),
    Exercise("6.5", "number", review_exercises.below_par, "35", either_sign=True),
    # Lesson 7, one pile, many games (issue 45): the solver's counts on deals 0-49 (layout_exercises.py).
    Exercise("7.1", "number", layout_exercises.fitting_at_start(layout_exercises.GOLF_CODE), "12"),
    Exercise("7.2", "number", layout_exercises.fitting_at_start(layout_exercises.PUTT_PUTT_CODE), "12"),
    Exercise("7.3", "percent", layout_exercises.golf_b_share, "90"),
    Exercise("7.4", "yesno", layout_exercises.king_ace_matters_more_on_golf, "True"),
    Exercise("7.5", "percent", layout_exercises.golf_a_share, "90"),
    Exercise("7.6", "percent", layout_exercises.black_hole_share, "10"),
    Exercise("7.7", "percent", layout_exercises.short_golf_share, "10"),
]}


@cache
def expected(exercise_id: str) -> tuple[object, dict]:
    """The computed answer of an exercise and the fields of its explanation (computed once)."""
    return EXERCISES[exercise_id].compute()


__all__ = ["Card", "DEALS", "EXERCISES", "Exercise", "QUICK_WIN", "QUICK_WIN_CODE", "expected",
           "simple_player_rate"]

