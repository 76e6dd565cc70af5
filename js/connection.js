// The board's connection state. When the kernel behind the board restarts, or
// its comm closes (model.js hears both), the board greys out, turns every
// control off and says, in its language, how to play again.

import { setAttr, setProp, setText } from "./dom.js";

// Every control of the board off, and the table marked so.
export function disableAll(v) {
  for (const control of v.root.querySelectorAll("button, select, input")) setProp(control, "disabled", true);
  setAttr(v.table, "aria-disabled", "true");
}

// `link` is the model adapter, `state()` the game's snapshot (for its words),
// `stop()` what the other parts do when the kernel goes (close the dialog, halt the replay).
export function watchConnection(v, { link, state, stop }) {
  link.onClose(() => {
    stop();
    v.root.classList.add("tp-disconnected");
    setAttr(v.root, "data-disconnected", "");
    setText(v.dead, state()?.strings.disconnected ?? "");
    setProp(v.dead, "hidden", false);
    setProp(v.offer, "hidden", true);
    disableAll(v);
  });
  return {
    // After each redraw: a board whose kernel is gone keeps its controls off.
    draw() {
      if (!link.live) disableAll(v);
    },
  };
}
