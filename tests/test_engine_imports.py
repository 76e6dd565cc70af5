"""The package's layers import one way, and the engine runs unchanged in Pyodide.

engine  <-  solver  <-  lab  <-  coach  <-  board  <-  lessons

(the board imports the lab for the lab panel, and the coach for the review; the
lessons import the board for their answer boxes). The engine imports only the
standard library; only ``board/widget.py``, ``board/answer_box.py`` and ``board/designer.py``
import anywidget or traitlets.
"""

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "tripeaks_widget"
LAYERS = ("engine", "solver", "lab", "coach", "board", "lessons")
#: Which layers each layer may import (besides itself).
MAY_IMPORT = {
    "engine": set(), "solver": {"engine"}, "lab": {"engine", "solver"}, "coach": {"engine", "solver", "lab"},
    "board": {"engine", "solver", "lab", "coach"}, "lessons": {"engine", "solver", "lab", "coach", "board"},
}
WIDGET_ONLY = {"board/widget.py": {"anywidget", "traitlets"}, "board/answer_box.py": {"anywidget", "traitlets"},
               "board/lab_panel.py": {"ipywidgets", "IPython"},
               "board/designer.py": {"anywidget", "traitlets", "ipywidgets", "IPython"}}
# The progress bar shows itself through IPython only when a notebook has loaded IPython already;
# pandas is the lab's optional extra (Results.to_pandas).
# The board shows its static picture and refreshes it after each cell through IPython.
# The solver's WebAssembly loader uses Pyodide's own modules (js, pyodide.ffi), only in Pyodide.
# The class report shows its table and its chart as two outputs through IPython, when IPython displays it.
ALLOWED = {
    "lab/progress.py": {"IPython"}, "lab/experiment.py": {"pandas"}, "board/widget.py": {"IPython"},
    "coach/report.py": {"IPython"}, "board/keep.py": {"IPython"}, "board/answer_box.py": {"IPython"},
    "solver/_wasm.py": {"js", "pyodide"},
}


def imports(path):
    """(absolute root module, or None) and (package layer, or None) of every import in ``path``."""
    layer = path.relative_to(PACKAGE).parts[0] if path.parent != PACKAGE else None
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                yield (None, parts[1] if len(parts) > 1 else "") if parts[0] == "tripeaks_widget" else (parts[0], None)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                parts = node.module.split(".")
                if parts[0] == "tripeaks_widget":
                    yield None, parts[1] if len(parts) > 1 else ""
                else:
                    yield parts[0], None
            else:  # relative: from the module's own package (lessons/answers/ sits in the lessons layer)
                package = path.relative_to(PACKAGE).parent.parts
                target = list(package[:len(package) - (node.level - 1)]) + (node.module.split(".") if node.module else [])
                if target:  # from .x, from ..x import y: the layer x is the first part
                    yield None, target[0]
                else:  # from .. import x, y (at the top): the layers x and y
                    yield from ((None, alias.name) for alias in node.names)


def package_modules():
    return sorted(PACKAGE.rglob("*.py"))


def test_layers_are_the_packages_folders():
    assert {p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()} == set(LAYERS)


def test_modules_import_only_the_standard_library_and_lower_layers():
    modules = [p for p in package_modules() if p.parent != PACKAGE]
    assert len(modules) > 15
    for path in modules:
        name = path.relative_to(PACKAGE).as_posix()
        layer = path.relative_to(PACKAGE).parts[0]
        allowed_outside = WIDGET_ONLY.get(name, set()) | ALLOWED.get(name, set())
        for root, target in imports(path):
            if root is not None:
                assert root in sys.stdlib_module_names or root == "__future__" or root in allowed_outside, (
                    f"{name} imports {root}"
                )
            else:
                assert target == layer or target in MAY_IMPORT[layer], f"{name} ({layer}) imports the {target!r} layer"


def test_a_module_stays_readable_in_one_sitting():
    for path in package_modules():
        lines = path.read_text(encoding="utf-8").count("\n")
        assert lines <= 650, f"{path.relative_to(PACKAGE)} has {lines} lines: split it"
