"""Hints, salvage, the winnable dealer and difficulty on any layout (issue 44, section 2): on small hand-made layouts
against every order of play (brute force with the engine alone), on the built-in ones by replaying their lines."""

import random
import warnings

import pytest

from tripeaks_widget import Game, GameCode, Rules, difficulty, hint, solve
from tripeaks_widget.engine.layouts import Layout
from tripeaks_widget.engine.rng import PCG32
from tripeaks_widget.solver import actions, deals, salvage, winnable_number
from tripeaks_widget.solver.deals import OffLevelDeal
from tripeaks_widget.solver.hints import seen_alike

SMALL = [
    Layout.from_text("layout tent\ndown 1..3\nup 0..4\nstock 4"),
    Layout.from_text("layout stacks\nup 0..4\nup 0..4\nstock 3\npile 0"),
    Layout.from_text("layout hole\nup 0..6\nup 0..6\nstock 0\npile A♠"),
]
RULES = ["easy", "classic,nothing-on-king", "easy,draw-when-stuck", "classic,redeals=1"]


def most_cleared(game) -> int:
    """The most cards any order of play removes from ``game`` (every order, no memory)."""
    best = 0
    for slot in game.removable_slots():
        after = game.copy()
        after.play(slot)
        best = max(best, 1 + most_cleared(after))
    if game.can_draw:
        after = game.copy()
        after.draw()
        best = max(best, most_cleared(after))
    return best


@pytest.mark.parametrize("layout", SMALL, ids=lambda layout: layout.name)
@pytest.mark.parametrize("text", RULES)
def test_a_hint_wins_or_salvages_the_most_cards_of_every_order_of_play(layout, text):
    rules = Rules.from_text(f"{layout.name},{text}", layouts={layout.name: layout})
    kinds = set()
    for number in range(12):
        game = Game(GameCode(number, "easy" if rules.king_ace else "classic"), rules)
        answer = hint(game)
        kinds.add(answer.kind)
        if answer.kind == "move":
            assert answer.action == answer.line[0] and Game.replay(game.code, answer.line, rules).status == "won"
        else:
            assert answer.kind == "lost" and solve(game) is None and answer.exact
            assert answer.cleared == most_cleared(game)
            if answer.line:
                replayed = Game.replay(game.code, answer.line, rules)
                assert game.layout.size - len([s for s in range(game.layout.size) if replayed.card_at(s)]) \
                    == answer.cleared
        assert actions(game.position()) == game.removable_slots() + (["draw"] if game.can_draw else [])
    assert "lost" in kinds


@pytest.mark.parametrize("code", ["TP1-E-AAAAAAB-GOLF", "TP1-C-AAAAAAC-GOLF", "TP1-E-AAAAAAB-BLACK-HOLE",
                                  "TP1-E-AAAAAAC-ALL-IN-A-ROW", "TP1-E-AAAAAAC-DIAMOND"])
def test_hints_on_a_built_in_layout(code):
    game = Game.from_code(code)
    exact, fair = hint(game), hint(game, fair=True)
    if exact.kind == "move":
        assert Game.replay(code, exact.line).status == "won"
    else:
        assert exact.kind in ("lost", "budget")
    if fair.kind == "move":
        assert fair.action in actions(game.position())
    if game.layout.name in ("black-hole", "all-in-a-row"):  # every card in sight: the fair hint is the exact one
        assert fair == exact._replace(chance=1.0) if exact.kind == "move" else fair == exact


def test_a_fair_sample_deals_only_the_cards_a_layout_uses():
    """A layout that sets cards aside: the sampled stock is as long as the real one, the tableau keeps its size."""
    small = Layout.from_text("layout small\ndown 1..3\nup 0..4\nstock 6")
    game = Game(GameCode(3, "easy"), Rules(layout=small))
    game.draw()
    pos = game.position()
    deals = seen_alike(game, PCG32(1, 2))
    for _ in range(5):
        sample = next(deals)
        assert len(sample.stock) == len(pos.stock) and len(sample.ranks) == small.size
        assert [sample.ranks[s] for s in range(2, 5)] == [pos.ranks[s] for s in range(2, 5)]  # face up: kept
    assert hint(game, fair=True).kind in ("move", "lost", "budget")


