"""Game codes: ``TP1-<rule letter>-<seven letters>``, the letters a base-26 deal number.

A built-in layout other than TriPeaks follows as a fourth part, its name:
``TP1-C-AAAAAAB-GOLF``, ``TP1-E-AAAAAAB-BLACK-HOLE``.  A code without one is TriPeaks.

>>> GameCode.parse(" tp1-n-aaaaaab ")
GameCode.parse('TP1-E-AAAAAAB')
>>> GameCode.parse("TP1-C-AAAAAAD").number, GameCode(3, Rule.EASY).text
(3, 'TP1-E-AAAAAAD')
>>> GameCode.parse("tp1-c-aaaaaab-black-hole").layout, GameCode(1, "classic", "golf").text
('black-hole', 'TP1-C-AAAAAAB-GOLF')
"""

from __future__ import annotations

import enum
import string
from typing import NamedTuple

from .errors import InvalidCodeError, UnknownRuleError, short
from .shapes import LAYOUTS

FORMAT = "TP1"
LETTERS = 7
DEAL_COUNT = 26**LETTERS


class Rule(enum.StrEnum):
    """Easy links King and Ace; Classic stops the sequence at both ends."""

    EASY = "easy"
    CLASSIC = "classic"

    @property
    def wrap(self) -> bool:
        """Whether K and A are neighbours."""
        return self is Rule.EASY

    @property
    def letter(self) -> str:
        return "E" if self is Rule.EASY else "C"

    @classmethod
    def coerce(cls, value: Rule | str) -> Rule:
        """A Rule from itself or its name ("easy", " Classic "); UnknownRuleError for anything else."""
        if isinstance(value, str):
            try:
                return cls(value.strip().lower())
            except ValueError:
                pass
        raise UnknownRuleError(f"unknown rule: {short(value)} (expected 'easy' or 'classic')")


#: Rule letters read in codes; N is an older spelling of Easy.
RULE_LETTERS = {"E": Rule.EASY, "N": Rule.EASY, "C": Rule.CLASSIC}


def check_number(number: object) -> int:
    """A deal number: a whole number from 0 to 26**7 - 1; InvalidCodeError for anything else."""
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number < DEAL_COUNT:
        raise InvalidCodeError(
            f"not a deal number: {short(number)} (deal numbers are whole numbers from 0 to {DEAL_COUNT - 1})"
        )
    return number


def number_to_letters(number: int) -> str:
    check_number(number)
    letters = []
    for _ in range(LETTERS):
        number, digit = divmod(number, 26)
        letters.append(string.ascii_uppercase[digit])
    return "".join(reversed(letters))


def letters_to_number(letters: str) -> int:
    number = 0
    for letter in letters:
        number = number * 26 + string.ascii_uppercase.index(letter)
    return number


#: The layout of a code without a layout part.
DEFAULT_LAYOUT = "tripeaks"


class _CodeFields(NamedTuple):
    number: int
    rule: Rule
    layout: str = DEFAULT_LAYOUT


class GameCode(_CodeFields):
    """A deal number (0 to 26**7 - 1) and the rule it is played under; checked when made.

    >>> GameCode(-1)
    Traceback (most recent call last):
      ...
    tripeaks_widget.engine.errors.InvalidCodeError: not a deal number: -1 (deal numbers are whole numbers from 0 to 8031810175)
    """

    __slots__ = ()

    def __new__(cls, number: int, rule: Rule | str = Rule.EASY, layout: str = DEFAULT_LAYOUT) -> GameCode:
        if layout != DEFAULT_LAYOUT:
            layout = check_layout_name(layout)
        return super().__new__(cls, check_number(number), Rule.coerce(rule), layout)

    def _replace(self, **changes: object) -> GameCode:
        return type(self)(**{**self._asdict(), **changes})

    @property
    def text(self) -> str:
        tail = "" if self.layout == DEFAULT_LAYOUT else "-" + self.layout.upper()
        return f"{FORMAT}-{Rule(self.rule).letter}-{number_to_letters(self.number)}{tail}"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"GameCode.parse({self.text!r})"

    @classmethod
    def parse(cls, code: str) -> GameCode:
        """Read a code, ignoring case and surrounding blanks."""
        if not isinstance(code, str):
            raise InvalidCodeError(
                f"a game code is text like 'TP1-E-AAAAAAB', not {type(code).__name__}: {short(code)}"
            )
        text = code.strip()
        odd = [ch for ch in text if not ch.isascii() or not ch.isprintable()]
        if odd:
            raise InvalidCodeError(
                f"invalid game code {short(code)}: unexpected character {odd[0]!r}"
                f" (codes use ASCII letters, digits and '-', like 'TP1-E-AAAAAAB')"
            )
        text = text.upper()
        if not text:
            raise InvalidCodeError(f"the game code {short(code)} is empty (expected something like 'TP1-E-AAAAAAB')")
        parts = text.split("-")
        layout = "-".join(parts[3:]).lower() or DEFAULT_LAYOUT
        if len(parts) < 3 or layout not in LAYOUTS:
            raise InvalidCodeError(
                f"invalid game code {short(code)}: expected three parts separated by '-', like 'TP1-E-AAAAAAB'"
                + (f", then a built-in layout's name, not {short(layout)}" if len(parts) > 3 else "")
            )
        fmt, rule_letter, letters = parts[:3]
        if fmt != FORMAT:
            raise InvalidCodeError(f"invalid game code {short(code)}: it must start with '{FORMAT}-', not {short(fmt)}")
        if rule_letter not in RULE_LETTERS:
            raise InvalidCodeError(
                f"invalid game code {short(code)}: the rule letter must be E (Easy) or C (Classic), not {short(rule_letter)}"
            )
        if len(letters) != LETTERS:
            raise InvalidCodeError(
                f"invalid game code {short(code)}: the deal part must have {LETTERS} letters, not {len(letters)}"
            )
        bad = [ch for ch in letters if ch not in string.ascii_uppercase]
        if bad:
            raise InvalidCodeError(
                f"invalid game code {short(code)}: the deal part may only contain the letters A-Z, not {bad[0]!r}"
            )
        return cls(letters_to_number(letters), RULE_LETTERS[rule_letter], layout)


def check_layout_name(layout: object) -> str:
    """A built-in layout's name for a code; InvalidCodeError for anything else."""
    if not isinstance(layout, str) or layout not in LAYOUTS:
        raise InvalidCodeError(
            f"a code names a built-in layout ({', '.join(LAYOUTS)}), not {short(layout)}; "
            f"a layout of your own travels in its rule set"
        )
    return layout
