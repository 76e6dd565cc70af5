"""The solver's C code built to WebAssembly: the search and par the site's kernel runs.

``scripts/build_wasm.py`` compiles ``solver/_wasmsearch.c`` and ``_wasmpar.c``
(the C cores ``_searchcore.h`` and ``_parcore.h`` that the CPython extensions also
run) to ``_fastsearch.wasm`` and ``_fastpar.wasm``; ``solver/_wasm.py`` loads them
in Pyodide. Here Pyodide runs under Node, and every position's answer, states and
passes from the WebAssembly search must equal the pure-Python search's, on over a
thousand positions from ``tests/searchcases.py``, and par's score, line and states
on 70 games (the CPython extensions are held to thousands more of the same cases
in ``test_fastsearch.py``). Needs node and the npm ``pyodide`` package (``make
test`` installs both) and the ``ziglang`` package: a missing one fails the test.
"""

import json
import subprocess
import sys
from pathlib import Path

from searchcases import BUDGETS, KNOBS, PAR_RULES, budget_answers

from tripeaks_widget.solver import _wasm, search

ROOT = Path(__file__).resolve().parents[1]
DEALS, MIDDLE, KNOB, PAR = 300, 100, 15, 10  # per rule, per rule, per rule knob, per par rule set


def test_the_webassembly_search_and_par_give_the_pure_python_answers_in_pyodide():
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_wasm.py")], check=True)
    done = subprocess.run(["node", "tests/pyodide/run.mjs", *map(str, (DEALS, MIDDLE, KNOB, PAR))], cwd=ROOT,
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


def test_outside_pyodide_there_is_no_webassembly_search():
    assert sys.platform != "emscripten" and _wasm.load("_fastsearch") is None
