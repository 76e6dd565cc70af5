"""A card ("7♠", "maça yedilisi", "sparsju", "the seven of spades") or a set of ranks ("Q, A", "dronning og ess")."""

from __future__ import annotations

import re

from ...engine.cards import Card, Suit
from ..numberwords import WEAK_ONES, read_words
from .sentence import CLAUSES, INSTEAD, PLAYED, REASON, RULED_OUT_CARD, RULED_OUT_RANK, SHOULD, corrected
from .text import TwoAnswers, UnreadableAnswer, fold, plain, the_one

__all__ = ["CARD_SHORT", "RANK_NAMES", "cards_in", "read_card", "read_ranks"]

_LETTERS = {"a": 1, "e": 1, "j": 11, "kn": 11, "b": 11, "q": 12, "d": 12, "k": 13, "r": 13, "t": 10}
#: Rank words in each language (folded), with the forms a card's name gives them: "yedilisi", "sjuer", "kongen".
RANK_NAMES = {
    "en": {"ace": 1, "aces": 1, "jack": 11, "jacks": 11, "knave": 11, "queen": 12, "queens": 12, "king": 13,
           "kings": 13},
    "tr": {"as": 1, "asi": 1, "aslar": 1, "asa": 1, "vale": 11, "valesi": 11, "valeyi": 11, "bacak": 11,
           "bacagi": 11, "kiz": 12, "kizi": 12, "kizlar": 12, "kiza": 12, "kizini": 12, "kralice": 12, "papaz": 13,
           "papazi": 13, "papazlar": 13, "papaza": 13, "papazini": 13, "kral": 13, "krali": 13},
    "nb": {"ess": 1, "esset": 1, "essene": 1, "esser": 1, "essa": 1, "damene": 12, "kongene": 13, "knektene": 11, "ace": 1, "knekt": 11, "knekten": 11, "knekter": 11, "dame": 12,
           "dama": 12, "damen": 12, "damer": 12, "dronning": 12, "dronningen": 12, "dronninger": 12, "konge": 13,
           "kongen": 13, "konger": 13},
}
#: Norwegian names of a numbered card: "en sjuer", "ruter sekser".
_NB_CARD_NOUNS = {"toer": 2, "treer": 3, "firer": 4, "femmer": 5, "sekser": 6, "sjuer": 7, "syver": 7, "atter": 8,
                  "åtter": 8, "nier": 9, "tier": 10}
_SUIT_WORDS: dict[str, Suit] = {
    "clubs": Suit.CLUBS, "club": Suit.CLUBS, "diamonds": Suit.DIAMONDS, "diamond": Suit.DIAMONDS,
    "hearts": Suit.HEARTS, "heart": Suit.HEARTS, "spades": Suit.SPADES, "spade": Suit.SPADES,
    "sinek": Suit.CLUBS, "karo": Suit.DIAMONDS, "kupa": Suit.HEARTS, "maca": Suit.SPADES,
    "klover": Suit.CLUBS, "ruter": Suit.DIAMONDS, "hjerter": Suit.HEARTS, "spar": Suit.SPADES,
    "sinegin": Suit.CLUBS, "karonun": Suit.DIAMONDS, "kupanin": Suit.HEARTS, "macanin": Suit.SPADES,  # maçanın 7'si
}
_SUIT_SYMBOLS = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES}
_SUIT_LETTERS = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}
#: A card's short name: "7♠", "♠7", "R♣".
CARD_SHORT = re.compile(r"(?<![\w])(?:10|[2-9]|[ajqkdr]|kn)\s?[♠♣♥♦]|[♠♣♥♦]\s?(?:10|[2-9]|[ajqkdr]|kn)(?!\w)")
_SUFFIX = re.compile(r"'[^\s,;.!?)]*")  # Turkish suffixes after an apostrophe: 7'si, R♣'yi


