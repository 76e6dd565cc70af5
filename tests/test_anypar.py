"""Par on any layout (solver/anypar.py) against brute force: on small hand-made layouts every order of play is
enumerated with the engine alone, and par must be the best final score among them (the fewest cards left for
scoring=cards-left); its line is replayed by the engine to that score and to the game's end."""

import pytest

from tripeaks_widget import Game, GameCode, Rules
from tripeaks_widget.engine.layouts import Layout
from tripeaks_widget.solver import BudgetExceeded, par

SMALL = [
    Layout.from_text("layout tent\ndown 1..3\nup 0..4\nstock 4"),  # 5 cards, each of row 0 covered by two
    Layout.from_text("layout stacks\nup 0..4\nup 0..4\nstock 3\npile 0"),  # 3 columns of 2, empty pile
    Layout.from_text("layout peaklet\ndown 2a\ndown 1..3a\nup 0..4a 8..10b\nstock 4"),  # a peak and a pair
    Layout.from_text("layout partly\ndown 2a\nup 0..4a 8\nstock 3"),  # a group, and a card in none
    Layout.from_text("layout hole\nup 0..6\nup 0..6\nstock 0\npile A♠"),  # Black Hole in small
]
RULES = ["easy", "classic", "classic,nothing-on-king", "easy,draw-when-stuck", "classic,redeals=1"]
SCORINGS = ["", ",scoring=traditional", ",scoring=cards-left"]


def final_scores(game) -> set[int]:
    """The final score of every order of play from ``game``, without memory: the engine alone says what is legal."""
    if game.status != "playing":
        return {game.score}
    scores = set()
    for slot in game.removable_slots():
        after = game.copy()
        after.play(slot)
        scores |= final_scores(after)
    if game.can_draw:
        after = game.copy()
        after.draw()
        scores |= final_scores(after)
    return scores


def best(game) -> int:
    scores = final_scores(game)
    return min(scores) if game.rules.scoring == "cards-left" else max(scores)


def check(game) -> str:
    """Par against brute force; the status its line ends in."""
    result = par(game)
    assert result.score == best(game), game.record()
    replayed = Game.replay(game.code, list(game.history) + list(result.line), game.rules)
    assert replayed.status != "playing" and replayed.score == result.score, game.record()
    return replayed.status.value


@pytest.mark.parametrize("layout", SMALL, ids=lambda layout: layout.name)
@pytest.mark.parametrize("text", RULES)
@pytest.mark.parametrize("scoring", SCORINGS, ids=["app", "traditional", "cards-left"])
def test_par_is_the_best_final_score_of_every_order_of_play(layout, text, scoring):
    rules = Rules.from_text(f"{layout.name},{text}{scoring}", layouts={layout.name: layout})
    for number in range(12):
        game = Game(GameCode(number, "easy" if rules.king_ace else "classic"), rules)
        check(game)
        if game.removable_slots():  # from a position further on, with a run going on
            game.play(game.removable_slots()[-1])
            check(game)


@pytest.mark.parametrize("layout", SMALL[:-1], ids=lambda layout: layout.name)
def test_the_deals_above_give_par_lines_that_win_and_lines_that_get_stuck(layout):
    ends = set()
    for text in RULES:
        rules = Rules.from_text(f"{layout.name},{text},scoring=cards-left", layouts={layout.name: layout})
        ends |= {check(Game(GameCode(number, "easy" if rules.king_ace else "classic"), rules)) for number in range(12)}
    assert ends == {"won", "stuck"}


def test_par_takes_a_scoring_function_on_any_layout():
    def points(event):  # a removal scores its place in the run squared; a draw costs 3
        return -3 if event.action == "draw" else event.run * event.run

    layout = SMALL[2]
    rules = Rules(king_ace=True, layout=layout, scoring=points)
    for number in range(6):
        check(Game(GameCode(number, "easy"), rules))


@pytest.mark.parametrize("text", ["golf,easy", "golf,classic,nothing-on-king,scoring=traditional",
                                  "black-hole,easy,scoring=traditional", "all-in-a-row,easy,scoring=cards-left",
                                  "diamond,classic", "pyramid,easy,scoring=cards-left"])
def test_a_built_in_layout_has_a_par_whose_line_the_engine_replays(text):
    rules = Rules.from_text(text)
    game = Game(GameCode(1, "easy" if rules.king_ace else "classic", rules.layout.name), rules)
    result = par(game)
    replayed = Game.replay(game.code, result.line, rules)
    assert replayed.status != "playing" and replayed.score == result.score
    solved = par(replayed)  # at the end, par is the score itself
    assert solved.score == replayed.score and solved.line == ()


def test_cards_left_par_is_the_fewest_cards_left_and_zero_on_a_won_deal():
    rules = Rules.from_text("golf,easy,scoring=cards-left")
    game = Game(GameCode(1, "easy", "golf"), rules)
    result = par(game)
    assert result.score == 0 and Game.replay(game.code, result.line, rules).status == "won"


def test_par_on_a_layout_keeps_its_budget():
    rules = Rules.from_text("golf,classic,scoring=traditional")
    game = Game(GameCode(2, "classic", "golf"), rules)
    with pytest.raises(BudgetExceeded, match="node budget"):
        par(game, max_nodes=50)


@pytest.mark.parametrize("layout", SMALL, ids=lambda layout: layout.name)
@pytest.mark.parametrize("scoring", SCORINGS, ids=["app", "traditional", "cards-left"])
def test_a_memo_shared_by_the_positions_of_a_deal_changes_no_par(layout, scoring, monkeypatch):
    """A review asks par at every position of a game and of the moves beside it, with one memo for the deal:
    each answer is the one a search of its own gives, and the line it follows reaches it (redeals included).
    The branch and bound keeps the memo: the C search of the cards left (tests/test_anyfewest.py) is set
    aside, as where it is not built."""
    from tripeaks_widget.solver import anylayout
    from tripeaks_widget.solver.search import actions

    monkeypatch.setattr(anylayout, "_anysearch", None)

    for text in ("classic,redeals=1", "easy"):
        rules = Rules.from_text(f"{layout.name},{text}{scoring}", layouts={layout.name: layout})
        for number in range(4):
            memo: dict = {}
            game = Game(GameCode(number, "easy" if rules.king_ace else "classic"), rules)
            while True:
                for action in actions(game.position()):
                    beside = game.copy()
                    beside.draw() if action == "draw" else beside.play(action)
                    shared, own = par(beside, memo=memo), par(beside)
                    assert shared.score == own.score, (beside.record(), shared, own)
                    replayed = Game.replay(beside.code, list(beside.history) + list(shared.line), rules)
                    assert replayed.status != "playing" and replayed.score == shared.score
                line = par(game, memo=memo).line
                if not line:
                    break
                game.draw() if line[0] == "draw" else game.play(line[0])
            assert memo, "the searches left nothing in the memo"
