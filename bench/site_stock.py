"""Stock JupyterLite, for comparison: jupyterlite-core and jupyterlite-pyodide-kernel as installed from
PyPI, with the same Pyodide, none of the site's patches, loader, archive, bytecode, snapshot or plugin.

    .venv/bin/python bench/site_stock.py DEST      # builds it into DEST (bench/site_start.py does this itself)

The only changes a stock site needs to run with the network cut, each the documented way:
- ``static/pyodide`` holds the npm package's Pyodide files as they are, and a lock listing only the
  packages the kernel installs (micropip, ipython, jedi and their dependencies), each wheel beside it
  as PyPI has it (pip download of the lock's version, its hash written into the lock);
- ``comm`` (which the kernel installs and the lock lacks) goes into piplite's index with ``--piplite-wheels``;
- ``jupyter-lite.json`` sets ``disablePyPIFallback`` (the default would ask PyPI).
The notebook is one cell, ``print(1)``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tripeaks_site.build import main as build_site  # noqa: E402  (its wheel download and lock helpers)

NOTEBOOK = "print1.ipynb"
KERNEL_NEEDS = ["micropip", "ipython", "jedi"]


def build_stock(dest: Path) -> Path:
    """A stock JupyterLite site in dest (deleted first); returns dest."""
    package = build_site.pyodide_package(REPO)
    lock = json.loads((package / "pyodide-lock.json").read_text())
    python_version = ".".join(lock["info"]["python"].split(".")[:2])
    names = build_site.lock_closure(lock["packages"], KERNEL_NEEDS)
    wheels = build_site.fetch_wheels({n: lock["packages"][n]["version"] for n in names}, python_version)
    comm = build_site.fetch_wheels({"comm": build_site.installed_version("comm")}, python_version)["comm"]
    shutil.rmtree(dest, ignore_errors=True)
    with tempfile.TemporaryDirectory(prefix="stock-lite-") as tmp:
        lite = Path(tmp)
        pyodide = lite / "static" / "pyodide"
        pyodide.mkdir(parents=True)
        for name in build_site.PYODIDE_CORE:
            shutil.copy2(package / name, pyodide / name)
        packages = {}
        for name in names:
            entry = dict(lock["packages"][name])
            shutil.copy2(wheels[name], pyodide / wheels[name].name)
            entry.update(file_name=wheels[name].name, sha256=build_site.sha256(wheels[name]))
            packages[name] = entry
        (pyodide / "pyodide-lock.json").write_text(json.dumps({**lock, "packages": packages}))
        (lite / "jupyter-lite.json").write_text(json.dumps({
            "jupyter-lite-schema-version": 0,
            "jupyter-config-data": {"litePluginSettings": {build_site.KERNEL_PLUGIN: {"disablePyPIFallback": True}}},
        }))
        contents = lite / "contents"
        contents.mkdir()
        (contents / NOTEBOOK).write_text(json.dumps({
            "cells": [{"cell_type": "code", "id": "print-1", "metadata": {}, "execution_count": None,
                       "outputs": [], "source": "print(1)"}],
            "metadata": {"kernelspec": build_site.PYODIDE_KERNELSPEC}, "nbformat": 4, "nbformat_minor": 5}))
        subprocess.run([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite),
                        "--output-dir", str(dest), "--contents", str(contents),
                        "--piplite-wheels", str(comm)], cwd=lite, check=True, capture_output=True)
    return dest


if __name__ == "__main__":
    print(build_stock(Path(sys.argv[1]).resolve()))
