// The board's controls: the tools under the table (Undo, Hint, New game, the
// error help box, the language), the code's Copy button, and the clicks on
// cards and on every button named by a `data-action`. A click becomes an
// intent for Python or an action of another part (the dialog, the review,
// the keys); `actionRouter` decides which actions a replay leaves on.

import { h, setAttr, setProp, setText } from "./dom.js";
import { intent } from "./protocol.js";

// What still works while a replay is watched: reading the board aloud, the
// keys help, closing the dialog and copying the code.
export const FREE_IN_REPLAY = new Set(["read", "keys", "cancel", "copy"]);

// One function for every action: nothing before the first snapshot or once the
// kernel is gone, and during a replay only FREE_IN_REPLAY.
export function actionRouter(actions, { ready, replaying }) {
  return (name) => {
    if (!ready() || !Object.hasOwn(actions, name)) return;
    if (replaying() && !FREE_IN_REPLAY.has(name)) return;
    actions[name]();
  };
}

// How long the Copy button says "Copied" after a copy.
export const COPIED_MS = 1500;

// `link` is the model adapter (model.js), `state()` the game's snapshot,
// `act(name)` the board's action router.
export function createControls(v, { link, state, replaying, act }) {
  let copiedUntil = 0;
  let copiedTimer = null;

  function draw(view) {
    const s = view.strings;
    const copied = Date.now() < copiedUntil;
    setText(v.copy, copied ? s.copied : s.copy);
    setAttr(v.copy, "aria-label", copied ? s.copied : s.copy_code);
    const locked = replaying();
    setText(v.undo, s.undo);
    setProp(v.undo, "disabled", !view.can_undo || locked);
    setText(v.hint, s.hint);
    setProp(v.hint, "disabled", view.status !== "playing" || locked);
    setText(v.newGame, s.new_game);
    setProp(v.newGame, "disabled", locked);
    setProp(v.errorHelp, "checked", view.error_help);
    setText(v.errorHelpLabel, s.error_help);
    setText(v.langLabel, s.language);
    if (v.lang.dataset.key !== view.langs.map((l) => l.code).join()) {
      v.lang.dataset.key = view.langs.map((l) => l.code).join();
      v.lang.replaceChildren(...view.langs.map((l) => h("option", { value: l.code, text: l.name })));
    }
    setProp(v.lang, "value", view.lang);
  }

  async function copy() {
    const game = state();
    try {
      await navigator.clipboard.writeText(game.code);
    } catch {
      // No clipboard permission (e.g. an insecure origin): select the code so
      // the user can copy it themselves.
      const range = document.createRange();
      range.selectNodeContents(v.code);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    copiedUntil = Date.now() + COPIED_MS;
    v.copy.textContent = game.strings.copied;
    v.copy.setAttribute("aria-label", game.strings.copied);
    copiedTimer = setTimeout(() => {
      const s = state().strings;
      v.copy.textContent = s.copy;
      v.copy.setAttribute("aria-label", s.copy_code);
    }, COPIED_MS + 100);
  }

  function onClick(event) {
    if (!link.live) return;
    const card = event.target.closest(".tp-card[data-slot]");
    if (card && v.table.contains(card)) {
      if (!replaying()) link.send(intent.play(Number(card.dataset.slot)));
      return;
    }
    const button = event.target.closest("[data-action]");
    if (button && button.tagName === "BUTTON") act(button.dataset.action);
  }

  // A mouse press in the board is the board's alone: JupyterLab need not run
  // its cell selection for it, which costs milliseconds before the click
  // reaches the kernel. Pressing a card or a button does not move the focus
  // either: a card may vanish at once, and each focus change makes JupyterLab
  // restyle the whole cell. Keyboard players still Tab to everything.
  function onMouseDown(event) {
    event.stopPropagation();
    const button = event.target.closest("button");
    if (button && !v.dialog.contains(button)) event.preventDefault();
  }

  function onChange(event) {
    if (!link.live) return;
    const action = event.target.dataset.action;
    if (action === "error-help") link.send(intent.setErrorHelp(event.target.checked));
    else if (action === "lang") link.send(intent.setLang(event.target.value));
  }

  v.root.addEventListener("click", onClick);
  v.root.addEventListener("mousedown", onMouseDown);
  v.root.addEventListener("change", onChange);
  return {
    draw,
    copy,
    actions: {
      draw: () => link.send(intent.draw()),
      undo: () => link.send(intent.undo()),
      hint: () => link.send(intent.hint()),
      copy,
    },
    cleanup() {
      clearTimeout(copiedTimer);
      v.root.removeEventListener("click", onClick);
      v.root.removeEventListener("mousedown", onMouseDown);
      v.root.removeEventListener("change", onChange);
    },
  };
}
