"""Cards, the PCG32 generator, deals and game codes."""

import pytest

from tripeaks_widget.engine.cards import DECK, Card, InvalidCardError, Suit, ranks_adjacent
from tripeaks_widget.engine.codes import DEAL_COUNT, GameCode, InvalidCodeError, Rule, number_to_letters
from tripeaks_widget.engine.deal import WASTE_INDEX, deal_for, deal_permutation
from tripeaks_widget.engine.rng import PCG32


def test_card_text_round_trips():
    for card in DECK:
        assert Card.from_str(str(card)) == card
        assert eval(repr(card)) == card
    assert [str(c) for c in (Card(1, Suit.CLUBS), Card(10, Suit.HEARTS), Card(13, Suit.DIAMONDS))] == [
        "A♣", "10♥", "K♦"]


@pytest.mark.parametrize("text", ["", "X♣", "11♣", "A", "AZ", "♣", "1O♥"])
def test_bad_card_text(text):
    with pytest.raises(InvalidCardError, match="not a card"):
        Card.from_str(text)


def test_adjacency_table_52_by_52():
    for a in DECK:
        for b in DECK:
            d = abs(a.rank - b.rank)
            assert ranks_adjacent(a.rank, b.rank, wrap=False) == (d == 1)
            assert ranks_adjacent(a.rank, b.rank, wrap=True) == (d == 1 or {a.rank, b.rank} == {1, 13})


def test_pcg32_reference_vector():
    # pcg32-demo output for seed 42, sequence 54.
    rng = PCG32(42, 54)
    assert [rng.next_u32() for _ in range(6)] == [
        0xA15C02B7, 0x7B47F409, 0xBA1D3330, 0x83D2F293, 0xBFA4784B, 0xCBED606E]


def test_pcg32_bounded_is_in_range_and_covers_it():
    rng = PCG32(7, 1)
    seen = {rng.below(6) for _ in range(600)}
    assert seen == set(range(6))
    with pytest.raises(ValueError):
        rng.below(0)


def test_deal_permutations_are_permutations_and_frozen():
    for n in (0, 1, 2, 3, 12345, DEAL_COUNT - 1):
        assert sorted(deal_permutation(n)) == list(range(52))
        assert sorted(deal_for(n)) == sorted(DECK)
    # Frozen forever: these deals must never change.
    assert " ".join(map(str, deal_for(1))) == (
        "6♦ 8♣ J♠ 5♦ Q♣ A♥ 10♠ 10♦ 4♣ 2♠ 7♦ 9♣ K♥ 7♠ Q♠ Q♥ 5♣ Q♦ 3♠ 5♠ K♣ 4♠ 2♦ A♠ K♦ 8♥ 7♣ 9♠ "
        "A♣ 3♣ J♥ 2♣ 9♥ 9♦ J♣ 6♠ 6♣ 3♦ 3♥ 10♣ A♦ 4♦ 5♥ 7♥ J♦ 4♥ 6♥ 2♥ 10♥ 8♦ K♠ 8♠")
    assert str(deal_for(3)[WASTE_INDEX]) == str(deal_for(3)[28])
    assert deal_for(0) != deal_for(1)


@pytest.mark.parametrize("text, number, rule", [
    ("TP1-E-AAAAAAB", 1, Rule.EASY),
    ("tp1-c-aaaaaad", 3, Rule.CLASSIC),
    ("  TP1-N-AAAAAAB\n", 1, Rule.EASY),
    ("TP1-E-AAAAABA", 26, Rule.EASY),
    ("TP1-C-ZZZZZZZ", DEAL_COUNT - 1, Rule.CLASSIC),
    ("TP1-E-AAAAAAA", 0, Rule.EASY),
])
def test_good_codes(text, number, rule):
    code = GameCode.parse(text)
    assert (code.number, code.rule) == (number, rule)
    assert GameCode.parse(code.text) == code
    assert code.text == f"TP1-{'E' if rule is Rule.EASY else 'C'}-{number_to_letters(number)}"


@pytest.mark.parametrize("text, fragment", [
    ("", "empty"),
    ("   ", "empty"),
    ("TP1-E-AAAAAB", "7 letters, not 6"),
    ("TP1-E-AAAAAAAB", "7 letters, not 8"),
    ("TP2-E-AAAAAAB", "must start with 'TP1-'"),
    ("TP1-X-AAAAAAB", "rule letter must be E (Easy) or C (Classic), not 'X'"),
    ("TP1-E-AAAA1AB", "only contain the letters A-Z, not '1'"),
    ("TP1EAAAAAAB", "three parts"),
    ("TP1-E-AAAAAAB-X", "three parts"),
    ("TP1-E-AAAAAAı", "unexpected character 'ı'"),
    ("TP1–E–AAAAAAB", "unexpected character '–'"),
    (None, "not NoneType"),
    (123, "not int"),
])
def test_bad_codes_say_what_is_wrong(text, fragment):
    with pytest.raises(InvalidCodeError) as info:
        GameCode.parse(text)
    assert fragment in str(info.value)
    assert isinstance(info.value, ValueError)


def test_rule_coerce():
    assert Rule.coerce(" Classic ") is Rule.CLASSIC
    with pytest.raises(ValueError, match="unknown rule: 'hard'"):
        Rule.coerce("hard")
