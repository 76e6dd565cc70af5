"""Build the self-contained JupyterLite site (default: into _output/) and check it.

    python -m tripeaks_site.build [--output DIR] [--contents DIR] [--project DIR]

The site must work with the network cut, so everything the browser loads is put
beside the app: the Pyodide core from npm, and one site-packages archive with the
pure-Python packages the kernel needs (from PyPI, since the npm package has
none), the kernel-side widget stack and this project, preinstalled. See
docs/site-build.md for why each step exists.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from importlib.metadata import version as installed_version
from pathlib import Path

from packaging.utils import canonicalize_name, parse_wheel_filename

from tripeaks_site.build import archive, labextension, language, patches, prune, verify as checks
from tripeaks_site.pages import app, favicon, landing
from tripeaks_site.server.precompress import precompress
from tripeaks_site.snapshot import memory as snapshot

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "jupyterlite_config.json"
# build/ is gitignored. Each build gets a fresh lite dir of its own (a stale doit
# cache once dropped disablePyPIFallback, and two builds may run at once);
# downloads and bytecode are cached.
BUILD = ROOT / "build"
CACHE = BUILD / "site-cache"
WHEEL_CACHE = CACHE / "wheels"
PYC_CACHE = CACHE / "pyc"
PATCH_CACHE = CACHE / "patched"
USED_CACHE: set[Path] = set()
# Compiles the site's Python to the browser's bytecode, with precompile.py beside it.
PRECOMPILE = Path(__file__).resolve().parent / "precompile.mjs"

# The archive's loader (snapshot/site-loader.mjs), which loads Pyodide itself.
PYODIDE_URL = f"./static/pyodide/{snapshot.LOADER}"  # restores the memory snapshot, else site-loader.mjs
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
KERNEL_PLUGIN = f"{KERNEL_EXTENSION}:kernel"

# The kernel boots with micropip and ipython; the widget stack adds traitlets
# and typing-extensions. Their dependencies are taken from the lock.
LOCK_ROOTS = ["micropip", "ipython", "traitlets", "typing-extensions"]

# Left out of the site on purpose, though the kernel's worker asks for them:
# jedi (with parso) cost every kernel start ~0.25 s of CPU to import and 1,400
# files to write, and IPython's own completer, which evaluates the names in
# the namespace, completes what a lesson needs (docs/site.md says what is
# lost). The worker is still told they are preloaded, or it would try to
# install them; the loader knows not to look for them (`leftOut`), and the
# site's sitecustomize turns IPython's jedi completer off.
LEFT_OUT = ["jedi"]

# Kernel-side halves of the widget stack, at the versions installed in the build
# environment so they match the front-end extensions that end up in the site.
KERNEL_WHEELS = ["anywidget", "ipywidgets", "comm", "psygnal", "jupyterlab_widgets"]

# What the kernel's worker is told is preloaded, so it installs none of them
# with micropip or piplite: the site-packages archive has them all (and the
# project, which each notebook's first cell then finds installed).
PRELOAD = [
    "micropip", "piplite", "pyodide-kernel", "ipykernel", "comm", "ipython", "jedi",
    "anywidget", "ipywidgets", "psygnal", "jupyterlab-widgets", "widgetsnbextension",
]

# What the kernel imports as it starts, for choosing what to compile ahead.
WARMUP = ["pyodide_kernel", "piplite.piplite", "micropip", "anywidget", "ipywidgets"]

# The parts of the npm package the browser loads; the rest (consoles, typings,
# source maps, the classic non-module loader) would only make the site bigger.
PYODIDE_CORE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]

PURE_WHEEL_FLAGS = [
    "--no-deps",
    "--only-binary=:all:",
    "--implementation", "py",
    "--abi", "none",
    "--platform", "any",
]


class SiteError(RuntimeError):
    """The site could not be built, or the built site is not self-contained."""


def log(message: str) -> None:
    print(f"[site] {message}", flush=True)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(cmd: list[str], **kwargs) -> None:
    log("$ " + " ".join(str(c) for c in cmd))
    subprocess.run(cmd, check=True, **kwargs)


def pinned_pyodide_version(root: Path) -> str:
    package_json = json.loads((root / "package.json").read_text())
    deps = {**package_json.get("dependencies", {}), **package_json.get("devDependencies", {})}
    if "pyodide" not in deps:
        raise SiteError("package.json does not pin pyodide")
    return deps["pyodide"]


def pyodide_package(root: Path) -> Path:
    """The npm pyodide package at the pinned version, installing node_modules if needed."""
    wanted = pinned_pyodide_version(root)
    package = root / "node_modules" / "pyodide"

    def present() -> str | None:
        meta = package / "package.json"
        return json.loads(meta.read_text())["version"] if meta.exists() else None

    if present() != wanted or not (labextension.BUILDER / "package.json").exists():
        run(["npm", "ci", "--no-audit", "--no-fund"], cwd=root)
    if present() != wanted:
        raise SiteError(f"node_modules/pyodide is {present()!r}, package.json pins {wanted!r}")

    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    # The kernel's worker is written against one Pyodide API; a mismatch shows up
    # only in the browser, so refuse it here.
    if wanted != PYODIDE_VERSION:
        raise SiteError(
            f"package.json pins pyodide {wanted}, jupyterlite-pyodide-kernel expects {PYODIDE_VERSION}"
        )
    return package


def lock_closure(packages: dict, roots: list[str]) -> list[str]:
    """Names of the lock's packages needed to import roots, dependencies included."""
    by_name = {canonicalize_name(name): name for name in packages}
    needed: list[str] = []
    todo = list(roots)
    while todo:
        name = by_name[canonicalize_name(todo.pop())]
        if name in needed:
            continue
        needed.append(name)
        todo.extend(packages[name]["depends"])
    return sorted(needed)


