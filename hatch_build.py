"""The build's three steps beyond hatchling's own: the board's front end, the solver's optional C fast path, and
the translation catalogues.

**The front end** (``build_front_end``, run by hatch-jupyter-builder's hook, as in
anywidget's project template): ``js/`` is bundled by npm (esbuild) into
``tripeaks_widget/board/static/``, which every sdist and wheel carries. It runs
``npm install`` (when ``node_modules`` is missing) and ``npm run build`` only
when the bundle is missing or older than ``js/``, ``package.json`` or
``package-lock.json``; a wheel built from an sdist uses the sdist's bundle and
needs no npm. With no npm and no bundle the build stops with one line saying
what to install; with no npm and a stale bundle it warns and keeps that bundle.

**The C fast path**: see docs/solver.md, "The C search (CPython, and WebAssembly in the site)".

``tripeaks_widget/solver/_fastsearch.c``, ``_fastpar.c`` and ``_anysearch.c`` (the solver's search,
par's branch and bound, and the search on any layout) are compiled by setuptools' ``build_ext``
(the running Python's compiler and flags, MSVC included) into a platform wheel.
With no compiler, a compiler that fails, no setuptools, or ``TRIPEAKS_PURE_PYTHON=1``
(the site's build sets it), the wheel is pure Python (py3-none-any) and the solver
runs its pure-Python search: one line of warning, never an error. An editable install
(``pip install -e .``) builds the extension in place, beside the source;
``scripts/build_fast.py`` (run by ``make test``) rebuilds it when the source changes.

**The catalogues** (``compile_catalogues``, docs/translating.md): every
``tripeaks_widget/locale/<lang>/LC_MESSAGES/tripeaks.po`` of ``locale/LINGUAS`` is compiled
with polib into the ``tripeaks.mo`` beside it, and the English source
``locale/tripeaks.pot`` into ``locale/en/LC_MESSAGES/tripeaks.mo`` (each key's English, the
runtime's index). The .mo files are built, never committed; the wheel, the site's wheel
and an editable install all carry them, and the engine reads them with the standard
library's ``gettext``. polib is needed only here, never at run time.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # imported by scripts/build_fast.py from an environment without hatchling
    BuildHookInterface = object

STATIC = Path("tripeaks_widget", "board", "static")
#: What the build writes there: the board's bundle, the answer box's and the designer's (one esbuild run, package.json).
BUNDLES = ("widget.js", "widget.css", "answer_box.js", "answer_box.css", "designer.js", "designer.css")
#: What the bundle is built from: a newer file here makes the bundle stale.
FRONT_END_SOURCES = (Path("js"), Path("package.json"), Path("package-lock.json"))
NO_NPM = ("tripeaks_widget: the board's front end ({bundle}) is not built and npm is not on PATH: "
          "install Node.js (it brings npm) and build again, or install from an sdist or a wheel, which carry it")


def front_end_state(root: Path) -> str:
    """"missing" (no bundle), "stale" (older than a source) or "fresh"."""
    from hatch_jupyter_builder.utils import is_stale

    bundle = root / STATIC
    if not all((bundle / name).is_file() for name in BUNDLES):
        return "missing"
    return "stale" if any(is_stale(bundle, root / source) for source in FRONT_END_SOURCES) else "fresh"


def build_front_end(target_name: str, version: str, npm: str = "npm") -> None:
    """hatch-jupyter-builder's build function (pyproject.toml): bundle ``js/`` when missing or stale."""
    from hatch_jupyter_builder.utils import run

    root = Path.cwd()
    state = front_end_state(root)
    if state == "fresh" or not (root / "js").is_dir():  # an sdist's bundle; no js/ to build from
        return
    command = shutil.which(npm)
    if command is None:
        if state == "stale":
            print(f"WARNING: tripeaks_widget: npm is not on PATH: the front end in {STATIC.as_posix()} is older "
                  "than js/ and is used as it is", file=sys.stderr)
            return
        if version == "editable":  # an editable install works without it; importing the board says what to run
            print("WARNING: " + NO_NPM.format(bundle=STATIC.as_posix()), file=sys.stderr)
            return
        raise SystemExit(NO_NPM.format(bundle=STATIC.as_posix()))
    if not (root / "node_modules").is_dir():
        run([command, "install", "--no-audit", "--no-fund"], cwd=str(root))
    run([command, "run", "--silent", "build"], cwd=str(root))


