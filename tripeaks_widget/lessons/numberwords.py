"""Numbers written as words, in English, Turkish and Norwegian, up to 999 999: "yirmi yedi", "tjuesju", "five hundred".

Hand-written: no library on the package index reads Turkish or Norwegian
number words (text2num and number-parser have neither, word2number is English
only, num2words only writes them). ``tests/test_answer_words.py`` reads back
every number from 0 to 9 999 that num2words writes in the three languages.

Words are read *folded* (``answers.fold``: lower case, ı→i, ş→s, ø→o, å→a…).
Joined words are split into their parts ("yirmiyedi", "femhundreogsekstitre"),
an ordinal ending is read as its number ("yirminci", "tjuende", "twentieth"),
and a Turkish case ending after a number word is dropped ("yirmiye", "dördü").

>>> read_words("yirmi yedi".split(), "tr"), read_words(["tjuesju"], "nb"), read_words("hundre og tre".split(), "nb")
([27], [27], [103])
>>> read_words("seven hundred and seventy-two".replace("-", " ").split(), "en")
[772]
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["read_words", "WEAK_ONES"]

_EN = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40,
    "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000, "and": -1,
}
_EN_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12,
}
_TR = {
    "sifir": 0, "bir": 1, "iki": 2, "uc": 3, "dort": 4, "dord": 4, "bes": 5, "alti": 6, "yedi": 7, "sekiz": 8,
    "dokuz": 9, "on": 10, "yirmi": 20, "otuz": 30, "kirk": 40, "elli": 50, "altmis": 60, "yetmis": 70,
    "seksen": 80, "doksan": 90, "yuz": 100, "bin": 1000, "tek": 1,
}
_NB = {
    "null": 0, "en": 1, "ei": 1, "et": 1, "ett": 1, "eitt": 1, "to": 2, "tre": 3, "fire": 4, "fem": 5,
    "seks": 6, "sju": 7, "syv": 7, "åtte": 8, "atte": 8, "ni": 9, "ti": 10, "elleve": 11, "tolv": 12, "tretten": 13,
    "fjorten": 14, "femten": 15, "seksten": 16, "sytten": 17, "atten": 18, "nitten": 19, "tjue": 20,
    "tyve": 20, "tretti": 30, "tredve": 30, "forti": 40, "firti": 40, "femti": 50, "seksti": 60, "sytti": 70,
    "åtti": 80, "atti": 80, "nitti": 90, "hundre": 100, "tusen": 1000, "og": -1,
    # Nynorsk and dialect forms that read as no other number: "ein", "tjuge", "fyrti", "søtti", the teens in -an.
    "ein": 1, "tjuge": 20, "fyrti": 40, "sotti": 70, "sotten": 17, "trettan": 13, "fjortan": 14, "femtan": 15,
    "sekstan": 16, "syttan": 17, "sottan": 17, "attan": 18, "nittan": 19,
}
_NB_ORDINALS = {"forste": 1, "tredje": 3, "fjerde": 4, "femte": 5, "sjette": 6, "sjuende": 7, "syvende": 7,
                "åttende": 8, "niende": 9, "tiende": 10, "ellevte": 11, "tolvte": 12}
_TABLES = {"en": _EN, "tr": _TR, "nb": _NB}
#: Words that are also an article ("en", "bir"): read as 1 only when the answer has no other number.
WEAK_ONES = {"en", "ei", "ein", "et", "bir", "tek"}
#: Turkish endings after a number word: ordinal (-inci), case (-e, -de, -den, -i), possessive (-si), "-li", "-dir".
_TR_TAIL = re.compile(r"(?:(?:[iu]?nc[iu])|y?[iu]|y?[ae]|[dt][ae]n?|s[iu]|l[iu]k?|l[ae]r|[dt][iu]r)*")
#: Turkish number words that are other words once an ending is added: "ona" (to him), "yüzden" (because of).
_TR_NO_TAIL = {"on", "bir", "yuz", "alti", "bin", "tek"}
_TR_ORDINAL = re.compile(r"[iu]?nc[iu]")


#: A word longer than this is not a number word (the longest, "femhundreogsekstitre", has 20 letters).
MAX_WORD = 48


def _split(word: str, table: dict[str, int]) -> list[int] | None:
    """The word as a run of number parts ("tjuesju" -> [20, 7]), longest part first; None if it is not one."""
    if word in table:
        return [table[word]]
    for size in range(min(len(word), 8), 1, -1):
        head = word[:size]
        if head in table:
            rest = _split(word[size:], table)
            if rest is not None:
                return [table[head]] + rest
    return None


@lru_cache(maxsize=4096)
def _parts_cached(word: str, lang: str) -> tuple[int, ...] | None:
    parts = _parts(word, lang) if len(word) <= MAX_WORD else None
    return None if parts is None else tuple(parts)


def _parts(word: str, lang: str) -> list[int] | None:
    """The number parts of one word in ``lang``, endings read, or None."""
    table = _TABLES[lang]
    if word in ("and", "og") and lang != "tr":
        return [-1]
    if lang == "en":
        if word in _EN_ORDINALS:
            return [_EN_ORDINALS[word]]
        for ending, base in (("ieth", "y"), ("th", "")):  # twentieth, hundredth, seventeenth
            if word.endswith(ending) and word[: -len(ending)] + base in _EN:
                return [_EN[word[: -len(ending)] + base]]
        parts = _split(word, _EN)  # "twentyseven"
        return None if parts is None or -1 in parts else parts
    if lang == "nb":
        if word in _NB_ORDINALS:
            return [_NB_ORDINALS[word]]
        parts = _split(word, table)
        for ordinal, value in (_NB_ORDINALS | {"andre": 2}).items():  # tjueførste, tjueandre
            if parts is None and word.endswith(ordinal) and len(word) > len(ordinal):
                head = _split(word[: -len(ordinal)], table)
                parts = None if head is None or head[-1] < 20 else head + [value]
        for tail in ("", "e", "en"):  # nynorsk: tjug-ande is tjuge, trett-ande tretten
            for ending in ("ende", "ande", "de", "nde", "te"):  # trettiende, attende, tjuende, hundrede, tjugande
                if parts is None and word.endswith(ending) and len(word) > len(ending) + 2:
                    parts = _split(word[: -len(ending)] + tail, table)
        if parts is None or parts[0] == -1 or parts[-1] == -1:
            return None
        if len(parts) == 3 and parts[1] == -1 and 1 <= parts[0] <= 9 and parts[2] in range(20, 100, 10):
            return [parts[2], parts[0]]  # the old count, one word: "femogtjue" is 25
        return parts
    # Turkish: the whole word, or its parts followed by an ending.
    parts = _split(word, table)
    if parts is not None:
        return parts
    for cut in range(len(word) - 1, 1, -1):
        head, tail = word[:cut], word[cut:]
        if not _TR_TAIL.fullmatch(tail):
            continue
        parts = _split(head, table)
        if parts is None:
            continue
        if head in _TR_NO_TAIL and not _TR_ORDINAL.match(tail):
            return None
        return parts
    return None


def _combine(parts: list[int], lang: str) -> list[int]:
    """Number parts in order ([5, 100, 60, 3]) as the numbers they write ([563]); a break starts a new number.

    Within a number the places come in order, each once: thousands, hundreds, tens, units. A teen (and
    "ten" outside Turkish, where "on sekiz" is 18) fills the tens and the units; "og"/"and" may follow
    only a hundred or a thousand.
    """
    numbers: list[int] = []
    state = {"k": None, "h": None, "t": None, "u": None}
    previous = None

    def flush() -> None:
        if any(v is not None for v in state.values()):
            numbers.append((state["k"] or 0) * 1000 + (state["h"] or 0) * 100 + (state["t"] or 0) + (state["u"] or 0))
        state.update(k=None, h=None, t=None, u=None)

    for value in parts:
        if value == -1:
            if previous not in (100, 1000):
                flush()
            previous = value
            continue
        if value == 1000:
            if state["k"] is not None:
                flush()
            group = (state["h"] or 0) * 100 + (state["t"] or 0) + (state["u"] or 0)
            state.update(k=group or 1, h=None, t=None, u=None)
        elif value == 100:
            if state["h"] is not None or state["t"] is not None:
                flush()
            state["h"], state["u"] = state["u"] or 1, None
        elif value >= 20 or (value == 10 and lang == "tr"):
            if state["t"] is not None or state["u"] is not None:
                flush()
            state["t"] = value
        elif value >= 10:
            if state["t"] is not None or state["u"] is not None:
                flush()
            state["t"], state["u"] = value, 0
        else:
            if state["u"] is not None:
                flush()
            state["u"] = value
        previous = value
    flush()
    return numbers


def read_words(words: list[str], lang: str) -> list[int]:
    """The numbers that a run of folded words writes, in order: [] when none of them is a number word."""
    parts: list[int] = []
    for word in words:
        found = _parts_cached(word, lang)
        if found is None:
            return []
        parts.extend(found)
    if not parts or all(p == -1 for p in parts):
        return []
    numbers = _combine(parts, lang)
    if lang == "en" and len(numbers) == 2 and 1 <= numbers[0] <= 9 and 20 <= numbers[1] <= 99 and 100 not in parts \
            and -1 not in parts:
        return [100 * numbers[0] + numbers[1]]  # "five sixty three": 563, as a score is said
    return numbers
