"""The site's own JupyterLab plugin (labextension/), built for the site's build (main.py).

`labextension/` is a prebuilt ("federated") JupyterLab extension that starts
the kernel of the notebook named by ?path= as soon as the app has started (see
kernel.js; index.js lists its plugins). It is built here with @jupyterlab/builder from npm against the
JupyterLite app's own `lab/package.json` (the shared package versions the
extension will meet in the site), and put in the lite dir's `labextensions/`,
from where `jupyter lite build` copies it into the site and lists it in
jupyter-lite.json (passed as an extra labextensions path: the lite dir's own
`extensions/` is copied too late to be listed). It is never installed into the
Python environment.

Results are cached in build/site-cache/labextension by the content of
everything that goes in, so a build whose inputs did not change skips webpack.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "labextension"
BUILDER = ROOT / "node_modules" / "@jupyterlab" / "builder"
CACHE = ROOT / "build" / "site-cache" / "labextension"
NAME = json.loads((SOURCE / "package.json").read_text())["name"]


class LabextensionError(RuntimeError):
    """The plugin could not be built."""


def _app_package_json() -> bytes:
    """The JupyterLite lab app's package.json, from jupyterlite-core's app archive."""
    from jupyterlite_core.constants import ALL_APP_ARCHIVES

    if len(ALL_APP_ARCHIVES) != 1:
        raise LabextensionError(f"expected one JupyterLite app archive, found {ALL_APP_ARCHIVES}")
    with tarfile.open(ALL_APP_ARCHIVES[0]) as tar:
        return tar.extractfile("package/lab/package.json").read()


def _inputs() -> dict[str, bytes]:
    sources = {p.name: p.read_bytes() for p in sorted(SOURCE.iterdir()) if p.is_file()}
    builder_json = BUILDER / "package.json"
    if not builder_json.exists():
        raise LabextensionError("node_modules/@jupyterlab/builder is missing: run `npm ci`")
    return {**sources, "@builder": builder_json.read_bytes(), "@core": _app_package_json()}


def build(lite_dir: Path, log=print) -> Path:
    """Build the plugin (or take it from the cache) into lite_dir/labextensions/;
    return that folder, for FederatedExtensionAddon.extra_labextensions_path."""
    inputs = _inputs()
    name = json.loads(inputs["package.json"])["name"]
    key = hashlib.sha256(json.dumps(
        {k: hashlib.sha256(v).hexdigest() for k, v in sorted(inputs.items())}
    ).encode()).hexdigest()[:16]
    built = CACHE / key / name
    if not (built / "package.json").exists():
        # Two builds may run at once: each builds its own, the first to finish wins.
        partial = CACHE / f"{key}.{os.getpid()}.part"
        shutil.rmtree(partial, ignore_errors=True)
        source = partial / "source"
        source.mkdir(parents=True)
        (partial / "core").mkdir()
        (partial / "core" / "package.json").write_bytes(inputs["@core"])
        package = json.loads(inputs["package.json"])
        package["jupyterlab"]["outputDir"] = f"../out/{name}"  # joined to the source folder
        for file_name, data in inputs.items():
            if not file_name.startswith("@"):
                (source / file_name).write_bytes(data)
        (source / "package.json").write_text(json.dumps(package, indent=2))
        log(f"building the JupyterLab plugin {name} with @jupyterlab/builder")
        # webpack resolves its loaders from the source's folder up: the copy
        # lives under build/, inside the repository, so node_modules is found.
        result = subprocess.run(
            ["node", str(BUILDER / "lib" / "build-labextension.js"),
             "--core-path", str(partial / "core"), str(source)],
            cwd=ROOT, capture_output=True, text=True,
        )
        if result.returncode != 0 or not (partial / "out" / name / "package.json").exists():
            raise LabextensionError(f"building {name} failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
        try:
            (partial / "out").rename(CACHE / key)
        except OSError:  # the other build got there first, with the same content
            pass
        shutil.rmtree(partial, ignore_errors=True)
    shutil.copytree(built, lite_dir / "labextensions" / name)
    return lite_dir / "labextensions"
