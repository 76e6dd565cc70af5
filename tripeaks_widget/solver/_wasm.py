"""The solver's C search as WebAssembly, for Pyodide (the site).

In CPython the C search is an extension module (``_fastsearch.c``). Pyodide cannot
load that one, so the site's wheel carries the same C core (``_searchcore.h``)
compiled to WebAssembly by ``scripts/build_wasm.py``: ``_fastsearch.wasm``. This
module instantiates it through Pyodide's JavaScript bridge and gives it the CPython
module's ``search(...)``, so ``search.py`` uses either the same way: the same
states, the same line, the same counts (``tests/site/test_wasm.py`` checks that
against the pure-Python search in Pyodide). Without the file, or outside
Pyodide, ``load`` returns None and the pure-Python search runs.
"""

from __future__ import annotations

import math
import sys
from array import array
from importlib import resources

_SLOTS = 28
_MAX_STOCK = 255
_IN_FLAGS = _SLOTS + 1 + _MAX_STOCK  #: _wasmsearch.c's IN_FLAGS
_OUT_LINE = 3
#: _wasmsearch.c's answers to input out of range
_BAD_INPUT = {
    -2: "ranks: each must be 0-13",
    -3: "stock: each card must be 0-13",
    -4: "waste or removed out of range",
    -5: "priorities: not 64 shuffles of the slots",
}


class WasmSearch:
    """``_fastsearch.wasm`` instantiated: ``search`` as in the CPython module ``_fastsearch``."""

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
        self._nums = self._exports.nums()
        self._length = self._exports.ints_length()
        self._priorities: tuple | None = None
        self._flat_priorities = array("i")

    def _view(self, kind, offset: int, count: int):
        """A typed array over the module's memory (taken anew: memory growth detaches the old)."""
        return kind.new(self._exports.memory.buffer, offset, count)

    def search(self, ranks, stock, wrap, free_draw, removed, waste, max_nodes, deadline, monotonic,
               priorities, passes, draw):
        """``_fastsearch.search``: (status, line, nodes, passes); status 1: node budget spent, 2: deadline passed."""
        js = self._js
        if len(ranks) != _SLOTS:
            raise ValueError(f"ranks: expected {_SLOTS} numbers, got {len(ranks)}")
        if len(stock) > _MAX_STOCK:
            raise ValueError(f"stock: expected 0 to {_MAX_STOCK} numbers, got {len(stock)}")
        if priorities is not self._priorities:
            self._flat_priorities = array("i", [v for row in priorities for v in row])
            self._priorities = priorities
        ints = array("i", ranks)
        ints.append(len(stock))
        ints.extend(stock)
        ints.extend([0] * (_IN_FLAGS - len(ints)))
        ints.extend((int(wrap), int(free_draw), removed, waste))
        ints.extend(self._flat_priorities)
        if len(ints) != self._length:
            raise ValueError(f"priorities: expected 64 shuffles of the {_SLOTS} slots")
        first, growth, last_from = passes
        left = math.nan if deadline is None else deadline - monotonic()
        nums = array("d", (-1.0 if max_nodes is None else float(max_nodes), left, first, growth, last_from))
        self._view(js.Int32Array, self._ints, len(ints)).assign(ints)
        self._view(js.Float64Array, self._nums, len(nums)).assign(nums)
        result = self._exports.search()
        if result == -1:
            raise MemoryError("the WebAssembly search ran out of memory")
        if result < -1:
            raise ValueError(_BAD_INPUT[result])
        head = array("i", bytes(4 * _OUT_LINE))
        self._view(js.Int32Array, self._ints, _OUT_LINE).assign_to(head)
        status, won, length = head
        self._view(js.Float64Array, self._nums, 2).assign_to(nums := array("d", bytes(16)))
        if not won:
            return status, None, int(nums[0]), int(nums[1])
        steps = array("i", bytes(4 * length))
        if length:
            self._view(js.Int32Array, self._ints + 4 * _OUT_LINE, length).assign_to(steps)
        return status, [draw if a < 0 else a for a in steps], int(nums[0]), int(nums[1])


def load(name: str) -> WasmSearch | None:
    """The WebAssembly build of this package's ``name`` in Pyodide, or None (not Pyodide, or not built)."""
    if sys.platform != "emscripten":
        return None
    try:
        wasm = resources.files(__package__).joinpath(f"{name}.wasm").read_bytes()
    except (FileNotFoundError, OSError):
        return None
    return WasmSearch(wasm)
