"""Hints: the next move of a winning line, or a move chosen from what the player can see.

On a lost deal the hint still points somewhere: the first move of the line
that clears the most cards from here (``salvage``).

>>> from tripeaks_widget import Game
>>> h = hint(Game.from_code("TP1-C-AAAAAAD"))
>>> h.kind, h.action == h.line[0], h.cleared > 0
('lost', True, True)
"""

from __future__ import annotations

from typing import Callable, Iterator, NamedTuple

from ..engine.errors import check_bool, check_budget, check_type
from ..engine.game import Game
from ..engine.position import Position
from ..engine.rng import PCG32
from .anylayout import fewest_in_c, fewest_left
from .anypar import _covering
from .anyplay import ANY, fits, free_slots, is_tripeaks, layout_of, searcher
from .drawlimit import _RANKS
from .search import DRAW, BudgetExceeded, actions, after, uncovered


class Hint(NamedTuple):
    """What the Hint button says.

    ``kind`` is "move" (``action`` is a slot or "draw"), "lost" (no line wins
    from here: always true, in both modes; ``action`` starts the line that
    clears the most cards, see ``salvage``), "budget" (the search ran out of its
    budget before knowing) or "won" (nothing left to play).  With perfect
    information ``line`` is a whole winning line; in fair mode ``chance`` is the
    share of the sampled deals in which ``action`` still wins.
    """

    kind: str
    action: int | str | None = None
    line: tuple = ()
    chance: float | None = None
    #: On a lost deal: how many cards ``line`` clears, and whether that is the
    #: most any line clears (True) or the best the budget found (False).
    cleared: int | None = None
    exact: bool | None = None
    #: In fair mode: how many deals ``chance`` was weighed over (0: no time to sample).
    samples: int | None = None


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
    check_budget(budget, "budget")
    check_bool(fair, "fair")
    pos = game.position()
    if pos.removed == game.layout.all_mask:
        return Hint("won")
    search = searcher(pos)(pos, budget, None)
    ran_out = False
    try:
        line = search.run()
    except BudgetExceeded:
        # In C the search of the fewest cards left may still settle it, with a budget of its own: its last
        # goal is a win (anylayout.fewest_left), and on a lost deal it finds the salvage's line on the way.
        fewest = fewest_left(pos, budget, None, lost=False) if fewest_in_c(pos) else None
        if fewest is None or not fewest[2]:
            return Hint("budget")
        left, line, _, nodes = fewest
        if left:
            return _salvaged(Salvage(tuple(line), (game.layout.all_mask & ~pos.removed).bit_count() - left, True,
                                     nodes))
        ran_out = True
    if line is None:
        # The salvage search gets a budget of its own: proving the loss may
        # have spent most of the first one.
        return _salvaged(salvage(pos, budget, lost=True))
    if not fair:
        return Hint("move", line[0], tuple(line))
    if not is_tripeaks(pos) and _nothing_hidden(game):  # Black Hole, All in a Row: fair is perfect information
        return Hint("move", line[0], tuple(line), chance=1.0)
    spare = 0 if ran_out else None if budget is None else budget - search.nodes  # 0: the simple rule
    return _fair_hint(game, pos, spare)


class Salvage(NamedTuple):
    """The line that clears the most tableau cards from a position (``exact``), or the best one found."""

    line: tuple
    cleared: int
    exact: bool
    nodes: int


