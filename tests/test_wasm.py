"""The solver's C code built to WebAssembly: the search and par the site's kernel runs.

``scripts/build_wasm.py`` compiles ``solver/_wasmsearch.c``, ``_wasmpar.c`` and
``_wasmany.c`` (the C cores ``_searchcore.h``, ``_parcore.h`` and ``_anycore.h``
that the CPython extensions also run) to ``_fastsearch.wasm``, ``_fastpar.wasm``
and ``_anysearch.wasm``; ``solver/_wasm.py`` loads them in Pyodide. Here Pyodide
runs under Node, and every position's answer, states and passes from the
WebAssembly search must equal the pure-Python search's, on over a thousand
positions from ``tests/searchcases.py``, par's score, line and states on 70
games, and the search on any layout's line and answer on every built-in layout (the CPython extensions are held to thousands more of the same cases
in ``test_fastsearch.py``). Needs node and the npm ``pyodide`` package (``make
test`` installs both) and the ``ziglang`` package: a missing one fails the test.
"""

import json
import subprocess
import sys
from pathlib import Path

from searchcases import ANY_RULES, BUDGETS, KNOBS, PAR_RULES, any_layout_cases, budget_answers, run_any

from tripeaks_widget.engine.shapes import LAYOUTS
from tripeaks_widget.solver import _wasm, anylayout, search

ROOT = Path(__file__).resolve().parents[1]
DEALS, MIDDLE, KNOB, PAR = 300, 100, 15, 10  # per rule, per rule, per rule knob, per par rule set
ANY = 3  # deals per built-in layout and rule set, for the search on any layout


def test_the_webassembly_search_and_par_give_the_pure_python_answers_in_pyodide():
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_wasm.py")], check=True)
    done = subprocess.run(["node", "tests/pyodide/run.mjs", *map(str, (DEALS, MIDDLE, KNOB, PAR, ANY))], cwd=ROOT,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["platform"] == "emscripten" and summary["wasm"] and summary["wasm_par"], summary
    assert summary["mismatches"] == []
    assert summary["positions"] == 2 * (DEALS + MIDDLE) + KNOB * len(KNOBS) + len(BUDGETS) + 2
    assert summary["won"] > 500 and summary["lost"] > 100 and summary["stopped"] == len(BUDGETS) + 1, summary
    assert [m.split(":")[0].split()[0] for m in summary["refused"]] == [  # as the CPython module names them
        "ranks", "ranks", "stock", "waste", "waste", "expected", "priorities", "priorities"]
    assert summary["par_games"] == PAR * len(PAR_RULES)
    assert summary["par_searched"] >= 10 and summary["par_stopped"] > 0, summary
    assert summary["par_good_input"] == 0
    assert [m.split(":")[0].split()[0].split(",")[0] for m in summary["refused_par"]] == [
        "ranks", "ranks", "cards", "cards", "top", "top", "peak_of", "peak_masks", "peak_masks"]
    # Bad budgets and deadlines: the same error and message from WebAssembly, C and pure Python (issue 26).
    par_module = sys.modules["tripeaks_widget.solver.par"]
    c_path = budget_answers(search._fastsearch, par_module._fastpar) if search._fastsearch else None
    python_path = budget_answers(None, None)
    assert summary["budget_answers"] == python_path
    assert c_path is None or c_path == python_path
    assert sum(answer.startswith(("InvalidArgumentError", "WrongTypeError")) for _, answer in python_path) >= 60
    # The search on any layout (_anysearch.wasm): the pure-Python line in one pass and answer in passes (checked
    # in Pyodide, no mismatches above), on every built-in layout, both answers; and the CPython module's very
    # lines and states, in one pass and in passes, and its fewest cards left with their line (any_fewest).
    assert summary["wasm_any"] and summary["any_solved"] and summary["any_budget"] == "node budget of 10 spent"
    results = summary["any_results"]
    assert len(results) == ANY * len(LAYOUTS) * len(ANY_RULES)
    assert 20 < sum(won for *_, won in results) < len(results) - 20, results
    assert all(fewest[0] == 0 and (fewest[1] == 0) == won for *_, fewest, won in results)
    if anylayout._anysearch is not None:
        in_c = [[*run_any(pos, anylayout._anysearch), won] for pos, (*_, won) in zip(any_layout_cases(ANY), results)]
        assert results == [[list(a) if isinstance(a, (list, tuple)) else a for a in r] for r in in_c]
    assert [m.split(":")[0] for m in summary["refused_any"]] == [  # as the CPython module names them
        "ranks", "stock", "stock", "top", "cover", "removed", "cover", "passes"]


def test_outside_pyodide_there_is_no_webassembly_search():
    assert sys.platform != "emscripten" and _wasm.load("_fastsearch") is None and _wasm.load("_anysearch") is None
