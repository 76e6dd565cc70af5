"""Rule sets as data: the text form, the names, and the new knobs (jokers, redeals, a student's scoring)."""

import pytest

from enginecheck import check_invariants
from tripeaks_widget import Game, Rules
from tripeaks_widget.engine.game import JOKER
from tripeaks_widget.engine.i18n import LANGS

START = "TP1-E-AAAAAAB"


def my_points(event):
    return 5 if event.cleared_peak else (-2 if event.action == "draw" else 1)


@pytest.mark.parametrize("rules", [
    Rules(), Rules(king_ace=False), Rules(jokers=2, redeals=1), Rules(False, True, True, True, 1, 10, "traditional"),
], ids=lambda r: r.text)
def test_text_round_trips(rules):
    assert Rules.from_text(rules.text) == rules
    assert eval(repr(rules)) == rules
    assert Rules.from_text(" " + rules.text.upper().replace(",", " , ") + " ") == rules


def test_a_scoring_function_round_trips_through_its_name():
    rules = Rules(scoring=my_points, redeals=1)
    assert rules.text == "easy,redeals=1,scoring=my_points"
    assert Rules.from_text(rules.text, functions={"my_points": my_points}) == rules
    with pytest.raises(ValueError, match="unknown scoring 'my_points'"):
        Rules.from_text(rules.text)


@pytest.mark.parametrize("bad,message", [
    ("easy,classic", "names both easy and classic"),
    ("jokers=3", "jokers must be a whole number from 0 to 2"),
    ("redeals=11", "redeals must be a whole number from 0 to 10"),
    ("redeals=-1", "redeals must be a whole number"),
    ("redeals=x", "redeals must be a whole number"),
    ("scoring=golf", "unknown scoring 'golf'"),
    ("open-peak", "unknown rule 'open-peak'"),
])
def test_bad_text_is_named(bad, message):
    with pytest.raises(ValueError, match=message):
        Rules.from_text(bad)


def test_bad_values_are_refused():
    with pytest.raises(ValueError):
        Rules(jokers=True)
    with pytest.raises(TypeError):
        Rules(open_peaks=1)
    with pytest.raises(ValueError):
        Rules(scoring="golf")


def test_names_and_explanations_in_every_language():
    rules = Rules(False, True, True, True, 2, 3, "traditional")
    for lang in LANGS:
        assert len(rules.explain(lang)) == 7 and all(line.endswith(".") for line in rules.explain(lang))
        assert rules.name(lang).count(",") == 6
    assert Rules(redeals=1).name("tr") == "Kolay, desteyi 1 kez yeniden çevirme"
    assert Rules(king_ace=False, jokers=2).name("nb") == "Klassisk, 2 jokere"


def test_the_code_and_the_rules_must_agree_about_king_and_ace():
    with pytest.raises(ValueError, match="TP1-C-AAAAAAB.? is Classic but the rules .* say Easy"):
        Game.from_code("TP1-C-AAAAAAB", Rules(jokers=1))
    assert Game.from_code("TP1-C-AAAAAAB", "classic,jokers=1").rules.jokers == 1
    assert Game.from_code("TP1-C-AAAAAAB").rules == Rules(king_ace=False)
    assert Game.new(rules="classic,redeals=1").code.startswith("TP1-C-")


def test_the_record_names_the_rule_set():
    game = Game.from_code(START, "easy,jokers=2,redeals=1")
    game.play(20)
    game.draw()
    assert game.record() == "TP1-E-AAAAAAB [easy,jokers=2,redeals=1]: 20 draw"
    again = Game.from_record(game.record())
    assert again.rules == game.rules and again.history == game.history
    assert Game.from_code(START).record() == "TP1-E-AAAAAAB:"
    custom = Game.from_code(START, Rules(scoring=my_points))
    custom.play(20)
    assert Game.from_record(custom.record(), custom.rules).score == custom.score
    assert eval(repr(custom)).score == custom.score
    with pytest.raises(ValueError, match="unknown scoring"):
        Game.from_record(custom.record())
    with pytest.raises(ValueError, match="was played under"):
        Game.from_record(game.record(), Rules())


