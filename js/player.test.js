import assert from "node:assert/strict";
import { test } from "node:test";
import { delayMs, isAtEnd, keepPlace, motionFor, seek, startPlayer, tick, toggle, withSpeed } from "./player.js";

test("a replay plays step by step and stops at its last position", () => {
  let p = startPlayer(1, 4, { speed: 2 });
  assert.deepEqual([p.index, p.playing], [0, true]);
  p = tick(p);
  p = tick(p);
  assert.deepEqual([p.index, p.playing], [2, true]);
  p = tick(p);
  assert.deepEqual([p.index, p.playing, isAtEnd(p)], [3, false, true]);
  assert.equal(tick(p).index, 3, "no step past the end");
});

test("autoplay off, or nothing to play, starts paused", () => {
  assert.equal(startPlayer(1, 10, { autoplay: false }).playing, false);
  assert.equal(startPlayer(1, 1).playing, false);
  assert.equal(tick(startPlayer(1, 10, { autoplay: false })).index, 0);
});

test("stepping by hand pauses and stays inside the replay", () => {
  const p = startPlayer(1, 5);
  assert.deepEqual(seek(p, 3), { ...p, index: 3, playing: false });
  assert.equal(seek(p, -1).index, 0);
  assert.equal(seek(p, 99).index, 4);
});

test("play from the end starts over; pause keeps the place", () => {
  let p = seek(startPlayer(1, 3), 2);
  p = toggle(p);
  assert.deepEqual([p.index, p.playing], [0, true]);
  p = toggle(tick(p));
  assert.deepEqual([p.index, p.playing], [1, false]);
});

test("the same replay re-worded keeps its place; another one does not", () => {
  const p = seek(startPlayer(7, 10), 6);
  assert.equal(keepPlace(p, 7, 10).index, 6);
  assert.equal(keepPlace(p, 8, 10), null);
  assert.equal(keepPlace(p, 7, 4).index, 3);
});

test("speed sets the delay between steps", () => {
  assert.equal(delayMs(1), 1000);
  assert.equal(delayMs(4), 250);
  assert.equal(delayMs(0.5), 2000);
  assert.equal(delayMs("x"), 1000);
  assert.equal(withSpeed(startPlayer(1, 3), 0).speed, 1);
  assert.equal(withSpeed(startPlayer(1, 3), 2).speed, 2);
});

test("only one step forward is animated", () => {
  const p = startPlayer(1, 5);
  assert.equal(motionFor(p, tick(p)), "forward");
  assert.equal(motionFor(seek(p, 3), seek(p, 2)), "jump");
  assert.equal(motionFor(p, seek(p, 3)), "jump");
  assert.equal(motionFor(null, p), "jump");
});

test("a replay step shows its own banner and status, also when the kernel left its empty fields out", async () => {
  const { stepView } = await import("./player.js");
  const state = { status: "won", score: 750, banner: { kind: "won", title: "Du vant!" }, strings: {}, hint: { slot: 3 } };
  // As Pyodide sends a step: None became undefined and JSON dropped "banner".
  const step = JSON.parse(JSON.stringify({ status: "playing", score: 495, moves: 5, banner: undefined, next: { text: "Next" } }));
  const view = stepView(state, step, "End");
  assert.equal(view.banner, null);
  assert.equal(view.status, "playing");
  assert.equal(view.score, 495);
  assert.equal(view.hint, null);
  assert.deepEqual(view.message, { kind: "replay", text: "Next" });
  assert.equal(stepView(state, { ...step, next: null }, "End").message.text, "End");
});
