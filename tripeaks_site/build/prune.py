"""What the site leaves out of the files every load fetches (the build's "prune" step, main.py).

A cold Play now fetches the standard library zip and the site-packages archive whole. Much of both is
never imported by the kernel, Play now, the lab or any lesson:

- in site-packages (archive.py leaves these paths out): IPython's terminal with prompt_toolkit and
  wcwidth (a kernel never starts it; the two package files it imports stay), IPython's Sphinx
  extension, and pygments' lexers for languages other than Python
  (IPython highlights Python only: tracebacks and `?`);
- in the standard library zip (``STDLIB_LEFT_OUT``): mail, XML, RPC and web-server modules, the
  test and packaging tools, and the codecs of ``encodings`` other than those in ``CODECS_KEPT``.

Nothing the kernel imports as it starts is left out: the build fails if a left-out module has
bytecode in the site (precompile.py compiles exactly what the kernel's warm-up imported).
tests/site/test_every_lesson.py runs every lesson's code cells in the built site's Pyodide and
fails on any error, an ImportError among them.

Should a student ever import what was left out, the site says so: the build writes the list into
the stdlib zip as ``_site_left_out.txt``, and the site's sitecustomize puts a finder last on
``sys.meta_path`` (reached only when no other finder found the module) that raises
ModuleNotFoundError naming the module and why it is missing, and a codec search function that does
the same for a left-out encoding (docs/site.md, "What the site leaves out").
"""

from __future__ import annotations

import io
import re
import zipfile

#: Paths left out of site-packages (prefixes): the prompt_toolkit and wcwidth that IPython's terminal
#: alone needs (a kernel never starts the terminal: nothing of them is imported as it starts or runs).
SITE_LEFT_OUT = ("prompt_toolkit/", "wcwidth/")
#: Folders whose modules are left out but for those the kernel imports as it starts (the sourceless
#: .pyc precompile.py wrote): the terminal's (IPython imports its package and pt_inputhooks' names
#: only) and the Sphinx extension (no Sphinx here).
SITE_SOURCES_LEFT_OUT = ("IPython/terminal/", "IPython/sphinxext/")
LEXERS = "pygments/lexers/"
#: Lexer modules kept: the package, its name table, Python's (IPython's tracebacks and `?`) and the
#: plain-text fallback; with every lexer module the last two name (found in their source or bytecode;
#: the first two name them all, to load them by name).
LEXERS_KEPT = ("__init__", "_mapping", "python", "special")

#: Standard library modules and packages (top-level names) left out: never imported by the kernel,
#: the widget, the lab or a lesson. (unittest stays: piplite imports unittest.mock to install a wheel.)
STDLIB_LEFT_OUT = (
    "xml", "xmlrpc", "wsgiref", "imaplib", "poplib", "smtplib", "ftplib", "mailbox", "plistlib",
    "doctest", "pickletools", "trace", "modulefinder", "compileall", "tabnanny", "pyclbr",
    "zipapp", "optparse", "configparser", "_pyio", "_pydatetime", "wave", "fileinput", "filecmp",
    "shelve", "sched", "netrc", "pty", "tty", "webbrowser", "antigravity", "this", "__hello__",
    "__phello__",
)
#: The codecs kept in ``encodings`` (module names): Unicode, ASCII, Latin-1, the escapes Python itself
#: uses, IDNA for host names, and cp437 (zipfile's names).
CODECS_KEPT = (
    "__init__", "aliases", "ascii", "base64_codec", "charmap", "cp437", "hex_codec", "idna", "latin_1",
    "punycode", "raw_unicode_escape", "undefined", "unicode_escape", "utf_16", "utf_16_be", "utf_16_le",
    "utf_32", "utf_32_be", "utf_32_le", "utf_7", "utf_8", "utf_8_sig",
)
#: The module the build writes into the stdlib zip, for the site's sitecustomize.
REGISTRY = "_site_left_out.txt"
WHY = ("the TriPeaks site leaves it out of its Python to make the site smaller "
       "(docs/site.md, \"What the site leaves out\"); it works in Jupyter on a computer")


