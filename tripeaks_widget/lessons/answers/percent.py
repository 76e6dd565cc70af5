"""An estimate read as a percentage: a bound ("less than 10 %", "%10'dan fazla") or a share ("55 av 200", "4'te 1")."""

from __future__ import annotations

import re

from .numerals import to_number

__all__ = ["Bound", "bound", "share"]

#: "55 av 200", "55/200", "55 of 200": a part of a whole.
_OF = re.compile(r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:/|av|of|out of|ut av)\s*(\d+(?:[.,]\d+)?)")
#: "200'de 55", "4'te 1": the whole first, in the locative, then the part.
_TR_OF = re.compile(r"(?<![\d.,])(\d+)\s*'?\s*(?:de|da|te|ta|den|dan|ten|tan)\s+(\d+)")
#: A bound right before or after a number ("over 15 %", "mer enn 10", "%10'dan fazla", "%10'un altında"); "litt under
#: 30 %", "just over 25 %" are estimates.
_BOUND = re.compile(r"(?<!\w)(?<!litt )(?<!a bit )(?<!just )(?<!slightly )(?<!i )(?:(?P<below>less than|fewer than|"
                    r"at most|below|under|up to|mindre enn|faerre enn|færre enn|hoyst|høyst|opptil|inntil|maks|"
                    r"maksimalt|en fazla|en cok)|more than|at least|above|over|mer enn|flere enn|minst|en az)"
                    r"\s*(?P<n>%?\s*\d+(?:[.,]\d+)?)|"
                    r"(?P<m>\d+(?:[.,]\d+)?\s*%?)\s*'?\s*(?:[dt][ae]n\s+(?:daha\s+)?(?:fazla|cok|yuksek|buyuk|"
                    r"(?P<tr_below>az|dusuk|kucuk))|(?:[iu]n|n[iu]n)?\s*(?:(?P<tr_under>altinda)|ustunde|uzerinde|ustu|"
                    r"uzeri))(?!\w)")


class Bound(float):
    """A percentage given as a bound ("less than 10 %"): right when near the value and on its side."""

    def __new__(cls, value: float, below: bool):
        made = super().__new__(cls, value)
        made.below = below
        return made


def bound(text: str) -> tuple[str, bool, str] | None:
    """For a bound ("less than 10 %"): the text with the bound's words taken out, whether the value lies below,
    and the bound itself ("10 %")."""
    found = _BOUND.search(text)
    if not found:
        return None
    below = bool(found.group("below") or found.group("tr_below") or found.group("tr_under"))
    number = found.group("n") or found.group("m")
    return text[:found.start()] + " " + number + " " + text[found.end():], below, number


def share(text: str) -> float | None:
    """A part of a whole in digits as a percentage: "55 av 200" and "200'de 55" are 27.5; None if there is none."""
    for pattern, order in ((_OF, 1), (_TR_OF, -1)):
        found = pattern.search(text)
        if found:
            part, whole = (to_number(g) for g in found.groups()[::order])
            if whole and 0 <= part <= whole:
                return 100 * part / whole
    return None


#: The parts of a whole named by a word: "quarter", "fjerdedel", "çeyrek" (folded), singular and plural.
_PARTS = {
    "half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
    "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "seventh": 7, "sevenths": 7, "eighth": 8, "eighths": 8,
    "ninth": 9, "ninths": 9, "tenth": 10, "tenths": 10, "twentieth": 20, "twentieths": 20,
    "halv": 2, "halve": 2, "halvt": 2, "halvdel": 2, "halvdelen": 2, "halvparten": 2, "tredjedel": 3, "tredel": 3,
    "fjerdedel": 4, "firedel": 4, "kvart": 4, "femtedel": 5, "sjettedel": 6, "seksdel": 6, "sjuendedel": 7,
    "syvendedel": 7, "sjudel": 7, "åttendedel": 8, "attendedel": 8, "åttedel": 8, "attedel": 8, "niendedel": 9,
    "nidel": 9, "tiendedel": 10, "tidel": 10, "tjuendedel": 20, "tjuedel": 20,
    "ceyrek": 4, "ceyregi": 4, "ceyreginde": 4, "ceyregini": 4, "yari": 2, "yarisi": 2, "yarisini": 2,
    "yarisinda": 2, "yarim": 2,
}
#: "every fourth", "hver fjerde", "annenhver": one in so many.
_EVERY = {"every": None, "hver": None, "hvert": None, "kvar": None, "kvart": None, "annenhver": 2, "annethvert": 2,
          "annakvar": 2}
_ORDINALS = {"second": 2, "other": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
             "ninth": 9, "tenth": 10, "andre": 2, "tredje": 3, "fjerde": 4, "femte": 5, "sjette": 6, "sjuende": 7,
             "syvende": 7, "åttende": 8, "attende": 8, "niende": 9, "tiende": 10, "tjuende": 20, "femtende": 15}
