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


def bound(text: str) -> tuple[str, bool] | None:
    """For a bound ("less than 10 %"): the text with the bound's words taken out, and whether the value lies below."""
    found = _BOUND.search(text)
    if not found:
        return None
    below = bool(found.group("below") or found.group("tr_below") or found.group("tr_under"))
    return text[:found.start()] + " " + (found.group("n") or found.group("m")) + " " + text[found.end():], below


def share(text: str) -> float | None:
    """A part of a whole in digits as a percentage: "55 av 200" and "200'de 55" are 27.5; None if there is none."""
    for pattern, order in ((_OF, 1), (_TR_OF, -1)):
        found = pattern.search(text)
        if found:
            part, whole = (to_number(g) for g in found.groups()[::order])
            if whole and 0 <= part <= whole:
                return 100 * part / whole
    return None
