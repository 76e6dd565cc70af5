"""Builds the solver's C search as WebAssembly for Pyodide: ``_fastsearch.wasm``.

The site runs the solver in Pyodide, which cannot load the CPython extension. This
compiles the same C core (``tripeaks_widget/solver/_searchcore.h``, behind the
front end ``_wasmsearch.c``) to ``tripeaks_widget/solver/_fastsearch.wasm`` with
Zig's C compiler (the ``ziglang`` package from PyPI: clang with a WebAssembly libc
and nothing to download). ``scripts/build_site.py`` runs it and puts the file in
the site's wheel; ``solver/_wasm.py`` loads it there (docs/solver.md).

- Up to date (the file is newer than the sources and this script): does nothing.
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
SOURCES = [FOLDER / name for name in ("_wasmsearch.c", "_searchcore.h", "_fastcommon.h")]
TARGET = FOLDER / "_fastsearch.wasm"
FLAGS = [
    "-target", "wasm32-wasi",  # wasi-libc gives malloc; the module imports nothing from WASI
    "-O3",
    "-s",  # no debug sections: about 11 kB instead of 900
    "-mexec-model=reactor",  # a library (exports, no main), initialised by _initialize()
    "-Wl,-z,stack-size=1048576",  # the search recurses once per card played or drawn
]


def up_to_date() -> bool:
    newest = max(p.stat().st_mtime for p in (*SOURCES, Path(__file__)))
    return TARGET.exists() and TARGET.stat().st_mtime >= newest


def build() -> None:
    """Compiles TARGET; raises SystemExit naming what went wrong."""
    try:
        import ziglang  # noqa: F401
    except ImportError:
        raise SystemExit("build_wasm: the ziglang package is missing (pip install -e '.[site]' installs it)")
    partial = TARGET.with_name(f"{TARGET.name}.{os.getpid()}.part")
    cmd = [sys.executable, "-m", "ziglang", "cc", *FLAGS, "-o", str(partial), str(SOURCES[0])]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0 or not partial.exists():
        partial.unlink(missing_ok=True)
        raise SystemExit(f"build_wasm: zig cc failed ({done.returncode}):\n{done.stderr.strip()}")
    if partial.read_bytes()[:4] != b"\0asm":
        partial.unlink()
        raise SystemExit("build_wasm: zig cc did not write a WebAssembly module")
    os.replace(partial, TARGET)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="compile even when up to date")
    args = parser.parse_args(argv)
    if args.force or not up_to_date():
        build()
        print(f"build_wasm: built {TARGET.relative_to(ROOT)} ({TARGET.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
