"""The five defects of issue 11, each reproduced on main before the fix, and the message helper.

1. huge integers broke the message being built;
2. records read non-ASCII digits and raised undocumented errors;
3. non-text records raised AttributeError;
4. languages were checked only when a text was needed;
5. out-of-range deal numbers half worked.
"""

import inspect

import pytest
from apitable import observe

from tripeaks_widget import (
    Game,
    GameCode,
    IllegalMoveError,
    InvalidCodeError,
    InvalidSlotError,
    UnknownLanguageError,
    WrongTypeError,
)
from tripeaks_widget.engine.errors import MAX_MESSAGE, short
from tripeaks_widget.engine.svg import board_html

CODE = "TP1-E-AAAAAAB"
HUGE = 10**5000


def body(call) -> str:
    """A lambda's body as the test id: ``g.play(HUGE)``."""
    return inspect.getsource(call).split(":", 1)[1].split("#")[0].strip().rstrip(",")


def fresh():
    return Game.from_record(f"{CODE}: 20 23")


# 1. Huge integers -----------------------------------------------------------------


@pytest.mark.parametrize("call", [
    lambda g: g.play(HUGE),
    lambda g: g.play(-HUGE),
    lambda g: g.explain(HUGE),
    lambda g: g.card_at(HUGE),
    lambda g: g.is_face_up(HUGE),
], ids=body)
def test_a_huge_slot_raises_invalid_slot_error_naming_its_length(call):
    game = fresh()
    before = observe(game)
    with pytest.raises(InvalidSlotError) as info:
        call(game)
    assert "int of 5001 digits" in str(info.value) and "0 to 27" in str(info.value)
    assert observe(game) == before


@pytest.mark.parametrize("call", [
    lambda: Game.from_code(HUGE),
    lambda: GameCode.parse(HUGE),
    lambda: Game(HUGE),
    lambda: GameCode(HUGE),
], ids=body)
def test_a_huge_code_raises_invalid_code_error(call):
    with pytest.raises(InvalidCodeError, match="int of 5001 digits"):
        call()


def test_short_names_any_value_briefly_and_never_fails():
    class Broken:
        def __repr__(self):
            raise RuntimeError("no repr")

    assert short(HUGE) == "<an int of 5001 digits>" and short(-HUGE) == "<a negative int of 5001 digits>"
    assert short(10**5000 - 1) == "<an int of 5000 digits>"
    assert short([HUGE, "x" * 10_000]).startswith("[<an int of 5001 digits>, 'xxx")
    assert short(12) == "12" and short("22") == "'22'" and short(None) == "None"
    assert short(Broken()).startswith("<Broken instance")
    for value in (HUGE, "x" * 100_000, list(range(10_000)), {i: i for i in range(1000)}, b"\x00" * 5000, Broken()):
        assert len(short(value)) <= 80


# 2. Records: ASCII digits only, every bad action an IllegalMoveError naming it and its place


@pytest.mark.parametrize("actions, position, token", [
    ("²", 1, "'²'"),
    ("9" * 5000, 1, "'999"),
    ("28", 1, "'28'"),
    ("２０", 1, "'２０'"),
    ("٢٠", 1, "'٢٠'"),
    ("20 23 ２２", 3, "'２２'"),
    ("20 23 -1", 3, "'-1'"),
    ("20 draw 1.0", 3, "'1.0'"),
    ("20 23 18", 3, "'18'"),  # a slot the rules refuse here
], ids=short)
def test_every_bad_action_of_a_record_is_an_illegal_move_naming_it_and_its_place(actions, position, token):
    with pytest.raises(IllegalMoveError) as info:
        Game.from_record(f"{CODE}: {actions}")
    message = str(info.value)
    assert message.startswith(f"action {position} of the record, {token}"), message
    assert len(message) < MAX_MESSAGE


def test_replay_and_from_record_refuse_the_same_action_the_same_way():
    for actions in ([28], ["28"], [20, 23, 18], [20, "x"], [20, None], [True]):
        with pytest.raises(IllegalMoveError) as by_list:
            Game.replay(CODE, actions)
        with pytest.raises(IllegalMoveError) as by_text:
            Game.from_record(f"{CODE}: " + " ".join(map(str, actions)))
        assert str(by_list.value).split(",")[0] == str(by_text.value).split(",")[0]


def test_records_still_read_what_they_should():
    game = Game.from_record("  tp1-e-aaaaaab :  20\t23 022 DRAW d ")
    assert game.history == [20, 23, 22, "draw", "draw"]
    assert Game.from_record(game.record()).record() == game.record()
    assert Game.replay(CODE, "20 23").record() == f"{CODE}: 20 23"
    assert Game.replay(GameCode(1), [20, "23"]).record() == f"{CODE}: 20 23"


# 3. Non-text records -----------------------------------------------------------------


@pytest.mark.parametrize("record", [None, 5, [f"{CODE}: 20"], b"TP1-E-AAAAAAB: 20", HUGE], ids=short)
def test_a_record_that_is_not_text_raises_type_error(record):
    with pytest.raises(TypeError) as info:
        Game.from_record(record)
    assert type(info.value) is WrongTypeError
    assert f"not {type(record).__name__}" in str(info.value) and "TP1-E-AAAAAAB: 20 23 draw" in str(info.value)


# 4. Every function that takes a language checks it first ----------------------------


@pytest.mark.parametrize("call", [
    lambda g: g.explain(22, "<script>"),  # 22 is playable: no text was needed
    lambda g: g.explain(22, None),
    lambda g: g.status_message("xx"),  # a live game: no text was needed
    lambda g: g.play(22).message("xx"),  # an accepted action: no reason to give
    lambda g: g.describe("EN"),
    lambda g: g.rule_name("de"),
    lambda g: board_html(g, None),  # used to reach html.escape(None)
    lambda g: board_html(g, ["en"]),
], ids=body)
def test_a_bad_language_is_refused_even_when_no_text_is_needed(call):
    game = fresh()
    with pytest.raises(UnknownLanguageError, match="expected one of 'en', 'tr', 'nb'"):
        call(game)


def test_the_language_is_checked_before_the_slot():
    with pytest.raises(UnknownLanguageError):
        fresh().explain(99, "xx")


# 5. Out-of-range deal numbers are refused where the GameCode is made --------------


@pytest.mark.parametrize("number", [-1, 26**7, 10**30, True, 3.0, "3"], ids=short)
def test_a_deal_number_out_of_range_is_refused_by_game_code(number):
    with pytest.raises(InvalidCodeError) as info:
        GameCode(number)
    assert "whole numbers from 0 to 8031810175" in str(info.value)
    with pytest.raises(InvalidCodeError):
        GameCode(1)._replace(number=number)


def test_every_game_code_that_can_be_made_can_be_written_and_read():
    for number in (0, 1, 26**7 - 1):
        code = GameCode(number, "classic")
        assert GameCode.parse(str(code)) == code and eval(repr(code)) == code
        game = Game(code)
        assert Game.from_code(game.code).record() == game.record() and repr(game)
