import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildView } from "./view.js";
import { setTable } from "./table.js";
import { mount, snapshot } from "./testing/fixtures.js";

const LAYOUTS = snapshot("layouts");
const left = (node) => node.style.left;

test("the table is laid out again for a game of another layout, and only then", () => {
  const v = buildView(mount());
  const tripeaksLeft = v.slots.map(left);
  assert.equal(setTable(v, LAYOUTS.tripeaks), false, "TriPeaks as Python sends it is the table already drawn");
  assert.equal(setTable(v, LAYOUTS.golf), true);
  assert.equal(setTable(v, LAYOUTS.golf), false);
  assert.equal(v.slots.length, 35);
  assert.equal(v.marks.length, 35);
  assert.equal(v.peaks.length, 0, "Golf has no groups: no badges");
  assert.equal(v.table.querySelectorAll(".tp-card[data-slot]").length, 35, "the old cards are gone");
  assert.equal(v.table.querySelectorAll(".tp-mark").length, 35);
  assert.equal(v.stock.hidden, false);
  assert.equal(v.table.dataset.layout, "golf");
  setTable(v, LAYOUTS.tripeaks);
  assert.deepEqual(v.slots.map(left), tripeaksLeft, "back to TriPeaks: every card where it was");
  assert.equal(v.peaks.length, 3);
});

test("Black Hole: 51 cards on a board of 17 columns, no stock and no stock name", () => {
  const v = buildView(mount());
  setTable(v, LAYOUTS["black-hole"]);
  assert.equal(v.slots.length, 51);
  assert.equal(v.stock.hidden, true);
  assert.equal(v.pileLabels[0].hidden, true);
  assert.equal(v.pileLabels[1].hidden, false);
  assert.equal(v.table.style.aspectRatio.split(" / ")[0], "17");
  // Slot 16 is the 17th column's top card: its left edge is 16 columns of 17 in (plus half the gap).
  assert.equal(v.slots[16].style.left, `${(100 * 16.05 / 17).toFixed(4)}%`);
  // The cards, then the stock and waste, then the marks, then the banner: marks over cards, the banner over all.
  const order = [...v.table.children];
  assert.ok(order.indexOf(v.slots[50]) < order.indexOf(v.stock));
  assert.ok(order.indexOf(v.marks[50].mark) < order.indexOf(v.banner));
  assert.ok(order.indexOf(v.waste[0]) < order.indexOf(v.marks[0].mark));
  assert.equal(v.marks[0].mark.dataset.align, "start");
  assert.equal(v.marks[16].mark.dataset.align, "end");
  assert.equal(v.marks[8].mark.dataset.align, "center");
});
