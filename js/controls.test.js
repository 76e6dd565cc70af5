import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { FREE_IN_REPLAY, actionRouter, createControls } from "./controls.js";
import { modelAdapter } from "./model.js";
import { buildView } from "./view.js";
import { change, click, fakeModel, mount, snapshot } from "./testing/fixtures.js";

function controls({ replaying = false } = {}) {
  const state = snapshot();
  const model = fakeModel({ state });
  const link = modelAdapter(model);
  const v = buildView(mount());
  const acted = [];
  const c = createControls(v, { link, state: () => state, replaying: () => replaying, act: (name) => acted.push(name) });
  c.draw(state);
  return { v, c, model, acted, state };
}

test("the router runs an action only once a snapshot came and while the kernel is there", () => {
  const ran = [];
  let ready = false;
  const act = actionRouter({ draw: () => ran.push("draw") }, { ready: () => ready, replaying: () => false });
  act("draw");
  ready = true;
  act("draw");
  act("toString"); // not an action of the board
  assert.deepEqual(ran, ["draw"]);
});

test("during a replay only reading, the keys help, Cancel and Copy still work", () => {
  const ran = [];
  const names = ["draw", "undo", "hint", "new", "review", ...FREE_IN_REPLAY];
  const actions = Object.fromEntries(names.map((name) => [name, () => ran.push(name)]));
  const act = actionRouter(actions, { ready: () => true, replaying: () => true });
  for (const name of names) act(name);
  assert.deepEqual(ran, [...FREE_IN_REPLAY]);
});

test("a click on a card plays its slot; a click on a tool is its action", () => {
  const { v, model, acted } = controls();
  click(v.slots[22]);
  assert.deepEqual(model.sent, [{ type: "play", slot: 22 }]);
  click(v.hint);
  click(v.stock);
  click(v.newGame);
  click(v.undo); // Undo is off: nothing to undo yet
  assert.deepEqual(acted, ["hint", "draw", "new"]);
});

test("during a replay a card click sends nothing, and the tools are off", () => {
  const { v, model } = controls({ replaying: true });
  click(v.slots[22]);
  assert.deepEqual(model.sent, []);
  assert.equal(v.undo.disabled, true);
  assert.equal(v.hint.disabled, true);
  assert.equal(v.newGame.disabled, true);
});

test("the tools' words and state come from the snapshot", () => {
  const { v, state } = controls();
  assert.equal(v.undo.textContent, state.strings.undo);
  assert.equal(v.undo.disabled, !state.can_undo);
  assert.equal(v.hint.disabled, false);
  assert.equal(v.errorHelp.checked, state.error_help);
  assert.deepEqual([...v.lang.options].map((o) => o.value), state.langs.map((l) => l.code));
  assert.equal(v.lang.value, "en");
  assert.equal(v.copy.textContent, state.strings.copy);
});

test("the error help box and the language are sent as intents", () => {
  const { v, model } = controls();
  v.errorHelp.checked = false;
  change(v.errorHelp);
  v.lang.value = "nb";
  change(v.lang);
  assert.deepEqual(model.sent, [{ type: "set_error_help", on: false }, { type: "set_lang", lang: "nb" }]);
});

test("nothing is sent once the kernel is gone", () => {
  const { v, model, acted } = controls();
  model.emit("comm:close");
  click(v.slots[22]);
  click(v.hint);
  change(v.lang);
  assert.deepEqual(model.sent, []);
  assert.deepEqual(acted, []);
});

test("Copy says Copied, then Copy again; without the clipboard it selects the code", async (t) => {
  const { v, c, state } = controls();
  t.mock.timers.enable({ apis: ["setTimeout", "Date"] });
  const written = [];
  t.mock.method(navigator.clipboard, "writeText", async (text) => { written.push(text); });
  await c.copy();
  assert.deepEqual(written, [state.code]);
  assert.equal(v.copy.textContent, state.strings.copied);
  t.mock.timers.tick(1600);
  assert.equal(v.copy.textContent, state.strings.copy);
  assert.equal(v.copy.getAttribute("aria-label"), state.strings.copy_code);
  t.mock.method(navigator.clipboard, "writeText", async () => { throw new Error("denied"); });
  await c.copy();
  const range = window.getSelection().getRangeAt(0);
  assert.equal(range.startContainer, v.code);
  assert.equal(range.endOffset, v.code.childNodes.length);
  c.cleanup();
});

test("a mouse press on a board button keeps the focus where it is", () => {
  const { v } = controls();
  const press = new MouseEvent("mousedown", { bubbles: true, cancelable: true });
  v.undo.dispatchEvent(press);
  assert.equal(press.defaultPrevented, true);
  const inDialog = new MouseEvent("mousedown", { bubbles: true, cancelable: true });
  v.deal.dispatchEvent(inDialog);
  assert.equal(inDialog.defaultPrevented, false);
});
