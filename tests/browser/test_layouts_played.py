"""The board on other layouts (issue 45, section 1): Golf and Black Hole played to the end in JupyterLab.

Each game is the solver's winning line (the engine chooses every move, the
test only carries it out), played half by clicks at 1280 px and half by the
keyboard at 375 px, where the board must fit without scrolling sideways.
A lost Golf game is reviewed on the board (issue 45: "Review works on a lost Golf game").
Screenshots go to test-artifacts/layout-*.png, in English, Turkish and Norwegian.
"""

from __future__ import annotations

import os
import re

import chromium
from test_board import CHECK_LAYOUT

from tripeaks_widget import Game, hint, solve
from tripeaks_widget.board.view import par_line
from tripeaks_widget.coach import review
from tripeaks_widget.engine.i18n import t
from tripeaks_widget.lab.players import greedy_player, play_game

try:
    from playwright.sync_api import expect
except ImportError:  # the `lab` fixture skips (or, in CI, fails) with the reason
    expect = None


def shot(board, name: str) -> None:
    os.makedirs(chromium.ARTIFACTS, exist_ok=True)
    board.page.wait_for_timeout(350)  # the last motion
    board.root.screenshot(path=os.path.join(chromium.ARTIFACTS, f"layout-{name}.png"))


def width(board, pixels: int) -> None:
    board.page.set_viewport_size({"width": pixels, "height": 900})
    files = board.page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id='filebrowser']")
    if pixels < 600 and board.page.locator(".jp-FileBrowser").first.is_visible() and files.is_visible():
        files.click()
    board.root.scroll_into_view_if_needed()
    board.page.wait_for_timeout(300)


# test_board's check of the bar, piles, names, message and tools; the cards of a layout overlap as its
# covering says, which the geometry's node tests check (js/geometry.test.js), so they are left out here.
SLOTS_LINE = "root.querySelectorAll('.tp-card[data-slot]').forEach((e) => { if (e.dataset.slot >= 18) add(`slot${e.dataset.slot}`, e); });"
assert SLOTS_LINE in CHECK_LAYOUT
CHECK_PILES = CHECK_LAYOUT.replace(SLOTS_LINE, "")


def fits(board, stock: bool) -> None:
    """Nothing overlaps, nothing is cut, and the board is inside the window (no sideways scroll)."""
    for part in (".tp-stock", ".tp-pile-label[data-pile='stock']"):  # no stock: neither it nor its name
        expect(board.root.locator(part)).to_be_visible() if stock else expect(board.root.locator(part)).to_be_hidden()
    result = board.root.evaluate(CHECK_PILES)
    assert result["problems"] == [], result
    box = board.root.bounding_box()
    inner = board.page.evaluate("innerWidth")
    assert box["x"] >= -0.5 and box["x"] + box["width"] <= inner + 0.5, (box, inner)
    cards = board.root.evaluate(
        "(root) => [...root.querySelectorAll('.tp-card[data-slot]')].map((c) => c.getBoundingClientRect().right)")
    assert max(cards) <= box["x"] + box["width"] + 0.5


def by_click(board, action) -> None:
    (board.root.locator(".tp-stock") if action == "draw" else board.slot(action)).click()


def by_key(board, action) -> None:
    if action == "draw":
        board.root.locator(".tp-stock").focus()  # D is the board's key, not a field's
        board.page.keyboard.press("d")
    else:
        board.slot(action).focus()
        board.page.keyboard.press("Enter")


def play(board, code: str, lang: str, second_lang: str, stock: bool) -> Game:
    game = Game.from_code(code)
    line = solve(game)
    assert line, f"{code} is won in the solver's line"
    board.open(f'from tripeaks_widget import TriPeaksWidget\nw = TriPeaksWidget(code="{code}", lang="{lang}")\nw')
    root = board.root
    expect(root.locator(".tp-card[data-slot]")).to_have_count(game.layout.size)
    name = game.layout.name
    expect(root.locator(".tp-chip[data-variant='layout']")).to_have_text(t(f"layout_{name}", lang))
    width(board, 1280)
    fits(board, stock)
    shot(board, f"{name}-1280-{lang}-start")
    # A hint on this layout: the board marks the move the solver gives (the fair hint, as the board asks it).
    expected = hint(game, fair=True)
    assert expected.kind == "move"
    board.button(t("ui_hint", lang)).click()
    expect(root.locator(".tp-message[data-kind='hint']")).to_be_visible()
    if expected.action == "draw":
        expect(root.locator(".tp-stock.tp-hinted")).to_be_visible()
    else:
        expect(board.slot(expected.action)).to_have_class(re.compile(r"\btp-hinted\b"))
    half = len(line) // 2
    for done, action in enumerate(line[:half], 1):
        by_click(board, action)
        expect(root.locator(".tp-moves")).to_have_text(str(done))
    shot(board, f"{name}-1280-{lang}-half")
    root.locator(".tp-select[data-action=lang]").select_option(second_lang)
    width(board, 375)
    fits(board, stock)
    shot(board, f"{name}-375-{second_lang}-half")
    # The screen reader hears each move, in the board's language, from Python's catalogue.
    for done, action in enumerate(line[half:], half + 1):
        by_key(board, action)
        expect(root.locator(".tp-moves")).to_have_text(str(done))
    expect(root).to_have_attribute("data-status", "won")
    expect(root.locator(".tp-banner")).to_contain_text(t("ui_won", second_lang))
    expect(root.locator(".tp-sr-only")).to_contain_text(t("ui_won", second_lang))
    shot(board, f"{name}-375-{second_lang}-won")
    width(board, 1280)
    shot(board, f"{name}-1280-{second_lang}-won")
    assert f"{len(line)} won" in board.run("print(len(w.game.history), w.game.status.value)")
    # The banner says par, the best score the deal allows under its scoring (Golf and Black Hole: the fewest
    # cards left, their own count), and offers the review; the score line says the cards left.
    rules = Game.from_code(code).rules
    expect(root.locator(".tp-banner")).to_contain_text(par_line(rules, par_of(code), second_lang))
    if rules.scoring == "cards-left":
        expect(root.locator(".tp-bar")).to_contain_text(t("ui_cards_left", second_lang))
        expect(root.locator(".tp-score")).to_have_text("0")
    expect(root.locator(".tp-banner").get_by_role("button", name=t("ui_review", second_lang), exact=True)).to_be_visible()
    return game


