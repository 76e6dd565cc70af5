"""Rule sets as data: one frozen value describes every rule a game is played under.

A rule set has a short text form that reads back to the same value, so it can
be shared like a game code.  The seeds' rules are ``Rules()`` ("easy").

>>> rules = Rules.from_text("classic, jokers=2, redeals=1")
>>> rules.text
'classic,jokers=2,redeals=1'
>>> Rules.from_text(rules.text) == rules, rules.king_ace
(True, False)
>>> Rules(jokers=1).name("nb")
'Lett, 1 joker'
>>> Rules.from_text("easy,bogus")
Traceback (most recent call last):
...
tripeaks_widget.engine.errors.UnknownVariantError: unknown rule 'bogus' in 'easy,bogus' (expected easy, classic, draw-when-stuck, open-peaks, empty-waste, jokers=0-2, redeals=0-10, scoring=app|traditional)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Union

from .errors import InvalidArgumentError, UnknownVariantError, WrongTypeError, short
from .i18n import t

#: At most this many extra passes through the stock: with the app's scoring a
#: game then has fewer than 500 actions, so its score never reaches the floor of 0.
MAX_REDEALS = 10
MAX_JOKERS = 2

#: A scoring: "app" (the seeds'), "traditional", or a function of a MoveEvent giving its points.
Scoring = Union[str, Callable]
SCORINGS = ("app", "traditional")

#: The on/off knobs: (field, word in the text form).
FLAGS = (("draw_when_stuck", "draw-when-stuck"), ("open_peaks", "open-peaks"), ("empty_waste", "empty-waste"))
_EXPECTED = "easy, classic, draw-when-stuck, open-peaks, empty-waste, jokers=0-2, redeals=0-10, scoring=app|traditional"


@dataclass(frozen=True)
class Rules:
    """A complete rule set.  Every field's default is the seeds' rule.

    - ``king_ace``: King and Ace are neighbours (Easy; False is Classic).
    - ``draw_when_stuck``: a draw is allowed only when no card fits.
    - ``open_peaks``: every tableau card is face up from the start.
    - ``empty_waste``: the waste starts empty (the first card is free).
    - ``jokers``: 0, 1 or 2 jokers join the stock; anything goes on a joker and it goes on anything.
    - ``redeals``: extra passes through the stock (0-10).  When the stock is
      empty, a draw first puts every card that came from the stock back, in
      its first order, then draws the first one.
    - ``scoring``: "app" (start at 500, -1 an action, +100 a peak), "traditional"
      (runs 1, 2, 3..., -5 a draw, peaks 15/15/30), or a function
      ``points(event) -> int`` of a ``MoveEvent`` (the score then starts at 0).
    """

    king_ace: bool = True
    draw_when_stuck: bool = False
    open_peaks: bool = False
    empty_waste: bool = False
    jokers: int = 0
    redeals: int = 0
    scoring: Scoring = "app"

    def __post_init__(self) -> None:
        for name in ("king_ace", "draw_when_stuck", "open_peaks", "empty_waste"):
            if not isinstance(getattr(self, name), bool):
                raise WrongTypeError(f"Rules.{name} must be True or False, not {short(getattr(self, name))}")
        for name, top in (("jokers", MAX_JOKERS), ("redeals", MAX_REDEALS)):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
                raise InvalidArgumentError(f"Rules.{name} must be a whole number from 0 to {top}, not {short(value)}")
        if not callable(self.scoring) and self.scoring not in SCORINGS:
            raise InvalidArgumentError(
                f"Rules.scoring must be 'app', 'traditional' or a function of a move's events, not {short(self.scoring)}"
            )

    # -- text form ---------------------------------------------------------------

    @property
    def text(self) -> str:
        """The short text form, e.g. ``"classic,jokers=2,redeals=1"``; ``Rules.from_text`` reads it back."""
        parts = ["easy" if self.king_ace else "classic"]
        parts += [word for field, word in FLAGS if getattr(self, field)]
        if self.jokers:
            parts.append(f"jokers={self.jokers}")
        if self.redeals:
            parts.append(f"redeals={self.redeals}")
        if self.scoring != "app":
            parts.append(f"scoring={self.scoring_name}")
        return ",".join(parts)

    @property
    def scoring_name(self) -> str:
        """"app", "traditional", or the name of the scoring function."""
        if isinstance(self.scoring, str):
            return self.scoring
        return getattr(self.scoring, "__name__", "custom")

    @property
    def custom_scoring(self) -> bool:
        return callable(self.scoring)

    @classmethod
    def from_text(cls, text: str, functions: dict[str, Callable] | None = None) -> Rules:
        """Read a rule set's text form (blanks and case are ignored).

        Accepts the old variant names too: ``joker`` (jokers=1),
        ``traditional-scoring`` (scoring=traditional), and ``standard`` (no
        change).  A scoring function is named in the text; pass it in
        ``functions`` (``{"my_points": my_points}``) to read it back.
        """
        if isinstance(text, Rules):
            return text
        if not isinstance(text, str):
            raise WrongTypeError(f"a rule set's text is a string like 'classic,jokers=2', not {short(text)}")
        functions = _check_functions(functions)
        values: dict[str, object] = {}
        said: dict[str, str] = {}  # field -> the word that set it, to name a contradiction

        def put(field: str, value: object, word: str) -> None:
            if field in values and values[field] != value:  # refused as easy,classic is, whatever the field
                if field == "king_ace":
                    raise InvalidArgumentError(f"{short(text)} names both easy and classic")
                raise InvalidArgumentError(
                    f"{short(text)} sets {field} twice, to {short(said[field])} and {short(word)}"
                )
            values[field], said[field] = value, word

        for raw in text.split(","):
            word = raw.strip().lower()
            if not word or word == "standard":
                continue
            key, eq, value = (part.strip() for part in word.partition("="))
            if word in ("easy", "classic"):
                put("king_ace", word == "easy", word)
            elif word in _FLAG_OF:
                put(_FLAG_OF[word], True, word)
            elif word == "joker":
                put("jokers", 1, word)
            elif word == "traditional-scoring":
                put("scoring", "traditional", word)
            elif eq and key in ("jokers", "redeals"):
                top = MAX_JOKERS if key == "jokers" else MAX_REDEALS
                # ASCII digits only (str.isdigit takes superscripts), at most 3 of them (leading zeros counted:
                # "0" * 5000 is refused too), so int() never sees thousands of digits.
                digits = value.lstrip("0") or "0"
                if not (value.isascii() and value.isdigit()) or len(value) > 3 or int(digits) > top:
                    raise InvalidArgumentError(
                        f"{key} must be a whole number from 0 to {top} in {short(text)}, not {short(value)}"
                    )
                put(key, int(digits), word)
            elif eq and key == "scoring" and value:
                name = raw.partition("=")[2].strip()
                if value in SCORINGS:
                    put("scoring", value, word)
                elif functions and name in functions:
                    put("scoring", functions[name], raw.strip())
                else:
                    raise UnknownVariantError(
                        f"unknown scoring {short(name)} in {short(text)}: pass the function as "
                        f"Rules.from_text(text, functions={{name: function}})"
                    )
            else:
                raise UnknownVariantError(f"unknown rule {short(raw.strip())} in {short(text)} (expected {_EXPECTED})")
        try:
            return cls(**values)
        except InvalidArgumentError as error:
            raise InvalidArgumentError(f"{error} (in {short(text)})") from None

    def replace(self, **changes) -> Rules:
        """A copy with some fields changed: ``Rules().replace(redeals=1)``."""
        return replace(self, **changes)

    def __repr__(self) -> str:
        if self.custom_scoring:
            return f"Rules.from_text({self.text!r}, functions={{{self.scoring_name!r}: {self.scoring_name}}})"
        return f"Rules.from_text({self.text!r})"

    # -- names and explanations (en, tr, nb) -------------------------------------

    def _parts(self) -> list[tuple[str, dict]]:
        parts = [("rs_easy" if self.king_ace else "rs_classic", {})]
        parts += [(f"rs_{field}", {}) for field, _ in FLAGS if getattr(self, field)]
        if self.jokers:
            parts.append(("rs_jokers", {"n": self.jokers}))
        if self.redeals:
            parts.append(("rs_redeals", {"n": self.redeals}))
        if self.scoring == "traditional":
            parts.append(("rs_scoring_traditional", {}))
        elif self.custom_scoring:
            parts.append(("rs_scoring_custom", {"name": self.scoring_name}))
        return parts

    def name(self, lang: str = "en") -> str:
        """A short name, e.g. "Classic, 2 jokers, 1 redeal"."""
        return ", ".join(t(key, lang, **fields) for key, fields in self._parts())

    def explain(self, lang: str = "en") -> list[str]:
        """One line per rule that sets this rule set apart (the K-A link always)."""
        return [t(key + "_explain", lang, **fields) for key, fields in self._parts()]

    # -- what the rules imply ----------------------------------------------------

    @property
    def start_score(self) -> int:
        from . import scoring

        if self.custom_scoring:
            return 0
        return scoring.start_score(self.scoring == "traditional")


_FLAG_OF = {word: field for field, word in FLAGS}


def _check_functions(functions: object) -> dict | None:
    """``functions`` of ``Rules.from_text``: None, or a dict of scoring functions by name."""
    if functions is None:
        return None
    if not isinstance(functions, dict):
        raise WrongTypeError(f"functions must be a dict of scoring functions by name or None, not {short(functions)}")
    for name, function in functions.items():
        if not isinstance(name, str) or not callable(function):
            raise WrongTypeError(
                f"functions must map names (text) to scoring functions, not {short(name)}: {short(function)}"
            )
    return functions


EASY = Rules()
CLASSIC = Rules(king_ace=False)
