"""The copies of the stdlib zip and of the site-packages archive that a restored interpreter loads
(tripeaks_site/snapshot/memory.py): the named files' bytes zeroed, nothing else changed."""

from __future__ import annotations

import io
import tarfile
import zipfile
import zlib

import pytest

from tripeaks_site.snapshot import memory


def _zip(entries: dict[str, bytes], compression=zipfile.ZIP_STORED) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression) as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    return out.getvalue()


def _tar(entries: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for name, data in entries.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return out.getvalue()


def test_held_names_splits_the_heaps_files_between_the_zip_and_site_packages():
    in_zip, in_site = memory.held_names([
        "/lib/python314.zip/json/__init__.pyc", "/lib/python314.zip/abc.pyc",
        "/lib/python3.14/site-packages/IPython/__init__.pyc", "/home/pyodide/written.pyc",
    ])
    assert in_zip == {"json/__init__.pyc", "abc.pyc"}
    assert in_site == {"IPython/__init__.pyc"}


@pytest.mark.parametrize("compression", [zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED])
def test_zero_zip_zeroes_the_named_entries_only(compression):
    entries = {"a.pyc": b"A" * 300, "b.pyc": b"B" * 200, "c.py": b"print('c')\n" * 20}
    data = _zip(entries, compression)
    held, files, zeroed = memory.zero_zip(data, {"a.pyc", "missing.pyc"})
    assert len(held) == len(data) and files == 1 and zeroed > 0
    with zipfile.ZipFile(io.BytesIO(held)) as zf:
        assert zf.namelist() == list(entries)  # the directory is the same
        assert zf.read("b.pyc") == entries["b.pyc"] and zf.read("c.py") == entries["c.py"]
        with pytest.raises((zipfile.BadZipFile, zlib.error)):
            zf.read("a.pyc")  # its bytes are zeros now: no longer its CRC (stored) or a deflate stream


def test_zero_tar_zeroes_the_named_members_only():
    entries = {"pkg/__init__.pyc": b"P" * 700, "pkg/data.json": b"{}", "pkg/mod.py": b"x = 1\n"}
    data = _tar(entries)
    held, files, zeroed = memory.zero_tar(data, {"pkg/__init__.pyc"})
    assert len(held) == len(data) and files == 1 and zeroed == 700
    with tarfile.open(fileobj=io.BytesIO(held)) as tar:
        assert tar.getnames() == list(entries)
        assert tar.extractfile("pkg/__init__.pyc").read() == bytes(700)
        assert tar.extractfile("pkg/data.json").read() == b"{}"
        assert tar.extractfile("pkg/mod.py").read() == b"x = 1\n"
