import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { modelAdapter, readPlayback, readState } from "./model.js";
import { fakeModel, snapshot } from "./testing/fixtures.js";

test("a snapshot without the table's slots, and a replay without steps, read as none", () => {
  assert.equal(readState(null), null);
  assert.equal(readState({ version: 3 }), null);
  const state = snapshot();
  assert.equal(readState(state), state);
  assert.equal(readPlayback({}), null);
  assert.equal(readPlayback({ id: 1, steps: [] }), null);
  const { playback } = snapshot("replay");
  assert.equal(readPlayback(playback), playback);
});

test("the traits are read, intents sent and Python's changes heard through the adapter", () => {
  const model = fakeModel({ state: snapshot(), playback: {} });
  const link = modelAdapter(model);
  assert.equal(link.state().code, "TP1-E-AAAAAAB");
  assert.equal(link.playback(), null);
  const heard = [];
  link.onState(() => heard.push("state"));
  link.onPlayback(() => heard.push("playback"));
  link.onMessage((message) => heard.push(message.type));
  model.set("state", snapshot());
  model.set("playback", snapshot("replay").playback);
  model.emit("msg:custom", { type: "review_progress" }, []);
  assert.deepEqual(heard, ["state", "playback", "review_progress"]);
  link.send({ type: "draw" });
  assert.deepEqual(model.sent, [{ type: "draw" }]);
});

test("once the kernel is gone nothing is sent, and the board hears it once", () => {
  for (const event of ["comm_live_update", "comm:close"]) {
    const model = fakeModel({ state: snapshot() });
    const link = modelAdapter(model);
    let closed = 0;
    link.onClose(() => { closed += 1; });
    assert.equal(link.live, true);
    model.emit(event, false);
    model.emit("comm:close");
    assert.equal(link.live, false);
    assert.equal(closed, 1);
    link.send({ type: "draw" });
    assert.deepEqual(model.sent, []);
  }
});

test("the cleanup takes every listener off the model", () => {
  const model = fakeModel({ state: snapshot() });
  const link = modelAdapter(model);
  link.onState(() => {});
  link.onPlayback(() => {});
  link.onMessage(() => {});
  assert.equal(model.listening(), 5);
  link.cleanup();
  assert.equal(model.listening(), 0);
});

test("the notebook's name comes from the page's widget manager, where it has one", () => {
  const model = fakeModel();
  assert.equal(modelAdapter(model).notebook, null);
  model.widget_manager = { context: { path: "tr/01-setup.ipynb" } };
  assert.equal(modelAdapter(model).notebook, "tr/01-setup.ipynb");
});