_TR_ENDING = re.compile(r"(?:'?(?:s?[iu]|[iu]?n[iu]|[iu]?nd[ae]|s[iu]n[iu]|s[iu]nd[ae]|y[iu]))$")
_TOKEN = re.compile(r"\d+(?:[.,]\d+)?|[^\W\d_]+|[%/]")


def _count(word: str, lang: str) -> int | None:
    """A small whole number from one token: "4", "fire", "dört", "biri" (with a Turkish ending), "a"/"en" as 1."""
    from ..numberwords import read_words

    if re.fullmatch(r"\d+", word):
        return int(word)
    if word in ("a", "an", "one", "en", "ei", "ein", "ett", "eitt", "bir", "tek"):
        return 1
    for form in (word, _TR_ENDING.sub("", word) if lang == "tr" else word):
        numbers = read_words([form], lang) if form else []
        if len(numbers) == 1 and numbers[0] > 0:
            return numbers[0]
    return None


def _tr_whole(word: str) -> int | None:
    """The whole in a Turkish locative or ablative: "dörtte", "4'te", "onda", "dört oyundan" (a number word then)."""
    from ..numberwords import read_words

    found = re.fullmatch(r"(\d+|[^\W\d_]+?)'?(?:[dt][ae]n?)", word)
    if not found:
        return None
    head = found.group(1)
    if head in ("yuz", "bin"):  # "yüzde 25" is a percentage already
        return None
    if head.isdigit():
        return int(head)
    numbers = read_words([head], "tr")
    return numbers[0] if len(numbers) == 1 and numbers[0] > 1 else None


def fractions(text: str, lang: str) -> str:
    """The text with each share in words written as a percentage: "en fjerdedel" and "dörtte bir" read "25 %".

    A part of a whole ("a quarter", "tre fjerdedeler", "çeyrek"), one in so many ("one in four", "en av fire",
    "1 av 4", "hver fjerde", "dörtte bir", "4'te 1", "dört oyundan biri"); the numbers are the student's language's.
    """
    tokens = [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(text)]
    found: list[tuple[int, int, float]] = []
    i = 0
    while i < len(tokens):
        word, start, end = tokens[i]
        nxt = [t[0] for t in tokens[i + 1:i + 5]]
        share, used = None, 0
        if word in _PARTS or (word.endswith("er") and word[:-2] in _PARTS and lang == "nb"):  # "kvart", "fjerdedeler"
            share, used = (1, _PARTS.get(word) or _PARTS[word[:-2]]), 1
            if word == "kvart" and nxt[:1] and nxt[0] in _ORDINALS:
                share = None  # nynorsk "kvart fjerde": every fourth
        elif _count(word, lang) is not None and nxt[:1] and (nxt[0] in _PARTS or nxt[0][:-2] in _PARTS and lang == "nb"):
            whole = _PARTS.get(nxt[0]) or _PARTS[nxt[0][:-2]]
            share, used = (_count(word, lang), whole), 2
        elif _count(word, lang) is not None and lang != "tr":
            links = {"in": 1, "of": 1, "av": 1, "pa": 1, "på": 1, "out": 2, "ut": 2}
            if nxt[:1] and nxt[0] in links:
                step = links[nxt[0]]
                rest = nxt[step:]
                if rest[:1] and rest[0] in ("every", "hver", "hvert", "kvar"):
                    rest = rest[1:]
                    step += 1
                whole = _count(rest[0], lang) if rest else None
                if whole:
                    share, used = (_count(word, lang), whole), step + 2
        if share is None and word in _EVERY and nxt[:1]:
            whole = _EVERY[word] or _ORDINALS.get(nxt[0])
            if whole:
                share, used = (1, whole), 1 if _EVERY[word] else 2
        if share is None and lang == "tr":
            whole = _tr_whole(word)
            if whole is None and nxt[:1] and word.isdigit() and re.fullmatch(r"'?[dt][ae]n?", nxt[0]):
                whole, nxt = int(word), nxt[1:]  # "4 te 1"
                i_skip = 1
            else:
                i_skip = 0
            if whole is None and _count(word, lang) and nxt[:1] and re.fullmatch(r"[^\W\d_]+[dt][ae]n", nxt[0]):
                whole, nxt, i_skip = _count(word, lang), nxt[1:], 1  # "dört oyundan biri"
            if whole and nxt[:1] and _count(nxt[0], lang):
                share, used = (_count(nxt[0], lang), whole), 2 + i_skip
        if share and share[1] > 20 and re.fullmatch(r"\d+", word):
            share = None  # "55 av 200", "200'de 55": a count of deals, read as it is (share)
        if share and share[1] and 0 < share[0] <= share[1]:
            last = tokens[min(i + used, len(tokens)) - 1]
            found.append((start, last[2], 100 * share[0] / share[1]))
            i += used
            continue
        i += 1
    for start, end, value in reversed(found):
        text = f"{text[:start]} {round(value, 4):g} % {text[end:]}"
    return text
