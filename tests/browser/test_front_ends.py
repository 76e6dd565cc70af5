"""The answer box (and the board) in every front end the issue names, driven through headless Chromium.

One Jupyter server (the ``lab`` fixture, tests/browser/conftest.py) serves
JupyterLab, Notebook 7 (``/notebooks/``) and Voilà (``/voila/render/``): the
``notebook`` and ``voila`` packages are extensions of the same server. marimo
runs its own server (``marimo run``), and the nbconvert export is a file opened
with every request outside it refused (no network: what a student's copy
shows offline).

In each live front end a student types a wrong answer and presses Enter, sees
what was read ("you wrote …"), then types the right one and clicks Check; the
feedback is Python's, computed here with the same checker (never typed in).
The board renders and takes one click where the box is tried outside JupyterLab
(test_board.py drives it in JupyterLab). Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import chromium
import labserver
import nbformat
import pytest
from typed import right_text, wrong_text

from tripeaks_widget.engine.i18n import t
from tripeaks_widget.lessons import check, question

try:
    from playwright.sync_api import expect
except ImportError:  # the `lab` fixture skips (or, in CI, fails) with the reason
    expect = None

EXERCISE = "1.2"
BOX = ".tp-answer"
BOARD = labserver.BOARD
CODE = "TP1-E-AAAAAAB"


def box_cell(lang: str) -> str:
    return f'from tripeaks_widget.lessons import ask\nask("{EXERCISE}", "{lang}")'


BOARD_CELL = f'from tripeaks_widget import TriPeaksWidget\nTriPeaksWidget(code="{CODE}")'


def shot(page, name: str) -> None:
    os.makedirs(chromium.ARTIFACTS, exist_ok=True)
    page.screenshot(path=os.path.join(chromium.ARTIFACTS, f"front-end-{name}.png"), full_page=True)


def answer_wrong_then_right(root, lang: str) -> None:
    """Type a wrong answer and press Enter, then the right one and click Check; Python's feedback each time."""
    field, feedback = root.locator(".tp-answer-field"), root.locator(".tp-answer-feedback")
    wrong, right = wrong_text(EXERCISE, lang), right_text(EXERCISE, lang)
    expect(root.locator(".tp-answer-q")).to_have_text(question(EXERCISE, lang))
    field.click()
    field.press_sequentially(wrong)
    field.press("Enter")
    expect(feedback).to_have_text(f"✘ {check(EXERCISE, wrong, lang).text}")
    expect(feedback).to_have_attribute("data-verdict", "false")
    field.fill(right)
    root.locator(".tp-answer-check").click()
    expect(feedback).to_have_text(f"✔ {check(EXERCISE, right, lang).text}")
    expect(feedback).to_have_attribute("data-verdict", "true")
    expect(root.locator(".tp-answer-tries")).to_contain_text(wrong)


def click_the_board(root) -> None:
    """One move on the board: the king of clubs goes on the waste's ace (Easy links K and A)."""
    expect(root.locator(".tp-moves")).to_have_text("0")
    root.locator('.tp-card[data-slot][aria-label="king of clubs"]').click()
    expect(root.locator(".tp-moves")).to_have_text("1")
    expect(root.locator(".tp-waste[data-depth='0']")).to_have_attribute("aria-label", "Waste: king of clubs")


def run_notebook(page, url: str, timeout_ms: int = 90_000) -> None:
    """Open a notebook page (JupyterLab or Notebook 7), wait for its kernel, run its cells in order."""
    page.goto(url)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=timeout_ms)
    idle = page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")
    ask = page.locator(".jp-Dialog .jp-mod-accept")
    idle.or_(ask).first.wait_for(timeout=timeout_ms)
    if ask.count():
        ask.click()
    idle.wait_for(timeout=timeout_ms)
    cells = page.locator(".jp-Notebook .jp-CodeCell")
    for index in range(cells.count()):
        labserver.run_cell(page, cells.nth(index), timeout_ms)


@pytest.fixture
def page(lab, browser):
    context = browser.new_context(viewport={"width": 1100, "height": 1000})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    try:
        stderr = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
        assert stderr.count() == 0, stderr.all_inner_texts()
        assert [e for e in errors if "tripeaks" in e or "tp-" in e] == [], errors
    finally:
        context.close()
        labserver.shut_down_kernels(lab)


