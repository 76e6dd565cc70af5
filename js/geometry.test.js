import assert from "node:assert/strict";
import { test } from "node:test";
import { BOARD, CARD_H, CARD_W, ROWS, SLOT_COUNT, offsetPx, peakRect, pipLayout, slotColumn, slotRect, stockRect, toPercent, wasteRect } from "./geometry.js";

// The cover table of the rules (spec §1), written out by hand.
function coveredBy(slot) {
  if (slot < 3) return [3 + 2 * slot, 4 + 2 * slot];
  if (slot < 9) {
    const p = Math.floor((slot - 3) / 2);
    const k = (slot - 3) % 2;
    return [9 + 3 * p + k, 10 + 3 * p + k];
  }
  if (slot < 18) return [18 + slot - 9, 19 + slot - 9];
  return [];
}

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

test("every card is drawn centred between the two cards that cover it, half a card lower", () => {
  for (let slot = 0; slot < 18; slot += 1) {
    const [a, b] = coveredBy(slot).map(slotRect);
    const r = slotRect(slot);
    assert.ok(Math.abs(r.x - (a.x + b.x) / 2) < 1e-9, `slot ${slot}`);
    assert.ok(a.y > r.y && a.y < r.y + r.h, `slot ${slot} is partly under its covering cards`);
    assert.ok(overlap(r, a) && overlap(r, b));
  }
});

test("a card overlaps exactly the cards the rules say cover it or it covers", () => {
  for (let s = 0; s < SLOT_COUNT; s += 1) {
    for (let o = s + 1; o < SLOT_COUNT; o += 1) {
      const related = coveredBy(s).includes(o) || coveredBy(o).includes(s);
      assert.equal(overlap(slotRect(s), slotRect(o)), related, `slots ${s} and ${o}`);
    }
  }
});

test("the rows read left to right and the three peaks stand apart", () => {
  for (const row of ROWS) {
    const xs = row.map(slotColumn);
    assert.deepEqual(xs, [...xs].sort((a, b) => a - b));
  }
  assert.deepEqual([0, 1, 2].map(slotColumn), [1.5, 4.5, 7.5]);
  assert.deepEqual(ROWS.flat(), Array.from({ length: SLOT_COUNT }, (_, i) => i));
  assert.throws(() => slotColumn(28), RangeError);
  assert.throws(() => slotColumn(-1), RangeError);
  assert.throws(() => slotColumn(1.5), RangeError);
});

test("everything fits on the board and the piles sit under the tableau", () => {
  const all = [...Array.from({ length: SLOT_COUNT }, (_, s) => slotRect(s)), stockRect(), wasteRect(), wasteRect(2)];
  for (const r of all) {
    assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= BOARD.w + 1e-9 && r.y + r.h <= BOARD.h + 1e-9);
  }
  const bottom = Math.max(...Array.from({ length: SLOT_COUNT }, (_, s) => slotRect(s).y + CARD_H));
  assert.ok(stockRect().y > bottom);
  assert.ok(!overlap(stockRect(), wasteRect()) && !overlap(stockRect(), wasteRect(2)));
  assert.ok(wasteRect(2).x < wasteRect(1).x && wasteRect(1).x < wasteRect(0).x, "the top card is rightmost");
  assert.throws(() => wasteRect(3), RangeError);
  assert.ok(Math.abs(CARD_H / CARD_W - 88 / 63) < 1e-12);
});

test("percent placement", () => {
  const p = toPercent({ x: 0, y: 0, w: BOARD.w, h: BOARD.h / 2 });
  assert.deepEqual(p, { left: "0.0000%", top: "0.0000%", width: "100.0000%", height: "50.0000%" });
});

test("pips: as many as the rank, mirrored, lower ones upside down", () => {
  for (let rank = 1; rank <= 10; rank += 1) {
    const pips = pipLayout(rank);
    assert.equal(pips.length, rank);
    for (const [x, y, upsideDown] of pips) {
      assert.ok(x > 25 && x < 75 && y > 20 && y < 120, `rank ${rank}`);
      assert.equal(upsideDown, y > 70);
      // The 7 of a printed deck has its odd pip in the upper half only.
      if (rank === 7 && x === 50) continue;
      const twin = pips.find(([x2, y2]) => Math.abs(x2 - (100 - x)) < 1e-9 && Math.abs(y2 - (140 - y)) < 1e-9);
      assert.ok(twin, `rank ${rank} pip at ${x},${y} has a point-symmetric twin`);
    }
  }
  assert.deepEqual(pipLayout(11), []);
});

test("a moved card's slide starts where it came from, in pixels of the drawn board", () => {
  const size = { width: 1000, height: 1000 * BOARD.h / BOARD.w };
  const { dx, dy } = offsetPx(slotRect(20), wasteRect(0), size);
  assert.ok(Math.abs(dx - (slotRect(20).x - wasteRect(0).x) * 100) < 1e-9);
  assert.ok(Math.abs(dy - (slotRect(20).y - wasteRect(0).y) * 100) < 1e-9);
  assert.deepEqual(offsetPx(stockRect(), stockRect(), size), { dx: 0, dy: 0 });
});

import { bannerTop, isCompact, pileLabelRects } from "./geometry.js";

const overlaps = (a, b) => a.x < b.x + b.w - 1e-9 && b.x < a.x + a.w - 1e-9 && a.y < b.y + b.h - 1e-9 && b.y < a.y + a.h - 1e-9;

test("pile names never overlap the piles, each other or the board's edge", () => {
  for (const compact of [false, true]) {
    const [stockName, wasteName] = pileLabelRects(compact);
    const piles = [stockRect(), wasteRect(0), wasteRect(1), wasteRect(2)];
    for (const name of [stockName, wasteName]) {
      for (const pile of piles) assert.ok(!overlaps(name, pile), `${compact} ${JSON.stringify(name)}`);
      assert.ok(name.x >= 0 && name.x + name.w <= BOARD.w + 1e-9 && name.y + name.h <= BOARD.h + 1e-9);
      assert.ok(name.w > 0.5);
    }
    assert.ok(!overlaps(stockName, wasteName));
  }
  // Beside the piles there is room for a long name (Açık kart yığını): wider than two cards.
  assert.ok(pileLabelRects(true)[1].w > 2 * slotRect(0).w);
});

test("the won banner starts below the peak badges and above the piles", () => {
  for (const peak of [0, 1, 2]) assert.ok(bannerTop() > peakRect(peak).y + peakRect(peak).h);
  assert.ok(bannerTop() < stockRect().y - 1);
});

test("compact below 640 px", () => {
  assert.equal(isCompact(332), true);
  assert.equal(isCompact(700), false);
  assert.equal(isCompact(0), false);
});
