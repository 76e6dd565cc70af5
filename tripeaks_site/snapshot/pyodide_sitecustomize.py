"""sitecustomize for the site's Pyodide (tripeaks_site/build/main.py adds it to the stdlib zip).

The kernel works in /drive, the notebooks' folder, whose every stat is a
round trip to the page (about 6 ms, more while the page is busy). With the
working directory first on sys.path, each module imported as the kernel starts
and as the widget is imported looked there first: about a hundred round trips
before the board showed. This finder looks in the installed locations first and
leaves the working directory for modules found nowhere else, as if it were last
on sys.path. A notebook's own helper modules still import; they can no longer
shadow the standard library.

Modules found nowhere (optional imports such as `_winapi`, `mypy_extensions`)
still reached the working directory: Python's finder for it stats the folder at
each such import and lists it whenever that changes, and the kernel's own start
(`piplite`, `pyodide_kernel`, IPython) makes about twenty of them, two dozen
round trips while the page is busy drawing the notebook (0.05-0.3 s each).
So the working directory gets its own finder (WorkingFolderFinder): it
searches nothing before the kernel's first cell (nothing the user wrote has
run, and the kernel imports nothing from a notebook's folder), and then lists
the folder once per cell (one round trip) instead of a stat per import.
"""

import os
import sys
from importlib.machinery import (
    BYTECODE_SUFFIXES,
    EXTENSION_SUFFIXES,
    SOURCE_SUFFIXES,
    ExtensionFileLoader,
    FileFinder,
    PathFinder,
    SourceFileLoader,
    SourcelessFileLoader,
)


class InstalledFirstFinder:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if path is not None or "" not in sys.path:
            return None  # submodules, or no working directory on the path
        return PathFinder.find_spec(name, [p for p in sys.path if p != ""], target)

    @classmethod
    def invalidate_caches(cls):
        pass


sys.meta_path.insert(0, InstalledFirstFinder)


# The drive the kernel's worker mounts (the notebooks' folders, as the page's
# contents manager sees them); every stat, listing or open there is a
# synchronous request answered by the page's main thread.
DRIVE = "/drive"
# Cells the kernel has started (IPython's pre_execute event, hooked below with
# the shell): 0 while the kernel itself is starting.
_cells = [0]


class WorkingFolderFinder(FileFinder):
    """The finder for sys.path's '' while the working directory is in the drive.

    Before the first cell it finds nothing. Then it lists the folder at most
    once per cell and asks FileFinder (a stat, a listing) only for a name the
    listing has: a missing module costs no round trip but the cell's one
    listing. A file written in one cell imports in the next (FileFinder alone
    relies on the folder's modification time, which the drive does not change
    when a file is added); within one cell, importlib.invalidate_caches()
    makes it look again, as Python's documentation asks for files created
    while a program runs.
    """

    LOADERS = (
        (ExtensionFileLoader, EXTENSION_SUFFIXES),
        (SourceFileLoader, SOURCE_SUFFIXES),
        (SourcelessFileLoader, BYTECODE_SUFFIXES),
    )

    def __init__(self, path):
        super().__init__(path, *self.LOADERS)
        self._listed = None  # (cell, names in the folder without suffixes)

    def find_spec(self, fullname, target=None):
        if _cells[0] == 0:
            return None
        if self._listed is None or self._listed[0] != _cells[0]:
            self._listed = (_cells[0], {name.partition(".")[0] for name in _names_in(self.path)})
            FileFinder.invalidate_caches(self)  # FileFinder's own listing may be stale too
        if fullname.rpartition(".")[2] not in self._listed[1]:
            return None
        return super().find_spec(fullname, target)

    def invalidate_caches(self):
        super().invalidate_caches()
        self._listed = None

    def __repr__(self):
        return f"WorkingFolderFinder({self.path!r})"


def _names_in(folder):
    """The names in a folder of the drive, in one round trip: os.listdir also
    looks up each entry (Emscripten's getdents wants its type), one round trip
    per file the first time a folder is listed."""
    try:
        from pyodide_js import FS
    except ImportError:  # not Pyodide's FS API: the usual way
        try:
            return os.listdir(folder)
        except OSError:
            return []
    try:
        return [name for name in FS.readdir(folder).to_py() if name not in (".", "..")]
    except Exception:  # gone, or not a folder: nothing to import from it
        return []


