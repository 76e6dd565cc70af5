"""The board in a real JupyterLab, driven through headless Chromium."""

from __future__ import annotations

import os
import re

import chromium
import labserver
from boardchecks import CHECK_BANNER, MEASURE_TARGETS

from tripeaks_widget.engine.examples import WON_GAME

try:
    from playwright.sync_api import expect
except ImportError:  # the `lab` fixture skips (or, in CI, fails) with the reason
    expect = None

CODE = "TP1-E-AAAAAAB"
SHOW = f'from tripeaks_widget import TriPeaksWidget\nw = TriPeaksWidget(code="{CODE}")\nw'


def test_documented_moves_turn_up_the_seven_of_spades(board):
    board.open(SHOW)
    expect(board.root.locator(".tp-score")).to_have_text("500")
    # The static picture for exports is in the notebook, hidden beside the live board.
    expect(board.page.locator(".tripeaks-static")).to_have_count(1)
    expect(board.page.locator(".tripeaks-static")).to_be_hidden()
    # Before: slot 13 is face down and says so, without naming its card.
    expect(board.slot(13)).to_have_attribute("aria-label", "face-down card")
    for label in ("king of clubs", "ace of spades", "2 of diamonds"):
        board.card(label).click()
    expect(board.slot(13)).to_have_attribute("aria-label", "7 of spades")
    expect(board.slot(13)).not_to_have_class(re.compile("tp-back"))
    expect(board.root.locator(".tp-score")).to_have_text("497")
    expect(board.root.locator(".tp-moves")).to_have_text("3")
    expect(board.root.locator(".tp-waste[data-depth='0']")).to_have_attribute("aria-label", "Waste: 2 of diamonds")
    # The live region says what changed; R reads the engine's description of the whole position.
    expect(board.root.locator(".tp-sr-only")).to_have_text("2 of diamonds played. Turned up: 7 of spades. Score 497.")
    board.slot(13).focus()
    board.page.keyboard.press("r")
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
    board.root.locator(".tp-check[data-action=error-help]").uncheck()  # error help off: no reason shown
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
    # Before a code is typed the dialog says its letter decides; as it is typed, which rule it gives.
    note = dialog.locator(".tp-code-note")
    expect(note).to_have_text(re.compile(r"^A pasted code's letter decides its rule \(E: Easy, C: Classic\)"))
    field.fill("TP1-C-AAAAAAD")
    expect(note).to_have_text("This code deals: Classic (King and Ace separate)")
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
    board.root.locator(".tp-select[data-action=lang]").select_option("tr")
    expect(board.button("Geri Al")).to_be_visible()
    expect(board.button("Yeni oyun")).to_be_visible()
    expect(board.root.locator(".tp-rule")).to_have_text("Kolay")
    expect(board.root.locator(".tp-pile-label").first).to_have_text("Çekme destesi")
    expect(board.card("sinek papazı")).to_be_visible()
    board.card("maça 3").click()
    expect(board.root.locator(".tp-message")).to_have_text("Değeri bir büyük veya bir küçük olmalı")
    board.card("sinek papazı").focus()
    board.page.keyboard.press("r")
    expect(board.root.locator(".tp-sr-only")).to_contain_text("Çekme destesi: 23 kart; açık kart yığını: sinek ası.")
    board.root.locator(".tp-select[data-action=lang]").select_option("nb")
    expect(board.button("Angre")).to_be_visible()
    expect(board.root.locator(".tp-message")).to_have_text("Må være én verdi høyere eller lavere")


def test_hint_and_won_banner(board):
    board.open(SHOW)
    board.button("Hint").click()
    expect(board.root.locator(".tp-message[data-kind='hint']")).to_contain_text("A guess from what you can see: ")
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


# -- the board as a teaching surface (issue 8) -----------------------------------

