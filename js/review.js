// The board's review (issue 22): the Review button on the end banner, the
// progress bar while Python reviews the game, and under the board the
// review's summary and chart. Python builds everything shown (texts, marks,
// the chart's SVG, with a `data-move` hit area per move); this module shows it
// and reads the keys and the chart's clicks. No rule and no text lives here.

import { h, setAttr, setProp, setText } from "./dom.js";
import { fill } from "./format.js";
import { intent } from "./protocol.js";

// Keys that move through a replay or a review: arrows step, Home and End jump.
const REPLAY_KEYS = new Map([
  ["ArrowLeft", "back"],
  ["ArrowRight", "forward"],
  ["Home", "first"],
  ["End", "last"],
]);
const TYPING_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

export function replayKey(event) {
  if (!event || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  if (event.targetTag && TYPING_TAGS.has(event.targetTag)) return null;
  return REPLAY_KEYS.get(event.key) ?? null;
}

// The move (1-based) a click on the chart asks for, or null for a click elsewhere.
export function chartMove(target, root) {
  const hit = target?.closest?.("[data-move]");
  if (!hit || (root && !root.contains(hit))) return null;
  const move = Number(hit.getAttribute("data-move"));
  return Number.isInteger(move) && move >= 1 ? move : null;
}

// The review's part of a message from Python: progress while it runs, or a step to show.
export function readMessage(message) {
  if (!message || typeof message !== "object") return null;
  if (message.type === "review_progress") {
    const total = Number(message.total);
    const done = Number(message.done);
    return { kind: "progress", total: total > 0 ? total : 0, done: done > 0 ? Math.min(done, total) : 0 };
  }
  if (message.type === "review_at" && Number.isInteger(message.replay) && Number.isInteger(message.step)) {
    return { kind: "at", replay: message.replay, step: message.step };
  }
  return null;
}

export function buildReview(v) {
  const r = { running: false, done: 0, total: 0, chart: "" };
  r.button = h("button", { type: "button", class: "tp-button tp-review-button", "data-action": "review", hidden: "" });
  v.bannerNew.parentNode.insertBefore(r.button, v.bannerNew);
  r.busyLabel = h("span");
  r.progress = h("progress", { class: "tp-review-progress" });
  r.busy = h("div", { class: "tp-review-busy", role: "status", hidden: "" }, [r.busyLabel, r.progress]);
  r.summary = h("p", { class: "tp-review-summary" });
  r.chartBox = h("div", { class: "tp-review-chart-box" });
  r.keys = h("p", { class: "tp-review-keys" });
  r.root = h("section", { class: "tp-review", hidden: "" }, [r.summary, r.chartBox, r.keys]);
  v.below.after(r.busy, r.root);
  return r;
}

export function startReview(r) {
  r.running = true;
  r.done = 0;
  r.total = 0;
}

export function showProgress(r, { done, total }) {
  r.running = true;
  r.done = done;
  r.total = total;
}

// Draw the review's parts for `view` (a snapshot, or a replay step laid over one).
export function drawReview(r, v, view, playback, player) {
  const s = view.strings;
  const review = player && playback?.review ? playback.review : null;
  setProp(r.button, "hidden", !view.banner || Boolean(player));
  setText(r.button, s.review);
  setAttr(r.button, "title", s.review_title);
  setProp(r.button, "disabled", r.running);

  setProp(r.busy, "hidden", !r.running);
  setText(r.busyLabel, s.review_running);
  // Without a count yet the bar is indeterminate (no value).
  if (r.total > 0 && r.done > 0) {
    setProp(r.progress, "max", r.total);
    setProp(r.progress, "value", r.done);
  } else if (r.progress.hasAttribute("value")) {
    r.progress.removeAttribute("value");
  }

  setProp(r.root, "hidden", !review);
  // A step button disabled under the keyboard's focus (the first or last step) would drop the
  // focus out of the board, and with it the keys: hand it to Play, which is never disabled.
  const active = v.root.ownerDocument.activeElement;
  if (player && active?.disabled && v.replayBar.contains(active)) v.replayPlay.focus();
  const step = review ? playback.steps[player.index]?.review : null;
  v.stock.classList.toggle("tp-rv-played", Boolean(step?.played_draw));
  v.stock.classList.toggle("tp-rv-best", Boolean(step?.best_draw));
  setAttr(v.stock, "data-review-label", step?.best_draw ? step.labels.best : step?.played_draw ? step.labels.played : null);
  if (!review) return;
  // The step counter counts moves, as the chart and the lines do: step i shows move i + 1.
  const moves = playback.steps.length - 1;
  setText(v.replayStep, player.index < moves ? fill(s.review_step, { move: player.index + 1, moves }) : s.review_step_end);
  setAttr(r.root, "aria-label", s.review_chart);
  setText(r.summary, review.summary);
  setText(r.keys, s.review_keys);
  if (r.chart !== review.chart) {
    r.chart = review.chart;
    r.chartBox.innerHTML = review.chart; // markup built and escaped in Python (board/review_chart.py)
  }
  const current = String(player.index + 1);
  for (const hit of r.chartBox.querySelectorAll("[data-move]")) {
    hit.classList.toggle("tp-rv-current", hit.getAttribute("data-move") === current);
  }
  setAttr(r.root, "data-move", current);
}

// The review on a board: `link` is the model adapter (model.js), `ready()` whether
// a snapshot came, `replay` the board's replay (replay.js), `redraw()` draws the
// view shown again. Returns the review's action, its drawing and its cleanup.
export function createReview(v, { link, ready, replay, redraw }) {
  const r = buildReview(v);
  // Messages from Python besides the traits: the review's progress, and the step a chart click asked for.
  function onMessage(message) {
    const m = readMessage(message);
    if (!m || !ready()) return;
    const player = replay.player();
    if (m.kind === "progress") {
      showProgress(r, m);
      redraw();
    } else if (player && m.replay === player.id) {
      replay.goTo(m.step);
    }
  }
  function onClick(event) {
    if (!link.live) return;
    const move = chartMove(event.target, r.root);
    const player = replay.player();
    if (move !== null && player) link.send(intent.reviewSeek(player.id, move)); // Python checks it and says where to go
  }
  link.onMessage(onMessage);
  v.root.addEventListener("click", onClick);
  return {
    start() {
      startReview(r);
      redraw();
      link.send(intent.review());
    },
    // Python answered the review (its replay, or a new snapshot): the progress bar goes.
    answered() {
      r.running = false;
    },
    draw: (view) => drawReview(r, v, view, replay.playback(), replay.player()),
    cleanup: () => v.root.removeEventListener("click", onClick),
  };
}
