"""The site's memory snapshot: Python started, the kernel and the package imported, at build time.

The build (tripeaks_site/build/main.py) calls ``make(pyodide_dir)`` once ``static/pyodide`` holds the
Pyodide core, the standard library zip (with sitecustomize) and the
site-packages archive. ``make.mjs`` (beside this file) boots that Pyodide under
Node with Pyodide 314's private ``_makeSnapshot`` option, runs what the
kernel's worker runs as it starts and imports the package (``IMPORTS``), checks
that no environment variable but Pyodide's own and no open file is in it, and
takes ``makeMemorySnapshot()``. Here the heap is then searched for anything of
the build machine (its paths, its user's and host's names, the values of its
environment), and the build stops naming what it found. What goes into the site:

- ``static/pyodide/snapshot.bin.zst``: the snapshot, zstd-compressed (the
  loader unpacks it as it downloads with zstd's own decoder as WebAssembly,
  ``static/pyodide/zstddec.mjs``, copied from node_modules' zstddec: the
  browser's ``DecompressionStream`` has no zstd);
- ``static/pyodide/python_stdlib.snapshot.zip`` and ``site-packages.snapshot.tar``
  (``HELD_STDLIB``, ``HELD_ARCHIVE``): the standard library zip and the
  site-packages archive as a restored interpreter loads them: the same files,
  of the same layout and length, with the bytes of every module the heap
  holds already set to zero (the bytecode of each module imported before the
  snapshot: a restored interpreter never reads it again; ``.py`` sources
  stay, for tracebacks and ``??``). Zeros cost next to nothing on the wire
  (brotli, gzip): the two files send under a third of what the full ones do.
  The full ones stay for Python's usual start, when the snapshot is refused;
- ``static/pyodide/snapshot.json``: the Pyodide version and the SHA-256 of the
  two files above, and the few files Python wrote meanwhile (the loader writes
  them again: the file system is not in the heap);
- ``static/pyodide/snapshot-loader.mjs`` (``snapshot-loader.mjs`` here): the
  site's ``pyodideUrl``. It checks the manifest against the files the page
  loads and restores the snapshot, or says on the console why not and starts
  Python the usual way (``site-loader.mjs``).

Every build makes a new snapshot (no cache), so every build has a fresh string
hash seed, shared by every load of that build (docs/site-start.md, "The memory
snapshot", says why that is enough here).
"""

from __future__ import annotations

import getpass
import hashlib
import io
import json
import os
import shutil
import socket
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
MAKER = HERE / "make.mjs"
LOADER_SOURCE = HERE / "snapshot-loader.mjs"
#: The site's sitecustomize, which the build adds to the stdlib zip: the snapshot starts Python with it.
SITECUSTOMIZE = HERE / "pyodide_sitecustomize.py"
#: The site's pyodideUrl points here (in static/pyodide).
LOADER = "snapshot-loader.mjs"
SNAPSHOT = "snapshot.bin.zst"
#: The zstd decoder the loader imports (node_modules/zstddec's streaming ES module: zstd's decoder as
#: WebAssembly, MIT and BSD-3-Clause; its licence beside it). The loader names the same file.
DECODER = "zstddec.mjs"
DECODER_SOURCE = ROOT / "node_modules" / "zstddec"
#: Where a failed snapshot's static/pyodide is left: `node tripeaks_site/snapshot/make.mjs build/snapshot-failed OUT IMPORTS`.
FAILED = ROOT / "build" / "snapshot-failed"
MANIFEST = "snapshot.json"
#: The snapshot is Pyodide's private API: it was made and tested with this
#: version only (tests/site/test_snapshot.py fails when package.json pins another).
PYODIDE = "314.0.6"

#: What the snapshot has imported beyond the kernel: the modules the lessons'
#: and Play now's import cells name, and what their install cell imports.
IMPORTS = [
    "tripeaks_widget",
    "tripeaks_widget.board",
    "tripeaks_widget.board.lab_panel",
    "tripeaks_widget.lab",
    "tripeaks_widget.lessons",
    "tripeaks_widget.lessons.exercises",
    "tripeaks_widget.lessons.review_exercises",
    "tripeaks_widget.engine.examples",
    "piplite",
    "importlib.metadata",
]

#: zstd's level and window: 2**23 = 8 MiB, level 19's default and the most a browser unpacks as HTTP's
#: Content-Encoding (Chromium refuses a larger window there), which the class server labels the snapshot
#: with when the browser accepts zstd: the browser then unpacks it natively, off the kernel's worker.
#: Elsewhere the loader's WebAssembly decoder unpacks it (docs/site-start.md, "Size and compression").
LEVEL = 19
WINDOW_LOG = 23


#: The copies of the stdlib zip and of the archive that a restored interpreter loads (the module docstring).
STDLIB = "python_stdlib.zip"
HELD_STDLIB = "python_stdlib.snapshot.zip"
HELD_ARCHIVE = "site-packages.snapshot.tar"


