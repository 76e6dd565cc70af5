import assert from "node:assert/strict";
import { test } from "node:test";
import { pipLayout } from "./pips.js";

test("pips: as many as the rank, mirrored, lower ones upside down", () => {
  for (let rank = 1; rank <= 10; rank += 1) {
    const pips = pipLayout(rank);
    assert.equal(pips.length, rank);
    for (const [x, y, upsideDown] of pips) {
      assert.ok(x > 25 && x < 75 && y > 20 && y < 120, `rank ${rank}`);
      assert.equal(upsideDown, y > 70);
      // The 7 of a printed deck has its odd pip in the upper half only.
      if (rank === 7 && x === 50) continue;
      const twin = pips.find(([x2, y2]) => Math.abs(x2 - (100 - x)) < 1e-9 && Math.abs(y2 - (140 - y)) < 1e-9);
      assert.ok(twin, `rank ${rank} pip at ${x},${y} has a point-symmetric twin`);
    }
  }
  assert.deepEqual(pipLayout(11), []);
});
