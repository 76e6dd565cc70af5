"""The kernel's site-packages as one archive (the build's "archive" step, main.py).

Pyodide's `packages` option installs wheels one by one in Python as the kernel
boots: for the ~25 the kernel and the widget stack need, that took 1.4-1.5 s of
every page load. Instead the build installs them all, this project included,
into one site-packages folder (without what prune.py leaves out) and packs it
as a plain tar: the build's precompressed siblings (site-packages.tar.br, .gz)
go over the wire, brotli's 1.9 MB against the 4.0 MB a tar.gz of the unpruned
files was, and a server that compresses nothing still sends a correct, bigger
file. The site's `pyodideUrl` is `site-loader.mjs`
(tripeaks_site/snapshot/site-loader.mjs): it loads Pyodide with no packages and,
through Pyodide's `fsInit` hook, writes the archive's files into the file system
from JS before Python starts.

The archive is plain ustar with regular files only, sorted and with fixed
times, so the same wheels give the same bytes: `tar tf` lists it.
"""

from __future__ import annotations

import io
import re
import tarfile
import zipfile
from pathlib import Path

from packaging.utils import canonicalize_name, parse_wheel_filename
from packaging.version import Version

from . import prune

ARCHIVE = "site-packages.tar"
LOADER = "site-loader.mjs"
LOADER_SOURCE = Path(__file__).resolve().parents[1] / "snapshot" / "site-loader.mjs"
# What importlib.metadata (and pip, micropip) report as having installed them.
INSTALLER = "tripeaks-site-build"
# micropip.list() (`%pip list`) shows only distributions with this file.
SOURCE = f"static/pyodide/{ARCHIVE}"
EPOCH = 1580601600  # 2020-02-02, as in precompile.py
# Type stubs jedi ships for Django (477 files every page load would write),
# should a site include jedi: jedi uses them only where Django is installed.
# (Typeshed's third-party half must stay: without its folder jedi completes
# nothing at all.)
LEFT_OUT = ("jedi/third_party/django-stubs/",)


class ArchiveError(RuntimeError):
    """The wheels cannot be laid out as one site-packages."""


def newest_per_name(wheels: list[Path]) -> list[Path]:
    """One wheel per project, the newest (the kernel's extension ships
    widgetsnbextension stubs for both ipywidgets 7 and 8)."""
    chosen: dict[str, Path] = {}
    for wheel in wheels:
        name, version, _, _ = parse_wheel_filename(wheel.name)
        if name not in chosen or version > parse_wheel_filename(chosen[name].name)[1]:
            chosen[name] = wheel
    return sorted(chosen.values(), key=lambda w: w.name)


def _site_path(member: str) -> str | None:
    """Where a wheel member goes in site-packages; None for what the kernel
    never uses (scripts, headers, data files such as front-end copies, LEFT_OUT)."""
    if member.startswith(LEFT_OUT):
        return None
    parts = member.split("/")
    if parts[0].endswith(".data"):
        if len(parts) > 2 and parts[1] in ("purelib", "platlib"):
            return "/".join(parts[2:])
        return None
    return member


def site_files(wheels: list[Path]) -> tuple[dict[str, bytes], list[str]]:
    """{path in site-packages: bytes} for the wheels installed together, and the
    canonical names of what is installed. Two wheels writing one path is an error."""
    files: dict[str, bytes] = {}
    owner: dict[str, str] = {}
    names = []
    for wheel in newest_per_name(wheels):
        name = str(parse_wheel_filename(wheel.name)[0])
        names.append(name)
        with zipfile.ZipFile(wheel) as zf:
            members = [m for m in zf.namelist() if not m.endswith("/")]
            dist_info = {m.split("/")[0] for m in members if m.split("/")[0].endswith(".dist-info")}
            if len(dist_info) != 1:
                raise ArchiveError(f"{wheel.name} has {len(dist_info) or 'no'} .dist-info folders")
            dist_info = dist_info.pop()
            for member in members:
                path = _site_path(member)
                if path is None:
                    continue
                if path in files:
                    raise ArchiveError(f"{wheel.name} and {owner[path]} both install {path}")
                files[path] = zf.read(member)
                owner[path] = wheel.name
        # Say who installed it, as an installer would, and keep RECORD true.
        added = {f"{dist_info}/INSTALLER": f"{INSTALLER}\n", f"{dist_info}/PYODIDE_SOURCE": SOURCE}
        for path, text in added.items():
            files[path] = text.encode()
        record = f"{dist_info}/RECORD"
        if record in files:
            lines = [line for line in files[record].decode().splitlines()
                     if line and _site_path(line.split(",")[0]) == line.split(",")[0]
                     and line.split(",")[0] not in added]
            files[record] = ("\n".join(lines + [f"{p},," for p in added]) + "\n").encode()
    return files, sorted(names)


def pruned(files: dict[str, bytes]) -> tuple[dict[str, bytes], list[str]]:
    """files without what prune.py leaves out (each RECORD kept true), and the modules left out."""
    left_out = prune.site_left_out(files)
    kept = {path: data for path, data in files.items() if path not in left_out}
    for record in [p for p in kept if p.endswith(".dist-info/RECORD")]:
        lines = [line for line in kept[record].decode().splitlines() if line.split(",")[0] not in left_out]
        kept[record] = ("\n".join(lines) + "\n").encode()
    return kept, prune.left_out_modules(sorted(left_out))


def write_archive(files: dict[str, bytes], dest: Path) -> None:
    """A reproducible ustar tar of files (regular files only)."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for path in sorted(files):
            info = tarfile.TarInfo(path)
            info.size = len(files[path])
            info.mtime = EPOCH
            info.mode = 0o644
            info.uname = info.gname = ""
            tar.addfile(info, io.BytesIO(files[path]))  # ValueError on a too-long path
    dest.write_bytes(buffer.getvalue())


def build_archive(wheels: list[Path], pyodide_dir: Path) -> tuple[list[str], list[str]]:
    """Write the archive and its loader into pyodide_dir; return the canonical
    names of the distributions it installs, and the modules prune.py left out of it."""
    files, names = site_files(wheels)
    files, left_out = pruned(files)
    write_archive(files, pyodide_dir / ARCHIVE)
    (pyodide_dir / LOADER).write_bytes(LOADER_SOURCE.read_bytes())
    return names, left_out


def archive_distributions(archive: Path) -> dict[str, str]:
    """{canonical name: version} of the distributions installed by archive,
    read back from its .dist-info folders (for the site's verification)."""
    found = {}
    pattern = re.compile(r"^([^/-]+)-([^/-]+)\.dist-info/METADATA$")
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            if not member.isfile():
                raise ArchiveError(f"{archive.name}: {member.name} is not a regular file")
            match = pattern.match(member.name)
            if match:
                found[str(canonicalize_name(match[1]))] = str(Version(match[2]))
    return found