def cached_wheel(name: str, version: str) -> Path | None:
    for wheel in WHEEL_CACHE.glob("*.whl"):
        wheel_name, wheel_version, _, _ = parse_wheel_filename(wheel.name)
        if wheel_name == canonicalize_name(name) and str(wheel_version) == version:
            return wheel
    return None


def fetch_wheels(pins: dict[str, str], python_version: str) -> dict[str, Path]:
    """Pure-Python wheels for each name==version, downloaded once into the cache."""
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    missing = [f"{name}=={ver}" for name, ver in pins.items() if not cached_wheel(name, ver)]
    if missing:
        run(
            [sys.executable, "-m", "pip", "download", "-qq", "--disable-pip-version-check",
             *PURE_WHEEL_FLAGS, "--python-version", python_version, "-d", str(WHEEL_CACHE),
             *missing]
        )
    wheels = {}
    for name, ver in pins.items():
        wheel = cached_wheel(name, ver)
        if wheel is None:
            raise SiteError(f"no pure-Python wheel of {name}=={ver} could be downloaded")
        wheels[name] = wheel
    return wheels


def installed_labextension(name: str) -> Path:
    from jupyter_core.paths import jupyter_path

    for base in jupyter_path("labextensions"):
        if (Path(base) / name / "package.json").exists():
            return Path(base) / name
    raise SiteError(f"the JupyterLab extension {name} is not installed")


def project_wheel(project: Path, dest: Path) -> Path:
    """This project's wheel, which must carry the bundled front end and the solver's WebAssembly modules."""
    static = project / "tripeaks_widget" / "board" / "static"
    if (project / "tripeaks_widget" / "board" / "widget.py").exists() and not (static / "widget.js").exists():
        raise SiteError("tripeaks_widget/board/static/widget.js is missing: run `make js` first")
    solver = project / "tripeaks_widget" / "solver"
    wasm = ([solver / "_fastsearch.wasm", solver / "_fastpar.wasm", solver / "_anysearch.wasm"]
            if (solver / "_wasmsearch.c").exists() else [])
    if wasm:  # the solver's C code as WebAssembly, which the kernel runs (solver/_wasm.py)
        run([sys.executable, str(project / "scripts" / "build_wasm.py")])
    dest.mkdir(parents=True, exist_ok=True)
    run(  # a pure-Python wheel: no CPython extension (hatch_build.py); the .wasm is data
        [sys.executable, "-m", "pip", "wheel", "-qq", "--disable-pip-version-check",
         "--no-deps", "--no-build-isolation", "-w", str(dest), str(project)],
        env={**os.environ, "TRIPEAKS_PURE_PYTHON": "1"},
    )
    built = sorted(dest.glob("*.whl"))
    if len(built) != 1 or not built[0].name.endswith("-py3-none-any.whl"):
        raise SiteError(f"expected one pure-Python project wheel (py3-none-any), got {built}")
    with zipfile.ZipFile(built[0]) as zf:
        names = set(zf.namelist())
    for path in [*(p for p in (static.rglob("*") if static.exists() else []) if p.is_file()), *wasm]:
        if path.relative_to(project).as_posix() not in names:
            raise SiteError(f"{built[0].name} lacks {path.relative_to(project)}")
    return built[0]


