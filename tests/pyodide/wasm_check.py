"""The solver's WebAssembly search and par against the pure-Python code, in Pyodide.

Run by ``tests/test_wasm.py`` through ``tests/pyodide/run.mjs`` (Pyodide under
Node, the package copied in with its ``.wasm`` files). The cases are
``tests/searchcases.py``'s, the ones the CPython extensions are held to, fewer of
each (the pure-Python reference is slow in Pyodide). The search on any layout
(``_anysearch.wasm``) must give the pure-Python search's line in one pass and its
answer in passes, on every built-in layout; its lines and states go back to the
test, which holds them to the CPython module's. Prints one JSON line: how
many positions were compared, won, lost and stopped by a budget, how many par
games, the mismatches, the bad input refused, and the answers to bad budgets.

Usage: node tests/pyodide/run.mjs DEALS MIDDLE KNOB PAR ANY (per rule, per rule, per rule knob, per par rule set,
per built-in layout and rule set of the search on any layout)
"""

import json
import sys


def main(deals: int, middle: int, knob: int, par_count: int, any_count: int) -> dict:
    from searchcases import (
        KNOBS, PAR, PAR_RULES, any_layout_cases, budget_answers, budget_cases, middle_of_games, par_games, run,
        run_any, run_par, under_knob, whole_code_space,
    )

    from tripeaks_widget import Game
    from tripeaks_widget.engine import layout, scoring
    from tripeaks_widget.engine.codes import Rule
    from tripeaks_widget.solver import _wasm, anylayout, search

    fast = search._fastsearch
    # load() defers instantiating to the first call (_wasm._OnFirstUse): the kind it will instantiate.
    summary = {"platform": sys.platform, "wasm": getattr(fast, "_kind", None) is _wasm.WasmSearch,
               "wasm_par": getattr(PAR._fastpar, "_kind", None) is _wasm.WasmPar, "positions": 0, "won": 0, "lost": 0,
               "stopped": 0, "states": 0, "par_games": 0, "par_searched": 0, "par_stopped": 0, "mismatches": [],
               "refused": [], "refused_par": [],
               "wasm_any": getattr(anylayout._anysearch, "_kind", None) is _wasm.WasmAnySearch, "any_results": [],
               "refused_any": []}

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

    def refused(search_function, good, bad, into):
        """Calls ``search_function`` with each bad argument in place; the ValueErrors' messages go ``into``."""
        for index, value in bad:
            try:
                search_function(*good[:index], value, *good[index + 1:])
            except ValueError as error:
                into.append(str(error))

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
        refused(fast.search, good, ((0, pos.ranks[:27]), (0, (14,) * 28), (1, (1,) * 300), (5, 15), (4, 1 << 28),
                                    (4, 1 << 40), (9, search._PRIORITIES[:63]), (9, ((0,) * 28,) * 64)),
                summary["refused"])
    if summary["wasm_par"]:
        for rules in PAR_RULES:
            for game, budget in par_games(rules, par_count):
                python = run_par(game, None, **budget)
                wasm = run_par(game, PAR._fastpar, **budget)
                summary["par_games"] += 1
                summary["par_searched"] += isinstance(python, tuple) and python[2] > 0
                summary["par_stopped"] += isinstance(python, str)
                if wasm != python:
                    summary["mismatches"].append({"par": game.code, "rules": rules.text, "moves": repr(game.moves),
                                                  "python": repr(python), "wasm": repr(wasm)})
        pos = Game.from_code("TP1-C-AAAAAAD").position()
        good = [pos.ranks, 0, pos.waste, 0, pos.stock, False, False, False, False, -1.0, None, None, None,
                layout.PEAK_MASK, layout.PEAK_OF, (-1, 100, -5, scoring.TRADITIONAL_PEAK_BONUS)]
        summary["par_good_input"] = PAR._fastpar.search(*good)[0]
        refused(PAR._fastpar.search, good, ((0, pos.ranks[:5]), (0, (20,) * 28), (4, (1,) * 600), (4, (14,) * 9),
                                            (1, (1 << 28) - 1), (2, 15), (14, (0,) * 27), (14, (3,) * 28),
                                            (13, (1, 2))),
                summary["refused_par"])
    if summary["wasm_any"]:
        any_fast = anylayout._anysearch
        for pos in any_layout_cases(any_count):
            python = anylayout.solve_any_python(pos)
            one_pass, line, nodes, fewest = run_any(pos, any_fast)
            summary["any_results"].append([one_pass, line, nodes, fewest, python is not None])
            if one_pass != python or (line is None) != (python is None):
                summary["mismatches"].append({"any": repr(pos), "python": repr(python), "wasm": repr((one_pass, line))})
        # solve() on a layout runs it; a budget stops it as in C
        game = Game.from_code("TP1-E-AAAAAAB-BLACK-HOLE")
        summary["any_solved"] = Game.replay(game.code, search.solve(game), game.rules).status == "won"
        try:
            anylayout.solve_any(game.position(), max_nodes=10)
        except search.BudgetExceeded as error:
            summary["any_budget"] = str(error)
        pos = game.position()
        good = [pos.layout.cover_mask, pos.ranks, pos.stock, True, False, False, pos.removed, 1, None, None, None,
                anylayout.PASSES, "draw"]
        refused(any_fast.search, good, ((1, (14,) * 51), (2, (20,)), (2, (1,) * 300), (7, 14),
                                        (0, (1,) * 51), (6, 1 << 52), (0, (0,) * 50), (11, (0, 2, 5))),
                summary["refused_any"])
    # Bad budgets and deadlines, and the extreme good ones: the WebAssembly path's answers, which the
    # test compares with the CPython C path's and the pure-Python path's.
    summary["budget_answers"] = budget_answers(fast, PAR._fastpar) if summary["wasm"] and summary["wasm_par"] else []
    return summary


if __name__ == "__main__":
    sys.path[:0] = ["/bench", "/bench/tests"]
    print(json.dumps(main(*(int(a) for a in sys.argv[1:6]))))