FOLDER = Path("tripeaks_widget", "solver")
#: module -> its C source; they include the shared headers.
EXTENSIONS = {
    "tripeaks_widget.solver._fastsearch": FOLDER / "_fastsearch.c",
    "tripeaks_widget.solver._fastpar": FOLDER / "_fastpar.c",
    "tripeaks_widget.solver._anysearch": FOLDER / "_anysearch.c",
}
HEADERS = tuple(FOLDER / name for name in ("_fastcommon.h", "_fastpy.h", "_searchcore.h", "_parcore.h", "_anycore.h",
                                                 "_anycuts.h"))
SOURCES = (*EXTENSIONS.values(), *HEADERS)
PURE_ENV = "TRIPEAKS_PURE_PYTHON"
#: Added after the Python's own compile flags for gcc and clang (MSVC's default is /Ox).
#: -O3 took about 10 % less CPU than -O2 on 3,000 random deals per rule (5 rounds interleaved, load 1.3-1.9).
OPTIMIZE = ["-O3"]


def pure_python_requested() -> bool:
    """True when ``TRIPEAKS_PURE_PYTHON`` is set to anything but empty or 0."""
    return os.environ.get(PURE_ENV, "").strip() not in ("", "0")


def compile_extensions(root: Path, build_lib: Path) -> list[Path]:
    """Compiles the extensions under ``build_lib`` (the package's own folders) and
    returns the built files. Raises whatever the compiler or setuptools raised."""
    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    class BuildExt(build_ext):
        def build_extension(self, ext):
            if self.compiler.compiler_type != "msvc":
                ext.extra_compile_args = OPTIMIZE
            super().build_extension(ext)

    exts = [Extension(name, [str(root / source)], depends=[str(root / h) for h in HEADERS]) for name, source in EXTENSIONS.items()]
    command = BuildExt(Distribution({"name": "tripeaks_widget", "ext_modules": exts}))
    command.build_lib = str(build_lib)
    command.build_temp = str(build_lib / "temp")
    command.force = True
    command.ensure_finalized()
    command.run()
    return [Path(command.get_ext_fullpath(name)) for name in EXTENSIONS]


def in_place_builds(root: Path) -> list[Path]:
    """Extensions built in place beside the source (any Python version's)."""
    names = {name.rsplit(".", 1)[1] for name in EXTENSIONS}
    return sorted(p for p in (root / FOLDER).glob("_*.*") if p.suffix in (".so", ".pyd") and p.name.split(".")[0] in names)


def build_in_place(root: Path) -> str | None:
    """Builds the extensions beside their sources; None when done, else why not (one line).

    A failed build also removes an older in-place build, so the solver never runs
    a stale extension.
    """
    with tempfile.TemporaryDirectory() as tmp:
        try:
            built = compile_extensions(root, Path(tmp))
        except Exception as exc:  # no compiler, a failing one, no setuptools: pure Python
            for old in in_place_builds(root):
                old.unlink()
            return failure_reason(exc)
        for path in built:
            target = root / FOLDER / path.name
            partial = target.with_name(f"{target.name}.{os.getpid()}.part")
            shutil.copyfile(path, partial)
            os.replace(partial, target)  # a process that loaded the old file keeps it intact
    return None


def failure_reason(exc: BaseException) -> str:
    """The exception's type and the start of its first line (the compiler's own
    messages, if any, are already printed above)."""
    text = (str(exc).strip().splitlines() or [""])[0]
    text = text if len(text) <= 100 else text[:99] + "…"
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def fallback_warning(reason: str) -> str:
    return f"WARNING: tripeaks_widget: the optional C solver was not built ({reason}); using the pure-Python solver"


# -- the catalogues ---------------------------------------------------------------------------------------------

DOMAIN = "tripeaks"
LOCALE = Path("tripeaks_widget", "locale")
SOURCE_LANG = "en"
#: The Plural-Forms line of a language new to the catalogue unless ``--plural-forms`` says otherwise: two forms,
#: one for 1 and one for every other count (English, Turkish, Norwegian, German, Spanish, ...).
DEFAULT_PLURAL_FORMS = "nplurals=2; plural=(n != 1);"


def catalogue_header(lang: str | None, plural_forms: str = DEFAULT_PLURAL_FORMS) -> dict[str, str]:
    """The header of the template (``lang`` None) or of one language's catalogue: no dates, so a rewrite is stable."""
    header = {"Project-Id-Version": "tripeaks_widget"}
    if lang:
        header["Language"] = lang
    header |= {"MIME-Version": "1.0", "Content-Type": "text/plain; charset=UTF-8",
               "Content-Transfer-Encoding": "8bit", "Plural-Forms": plural_forms}
    return header


