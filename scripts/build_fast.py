"""Builds the solver's optional C fast path in place, as ``pip install -e .`` does.

``make test`` runs it, so a ``tripeaks_widget/solver/_fastsearch.c`` changed after
the venv was installed is compiled again before the tests. The compiling is
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
    """This Python's in-place build is newer than the source and the hook."""
    built = (root / hatch_build.SOURCE).with_suffix(sysconfig.get_config_var("EXT_SUFFIX"))
    inputs = (root / hatch_build.SOURCE, root / "hatch_build.py")
    return built.exists() and built.stat().st_mtime >= max(p.stat().st_mtime for p in inputs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="compile even when up to date")
    parser.add_argument("--strict", action="store_true", help="exit 1 when the extension cannot be built")
    args = parser.parse_args(argv)
    if not (ROOT / hatch_build.SOURCE).exists():
        print(f"build_fast: no {hatch_build.SOURCE.as_posix()}: nothing to build")
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
