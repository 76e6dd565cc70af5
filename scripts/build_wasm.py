"""Builds the solver's C code as WebAssembly for Pyodide: ``_fastsearch.wasm``, ``_fastpar.wasm``, ``_anysearch.wasm``.

The site runs the solver in Pyodide, which cannot load the CPython extensions.
This compiles the same C cores (``tripeaks_widget/solver/_searchcore.h``,
``_parcore.h`` and ``_anycore.h``, the search on any layout, behind the front ends
``_wasmsearch.c``, ``_wasmpar.c`` and ``_wasmany.c``) with
Zig's C compiler (the ``ziglang`` package from PyPI: clang with a WebAssembly libc
and nothing to download). The site's build (``tripeaks_site/build/main.py``) runs it and puts the files in
the site's wheel; ``solver/_wasm.py`` loads them there (docs/solver.md).

- Up to date (each file newer than its sources and this script): does nothing.
- No ziglang or a failing compile: an error naming it, exit 1.

Usage: python scripts/build_wasm.py [--force]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "tripeaks_widget" / "solver"
#: each module -> its front end first, then the headers it includes
TARGETS = {
    FOLDER / "_fastsearch.wasm": [FOLDER / n for n in ("_wasmsearch.c", "_searchcore.h", "_wasmcommon.h", "_fastcommon.h")],
    FOLDER / "_fastpar.wasm": [FOLDER / n for n in ("_wasmpar.c", "_parcore.h", "_wasmcommon.h", "_fastcommon.h")],
    FOLDER / "_anysearch.wasm": [FOLDER / n for n in ("_wasmany.c", "_anycore.h", "_anycuts.h", "_wasmcommon.h", "_fastcommon.h")],
}
FLAGS = [
    "-target", "wasm32-wasi",  # wasi-libc gives malloc; the module imports nothing from WASI
    "-O3",
    "-s",  # no debug sections: about 11 kB instead of 900
    "-mexec-model=reactor",  # a library (exports, no main), initialised by _initialize()
    "-Wl,-z,stack-size=1048576",  # the search recurses once per card played or drawn
]


def up_to_date(target: Path) -> bool:
    newest = max(p.stat().st_mtime for p in (*TARGETS[target], Path(__file__)))
    return target.exists() and target.stat().st_mtime >= newest


def build(target: Path) -> None:
    """Compiles ``target``; raises SystemExit naming what went wrong."""
    try:
        import ziglang  # noqa: F401
    except ImportError:
        raise SystemExit("build_wasm: the ziglang package is missing (pip install -e '.[site]' installs it)")
    partial = target.with_name(f"{target.name}.{os.getpid()}.part")
    cmd = [sys.executable, "-m", "ziglang", "cc", *FLAGS, "-o", str(partial), str(TARGETS[target][0])]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0 or not partial.exists():
        partial.unlink(missing_ok=True)
        raise SystemExit(f"build_wasm: zig cc failed ({done.returncode}):\n{done.stderr.strip()}")
    if partial.read_bytes()[:4] != b"\0asm":
        partial.unlink()
        raise SystemExit("build_wasm: zig cc did not write a WebAssembly module")
    os.replace(partial, target)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="compile even when up to date")
    args = parser.parse_args(argv)
    for target in TARGETS:
        if args.force or not up_to_date(target):
            build(target)
            print(f"build_wasm: built {target.relative_to(ROOT)} ({target.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
