import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { cardKey, createBoard, drawSlot } from "./board.js";
import { buildView } from "./view.js";
import { after, mount, snapshot } from "./testing/fixtures.js";

function board({ replaying = false } = {}) {
  const v = buildView(mount());
  return { v, board: createBoard(v, { replaying: () => replaying }) };
}

test("the table shows the snapshot: face-up cards named and in the Tab order, face-down ones out of it", () => {
  const { v, board: b } = board();
  const state = snapshot();
  b.draw(state, null, null);
  assert.equal(v.root.getAttribute("data-version"), String(state.version));
  assert.equal(v.root.getAttribute("data-status"), "playing");
  assert.equal(v.root.lang, "en");
  assert.equal(v.code.textContent, state.code);
  assert.equal(v.score.textContent, String(state.score));
  assert.equal(v.stockCount.textContent, String(state.stock_size));
  assert.equal(v.stock.getAttribute("aria-label"), state.stock_label);
  assert.equal(v.waste[0].getAttribute("aria-label"), state.waste_label);
  state.slots.forEach((data, slot) => {
    const node = v.slots[slot];
    assert.equal(node.getAttribute("aria-label"), data.label);
    assert.equal(node.classList.contains("tp-back"), !data.face_up);
    assert.equal(node.tabIndex, data.face_up ? 0 : -1);
    assert.equal(node.dataset.key, data.face_up ? `up:${cardKey(data.card)}-${data.card.rank_symbol}` : "down");
  });
  assert.equal(v.banner.hidden, true);
});

test("a slot is drawn again only when its card changes, and says when it turned face up", () => {
  const { v } = board();
  const node = v.slots[9];
  const down = { face_up: false, label: "face-down card" };
  const up = { face_up: true, label: "ace of clubs", card: { rank: 1, suit: 0, rank_symbol: "A" } };
  assert.equal(drawSlot(node, down, null), false);
  assert.equal(drawSlot(node, down, down), false);
  assert.equal(drawSlot(node, up, down), true);
  assert.equal(drawSlot(node, null, up), false);
  assert.equal(node.hidden, true);
  assert.equal(cardKey(up.card), "1-0");
  assert.equal(cardKey(null), "");
});

test("a card played away hands the keyboard's focus to its nearest neighbour", () => {
  const { v, board: b } = board();
  const state = snapshot();
  b.draw(state, null, null);
  v.slots[22].focus();
  const focused = b.focusedSlot();
  assert.equal(focused, 22);
  const next = after(state, { last: { kind: "play", slot: 22 } });
  next.slots[22] = null;
  b.draw(next, state, next.last);
  b.settle(next, state, next.last, focused);
  assert.equal(v.slots[22].hidden, true);
  assert.equal(document.activeElement, v.slots[23]);
});

test("the banner: a win over the table, no more moves beside the piles with Undo", () => {
  const { v, board: b } = board();
  const state = snapshot();
  b.draw({ ...state, status: "won", banner: { kind: "won", title: "You won!", text: "Score 900" } }, null, null);
  assert.equal(v.banner.hidden, false);
  assert.equal(v.banner.getAttribute("data-kind"), "won");
  assert.equal(v.bannerTitle.textContent, "You won!");
  assert.equal(v.bannerUndo.hidden, true);
  assert.equal(v.bannerNew.hidden, false);
  assert.equal(v.bannerNew.textContent, state.strings.new_game);
  assert.match(v.banner.getAttribute("style"), /^top: [\d.]+%$/);
  b.draw({ ...state, status: "stuck", banner: { kind: "stuck", title: "No more moves" } }, null, null);
  assert.equal(v.bannerUndo.hidden, false);
  assert.equal(v.message.hidden, true);
});

test("during a replay the cards, the stock and the banner's buttons are off", () => {
  const { v, board: b } = board({ replaying: true });
  const state = snapshot();
  b.draw({ ...state, banner: { kind: "stuck", title: "No more moves" } }, null, null);
  assert.ok(v.slots.every((node) => node.disabled));
  assert.equal(v.stock.disabled, true);
  assert.equal(v.bannerUndo.hidden, true);
  assert.equal(v.bannerNew.hidden, true);
});

test("a teacher's marks and the cleared peaks' badges", () => {
  const { v, board: b } = board();
  const state = snapshot();
  b.draw({ ...state, cleared_peaks: [true, false, false], marks: [{ slot: 20, colour: "#c00", label: "this one" }] }, null, null);
  assert.equal(v.peaks[0].hidden, false);
  assert.equal(v.peaks[0].firstChild.textContent, state.strings.peak_cleared);
  assert.equal(v.peaks[1].hidden, true);
  assert.equal(v.marks[20].mark.hidden, false);
  assert.equal(v.marks[20].label.textContent, "this one");
  assert.equal(v.marks[20].mark.style.getPropertyValue("--tp-mark"), "#c00");
  assert.equal(v.marks[19].mark.hidden, true);
});

test("the cleanup stops watching the table's size and whether it is on screen", () => {
  const watched = [];
  const Real = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    observe(node) { watched.push(node); }
    disconnect() { watched.length = 0; }
  };
  try {
    const { v, board: b } = board();
    assert.deepEqual(watched, [v.table]);
    b.cleanup();
    assert.deepEqual(watched, []);
  } finally {
    globalThis.ResizeObserver = Real;
  }
});

test("a Golf and a Black Hole game are drawn where their layouts put them, with and without a stock", () => {
  const { v, board: b } = board();
  const golf = snapshot("golf");
  b.draw(golf, null, null);
  assert.equal(v.slots.length, 35);
  golf.slots.forEach((data, slot) => assert.equal(v.slots[slot].getAttribute("aria-label"), data.label));
  assert.equal(v.stock.hidden, false);
  assert.equal(v.stockCount.textContent, "16");
  const hole = snapshot("black-hole");
  b.draw(hole, golf, { kind: "new" });
  assert.equal(v.slots.length, 51);
  assert.equal(v.stock.hidden, true, "Black Hole deals no stock: none is drawn");
  assert.equal(v.waste[0].getAttribute("aria-label"), hole.waste_label);
  assert.equal(v.waste[0].classList.contains("tp-empty"), false, "the pile starts with the A♠");
  hole.slots.forEach((data, slot) => assert.equal(v.slots[slot].tabIndex, data.face_up ? 0 : -1));
  // All in a Row's pile starts empty: its place is drawn empty, where the first card goes.
  b.draw({ ...hole, version: hole.version + 1, waste: [] }, hole, null);
  assert.equal(v.waste[0].classList.contains("tp-empty"), true);
  assert.equal(v.waste[0].hidden, false);
});
