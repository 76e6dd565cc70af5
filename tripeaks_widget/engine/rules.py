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
>>> golf = Rules.from_text("golf, classic, nothing-on-king")
>>> golf.text, golf.layout.size, golf == Rules(layout="golf", king_ace=False, nothing_on_king=True)
('golf,classic,nothing-on-king', 35, True)
>>> golf.scoring, Rules.from_text("golf,classic,scoring=app").text
('cards-left', 'golf,classic,scoring=app')
>>> Rules.from_text("easy,bogus")
Traceback (most recent call last):
...
tripeaks_widget.engine.errors.UnknownVariantError: unknown rule 'bogus' in 'easy,bogus' (expected easy, classic, nothing-on-king, draw-when-stuck, open-peaks, empty-waste, jokers=0-2, redeals=0-10, scoring=app|traditional|cards-left, a layout such as golf)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Union

from .errors import InvalidArgumentError, UnknownVariantError, WrongTypeError, short
from .i18n import t
from .layout import TRIPEAKS
from .layouts import Layout
from .shapes import LAYOUTS, layout_named

#: At most this many extra passes through the stock: with the app's scoring a
#: game then has fewer than 500 actions, so its score never reaches the floor of 0.
MAX_REDEALS = 10
MAX_JOKERS = 2

#: A scoring: "app" (the seeds'), "traditional", "cards-left", or a function of a MoveEvent giving its points.
Scoring = Union[str, Callable]
SCORINGS = ("app", "traditional", "cards-left")


def default_scoring(layout: Layout) -> str:
    """The scoring a layout is played under unless the rules name one: "app", or "cards-left" without groups.

    The app's scoring pays for emptied groups (peaks) and takes a point an
    action.  A layout without groups (Golf, Black Hole, All in a Row) would
    then count actions only, and getting stuck early would beat any win; there
    the cards left at the end (Golf's own count, fewer is better) is the score.
    """
    return "app" if layout.groups else "cards-left"

#: The on/off knobs: (field, word in the text form).
FLAGS = (("draw_when_stuck", "draw-when-stuck"), ("open_peaks", "open-peaks"), ("empty_waste", "empty-waste"))
_EXPECTED = ("easy, classic, nothing-on-king, draw-when-stuck, open-peaks, empty-waste, jokers=0-2, redeals=0-10, "
             "scoring=app|traditional|cards-left, a layout such as golf")


