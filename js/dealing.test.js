import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildDealChoice, dealFields, drawDealChoice, readDealChoice, syncDealChoice } from "./dealing.js";
import { snapshot } from "./testing/fixtures.js";

test("the deal choice shows Python's words and levels", () => {
  const form = snapshot().deal_form;
  const d = buildDealChoice();
  drawDealChoice(d, form);
  assert.equal(d.legend.textContent, form.legend);
  assert.equal(d.winnableText.textContent, form.winnable);
  assert.deepEqual([...d.level.options].map((o) => [o.value, o.textContent]), form.levels.map((o) => [o.value, o.label]));
  assert.equal(d.note.textContent, form.code_note);
});

test("a difficulty ticks and holds winnable; the choice rides on a random deal only", () => {
  const d = buildDealChoice();
  drawDealChoice(d, snapshot().deal_form);
  assert.deepEqual(readDealChoice(d), { winnable: false, difficulty: null });
  d.level.value = "medium";
  syncDealChoice(d);
  assert.equal(d.winnable.checked, true);
  assert.equal(d.winnable.disabled, true);
  assert.deepEqual(dealFields(readDealChoice(d), ""), { winnable: true, difficulty: "medium" });
  assert.deepEqual(dealFields(readDealChoice(d), "TP1-E-AAAAAAB"), {});
  d.level.value = "";
  syncDealChoice(d);
  assert.equal(d.winnable.disabled, false);
  assert.deepEqual(dealFields({ winnable: true, difficulty: null }, ""), { winnable: true });
  assert.deepEqual(dealFields({ winnable: false, difficulty: null }, ""), {});
});
