"""The board's keywords: one an old notebook or a typo passes is refused, naming the one meant.

>>> check_keywords({"variants": "joker"}, set())
Traceback (most recent call last):
  ...
tripeaks_widget.engine.errors.WrongTypeError: TriPeaksWidget() takes no keyword 'variants': did you mean rules= (e.g. rules='easy,jokers=1')? It takes code, lang, error_help, rule, rules, hint_budget, fair_hints.
"""

from __future__ import annotations

import difflib

from ..engine.errors import WrongTypeError, short

#: Keywords of older notebooks and near misses, and the keyword meant.
OLD_KEYWORDS = {"variants": "rules", "variant": "rules", "rule_set": "rules", "ruleset": "rules", "Rules": "rules"}
#: The board's own keywords (``TriPeaksWidget.__init__``).
KEYWORDS = ("code", "lang", "error_help", "rule", "rules", "hint_budget", "fair_hints")


def check_keywords(kwargs: dict, traits: set) -> None:
    """Refuse a keyword of ``kwargs`` that is not one of ``traits`` (the widget base classes': layout,
    tooltip...), naming the board's keyword meant; never a plain board with only a DeprecationWarning."""
    for key in kwargs:
        if key in traits:
            continue
        meant = OLD_KEYWORDS.get(key) or next(iter(difflib.get_close_matches(str(key), KEYWORDS, 1)), None)
        example = " (e.g. rules='easy,jokers=1')" if meant == "rules" else ""
        hint = f": did you mean {meant}={example}?" if meant else "."
        raise WrongTypeError(f"TriPeaksWidget() takes no keyword {short(key)}{hint} It takes {', '.join(KEYWORDS)}.")