def test_the_box_in_jupyterlab_announces_each_feedback_once(lab, page):
    name = lab.write_notebook("box-lab.ipynb", box_cell("en"))
    run_notebook(page, lab.notebook_url(name))
    root = page.locator(BOX).first
    root.wait_for(timeout=90_000)
    feedback = root.locator(".tp-answer-feedback")
    # The field is labelled with the exercise's number; the feedback is a polite live region.
    expect(root.get_by_label(t("box_label", "en", name=EXERCISE))).to_be_visible()
    expect(feedback).to_have_attribute("role", "status")
    expect(feedback).to_have_attribute("aria-live", "polite")
    answer_wrong_then_right(root, "en")
    # The export's picture is in the notebook, hidden beside the live box.
    expect(page.locator(".tp-answer-static")).to_have_count(1)
    expect(page.locator(".tp-answer-static")).to_be_hidden()
    shot(page, "jupyterlab")
    # Saved, then a reload while the kernel lives: the box is drawn again from the kernel's tries,
    # the last one in the field (an unsaved notebook comes back without its outputs).
    page.locator(".jp-Notebook .jp-InputPrompt").first.click()
    page.keyboard.press("Control+s")
    expect(page.locator(".jp-mod-dirty")).to_have_count(0)
    page.reload()
    root = page.locator(BOX).first
    root.wait_for(timeout=90_000)
    right = right_text(EXERCISE, "en")
    expect(root.locator(".tp-answer-field")).to_have_value(right)
    expect(root.locator(".tp-answer-feedback")).to_have_text(f"✔ {check(EXERCISE, right, 'en').text}")
    expect(root.locator(".tp-answer-tries")).to_contain_text(wrong_text(EXERCISE, "en"))


def test_the_box_and_the_board_in_notebook_7(lab, page):
    name = lab.write_notebook("box-nb7.ipynb", box_cell("tr"), BOARD_CELL)
    run_notebook(page, f"{lab.url}/notebooks/{name}?token={lab.token}")
    page.locator(BOX).first.wait_for(timeout=90_000)
    expect(page.locator("#main-panel, .jp-NotebookPanel").first).to_be_visible()
    assert "/lab" not in page.url  # Notebook 7's own page, not JupyterLab's
    answer_wrong_then_right(page.locator(BOX).first, "tr")
    click_the_board(page.locator(BOARD).first)
    expect(page.locator(".tp-answer-static")).to_be_hidden()
    shot(page, "notebook7")


def test_the_box_and_the_board_in_voila_and_a_reload_keeps_the_answers(lab, page):
    name = lab.write_notebook("box-voila.ipynb", box_cell("nb"), BOARD_CELL)
    url = f"{lab.url}/voila/render/{name}?token={lab.token}"
    page.goto(url)
    root = page.locator(BOX).first
    root.wait_for(timeout=90_000)
    answer_wrong_then_right(root, "nb")
    click_the_board(page.locator(BOARD).first)
    expect(page.locator(".tp-answer-static")).to_be_hidden()
    shot(page, "voila")
    # Each Voilà page has its own kernel: after a reload the box is new, and the texts this
    # browser kept go back to Python, which checks them again. They are shown, not announced.
    page.reload()
    root = page.locator(BOX).first
    root.wait_for(timeout=90_000)
    wrong, right = wrong_text(EXERCISE, "nb"), right_text(EXERCISE, "nb")
    feedback = root.locator(".tp-answer-feedback")
    expect(feedback).to_have_text(f"✔ {check(EXERCISE, right, 'nb').text}")
    expect(feedback).to_have_attribute("aria-live", "off")
    expect(root.locator(".tp-answer-field")).to_have_value(right)
    expect(root.locator(".tp-answer-tries")).to_contain_text(wrong)
    expect(root.locator(".tp-answer-tries")).to_contain_text(right)


MARIMO_APP = '''import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    from tripeaks_widget.lessons import ask
    box = mo.ui.anywidget(ask("{exercise}", "{lang}"))
    box
    return (mo,)


@app.cell
def _(mo):
    from tripeaks_widget import TriPeaksWidget
    board = mo.ui.anywidget(TriPeaksWidget(code="{code}"))
    board
    return


if __name__ == "__main__":
    app.run()
'''


