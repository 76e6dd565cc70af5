"""Hints: the next move of a winning line, or a move chosen from what the player can see.

>>> from tripeaks_widget import Game
>>> hint(Game.from_code("TP1-C-AAAAAAD")).kind
'lost'
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine.errors import check_bool, check_count, check_type
from ..engine.game import Game
from ..engine.layout import SLOT_COUNT
from ..engine.position import Position
from ..engine.rng import PCG32
from .search import _FULL, _RANKS, DRAW, BudgetExceeded, _Search, actions, after, uncovered

class Hint(NamedTuple):
    """What the Hint button says.

    ``kind`` is "move" (``action`` is a slot or "draw"), "lost" (no line wins
    from here: always true, in both modes), "budget" (the search ran out of its
    budget before knowing) or "won" (nothing left to play).  With perfect
    information ``line`` is a whole winning line; in fair mode ``chance`` is the
    share of the sampled deals in which ``action`` still wins.
    """

    kind: str
    action: int | str | None = None
    line: tuple = ()
    chance: float | None = None


#: How many deals consistent with what the player sees a fair hint looks at.
FAIR_SAMPLES = 16


def hint(game, budget: int | None = 200_000, fair: bool = False) -> Hint:
    """The next move of a winning line, or that the deal is lost, or that ``budget`` ran out.

    ``budget`` is a number of searched positions (None: no limit), which keeps
    hints deterministic.  With ``fair=False`` the hint follows the exact
    winning line (it knows the face-down cards and the stock).  With
    ``fair=True`` the move is chosen from what the player can see only: see
    ``docs/solver.md``.

    >>> from tripeaks_widget import Game
    >>> hint(Game.from_code("TP1-C-AAAAAAD")).kind
    'lost'
    >>> h = hint(Game.from_code("TP1-E-AAAAAAD"))
    >>> h.kind, h.action == h.line[0]
    ('move', True)
    """
    check_type(game, Game, "game", "a Game")
    check_count(budget, "budget", minimum=1, allow_none=True)
    check_bool(fair, "fair")
    pos = game.position()
    if pos.removed == _FULL:
        return Hint("won")
    search = _Search(pos, budget, None)
    try:
        line = search.run()
    except BudgetExceeded:
        return Hint("budget")
    if line is None:
        return Hint("lost")
    if not fair:
        return Hint("move", line[0], tuple(line))
    spare = None if budget is None else budget - search.nodes
    return _fair_hint(game, pos, spare)


def _fair_hint(game, pos: Position, spare: int | None) -> Hint:
    """Perfect-information Monte Carlo: the action that wins in most deals the player cannot tell apart."""
    choices = actions(pos)
    if len(choices) == 1:
        return Hint("move", choices[0])
    hidden = [s for s in range(SLOT_COUNT) if not pos.removed >> s & 1 and not game.is_face_up(s)]
    unseen = _unseen_ranks(game, hidden)
    seen_stock = [card.rank for card in game.seen_stock]
    stock_known = len(seen_stock) == len(game.stock_cards)  # after a redeal the player knows the stock
    rng = PCG32(pos.removed ^ len(pos.stock) << 28, 0x4849)  # "HI": same position, same hint
    wins = dict.fromkeys(choices, 0.0)
    samples = 0
    solves_left = FAIR_SAMPLES * len(choices)
    for _ in range(FAIR_SAMPLES):
        shuffled = list(unseen)
        rng.shuffle(shuffled)
        ranks = list(pos.ranks)
        for slot in hidden:
            ranks[slot] = shuffled.pop()
        if stock_known:
            stock = pos.stock
        else:  # the rest of this pass, then the whole stock again for each redeal left
            stock = tuple(shuffled) + tuple(seen_stock + shuffled) * game.redeals_left
        sample = pos._replace(ranks=tuple(ranks), stock=stock)
        for action in choices:
            child = after(sample, action)
            cap = None if spare is None else spare // solves_left
            if cap is not None and cap < 1:
                break
            solves_left -= 1
            search = _Search(child, cap, None)
            try:
                wins[action] += child.removed == _FULL or search.run() is not None
            except BudgetExceeded:
                wins[action] += 0.5  # unknown
            if spare is not None:
                spare -= search.nodes
        else:
            samples += 1
            continue
        break
    if not samples:
        return Hint("move", _simple_rule(pos, choices))
    best = max(choices, key=lambda a: (wins[a], a != DRAW, _turns_up(pos, a), -choices.index(a)))
    return Hint("move", best, chance=wins[best] / samples)


def _unseen_ranks(game, hidden: list[int]) -> list[int]:
    """The ranks of the face-down cards and the unseen stock cards, as the player can work them out."""
    counts = [game.rules.jokers] + [4] * 13
    seen = [card.rank for card in game.waste]
    seen += [game.card_at(s).rank for s in range(SLOT_COUNT) if game.card_at(s) is not None and s not in hidden]
    # Stock cards seen earlier and no longer on the waste (a redeal took them back).
    on_waste = list(game.waste)
    for card in game.seen_stock:
        if card in on_waste:
            on_waste.remove(card)
        else:
            seen.append(card.rank)
    for rank in seen:
        counts[rank] -= 1
    return [rank for rank in _RANKS for _ in range(counts[rank])]


def _turns_up(pos: Position, action) -> int:
    if action == DRAW:
        return 0
    return (uncovered(pos.removed | 1 << action) & ~uncovered(pos.removed)).bit_count()


def _simple_rule(pos: Position, choices: list):
    """Without time to sample: play a card rather than draw, preferring one that turns a card up."""
    return max(choices, key=lambda a: (a != DRAW, _turns_up(pos, a), -choices.index(a)))