class SnapshotError(RuntimeError):
    """The snapshot could not be made, or would carry something of the build machine."""


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def build_machine_strings() -> dict[str, str]:
    """What of this machine must not be in the heap: {what: text}, texts long enough to mean something."""
    found = {
        "the repository's path": str(ROOT),
        "the temporary folder": tempfile.gettempdir() if len(tempfile.gettempdir()) > 5 else "",
        "the home folder": os.path.expanduser("~"),
        "Python's path": sys.executable,
        "Node's path": shutil.which("node") or "",
        "the current folder": os.getcwd(),
        "the host's name": socket.gethostname(),
        "the user's name": getpass.getuser(),
    }
    for key, value in os.environ.items():
        found[f"${key}"] = value
    # Short texts ("root", "1", "C") occur anywhere: only those of 8 characters or more are looked for, but for
    # the build's own folders, whatever their length ("/tmp/ci"): a path of two parts or more is no chance text.
    own = {"the repository's path", "the current folder"}
    return {what: text for what, text in found.items()
            if len(text) >= 8 or what in own and text.count("/") >= 2}


def carried(heap: bytes, strings: dict[str, str]) -> list[str]:
    """What of strings occurs in the heap (as UTF-8: Python keeps ASCII text one byte a character)."""
    return [f"{what} ({text!r})" for what, text in strings.items() if text.encode() in heap]


def compress(heap: bytes) -> bytes:
    """The snapshot as the site ships it: one zstd frame, its size in the header."""
    import zstandard

    params = zstandard.ZstdCompressionParameters.from_level(
        LEVEL, source_size=len(heap), window_log=WINDOW_LOG, write_content_size=1)
    return zstandard.ZstdCompressor(compression_params=params).compress(heap)


def decompress(data: bytes) -> bytes:
    import zstandard

    return zstandard.ZstdDecompressor().decompress(data)


def held_names(modules: list[str]) -> tuple[set[str], set[str]]:
    """The files of the stdlib zip and of site-packages (names inside each) whose modules the heap holds,
    from make.mjs's list of paths in Pyodide's file system ("/lib/python314.zip/json/__init__.pyc",
    "/lib/python3.14/site-packages/IPython/__init__.pyc"); other paths (files written meanwhile) are none."""
    in_zip, in_site = set(), set()
    for name in modules:
        head, zipped, inside = name.partition(".zip/")
        if zipped and "/" not in head.rsplit("/lib/", 1)[-1]:
            in_zip.add(inside)
        elif "/site-packages/" in name:
            in_site.add(name.split("/site-packages/", 1)[1])
    return in_zip, in_site


def zero_zip(data: bytes, names: set[str]) -> tuple[bytes, int, int]:
    """The zip with the data of the entries named set to zero (layout, headers and directory unchanged),
    how many entries and how many bytes were zeroed."""
    out = bytearray(data)
    files = zeroed = 0
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        for info in zf.infolist():
            if info.filename not in names:
                continue
            at = info.header_offset
            if out[at:at + 4] != b"PK\x03\x04":
                raise SnapshotError(f"{STDLIB}: no local header for {info.filename}")
            start = at + 30 + int.from_bytes(out[at + 26:at + 28], "little") + int.from_bytes(out[at + 28:at + 30], "little")
            out[start:start + info.compress_size] = bytes(info.compress_size)
            files += 1
            zeroed += info.compress_size
    return bytes(out), files, zeroed


def zero_tar(data: bytes, names: set[str]) -> tuple[bytes, int, int]:
    """The tar with the contents of the members named set to zero (headers unchanged), the members and
    the bytes zeroed."""
    out = bytearray(data)
    files = zeroed = 0
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        for member in tar.getmembers():
            if member.isfile() and member.name in names:
                out[member.offset_data:member.offset_data + member.size] = bytes(member.size)
                files += 1
                zeroed += member.size
    return bytes(out), files, zeroed


def write_held(pyodide_dir: Path, modules: list[str], archive_name: str) -> dict:
    """Write HELD_STDLIB and HELD_ARCHIVE beside the full files; returns what was zeroed (a module the
    heap holds from neither, such as bytecode Python wrote as the snapshot was made, is in neither)."""
    in_zip, in_site = held_names(modules)
    stdlib, zip_files, zip_bytes = zero_zip((pyodide_dir / STDLIB).read_bytes(), in_zip)
    tar, tar_files, tar_bytes = zero_tar((pyodide_dir / archive_name).read_bytes(), in_site)
    (pyodide_dir / HELD_STDLIB).write_bytes(stdlib)
    (pyodide_dir / HELD_ARCHIVE).write_bytes(tar)
    return {"stdlib_files": zip_files, "stdlib_bytes": zip_bytes, "archive_files": tar_files,
            "archive_bytes": tar_bytes}


