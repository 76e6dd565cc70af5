import assert from "node:assert/strict";
import { test } from "node:test";
import { BOARD, CARD_H, CARD_W, TRIPEAKS, offsetPx, tableGeometry, toPercent } from "./geometry.js";
import { snapshot } from "./testing/fixtures.js";

const T = tableGeometry(TRIPEAKS);
const { peakRect, slotRect, stockRect, wasteRect } = T;
const SLOT_COUNT = T.slotCount;
const ROWS = [[0, 1, 2], [3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23, 24, 25, 26, 27]];
const slotColumn = (slot) => slotRect(slot).x - (1 - CARD_W) / 2;

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
  assert.throws(() => slotRect(28), RangeError);
  assert.throws(() => slotRect(-1), RangeError);
  assert.throws(() => slotRect(1.5), RangeError);
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

test("percent placement, of TriPeaks' board or of a wider one", () => {
  const p = toPercent({ x: 0, y: 0, w: BOARD.w, h: BOARD.h / 2 });
  assert.deepEqual(p, { left: "0.0000%", top: "0.0000%", width: "100.0000%", height: "50.0000%" });
  assert.equal(toPercent({ x: 8.5, y: 0, w: 1, h: 1 }, { w: 17, h: 4 }).left, "50.0000%");
});

test("a moved card's slide starts where it came from, in pixels of the drawn board", () => {
  const size = { width: 1000, height: 1000 * BOARD.h / BOARD.w };
  const { dx, dy } = offsetPx(slotRect(20), wasteRect(0), size);
  assert.ok(Math.abs(dx - (slotRect(20).x - wasteRect(0).x) * 100) < 1e-9);
  assert.ok(Math.abs(dy - (slotRect(20).y - wasteRect(0).y) * 100) < 1e-9);
  assert.deepEqual(offsetPx(stockRect(), stockRect(), size), { dx: 0, dy: 0 });
});

import { isCompact } from "./geometry.js";

const { bannerTop, pileLabelRects } = T;

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
  // Under the stock, its name (Çekme destesi) has more than its card's width, centred on the card.
  const [stockName] = pileLabelRects(false);
  assert.ok(stockName.w > 2 * slotRect(0).w);
  assert.ok(Math.abs(stockName.x + stockName.w / 2 - (stockRect().x + stockRect().w / 2)) < 1e-9);
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

// -- every built-in layout, as the widget sends it (tests/test_js_fixtures.py) --

const LAYOUTS = snapshot("layouts");

test("TriPeaks as Python sends it is the table drawn before: the same rects, to the last digit", () => {
  assert.deepEqual(LAYOUTS.tripeaks.positions, TRIPEAKS.positions);
  assert.deepEqual(LAYOUTS.tripeaks.groups, TRIPEAKS.groups);
  const sent = tableGeometry(LAYOUTS.tripeaks);
  assert.deepEqual(sent.board, BOARD);
  assert.ok(Math.abs(BOARD.w - 10) < 1e-12 && Math.abs(slotRect(0).x - 1.55) < 1e-12, "slot 0 as before, at column 1.5");
  for (let s = 0; s < SLOT_COUNT; s += 1) assert.deepEqual(sent.slotRect(s), slotRect(s));
  assert.deepEqual([sent.stockRect(), sent.wasteRect(0), sent.messageRect()], [stockRect(), wasteRect(0), T.messageRect()]);
});

for (const [name, layout] of Object.entries(LAYOUTS)) {
  test(`${name}: each card overlaps exactly the cards that cover it or that it covers`, () => {
    const g = tableGeometry(layout);
    assert.equal(g.slotCount, layout.covered_by.length);
    for (let s = 0; s < g.slotCount; s += 1) {
      for (let o = s + 1; o < g.slotCount; o += 1) {
        const related = layout.covered_by[s].includes(o) || layout.covered_by[o].includes(s);
        // Two rows apart, a card's top edge meets the bottom edge of the one above: touching is no overlap.
        assert.equal(overlaps(g.slotRect(s), g.slotRect(o)), related, `${name}: slots ${s} and ${o}`);
      }
    }
  });

  test(`${name}: everything fits on the board, the piles under the cards, the names clear of both`, () => {
    const g = tableGeometry(layout);
    const { board } = g;
    const cards = Array.from({ length: g.slotCount }, (_, s) => g.slotRect(s));
    const piles = [g.stockRect(), g.wasteRect(0), g.wasteRect(1), g.wasteRect(2)];
    for (const r of [...cards, ...piles, g.messageRect()]) {
      assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= board.w + 1e-9 && r.y + r.h <= board.h + 1e-9, JSON.stringify(r));
    }
    const bottom = Math.max(...cards.map((r) => r.y + r.h));
    for (const pile of piles) assert.ok(pile.y > bottom);
    assert.ok(board.w >= 10 && Math.abs(board.w - Math.max(10, (Math.max(...layout.positions.map(([x]) => x)) + 2) / 2)) < 1e-12);
    for (const compact of [false, true]) {
      for (const label of g.pileLabelRects(compact)) {
        for (const pile of piles) assert.ok(!overlaps(label, pile), `${name} ${compact}`);
        assert.ok(label.x >= 0 && label.x + label.w <= board.w + 1e-9 && label.y + label.h <= board.h + 1e-9);
      }
    }
    // The cards, the stock and the waste stay in the table's middle, whatever its width.
    const left = Math.min(...cards.map((r) => r.x));
    const right = Math.max(...cards.map((r) => r.x + r.w));
    assert.ok(Math.abs(left - (board.w - right)) < 1e-9, `${name}: the cards are centred`);
    const middle = (g.stockRect().x + g.wasteRect(0).x + CARD_W) / 2;
    assert.ok(Math.abs(middle - (T.stockRect().x + T.wasteRect(0).x + CARD_W) / 2 - (board.w - 10) / 2) < 1e-9);
    assert.equal(g.hasStock, layout.stock);
    assert.equal(g.groups.length, layout.groups.length);
    for (let group = 0; group < g.groups.length; group += 1) assert.ok(g.bannerTop() > g.peakRect(group).y);
  });
}

test("the family's tables: Golf 7 columns of 5, Black Hole 17 of 3 (a wider board), All in a Row 13 of 4", () => {
  const shape = (name) => {
    const g = tableGeometry(LAYOUTS[name]);
    return [g.slotCount, g.rows, g.board.w, g.hasStock, g.groups.length];
  };
  assert.deepEqual(shape("golf"), [35, 5, 10, true, 0]);
  assert.deepEqual(shape("black-hole"), [51, 3, 17, false, 0]);
  assert.deepEqual(shape("all-in-a-row"), [52, 4, 13, false, 0]);
  assert.deepEqual(shape("tripeaks"), [28, 4, 10, true, 3]);
  assert.throws(() => tableGeometry({ positions: [] }), TypeError);
  assert.throws(() => tableGeometry({ positions: [[1.5, 0]] }), TypeError);
});
