import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildKnobs, drawKnobs, fillKnobs, knobsText } from "./knobs.js";
import { snapshot } from "./testing/fixtures.js";

test("the knobs show Python's form: one box per rule word, one list per count and the scoring", () => {
  const form = snapshot().rules_form;
  const k = buildKnobs();
  drawKnobs(k, form);
  assert.equal(k.legend.textContent, form.legend);
  assert.deepEqual(k.flagInputs.map((f) => f.input.dataset.word), form.flags.map((f) => f.word));
  assert.deepEqual(k.flagInputs.map((f) => f.text.textContent), form.flags.map((f) => f.label));
  assert.deepEqual(k.selects.map((s) => s.key), [...form.counts.map((c) => c.key), "scoring"]);
  assert.equal(k.selects[0].select.options.length, form.counts[0].max + 1);
  assert.deepEqual([...k.selects.at(-1).select.options].map((o) => o.textContent), form.scoring.options.map((o) => o.label));
});

test("the chosen knobs join into the rule set's text form, and fill in again from the game", () => {
  const form = snapshot().rules_form;
  const k = buildKnobs();
  drawKnobs(k, form);
  assert.equal(knobsText(k, "easy"), "easy,jokers=0,redeals=0,scoring=app");
  k.flagInputs[0].input.checked = true;
  k.selects[0].select.value = "2";
  k.selects.at(-1).select.value = "traditional";
  assert.equal(knobsText(k, "classic"), "classic,draw-when-stuck,jokers=2,redeals=0,scoring=traditional");
  fillKnobs(k, form);
  assert.equal(knobsText(k, "easy"), "easy,jokers=0,redeals=0,scoring=app");
});

test("new words in another language keep the controls and what is chosen", () => {
  const form = snapshot().rules_form;
  const k = buildKnobs();
  drawKnobs(k, form);
  const box = k.flagInputs[0].input;
  box.checked = true;
  drawKnobs(k, { ...form, flags: form.flags.map((f) => ({ ...f, label: `«${f.label}»` })) });
  assert.equal(k.flagInputs[0].input, box);
  assert.equal(box.checked, true);
  assert.equal(k.flagInputs[0].text.textContent, `«${form.flags[0].label}»`);
  drawKnobs(k, null); // no form: nothing changes
  assert.equal(k.flagInputs[0].input, box);
});

test("the layout is chosen by its name in the board's language, and leads the rule set's text", () => {
  const form = snapshot().rules_form;
  const k = buildKnobs();
  drawKnobs(k, form);
  const options = [...k.layout.select.options];
  assert.deepEqual(options.map((o) => o.value), form.layout.options.map((o) => o.value));
  assert.deepEqual(options.map((o) => o.textContent), form.layout.options.map((o) => o.label));
  assert.equal(options[0].value, "tripeaks", "TriPeaks first");
  assert.equal(k.layout.select.value, "tripeaks");
  assert.equal(knobsText(k, "easy"), "easy,jokers=0,redeals=0,scoring=app", "TriPeaks: the text as before");
  k.layout.select.value = "black-hole";
  assert.equal(knobsText(k, "easy"), "black-hole,easy,jokers=0,redeals=0,scoring=app");
  fillKnobs(k, snapshot("golf").rules_form);
  assert.equal(k.layout.select.value, "golf", "the dialog opens on the board's layout");
});
