"""A real JupyterLab for the browser tests and the latency benchmark.

The server runs from this checkout's Python on 127.0.0.1 with a random token,
in a temporary folder, with its own settings, workspaces and runtime folders so
nothing of the user's JupyterLab leaks in or is changed.
"""

from __future__ import annotations

import json
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import nbformat

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
STARTUP_SECONDS = 90


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Lab:
    url: str
    token: str
    root: Path
    process: subprocess.Popen
    log_path: Path

    def notebook_url(self, name: str) -> str:
        # reset: open this notebook alone, not the tabs a previous page left open.
        return f"{self.url}/lab/tree/{name}?reset&token={self.token}"

    def write_notebook(self, name: str, *sources: str) -> str:
        """A notebook of code cells in the server's folder; returns its name."""
        nb = nbformat.v4.new_notebook()
        nb.cells = [nbformat.v4.new_code_cell(src) for src in sources]
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, self.root / name)
        return name

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def start_lab(workdir: Path, settings_overrides: dict[str, dict] | None = None) -> Lab:
    """Start JupyterLab in ``workdir`` and wait until it answers.

    ``settings_overrides`` maps a settings plugin id (e.g.
    ``"@jupyterlab/apputils-extension:kernels-settings"``) to user settings for it.
    """
    root = workdir / "notebooks"
    root.mkdir(parents=True, exist_ok=True)
    settings = workdir / "settings"
    # No news or update checks: they would only pop up notifications over the board.
    notification = settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    notification.parent.mkdir(parents=True, exist_ok=True)
    notification.write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    # Start the notebook's kernel without asking: the "Select Kernel" dialog
    # otherwise appears now and then (when other sessions are open).
    tracker = settings / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings"
    tracker.parent.mkdir(parents=True, exist_ok=True)
    tracker.write_text(json.dumps({"autoStartDefaultKernel": True}))
    for plugin, values in (settings_overrides or {}).items():
        package, _, name = plugin.partition(":")
        path = settings.joinpath(*package.split("/"), f"{name}.jupyterlab-settings")
        path.parent.mkdir(parents=True, exist_ok=True)
        merged = json.loads(path.read_text()) if path.exists() else {}
        path.write_text(json.dumps({**merged, **values}))
    token = secrets.token_hex(16)
    port = free_port()
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(workdir / "config"),
        JUPYTER_RUNTIME_DIR=str(workdir / "runtime"),
        IPYTHONDIR=str(workdir / "ipython"),
        # The kernel imports this checkout, whether or not it is installed.
        PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")])),
    )
    log_path = workdir / "jupyterlab.log"
    log_file = open(log_path, "wb")  # noqa: SIM115 - the server writes it until stop()
    process = subprocess.Popen(
        [
            sys.executable, "-m", "jupyter", "lab",
            "--no-browser",
            # CI runs as root.
            "--allow-root",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={root}",
            f"--LabApp.user_settings_dir={settings}",
            f"--LabApp.workspaces_dir={workdir / 'workspaces'}",
            "--LabApp.news_url=",
        ],
        stdout=log_file,
        stderr=subprocess.STDOUT,
        env=env,
        cwd=root,
    )
    log_file.close()
    lab = Lab(f"http://127.0.0.1:{port}", token, root, process, log_path)
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"JupyterLab exited with {process.returncode}:\n{lab.log()[-3000:]}")
        try:
            with urllib.request.urlopen(f"{lab.url}/api/status?token={token}", timeout=2) as answer:
                if answer.status == 200:
                    return lab
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.3)
    lab.stop()
    raise RuntimeError(f"JupyterLab did not answer within {STARTUP_SECONDS}s:\n{lab.log()[-3000:]}")


# The board's root element once the widget has drawn its first snapshot.
BOARD = ".tp-root[data-version]"


def open_board(page, lab: Lab, name: str, timeout_ms: int = 90_000):
    """Open notebook ``name``, run all its cells and wait for the board; returns its root locator."""
    page.goto(lab.notebook_url(name))
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=timeout_ms)
    # Wait for the kernel before running, so no cell is queued behind its start.
    idle = page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")
    ask = page.locator(".jp-Dialog .jp-mod-accept")
    idle.or_(ask).first.wait_for(timeout=timeout_ms)
    if ask.count():
        ask.click()  # the dialog's default is the notebook's own kernel
    idle.wait_for(timeout=timeout_ms)
    cells = page.locator(".jp-Notebook .jp-CodeCell")
    try:
        for index in range(cells.count()):
            run_cell(page, cells.nth(index), timeout_ms)
    except Exception:
        dialogs = page.locator(".jp-Dialog").all_inner_texts()
        raise AssertionError(f"could not run {name}; JupyterLab dialogs: {dialogs}") from None
    board = page.locator(BOARD).first
    try:
        board.wait_for(timeout=timeout_ms)
    except Exception:
        # Keep what the page showed and what the server said: a blank board has many causes.
        os.makedirs(ARTIFACTS, exist_ok=True)
        page.screenshot(path=os.path.join(ARTIFACTS, f"failed-{name}.png"))
        raise AssertionError(f"the board of {name} never appeared; server log:\n{lab.log()[-3000:]}") from None
    return board


def run_cell(page, cell, timeout_ms: int = 30_000) -> None:
    """Run one cell in place and wait for its execution count.

    Just after the kernel reports idle, JupyterLab can still drop an execute
    request while the session settles: then the prompt stays blank, and the
    cell is run again.
    """
    prompt = cell.locator(".jp-InputPrompt")
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        prompt.click()
        page.keyboard.press("Control+Enter")
        try:
            page.wait_for_function(
                "p => /\\[\\d+\\]/.test(p.textContent)", arg=prompt.element_handle(), timeout=5_000
            )
            return
        except Exception:
            if time.monotonic() > deadline or "*" in prompt.inner_text():
                raise


def run_code(page, code: str, timeout_ms: int = 30_000) -> str:
    """Add a cell at the end of the open notebook, run it and return its text output."""
    cells = page.locator(".jp-Notebook .jp-Cell")
    count = cells.count()
    # Select the last cell (by its prompt, not the board), then add one below it.
    cells.nth(count - 1).locator(".jp-InputPrompt").click()
    page.locator(".jp-NotebookPanel-toolbar [data-command='notebook:insert-cell-below']").click()
    cell = cells.nth(count)
    cell.locator(".cm-content").click()
    page.keyboard.type(code)
    page.keyboard.press("Escape")
    run_cell(page, cell, timeout_ms)
    return cell.locator(".jp-OutputArea").inner_text()


def shut_down_kernels(lab: Lab) -> None:
    """End every session of the server, so kernels do not pile up between tests."""
    def call(method: str, path: str):
        request = urllib.request.Request(f"{lab.url}{path}?token={lab.token}", method=method)
        with urllib.request.urlopen(request, timeout=10) as answer:
            return json.loads(answer.read() or b"null")

    for session in call("GET", "/api/sessions") or []:
        call("DELETE", f"/api/sessions/{session['id']}")
