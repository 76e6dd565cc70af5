// The table's layout-shaped parts: one card button and one mark per slot, a
// badge per bonus group, placed where the layout Python sends puts them; the
// stock, the waste and their names placed under it (no stock when the layout
// deals none). Built for TriPeaks with the view, and again whenever a game of
// another layout arrives. Geometry only: which card may move is Python's word.

import { layoutKey, tableGeometry, TRIPEAKS } from "./geometry.js";
import { h, place } from "./dom.js";

// Lay the table out for `layout` (the snapshot's `layout`); true when it changed.
export function setTable(v, layout = TRIPEAKS) {
  const key = layoutKey(layout);
  if (v.layoutKey === key) return false;
  v.layoutKey = key;
  const geo = tableGeometry(layout);
  const board = geo.board;
  v.geo = geo;
  for (const node of [...(v.peaks ?? []), ...(v.slots ?? []), ...(v.marks ?? []).map((m) => m.mark)]) node.remove();
  v.table.style.aspectRatio = `${board.w} / ${board.h}`;
  v.table.dataset.layout = geo.name;
  v.table.dataset.columns = String(board.w);

  v.peaks = geo.groups.map((_, group) => {
    // Its words; on a compact board, where they would not fit at a readable size, a tick shows instead.
    const badge = h("div", { class: "tp-peak-badge", hidden: "" }, [
      h("span", { class: "tp-peak-text" }),
      h("span", { class: "tp-peak-tick", "aria-hidden": "true", text: "✓" }),
    ]);
    place(badge, geo.peakRect(group), board);
    return badge;
  });
  v.slots = [];
  v.marks = [];
  for (let slot = 0; slot < geo.slotCount; slot += 1) {
    const card = h("button", { type: "button", class: "tp-card", "data-slot": String(slot) });
    place(card, geo.slotRect(slot), board);
    v.slots.push(card);
    // A teacher's marks (TriPeaksWidget.highlight), over the cards, one per slot.
    const label = h("span", { class: "tp-mark-label" });
    const mark = h("div", { class: "tp-mark", "data-slot": String(slot), hidden: "" }, [label]);
    // Labels of cards near an edge grow inwards, so none is cut by the table's edge.
    const x = geo.slotRect(slot).x;
    mark.dataset.align = x < 1.5 ? "start" : x > board.w - 2.5 ? "end" : "center";
    place(mark, geo.slotRect(slot), board);
    v.marks.push({ mark, label });
  }
  v.table.insertBefore(h("span"), v.stock).replaceWith(...v.peaks, ...v.slots);
  v.table.insertBefore(h("span"), v.banner).replaceWith(...v.marks.map((m) => m.mark));

  // A layout with no stock (Black Hole, All in a Row) shows none, nor its name.
  v.stock.hidden = !geo.hasStock;
  v.pileLabels[0].hidden = !geo.hasStock;
  place(v.stock, geo.stockRect(), board);
  v.waste.forEach((node, depth) => place(node, geo.wasteRect(depth), board));
  return true;
}
