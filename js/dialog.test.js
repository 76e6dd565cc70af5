import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { codeLayout, codeLetter, createDialog } from "./dialog.js";
import { modelAdapter } from "./model.js";
import { buildView } from "./view.js";
import { after, fakeModel, mount, snapshot } from "./testing/fixtures.js";

function dialog() {
  let state = snapshot();
  const model = fakeModel({ state });
  const link = modelAdapter(model);
  const v = buildView(mount());
  const d = createDialog(v, { link, state: () => state });
  d.draw(state);
  return { v, d, model, state, setState: (next) => { state = next; } };
}

function submit(v) {
  v.form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
}

test("a code's letter names its rule", () => {
  assert.equal(codeLetter("TP1-C-AAAAAAB"), "C");
  assert.equal(codeLetter("  tp1-e-aaaaaab"), "E");
  assert.equal(codeLetter("hello"), null);
  assert.equal(codeLetter(""), null);
});

test("the dialog opens filled in with the game on the board, the rule focused", () => {
  const { v, d, state } = dialog();
  v.codeField.value = "TP1-C-AAAAAAB";
  v.dialogError.textContent = "old error";
  d.open();
  assert.equal(v.dialog.open, true);
  assert.equal(v.codeField.value, "");
  assert.equal(v.dialogError.textContent, "");
  assert.deepEqual(v.rules.map((r) => r.input.checked), v.rules.map((r) => r.rule === state.rule));
  assert.equal(document.activeElement, v.rules.find((r) => r.rule === state.rule).input);
  assert.equal(v.dialogTitle.textContent, state.strings.new_game);
  assert.equal(v.codeNote.textContent, state.strings.code_letter_note);
});

test("the note under the code field names the rule the typed code gives", () => {
  const { v, state } = dialog();
  v.codeField.value = "TP1-C-AAAAAAB";
  v.codeField.dispatchEvent(new Event("input"));
  assert.equal(v.codeNote.textContent, state.strings.code_gives.replace("{rule}", state.code_rules.C));
});

test("a code's last part names its layout, and the note says it by its name", () => {
  assert.equal(codeLayout("TP1-C-AAAAAAB-GOLF"), "golf");
  assert.equal(codeLayout(" tp1-e-aaaaaab-black-hole "), "black-hole");
  assert.equal(codeLayout("TP1-C-AAAAAAB"), null);
  const { v, state } = dialog();
  v.codeField.value = "TP1-E-AAAAAAB-BLACK-HOLE";
  v.codeField.dispatchEvent(new Event("input"));
  const label = state.rules_form.layout.options.find((o) => o.value === "black-hole").label;
  assert.equal(v.codeNote.textContent, state.strings.code_gives.replace("{rule}", `${state.code_rules.E} · ${label}`));
  // The layout choice sits with the rules, first.
  assert.equal(v.form.querySelector("fieldset.tp-rules").contains(v.knobs.layout.select), true);
});

test("Deal sends the chosen rule set and deal choice, or the pasted code", () => {
  const { v, d, model } = dialog();
  d.open();
  v.rules.find((r) => r.rule === "classic").input.checked = true;
  v.knobs.flagInputs[1].input.checked = true;
  submit(v);
  const deal = v.root.querySelector(".tp-deal-choice select");
  deal.value = "hard";
  deal.dispatchEvent(new Event("change", { bubbles: true }));
  assert.equal(v.root.querySelector(".tp-deal-choice input").checked, true);
  submit(v);
  v.codeField.value = " TP1-C-AAAAAAB ";
  submit(v);
  assert.deepEqual(model.sent, [
    { type: "new_game", rules: "classic,open-peaks,jokers=0,redeals=0,scoring=app" },
    { type: "new_game", rules: "classic,open-peaks,jokers=0,redeals=0,scoring=app", winnable: true, difficulty: "hard" },
    { type: "new_game", code: "TP1-C-AAAAAAB", rules: "classic,open-peaks,jokers=0,redeals=0,scoring=app" },
  ]);
});

test("the new game closes the dialog and gives the focus back to New game", () => {
  const { v, d, state, setState } = dialog();
  d.open();
  submit(v);
  d.answer(after(state, { last: { kind: "hint" } })); // not the answer
  assert.equal(v.dialog.open, true);
  const next = after(state, { last: { kind: "new" } });
  setState(next);
  d.answer(next);
  assert.equal(v.dialog.open, false);
  assert.equal(document.activeElement, v.newGame);
});

test("a refused code keeps the dialog open with Python's words, the code field focused", () => {
  const { v, d, state } = dialog();
  d.open();
  v.codeField.value = "TP9-X";
  submit(v);
  d.answer(after(state, { last: { kind: "new_refused" }, new_game_error: "That is not a game code." }));
  assert.equal(v.dialog.open, true);
  assert.equal(v.dialogError.textContent, "That is not a game code.");
  assert.equal(document.activeElement, v.codeField);
});

test("a new game the dialog did not ask for leaves it alone; the cleanup closes it", () => {
  const { v, d, state } = dialog();
  d.open();
  d.answer(after(state, { last: { kind: "new" } }));
  assert.equal(v.dialog.open, true);
  d.cleanup();
  assert.equal(v.dialog.open, false);
});

test("choosing a layout selects its own scoring, as Python names it, which the Deal text carries", () => {
  const { v, d, model, state } = dialog();
  d.open();
  const scoring = v.knobs.selects.find((s) => s.key === "scoring").select;
  assert.equal(scoring.value, "app"); // TriPeaks' own
  const own = Object.fromEntries(state.rules_form.layout.options.map((o) => [o.value, o.scoring]));
  assert.equal(own.golf, "cards-left");
  v.knobs.layout.select.value = "golf";
  v.knobs.layout.select.dispatchEvent(new Event("change"));
  assert.equal(scoring.value, "cards-left");
  submit(v);
  assert.equal(model.sent.at(-1).rules, "golf,easy,jokers=0,redeals=0,scoring=cards-left");
  v.knobs.layout.select.value = "diamond";
  v.knobs.layout.select.dispatchEvent(new Event("change"));
  assert.equal(scoring.value, "app");
});