def precompiled(package: Path, version: str, sources: list[Path], *, keep_source: bool,
                only_imported: bool = False, trim: bool = False, install: list[Path] = (),
                warmup: list[str] = ()) -> dict[Path, Path]:
    """Each zip in sources with its Python compiled to the browser's bytecode by
    precompile.mjs (see precompile.py for why and how).

    Cached by everything that goes in, so a build whose inputs did not change
    skips the Node run.
    """
    compiler = [PRECOMPILE.with_suffix(".py"), PRECOMPILE]
    key = hashlib.sha256(json.dumps([
        version, pinned_pyodide_version(ROOT), keep_source, only_imported, trim, sorted(warmup),
        sorted(sha256(p) for p in [*sources, *install, *compiler]),
    ]).encode()).hexdigest()[:16]
    folder = PYC_CACHE / version / key
    out = {src: folder / src.name for src in sources}
    USED_CACHE.add(folder)
    if all(dst.exists() for dst in [*out.values(), folder / "magic"]):
        return out
    # Two builds may run at once (make serve and make test): each writes its own.
    partial = folder.with_name(f"{folder.name}.{os.getpid()}.part")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    plan = {
        "install": [str(p) for p in install],
        "warmup": list(warmup),
        "jobs": [{"src": str(src), "dst": str(partial / src.name), "keep_source": keep_source,
                  "only_imported": only_imported, "trim": trim and src.suffix == ".whl"}
                 for src in sources],
    }
    (partial / "plan.json").write_text(json.dumps(plan, indent=1))
    log(f"compiling {len(sources)} archive(s) to Python {version} bytecode in Pyodide")
    run(["node", str(PRECOMPILE), str(package), str(partial / "plan.json")])
    try:
        partial.rename(folder)
    except OSError:  # the other build got there first, with the same content
        shutil.rmtree(partial)
    return out


def stdlib_imports(project: Path) -> list[str]:
    """Top-level stdlib modules the project imports, so the profile covers them."""
    names = set()
    for path in (project / "tripeaks_widget").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return sorted(names & sys.stdlib_module_names)


def check_bytecode(magics: set[str], archives: list[Path]) -> None:
    """Fail unless every .pyc in archives (zips, tars) carries the magic number
    of the Pyodide that compiled them (precompile.mjs records it): the worker's
    Python refuses a sourceless .pyc of another version and silently compiles
    the source again instead of a stale __pycache__ one."""
    if len(magics) != 1:
        raise SiteError(f"the site's bytecode was compiled by different Pythons (magic numbers {sorted(magics)})")
    magic = bytes.fromhex(next(iter(magics)))
    wrong = []
    for path in archives:
        if path.suffix == ".zip":
            with zipfile.ZipFile(path) as zf:
                heads = ((n, zf.open(n).read(4)) for n in zf.namelist() if n.endswith(".pyc"))
                wrong += [f"{path.name}:{n}" for n, head in heads if head != magic]
        else:
            with tarfile.open(path) as tar:
                for member in tar:
                    if member.name.endswith(".pyc") and tar.extractfile(member).read(4) != magic:
                        wrong.append(f"{path.name}:{member.name}")
    if wrong:
        raise SiteError(f"{len(wrong)} .pyc files are not Python bytecode of magic {magic.hex()} "
                        f"(the site's Pyodide), e.g. {wrong[:3]}")


