"""The engine runs unchanged in Pyodide: its modules import only the standard library."""

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "tripeaks_widget"
WIDGET_ONLY = {"widget.py"}  # the one module allowed to import anywidget/traitlets
# The progress bar shows itself through IPython only when a notebook has loaded IPython already.
ALLOWED = {"stats.py": {"IPython"}}


def imported_roots(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            yield node.module.split(".")[0]


def test_engine_modules_import_only_the_standard_library():
    modules = sorted(p for p in PACKAGE.glob("*.py") if p.name not in WIDGET_ONLY)
    assert len(modules) > 10
    for path in modules:
        outside = {root for root in imported_roots(path)
                   if root not in sys.stdlib_module_names and root not in ("__future__", "tripeaks_widget")}
        outside -= ALLOWED.get(path.name, set())
        assert not outside, f"{path.name} imports {sorted(outside)}"
