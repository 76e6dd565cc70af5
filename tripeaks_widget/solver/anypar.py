"""Par on any layout (issue 44, section 2), in pure Python: the best final score still reachable, proved exact.

``par`` sends a game here when its layout is not TriPeaks', its rules let
nothing go on a King, or it scores the cards left; TriPeaks' par (``par.py``,
and its C and WebAssembly ports) knows none of these.  "Best" is the scoring's:
the highest score for the app's and the traditional scoring and a scoring
function, the **fewest cards left** for ``scoring=cards-left`` (Golf's count,
lower is better).  A game's final score is its score when it ends, won or
stuck (no card fits, the stock and its redeals used up).

>>> from tripeaks_widget import Game, Rules
>>> game = Game.from_code("TP1-E-AAAAAAB-GOLF", Rules.from_text("golf,easy,scoring=cards-left"))
>>> result = par_any(game)
>>> result.score, Game.replay(game.code, result.line, game.rules).score
(0, 0)

How it is proved (``docs/solver.md``, "Par"):

- Cards left: a won game leaves none, so when the exact search
  (``solve_position``) finds a win, that win is par.  Otherwise the C search's
  ``anylayout.fewest_left`` finds the fewest cards a line can leave (where it is
  built; in Pyodide as WebAssembly), or else a branch and bound.
- App scoring on a layout whose every card lies in a bonus group: any win
  scores more than any line that gets stuck (the stuck line leaves a group,
  100 points, and saves at most 51 removals), and two wins differ only in their
  draws, so par is the win with the fewest draws, as on TriPeaks.
- Otherwise a depth-first branch and bound over (removed slots, cards drawn,
  pile top, length of the run), memoised as in ``par.py``.  Its upper bounds:
  the app's groups left (each worth 100 less its cards) less the other cards
  left, or the draws a stuck line must still make; the traditional scoring's
  chains (``par._ChainBound``'s reasoning, on the layout's covering); the
  cards left.  On a layout without groups the app's scoring counts only
  actions, so its par is the end reached in the fewest actions, which may be
  getting stuck early (Golf: 500 less the actions).
"""

from __future__ import annotations

import sys
import time

from ..engine import scoring
from ..engine.errors import BudgetExceeded
from .anylayout import fewest_in_c, fewest_left
from .anyplay import ANY as _ANY
from .anyplay import fits, fits_table, free_mask
from .par import Par, _ChainBound, _custom_points, _fewest_draws, follow_best
from .search import DRAW, solve_position

_CHECK_EVERY = 1024  #: states between two looks at the budget and the clock


def par_any(game, max_nodes: int | None = None, deadline: float | None = None, memo: dict | None = None) -> Par:
    """``par.par`` on any layout and scoring; the arguments are checked by ``par``.

    ``memo``: a dict the caller keeps for positions of one deal (a review asks for par at every
    position of a game and of the moves beside it): the branch and bound keeps there what it proved
    of each state, which holds whichever position the state was reached from, so the next search
    starts from it.  Its keys count the cards drawn from the deal's start, not the position's."""
    rules = game.rules
    pos = game.position()
    layout = game.layout
    if pos.removed == layout.all_mask:
        return Par(game.score, ())
    kind = "custom" if rules.custom_scoring else rules.scoring
    try:
        line = solve_position(pos, max_nodes=max_nodes, deadline=deadline)
    except BudgetExceeded:
        if kind != "cards-left" or not fewest_in_c(pos):
            raise
        # Not known to be won or lost: the C search's last goal is a win, with a budget of its own.
        return _fewest_par(game, *fewest_left(pos, max_nodes, deadline, lost=False), max_nodes, deadline)
    if line is not None:
        if kind == "cards-left":  # a win leaves no card: nothing does better
            copy = game.copy()
            for action in line:
                copy.draw() if action == DRAW else copy.play(action)
            return Par(copy.score, tuple(line))
        if kind == "app" and layout.groups and all(group >= 0 for group in layout.group_of):
            return _fewest_draws(game, pos, line, max_nodes, deadline)
    elif kind == "cards-left":
        fewest = fewest_left(pos, max_nodes, deadline, lost=True)
        if fewest is not None:
            return _fewest_par(game, *fewest, max_nodes, deadline)
    return _AnyBranchAndBound(game, kind, line, max_nodes, deadline, memo).run()


def _fewest_par(game, left: int, line: list, exact: bool, nodes: int, max_nodes: int | None,
                deadline: float | None) -> Par:
    """Par under cards-left from the C search's fewest cards left (``anylayout.fewest_left``): its line, then
    the draws to the game's end (no card can go after the line's last one, or fewer would be left)."""
    if not exact:
        raise BudgetExceeded("deadline passed" if deadline is not None and time.monotonic() > deadline
                             else f"node budget of {max_nodes} spent")
    copy = game.copy()
    actions = list(line)
    for action in line:
        copy.draw() if action == DRAW else copy.play(action)
    while copy.can_draw:
        copy.draw()
        actions.append(DRAW)
    if copy.score != left or copy.status.value == "playing":
        raise AssertionError(f"the fewest cards left is {left}, but the line ends {copy.status.value} with {copy.score}")
    return Par(copy.score, tuple(actions), nodes)


