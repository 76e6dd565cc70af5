// Where everything sits on the table, in card-width units (one column = one card
// plus a gap), for any layout Python sends: each slot's position (its left edge
// in half card widths, its row), the slot where each bonus group's badge goes,
// and whether there is a stock. Pure: no DOM and no rule, so `node --test`
// checks it, and the static picture (engine/svg.py) uses the same numbers.

// Card proportions of a real deck (63 x 88 mm).
export const CARD_W = 0.9;
export const CARD_H = CARD_W * 88 / 63;
// Each row covers the lower half of the row above, as cards lie on a table.
export const ROW_PITCH = CARD_H * 0.5;
const GAP = 1 - CARD_W;
// Space between the tableau and the stock/waste line.
const PILE_GAP = 0.3;
// The narrowest table: TriPeaks' ten columns. A wider layout widens the table
// (and the board scales it down to fit); the piles stay in its middle.
const MIN_COLUMNS = 10;
// Room under the piles for their names.
export const LABEL_H = 0.3;
// How far the stock's name may reach past its card on each side, and the least gap to the waste's name.
const STOCK_NAME_SPREAD = 0.6;
const LABEL_GAP = 0.1;

// TriPeaks, as engine/layout.py has it: three peaks over a row of ten.
export const TRIPEAKS = {
  name: "tripeaks",
  positions: [
    [3, 0], [9, 0], [15, 0],
    [2, 1], [4, 1], [8, 1], [10, 1], [14, 1], [16, 1],
    ...Array.from({ length: 9 }, (_, i) => [2 * i + 1, 2]),
    ...Array.from({ length: 10 }, (_, i) => [2 * i, 3]),
  ],
  groups: [0, 1, 2],
  stock: true,
};

// The stock and the waste sit side by side in the middle. The waste fans out
// as on a table: the top card rightmost, the two before it peeking out on its
// left with their corner index showing.
export const WASTE_FAN = 2;
const FAN_STEP = 0.22;

function rect(x, y) {
  return { x: x + GAP / 2, y, w: CARD_W, h: CARD_H };
}

function checkLayout(layout) {
  const ok = layout && Array.isArray(layout.positions) && layout.positions.length > 0 &&
    layout.positions.every((p) => Array.isArray(p) && p.length === 2 && p.every((n) => Number.isInteger(n) && n >= 0));
  if (!ok) throw new TypeError("a layout's positions are [column, row] pairs of whole numbers");
}

