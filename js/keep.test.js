import { test } from "node:test";
import assert from "node:assert/strict";
import { KEEP_DAYS, KEEP_MAX, PREFIX, forgetGame, keepGame, keptGame, offerFor } from "./keep.js";

class Memory {
  constructor() { this.map = new Map(); }
  get length() { return this.map.size; }
  key(i) { return [...this.map.keys()][i] ?? null; }
  getItem(k) { return this.map.has(k) ? this.map.get(k) : null; }
  setItem(k, v) { this.map.set(k, String(v)); }
  removeItem(k) { this.map.delete(k); }
}

const GAME = { record: "TP1-C-AAAAAAB: 20 23", code: "TP1-C-AAAAAAB", moves: 2 };

test("a kept game comes back for its seat only", () => {
  const s = new Memory();
  keepGame(s, "nb.ipynb|cell-1|1", GAME, 1000);
  assert.equal(keptGame(s, "nb.ipynb|cell-1|1", 2000).record, GAME.record);
  assert.equal(keptGame(s, "nb.ipynb|cell-2|1", 2000), null);
  assert.equal(keptGame(s, null, 2000), null);
  forgetGame(s, "nb.ipynb|cell-1|1");
  assert.equal(keptGame(s, "nb.ipynb|cell-1|1", 2000), null);
});

test("records older than KEEP_DAYS are dropped, and at most KEEP_MAX are kept", () => {
  const s = new Memory();
  keepGame(s, "a", GAME, 0);
  assert.equal(keptGame(s, "a", (KEEP_DAYS + 1) * 86400000), null);
  for (let i = 0; i < KEEP_MAX + 5; i += 1) keepGame(s, `seat${i}`, GAME, 1000 + i);
  const ours = [...s.map.keys()].filter((k) => k.startsWith(PREFIX));
  assert.equal(ours.length, KEEP_MAX);
  assert.equal(keptGame(s, "seat0", 2000), null); // the oldest went first
  assert.ok(keptGame(s, `seat${KEEP_MAX + 4}`, 2000));
});

test("garbage in storage reads as nothing; no storage is no record", () => {
  const s = new Memory();
  s.setItem(`${PREFIX}x`, "{not json");
  assert.equal(keptGame(s, "x"), null);
  assert.equal(keptGame(null, "x"), null);
  keepGame(null, "x", GAME); // no throw
});

test("the offer: a kept game with moves that is not already on the board", () => {
  assert.equal(offerFor({ ...GAME, at: 1 }, { record: GAME.record }), null);
  assert.equal(offerFor({ ...GAME, moves: 0, at: 1 }, { record: "TP1-E-AAAAAAB:" }), null);
  assert.equal(offerFor({ ...GAME, at: 1 }, { record: "TP1-E-AAAAAAB:" }).code, "TP1-C-AAAAAAB");
});
