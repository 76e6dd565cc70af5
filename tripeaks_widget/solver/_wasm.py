"""The solver's C code as WebAssembly, for Pyodide (the site).

In CPython the solver's search, par's branch and bound and the search on any layout
run as extension modules (``_fastsearch.c``, ``_fastpar.c``, ``_anysearch.c``).
Pyodide cannot load those, so the site's wheel carries the same C cores
(``_searchcore.h``, ``_parcore.h``, ``_anycore.h``) compiled to WebAssembly by
``scripts/build_wasm.py``: ``_fastsearch.wasm``, ``_fastpar.wasm`` and
``_anysearch.wasm``. This module instantiates them through Pyodide's JavaScript
bridge and gives each its CPython module's ``search(...)``, so ``search.py``,
``par.py`` and ``anylayout.py`` use either the same way: the same states, the same line, the same
counts (``tests/test_wasm.py`` checks that against the pure-Python code in
Pyodide). Without the file, or outside Pyodide, ``load`` returns None and the
pure-Python code runs.
"""

from __future__ import annotations

import math
import os
import sys
from array import array

_SLOTS = 28


class _Module:
    """A WebAssembly module of ``_wasmsearch.c``'s, ``_wasmpar.c``'s or ``_wasmany.c``'s kind: buffers
    exported as ``ints()``, ``out()``, ``nums()``, one import (the clock), and
    ``search()`` answering 0, -1 (out of memory) or a bad input's number."""

    #: search()'s answers to input out of range
    BAD_INPUT: dict[int, str] = {}

    def __init__(self, wasm: bytes) -> None:
        import js
        from pyodide.ffi import to_js

        now = js.performance.now.bind(js.performance)  # the deadline's clock, in ms
        imports = js.Object.fromEntries(to_js([["env", js.Object.fromEntries(to_js([["now", now]]))]]))
        instance = js.WebAssembly.Instance.new(js.WebAssembly.Module.new(to_js(wasm)), imports)
        self._js = js
        self._exports = instance.exports
        self._exports._initialize()
        self._ints = self._exports.ints()
        self._out = self._exports.out()
        self._nums = self._exports.nums()

    def _view(self, kind, offset: int, count: int):
        """A typed array over the module's memory (taken anew: memory growth detaches the old)."""
        return kind.new(self._exports.memory.buffer, offset, count)

    def _call(self, ints: array, nums: array, entry: str = "search") -> None:
        """Writes the input, runs ``entry`` (search()), raises MemoryError or ValueError as the CPython module
        would."""
        js = self._js
        self._view(js.Int32Array, self._ints, len(ints)).assign(ints)
        self._view(js.Float64Array, self._nums, len(nums)).assign(nums)
        result = getattr(self._exports, entry)()
        if result == -1:
            raise MemoryError(f"the WebAssembly {type(self).__name__} ran out of memory")
        if result < -1:
            raise ValueError(self.BAD_INPUT[result])

    def _read(self, kind: str, offset: int, count: int) -> array:
        """``count`` numbers ("i" or "d") from the module's memory."""
        values = array(kind, bytes(array(kind).itemsize * count))
        if count:
            js_kind = self._js.Int32Array if kind == "i" else self._js.Float64Array
            self._view(js_kind, offset, count).assign_to(values)
        return values

    def _input(self, head, count: int, tail) -> array:
        """The ints() input: ``head`` padded with zeros to ``count`` numbers (a fixed place
        for what follows), then ``tail``."""
        try:
            ints = array("i", head)
            ints.extend([0] * (count - len(ints)))
            ints.extend(tail)
        except (OverflowError, TypeError) as error:
            raise ValueError(f"expected whole numbers of 32 bits: {error}") from None
        return ints


