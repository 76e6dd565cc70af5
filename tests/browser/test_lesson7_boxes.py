"""Lesson 7 answered through its boxes in JupyterLab (CPython kernel, headless Chromium), in Norwegian.

The lesson's own notebook (notebooks/nb/07-one-pile-many-games.ipynb) is opened
in the ``lab`` fixture's JupyterLab; its install and import cells, its seven
exercise boxes and its results cell are run as a student runs them. Every box
gets a wrong answer (Enter) and then the right one (the Check button), typed as
a Norwegian student writes them and made from the values the solver computes
(a share is estimated to the nearest 5, the wrong one 20 points away); the
results sheet then counts seven right and gives the line to hand in. The same
in the site (Pyodide) waits for the layout search's WebAssembly build: there
the answers take minutes (docs/site.md). Screenshot: test-artifacts/lesson7-nb.png.
"""

from __future__ import annotations

import json
import os
import re
import shutil

import chromium
import labserver
import pytest
from typed import right_text, wrong_text

from tripeaks_widget.engine.i18n import t
from tripeaks_widget.lessons import EXERCISES
from tripeaks_widget.lessons.exercises import expected

try:
    from playwright.sync_api import expect
except ImportError:  # the `lab` fixture skips (or, in CI, fails) with the reason
    expect = None

LANG = "nb"
NOTEBOOK = labserver.REPO / "notebooks" / LANG / "07-one-pile-many-games.ipynb"
NAME = "Ada Y."


def _cells() -> tuple[list[int], dict[int, str], int]:
    """The cells to run (install, imports), the box cells (index -> exercise id) and the results cell."""
    sources = ["".join(c["source"]) for c in json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]]
    setup = [i for i, s in enumerate(sources) if "piplite" in s or re.search(r"^LANG = ", s, re.M)]
    boxes = {i: m.group(1) for i, s in enumerate(sources) if (m := re.fullmatch(r'ask\("([\d.]+)", LANG\)', s))}
    sheet = next(i for i, s in enumerate(sources) if re.fullmatch(r"results\(\d+, LANG\)", s))
    return setup, boxes, sheet


def _typed(exercise_id: str) -> tuple[str, str]:
    """(the wrong answer, the right one) a Norwegian student types, made from the computed value."""
    if EXERCISES[exercise_id].kind != "percent":
        return wrong_text(exercise_id, LANG), right_text(exercise_id, LANG)
    value, _ = expected(exercise_id)
    right = 5 * round(value / 5)
    wrong = right - 20 if right >= 50 else right + 20
    assert abs(right - value) <= 5 < abs(wrong - value)
    return f"omtrent {wrong} prosent", f"rundt {right} %"


def _run(page, cell) -> None:
    """Run one cell and wait for its execution count: a box's first showing solves its 50 deals, which can take
    longer than labserver.run_cell's retry window on a loaded machine."""
    prompt = cell.locator(".jp-InputPrompt")
    for _ in range(3):  # JupyterLab can drop a request while the session settles: the prompt stays blank
        prompt.click()
        page.keyboard.press("Control+Enter")
        try:
            page.wait_for_function("p => /[*\\d]/.test(p.textContent)", arg=prompt.element_handle(), timeout=5_000)
            break
        except Exception:
            continue
    page.wait_for_function("p => /\\[\\d+\\]/.test(p.textContent)", arg=prompt.element_handle(), timeout=180_000)


@pytest.fixture
def page(lab, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    try:
        assert [e for e in errors if "tripeaks" in e or "tp-" in e] == [], errors
    finally:
        context.close()
        labserver.shut_down_kernels(lab)


def test_lesson_7_is_answered_through_its_boxes_in_jupyterlab(lab, page):
    setup, boxes, sheet_cell = _cells()
    assert sorted(boxes.values()) == [i for i in EXERCISES if EXERCISES[i].lesson == 7]
    shutil.copy(NOTEBOOK, lab.root / NOTEBOOK.name)
    page.goto(lab.notebook_url(NOTEBOOK.name))
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
    idle = page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")
    ask = page.locator(".jp-Dialog .jp-mod-accept")
    idle.or_(ask).first.wait_for(timeout=90_000)
    if ask.count():
        ask.click()
    idle.wait_for(timeout=90_000)
    cells = page.locator(".jp-Notebook .jp-Cell")
    for index in [*setup, *boxes, sheet_cell]:
        _run(page, cells.nth(index))
    for index, exercise_id in boxes.items():
        box = cells.nth(index).locator(".tp-answer")
        field = box.get_by_label(t("box_label", LANG, name=exercise_id))
        feedback = box.locator(".tp-answer-feedback")
        wrong, right = _typed(exercise_id)
        field.fill(wrong)
        field.press("Enter")
        expect(feedback).to_have_attribute("data-verdict", "false", timeout=120_000)
        field.fill(right)
        box.get_by_role("button", name=t("box_check", LANG)).click()
        expect(feedback).to_have_attribute("data-verdict", "true", timeout=60_000)
        expect(box.locator(".tp-answer-try")).to_have_count(2)
    sheet = cells.nth(sheet_cell).locator(".tp-sheet")
    expect(sheet.locator("tbody tr[data-verdict='true']")).to_have_count(len(boxes))
    expect(sheet.locator(".tp-sheet-count")).to_have_text(t("sheet_count", LANG, right=len(boxes), total=len(boxes)))
    sheet.get_by_label(t("sheet_name", LANG)).fill(NAME)
    sheet.get_by_label(t("sheet_name", LANG)).press("Enter")
    line = sheet.locator(".tp-sheet-line")
    expect(line).to_have_value(re.compile(f"^{re.escape(NAME)}: answers {LANG} "), timeout=30_000)
    answers = json.loads(line.input_value().split(f"answers {LANG} ", 1)[1])
    assert answers == {i: list(_typed(i)) for i in boxes.values()}
    os.makedirs(chromium.ARTIFACTS, exist_ok=True)
    page.screenshot(path=os.path.join(chromium.ARTIFACTS, "lesson7-nb.png"), full_page=True)
