import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { READ_AGAIN_MS, createKeyboard, isChord } from "./keyboard.js";
import { buildView } from "./view.js";
import { after, key, mount, snapshot } from "./testing/fixtures.js";

function keyboard({ player = null } = {}) {
  const v = buildView(mount());
  const state = snapshot();
  const acted = [];
  const stepped = [];
  let redrawn = 0;
  const replay = { player: () => player, act: (step) => stepped.push(step) };
  const k = createKeyboard(v, { act: (name) => acted.push(name), replay, shown: () => state, redraw: () => { redrawn += 1; k.draw(state); } });
  k.draw(state);
  return { v, k, state, acted, stepped, redrawn: () => redrawn };
}

test("bare letters are the game's shortcuts, and JupyterLab does not see them", () => {
  const { v, acted } = keyboard();
  const events = ["d", "U", "h", "n", "r"].map((name) => key(v.slots[20], name));
  assert.deepEqual(acted, ["draw", "undo", "hint", "new_game", "read"]);
  assert.ok(events.every((event) => event.defaultPrevented));
  const other = key(v.slots[20], "x");
  assert.equal(other.defaultPrevented, false);
});

test("chords reach JupyterLab; typing into a field is not a shortcut", () => {
  const { v, acted } = keyboard();
  const outside = [];
  document.body.addEventListener("keydown", (event) => outside.push(event.key));
  key(v.slots[20], "s", { ctrlKey: true });
  key(v.slots[20], "Enter", { shiftKey: true });
  key(v.slots[20], "d");
  key(v.codeField, "d");
  assert.deepEqual(outside, ["s", "Enter"]);
  assert.deepEqual(acted, ["draw"]);
  assert.equal(isChord({ key: "Enter", shiftKey: true }), true);
  assert.equal(isChord({ key: "D", shiftKey: true }), false);
});

test("during a replay the arrows and Home/End step through it", () => {
  const { v, stepped, acted } = keyboard({ player: { id: 1, index: 0, count: 4 } });
  key(v.replayPlay, "ArrowRight");
  key(v.replayPlay, "End");
  key(v.replayPlay, "ArrowLeft", { shiftKey: true });
  assert.deepEqual(stepped, ["forward", "last"]);
  assert.deepEqual(acted, []);
});

test("the keys do nothing while the New game dialog is open", () => {
  const { v, acted } = keyboard();
  v.dialog.showModal();
  key(v.codeField, "d");
  key(v.deal, "h");
  assert.deepEqual(acted, []);
});

test("the keys help hides and shows again", () => {
  const { v, k, state, redrawn } = keyboard();
  assert.equal(v.keysHelp.hidden, false);
  assert.equal(v.keysHelp.textContent, state.strings.keys_help);
  assert.equal(v.keysToggle.getAttribute("aria-expanded"), "true");
  k.actions.keys();
  assert.equal(redrawn(), 1);
  assert.equal(v.keysHelp.hidden, true);
  assert.equal(v.keysToggle.textContent, state.strings.keys);
  assert.equal(v.keysToggle.getAttribute("aria-expanded"), "false");
});

test("a screen reader hears each new snapshot once, and the whole board on R", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { v, k, state } = keyboard();
  k.announce(null, state);
  assert.equal(v.live.textContent, state.announce);
  const same = { ...state, announce: "again" };
  k.announce(state, same);
  assert.equal(v.live.textContent, state.announce);
  k.announce(state, after(state, { announce: "Drew the 5 of hearts." }));
  assert.equal(v.live.textContent, "Drew the 5 of hearts.");
  k.actions.read();
  assert.equal(v.live.textContent, "");
  t.mock.timers.tick(READ_AGAIN_MS);
  assert.equal(v.live.textContent, state.describe);
});
