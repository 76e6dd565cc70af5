"""Build the self-contained JupyterLite site (default: into _output/) and check it.

    python scripts/build_site.py [--output DIR] [--contents DIR] [--project DIR]

The site must work with the network cut, so everything the browser loads is put
beside the app: the Pyodide core from npm, the pure-Python wheels its lock file
names (from PyPI, since the npm package has none), the kernel-side widget wheels
and this project's own wheel. See docs/site.md for why each step exists.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from importlib.metadata import version as installed_version
from pathlib import Path

from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "jupyterlite_config.json"
# build/ is gitignored; the lite dir is rebuilt from scratch every time (a stale
# doit cache once dropped disablePyPIFallback), the wheel cache is kept.
LITE_DIR = ROOT / "build" / "lite"
WHEEL_CACHE = ROOT / "build" / "site-cache" / "wheels"

PYODIDE_URL = "./static/pyodide/pyodide.mjs"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"

# The kernel boots with micropip, ipython and jedi; the widget stack adds
# traitlets and typing-extensions. Their dependencies are taken from the lock.
LOCK_ROOTS = ["micropip", "ipython", "jedi", "traitlets", "typing-extensions"]

# Kernel-side halves of the widget stack, at the versions installed in the build
# environment so they match the front-end extensions that end up in the site.
KERNEL_WHEELS = ["anywidget", "ipywidgets", "comm", "psygnal", "jupyterlab_widgets"]

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

    if present() != wanted:
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


def put_pyodide(package: Path, lite_dir: Path) -> str:
    """Copy the Pyodide core into lite_dir/static/pyodide with a lock that names only
    the wheels put beside it, each with the hash of the file actually there."""
    target = lite_dir / "static" / "pyodide"
    target.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(package / name, target / name)

    lock = json.loads((package / "pyodide-lock.json").read_text())
    python_version = ".".join(lock["info"]["python"].split(".")[:2])
    needed = lock_closure(lock["packages"], LOCK_ROOTS)
    wheels = fetch_wheels({name: lock["packages"][name]["version"] for name in needed}, python_version)

    packages = {}
    for name in needed:
        wheel = wheels[name]
        shutil.copy2(wheel, target / wheel.name)
        # PyPI's wheels are not Pyodide's rebuilt ones, and Pyodide checks the hash.
        packages[name] = {
            **lock["packages"][name],
            "file_name": wheel.name,
            "sha256": sha256(wheel),
            "unvendored_tests": False,
        }
    # Only what is here: a package missing from the site should fail to install
    # with "not found" rather than with a request for a file that does not exist.
    lock["packages"] = packages
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    log(f"pyodide {lock['info']['python']} core + {len(needed)} wheels from its lock")
    return python_version


def project_wheel(project: Path, dest: Path) -> Path:
    """This project's wheel, which must carry the bundled front end."""
    static = project / "tripeaks_widget" / "static"
    if (project / "tripeaks_widget" / "widget.py").exists() and not (static / "widget.js").exists():
        raise SiteError("tripeaks_widget/static/widget.js is missing: run `make js` first")
    before = set(dest.glob("*.whl"))
    run(
        [sys.executable, "-m", "pip", "wheel", "-qq", "--disable-pip-version-check",
         "--no-deps", "--no-build-isolation", "-w", str(dest), str(project)]
    )
    built = sorted(set(dest.glob("*.whl")) - before)
    if len(built) != 1:
        raise SiteError(f"expected one project wheel, got {built}")
    with zipfile.ZipFile(built[0]) as zf:
        names = set(zf.namelist())
    for path in static.rglob("*") if static.exists() else []:
        if path.is_file() and path.relative_to(project).as_posix() not in names:
            raise SiteError(f"{built[0].name} lacks {path.relative_to(project)}")
    return built[0]


def put_pypi(project: Path, lite_dir: Path, python_version: str) -> list[Path]:
    """The wheels piplite installs from in the browser (lite_dir/pypi)."""
    pypi = lite_dir / "pypi"
    pypi.mkdir(parents=True)
    pins = {name: installed_version(name) for name in KERNEL_WHEELS}
    for wheel in fetch_wheels(pins, python_version).values():
        shutil.copy2(wheel, pypi / wheel.name)
    project_wheel(project, pypi)
    wheels = sorted(pypi.glob("*.whl"))
    log("pypi: " + ", ".join(w.name for w in wheels))
    return wheels


def write_lite_json(lite_dir: Path) -> None:
    settings = {
        "pyodideUrl": PYODIDE_URL,
        # Without this, a package missing from the site would be looked for online.
        "disablePyPIFallback": True,
    }
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "TriPeaks",
            "litePluginSettings": {KERNEL_PLUGIN: settings},
        },
    }
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=2))