class WasmSearch(_Module):
    """``_fastsearch.wasm`` instantiated: ``search`` as in the CPython module ``_fastsearch``."""

    MAX_STOCK = 255
    IN_FLAGS = _SLOTS + 1 + MAX_STOCK  #: _wasmsearch.c's IN_FLAGS
    OUT_LINE = 3
    BAD_INPUT = {
        -2: "ranks: each must be 0-13",
        -3: "stock: each card must be 0-13",
        -4: "waste or removed out of range",
        -5: "priorities: not 64 shuffles of the slots",
    }

    def __init__(self, wasm: bytes) -> None:
        super().__init__(wasm)
        self._shuffles = self._exports.shuffles()
        self._priorities: tuple | None = None  #: the shuffles in the module's memory

    def search(self, ranks, stock, wrap, free_draw, removed, waste, max_nodes, deadline, monotonic,
               priorities, passes, draw):
        """``_fastsearch.search``: (status, line, nodes, passes); status 1: node budget spent, 2: deadline passed."""
        if len(ranks) != _SLOTS:
            raise ValueError(f"ranks: expected {_SLOTS} numbers, got {len(ranks)}")
        if len(stock) > self.MAX_STOCK:
            raise ValueError(f"stock: expected 0 to {self.MAX_STOCK} numbers, got {len(stock)}")
        if priorities is not self._priorities:
            flat = array("i", [v for row in priorities for v in row])
            if len(priorities) != 64 or len(flat) != 64 * _SLOTS:
                raise ValueError(f"priorities: expected 64 shuffles of the {_SLOTS} slots")
            self._view(self._js.Int32Array, self._shuffles, len(flat)).assign(flat)
            self._priorities = priorities
        ints = self._input((*ranks, len(stock), *stock), self.IN_FLAGS, (int(wrap), int(free_draw), removed, waste))
        first, growth, last_from = passes
        left = math.nan if deadline is None else deadline - monotonic()
        try:
            self._call(ints, array("d", (-1.0 if max_nodes is None else max_nodes, left, first, growth, last_from)))
        except ValueError:
            self._priorities = None  # written again next call, in case they were the bad input
            raise
        status, won, length = self._read("i", self._out, self.OUT_LINE)
        nodes, passes_run = self._read("d", self._nums, 2)
        if not won:
            return status, None, int(nodes), int(passes_run)
        steps = self._read("i", self._out + 4 * self.OUT_LINE, length)
        return status, [draw if a < 0 else a for a in steps], int(nodes), int(passes_run)


class WasmPar(_Module):
    """``_fastpar.wasm`` instantiated: ``search`` as in the CPython module ``_fastpar``."""

    MAX_CARDS = 511
    IN_FLAGS = _SLOTS + 1 + MAX_CARDS  #: _wasmpar.c's IN_FLAGS
    OUT_LINE = 2
    BAD_INPUT = {
        -2: "ranks: each must be 0-13",
        -3: "cards: each must be 0-13",
        -4: "peak_masks, peak_of or peak_bonus out of range",
        -5: "top, run or removed out of range (removed must leave a card)",
    }

    def search(self, ranks, removed, top, run, cards, wrap, draw_when_stuck, traditional, winnable, alpha,
               max_nodes, deadline, monotonic, peak_masks, peak_of, points):
        """``_fastpar.search``: (status, value, nodes, moves); status 1: node budget spent, 2: deadline passed."""
        app_action, app_peak_bonus, traditional_draw, peak_bonus = points
        for name, values, length in (("ranks", ranks, _SLOTS), ("peak_masks", peak_masks, 3),
                                     ("peak_of", peak_of, _SLOTS), ("peak_bonus", peak_bonus, 3)):
            if len(values) != length:
                raise ValueError(f"{name}: expected {length} numbers, got {len(values)}")
        if len(cards) > self.MAX_CARDS:
            raise ValueError(f"cards: expected 0 to {self.MAX_CARDS} numbers, got {len(cards)}")
        ints = self._input((*ranks, len(cards), *cards), self.IN_FLAGS, (
            removed, top, run, int(wrap), int(draw_when_stuck), int(traditional), int(winnable),
            *peak_masks, *peak_of, app_action, app_peak_bonus, traditional_draw, *peak_bonus))
        left = math.nan if deadline is None else deadline - monotonic()
        self._call(ints, array("d", (alpha, -1.0 if max_nodes is None else max_nodes, left)))
        status, length = self._read("i", self._out, self.OUT_LINE)
        value, nodes = self._read("d", self._nums, 2)
        return status, value, int(nodes), list(self._read("i", self._out + 4 * self.OUT_LINE, length))


