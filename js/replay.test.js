import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { modelAdapter } from "./model.js";
import { startPlayer } from "./player.js";
import { createReplay, stepTo } from "./replay.js";
import { buildView } from "./view.js";
import { change, click, fakeModel, mount, snapshot } from "./testing/fixtures.js";

function replay() {
  const { state, playback } = snapshot("replay");
  const model = fakeModel({ state, playback });
  const link = modelAdapter(model);
  const v = buildView(mount());
  const drawn = [];
  const r = createReplay(v, {
    link,
    state: () => state,
    draw(view, motion) {
      drawn.push({ view, motion });
      r.drawBar(view.strings);
    },
  });
  return { v, r, model, link, drawn, state, playback };
}

test("the bar's actions and keys move the player", () => {
  const p = startPlayer(1, 5, { autoplay: false });
  assert.equal(stepTo(p, "forward").index, 1);
  assert.equal(stepTo(p, "back").index, 0);
  assert.equal(stepTo(p, "last").index, 4);
  assert.equal(stepTo(stepTo(p, "last"), "first").index, 0);
  assert.equal(stepTo(p, "play").playing, true);
  assert.equal(stepTo(p, "leave"), null);
});

test("a replay starts at its first step, the bar showing where it is", () => {
  const { v, r, drawn, playback, state } = replay();
  r.load(playback);
  assert.equal(r.player().index, 0);
  assert.equal(drawn.at(-1).view.score, playback.steps[0].score);
  assert.equal(drawn.at(-1).view.message.kind, "replay");
  assert.equal(v.replayBar.hidden, false);
  assert.equal(v.root.getAttribute("data-replay"), "0");
  assert.equal(v.replayBack.disabled, true);
  assert.equal(v.replayStep.textContent, state.strings.review_step.replace("{move}", "1").replace("{moves}", "3"));
  assert.deepEqual([...v.replaySpeed.options].map((o) => o.value), playback.speeds.map(String));
});

test("a step forward is shown as the move; a jump is not", () => {
  const { v, r, drawn, playback } = replay();
  r.load(playback);
  click(v.replayForward);
  assert.equal(r.player().index, 1);
  assert.deepEqual(drawn.at(-1).motion, playback.steps[1].last);
  click(v.replayForward);
  click(v.replayBack);
  assert.equal(drawn.at(-1).motion, null);
  r.act("last");
  assert.equal(r.player().index, 3);
  assert.equal(v.replayForward.disabled, true);
  assert.equal(drawn.at(-1).view.message.text, playback.steps[3].end_text ?? snapshot("replay").state.strings.replay_end);
});

test("Play plays the steps on by the clock, at the speed chosen", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { v, r, playback } = replay();
  r.load(playback);
  v.replaySpeed.value = "2";
  change(v.replaySpeed);
  click(v.replayPlay);
  assert.equal(r.player().playing, true);
  assert.match(v.replayPlay.textContent, /^❚❚ /);
  t.mock.timers.tick(499);
  assert.equal(r.player().index, 0);
  t.mock.timers.tick(1);
  assert.equal(r.player().index, 1);
  t.mock.timers.tick(500);
  t.mock.timers.tick(500);
  assert.equal(r.player().index, 3);
  assert.equal(r.player().playing, false); // it stops at the end
  r.cleanup();
});

test("Play on from here asks Python; the replay goes when Python takes it away", () => {
  const { v, r, model, drawn, playback, state } = replay();
  r.load(playback);
  r.act("forward");
  click(v.replayLeave);
  assert.deepEqual(model.sent, [{ type: "replay_leave", replay: playback.id, step: 1 }]);
  r.load(null);
  assert.equal(r.player(), null);
  assert.equal(drawn.at(-1).view, state);
  assert.equal(v.replayBar.hidden, true);
  assert.equal(v.root.hasAttribute("data-replay"), false);
});

test("the same replay sent again (another language) keeps its place", () => {
  const { r, playback } = replay();
  r.load(playback);
  r.act("forward");
  r.act("forward");
  r.load({ ...playback });
  assert.equal(r.player().index, 2);
  r.load({ ...playback, id: playback.id + 1, at: 1 });
  assert.equal(r.player().index, 1);
});

test("once the kernel is gone the clock stops and the bar sends nothing", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { v, r, model, playback } = replay();
  r.load({ ...playback, autoplay: true });
  assert.equal(r.player().playing, true);
  model.emit("comm:close");
  r.halt();
  assert.equal(r.player().playing, false);
  t.mock.timers.tick(5000);
  assert.equal(r.player().index, 0);
  click(v.replayLeave);
  assert.deepEqual(model.sent, []);
});
