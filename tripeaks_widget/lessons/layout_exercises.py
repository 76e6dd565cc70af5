"""Lesson 7's exercises ("one pile, many games"): every answer computed by the engine and the solver.

The lesson plays Golf and Putt Putt, measures with the solver what the King–Ace
link does to the share of deals that can be won on TriPeaks and on Golf, and
what having no stock does (Black Hole), then has the class design a layout.
Every share is the solver's count over deals 0 to ``LAYOUT_DEALS`` - 1
(``winnable``), the count the lesson's cells print with the lab's ``compare`` and its
perfect player: tests/test_lesson7.py checks that they agree, and each fact the lesson states.
"""

from __future__ import annotations

from functools import cache

from ..engine.codes import DEFAULT_LAYOUT, GameCode
from ..engine.game import Game
from ..engine.layouts import Layout
from ..engine.rules import Rules
from ..engine.shapes import LAYOUTS
from ..solver import solve

#: The deals the lesson measures each rule set on: numbers 0 to 49 (about a second a rule set in CPython).
LAYOUT_DEALS = 50
#: The Golf deal the lesson plays, as Golf-B (Classic) and as Putt Putt (Easy): the same cards.
GOLF_CODE = "TP1-C-AAAAAAA-GOLF"
PUTT_PUTT_CODE = "TP1-E-AAAAAAA-GOLF"
#: The King–Ace comparisons: TriPeaks Easy and Classic; Golf's three rule sets, loosest first.
TRIPEAKS_RULES = ("easy", "classic")
GOLF_RULES = ("golf,easy", "golf,classic", "golf,classic,nothing-on-king")
BLACK_HOLE = "black-hole,easy"
#: Golf with columns of 3 cards instead of 5, the same stock: the layout exercise 7.6 asks about.
SHORT_GOLF = """layout short-golf
up 0..12
up 0..12
up 0..12
stock 16
pile 1
"""


def deal(number: int, rules: Rules | str) -> Game:
    """Deal ``number`` under ``rules``, on the rule set's layout (a built-in one, or a layout of your own, which a
    code does not name: its rule set carries it)."""
    rules = rules if isinstance(rules, Rules) else Rules.from_text(rules)
    name = rules.layout.name if _built_in(rules) else DEFAULT_LAYOUT
    return Game(GameCode(number, "easy" if rules.king_ace else "classic", name), rules)


def _built_in(rules: Rules) -> bool:
    return LAYOUTS.get(rules.layout.name) == rules.layout


@cache
def _won(rules_text: str, layout_text: str, deals: int) -> int:
    rules = Rules.from_text(rules_text, layouts={} if not layout_text else _layouts(layout_text))
    return sum(solve(deal(number, rules)) is not None for number in range(deals))


def _layouts(layout_text: str) -> dict:
    layout = Layout.from_text(layout_text)
    return {layout.name: layout}


def winnable(rules: Rules | str, deals: int = LAYOUT_DEALS) -> int:
    """How many of deals 0 to ``deals`` - 1 the solver wins under ``rules`` (computed once per rule set)."""
    rules = rules if isinstance(rules, Rules) else Rules.from_text(rules)
    own = "" if _built_in(rules) else rules.layout.text
    return _won(rules.text, own, deals)


def share(rules: Rules | str, deals: int = LAYOUT_DEALS) -> float:
    """The percentage of deals 0 to ``deals`` - 1 that can be won under ``rules``."""
    return 100 * winnable(rules, deals) / deals


# -- the exercises ---------------------------------------------------------------------------------------------


def fitting_at_start(code: str):
    def compute():
        game = Game.from_code(code)
        return len(game.removable_slots()), {"cards": [game.card_at(s) for s in game.removable_slots()],
                                             "waste": game.waste_top}
    return compute


def golf_b_share():
    return share("golf,classic"), {"won": winnable("golf,classic"), "deals": LAYOUT_DEALS}


def king_ace_matters_more_on_golf():
    golf = share("golf,easy") - share("golf,classic")
    tripeaks = share("easy") - share("classic")
    return golf > tripeaks, {"golf": round(golf), "tripeaks": round(tripeaks), "deals": LAYOUT_DEALS}


def golf_a_share():
    return share("golf,classic,nothing-on-king"), {"won": winnable("golf,classic,nothing-on-king"),
                                                   "golf_b": winnable("golf,classic"), "deals": LAYOUT_DEALS}


def black_hole_share():
    return share(BLACK_HOLE), {"won": winnable(BLACK_HOLE), "easy": winnable("easy"), "deals": LAYOUT_DEALS}


def short_golf_share():
    rules = Rules(layout=Layout.from_text(SHORT_GOLF), king_ace=False)
    return share(rules), {"won": winnable(rules), "golf_b": winnable("golf,classic"), "deals": LAYOUT_DEALS}
