import { test } from "node:test";
import assert from "node:assert/strict";
import { KEEP_DAYS, KEEP_MAX, PREFIX, forgetGame, keepGame, keptGame, notebookOf, offerFor, seatKey } from "./keep.js";
import { Memory } from "./testing/fixtures.js";

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

test("the page's name for the notebook replaces the kernel's, whatever folder the kernel works in", () => {
  // The site's kernel works in /drive/tr once the drive is ready, in /home/pyodide before: one key for both.
  assert.equal(seatKey("/drive/tr|01-04|1", "tr/01-setup.ipynb"), "tr/01-setup.ipynb|01-04|1");
  assert.equal(seatKey("/home/pyodide|01-04|1", "tr/01-setup.ipynb"), "tr/01-setup.ipynb|01-04|1");
  assert.equal(seatKey("odd|name|cell-1|2", "a.ipynb"), "a.ipynb|cell-1|2");
  // Where the page names no notebook (Voila, marimo), the kernel's seat as it is.
  assert.equal(seatKey("/drive/tr|01-04|1", null), "/drive/tr|01-04|1");
  assert.equal(seatKey(null, "a.ipynb"), null);
  assert.equal(notebookOf({ widget_manager: { context: { path: "tr/01-setup.ipynb" } } }), "tr/01-setup.ipynb");
  assert.equal(notebookOf({ widget_manager: {} }), null);
  assert.equal(notebookOf({}), null);
  assert.equal(notebookOf({ get widget_manager() { throw new Error("no manager"); } }), null);
});
