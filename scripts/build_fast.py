"""Builds the solver's optional C fast path in place, as ``pip install -e .`` does.

``make test`` runs it, so the C sources (``tripeaks_widget/solver/_fast*.c``, ``_anysearch.c`` and their
headers) changed after the venv was installed are compiled again before the tests. The compiling is
``hatch_build.py``'s (the wheel's build hook), with the same flags.

- Up to date (the built file is newer than the source and the hook): does nothing.
- No compiler, or it fails: one line of warning, exit 0, and no in-place build is
  left behind, so the solver runs its pure-Python search (``--strict``, or
  ``TRIPEAKS_REQUIRE_FAST_SOLVER=1`` as CI sets it: exit 1).
- ``TRIPEAKS_PURE_PYTHON=1``: removes the in-place build.

Usage: python scripts/build_fast.py [--force] [--strict]
"""

from __future__ import annotations

import argparse
import os
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import hatch_build  # noqa: E402


def up_to_date(root: Path) -> bool:
    """This Python's in-place builds are newer than the sources and the hook."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    built = [(root / source).with_suffix(suffix) for source in hatch_build.EXTENSIONS.values()]
    newest = max(p.stat().st_mtime for p in (*(root / s for s in hatch_build.SOURCES), root / "hatch_build.py"))
    return all(b.exists() and b.stat().st_mtime >= newest for b in built)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="compile even when up to date")
    parser.add_argument("--strict", action="store_true", help="exit 1 when the extension cannot be built")
    args = parser.parse_args(argv)
    missing = [s.as_posix() for s in hatch_build.SOURCES if not (ROOT / s).exists()]
    if missing:
        print(f"build_fast: no {', '.join(missing)}: nothing to build")
        return 0
    if hatch_build.pure_python_requested():
        for old in hatch_build.in_place_builds(ROOT):
            old.unlink()
            print(f"build_fast: {hatch_build.PURE_ENV} is set: removed {old.relative_to(ROOT)}")
        return 0
    if not args.force and up_to_date(ROOT):
        return 0
    reason = hatch_build.build_in_place(ROOT)
    if reason:
        print(hatch_build.fallback_warning(reason), file=sys.stderr)
        return 1 if args.strict or os.environ.get("TRIPEAKS_REQUIRE_FAST_SOLVER") == "1" else 0
    for built in hatch_build.in_place_builds(ROOT):
        print(f"build_fast: built {built.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