def _rank(word: str, lang: str, letters: bool = True) -> int | None:
    """A rank from a folded word: a number (digits or a word of ``lang``), a letter, a name ("kızı", "sjuer")."""
    word = word.strip(".")
    if re.fullmatch(r"\d{1,2}", word):
        number = int(word)
        return number if 1 <= number <= 13 else None
    if letters and word in _LETTERS:
        return _LETTERS[word]
    if word in RANK_NAMES.get(lang, {}):
        return RANK_NAMES[lang][word]
    if lang == "nb":  # sjuer, sjueren, sjuern, and the spoken sjuar, sjuarn
        noun = re.sub(r"ar(?=n?$|en$)", "er", word)
        for form in (noun, noun[:-1] if noun.endswith("n") else "", noun[:-2] if noun.endswith("en") else ""):
            if form in _NB_CARD_NOUNS:
                return _NB_CARD_NOUNS[form]
    if lang == "tr":  # yedili, yedilisi, altılı, sekizlisi, yedisi
        base = re.sub(r"(?:l[iu])?(?:s[iu]|y[iu]|n[iu])?$", "", word) if len(word) > 3 else word
        for candidate in (word, base):
            numbers = read_words([candidate], lang)
            if len(numbers) == 1 and 2 <= numbers[0] <= 10:
                return numbers[0]
    numbers = read_words([word], lang) if word not in WEAK_ONES else []
    return numbers[0] if len(numbers) == 1 and 2 <= numbers[0] <= 10 else None


def cards_in(text: str, lang: str) -> list[Card]:
    """Every card a folded text names, by its short name or its name, in order."""
    cards: list[Card] = []
    # Short names: 7♠, ♠7, 7 ♠, R♣.
    for match in re.finditer(r"(?<!\w)(10|[2-9]|[ajqkdrbe]|kn)\s?([♠♣♥♦])|([♠♣♥♦])\s?(10|[2-9]|[ajqkdr]|kn)(?!\w)", text):
        rank_part, suit_part = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
        cards.append(Card(_LETTERS.get(rank_part) or int(rank_part), _SUIT_SYMBOLS[suit_part]))
    text = re.sub(r"[♠♣♥♦]", " ", text)
    # "ruter 6er", "karo 6lı", "7spar": an ending glued to the number is dropped, a suit split off.
    text = re.sub(r"(?<!\w)(10|[2-9])([^\W\d_]+)",
                  lambda m: m.group(1) + (" " + m.group(2) if m.group(2) in _SUIT_WORDS else ""), text)
    words = [w for w in re.findall(r"[\w]+", text) if w not in ("of", "the", "a", "an", "en", "et", "ei", "bir", "i")]
    # Compound names: sparsju, ruterseks, hjerterdame, klover7, maça7, karo6.
    split: list[str] = []
    for word in words:
        for suit in ("hjerter", "klover", "ruter", "spar", "sinek", "karo", "kupa", "maca"):
            if word.startswith(suit) and len(word) > len(suit) and _rank(word[len(suit):].strip("-"), lang, False):
                split += [suit, word[len(suit):].strip("-")]
                break
        else:
            split.append(word)
    i = 0
    while i < len(split) - 1:
        first, second = split[i], split[i + 1]
        if first in _SUIT_WORDS and _rank(second, lang) is not None:
            cards.append(Card(_rank(second, lang), _SUIT_WORDS[first]))
            i += 2
        elif second in _SUIT_WORDS and _rank(first, lang) is not None:
            cards.append(Card(_rank(first, lang), _SUIT_WORDS[second]))
            i += 2
        else:
            i += 1
    return cards


def _set_aside(text: str, lang: str, better: bool) -> set[Card]:
    """The cards a sentence names but does not give: ruled out ("ikke 7♠"), or on the other side of "instead of".

    "X instead of Y" ("Y yerine X") gives X, unless the sentence tells what was played ("spilte X i stedet for
    Y", "Y yerine X oynadı") and the question asks for the card that should have been played (``better``):
    then it gives Y. A clause that only tells what was played gives nothing to such a question.
    """
    dropped: set[Card] = set()
    for match in RULED_OUT_CARD.finditer(text):  # "ikke 7♠", "7♠ değil"
        dropped.update(cards_in(match.group(1) or match.group(2), lang))
    clauses = [c for c in CLAUSES.split(text) if cards_in(c, lang)]
    for clause in clauses:
        played = better and PLAYED.search(clause) and not SHOULD.search(clause)
        instead = INSTEAD.search(clause)
        if instead:
            after = instead.group() != "yerine"
            other = clause[instead.end():] if after else clause[:instead.start()]
            given = clause[:instead.start()] if after else clause[instead.end():]
            dropped.update(cards_in(given if played else other, lang))
        elif played and len(clauses) > 1:  # "den spilte kløver 4, men burde spilt ruter 6"
            dropped.update(cards_in(clause, lang))
    return dropped


