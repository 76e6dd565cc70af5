"""tripeaks_site/build/prune.py on small archives: what it leaves out, what it keeps, and that it
refuses to leave out what the kernel imports as it starts (a sourceless .pyc). The built site's
proof that nothing needed is missing is tests/site/test_every_lesson.py."""

from __future__ import annotations

import io
import zipfile

import pytest

from tripeaks_site.build import archive, prune


def _site_files() -> dict[str, bytes]:
    return {
        "pygments/lexers/__init__.pyc": b"pygments.lexers.python pygments.lexers.rust",
        "pygments/lexers/_mapping.pyc": b"pygments.lexers.python pygments.lexers.rust pygments.lexers.html",
        "pygments/lexers/python.pyc": b"from pygments.lexers.special import TextLexer",
        "pygments/lexers/special.py": b"import pygments.lexers.plain_helpers",
        "pygments/lexers/plain_helpers.py": b"X = 1",
        "pygments/lexers/rust.py": b"class RustLexer: pass",
        "pygments/lexers/html.py": b"from pygments.lexers.javascript import JavascriptLexer",
        "pygments/lexers/javascript.py": b"class JavascriptLexer: pass",
        "prompt_toolkit/__init__.py": b"",
        "wcwidth/__init__.py": b"",
        "IPython/terminal/__init__.pyc": b"",
        "IPython/terminal/interactiveshell.py": b"import prompt_toolkit",
        "IPython/core/__init__.pyc": b"",
        "pygments-2.20.0.dist-info/RECORD": b"pygments/lexers/rust.py,,\npygments/lexers/python.pyc,,\n",
    }


def test_site_packages_keep_pythons_lexers_and_what_they_name_and_leave_out_the_terminal():
    kept, modules = archive.pruned(_site_files())
    assert sorted(p for p in kept if p.startswith("pygments/lexers/")) == [
        "pygments/lexers/__init__.pyc", "pygments/lexers/_mapping.pyc", "pygments/lexers/plain_helpers.py",
        "pygments/lexers/python.pyc", "pygments/lexers/special.py",
    ]  # the name table names every lexer, but only to load it by name: that keeps none
    assert "IPython/terminal/__init__.pyc" in kept and "IPython/core/__init__.pyc" in kept
    assert modules == ["IPython.terminal.interactiveshell", "prompt_toolkit", "pygments.lexers.html",
                       "pygments.lexers.javascript", "pygments.lexers.rust", "wcwidth"]
    assert kept["pygments-2.20.0.dist-info/RECORD"] == b"pygments/lexers/python.pyc,,\n"


def test_leaving_out_a_module_the_kernel_imports_stops_the_build():
    files = {**_site_files(), "prompt_toolkit/__init__.pyc": b""}
    with pytest.raises(prune.PruneError, match="prompt_toolkit/__init__.pyc"):
        archive.pruned(files)
    with pytest.raises(prune.PruneError, match=r"xml/__init__\.pyc"):
        prune.prune_stdlib(_zip({"xml/__init__.pyc": b"", "json/__init__.py": b""}), [])


def _zip(members: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return out.getvalue()


def test_the_stdlib_zip_loses_the_unused_modules_and_codecs_is_stored_and_names_them_all():
    data, modules = prune.prune_stdlib(_zip({
        "json/__init__.pyc": b"json", "xml/__init__.py": b"", "xml/dom/minidom.py": b"", "unittest/mock.py": b"",
        "encodings/__init__.pyc": b"", "encodings/utf_8.pyc": b"", "encodings/cp1252.py": b"", "encodings/latin_1.py": b"",
        "doctest.py": b"", "tarfile.py": b"tar",
    }), ["prompt_toolkit", "pygments.lexers.rust"])
    assert modules == ["doctest", "encodings.cp1252", "xml", "xml.dom.minidom"]
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        assert sorted(zf.namelist()) == sorted([
            "json/__init__.pyc", "unittest/mock.py", "encodings/__init__.pyc", "encodings/utf_8.pyc",
            "encodings/latin_1.py", "tarfile.py", prune.REGISTRY])
        assert {info.compress_type for info in zf.infolist()} == {zipfile.ZIP_STORED}
        lines = zf.read(prune.REGISTRY).decode().splitlines()
    assert lines[0] == f"why {prune.WHY}"
    assert [line for line in lines if line.startswith("codec ")] == ["codec cp1252"]
    assert {f"module {m}" for m in ("xml", "xml.dom.minidom", "doctest", "prompt_toolkit", "pygments.lexers.rust")} <= set(lines)
