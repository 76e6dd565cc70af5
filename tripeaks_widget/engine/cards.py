"""Cards: ranks, suits and the 52-card deck.

>>> Card.from_str("10♥")
Card.from_str('10♥')
>>> str(Card(1, Suit.CLUBS)), str(Card(13, Suit.DIAMONDS))
('A♣', 'K♦')
>>> Card.from_str("qs") == Card(12, Suit.SPADES)
True
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from .errors import InvalidCardError, short

RANK_SYMBOLS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
#: How the joker of the joker variant (rank 0, no suit) is written.
JOKER_SYMBOL = "★"


class Suit(enum.IntEnum):
    """The four suits, in the order of the reference deck."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


class Card(NamedTuple):
    """A playing card: rank 1 (Ace) to 13 (King) and a suit."""

    rank: int
    suit: Suit

    @property
    def rank_symbol(self) -> str:
        return JOKER_SYMBOL if self.rank == 0 else RANK_SYMBOLS[self.rank - 1]

    @property
    def index(self) -> int:
        """0-51: suit-major position in the reference deck order."""
        return self.suit * 13 + self.rank - 1

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card at ``index`` (0-51) of the reference deck order."""
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < 52:
            raise InvalidCardError(f"not a card index: {short(index)} (card indexes are whole numbers from 0 to 51)")
        suit, rank = divmod(index, 13)
        return cls(rank + 1, Suit(suit))

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Read a card like ``"A♣"``, ``"10♥"``, ``"Qs"`` or ``"td"`` (T for 10)."""
        accepted = "expected a rank A 2-10 J Q K and a suit ♣♦♥♠ or CDHS, like 'A♣' or '10h'"
        if not isinstance(text, str):
            raise InvalidCardError(f"a card is text, not {type(text).__name__}: {short(text)} ({accepted})")
        raw = text.strip()
        if raw == JOKER_SYMBOL:
            return cls(0, None)
        suit_part = raw[-1:].upper()
        rank_part = raw[:-1].upper()
        suits = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES,
                 "C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS, "S": Suit.SPADES}
        ranks = {sym: i + 1 for i, sym in enumerate(RANK_SYMBOLS)}
        ranks["T"] = 10
        ranks["1"] = 1
        if suit_part not in suits or rank_part not in ranks:
            raise InvalidCardError(f"not a card: {short(text)} ({accepted})")
        return cls(ranks[rank_part], suits[suit_part])

    def __str__(self) -> str:
        if self.suit is None:
            return JOKER_SYMBOL
        return f"{self.rank_symbol}{self.suit.symbol}"

    def __repr__(self) -> str:
        return f"Card.from_str({str(self)!r})"


#: The 52 cards in reference order (clubs A-K, diamonds, hearts, spades).
DECK: tuple[Card, ...] = tuple(Card.from_index(i) for i in range(52))


def ranks_adjacent(a: int, b: int, wrap: bool) -> bool:
    """Whether rank ``a`` may go on rank ``b``: one above or below; with ``wrap`` K and A too.

    >>> ranks_adjacent(8, 7, False), ranks_adjacent(13, 1, True), ranks_adjacent(13, 1, False)
    (True, True, False)
    """
    d = abs(a - b)
    return d == 1 or (wrap and d == 12)


def fits_on(a: int, b: int, wrap: bool, nothing_on_king: bool) -> bool:
    """Whether rank ``a`` may go on rank ``b`` under the rank rules: ``ranks_adjacent``, and with
    ``nothing_on_king`` (Golf-A) nothing on a King.

    >>> fits_on(12, 13, False, False), fits_on(12, 13, False, True), fits_on(13, 12, False, True)
    (True, False, True)
    """
    if nothing_on_king and b == KING:
        return False
    d = abs(a - b)
    return d == 1 or (wrap and d == 12)
