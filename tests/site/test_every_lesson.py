"""What the site leaves out (tripeaks_site/build/prune.py) is provably unused: every lesson's code
cells, Play now's in each language and the lab's (lessons 2, 3 and 5 run it) run without an error in
the built site's own Pyodide (its pruned stdlib zip and site-packages archive), under Node, one
kernel for all (lessons_in_pyodide.mjs: about a minute, no browser). And a student who asks for
what was left out is told so, by name.

The browser tests (test_jupyterlite_site.py, test_snapshot.py) run the lessons and Play now in
JupyterLab and in the app page; this one is the cheap proof over every notebook of the site. It runs
twice: Python started the usual way from the full files, and restored from the memory snapshot with
the files whose bytecode of the heap's modules is zeroed (tripeaks_site/snapshot/memory.py), as a
page loads them: a module a lesson imports anew must not be one whose bytes were zeroed.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tripeaks_site.build import prune

SCRIPT = Path(__file__).resolve().parent / "lessons_in_pyodide.mjs"


@pytest.mark.parametrize("start", ["usual", "snapshot"])
def test_every_notebook_of_the_site_runs_in_its_pruned_python_and_what_is_left_out_says_so(site_dir, start):
    notebooks = sorted(p.relative_to(site_dir / "files").as_posix() for p in (site_dir / "files").glob("*/*.ipynb"))
    lessons = [n for n in notebooks if n.split("/")[1][:2].isdigit()]
    assert len(lessons) == 21 and len(notebooks) == 24, notebooks  # 7 lessons and Play now in 3 languages
    env = {key: value for key, value in os.environ.items() if key != "TP_FROM_SNAPSHOT"}
    if start == "snapshot":
        env["TP_FROM_SNAPSHOT"] = "1"
    done = subprocess.run(["node", str(SCRIPT), str(site_dir), *notebooks],
                          capture_output=True, text=True, timeout=900, check=False, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert (report["snapshot"] or {}).get("used", False) is (start == "snapshot"), report["snapshot"]
    ran = report["notebooks"]
    assert sorted(ran) == notebooks
    failed = {name: run["error"] for name, run in ran.items() if run["error"] or not run["cells"]}
    assert not failed, failed
    asked = report["left_out"]
    for what in ("module", "codec", "lexer"):
        assert prune.WHY in asked[what], asked
    assert asked["module"].startswith("ModuleNotFoundError: No module named 'xmlrpc'")
    assert asked["codec"].startswith("LookupError: unknown encoding: cp1252")
    assert asked["lexer"].startswith("ModuleNotFoundError: No module named 'pygments.lexers.")
    assert asked["python_lexer"] == "'Python'"