def salvage(pos: Position, budget: int | None = None, lost: bool = False) -> Salvage:
    """The line that clears the most cards from ``pos``, searching at most ``budget`` positions.

    Depth-first over (removed slots, cards drawn, waste top), each position
    once: the cards a line can still clear depend on the position only, so a
    position met again cannot do better. Removals are tried before the draw,
    so a good line comes early; when the budget runs out the best line found
    so far is returned with ``exact=False``.  ``lost=True``: the caller has
    proved that no line from ``pos`` clears every card (the hint has), which
    the bound off TriPeaks then uses: a line leaving one card ends the search.
    Where the C search is built (in Pyodide, as WebAssembly) it answers instead
    (``anylayout.fewest_left``): the same line, with ``budget`` counted in this
    search's states (``anylayout.C_STATE_SCALE`` of its own for each).

    >>> from tripeaks_widget import Game
    >>> s = salvage(Game.replay("TP1-E-AAAAAAB", [20, 23, 22]).position())
    >>> s.exact, s.cleared, s.line[:4]
    (True, 23, (18, 21, 19, 'draw'))
    """
    check_type(pos, Position, "pos", "a Position, such as game.position()")
    check_budget(budget, "budget")
    fewest = fewest_left(pos, budget, None, lost)  # in C where it is built: the same line, the same answer
    if fewest is not None:
        left, line, exact, nodes = fewest
        return Salvage(tuple(line), (layout_of(pos).all_mask & ~pos.removed).bit_count() - left, exact, nodes)
    ranks, stock, wrap, nothing_on_king = pos.ranks, pos.stock, pos.wrap, pos.nothing_on_king
    only_when_stuck = pos.draw_only_when_stuck
    layout = layout_of(pos)
    free_of = uncovered if is_tripeaks(pos) else lambda removed: free_slots(layout, removed)
    # The memo key: removed slots, cards drawn, top (+1: an empty waste is 0).
    drawn_at, top_at = layout.size, layout.size + max(6, len(stock).bit_length())

    seen: set[int] = set()
    path: list = []
    best: list = [(), 0]
    nodes = 0
    # Off TriPeaks, a bound: a state whose clearable cards (those left less the dead ones) cannot beat the
    # best line found is not searched, and a line that clears every card not dead at the start ends the
    # search, exact.  It cuts only states that cannot do strictly better, so the line found is the same.
    most = None if is_tripeaks(pos) else _clearable(pos, layout, lost)

    class _Spent(Exception):
        pass

    class _Done(Exception):
        pass

    def playable(removed: int, top: int) -> list[int]:
        free, removable = free_of(removed), []
        while free:
            low = free & -free
            free ^= low
            slot = low.bit_length() - 1
            if fits(ranks[slot], top, wrap, nothing_on_king):
                removable.append(slot)
        return removable

    def visit(removed: int, drawn: int, top: int, cleared: int) -> None:
        nonlocal nodes
        key = removed | drawn << drawn_at | (top + 1) << top_at
        if key in seen:
            return
        seen.add(key)  # a state cut once stays cut: the best line found only gets better
        removable = playable(removed, top)
        if most is not None and cleared + most(removed, drawn, removable) <= best[1]:
            return
        nodes += 1
        if budget is not None and nodes > budget:
            raise _Spent
        if cleared > best[1]:
            best[0], best[1] = tuple(path), cleared
            if most is not None and cleared == bound_at_start:
                raise _Done
        for slot in removable:
            path.append(slot)
            visit(removed | 1 << slot, drawn, ranks[slot], cleared + 1)
            path.pop()
        if drawn < len(stock) and not (only_when_stuck and removable):
            path.append(DRAW)
            visit(removed, drawn + 1, stock[drawn], cleared)
            path.pop()

    start_top = ANY if pos.waste is None else pos.waste
    bound_at_start = None if most is None else most(pos.removed, 0, playable(pos.removed, start_top))
    try:
        visit(pos.removed, 0, start_top, 0)
        exact = True
    except _Done:
        exact = True
    except _Spent:
        exact = False
    return Salvage(best[0], best[1], exact, nodes)


def _clearable(pos: Position, layout, lost: bool) -> Callable[[int, int, list], int]:
    """``most(removed, drawn, playable)``: at most how many more cards any line clears from such a state
    (``playable``: the free cards that fit the top of the waste).

    The cards left less the dead ones (as par's bound on any layout, ``anypar``): a card is dead when no
    stock card still to come fits it, nor any card left that it does not cover, and it is not playable;
    every card it covers, the ones that must go after it, is dead with it.  A covered card meets
    another top before it is freed.  ``lost``: no line clears every card, so at least one stays.
    """
    ranks, stock, wrap, nothing_on_king = pos.ranks, pos.stock, pos.wrap, pos.nothing_on_king
    size, full, cover = layout.size, layout.all_mask, layout.cover_mask
    beneath = [0] * size  # per card, the slots it covers, directly or not
    for s in range(size):
        for c in _covering(s, cover):
            beneath[c] |= 1 << s
    onto = [sum(1 << t for t in range(size) if t != c and fits(ranks[c], ranks[t], wrap, nothing_on_king))
            for c in range(size)]
    last_stock = [max((j for j, rank in enumerate(stock) if fits(ranks[c], rank, wrap, nothing_on_king)), default=-1)
                  for c in range(size)]
    # After ``drawn`` draws, the cards no stock card to come fits: only they can be dead.
    unfed = [sum(1 << c for c in range(size) if last_stock[c] < drawn) for drawn in range(len(stock) + 1)]
    stays = 1 if lost else 0

    def most(removed: int, drawn: int, playable: list) -> int:
        left = full & ~removed
        gone, rest = 0, left & unfed[drawn]
        for slot in playable:
            rest &= ~(1 << slot)
        while rest:
            low = rest & -rest
            c = low.bit_length() - 1
            rest ^= low
            if not onto[c] & left & ~beneath[c]:
                gone |= low | beneath[c]
        return (left & ~gone).bit_count() - (0 if gone else stays)

    return most


