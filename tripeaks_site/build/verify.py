"""Checks of the built site that main.py's ``verify`` runs: what the kernel loads
(the Pyodide lock, the site-packages archive, piplite's index) is in the site with the right
hash, and no file that tells the front end where to fetch things names an outside URL.

Each returns the problems it found (an empty list: none); ``verify`` fails the build on any.
"""

from __future__ import annotations

import hashlib
import json
import re
import tarfile
from pathlib import Path

from packaging.utils import canonicalize_name

from tripeaks_site.build import archive

URL = re.compile(r"\b(?:https?:)?//[\w.-]+\.[a-z]{2,}[^\s\"']*", re.I)
# $schema and $id in JSON schemas name documents, they are never fetched.
NOT_FETCHED = re.compile(r'"\$(?:schema|id)"\s*:\s*"[^"]*"')


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def package_problems(output: Path, preload: list[str], core: list[str], kernel_wheels: list[str]) -> list[str]:
    """The lock's and the index's files are in the site with their hashes; the archive holds
    every preloaded package (``preload``) and the project; ``core`` names Pyodide's own files."""
    problems = []
    pyodide = output / "static" / "pyodide"
    lock_path = pyodide / "pyodide-lock.json"
    if not lock_path.exists():
        problems.append("static/pyodide/pyodide-lock.json is missing")
    else:
        for name, entry in json.loads(lock_path.read_text())["packages"].items():
            wheel = (pyodide / entry["file_name"]).resolve()
            if not wheel.is_relative_to(output) or not wheel.exists():
                problems.append(f"lock names {entry['file_name']} for {name}, not in the site")
            elif sha256(wheel) != entry["sha256"]:
                problems.append(f"lock hash of {entry['file_name']} does not match the file")
    for name in [*core, archive.ARCHIVE]:
        if not (pyodide / name).exists():
            problems.append(f"static/pyodide/{name} is missing")
    preinstalled = {}
    if (pyodide / archive.ARCHIVE).exists():
        try:
            preinstalled = archive.archive_distributions(pyodide / archive.ARCHIVE)
        except (OSError, EOFError, tarfile.TarError, archive.ArchiveError) as error:
            problems.append(f"static/pyodide/{archive.ARCHIVE} cannot be read: {error}")
    for name in [*preload, "tripeaks_widget"]:
        if str(canonicalize_name(name)) not in preinstalled:
            problems.append(f"{name} is preloaded but not in {archive.ARCHIVE}")

    index_path = output / "pypi" / "all.json"
    index = json.loads(index_path.read_text()) if index_path.exists() else {}
    for name in [*kernel_wheels, "tripeaks_widget"]:
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
    # The notebooks' install cell is a no-op only if the archive has this build.
    for release, files in index.get("tripeaks-widget", {}).get("releases", {}).items():
        if files and preinstalled.get("tripeaks-widget") not in (None, release):
            problems.append(f"{archive.ARCHIVE} has tripeaks_widget "
                            f"{preinstalled['tripeaks-widget']}, pypi/ has {release}")
    return problems


def url_problems(output: Path, configs: list[Path]) -> list[str]:
    """Every file that tells the front end where to fetch things from names only the site."""
    problems = []
    paths = [*configs, output / "static" / "pyodide" / "pyodide-lock.json", output / "pypi" / "all.json",
             *output.glob("api/**/*.json")]
    for path in paths:
        if path.exists():
            text = NOT_FETCHED.sub("", path.read_text())
            for url in URL.findall(text):
                problems.append(f"{path.relative_to(output)} names an outside URL: {url}")
    return problems
