"""Precompressed siblings of a built site's text and WebAssembly files: ``name.br`` and ``name.gz``.

    python -m tripeaks_site.server.precompress _output

The build calls :func:`precompress` last (tripeaks_site/build/main.py). Each file whose suffix is in
:data:`COMPRESSIBLE` gets a brotli sibling (quality 11, the largest window browsers accept) and a
gzip one (level 9), each written only where it is smaller than the file; a sibling that is no longer
smaller is removed, so running it again on a changed site is safe.
Already-compressed formats (.gz, .zst, .whl, .png, .woff, .woff2, .pdf) are left alone. Archives
the build writes uncompressed for the wire to pack (the stdlib zip, its entries stored, and
site-packages.tar: tripeaks_site/build/prune.py, archive.py) get siblings too.
The class server (tripeaks_site/server) and nginx's ``gzip_static``/``brotli_static``
(docs/classroom.md) send the sibling to a browser that accepts its encoding.
"""

from __future__ import annotations

import argparse
import gzip
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import brotli

from .siblings import ENCODINGS

#: Suffixes of the files that get siblings: text, JSON, notebooks, WebAssembly, icons and fonts, and
#: the archives the build leaves uncompressed (.tar, .zip: a zip whose entries are deflated gets a
#: sibling only where it is smaller, as any file). A .tar's gzip sibling is name.tar.gz: a site must
#: not hold a real name.tar.gz beside a name.tar (the build writes no .tar.gz; a lone one is left alone).
COMPRESSIBLE = frozenset({
    ".js", ".mjs", ".cjs", ".css", ".html", ".htm", ".json", ".ipynb", ".map", ".svg", ".txt", ".md",
    ".xml", ".webmanifest", ".wasm", ".ico", ".py", ".ttf", ".otf", ".eot", ".tar", ".zip",
})


def brotli_bytes(data: bytes) -> bytes:
    # lgwin 24 (16 MiB) is the largest window browsers decode; it helps the 9.6 MB pyodide.asm.wasm.
    return brotli.compress(data, quality=11, lgwin=24)


def gzip_bytes(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=0)  # mtime=0: the same file gives the same bytes


COMPRESSORS = {"br": brotli_bytes, "gzip": gzip_bytes}


@dataclass
class Totals:
    """Byte totals over the compressible files: as they are, and as each encoding sends them
    (a file without a smaller sibling counts at its own size)."""

    files: int = 0
    plain: int = 0
    sent: dict[str, int] = field(default_factory=lambda: {name: 0 for name, _ in ENCODINGS})
    written: int = 0

    def __str__(self) -> str:
        parts = ", ".join(f"{name} {size / 1e6:.2f} MB ({size / self.plain:.0%})" if self.plain else f"{name} 0"
                          for name, size in self.sent.items())
        return f"{self.files} files, {self.plain / 1e6:.2f} MB as they are; {parts}; {self.written} siblings"


def compressible(path: Path) -> bool:
    return path.suffix.lower() in COMPRESSIBLE and path.is_file() and not path.is_symlink()


def _one(path: Path) -> tuple[int, dict[str, int], int]:
    data = path.read_bytes()
    sent, written = {}, 0
    for name, suffix in ENCODINGS:
        sibling = path.with_name(path.name + suffix)
        packed = COMPRESSORS[name](data)
        if len(packed) < len(data):
            temporary = sibling.with_name(sibling.name + ".tmp")
            temporary.write_bytes(packed)
            os.replace(temporary, sibling)
            sent[name], written = len(packed), written + 1
        else:
            sibling.unlink(missing_ok=True)
            sent[name] = len(data)
    return len(data), sent, written


def precompress(site_dir: Path, workers: int | None = None) -> Totals:
    """Write (or refresh) the siblings of every compressible file under site_dir; return the totals."""
    site_dir = Path(site_dir)
    if not site_dir.is_dir():
        raise FileNotFoundError(f"no site folder at {site_dir}")
    # os.walk, not rglob: it never follows a symlink out of the site, so nothing outside is written.
    # A sibling whose file is gone is left alone: by its name alone it cannot be told from a real
    # archive (x.tar.gz), and the server never sends it (its file is not there).
    files = sorted(p for folder, _, names in os.walk(site_dir) for name in names if compressible(p := Path(folder, name)))
    totals = Totals()
    # brotli and zlib release the GIL while they compress: threads use every core.
    with ThreadPoolExecutor(max_workers=workers or os.cpu_count() or 1) as pool:
        for plain, sent, written in pool.map(_one, files):
            totals.files += 1
            totals.plain += plain
            totals.written += written
            for name, size in sent.items():
                totals.sent[name] += size
    return totals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site_dir", type=Path, help="the built site, e.g. _output")
    args = parser.parse_args(argv)
    try:
        totals = precompress(args.site_dir)
    except FileNotFoundError as error:
        print(f"precompress: {error}", file=sys.stderr)
        return 2
    print(f"precompressed {args.site_dir}: {totals}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