def _nothing_hidden(game) -> bool:
    """Whether the player sees every card still to play: no face-down card, and no stock card unseen."""
    return len(game.seen_stock) == len(game.stock_cards) and all(
        face != "down" for face in game.faces())


def _salvaged(found: Salvage) -> Hint:
    """The "lost" hint from the salvage's line."""
    if not found.line:  # nothing can be played at all (a stuck game)
        return Hint("lost", cleared=0, exact=found.exact)
    return Hint("lost", found.line[0], found.line, cleared=found.cleared, exact=found.exact)


def _fair_hint(game, pos: Position, spare: int | None) -> Hint:
    """Perfect-information Monte Carlo: the action that wins in most deals the player cannot tell apart."""
    choices = actions(pos)
    full = game.layout.all_mask
    if len(choices) == 1:
        return Hint("move", choices[0])
    rng = PCG32(pos.removed ^ len(pos.stock) << 28, 0x4849)  # "HI": same position, same hint
    deals = seen_alike(game, rng)
    wins = dict.fromkeys(choices, 0.0)
    samples = 0
    solves_left = FAIR_SAMPLES * len(choices)
    for _ in range(FAIR_SAMPLES):
        sample = next(deals)
        for action in choices:
            child = after(sample, action)
            cap = None if spare is None else spare // solves_left
            if cap is not None and cap < 1:
                break
            solves_left -= 1
            search = searcher(child)(child, cap, None)
            try:
                wins[action] += child.removed == full or search.run() is not None
            except BudgetExceeded:
                wins[action] += 0.5  # unknown
            if spare is not None:
                spare -= search.nodes
        else:
            samples += 1
            continue
        break
    if not samples:
        return Hint("move", _simple_rule(pos, choices), samples=0)
    best = max(choices, key=lambda a: (wins[a], a != DRAW, _turns_up(pos, a), -choices.index(a)))
    return Hint("move", best, chance=wins[best] / samples, samples=samples)


def seen_alike(game, rng: PCG32) -> Iterator[Position]:
    """Positions the player of ``game`` cannot tell from its own, drawn at random, without end.

    What the player has seen stays (face-up cards, the waste, the stock cards
    drawn); the face-down cards and the unseen stock are shuffled with ``rng``.
    Only the ranks matter to the solver.  The fair hint and the coach's chance
    of winning (``tripeaks_widget.coach``) sample these.
    """
    pos = game.position()
    hidden = [s for s in range(game.layout.size) if not pos.removed >> s & 1 and not game.is_face_up(s)]
    unseen = _unseen_ranks(game, hidden)
    seen_stock = [card.rank for card in game.seen_stock]
    stock_known = len(seen_stock) == len(game.stock_cards)  # after a redeal the player knows the stock
    while True:
        shuffled = list(unseen)
        rng.shuffle(shuffled)
        ranks = list(pos.ranks)
        for slot in hidden:
            ranks[slot] = shuffled.pop()
        if stock_known:
            stock = pos.stock
        else:  # the rest of this pass, then the whole stock again for each redeal left
            # (a layout that sets cards aside, using fewer than 52, leaves more unseen cards than it deals)
            shuffled = shuffled[:game.stock_size]
            stock = tuple(shuffled) + tuple(seen_stock + shuffled) * game.redeals_left
        yield pos._replace(ranks=tuple(ranks), stock=stock)


def _unseen_ranks(game, hidden: list[int]) -> list[int]:
    """The ranks of the face-down cards and the unseen stock cards, as the player can work them out."""
    counts = [game.rules.jokers] + [4] * 13
    seen = [card.rank for card in game.waste]
    seen += [game.card_at(s).rank for s in range(game.layout.size)
             if game.card_at(s) is not None and s not in hidden]
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
    free_of = uncovered if is_tripeaks(pos) else lambda removed: free_slots(layout_of(pos), removed)
    return (free_of(pos.removed | 1 << action) & ~free_of(pos.removed)).bit_count()


def _simple_rule(pos: Position, choices: list):
    """Without time to sample: play a card rather than draw, preferring one that turns a card up."""
    return max(choices, key=lambda a: (a != DRAW, _turns_up(pos, a), -choices.index(a)))