class PruneError(RuntimeError):
    """Something the kernel imports would be left out."""


def _module(path: str, root: str) -> str | None:
    """The module name of a file directly under root (a package's folder), or None for other files."""
    if not path.startswith(root):
        return None
    name = path[len(root):]
    for suffix in (".pyc", ".py"):
        if name.endswith(suffix) and "/" not in name:
            return name[: -len(suffix)]
    return None


def lexers_left_out(files: dict[str, bytes]) -> set[str]:
    """The paths of pygments' lexer modules nothing kept names, in site-packages' files."""
    modules = {m: p for p in files if p.startswith(LEXERS) and (m := _module(p, LEXERS))}
    named = re.compile(rb"pygments\.lexers\.([A-Za-z0-9_]+)")
    kept, todo = set(), [m for m in LEXERS_KEPT if m in modules]
    while todo:
        module = todo.pop()
        if module in kept:
            continue
        kept.add(module)
        if module in ("__init__", "_mapping"):
            continue
        todo += [m.decode() for m in named.findall(files[modules[module]]) if m.decode() in modules]
    return {path for module, path in modules.items() if module not in kept}


def site_left_out(files: dict[str, bytes]) -> set[str]:
    """Every path of site-packages' files that the site leaves out."""
    left_out = {p for p in files if p.startswith(SITE_LEFT_OUT)} | lexers_left_out(files)
    left_out |= {p for p in files if p.startswith(SITE_SOURCES_LEFT_OUT) and not p.endswith(".pyc")}
    imported = sorted(p for p in left_out if p.endswith(".pyc"))
    if imported:
        raise PruneError(f"{imported[:3]} would be left out of site-packages, but the kernel imports them as it starts")
    return left_out


def _stdlib_left_out(name: str) -> bool:
    top = name.split("/")[0].removesuffix(".pyc").removesuffix(".py")
    if top in STDLIB_LEFT_OUT:
        return True
    module = _module(name, "encodings/")
    return module is not None and module not in CODECS_KEPT


def left_out_modules(paths: list[str]) -> list[str]:
    """Dotted names of the modules among paths (files of a zip or site-packages)."""
    names = set()
    for path in paths:
        if path.endswith((".py", ".pyc")):
            name = path.rsplit(".", 1)[0].replace("/", ".").removesuffix(".__init__")
            names.add(name)
    return sorted(names)


def registry(modules: list[str], codecs: list[str]) -> bytes:
    """_site_left_out.txt: what the site left out, and why, for the sitecustomize's hooks. Text, not
    a module: the kernel's start reads it (its optional imports reach the finder), and a module
    would be compiled from source in every worker (the site's bytecode is compiled before the prune)."""
    lines = [f"why {WHY}", *(f"module {m}" for m in modules), *(f"codec {c}" for c in codecs)]
    return ("\n".join(lines) + "\n").encode()


def prune_stdlib(data: bytes, site_modules: list[str]) -> tuple[bytes, list[str]]:
    """The stdlib zip without what is left out, its entries stored (not deflated: the server's
    brotli or gzip over the whole file packs it smaller than deflate file by file), with the
    registry of everything left out (site_modules: those of site-packages); and the names left out."""
    out = io.BytesIO()
    dropped = []
    with zipfile.ZipFile(io.BytesIO(data)) as zf, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as pruned:
        for info in zf.infolist():
            if _stdlib_left_out(info.filename):
                if info.filename.endswith(".pyc"):
                    raise PruneError(f"{info.filename} is left out of the stdlib, but the kernel imports it as it starts")
                dropped.append(info.filename)
                continue
            data = zf.read(info)
            info.compress_type = zipfile.ZIP_STORED
            pruned.writestr(info, data)
        modules = left_out_modules(dropped)
        codecs = sorted(m.removeprefix("encodings.") for m in modules if m.startswith("encodings."))
        pruned.writestr(zipfile.ZipInfo(REGISTRY, date_time=(2020, 2, 2, 0, 0, 0)),
                        registry(sorted(set(modules) | set(site_modules)), codecs))
    return out.getvalue(), modules
