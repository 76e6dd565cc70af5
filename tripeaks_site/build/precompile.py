"""Compile the Python files of zip archives (wheels, the stdlib zip) to bytecode.

Runs INSIDE Pyodide (see precompile.mjs): the bytecode must be that of the
browser's Python, which this machine does not otherwise have. Neither the npm
Pyodide core nor PyPI's wheels carry bytecode, so without this every page load
compiles the stdlib, IPython and the rest from source: on this machine that was
about 5 s of the kernel's start.

Bytecode is bigger than source, so third-party archives get it only for the
modules the kernel and the widget stack import as they start (found by importing
them here); everything else keeps its source and compiles on first use.

Pycs are "unchecked-hash": unpacked files get new mtimes, which would make
timestamp-checked pycs stale at once.
"""

import base64
import hashlib
import importlib
import importlib.util
import os
import py_compile
import shutil
import sys
import warnings
import zipfile

WORK = "/tmp/precompile"
EPOCH = (2020, 2, 2, 0, 0, 0)
MODE = py_compile.PycInvalidationMode.UNCHECKED_HASH


def _relative(path: str) -> str | None:
    """The path of a module file inside its archive (stdlib zip or site-packages)."""
    for root in [p for p in sys.path if p.endswith((".zip", "site-packages"))]:
        if path.startswith(root + "/"):
            return path[len(root) + 1 :]
    return None


def install(wheel: str) -> None:
    """Unpack a pure-Python wheel into site-packages (enough for importing it)."""
    site = next(p for p in sys.path if p.endswith("site-packages"))
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(site)
    importlib.invalidate_caches()


def imported_files(modules: list[str]) -> set[str]:
    """Import modules (as the kernel would) and return every module file loaded,
    relative to its archive."""
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception as error:  # a warm-up import may need the browser
            print(f"precompile: warm-up import of {name} failed: {error!r}", file=sys.__stderr__)
    files = set()
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None)
        if path and path.endswith(".py") and (rel := _relative(path)):
            files.add(rel)
    return files


def _record_line(root: str, name: str) -> str:
    data = open(os.path.join(root, name), "rb").read()
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _unused(name: str) -> bool:
    """Files of a third-party wheel that the kernel never reads: the front-end
    extension (the site serves its own copy), and test suites."""
    parts = name.split("/")
    return (
        (parts[0].endswith(".data") and parts[1:4] == ["data", "share", "jupyter"])
        or (len(parts) > 2 and parts[1] == "labextension")
        or "tests" in parts[:-1]
    )


def precompile(src: str, dst: str, keep_source: bool, only=None, trim: bool = False) -> int:
    """Write dst: src with .pyc files for its .py files (those in only, if
    given), without the unused files if trim; return how many were compiled.

    keep_source=False replaces each compiled .py by a sourceless .pyc beside it,
    as Pyodide's own builds do; keep_source=True adds __pycache__/*.pyc and keeps
    the source, for tracebacks and `??`.
    """
    only = None if only is None else set(only)
    shutil.rmtree(WORK, ignore_errors=True)
    with zipfile.ZipFile(src) as zf:
        members = [m for m in zf.namelist() if not (trim and _unused(m))]
        zf.extractall(WORK, members)
    compiled = set()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name in members:
            if not name.endswith(".py") or (only is not None and name not in only):
                continue
            path = os.path.join(WORK, name)
            cfile = path + "c" if not keep_source else importlib.util.cache_from_source(path)
            try:
                py_compile.compile(path, cfile, dfile=name, doraise=True, invalidation_mode=MODE)
            except py_compile.PyCompileError:
                continue  # e.g. Python 2 test data: stays as it is
            compiled.add(name)
            if not keep_source:
                os.remove(path)
    files = sorted(
        os.path.relpath(os.path.join(d, f), WORK) for d, _, fs in os.walk(WORK) for f in fs
    )

    # A wheel's RECORD lists its files; keep it true to the new contents.
    record = next((f for f in files if f.endswith(".dist-info/RECORD")), None)
    if record is not None:
        lines = [_record_line(WORK, f) for f in files if f != record] + [f"{record},,"]
        with open(os.path.join(WORK, record), "w") as fh:
            fh.write("\n".join(lines) + "\n")

    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name in files:
            info = zipfile.ZipInfo(name, date_time=EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            with open(os.path.join(WORK, name), "rb") as fh:
                zf.writestr(info, fh.read(), compresslevel=9)
    shutil.rmtree(WORK)
    return len(compiled)