def stage(project: Path, lite_dir: Path) -> None:
    """Lay out lite_dir: static/pyodide (core, site-packages archive, its loader,
    an empty lock) and pypi/ (piplite's index)."""
    package = pyodide_package(ROOT)
    lock = json.loads((package / "pyodide-lock.json").read_text())
    python = lock["info"]["python"]
    python_version = ".".join(python.split(".")[:2])

    needed = lock_closure(lock["packages"], LOCK_ROOTS)
    lock_wheels = fetch_wheels({n: lock["packages"][n]["version"] for n in needed}, python_version)
    stack = fetch_wheels({n: installed_version(n) for n in KERNEL_WHEELS}, python_version)
    kernel_own = sorted((installed_labextension(KERNEL_EXTENSION) / "static" / "pypi").glob("*.whl"))
    own = project_wheel(project, Path(tempfile.mkdtemp(dir=lite_dir)))
    # Upstream code the kernel's start pays for and never uses (patches.py).
    patched = patches.patched_wheels([*lock_wheels.values(), *stack.values(), *kernel_own], PATCH_CACHE)
    lock_wheels, stack = ({n: patched[w] for n, w in group.items()} for group in (lock_wheels, stack))
    kernel_own = [patched[w] for w in kernel_own]

    # Third-party code gets bytecode for what the kernel imports as it starts;
    # the project gets it for everything and keeps its source, so tracebacks and
    # `??` show the code being taught.
    stdlib = package / "python_stdlib.zip"
    third_party = [*lock_wheels.values(), *stack.values(), *kernel_own]
    compiled = precompiled(
        package, python_version, [stdlib, *third_party], keep_source=False,
        only_imported=True, trim=True, install=third_party, warmup=[*WARMUP, *stdlib_imports(project)],
    )
    compiled.update(precompiled(package, python_version, [own], keep_source=True))
    magics = {(compiled[w].parent / "magic").read_text().strip() for w in [stdlib, own]}
    shutil.rmtree(own.parent)
    # Each change to the project leaves an entry behind. An hour's grace leaves
    # those of a build running at the same time alone.
    for folder in (PYC_CACHE / python_version).iterdir():
        if folder not in USED_CACHE and folder.stat().st_mtime < time.time() - 3600:
            shutil.rmtree(folder, ignore_errors=True)

    pyodide_dir = lite_dir / "static" / "pyodide"
    pypi = lite_dir / "pypi"
    pyodide_dir.mkdir(parents=True)
    pypi.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(compiled.get(package / name, package / name), pyodide_dir / name)

    # Everything the kernel needs, and the project, installed into one archive.
    installed, site_left_out = archive.build_archive([compiled[w] for w in [*third_party, own]], pyodide_dir)
    # The stdlib zip without what no lesson uses (prune.py), its entries stored, with the site's sitecustomize.
    zipped = pyodide_dir / "python_stdlib.zip"
    pruned, stdlib_left_out = prune.prune_stdlib(zipped.read_bytes(), site_left_out)
    zipped.write_bytes(pruned)
    with zipfile.ZipFile(zipped, "a", zipfile.ZIP_STORED) as zf:
        zf.write(snapshot.SITECUSTOMIZE, "sitecustomize.py")
    log(f"left out: {len(stdlib_left_out)} stdlib modules, {len(site_left_out)} of site-packages (prune.py); "
        f"python_stdlib.zip {zipped.stat().st_size / 1e6:.1f} MB stored")
    check_bytecode(magics, [pyodide_dir / "python_stdlib.zip", pyodide_dir / archive.ARCHIVE])
    missing = {str(canonicalize_name(n)) for n in PRELOAD if n not in LEFT_OUT} - set(installed)
    if missing:
        raise SiteError(f"the site-packages archive lacks {sorted(missing)}")
    unwanted = {str(canonicalize_name(n)) for n in LEFT_OUT} & set(installed)
    if unwanted:
        raise SiteError(f"the site-packages archive has {sorted(unwanted)}, which LEFT_OUT leaves out")
    # piplite's index keeps the widget stack and the project, so the notebooks'
    # install cell (a no-op here) and `%pip install` of them still resolve.
    for wheel in [*stack.values(), own]:
        shutil.copy2(compiled[wheel], pypi / wheel.name)
    # Pyodide reads the lock as it starts. It lists nothing: everything is
    # installed already, and a package not in the site then fails with "not
    # found" rather than with a request for a file that does not exist.
    lock["packages"] = {}
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    log(f"pyodide {python}: {archive.ARCHIVE} installs {len(installed)} distributions "
        f"({(pyodide_dir / archive.ARCHIVE).stat().st_size / 1e6:.1f} MB); pypi/: "
        + ", ".join(w.name for w in sorted(pypi.glob("*.whl"))))


def write_lite_json(lite_dir: Path) -> None:
    settings = {
        "pyodideUrl": PYODIDE_URL,
        # Without this, a package missing from the site would be looked for online.
        "disablePyPIFallback": True,
        "loadPyodideOptions": {"packages": PRELOAD, "leftOut": LEFT_OUT},
    }
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "TriPeaks",
            "litePluginSettings": {KERNEL_PLUGIN: settings},
            # The site's plugin gives the interface the student's language instead.
            "disabledExtensions": [language.LITE_TRANSLATOR],
        },
    }
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=2))
    # Settings every page of the site starts with (a student may still change them).
    (lite_dir / "overrides.json").write_text(json.dumps(language.SETTINGS, indent=2))


PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


def stage_contents(contents: Path, lite_dir: Path) -> Path:
    """A copy of contents whose notebooks ask for the site's kernel. They are
    saved with CPython's "python3", which the site lacks: JupyterLab then
    either picks the Pyodide kernel by language or, when the kernel list is not
    loaded yet, stops at a "Select Kernel" dialog before any cell runs."""
    staged = lite_dir / "contents"
    shutil.copytree(contents, staged, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    for notebook in staged.rglob("*.ipynb"):
        data = json.loads(notebook.read_text())
        data.setdefault("metadata", {})["kernelspec"] = PYODIDE_KERNELSPEC
        notebook.write_text(json.dumps(data, indent=1, ensure_ascii=False))
    # The Play now notebooks, the pages lessons link to (glossary...), and the links to them.
    landing.stage(staged)
    app.stage(staged)  # fixed cell ids: the board's seat names its cell
    return staged


def lite_build(lite_dir: Path, output: Path, contents: Path | None, extensions: list[Path] = ()) -> None:
    cmd = [
        sys.executable, "-m", "jupyterlite_core", "build",
        "--config", str(CONFIG),
        "--lite-dir", str(lite_dir),
        "--output-dir", str(output),
        # Prebuilt extensions of the site's own, beside those of the environment.
        *(f"--FederatedExtensionAddon.extra_labextensions_path={p}" for p in extensions),
    ]
    if contents is not None:
        cmd += ["--contents", str(contents)]
    # doit keeps its task database in the working directory; left in the repo it
    # made a rebuild skip tasks and write a jupyter-lite.json without our settings.
    run(cmd, cwd=lite_dir)


def point_kernel_at_loader(output: Path) -> None:
    """Set pyodideUrl to the archive's loader in every jupyter-lite.json with
    kernel settings: the kernel's build step points it at static/pyodide's
    pyodide.mjs whenever that folder exists."""
    for config_path in output.rglob("jupyter-lite.json"):
        config = json.loads(config_path.read_text())
        settings = config.get("jupyter-config-data", {}).get("litePluginSettings", {}).get(KERNEL_PLUGIN)
        if settings is not None and settings.get("pyodideUrl") != PYODIDE_URL:
            settings["pyodideUrl"] = PYODIDE_URL
            config_path.write_text(json.dumps(config, indent=2))


def kernel_settings(output: Path) -> dict:
    """The Pyodide kernel's settings in the site's root jupyter-lite.json, as the lessons' worker gets them."""
    config = json.loads((output / "jupyter-lite.json").read_text())
    return config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]


def trim_output(output: Path) -> int:
    """Remove the older font formats of every font that also ships as woff2: each
    browser that runs Pyodide picks woff2 first and never asks for the others
    (the browser tests fail on any request the site cannot answer)."""
    freed = 0
    for woff2 in output.rglob("*.woff2"):
        for suffix in (".eot", ".ttf", ".svg", ".woff"):
            fallback = woff2.with_suffix(suffix)
            if fallback.exists():
                freed += fallback.stat().st_size
                fallback.unlink()
    return freed


# ---------------------------------------------------------------- verification

