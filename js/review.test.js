import test from "node:test";
import assert from "node:assert/strict";

import { chartMove, readMessage, replayKey } from "./review.js";

test("arrow keys step through a replay, Home and End jump", () => {
  assert.equal(replayKey({ key: "ArrowLeft" }), "back");
  assert.equal(replayKey({ key: "ArrowRight" }), "forward");
  assert.equal(replayKey({ key: "Home" }), "first");
  assert.equal(replayKey({ key: "End" }), "last");
  assert.equal(replayKey({ key: "ArrowUp" }), null);
  assert.equal(replayKey({ key: "d" }), null);
});

test("chords and typing into a field are left alone", () => {
  assert.equal(replayKey({ key: "ArrowLeft", altKey: true }), null);
  assert.equal(replayKey({ key: "Home", ctrlKey: true }), null);
  assert.equal(replayKey({ key: "End", shiftKey: true }), null);
  assert.equal(replayKey({ key: "ArrowRight", targetTag: "SELECT" }), null);
  assert.equal(replayKey(null), null);
});

function hitArea(move) {
  return { getAttribute: (name) => (name === "data-move" ? move : null) };
}

test("a click on the chart's hit area reads its move number", () => {
  const target = { closest: () => hitArea("31") };
  assert.equal(chartMove(target), 31);
  assert.equal(chartMove({ closest: () => hitArea("0") }), null);
  assert.equal(chartMove({ closest: () => hitArea("x") }), null);
  assert.equal(chartMove({ closest: () => null }), null);
  assert.equal(chartMove(null), null);
  const outside = { contains: () => false };
  assert.equal(chartMove(target, outside), null);
});

test("Python's messages: the review's progress and a step to show", () => {
  assert.deepEqual(readMessage({ type: "review_progress", done: 3, total: 50 }), { kind: "progress", done: 3, total: 50 });
  assert.deepEqual(readMessage({ type: "review_progress", done: 90, total: 50 }), { kind: "progress", done: 50, total: 50 });
  assert.deepEqual(readMessage({ type: "review_progress" }), { kind: "progress", done: 0, total: 0 });
  assert.deepEqual(readMessage({ type: "review_at", replay: 2, step: 30 }), { kind: "at", replay: 2, step: 30 });
  assert.equal(readMessage({ type: "review_at", replay: "2", step: 30 }), null);
  assert.equal(readMessage({ type: "other" }), null);
  assert.equal(readMessage("review_at"), null);
});

test("the deal choice rides on a random deal's intent only, a difficulty implying winnable", async () => {
  const { dealFields } = await import("./dealing.js");
  const { intent } = await import("./protocol.js");
  assert.deepEqual(dealFields({ winnable: false, difficulty: null }, ""), {});
  assert.deepEqual(dealFields({ winnable: true, difficulty: null }, ""), { winnable: true });
  assert.deepEqual(dealFields({ winnable: false, difficulty: "hard" }, ""), { winnable: true, difficulty: "hard" });
  assert.deepEqual(dealFields({ winnable: true, difficulty: "hard" }, "TP1-E-AAAAAAB"), {});
  assert.deepEqual(intent.newGame({ rules: "easy", code: "", deal: { winnable: true, difficulty: "easy" } }),
    { type: "new_game", rules: "easy", winnable: true, difficulty: "easy" });
  assert.deepEqual(intent.newGame({ rules: "easy", code: "TP1-E-AAAAAAB", deal: { winnable: true } }),
    { type: "new_game", code: "TP1-E-AAAAAAB", rules: "easy" });
});
