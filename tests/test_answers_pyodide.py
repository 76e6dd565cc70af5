"""The lessons' checker reads every corpus answer alike in the site's Pyodide and in CPython.

Needs node and the npm ``pyodide`` package (``make js`` installs it), as ``test_wasm.py`` does.
"""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "pyodide"))

from answers_check import readings  # noqa: E402


def test_the_corpus_reads_alike_in_pyodide():
    done = subprocess.run(["node", "tests/pyodide/answers.mjs"], cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["platform"] == "emscripten"
    expected = readings((ROOT / "tests" / "answer_corpus.txt").read_text(encoding="utf-8"))
    assert len(summary["readings"]) == len(expected) > 1000
    assert summary["readings"] == expected
