import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { WASTE_SHOWN, buildView, layOut } from "./view.js";
import { mount } from "./testing/fixtures.js";

const SLOT_COUNT = 28; // TriPeaks, the table before any snapshot

test("the board's elements are built once, in the element given", () => {
  const el = mount();
  const v = buildView(el);
  assert.equal(el.firstChild, v.root);
  assert.equal(v.slots.length, SLOT_COUNT);
  assert.deepEqual(v.slots.map((node) => node.dataset.slot), Array.from({ length: SLOT_COUNT }, (_, i) => String(i)));
  assert.equal(v.waste.length, WASTE_SHOWN);
  assert.equal(v.marks.length, SLOT_COUNT);
  assert.equal(v.peaks.length, 3);
  for (const node of [...v.slots, v.stock, v.banner, v.message]) assert.equal(v.table.contains(node), true);
  assert.equal(v.root.contains(v.dialog), true);
  assert.equal(v.dialog.contains(v.codeField), true);
  // Each board's ids are its own, so two boards on a page do not share them.
  const other = buildView(el);
  assert.notEqual(other.keysHelp.id, v.keysHelp.id);
  assert.equal(v.keysToggle.getAttribute("aria-controls"), v.keysHelp.id);
  assert.equal(v.codeField.getAttribute("aria-describedby"), v.codeNote.id);
});

test("a compact board puts the message under the table; a wide one beside the piles", () => {
  const v = buildView(mount());
  layOut(v, true);
  assert.equal(v.root.classList.contains("tp-compact"), true);
  assert.equal(v.message.parentNode, v.below);
  assert.equal(v.message.style.left, "");
  layOut(v, false);
  assert.equal(v.root.classList.contains("tp-compact"), false);
  assert.equal(v.message.parentNode, v.table);
  assert.notEqual(v.message.style.left, "");
});