def verify(output: Path, notebooks: list[str], early_kernel: bool = True) -> None:
    """Fail unless the built site loads everything from itself (and, if
    early_kernel, has the plugin that starts the kernel early)."""
    problems = []
    configs = sorted(output.rglob("jupyter-lite.json"))
    if not configs:
        problems.append("no jupyter-lite.json in the output")
    root_settings = None
    for config in configs:
        data = json.loads(config.read_text())
        settings = data.get("jupyter-config-data", {}).get("litePluginSettings", {}).get(KERNEL_PLUGIN)
        if config.parent == output:
            root_settings = settings
        if settings is None:
            continue
        # An app-level file overrides the root one, so each must be right.
        if settings.get("pyodideUrl") != PYODIDE_URL:
            problems.append(f"{config}: pyodideUrl is {settings.get('pyodideUrl')!r}")
        if settings.get("disablePyPIFallback") is not True:
            problems.append(f"{config}: disablePyPIFallback is not true")
        for url in settings.get("pipliteUrls", []):
            if not url.startswith("./"):
                problems.append(f"{config}: piplite index {url!r} is not in the site")
    if root_settings is None:
        problems.append("the root jupyter-lite.json has no Pyodide kernel settings")
    if early_kernel:
        root_config = json.loads((output / "jupyter-lite.json").read_text()) if configs else {}
        listed = [e.get("name") for e in root_config.get("jupyter-config-data", {}).get("federated_extensions", [])]
        plugin = labextension.NAME
        if plugin not in listed or not (output / "extensions" / plugin / "package.json").exists():
            problems.append(f"the plugin {plugin} is not in the site")
    load_options = (root_settings or {}).get("loadPyodideOptions", {})
    preload = [n for n in load_options.get("packages", []) if n not in load_options.get("leftOut", [])]

    problems += checks.package_problems(output, preload, [*PYODIDE_CORE, archive.LOADER], KERNEL_WHEELS)
    problems += checks.url_problems(output, configs)

    have = set()
    for listed in (output / "api" / "contents").rglob("all.json"):
        have |= {c["path"] for c in json.loads(listed.read_text())["content"] or []}
    for notebook in notebooks:
        if notebook not in have:
            problems.append(f"notebook {notebook} is not in the site's contents")
        elif (output / "files" / notebook).exists():
            spec = json.loads((output / "files" / notebook).read_text())["metadata"].get("kernelspec", {})
            if spec.get("name") != PYODIDE_KERNELSPEC["name"]:
                problems.append(f"notebook {notebook} asks for kernel {spec.get('name')!r}")

    problems += language.problems(output)
    problems += snapshot.problems(output)
    if problems:
        raise SiteError("the built site is not self-contained:\n  " + "\n  ".join(problems))


def site_size(output: Path) -> int:
    return sum(p.stat().st_size for p in output.rglob("*") if p.is_file())


def build(output: Path, contents: Path | None, project: Path = ROOT, early_kernel: bool = True) -> Path:
    started = time.perf_counter()
    output = output.resolve()
    # Clean every time: an incremental build once kept a stale jupyter-lite.json.
    shutil.rmtree(output, ignore_errors=True)
    BUILD.mkdir(exist_ok=True)
    lite_dir = Path(tempfile.mkdtemp(prefix="lite-", dir=BUILD))
    try:
        stage(project, lite_dir)
        snapshot.make(lite_dir / "static" / "pyodide", log)  # Python started and imported, at build time
        extensions = [labextension.build(lite_dir, log)] if early_kernel else []
        write_lite_json(lite_dir)
        staged = stage_contents(contents, lite_dir) if contents is not None else None
        lite_build(lite_dir, output, staged, extensions)
    finally:
        shutil.rmtree(lite_dir, ignore_errors=True)
    point_kernel_at_loader(output)
    language.finish(output, log)
    log(f"removed {trim_output(output) / 1e6:.1f} MB of fallback fonts")
    favicon.write(output / "favicon.ico")  # browsers ask for it on every load
    if contents is not None:
        app.write(output, kernel_settings(output), log)  # Play now: the board alone, no JupyterLab
    notebooks = sorted(p.relative_to(contents).as_posix() for p in contents.rglob("*.ipynb")) if contents else []
    verify(output, notebooks, early_kernel)
    if contents is not None:  # the start page and the printable handouts
        from tripeaks_site.pages import handouts

        handouts.write(output, contents)
    log(f"precompressed: {precompress(output)}")  # the last step: .br/.gz siblings for the class server and nginx
    log(
        f"built {output} in {time.perf_counter() - started:.1f} s, "
        f"{site_size(output) / 1e6:.1f} MB, notebooks: {', '.join(notebooks) or 'none'}"
    )
    return output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tripeaks_site.build", description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=ROOT / "_output")
    parser.add_argument("--contents", type=Path, default=ROOT / "notebooks",
                        help="folder whose notebooks the site shows")
    parser.add_argument("--project", type=Path, default=ROOT,
                        help="the project whose wheel the notebooks install")
    parser.add_argument("--no-early-kernel", dest="early_kernel", action="store_false",
                        help="leave out the plugin that starts the kernel early (for measuring it)")
    args = parser.parse_args(argv)
    contents = args.contents.resolve() if args.contents.exists() else None
    try:
        build(args.output, contents, args.project.resolve(), args.early_kernel)
    except (SiteError, labextension.LabextensionError, patches.PatchError, snapshot.SnapshotError,
            subprocess.CalledProcessError) as error:
        print(f"[site] FAILED: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
