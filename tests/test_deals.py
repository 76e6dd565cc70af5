"""Deals for a class: Game.new(winnable=True, difficulty=...) and the difficulty measure (issue 22, part 5)."""

import random

import pytest

from tripeaks_widget import Game, InvalidArgumentError, Rules, Status, WrongTypeError, difficulty, solve
from tripeaks_widget.engine import game as game_module
from tripeaks_widget.engine.game import DIFFICULTIES, set_winnable_dealer
from tripeaks_widget.engine.rng import PCG32
from tripeaks_widget.solver import deals
from tripeaks_widget.solver.deals import BANDS, PLAYOUTS, OffLevelDeal, level_of, winnable_number

RULE_SETS = [
    "easy", "classic", "classic,draw-when-stuck", "easy,jokers=2", "classic,redeals=1", "classic,open-peaks",
    "easy,empty-waste", "classic,jokers=1,empty-waste,draw-when-stuck", "easy,scoring=traditional",
]


@pytest.fixture(autouse=True)
def _seeded():
    state = random.getstate()
    random.seed(22)
    yield
    random.setstate(state)


@pytest.mark.parametrize("text", RULE_SETS)
def test_a_winnable_deal_can_be_won_under_its_rules(text):
    rules = Rules.from_text(text)
    for _ in range(5):
        game = Game.new(rules=text, winnable=True)
        assert game.rules == rules and game.rule.wrap == rules.king_ace
        line = solve(game)
        assert line is not None, game.record()
        assert Game.replay(game.code, line, rules).status is Status.WON


@pytest.mark.parametrize("text", ["easy", "classic", "classic,draw-when-stuck", "classic,open-peaks,empty-waste"])
@pytest.mark.parametrize("level", DIFFICULTIES)
def test_a_deal_of_a_difficulty_has_it(text, level):
    for _ in range(3):
        game = Game.new(rules=text, difficulty=level)  # a difficulty implies winnable
        measured = difficulty(game)
        assert measured.winnable and solve(game) is not None
        assert measured.level == level, (game.record(), measured)


def test_the_rule_argument_and_its_letter_survive():
    game = Game.new("classic", winnable=True)
    assert game.code.startswith("TP1-C-") and game.rules == Rules(king_ace=False)
    assert Game.new(winnable=True).code.startswith("TP1-E-")


def test_without_a_deal_of_the_level_the_dealer_gives_the_closest_winnable_one_and_says_so():
    # Two jokers and two redeals: every casual game wins, so no deal is hard.
    rules = Rules.from_text("easy,jokers=2,redeals=2")
    with pytest.warns(OffLevelDeal, match=r"no hard deal in \d+ candidates .* which is easy"):
        number = winnable_number(rules, "hard", rng=random.Random(1))
    measured = difficulty(Game(game_module.GameCode(number, "easy"), rules))
    assert measured.winnable and measured.level == "easy"
    with pytest.warns(OffLevelDeal):
        Game.new(rules=rules, difficulty="medium")


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_dealer_is_bounded_by_work_not_time(level, monkeypatch):
    # A loaded machine (here: a clock that jumps a minute at every look) deals what a quiet one does.
    import time

    import tripeaks_widget.solver.search as search

    quiet = [winnable_number(Rules(king_ace=False), level, rng=random.Random(seed)) for seed in range(4)]
    now = [time.monotonic()]

    def slow_clock():
        now[0] += 60.0
        return now[0]

    monkeypatch.setattr(time, "monotonic", slow_clock)
    monkeypatch.setattr(search.time, "monotonic", slow_clock)
    loaded = [winnable_number(Rules(king_ace=False), level, rng=random.Random(seed)) for seed in range(4)]
    assert loaded == quiet
    for number in quiet:
        assert difficulty(Game(game_module.GameCode(number, "classic"))).level == level


def test_the_measure_is_reproducible_and_consistent():
    for code in ("TP1-E-AAAAAAD", "TP1-C-AAAAAAD", "TP1-E-AAAAAAB", "TP1-C-AAAABCD"):
        game = Game.from_code(code)
        first = difficulty(game)
        assert difficulty(game.copy()) == first
        assert first.playouts == PLAYOUTS and 0 <= first.wins <= PLAYOUTS
        assert first.winnable == (solve(game) is not None)
        assert (first.level is None) == (not first.winnable)
        if first.wins:
            assert first.winnable  # a casual win proves the deal winnable
    lost = difficulty(Game.from_code("TP1-C-AAAAAAD"))
    assert lost.level is None and lost.ease == 0


def test_the_levels_cover_every_count_once():
    assert [level_of(w) for w in (0, 3, 4, 15, 16, 32)] == ["hard", "hard", "medium", "medium", "easy", "easy"]
    covered = sorted(w for low, high in BANDS.values() for w in range(low, high + 1))
    assert covered == list(range(PLAYOUTS + 1))


def _casual_through_the_engine(game: Game, rng: PCG32) -> bool:
    """The casual player played through the engine itself: the reference for the fast playout."""
    while game.status is Status.PLAYING:
        fitting = game.removable_slots()
        if fitting:
            game.play(fitting[rng.below(len(fitting))] if len(fitting) > 1 else fitting[0])
        else:
            assert game.draw()
    return game.status is Status.WON