class WasmAnySearch(_Module):
    """``_anysearch.wasm`` instantiated: ``search`` as in the CPython module ``_anysearch`` (the search on any
    layout, ``_anycore.h``)."""

    MAX_SLOTS, MAX_STOCK = 52, 255
    IN_STOCK = 2 + MAX_SLOTS  #: _wasmany.c's IN_STOCK
    IN_FLAGS = IN_STOCK + MAX_STOCK  #: _wasmany.c's IN_FLAGS
    OUT_LINE = 3
    BAD_INPUT = {
        -2: "the layout and the stock do not fit a 64-bit memo key",
        -3: "ranks: each must be 0-13",
        -4: "stock: each card must be 0-13",
        -5: "top: -1 (an empty pile) or a rank 0-13",
        -6: "cover: a mask names a slot the layout does not have, or the slot itself",
        -7: "passes: (first >= 1, growth >= 2, last_from >= first)",
        -8: "removed: a slot the layout does not have",
    }

    def _input_of(self, cover, ranks, stock, wrap, nothing_on_king, only_when_stuck, removed, top) -> array:
        """The position as ``ints()``'s numbers, checked as the CPython module checks them."""
        if not 1 <= len(ranks) <= self.MAX_SLOTS:
            raise ValueError(f"ranks: expected 1 to {self.MAX_SLOTS} numbers, got {len(ranks)}")
        if len(stock) > self.MAX_STOCK:
            raise ValueError(f"stock: expected 0 to {self.MAX_STOCK} numbers, got {len(stock)}")
        if len(cover) != len(ranks):
            raise ValueError("cover: one mask per slot")
        masks = []
        for mask in (*cover, removed):
            if not 0 <= mask < 1 << 64:
                raise ValueError(f"cover or removed: not a mask of 64 bits: {mask}")
            low, high = mask & 0xFFFFFFFF, mask >> 32
            masks += (low - (1 << 32) if low >> 31 else low, high - (1 << 32) if high >> 31 else high)
        head = self._input((len(ranks), len(stock), *ranks), self.IN_STOCK, stock)
        return self._input(head, self.IN_FLAGS, (int(wrap), int(nothing_on_king), int(only_when_stuck), top, *masks))

    def _line(self, length: int, draw) -> list:
        return [draw if a < 0 else a for a in self._read("i", self._out + 4 * self.OUT_LINE, length)]

    def search(self, cover, ranks, stock, wrap, nothing_on_king, only_when_stuck, removed, top, max_nodes,
               deadline, monotonic, passes, draw):
        """``_anysearch.search``: (status, line, nodes); status 1: node budget spent, 2: deadline passed."""
        ints = self._input_of(cover, ranks, stock, wrap, nothing_on_king, only_when_stuck, removed, top)
        first, growth, last_from = (-1, 0, 0) if passes is None else passes
        left = math.nan if deadline is None else deadline - monotonic()
        self._call(ints, array("d", (-1.0 if max_nodes is None else max_nodes, left, first, growth, last_from, 0)))
        status, won, length = self._read("i", self._out, self.OUT_LINE)
        nodes = int(self._read("d", self._nums, 1)[0])
        return status, self._line(length, draw) if won else None, nodes

    def fewest(self, cover, ranks, stock, wrap, nothing_on_king, only_when_stuck, removed, top, max_nodes,
               deadline, monotonic, lost, draw):
        """``_anysearch.fewest``: (status, cards left, line, nodes); status 1: node budget spent, 2: deadline
        passed (the best line found so far)."""
        ints = self._input_of(cover, ranks, stock, wrap, nothing_on_king, only_when_stuck, removed, top)
        left = math.nan if deadline is None else deadline - monotonic()
        self._call(ints, array("d", (-1.0 if max_nodes is None else max_nodes, left, -1, 0, 0, float(bool(lost)))),
                   "fewest")
        status, best, length = self._read("i", self._out, self.OUT_LINE)
        nodes = int(self._read("d", self._nums, 1)[0])
        return status, best, self._line(length, draw), nodes


#: module name -> its WebAssembly front end
_KINDS = {"_fastsearch": WasmSearch, "_fastpar": WasmPar, "_anysearch": WasmAnySearch}


class _OnFirstUse:
    """A module of ``_KINDS`` instantiated when it is first used, not as the solver is imported: the
    site's memory snapshot imports the package, and cannot hold a WebAssembly instance (a JS object)."""

    def __init__(self, kind: type[_Module], wasm: bytes) -> None:
        self._kind, self._wasm, self._module = kind, wasm, None

    def __getattr__(self, name: str):
        if self._module is None:
            self._module = self._kind(self._wasm)
        return getattr(self._module, name)


def load(name: str) -> _OnFirstUse | None:
    """The WebAssembly build of this package's ``name`` in Pyodide (instantiated on first use), or None
    (not Pyodide, or not built)."""
    if sys.platform != "emscripten" or name not in _KINDS:
        return None
    try:  # beside this file (importlib.resources would cost the kernel's start an import)
        with open(os.path.join(os.path.dirname(__file__), f"{name}.wasm"), "rb") as file:
            wasm = file.read()
    except OSError:
        return None
    return _OnFirstUse(_KINDS[name], wasm)
