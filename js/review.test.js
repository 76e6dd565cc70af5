import "./testing/page.js";
import test from "node:test";
import assert from "node:assert/strict";

import { chartMove, createReview, readMessage, replayKey } from "./review.js";
import { modelAdapter } from "./model.js";
import { createReplay } from "./replay.js";
import { buildView } from "./view.js";
import { click, fakeModel, mount, snapshot } from "./testing/fixtures.js";

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

function reviewBoard() {
  const { state, playback } = snapshot("replay");
  const model = fakeModel({ state });
  const link = modelAdapter(model);
  const v = buildView(mount());
  let shown = state;
  const draws = [];
  const draw = (view) => {
    shown = view;
    draws.push(view);
    review.draw(view);
    replay.drawBar(view.strings);
  };
  const replay = createReplay(v, { link, state: () => state, draw });
  const review = createReview(v, { link, ready: () => true, replay, redraw: () => draw(shown) });
  const chart = '<svg><rect data-move="1"/><rect data-move="2"/><rect data-move="3"/></svg>';
  const reviewed = { ...playback, autoplay: false, review: { summary: "You played 3 moves.", chart } };
  return { v, model, review, replay, draws, state, reviewed };
}

test("Review asks Python, and the progress bar fills as its messages come", () => {
  const { v, model, review, state } = reviewBoard();
  review.draw({ ...state, banner: { kind: "stuck", title: "No more moves" } });
  const button = v.banner.querySelector(".tp-review-button");
  assert.equal(button.hidden, false);
  review.start();
  assert.deepEqual(model.sent, [{ type: "review" }]);
  const busy = v.root.querySelector(".tp-review-busy");
  const bar = v.root.querySelector(".tp-review-progress");
  assert.equal(busy.hidden, false);
  assert.equal(bar.hasAttribute("value"), false);
  model.emit("msg:custom", { type: "review_progress", done: 5, total: 20 }, []);
  assert.equal(bar.value, 5);
  assert.equal(bar.max, 20);
  review.answered();
  review.draw(state);
  assert.equal(busy.hidden, true);
});

test("the review's chart shows the move on the board; a click on it asks Python for that move", () => {
  const { v, model, replay, draws, reviewed } = reviewBoard();
  replay.load(reviewed);
  const section = v.root.querySelector(".tp-review");
  assert.equal(section.hidden, false);
  assert.equal(section.querySelector(".tp-review-summary").textContent, "You played 3 moves.");
  assert.equal(section.getAttribute("data-move"), "1");
  assert.ok(section.querySelector('[data-move="1"]').classList.contains("tp-rv-current"));
  click(section.querySelector('[data-move="3"]'));
  assert.deepEqual(model.sent, [{ type: "review_seek", replay: reviewed.id, move: 3 }]);
  model.emit("msg:custom", { type: "review_at", replay: reviewed.id, step: 2 }, []);
  assert.equal(replay.player().index, 2);
  assert.equal(draws.at(-1).score, reviewed.steps[2].score);
  assert.equal(section.getAttribute("data-move"), "3");
  model.emit("msg:custom", { type: "review_at", replay: reviewed.id + 1, step: 0 }, []); // another replay's
  assert.equal(replay.player().index, 2);
});
