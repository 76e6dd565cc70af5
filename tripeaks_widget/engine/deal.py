"""Deals: every deal number shuffles one fixed reference order with PCG32.

A deal is 52 cards; TriPeaks takes them as the tableau slots 0-27, the waste
card, then the 23 stock cards, first drawn first (any layout splits them the
same way, ``Layout.deal``). The reference order is chosen (by
``scripts/find_reference_order.py``) so that deal 1 is the documented deal of
the rules and deal 3 meets every condition the rules give for it.

>>> cards = deal_for(1)
>>> " ".join(str(c) for c in cards[18:28]), str(cards[WASTE_INDEX]), str(cards[13])
('3♠ 5♠ K♣ 4♠ 2♦ A♠ K♦ 8♥ 7♣ 9♠', 'A♣', '7♠')
"""

from __future__ import annotations

from .cards import Card
from .layout import TRIPEAKS
from .rng import PCG32

#: Where TriPeaks' deal puts its cards (another layout splits the same 52: ``Layout.deal``).
TABLEAU_SIZE = TRIPEAKS.size
WASTE_INDEX = TRIPEAKS.size
STOCK_START = TRIPEAKS.size + TRIPEAKS.pile
STOCK_SIZE = TRIPEAKS.stock

#: The PCG32 sequence the deals use ("TP" in ASCII), fixed forever.
DEAL_SEQUENCE = 0x5450

#: Printed by scripts/find_reference_order.py; changing it changes every deal.
REFERENCE_ORDER: tuple[str, ...] = (
    "7♣", "2♠", "6♠", "3♠", "A♠", "K♥", "Q♠", "K♠", "9♣", "7♠", "3♥", "K♣", "7♦",
    "J♦", "4♣", "10♦", "J♥", "K♦", "A♥", "4♥", "2♥", "6♦", "2♦", "8♥", "4♦", "A♦",
    "8♠", "5♣", "Q♥", "J♣", "A♣", "Q♣", "2♣", "6♣", "8♦", "10♠", "3♦", "9♦", "4♠",
    "10♥", "5♦", "8♣", "10♣", "3♣", "9♠", "J♠", "7♥", "5♠", "5♥", "6♥", "Q♦", "9♥",
)


def deal_permutation(number: int) -> list[int]:
    """Position i of deal ``number`` holds reference card ``perm[i]``."""
    perm = list(range(52))
    PCG32(number, DEAL_SEQUENCE).shuffle(perm)
    return perm


def deal_for(number: int) -> tuple[Card, ...]:
    """The 52 cards of deal ``number``, in deal order."""
    reference = _reference_cards()
    return tuple(reference[i] for i in deal_permutation(number))


def joker_index(number: int, stock_size: int) -> int:
    """Where the joker (one joker) goes in a stock of ``stock_size`` cards: 0 is drawn first.

    It is the generator's next number after the shuffle, so adding the joker
    leaves the 52 cards of the deal where they are.
    """
    return joker_indexes(number, stock_size, 1)[0]


def joker_indexes(number: int, stock_size: int, count: int) -> list[int]:
    """Where ``count`` jokers go, inserted one after the other into a stock of ``stock_size`` cards.

    The first is placed exactly as with one joker, so a deal with one joker is
    the same whatever the second does.
    """
    rng = PCG32(number, DEAL_SEQUENCE)
    rng.shuffle(list(range(52)))
    return [rng.below(stock_size + 1 + i) for i in range(count)]


_REFERENCE: tuple[Card, ...] = ()


def _reference_cards() -> tuple[Card, ...]:
    global _REFERENCE
    if not _REFERENCE:
        _REFERENCE = tuple(Card.from_str(text) for text in REFERENCE_ORDER)
    return _REFERENCE
