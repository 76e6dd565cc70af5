"""The solver's C search built to WebAssembly: the search the site's kernel runs.

``scripts/build_wasm.py`` compiles ``solver/_wasmsearch.c`` (the C core
``_searchcore.h`` that the CPython extension also runs) to ``_fastsearch.wasm``;
``solver/_wasm.py`` loads it in Pyodide. Here Pyodide runs under Node, and every
position's answer, states and passes from the WebAssembly search must equal the
pure-Python search's: about a thousand positions from ``tests/searchcases.py``
(the CPython extension is held to thousands more of the same cases in
``test_fastsearch.py``). Needs node and the npm ``pyodide`` package (``make
test`` installs both) and the ``ziglang`` package: a missing one fails the test.
"""

import json
import subprocess
import sys
from pathlib import Path

from searchcases import BUDGETS, KNOBS

from tripeaks_widget.solver import _wasm

ROOT = Path(__file__).resolve().parents[1]
DEALS, MIDDLE, KNOB = 300, 100, 15  # per rule, per rule, per rule knob


def test_the_webassembly_search_gives_the_pure_python_answers_in_pyodide():
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_wasm.py")], check=True)
    done = subprocess.run(["node", "tests/pyodide/run.mjs", str(DEALS), str(MIDDLE), str(KNOB)], cwd=ROOT,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["platform"] == "emscripten" and summary["wasm"], summary
    assert summary["mismatches"] == []
    assert summary["positions"] == 2 * (DEALS + MIDDLE) + KNOB * len(KNOBS) + len(BUDGETS) + 2
    assert summary["won"] > 500 and summary["lost"] > 100 and summary["stopped"] == len(BUDGETS) + 1, summary
    assert [m.split(":")[0].split()[0] for m in summary["refused"]] == [  # as the CPython module names them
        "ranks", "ranks", "stock", "waste", "waste", "priorities", "priorities"]


def test_outside_pyodide_there_is_no_webassembly_search():
    assert sys.platform != "emscripten" and _wasm.load("_fastsearch") is None
