// The board's keys and what a screen reader hears. Bare letters are the
// game's shortcuts (format.js, shortcutFor), arrows and Home/End step through
// a replay (review.js, replayKey); the keys help under the board can be hidden.
// The live region says what each new snapshot changed, and R reads the whole
// board again.

import { setAttr, setProp, setText } from "./dom.js";
import { shortcutFor } from "./format.js";
import { replayKey } from "./review.js";

// How long the live region stays empty before the board is read again, so a
// screen reader hears it even when the words are the same as last time.
export const READ_AGAIN_MS = 60;

// Whether a key press is a chord that JupyterLab keeps (Ctrl+S, Shift+Enter...).
export function isChord(event) {
  return Boolean(event.ctrlKey || event.metaKey || event.altKey || (event.shiftKey && event.key === "Enter"));
}

// `act(name)` is the board's action router, `replay` its replay (replay.js),
// `shown()` the view on the board and `redraw()` draws it again.
export function createKeyboard(v, { act, replay, shown, redraw }) {
  let keysShown = true;
  let readTimer = null;

  function draw(view) {
    const s = view.strings;
    setText(v.keysHelp, s.keys_help);
    setProp(v.keysHelp, "hidden", !keysShown);
    setText(v.keysToggle, keysShown ? s.keys_hide : s.keys);
    setAttr(v.keysToggle, "aria-expanded", String(keysShown));
  }

  // A new snapshot (`next`, after `prev`): a screen reader hears what changed.
  function announce(prev, next) {
    if (!prev || next.version !== prev.version) setText(v.live, next.announce ?? "");
  }

  // The whole board, read again even when it has not changed since the last time.
  function read() {
    setText(v.live, "");
    readTimer = setTimeout(() => setText(v.live, shown().describe), READ_AGAIN_MS);
  }

  function onKeydown(event) {
    // Plain keys pressed in the board are the board's: JupyterLab must not also
    // read them as notebook commands (D D deletes a cell, Enter edits it...).
    // Chords (Ctrl+S, Shift+Enter...) still reach JupyterLab.
    if (!isChord(event)) event.stopPropagation();
    if (v.dialog.open) return;
    const step = replay.player() && replayKey({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey,
      altKey: event.altKey, shiftKey: event.shiftKey, targetTag: event.target.tagName });
    if (step) {
      event.preventDefault();
      replay.act(step);
      return;
    }
    const action = shortcutFor({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      targetTag: event.target.tagName,
    });
    if (action) {
      event.preventDefault();
      act(action);
    }
  }

  v.root.addEventListener("keydown", onKeydown);
  return {
    draw,
    announce,
    actions: {
      read,
      keys() {
        keysShown = !keysShown;
        redraw();
      },
    },
    cleanup() {
      clearTimeout(readTimer);
      v.root.removeEventListener("keydown", onKeydown);
    },
  };
}
