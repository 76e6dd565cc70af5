"""Reading a student's answer the way students write it, in English, Turkish or Norwegian.

Every exercise accepts the natural forms of its kind in each of the three
languages (``tests/test_answer_forms.py`` has one table per language):

- a number with a decimal point or a decimal comma, spaces allowed, "about" before it or what it counts
  after it: ``23``, ``27,5``, ``yaklaşık 30``, ``omtrent 30``, ``23 kart``, ``497 poeng``;
- a percentage with % before or after it, or the word for it: ``%27,5``, ``27,5 %``, ``yüzde 27,5``, ``27.5 percent``;
- yes or no as Python's ``True``/``False`` or a word: *yes, no, true, false*; *evet, hayır, doğru,
  yanlış*; *ja, nei, sant, usant, riktig, feil*;
- a card as its short name or its name: ``7♠``, ``7s``, ``R♣``, ``D♥``, ``maça 7``, ``maça 7'si``, ``spar 7``,
  ``seven of spades``;
- a list of ranks joined by commas or by words: ``Q, A``, ``D og A``, ``Q veya A``, ``Q ya da A``, ``kız ve as``,
  ``queen or ace``, ``["Q", "A"]``.

Letters are read in every language (K and R are the King, Q and D the Queen, J
and Kn the Jack), so a student who copies a letter from another language's deck
is understood. Turkish letters are folded (ı → i, ş → s…) and a suffix after an
apostrophe (``7'si``, ``R♣'yi``) is dropped.

>>> read_number("%27,5", percent=True), read_yes_no("Doğru"), read_yes_no("usant")
(27.5, True, False)
>>> sorted(read_ranks("D veya A")), read_card("maça 7'si")
([1, 12], Card.from_str('7♠'))
"""

from __future__ import annotations

import re

from ..engine.cards import Card, Suit

__all__ = ["UnreadableAnswer", "read_card", "read_number", "read_ranks", "read_yes_no"]


class UnreadableAnswer(ValueError):
    """Raised for an answer that is not of the exercise's kind (a card, a number…)."""


_FOLD = str.maketrans("ıİşŞğĞçÇöÖüÜâÂîÎûÛ", "iisSgGcCoOuUaAiIuU")


def fold(text: str) -> str:
    """Lower case with the Turkish letters folded to plain ones: "Hayır" -> "hayir", "DOĞRU" -> "dogru"."""
    return text.translate(_FOLD).lower()


_YES = {"yes", "y", "true", "evet", "e", "dogru", "ja", "j", "sant", "riktig"}
_NO = {"no", "n", "false", "hayir", "h", "yanlis", "nei", "usant", "feil", "galt"}


def read_yes_no(answer: object) -> bool:
    if isinstance(answer, bool):
        return answer
    word = fold(str(answer)).strip().strip(".!\"'«»“”").strip()
    if word in _YES or word in _NO:
        return word in _YES
    raise UnreadableAnswer(answer)


_PERCENT_WORDS = re.compile(r"^(?:yuzde)\s*|\s*(?:percent|per cent|prosent|pct)$")
#: "23 cards", "497 puan", "18 angringer": a count may name what it counts (folded words).
_UNITS = {"card", "cards", "kart", "tane", "kort", "point", "points", "puan", "poeng", "times", "kez", "kere", "gang",
          "ganger", "action", "actions", "islem", "handling", "handlinger", "undo", "undos", "angring", "angringer"}
_UNIT = re.compile(r"\s+([^\W\d]+)\.?$")
#: "About 30": a prediction may say that it is one.
_ABOUT = re.compile(r"^(?:about|around|approx\.?|yaklasik|asagi yukari|omtrent|cirka|ca\.?|~|≈)\s*")


def read_number(answer: object, percent: bool = False) -> float:
    """A number written with a decimal point or comma; with ``percent``, % or the word may stand before or after."""
    if isinstance(answer, bool):
        raise UnreadableAnswer(answer)
    if isinstance(answer, (int, float)):
        return float(answer)
    text = _ABOUT.sub("", fold(str(answer)).strip())
    unit = _UNIT.search(text)
    if unit and unit.group(1) in _UNITS:
        text = text[:unit.start()]
    if percent:
        text = _PERCENT_WORDS.sub("", text.strip("% ")).strip("% ")
    text = re.sub(r"[\s\u00a0\u202f]", "", text)
    if "," in text and "." in text:  # the last one is the decimal separator: 1.000,5 or 1,000.5
        decimal_mark = "," if text.rindex(",") > text.rindex(".") else "."
        text = text.replace("." if decimal_mark == "," else ",", "")
    text = text.replace(",", ".")
    if not re.fullmatch(r"[-+−]?\d+(\.\d+)?|[-+−]?\.\d+", text):
        raise UnreadableAnswer(answer)
    return float(text.replace("−", "-"))


