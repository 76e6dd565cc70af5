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
    # (tripeaks_site/build/patches.py).
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
# (tripeaks_site/build/patches.py).
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

# ipywidgets imports every widget module (sliders, pickers, media, templates,
# interact...) as it is imported, which anywidget does, so notebook 1's import
# cell paid for all of them: 0.17-0.23 s of the cell's 0.5 s of CPU under Node.
# The board needs only DOMWidget, Layout and Style; the other modules are
# imported on first use (a module __getattr__), `from ipywidgets import *`
# still gives every name, and a widget the front end creates is looked up after
# all of them are imported (the registry holds the classes imported so far).
IPYWIDGETS_EAGER = (".widget_layout", ".widget_style")
# Widget modules the others import (so they were attributes of the package too).
IPYWIDGETS_TRANSITIVE = ("docutils", "widget_description")
IPYWIDGETS_MODULES = """from .widget_core import CoreWidget
from .widget_bool import Checkbox, ToggleButton, Valid
from .widget_button import Button, ButtonStyle
from .widget_box import Box, HBox, VBox, GridBox
from .widget_float import FloatText, BoundedFloatText, FloatSlider, FloatProgress, FloatRangeSlider, FloatLogSlider
from .widget_int import IntText, BoundedIntText, IntSlider, IntProgress, IntRangeSlider, Play, SliderStyle
from .widget_color import ColorPicker
from .widget_date import DatePicker
from .widget_datetime import DatetimePicker, NaiveDatetimePicker
from .widget_time import TimePicker
from .widget_output import Output
from .widget_selection import RadioButtons, ToggleButtons, ToggleButtonsStyle, Dropdown, Select, SelectionSlider, SelectMultiple, SelectionRangeSlider
from .widget_selectioncontainer import Tab, Accordion, Stack
from .widget_string import HTML, HTMLMath, Label, Text, Textarea, Password, Combobox
from .widget_controller import Controller
from .interaction import interact, interactive, fixed, interact_manual, interactive_output
from .widget_link import jslink, jsdlink
from .widget_layout import Layout
from .widget_media import Image, Video, Audio
from .widget_tagsinput import TagsInput, ColorsInput, FloatsInput, IntsInput
from .widget_style import Style
from .widget_templates import TwoByTwoLayout, AppLayout, GridspecLayout
from .widget_upload import FileUpload
"""
IPYWIDGETS_LAZY_MODULES = """
# The site imports the other widget modules on first use
# (tripeaks_site/build/patches.py).
_LAZY = LAZY


_SUBMODULES = SUBMODULES


def __getattr__(name):
    import importlib

    if name in _SUBMODULES:  # a widget module itself, as an attribute of the package
        return importlib.import_module("." + name, __name__)
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = globals()[name] = getattr(importlib.import_module(module, __name__), name)
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY) | set(_SUBMODULES))


def _import_all():
    for name in _LAZY:
        __getattr__(name)
"""


def _lazy_widget_modules(imports: str) -> str:
    """The widget package's imports, those of IPYWIDGETS_EAGER kept and the
    others turned into a name -> module table for __getattr__."""
    eager, lazy = [], {}
    for line in imports.splitlines():
        module, names = line.removeprefix("from ").split(" import ")
        if module in IPYWIDGETS_EAGER:
            eager.append(line + "\n")
        else:
            lazy.update(dict.fromkeys(names.split(", "), module))
    submodules = sorted({module.lstrip(".") for module in lazy.values()} | set(IPYWIDGETS_TRANSITIVE))
    return "".join(eager) + (IPYWIDGETS_LAZY_MODULES.replace("_LAZY = LAZY", f"_LAZY = {lazy!r}")
                             .replace("_SUBMODULES = SUBMODULES", f"_SUBMODULES = {tuple(submodules)!r}"))


IPYWIDGETS_STAR = "from .widgets import *\n"
IPYWIDGETS_LAZY_STAR = '''from .widgets import *
from .widgets import _LAZY as _LAZY_WIDGETS, _import_all as _import_all_widgets

# The site imports most widget modules on first use (tripeaks_site/build/patches.py).


def __getattr__(name):
    from . import widgets

    if name in _LAZY_WIDGETS or name in widgets._SUBMODULES:
        value = globals()[name] = getattr(widgets, name)
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    from . import widgets

    return sorted(set(globals()) | set(_LAZY_WIDGETS) | set(widgets._SUBMODULES))


def _with_all_widgets(handler):
    # A widget the front end creates is looked up in the registry, which holds
    # the classes imported so far: import them all first.
    def handle_comm_opened(comm, msg):
        _import_all_widgets()
        return handler(comm, msg)

    return handle_comm_opened
'''
IPYWIDGETS_TARGET = "    comm_manager.register_target('jupyter.widget', Widget.handle_comm_opened)\n"
IPYWIDGETS_ALL_TARGET = ("    comm_manager.register_target('jupyter.widget', "
                         "_with_all_widgets(Widget.handle_comm_opened))\n")
IPYWIDGETS_END = "\n_handle_ipython()\n"
IPYWIDGETS_ALL = '''
_handle_ipython()

# `from ipywidgets import *` gives what it gave before the widget modules were
# imported lazily.
__all__ = sorted({name for name in globals() if not name.startswith("_")} | set(_LAZY_WIDGETS)
                 | set(widgets._SUBMODULES))
'''

PATCHES = [
    Patch("ipython", "IPython/__init__.py", "from .terminal.embed import embed\n", LAZY_EMBED,
          "IPython.embed imported lazily: no prompt_toolkit at the kernel's start"),
    Patch("piplite", "piplite/piplite.py", PIPLITE_IMPORTS, LAZY_MICROPIP,
          "micropip imported only when something is to be installed"),
    Patch("piplite", "piplite/piplite.py", PIPLITE_INSTALL, SHORT_CIRCUIT,
          "an install that micropip would find satisfied returns at once"),
    Patch("ipywidgets", "ipywidgets/widgets/__init__.py", IPYWIDGETS_MODULES,
          _lazy_widget_modules(IPYWIDGETS_MODULES), "widget modules imported on first use"),
    Patch("ipywidgets", "ipywidgets/__init__.py", IPYWIDGETS_STAR, IPYWIDGETS_LAZY_STAR,
          "ipywidgets' own names for the lazy widget modules"),
    Patch("ipywidgets", "ipywidgets/__init__.py", IPYWIDGETS_TARGET, IPYWIDGETS_ALL_TARGET,
          "every widget class imported before the front end creates a widget"),
    Patch("ipywidgets", "ipywidgets/__init__.py", IPYWIDGETS_END, IPYWIDGETS_ALL,
          "`from ipywidgets import *` unchanged"),
]


class PatchError(RuntimeError):
    """A patch no longer applies to the wheel it is for."""


def _apply(text: str, patch: Patch, wheel: str) -> str:
    count = text.count(patch.old)
    if count != 1:
        raise PatchError(
            f"site patch for {patch.project} ({patch.why}): {wheel}:{patch.member} has the text "
            f"to replace {count} times, not once; look at tripeaks_site/build/patches.py again"
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