def read_card(answer: object, lang: str = "en", context: frozenset = frozenset(), better: bool = False) -> Card:
    """A card from its short name (7♠, 7s, R♣, ♠7) or its name (maça yedilisi, sparsju, seven of spades).

    ``better``: the question asks for the card that should have been played, not the one played (``_set_aside``).
    """
    if isinstance(answer, Card):
        return answer
    if not isinstance(answer, str) or lang not in RANK_NAMES:
        raise UnreadableAnswer(answer)
    text = _SUFFIX.sub("", plain(answer)).strip().strip(".!\"«»“”")
    compact = re.sub(r"\s+", "", text)
    letter = re.fullmatch(r"(10|[2-9]|[ajqk])([cdhs])|([cdhs])(10|[2-9]|[ajqk])", compact)
    if letter:  # 7s, QH, s7: only as the whole answer
        rank_part, suit_part = (letter.group(1), letter.group(2)) if letter.group(1) else letter.group(4, 3)
        return Card(_LETTERS.get(rank_part) or int(rank_part), _SUIT_LETTERS[suit_part])
    text = corrected(text, lambda part: len(cards_in(part, lang)))  # "7♠, nei vent, 7♣": the card after
    cards = list(dict.fromkeys(cards_in(text, lang)))
    dropped = _set_aside(text, lang, better)
    if cards and all(c in dropped for c in cards):
        raise UnreadableAnswer(answer)
    cards = [c for c in cards if c not in dropped]
    reason = REASON.search(text)
    if len(cards) > 1 and reason:  # "ruter 6, fordi kløver 4 blokkerer": the reason's cards are not the answer
        cards = [c for c in cards if c in cards_in(text[:reason.start()], lang)] or cards
    return the_one(cards, context, answer)


_CONNECTORS = {"ya", "da", "yahut", "veya", "veyahut", "ve", "ile", "or", "and", "eller", "og", "samt", "hem",
               "either", "enten", "both", "begge", "only", "just", "bare", "kun", "sadece", "yalnizca", "yalniz",
               "ancak", "the", "also", "ogsa", "plus"}
_LIST_MARKS = {",", "/", "&", "+", "[", "]", '"', "'", "(", ")", "-", ".", ";", "«", "»", "“", "”"}


def read_ranks(answer: object, lang: str = "en", context: frozenset = frozenset()) -> frozenset[int]:
    """A set of ranks from a list or from text such as "Q, A", "D og A", "Q veya A", "kız ve as"."""
    if isinstance(answer, (list, tuple, set, frozenset)):
        ranks = [_rank(fold(str(item)).strip(" \"'"), lang) for item in list(answer)[:20]]
        if not ranks or None in ranks:
            raise UnreadableAnswer(answer)
        return frozenset(ranks)
    if not isinstance(answer, str) or lang not in RANK_NAMES:
        raise UnreadableAnswer(answer)
    text = _SUFFIX.sub("", plain(answer))
    text = corrected(text, lambda part: sum(_rank(w, lang) is not None for w in re.findall(r"\w+", part)))
    text = RULED_OUT_RANK.sub(" | ", text)  # "dronning og ess, ikke knekt", "kız ve as, papaz değil": a rank ruled out
    if re.fullmatch(r"\s*[ajqkdr]{2,3}\s*", text):  # "QA"
        return frozenset(_LETTERS[c] for c in text.strip())
    runs: list[frozenset[int]] = []
    run: list[int] = []
    tokens = re.findall(r"\w+|[^\w\s]", text)
    for i, token in enumerate(tokens + [None]):
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        article = token in ("a", "an", "en", "ei", "et", "bir") and _rank(after, lang, letters=False) is not None
        rank = None if token is None or article else _rank(token, lang)
        counted = after and re.fullmatch(r"\w+", after) and _rank(after, lang) is None and after not in _CONNECTORS
        if rank is not None and counted and re.fullmatch(r"[^\W\d]+", token) and token not in _LETTERS \
                and token not in RANK_NAMES[lang]:
            rank = None  # "de to naboene": a count before a noun, not a rank
        if rank is not None:
            run.append(rank)
        elif token is not None and (article or token in _CONNECTORS or token in _LIST_MARKS):
            continue
        else:
            if run:
                runs.append(frozenset(run))
            run = []
    if len(runs) > 1:
        runs = [r for r in runs if not r <= context] or runs
    if not runs:
        raise UnreadableAnswer(answer)
    if len(set(runs)) > 1:
        raise TwoAnswers(answer)
    return runs[0]
