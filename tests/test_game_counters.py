"""Game counts its undos and the hints asked for, and its record carries them (issue 22)."""

import pytest

from tripeaks_widget import Game, IllegalMoveError
from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE


def test_undos_and_hints_are_counted_and_survive_the_record():
    game = Game.from_code("TP1-E-AAAAAAB")
    game.play(20), game.play(23)
    assert game.undo() and game.undo()
    assert not game.undo()  # a refused undo is not counted
    game.play(22)
    assert game.note_hint() == 1 and game.note_hint() == 2
    assert (game.moves, game.undos, game.hints) == (3, 2, 2)
    assert game.record() == "TP1-E-AAAAAAB: 22; undos 2, hints 2"
    again = Game.from_record(game.record())
    assert (again.moves, again.undos, again.hints, again.history) == (3, 2, 2, [22])
    assert again.record() == game.record()
    # The copy counts on its own.
    copy = game.copy()
    copy.note_hint()
    assert (game.hints, copy.hints) == (2, 3)
    assert game.restart().record() == "TP1-E-AAAAAAB:"


def test_a_game_without_undo_or_hint_writes_the_record_it_always_wrote():
    game = Game.replay(WON_GAME_CODE, WON_GAME)
    assert game.record() == f"{WON_GAME_CODE}: " + " ".join(map(str, WON_GAME))
    assert Game.from_record(game.record()).moves == 50


@pytest.mark.parametrize("record, counts", [
    ("TP1-E-AAAAAAB: 20; hints 3", (1, 0, 3)),
    ("TP1-E-AAAAAAB: 20 ;undos 4", (5, 4, 0)),
    ("TP1-E-AAAAAAB: 20; hints 1 , undos 2", (3, 2, 1)),
    ("TP1-E-AAAAAAB:; undos 0", (0, 0, 0)),
    ("TP1-C-AAAAAAB [classic,jokers=2]: 22; undos 1", (2, 1, 0)),
])
def test_counts_are_read_in_any_order(record, counts):
    game = Game.from_record(record)
    assert (game.moves, game.undos, game.hints) == counts


@pytest.mark.parametrize("tail", [
    "undos", "undos -1", "undos 1, undos 2", "redos 1", "undos 1 hints 2", "undos ３", "undos 1234567", "",
    "undos 1,", "undos 1; hints 2",
])
def test_unreadable_counts_are_refused(tail):
    with pytest.raises(IllegalMoveError, match="after ';' it counts undos and hints"):
        Game.from_record(f"TP1-E-AAAAAAB: 20; {tail}")


def test_the_board_counts_its_hints_and_undos_in_the_game():
    pytest.importorskip("anywidget")
    from tripeaks_widget import TriPeaksWidget

    w = TriPeaksWidget(code="TP1-E-AAAAAAB", hint_budget=5_000)
    w.hint()
    assert w.play(20) and w.undo() and w.play(22)
    w.hint()
    assert (w.game.hints, w.game.undos, w.game.moves) == (2, 1, 2)
    assert w.game.record() == "TP1-E-AAAAAAB: 22; undos 1, hints 2"
