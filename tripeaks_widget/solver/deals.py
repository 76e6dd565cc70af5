"""Deals for a class: winnable deals only, and how hard a winnable deal is.

``Game.new(winnable=True)`` and ``Game.new(difficulty="hard")`` come here
through the engine's seam (``engine.game.set_winnable_dealer``): the engine
cannot import the solver, so the package installs ``winnable_number``.

The measure (``difficulty``).  A deal's difficulty is how often a *casual
player* wins it: one who plays a card that fits, chosen at random among the
cards that fit, and draws only when no card fits.  ``PLAYOUTS`` (32) such
games, seeded by the position (the same deal always measures the same), give
the deal's *ease*, the share of them that win.  It says how forgiving the
deal is: on an easy deal most natural ways to play win; on a hard one the
deal can be won (the exact solver proves it) but few natural lines do, and
the student has to plan.  The levels, by wins out of 32:

- ``"easy"``: 16 or more (at least half of the casual games win);
- ``"medium"``: 4 to 15;
- ``"hard"``: 3 or fewer (under one in eight), the deal still winnable.

Every rule set is respected: the playouts and the solver play the game's own
``Position`` (King-Ace link, jokers, redeals, open peaks, empty waste, draw
only when stuck).  Under a generous rule set (two jokers and redeals) every
deal is easy and none is hard: the dealer then gives, after
``LEVEL_CANDIDATES`` candidates, the deal it found closest to the level asked,
with an ``OffLevelDeal`` warning that names the level it has.  The search is
bounded by work (candidates, casual games, solver states), never by time: the
same call with the same ``random`` state gives the same deal on any machine.

>>> from tripeaks_widget import Game, GameCode, Rules
>>> difficulty(Game.from_code("TP1-E-AAAAAAD"))
Difficulty(level='hard', wins=2, playouts=32, winnable=True)
>>> difficulty(Game.from_code("TP1-C-AAAAAAD"))
Difficulty(level=None, wins=0, playouts=32, winnable=False)
>>> import random
>>> number = winnable_number(Rules(king_ace=False), "hard", rng=random.Random(7))
>>> difficulty(Game(GameCode(number, "classic"))).level
'hard'
"""

from __future__ import annotations

import random
import warnings
import zlib
from typing import NamedTuple

from ..engine.codes import DEAL_COUNT, GameCode, Rule
from ..engine.errors import InvalidArgumentError, check_type, short
from ..engine.game import DIFFICULTIES, Game, _code_layout
from ..engine.position import JOKER_RANK, Position
from ..engine.rng import PCG32
from ..engine.rules import Rules
from .anyplay import fits, free_slots, is_tripeaks, layout_of
from .search import _ANY, _FULL, BudgetExceeded, _fits, solve_position, uncovered

#: Casual games played to measure a deal.
PLAYOUTS = 32
#: Wins out of PLAYOUTS from which a deal is easy, and up to which it is hard.
EASY_FROM = 16
HARD_UP_TO = 3
#: Wins out of PLAYOUTS each level spans.
BANDS = {"easy": (EASY_FROM, PLAYOUTS), "medium": (HARD_UP_TO + 1, EASY_FROM - 1), "hard": (0, HARD_UP_TO)}
#: Candidate deals the dealer looks at for the level asked before it settles for the closest it found: work,
#: not time, so a loaded machine deals what a quiet one does.  The rarest level of the usual rule sets is one
#: deal in ten (docs/coach.md), missed by 200 candidates with a chance of 0.9**200, about 1e-9.
LEVEL_CANDIDATES = 200
#: ... and a rule set that seems to have no deal of the level is given up on sooner: after this many candidates
#: with none of them within NEAR wins (of PLAYOUTS) of the level's band (two jokers and two redeals: every
#: casual game wins, so nothing comes near "hard").
NO_LEVEL_AFTER, NEAR = 40, 8.0
#: States the solver may search to prove one candidate deal winnable; a deal it cannot settle is passed over.
SOLVE_BUDGET = 100_000
#: The dealer's screen: after this many casual games it passes over a candidate for "easy" that won at most 1
#: (a deal of 16 or more wins in 32 does that 3.5 % of the time at worst) and one for "medium" that won them all
#: (0.2 % at worst). It only skips candidates: the level of the deal it keeps is always measured in full.
SCREEN = 8
#: Candidates the dealer tries at most without finding a single winnable deal before it gives up.
MAX_CANDIDATES = 10_000