def test_two_jokers_leave_the_deal_and_the_first_joker_where_they_were():
    one = Game.from_code(START, Rules(jokers=1)).position().stock
    two = Game.from_code(START, Rules(jokers=2)).position().stock
    plain = Game.from_code(START).position().stock
    assert two.count(0) == 2 and len(two) == 25
    assert [r for r in two if r] == list(plain)
    # Taking out the second joker gives the one-joker stock back.
    for i in range(len(two)):
        if two[i] == 0 and two[:i] + two[i + 1:] == one:
            break
    else:
        raise AssertionError("the second joker moved the first")


def test_a_redeal_brings_the_stock_back_in_its_order():
    game = Game.from_code(START, Rules(redeals=1))
    stock = game.stock_cards
    drawn = []
    for _ in range(len(stock)):
        assert game.draw()
        drawn.append(game.waste_top)
    assert tuple(drawn) == stock and game.stock_size == 0 and game.redeals_left == 1
    assert game.status == "playing" and game.position().stock == tuple(c.rank for c in stock)
    result = game.draw()
    assert result and game.waste_top == stock[0] and game.redeals_left == 0
    assert game.waste == (Game.from_code(START).waste_top, stock[0])  # the stock's cards left the waste
    check_invariants(game)
    assert game.undo() and game.stock_size == 0 and game.redeals_left == 1 and game.waste[-1] == stock[-1]
    for _ in range(len(stock)):
        game.draw()
    assert not game.draw() and game.draw().reason == "stock_empty"


def test_a_scoring_function_sees_the_events_of_each_move():
    seen = []

    def points(event):
        seen.append(event)
        return 10 * event.run if event.action != "draw" else -3

    game = Game.from_code(START, Rules(scoring=points, redeals=1))
    assert game.score == 0
    assert [game.play(s).points for s in (20, 23, 22)] == [10, 20, 30]
    assert game.draw().points == -3
    assert seen[0].card == game.card_at(13) or seen[0].card is not None
    assert [e.run for e in seen] == [1, 2, 3, 0] and seen[-1].action == "draw" and not seen[-1].redeal
    assert seen[0].cards_left == 27 and seen[2].cards_left == 25
    with pytest.raises(TypeError, match="whole number"):
        bad = Game.from_code(START, Rules(scoring=lambda e: 1.5))
        bad.play(20)
    assert bad.moves == 0 and bad.card_at(20) is not None and not bad.can_undo


def test_joker_cards_are_alike():
    game = Game.from_code(START, Rules(jokers=2))
    while game.draw():
        pass
    assert sum(card == JOKER for card in game.waste) == 2
    check_invariants(game, 54)


def test_fair_hint_counts_the_unseen_cards_under_jokers_and_redeals():
    from tripeaks_widget import hint
    from tripeaks_widget.solver.hints import _unseen_ranks

    game = Game.from_code("TP1-C-AAAAAAB", "classic,redeals=1,jokers=2")
    game.play(22)
    hidden = [s for s in range(28) if not game.is_removed(s) and not game.is_face_up(s)]
    unseen = _unseen_ranks(game, hidden)
    assert len(unseen) == len(hidden) + game.stock_size and unseen.count(0) == 2
    while game.stock_size:
        game.draw()
    game.draw()  # the redeal: from now on the player knows the stock's order
    hidden = [s for s in range(28) if not game.is_removed(s) and not game.is_face_up(s)]
    assert sorted(_unseen_ranks(game, hidden)) == sorted(game.position().ranks[s] for s in hidden)
    answer = hint(game, fair=True, budget=20_000)
    assert answer.kind in ("move", "lost") and (answer.kind == "lost" or answer.action in game.removable_slots()
                                                 + ["draw"])