def _working_folder_hook(path):
    # PathFinder calls the hooks with os.getcwd() for '' (no round trip).
    if path == os.getcwd() and (path == DRIVE or path.startswith(DRIVE + "/")):
        return WorkingFolderFinder(path)
    raise ImportError("not the working directory in the drive", path=path)


sys.path_hooks.insert(0, _working_folder_hook)


# importlib.metadata (micropip's "is it installed?" check, entry points) reads
# the folders on sys.path in order, each listing of /drive a round trip too:
# it searches the working directory last as well. Only the default path is
# reordered; a search over an explicit path is left as asked.
_find_distributions = PathFinder.find_distributions


def _installed_first_distributions(*args, **kwargs):
    from importlib.metadata import DistributionFinder

    context = args[0] if args else kwargs.pop("context", None) or DistributionFinder.Context(**kwargs)
    if "path" not in vars(context) and "" in sys.path:
        path = [p for p in sys.path if p != ""] + [""]
        context = DistributionFinder.Context(**{**vars(context), "path": path})
    return _find_distributions(context)


PathFinder.find_distributions = staticmethod(_installed_first_distributions)


# pyodide_kernel's shell turns IPython's jedi completer on whether or not jedi
# is installed; the site leaves jedi out (the build's LEFT_OUT), and with
# the jedi completer on and no jedi, Tab would complete no attribute at all.
# So once pyodide_kernel.interpreter is loaded, its shell keeps IPython's own
# default: jedi only where jedi is installed. The same hook counts the cells
# the shell runs, for WorkingFolderFinder.
class JediOnlyIfInstalled:
    MODULE = "pyodide_kernel.interpreter"

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name != cls.MODULE:
            return None
        spec = PathFinder.find_spec(name, path, target)
        if spec is not None and spec.loader is not None:
            spec.loader = _JediOnlyIfInstalledLoader(spec.loader)
        return spec

    @classmethod
    def invalidate_caches(cls):
        pass


class _JediOnlyIfInstalledLoader:
    def __init__(self, loader):
        self.loader = loader

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module):
        self.loader.exec_module(module)
        init = module.Interpreter.__init__

        def __init__(shell, *args, **kwargs):
            from IPython.core.completer import JEDI_INSTALLED

            init(shell, *args, **kwargs)
            shell.Completer.use_jedi = JEDI_INSTALLED
            shell.events.register("pre_execute", _cell_starts)

        module.Interpreter.__init__ = __init__

    def __getattr__(self, name):  # get_code, get_source...: the real loader's
        return getattr(self.loader, name)


def _cell_starts():
    _cells[0] += 1


sys.meta_path.insert(0, JediOnlyIfInstalled)


# What the site leaves out of its Python to make it smaller (tripeaks_site/build/prune.py, which
# writes the list into the stdlib zip as _site_left_out.txt, read once, when first needed). Last on
# sys.meta_path, this finder is asked only about modules no other finder found (a notebook's own
# module of that name still imports), and says which was left out and why instead of a bare
# "No module named".
_left_out = []


def _site_left_out():
    """(why, modules, codecs) from the stdlib zip's list; None outside the site."""
    if not _left_out:
        import zipimport

        found = None
        for entry in sys.path:
            if entry.endswith(".zip"):
                try:
                    found = zipimport.zipimporter(entry).get_data("_site_left_out.txt").decode()
                    break
                except (OSError, zipimport.ZipImportError):
                    continue
        if found is None:
            _left_out.append(None)
        else:
            kinds = {"why": [], "module": [], "codec": []}
            for line in found.splitlines():
                kind, _, value = line.partition(" ")
                kinds[kind].append(value)
            _left_out.append((kinds["why"][0], frozenset(kinds["module"]), frozenset(kinds["codec"])))
    return _left_out[0]


class LeftOutFinder:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        left_out = _site_left_out()
        if left_out and name in left_out[1]:
            raise ModuleNotFoundError(f"No module named {name!r}: {left_out[0]}", name=name)
        return None

    @classmethod
    def invalidate_caches(cls):
        pass


sys.meta_path.append(LeftOutFinder)


def _left_out_codec(name):
    """A codec search function after Python's own: a left-out codec's LookupError says why."""
    import encodings
    import encodings.aliases

    left_out = _site_left_out()
    if not left_out:
        return None
    module = encodings.normalize_encoding(name).lower()
    module = encodings.aliases.aliases.get(module, module)
    if module in left_out[2]:
        raise LookupError(f"unknown encoding: {name}: {left_out[0]}")
    return None


import codecs  # noqa: E402

codecs.register(_left_out_codec)
