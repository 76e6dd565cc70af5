"""The board's review (issue 22) in a real JupyterLab: play a deal to a loss, press Review, step, click the chart.

Also the New game dialog's "winnable deals only" and difficulty. Screenshots go
to test-artifacts/ (review-*.png, dialog-deal-*.png).
"""

from __future__ import annotations

import os

import chromium

try:
    from playwright.sync_api import expect
except ImportError:  # the `lab` fixture skips (or, in CI, fails) with the reason
    expect = None

from tripeaks_widget import Game
from tripeaks_widget.engine.i18n import t
from tripeaks_widget.lab.players import greedy_player, play_game
from tripeaks_widget.lessons.review_exercises import REVIEW_CODE, simple_review

SHOW = f'from tripeaks_widget import TriPeaksWidget\nw = TriPeaksWidget(code="{REVIEW_CODE}", lang="{{lang}}")\nw'


def play_to_a_loss(board) -> Game:
    """Click the simple player's line on the board (cards and the stock) until the game is stuck."""
    game = play_game(greedy_player, Game.from_code(REVIEW_CODE))
    for done, action in enumerate(game.history, 1):
        target = board.root.locator(".tp-stock") if action == "draw" else board.slot(action)
        target.click()
        expect(board.root.locator(".tp-moves")).to_have_text(str(done))
    expect(board.root).to_have_attribute("data-status", "stuck")
    return game


def shot(board, name: str) -> None:
    os.makedirs(chromium.ARTIFACTS, exist_ok=True)
    board.page.wait_for_timeout(300)  # the last motion
    board.root.screenshot(path=os.path.join(chromium.ARTIFACTS, f"review-{name}.png"))


def check_review(board, lang: str) -> None:
    """Press Review, step to the turning point with the keys, read the marks and line, click the chart."""
    found = simple_review(REVIEW_CODE)
    turning = found.turning_point
    move = found.moves[turning - 1]
    review_button = board.root.locator(".tp-banner").get_by_role("button", name=t("ui_review", lang), exact=True)
    expect(review_button).to_be_visible()
    review_button.click()
    section = board.root.locator(".tp-review")
    expect(section).to_be_visible(timeout=30_000)
    expect(board.root.locator(".tp-review-busy")).to_be_hidden()
    expect(board.root).to_have_attribute("data-replay", "0")
    expect(section.locator(".tp-review-summary")).to_have_text(found.summary(lang))
    # Keys: → steps, End and Home jump.
    board.root.locator("[data-replay='forward']").focus()
    board.page.keyboard.press("End")
    expect(board.root).to_have_attribute("data-replay", str(len(found.moves)))
    expect(board.root.locator(".tp-message")).to_have_text(found.summary(lang))
    board.page.keyboard.press("Home")
    expect(board.root).to_have_attribute("data-replay", "0")
    for _ in range(turning - 1):
        board.page.keyboard.press("ArrowRight")
    expect(board.root).to_have_attribute("data-replay", str(turning - 1))
    # The card played, and the card the line names, each marked in its colour; the line in the board's language.
    played = board.root.locator(f".tp-mark[data-slot='{move.action}']")
    better = board.root.locator(f".tp-mark[data-slot='{move.suggestion()}']")
    expect(played).to_be_visible()
    expect(played.locator(".tp-mark-label")).to_have_text(t("ui_review_played", lang))
    expect(better).to_be_visible()
    expect(better.locator(".tp-mark-label")).to_have_text(t("ui_review_best", lang))
    assert played.evaluate("el => getComputedStyle(el).borderTopColor") != better.evaluate(
        "el => getComputedStyle(el).borderTopColor")
    expect(board.root.locator(".tp-message")).to_have_text(move.line(lang))
    expect(board.root.locator(".tp-replay-step")).to_have_text(t("ui_review_step", lang, move=turning, moves=len(found.moves)))
    expect(section.locator(f".tp-rv-hit[data-move='{turning}']")).to_have_class("tp-rv-hit tp-rv-current")
    chart_text = " ".join(section.locator("svg text").all_text_contents())
    assert t("ui_review_turning", lang) in chart_text and t("ui_review_chance", lang) in chart_text
    shot(board, f"turning-{lang}")
    # A click on the chart asks Python, which answers with the step.
    section.locator(".tp-rv-hit[data-move='5']").click(force=True)
    expect(board.root).to_have_attribute("data-replay", "4")
    expect(board.root.locator(".tp-message")).to_have_text(found.moves[4].line(lang))


def test_review_a_lost_game_step_to_the_turning_point_and_click_the_chart(board):
    board.open(SHOW.format(lang="en"))
    play_to_a_loss(board)
    shot(board, "stuck-en")
    check_review(board, "en")
    # The board's game is still the lost game; leaving the review plays on from the step shown.
    assert "stuck 45" in board.run("print(w.game.status, len(w.game.history))")


def test_review_in_turkish_and_norwegian(board):
    for lang in ("tr", "nb"):
        board.open(SHOW.format(lang=lang))
        board.run("from tripeaks_widget.lessons.review_exercises import simple_game\n"
                  "w.game = simple_game(w.game.code).copy()")
        expect(board.root).to_have_attribute("data-status", "stuck")
        check_review(board, lang)


def test_new_game_dialog_deals_a_winnable_hard_deal(board):
    board.open(SHOW.format(lang="en"))
    board.button("New game").click()
    dialog = board.root.locator("dialog.tp-dialog")
    winnable = dialog.get_by_label(t("deal_winnable_only", "en"))
    expect(winnable).not_to_be_checked()
    dialog.locator("select[data-deal='difficulty']").select_option("hard")
    expect(winnable).to_be_checked()
    expect(winnable).to_be_disabled()  # every level can be won
    os.makedirs(chromium.ARTIFACTS, exist_ok=True)
    dialog.screenshot(path=os.path.join(chromium.ARTIFACTS, "dialog-deal-en.png"))
    dialog.get_by_role("button", name="Deal").click()
    expect(dialog).to_be_hidden(timeout=30_000)
    out = board.run("from tripeaks_widget import difficulty\nprint(difficulty(w.game).level, difficulty(w.game).winnable)")
    assert "hard True" in out, out
    # The choice stays for the next deal; in Norwegian its words follow the board's language.
    board.root.locator(".tp-tools .tp-select").select_option("nb")
    board.button("Nytt spill").click()
    expect(dialog.locator("select[data-deal='difficulty']")).to_have_value("hard")
    expect(dialog.get_by_label(t("deal_winnable_only", "nb"))).to_be_checked()
    dialog.screenshot(path=os.path.join(chromium.ARTIFACTS, "dialog-deal-nb.png"))
    dialog.locator("[data-action='cancel']").click()
