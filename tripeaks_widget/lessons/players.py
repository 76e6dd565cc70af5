"""A player for the lessons that plans with what it sees: the longest run of known cards.

Before each move it looks for the longest run of plays it can make without
drawing, using only the cards it knows: the face-up cards now (all 28 with the
open-peaks variant). A card that a hypothetical play would uncover is unknown to
it unless the peaks are open, so open peaks let it plan further. It plays the
first card of that run, or draws when no known card fits.
"""

from __future__ import annotations

from functools import lru_cache

from ..engine.cards import ranks_adjacent
from ..engine.layout import COVERED_BY
from ..lab.players import View

#: The joker's rank in the engine (any card goes on it).
_JOKER = 0


def _free(slot: int, removed: int) -> bool:
    return all(removed >> c & 1 for c in COVERED_BY[slot])


def planning_player(view: View):
    """Play the first card of the longest run of known cards; draw when no known card fits."""
    wrap = view.rules.king_ace
    known = 0
    ranks = [0] * 28
    removed = 0
    for slot, card in enumerate(view.cards):
        if card is None:
            removed |= 1 << slot
        elif card != "down":
            known |= 1 << slot
            ranks[slot] = card.rank

    def fits(rank: int, on: int | None) -> bool:
        return on is None or on == _JOKER or rank == _JOKER or ranks_adjacent(rank, on, wrap)

    @lru_cache(maxsize=None)
    def longest(removed: int, top: int | None) -> int:
        best = 0
        for slot in range(28):
            if known >> slot & 1 and not removed >> slot & 1 and _free(slot, removed) and fits(ranks[slot], top):
                best = max(best, 1 + longest(removed | 1 << slot, ranks[slot]))
        return best

    choices = [s for s in view.actions if s != "draw" and known >> s & 1]
    if not choices:
        return "draw" if "draw" in view.actions else view.actions[0]
    return max(choices, key=lambda s: longest(removed | 1 << s, ranks[s]))
