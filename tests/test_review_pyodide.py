"""The coach's review gives the same answers in the site's Pyodide (WebAssembly solver) as in CPython.

The review is seeded (PCG32) and exact, so the JSON the board draws must be
the same, to the last decimal of each interval. Needs node and the npm
``pyodide`` package and the ``ziglang`` package (``make test`` installs them),
as ``test_wasm.py`` does.
"""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "pyodide"))

from review_check import reviews  # noqa: E402


def test_reviews_in_pyodide_equal_cpythons():
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_wasm.py")], check=True)
    done = subprocess.run(["node", "tests/pyodide/review.mjs"], cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["platform"] == "emscripten" and summary["wasm"], {k: summary[k] for k in ("platform", "wasm")}
    expected = json.loads(json.dumps(reviews()))
    assert len(summary["reviews"]) == len(expected) == 4
    for got, want in zip(summary["reviews"], expected):
        assert got == want, want["record"]
