"""The solver's WebAssembly search against the pure-Python one, in Pyodide.

Run by ``tests/test_wasm.py`` through ``tests/pyodide/run.mjs`` (Pyodide under
Node, the package copied in with its ``_fastsearch.wasm``). The cases are
``tests/searchcases.py``'s, the ones the CPython extension is held to, fewer of
each (the pure-Python reference is slow in Pyodide). Prints one JSON line: how
many positions were compared, won, lost and stopped by a budget, and the
mismatches.

Usage: node tests/pyodide/run.mjs DEALS MIDDLE KNOB (per rule, per rule, per rule knob)
"""

import json
import sys

sys.path[:0] = ["/bench", "/bench/tests"]

from searchcases import KNOBS, budget_cases, middle_of_games, run, under_knob, whole_code_space  # noqa: E402

from tripeaks_widget.engine.codes import Rule  # noqa: E402
from tripeaks_widget.solver import _wasm, search  # noqa: E402

deals, middle, knob = (int(a) for a in sys.argv[1:4])
fast = search._fastsearch
summary = {"platform": sys.platform, "wasm": isinstance(fast, _wasm.WasmSearch), "positions": 0, "won": 0,
           "lost": 0, "stopped": 0, "states": 0, "mismatches": [], "refused": []}


def check(pos, **budget):
    python = run(pos, None, **budget)
    wasm = run(pos, fast, **budget)
    summary["positions"] += 1
    summary["states"] += python[1]
    kind = "stopped" if isinstance(python[0], str) else "lost" if python[0] is None else "won"
    summary[kind] += 1
    if wasm != python:
        summary["mismatches"].append({"position": repr(pos), "budget": repr(budget), "python": repr(python),
                                      "wasm": repr(wasm)})


if summary["wasm"]:
    for rule in (Rule.EASY, Rule.CLASSIC):
        for pos in whole_code_space(rule, deals) + middle_of_games(rule, middle):
            check(pos)
    for rules in KNOBS:
        for pos in under_knob(rules, knob):
            check(pos)
    for pos, budget in budget_cases():
        check(pos, **budget)
    # bad input: a ValueError naming it, as from the CPython module
    pos = budget_cases()[-1][0]
    good = [pos.ranks, pos.stock, True, True, 0, 5, None, None, None, search._PRIORITIES, (100, 1.2, 5000), "draw"]
    for index, value in ((0, pos.ranks[:27]), (0, (14,) * 28), (1, (1,) * 300), (5, 15), (4, 1 << 28),
                         (9, search._PRIORITIES[:63]), (9, ((0,) * 28,) * 64)):
        try:
            fast.search(*good[:index], value, *good[index + 1:])
        except ValueError as error:
            summary["refused"].append(str(error))
print(json.dumps(summary))
