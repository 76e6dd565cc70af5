"""The wheel's build hook (hatch_build.py): the solver's C fast path is optional.

A working compiler gives a platform wheel with the extension; a failing one gives a
pure-Python wheel and one line of warning, never an error; ``TRIPEAKS_PURE_PYTHON=1``
(the site's build) gives a pure-Python wheel even with a compiler.
"""

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "tripeaks_widget" / "solver" / "_fastsearch.c"
MODULES = ("_fastpar", "_fastsearch")
WARNING = "WARNING: tripeaks_widget: the optional C solver was not built"

needs_source = pytest.mark.skipif(not SOURCE.exists(), reason="no tripeaks_widget/solver/_fastsearch.c")


def build_wheel(tmp_path, **env):
    """(the wheel's file name, its file names, pip's verbose output)."""
    out = tmp_path / "wheel"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-v", "--disable-pip-version-check", "--no-deps",
         "--no-build-isolation", "-w", str(out), str(ROOT)],
        env={**os.environ, "TRIPEAKS_PURE_PYTHON": "", **env}, capture_output=True, text=True, check=True,
    )
    [wheel] = out.glob("*.whl")
    with zipfile.ZipFile(wheel) as zf:
        return wheel.name, zf.namelist(), done.stdout + done.stderr


def fast_files(names):
    """The wheel's C: compiled extensions and sources (the WebAssembly build is data, see below)."""
    return sorted(n for n in names if n.startswith("tripeaks_widget/solver/") and n.endswith((".c", ".h", ".so", ".pyd")))


def test_pure_python_requested_gives_a_pure_wheel_without_the_c_source(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_wasm.py")], check=True)
    name, names, _ = build_wheel(tmp_path, TRIPEAKS_PURE_PYTHON="1")
    assert name.endswith("-py3-none-any.whl")
    assert fast_files(names) == []
    assert "tripeaks_widget/solver/search.py" in names
    # the site's wheel is this one: it carries the search and par built to WebAssembly for Pyodide
    assert {"tripeaks_widget/solver/_fastsearch.wasm", "tripeaks_widget/solver/_fastpar.wasm"} <= set(names)


@needs_source
@pytest.mark.skipif(os.name != "posix", reason="CC names the compiler on POSIX")
def test_a_failing_compiler_gives_a_pure_wheel_and_one_line_of_warning(tmp_path):
    name, names, output = build_wheel(tmp_path, CC="false")
    assert name.endswith("-py3-none-any.whl")
    assert fast_files(names) == []
    assert sum(WARNING in line for line in output.splitlines()) == 1, output


@needs_source
def test_a_working_compiler_gives_a_platform_wheel_with_the_extension(tmp_path):
    compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if not (shutil.which(compiler) or os.name == "nt"):
        if os.environ.get("TRIPEAKS_REQUIRE_FAST_SOLVER") == "1":
            pytest.fail("no C compiler, and TRIPEAKS_REQUIRE_FAST_SOLVER=1")
        pytest.skip("no C compiler")
    name, names, output = build_wheel(tmp_path)
    assert not name.endswith("-none-any.whl"), output
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    assert fast_files(names) == [f"tripeaks_widget/solver/{module}{suffix}" for module in MODULES]
    with zipfile.ZipFile(tmp_path / "wheel" / name) as zf:
        zf.extractall(tmp_path / "installed")
    subprocess.run([sys.executable, "-c", "import tripeaks_widget.solver._fastsearch, tripeaks_widget.solver._fastpar"],
                   cwd=tmp_path / "installed", check=True)