def lite_build(output: Path, contents: Path | None) -> None:
    cmd = [
        sys.executable, "-m", "jupyterlite_core", "build",
        "--config", str(CONFIG),
        "--lite-dir", str(LITE_DIR),
        "--output-dir", str(output),
    ]
    if contents is not None:
        cmd += ["--contents", str(contents)]
    run(cmd, cwd=ROOT)


# ---------------------------------------------------------------- verification

URL = re.compile(r"\b(?:https?:)?//[\w.-]+\.[a-z]{2,}[^\s\"']*", re.I)
# $schema and $id in JSON schemas name documents, they are never fetched.
NOT_FETCHED = re.compile(r'"\$(?:schema|id)"\s*:\s*"[^"]*"')


def verify(output: Path, notebooks: list[str]) -> None:
    """Fail unless the built site loads everything from itself."""
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

    pyodide = output / "static" / "pyodide"
    lock_path = pyodide / "pyodide-lock.json"
    if not lock_path.exists():
        problems.append("static/pyodide/pyodide-lock.json is missing")
    else:
        for name, entry in json.loads(lock_path.read_text())["packages"].items():
            wheel = pyodide / entry["file_name"]
            if not wheel.exists():
                problems.append(f"lock names {entry['file_name']} for {name}, not in the site")
            elif sha256(wheel) != entry["sha256"]:
                problems.append(f"lock hash of {entry['file_name']} does not match the file")
    for name in PYODIDE_CORE:
        if not (pyodide / name).exists():
            problems.append(f"static/pyodide/{name} is missing")

    index_path = output / "pypi" / "all.json"
    index = json.loads(index_path.read_text()) if index_path.exists() else {}
    for name in [*KERNEL_WHEELS, "tripeaks_widget"]:
        if str(canonicalize_name(name)) not in index:
            problems.append(f"pypi/all.json does not list {name}")
    for name, project in index.items():
        for files in project["releases"].values():
            for entry in files:
                wheel = output / "pypi" / entry["url"]
                if not entry["url"].startswith("./") or not wheel.exists():
                    problems.append(f"pypi/all.json: {name} points at {entry['url']}")
                elif sha256(wheel) != entry["digests"]["sha256"]:
                    problems.append(f"pypi/all.json: hash of {entry['url']} does not match")

    # Every file that tells the front end where to fetch things from.
    for path in [*configs, lock_path, index_path, *output.glob("api/**/*.json")]:
        if path.exists():
            text = NOT_FETCHED.sub("", path.read_text())
            for url in URL.findall(text):
                problems.append(f"{path.relative_to(output)} names an outside URL: {url}")

    listed = output / "api" / "contents" / "all.json"
    have = {c["name"] for c in json.loads(listed.read_text())["content"]} if listed.exists() else set()
    for notebook in notebooks:
        if notebook not in have:
            problems.append(f"notebook {notebook} is not in the site's contents")

    if problems:
        raise SiteError("the built site is not self-contained:\n  " + "\n  ".join(problems))


def site_size(output: Path) -> int:
    return sum(p.stat().st_size for p in output.rglob("*") if p.is_file())


def build(output: Path, contents: Path | None, project: Path = ROOT) -> Path:
    started = time.perf_counter()
    output = output.resolve()
    # Clean every time: an incremental build once kept a stale jupyter-lite.json.
    for stale in (LITE_DIR, output):
        shutil.rmtree(stale, ignore_errors=True)
    LITE_DIR.mkdir(parents=True)

    python_version = put_pyodide(pyodide_package(ROOT), LITE_DIR)
    put_pypi(project, LITE_DIR, python_version)
    write_lite_json(LITE_DIR)
    lite_build(output, contents)
    notebooks = sorted(p.name for p in contents.glob("*.ipynb")) if contents else []
    verify(output, notebooks)
    log(
        f"built {output} in {time.perf_counter() - started:.1f} s, "
        f"{site_size(output) / 1e6:.1f} MB, notebooks: {', '.join(notebooks) or 'none'}"
    )
    return output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=ROOT / "_output")
    parser.add_argument("--contents", type=Path, default=ROOT / "notebooks",
                        help="folder whose notebooks the site shows")
    parser.add_argument("--project", type=Path, default=ROOT,
                        help="the project whose wheel the notebooks install")
    args = parser.parse_args(argv)
    contents = args.contents.resolve() if args.contents.exists() else None
    try:
        build(args.output, contents, args.project.resolve())
    except (SiteError, subprocess.CalledProcessError) as error:
        print(f"[site] FAILED: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
