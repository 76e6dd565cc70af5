"""Issue 31 in the JupyterLite site (Pyodide, network cut): one lesson per language answered through its boxes.

In each language a lesson's exercise cells are run as a student runs them; every
box gets a wrong answer (Enter) and then the right one (the Check button), typed
as the language writes it and made from the values the exercises compute
(tests/typed.py); the results cell counts the tries, takes a name and gives
the line to hand in. Then the page is reloaded (a new kernel): running the cells
again shows every typed answer and its result, checked again by the kernel, and
the name. The lessons cover every kind: ranks, numbers and yes/no (en, lesson 2),
a card (tr, lesson 1), numbers, percentages and yes/no (nb, lesson 5). A
percentage is typed as a student estimates it, "rundt 30 %" for the simple
player's 27.5 % (the computed rate to the nearest 5), the wrong one 20 points
off ("omtrent 50 prosent"); the other kinds as tests/typed.py writes them.
Lesson 5's first checks play the simple player on 2 x 200 deals and the
lookahead player on 2 x 200 (about 6.5 CPU s in Pyodide, `node
bench/exercises_pyodide.mjs --ids 5.3 5.4 5.5`). The CPython tests answer every
exercise in every language (tests/test_answer_box.py).

Screenshots at 375 and 1280 px go to test-artifacts/ (TRIPEAKS_SHOTS=dir puts them elsewhere).
Uses the site, server and browser of conftest.py (TRIPEAKS_SITE_DIR=path reuses a built one).
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from chromium import ARTIFACTS  # noqa: E402
from litedriver import REPO, error_outputs, open_notebook, run_cells_as_a_student, screenshot_on_failure  # noqa: E402
from typed import right_text, wrong_text  # noqa: E402

from tripeaks_widget.engine.i18n import t  # noqa: E402
from tripeaks_widget.lessons import EXERCISES  # noqa: E402
from tripeaks_widget.lessons.exercises import expected  # noqa: E402

LESSONS = {"en": "02-king-ace-rule", "tr": "01-setup", "nb": "05-variants"}
#: An estimate as a student of each language writes it: {0} the whole number (a multiple of 5).
RIGHT_ESTIMATE = {"en": "about {0}%", "tr": "%{0} civarı", "nb": "rundt {0} %"}
WRONG_ESTIMATE = {"en": "around {0} %", "tr": "yaklaşık %{0}", "nb": "omtrent {0} prosent"}
PHONE = {"width": 375, "height": 800}
DESKTOP = {"width": 1280, "height": 900}
NAME = "Ada Y."


def _cells(notebook: str) -> tuple[list[int], dict[int, str], int]:
    """The cells to run (install, imports), the box cells (index -> exercise id) and the results cell."""
    cells = json.loads((REPO / "notebooks" / notebook).read_text(encoding="utf-8"))["cells"]
    sources = ["".join(c["source"]) for c in cells]
    setup = [i for i, s in enumerate(sources) if "piplite" in s or re.search(r"^LANG = ", s, re.M)]
    boxes = {i: re.fullmatch(r'ask\("([\d.]+)", LANG\)', s).group(1)
             for i, s in enumerate(sources) if re.fullmatch(r'ask\("([\d.]+)", LANG\)', s)}
    sheet = next(i for i, s in enumerate(sources) if re.fullmatch(r"results\(\d+, LANG\)", s))
    return setup, boxes, sheet


def _estimate(value: float) -> int:
    """The rate a student estimates: the nearest multiple of 5."""
    return 5 * round(value / 5)


def _typed(exercise_id: str, lang: str) -> tuple[str, str]:
    """(the wrong answer, the right one) a student of ``lang`` types, made from the computed value."""
    if EXERCISES[exercise_id].kind != "percent":
        return wrong_text(exercise_id, lang), right_text(exercise_id, lang)
    value, _ = expected(exercise_id)
    right, wrong = _estimate(value), _estimate(value + 20)
    assert abs(right - value) <= 5 < abs(wrong - value)  # right within the 5 points, wrong outside them
    return WRONG_ESTIMATE[lang].format(wrong), RIGHT_ESTIMATE[lang].format(right)


def test_the_site_lessons_answer_every_kind_right_and_wrong():
    kinds = {EXERCISES[i].kind for lang, lesson in LESSONS.items() for i in _cells(f"{lang}/{lesson}.ipynb")[1].values()}
    assert kinds == {"number", "card", "ranks", "yesno", "percent"}


def _shot(locator, name: str) -> None:
    folder = os.environ.get("TRIPEAKS_SHOTS") or ARTIFACTS
    os.makedirs(folder, exist_ok=True)
    locator.scroll_into_view_if_needed()
    locator.screenshot(path=os.path.join(folder, f"site-answers-{name}.png"))


def _fits(locator, width: int) -> bool:
    """Nothing in it scrolls sideways, and it ends inside the window."""
    return locator.evaluate("(el, width) => el.scrollWidth <= el.clientWidth + 1"
                            " && el.getBoundingClientRect().right <= width", width)


@pytest.mark.parametrize("lang", list(LESSONS))
def test_a_lesson_is_answered_through_its_boxes_and_a_reload_keeps_the_answers(server, browser, lang):
    from playwright.sync_api import expect

    notebook = f"{lang}/{LESSONS[lang]}.ipynb"
    setup, boxes, sheet_cell = _cells(notebook)
    assert sorted(boxes.values()) == [i for i in EXERCISES if i.startswith(LESSONS[lang][1] + ".")]
    context, page, network = open_notebook(browser, server, notebook, ui_lang=lang)
    try:
        with screenshot_on_failure(page, f"answers-{lang}"):
            cells = page.locator(".jp-Notebook .jp-Cell")
            run_cells_as_a_student(page, [*setup, *boxes, sheet_cell])
            for index, exercise_id in boxes.items():
                box = cells.nth(index).locator(".tp-answer")
                field = box.get_by_label(t("box_label", lang, name=exercise_id))
                feedback = box.locator(".tp-answer-feedback")
                expect(feedback).to_have_attribute("aria-live", "polite")
                wrong, right = _typed(exercise_id, lang)
                field.fill(wrong)
                field.press("Enter")  # Enter checks, as the button does
                expect(feedback).to_have_attribute("data-verdict", "false", timeout=60_000)
                field.fill(right)
                box.get_by_role("button", name=t("box_check", lang)).click()
                expect(feedback).to_have_attribute("data-verdict", "true", timeout=60_000)
                expect(box.locator(".tp-answer-try")).to_have_count(2)
            first = cells.nth(next(iter(boxes))).locator(".tp-answer")
            first.locator("summary").first.click()  # the hint opens
            expect(first.locator("details").first).to_have_attribute("open", "")
            sheet = cells.nth(sheet_cell).locator(".tp-sheet")
            expect(sheet.locator("tbody tr[data-verdict='true']")).to_have_count(len(boxes))
            expect(sheet.locator(".tp-sheet-count")).to_have_text(
                t("sheet_count", lang, right=len(boxes), total=len(boxes)))
            sheet.get_by_label(t("sheet_name", lang)).fill(NAME)
            sheet.get_by_label(t("sheet_name", lang)).press("Enter")
            line = sheet.locator(".tp-sheet-line")
            expect(line).to_have_value(re.compile(f"^{re.escape(NAME)}: answers {lang} "), timeout=30_000)
            answers = json.loads(line.input_value().split(f"answers {lang} ", 1)[1])
            assert answers == {i: list(_typed(i, lang)) for i in boxes.values()}
            # Targets of 24 px or more; at 375 px nothing scrolls sideways.
            for target in first.locator("input, button, summary").all():
                size = target.bounding_box()
                assert size["height"] >= 24 and size["width"] >= 24, size
            _shot(first, f"{lang}-box-1280")
            _shot(sheet, f"{lang}-sheet-1280")
            # On a phone the side panel is closed (the site opens it closed at that width): only the notebook.
            page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").click()
            page.set_viewport_size(PHONE)
            first.scroll_into_view_if_needed()
            assert _fits(first, PHONE["width"]) and _fits(sheet, PHONE["width"])
            _shot(first, f"{lang}-box-375")
            _shot(sheet, f"{lang}-sheet-375")
            page.set_viewport_size(DESKTOP)

            # A reload starts a new kernel: the boxes show the answers again, checked again by the kernel.
            page.reload()
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
            run_cells_as_a_student(page, [*setup, *boxes, sheet_cell])
            for index, exercise_id in boxes.items():
                box = cells.nth(index).locator(".tp-answer")
                expect(box.locator(".tp-answer-feedback")).to_have_attribute("data-verdict", "true", timeout=60_000)
                expect(box.locator(".tp-answer-field")).to_have_value(_typed(exercise_id, lang)[1])
                expect(box.locator(".tp-answer-try")).to_have_count(2)
            sheet = cells.nth(sheet_cell).locator(".tp-sheet")
            expect(sheet.locator("tbody tr[data-verdict='true']")).to_have_count(len(boxes))
            expect(sheet.locator(".tp-sheet-line")).to_have_value(
                re.compile(f"^{re.escape(NAME)}: answers {lang} "), timeout=30_000)
            _shot(cells.nth(next(iter(boxes))).locator(".tp-answer"), f"{lang}-reloaded-1280")
            assert error_outputs(page) == []
            assert network.outside == [], "the site reached outside 127.0.0.1"
    finally:
        context.close()
