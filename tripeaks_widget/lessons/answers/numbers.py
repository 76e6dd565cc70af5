"""A number answer: digits or words inside a short sentence, working read as its result, a percentage estimate."""

from __future__ import annotations

import math
import re

from .cards import CARD_SHORT
from .numerals import evaluate, mentions, to_number
from .percent import Bound, bound, fractions, share
from .sentence import ALTERNATIVE, CLAUSE_BREAK, CONCLUSION, REASON, RULED_OUT_NUMBER, answer_clause, corrected
from .text import CODE, TwoAnswers, UnreadableAnswer, plain, the_one

__all__ = ["read_number"]

#: A card named in words inside a number answer ("3: sinek papazı, karo 2 ve karo papazı") is not a number.
_CARD_NAME = re.compile(r"(?<!\w)(?:(?:sinek|karo|kupa|maca|klover|kløver|ruter|hjerter|spar)\s*[\w']+|"
                        r"[\w']+\s+of\s+(?:clubs|diamonds|hearts|spades))")
_RANGE = re.compile(r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s*%?\s*(?:-|–|—|\.\.|~|ile|ila|ve|til|to|and|og|or|veya|eller|ya da|"
                    r"yoksa|/)\s*%?\s*(\d+(?:[.,]\d+)?)")
_RANGE_WORDS = re.compile(r"(?<!\w)(?:between|mellom|fra|from|arasi|arasinda|arası)(?!\w)|-|–|—")
#: Words an ordinal number stands before ("20. hamlede", "det 20. trekket"): there its full stop ends no sentence.
_ORDINAL_NOUN = re.compile(r"\s+(?:trekk|hamle|move|runde|round|gang|tur|sira|adim|islem|handling|plass|yer|slot|kort|"
                           r"kart|card)")
#: "50'de 23", "4'te 1": a share written whole first, in the locative (percent.share reads it as "23 of 50").
_TR_SHARE = re.compile(r"(?<![\d.,])(\d+)\s*(?:'|’)\s*(?:de|da|te|ta)\s+(\d+)(?![\d.,])")
_ARITHMETIC = re.compile(r"(?<![\d.,])[-+−]?\s*\d+(?:[.,]\d+)?(?:\s*[-+−*×x/]\s*\d+(?:[.,]\d+)?)+")


def _one(values: list, context: frozenset) -> int | float:
    return the_one(values, context, values)


def _read_text_number(text: str, lang: str, percent: bool, context: frozenset) -> int | float:
    if percent:
        text = fractions(text, lang)  # "en fjerdedel", "dörtte bir": 25 %
    bounded = bound(text) if percent else None
    if bounded:  # "less than 10 %", "%10'dan fazla": the bound, and the side the value lies on
        rest, below, number = bounded
        other = bound(rest)
        if other and other[1] != below:  # "over 25 %, under 30 %": a range, read as one
            low, high = sorted((number.strip(" %"), other[2].strip(" %")), key=lambda n: to_number(n))
            return _read_text_number(f"{low} - {high} %", lang, True, context)
        return Bound(_read_text_number(rest, lang, True, context), below)
    text = _CARD_NAME.sub(" ", CARD_SHORT.sub(" ", CODE.sub(" ", text)))
    if percent:  # "50'de 23": the whole in the locative, then the part, before the suffixes go (any whole, not only 100+)
        text = _TR_SHARE.sub(r"\2 of \1", text)
    text = re.sub(r"(\d)\s*(?:'|’)\s*[^\W\d_]*", r"\1 ", text)  # 464'e, 3'üncü, 20'nci
    text = re.sub(r"(\d)\.(?=\s|$)(?!" + _ORDINAL_NOUN.pattern + ")", r"\1 .", text)  # "497. Jeg har …": a full stop
    text = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", text)  # 20th
    text = re.sub(r"(\d)([^\W\d_])", r"\1 \2", text)  # 66p, 23stk
    text = re.sub(r"(\d)\.(?!\d)", r"\1 ", text)  # 20. hamle, det 20. trekket
    text = re.sub(r"(\d)\s+(\d{3})(?!\d)", r"\1\2", text) if re.search(r"\d \d{3}(?!\d)", text) else text
    ruled_out = {to_number(a or b) for a, b in RULED_OUT_NUMBER.findall(text)}
    text = corrected(text, lambda part: len(mentions(part, lang)))  # "23, nei vent, 24": what comes after
    text = answer_clause(text, lang, lambda part: [v for v in mentions(part, lang)
                                                   if v not in ruled_out and v not in context])
    text = CONCLUSION.sub("=", text)
    for mark in ("=", ":"):  # working, or "svar: 24": the value after the last mark
        tail = text.rsplit(mark, 1)[1] if mark in text else ""
        if mentions(tail, lang):
            text = tail
            break
    ruled_out = {to_number(a or b) for a, b in RULED_OUT_NUMBER.findall(text)}
    reason = REASON.search(text)
    if reason and mentions(text[:reason.start()], lang):
        text = text[:reason.start()]
    head = CLAUSE_BREAK.split(text, 1)[0]
    between = re.search(r"(?<!\w)(?:between|mellom|arasi|arasinda)(?!\w)", text) and _RANGE.search(text)
    if head != text and len(set(mentions(head, lang)) - ruled_out) == 1 and not between \
            and not re.search(r"\d\s*[-−+*×/]\s*\d", head):
        text = head  # "563 (500 - 37 + 100)", "755, with 17 draws": the answer, then what it rests on
    if percent:
        part = share(text)
        if part is not None:
            return part
    span = _RANGE.search(text)
    if span and (_RANGE_WORDS.search(text) or percent):
        low, high = (to_number(g) for g in span.groups())
        joiner = text[span.end(1):span.start(2)].strip(" %")
        if low > high and joiner in ("-", "−") and not percent:
            return low - high  # "759 - 555": a difference shown as working
        between = re.search(r"(?<!\w)(?:between|mellom|fra|from|arasi|arasinda)(?!\w)", text)
        is_range = joiner in ("-", "–", "—", "..", "~", "ile", "ila", "til", "to") or joiner in ("and", "og", "ve") and between
        if percent and is_range and low < high and high - low <= 4 * 5 and not ALTERNATIVE.search(text):
            return (low + high) / 2  # "25–30 %": its middle, for a range no wider than 20 points
        if low != high:
            raise TwoAnswers(text)
    sum_ = _ARITHMETIC.search(text)
    if sum_ and re.search(r"[+*×/]|\d\s*[-−]\s*\d", sum_.group()):
        value = evaluate(sum_.group())
        if value is not None and (value >= 0 or not percent):
            return 100 * value if percent and 0 < value < 1 and "/" in sum_.group() else value
    values = [v for v in mentions(text, lang) if v not in ruled_out]
    shares = sorted(set(values))
    if percent and len(shares) == 2 and shares[1] >= 100 and not ALTERNATIVE.search(text):
        return 100 * shares[0] / shares[1]  # "200 dağıtımın 55'ini kazanır": 55 of the 200
    if ruled_out and not values:
        raise UnreadableAnswer(text)
    if len(set(values)) > 1 and ALTERNATIVE.search(text):
        raise TwoAnswers(text)  # "20 veya 21": even if one of them is in the question
    value = _one(values, context)
    if percent and isinstance(value, float) and 0 < value < 1 and "%" not in text:
        return 100 * value  # 0,275: a share written as a fraction
    return value


def read_number(answer: object, percent: bool = False, lang: str = "en",
                context: frozenset = frozenset()) -> int | float:
    """A number as students write it (see the package); ``context`` holds the numbers the question itself names."""
    if isinstance(answer, bool):
        raise UnreadableAnswer(answer)
    if isinstance(answer, int):
        return answer
    if isinstance(answer, float):
        if math.isnan(answer):
            raise UnreadableAnswer(answer)
        return answer
    if not isinstance(answer, str):
        raise UnreadableAnswer(answer)
    return _read_text_number(plain(answer), lang, percent, context)
