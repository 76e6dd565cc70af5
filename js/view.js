// The board's elements, built once: the bar, the replay controls, the table
// (cards, piles, badges, marks, banner, message), the tools and the dialog.
// Drawing them from the state is widget.js's job.

import { h, place, unplace } from "./dom.js";
import { buildKnobs } from "./knobs.js";
import { setTable } from "./table.js";

export const WASTE_SHOWN = 3;

export function buildView(el) {
  const v = {};
  v.title = h("span", { class: "tp-rule" });
  v.chips = h("span", { class: "tp-chips" });
  v.codeLabel = h("span", { class: "tp-label" });
  v.code = h("code", { class: "tp-code" });
  v.copy = h("button", { type: "button", class: "tp-button tp-small", "data-action": "copy" });
  v.scoreLabel = h("span", { class: "tp-label" });
  v.score = h("strong", { class: "tp-score" });
  v.movesLabel = h("span", { class: "tp-label" });
  v.moves = h("strong", { class: "tp-moves" });
  v.movesNote = h("span", { class: "tp-moves-note" });
  v.movesStat = h("span", { class: "tp-stat tp-moves-stat" }, [v.movesLabel, v.moves, v.movesNote]);
  const bar = h("div", { class: "tp-bar" }, [
    h("span", { class: "tp-rules-line" }, [v.title, v.chips]),
    h("span", { class: "tp-stat" }, [v.codeLabel, v.code, v.copy]),
    h("span", { class: "tp-stat" }, [v.scoreLabel, v.score]),
    v.movesStat,
  ]);

  // Replay controls: shown while the board plays a line (TriPeaksWidget.replay).
  const control = (action) => h("button", { type: "button", class: "tp-button tp-small", "data-replay": action });
  v.replayBack = control("back");
  v.replayPlay = control("play");
  v.replayForward = control("forward");
  v.replaySpeedLabel = h("span");
  v.replaySpeed = h("select", { class: "tp-speed", "data-replay": "speed" });
  v.replayStep = h("span", { class: "tp-replay-step", "aria-live": "off" });
  v.replayLeave = h("button", { type: "button", class: "tp-button tp-small tp-primary", "data-replay": "leave" });
  v.replayBar = h("div", { class: "tp-replay", role: "toolbar", hidden: "" }, [
    v.replayBack,
    v.replayPlay,
    v.replayForward,
    h("label", { class: "tp-toggle" }, [v.replaySpeedLabel, v.replaySpeed]),
    v.replayStep,
    v.replayLeave,
  ]);

  v.table = h("div", { class: "tp-table", role: "group" });
  v.stock = h("button", { type: "button", class: "tp-card tp-stock tp-back", "data-action": "draw" });
  v.stockCount = h("span", { class: "tp-count", "aria-hidden": "true" });
  v.stock.append(v.stockCount);
  v.pileLabels = [h("div", { class: "tp-pile-label", "data-pile": "stock" }), h("div", { class: "tp-pile-label", "data-pile": "waste" })];
  // Older waste cards first so the top card is drawn last, on top.
  v.waste = [];
  for (let depth = WASTE_SHOWN - 1; depth >= 0; depth -= 1) {
    v.waste[depth] = h("div", { class: "tp-card tp-waste", "data-depth": String(depth) });
  }
  v.waste[0].setAttribute("role", "img");
  v.table.append(v.stock, ...v.waste.slice().reverse(), ...v.pileLabels);

  v.bannerTitle = h("div", { class: "tp-banner-title" });
  v.bannerText = h("div", { class: "tp-banner-text" });
  v.bannerUndo = h("button", { type: "button", class: "tp-button", "data-action": "undo" });
  v.bannerNew = h("button", { type: "button", class: "tp-button tp-primary", "data-action": "new" });
  v.banner = h("div", { class: "tp-banner", role: "alert", hidden: "" }, [
    v.bannerTitle,
    v.bannerText,
    h("div", { class: "tp-banner-buttons" }, [v.bannerUndo, v.bannerNew]),
  ]);
  v.table.append(v.banner);

  v.message = h("div", { class: "tp-message", role: "status", "aria-live": "polite" });
  v.live = h("div", { class: "tp-sr-only", "aria-live": "polite" });
  v.table.append(v.message, v.live);
  // The cards, marks and badges where the layout puts them: TriPeaks until a snapshot says otherwise (table.js).
  setTable(v);
  // Under the table: the keys help, and on a compact board the message too.
  v.below = h("div", { class: "tp-below" });
  v.keysHelp = h("div", { class: "tp-keys", id: `tp-keys-${Math.random().toString(36).slice(2)}` });

  v.undo = h("button", { type: "button", class: "tp-button", "data-action": "undo" });
  v.hint = h("button", { type: "button", class: "tp-button", "data-action": "hint" });
  v.newGame = h("button", { type: "button", class: "tp-button tp-primary", "data-action": "new" });
  v.errorHelp = h("input", { type: "checkbox", class: "tp-check", "data-action": "error-help" });
  v.errorHelpLabel = h("span");
  v.langLabel = h("span");
  v.lang = h("select", { class: "tp-select", "data-action": "lang" });
  v.keysToggle = h("button", {
    type: "button",
    class: "tp-button tp-small",
    "data-action": "keys",
    "aria-expanded": "true",
    "aria-controls": v.keysHelp.id,
  });
  const tools = h("div", { class: "tp-tools" }, [
    v.undo,
    v.hint,
    v.newGame,
    h("label", { class: "tp-toggle" }, [v.errorHelp, v.errorHelpLabel]),
    h("label", { class: "tp-toggle" }, [v.langLabel, v.lang]),
    v.keysToggle,
  ]);

  v.dialogTitle = h("h2", { class: "tp-dialog-title" });
  v.rulesLegend = h("legend", { class: "tp-knobs-legend" });
  v.rules = ["easy", "classic"].map((rule) => {
    const input = h("input", { type: "radio", name: "rule", value: rule });
    const text = h("span");
    return { rule, input, text, label: h("label", { class: "tp-choice" }, [input, text]) };
  });
  v.knobs = buildKnobs();
  v.codeFieldLabel = h("span");
  v.codeField = h("input", {
    type: "text",
    class: "tp-code-field",
    maxlength: "40",
    autocomplete: "off",
    spellcheck: "false",
    placeholder: "TP1-E-AAAAAAB",
  });
  // Which rule a pasted code gives: its letter decides (filled in as it is typed).
  v.codeNote = h("p", { class: "tp-code-note", id: `tp-code-note-${Math.random().toString(36).slice(2)}` });
  v.codeField.setAttribute("aria-describedby", v.codeNote.id);
  v.dialogError = h("div", { class: "tp-dialog-error", role: "alert" });
  v.deal = h("button", { type: "submit", class: "tp-button tp-primary" });
  v.cancel = h("button", { type: "button", class: "tp-button", "data-action": "cancel" });
  v.form = h("form", { method: "dialog" }, [
    v.dialogTitle,
    h("fieldset", { class: "tp-rules" }, [v.rulesLegend, v.knobs.layout.label, ...v.rules.map((r) => r.label)]),
    v.knobs.root,
    h("label", { class: "tp-code-label" }, [v.codeFieldLabel, v.codeField]),
    v.codeNote,
    v.dialogError,
    h("div", { class: "tp-dialog-buttons" }, [v.cancel, v.deal]),
  ]);
  v.dialog = h("dialog", { class: "tp-dialog" }, [v.form]);

  // A board whose kernel is gone says so on one line (its controls are off).
  v.dead = h("div", { class: "tp-dead", role: "alert", hidden: "" });
  // A game this browser kept for the board's cell (keep.js), offered back.
  v.offerText = h("span", { class: "tp-offer-text" });
  v.offerResume = h("button", { type: "button", class: "tp-button tp-primary", "data-offer": "resume" });
  v.offerDiscard = h("button", { type: "button", class: "tp-button", "data-offer": "discard" });
  v.offer = h("div", { class: "tp-offer", role: "group", hidden: "" }, [v.offerText, v.offerResume, v.offerDiscard]);

  v.root = h("div", { class: "tp-root" }, [
    v.dead, v.offer, bar, v.replayBar, v.table, v.below, tools, v.keysHelp, v.dialog,
  ]);
  el.append(v.root);
  return v;
}

// Wide board: the message beside the piles, pile names under them. Compact
// board: the message under the table, pile names beside the piles.
export function layOut(v, compact) {
  v.root.classList.toggle("tp-compact", compact);
  if (compact) {
    unplace(v.message);
    v.below.append(v.message);
  } else {
    place(v.message, v.geo.messageRect(), v.geo.board);
    v.table.insertBefore(v.message, v.live);
  }
  v.geo.pileLabelRects(compact).forEach((rect, i) => place(v.pileLabels[i], rect, v.geo.board));
}