def copy_decoder(pyodide_dir: Path) -> None:
    """zstddec's streaming ES module (one file, no imports, its wasm inside) and its licence, beside the
    loader that imports it."""
    module = DECODER_SOURCE / "dist" / "zstddec-stream.mjs"
    if not module.exists():
        raise SnapshotError(f"{module} is missing: run npm ci (package.json's dependency zstddec)")
    shutil.copy2(module, pyodide_dir / DECODER)
    shutil.copy2(DECODER_SOURCE / "LICENSE", pyodide_dir / "zstddec.LICENSE.txt")


def _keep_for_a_look(pyodide_dir: Path, made: Path) -> None:
    """What a failed snapshot was made from, and what it made, in FAILED (build/ is gitignored)."""
    shutil.rmtree(FAILED, ignore_errors=True)
    shutil.copytree(pyodide_dir, FAILED)
    shutil.copytree(made, FAILED / "made")


def make(pyodide_dir: Path, log=print) -> dict:
    """Make the snapshot of the site in pyodide_dir (which must hold the core,
    the stdlib zip and the archive) and write it, its manifest and its loader there."""
    started = time.perf_counter()
    shutil.copy2(LOADER_SOURCE, pyodide_dir / LOADER)
    copy_decoder(pyodide_dir)
    with tempfile.TemporaryDirectory(prefix="snapshot-") as tmp:
        plan = Path(tmp) / "imports.json"
        plan.write_text(json.dumps(IMPORTS))
        # A fixed locale and time zone: Node reads them from the environment,
        # and Emscripten hands them to Python.
        # Emscripten names the program (Python's sys.executable, sys.orig_argv) after Node's script
        # argument, a path of this machine: the maker is imported from `-e` code, with no argument,
        # so the program is "./this.program" as in a browser; its arguments come in the environment.
        env = {"PATH": os.environ.get("PATH", ""), "LANG": "C", "LC_ALL": "C", "TZ": "UTC",
               "TP_SNAPSHOT_ARGS": json.dumps([str(pyodide_dir), tmp, str(plan)])}
        result = subprocess.run(["node", "--input-type=module", "-e", f"await import({MAKER.as_uri()!r})"],
                                capture_output=True, text=True, env=env, cwd=tmp)
        if result.returncode != 0:
            _keep_for_a_look(pyodide_dir, Path(tmp))
            raise SnapshotError(f"make.mjs failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
        heap = (Path(tmp) / "heap.bin").read_bytes()
        made = json.loads((Path(tmp) / "made.json").read_text())
        found = carried(heap, {**build_machine_strings(), "the snapshot's folder": tmp})
        if found:
            _keep_for_a_look(pyodide_dir, Path(tmp))
            raise SnapshotError("the snapshot would carry the build machine's " + "; ".join(found))
    (pyodide_dir / SNAPSHOT).write_bytes(compress(heap))
    from tripeaks_site.build import archive

    held = write_held(pyodide_dir, made["modules"], archive.ARCHIVE)
    manifest = {
        "version": made["version"],
        "stdlib": sha256((pyodide_dir / HELD_STDLIB).read_bytes()),
        "archive": sha256((pyodide_dir / HELD_ARCHIVE).read_bytes()),
        "snapshot": sha256(heap),
        "heap_bytes": len(heap),
        "imports": IMPORTS,
        "held": held,
        "files": made["files"],
    }
    (pyodide_dir / MANIFEST).write_text(json.dumps(manifest, indent=1))
    log(f"memory snapshot: {len(heap) / 1e6:.1f} MB of heap, {(pyodide_dir / SNAPSHOT).stat().st_size / 1e6:.1f} MB "
        f"zstd -{LEVEL} (window 2**{WINDOW_LOG}), {len(made['files'])} files written again at load, in {time.perf_counter() - started:.1f} s; "
        f"held: {held['stdlib_files']} stdlib files ({held['stdlib_bytes'] / 1e6:.1f} MB) and {held['archive_files']} of "
        f"site-packages ({held['archive_bytes'] / 1e6:.1f} MB) zeroed in {HELD_STDLIB}, {HELD_ARCHIVE}")
    return manifest


def problems(output: Path) -> list[str]:
    """What is wrong with the built site's snapshot (for the build's verify)."""
    pyodide = output / "static" / "pyodide"
    found = [f"static/pyodide/{name} is missing"
             for name in (LOADER, DECODER, SNAPSHOT, MANIFEST, HELD_STDLIB, HELD_ARCHIVE) if not (pyodide / name).exists()]
    if found:
        return found
    manifest = json.loads((pyodide / MANIFEST).read_text())
    if manifest["version"] != PYODIDE:
        found.append(f"the snapshot was made with Pyodide {manifest['version']}, tested only with {PYODIDE}")
    from tripeaks_site.build import archive

    for key, held, full in (("stdlib", HELD_STDLIB, STDLIB), ("archive", HELD_ARCHIVE, archive.ARCHIVE)):
        if manifest[key] != sha256((pyodide / held).read_bytes()):
            found.append(f"the snapshot was made from another {held}")
        if (pyodide / held).stat().st_size != (pyodide / full).stat().st_size:
            found.append(f"{held} is not {full} with bytes zeroed (another length)")
    return found