# Records each replay step the board shows: its number, the counters, the badges
# and how long it stayed on screen.
WATCH_REPLAY = """
(root) => {
  window.__steps = [];
  const look = () => {
    const step = root.getAttribute('data-replay');
    if (step === null) return;
    window.__steps.push({
      step: Number(step),
      at: performance.now(),
      moves: Number(root.querySelector('.tp-moves').textContent),
      score: Number(root.querySelector('.tp-score').textContent),
      badges: [...root.querySelectorAll('.tp-peak-badge')].filter((b) => !b.hidden).length,
      next: root.querySelectorAll('.tp-card.tp-next').length,
      banner: !root.querySelector('.tp-banner').hidden,
      status: root.getAttribute('data-status'),
    });
  };
  new MutationObserver(look).observe(root, { attributes: true, attributeFilter: ['data-replay'] });
}
"""


def test_replay_of_the_won_game_step_by_step(board):
    board.open(SHOW)
    board.root.evaluate(WATCH_REPLAY)
    board.run(
        "from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE\n"
        "w.replay(WON_GAME, start=WON_GAME_CODE, speed=4)"
    )
    # The kernel is free while the browser plays the replay.
    assert "42" in board.run("print(6 * 7)")
    assert int(board.root.get_attribute("data-replay")) < 50, "the replay was still playing"
    expect(board.root).to_have_attribute("data-replay", "50", timeout=30_000)
    steps = board.page.evaluate("window.__steps")
    shown = [s["step"] for s in steps]
    assert shown == sorted(set(shown)) and set(range(1, 51)) <= set(shown), shown
    for s in steps:
        assert s["moves"] == s["step"]  # the counters follow each step
        assert s["next"] == (1 if s["step"] < 50 else 0)  # the card about to move is marked
        # The banner and the status are the step's own: "You won!" only once it is won (issue 23).
        assert (s["banner"], s["status"]) == ((True, "won") if s["step"] == 50 else (False, "playing")), s
    # Each step stays on screen for its time (250 ms at 4x), none skipped.
    gaps = [b["at"] - a["at"] for a, b in zip(steps, steps[1:])]
    assert min(gaps) > 150, gaps
    first_with = [next(s["step"] for s in steps if s["badges"] >= n) for n in (1, 2, 3)]
    assert first_with == [37, 42, 50]
    assert steps[-1]["score"] == 750
    expect(board.root.locator(".tp-banner")).to_contain_text("You won!")
    # Step back three times and play on from there: the board's game is that position.
    back = board.root.locator("[data-replay='back']")
    for _ in range(3):
        back.click()
    expect(board.root).to_have_attribute("data-replay", "47")
    expect(board.root.locator(".tp-moves")).to_have_text("47")
    board.root.locator("[data-replay='leave']").click()
    expect(board.root.locator(".tp-replay")).to_be_hidden()
    expect(board.root).not_to_have_attribute("data-replay", re.compile(".*"))
    assert "47 47" in board.run("print(w.game.moves, len(w.game.history))")


