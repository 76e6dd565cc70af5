"""The documented example deals of spec §8 come out exactly, and the board descriptions of §9."""

from pathlib import Path

import pytest

from enginecheck import state
from tripeaks_widget import Game, Status
from tripeaks_widget.engine.examples import (
    CLASSIC_LOST_CODE, START_CODE, START_LINE, WON_GAME, WON_GAME_CODE, WON_GAME_PEAK_MOVES, WON_GAME_SCORE,
)

SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"

# Copied character for character from shared/seeds (rules-tr.txt, rules-nb.txt).
TR_START = (
    "Çekme destesi: 23 kart; açık kart yığını: sinek ası. Zirveler: kapalı kart, kapalı kart, kapalı kart; "
    "sıra 2: kapalı kart, kapalı kart, kapalı kart, kapalı kart, kapalı kart, kapalı kart; sıra 3: kapalı kart, "
    "kapalı kart, kapalı kart, kapalı kart, kapalı kart, kapalı kart, kapalı kart, kapalı kart, kapalı kart; "
    "en alt sıra: maça 3, maça 5, sinek papazı, maça 4, karo 2, maça ası, karo papazı, kupa 8, sinek 7, maça 9."
)
TR_AFTER = (
    "Çekme destesi: 23 kart; açık kart yığını: karo 2. Zirveler: kapalı kart, kapalı kart, kapalı kart; "
    "sıra 2: kapalı kart, kapalı kart, kapalı kart, kapalı kart, kapalı kart, kapalı kart; sıra 3: kapalı kart, "
    "kapalı kart, kapalı kart, kapalı kart, maça 7, kapalı kart, kapalı kart, kapalı kart, kapalı kart; "
    "en alt sıra: maça 3, maça 5, maça 4, karo papazı, kupa 8, sinek 7, maça 9."
)
NB_START = (
    "Trekkbunke: 23 kort; avleggsbunke: kløver ess. toppkort: skjult kort, skjult kort, skjult kort; "
    "rad 2: skjult kort, skjult kort, skjult kort, skjult kort, skjult kort, skjult kort; rad 3: skjult kort, "
    "skjult kort, skjult kort, skjult kort, skjult kort, skjult kort, skjult kort, skjult kort, skjult kort; "
    "nederste rad: spar 3, spar 5, kløver konge, spar 4, ruter 2, spar ess, ruter konge, hjerter 8, kløver 7, spar 9."
)
NB_AFTER = (
    "Trekkbunke: 23 kort; avleggsbunke: ruter 2. toppkort: skjult kort, skjult kort, skjult kort; "
    "rad 2: skjult kort, skjult kort, skjult kort, skjult kort, skjult kort, skjult kort; rad 3: skjult kort, "
    "skjult kort, skjult kort, skjult kort, spar 7, skjult kort, skjult kort, skjult kort, skjult kort; "
    "nederste rad: spar 3, spar 5, spar 4, ruter konge, hjerter 8, kløver 7, spar 9."
)


def test_documented_deal_tp1_e_aaaaaab():
    game = Game.from_code(START_CODE)
    assert game.stock_size == 23 and str(game.waste_top) == "A♣"
    assert [str(game.card_at(s)) for s in range(18, 28)] == "3♠ 5♠ K♣ 4♠ 2♦ A♠ K♦ 8♥ 7♣ 9♠".split()
    assert not any(game.is_face_up(s) for s in range(18))
    assert [str(game.card_at(s)) for s in game.removable_slots()] == ["K♣", "2♦", "K♦"]
    assert [str(c) for c in map(game.card_at, Game.from_code("TP1-C-AAAAAAB").removable_slots())] == ["2♦"]
    assert game.explain(18) == "Must be one rank higher or lower"


def test_documented_walk_through_uncovers_seven_of_spades():
    game = Game.replay(START_CODE, START_LINE)
    assert game.stock_size == 23 and str(game.waste_top) == "2♦"
    assert str(game.card_at(13)) == "7♠" and game.is_face_up(13)
    assert [s for s in range(18) if game.is_face_up(s)] == [13]
    assert [str(game.card_at(s)) for s in range(18, 28) if game.card_at(s)] == "3♠ 5♠ 4♠ K♦ 8♥ 7♣ 9♠".split()
    assert game.score == 497


@pytest.mark.parametrize("lang, start, after", [("tr", TR_START, TR_AFTER), ("nb", NB_START, NB_AFTER)])
def test_board_descriptions_equal_the_seeds(lang, start, after):
    assert Game.from_code(START_CODE).describe(lang) == start
    assert Game.replay(START_CODE, START_LINE).describe(lang) == after


@pytest.mark.skipif(not SEEDS.is_dir(), reason="shared/seeds is not beside this checkout")
def test_expected_descriptions_are_the_seeds_sentences():
    tr = (SEEDS / "rules-tr.txt").read_text(encoding="utf-8").splitlines()
    nb = (SEEDS / "rules-nb.txt").read_text(encoding="utf-8").splitlines()
    for sentence in (TR_START, TR_AFTER):
        assert sentence in tr
    for sentence in (NB_START, NB_AFTER):
        assert sentence in nb


def test_english_description():
    assert Game.from_code(START_CODE).describe("en") == (
        "Stock: 23 cards; waste: ace of clubs. Peaks: face-down card, face-down card, face-down card; "
        "row 2: " + ", ".join(["face-down card"] * 6) + "; row 3: " + ", ".join(["face-down card"] * 9)
        + "; bottom row: 3 of spades, 5 of spades, king of clubs, 4 of spades, 2 of diamonds, ace of spades, "
        "king of diamonds, 8 of hearts, 7 of clubs, 9 of spades."
    )


def test_documented_won_game():
    assert len(WON_GAME) == 50
    assert WON_GAME.count("draw") == 22 and len([a for a in WON_GAME if a != "draw"]) == 28
    game = Game.from_code(WON_GAME_CODE)
    peak_moves = []
    for action in WON_GAME:
        result = game.draw() if action == "draw" else game.play(action)
        assert result
        if result.cleared_peak is not None:
            peak_moves.append(game.moves)
    assert tuple(peak_moves) == WON_GAME_PEAK_MOVES == (37, 42, 50)
    assert game.status == Status.WON and game.score == WON_GAME_SCORE == 750 and game.moves == 50
    assert not any(game.card_at(s) for s in range(28))


def test_aaaaaad_winnable_under_easy_not_under_classic():
    from tripeaks_widget import solve

    easy = Game.from_code(WON_GAME_CODE)
    line = solve(easy)
    assert line is not None
    assert Game.replay(WON_GAME_CODE, line).status == Status.WON
    assert state(easy) == state(Game.from_code(WON_GAME_CODE))  # solving changes nothing
    assert solve(Game.from_code(CLASSIC_LOST_CODE)) is None