@pytest.mark.parametrize("text", RULE_SETS + ["easy,jokers=2,redeals=2", "classic,redeals=3,jokers=1"])
def test_the_fast_casual_game_plays_as_the_engine_does(text):
    rules = Rules.from_text(text)
    for number in range(40, 52):
        game = Game(game_module.GameCode(number, "easy" if rules.king_ace else "classic"), rules)
        seed = deals._seed(game.position())
        fast, slow = PCG32(seed, 9), PCG32(seed, 9)
        for _ in range(4):
            assert deals._casual_game(game.position(), fast) == _casual_through_the_engine(game.copy(), slow)


def test_the_measure_from_a_played_position():
    game = Game.from_record("TP1-E-AAAAAAB: 20 23 22")  # lesson 1: this line loses the deal
    measured = difficulty(game)
    assert not measured.winnable and measured.level is None and measured.wins == 0


@pytest.mark.parametrize(
    "call, error",
    [
        (lambda: Game.new(winnable="yes"), WrongTypeError),
        (lambda: Game.new(difficulty="impossible"), InvalidArgumentError),
        (lambda: Game.new(difficulty=3), InvalidArgumentError),
        (lambda: winnable_number("easy"), WrongTypeError),
        (lambda: winnable_number(Rules(), "tough"), InvalidArgumentError),
        (lambda: difficulty("TP1-E-AAAAAAB"), WrongTypeError),
        (lambda: set_winnable_dealer(5), WrongTypeError),
    ],
)
def test_bad_arguments_are_refused_by_name(call, error):
    with pytest.raises(error):
        call()


def test_the_engine_asks_the_dealer_the_package_installed():
    asked = []

    def dealer(rules, level):
        asked.append((rules, level))
        return 3

    old = set_winnable_dealer(dealer)
    try:
        assert old is not None  # tripeaks_widget/__init__.py installed the solver's
        game = Game.new("classic", difficulty="hard")
        assert game.code == "TP1-C-AAAAAAD" and asked == [(Rules(king_ace=False), "hard")]
        assert Game.new(rules="easy,jokers=1", winnable=True).rules == Rules(jokers=1)
        assert asked[-1] == (Rules(jokers=1), None)
        assert Game.new().code != "" and len(asked) == 2  # a plain deal never asks
        set_winnable_dealer(None)
        with pytest.raises(RuntimeError, match="no dealer"):
            Game.new(winnable=True)
    finally:
        set_winnable_dealer(old)


# -- the board: the New game dialog's fields, and the same from Python ---------------------------


def _board(**kwargs):
    from tripeaks_widget import TriPeaksWidget

    return TriPeaksWidget(**kwargs)


def test_the_board_deals_a_winnable_deal_of_a_level_from_the_dialog_and_from_python():
    w = _board(code="TP1-C-AAAAAAD")
    w._on_browser_message(w, {"type": "new_game", "rules": "classic,jokers=1", "difficulty": "hard"}, [])
    assert w.game.rules == Rules(king_ace=False, jokers=1) and difficulty(w.game).level == "hard"
    w._on_browser_message(w, {"type": "new_game", "rule": "easy", "winnable": True}, [])
    assert w.game.rule.wrap and solve(w.game) is not None
    assert w.new_game(rule="classic", difficulty="easy") is w.game and difficulty(w.game).level == "easy"
    assert difficulty(_board(rule="classic", difficulty="medium").game).level == "medium"
    assert solve(_board(rules="classic,draw-when-stuck", winnable=True).game) is not None


def test_the_board_refuses_a_level_with_a_code_or_a_bad_level():
    w = _board(code="TP1-E-AAAAAAB")
    record = w.game.record()
    w._on_browser_message(w, {"type": "new_game", "code": "TP1-E-AAAAAAD", "winnable": True}, [])
    w._on_browser_message(w, {"type": "new_game", "rule": "easy", "difficulty": "tough"}, [])
    w._on_browser_message(w, {"type": "new_game", "rule": "easy", "winnable": "yes"}, [])
    assert w.game.record() == record  # malformed messages are ignored
    with pytest.raises(InvalidArgumentError):
        w.new_game(code="TP1-E-AAAAAAD", winnable=True)
    with pytest.raises(InvalidArgumentError):
        w.new_game(difficulty="tough")
    with pytest.raises(WrongTypeError):
        w.new_game(winnable=None)
    assert w.game.record() == record
    with pytest.raises(InvalidArgumentError):
        _board(code="TP1-E-AAAAAAB", difficulty="easy")


def test_the_dialog_texts_exist_for_every_level_in_every_language():
    from tripeaks_widget.engine.i18n import LANGS, t

    for lang in LANGS:
        words = [t(f"deal_level_{level}", lang) for level in ("any", *DIFFICULTIES)]
        assert len(set(words)) == 4 and all(words)
        assert t("deal_winnable_only", lang) and t("deal_difficulty", lang) and "32" in t("deal_difficulty_help", lang)
