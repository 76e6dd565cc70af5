"""The board in a real JupyterLab, driven through headless Chromium."""

from __future__ import annotations

import os
import re

import chromium

try:
    from playwright.sync_api import expect
except ImportError:  # the `lab` fixture skips (or, in CI, fails) with the reason
    expect = None

CODE = "TP1-E-AAAAAAB"
SHOW = f'from tripeaks_widget import TriPeaksWidget\nw = TriPeaksWidget(code="{CODE}")\nw'


def test_documented_moves_turn_up_the_seven_of_spades(board):
    board.open(SHOW)
    expect(board.root.locator(".tp-score")).to_have_text("500")
    # Before: slot 13 is face down and says so, without naming its card.
    expect(board.slot(13)).to_have_attribute("aria-label", "face-down card")
    for label in ("king of clubs", "ace of spades", "2 of diamonds"):
        board.card(label).click()
    expect(board.slot(13)).to_have_attribute("aria-label", "7 of spades")
    expect(board.slot(13)).not_to_have_class(re.compile("tp-back"))
    expect(board.root.locator(".tp-score")).to_have_text("497")
    expect(board.root.locator(".tp-moves")).to_have_text("3")
    expect(board.root.locator(".tp-waste[data-depth='0']")).to_have_attribute("aria-label", "Waste: 2 of diamonds")
    # The live region reads the engine's description of the new position.
    expect(board.root.locator(".tp-sr-only")).to_contain_text("row 3: face-down card, face-down card, face-down card, face-down card, 7 of spades")
    os.makedirs(chromium.ARTIFACTS, exist_ok=True)
    board.page.wait_for_timeout(400)  # let the last card's slide finish
    board.root.screenshot(path=os.path.join(chromium.ARTIFACTS, "board.png"))
    # The clicks changed w.game in the kernel; a call from Python redraws the board.
    assert "[20, 23, 22] 497" in board.run("print(w.game.history, w.game.score)")
    board.run("w.draw()")
    expect(board.root.locator(".tp-count")).to_have_text("22")
    expect(board.root.locator(".tp-score")).to_have_text("496")


def test_refused_card_shows_the_reason(board):
    board.open(SHOW)
    board.card("3 of spades").click()
    expect(board.root.locator(".tp-message")).to_have_text("Must be one rank higher or lower")
    expect(board.root.locator(".tp-score")).to_have_text("500")
    expect(board.root.locator(".tp-moves")).to_have_text("0")
    board.slot(0).click(force=True)  # a face-down peak card
    expect(board.root.locator(".tp-message")).to_have_text("This card is blocked")
    board.root.locator(".tp-check").uncheck()  # error help off: no reason shown
    board.card("3 of spades").click()
    expect(board.root.locator(".tp-message")).to_have_text("")


def test_undo(board):
    board.open(SHOW)
    undo = board.button("Undo")
    expect(undo).to_be_disabled()
    board.card("king of clubs").click()
    expect(board.card("king of clubs")).to_have_count(0)
    expect(undo).to_be_enabled()
    undo.click()
    expect(board.card("king of clubs")).to_be_visible()
    expect(board.root.locator(".tp-score")).to_have_text("500")
    expect(board.root.locator(".tp-moves")).to_have_text("1")  # the move counter never goes down
    expect(undo).to_be_disabled()


def test_new_game_dialog_pasted_code(board):
    board.open(SHOW)
    board.card("king of clubs").click()
    board.button("New game").click()
    dialog = board.root.locator("dialog.tp-dialog")
    expect(dialog).to_be_visible()
    field = dialog.locator(".tp-code-field")
    field.fill("TP1-Q-NOPE")
    dialog.get_by_role("button", name="Deal").click()
    expect(dialog.locator(".tp-dialog-error")).to_contain_text("“TP1-Q-NOPE” is not a game code")
    expect(dialog).to_be_visible()
    expect(board.root.locator(".tp-code")).to_have_text(CODE)  # the current game is kept
    expect(board.root.locator(".tp-moves")).to_have_text("1")
    field.fill("TP1-C-AAAAAAD")
    dialog.get_by_role("button", name="Deal").click()
    expect(dialog).to_be_hidden()
    expect(board.root.locator(".tp-code")).to_have_text("TP1-C-AAAAAAD")
    expect(board.root.locator(".tp-rule")).to_have_text("Classic")
    expect(board.root.locator(".tp-moves")).to_have_text("0")
    # A random deal under the rule chosen in the dialog.
    board.button("New game").click()
    dialog.get_by_label("Easy (King and Ace linked)").check()
    dialog.get_by_role("button", name="Deal").click()
    expect(dialog).to_be_hidden()
    expect(board.root.locator(".tp-code")).to_have_text(re.compile(r"TP1-E-[A-Z]{7}"))


def _tab_to(board, label: str, limit: int = 40) -> None:
    for _ in range(limit):
        board.page.keyboard.press("Tab")
        if board.page.evaluate("document.activeElement.getAttribute('aria-label')") == label:
            return
    raise AssertionError(f"Tab never reached {label!r}")