#: Ranks as students write them, folded: letters of the three languages, names, number words.
_RANK_WORDS: dict[str, int] = {
    "a": 1, "j": 11, "kn": 11, "q": 12, "d": 12, "k": 13, "r": 13, "t": 10,
    # English
    "ace": 1, "aces": 1, "jack": 11, "jacks": 11, "queen": 12, "queens": 12, "king": 13, "kings": 13,
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    # Turkish (folded), with the possessive a card's name takes: "maça ası", "maça 7'si" -> "yedisi"
    "as": 1, "asi": 1, "aslar": 1, "vale": 11, "valesi": 11, "kiz": 12, "kizi": 12, "papaz": 13, "papazi": 13,
    "iki": 2, "ikisi": 2, "uc": 3, "ucu": 3, "dort": 4, "dordu": 4, "bes": 5, "besi": 5, "alti": 6, "altisi": 6,
    "yedi": 7, "yedisi": 7, "sekiz": 8, "sekizi": 8, "dokuz": 9, "dokuzu": 9, "on": 10, "onu": 10,
    # Norwegian
    "ess": 1, "esset": 1, "essene": 1, "knekt": 11, "knekten": 11, "knekter": 11,
    "dame": 12, "dama": 12, "damen": 12, "damer": 12, "konge": 13, "kongen": 13, "konger": 13,
    "to": 2, "tre": 3, "fire": 4, "fem": 5, "seks": 6, "sju": 7, "syv": 7, "atte": 8, "åtte": 8, "ni": 9, "ti": 10,
}
_SUIT_WORDS: dict[str, Suit] = {
    "clubs": Suit.CLUBS, "club": Suit.CLUBS, "diamonds": Suit.DIAMONDS, "diamond": Suit.DIAMONDS,
    "hearts": Suit.HEARTS, "heart": Suit.HEARTS, "spades": Suit.SPADES, "spade": Suit.SPADES,
    "sinek": Suit.CLUBS, "karo": Suit.DIAMONDS, "kupa": Suit.HEARTS, "maca": Suit.SPADES,
    "kløver": Suit.CLUBS, "klover": Suit.CLUBS, "ruter": Suit.DIAMONDS, "hjerter": Suit.HEARTS, "spar": Suit.SPADES,
}
_SUIT_SYMBOLS = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES}
_SUIT_LETTERS = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}
_SUFFIX = re.compile(r"['’][^\s,;]*")  # Turkish suffixes after an apostrophe: 7'si, R♣'yi


def _rank_word(word: str) -> int | None:
    if re.fullmatch(r"\d{1,2}", word):
        number = int(word)
        return number if 1 <= number <= 13 else None
    return _RANK_WORDS.get(word)


_CONNECTORS = re.compile(r"(?<!\w)(?:ya da|yahut|veya|veyahut|ve|ile|or|and|eller|og|samt)(?!\w)")


def read_ranks(answer: object) -> frozenset[int]:
    """A set of ranks from a list or from text such as "Q, A", "D og A", "Q veya A", "kız ve as"."""
    if isinstance(answer, (list, tuple, set, frozenset)):
        words = [fold(str(item)).strip() for item in answer]
    else:
        text = _CONNECTORS.sub(",", _SUFFIX.sub("", fold(str(answer))))
        words = re.split(r"[\s,;/&+]+", text.strip("[](){}.!"))
    words = [w.strip("\"'«»“”[](). ") for w in words]
    words = [w for w in words if w]
    ranks = [_rank_word(w) for w in words]
    if not ranks or None in ranks:
        raise UnreadableAnswer(answer)
    return frozenset(ranks)


def read_card(answer: object) -> Card:
    """A card from its short name (7♠, 7s, R♣, ♠7) or its name (maça 7, spar sju, seven of spades)."""
    if isinstance(answer, Card):
        return answer
    text = fold(_SUFFIX.sub("", str(answer))).strip().strip(".!\"«»“”")
    text = re.sub(r"^(?:the|a|an)\s+", "", text)
    compact = re.sub(r"\s+", "", text)
    # Short names: rank then suit symbol or letter, or the symbol first.
    for rank_part, suit_part in ((compact[:-1], compact[-1:]), (compact[1:], compact[:1])):
        suit = _SUIT_SYMBOLS.get(suit_part)
        if suit is None and suit_part == compact[-1:] and rank_part and len(compact) <= 3:
            suit = _SUIT_LETTERS.get(suit_part)
        rank = _rank_word(rank_part) if suit is not None else None
        if rank is not None:
            return Card(rank, suit)
    # Names: a suit word and a rank word, in either order, with "of" between them in English.
    words = [w for w in re.split(r"[\s,]+", text) if w and w != "of"]
    suits = [_SUIT_WORDS[w] for w in words if w in _SUIT_WORDS]
    ranks = [_rank_word(w) for w in words if w not in _SUIT_WORDS]
    if len(words) == 2 and len(suits) == 1 and len(ranks) == 1 and ranks[0] is not None:
        return Card(ranks[0], suits[0])
    raise UnreadableAnswer(answer)