@pytest.fixture
def marimo_app(lab, tmp_path):
    """``marimo run`` of a two-cell app (a box and a board) on 127.0.0.1 at a free port; yields its URL."""
    try:
        import marimo  # noqa: F401
    except ImportError:
        message = "the marimo tests cannot run: the Python package 'marimo' is not installed (pip install -e '.[dev]')"
        if os.environ.get("TRIPEAKS_REQUIRE_BROWSER") == "1":
            pytest.fail(message)
        pytest.skip(message)
    app = tmp_path / "box_app.py"
    app.write_text(MARIMO_APP.format(exercise=EXERCISE, lang="tr", code=CODE))
    port = labserver.free_port()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(labserver.REPO), os.environ.get("PYTHONPATH")])),
               MARIMO_SKIP_UPDATE_CHECK="1")
    log = tmp_path / "marimo.log"
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "marimo", "-q", "run", str(app), "--headless", "--host", "127.0.0.1",
             "--port", str(port), "--no-token", "--no-sandbox", "--no-check"],
            stdout=out, stderr=subprocess.STDOUT, env=env, cwd=tmp_path)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + labserver.STARTUP_SECONDS
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"marimo exited with {process.returncode}:\n{log.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(f"{url}/health", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if time.monotonic() > deadline:
                    raise RuntimeError(f"marimo did not answer:\n{log.read_text()[-3000:]}") from None
                time.sleep(0.3)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_the_box_and_the_board_in_marimo(marimo_app, page):
    page.goto(marimo_app)
    root = page.locator(BOX).first
    root.wait_for(timeout=90_000)
    answer_wrong_then_right(root, "tr")
    click_the_board(page.locator(BOARD).first)
    # marimo shows the widget alone: no static picture beside it.
    expect(page.locator(".tp-answer-static")).to_have_count(0)
    shot(page, "marimo")
    # Each page of `marimo run` has its own kernel: the kept answers come back, checked again.
    page.reload()
    root = page.locator(BOX).first
    root.wait_for(timeout=90_000)
    expect(root.locator(".tp-answer-field")).to_have_value(right_text(EXERCISE, "tr"))
    expect(root.locator(".tp-answer-feedback")).to_have_attribute("data-verdict", "true")


def test_an_nbconvert_export_shows_the_question_and_a_line_never_a_widget(lab, browser, tmp_path):
    """Executed (the widget state saved, as nbconvert does) and exported to HTML with nbconvert's default template."""
    import nbclient
    from nbconvert import HTMLExporter

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(box_cell("tr"))]
    env = dict(os.environ, IPYTHONDIR=str(tmp_path / "ipython"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(labserver.REPO), os.environ.get("PYTHONPATH")])))
    nbclient.NotebookClient(nb, kernel_name="python3", timeout=120).execute(env=env)
    assert "application/vnd.jupyter.widget-state+json" in nb.metadata["widgets"]
    body, _ = HTMLExporter().from_notebook_node(nb)
    export = tmp_path / "export.html"
    export.write_text(body, encoding="utf-8")
    context = browser.new_context(viewport={"width": 900, "height": 700})
    # Offline: the template's widget renderer (from a CDN) never arrives, as for a student without a network.
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file:") else route.abort())
    page = context.new_page()
    try:
        page.goto(export.as_uri())
        static = page.locator(".tp-answer-static")
        expect(static).to_be_visible()
        expect(static).to_contain_text(question(EXERCISE, "tr"))
        expect(static).to_contain_text(t("box_write_here", "tr"))
        # Nothing of the widget shows: no live box, no "Loading widget…", no error.
        expect(page.locator(BOX)).to_have_count(0)
        text = " ".join(page.locator(".jp-OutputArea").all_inner_texts()).lower()
        assert "widget" not in text and "error" not in text, text
        widget_output = page.locator(".jupyter-widgets")
        expect(widget_output).to_have_count(1)
        expect(widget_output).to_be_hidden()
        shot(page, "nbconvert")
    finally:
        context.close()
