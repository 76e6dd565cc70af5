"""Issue 23 points 1-3 in the JupyterLite site (Pyodide in a web worker, network cut), as a class meets
them in Turkish lesson 1: two moves on the lesson's board and an answer given in question 1.1's box; Kernel -> Restart greys the
board at once; a reload shows the board's last position as a picture with its one line (and the box's
question as its picture: the site's 5 s autosave); running the cells again offers the kept game and shows
the kept answer, checked again, and one click continues it
with the same score, move counter and undo; a replay of the documented won game at step 5 shows that
step's own score and status, and no "won" banner.

One language in the site (the CI budget): the texts in every language are checked in CPython
(tests/test_board_keep.py and the catalogue tests) and the same flow in JupyterLab (tests/browser).
Uses the site, server and browser of tests/site/conftest.py (TRIPEAKS_SITE_DIR=path reuses a built one).
Screenshots go to test-artifacts/ (TRIPEAKS_SHOTS=dir puts them elsewhere).
"""

from __future__ import annotations

import html
import os
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from chromium import ARTIFACTS  # noqa: E402
from litedriver import error_outputs, open_notebook, run_cells_as_a_student, run_code_below, screenshot_on_failure  # noqa: E402
from typed import right_text  # noqa: E402

from tripeaks_widget import Game  # noqa: E402
from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE  # noqa: E402
from tripeaks_widget.engine.i18n import t  # noqa: E402
from tripeaks_widget.engine.svg import board_html  # noqa: E402

LANG = "tr"
NOTEBOOK = f"{LANG}/01-setup.ipynb"
CODE = "TP1-E-AAAAAAB"
MOVES = (20, 23)  # the king of clubs, then the ace of spades: the lesson's own first moves
# The lesson's cells, by their place in the notebook: the install, the imports, the board, question 1.1.
INSTALL, IMPORTS, BOARD, QUESTION = 1, 2, 4, 8
ANSWER = right_text("1.1", LANG)  # the stock's count, as the exercise computes it
PHONE = {"width": 375, "height": 740}
DESKTOP = {"width": 1280, "height": 900}


def _shot(locator, name: str) -> None:
    folder = os.environ.get("TRIPEAKS_SHOTS") or ARTIFACTS
    os.makedirs(folder, exist_ok=True)
    locator.scroll_into_view_if_needed()
    locator.screenshot(path=os.path.join(folder, f"site-{LANG}-{name}.png"))


