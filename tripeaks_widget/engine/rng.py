"""PCG32, the deal generator: the same numbers forever, in CPython and Pyodide alike.

Python's ``random`` does not promise the same shuffles across versions, so the
deals use this small generator (M. E. O'Neill's PCG32, XSH-RR output).

The reference test vector (pcg32-demo, seed 42, sequence 54):

>>> rng = PCG32(42, 54)
>>> [hex(rng.next_u32()) for _ in range(3)]
['0xa15c02b7', '0x7b47f409', '0xba1d3330']
"""

from __future__ import annotations

_MASK64 = (1 << 64) - 1
_MASK32 = (1 << 32) - 1
_MULTIPLIER = 6364136223846793005


class PCG32:
    """A 64-bit-state permuted congruential generator with 32-bit output."""

    __slots__ = ("_state", "_inc")

    def __init__(self, seed: int, sequence: int = 0) -> None:
        self._state = 0
        self._inc = ((sequence << 1) | 1) & _MASK64
        self.next_u32()
        self._state = (self._state + seed) & _MASK64
        self.next_u32()

    def next_u32(self) -> int:
        old = self._state
        self._state = (old * _MULTIPLIER + self._inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32

    def below(self, bound: int) -> int:
        """A uniform integer in [0, bound), without modulo bias (pcg32_boundedrand)."""
        if not 0 < bound <= _MASK32:
            raise ValueError(f"bound out of range: {bound!r}")
        threshold = (-bound) % bound
        while True:
            r = self.next_u32()
            if r >= threshold:
                return r % bound

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place, from the last position down: ``below(i + 1)`` for each i.

        ``next_u32`` and ``below`` written out in the loop, the same numbers
        (the review shuffles the unseen cards thousands of times, in Pyodide too).
        """
        state, inc = self._state, self._inc
        for i in range(len(items) - 1, 0, -1):
            bound = i + 1
            threshold = (-bound) % bound
            while True:
                old = state
                state = (old * _MULTIPLIER + inc) & _MASK64
                xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
                rot = old >> 59
                r = ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32
                if r >= threshold:
                    break
            j = r % bound
            items[i], items[j] = items[j], items[i]
        self._state = state
