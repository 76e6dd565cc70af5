"""Game codes: ``TP1-<rule letter>-<seven letters>``, the letters a base-26 deal number.

>>> GameCode.parse(" tp1-n-aaaaaab ")
GameCode.parse('TP1-E-AAAAAAB')
>>> GameCode.parse("TP1-C-AAAAAAD").number, GameCode(3, Rule.EASY).text
(3, 'TP1-E-AAAAAAD')
"""

from __future__ import annotations

import enum
import string
from typing import NamedTuple

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
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            raise ValueError(f"unknown rule: {value!r} (expected 'easy' or 'classic')") from None


#: Rule letters read in codes; N is an older spelling of Easy.
RULE_LETTERS = {"E": Rule.EASY, "N": Rule.EASY, "C": Rule.CLASSIC}


class InvalidCodeError(ValueError):
    """Raised when a game code cannot be read; the message says what is wrong with it."""


def number_to_letters(number: int) -> str:
    if not 0 <= number < DEAL_COUNT:
        raise ValueError(f"deal number out of range: {number!r} (0 to {DEAL_COUNT - 1})")
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


class GameCode(NamedTuple):
    """A deal number and the rule it is played under."""

    number: int
    rule: Rule = Rule.EASY

    @property
    def text(self) -> str:
        return f"{FORMAT}-{Rule(self.rule).letter}-{number_to_letters(self.number)}"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"GameCode.parse({self.text!r})"

    @classmethod
    def parse(cls, code: str) -> GameCode:
        """Read a code, ignoring case and surrounding blanks."""
        if not isinstance(code, str):
            raise InvalidCodeError(f"a game code is text like 'TP1-E-AAAAAAB', not {type(code).__name__}: {code!r}")
        text = code.strip()
        odd = [ch for ch in text if not ch.isascii() or not ch.isprintable()]
        if odd:
            raise InvalidCodeError(f"invalid game code {code!r}: unexpected character {odd[0]!r}")
        text = text.upper()
        if not text:
            raise InvalidCodeError("the game code is empty (expected something like 'TP1-E-AAAAAAB')")
        parts = text.split("-")
        if len(parts) != 3:
            raise InvalidCodeError(
                f"invalid game code {code!r}: expected three parts separated by '-', like 'TP1-E-AAAAAAB'"
            )
        fmt, rule_letter, letters = parts
        if fmt != FORMAT:
            raise InvalidCodeError(f"invalid game code {code!r}: it must start with '{FORMAT}-', not {fmt!r}")
        if rule_letter not in RULE_LETTERS:
            raise InvalidCodeError(
                f"invalid game code {code!r}: the rule letter must be E (Easy) or C (Classic), not {rule_letter!r}"
            )
        if len(letters) != LETTERS:
            raise InvalidCodeError(
                f"invalid game code {code!r}: the deal part must have {LETTERS} letters, not {len(letters)}"
            )
        bad = [ch for ch in letters if ch not in string.ascii_uppercase]
        if bad:
            raise InvalidCodeError(
                f"invalid game code {code!r}: the deal part may only contain the letters A-Z, not {bad[0]!r}"
            )
        return cls(letters_to_number(letters), RULE_LETTERS[rule_letter])