def par_of(code: str) -> int:
    from tripeaks_widget import par

    return par(Game.from_code(code)).score


def test_golf_played_to_the_end(board):
    play(board, "TP1-E-AAAAAAB-GOLF", "en", "tr", stock=True)
    # The New game dialog offers the layouts by name; Black Hole from it deals a game of that layout.
    board.root.locator(".tp-select[data-action=lang]").select_option("nb")
    board.button("Nytt spill").click()
    dialog = board.root.locator("dialog.tp-dialog")
    layout = dialog.locator("select[data-key='layout']")
    expect(layout.locator("option")).to_have_count(8)
    expect(layout).to_have_value("golf")
    expect(layout.locator("option[value='black-hole']")).to_have_text(t("layout_black-hole", "nb"))
    expect(layout.locator("option[value='all-in-a-row']")).to_have_text(t("layout_all-in-a-row", "nb"))
    layout.select_option("black-hole")
    dialog.locator(".tp-dialog-buttons .tp-primary").click()
    expect(dialog).to_be_hidden()
    expect(board.root.locator(".tp-code")).to_have_text(re.compile(r"TP1-E-[A-Z]{7}-BLACK-HOLE"))
    expect(board.root.locator(".tp-card[data-slot]")).to_have_count(51)
    expect(board.root.locator(".tp-stock")).to_be_hidden()
    shot(board, "dialog-black-hole-1280-nb")


def test_golf_b_played_to_the_end(board):
    # Golf under Classic (Golf-B), where King and Ace do not follow each other (Putt Putt, the Easy one, is above),
    # in Turkish at 1280 px first: the stock's longest name (Çekme destesi) under its card.
    play(board, "TP1-C-AAAAAAG-GOLF", "tr", "nb", stock=True)


def test_black_hole_played_to_the_end(board):
    play(board, "TP1-E-AAAAAAB-BLACK-HOLE", "nb", "en", stock=False)


def test_a_lost_golf_game_is_reviewed_on_the_board(board):
    """The simple player's Golf game (Putt Putt, deal B) gets stuck: Review steps to the move that lost it."""
    code, lang = "TP1-E-AAAAAAB-GOLF", "tr"
    game = play_game(greedy_player, Game.from_code(code))
    assert game.status == "stuck"
    found = review(game)  # what the board computes: the same game, samples and seed
    turning = found.turning_point
    assert turning is not None
    board.open("from tripeaks_widget import Game, TriPeaksWidget\n"
               f'w = TriPeaksWidget(code="{code}", lang="{lang}")\nw.game = Game.from_record("{game.record()}")\nw')
    root = board.root
    expect(root).to_have_attribute("data-status", "stuck")
    width(board, 1280)
    root.locator(".tp-banner").get_by_role("button", name=t("ui_review", lang), exact=True).click()
    section = root.locator(".tp-review")
    expect(section).to_be_visible(timeout=120_000)
    expect(root.locator(".tp-review-busy")).to_be_hidden()
    expect(section.locator(".tp-review-summary")).to_have_text(found.summary(lang))
    root.locator("[data-replay='forward']").focus()
    board.page.keyboard.press("Home")
    for _ in range(turning - 1):
        board.page.keyboard.press("ArrowRight")
    expect(root).to_have_attribute("data-replay", str(turning - 1))
    move = found.moves[turning - 1]
    expect(root.locator(".tp-message")).to_have_text(move.line(lang))
    if move.action != "draw":
        expect(root.locator(f".tp-mark[data-slot='{move.action}']")).to_be_visible()
    shot(board, f"golf-review-1280-{lang}")
    width(board, 375)
    fits(board, stock=True)
    shot(board, f"golf-review-375-{lang}")
