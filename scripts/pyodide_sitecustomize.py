"""sitecustomize for the site's Pyodide (build_site.py adds it to the stdlib zip).

The kernel works in /drive, the notebooks' folder, whose every stat is a
round trip to the page (about 6 ms, more while the page is busy). With the
working directory first on sys.path, each module imported as the kernel starts
and as the widget is imported looked there first: about a hundred round trips
before the board showed. This finder looks in the installed locations first and
leaves the working directory for modules found nowhere else, as if it were last
on sys.path. A notebook's own helper modules still import; they can no longer
shadow the standard library.
"""

import sys
from importlib.machinery import PathFinder


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
# is installed; the site leaves jedi out (build_site.py's LEFT_OUT), and with
# the jedi completer on and no jedi, Tab would complete no attribute at all.
# So once pyodide_kernel.interpreter is loaded, its shell keeps IPython's own
# default: jedi only where jedi is installed.
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

        module.Interpreter.__init__ = __init__

    def __getattr__(self, name):  # get_code, get_source...: the real loader's
        return getattr(self.loader, name)


sys.meta_path.insert(0, JediOnlyIfInstalled)