class OffLevelDeal(UserWarning):
    """The dealer found no deal of the level asked within its work bound and dealt the closest winnable one."""


class Difficulty(NamedTuple):
    """How hard a position is to win: ``wins`` of ``playouts`` casual games won; ``level`` is None when it is lost."""

    level: str | None  #: "easy", "medium" or "hard"; None when the position cannot be won
    wins: int
    playouts: int
    winnable: bool

    @property
    def ease(self) -> float:
        """The share of the casual games that won (0 to 1)."""
        return self.wins / self.playouts if self.playouts else 0.0


def level_of(wins: int) -> str:
    """The level of a winnable deal that ``wins`` of ``PLAYOUTS`` casual games won."""
    return next(level for level, (low, high) in BANDS.items() if low <= wins <= high)


def _seed(pos: Position) -> int:
    return zlib.crc32(repr(pos).encode())


def _fit_table(wrap: bool) -> tuple[int, ...]:
    """Item ``top``: bitmask of the ranks (bit r) that fit on a waste card of rank ``top`` (_ANY: empty waste)."""
    return tuple(sum(1 << r for r in range(JOKER_RANK, 14) if _fits(r, top, wrap)) for top in range(_ANY + 1))


_FITS = {True: _fit_table(True), False: _fit_table(False)}
#: Classic with nothing on a King (Golf-A).
_FITS_NOTHING_ON_KING = tuple(sum(1 << r for r in range(JOKER_RANK, 14) if fits(r, top, False, True))
                              for top in range(_ANY + 1))


def _casual_game(pos: Position, rng: PCG32) -> bool:
    """One casual game from ``pos``: a random card that fits, else a draw; True when it clears the layout.

    Plays on plain numbers rather than Positions: it runs 32 times a candidate deal.
    """
    ranks, stock = pos.ranks, pos.stock
    table = _FITS_NOTHING_ON_KING if pos.nothing_on_king else _FITS[pos.wrap]
    layout = layout_of(pos)
    full, free_of = (_FULL, uncovered) if is_tripeaks(pos) else (layout.all_mask, lambda r: free_slots(layout, r))
    removed, drawn, top = pos.removed, 0, _ANY if pos.waste is None else pos.waste
    while removed != full:
        free, fitting, ok = free_of(removed), [], table[top]
        while free:
            low = free & -free
            slot = low.bit_length() - 1
            if ok >> ranks[slot] & 1:
                fitting.append(slot)
            free ^= low
        if fitting:
            slot = fitting[rng.below(len(fitting))] if len(fitting) > 1 else fitting[0]
            removed |= 1 << slot
            top = ranks[slot]
        elif drawn < len(stock):
            top = stock[drawn]
            drawn += 1
        else:
            return False
    return True


def _casual_wins(pos: Position, target: str | None = None) -> tuple[int, int]:
    """(wins, games played): all PLAYOUTS games, or fewer once the level is known or cannot be ``target``."""
    rng = PCG32(_seed(pos), 0x4445)  # "DE": same position, same games
    wins = 0
    for played in range(1, PLAYOUTS + 1):
        wins += _casual_game(pos, rng)
        if target is not None:
            low, high = wins, wins + PLAYOUTS - played  # the final count lies here
            band = BANDS[target]
            if level_of(low) == level_of(high) or high < band[0] or low > band[1]:
                return wins, played
            if played == SCREEN and (target == "easy" and wins <= 1 or target == "medium" and wins == SCREEN):
                return wins, played  # very unlikely to be of the level: the dealer moves on (see SCREEN)
    return wins, PLAYOUTS


