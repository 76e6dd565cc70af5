"""Build-time patches to upstream wheels that the kernel imports as it starts.

Each patch removes one measured cost of the kernel's start in the browser and
changes nothing a notebook can see. A patch is an exact text replacement in
one file of one wheel: when a new version of the wheel no longer has the text
(an upgrade of Pyodide's lock or of the kernel), the build stops and names the
patch, so that it is looked at again rather than silently dropped.

The patched wheel keeps its file name (it is a valid wheel of the same
version: its RECORD gives the patched files' new hashes) and is written into the cache under a hash of the wheel and the
patches, before the bytecode step compiles it.
"""

from __future__ import annotations

import base64
import hashlib
import zipfile
from dataclasses import dataclass
from pathlib import Path

from packaging.utils import canonicalize_name, parse_wheel_filename


@dataclass(frozen=True)
class Patch:
    project: str  # the wheel's project name
    member: str  # the file inside the wheel
    old: str  # text that must occur exactly once in it
    new: str
    why: str


# IPython's package __init__ imports IPython.terminal.embed for `IPython.embed`,
# and with it the terminal shell and prompt_toolkit: 0.47 s of CPU of the
# kernel's 1.29 s `import pyodide_kernel` under Node, for a terminal the
# browser's kernel never starts. `IPython.embed` and `from IPython import
# embed` still work (a module __getattr__ imports it on first use).
LAZY_EMBED = '''

def __getattr__(name):
    # The site imports the terminal shell (prompt_toolkit) only for `embed`
    # (scripts/site_patches.py).
    if name == "embed":
        from .terminal.embed import embed

        return embed
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
'''

# piplite imports micropip (and unittest.mock) as it is imported, which the
# kernel's worker does as it starts: 0.25 s of CPU under Node. Every lesson's
# first cell then calls `piplite.install("tripeaks_widget")`, which the site
# has preinstalled. So micropip is imported when something is to be installed,
# and a call that micropip would find already satisfied returns at once: the
# requirements are plain names (no version, extras, marker, URL or wheel file)
# that importlib.metadata finds installed, nothing is to be reinstalled or
# printed, no constraints are given, and micropip is not imported yet (so no
# constraints were set on it). That is micropip.install's own outcome for
# them ("Requirement already satisfied", shown only when verbose); it then
# invalidates the import caches, and so does this.
PIPLITE_IMPORTS = """from unittest.mock import patch

import micropip
from micropip.package_index import CompatibilityLayer, ProjectInfo
from micropip.package_index import query_package as _MP_QUERY_PACKAGE
"""
LAZY_MICROPIP = '''import importlib
import importlib.metadata
import re
import sys

# The site imports micropip only when something is to be installed
# (scripts/site_patches.py).
micropip = patch = CompatibilityLayer = ProjectInfo = _MP_QUERY_PACKAGE = None
_PLAIN_NAME = re.compile(r"[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?")


def _import_micropip():
    global micropip, patch, CompatibilityLayer, ProjectInfo, _MP_QUERY_PACKAGE
    if micropip is None:
        from unittest.mock import patch

        import micropip
        from micropip.package_index import CompatibilityLayer, ProjectInfo
        from micropip.package_index import query_package as _MP_QUERY_PACKAGE


def _already_satisfied(requirements, constraints, reinstall, verbose):
    """Whether micropip.install would find every requirement satisfied and do nothing."""
    if "micropip" in sys.modules or constraints or reinstall or verbose:
        return False
    for name in [requirements] if isinstance(requirements, str) else list(requirements):
        name = name.strip() if isinstance(name, str) else ""
        if not _PLAIN_NAME.fullmatch(name) or name.endswith(".whl"):
            return False
        try:
            importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            return False
    return True

'''
PIPLITE_INSTALL = '''    """Invoke micropip.install with a patch to get data from local indexes"""
    with patch('''
SHORT_CIRCUIT = '''    """Invoke micropip.install with a patch to get data from local indexes"""
    if _already_satisfied(requirements, constraints, reinstall, verbose):
        importlib.invalidate_caches()
        return None
    _import_micropip()
    with patch('''

PATCHES = [
    Patch("ipython", "IPython/__init__.py", "from .terminal.embed import embed\n", LAZY_EMBED,
          "IPython.embed imported lazily: no prompt_toolkit at the kernel's start"),
    Patch("piplite", "piplite/piplite.py", PIPLITE_IMPORTS, LAZY_MICROPIP,
          "micropip imported only when something is to be installed"),
    Patch("piplite", "piplite/piplite.py", PIPLITE_INSTALL, SHORT_CIRCUIT,
          "an install that micropip would find satisfied returns at once"),
]


class PatchError(RuntimeError):
    """A patch no longer applies to the wheel it is for."""


def _apply(text: str, patch: Patch, wheel: str) -> str:
    count = text.count(patch.old)
    if count != 1:
        raise PatchError(
            f"site patch for {patch.project} ({patch.why}): {wheel}:{patch.member} has the text "
            f"to replace {count} times, not once; look at scripts/site_patches.py again"
        )
    return text.replace(patch.old, patch.new)


def _record(record: str, texts: dict[str, str]) -> str:
    lines = []
    for line in record.splitlines():
        name = line.split(",", 1)[0]
        if name in texts:
            data = texts[name].encode()
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            line = f"{name},sha256={digest},{len(data)}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def patched_wheels(wheels: list[Path], cache: Path, patches: list[Patch] = PATCHES) -> dict[Path, Path]:
    """{wheel: the wheel to use}: a patched copy (in cache) for each wheel a
    patch is for, the wheel itself otherwise. Every patch must find its wheel."""
    by_project = {str(canonicalize_name(parse_wheel_filename(w.name)[0])): w for w in wheels}
    result = {wheel: wheel for wheel in wheels}
    for project in sorted({p.project for p in patches}):
        ours = [p for p in patches if p.project == project]
        wheel = by_project.get(str(canonicalize_name(project)))
        if wheel is None:
            raise PatchError(f"site patch for {project}: the site has no {project} wheel")
        # keyed on this file too, so that any change here rebuilds the patched wheels
        key = hashlib.sha256(wheel.read_bytes() + repr(ours).encode() + Path(__file__).read_bytes()).hexdigest()[:16]
        dest = cache / key / wheel.name
        if not dest.exists():
            with zipfile.ZipFile(wheel) as zf:
                members = {info.filename: info for info in zf.infolist()}
                texts = {}
                for patch in ours:
                    if patch.member not in members:
                        raise PatchError(f"site patch for {project} ({patch.why}): "
                                         f"{wheel.name} has no {patch.member}")
                    text = texts.get(patch.member) or zf.read(patch.member).decode()
                    texts[patch.member] = _apply(text, patch, wheel.name)
                record = next((n for n in members if n.endswith(".dist-info/RECORD")), None)
                if record is not None:  # the patched files' hashes and sizes, so that the wheel stays valid
                    texts[record] = _record(zf.read(record).decode(), texts)
                partial = dest.with_name(dest.name + ".part")
                partial.parent.mkdir(parents=True, exist_ok=True)
                with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as out:
                    for name, info in members.items():
                        data = texts[name].encode() if name in texts else zf.read(name)
                        out.writestr(info, data)
            partial.replace(dest)
        result[wheel] = dest
    return result