# Element boxes that must neither overlap each other nor leave the board, and
# texts that must not be cut.
CHECK_LAYOUT = """
(root) => {
  const shown = (e) => e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const items = [];
  const add = (name, e) => { if (shown(e)) items.push([name, e, e.getBoundingClientRect()]); };
  root.querySelectorAll('.tp-bar > *').forEach((e, i) => add(`bar${i}`, e));
  root.querySelectorAll('.tp-chip').forEach((e, i) => add(`chip${i}`, e));
  add('stock', root.querySelector('.tp-stock'));
  add('waste', root.querySelector('.tp-waste[data-depth="0"]'));
  root.querySelectorAll('.tp-pile-label').forEach((e, i) => add(`pile-name${i}`, e));
  add('message', root.querySelector('.tp-message'));
  root.querySelectorAll('.tp-card[data-slot]').forEach((e) => { if (e.dataset.slot >= 18) add(`slot${e.dataset.slot}`, e); });
  root.querySelectorAll('.tp-tools > *').forEach((e, i) => add(`tool${i}`, e));
  add('keys', root.querySelector('.tp-keys'));
  const problems = [];
  const r = root.getBoundingClientRect();
  if (r.left < -0.5 || r.right > innerWidth + 0.5) problems.push(`board ${r.left}-${r.right} outside the window ${innerWidth}`);
  const nested = (a, b) => a.contains(b) || b.contains(a);
  for (const [name, e, b] of items) {
    if (b.left < r.left - 0.5 || b.right > r.right + 0.5 || b.top < r.top - 0.5 || b.bottom > r.bottom + 0.5) {
      problems.push(`${name} is cut by the board's edge`);
    }
    if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) {
      if (getComputedStyle(e).overflow !== 'visible' || e.matches('.tp-pile-label, .tp-keys, .tp-message')) {
        problems.push(`${name} clips its text (${e.scrollWidth}x${e.scrollHeight} in ${e.clientWidth}x${e.clientHeight})`);
      }
    }
  }
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const [n1, e1, a] = items[i];
      const [n2, e2, b] = items[j];
      if (nested(e1, e2)) continue;
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 0.5 && y > 0.5) problems.push(`${n1} overlaps ${n2} by ${x.toFixed(1)}x${y.toFixed(1)}`);
    }
  }
  return { width: r.width, problems };
}
"""

NARROW = (
    'from tripeaks_widget import TriPeaksWidget\n'
    f'w = TriPeaksWidget(code="{CODE}", lang="tr", rules="easy,open-peaks")\n'
    'for slot in (20, 23, 22):\n    w.play(slot)\n'
    'w.hint()  # a lost deal: the longest message\nw'
)


def test_layout_at_narrow_widths(board):
    board.page.set_viewport_size({"width": 1280, "height": 900})
    board.open(NARROW)
    expect(board.root.locator(".tp-message[data-kind='hint']")).to_contain_text("kazanılamaz")
    os.makedirs(chromium.ARTIFACTS, exist_ok=True)
    sidebar = board.page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id='filebrowser']")
    widths = {}
    for width, files_open in ((700, False), (700, True), (480, False), (320, False)):
        board.page.set_viewport_size({"width": width, "height": 900})
        browser_shown = board.page.locator(".jp-FileBrowser").first.is_visible()
        if browser_shown != files_open and sidebar.is_visible():
            sidebar.click()
        board.root.scroll_into_view_if_needed()
        board.page.wait_for_timeout(400)
        result = board.root.evaluate(CHECK_LAYOUT)
        name = f"{width}{'-files' if files_open else ''}"
        widths[name] = result["width"]
        board.root.screenshot(path=os.path.join(chromium.ARTIFACTS, f"board-{name}.png"))
        assert result["problems"] == [], (name, result)
    assert min(widths.values()) < 330, widths  # the narrowest case was really narrow


WON_OFF_SCREEN = (
    "from tripeaks_widget import Game\n"
    "from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE\n"
    "w.game = Game.replay(WON_GAME_CODE, WON_GAME)"
)


def test_animations_never_freeze_off_screen(board):
    # The board is won while its cell is scrolled away (and windowed out by
    # JupyterLab): once back in view, every badge has its final look.
    board.open('from tripeaks_widget import TriPeaksWidget\nw = TriPeaksWidget(code="TP1-E-AAAAAAD")\nw')
    # Cells are added and run one by one: JupyterLab keeps only the cells near
    # the view in the page, so running "all cells in the page" would miss some.
    for _ in range(2):
        board.run("print('\\n' * 120)")
    board.run(WON_OFF_SCREEN)
    assert board.root.evaluate("(root) => root.getBoundingClientRect().bottom < 0 || !root.checkVisibility()")
    board.page.wait_for_timeout(800)
    board.root.scroll_into_view_if_needed()
    expect(board.root).to_have_attribute("data-status", "won", timeout=30_000)
    looks = board.root.evaluate(
        """(root) => ({
          badges: [...root.querySelectorAll('.tp-peak-badge')].map((b) => {
            const s = getComputedStyle(b);
            return [b.hidden, s.opacity, s.transform];
          }),
          running: root.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
        })"""
    )
    assert looks["badges"] == [[False, "1", "none"]] * 3, looks
    assert looks["running"] == 0
    # The "You won!" banner sits under the badges, never over one.
    banner = board.root.locator(".tp-banner").bounding_box()
    for badge in board.root.locator(".tp-peak-badge").all():
        assert badge.bounding_box()["y"] + badge.bounding_box()["height"] <= banner["y"]