def test_two_moves_by_keyboard(board):
    board.open(SHOW)
    board.root.locator(".tp-code").click()  # focus starts inside the board
    _tab_to(board, "king of clubs")
    board.page.keyboard.press("Enter")
    expect(board.root.locator(".tp-moves")).to_have_text("1")
    # Focus stays on the table (a neighbouring card), not lost to the page.
    assert board.page.evaluate("document.activeElement.classList.contains('tp-card')")
    _tab_to(board, "ace of spades")
    board.page.keyboard.press(" ")
    expect(board.root.locator(".tp-moves")).to_have_text("2")
    expect(board.root.locator(".tp-score")).to_have_text("498")
    board.page.keyboard.press("d")
    expect(board.root.locator(".tp-count")).to_have_text("22")
    board.page.keyboard.press("u")
    expect(board.root.locator(".tp-count")).to_have_text("23")
    # JupyterLab did not also take the keys as notebook commands (D D deletes a cell).
    board.page.keyboard.press("d")
    board.page.keyboard.press("d")
    expect(board.page.locator(".jp-Notebook .jp-Cell")).to_have_count(1)


def test_switch_to_turkish(board):
    board.open(SHOW)
    board.root.locator(".tp-select").select_option("tr")
    expect(board.button("Geri Al")).to_be_visible()
    expect(board.button("Yeni oyun")).to_be_visible()
    expect(board.root.locator(".tp-rule")).to_have_text("Kolay")
    expect(board.root.locator(".tp-pile-label").first).to_have_text("Çekme destesi")
    expect(board.card("sinek papazı")).to_be_visible()
    board.card("maça 3").click()
    expect(board.root.locator(".tp-message")).to_have_text("Değeri bir büyük veya bir küçük olmalı")
    expect(board.root.locator(".tp-sr-only")).to_contain_text("Çekme destesi: 23 kart; açık kart yığını: sinek ası.")
    board.root.locator(".tp-select").select_option("nb")
    expect(board.button("Angre")).to_be_visible()
    expect(board.root.locator(".tp-message")).to_have_text("Må være én verdi høyere eller lavere")


def test_hint_and_won_banner(board):
    board.open(SHOW)
    board.button("Hint").click()
    expect(board.root.locator(".tp-message[data-kind='hint']")).to_contain_text("Hint")
    expect(board.root.locator(".tp-hinted")).to_have_count(1)
    board.run(
        "from tripeaks_widget import Game, solve\n"
        "g = Game.from_code('TP1-E-AAAAAAD')\n"
        "w.game = Game.replay(g.code, solve(g))"
    )
    banner = board.root.locator(".tp-banner")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("You won!")
    expect(banner).to_contain_text("Final score:")
    board.page.wait_for_timeout(400)
    board.root.screenshot(path=os.path.join(chromium.ARTIFACTS, "board-won.png"))


def test_copy_the_game_code(board):
    board.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    board.open(SHOW)
    copy = board.root.get_by_role("button", name="Copy the game code")
    copy.click()
    expect(board.root.locator(".tp-bar [data-action='copy']")).to_have_text("Copied")
    assert board.page.evaluate("navigator.clipboard.readText()") == CODE


# Sent straight to the kernel over the notebook's websocket, as a rogue or buggy
# front end could: malformed intents on the widget's own comm.
GARBAGE = [
    {"type": "play", "slot": 99}, {"type": "play", "slot": "20"}, {"type": "teleport"}, "draw", None,
    {"type": "new_game", "code": "X" * 100_000}, {"type": "set_lang", "lang": "xx"}, {"type": "undo", "n": 3},
    {"type": "play", "slot": True}, {"type": "new_game", "rule": "hard"}, [1, 2, 3], {"type": None},
]

SEND_RAW = """
async ([url, kernel, token, comm, contents]) => {
  const ws = new WebSocket(`${url}/api/kernels/${kernel}/channels?token=${token}`);
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
  for (const content of contents) {
    const id = crypto.randomUUID();
    ws.send(JSON.stringify({
      header: { msg_id: id, msg_type: 'comm_msg', username: 'test', session: 'raw', date: new Date().toISOString(), version: '5.3' },
      parent_header: {}, metadata: {}, channel: 'shell', buffers: [],
      content: { comm_id: comm, data: { method: 'custom', content } },
    }));
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  ws.close();
}
"""


def test_garbage_sent_to_the_kernel_changes_nothing(board):
    board.open(SHOW)
    board.card("king of clubs").click()
    expect(board.root.locator(".tp-moves")).to_have_text("1")
    # Count tracebacks the kernel would show (ipywidgets prints one for a raising handler).
    out = board.run(
        "ip = get_ipython(); shown = []; _show = ip.showtraceback\n"
        "ip.showtraceback = lambda *a, **k: (shown.append(1), _show(*a, **k))\n"
        "print(w.comm.comm_id)"
    )
    comm_id = out.strip().splitlines()[-1]
    kernel = _kernel_of(board)
    ws_url = board.lab.url.replace("http", "ws", 1)
    board.page.evaluate(SEND_RAW, [ws_url, kernel, board.lab.token, comm_id, GARBAGE])
    assert "[20] 499 1 0" in board.run("print(w.game.history, w.game.score, w.game.moves, len(shown))")
    expect(board.root.locator(".tp-moves")).to_have_text("1")
    # The same path does carry a well-formed intent.
    board.page.evaluate(SEND_RAW, [ws_url, kernel, board.lab.token, comm_id, [{"type": "undo"}]])
    expect(board.root.locator(".tp-score")).to_have_text("500")


def _kernel_of(board) -> str:
    sessions = board.page.evaluate(
        "async (url) => (await fetch(url)).json()", f"{board.lab.url}/api/sessions?token={board.lab.token}"
    )
    (session,) = sessions
    return session["kernel"]["id"]
