"""The build (hatch_build.py): the board's front end goes in every sdist and wheel; the solver's C fast path is optional.

A clean clone's sdist carries the bundled front end, and a wheel built from that
sdist needs no npm; without npm and without a bundle the build stops with one
line saying what to install, and importing a package without its bundle says
what to run. The site's WebAssembly goes only in the site's pure-Python wheel.

A working compiler gives a platform wheel with the extension; a failing one gives a
pure-Python wheel and one line of warning, never an error; ``TRIPEAKS_PURE_PYTHON=1``
(the site's build) gives a pure-Python wheel even with a compiler.
"""

import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "tripeaks_widget" / "solver" / "_fastsearch.c"
MODULES = ("_anysearch", "_fastpar", "_fastsearch")  # the search on any layout, TriPeaks' par and search
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
    assert {f"tripeaks_widget/solver/{m}.wasm" for m in ("_fastsearch", "_fastpar", "_anysearch")} <= set(names)
    # and the translation catalogues compiled for gettext, without their .po sources (docs/translating.md)
    compiled = {f"tripeaks_widget/locale/{lang}/LC_MESSAGES/tripeaks.mo" for lang in ("en", "tr", "nb")}
    assert compiled | {"tripeaks_widget/locale/LINGUAS"} <= set(names)
    assert [n for n in names if n.endswith((".po", ".pot"))] == []
    # the site's build, snapshot and pages (tripeaks_site) are the repository's tools, never the package's
    assert [n for n in names if n.startswith("tripeaks_site/")] == []


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
    subprocess.run([sys.executable, "-c", "import " + ", ".join(f"tripeaks_widget.solver.{module}" for module in MODULES)],
                   cwd=tmp_path / "installed", check=True)


# -- the front end: built by hatch-jupyter-builder's hook (hatch_build.build_front_end) ---------------------

FRONT_END = ["tripeaks_widget/board/static/widget.js", "tripeaks_widget/board/static/widget.css",
             "tripeaks_widget/board/static/answer_box.js", "tripeaks_widget/board/static/answer_box.css",
             "tripeaks_widget/board/static/designer.js", "tripeaks_widget/board/static/designer.css"]
WASM = [f"tripeaks_widget/solver/{m}.wasm" for m in ("_fastsearch", "_fastpar", "_anysearch")]
NO_NPM = "the board's front end (tripeaks_widget/board/static) is not built and npm is not on PATH"


def clean_checkout(dest: Path) -> Path:
    """The files git tracks, as this working tree has them: what a fresh clone gets (no static/, no .so)."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in filter(None, listed.decode().split("\0")):
        source = ROOT / name
        if source.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)
    return dest


def needs_git_checkout():
    if not (ROOT / ".git").exists() or shutil.which("git") is None:
        pytest.skip("not a git checkout")


def run_build(args, cwd, **env):
    return subprocess.run([sys.executable, *args], cwd=cwd, capture_output=True, text=True,
                          env={**os.environ, "TRIPEAKS_PURE_PYTHON": "1", **env})


def test_an_sdist_from_a_clean_clone_carries_the_front_end_and_its_wheel_needs_no_npm(tmp_path):
    needs_git_checkout()
    if shutil.which("npm") is None or not (ROOT / "node_modules").is_dir():
        pytest.skip("npm and node_modules are needed to build the front end")
    source = clean_checkout(tmp_path / "clone")
    assert not (source / "tripeaks_widget" / "board" / "static").exists()
    (source / "node_modules").symlink_to(ROOT / "node_modules")  # installed once, as `make js` does
    done = run_build(["-m", "build", "--sdist", "--no-isolation", "--outdir", str(tmp_path / "dist"), str(source)],
                     source)
    assert done.returncode == 0, done.stdout + done.stderr
    [sdist] = (tmp_path / "dist").glob("*.tar.gz")
    with tarfile.open(sdist) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
        tar.extractall(tmp_path / "unpacked", filter="data")
    assert set(FRONT_END) <= names and "js/widget.js" in names and "package.json" in names
    assert not any(name.startswith("node_modules") for name in names)
    # The catalogues' sources go in the sdist, never a compiled .mo: the wheel's build compiles them.
    assert {"tripeaks_widget/locale/tripeaks.pot", "tripeaks_widget/locale/tr/LC_MESSAGES/tripeaks.po"} <= names
    assert not any(name.endswith(".mo") for name in names)
    # The wheel from the sdist: a user's `pip install` of it, with no npm anywhere on PATH.
    [unpacked] = (tmp_path / "unpacked").iterdir()
    empty = tmp_path / "no-npm-bin"
    empty.mkdir()
    done = run_build(["-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--disable-pip-version-check",
                      "-w", str(tmp_path / "wheel"), str(unpacked)], unpacked, PATH=str(empty))
    assert done.returncode == 0, done.stdout + done.stderr
    [wheel] = (tmp_path / "wheel").glob("*.whl")
    with zipfile.ZipFile(wheel) as zf:
        assert set(FRONT_END) <= set(zf.namelist())
        assert zf.read(FRONT_END[0]) == (source / FRONT_END[0]).read_bytes()  # the bundle the sdist built
        assert {f"tripeaks_widget/locale/{lang}/LC_MESSAGES/tripeaks.mo" for lang in ("en", "tr", "nb")} <= set(zf.namelist())
        assert not any(name.startswith("tripeaks_site/") for name in zf.namelist())  # the site's package stays out


def test_without_npm_a_clean_clone_fails_in_one_line_and_an_import_says_what_to_run(tmp_path):
    needs_git_checkout()
    source = clean_checkout(tmp_path / "clone")
    empty = tmp_path / "no-npm-bin"
    empty.mkdir()
    done = run_build(["-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--disable-pip-version-check",
                      "-w", str(tmp_path / "wheel"), str(source)], source, PATH=str(empty))
    assert done.returncode != 0 and not list((tmp_path / "wheel").glob("*.whl"))
    lines = [line for line in (done.stdout + done.stderr).splitlines() if NO_NPM in line]
    assert len(lines) == 1 and "install Node.js" in lines[0], done.stdout + done.stderr
    # The package itself, imported without its bundle: an ImportError that names the command, before
    # anywidget's own FileNotFoundError could.
    imported = subprocess.run([sys.executable, "-c", "import tripeaks_widget.board"], cwd=tmp_path,
                              capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(source)})
    assert imported.returncode != 0
    assert "ImportError" in imported.stderr and "npm install && npm run build" in imported.stderr, imported.stderr


def test_a_cpython_wheel_leaves_the_sites_webassembly_out(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_wasm.py")], check=True)
    assert all((ROOT / name).exists() for name in WASM)
    name, names, output = build_wheel(tmp_path, CC="false")  # a CPython wheel, pure Python for speed
    assert name.endswith("-py3-none-any.whl") and not set(WASM) & set(names), output
    assert set(FRONT_END) <= set(names)