# -- the New game dialog's rule knobs (issue 10) -----------------------------------

CHECK_DIALOG = """
(dialog) => {
  const problems = [];
  const d = dialog.getBoundingClientRect();
  if (d.left < -0.5 || d.right > innerWidth + 0.5) problems.push(`dialog ${d.left}-${d.right} outside ${innerWidth}`);
  if (dialog.scrollWidth > dialog.clientWidth + 1) problems.push(`dialog scrolls sideways (${dialog.scrollWidth} in ${dialog.clientWidth})`);
  for (const e of dialog.querySelectorAll('label, select, input, button, legend, p')) {
    const b = e.getBoundingClientRect();
    if (!b.width) continue;
    if (b.left < d.left - 0.5 || b.right > d.right + 0.5) problems.push(`${e.tagName} "${e.textContent.slice(0, 30)}" is cut`);
  }
  return problems;
}
"""


def _dialog_shot(board, dialog, name: str) -> None:
    os.makedirs(chromium.ARTIFACTS, exist_ok=True)
    board.page.wait_for_timeout(200)
    dialog.screenshot(path=os.path.join(chromium.ARTIFACTS, f"dialog-{name}.png"))
    assert dialog.evaluate(CHECK_DIALOG) == [], name


def test_new_game_dialog_starts_a_rule_set(board):
    board.open(SHOW)
    board.button("New game").click()
    dialog = board.root.locator("dialog.tp-dialog")
    expect(dialog).to_be_visible()
    # Pre-filled with the game on the board: Easy, nothing else.
    expect(dialog.get_by_label("Easy (King and Ace linked)")).to_be_checked()
    expect(dialog.locator("select[data-key='jokers']")).to_have_value("0")
    expect(dialog.locator("select[data-key='redeals']")).to_have_value("0")
    expect(dialog.locator("select[data-key='scoring']")).to_have_value("app")
    expect(dialog.get_by_label("Open peaks")).not_to_be_checked()
    _dialog_shot(board, dialog, "en")
    dialog.get_by_label("Classic (King and Ace separate)").check()
    dialog.locator("select[data-key='redeals']").select_option("1")
    dialog.locator("select[data-key='jokers']").select_option("2")
    dialog.get_by_role("button", name="Deal").click()
    expect(dialog).to_be_hidden()
    expect(board.root.locator(".tp-rule")).to_have_text("Classic")
    expect(board.root.locator(".tp-chip")).to_have_text(["2 jokers", "1 redeal"])
    expect(board.root.locator(".tp-code")).to_have_text(re.compile(r"TP1-C-[A-Z]{7}"))
    expect(board.root.locator(".tp-count")).to_have_text("25")  # 23 cards and 2 jokers
    out = board.run("print(w.game.rules.text, '|', w.game.record())")
    assert re.search(r"classic,jokers=2,redeals=1 \| TP1-C-[A-Z]{7} \[classic,jokers=2,redeals=1\]:", out), out
    # Opened again, the dialog shows the rule set now on the board.
    board.button("New game").click()
    expect(dialog.get_by_label("Classic (King and Ace separate)")).to_be_checked()
    expect(dialog.locator("select[data-key='jokers']")).to_have_value("2")
    expect(dialog.locator("select[data-key='redeals']")).to_have_value("1")
    dialog.get_by_role("button", name="Cancel").click()
    # In Turkish and Norwegian, at full width and on a phone-sized board.
    for lang, title, flag in (("tr", "Yeni oyun", "Açık tepeler"), ("nb", "Nytt spill", "Åpne topper")):
        board.page.set_viewport_size({"width": 1280, "height": 1000})
        board.root.locator(".tp-tools .tp-select").select_option(lang)
        board.button(title).click()
        expect(dialog.locator(".tp-dialog-title")).to_have_text(title)
        expect(dialog.get_by_label(flag)).to_be_visible()
        _dialog_shot(board, dialog, lang)
        dialog.locator("[data-action='cancel']").click()
    board.page.set_viewport_size({"width": 320, "height": 640})
    # At this width JupyterLab's side bars lie over the notebook: reach the button by keyboard.
    board.button("Nytt spill").focus()
    board.page.keyboard.press("Enter")
    expect(dialog.locator("button[type='submit']")).to_be_visible()
    _dialog_shot(board, dialog, "nb-320")
    dialog.locator("select[data-key='jokers']").select_option("0")
    dialog.get_by_label("Avleggsbunken starter tom").check()
    dialog.locator("button[type='submit']").scroll_into_view_if_needed()
    dialog.locator("button[type='submit']").click()
    expect(dialog).to_be_hidden()
    expect(board.root.locator(".tp-chip")).to_have_text(["Avleggsbunken starter tom", "1 ekstra runde"])
    board.page.set_viewport_size({"width": 1280, "height": 1000})  # room to run a cell
    assert "classic,empty-waste,redeals=1" in board.run("print(w.game.rules.text)")