def test_a_class_restarts_reloads_and_continues_its_game(server, browser):
    from playwright.sync_api import expect

    context, page, network = open_notebook(browser, server, NOTEBOOK, ui_lang=LANG)
    try:
        with screenshot_on_failure(page, "class-restart-reload"):
            cells = page.locator(".jp-Notebook .jp-Cell")
            run_cells_as_a_student(page, [INSTALL, IMPORTS, BOARD], timeout_ms=240_000)
            root = cells.nth(BOARD).locator(".tp-root")
            for slot in MOVES:
                root.locator(f".tp-card[data-slot='{slot}']").click()
            game = Game.replay(CODE, list(MOVES))
            expect(root.locator(".tp-moves")).to_have_text(str(game.moves))
            expect(root.locator(".tp-score")).to_have_text(str(game.score))
            # The student answers question 1.1 in its box and does not save: this browser keeps the answer.
            run_cells_as_a_student(page, [QUESTION], timeout_ms=240_000)
            box = cells.nth(QUESTION).locator(".tp-answer")
            box.locator(".tp-answer-field").fill(ANSWER)
            box.locator(".tp-answer-field").press("Enter")
            expect(box.locator(".tp-answer-feedback")).to_have_attribute("data-verdict", "true", timeout=30_000)

            # (b) Kernel -> Restart (its shortcut: the menus speak Turkish here). Within a second the board
            # is greyed, says so in the lesson's language, and every control is off.
            cells.nth(BOARD).locator(".jp-InputPrompt").first.click()
            page.keyboard.press("Escape")
            page.keyboard.press("0")
            page.keyboard.press("0")
            page.locator(".jp-Dialog .jp-mod-accept").click()
            expect(root.locator(".tp-dead")).to_have_text(t("ui_disconnected", LANG), timeout=1_000)
            expect(root).to_have_attribute("data-disconnected", "")
            assert root.locator("button:enabled, select:enabled, input:enabled").count() == 0
            root.locator(".tp-card[data-slot='22']").click(force=True)  # a click does nothing
            expect(root.locator(".tp-moves")).to_have_text(str(game.moves))
            _shot(root, "b-restarted-1280")

            # Autosave (every 5 s in the site's settings) writes the notebook, answer and pictures, unasked.
            # JupyterLab stretches the interval to 10 times a save's duration: on a loaded machine a save
            # of this notebook can take seconds, hence the long wait.
            page.wait_for_function("() => !document.querySelector('.jp-mod-dirty')", timeout=60_000)

            # (c) A reload, on a phone: the board's output is its last position as a picture, with one
            # line saying how to go on; no "Loading widget..." over it, no other deal.
            page.set_viewport_size(PHONE)
            page.reload()
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
            output = cells.nth(BOARD).locator(".jp-OutputArea")
            picture = output.locator(".tripeaks-static")
            expect(picture).to_be_visible(timeout=60_000)
            described = re.search(r'aria-label="([^"]*)"', board_html(game, LANG)).group(1)
            expect(picture.locator("svg[role=img]").first).to_have_attribute("aria-label", html.unescape(described))
            expect(picture.locator(".tripeaks-static-note")).to_have_text(t("ui_picture_note", LANG))
            expect(output.locator(".jp-OutputArea-child").filter(has_not=page.locator(".tripeaks-static"))).to_be_hidden()
            assert output.locator(".tp-root").count() == 0
            _shot(output, "c-reloaded-375")
            page.set_viewport_size(DESKTOP)
            _shot(output, "c-reloaded-1280")
            # The box's output is its question and a line to write on, not a widget error.
            expect(cells.nth(QUESTION).locator(".tp-answer-static")).to_be_visible()

            # (d) The cell runs again: the board offers the kept game; one click continues it, replayed
            # by the engine: same deal, score, move counter, and undo.
            run_cells_as_a_student(page, [INSTALL, IMPORTS, BOARD, QUESTION], timeout_ms=240_000)
            box = cells.nth(QUESTION).locator(".tp-answer")
            expect(box.locator(".tp-answer-field")).to_have_value(ANSWER)  # the kept answer, checked again
            expect(box.locator(".tp-answer-feedback")).to_have_attribute("data-verdict", "true", timeout=30_000)
            root = cells.nth(BOARD).locator(".tp-root")
            offer = root.locator(".tp-offer")
            # The kernel started by the reload may work outside the notebook's folder (its drive not yet
            # ready): the offer must not depend on that (js/keep.js, seatKey).
            expect(offer).to_contain_text(t("ui_resume_offer", LANG, code=CODE, moves=game.moves))
            expect(root.locator(".tp-moves")).to_have_text("0")
            offer.get_by_role("button", name=t("ui_resume", LANG)).click()
            expect(root.locator(".tp-moves")).to_have_text(str(game.moves))
            expect(root.locator(".tp-score")).to_have_text(str(game.score))
            expect(offer).to_be_hidden()
            expect(root.locator(".tp-tools").get_by_role("button", name=t("ui_undo", LANG), exact=True)).to_be_enabled()
            _shot(root, "d-continued-1280")
            page.set_viewport_size(PHONE)
            _shot(root, "d-continued-375")
            page.set_viewport_size(DESKTOP)
            kept = run_code_below(page, "print(board.game.record(), board.game.moves, board.game.score)")
            assert kept.split() == [*f"{game.record()} {game.moves} {game.score}".split()], kept

            # (e) A replay of the documented won game, at step 5: that step's score, moves and status,
            # and no "won" banner (Pyodide drops the step's banner=None on the way).
            run_code_below(page, "from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE\n"
                                 "board.replay(WON_GAME, start=WON_GAME_CODE)")
            root.locator("[data-replay='forward']").click()  # a step by hand pauses the replay
            at = int(root.get_attribute("data-replay"))
            for _ in range(abs(5 - at)):  # then step by hand to step 5
                root.locator(f"[data-replay='{'forward' if at < 5 else 'back'}']").click()
            step = Game.replay(WON_GAME_CODE, WON_GAME[:5])
            expect(root).to_have_attribute("data-replay", "5")
            expect(root.locator(".tp-moves")).to_have_text(str(step.moves))
            expect(root.locator(".tp-score")).to_have_text(str(step.score))
            expect(root).to_have_attribute("data-status", "playing")
            expect(root.locator(".tp-banner")).to_be_hidden()
            _shot(root, "e-replay-step5-1280")

            assert error_outputs(page) == []
            assert network.outside == [], "the site reached outside 127.0.0.1"
    finally:
        context.close()
