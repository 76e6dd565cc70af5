"""The errors the public API raises for bad input, and the helpers that check it.

One rule for every entry point (the table in ``docs/engine.md``): bad input
raises one of the errors below before anything changes (``BudgetExceeded``,
a ``RuntimeError``, is the one raised for good input: a search that ran out
of the budget it was given). Each is a
``ValueError`` (a value of the right kind that is not accepted: a slot, a code,
a card, a language, a rule, a variant name, an action of a record, a count) or
a ``TypeError`` (``WrongTypeError``: an argument that must be an object of a
given type, such as a record's text, a ``Variants`` or a ``Game``). Its message
names the bad value, shortened when it is long, and says what is accepted.

>>> short("x" * 500)
"'xxxxxxxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxxxxxxx'"
>>> short(10**5000)
'<an int of 5001 digits>'
>>> check_count(-1, "budget", minimum=1)
Traceback (most recent call last):
  ...
tripeaks_widget.engine.errors.InvalidArgumentError: budget must be a whole number of at least 1, not -1
"""

from __future__ import annotations

import math
import reprlib

#: Messages stay shorter than this (a test checks every one).
MAX_MESSAGE = 300


class InvalidSlotError(ValueError):
    """A slot that is not a whole number from 0 to the layout's last slot (27 in TriPeaks)."""


class IllegalMoveError(ValueError):
    """An action of a record (or of ``Game.replay``) that is not an action or cannot be played."""


class InvalidCodeError(ValueError):
    """A game code (or a deal number) that cannot be read; the message says what is wrong with it."""


class InvalidCardError(ValueError):
    """A card's text that cannot be read."""


class UnknownLanguageError(ValueError):
    """A language the message catalogue does not have."""


class UnknownRuleError(ValueError):
    """A rule that is neither Easy nor Classic."""


class UnknownVariantError(ValueError):
    """A variant name (or a variant switch) that does not exist."""


class InvalidArgumentError(ValueError):
    """A count, budget or deal range out of its bounds."""


class LayoutError(InvalidArgumentError):
    """A layout that cannot be played (``engine/layouts.py``): a catalogue key and its fields, so that the
    layout designer says what is wrong in the student's language (``message(lang)``); str() is the English.

    A field may be another LayoutError (the problem a line's message wraps), or a tuple of slots (a cycle,
    joined by the catalogue's "which is covered by").
    """

    def __init__(self, key: str, **fields: object) -> None:
        self.key, self.fields = key, fields
        super().__init__(self.message())

    def message(self, lang: str = "en") -> str:
        from .i18n import t  # i18n imports this module

        def word(value: object) -> object:
            if isinstance(value, LayoutError):
                return value.message(lang)
            if isinstance(value, tuple):
                return t("layout_err_cycle_link", lang).join(map(str, value))
            return value

        return t(self.key, lang, **{name: word(value) for name, value in self.fields.items()})


class WrongTypeError(TypeError):
    """An argument of the wrong type: a record that is not text, variants that are not a ``Variants``..."""


class BudgetExceeded(RuntimeError):
    """A search that used up its budget (positions searched) or passed its deadline before it had the answer.

    Not bad input: the question was good and too big for the budget given. Nothing changed; a larger
    budget (or None) answers it.
    """


ERRORS = (
    InvalidSlotError,
    IllegalMoveError,
    InvalidCodeError,
    InvalidCardError,
    UnknownLanguageError,
    UnknownRuleError,
    UnknownVariantError,
    InvalidArgumentError,
    WrongTypeError,
    BudgetExceeded,
)


class _ShortRepr(reprlib.Repr):
    """``reprlib`` that never turns a huge int into text (Python refuses past 4300 digits)."""

    def __init__(self) -> None:
        super().__init__()
        self.maxstring = 50
        self.maxother = 50
        self.maxlong = 30
        self.maxlevel = 2
        self.maxlist = self.maxtuple = self.maxset = self.maxfrozenset = self.maxdeque = 4
        self.maxdict = 3

    def repr_int(self, x: int, level: int) -> str:
        bits = abs(x).bit_length()
        if bits > 200:  # about 60 digits: say how long it is instead
            digits = math.floor((bits - 1) * math.log10(2)) + 1  # the digits of 2**(bits - 1)
            if abs(x) >= 10**digits:  # x may have one more
                digits += 1
            return f"<{'a negative' if x < 0 else 'an'} int of {digits} digits>"
        return super().repr_int(x, level)


_short = _ShortRepr()


def short(value: object) -> str:
    """A repr of ``value`` for an error message: bounded, and safe for any object."""
    try:
        text = _short.repr(value)
    except Exception:  # a repr that fails even inside reprlib's guards
        text = f"<{type(value).__name__} object>"
    return text if len(text) <= 80 else text[:77] + "..."


def type_name(value: object) -> str:
    return type(value).__name__


def check_type(value: object, types: type | tuple[type, ...], what: str, accepted: str) -> object:
    """``value`` if it is one of ``types`` (never a bool where an int is asked), else WrongTypeError."""
    if isinstance(value, types) and not (isinstance(value, bool) and bool not in _as_tuple(types)):
        return value
    raise WrongTypeError(f"{what} must be {accepted}, not {type_name(value)}: {short(value)}")