class _AnyBranchAndBound:
    """The branch and bound of ``par._BranchAndBound`` with the layout's covering, groups and rank rule."""

    def __init__(self, game, kind: str, line, max_nodes, deadline, memo=None) -> None:
        self.game = game
        self.memo = memo
        self.kind = kind
        self.line = line  # the exact search's win, or None: the position is lost
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0

    def run(self) -> Par:
        game, kind = self.game, self.kind
        layout = game.layout
        pos = game.position()
        size, cover, full = layout.size, layout.cover_mask, layout.all_mask
        group_masks, group_of = layout.group_mask, layout.group_of
        groups = len(group_masks)
        in_groups = sum(group_masks)
        loose = full & ~in_groups  # the slots in no group
        tableau = [game.card_at(s) if not game.is_removed(s) else None for s in range(size)]
        ranks = pos.ranks
        stock_cards = game.stock_cards
        cards = tuple(stock_cards[len(stock_cards) - game.stock_size:]) + stock_cards * game.redeals_left
        redeal_at = {game.stock_size + j * len(stock_cards) for j in range(game.redeals_left)}
        n = len(cards)
        wrap, nothing_on_king, when_stuck = pos.wrap, pos.nothing_on_king, pos.draw_only_when_stuck

        fits_on = fits_table(ranks, wrap, nothing_on_king)
        uses_run = kind in ("traditional", "custom")
        custom = game.rules.scoring if kind == "custom" else None
        sign = -1 if kind == "cards-left" else 1  # the search maximises; fewer cards left is better
        winnable = self.line is not None  # once a position is lost, so is every one after it
        chains = _ChainBound(ranks, wrap, n, fits_on, full, lambda removed: free_mask(removed, full, cover))
        bonus = scoring.TRADITIONAL_PEAK_BONUS

        # For the dead cards (``dead``): the slots each card covers, directly or not; the slots whose card it
        # may go on; the last stock card it may go on.
        beneath = [0] * size
        for s in range(size):
            for c in _covering(s, cover):
                beneath[c] |= 1 << s
        onto = [sum(1 << t for t in range(size) if fits(ranks[c], ranks[t], wrap, nothing_on_king))
                for c in range(size)]
        last_stock = [max((j for j, card in enumerate(cards) if fits(ranks[c], card.rank, wrap, nothing_on_king)),
                          default=-1) for c in range(size)]

        def dead(removed: int, k: int, playable: int) -> int:
            """The cards that can never be removed: one that cannot go on the top now, nor on any card left
            that is not beneath it, nor on a stock card still to come; and every card beneath it."""
            gone = 0
            rest = full & ~removed & ~playable
            while rest:
                low = rest & -rest
                c = low.bit_length() - 1
                rest ^= low
                if last_stock[c] < k and not onto[c] & ~removed & ~beneath[c] & ~low:
                    gone |= low | beneath[c]
            return gone & ~removed

        def upper(removed: int, k: int, top: int, run: int, playable: int) -> float:
            """No line from this (not ended) state gains more than this (``playable``: the cards that fit now)."""
            left = size - removed.bit_count()
            draws = n - k
            if kind == "custom":
                return float("inf")
            if kind == "cards-left":
                stay = dead(removed, k, playable).bit_count()
                return left - stay if stay or winnable else left - 1
            counts = [(mask & ~removed).bit_count() for mask in group_masks]
            open_groups = sum(1 for c in counts if c)
            others = (loose & ~removed).bit_count()
            if kind == "app":
                stay = dead(removed, k, playable)
                if stay:  # no win; a group with a dead card stays
                    gains = [100 - c for c, mask in zip(counts, group_masks) if c and not mask & stay]
                    return sum(gains) - draws if gains else -max(draws, 1)
                gains = sorted(100 - c for c in counts if c)
                win = sum(gains) - others
                if not gains:  # only actions count: at least one more, and every card left in the stock
                    stuck = -max(draws, 1)
                elif others:  # a stuck line may leave only cards in no group
                    stuck = sum(gains) - draws
                else:
                    stuck = sum(gains) - gains[0] - draws
                return max(win, stuck) if winnable else stuck
            # traditional: 15 for each group to clear, 30 for the last; a stuck line keeps a group unless
            # some card in no group is left
            win_bonus = (15 * (open_groups - 1) + bonus[-1]) if open_groups else 0
            stuck_bonus = win_bonus if others or not open_groups else 15 * (open_groups - 1)
            return chains.traditional(removed, k, top, run, win_bonus, stuck_bonus)

        # What is proved of a state holds from any position of the deal: the keys count the cards drawn
        # from the deal's start (``drawn``), and a memo kept by the caller is shared by its searches.
        drawn = len(stock_cards) * (1 + game.rules.redeals) - n
        tables = ({}, {}, {}) if self.memo is None else self.memo.setdefault((game.game_code, game.rules, kind),
                                                                               ({}, {}, {}))
        exact: dict[int, float] = tables[0]
        bound: dict[int, float] = tables[1]
        best_move: dict[int, object] = tables[2]
        nodes = 0
        checkpoint = _CHECK_EVERY
        inf = float("inf")

        covers = layout.covers  # per slot, the slots it covers (turned up or freed when it goes)

        def search(removed: int, k: int, top: int, run: int, alpha: float, uncovered: int) -> float:
            """The best gain still to come if more than ``alpha``; else an upper bound no more than ``alpha``."""
            nonlocal nodes, checkpoint
            key = removed | (k + drawn) << 64 | top << 80 | run << 84
            known = exact.get(key)
            if known is not None:
                return known
            free = uncovered & fits_on[top]
            can_draw = k < n and not (when_stuck and free)
            if not free and not can_draw:
                exact[key] = 0
                return 0
            ub = bound.get(key)
            if ub is None:
                ub = upper(removed, k, top, run, free)
            if ub <= alpha:
                return ub
            nodes += 1
            if nodes >= checkpoint:
                checkpoint = nodes + _CHECK_EVERY
                self._check(nodes)
            best = -inf
            move = None
            cleared_before = sum(1 for m in group_masks if removed & m == m)
            for s in _slots(free):
                after = removed | 1 << s
                group = group_of[s]
                clears = group >= 0 and after & group_masks[group] == group_masks[group]
                if custom is not None:
                    pts = _custom_points(custom, scoring.MoveEvent(
                        s, tableau[s], run + 1, clears, cleared_before, size - after.bit_count(), False))
                elif kind == "cards-left":
                    pts = -scoring.CARDS_LEFT_REMOVAL
                else:
                    pts = scoring.removal_points(kind == "traditional", run + 1, cleared_before, clears, groups)
                if after == full:
                    value = pts
                else:
                    freed = uncovered & ~(1 << s)
                    for c in covers[s]:
                        if after & cover[c] == cover[c]:
                            freed |= 1 << c
                    value = pts + search(after, k, ranks[s], run + 1 if uses_run else 0, max(alpha, best) - pts,
                                         freed)
                if value > best:
                    best, move = value, s
            if can_draw:
                if custom is not None:
                    pts = _custom_points(custom, scoring.MoveEvent(
                        DRAW, cards[k], 0, False, cleared_before, size - removed.bit_count(), k in redeal_at))
                else:
                    pts = sign * scoring.points(game.rules, scoring.MoveEvent(DRAW, cards[k], 0, False, 0, 0, False))
                value = pts + search(removed, k + 1, cards[k].rank, 0, max(alpha, best) - pts, uncovered)
                if value > best:
                    best, move = value, DRAW
            if best > alpha:
                exact[key] = best
                best_move[key] = move
            else:
                bound[key] = best
            return best

        removed = pos.removed
        top = _ANY if pos.waste is None else pos.waste
        run = game._run if uses_run else 0
        alpha = -inf
        if self.line is not None:  # a first line to beat: the exact search's win
            copy = game.copy()
            for action in self.line:
                copy.draw() if action == DRAW else copy.play(action)
            gain = sign * (copy.score - game.score)
            playable = free_mask(removed, full, cover) & fits_on[top]
            if upper(removed, 0, top, run, playable) <= gain:  # nothing can beat it (Black Hole's traditional win)
                return Par(copy.score, tuple(self.line))
            alpha = gain - 1  # strictly below it: the search proves one as good
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old, size + n + 300))
        try:
            value = search(removed, 0, top, run, alpha, free_mask(removed, full, cover))
        finally:
            sys.setrecursionlimit(old)
            self.nodes = nodes
        # Follow the best moves, replaying on a copy for the final score and to check the line.
        copy = game.copy()
        actions = follow_best(copy, best_move, removed, top, full,
                              lambda removed, k, top, run: removed | (k + drawn) << 64 | top << 80
                              | (run if uses_run else 0) << 84)
        if value == -inf or sign * (copy.score - game.score) != value:
            raise AssertionError(f"par line scores {copy.score}, not {game.score + sign * value}")
        return Par(copy.score, tuple(actions), self.nodes)

    def _check(self, nodes: int) -> None:
        if self.max_nodes is not None and nodes >= self.max_nodes:
            raise BudgetExceeded(f"node budget of {self.max_nodes} spent")
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise BudgetExceeded("deadline passed")


def _covering(slot: int, cover: tuple[int, ...]) -> list[int]:
    """The slots that cover ``slot``, directly or through others."""
    seen, todo = 0, cover[slot]
    while todo:
        low = todo & -todo
        todo ^= low
        if not seen & low:
            seen |= low
            todo |= cover[low.bit_length() - 1] & ~seen
    return [c for c in range(len(cover)) if seen >> c & 1]


def _slots(mask: int) -> list[int]:
    """The slots of ``mask``, the highest first (the cards nearest the player first, as ``par.py`` tries them)."""
    slots = []
    while mask:
        slot = mask.bit_length() - 1
        slots.append(slot)
        mask ^= 1 << slot
    return slots
