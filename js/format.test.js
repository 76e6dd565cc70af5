import assert from "node:assert/strict";
import { test } from "node:test";
import { fill, nextFocusSlot, shortcutFor } from "./format.js";

test("fill puts fields into catalogue templates and leaves unknown ones", () => {
  assert.equal(fill("Final score: {score}", { score: 750 }), "Final score: 750");
  assert.equal(fill("{a} and {b}", { a: 1 }), "1 and {b}");
  assert.equal(fill(undefined), "");
  assert.equal(fill("{toString}", {}), "{toString}");
});

test("shortcuts: bare U, D, H, N, R only, never while typing", () => {
  assert.equal(shortcutFor({ key: "r" }), "read");
  assert.equal(shortcutFor({ key: "u" }), "undo");
  assert.equal(shortcutFor({ key: "D" }), "draw");
  assert.equal(shortcutFor({ key: "h" }), "hint");
  assert.equal(shortcutFor({ key: "n" }), "new_game");
  assert.equal(shortcutFor({ key: "d", ctrlKey: true }), null);
  assert.equal(shortcutFor({ key: "u", metaKey: true }), null);
  assert.equal(shortcutFor({ key: "d", targetTag: "INPUT" }), null);
  assert.equal(shortcutFor({ key: "Enter" }), null);
  assert.equal(shortcutFor({ key: "constructor" }), null);
  assert.equal(shortcutFor({}), null);
  assert.equal(shortcutFor(null), null);
});

test("focus moves to the nearest card left, the next one first", () => {
  const present = Array(28).fill(false);
  present[18] = present[21] = present[24] = true;
  assert.equal(nextFocusSlot(present, 22), 21);
  assert.equal(nextFocusSlot(present, 23), 24);
  present[21] = false;
  assert.equal(nextFocusSlot(present, 21), 24);
  assert.equal(nextFocusSlot(Array(28).fill(false), 5), null);
});