def _as_tuple(types: type | tuple[type, ...]) -> tuple[type, ...]:
    return types if isinstance(types, tuple) else (types,)


def check_bool(value: object, what: str) -> bool:
    """``value`` if it is True or False, else WrongTypeError."""
    return check_type(value, bool, what, "True or False")


def check_count(value: object, what: str, minimum: int = 0, maximum: int | None = None, allow_none: bool = False):
    """A whole number from ``minimum`` to ``maximum`` (or None if allowed); WrongTypeError or InvalidArgumentError."""
    if value is None and allow_none:
        return None
    bounds = f"of at least {minimum}" if maximum is None else f"from {minimum} to {maximum}"
    accepted = f"a whole number {bounds}" + (" or None" if allow_none else "")
    check_type(value, int, what, accepted)
    if value < minimum or (maximum is not None and value > maximum):
        raise InvalidArgumentError(f"{what} must be {accepted}, not {short(value)}")
    return value


#: The largest budget, count of games or deadline term the solver and the lab accept: 2**53, the largest
#: whole number a double holds exactly (the WebAssembly search reads budgets as doubles, the C one as 64-bit
#: ints): one bound on every path.
MAX_BUDGET = 2**53


def check_budget(value: object, what: str = "budget", allow_none: bool = True):
    """A search budget (positions searched): a whole number from 1 to 2**53, or None (no limit) if allowed.

    The one check of every budget of the solver (``hint``, ``salvage``, ``par``, ``solve_position``), the
    board's ``hint_budget`` and the lab's players, before the C, WebAssembly or pure-Python search runs.

    >>> check_budget(2**63)
    Traceback (most recent call last):
      ...
    tripeaks_widget.engine.errors.InvalidArgumentError: budget must be a whole number from 1 to 9007199254740992 or None, not 9223372036854775808
    """
    return check_count(value, what, minimum=1, maximum=MAX_BUDGET, allow_none=allow_none)


def check_deadline(value: object, what: str = "deadline") -> float | None:
    """A deadline: a finite ``time.monotonic()`` value (an int or a float) as a float, or None (no deadline).

    >>> check_deadline(float("nan"))
    Traceback (most recent call last):
      ...
    tripeaks_widget.engine.errors.InvalidArgumentError: deadline must be a finite time.monotonic() value or None, not nan
    """
    if value is None:
        return None
    accepted = "a finite time.monotonic() value or None"
    check_type(value, (int, float), what, accepted)
    try:
        seconds = float(value)
    except OverflowError:
        seconds = math.inf
    if not math.isfinite(seconds):
        raise InvalidArgumentError(f"{what} must be {accepted}, not {short(value)}")
    return seconds


# -- slots and the actions of a record --------------------------------------------

def _tripeaks_size() -> int:
    from .layout import SLOT_COUNT  # here, not at the top: the layout module reads its cards with this module's errors

    return SLOT_COUNT


def check_slot(slot: object, size: int | None = None) -> int:
    """``slot`` if it is a whole number from 0 to ``size`` - 1 (not a bool), else InvalidSlotError.

    ``size`` is the layout's number of slots (None: TriPeaks', 28).
    """
    if size is None:
        size = _tripeaks_size()
    if isinstance(slot, bool) or not isinstance(slot, int) or not 0 <= slot < size:
        raise InvalidSlotError(f"not a slot: {short(slot)} (slots are whole numbers from 0 to {size - 1})")
    return slot


def read_action(item: object, position: int, size: int | None = None) -> int | str:
    """One action of a record: a slot (an int, or ASCII digits) or "draw" (also "d", any case).

    ``position`` counts from 1 and goes into the IllegalMoveError for anything else;
    ``size`` is the layout's number of slots (None: TriPeaks', 28).

    >>> read_action(" 20 ", 1), read_action("Draw", 2), read_action(7, 3)
    (20, 'draw', 7)
    >>> read_action("２０", 4)
    Traceback (most recent call last):
      ...
    tripeaks_widget.engine.errors.IllegalMoveError: action 4 of the record, '２０', is not an action: expected a slot 0-27 (ASCII digits) or 'draw'
    """
    if size is None:
        size = _tripeaks_size()
    if isinstance(item, str):
        text = item.strip()
        if text.isascii():
            if text.lower() in ("draw", "d"):
                return "draw"
            if text.isdigit():
                digits = text.lstrip("0") or "0"
                if len(digits) <= 2 and int(digits) < size:
                    return int(digits)
    elif isinstance(item, int) and not isinstance(item, bool) and 0 <= item < size:
        return item
    raise IllegalMoveError(
        f"action {position} of the record, {short(item)}, is not an action: "
        f"expected a slot 0-{size - 1} (ASCII digits) or 'draw'"
    )


def is_listlike(value: object) -> bool:
    """Whether ``value`` is a list, tuple, set, generator...: iterable, but not text, bytes or a dict."""
    return hasattr(value, "__iter__") and not isinstance(value, (str, bytes, bytearray, dict))


def check_many(value: object, what: str, accepted: str) -> list:
    """The items of a list-like ``value`` as a list, else WrongTypeError."""
    if not is_listlike(value):
        raise WrongTypeError(f"{what} must be {accepted}, not {type_name(value)}: {short(value)}")
    return list(value)
