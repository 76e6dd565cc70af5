"""Find the reference card order behind every deal, and the documented won game.

The rules document two deals exactly:
- deal 1 (TP1-E-AAAAAAB): 12 of its cards are given (bottom row, waste, slot 13);
- deal 3 (TP1-E-AAAAAAD): winnable under Easy, not under Classic, with a game won
  without undo that empties the peaks at moves 37, 42 and 50 for 750 points
  (28 removals, 22 draws).

Deal n places reference card perm_n[i] at position i, so fixing deal 1's 12
cards fixes 12 entries of the reference order; the other 40 are free. This
script tries fillings of those 40 (drawn from PCG32, so the run is repeatable)
until deal 3 meets its conditions, then prints the constant for
``tripeaks_widget/engine/deal.py`` and the won game for ``tripeaks_widget/engine/examples.py``.

    python scripts/find_reference_order.py
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tripeaks_widget.engine.cards import DECK, Card, ranks_adjacent  # noqa: E402
from tripeaks_widget.engine.deal import STOCK_START, WASTE_INDEX, deal_permutation  # noqa: E402
from tripeaks_widget.engine.layout import ALL_SLOTS_MASK, COVER_MASK, PEAK_MASK  # noqa: E402
from tripeaks_widget.engine.rng import PCG32  # noqa: E402

DEAL_1 = {
    **{18 + i: text for i, text in enumerate("3♠ 5♠ K♣ 4♠ 2♦ A♠ K♦ 8♥ 7♣ 9♠".split())},
    WASTE_INDEX: "A♣",
    13: "7♠",
}
PEAK_MOVES = (37, 42, 50)
DRAWS = 22
FILL_SEQUENCE = 0xF111


def can_win(ranks, stock, waste, wrap):
    """Plain memoised search: is there any winning line? (perfect information)"""

    @lru_cache(maxsize=None)
    def search(removed, drawn, top):
        if removed == ALL_SLOTS_MASK:
            return True
        for slot in range(28):
            bit = 1 << slot
            if not removed & bit and COVER_MASK[slot] & removed == COVER_MASK[slot]:
                if ranks_adjacent(ranks[slot], top, wrap) and search(removed | bit, drawn, ranks[slot]):
                    return True
        return drawn < len(stock) and search(removed, drawn + 1, stock[drawn])

    return search(0, 0, waste)


def documented_line(ranks, stock, waste):
    """A won Easy game with peaks emptied at moves 37, 42, 50 and 22 draws, or None."""

    @lru_cache(maxsize=None)
    def search(removed, drawn, top):
        removals = removed.bit_count()
        moves = removals + drawn
        if removed == ALL_SLOTS_MASK:
            return [] if drawn == DRAWS else None
        cleared = sum(1 for m in PEAK_MASK if removed & m == m)
        if moves >= PEAK_MOVES[cleared]:
            return None
        for slot in range(28):
            bit = 1 << slot
            if removed & bit or COVER_MASK[slot] & removed != COVER_MASK[slot]:
                continue
            if not ranks_adjacent(ranks[slot], top, True):
                continue
            after = removed | bit
            now_cleared = sum(1 for m in PEAK_MASK if after & m == m)
            if now_cleared > cleared and moves + 1 != PEAK_MOVES[cleared]:
                continue
            rest = search(after, drawn, ranks[slot])
            if rest is not None:
                return [slot] + rest
        if drawn < DRAWS:
            rest = search(removed, drawn + 1, stock[drawn])
            if rest is not None:
                return ["draw"] + rest
        return None

    return search(0, 0, waste)


def main() -> None:
    perm1 = deal_permutation(1)
    perm3 = deal_permutation(3)
    fixed = {perm1[pos]: Card.from_str(text) for pos, text in DEAL_1.items()}
    free_positions = [i for i in range(52) if i not in fixed]
    free_cards = [c for c in DECK if c not in fixed.values()]
    rng = PCG32(0, FILL_SEQUENCE)
    for attempt in range(1, 5001):
        cards = list(free_cards)
        rng.shuffle(cards)
        reference = [None] * 52
        for i, card in fixed.items():
            reference[i] = card
        for i, card in zip(free_positions, cards):
            reference[i] = card
        deal3 = [reference[i] for i in perm3]
        ranks = tuple(c.rank for c in deal3[:28])
        stock = tuple(c.rank for c in deal3[STOCK_START:])
        waste = deal3[WASTE_INDEX].rank
        line = documented_line(ranks, stock, waste)
        if line is None or can_win(ranks, stock, waste, False):
            continue
        print(f"# found after {attempt} fillings", file=sys.stderr)
        print("REFERENCE_ORDER: tuple[str, ...] = (")
        for row in range(0, 52, 13):
            print("    " + " ".join(f'"{c}",' for c in reference[row:row + 13]))
        print(")")
        print()
        print("WON_GAME_TP1_E_AAAAAAD = " + repr(line))
        return
    sys.exit("no filling found")


if __name__ == "__main__":
    main()
