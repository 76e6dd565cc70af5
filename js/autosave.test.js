import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { createAutosave } from "./autosave.js";
import { modelAdapter } from "./model.js";
import { PREFIX, keptGame } from "./keep.js";
import { buildView } from "./view.js";
import { after, click, fakeModel, mount, snapshot, Memory } from "./testing/fixtures.js";

const SEAT = "nb.ipynb|cell-1|1";
const KEPT = { record: "TP1-C-AAAAAAC: 20 23 draw", code: "TP1-C-AAAAAAC", moves: 3, at: Date.now() };

function autosave(storage = new Memory(), notebook = null) {
  let state = { ...snapshot(), seat: SEAT };
  const model = fakeModel({ state });
  if (notebook) model.widget_manager = { context: { path: notebook } };
  const link = modelAdapter(model);
  const v = buildView(mount());
  const a = createAutosave(v, { link, state: () => state, storage });
  const show = (next) => { state = next; a.keep(next); a.draw(); };
  return { v, a, model, storage, show, state: () => state };
}

test("the fresh deal of a new run is not kept; each change made on the board is", () => {
  const { show, storage, state } = autosave();
  const first = state();
  show(first);
  assert.equal(storage.length, 0);
  show(after(first, { last: { kind: "hint" } }));
  assert.equal(storage.length, 0);
  const played = after(first, { version: first.version + 2, last: { kind: "play", slot: 20 }, record: "TP1-E-AAAAAAB: 20", moves: 1 });
  show(played);
  assert.equal(keptGame(storage, SEAT).record, "TP1-E-AAAAAAB: 20");
});

test("a game kept for the seat is offered back; Continue sends its record", () => {
  const storage = new Memory();
  storage.setItem(PREFIX + SEAT, JSON.stringify(KEPT));
  const { v, show, state, model } = autosave(storage);
  show(state());
  assert.equal(v.offer.hidden, false);
  assert.equal(v.offerText.textContent, state().strings.resume_offer.replace("{code}", KEPT.code).replace("{moves}", "3"));
  assert.equal(v.offerResume.textContent, state().strings.resume);
  click(v.offerResume);
  assert.deepEqual(model.sent, [{ type: "resume", record: KEPT.record }]);
  assert.equal(v.offer.hidden, true);
});

test("Discard forgets the kept game; a board without a seat keeps nothing", () => {
  const storage = new Memory();
  storage.setItem(PREFIX + SEAT, JSON.stringify(KEPT));
  const { v, show, state } = autosave(storage);
  show(state());
  click(v.offerDiscard);
  assert.equal(storage.length, 0);
  assert.equal(v.offer.hidden, true);
  const bare = autosave(new Memory());
  const game = { ...bare.state(), seat: null };
  bare.show(game);
  bare.show(after(game, { last: { kind: "draw" } }));
  assert.equal(bare.storage.length, 0);
});

test("the page's notebook name replaces the kernel's in the seat", () => {
  const storage = new Memory();
  const { show, state } = autosave(storage, "tr/01-setup.ipynb");
  show(state());
  show(after(state(), { last: { kind: "draw" } }));
  assert.deepEqual([...storage.map.keys()], [`${PREFIX}tr/01-setup.ipynb|cell-1|1`]);
});

test("once the kernel is gone the offer is hidden and its buttons send nothing", () => {
  const storage = new Memory();
  storage.setItem(PREFIX + SEAT, JSON.stringify(KEPT));
  const { v, show, state, model } = autosave(storage);
  show(state());
  model.emit("comm:close");
  show(state());
  assert.equal(v.offer.hidden, true);
  click(v.offerResume);
  assert.deepEqual(model.sent, []);
});
