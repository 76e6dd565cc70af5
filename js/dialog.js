// The New game dialog: a rule set (Easy or Classic, then the knobs of
// knobs.js), the deal choice (dealing.js) or a pasted code. It opens filled in
// with the game on the board, sends the New game intent, and closes when the
// new game arrives, or shows Python's refusal and stays open.

import { drawKnobs, fillKnobs, knobsText } from "./knobs.js";
import { attachDealChoice, dealFields, drawDealChoice, readDealChoice, syncDealChoice } from "./dealing.js";
import { setAttr, setText } from "./dom.js";
import { fill } from "./format.js";
import { intent } from "./protocol.js";

// The rule letter of a code as typed ("TP1-C-…" gives "C"), or null.
export function codeLetter(text) {
  return /^\s*TP\d+-([A-Z])-/i.exec(text)?.[1]?.toUpperCase() ?? null;
}

// The layout a code as typed names in its last part ("TP1-C-AAAAAAB-GOLF" gives "golf"), or null: none is TriPeaks.
export function codeLayout(text) {
  return /^\s*TP\d+-[A-Z]-[A-Z]{7}-([A-Z][A-Z0-9-]*)\s*$/i.exec(text)?.[1]?.toLowerCase() ?? null;
}

// `link` is the model adapter (model.js), `state()` the game's snapshot.
export function createDialog(v, { link, state }) {
  const deal = attachDealChoice(v);
  let shown = null; // the view last drawn, for its words
  let pending = null; // the version a New game was asked from, until the answer comes

  // Under the code field: which rule the code typed gives (its letter decides).
  function drawCodeNote() {
    const s = shown.strings;
    const letter = codeLetter(v.codeField.value);
    const rule = letter ? shown.code_rules?.[letter] : null;
    // The layout too, by its name in the board's language, when the code names one.
    const layout = shown.rules_form?.layout?.options?.find((o) => o.value === codeLayout(v.codeField.value));
    setText(v.codeNote, rule ? fill(s.code_gives, { rule: layout ? `${rule} · ${layout.label}` : rule }) : s.code_letter_note);
  }

  function open() {
    const game = state();
    v.dialogError.textContent = "";
    v.codeField.value = "";
    drawCodeNote();
    for (const r of v.rules) r.input.checked = r.rule === game.rule;
    fillKnobs(v.knobs, game.rules_form);
    pending = null;
    if (!v.dialog.open) v.dialog.showModal();
    v.rules.find((r) => r.input.checked)?.input.focus();
  }

  function close() {
    if (v.dialog.open) v.dialog.close();
  }

  function draw(view) {
    shown = view;
    const s = view.strings;
    setText(v.dialogTitle, s.new_game);
    setAttr(v.dialog, "aria-label", s.new_game);
    setText(v.rulesLegend, s.rule_set);
    for (const r of v.rules) setText(r.text, s[`rule_${r.rule}_long`]);
    drawKnobs(v.knobs, view.rules_form);
    drawDealChoice(deal, view.deal_form);
    setText(v.codeFieldLabel, s.paste_code);
    setText(v.deal, s.deal);
    setText(v.cancel, s.cancel);
    drawCodeNote();
  }

  // A new snapshot: the answer to the New game asked for, a new game or a refusal.
  function answer(next) {
    if (pending === null || !v.dialog.open) return;
    if (next.last?.kind === "new" && next.version > pending) {
      v.dialog.close();
      pending = null;
      v.newGame.focus();
    } else if (next.last?.kind === "new_refused") {
      setText(v.dialogError, next.new_game_error);
      v.codeField.focus();
    }
  }

  function onSubmit(event) {
    event.preventDefault();
    const rule = v.rules.find((r) => r.input.checked)?.rule ?? "easy";
    pending = state().version;
    v.dialogError.textContent = "";
    const code = v.codeField.value.trim();
    link.send(intent.newGame({ rules: knobsText(v.knobs, rule), code, deal: dealFields(readDealChoice(deal), code) }));
  }

  function onChange(event) {
    if (link.live && event.target.dataset.deal) syncDealChoice(deal);
  }

  const onInput = () => shown && drawCodeNote();
  v.form.addEventListener("submit", onSubmit);
  v.codeField.addEventListener("input", onInput);
  v.root.addEventListener("change", onChange);
  return {
    open,
    close,
    draw,
    answer,
    cleanup() {
      v.form.removeEventListener("submit", onSubmit);
      v.codeField.removeEventListener("input", onInput);
      v.root.removeEventListener("change", onChange);
      close();
    },
  };
}