def _winnable(pos: Position) -> bool | None:
    """Whether ``pos`` can be won; None when the solver cannot settle it within SOLVE_BUDGET states."""
    try:
        return solve_position(pos, max_nodes=SOLVE_BUDGET) is not None
    except BudgetExceeded:
        return None


def difficulty(game) -> Difficulty:
    """How hard ``game`` is to win from its position: the casual player's wins out of 32, and the level.

    Exact about winnability (the solver); the level is the measure above.

    >>> from tripeaks_widget import Game
    >>> d = difficulty(Game.from_code("TP1-E-AAAAAAB"))
    >>> d.winnable, d.level in DIFFICULTIES, 0 <= d.ease <= 1
    (True, True, True)
    """
    pos = check_type(game, Game, "game", "a Game, such as Game.from_code('TP1-E-AAAAAAD')").position()
    wins, played = _casual_wins(pos)
    winnable = wins > 0 or solve_position(pos) is not None  # a casual win proves it
    return Difficulty(level_of(wins) if winnable else None, wins, played, winnable)


def winnable_number(
    rules: Rules,
    difficulty: str | None = None,
    *,
    rng: random.Random | None = None,
    candidates: int = LEVEL_CANDIDATES,
) -> int:
    """A random deal number that can be won under ``rules``; of the level ``difficulty`` when one is given.

    The dealer ``Game.new(winnable=True, difficulty=...)`` calls.  It draws
    deal numbers from ``rng`` (default: the ``random`` module, so
    ``random.seed`` repeats it) and keeps the first winnable one of the level
    asked.  After ``candidates`` deals without one of the level (or
    ``NO_LEVEL_AFTER`` with none near it: the rule set may have none), it
    returns the winnable deal whose casual wins came closest to the level, and
    warns (``OffLevelDeal``) which level it has.
    Every bound is work (candidates, casual games, solver states), so the
    same ``rng`` gives the same deal on any machine, loaded or not.
    """
    check_type(rules, Rules, "rules", "a Rules, such as Rules.from_text('classic')")
    if difficulty is not None and difficulty not in DIFFICULTIES:
        raise InvalidArgumentError(
            f"unknown difficulty {short(difficulty)} (expected one of {', '.join(map(repr, DIFFICULTIES))}, or None)"
        )
    rng = rng or random
    rule = Rule.EASY if rules.king_ace else Rule.CLASSIC
    layout = _code_layout(rules.layout.name)  # a built-in layout's code names it; one of your own has no part
    closest: tuple[float, int] | None = None  # (distance from the level's band, deal number)
    for tried in range(1, MAX_CANDIDATES + 1):
        number = rng.randrange(DEAL_COUNT)
        pos = Game(GameCode(number, rule, layout), rules).position()
        if difficulty is None:
            if _winnable(pos):
                return number
        else:
            wins, played = _casual_wins(pos, difficulty)
            low, high = BANDS[difficulty]
            in_band = level_of(wins) == level_of(wins + PLAYOUTS - played) == difficulty
            share = wins / played * PLAYOUTS  # the estimate, in wins out of PLAYOUTS
            distance = max(low - share, share - high, 0.0)
            if (in_band or closest is None or distance < closest[0]) and (wins > 0 or _winnable(pos)):
                if in_band:
                    return number
                closest = (distance, number)
        if closest is not None and (tried >= candidates or tried >= min(NO_LEVEL_AFTER, candidates)
                                    and closest[0] > NEAR):
            code = GameCode(closest[1], rule, layout)
            level = level_of(_casual_wins(Game(code, rules).position())[0])
            warnings.warn(OffLevelDeal(
                f"no {difficulty} deal in {tried} candidates under the rules {rules.text!r} (it may have none): "
                f"dealt {code.text}, which is {level}"), stacklevel=4)
            return closest[1]
    raise InvalidArgumentError(f"found no winnable deal in {MAX_CANDIDATES} tries under the rules {rules.text!r}")
