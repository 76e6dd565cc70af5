// Pip positions of number cards on a card face, as on a printed deck (cardart.js draws them).

// [x, y, upsideDown] on a 100 x 140 face. Pips below the middle are printed upside down.
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
