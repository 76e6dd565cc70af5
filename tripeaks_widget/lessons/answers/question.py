"""What a question itself names: a student who restates its numbers, cards or ranks is not giving them as the answer."""

from __future__ import annotations

import re

from .cards import CARD_SHORT, RANK_NAMES, cards_in
from .numerals import mentions
from .text import CODE, plain, words

__all__ = ["asks_for_better", "named_in"]


def named_in(question: str, lang: str) -> tuple[frozenset, frozenset, frozenset]:
    """The numbers, cards and ranks a question names (its text in ``lang``)."""
    folded = CODE.sub(" ", plain(question))
    numbers = frozenset(mentions(CARD_SHORT.sub(" ", folded), lang))
    cards = frozenset(cards_in(folded, lang))
    ranks = frozenset(RANK_NAMES[lang][w] for w in words(folded) if w in RANK_NAMES[lang])
    return numbers, cards, ranks


def asks_for_better(question: str) -> bool:
    """Whether a card question asks for the card that should have been played ("Which card should … have played"),
    not the one that was, from its English text: it decides what "X instead of Y" gives (``cards.read_card``)."""
    return bool(re.search(r"\b(?:should|would have|ought|instead|better)\b", question.lower()))