# -- a lesson a class can trust (issue 23) -------------------------------------------


def test_restart_greys_the_board_and_after_a_reload_the_game_continues(board):
    board.open(SHOW)
    for label in ("king of clubs", "ace of spades"):
        board.card(label).click()
    expect(board.root.locator(".tp-moves")).to_have_text("2")
    # The announcement says what changed, not the whole board.
    expect(board.root.locator(".tp-sr-only")).to_have_text("Ace of spades played. Score 498.")
    page = board.page
    page.locator(".lm-MenuBar-itemLabel", has_text="Kernel").click()
    page.locator(".lm-Menu-itemLabel", has_text="Restart Kernel").first.click()
    page.locator(".jp-Dialog .jp-mod-accept").click()
    # Within a second: greyed, one line, every control off, a click does nothing.
    dead = board.root.locator(".tp-dead")
    expect(dead).to_have_text("The kernel restarted: run this cell again to play", timeout=1_000)
    expect(board.root).to_have_attribute("data-disconnected", "")
    assert board.root.locator("button:enabled, select:enabled, input:enabled").count() == 0
    board.card("2 of diamonds").click(force=True)
    expect(board.root.locator(".tp-moves")).to_have_text("2")
    board.root.screenshot(path=os.path.join(chromium.ARTIFACTS, "board-restarted.png"))
    # Save and reload: the kernel that made the board is gone, so the notebook
    # shows the board's last position as a picture, with how to go on.
    page.keyboard.press("Control+s")
    page.wait_for_function("() => !document.querySelector('.jp-mod-dirty')")
    page.reload()
    picture = page.locator(".tripeaks-static")
    expect(picture).to_be_visible(timeout=60_000)
    expect(picture.locator("svg[role=img]")).to_have_attribute("aria-label", re.compile("waste: ace of spades"))
    expect(picture).to_contain_text("Score: 498")
    expect(picture.locator(".tripeaks-static-note")).to_contain_text("run this cell again")
    # JupyterLab's own line for the widget it cannot draw is hidden: the picture says what to do.
    widget_output = page.locator(".jp-OutputArea-child").filter(has_not=page.locator(".tripeaks-static")).first
    expect(widget_output).to_be_hidden()
    # Running the cell again offers the kept game; one click continues it.
    page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for(timeout=90_000)
    labserver.run_cell(page, page.locator(".jp-Notebook .jp-CodeCell").first)
    root = page.locator(labserver.BOARD).first
    offer = root.locator(".tp-offer")
    expect(offer).to_contain_text("Your game TP1-E-AAAAAAB (2 moves) is kept in this browser.")
    expect(root.locator(".tp-moves")).to_have_text("0")
    offer.get_by_role("button", name="Continue it").click()
    expect(root.locator(".tp-moves")).to_have_text("2")
    expect(root.locator(".tp-score")).to_have_text("498")
    expect(offer).to_be_hidden()
    expect(root.locator(".tp-tools").get_by_role("button", name="Undo", exact=True)).to_be_enabled()
    assert "TP1-E-AAAAAAB: 20 23 2 498" in board.run("print(w.game.record(), w.game.moves, w.game.score)")


