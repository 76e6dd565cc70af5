// Where everything sits on the table, in card-width units (one column = one card
// plus a gap). Pure: no DOM, so `node --test` checks it and the Python static
// picture (tripeaks_widget/svg.py) is tested against the same numbers.

export const SLOT_COUNT = 28;

// Card proportions of a real deck (63 x 88 mm).
export const CARD_W = 0.9;
export const CARD_H = CARD_W * 88 / 63;
// Each row covers the lower half of the row above, as cards lie on a table.
export const ROW_PITCH = CARD_H * 0.5;
const GAP = 1 - CARD_W;
// Space between the tableau and the stock/waste line.
const PILE_GAP = 0.3;

export const ROWS = [
  [0, 1, 2],
  [3, 4, 5, 6, 7, 8],
  [9, 10, 11, 12, 13, 14, 15, 16, 17],
  [18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
];

// Column (left edge, in columns) of a slot. Each card sits centred between the
// two cards that cover it, so the three peaks come out as on a real table.
export function slotColumn(slot) {
  if (!Number.isInteger(slot) || slot < 0 || slot >= SLOT_COUNT) {
    throw new RangeError(`no slot ${slot}`);
  }
  if (slot < 3) return 3 * slot + 1.5;
  if (slot < 9) {
    const p = Math.floor((slot - 3) / 2);
    const k = (slot - 3) % 2;
    return 3 * p + k + 1;
  }
  if (slot < 18) return slot - 9 + 0.5;
  return slot - 18;
}

export function slotRow(slot) {
  return ROWS.findIndex((row) => row.includes(slot));
}

function rect(x, y) {
  return { x: x + GAP / 2, y, w: CARD_W, h: CARD_H };
}

export function slotRect(slot) {
  return rect(slotColumn(slot), GAP / 2 + slotRow(slot) * ROW_PITCH);
}

const TABLEAU_BOTTOM = GAP / 2 + 3 * ROW_PITCH + CARD_H;
const PILE_Y = TABLEAU_BOTTOM + PILE_GAP;

// The stock and the waste sit side by side under the middle peak. The waste
// fans out as on a table: the top card rightmost, the two before it peeking
// out on its left with their corner index showing.
export const WASTE_FAN = 2;
const FAN_STEP = 0.22;

export function stockRect() {
  return rect(3.4, PILE_Y);
}

export function wasteRect(depth = 0) {
  if (!Number.isInteger(depth) || depth < 0 || depth > WASTE_FAN) throw new RangeError(`no waste depth ${depth}`);
  return rect(5.1 + (WASTE_FAN - depth) * FAN_STEP, PILE_Y);
}

// Beside the piles: the side message (refusal reasons, hints) on the right,
// the keyboard help on the left.
export function messageRect() {
  return { x: 6.65, y: PILE_Y, w: 10 - 6.65 - GAP / 2, h: CARD_H };
}

export function keysRect() {
  return { x: GAP / 2, y: PILE_Y, w: 3.0, h: CARD_H };
}

// Where a cleared peak shows its badge: over the peak card's place.
export function peakRect(peak) {
  return slotRect(peak);
}

// Room under the piles for their names.
export const LABEL_H = 0.3;
export const BOARD = { w: 10, h: PILE_Y + CARD_H + LABEL_H };

// The pixel offset from rect `to` back to rect `from` on a board drawn
// `size.width` x `size.height` pixels: where a moved card starts its slide.
// Computed from the geometry, so an animation never forces a layout.
export function offsetPx(from, to, size) {
  return {
    dx: ((from.x - to.x) * size.width) / BOARD.w,
    dy: ((from.y - to.y) * size.height) / BOARD.h,
  };
}

// CSS percentages of the board box for a rect, so the board scales with its
// container and stays crisp at any size.
export function toPercent(r) {
  const pct = (v, total) => `${(100 * v / total).toFixed(4)}%`;
  return { left: pct(r.x, BOARD.w), top: pct(r.y, BOARD.h), width: pct(r.w, BOARD.w), height: pct(r.h, BOARD.h) };
}

// Pip positions of number cards on a 100 x 140 card face, as on a printed deck:
// [x, y, upsideDown]. Pips below the middle are printed upside down.
const COL = { L: 36, C: 50, R: 64 };
// Symmetric about the card's centre (y = 70), as printed cards are.
const TOP = 32;
const BOTTOM = 108;
const MID = (TOP + BOTTOM) / 2;
const Q1 = TOP + (BOTTOM - TOP) / 3;
const Q3 = TOP + 2 * (BOTTOM - TOP) / 3;
const pairs = (...ys) => ys.flatMap((y) => [[COL.L, y], [COL.R, y]]);
const PIP_LAYOUTS = {
  1: [[COL.C, MID]],
  2: [[COL.C, TOP], [COL.C, BOTTOM]],
  3: [[COL.C, TOP], [COL.C, MID], [COL.C, BOTTOM]],
  4: pairs(TOP, BOTTOM),
  5: [...pairs(TOP, BOTTOM), [COL.C, MID]],
  6: pairs(TOP, MID, BOTTOM),
  7: [...pairs(TOP, MID, BOTTOM), [COL.C, (TOP + MID) / 2]],
  8: [...pairs(TOP, MID, BOTTOM), [COL.C, (TOP + MID) / 2], [COL.C, (MID + BOTTOM) / 2]],
  9: [...pairs(TOP, Q1, Q3, BOTTOM), [COL.C, MID]],
  10: [...pairs(TOP, Q1, Q3, BOTTOM), [COL.C, (TOP + Q1) / 2], [COL.C, (Q3 + BOTTOM) / 2]],
};

export function pipLayout(rank) {
  const layout = PIP_LAYOUTS[rank];
  if (!layout) return [];
  return layout.map(([x, y]) => [x, y, y > MID]);
}

// Below this many pixels of board width the board is compact: the side
// message and the keys help leave the table for a line under it, and the pile
// names move beside the piles, where the table has room for them.
export const COMPACT_BELOW_PX = 640;

export function isCompact(widthPx) {
  return widthPx > 0 && widthPx < COMPACT_BELOW_PX;
}

// Where the pile names sit: under the piles on a wide board; beside them
// (stock name on its left, waste name on its right) on a compact one.
export function pileLabelRects(compact) {
  const stock = stockRect();
  const fan = wasteRect(WASTE_FAN);
  const top = wasteRect(0);
  if (compact) {
    const gap = 0.12;
    return [
      { x: GAP / 2, y: PILE_Y, w: stock.x - gap - GAP / 2, h: CARD_H },
      { x: top.x + top.w + gap, y: PILE_Y, w: 10 - GAP / 2 - (top.x + top.w + gap), h: CARD_H },
    ];
  }
  const under = (r) => ({ ...r, y: r.y + r.h, h: BOARD.h - r.y - r.h });
  return [under(stock), under({ ...fan, w: top.x + top.w - fan.x })];
}

// The top of the "You won!" banner: just under the peaks' places, so it never
// covers a "Peak cleared" badge.
export function bannerTop() {
  return slotRect(1).y + CARD_H + 0.12;
}