// The table of `layout`: every rect in card widths, and the board's size.
export function tableGeometry(layout = TRIPEAKS) {
  checkLayout(layout);
  const positions = layout.positions;
  const slotCount = positions.length;
  const rows = Math.max(...positions.map(([, row]) => row)) + 1;
  const wide = (Math.max(...positions.map(([x]) => x)) + 2) / 2; // the layout's own width, in columns
  const columns = Math.max(MIN_COLUMNS, wide);
  const shift = (columns - MIN_COLUMNS) / 2; // the piles and the message keep to the middle
  const indent = (columns - wide) / 2; // and a narrow layout (Golf's 7 columns) too
  const pileY = GAP / 2 + (rows - 1) * ROW_PITCH + CARD_H + PILE_GAP;
  // The names' room grows with the table: their text keeps its size while the columns narrow.
  const board = { w: columns, h: pileY + CARD_H + LABEL_H * (columns / MIN_COLUMNS) };
  const groups = (layout.groups ?? []).filter((slot) => Number.isInteger(slot) && slot >= 0 && slot < slotCount);

  function slotRect(slot) {
    if (!Number.isInteger(slot) || slot < 0 || slot >= slotCount) throw new RangeError(`no slot ${slot}`);
    const [x, row] = positions[slot];
    return rect(indent + x / 2, GAP / 2 + row * ROW_PITCH);
  }
  const stockRect = () => rect(shift + 3.4, pileY);
  function wasteRect(depth = 0) {
    if (!Number.isInteger(depth) || depth < 0 || depth > WASTE_FAN) throw new RangeError(`no waste depth ${depth}`);
    return rect(shift + 5.1 + (WASTE_FAN - depth) * FAN_STEP, pileY);
  }
  // Beside the piles: the side message (refusal reasons, hints) on the right,
  // the keyboard help on the left.
  const messageRect = () => ({ x: shift + 6.65, y: pileY, w: MIN_COLUMNS - 6.65 - GAP / 2, h: CARD_H });
  const keysRect = () => ({ x: shift + GAP / 2, y: pileY, w: 3.0, h: CARD_H });
  // Where a cleared group shows its badge: over its top card's place.
  const peakRect = (group) => slotRect(groups[group]);

  // Where the pile names sit: under the piles on a wide board; beside them
  // (stock name on its left, waste name on its right) on a compact one.
  function pileLabelRects(compact) {
    const stock = stockRect();
    const fan = wasteRect(WASTE_FAN);
    const top = wasteRect(0);
    if (compact) {
      const gap = 0.12;
      const right = board.w - GAP / 2;
      return [
        { x: GAP / 2, y: pileY, w: stock.x - gap - GAP / 2, h: CARD_H },
        { x: top.x + top.w + gap, y: pileY, w: right - (top.x + top.w + gap), h: CARD_H },
      ];
    }
    // Under a pile, as wide in pixels as on TriPeaks' table: a wider table's columns are narrower, its names are not.
    const grow = board.w / MIN_COLUMNS;
    const under = (r) => ({ x: r.x - (r.w * (grow - 1)) / 2, y: r.y + r.h, w: r.w * grow, h: board.h - r.y - r.h });
    const stockName = under(stock);
    const wasteName = under({ ...fan, w: top.x + top.w - fan.x });
    // The stock's name may be longer than its card (Çekme destesi): it spreads to both sides, as far as the
    // waste's name allows, while the board is too small for its font to shrink with it.
    const room = wasteName.x - (stockName.x + stockName.w) - LABEL_GAP * grow;
    const spread = Math.max(0, Math.min(STOCK_NAME_SPREAD * grow, room));
    return [{ ...stockName, x: stockName.x - spread, w: stockName.w + 2 * spread }, wasteName];
  }

  // The top of the "You won!" banner: just under the top row's places, so it
  // never covers a "cleared" badge.
  const bannerTop = () => GAP / 2 + CARD_H + 0.12;

  return {
    name: layout.name ?? "",
    slotCount,
    rows,
    board,
    groups,
    hasStock: layout.stock !== false,
    slotRect,
    stockRect,
    wasteRect,
    messageRect,
    keysRect,
    peakRect,
    pileLabelRects,
    bannerTop,
  };
}

// A key that changes when the drawing of the table would: the board builds its
// cards again only then.
export function layoutKey(layout = TRIPEAKS) {
  return JSON.stringify([layout.positions, layout.groups ?? [], layout.stock !== false]);
}

// TriPeaks' table: the default board before the first snapshot.
export const BOARD = tableGeometry(TRIPEAKS).board;

// The pixel offset from rect `to` back to rect `from` on a board of `board`
// card widths drawn `size.width` x `size.height` pixels: where a moved card
// starts its slide. Computed from the geometry, so an animation never forces a layout.
export function offsetPx(from, to, size, board = BOARD) {
  return {
    dx: ((from.x - to.x) * size.width) / board.w,
    dy: ((from.y - to.y) * size.height) / board.h,
  };
}

// CSS percentages of the board box for a rect, so the board scales with its
// container and stays crisp at any size.
export function toPercent(r, board = BOARD) {
  const pct = (v, total) => `${(100 * v / total).toFixed(4)}%`;
  return { left: pct(r.x, board.w), top: pct(r.y, board.h), width: pct(r.w, board.w), height: pct(r.h, board.h) };
}

// Below this many pixels of board width the board is compact: the side
// message and the keys help leave the table for a line under it, and the pile
// names move beside the piles, where the table has room for them.
export const COMPACT_BELOW_PX = 640;

export function isCompact(widthPx) {
  return widthPx > 0 && widthPx < COMPACT_BELOW_PX;
}