def test_salvage_on_golf_is_a_line_the_engine_plays():
    game = Game.from_code("TP1-C-AAAAAAB-GOLF")
    found = salvage(game.position(), budget=20_000)
    replayed = Game.replay(game.code, found.line)
    assert sum(replayed.is_removed(s) for s in range(35)) == found.cleared > 0


@pytest.mark.parametrize("text", ["golf,classic", "golf,classic,nothing-on-king", "black-hole,easy", "valley,easy"])
def test_the_winnable_dealer_deals_a_winnable_game_of_the_layout(text):
    rules = Rules.from_text(text)
    number = winnable_number(rules, rng=random.Random(4))
    assert number == winnable_number(rules, rng=random.Random(4))  # the same rng, the same deal
    game = Game.new(rules=text, winnable=True)
    assert game.layout is rules.layout and solve(game) is not None
    assert game.code.endswith("-" + rules.layout.name.upper())
    measured = difficulty(Game(GameCode(number, "easy" if rules.king_ace else "classic", rules.layout.name), rules))
    assert measured.winnable and measured.level is not None


def _casual_through_the_engine(game: Game, rng: PCG32) -> bool:
    """The casual player played through the engine itself (as in test_deals.py): the reference for the fast one."""
    while game.status == "playing":
        fitting = game.removable_slots()
        if fitting:
            game.play(fitting[rng.below(len(fitting))] if len(fitting) > 1 else fitting[0])
        else:
            assert game.draw()
    return game.status == "won"


@pytest.mark.parametrize("text", ["golf,easy", "golf,classic,nothing-on-king", "black-hole,easy",
                                  "all-in-a-row,easy", "twin-peaks,classic,redeals=1", "valley,easy,jokers=1"])
def test_the_casual_games_of_difficulty_play_as_the_engine_does_on_a_layout(text):
    rules = Rules.from_text(text)
    wins = 0
    for number in range(8):
        game = Game(GameCode(number, "easy" if rules.king_ace else "classic", rules.layout.name), rules)
        seed = deals._seed(game.position())
        fast, slow = PCG32(seed, 9), PCG32(seed, 9)
        for _ in range(4):
            won = deals._casual_game(game.position(), fast)
            assert won == _casual_through_the_engine(game.copy(), slow)
            wins += won
    assert wins or not text.startswith(("twin-peaks", "valley"))  # casual games seldom win Golf or Black Hole


def test_difficulty_on_a_layout():
    lost = difficulty(Game.from_code("TP1-E-AAAAAAC-ALL-IN-A-ROW"))
    assert lost == (None, 0, 32, False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", OffLevelDeal)
        game = Game.new(rules="twin-peaks,classic", difficulty="easy")
    measured = difficulty(game)
    assert measured.level == "easy" and measured.wins >= 16 and measured.winnable


def test_the_review_of_a_cards_left_game_counts_more_cards_left_as_lost():
    """Under scoring=cards-left par is the fewest cards left: a move never lowers it, and one that raises it
    lost that many cards."""
    from tripeaks_widget.coach import review
    from tripeaks_widget.lab.players import play_game

    layout = SMALL[1]
    rules = Rules.from_text(f"{layout.name},classic,scoring=cards-left", layouts={layout.name: layout})
    lost = []
    for number in range(8):
        game = play_game("random", Game(GameCode(number, "classic"), rules))
        found = review(game, samples=0, progress=False)
        for move in found.moves:
            assert move.par_after >= move.par_before and move.points_lost == move.par_after - move.par_before
            assert (move.verdict == "best") == (move.points_lost == 0) or move.verdict == "blunder"
        assert found.cards_left == game.score
        lost += [m.points_lost for m in found.moves if m.points_lost]
    assert lost  # some move lost cards
