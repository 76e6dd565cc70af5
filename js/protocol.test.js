import { test } from "node:test";
import assert from "node:assert/strict";
import { INTENT, intent } from "./protocol.js";

test("each intent is a plain message named by INTENT", () => {
  assert.deepEqual(intent.play(7), { type: INTENT.PLAY, slot: 7 });
  assert.deepEqual(intent.draw(), { type: "draw" });
  assert.deepEqual(intent.setErrorHelp(0), { type: "set_error_help", on: false });
  assert.deepEqual(intent.replayLeave(2, 5), { type: "replay_leave", replay: 2, step: 5 });
  assert.deepEqual(intent.reviewSeek(3, 12), { type: "review_seek", replay: 3, move: 12 });
  assert.deepEqual(intent.resume("TP1-E-AAAAAAB: 20"), { type: "resume", record: "TP1-E-AAAAAAB: 20" });
  const sent = new Set([intent.play(0), intent.draw(), intent.undo(), intent.hint(), intent.newGame({ rules: "easy" }),
    intent.setLang("tr"), intent.setErrorHelp(true), intent.replayLeave(1, 0), intent.review(), intent.reviewSeek(1, 1),
    intent.resume("")].map((m) => m.type));
  assert.deepEqual([...sent].sort(), Object.values(INTENT).sort());
});

test("a pasted code names the deal: the deal choice is not sent with it", () => {
  assert.deepEqual(intent.newGame({ rules: "easy", code: "", deal: { winnable: true } }), { type: "new_game", rules: "easy", winnable: true });
  assert.deepEqual(intent.newGame({ rules: "easy", code: "TP1-E-AAAAAAB", deal: { winnable: true } }),
    { type: "new_game", code: "TP1-E-AAAAAAB", rules: "easy" });
  assert.throws(() => { intent.play = null; }, TypeError);
});