def catalogue_title(lang: str | None) -> str:
    """The comment at the top of a catalogue."""
    what = f"The {lang} translation" if lang else "The English source (the template of every translation)"
    import textwrap

    return textwrap.fill(f"{what} of tripeaks_widget's texts. Each entry's msgctxt is the key the code asks "
                         "for (i18n.t(key, lang)), its msgid the English. How to translate: docs/translating.md.", 98)


def catalogue_languages(locale: Path) -> list[str]:
    """The translations ``locale/LINGUAS`` lists, one code a line (``#`` starts a comment)."""
    path = locale / "LINGUAS"
    if not path.is_file():
        return []
    return [word for line in path.read_text(encoding="utf-8").splitlines() for word in line.split("#")[0].split()]


def _write_if_changed(path: Path, data: bytes) -> bool:
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f"{path.name}.{os.getpid()}.part")
    partial.write_bytes(data)
    os.replace(partial, path)  # a kernel that read the old file keeps it intact
    return True


def _mo_bytes(po) -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp, "out.mo")
        po.save_as_mofile(str(path))
        return path.read_bytes()


def english_index(template):
    """The template as a catalogue keyed by key: msgid ``key``, msgstr the English (plural: both English forms)."""
    import polib

    index = polib.POFile()
    index.metadata = catalogue_header(SOURCE_LANG)
    for entry in template:
        if entry.obsolete:
            continue
        if entry.msgid_plural:
            index.append(polib.POEntry(msgid=entry.msgctxt, msgid_plural=entry.msgctxt,
                                       msgstr_plural={0: entry.msgid, 1: entry.msgid_plural}))
        else:
            index.append(polib.POEntry(msgid=entry.msgctxt, msgstr=entry.msgid))
    return index


def compile_catalogues(root: Path, locale: Path | None = None) -> list[Path]:
    """Compiles the English index and every catalogue of LINGUAS into .mo files beside them; returns the .mo paths.

    A fuzzy or empty translation is left out of the .mo, so the runtime shows the English (docs/translating.md).
    """
    try:
        import polib
    except ImportError:
        raise SystemExit("tripeaks_widget: the translation catalogues are compiled with polib, which is not "
                         "installed: pip install polib (it is in the dev and site extras)") from None
    locale = locale or root / LOCALE
    template = polib.pofile(str(locale / f"{DOMAIN}.pot"))
    keys = [entry.msgctxt for entry in template if not entry.obsolete]
    if None in keys or len(set(keys)) != len(keys):
        raise SystemExit(f"tripeaks_widget: every entry of {locale / (DOMAIN + '.pot')} needs its own msgctxt (its key)")
    out = [locale / SOURCE_LANG / "LC_MESSAGES" / f"{DOMAIN}.mo"]
    _write_if_changed(out[0], _mo_bytes(english_index(template)))
    for lang in catalogue_languages(locale):
        source = locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        if not source.is_file():
            raise SystemExit(f"tripeaks_widget: {LOCALE.as_posix()}/LINGUAS lists {lang!r} but {source} is missing")
        target = source.with_suffix(".mo")
        _write_if_changed(target, _mo_bytes(polib.pofile(str(source))))
        out.append(target)
    return out


class FastSearchHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        root = Path(self.root)
        self._tmp = None
        if (root / LOCALE / f"{DOMAIN}.pot").is_file():
            compiled = compile_catalogues(root)
            self.app.display_info(f"tripeaks_widget: compiled {len(compiled)} catalogues ({LOCALE.as_posix()})")
        if not all((root / source).exists() for source in SOURCES):
            return
        if pure_python_requested():
            # The pure-Python wheel is the site's: it carries the search and par built to WebAssembly
            # (scripts/build_wasm.py), which Pyodide runs. A CPython wheel never needs them.
            if version != "editable":
                build_data["artifacts"].append((FOLDER / "*.wasm").as_posix())
            if version == "editable":
                for old in in_place_builds(root):
                    old.unlink()
            self.app.display_info(f"tripeaks_widget: {PURE_ENV} is set: pure-Python wheel")
            return
        if version == "editable":
            reason = build_in_place(root)
            if reason:
                self.app.display_warning(fallback_warning(reason))
            return
        self._tmp = tempfile.mkdtemp(prefix="tripeaks-fastsearch-")
        try:
            built = compile_extensions(root, Path(self._tmp))
        except Exception as exc:  # no compiler, a failing one, no setuptools: pure Python
            self.app.display_warning(fallback_warning(failure_reason(exc)))
            return
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        for path in built:
            build_data["force_include"][str(path)] = (FOLDER / path.name).as_posix()

    def finalize(self, version: str, build_data: dict, artifact_path: str) -> None:
        if self._tmp:
            shutil.rmtree(self._tmp, ignore_errors=True)