@dataclass(frozen=True)
class Rules:
    """A complete rule set.  Every field's default is the seeds' rule.

    - ``layout``: the ``Layout`` (or a built-in layout's name: "tripeaks", "golf"...).
    - ``king_ace``: King and Ace are neighbours (Easy; False is Classic).
    - ``nothing_on_king``: nothing goes on a King (Golf-A; only with Classic).
    - ``draw_when_stuck``: a draw is allowed only when no card fits.
    - ``open_peaks``: every tableau card is face up from the start.
    - ``empty_waste``: the waste starts empty (the first card is free).
    - ``jokers``: 0, 1 or 2 jokers join the stock; anything goes on a joker and it goes on anything.
    - ``redeals``: extra passes through the stock (0-10).  When the stock is
      empty, a draw first puts every card that came from the stock back, in
      its first order, then draws the first one.
    - ``scoring``: "app" (start at 500, -1 an action, +100 a peak), "traditional"
      (runs 1, 2, 3..., -5 a draw, peaks 15/15/30), or a function
      ``points(event) -> int`` of a ``MoveEvent`` (the score then starts at 0);
      "cards-left": the cards left in the layout (Golf's count: lower is better).
      None (the default) is the layout's own, ``default_scoring(layout)``: "app"
      on a layout with bonus groups (TriPeaks), "cards-left" on one without
      (Golf).  The value kept is the scoring itself, so
      ``Rules(layout="golf") == Rules(layout="golf", scoring="cards-left")``.
    """

    king_ace: bool = True
    draw_when_stuck: bool = False
    open_peaks: bool = False
    empty_waste: bool = False
    jokers: int = 0
    redeals: int = 0
    scoring: Scoring | None = None
    layout: Layout = TRIPEAKS
    nothing_on_king: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.layout, Layout):
            if not isinstance(self.layout, str):
                raise WrongTypeError(f"Rules.layout must be a Layout or a built-in layout's name, not {short(self.layout)}")
            object.__setattr__(self, "layout", layout_named(self.layout))
        builtin = LAYOUTS.get(self.layout.name)
        if builtin is not None and builtin is not self.layout:
            if builtin != self.layout:
                raise InvalidArgumentError(
                    f"a layout of your own cannot be called {self.layout.name!r}, the name of a built-in layout"
                )
            object.__setattr__(self, "layout", builtin)  # one object per built-in layout: ``is TRIPEAKS`` holds
        if self.scoring is None:
            object.__setattr__(self, "scoring", default_scoring(self.layout))
        for name in ("king_ace", "draw_when_stuck", "open_peaks", "empty_waste", "nothing_on_king"):
            if not isinstance(getattr(self, name), bool):
                raise WrongTypeError(f"Rules.{name} must be True or False, not {short(getattr(self, name))}")
        for name, top in (("jokers", MAX_JOKERS), ("redeals", MAX_REDEALS)):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
                raise InvalidArgumentError(f"Rules.{name} must be a whole number from 0 to {top}, not {short(value)}")
        if not callable(self.scoring) and self.scoring not in SCORINGS:
            raise InvalidArgumentError(
                f"Rules.scoring must be 'app', 'traditional', 'cards-left' or a function of a move's events, "
                f"not {short(self.scoring)}"
            )
        if self.nothing_on_king and self.king_ace:
            raise InvalidArgumentError("nothing-on-king (Golf-A) needs classic: with easy an Ace goes on a King")
        if self.empty_waste and (self.layout.pile != 1):
            raise InvalidArgumentError(
                f"empty-waste needs a layout whose pile starts with a dealt card; {self.layout.name}'s starts "
                f"{'with ' + str(self.layout.first_card) if self.layout.first_card else 'empty'}"
            )

    # -- text form ---------------------------------------------------------------

    @property
    def text(self) -> str:
        """The short text form, e.g. ``"classic,jokers=2,redeals=1"``; ``Rules.from_text`` reads it back."""
        parts = [] if self.layout is TRIPEAKS else [self.layout.name]
        parts.append("easy" if self.king_ace else "classic")
        if self.nothing_on_king:
            parts.append("nothing-on-king")
        parts += [word for field, word in FLAGS if getattr(self, field)]
        if self.jokers:
            parts.append(f"jokers={self.jokers}")
        if self.redeals:
            parts.append(f"redeals={self.redeals}")
        if self.scoring != default_scoring(self.layout):
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
    def from_text(
        cls, text: str, functions: dict[str, Callable] | None = None, layouts: dict[str, Layout] | None = None
    ) -> Rules:
        """Read a rule set's text form (blanks and case are ignored).

        A layout is named by its name: a built-in one ("golf,classic"), or one
        of your own passed in ``layouts`` (``{"my-shape": layout}``), as a
        scoring function is.

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
        layouts = _check_layouts(layouts)
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
            elif word == "nothing-on-king":
                put("nothing_on_king", True, word)
            elif word in LAYOUTS or word in layouts:
                put("layout", layouts.get(word) or LAYOUTS[word], word)
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
        """A copy with some fields changed: ``Rules().replace(redeals=1)``.

        A new layout brings its own scoring when this rule set plays its
        layout's own and ``changes`` names none: ``Rules().replace(layout="golf")``
        is ``Rules(layout="golf")`` (cards left), as its text "golf,easy" reads.
        """
        if "layout" in changes and "scoring" not in changes and self.scoring == default_scoring(self.layout):
            changes["scoring"] = None
        return replace(self, **changes)

    def __repr__(self) -> str:
        if self.layout.name not in LAYOUTS:
            return f"Rules.from_text({self.text!r}, layouts={{{self.layout.name!r}: {self.layout!r}}})"
        if self.custom_scoring:
            return f"Rules.from_text({self.text!r}, functions={{{self.scoring_name!r}: {self.scoring_name}}})"
        return f"Rules.from_text({self.text!r})"

    # -- names and explanations (en, tr, nb) -------------------------------------

    def _parts(self, explain: bool = False) -> list[tuple[str, dict]]:
        """The catalogue keys of the rules that set this rule set apart.  A layout's own scoring is named only in
        ``explain`` (Golf explains its cards-left count; its name stays "Golf, Classic", as its text does)."""
        parts = []
        if self.layout is not TRIPEAKS:
            key = f"layout_{self.layout.name}"
            parts.append((key, {}) if self.layout.name in LAYOUTS else ("layout_custom", {"name": self.layout.name}))
        parts.append(("rs_easy" if self.king_ace else "rs_classic", {}))
        if self.nothing_on_king:
            parts.append(("rs_nothing_on_king", {}))
        parts += [(f"rs_{field}", {}) for field, _ in FLAGS if getattr(self, field)]
        if self.jokers:
            parts.append(("rs_jokers", {"n": self.jokers}))
        if self.redeals:
            parts.append(("rs_redeals", {"n": self.redeals}))
        if self.scoring != default_scoring(self.layout) or (explain and self.scoring == "cards-left"):
            if self.custom_scoring:
                parts.append(("rs_scoring_custom", {"name": self.scoring_name}))
            else:  # rs_scoring_app, rs_scoring_traditional, rs_scoring_cards_left
                parts.append((f"rs_scoring_{self.scoring.replace('-', '_')}", {}))
        return parts

    def name(self, lang: str = "en") -> str:
        """A short name, e.g. "Classic, 2 jokers, 1 redeal"."""
        return ", ".join(t(key, lang, **fields) for key, fields in self._parts())

    def explain(self, lang: str = "en") -> list[str]:
        """One line per rule that sets this rule set apart (the K-A link always)."""
        return [t(key + "_explain", lang, **fields) for key, fields in self._parts(explain=True)]

    # -- what the rules imply ----------------------------------------------------

    @property
    def start_score(self) -> int:
        from . import scoring

        if self.custom_scoring:
            return 0
        if self.scoring == "cards-left":
            return self.layout.size
        return scoring.start_score(self.scoring == "traditional")


_FLAG_OF = {word: field for field, word in FLAGS}


def _check_layouts(layouts: object) -> dict:
    """``layouts`` of ``Rules.from_text``: None, or a dict of Layouts by their names."""
    if layouts is None:
        return {}
    if not isinstance(layouts, dict) or not all(
        isinstance(name, str) and isinstance(layout, Layout) and layout.name == name for name, layout in layouts.items()
    ):
        raise WrongTypeError(f"layouts must map layout names to Layouts of that name, not {short(layouts)}")
    return layouts


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
