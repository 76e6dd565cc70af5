"""The rule variants of spec §10, as knobs of a rule set: each one on its own."""

import pytest

from enginecheck import PEAKS, state
from tripeaks_widget import Card, Game, Rules
from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE
from tripeaks_widget.engine.game import JOKER

START = "TP1-E-AAAAAAB"


def test_variants_keep_the_same_cards_in_the_tableau():
    base = Game.from_code(START)
    for rules in (Rules(open_peaks=True), Rules(empty_waste=True), Rules(jokers=1), Rules(jokers=2),
                  Rules(redeals=2), Rules(True, True, True, True, 2, 3, "traditional")):
        game = Game.from_code(START, rules)
        assert [game.card_at(s) for s in range(28)] == [base.card_at(s) for s in range(28)]


def test_old_variant_names_still_read():
    assert Rules.from_text("open-peaks, joker") == Rules(open_peaks=True, jokers=1)
    assert Rules.from_text("standard") == Rules()
    assert Rules.from_text("classic,traditional-scoring").scoring == "traditional"
    with pytest.raises(ValueError, match="unknown rule 'jokers'"):
        Rules.from_text("jokers")


def test_draw_only_when_no_card_fits():
    game = Game.from_code(START, Rules(draw_when_stuck=True))
    before = state(game)
    result = game.draw()
    assert not result and result.reason == "draw_not_allowed"
    assert result.message("nb") == "Du kan bare trekke når ingen kort passer"
    assert state(game) == before
    classic = Game.from_code("TP1-C-AAAAAAB", Rules(king_ace=False, draw_when_stuck=True))
    classic.play(22)  # 2♦ on A♣
    while classic.removable_slots():
        classic.play(classic.removable_slots()[0])
    assert classic.draw()


def _traditional_expected(history):
    score, run, removed, cleared = 0, 0, set(), 0
    for action in history:
        if action == "draw":
            score -= 5
            run = 0
        else:
            run += 1
            removed.add(action)
            score += run
            if any(action in p and p <= removed for p in PEAKS):
                score += (15, 15, 30)[cleared]
                cleared += 1
    return score


def test_traditional_scoring_runs_draws_and_peaks():
    rules = Rules(scoring="traditional")
    game = Game.from_code(START, rules)
    assert game.score == 0
    assert [game.play(s).points for s in (20, 23, 22)] == [1, 2, 3]
    assert game.draw().points == -5
    won = Game.replay(WON_GAME_CODE, WON_GAME, rules)
    assert won.status == "won"
    assert won.score == _traditional_expected(WON_GAME)
    peak_points = []
    replay = Game.from_code(WON_GAME_CODE, rules)
    for action in WON_GAME:
        result = replay.draw() if action == "draw" else replay.play(action)
        if result.cleared_peak is not None:
            peak_points.append(result.points)
    assert len(peak_points) == 3 and peak_points[2] - peak_points[1] > 0


def test_open_peaks_shows_every_card_but_covered_cards_stay_blocked():
    game = Game.from_code(START, Rules(open_peaks=True))
    assert all(game.is_face_up(s) for s in range(28))
    assert game.explain(0) == "This card is blocked"
    assert "face-down" not in game.describe()


def test_empty_waste_first_card_from_the_bottom_row():
    plain = Game.from_code(START)
    game = Game.from_code(START, Rules(empty_waste=True))
    assert game.waste_top is None and game.stock_size == 24
    assert game.removable_slots() == list(range(18, 28))
    assert "waste: empty" in game.describe()
    # The card that would have started the waste is drawn first.
    game.draw()
    assert game.waste_top == plain.waste_top


def test_joker_joins_the_stock_and_is_wild():
    game = Game.from_code(START, Rules(jokers=1))
    assert game.stock_size == 24
    stock = list(game.position().stock)
    assert stock.count(0) == 1
    plain_stock = list(Game.from_code(START).position().stock)
    assert [r for r in stock if r] == plain_stock
    for _ in range(stock.index(0) + 1):
        game.draw()
    assert game.waste_top == JOKER
    assert str(JOKER) == "★" and JOKER.rank_symbol == "★" and Card.from_str("★") == JOKER
    assert "waste ★" in str(game) and "Game.from_record" in repr(game)
    uncovered = [s for s in range(28) if game.is_face_up(s)]
    assert game.removable_slots() == uncovered
    assert "joker" in game.describe() and "joker" in game.describe("tr")


def test_joker_position_is_fixed_by_the_code():
    a = Game.from_code("TP1-E-ABCDEFG", Rules(jokers=1)).position().stock
    b = Game.from_code("tp1-c-abcdefg", Rules(king_ace=False, jokers=1)).position().stock
    assert a == b