# The static picture's won banner: each text's box inside the banner's box.
CHECK_PICTURE_BANNER = """
(picture) => {
  const rect = [...picture.querySelectorAll('rect')].find((r) => r.getAttribute('rx') === '14' && r.getAttribute('fill').startsWith('rgba(10,30,20'));
  const box = rect.getBBox();
  return [...picture.querySelectorAll('text[data-banner]')].map((t) => {
    const b = t.getBBox();
    return b.x >= box.x && b.x + b.width <= box.x + box.width ? null : `${t.textContent}: ${b.x}+${b.width} outside ${box.x}+${box.width}`;
  }).filter(Boolean);
}
"""

WON_NB = (
    "from tripeaks_widget import Game, TriPeaksWidget\n"
    "from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE\n"
    "w = TriPeaksWidget(lang='nb')\nw.game = Game.replay(WON_GAME_CODE, WON_GAME[:-1])\nw"
)


def test_phone_width_targets_text_and_the_won_banner(board):
    # Norwegian has the longest won text ("Du vant!" / "Sluttresultat: 750 poeng" and par).
    board.open(WON_NB)
    # A page whose own styles reach form controls (as marimo's do: near-white text, no field):
    # the board's controls keep their own colours.
    board.page.add_style_tag(content="select, button { color: #fafafa; background: transparent; border: none; }")
    look = board.root.locator(".tp-tools .tp-select").evaluate(
        "(e) => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]")
    assert look == ["rgb(27, 27, 27)", "rgb(255, 253, 247)"], look
    board.page.set_viewport_size({"width": 375, "height": 740})  # after opening: the kernel indicator is shown
    files = board.page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id='filebrowser']")
    if board.page.locator(".jp-FileBrowser").first.is_visible():
        files.click()
    board.root.scroll_into_view_if_needed()
    board.page.wait_for_timeout(400)
    sizes = board.root.evaluate(MEASURE_TARGETS)
    assert sizes["small"] == [] and sizes["tiny"] == [], sizes
    assert sizes["cards"] >= 5 and sizes["width"] > 280, sizes  # the board uses the width there is
    board.root.screenshot(path=os.path.join(chromium.ARTIFACTS, "board-375-nb.png"))
    board.slot(WON_GAME[-1]).click()
    expect(board.root).to_have_attribute("data-status", "won")
    expect(board.root.locator(".tp-banner")).to_contain_text("Sluttresultat: 750 poeng")
    for width in (375, 1280):
        board.page.set_viewport_size({"width": width, "height": 900})
        board.page.wait_for_timeout(400)
        board.root.scroll_into_view_if_needed()
        assert board.root.evaluate(CHECK_BANNER) == [], width
        board.root.screenshot(path=os.path.join(chromium.ARTIFACTS, f"board-won-{width}-nb.png"))
    # The static picture of the same board (shown where the live board is not): its banner fits too.
    picture = board.page.locator(".tripeaks-static").first
    picture.evaluate("(p) => { p.closest('.jp-OutputArea-child').style.setProperty('display', 'block', 'important'); }")
    assert picture.evaluate(CHECK_PICTURE_BANNER) == []
    picture.screenshot(path=os.path.join(chromium.ARTIFACTS, "picture-won-nb.png"))
