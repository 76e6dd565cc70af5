// The whole board: render() wires the parts to the model and returns one cleanup.
import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { register } from "node:module";
import { after, click, fakeModel, key, mount, snapshot } from "./testing/fixtures.js";

// widget.js imports its CSS for esbuild's bundle; node loads it without (an empty module per .css).
register("data:text/javascript," + encodeURIComponent(
  'export async function load(url, context, next) { return url.endsWith(".css") ? { format: "module", source: "", shortCircuit: true } : next(url, context); }',
));
const { default: widget } = await import("./widget.js");

function render(traits = { state: snapshot(), playback: {} }) {
  const model = fakeModel(traits);
  const el = mount();
  const cleanup = widget.render({ model, el });
  return { model, el, cleanup, root: el.querySelector(".tp-root") };
}

test("render draws the snapshot and sends the board's intents", () => {
  const { model, root } = render();
  const state = snapshot();
  assert.equal(root.getAttribute("data-version"), String(state.version));
  assert.equal(root.querySelector(".tp-code").textContent, state.code);
  assert.equal(root.querySelector(".tp-sr-only").textContent, state.announce);
  click(root.querySelector('.tp-card[data-slot="22"]'));
  key(root.querySelector('.tp-card[data-slot="22"]'), "d");
  assert.deepEqual(model.sent, [{ type: "play", slot: 22 }, { type: "draw" }]);
});

test("a new snapshot is drawn and heard; N opens the New game dialog", () => {
  const { model, root } = render();
  const state = snapshot();
  model.set("state", after(state, { score: 499, announce: "Drew a card.", last: { kind: "draw" } }));
  assert.equal(root.querySelector(".tp-score").textContent, "499");
  assert.equal(root.querySelector(".tp-sr-only").textContent, "Drew a card.");
  key(root.querySelector('.tp-card[data-slot="22"]'), "n");
  assert.equal(root.querySelector("dialog").open, true);
});

test("a replay takes the board over, and its end gives it back", () => {
  const { state, playback } = snapshot("replay");
  const { model, root } = render({ state, playback });
  assert.equal(root.getAttribute("data-replay"), "0");
  assert.equal(root.querySelector(".tp-replay").hidden, false);
  key(root.querySelector(".tp-replay button"), "ArrowRight");
  assert.equal(root.getAttribute("data-replay"), "1");
  key(root, "d"); // the game's keys wait while a replay is watched
  assert.deepEqual(model.sent, []);
  model.set("playback", {});
  assert.equal(root.hasAttribute("data-replay"), false);
  assert.equal(root.querySelector(".tp-replay").hidden, true);
});

test("a restarted kernel turns the board off", () => {
  const { model, root } = render();
  model.emit("comm_live_update", false);
  assert.ok(root.classList.contains("tp-disconnected"));
  click(root.querySelector('.tp-card[data-slot="22"]'));
  key(root, "d");
  assert.deepEqual(model.sent, []);
});

test("the one cleanup takes the board away and every listener off the model", () => {
  const { model, el, cleanup } = render();
  assert.ok(model.listening() > 0);
  el.querySelector("dialog").showModal();
  cleanup();
  assert.equal(model.listening(), 0);
  assert.equal(el.children.length, 0);
  model.set("state", snapshot()); // heard by nobody
});
